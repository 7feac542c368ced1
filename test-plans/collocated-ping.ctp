#CLIF test plan
# Demarey et al. 2004's latency benchmark with each server in the injector's JVM: the servers have
# no blade.N.jvm, so they run in the agent's JVM, beside the loop blade. Calls still go
# through each middleware's stack and loopback sockets, unless the middleware itself
# short-cuts collocated calls. Compare with latency-ping.ctp.
#   mwbench run test-plans/collocated-ping.ctp
blade.0.id=tcp-server
blade.0.server=local host
blade.0.sut=ServerBlade
blade.0.argument=protocol=tcp
blade.0.comment=tcp server, in the injector's JVM
blade.1.id=rmi-server
blade.1.server=local host
blade.1.sut=ServerBlade
blade.1.argument=protocol=rmi
blade.1.comment=rmi server, in the injector's JVM
blade.2.id=rmi-iiop-server
blade.2.server=local host
blade.2.sut=ServerBlade
blade.2.argument=protocol=rmi-iiop
blade.2.comment=rmi-iiop server, in the injector's JVM
blade.3.id=fractal-rmi-server
blade.3.server=local host
blade.3.sut=ServerBlade
blade.3.argument=protocol=fractal-rmi
blade.3.comment=fractal-rmi server, in the injector's JVM
blade.4.id=corba-jacorb-server
blade.4.server=local host
blade.4.sut=ServerBlade
blade.4.argument=protocol=corba-jacorb
blade.4.comment=corba-jacorb server, in the injector's JVM
blade.5.id=corba-glassfish-server
blade.5.server=local host
blade.5.sut=ServerBlade
blade.5.argument=protocol=corba-glassfish
blade.5.comment=corba-glassfish server, in the injector's JVM
blade.6.id=corba-openjdk-server
blade.6.server=local host
blade.6.sut=ServerBlade
blade.6.argument=protocol=corba-openjdk
blade.6.comment=corba-openjdk server, in the injector's JVM
blade.7.id=ice-server
blade.7.server=local host
blade.7.sut=ServerBlade
blade.7.argument=protocol=ice
blade.7.comment=ice server, in the injector's JVM
blade.8.id=grpc-server
blade.8.server=local host
blade.8.sut=ServerBlade
blade.8.argument=protocol=grpc
blade.8.comment=grpc server, in the injector's JVM
blade.9.id=grpc-direct-server
blade.9.server=local host
blade.9.sut=ServerBlade
blade.9.argument=protocol=grpc-direct
blade.9.comment=grpc-direct server, in the injector's JVM
blade.10.id=http-json-server
blade.10.server=local host
blade.10.sut=ServerBlade
blade.10.argument=protocol=http-json
blade.10.comment=http-json server, in the injector's JVM
blade.11.id=xmlrpc-server
blade.11.server=local host
blade.11.sut=ServerBlade
blade.11.argument=protocol=xmlrpc
blade.11.comment=xmlrpc server, in the injector's JVM
blade.12.id=soap-jaxws-server
blade.12.server=local host
blade.12.sut=ServerBlade
blade.12.argument=protocol=soap-jaxws
blade.12.comment=soap-jaxws server, in the injector's JVM
blade.13.id=soap-axis-server
blade.13.server=local host
blade.13.sut=ServerBlade
blade.13.argument=protocol=soap-axis
blade.13.comment=soap-axis server, in the injector's JVM
blade.14.id=latency
blade.14.server=local host
blade.14.injector=LoopRunner
blade.14.argument=scenario=scenarios/latency-ping.xis warmup=1000 steps=10 calls=500
blade.14.comment=one client, every middleware in turn, servers in this JVM
