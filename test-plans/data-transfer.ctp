#CLIF test plan
# The data transfer of Böszörményi et al. 1999 on every middleware, one after the other: 10 KB
# sent as a sequence of shorts (echoShorts, 5120 shorts there and 5120 back), with raw TCP as
# the socket reference (2 bytes a short). Per middleware, X warm-up calls, then S steps of I
# calls, the mean of each step in the loop blade's 'steps' file and the bytes on the wire per
# call in its wire-PROTOCOL files. Each server runs in a JVM of its own (blade.N.jvm) and is
# stopped when the loop is done; the two C++ servers (the last blades) are processes of their
# own, children of the agent's JVM. The blades are latency-ping.ctp's; only the scenario differs.
#   mwbench run test-plans/data-transfer.ctp                  one series, the defaults
#   mwbench run test-plans/data-transfer.ctp --series 10      N=10 series
# X, S and I are the loop blade's warmup=, steps= and calls=; the defaults (X=200, S=10, I=50)
# finish in a few minutes, the text encodings (XML-RPC, SOAP) taking most of it.
blade.0.id=tcp-server
blade.0.server=local host
blade.0.sut=ServerBlade
blade.0.argument=protocol=tcp
blade.0.jvm=-Xms256m -Xmx256m
blade.0.comment=tcp server, in a JVM of its own
blade.1.id=rmi-server
blade.1.server=local host
blade.1.sut=ServerBlade
blade.1.argument=protocol=rmi
blade.1.jvm=-Xms256m -Xmx256m
blade.1.comment=rmi server, in a JVM of its own
blade.2.id=rmi-iiop-server
blade.2.server=local host
blade.2.sut=ServerBlade
blade.2.argument=protocol=rmi-iiop
blade.2.jvm=-Xms256m -Xmx256m
blade.2.comment=rmi-iiop server, in a JVM of its own
blade.3.id=fractal-rmi-server
blade.3.server=local host
blade.3.sut=ServerBlade
blade.3.argument=protocol=fractal-rmi
blade.3.jvm=-Xms256m -Xmx256m
blade.3.comment=fractal-rmi server, in a JVM of its own
blade.4.id=corba-jacorb-server
blade.4.server=local host
blade.4.sut=ServerBlade
blade.4.argument=protocol=corba-jacorb
blade.4.jvm=-Xms256m -Xmx256m
blade.4.comment=corba-jacorb server, in a JVM of its own
blade.5.id=corba-glassfish-server
blade.5.server=local host
blade.5.sut=ServerBlade
blade.5.argument=protocol=corba-glassfish
blade.5.jvm=-Xms256m -Xmx256m
blade.5.comment=corba-glassfish server, in a JVM of its own
blade.6.id=corba-openjdk-server
blade.6.server=local host
blade.6.sut=ServerBlade
blade.6.argument=protocol=corba-openjdk
blade.6.jvm=-Xms256m -Xmx256m
blade.6.comment=corba-openjdk server, in a JVM of its own
blade.7.id=ice-server
blade.7.server=local host
blade.7.sut=ServerBlade
blade.7.argument=protocol=ice
blade.7.jvm=-Xms256m -Xmx256m
blade.7.comment=ice server, in a JVM of its own
blade.8.id=grpc-server
blade.8.server=local host
blade.8.sut=ServerBlade
blade.8.argument=protocol=grpc
blade.8.jvm=-Xms256m -Xmx256m
blade.8.comment=grpc server, in a JVM of its own
blade.9.id=grpc-direct-server
blade.9.server=local host
blade.9.sut=ServerBlade
blade.9.argument=protocol=grpc-direct
blade.9.jvm=-Xms256m -Xmx256m
blade.9.comment=grpc-direct server, in a JVM of its own
blade.10.id=http-json-server
blade.10.server=local host
blade.10.sut=ServerBlade
blade.10.argument=protocol=http-json
blade.10.jvm=-Xms256m -Xmx256m
blade.10.comment=http-json server, in a JVM of its own
blade.11.id=xmlrpc-server
blade.11.server=local host
blade.11.sut=ServerBlade
blade.11.argument=protocol=xmlrpc
blade.11.jvm=-Xms256m -Xmx256m
blade.11.comment=xmlrpc server, in a JVM of its own
blade.12.id=soap-jaxws-server
blade.12.server=local host
blade.12.sut=ServerBlade
blade.12.argument=protocol=soap-jaxws
blade.12.jvm=-Xms256m -Xmx256m
blade.12.comment=soap-jaxws server, in a JVM of its own
blade.13.id=soap-axis-server
blade.13.server=local host
blade.13.sut=ServerBlade
blade.13.argument=protocol=soap-axis
blade.13.jvm=-Xms256m -Xmx256m
blade.13.comment=soap-axis server, in a JVM of its own
blade.14.id=transfer
blade.14.server=local host
blade.14.injector=LoopRunner
blade.14.argument=scenario=scenarios/data-transfer.xis warmup=200 steps=10 calls=50
blade.14.comment=one client, every middleware in turn
blade.15.id=ejb-openejb-server
blade.15.server=local host
blade.15.sut=ServerBlade
blade.15.argument=protocol=ejb-openejb
blade.15.jvm=-Xms256m -Xmx256m
blade.15.comment=EJB container (OpenEJB), in a JVM of its own: Table 3's container over plain RMI
blade.16.id=corba-omniorb-server
blade.16.server=local host
blade.16.sut=ServerBlade
blade.16.argument=protocol=corba-omniorb
blade.16.comment=omniORB (C++) server, a native child of the agent's JVM (its own process: no JVM of its own needed)
blade.17.id=ice-cpp-server
blade.17.server=local host
blade.17.sut=ServerBlade
blade.17.argument=protocol=ice-cpp
blade.17.comment=Ice C++ server, a native child of the agent's JVM (its own process: no JVM of its own needed)
