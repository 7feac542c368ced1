#CLIF test plan
#@parts 2
# Böszörményi et al. 1999's scalability run (Figure 2), part {part} of {parts}: {protocols}
# ({otherplans} has the rest of the installed middleware; the whole run would outlast 15 minutes).
# For each middleware in turn, one server and a population of clients that ping without
# pause, grown through 1, 2, 5, 10, 20, 50, 100, 200, 500 and 1000 clients. Each count is a
# steady plateau (PlateauRunner): measured only once every client has called, for as long
# as its throughput's 95% confidence interval (batch means over 250 ms samples, which
# allow for consecutive samples being correlated on a busy machine) is wider than +-5%;
# the time budget of a plateau is 8 s (max=8s). One that spends it within +-15% (widest=15%)
# settles widened: the report gives the width it reached and marks the +-5% it missed (on
# this kind of 2-core machine a plateau's throughput swings by 10-20% from one second to the
# next, and +-5% would take about a minute a plateau). One that reaches neither is marked not
# settled, with the width it reached, and is not averaged as if it had settled.
# Each middleware's first count runs a warm-up of 10 s first (warmup=10s): the clients' JVM has
# one core, which its JIT compilers share with the calls, and with 2 s its throughput at 1 client
# still rose tenfold over the next 5 s, so the first plateaus measured the compiler, not the
# middleware, and could not settle (their samples were a trend).
# The server and the clients run on two emulated hosts (hosts/scalability.hosts), one core
# each, so that the report can say per plateau which side saturated: the servers share the
# server host's agent JVM (one at a time is busy), the clients run in a JVM of their own.
# Without root, hosts cannot be emulated: hosts.fallback=loopback then runs every blade on
# the local host, with a warning that servers and clients share the cores.
#   mwbench run test-plans/scalability-1.ctp && mwbench run test-plans/scalability-2.ctp
#   mwbench report REPORT_OF_1 REPORT_OF_2     (one table and plot for all of them)
# Equivalent servers (CCMPerf's "scripts that make configurations equivalent"): every server
# blade gives the same value to each knob, as prefer.NAME=VALUE: applied where the middleware
# has the knob, and where it has not, recorded as not applied with the middleware's reason
# (mwbench server --knobs prints the settings the knobs map to, and why a middleware lacks
# one). Why these values:
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
#@each servers
blade.{n}.id={server}-server
blade.{n}.server=server-host
blade.{n}.sut=ServerBlade
blade.{n}.argument=protocol={server} prefer.threads=1024 prefer.backlog=1024 prefer.queue=1024
#@jvm blade.{n}.comment={server} server, on the server host
#@native blade.{n}.comment={server} server, on the server host, a native child of its host's agent JVM
#@end
blade.{n}.id=clients
blade.{n}.server=client-host
blade.{n}.injector=PlateauRunner
blade.{n}.argument=scenario=scenarios/scalability-{part}.xis clients=1;2;5;10;20;50;100;200;500;1000 width=5% widest=15% min_intervals=2 min_batches=5 sample=250ms max=8s warmup=10s ramp=1s gap=1s threads=platform events=histograms
blade.{n}.jvm=-Xms1g -Xmx1g -Xss512k
blade.{n}.comment=the clients of each middleware in turn, on the client host, in a JVM of their own
