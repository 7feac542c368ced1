package org.mwbench.console.web;

import com.sun.net.httpserver.HttpExchange;

/** One handler of the console, run behind the {@link Guard}. */
@FunctionalInterface
interface Route {
    void handle(HttpExchange exchange) throws Exception;
}
