package org.mwbench.platform.agent;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.rmi.RemoteException;
import java.time.Duration;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.mwbench.platform.blade.BladeControl;
import org.mwbench.platform.blade.BladeException;
import org.mwbench.platform.blade.BladeSettings;
import org.mwbench.platform.blade.BladeState;
import org.mwbench.platform.blade.IntervalReport;
import org.mwbench.platform.blade.TimeBase;
import org.mwbench.platform.plan.BladeDefinition;
import org.mwbench.platform.plan.BladeDeployment;
import org.mwbench.platform.control.ControlChannel;
import org.mwbench.platform.control.ReadOnlyRegistry;
import org.mwbench.platform.remote.AgentException;
import org.mwbench.platform.remote.AgentHandle;
import org.mwbench.platform.remote.BladeStatus;
import org.mwbench.platform.security.SharedSecret;
import org.mwbench.platform.storage.StoredFiles;

/**
 * A blade that runs in a JVM of its own, with the plan's {@code blade.N.jvm} options
 * (Demarey et al. 2004 switches the client's JIT off with {@code -Xint}): the agent starts a child
 * JVM hosting an agent of its own, and drives the blade there through this proxy. The
 * child writes into the parent's work folder, so collecting works as for any blade.
 */
final class ChildBlade implements BladeControl {
    private static final long STOP_MILLIS = 60_000;
    /**
     * What a call to the child gets beyond the deploy deadline: the child's own deadlines (a
     * server's readiness) fire first and their message, naming the cause, comes back.
     */
    private static final Duration CALL_MARGIN = Duration.ofSeconds(30);

    private final Process process;
    /** What the JVM printed: its last lines say why it ended. */
    private final Path log;
    private final AgentHandle child;
    private final String runId;
    private final String bladeId;
    private final BladeDeployment deployment;
    /** How long its deploy may take ({@link DeployTimeout}); named when it is over. */
    private final Duration patience;
    private TimeBase timeBase;
    /** The blade's folder, which the child writes its files into; null before deploy. */
    private volatile Path folder;
    /** Set once the JVM is ended on purpose (abort, close), or once its unexpected end was written down. */
    private volatile boolean endExplained;

    private ChildBlade(Process process, Path log, AgentHandle child, String runId, BladeDeployment deployment,
                       Duration patience) {
        this.process = process;
        this.log = log;
        this.patience = patience;
        this.child = child;
        this.runId = runId;
        this.bladeId = deployment.definition().id();
        this.deployment = deployment;
    }

