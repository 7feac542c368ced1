package org.mwbench.platform.probe;

import java.io.IOException;
import java.io.Writer;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import org.mwbench.platform.blade.AlarmSeverity;
import org.mwbench.platform.blade.ArgumentReader;
import org.mwbench.platform.blade.BladeContext;
import org.mwbench.platform.blade.BladeException;
import org.mwbench.platform.blade.BladeInsert;
import org.mwbench.platform.blade.ReadsArgumentWith;

/**
 * A probe blade, CLIF's observer of a resource: at every period it reads its source once
 * (a {@code /proc} file, a JVM's MXBeans), stores the date and the family's figures as a row of
 * its {@code probe} file ({@code #date_ns,<columns>}), and publishes a few of them as live gauges
 * named {@code family.column} (progress line, web console, the blade's {@code gauges} file). It runs for its duration, or until the run's injectors are done
 * (the supervisor stops probes with the servers), whichever comes first. Its own CPU is measured
 * and reported at stop, as an INFO alarm and in its {@code probe-cost} file.
 *
 * <p>A family's class says what it reads ({@link #open}) and names its argument reader with
 * {@link ReadsArgumentWith}, which this class runs at init as the supervisor did at plan check.
 */
public abstract class ProbeBlade implements BladeInsert {
    /** The event file of a probe's samples, one row per period. */
    public static final String FILE = "probe";
    /** The file a probe stores its own cost in, one row, beside its {@code probe} file. */
    public static final String COST_FILE = "probe-cost";
    public static final String COST_HEADER = "#family,samples,period_ms,cpu_ns,cpu_us_per_sample,one_core_pct";
    /** Waiting for the thread at stop: a sample is one read, far under this. */
    private static final long STOP_WAIT_MS = 5000;

    private BladeContext context;
    private ProbeSettings settings;
    private ProbeSampler sampler;
    private Writer out;
    private volatile double[] latest;
    private volatile boolean stopped;
    private volatile boolean suspended;
    private Thread thread;
    private final ProbeCost cost = new ProbeCost();

    /** CLIF's family name: cpu, memory, network, jvm, disk. */
    protected abstract String family();

    /** Opens the family's source, taking the baseline reading the first rates are counted from. */
    abstract ProbeSampler open(ProbeSettings settings, BladeContext context, long nanoTime)
            throws IOException, BladeException;

    /** What the probe reads, for its alarms. */
    abstract String source(ProbeSettings settings);

    @Override
    public void init(BladeContext context) throws BladeException {
        this.context = context;
        ArgumentReader<ProbeSettings> reader = reader();
        settings = reader.read(reader.split(context.bladeId(), context.argument()), name -> {
            throw new IOException("a probe takes no files");
        });
        try {
            sampler = open(settings, context, System.nanoTime());
            List<String> columns = sampler.columns();
            out = context.newEventFile(FILE);
            out.write("#date_ns," + String.join(",", columns) + "\n");
            out.flush();
            latest = new double[columns.size()];
            for (String live : sampler.liveColumns()) {
                int index = columns.indexOf(live);
                context.gauge(gaugeName(family(), live), () -> Math.round(latest[index]));
            }
        } catch (IOException | IllegalArgumentException e) { // unreadable, or not in the kernel's format
            throw new BladeException("blade " + context.bladeId() + ": the " + family() + " probe cannot read "
                    + source(settings) + ": " + e.getMessage(), e);
        }
    }

    /**
     * The live gauge of a probe's column: the family first ({@code cpu.busy_pct}), so that the
     * cpu and disk probes' busy shares are two figures, not one; never a blade's own {@code cpu_pct}.
     */
    public static String gaugeName(String family, String column) {
        return family + "." + column;
    }

    @SuppressWarnings("unchecked")
    private ArgumentReader<ProbeSettings> reader() throws BladeException {
        try {
            return (ArgumentReader<ProbeSettings>) getClass().getAnnotation(ReadsArgumentWith.class).value()
                    .getDeclaredConstructor().newInstance();
        } catch (ReflectiveOperationException | RuntimeException e) {
            throw new BladeException(getClass().getName() + " names no usable argument reader: " + e);
        }
    }

    @Override
    public void start() {
        thread = new Thread(this::run, "mwbench-probe-" + context.bladeId());
        thread.setDaemon(true);
        thread.start();
    }

    private void run() {
        long period = TimeUnit.MILLISECONDS.toNanos(settings.periodMillis());
        long startNanos = System.nanoTime();
        long end = settings.durationSeconds() == 0 ? Long.MAX_VALUE
                : startNanos + TimeUnit.SECONDS.toNanos(settings.durationSeconds());
        long next = startNanos + period;
        try {
            while (!stopped) {
                long wait = Math.min(next, end) - System.nanoTime();
                if (wait > 0) {
                    LockSupport.parkNanos(wait);
                    continue; // woken early (stop, or spuriously): look again
                }
                if (System.nanoTime() - end >= 0) {
                    break;
                }
                if (!suspended) {
                    sampleOnce();
                }
                long now = System.nanoTime();
                // One read per period at most: periods missed (a stalled machine) are skipped, not caught up.
                next = next + period - now > 0 ? next + period : now + period;
            }
        } catch (IOException | RuntimeException e) {
            if (!stopped) {
                context.failed(new BladeException("the " + family() + " probe lost " + source(settings) + ": " + e, e));
            }
            return;
        }
        if (!stopped) {
            context.completed();
        }
    }

    private void sampleOnce() throws IOException {
        cost.begin();
        long nanoTime = System.nanoTime();
        double[] values = sampler.sample(nanoTime);
        out.write(row(context.timeBase().sinceOrigin(nanoTime), values));
        out.flush(); // a row per period, readable while the run goes on
        latest = values;
        cost.end();
    }

    /** One row of the probe file: the date, then the figures. */
    static String row(long dateNanos, double[] values) {
        StringBuilder row = new StringBuilder(16 + 12 * values.length);
        row.append(dateNanos);
        for (double value : values) {
            row.append(',');
            appendNumber(row, value);
        }
        return row.append('\n').toString();
    }

    /** Whole numbers without a fraction, the rest as sampled (two decimals); NaN as an empty field. */
    static void appendNumber(StringBuilder row, double value) {
        if (Double.isNaN(value)) {
            return;
        }
        if (value == Math.rint(value) && Math.abs(value) < 1e15) {
            row.append((long) value);
        } else {
            row.append(String.format(Locale.ROOT, "%.2f", value));
        }
    }

    @Override
    public void suspend() {
        suspended = true;
    }

    @Override
    public void resume() {
        suspended = false;
    }

    @Override
    public synchronized void stop() {
        if (stopped && thread == null) {
            return;
        }
        stopped = true;
        Thread running = thread;
        thread = null;
        if (running != null) {
            LockSupport.unpark(running);
            try {
                running.join(STOP_WAIT_MS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        if (sampler != null) {
            sampler.close();
        }
        if (out != null) {
            try {
                out.close();
                try (Writer costFile = context.newEventFile(COST_FILE)) {
                    costFile.write(COST_HEADER + "\n" + cost.row(family(), settings.periodMillis()) + "\n");
                }
            } catch (IOException e) {
                context.alarm(AlarmSeverity.WARNING, "the " + family() + " probe cannot close its files: " + e);
            }
            context.alarm(AlarmSeverity.INFO, "probe " + family() + " on " + source(settings) + ": "
                    + cost.describe(settings.periodMillis()));
            out = null;
        }
    }
}
