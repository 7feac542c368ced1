/**
 * The benchmark service, independent of any middleware.
 *
 * <p>Every protocol mwbench measures (Java RMI, CORBA, Ice, gRPC, SOAP, XML-RPC, REST...)
 * carries the same operations ({@link org.mwbench.contract.BenchmarkService}) over the same
 * data model ({@link org.mwbench.contract.Data2}, {@link org.mwbench.contract.Data3} and the
 * records nested in it). Servers delegate to {@link org.mwbench.contract.ReferenceService},
 * which draws its answers from {@link org.mwbench.contract.ReferenceData}: the same inputs
 * give the same data on every JVM, in every run, behind every protocol. That is what makes
 * the protocols' times and byte counts comparable: they all move the same bytes of payload.
 *
 * <p>{@link org.mwbench.contract.Conformance} is the one check every client plugin passes:
 * it calls each operation with a fixed set of inputs and compares the answers with the
 * reference, field by field. A protocol that is fast because it loses a field, rounds a
 * double or trims a string is caught there rather than in the results.
 *
 * <p>The data shapes come from Gray, <i>Performance of Java middleware - Java RMI, JAXRPC,
 * and CORBA</i> (Gray, AWSA 2005): {@code getString(n)}, arrays of {@code Data2} and
 * nested {@code Data3} customer records. The timestamp round trip, the octet sequences of
 * 4 B to 64 KB and the cube come from CCMPerf (Krishna et al.).
 */
package org.mwbench.contract;
