package org.mwbench.analysis.report;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.mwbench.analysis.store.ActionTypeName;
import org.mwbench.analysis.table.Column;
import org.mwbench.analysis.table.Table;

/**
 * Demarey et al. 2004's Table 3: what one stack adds over another for the same operations, in µs and
 * in %: RMI-IIOP over its ORB, gRPC's default executors over {@code directExecutor()}, or
 * a middleware remote against collocated when two runs are reported together.
 */
final class OverheadTable {
    private OverheadTable() {
    }

    /** The table, or null when no pair was measured. */
    static Table of(List<LabelledRun> runs, List<OverheadPair> asked) {
        boolean several = runs.size() > 1;
        Table table = new Table("table3", "Overhead of one stack over another (Demarey et al. 2004, their Table 3)",
                "Mean latency of a stack and of the stack under it (or of the same middleware in another run), "
                        + "for the same operation; overhead = stack - base.",
                List.of(Column.text("stack", "stack"), Column.text("base", "base"),
                        Column.number("stack_mean_us", "stack mean µs", 2), Column.number("base_mean_us", "base mean µs", 2),
                        Column.number("overhead_us", "overhead µs", 2), Column.number("overhead_pct", "overhead %", 1),
                        Column.number("stack_of_base_pct", "stack / base %", 1)));
        Set<String> done = new LinkedHashSet<>();
        List<OverheadPair> pairs = asked.isEmpty() ? OverheadPair.DEFAULTS : asked;
        for (OverheadPair pair : pairs) {
            for (LabelledRun stackRun : runs) {
                for (LabelledRun baseRun : runs) {
                    if (matches(pair, stackRun.number(), baseRun.number())) {
                        addRows(table, done, several, stackRun, pair.stack(), baseRun, pair.base());
                    }
                }
            }
        }
        if (asked.isEmpty() && several) {
            LabelledRun first = runs.get(0);
            for (LabelledRun other : runs.subList(1, runs.size())) {
                for (String type : other.analysis().byType().keySet()) {
                    String middleware = new ActionTypeName(type).middleware();
                    addRows(table, done, true, other, middleware, first, middleware);
                }
            }
        }
        table.note("overhead % = (stack - base) / base; stack / base % is the figure Demarey et al. 2004 printed in their "
                + "'Overhead in %' column (162% for 1.62 times the base).");
        table.note("Means are over the step means for loop blades, else over calls. Pairs shown: "
                + (asked.isEmpty() ? "rmi-iiop over corba-glassfish (the same GlassFish ORB), grpc over grpc-direct, and "
                + "ejb-openejb over rmi (an EJB container over plain Java RMI, as Demarey et al. 2004's JOnAS and JBoss) "
                + "where measured, and with several runs each later run's types over the first run's (--overhead to choose)"
                : "those given with --overhead") + ".");
        return table.isEmpty() ? null : table;
    }

    /** A side without a run number is in the other side's run; with neither, both sides are in each run. */
    private static boolean matches(OverheadPair pair, int stackRun, int baseRun) {
        int stack = pair.stackRun() != 0 ? pair.stackRun() : pair.baseRun() != 0 ? pair.baseRun() : stackRun;
        int base = pair.baseRun() != 0 ? pair.baseRun() : stack;
        return stackRun == stack && baseRun == base;
    }

    private static void addRows(Table table, Set<String> done, boolean several, LabelledRun stackRun, String stack,
                                LabelledRun baseRun, String base) {
        RunAnalysis stackAnalysis = stackRun.analysis();
        RunAnalysis baseAnalysis = baseRun.analysis();
        for (String type : stackAnalysis.byType().keySet()) {
            ActionTypeName name = new ActionTypeName(type);
            if (!name.middleware().equals(stack)) {
                continue;
            }
            String baseType = name.operation().isEmpty() ? base : base + " " + name.operation();
            if (!baseAnalysis.byType().containsKey(baseType) || (stackRun == baseRun && baseType.equals(type))) {
                continue;
            }
            String stackLabel = several ? stackRun.label() + ": " + type : type;
            String baseLabel = several ? baseRun.label() + ": " + baseType : baseType;
            if (!done.add(stackLabel + "\n" + baseLabel)) {
                continue;
            }
            double a = stackAnalysis.comparableMean(type);
            double b = baseAnalysis.comparableMean(baseType);
            table.row(stackLabel, baseLabel, Micros.of(a), Micros.of(b), Micros.of(a - b), (a - b) / b * 100, a / b * 100);
        }
    }
}
