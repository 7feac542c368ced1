package org.mwbench.platform.probe;

import java.io.IOException;
import java.util.Optional;
import org.mwbench.platform.blade.AlarmSeverity;
import org.mwbench.platform.blade.BladeContext;
import org.mwbench.platform.blade.BladeException;
import org.mwbench.platform.blade.PlanName;
import org.mwbench.platform.blade.ReadsArgumentWith;

/**
 * CLIF's jvm probe: {@code blade.N.probe=jvm}, argument {@code PERIOD_MS DURATION_S [SERVER_BLADE]}.
 * Without a server blade it watches its agent's JVM. With one, the JVM that server runs in: the
 * agent's child JVM when the server has {@code blade.N.jvm} options (attached over its local JMX
 * connector), else the agent's JVM, which then hosts it. The probe must be on the server's agent
 * and in the agent's JVM (no {@code jvm} key of its own), since only the agent sees its children.
 */
@PlanName("jvm")
@ReadsArgumentWith(ProbeArgumentReader.ServerBlade.class)
public final class JvmProbe extends ProbeBlade {
    static final String EXTRA = "SERVER_BLADE";
    private String watched = "this agent's JVM";

    @Override
    protected String family() {
        return "jvm";
    }

    @Override
    ProbeSampler open(ProbeSettings settings, BladeContext context, long nanoTime) throws IOException, BladeException {
        String server = settings.extra();
        if (server == null) {
            return new JvmSampler(JvmTarget.own(), nanoTime);
        }
        context.endpoint(server); // a server blade of this run, or an error that names those there are
        Optional<ProcessHandle> child = JvmTarget.childJvmOf(context.agentName(), server);
        JvmTarget target = child.isPresent() ? JvmTarget.attach(child.get(), server) : JvmTarget.own();
        watched = target.describe();
        if (child.isEmpty()) {
            context.alarm(AlarmSeverity.INFO, "server blade " + server + " has no JVM of its own under agent '"
                    + context.agentName() + "': watching " + watched + ", which hosts it if it runs on this agent");
        }
        return new JvmSampler(target, nanoTime);
    }

    @Override
    String source(ProbeSettings settings) {
        return watched;
    }
}
