#CLIF test plan
# Demarey et al. 2004's latency benchmark (latency-ping.ctp) twice over, one host against two: every
# middleware has a server on host-a, the client's own emulated host, and one on host-b,
# reached over the emulated links (hosts/two-hosts.hosts: one core and a 100 Mbit/s link
# each, like the single-CPU hosts of Demarey et al. 2004). One loop client on host-a pings each
# middleware on its own host, then on the other, so that the two placements of a
# middleware are measured minutes apart at most. The client runs in a JVM of its own; the
# servers of a host share its agent's JVM (a server JVM per middleware on one core would not start
# within a deploy call's 30 s). Each server listens on its host's address (198.18.0.2 or
# 198.18.0.3), which its endpoint names.
# Needs root: mwbench run creates the network namespaces, starts one agent in each, and
# removes everything at the end.
#   mwbench run test-plans/two-hosts.ctp
# The report's table 'One host against two' puts the two side by side per middleware.
# X, S and I are the loop blade's warmup=, steps= and calls=. The defaults (X=500, S=5,
# I=200) run the whole plan in about a minute and a half on 2 cores; Demarey et al. 2004's figures are
# warmup=10000 steps=20 calls=500, with --series 50.
hosts=hosts/two-hosts.hosts
blade.0.id=tcp-same-host
blade.0.server=host-a
blade.0.sut=ServerBlade
blade.0.argument=protocol=tcp
blade.0.comment=tcp server on the client's host: calls stay on its loopback
blade.1.id=tcp-other-host
blade.1.server=host-b
blade.1.sut=ServerBlade
blade.1.argument=protocol=tcp
blade.1.comment=tcp server on the other host: calls cross the emulated links
blade.2.id=rmi-same-host
blade.2.server=host-a
blade.2.sut=ServerBlade
blade.2.argument=protocol=rmi
blade.2.comment=rmi server on the client's host: calls stay on its loopback
blade.3.id=rmi-other-host
blade.3.server=host-b
blade.3.sut=ServerBlade
blade.3.argument=protocol=rmi
blade.3.comment=rmi server on the other host: calls cross the emulated links
blade.4.id=rmi-iiop-same-host
blade.4.server=host-a
blade.4.sut=ServerBlade
blade.4.argument=protocol=rmi-iiop
blade.4.comment=rmi-iiop server on the client's host: calls stay on its loopback
blade.5.id=rmi-iiop-other-host
blade.5.server=host-b
blade.5.sut=ServerBlade
blade.5.argument=protocol=rmi-iiop
blade.5.comment=rmi-iiop server on the other host: calls cross the emulated links
blade.6.id=fractal-rmi-same-host
blade.6.server=host-a
blade.6.sut=ServerBlade
blade.6.argument=protocol=fractal-rmi
blade.6.comment=fractal-rmi server on the client's host: calls stay on its loopback
blade.7.id=fractal-rmi-other-host
blade.7.server=host-b
blade.7.sut=ServerBlade
blade.7.argument=protocol=fractal-rmi
blade.7.comment=fractal-rmi server on the other host: calls cross the emulated links
blade.8.id=corba-jacorb-same-host
blade.8.server=host-a
blade.8.sut=ServerBlade
blade.8.argument=protocol=corba-jacorb
blade.8.comment=corba-jacorb server on the client's host: calls stay on its loopback
blade.9.id=corba-jacorb-other-host
blade.9.server=host-b
blade.9.sut=ServerBlade
blade.9.argument=protocol=corba-jacorb
blade.9.comment=corba-jacorb server on the other host: calls cross the emulated links
blade.10.id=corba-glassfish-same-host
blade.10.server=host-a
blade.10.sut=ServerBlade
blade.10.argument=protocol=corba-glassfish
blade.10.comment=corba-glassfish server on the client's host: calls stay on its loopback
blade.11.id=corba-glassfish-other-host
blade.11.server=host-b
blade.11.sut=ServerBlade
blade.11.argument=protocol=corba-glassfish
blade.11.comment=corba-glassfish server on the other host: calls cross the emulated links
blade.12.id=corba-openjdk-same-host
blade.12.server=host-a
blade.12.sut=ServerBlade
blade.12.argument=protocol=corba-openjdk
blade.12.comment=corba-openjdk server on the client's host: calls stay on its loopback
blade.13.id=corba-openjdk-other-host
blade.13.server=host-b
blade.13.sut=ServerBlade
blade.13.argument=protocol=corba-openjdk
blade.13.comment=corba-openjdk server on the other host: calls cross the emulated links
blade.14.id=ice-same-host
blade.14.server=host-a
blade.14.sut=ServerBlade
blade.14.argument=protocol=ice
blade.14.comment=ice server on the client's host: calls stay on its loopback
blade.15.id=ice-other-host
blade.15.server=host-b
blade.15.sut=ServerBlade
blade.15.argument=protocol=ice
blade.15.comment=ice server on the other host: calls cross the emulated links
blade.16.id=grpc-same-host
blade.16.server=host-a
blade.16.sut=ServerBlade
blade.16.argument=protocol=grpc
blade.16.comment=grpc server on the client's host: calls stay on its loopback
blade.17.id=grpc-other-host
blade.17.server=host-b
blade.17.sut=ServerBlade
blade.17.argument=protocol=grpc
blade.17.comment=grpc server on the other host: calls cross the emulated links
blade.18.id=grpc-direct-same-host
blade.18.server=host-a
blade.18.sut=ServerBlade
blade.18.argument=protocol=grpc-direct
blade.18.comment=grpc-direct server on the client's host: calls stay on its loopback
blade.19.id=grpc-direct-other-host
blade.19.server=host-b
blade.19.sut=ServerBlade
blade.19.argument=protocol=grpc-direct
blade.19.comment=grpc-direct server on the other host: calls cross the emulated links
blade.20.id=http-json-same-host
blade.20.server=host-a
blade.20.sut=ServerBlade
blade.20.argument=protocol=http-json
blade.20.comment=http-json server on the client's host: calls stay on its loopback
blade.21.id=http-json-other-host
blade.21.server=host-b
blade.21.sut=ServerBlade
blade.21.argument=protocol=http-json
blade.21.comment=http-json server on the other host: calls cross the emulated links
blade.22.id=xmlrpc-same-host
blade.22.server=host-a
blade.22.sut=ServerBlade
blade.22.argument=protocol=xmlrpc
blade.22.comment=xmlrpc server on the client's host: calls stay on its loopback
blade.23.id=xmlrpc-other-host
blade.23.server=host-b
blade.23.sut=ServerBlade
blade.23.argument=protocol=xmlrpc
blade.23.comment=xmlrpc server on the other host: calls cross the emulated links
blade.24.id=soap-jaxws-same-host
blade.24.server=host-a
blade.24.sut=ServerBlade
blade.24.argument=protocol=soap-jaxws
blade.24.comment=soap-jaxws server on the client's host: calls stay on its loopback
blade.25.id=soap-jaxws-other-host
blade.25.server=host-b
blade.25.sut=ServerBlade
blade.25.argument=protocol=soap-jaxws
blade.25.comment=soap-jaxws server on the other host: calls cross the emulated links
blade.26.id=soap-axis-same-host
blade.26.server=host-a
blade.26.sut=ServerBlade
blade.26.argument=protocol=soap-axis
blade.26.comment=soap-axis server on the client's host: calls stay on its loopback
blade.27.id=soap-axis-other-host
blade.27.server=host-b
blade.27.sut=ServerBlade
blade.27.argument=protocol=soap-axis
blade.27.comment=soap-axis server on the other host: calls cross the emulated links
blade.28.id=latency
blade.28.server=host-a
blade.28.injector=LoopRunner
blade.28.jvm=-Xms256m -Xmx256m
blade.28.argument=scenario=scenarios/two-hosts-ping.xis warmup=500 steps=5 calls=200
blade.28.comment=one client, every middleware on its own host then on the other
blade.29.id=ejb-openejb-same-host
blade.29.server=host-a
blade.29.sut=ServerBlade
blade.29.argument=protocol=ejb-openejb
blade.29.comment=EJB container (OpenEJB) on the client's host: calls stay on its loopback
blade.30.id=ejb-openejb-other-host
blade.30.server=host-b
blade.30.sut=ServerBlade
blade.30.argument=protocol=ejb-openejb
blade.30.comment=EJB container (OpenEJB) on the other host: calls cross the emulated links
blade.31.id=corba-omniorb-same-host
blade.31.server=host-a
blade.31.sut=ServerBlade
blade.31.argument=protocol=corba-omniorb
blade.31.comment=omniORB (C++) server on the client's host: calls stay on its loopback, a native child of its host's agent JVM
blade.32.id=corba-omniorb-other-host
blade.32.server=host-b
blade.32.sut=ServerBlade
blade.32.argument=protocol=corba-omniorb
blade.32.comment=omniORB (C++) server on the other host: calls cross the emulated links, a native child of its host's agent JVM
blade.33.id=ice-cpp-same-host
blade.33.server=host-a
blade.33.sut=ServerBlade
blade.33.argument=protocol=ice-cpp
blade.33.comment=Ice C++ server on the client's host: calls stay on its loopback, a native child of its host's agent JVM
blade.34.id=ice-cpp-other-host
blade.34.server=host-b
blade.34.sut=ServerBlade
blade.34.argument=protocol=ice-cpp
blade.34.comment=Ice C++ server on the other host: calls cross the emulated links, a native child of its host's agent JVM
