#CLIF test plan
# White-box timing: where each call's time goes. Every middleware with a hook runs with it on at both
# ends (option.whitebox=true on its server blade, whitebox=true on its use), and the loop blade
# calls ping, getItems(32) and echoBytes(10240) on each in turn; each use writes its calls' parts
# (client marshalling, transport plus server, server) to whitebox-<protocol> in the loop blade's
# folder. rmi has no hook: its use asks anyway, and the report says "no hook" for it. ice's hooks
# are its client's alone (an Ice 3.7 reply has no context): its server part is "not seen". The report's
# whitebox table gives the parts' medians and means, and whitebox_transfer the columns of
# Böszörményi et al. 1999's data-transfer test (server time, net transfer, client time), raw TCP
# being the socket reference. Hooks on: do not compare these totals with runs without them.
#   mwbench run test-plans/whitebox.ctp
#   mwbench report last
blade.0.id=tcp-server
blade.0.server=local host
blade.0.sut=ServerBlade
blade.0.argument=protocol=tcp option.whitebox=true
blade.0.jvm=-Xms256m -Xmx256m
blade.0.comment=tcp server, in a JVM of its own, white-box timing on
blade.1.id=corba-jacorb-server
blade.1.server=local host
blade.1.sut=ServerBlade
blade.1.argument=protocol=corba-jacorb option.whitebox=true
blade.1.jvm=-Xms256m -Xmx256m
blade.1.comment=corba-jacorb server, in a JVM of its own, white-box timing on
blade.2.id=corba-glassfish-server
blade.2.server=local host
blade.2.sut=ServerBlade
blade.2.argument=protocol=corba-glassfish option.whitebox=true
blade.2.jvm=-Xms256m -Xmx256m
blade.2.comment=corba-glassfish server, in a JVM of its own, white-box timing on
blade.3.id=corba-openjdk-server
blade.3.server=local host
blade.3.sut=ServerBlade
blade.3.argument=protocol=corba-openjdk option.whitebox=true
blade.3.jvm=-Xms256m -Xmx256m
blade.3.comment=corba-openjdk server, in a JVM of its own, white-box timing on
blade.4.id=grpc-server
blade.4.server=local host
blade.4.sut=ServerBlade
blade.4.argument=protocol=grpc option.whitebox=true
blade.4.jvm=-Xms256m -Xmx256m
blade.4.comment=grpc server, in a JVM of its own, white-box timing on
blade.5.id=grpc-direct-server
blade.5.server=local host
blade.5.sut=ServerBlade
blade.5.argument=protocol=grpc-direct option.whitebox=true
blade.5.jvm=-Xms256m -Xmx256m
blade.5.comment=grpc-direct server, in a JVM of its own, white-box timing on
blade.6.id=http-json-server
blade.6.server=local host
blade.6.sut=ServerBlade
blade.6.argument=protocol=http-json option.whitebox=true
blade.6.jvm=-Xms256m -Xmx256m
blade.6.comment=http-json server, in a JVM of its own, white-box timing on
blade.7.id=soap-jaxws-server
blade.7.server=local host
blade.7.sut=ServerBlade
blade.7.argument=protocol=soap-jaxws option.whitebox=true
blade.7.jvm=-Xms256m -Xmx256m
blade.7.comment=soap-jaxws server, in a JVM of its own, white-box timing on
blade.8.id=soap-axis-server
blade.8.server=local host
blade.8.sut=ServerBlade
blade.8.argument=protocol=soap-axis option.whitebox=true
blade.8.jvm=-Xms256m -Xmx256m
blade.8.comment=soap-axis server, in a JVM of its own, white-box timing on
blade.9.id=rmi-server
blade.9.server=local host
blade.9.sut=ServerBlade
blade.9.argument=protocol=rmi
blade.9.jvm=-Xms256m -Xmx256m
blade.9.comment=rmi server, in a JVM of its own
blade.10.id=whitebox
blade.10.server=local host
blade.10.injector=LoopRunner
blade.10.jvm=-Xms256m -Xmx256m
blade.10.argument=scenario=scenarios/whitebox.xis warmup=500 steps=2 calls=500
blade.10.comment=one client, every middleware in turn, white-box timing on
blade.11.id=xmlrpc-server
blade.11.server=local host
blade.11.sut=ServerBlade
blade.11.argument=protocol=xmlrpc option.whitebox=true
blade.11.jvm=-Xms256m -Xmx256m
blade.11.comment=xmlrpc server, in a JVM of its own, white-box timing on
blade.12.id=rmi-iiop-server
blade.12.server=local host
blade.12.sut=ServerBlade
blade.12.argument=protocol=rmi-iiop option.whitebox=true
blade.12.jvm=-Xms256m -Xmx256m
blade.12.comment=rmi-iiop server, in a JVM of its own, white-box timing on
blade.13.id=ice-server
blade.13.server=local host
blade.13.sut=ServerBlade
blade.13.argument=protocol=ice option.whitebox=true
blade.13.jvm=-Xms256m -Xmx256m
blade.13.comment=ice server, in a JVM of its own; white-box timing accepted, no server hook (an Ice 3.7 reply has no context)
