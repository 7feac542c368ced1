package org.mwbench.platform.blade;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import org.mwbench.platform.event.ActionRecorder;
import org.mwbench.platform.event.ActionTypes;
import org.mwbench.platform.storage.Coverage;
import org.objectweb.fractal.api.control.BindingController;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The insert adapter of a blade composite: it owns the blade's life-cycle state, records
 * each transition in the {@code lifecycle} file, and drives the insert, the data
 * collector and the storage proxy it is bound to. Whatever the insert does, the platform
 * sees the same states.
 */
public class BladeAdapter implements BladeControl, BindingController {
    public static final String INSERT = "insert";
    public static final String DATA_COLLECTOR = "data-collector";
    public static final String STORAGE_PROXY = "storage-proxy";
    /** The gauge every blade publishes: its JVM's CPU use, in percent of all cores. */
    public static final String CPU_GAUGE = ProcessCpuGauge.NAME;

    private static final Logger LOG = LoggerFactory.getLogger(BladeAdapter.class);

    /** The files the storage proxy writes itself; a blade cannot open another file by these names. */
    private static final List<String> STANDARD_FILES = List.of(LocalStorageProxy.ACTION,
            LocalStorageProxy.ACTION_SPOOL, LocalStorageProxy.ACTION_CONVERTING, LocalStorageProxy.LIFECYCLE,
            LocalStorageProxy.ALARM, LocalStorageProxy.HISTOGRAM, LocalStorageProxy.GAUGES,
            Coverage.TYPES_FILE);

    private BladeInsert insert;
    private DataCollector dataCollector;
    private StorageProxy storageProxy;

    private final ActionTypes types = new ActionTypes();
    private final java.util.Map<String, java.util.function.LongSupplier> gauges = new java.util.concurrent.ConcurrentSkipListMap<>();
    private BladeSettings settings;
    private TimeBase timeBase;
    private volatile BladeState state = BladeState.UNDEPLOYED;
    private java.util.Map<String, String> endpoints = java.util.Map.of();
    /** True while a server insert's server, started at deploy, may still be up. */
    private boolean serverOpen;
    /** Transitions that happen before the time origin is known, dated when the origin is. */
    private final List<EarlyTransition> earlyTransitions = new ArrayList<>();
    /**
     * Held while an interval is rolled and stored, and while the storage is closed: an
     * interval rolled by a poll is stored before the files close, never dropped.
     */
    private final Object rolling = new Object();
    /** Summaries of the interval rolled when the blade ended, handed over at the next poll. */
    private final List<IntervalSummary> endSummaries = new ArrayList<>();
    /** Dates the transitions before init; the time base's own clock dates the others. */
    private final Clock clock;

    /** A state entered before the time origin was known, at a {@link Clock#nanoTime()} value. */
    private record EarlyTransition(long nanoTime, BladeState state) {
    }

    /** The adapter of a blade of a run: the system's clock. */
    public BladeAdapter() {
        this(Clock.SYSTEM);
    }

    /** An adapter on a clock of its own, for tests that date its transitions with fixed timestamps. */
    public BladeAdapter(Clock clock) {
        this.clock = clock;
    }

    @Override
    public synchronized String deployed(BladeSettings settings, long deployStartNanoTime) throws BladeException {
        this.settings = settings;
        try {
            storageProxy.open(settings, types);
        } catch (IOException e) {
            throw new BladeException("blade " + settings.bladeId() + ": cannot create its event files in "
                    + settings.folder() + ": " + e.getMessage(), e);
        }
        earlyTransitions.add(new EarlyTransition(deployStartNanoTime, BladeState.DEPLOYING));
        String endpoint;
        serverOpen = true; // until open says otherwise: a server that failed half-way is stopped all the same
        try {
            endpoint = insert.open(new Context());
        } catch (BladeException | RuntimeException e) {
            closeServer();
            throw e instanceof BladeException be ? be
                    : new BladeException("blade " + settings.bladeId() + ": its server did not start: " + describe(e), e);
        }
        serverOpen = endpoint != null;
        moveTo(BladeState.DEPLOYED);
        return endpoint;
    }

