package org.mwbench.platform.supervisor;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import org.mwbench.platform.remote.AgentException;
import org.mwbench.platform.remote.AgentHandle;

/**
 * Runs one control step on every agent at once and gathers what failed, each failure
 * named by its agent. Each remote call has its own socket timeout, so this never waits
 * longer than the slowest call's timeout.
 */
final class Parallel {
    private Parallel() {
    }

    interface Step {
        void apply(AgentHandle handle) throws Exception;
    }

    static void forEach(Collection<AgentHandle> handles, Step step, List<String> failures) {
        List<Thread> threads = new ArrayList<>();
        for (AgentHandle handle : handles) {
            Thread thread = new Thread(() -> {
                try {
                    step.apply(handle);
                } catch (Exception e) {
                    synchronized (failures) {
                        failures.add(describe(handle.name(), e));
                    }
                }
            }, "mwbench-control-" + handle.name());
            threads.add(thread);
            thread.start();
        }
        for (Thread thread : threads) {
            try {
                thread.join();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                synchronized (failures) {
                    failures.add("interrupted while waiting for the agents");
                }
                return;
            }
        }
    }

    private static String describe(String agent, Exception e) {
        if (e instanceof AgentException) {
            return e.getMessage(); // already names the agent and blade
        }
        return "agent '" + agent + "': " + withRootCause(e);
    }

    /**
     * {@code UnmarshalException: Error unmarshaling return header (SocketTimeoutException: Read timed out)}:
     * RMI puts the cause that says what happened after the first line, where one line would cut it.
     */
    static String withRootCause(Throwable e) {
        String text = e.getClass().getSimpleName() + ": " + firstLine(e.getMessage());
        Throwable root = e;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        if (root == e) {
            return text;
        }
        String head = text.strip();
        String nested = "; nested exception is:"; // RMI's words before the cause it would print next
        if (head.endsWith(nested)) {
            head = head.substring(0, head.length() - nested.length());
        }
        return head + " (" + root.getClass().getSimpleName() + ": " + firstLine(root.getMessage()) + ")";
    }

    static String firstLine(String text) {
        if (text == null) {
            return "";
        }
        int end = text.indexOf('\n');
        return end < 0 ? text : text.substring(0, end);
    }
}
