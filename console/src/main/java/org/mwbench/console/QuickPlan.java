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
 * users calling its {@code ping} for a while (a ScenarioRunner), without pause or with a think time
 * after each call, constant or uniform between two bounds (a soak: {@code --think 80ms..120ms}). It is written to a
 * private folder only because a plan's files are read from its folder; the run keeps a copy of both.
 *
 * @param protocol the installed middleware, as {@link InstalledMiddleware#protocolNamed} names it
 * @param client   the scenario plugin that calls its servers
 * @param thinkMin the least think time after a call; zero for none
 * @param thinkMax the most; equal to {@code thinkMin} for a constant one
 */
record QuickPlan(String protocol, String client, int users, Duration duration, Duration warmup, Duration thinkMin,
                 Duration thinkMax) {
    static final String SCENARIO = "quick.xis";
    static final String THINK_RANGE = org.mwbench.platform.blade.Durations.RANGE;

    /**
     * @param middleware the user's name for it, in any case
     * @throws IllegalArgumentException naming the installed middleware when none matches, or a bad figure
     */
    static QuickPlan of(String middleware, int users, Duration duration, Duration warmup, Duration thinkMin,
                        Duration thinkMax) {
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
        if (thinkMin.isNegative() || thinkMax.compareTo(thinkMin) < 0) {
            throw new IllegalArgumentException("--think must be a duration of 0 or more, or MIN" + THINK_RANGE
                    + "MAX with MIN <= MAX, not " + thinkMin + THINK_RANGE + thinkMax);
        }
        return new QuickPlan(protocol, clientOf(protocol), users, duration, warmup, thinkMin, thinkMax);
    }

    /** {@code --think}'s bounds: {@code 100ms} (constant) or {@code 80ms..120ms} (uniform). */
    static Duration[] thinkBounds(String think) {
        return org.mwbench.platform.blade.Durations.parseRange(think, "ms");
    }

    private boolean thinks() {
        return !thinkMax.isZero();
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
                        + "s --warmup " + seconds(warmup) + "s" + (thinks() ? " --think " + think() : ""),
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
                "blade.1.comment=" + users + " users calling " + client + " ping "
                        + (thinks() ? "with a think time of " + think() : "without pause") + " for " + seconds(duration) + " s",
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
                thinks() ? "      <use id=\"think\" name=\"common\"/>" : "",
                "    </plugins>",
                "    <behavior id=\"user\">",
                "      <sample use=\"middleware\" name=\"ping\" label=\"" + client + " ping\"/>",
                thinkTimer(),
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

    /** The think time's timer of the common plugin: constant, or uniform between the bounds; none without one. */
    private String thinkTimer() {
        if (!thinks()) {
            return "";
        }
        if (thinkMin.equals(thinkMax)) {
            return "      <timer use=\"think\" name=\"constant\"><params><param name=\"duration\" value=\""
                    + millis(thinkMin) + "\"/></params></timer>";
        }
        return "      <timer use=\"think\" name=\"uniform\"><params><param name=\"min\" value=\"" + millis(thinkMin)
                + "\"/><param name=\"max\" value=\"" + millis(thinkMax) + "\"/></params></timer>";
    }

    private String think() {
        return thinkMin.equals(thinkMax) ? millis(thinkMin) : millis(thinkMin) + THINK_RANGE + millis(thinkMax);
    }

    private static String millis(Duration duration) {
        double millis = duration.toNanos() / 1e6;
        return (millis == Math.rint(millis) ? Long.toString((long) millis) : String.format(Locale.ROOT, "%.3f", millis)) + "ms";
    }

    private static String seconds(Duration duration) {
        double seconds = duration.toNanos() / 1e9;
        return seconds == Math.rint(seconds) ? Long.toString((long) seconds) : String.format(Locale.ROOT, "%.3f", seconds);
    }
}
