package org.mwbench.results.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.mwbench.results.model.ResultRun;
import org.mwbench.results.query.BencherExport;
import org.mwbench.results.store.ResultFile;
import org.mwbench.results.store.ResultsDatabase;
import org.mwbench.results.store.RunImport;
import org.mwbench.results.store.RunReader;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code mwbench db}: the results database's import, export and regression check. */
@Command(name = "db", mixinStandardHelpOptions = true,
        description = "The results database: every run's plan, testbed, cases and measures with their histograms. "
                + "mwbench run stores each run in it when the run ends.",
        subcommands = {DbCommand.Import.class, DbCommand.Export.class, RegressionsCommand.class})
public final class DbCommand {

    /** {@code mwbench db import [RUN|FILE...]}. */
    @Command(name = "import", mixinStandardHelpOptions = true,
            description = {"Imports run or campaign folders (by default every run of the runs folder) and export files "
                    + "(.json) into the results database. Idempotent: a run stored already is skipped. Each run is one "
                    + "transaction: a damaged folder is skipped with its located error, nothing of it stored.",
                    "Exit codes: 0 all imported or stored already; 1 one or more failed; 2 bad option or database."})
    static final class Import extends DatabaseCommand {
        @Parameters(paramLabel = "RUN|FILE", arity = "0..*", description = "Run folders, campaign folders, export files.")
        List<Path> paths = new ArrayList<>();

        Import() {
            super("mwbench db import");
        }

        @Override
        int run(ResultsDatabase opened, PrintWriter out, PrintWriter err) throws Exception {
            List<Path> sources = paths.isEmpty() ? RunImport.runsIn(database.runsFolder()) : paths;
            RunImport importer = new RunImport(opened);
            int stored = 0;
            int already = 0;
            int failed = 0;
            for (Path source : sources) {
                for (RunImport.Outcome outcome : importer.importPath(source)) {
                    switch (outcome.status()) {
                        case STORED -> stored++;
                        case ALREADY_STORED -> already++;
                        case FAILED -> {
                            failed++;
                            err.println("mwbench db import: skipped: " + outcome.message());
                        }
                    }
                }
            }
            out.printf("%d run(s) stored, %d stored already, %d failed, in %s%n", stored, already, failed, opened.redacted());
            out.flush();
            return failed == 0 ? ExitCodes.OK : ExitCodes.FAILURE;
        }
    }

    /** {@code mwbench db export RUN|--last N [--format mwbench|bencher]}. */
    @Command(name = "export", mixinStandardHelpOptions = true,
            description = {"Writes stored runs to standard output as one self-describing JSON file (histograms "
                    + "included), for mwbench db import on another machine or database; or, with --format bencher, "
                    + "one run in Bencher Metric Format, for other tools (bencher run --adapter json --file FILE).",
                    "Exit codes: 0 written; 2 no such run, bad option or database."})
    static final class Export extends DatabaseCommand {
        @Parameters(paramLabel = "RUN", arity = "0..*", description = "Runs by folder name or key (prefix).")
        List<String> runs = new ArrayList<>();

        @Option(names = "--last", paramLabel = "N", description = "The N runs that started last.")
        Integer last;

        @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "mwbench",
                description = {"mwbench (the default): mwbench's own JSON, every figure with the histograms, "
                        + "which mwbench db import reads.",
                        "bencher: Bencher Metric Format JSON (https://bencher.dev/docs/reference/bencher-metric-format/) "
                        + "of one run: a benchmark per case, named PLAN/BLADE/ACTION TYPE/payload=BYTES|none/clients=N, "
                        + "with the measures latency (the mean, ns), latency-median and latency-p99 (ns, from the "
                        + "histograms) and throughput (calls/s), each with its 95%% interval as lower_value and "
                        + "upper_value."})
        String format;

        Export() {
            super("mwbench db export");
        }

        @Override
        void readOptions() {
            if (runs.isEmpty() == (last == null)) {
                throw new IllegalArgumentException("name the runs, or give --last N (one of the two)");
            }
            if (!format.equals("mwbench") && !format.equals("bencher")) {
                throw new IllegalArgumentException("--format " + format + ": one of mwbench, bencher");
            }
        }

        @Override
        int run(ResultsDatabase opened, PrintWriter out, PrintWriter err) throws Exception {
            List<ResultRun> selected;
            try {
                selected = select(new RunReader(opened));
            } catch (IllegalArgumentException | java.sql.SQLException e) {
                return usageError(err, e); // a run not stored is the user's to correct, like an option
            }
            if (format.equals("bencher")) {
                new BencherExport(opened).write(selected.get(0), out);
            } else {
                ResultFile.write(selected, out);
            }
            out.println();
            out.flush();
            return ExitCodes.OK;
        }

        private List<ResultRun> select(RunReader reader) throws java.sql.SQLException {
            List<String> ids = new ArrayList<>();
            if (last != null) {
                ids.addAll(reader.latestRunIds(last));
            }
            for (String run : runs) {
                ids.add(reader.find(run).orElseThrow(() -> new IllegalArgumentException("no stored run " + run)));
            }
            if (format.equals("bencher") && ids.size() != 1) {
                throw new IllegalArgumentException("--format bencher writes one run (Bencher keeps a report per run, "
                        + "on one testbed), not " + ids.size() + ": name one run, or give --last 1");
            }
            List<ResultRun> selected = new ArrayList<>();
            for (String id : ids) {
                selected.add(reader.read(id));
            }
            return selected;
        }
    }
}
