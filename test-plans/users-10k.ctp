#CLIF test plan
# 10,000 users with a think time of 1 s on average against a real server: first rmi's, then
# http-json's (scenarios/users-10k.xis), each for 60 s after a 10 s ramp. The server and the
# users run on two emulated hosts (hosts/scalability.hosts), a core each, so that neither
# takes the other's CPU; the users in a JVM of their own. Needs root; without it,
# hosts.fallback=loopback runs both on the local host, sharing the cores, with a warning.
#   mwbench run test-plans/users-10k.ctp
# The report's quick statistics give each middleware's calls, errors and latency; the users
# blade's pool file gives the threads 10,000 users needed, and its gauges the population.
hosts=hosts/scalability.hosts
hosts.fallback=loopback
blade.0.id=rmi-server
blade.0.server=server-host
blade.0.sut=ServerBlade
blade.0.argument=protocol=rmi prefer.threads=1024 prefer.backlog=1024
blade.0.comment=rmi server, on the server host
blade.1.id=http-json-server
blade.1.server=server-host
blade.1.sut=ServerBlade
blade.1.argument=protocol=http-json prefer.threads=1024 prefer.backlog=1024
blade.1.comment=http-json server, on the server host
blade.2.id=users
blade.2.server=client-host
blade.2.injector=ScenarioRunner
blade.2.argument=scenario=scenarios/users-10k.xis warmup=15s
blade.2.jvm=-Xms2g -Xmx2g
blade.2.comment=10,000 users of each middleware in turn, on the client host, in a JVM of their own
