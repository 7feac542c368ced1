#CLIF test plan
# Böszörményi et al. 1999's scalability run (Figure 2), part 2 of 2: ice, grpc, grpc-direct, http-json, xmlrpc, soap-jaxws, soap-axis
# (scalability-1.ctp has the other half of the middleware; the whole run would outlast 15 minutes).
# For each middleware in turn, one server and a population of clients that ping without
# pause, grown through 1, 2, 5, 10, 20, 50, 100, 200, 500 and 1000 clients. Each count is a
# steady plateau (PlateauRunner): measured only once every client has called, for as long
# as its throughput's 95% confidence interval (batch means over 250 ms samples, which
# allow for consecutive samples being correlated on a busy machine) is wider than +-5%;
# the time budget of a plateau is 8 s (max=8s): one that spends it unsettled is marked so
# in the report with the width it reached, not averaged as if it had settled.
# The server and the clients run on two emulated hosts (hosts/scalability.hosts), one core
# each, so that the report can say per plateau which side saturated: the servers share the
# server host's agent JVM (one at a time is busy), the clients run in a JVM of their own.
# Without root, hosts cannot be emulated: hosts.fallback=loopback then runs every blade on
# the local host, with a warning that servers and clients share the cores.
#   mwbench run test-plans/scalability-1.ctp && mwbench run test-plans/scalability-2.ctp
#   mwbench report REPORT_OF_1 REPORT_OF_2     (one table and plot for all of them)
# Equivalent servers (CCMPerf's "scripts that make configurations equivalent"): every server
# blade gives the same value to each knob its middleware has (servers/README.md has the table
# of knobs, the settings they map to, and why a middleware lacks one; a server refuses a knob
# it has not, so a blade lists only its own). Why these values:
#   threads=1024  one worker per client at the largest plateau (1000): no server queues or
#                 refuses a call for want of a thread;
#   backlog=1024  a storm of hundreds of connects is queued by the kernel, not dropped (with
#                 128, tcp clients failed with "Connect timed out" from 150 clients on);
#   queue=1024    JacORB's POA queue (jacorb.poa.queue_max, 100 by default) holds every call in
#                 flight: at 100 it refused some 20,000 calls a run with TRANSIENT;
#   max_connections is left unbounded: no server limits connections.
# Each server blade stores what it ran with in its server-config file (#name,value).
hosts=hosts/scalability.hosts
hosts.fallback=loopback
blade.0.id=ice-server
blade.0.server=server-host
blade.0.sut=ServerBlade
blade.0.argument=protocol=ice option.threads=1024 option.backlog=1024
blade.0.comment=ice server, on the server host
blade.1.id=grpc-server
blade.1.server=server-host
blade.1.sut=ServerBlade
blade.1.argument=protocol=grpc option.threads=1024 option.backlog=1024
blade.1.comment=grpc server, on the server host
blade.2.id=grpc-direct-server
blade.2.server=server-host
blade.2.sut=ServerBlade
blade.2.argument=protocol=grpc-direct option.backlog=1024
blade.2.comment=grpc-direct server, on the server host
blade.3.id=http-json-server
blade.3.server=server-host
blade.3.sut=ServerBlade
blade.3.argument=protocol=http-json option.threads=1024 option.backlog=1024 option.queue=1024
blade.3.comment=http-json server, on the server host
blade.4.id=xmlrpc-server
blade.4.server=server-host
blade.4.sut=ServerBlade
blade.4.argument=protocol=xmlrpc option.threads=1024 option.backlog=1024
blade.4.comment=xmlrpc server, on the server host
blade.5.id=soap-jaxws-server
blade.5.server=server-host
blade.5.sut=ServerBlade
blade.5.argument=protocol=soap-jaxws option.threads=1024 option.backlog=1024 option.queue=1024
blade.5.comment=soap-jaxws server, on the server host
blade.6.id=soap-axis-server
blade.6.server=server-host
blade.6.sut=ServerBlade
blade.6.argument=protocol=soap-axis option.threads=1024 option.backlog=1024 option.queue=1024
blade.6.comment=soap-axis server, on the server host
blade.7.id=clients
blade.7.server=client-host
blade.7.injector=PlateauRunner
blade.7.argument=scenario=scenarios/scalability-2.xis clients=1;2;5;10;20;50;100;200;500;1000 width=5% min_intervals=2 min_batches=5 sample=250ms max=8s warmup=2s ramp=1s gap=1s threads=platform events=histograms
blade.7.jvm=-Xms1g -Xmx1g -Xss512k
blade.7.comment=the clients of each middleware in turn, on the client host, in a JVM of their own
