/**
 * How a middleware plugs into mwbench: a {@link org.mwbench.contract.middleware.MiddlewareServer}
 * serves the benchmark service, a {@link org.mwbench.contract.middleware.MiddlewareClient}
 * calls it. Both are found with {@link java.util.ServiceLoader} in the class loader that
 * holds that middleware's jars and no other's, so two ORBs never share a classpath.
 */
package org.mwbench.contract.middleware;
