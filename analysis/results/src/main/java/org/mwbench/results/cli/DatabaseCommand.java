package org.mwbench.results.cli;

import java.io.PrintWriter;
import java.sql.SQLException;
import java.util.concurrent.Callable;
import org.mwbench.results.store.ResultsDatabase;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/**
 * A command that works on the results database: it reads its options, opens the database
 * ({@link DatabaseOptions}) and runs. A bad option or a database that cannot be opened is a
 * usage error, said on standard error after the command's name, exit code 2, as for every
 * mwbench command.
 */
abstract class DatabaseCommand implements Callable<Integer> {
    /** The command as its user types it, such as {@code mwbench history}: its errors start with it. */
    private final String name;

    @Mixin
    DatabaseOptions database;

    @Spec
    CommandSpec spec;

    DatabaseCommand(String name) {
        this.name = name;
    }

    @Override
    public final Integer call() throws Exception {
        PrintWriter err = spec.commandLine().getErr();
        ResultsDatabase opened;
        try {
            readOptions();
            opened = database.open();
        } catch (IllegalArgumentException | SQLException e) {
            return usageError(err, e);
        }
        return run(opened, spec.commandLine().getOut(), err);
    }

    /**
     * Reads and checks the options, before the database is opened; by default there is nothing
     * to read.
     *
     * @throws IllegalArgumentException saying what is wrong with an option
     */
    void readOptions() {
        // a command whose options picocli checks has nothing to add
    }

    /**
     * Does the command's work.
     *
     * @return the exit code
     */
    abstract int run(ResultsDatabase opened, PrintWriter out, PrintWriter err) throws Exception;

    /** Says {@code e}'s message, a bad option's or the database's, on {@code err}: the usage error's exit code. */
    final int usageError(PrintWriter err, Exception e) {
        err.println(name + ": " + e.getMessage());
        return ExitCodes.USAGE;
    }
}
