package org.mwbench.console.web.plans;

/**
 * One plan error, placed on the table: the row and column it belongs to.
 *
 * @param row      the row (the blade's position), or -1 for an error about the whole plan
 * @param column   the column to mark: server, id, kind, className, argument, comment, jvm; empty for none
 * @param key      the plan key the error names, such as {@code blade.1.server}
 * @param location {@code file:line}
 */
public record RowError(int row, String column, String key, String location, String message) {
}