    /**
     * Starts the child JVM and connects to its agent.
     *
     * @param hostAddress the parent agent's {@link Agent#hostAddress}: the child's blades are on the same host
     * @param patience    how long the JVM may take to answer, and then to deploy its blade
     */
    static ChildBlade launch(String agentName, String hostAddress, SharedSecret secret, Path workDir, String runId,
                             BladeDeployment deployment, Duration patience)
            throws IOException, BladeException {
        BladeDefinition definition = deployment.definition();
        String childName = agentName + "/" + definition.id();
        Path log = StoredFiles.OWNER_ONLY.createDirectories(workDir.resolve(runId)).resolve(definition.id() + ".jvm.log");
        List<String> options = new java.util.ArrayList<>(definition.jvmOptions());
        options.add("-D" + DeployTimeout.PROPERTY + "=" + patience.toMillis());
        long callTimeout = callTimeout(patience).toMillis();
        Process process = ChildJvm.start(options, ChildAgentMain.class.getName(),
                List.of("--name", childName, "--work-dir", workDir.toString(), "--host-address", hostAddress,
                        "--call-timeout", Long.toString(Math.min(callTimeout, Integer.MAX_VALUE))), log);
        try {
            try (Writer in = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8)) {
                secret.transferTo(in);
            } catch (IOException e) {
                // A JVM that refuses its options is gone before it reads anything: say why it refused.
                waitForExit(process);
                throw new BladeException("its JVM did not start (check blade." + definition.number() + ".jvm); "
                        + "it says: " + tail(log));
            }
            ControlChannel stub = readStub(process, log, patience);
            BladeDefinition inChild = new BladeDefinition(definition.number(), definition.id(), childName,
                    definition.role(), definition.className(), definition.argument(), definition.comment(), "");
            return new ChildBlade(process, log, AgentHandle.open(childName, stub, secret), runId,
                    new BladeDeployment(inChild, deployment.files()), patience);
        } catch (IOException | BladeException | RuntimeException e) {
            process.destroyForcibly();
            throw e;
        }
    }

    private static ControlChannel readStub(Process process, Path log, Duration patience) throws BladeException, IOException {
        BufferedReader out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
        CompletableFuture<String> line = CompletableFuture.supplyAsync(() -> {
            try {
                String text;
                while ((text = out.readLine()) != null) {
                    if (text.startsWith(ChildAgentMain.STUB_LINE)) {
                        return text.substring(ChildAgentMain.STUB_LINE.length());
                    }
                }
                return null;
            } catch (IOException e) {
                return null;
            }
        });
        String encoded;
        try {
            encoded = line.get(patience.toMillis(), TimeUnit.MILLISECONDS);
        } catch (java.util.concurrent.TimeoutException e) {
            // Alive but slow (a loaded machine): say which deadline fired and what raises it.
            process.destroyForcibly();
            waitForExit(process);
            throw new BladeException("its JVM did not answer within " + DeployTimeout.named(patience)
                    + "; it says: " + tail(log));
        } catch (Exception e) {
            encoded = null;
        }
        if (encoded == null) {
            waitForExit(process);
            throw new BladeException("its JVM did not start (check the blade's jvm options); it says: " + tail(log));
        }
        try {
            return ReadOnlyRegistry.readStub(Base64.getDecoder().decode(encoded), "the blade's JVM");
        } catch (IOException | IllegalArgumentException e) {
            throw new BladeException("its JVM sent no agent: " + e.getMessage());
        }
    }

    private static void waitForExit(Process process) {
        try {
            process.waitFor(10, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static String tail(Path log) {
        try {
            List<String> lines = Files.readAllLines(log);
            return String.join(" | ", lines.subList(Math.max(0, lines.size() - 5), lines.size()));
        } catch (IOException e) {
            return "(no log: " + e.getMessage() + ")";
        }
    }

    @Override
    public String deployed(BladeSettings settings, long deployStartNanoTime) throws BladeException {
        folder = settings.folder();
        java.util.concurrent.atomic.AtomicReference<Map<String, String>> endpoints = new java.util.concurrent.atomic.AtomicReference<>();
        call(() -> endpoints.set(child.deploy(runId, List.of(deployment))));
        return endpoints.get().get(bladeId);
    }

    @Override
    public void init(TimeBase timeBase, Map<String, String> endpoints) throws BladeException {
        this.timeBase = timeBase;
        call(() -> child.init(runId, timeBase.originEpochNanos(), endpoints)); // same host: the same clock
    }

    @Override
    public void prepareStart() {
        // the child prepares and starts in one call, at the parent's start instant
    }

    @Override
    public long startNow() throws BladeException {
        java.util.concurrent.atomic.AtomicReference<Map<String, Long>> starts = new java.util.concurrent.atomic.AtomicReference<>();
        call(() -> starts.set(child.start(runId, timeBase.nowSinceOrigin())));
        return starts.get().get(bladeId);
    }

    @Override
    public void suspend() throws BladeException {
        call(() -> child.suspend(runId, List.of()));
    }

    @Override
    public void resume() throws BladeException {
        call(() -> child.resume(runId, List.of()));
    }

    @Override
    public void stop() {
        try {
            child.stop(runId, List.of());
            long deadline = System.currentTimeMillis() + STOP_MILLIS;
            while (!state().isFinal() && System.currentTimeMillis() < deadline) {
                Thread.sleep(50);
            }
        } catch (AgentException | RemoteException e) {
            // the child is gone: state() says aborted, and what it wrote so far is collected
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    @Override
    public BladeState state() {
        BladeStatus status = status();
        if (status == null) {
            explainUnexpectedEnd();
            return BladeState.ABORTED;
        }
        return status.state();
    }

    /**
     * A JVM that died under the run (killed, crashed, out of memory) wrote nothing about it: the run
     * said "aborted; see its alarm file" over a file holding only its header. The alarm file gets
     * the JVM's exit code and the last lines of its log, once.
     */
    private void explainUnexpectedEnd() {
        Path bladeFolder = folder;
        if (endExplained || process.isAlive() || bladeFolder == null) {
            return;
        }
        endExplained = true;
        int code = process.exitValue();
        String message = "its JVM (pid " + process.pid() + ") ended under the run with exit code " + code
                + (code > 128 ? " (signal " + (code - 128) + (code == 137 ? ", SIGKILL: killed, maybe for memory" : "")
                + ")" : "") + "; the last lines of its log: " + tail(log);
        long when = timeBase == null ? -1 : timeBase.nowSinceOrigin();
        try {
            Files.writeString(bladeFolder.resolve(org.mwbench.platform.blade.LocalStorageProxy.ALARM),
                    when + "," + org.mwbench.platform.blade.AlarmSeverity.ERROR + ","
                            + org.mwbench.platform.event.CsvText.field(message) + "\n",
                    StandardCharsets.UTF_8, java.nio.file.StandardOpenOption.APPEND);
        } catch (IOException e) {
            // the folder is gone with the run: nothing left to explain it to
        }
    }

    private BladeStatus status() {
        try {
            return child.status(runId).get(bladeId);
        } catch (AgentException | RemoteException e) {
            return null;
        }
    }

    @Override
    public IntervalReport rollInterval() {
        try {
            return child.drainSummaries(runId);
        } catch (AgentException | RemoteException e) {
            return IntervalReport.EMPTY;
        }
    }

    @Override
    public long eventsWritten() {
        BladeStatus status = status();
        return status == null ? 0 : status.eventsWritten();
    }

    /** The child agent aborts its blade, which writes out its files, then the JVM is ended. */
    @Override
    public void abort(String reason) {
        endExplained = true; // the reason goes to the alarm file through the child
        try {
            child.abort(runId, reason);
        } catch (AgentException | RemoteException e) {
            // the child is gone already: state() says aborted, and what it wrote so far is kept
        }
        endProcess();
    }

    @Override
    public void close() {
        endExplained = true; // from here on the JVM ends because the run is done with it
        stop();
        try {
            child.undeploy(runId, false); // the files stay for the parent to collect
        } catch (RemoteException e) {
            // already gone
        }
        endProcess();
    }

    /** Asks the JVM to exit, then kills it if it does not; returns once it is gone or 20 s have passed. */
    private void endProcess() {
        endExplained = true; // ended on purpose: not an unexpected end to write down
        process.destroy();
        try {
            if (!process.waitFor(10, TimeUnit.SECONDS)) {
                process.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private interface RemoteStep {
        void run() throws AgentException, RemoteException;
    }

    private void call(RemoteStep step) throws BladeException {
        try {
            step.run();
        } catch (AgentException e) {
            throw new BladeException(e.getMessage());
        } catch (RemoteException e) {
            if (timedOut(e)) {
                throw new BladeException("blade " + bladeId + ": its JVM did not answer within "
                        + DeployTimeout.named(callTimeout(patience))
                        + ": " + e.getMessage());
            }
            throw new BladeException("blade " + bladeId + ": its JVM does not answer: " + e.getMessage());
        }
    }

    private static Duration callTimeout(Duration patience) {
        return patience.plus(CALL_MARGIN);
    }

    private static boolean timedOut(Throwable e) {
        for (Throwable cause = e; cause != null; cause = cause.getCause()) {
            if (cause instanceof java.net.SocketTimeoutException) {
                return true;
            }
        }
        return false;
    }
}
