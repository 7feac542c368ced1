package org.mwbench.results.query;

/**
 * Which cases a query covers; a null field matches everything. {@code operation} matches the
 * operation as the action type names it ({@code string 4096}) or without its payload size
 * ({@code string}); {@code testbed} is a testbed's key or a prefix of it; {@code version} is
 * mwbench's version.
 */
public record CaseFilter(String middleware, String operation, Integer payloadSize, Integer clients, String testbed,
                         String version) {

    public static CaseFilter all() {
        return new CaseFilter(null, null, null, null, null, null);
    }

    boolean matchesOperation(String caseOperation, int casePayload) {
        if (operation == null) {
            return true;
        }
        String kind = casePayload >= 0 && caseOperation.endsWith(" " + casePayload)
                ? caseOperation.substring(0, caseOperation.length() - Integer.toString(casePayload).length() - 1)
                : caseOperation;
        return operation.equals(caseOperation) || operation.equals(kind);
    }
}
