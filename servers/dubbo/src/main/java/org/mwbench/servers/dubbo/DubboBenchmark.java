package org.mwbench.servers.dubbo;

import org.mwbench.contract.BenchmarkService;

/**
 * The wire interface both Dubbo protocols export and call: the benchmark service itself, under a
 * name of this module. Dubbo's non-IDL mode takes a Java interface as its contract (the service's
 * path is this interface's name, each method's parameters travel in Hessian2), so the contract's
 * interface would do, but it lives in the contract's class loader, which sees no Dubbo class: the
 * proxy Dubbo generates for a reference (javassist) also implements Dubbo's own interfaces, and is
 * defined where this interface is, in the plugin's loader, which sees both.
 */
public interface DubboBenchmark extends BenchmarkService {
}
