package org.mwbench.peers.gatling;

import static io.gatling.javaapi.core.CoreDsl.StringBody;
import static io.gatling.javaapi.core.CoreDsl.atOnceUsers;
import static io.gatling.javaapi.core.CoreDsl.exec;
import static io.gatling.javaapi.core.CoreDsl.scenario;
import static io.gatling.javaapi.http.HttpDsl.http;
import static io.gatling.javaapi.http.HttpDsl.status;

import io.gatling.javaapi.core.ChainBuilder;
import io.gatling.javaapi.core.ScenarioBuilder;
import io.gatling.javaapi.core.Simulation;
import io.gatling.javaapi.http.HttpProtocolBuilder;
import java.time.Duration;

/**
 * N users, all started at once, each in a loop for the duration: POST {@code []} to
 * {@code ENDPOINT/ping} with {@code Content-Type: application/json}, as mwbench's http-json
 * client posts {@code ping} (a 200 or a 204 is a success, as for it), then a think time uniform
 * between two bounds, as mwbench's {@code uniform} timer. Each user has its own keep-alive
 * connection (Gatling's default, {@code shareConnections} off), as each mwbench user has its own
 * client session.
 *
 * <p>Its parameters are system properties, {@value #PREFIX}NAME, given by {@code mwbench bench
 * gatling} to the JVM it starts with Gatling's main: {@code endpoint} ({@code http://HOST:PORT/mwbench}),
 * {@code users}, {@code think-min-ms}, {@code think-max-ms}, {@code duration-ms}.
 */
public class PingSimulation extends Simulation {
    /** What every parameter's system property starts with. */
    public static final String PREFIX = "mwbench.gatling.";

    public PingSimulation() {
        String endpoint = required("endpoint");
        int users = Integer.parseInt(required("users"));
        Duration thinkMin = Duration.ofMillis(Long.parseLong(required("think-min-ms")));
        Duration thinkMax = Duration.ofMillis(Long.parseLong(required("think-max-ms")));
        Duration duration = Duration.ofMillis(Long.parseLong(required("duration-ms")));
        HttpProtocolBuilder protocol = http.baseUrl(endpoint);
        ChainBuilder ping = exec(http("ping").post("/ping")
                .header("Content-Type", "application/json")
                .body(StringBody("[]"))
                .check(status().in(200, 204)));
        ChainBuilder iteration = thinkMax.isZero() ? ping : ping.pause(thinkMin, thinkMax);
        ScenarioBuilder loop = scenario("ping").during(duration).on(iteration);
        setUp(loop.injectOpen(atOnceUsers(users))).protocols(protocol);
    }

    private static String required(String name) {
        String value = System.getProperty(PREFIX + name);
        if (value == null || value.isBlank()) {
            throw new IllegalArgumentException("the system property " + PREFIX + name + " is missing");
        }
        return value.strip();
    }
}
