package org.mwbench.console.web.http;

import com.sun.net.httpserver.HttpExchange;

/** One handler of the console, run behind the {@link Guard}. */
@FunctionalInterface
public interface Route {
    void handle(HttpExchange exchange) throws Exception;
}
