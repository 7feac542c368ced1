package org.mwbench.console.web.live;

import java.nio.charset.StandardCharsets;
import java.rmi.RemoteException;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.mwbench.platform.blade.LocalStorageProxy;
import org.mwbench.platform.event.CsvText;
import org.mwbench.platform.plan.BladeDefinition;
import org.mwbench.platform.control.ControlChannel;
import org.mwbench.platform.remote.AgentException;
import org.mwbench.platform.remote.AgentHandle;
import org.mwbench.platform.security.SharedSecret;
import org.mwbench.platform.supervisor.ActiveRun;
import org.mwbench.platform.supervisor.AgentDirectoryService;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Follows the {@code alarm} file of every blade of a run while it runs, the way
 * {@code tail -f} would: each tick reads what was appended since the last, through the
 * agent's signed {@code read} call, so it works for remote agents as for the local host.
 * Blades flush each alarm line as they write it. One instance per run; used from one
 * thread (the monitor's).
 */
final class AlarmTail {
    private static final Logger LOG = LoggerFactory.getLogger(AlarmTail.class);
    /** At most this much of one blade's alarm file per tick; the rest comes next tick. */
    private static final int CHUNK = 64 << 10;

    private final ActiveRun run;
    private final AgentDirectoryService directory;
    private final SharedSecret secret;
    private final AlarmFeed feed;
    private final Map<String, AgentHandle> handles = new HashMap<>();
    private final Map<String, Long> offsets = new HashMap<>();
    private final Map<String, StringBuilder> partialLines = new HashMap<>();
    private final Set<String> unreadable = new HashSet<>();

    AlarmTail(ActiveRun run, AgentDirectoryService directory, SharedSecret secret, AlarmFeed feed) {
        this.run = run;
        this.directory = directory;
        this.secret = secret;
        this.feed = feed;
    }

    /** Reads what every blade appended since the last call; agents listed as lost are left alone. */
    void poll(Set<String> lostAgents) {
        for (BladeDefinition blade : run.plan().blades()) {
            if (lostAgents.contains(blade.agent()) || unreadable.contains(blade.id())) {
                continue;
            }
            try {
                AgentHandle handle = handle(blade.agent());
                if (handle != null) {
                    readNew(handle, blade.id());
                }
            } catch (RemoteException e) {
                handles.remove(blade.agent()); // a new session next tick; the supervisor decides whether it is lost
            } catch (AgentException e) {
                unreadable.add(blade.id());
                LOG.info("the alarms of blade '{}' cannot be followed live ({}); they are in its report once collected",
                        blade.id(), e.getMessage());
            }
        }
    }

    private AgentHandle handle(String agent) throws RemoteException {
        AgentHandle handle = handles.get(agent);
        if (handle == null) {
            ControlChannel control = directory.find(agent).orElse(null);
            if (control == null) {
                return null;
            }
            handle = AgentHandle.open(agent, control, secret);
            handles.put(agent, handle);
        }
        return handle;
    }

    private void readNew(AgentHandle handle, String bladeId) throws RemoteException, AgentException {
        long offset = offsets.getOrDefault(bladeId, 0L);
        while (true) {
            byte[] chunk = handle.read(run.runId(), bladeId, LocalStorageProxy.ALARM, offset, CHUNK);
            if (chunk.length == 0) {
                break;
            }
            offset += chunk.length;
            // an alarm line is text; a UTF-8 character cut by the chunk is rare and only garbles that line
            StringBuilder pending = partialLines.computeIfAbsent(bladeId, id -> new StringBuilder());
            pending.append(new String(chunk, StandardCharsets.UTF_8));
            int newline;
            while ((newline = pending.indexOf("\n")) >= 0) {
                String line = pending.substring(0, newline).strip();
                pending.delete(0, newline + 1);
                accept(bladeId, line);
            }
            if (chunk.length < CHUNK) {
                break;
            }
        }
        offsets.put(bladeId, offset);
    }

    /** A line of {@code #date_ns,severity,message}. */
    private void accept(String bladeId, String line) {
        if (line.isEmpty() || line.startsWith("#")) {
            return;
        }
        List<String> fields = CsvText.split(line);
        if (fields.size() < 3) {
            feed.add(run.runId(), bladeId, "WARNING", line, -1);
            return;
        }
        double at;
        try {
            long nanos = Long.parseLong(fields.get(0));
            at = nanos < 0 ? -1 : nanos / 1e9;
        } catch (NumberFormatException e) {
            at = -1;
        }
        feed.add(run.runId(), bladeId, fields.get(1), fields.get(2), at);
    }
}
