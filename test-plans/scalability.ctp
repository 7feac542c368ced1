#CLIF test plan
# Seed 001's scalability run (Figure 2): for each middleware in turn, one server and
# concurrent clients ramping through 1, 2, 5, 10, 20, 50, 100, 200, 500 and 1000 threads,
# spread over two agents on this host, 3 s per plateau. Every blade publishes its JVM's CPU
# use (cpu_pct, percent of all cores): the progress lines and each blade's gauges file show
# whether the injectors or the server saturate first.
# Start the two agents first, then run the plan:
#   mwbench agent --name agent-a --registry 127.0.0.1:1234 &
#   mwbench agent --name agent-b --registry 127.0.0.1:1234 &
#   mwbench run test-plans/scalability.ctp
# Equivalent servers (CCMPerf's "scripts that make configurations equivalent"): every server
# blade gives the same value to each knob its middleware has (servers/README.md has the table
# of knobs, the settings they map to, and why a middleware lacks one; a server refuses a knob
# it has not, so a blade lists only its own). Why these values:
#   threads=1024  one worker per client at the largest plateau (1000): no server queues or
#                 refuses a call for want of a thread, and Apache XML-RPC's WebServer, which
#                 holds a thread per connection, serves both agents' pools (2 x 128);
#   backlog=1024  a storm of 250 connects per agent is queued by the kernel, not dropped
#                 (with 128, tcp clients failed with "Connect timed out" from 150 clients on);
#   queue=1024    JacORB's POA queue (jacorb.poa.queue_max, 100 by default) holds every call in
#                 flight: at 100 it refused some 20,000 calls a run with TRANSIENT;
#   max_connections is left unbounded: no server limits connections.
# Each server blade stores what it ran with in its server-config file (#name,value).
blade.0.id=tcp-server
blade.0.server=local host
blade.0.sut=ServerBlade
blade.0.argument=protocol=tcp option.threads=1024 option.backlog=1024
blade.0.jvm=-Xms512m -Xmx512m
blade.0.comment=tcp server, in a JVM of its own
blade.1.id=rmi-server
blade.1.server=local host
blade.1.sut=ServerBlade
blade.1.argument=protocol=rmi option.backlog=1024
blade.1.jvm=-Xms512m -Xmx512m
blade.1.comment=rmi server, in a JVM of its own
blade.2.id=rmi-iiop-server
blade.2.server=local host
blade.2.sut=ServerBlade
blade.2.argument=protocol=rmi-iiop
blade.2.jvm=-Xms512m -Xmx512m
blade.2.comment=rmi-iiop server, in a JVM of its own
blade.3.id=fractal-rmi-server
blade.3.server=local host
blade.3.sut=ServerBlade
blade.3.argument=protocol=fractal-rmi option.backlog=1024
blade.3.jvm=-Xms512m -Xmx512m
blade.3.comment=fractal-rmi server, in a JVM of its own
blade.4.id=corba-jacorb-server
blade.4.server=local host
blade.4.sut=ServerBlade
blade.4.argument=protocol=corba-jacorb option.threads=1024 option.backlog=1024 option.queue=1024
blade.4.jvm=-Xms512m -Xmx512m
blade.4.comment=corba-jacorb server, in a JVM of its own
blade.5.id=corba-glassfish-server
blade.5.server=local host
blade.5.sut=ServerBlade
blade.5.argument=protocol=corba-glassfish
blade.5.jvm=-Xms512m -Xmx512m
blade.5.comment=corba-glassfish server, in a JVM of its own
blade.6.id=corba-openjdk-server
blade.6.server=local host
blade.6.sut=ServerBlade
blade.6.argument=protocol=corba-openjdk
blade.6.jvm=-Xms512m -Xmx512m
blade.6.comment=corba-openjdk server, in a JVM of its own
blade.7.id=ice-server
blade.7.server=local host
blade.7.sut=ServerBlade
blade.7.argument=protocol=ice option.threads=1024 option.backlog=1024
blade.7.jvm=-Xms512m -Xmx512m
blade.7.comment=ice server, in a JVM of its own
blade.8.id=grpc-server
blade.8.server=local host
blade.8.sut=ServerBlade
blade.8.argument=protocol=grpc option.threads=1024 option.backlog=1024
blade.8.jvm=-Xms512m -Xmx512m
blade.8.comment=grpc server, in a JVM of its own
blade.9.id=grpc-direct-server
blade.9.server=local host
blade.9.sut=ServerBlade
blade.9.argument=protocol=grpc-direct option.backlog=1024
blade.9.jvm=-Xms512m -Xmx512m
blade.9.comment=grpc-direct server, in a JVM of its own
blade.10.id=http-json-server
blade.10.server=local host
blade.10.sut=ServerBlade
blade.10.argument=protocol=http-json option.threads=1024 option.backlog=1024 option.queue=1024
blade.10.jvm=-Xms512m -Xmx512m
blade.10.comment=http-json server, in a JVM of its own
blade.11.id=xmlrpc-server
blade.11.server=local host
blade.11.sut=ServerBlade
blade.11.argument=protocol=xmlrpc option.threads=1024 option.backlog=1024
blade.11.jvm=-Xms512m -Xmx512m
blade.11.comment=xmlrpc server, in a JVM of its own
blade.12.id=soap-jaxws-server
blade.12.server=local host
blade.12.sut=ServerBlade
blade.12.argument=protocol=soap-jaxws option.threads=1024 option.backlog=1024 option.queue=1024
blade.12.jvm=-Xms512m -Xmx512m
blade.12.comment=soap-jaxws server, in a JVM of its own
blade.13.id=soap-axis-server
blade.13.server=local host
blade.13.sut=ServerBlade
blade.13.argument=protocol=soap-axis option.threads=1024 option.backlog=1024 option.queue=1024
blade.13.jvm=-Xms512m -Xmx512m
blade.13.comment=soap-axis server, in a JVM of its own
blade.14.id=clients-a
blade.14.server=agent-a
blade.14.injector=ScenarioRunner
blade.14.argument=scenario=scenarios/scalability-a.xis threads=platform events=histograms
blade.14.comment=ceil(n/2) of the clients
blade.15.id=clients-b
blade.15.server=agent-b
blade.15.injector=ScenarioRunner
blade.15.argument=scenario=scenarios/scalability-b.xis threads=platform events=histograms
blade.15.comment=floor(n/2) of the clients
