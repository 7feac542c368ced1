#CLIF test plan
# Large replies across emulated hosts behind 100 Mbit/s links (hosts/bandwidth-100mbit.hosts):
# echoBytes(64 KB) and getCustomers(rep-7, 16) on every middleware. Run both bandwidth plans and compare:
#   sudo mwbench run test-plans/bandwidth-uncapped.ctp; sudo mwbench run test-plans/bandwidth-capped.ctp
#   mwbench report report/bandwidth-uncapped_... report/bandwidth-capped_...
# Servers listen on host-b's address (198.18.0.3), as every server blade listens on its agent's. They
# share host-b's agent JVM: server JVMs, one per middleware, all started at once on one core, outlast deploy's 30 s
# call timeout (raise it with --call-timeout to give each its own with blade.N.jvm). Needs root.
hosts=hosts/bandwidth-100mbit.hosts
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
blade.14.id=packets
blade.14.server=host-a
blade.14.injector=LoopRunner
blade.14.argument=scenario=scenarios/bandwidth.xis warmup=20 steps=1 calls=100
blade.14.comment=one client on host-a, one behavior per middleware and payload, counting the link
