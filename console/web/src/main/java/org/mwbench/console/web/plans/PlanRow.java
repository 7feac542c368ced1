package org.mwbench.console.web.plans;

/**
 * One blade as the plan table shows it, CLIF's columns: server (the agent), id, kind
 * ({@code injector}, {@code probe} or {@code sut}), class, argument, comment; and mwbench's
 * JVM options. Every field is text as typed: checking it is the parser's job.
 */
public record PlanRow(String server, String id, String kind, String className, String argument, String comment,
                      String jvm) {
    public PlanRow {
        server = orEmpty(server);
        id = orEmpty(id);
        kind = orEmpty(kind);
        className = orEmpty(className);
        argument = orEmpty(argument);
        comment = orEmpty(comment);
        jvm = orEmpty(jvm);
    }

    private static String orEmpty(String value) {
        return value == null ? "" : value;
    }
}
