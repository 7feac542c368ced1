package org.mwbench.console;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import org.mwbench.contract.middleware.MiddlewareClient;
import org.mwbench.injectors.middleware.InstalledMiddleware;

/**
 * The plan {@code mwbench quick} runs, made from the middleware registry rather than written by a
 * user: one middleware's server in a JVM of its own, as the plans run it, and a closed population of
 * users calling its {@code ping} without pause for a while (a ScenarioRunner). It is written to a
 * private folder only because a plan's files are read from its folder; the run keeps a copy of both.
 *
 * @param protocol the installed middleware, as {@link InstalledMiddleware#protocolNamed} names it
 * @param client   the scenario plugin that calls its servers
 */
record QuickPlan(String protocol, String client, int users, Duration duration, Duration warmup) {
    static final String SCENARIO = "quick.xis";

    /**
     * @param middleware the user's name for it, in any case
     * @throws IllegalArgumentException naming the installed middleware when none matches, or a bad figure
     */
    static QuickPlan of(String middleware, int users, Duration duration, Duration warmup) {
        String protocol = InstalledMiddleware.protocolNamed(middleware);
        if (users < 1) {
            throw new IllegalArgumentException("--users must be 1 or more, not " + users);
        }
        if (duration.isZero() || duration.isNegative()) {
            throw new IllegalArgumentException("--duration must be above 0");
        }
        if (warmup.compareTo(duration) >= 0) {
            throw new IllegalArgumentException("--warmup must be shorter than --duration");
        }
        return new QuickPlan(protocol, clientOf(protocol), users, duration, warmup);
    }

    /** The client named as the protocol, or else the first that calls its servers (http-json has several). */
    private static String clientOf(String protocol) {
        List<MiddlewareClient> clients = InstalledMiddleware.clientsOf(protocol);
        return clients.stream().map(MiddlewareClient::protocol).filter(protocol::equals).findFirst()
                .orElseGet(() -> clients.stream().map(MiddlewareClient::protocol).findFirst().orElseThrow(() ->
                        new IllegalArgumentException("no installed client calls " + protocol + " servers")));
    }

    /** The plan's name, which names the run's folder. */
    String name() {
        return "quick-" + protocol;
    }

    String serverId() {
        return protocol + "-server";
    }

    /** Writes the plan and its scenario into {@code folder}; returns the plan. */
    Path writeInto(Path folder) throws IOException {
        Files.writeString(folder.resolve(SCENARIO), scenario(), StandardCharsets.UTF_8);
        Path plan = folder.resolve(name() + ".ctp");
        Files.writeString(plan, plan(), StandardCharsets.UTF_8);
        return plan;
    }

    String plan() {
        return String.join("\n",
                "#CLIF test plan",
                "# made by: mwbench quick " + protocol + " --users " + users + " --duration " + seconds(duration)
                        + "s --warmup " + seconds(warmup) + "s",
                "blade.0.id=" + serverId(),
                "blade.0.server=local host",
                "blade.0.sut=ServerBlade",
                "blade.0.argument=protocol=" + protocol,
                "blade.0.jvm=-Xms256m -Xmx256m",
                "blade.0.comment=" + protocol + " server, in a JVM of its own",
                "blade.1.id=users",
                "blade.1.server=local host",
                "blade.1.injector=ScenarioRunner",
                "blade.1.argument=scenario=" + SCENARIO + " warmup=" + seconds(warmup) + "s",
                "blade.1.comment=" + users + " users calling " + client + " ping without pause for "
                        + seconds(duration) + " s",
                "");
    }

    /** A population of {@code users} from the start to the end: crenel_hv holds each point's value until the next. */
    String scenario() {
        return String.join("\n",
                "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
                "<scenario>",
                "  <behaviors>",
                "    <plugins>",
                "      <use id=\"middleware\" name=\"" + client + "\">",
                "        <params><param name=\"server\" value=\"" + serverId() + "\"/></params>",
                "      </use>",
                "    </plugins>",
                "    <behavior id=\"user\">",
                "      <sample use=\"middleware\" name=\"ping\" label=\"" + client + " ping\"/>",
                "    </behavior>",
                "  </behaviors>",
                "  <loadprofile>",
                "    <group behavior=\"user\" forceStop=\"true\">",
                "      <ramp style=\"crenel_hv\">",
                "        <points><point x=\"0\" y=\"" + users + "\"/><point x=\"" + seconds(duration) + "\" y=\""
                        + users + "\"/></points>",
                "      </ramp>",
                "    </group>",
                "  </loadprofile>",
                "</scenario>",
                "");
    }

    private static String seconds(Duration duration) {
        double seconds = duration.toNanos() / 1e9;
        return seconds == Math.rint(seconds) ? Long.toString((long) seconds) : String.format(Locale.ROOT, "%.3f", seconds);
    }
}
