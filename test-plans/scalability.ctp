#CLIF test plan
# Seed 001's scalability run (Figure 2): for each middleware in turn, one server and a
# population of clients that ping without pause, grown through 1, 2, 5, 10, 20, 50, 100,
# 200, 500 and 1000 clients. Each count is a steady plateau (PlateauRunner): measured only
# once every client has called, for as long as its throughput's 95% confidence interval
# (over one-second intervals) is wider than +-5%, at most 8 s; a plateau that never settles
# is marked so in the report, not averaged as if it had.
# The server and the clients run on two emulated hosts (hosts/scalability.hosts), one core
# each, so the report can say per plateau which side saturated: the servers share the
# server host's agent JVM (one at a time is busy), the clients run in a JVM of their own.
# Without root, hosts cannot be emulated: hosts.fallback=loopback then runs every blade on
# the local host, with a warning that servers and clients share the cores.
#   mwbench run test-plans/scalability.ctp
hosts=hosts/scalability.hosts
hosts.fallback=loopback
blade.0.id=tcp-server
blade.0.server=server-host
blade.0.sut=ServerBlade
blade.0.argument=protocol=tcp
blade.0.comment=tcp server, on the server host
blade.1.id=rmi-server
blade.1.server=server-host
blade.1.sut=ServerBlade
blade.1.argument=protocol=rmi
blade.1.comment=rmi server, on the server host
blade.2.id=rmi-iiop-server
blade.2.server=server-host
blade.2.sut=ServerBlade
blade.2.argument=protocol=rmi-iiop
blade.2.comment=rmi-iiop server, on the server host
blade.3.id=fractal-rmi-server
blade.3.server=server-host
blade.3.sut=ServerBlade
blade.3.argument=protocol=fractal-rmi
blade.3.comment=fractal-rmi server, on the server host
blade.4.id=corba-jacorb-server
blade.4.server=server-host
blade.4.sut=ServerBlade
blade.4.argument=protocol=corba-jacorb
blade.4.comment=corba-jacorb server, on the server host
blade.5.id=corba-glassfish-server
blade.5.server=server-host
blade.5.sut=ServerBlade
blade.5.argument=protocol=corba-glassfish
blade.5.comment=corba-glassfish server, on the server host
blade.6.id=corba-openjdk-server
blade.6.server=server-host
blade.6.sut=ServerBlade
blade.6.argument=protocol=corba-openjdk
blade.6.comment=corba-openjdk server, on the server host
blade.7.id=ice-server
blade.7.server=server-host
blade.7.sut=ServerBlade
blade.7.argument=protocol=ice
blade.7.comment=ice server, on the server host
blade.8.id=grpc-server
blade.8.server=server-host
blade.8.sut=ServerBlade
blade.8.argument=protocol=grpc
blade.8.comment=grpc server, on the server host
blade.9.id=grpc-direct-server
blade.9.server=server-host
blade.9.sut=ServerBlade
blade.9.argument=protocol=grpc-direct
blade.9.comment=grpc-direct server, on the server host
blade.10.id=http-json-server
blade.10.server=server-host
blade.10.sut=ServerBlade
blade.10.argument=protocol=http-json
blade.10.comment=http-json server, on the server host
blade.11.id=xmlrpc-server
blade.11.server=server-host
blade.11.sut=ServerBlade
blade.11.argument=protocol=xmlrpc
blade.11.comment=xmlrpc server, on the server host
blade.12.id=soap-jaxws-server
blade.12.server=server-host
blade.12.sut=ServerBlade
blade.12.argument=protocol=soap-jaxws
blade.12.comment=soap-jaxws server, on the server host
blade.13.id=soap-axis-server
blade.13.server=server-host
blade.13.sut=ServerBlade
blade.13.argument=protocol=soap-axis
blade.13.comment=soap-axis server, on the server host
blade.14.id=clients
blade.14.server=client-host
blade.14.injector=PlateauRunner
blade.14.argument=scenario=scenarios/scalability.xis clients=1;2;5;10;20;50;100;200;500;1000 width=5% min_intervals=3 max=8s warmup=2s ramp=1s gap=1s threads=platform events=histograms
blade.14.jvm=-Xms1g -Xmx1g -Xss512k
blade.14.comment=every middleware's clients in turn, on the client host, in a JVM of their own
