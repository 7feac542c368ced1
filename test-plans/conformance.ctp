#CLIF test plan
# The conformance kit across hosts: every middleware's server on emulated host host-b, and from
# host-a one call of each middleware's conformance sample, the contract's whole field-by-field
# check (some forty calls of every operation and size) over the emulated links. Each call succeeds
# when every answer matches the reference; a failed one names its first mismatches in its comment
# (the loop blade's action file). Needs root.
#   sudo mwbench run test-plans/conformance.ctp
# Servers listen on host-b's address (198.18.0.3) and share host-b's agent JVM: server JVMs, one per
# middleware, all started at once on one core, outlast deploy's 30 s call timeout.
hosts=hosts/two-hosts.hosts
blade.0.id=tcp-server
blade.0.server=host-b
blade.0.sut=ServerBlade
blade.0.argument=protocol=tcp
blade.0.comment=tcp server on host-b, in host-b's agent JVM, on host-b's address
blade.1.id=rmi-server
blade.1.server=host-b
blade.1.sut=ServerBlade
blade.1.argument=protocol=rmi
blade.1.comment=rmi server on host-b, in host-b's agent JVM, on host-b's address
blade.2.id=rmi-iiop-server
blade.2.server=host-b
blade.2.sut=ServerBlade
blade.2.argument=protocol=rmi-iiop
blade.2.comment=rmi-iiop server on host-b, in host-b's agent JVM, on host-b's address
blade.3.id=fractal-rmi-server
blade.3.server=host-b
blade.3.sut=ServerBlade
blade.3.argument=protocol=fractal-rmi
blade.3.comment=fractal-rmi server on host-b, in host-b's agent JVM, on host-b's address
blade.4.id=corba-jacorb-server
blade.4.server=host-b
blade.4.sut=ServerBlade
blade.4.argument=protocol=corba-jacorb
blade.4.comment=corba-jacorb server on host-b, in host-b's agent JVM, on host-b's address
blade.5.id=corba-glassfish-server
blade.5.server=host-b
blade.5.sut=ServerBlade
blade.5.argument=protocol=corba-glassfish
blade.5.comment=corba-glassfish server on host-b, in host-b's agent JVM, on host-b's address
blade.6.id=corba-openjdk-server
blade.6.server=host-b
blade.6.sut=ServerBlade
blade.6.argument=protocol=corba-openjdk
blade.6.comment=corba-openjdk server on host-b, in host-b's agent JVM, on host-b's address
blade.7.id=ice-server
blade.7.server=host-b
blade.7.sut=ServerBlade
blade.7.argument=protocol=ice
blade.7.comment=ice server on host-b, in host-b's agent JVM, on host-b's address
blade.8.id=grpc-server
blade.8.server=host-b
blade.8.sut=ServerBlade
blade.8.argument=protocol=grpc
blade.8.comment=grpc server on host-b, in host-b's agent JVM, on host-b's address
blade.9.id=grpc-direct-server
blade.9.server=host-b
blade.9.sut=ServerBlade
blade.9.argument=protocol=grpc-direct
blade.9.comment=grpc-direct server on host-b, in host-b's agent JVM, on host-b's address
blade.10.id=http-json-server
blade.10.server=host-b
blade.10.sut=ServerBlade
blade.10.argument=protocol=http-json
blade.10.comment=http-json server on host-b, in host-b's agent JVM, on host-b's address
blade.11.id=xmlrpc-server
blade.11.server=host-b
blade.11.sut=ServerBlade
blade.11.argument=protocol=xmlrpc
blade.11.comment=xmlrpc server on host-b, in host-b's agent JVM, on host-b's address
blade.12.id=soap-jaxws-server
blade.12.server=host-b
blade.12.sut=ServerBlade
blade.12.argument=protocol=soap-jaxws
blade.12.comment=soap-jaxws server on host-b, in host-b's agent JVM, on host-b's address
blade.13.id=soap-axis-server
blade.13.server=host-b
blade.13.sut=ServerBlade
blade.13.argument=protocol=soap-axis
blade.13.comment=soap-axis server on host-b, in host-b's agent JVM, on host-b's address
blade.14.id=conformance
blade.14.server=host-a
blade.14.injector=LoopRunner
blade.14.jvm=-Xms256m -Xmx256m
blade.14.argument=scenario=scenarios/conformance.xis warmup=0 steps=1 calls=1
blade.14.comment=one client on host-a: one conformance call per middleware, one middleware after the other
blade.15.id=ejb-openejb-server
blade.15.server=host-b
blade.15.sut=ServerBlade
blade.15.argument=protocol=ejb-openejb
blade.15.comment=EJB container (OpenEJB) on host-b, in host-b's agent JVM, on host-b's address
blade.16.id=corba-omniorb-server
blade.16.server=host-b
blade.16.sut=ServerBlade
blade.16.argument=protocol=corba-omniorb
blade.16.comment=omniORB (C++) server on host-b, a native child of host-b's agent JVM, on host-b's address
blade.17.id=ice-cpp-server
blade.17.server=host-b
blade.17.sut=ServerBlade
blade.17.argument=protocol=ice-cpp
blade.17.comment=Ice C++ server on host-b, a native child of host-b's agent JVM, on host-b's address
