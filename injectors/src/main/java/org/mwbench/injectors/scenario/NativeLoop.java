package org.mwbench.injectors.scenario;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.mwbench.platform.event.OpenModel;
import org.mwbench.injectors.scenario.CompiledScenario.ActionPlan;
import org.mwbench.platform.blade.AlarmSeverity;
import org.mwbench.platform.blade.BladeContext;
import org.mwbench.platform.event.ActionRecorder;

/**
 * One benchmark loop run by a native client program ({@link WholeLoop}): the program makes the
 * warm-up and the steps itself, timing each call with its own monotonic clock, and prints the
 * calls between steps (servers/native-common's {@code bench_loop.hpp} says how). This reads them
 * and records every call as a Java client's call is recorded: in the blade's {@code action}
 * file and live histograms through an {@link ActionRecorder}, warm-up calls marked, and each
 * step's figures through the same {@link StepSink} as the Java loop.
 *
 * <p>The program's clock is {@code CLOCK_MONOTONIC}, which is {@code System.nanoTime()}'s on
 * Linux, so a call's start is placed on the run's time line as a Java call's is. The program's
 * own overhead per call (its loop around an empty call) is raised as an INFO alarm.
 *
 * <p>A behavior's share of {@code --duration} (LoopRunner's {@code share}) is kept by ending the
 * program at the end of the first step past it, after at least one step: the program is told its
 * steps, not a time, and its step lines come only at each step's end, so what is recorded is the
 * completed steps, none in part, as a Java loop's share keeps them.
 */
final class NativeLoop implements LoopRunner.RunningLoop {
    private static final int KEPT_LINES = 10;

    /** Where a loop's finished steps go: the runner's steps file. */
    interface StepSink {
        void step(long step, StepAccumulator accumulator);
    }

    private final BladeContext context;
    private final List<String> command;
    private final int[] types;
    private final StepSink steps;
    private final Runnable onEnd;
    private final int userId;
    /** When the behavior's share ends, in {@code System.nanoTime()}; {@code Long.MAX_VALUE} for none. */
    private final long shareEnd;
    /** Told the steps measured when the share ended the program before its last step. */
    private final java.util.function.LongConsumer shareEnded;
    private volatile Process process;
    private volatile boolean stopping;
    private Thread thread;

    /**
     * @param types  the action type of each sample, in the order of the program's {@code --call}s
     * @param onEnd  told when the loop has ended, whatever the reason
     * @param shareEnd   when its share ends ({@code System.nanoTime()}), {@code Long.MAX_VALUE} for none
     * @param shareEnded told the steps measured when the share ended the loop early
     */
    NativeLoop(BladeContext context, List<String> command, int[] types, int userId, StepSink steps, Runnable onEnd,
               long shareEnd, java.util.function.LongConsumer shareEnded) {
        this.shareEnd = shareEnd;
        this.shareEnded = shareEnded;
        this.context = context;
        this.command = List.copyOf(command);
        this.types = types.clone();
        this.userId = userId;
        this.steps = steps;
        this.onEnd = onEnd;
    }

    /** The action types of a behavior's samples, in order. */
    static int[] types(List<ActionPlan> samples, java.util.Map<String, Integer> typeIds) {
        int[] types = new int[samples.size()];
        for (int i = 0; i < types.length; i++) {
            types[i] = typeIds.get(samples.get(i).label());
        }
        return types;
    }

    void start() {
        thread = new Thread(this::run, "mwbench-native-loop-" + context.bladeId() + "-" + userId);
        thread.start();
    }

