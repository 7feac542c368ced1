package org.mwbench.injectors.middleware;

import java.time.Duration;
import java.util.Map;
import org.mwbench.contract.ReferenceService;
import org.mwbench.contract.middleware.ServerHandle;
import org.mwbench.platform.blade.ArgumentReader;
import org.mwbench.platform.blade.BladeArguments;
import org.mwbench.platform.blade.BladeFiles;
import org.mwbench.platform.blade.Durations;
import org.mwbench.platform.blade.ReadsArgumentWith;
import org.mwbench.platform.blade.BladeContext;
import org.mwbench.platform.blade.BladeException;
import org.mwbench.platform.blade.ServerInsert;
import org.mwbench.platform.blade.ServingInsert;
import org.mwbench.platform.plugin.PluginFolders;

/**
 * A server blade ({@code blade.N.sut=ServerBlade}): it hosts one middleware's server,
 * serving the reference service, from deploy until the injectors are done.
 *
 * <p>Argument: {@code protocol=rmi [port=0] [bind=ADDR] [ready_timeout=30s] [service_time=0]
 * [option.NAME=VALUE ...] [prefer.KNOB=VALUE ...]}: {@code option.} is strict, a server refuses an option
 * it has not; {@code prefer.} gives a {@link org.mwbench.contract.middleware.ServerKnob knob} where the
 * middleware has it, and where not the server-config file records it as not applied, with why
 * (so that one plan line makes every server as equivalent as each can be). {@code bind} is the host's address by default
 * ({@link BladeContext#hostAddress}: the agent's {@code --bind}, loopback for {@code local host}),
 * so a server on an emulated or remote host publishes an endpoint other hosts can call. The server runs in the JVM that runs the blade: the agent's,
 * which is the injectors' JVM when they share an agent (a collocated run), or a JVM of its
 * own with the plan's {@code blade.N.jvm} options, which is what a latency run wants.
 * The blade waits until the server answers a ping through the protocol's own client, so
 * no injector starts against a server that is still coming up.
 *
 * <p>{@code service_time} plants a delay in every call of the service ({@link DelayedService}:
 * parked, so below a millisecond it overshoots by the OS's timer slack): a known slowdown of a real
 * server, to check that a regression detector or a plan's criteria see it. A server given one says
 * so in its configuration ({@value #SERVICE_TIME_SETTING}), so no run with it passes for a plain one.
 *
 * <p>Once the server runs, the blade stores what it runs with ({@link ServerHandle#configuration()}:
 * every knob, defaults included, and the middleware's own settings) as its
 * {@value #CONFIGURATION_FILE} event file, {@code #name,value}, so that a report can say what
 * each server of a run was given.
 */
@ReadsArgumentWith(ServerBlade.Reader.class)
public final class ServerBlade extends ServingInsert implements ServerInsert {
    /** The event file the report reads a server's configuration from; its name and format are fixed. */
    public static final String CONFIGURATION_FILE = HostedServer.CONFIGURATION_FILE;
    /** The configuration setting that records a planted service time. */
    static final String SERVICE_TIME_SETTING = "mwbench.service_time";

    private volatile ServerHandle server;

    @Override
    public String open(BladeContext context) throws BladeException {
        Arguments arguments = new Reader().read(BladeArguments.parse(context.bladeId(), context.argument()), context::file);
        ServerArguments served = arguments.server();
        ClassLoader loader = PluginFolders.loaderFor(served.protocol());
        Duration delay = arguments.serviceTime();
        server = delay.isZero()
                ? HostedServer.start(context, served, loader, new ReferenceService())
                : HostedServer.start(context, served, loader, new DelayedService(new ReferenceService(), delay),
                        Map.of(SERVICE_TIME_SETTING, Durations.format(delay.toNanos())));
        String endpoint = server.endpoint();
        ReadinessProbe.await(served.protocol(), loader, endpoint, served.readyTimeout(), ReadinessProbe.CALL_TIMEOUT,
                context.bladeId());
        return endpoint;
    }

    /** What a server blade reads: its server's arguments and the delay planted in its service (zero: none). */
    record Arguments(ServerArguments server, Duration serviceTime) {
    }

    /** Reads {@code protocol=rmi [port=0] [bind=ADDR] [ready_timeout=30s] [service_time=0] [option.NAME=VALUE ...] [prefer.KNOB=VALUE ...]}: at plan check and at open. */
    public static final class Reader implements ArgumentReader<Arguments> {
        @Override
        public Arguments read(BladeArguments arguments, BladeFiles files) throws BladeException {
            ServerArguments served = ServerArguments.read(arguments);
            Duration serviceTime = arguments.duration("service_time", Duration.ZERO, "ms");
            if (serviceTime.isNegative()) {
                throw arguments.invalid("service_time", arguments.text("service_time", null), "a duration of 0 or more, such as 5ms");
            }
            arguments.requireAllKnown();
            return new Arguments(served, serviceTime);
        }
    }

    @Override
    public void stop() {
        ServerHandle running = server;
        server = null;
        HostedServer.closeQuietly(running);
    }
}