    @Override
    public synchronized void init(TimeBase timeBase, java.util.Map<String, String> endpoints) throws BladeException {
        requireState("init", BladeState.DEPLOYED, BladeState.INITIALIZED);
        this.timeBase = timeBase;
        this.endpoints = java.util.Map.copyOf(endpoints);
        for (EarlyTransition early : earlyTransitions) {
            storageProxy.lifecycle(timeBase.sinceOrigin(early.nanoTime()), early.state());
        }
        earlyTransitions.clear();
        moveTo(BladeState.INITIALIZING);
        dataCollector.open(settings.bladeId(), types, timeBase);
        gauges.put(ProcessCpuGauge.NAME, new ProcessCpuGauge());
        try {
            insert.init(new Context());
        } catch (BladeException | RuntimeException e) {
            storageProxy.alarm(timeBase.nowSinceOrigin(), AlarmSeverity.FATAL, describe(e));
            finishAs(BladeState.ABORTED);
            throw e instanceof BladeException be ? be
                    : new BladeException("blade " + settings.bladeId() + ": init failed: " + describe(e), e);
        }
        storePlannedTypes();
        moveTo(BladeState.INITIALIZED);
    }

    /**
     * Stores the action types the blade registered at init: what it plans to measure, so that
     * a type a stop left unmeasured is reported as such and not left out ({@code Coverage}).
     */
    private void storePlannedTypes() throws BladeException {
        StringBuilder text = new StringBuilder("#type\n");
        for (int id = 0; id < types.count(); id++) {
            text.append(types.nameOf(id)).append('\n');
        }
        try {
            Files.writeString(settings.folder().resolve(Coverage.TYPES_FILE), text, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new BladeException("blade " + settings.bladeId() + ": cannot store its action types: " + e.getMessage(), e);
        }
    }

    @Override
    public synchronized void prepareStart() throws BladeException {
        requireState("start", BladeState.INITIALIZED);
        moveTo(BladeState.STARTING);
    }

    @Override
    public synchronized long startNow() throws BladeException {
        long actualStart = timeBase.nowSinceOrigin();
        if (state != BladeState.STARTING) {
            return actualStart; // stopped while waiting for the start instant
        }
        // The first interval begins at the start instant, not at init: with events=histograms
        // the intervals' bounds are what throughput is computed from.
        rollIntoStorage();
        try {
            insert.start();
        } catch (BladeException | RuntimeException e) {
            abort(e);
            throw e instanceof BladeException be ? be
                    : new BladeException("blade " + settings.bladeId() + ": start failed: " + describe(e), e);
        }
        if (state == BladeState.STARTING) {
            // Dated at the actual start instant: that date is what start skew is computed from.
            state = BladeState.RUNNING;
            storageProxy.lifecycle(actualStart, BladeState.RUNNING);
        }
        return actualStart;
    }

    @Override
    public synchronized void suspend() throws BladeException {
        requireState("suspend", BladeState.RUNNING);
        moveTo(BladeState.SUSPENDING);
        insert.suspend();
        moveTo(BladeState.SUSPENDED);
    }

    @Override
    public synchronized void resume() throws BladeException {
        requireState("resume", BladeState.SUSPENDED);
        moveTo(BladeState.RESUMING);
        insert.resume();
        moveTo(BladeState.RUNNING);
    }

    @Override
    public void stop() {
        halt(BladeState.STOPPED, null);
    }

    @Override
    public void abort(String reason) {
        halt(BladeState.ABORTED, reason);
    }

    /** Stops the insert on the caller's thread, then enters the final state; {@code alarm} may be null. */
    private void halt(BladeState finalState, String alarm) {
        synchronized (this) {
            if (state.isFinal() || state == BladeState.STOPPING) {
                return;
            }
            if (timeBase == null) { // never initialized: nothing ran, nothing to write
                closeServer();
                state = finalState;
                return;
            }
            if (alarm != null) {
                storageProxy.alarm(timeBase.nowSinceOrigin(), AlarmSeverity.FATAL, alarm);
            }
            moveTo(BladeState.STOPPING);
        }
        insert.stop();
        serverOpen = false;
        finishAs(finalState);
    }

    /** A server started at deploy and never run is stopped all the same. */
    private void closeServer() {
        if (serverOpen) {
            serverOpen = false;
            insert.stop();
        }
    }

    private synchronized void finish() {
        if (state.isFinal() || state == BladeState.STOPPING) {
            return;
        }
        stopInBackground(BladeState.COMPLETED);
    }

    private synchronized void abort(Throwable cause) {
        if (state.isFinal()) {
            return;
        }
        LOG.error("blade {} aborted", settings.bladeId(), cause);
        storageProxy.alarm(timeBase.nowSinceOrigin(), AlarmSeverity.FATAL, describe(cause));
        moveTo(BladeState.STOPPING);
        stopInBackground(BladeState.ABORTED);
    }

    /**
     * Stops the insert and then enters the final state, on a thread of its own: this is
     * called from the insert's own threads, and the insert's stop() joins them.
     */
    private void stopInBackground(BladeState finalState) {
        Thread stopper = new Thread(() -> {
            insert.stop();
            finishAs(finalState);
        }, "mwbench-" + finalState.label() + "-" + settings.bladeId());
        stopper.setDaemon(true);
        stopper.start();
    }

    /**
     * Enters a final state. The order matters: the transition is written, then the files are
     * closed, and only then is the state published, because a final state tells the agent
     * that the files are complete and may be collected.
     */
    private synchronized void finishAs(BladeState finalState) {
        if (state.isFinal()) {
            return;
        }
        storageProxy.lifecycle(timeBase == null ? 0 : timeBase.nowSinceOrigin(), finalState);
        synchronized (rolling) {
            // The last calls' interval goes to the histogram log before it closes: a blade that
            // keeps histograms only would otherwise lose them (its live summary kept them).
            if (timeBase != null) {
                endSummaries.addAll(rollIntoStorage());
            }
            flushStorage();
        }
        // Outside rolling: a poll is answered while the action file's rows are written.
        completeStorage();
        state = finalState;
    }

    private void flushStorage() {
        try {
            storageProxy.close();
        } catch (IOException | RuntimeException e) {
            LOG.error("blade {}: writing its event files failed", settings.bladeId(), e);
        }
    }

    private void completeStorage() {
        try {
            storageProxy.completeFiles();
        } catch (IOException | RuntimeException e) {
            LOG.error("blade {}: writing its action file from its spool failed; the spool is kept", settings.bladeId(), e);
        }
    }

    @Override
    public BladeState state() {
        return state;
    }

    @Override
    public IntervalReport rollInterval() {
        if (timeBase == null) {
            return IntervalReport.EMPTY;
        }
        List<IntervalSummary> summaries;
        synchronized (rolling) {
            summaries = new ArrayList<>(endSummaries);
            endSummaries.clear();
            summaries.addAll(rollIntoStorage());
        }
        List<GaugeReading> readings = new ArrayList<>();
        long now = timeBase.nowSinceOrigin();
        gauges.forEach((name, value) -> readings.add(new GaugeReading(settings.bladeId(), now, name, value.getAsLong())));
        storageProxy.gauges(readings);
        return new IntervalReport(summaries, readings);
    }

    /** Rolls the data collector's interval and stores its histograms, under {@link #rolling}. */
    private List<IntervalSummary> rollIntoStorage() {
        synchronized (rolling) {
            List<IntervalSummary> summaries = new ArrayList<>();
            for (IntervalHistogram interval : dataCollector.rollInterval()) {
                storageProxy.histogram(interval);
                summaries.add(interval.summary());
            }
            return summaries;
        }
    }

    @Override
    public long eventsWritten() {
        return storageProxy.actionsWritten();
    }

    @Override
    public void close() {
        stop();
        flushStorage();
        completeStorage();
    }

    private void moveTo(BladeState next) {
        state = next;
        if (timeBase == null) {
            earlyTransitions.add(new EarlyTransition(clock.nanoTime(), next));
        } else {
            storageProxy.lifecycle(timeBase.nowSinceOrigin(), next);
        }
    }

    private void requireState(String action, BladeState... allowed) throws BladeException {
        for (BladeState candidate : allowed) {
            if (state == candidate) {
                return;
            }
        }
        throw new BladeException("blade " + (settings == null ? "?" : settings.bladeId())
                + ": cannot " + action + " while " + state.label());
    }

    private static String describe(Throwable e) {
        return e.getMessage() == null ? e.getClass().getName() : e.getClass().getSimpleName() + ": " + e.getMessage();
    }

    /** What the insert sees of the platform. */
    private final class Context implements BladeContext {
        @Override
        public String bladeId() {
            return settings.bladeId();
        }

        @Override
        public String agentName() {
            return settings.agentName();
        }

        @Override
        public String hostAddress() {
            return settings.hostAddress();
        }

        @Override
        public String argument() {
            return settings.argument();
        }

        @Override
        public byte[] file(String name) throws IOException {
            byte[] sent = settings.files().get(name);
            if (sent != null) {
                return sent;
            }
            java.nio.file.Path local = java.nio.file.Path.of(name);
            if (!java.nio.file.Files.isRegularFile(local)) {
                throw new IOException("blade " + settings.bladeId() + ": no file '" + name + "': it was not sent with "
                        + "the plan (give a path relative to the plan's folder) and is not on agent '"
                        + settings.agentName() + "'");
            }
            return java.nio.file.Files.readAllBytes(local);
        }

        @Override
        public TimeBase timeBase() {
            return timeBase;
        }

        @Override
        public String endpoint(String serverBladeId) throws BladeException {
            String endpoint = endpoints.get(serverBladeId);
            if (endpoint == null) {
                throw new BladeException("blade " + settings.bladeId() + ": no server blade '" + serverBladeId
                        + "' in this run" + (endpoints.isEmpty() ? " (it has none)" : "; its server blades are "
                        + new java.util.TreeSet<>(endpoints.keySet())));
            }
            return endpoint;
        }

        @Override
        public ActionTypes actionTypes() {
            return types;
        }

        @Override
        public ActionRecorder newRecorder(boolean keepEvents) {
            return new ActionRecorder(storageProxy.actions(), dataCollector.newThreadStatistics(), keepEvents);
        }

        @Override
        public void alarm(AlarmSeverity severity, String message) {
            storageProxy.alarm(timeBase.nowSinceOrigin(), severity, message);
        }

        @Override
        public java.io.Writer newEventFile(String name) throws IOException {
            java.nio.file.Path file = settings.folder().resolve(name).normalize();
            if (!settings.folder().equals(file.getParent()) || STANDARD_FILES.contains(name)) {
                throw new IOException("blade " + settings.bladeId() + ": cannot create an event file named '" + name + "'");
            }
            return java.nio.file.Files.newBufferedWriter(file, java.nio.charset.StandardCharsets.UTF_8);
        }

        @Override
        public void gauge(String name, java.util.function.LongSupplier value) {
            gauges.put(name, value);
        }

        @Override
        public void completed() {
            finish();
        }

        @Override
        public void failed(Throwable cause) {
            abort(cause);
        }
    }

    // Fractal binding controller: how the ADL's bindings reach this content.

    @Override
    public String[] listFc() {
        return new String[] {INSERT, DATA_COLLECTOR, STORAGE_PROXY};
    }

    @Override
    public Object lookupFc(String name) {
        switch (name) {
            case INSERT:
                return insert;
            case DATA_COLLECTOR:
                return dataCollector;
            case STORAGE_PROXY:
                return storageProxy;
            default:
                return null;
        }
    }

    @Override
    public void bindFc(String name, Object server) {
        switch (name) {
            case INSERT:
                insert = (BladeInsert) server;
                break;
            case DATA_COLLECTOR:
                dataCollector = (DataCollector) server;
                break;
            case STORAGE_PROXY:
                storageProxy = (StorageProxy) server;
                break;
            default:
                throw new IllegalArgumentException("no client interface " + name);
        }
    }

    @Override
    public void unbindFc(String name) {
        bindFc(name, null);
    }
}
