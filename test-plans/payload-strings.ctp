#CLIF test plan
# Seed 000's string payloads: 64, 512, 4096 and 8192 ISO-Latin characters, on every middleware in turn; one iteration calls each size once, and each
# size is its own action type, so the quick statistics show one row per middleware and size.
#   mwbench run test-plans/payload-strings.ctp [--series N]
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
blade.8.id=payload-strings
blade.8.server=local host
blade.8.injector=LoopRunner
blade.8.argument=scenario=scenarios/payload-strings.xis warmup=500 steps=5 calls=200
blade.8.comment=one client, every middleware in turn
