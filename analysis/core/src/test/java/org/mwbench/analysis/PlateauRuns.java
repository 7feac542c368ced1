package org.mwbench.analysis;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.mwbench.analysis.store.PlateauRow;

/**
 * Writes a small scalability run as the plateau runner and server blades store it: an rmi
 * server and a JacORB server on agent 'local host', a plateau runner 'clients' on the agent
 * given, both agents on host 'vm' with 2 cores, the servers' {@code cpu_pct} gauges and
 * {@code server-config}, and four plateaus:
 * <pre>
 * rmi 1 client    [1 s, 3 s]   20k ± 2.5%    server CPU readings 40, 60 -> 50   injector 35
 * rmi 10 clients  [4 s, 6 s]   120k ± 2.5%   server 95, 93 -> 94 (saturated)    injector 50
 * rmi 100 clients [6 s, 6.5 s] not settled   no server named: the rmi server; 30; injector 95
 * corba-jacorb 100 [7 s, 8 s]  60k, 76000 errors in two kinds                  server 30, injector 70
 * </pre>
 * Every figure of the tests that read it is computed from these.
 */
public final class PlateauRuns {
    public static final long ORIGIN = 1_795_364_901_000_000_000L;

    private PlateauRuns() {
    }

    /**
     * @param clientsAgent the injector's agent: "local host" for the servers' own, else another agent on host 'vm'
     * @param scale factor on every throughput and its interval (a second run that measured more or less)
     */
    public static Path write(Path into, String name, String clientsAgent, double scale) throws IOException {
        Path run = Files.createDirectories(into.resolve(name));
        Files.writeString(run.resolve("run.properties"), "origin.epoch_ns=" + ORIGIN + "\n");
        Files.writeString(run.resolve("scalability.ctp"), String.join("\n",
                "blade.0.id=rmi-server", "blade.0.server=local host", "blade.0.sut=ServerBlade", "blade.0.argument=protocol=rmi",
                "blade.1.id=jacorb-server", "blade.1.server=local host", "blade.1.sut=ServerBlade",
                "blade.1.argument=protocol=corba-jacorb",
                "blade.2.id=clients", "blade.2.server=" + clientsAgent, "blade.2.injector=PlateauRunner",
                "blade.2.argument=scenario=scenarios/scalability.xis", ""));
        Path environment = Files.createDirectories(run.resolve("environment"));
        Files.writeString(environment.resolve("local_host.properties"),
                "agent.name=local host\nhost.name=vm\ncpu.count=2\ncpu.model=Fixture CPU\n");
        Files.writeString(environment.resolve("agent-a.properties"),
                "agent.name=agent-a\nhost.name=vm\ncpu.count=2\ncpu.model=Fixture CPU\n");
        Path rmi = Files.createDirectories(run.resolve("rmi-server"));
        Files.write(rmi.resolve("gauges"), List.of("#date_ns,name,value", "500000000,cpu_pct,99",
                "1500000000,cpu_pct,40", "2500000000,cpu_pct,60", "4500000000,cpu_pct,95", "5500000000,cpu_pct,93",
                "6200000000,cpu_pct,30", "9000000000,cpu_pct,5"));
        Files.write(rmi.resolve("server-config"), List.of("#name,value", "protocol,rmi", "threads,16", "backlog,1000",
                "port,40831"));
        Path jacorb = Files.createDirectories(run.resolve("jacorb-server"));
        Files.write(jacorb.resolve("gauges"), List.of("#date_ns,name,value", "7500000000,cpu_pct,30"));
        Files.write(jacorb.resolve("server-config"), List.of("#name,value", "protocol,corba-jacorb", "threads,16",
                "queue,\"1000 (jacorb.poa.queue_max)\""));
        Path clients = Files.createDirectories(run.resolve("clients"));
        Files.write(clients.resolve("plateaus"), List.of(
                PlateauRow.HEADER,
                row("rmi,rmi ping,1,1,rmi-server,1000000000,3000000000,2,true,5,40000,0", 20_000, 19_500, 20_500, scale)
                        + ",48000,90000,35,2,",
                row("rmi,rmi ping,10,10,rmi-server,4000000000,6000000000,2,true,5,240000,0", 120_000, 117_000, 123_000, scale)
                        + ",80000,300000,50,2,",
                row("rmi,rmi ping,100,97,,6000000000,6500000000,1,false,5,50000,3", 100_000, 60_000, 140_000, scale)
                        + ",900000,4000000,95,2,ConnectException=3",
                row("corba-jacorb,corba-jacorb ping,100,100,jacorb-server,7000000000,8000000000,5,true,5,136000,76000",
                        60_000, 59_000, 61_000, scale)
                        + ",1600000,9000000,70,2,\"JacORB POA queue full (TRANSIENT)=70000;TRANSIENT, minor=1=6000\""));
        return run;
    }

    private static String row(String head, double throughput, double low, double high, double scale) {
        return head + "," + throughput * scale + "," + low * scale + "," + high * scale;
    }
}
