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
 * @param shared   whether the users share one connection (the scenario's {@code connection=shared}),
 *                 rather than each opening its own
 */
record QuickPlan(String protocol, String client, int users, Duration duration, Duration warmup, Duration thinkMin,
                 Duration thinkMax, boolean shared) {
    static final String SCENARIO = "quick.xis";
    static final String THINK_RANGE = org.mwbench.platform.blade.Durations.RANGE;
    /** {@code --connection}'s default: shared where the client carries concurrent calls on one connection, else own. */
    static final String AUTO = "auto";
    static final String SHARED = "shared";
    static final String OWN = "own";

    /**
     * @param middleware the user's name for it, in any case
     * @throws IllegalArgumentException naming the installed middleware when none matches, or a bad figure
     */
    static QuickPlan of(String middleware, int users, Duration duration, Duration warmup, Duration thinkMin,
                        Duration thinkMax) {
        return of(middleware, users, duration, warmup, thinkMin, thinkMax, AUTO);
    }

    /**
     * @param connection {@value #AUTO}, {@value #SHARED} or {@value #OWN}: see {@link #sharesConnection}
     * @throws IllegalArgumentException naming the installed middleware when none matches, or a bad figure
     */
    static QuickPlan of(String middleware, int users, Duration duration, Duration warmup, Duration thinkMin,
                        Duration thinkMax, String connection) {
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
        MiddlewareClient client = clientOf(protocol);
        return new QuickPlan(protocol, client.protocol(), users, duration, warmup, thinkMin, thinkMax,
                sharesConnection(connection, client));
    }

    /**
     * Whether the users share one connection. {@value #AUTO} shares it where the client carries
     * concurrent calls on one connection ({@link MiddlewareClient#multiplexesCalls()}), as the
     * scalability plans do and as Böszörményi et al. 1999's clients, threads of one process, shared
     * a stub: an application's threads share one stub, ORB or channel. A connection each costs what
     * a thousand client processes would, in one JVM: for rmi, a thousand RMI endpoints, sockets and
     * server threads, which made a 1000-user soak's median ping 1.09 ms against 126 us shared.
     */
    static boolean sharesConnection(String connection, MiddlewareClient client) {
        switch (connection.toLowerCase(Locale.ROOT)) {
            case AUTO:
                return client.multiplexesCalls();
            case OWN:
                return false;
            case SHARED:
                if (!client.multiplexesCalls()) {
                    throw new IllegalArgumentException("--connection shared: the " + client.protocol() + " client carries one "
                            + "call at a time on a connection, so its users cannot share one; use own or auto");
                }
                return true;
            default:
                throw new IllegalArgumentException("--connection must be auto, shared or own, not '" + connection + "'");
        }
    }

    /** {@code --think}'s bounds: {@code 100ms} (constant) or {@code 80ms..120ms} (uniform). */
    static Duration[] thinkBounds(String think) {
        return org.mwbench.platform.blade.Durations.parseRange(think, "ms");
    }

    private boolean thinks() {
        return !thinkMax.isZero();
    }

    /** The client named as the protocol, or else the first that calls its servers (http-json has several). */
    private static MiddlewareClient clientOf(String protocol) {
        List<MiddlewareClient> clients = InstalledMiddleware.clientsOf(protocol);
        return clients.stream().filter(client -> client.protocol().equals(protocol)).findFirst()
                .orElseGet(() -> clients.stream().findFirst().orElseThrow(() ->
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
                        + "s --warmup " + seconds(warmup) + "s" + (thinks() ? " --think " + think() : "")
                        + " --connection " + (shared ? SHARED : OWN),
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
                "blade.1.comment=" + users + " users" + (shared ? ", sharing one connection," : ", a connection each,")
                        + " calling " + client + " ping "
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
                "        <params><param name=\"server\" value=\"" + serverId() + "\"/>"
                        + (shared ? "<param name=\"connection\" value=\"shared\"/>" : "") + "</params>",
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
