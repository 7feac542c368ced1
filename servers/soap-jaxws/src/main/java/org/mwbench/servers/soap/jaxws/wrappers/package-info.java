/**
 * The request and response wrapper beans of the document/literal wrapped operations, as
 * {@code wsgen} would write them: the RI loads these rather than generating them at run time
 * with its bytecode injector (which calls {@code sun.misc.Unsafe}, deprecated for removal and
 * warned about on JDK 24 and later). Their schema is the one in {@code BenchmarkService.wsdl};
 * {@code WsdlTest} checks that the RI derives the same WSDL from them.
 */
package org.mwbench.servers.soap.jaxws.wrappers;