    private void run() {
        String program = command.get(0).substring(command.get(0).lastIndexOf('/') + 1);
        Deque<String> lastLines = new ArrayDeque<>();
        boolean ended = false;
        try {
            // Out of the terminal's process group, so a Ctrl-C stops the run in order rather than this
            // loop mid-step; it ends with its steps, or at its next print once this JVM is gone.
            Process started = new ProcessBuilder(org.mwbench.platform.agent.OwnSession.of(command))
                    .redirectErrorStream(true).start();
            process = started;
            if (stopping) {
                started.destroy();
            }
            try (ActionRecorder recorder = context.newRecorder(true);
                 BufferedReader out = new BufferedReader(new InputStreamReader(started.getInputStream(), StandardCharsets.US_ASCII))) {
                ended = read(program, out, recorder, lastLines);
            }
            if (!started.waitFor(5, TimeUnit.SECONDS)) {
                started.destroyForcibly();
            }
            if (!ended && !stopping) {
                context.alarm(AlarmSeverity.ERROR, program + " ended before its loop did (exit code "
                        + exitCode(started) + "): " + String.join(" | ", lastLines));
            }
        } catch (IOException | RuntimeException e) {
            if (!stopping) {
                context.alarm(AlarmSeverity.ERROR, program + " failed: " + e);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            Process running = process;
            if (running != null && running.isAlive()) {
                running.destroyForcibly();
            }
            onEnd.run();
        }
    }

    private static String exitCode(Process process) {
        return process.isAlive() ? "still running" : Integer.toString(process.exitValue());
    }

    /** Reads the program's records; true when it printed {@code end}. */
    private boolean read(String program, BufferedReader out, ActionRecorder recorder, Deque<String> lastLines)
            throws IOException {
        StepAccumulator accumulator = new StepAccumulator();
        Set<String> alarmedKinds = new HashSet<>();
        int iteration = 0;
        int callsInIteration = 0;
        String line;
        while ((line = out.readLine()) != null) {
            keep(lastLines, line);
            String[] words = line.split(" ", 3);
            switch (words[0]) {
                case "overhead":
                    context.alarm(AlarmSeverity.INFO, program + ": the native loop's own overhead is " + words[1]
                            + " ns per call (its loop around an empty call, timed with steady_clock)");
                    break;
                case "connected":
                    break;
                case "warmup":
                case "step": {
                    boolean warmup = words[0].equals("warmup");
                    long count = Long.parseLong(warmup ? words[1] : words[2]);
                    for (long i = 0; i < count; i++) {
                        String call = out.readLine();
                        if (call == null) {
                            return false;
                        }
                        record(call, warmup, recorder, accumulator, alarmedKinds, program, iteration);
                        if (++callsInIteration == types.length) {
                            callsInIteration = 0;
                            iteration++;
                        }
                    }
                    if (!warmup) {
                        long step = Long.parseLong(words[1]);
                        steps.step(step, accumulator);
                        if (shareEnd != Long.MAX_VALUE && System.nanoTime() - shareEnd >= 0) {
                            // its share is over: the program's later steps are skipped, the completed ones kept
                            stopping = true;
                            stopNow();
                            shareEnded.accept(step + 1);
                            return true;
                        }
                    }
                    break;
                }
                case "end":
                    return true;
                case "error":
                    context.alarm(AlarmSeverity.ERROR, program + " could not run its loop: " + line.substring(5).strip());
                    return false;
                default:
                    // A library's own message on the program's output: kept for the error message.
                    break;
            }
        }
        return false;
    }

    /** One call line: {@code CALL START_NS DURATION_NS [KIND]}. */
    private void record(String line, boolean warmup, ActionRecorder recorder, StepAccumulator accumulator,
                        Set<String> alarmedKinds, String program, int iteration) {
        String[] fields = line.split(" ", 4);
        int type = types[Integer.parseInt(fields[0])];
        long start = Long.parseLong(fields[1]);
        long duration = Long.parseLong(fields[2]);
        String kind = fields.length > 3 ? fields[3] : null;
        boolean success = kind == null;
        recorder.record(context.timeBase().sinceOrigin(start), userId, type, iteration, success, duration,
                OpenModel.UNSCHEDULED, warmup, 0, kind);
        if (!warmup) {
            accumulator.add(type, success, duration);
        }
        if (!success && alarmedKinds.add(kind)) {
            context.alarm(AlarmSeverity.WARNING, program + ", " + context.actionTypes().nameOf(type)
                    + ": first failure of kind " + kind);
        }
    }

    private static void keep(Deque<String> lines, String line) {
        lines.addLast(line);
        if (lines.size() > KEPT_LINES) {
            lines.removeFirst();
        }
    }

    /** Ends the program now; what it had printed is recorded. */
    @Override
    public void stopNow() {
        stopping = true;
        Process running = process;
        if (running != null) {
            running.descendants().forEach(ProcessHandle::destroy); // a program that runs others: theirs too
            running.destroy();
        }
    }

    @Override
    public void join(long millis) throws InterruptedException {
        Thread running = thread;
        if (running != null && running != Thread.currentThread()) {
            running.join(millis);
        }
    }
}
