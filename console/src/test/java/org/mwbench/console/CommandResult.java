package org.mwbench.console;

import java.io.PrintWriter;
import java.io.StringWriter;

/** The exit code and output of one {@code mwbench} command run in the test JVM. */
record CommandResult(int exitCode, String out, String err) {

    static CommandResult of(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = Mwbench.execute(new PrintWriter(out, true), new PrintWriter(err, true), args);
        return new CommandResult(code, out.toString(), err.toString());
    }

    @Override
    public String toString() {
        return "exit " + exitCode + "\n--- out\n" + out + "--- err\n" + err;
    }
}
