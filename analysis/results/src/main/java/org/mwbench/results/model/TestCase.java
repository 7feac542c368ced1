package org.mwbench.results.model;

/**
 * What was measured, whatever the run: middleware, the client library that called it,
 * the operation (as the action type names it, payload size included), the payload size
 * (-1 when the type names none) and the number of concurrent clients.
 */
public record TestCase(String middleware, String clientLibrary, String operation, int payloadSize, int clients) {

    public String caseId() {
        return Keys.of(middleware, clientLibrary, operation, payloadSize, clients);
    }
}
