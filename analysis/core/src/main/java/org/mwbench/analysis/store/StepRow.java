package org.mwbench.analysis.store;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/**
 * One row of a LoopRunner blade's {@code steps} file: Demarey et al. 2004's step of I calls, after
 * the X warm-up calls (which are in no step). The mean, min and max are of the step's
 * successful calls, in ns.
 */
public record StepRow(int step, String type, long calls, long errors, long meanNanos, long minNanos, long maxNanos,
                      long endNanos) {
    /** The header LoopRunner writes (org.mwbench.injectors.scenario.LoopRunner.STEPS_HEADER). */
    public static final String HEADER = "#step,type,calls,errors,mean_ns,min_ns,max_ns,end_ns";
    public static final String FILE = "steps";

    public static List<StepRow> read(Path file) throws IOException {
        return CsvFile.read(file, HEADER, f -> new StepRow(Integer.parseInt(f.get(0)), f.get(1),
                Long.parseLong(f.get(2)), Long.parseLong(f.get(3)), Long.parseLong(f.get(4)),
                Long.parseLong(f.get(5)), Long.parseLong(f.get(6)), Long.parseLong(f.get(7))));
    }
}
