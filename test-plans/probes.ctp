#CLIF test plan
# CLIF's probe blades beside a latency run: a loop client pings a tcp server, then an rmi
# server (each in a JVM of its own), while probes sample the host's CPU, memory and loopback
# traffic, and the JVMs of the tcp server and of the agent. A probe's argument is CLIF's:
# the polling period in ms, the duration in s (0: until the injectors are done; the
# supervisor stops probes with the servers), then the family's extra (a network interface,
# a disk device, or for jvm the server blade whose JVM to watch; none: the agent's JVM).
# Each probe stores a 'probe' file (date, then its figures) and a 'probe-cost' file (its own
# CPU per sample); the report plots the probes against the run's timeline, warm-up shaded.
#   mwbench run test-plans/probes.ctp
blade.0.id=tcp-server
blade.0.server=local host
blade.0.sut=ServerBlade
blade.0.argument=protocol=tcp
blade.0.jvm=-Xms128m -Xmx128m
blade.0.comment=tcp server, in a JVM of its own
blade.1.id=rmi-server
blade.1.server=local host
blade.1.sut=ServerBlade
blade.1.argument=protocol=rmi
blade.1.jvm=-Xms128m -Xmx128m
blade.1.comment=rmi server, in a JVM of its own
blade.2.id=latency
blade.2.server=local host
blade.2.injector=LoopRunner
blade.2.argument=scenario=scenarios/probes.xis warmup=5000 steps=10 calls=5000
blade.2.comment=one client, tcp then rmi
blade.3.id=host-cpu
blade.3.server=local host
blade.3.probe=cpu
blade.3.argument=500 0
blade.3.comment=the host's CPU, every 500 ms
blade.4.id=host-memory
blade.4.server=local host
blade.4.probe=memory
blade.4.argument=1000 0
blade.4.comment=the host's memory, every second
blade.5.id=loopback
blade.5.server=local host
blade.5.probe=network
blade.5.argument=500 0 lo
blade.5.comment=the loopback interface the calls cross, every 500 ms
blade.6.id=tcp-server-jvm
blade.6.server=local host
blade.6.probe=jvm
blade.6.argument=500 0 tcp-server
blade.6.comment=the tcp server's JVM (heap, GC, threads, classes, CPU), every 500 ms
blade.7.id=agent-jvm
blade.7.server=local host
blade.7.probe=jvm
blade.7.argument=1000 0
blade.7.comment=the agent's own JVM, which hosts the loop client
