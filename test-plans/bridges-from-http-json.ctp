#CLIF test plan
# Bridges between middleware (Fatoohi et al.), written by: test-plans/bridge-plan.sh bridges-from-http-json '--from' 'http-json'
# Pairs: http-json>tcp http-json>rmi http-json>rmi-iiop http-json>fractal-rmi http-json>corba-jacorb http-json>corba-glassfish http-json>corba-openjdk http-json>ice http-json>grpc http-json>grpc-direct http-json>http-json http-json>xmlrpc http-json>soap-jaxws http-json>soap-axis; bridge placements: third (PLACEMENTS='third' COUNTS='warmup=2000 steps=2 calls=1000').
# A client on client-host calls FRONT's server directly, BACK's server directly, and FRONT's
# server of a bridge (BridgeBlade) that calls BACK's server, with the bridge on the client's
# host, on the server's host and on a third host (hosts/bridges.hosts); one loop blade runs
# them one after the other, so the report's table 'Bridges between middleware' compares them
# within one run. Each step is the paper's count of 1000 calls. Needs root for the emulated
# hosts; without it, hosts.fallback=loopback runs every blade on the local host, and the three
# placements are then the same (the run warns).
#   mwbench run test-plans/bridges-from-http-json.ctp
hosts=hosts/bridges.hosts
hosts.fallback=loopback
blade.0.id=http-json-server
blade.0.server=server-host
blade.0.sut=ServerBlade
blade.0.argument=protocol=http-json
blade.0.comment=http-json server on the server's host, called directly and by the bridges forwarding to http-json
blade.1.id=tcp-server
blade.1.server=server-host
blade.1.sut=ServerBlade
blade.1.argument=protocol=tcp
blade.1.comment=tcp server on the server's host, called directly and by the bridges forwarding to tcp
blade.2.id=rmi-server
blade.2.server=server-host
blade.2.sut=ServerBlade
blade.2.argument=protocol=rmi
blade.2.comment=rmi server on the server's host, called directly and by the bridges forwarding to rmi
blade.3.id=rmi-iiop-server
blade.3.server=server-host
blade.3.sut=ServerBlade
blade.3.argument=protocol=rmi-iiop
blade.3.comment=rmi-iiop server on the server's host, called directly and by the bridges forwarding to rmi-iiop
blade.4.id=fractal-rmi-server
blade.4.server=server-host
blade.4.sut=ServerBlade
blade.4.argument=protocol=fractal-rmi
blade.4.comment=fractal-rmi server on the server's host, called directly and by the bridges forwarding to fractal-rmi
blade.5.id=corba-jacorb-server
blade.5.server=server-host
blade.5.sut=ServerBlade
blade.5.argument=protocol=corba-jacorb
blade.5.comment=corba-jacorb server on the server's host, called directly and by the bridges forwarding to corba-jacorb
blade.6.id=corba-glassfish-server
blade.6.server=server-host
blade.6.sut=ServerBlade
blade.6.argument=protocol=corba-glassfish
blade.6.comment=corba-glassfish server on the server's host, called directly and by the bridges forwarding to corba-glassfish
blade.7.id=corba-openjdk-server
blade.7.server=server-host
blade.7.sut=ServerBlade
blade.7.argument=protocol=corba-openjdk
blade.7.comment=corba-openjdk server on the server's host, called directly and by the bridges forwarding to corba-openjdk
blade.8.id=ice-server
blade.8.server=server-host
blade.8.sut=ServerBlade
blade.8.argument=protocol=ice
blade.8.comment=ice server on the server's host, called directly and by the bridges forwarding to ice
blade.9.id=grpc-server
blade.9.server=server-host
blade.9.sut=ServerBlade
blade.9.argument=protocol=grpc
blade.9.comment=grpc server on the server's host, called directly and by the bridges forwarding to grpc
blade.10.id=grpc-direct-server
blade.10.server=server-host
blade.10.sut=ServerBlade
blade.10.argument=protocol=grpc-direct
blade.10.comment=grpc-direct server on the server's host, called directly and by the bridges forwarding to grpc-direct
blade.11.id=xmlrpc-server
blade.11.server=server-host
blade.11.sut=ServerBlade
blade.11.argument=protocol=xmlrpc
blade.11.comment=xmlrpc server on the server's host, called directly and by the bridges forwarding to xmlrpc
blade.12.id=soap-jaxws-server
blade.12.server=server-host
blade.12.sut=ServerBlade
blade.12.argument=protocol=soap-jaxws
blade.12.comment=soap-jaxws server on the server's host, called directly and by the bridges forwarding to soap-jaxws
blade.13.id=soap-axis-server
blade.13.server=server-host
blade.13.sut=ServerBlade
blade.13.argument=protocol=soap-axis
blade.13.comment=soap-axis server on the server's host, called directly and by the bridges forwarding to soap-axis
blade.14.id=http-json-to-tcp-on-third-host
blade.14.server=bridge-host
blade.14.sut=BridgeBlade
blade.14.argument=protocol=http-json forward=tcp backend=tcp-server
blade.14.comment=bridge from http-json to tcp on the third host
blade.15.id=http-json-to-rmi-on-third-host
blade.15.server=bridge-host
blade.15.sut=BridgeBlade
blade.15.argument=protocol=http-json forward=rmi backend=rmi-server
blade.15.comment=bridge from http-json to rmi on the third host
blade.16.id=http-json-to-rmi-iiop-on-third-host
blade.16.server=bridge-host
blade.16.sut=BridgeBlade
blade.16.argument=protocol=http-json forward=rmi-iiop backend=rmi-iiop-server
blade.16.comment=bridge from http-json to rmi-iiop on the third host
blade.17.id=http-json-to-fractal-rmi-on-third-host
blade.17.server=bridge-host
blade.17.sut=BridgeBlade
blade.17.argument=protocol=http-json forward=fractal-rmi backend=fractal-rmi-server
blade.17.comment=bridge from http-json to fractal-rmi on the third host
blade.18.id=http-json-to-corba-jacorb-on-third-host
blade.18.server=bridge-host
blade.18.sut=BridgeBlade
blade.18.argument=protocol=http-json forward=corba-jacorb backend=corba-jacorb-server
blade.18.comment=bridge from http-json to corba-jacorb on the third host
blade.19.id=http-json-to-corba-glassfish-on-third-host
blade.19.server=bridge-host
blade.19.sut=BridgeBlade
blade.19.argument=protocol=http-json forward=corba-glassfish backend=corba-glassfish-server
blade.19.comment=bridge from http-json to corba-glassfish on the third host
blade.20.id=http-json-to-corba-openjdk-on-third-host
blade.20.server=bridge-host
blade.20.sut=BridgeBlade
blade.20.argument=protocol=http-json forward=corba-openjdk backend=corba-openjdk-server
blade.20.comment=bridge from http-json to corba-openjdk on the third host
blade.21.id=http-json-to-ice-on-third-host
blade.21.server=bridge-host
blade.21.sut=BridgeBlade
blade.21.argument=protocol=http-json forward=ice backend=ice-server
blade.21.comment=bridge from http-json to ice on the third host
blade.22.id=http-json-to-grpc-on-third-host
blade.22.server=bridge-host
blade.22.sut=BridgeBlade
blade.22.argument=protocol=http-json forward=grpc backend=grpc-server
blade.22.comment=bridge from http-json to grpc on the third host
blade.23.id=http-json-to-grpc-direct-on-third-host
blade.23.server=bridge-host
blade.23.sut=BridgeBlade
blade.23.argument=protocol=http-json forward=grpc-direct backend=grpc-direct-server
blade.23.comment=bridge from http-json to grpc-direct on the third host
blade.24.id=http-json-to-http-json-on-third-host
blade.24.server=bridge-host
blade.24.sut=BridgeBlade
blade.24.argument=protocol=http-json forward=http-json backend=http-json-server
blade.24.comment=bridge from http-json to http-json on the third host
blade.25.id=http-json-to-xmlrpc-on-third-host
blade.25.server=bridge-host
blade.25.sut=BridgeBlade
blade.25.argument=protocol=http-json forward=xmlrpc backend=xmlrpc-server
blade.25.comment=bridge from http-json to xmlrpc on the third host
blade.26.id=http-json-to-soap-jaxws-on-third-host
blade.26.server=bridge-host
blade.26.sut=BridgeBlade
blade.26.argument=protocol=http-json forward=soap-jaxws backend=soap-jaxws-server
blade.26.comment=bridge from http-json to soap-jaxws on the third host
blade.27.id=http-json-to-soap-axis-on-third-host
blade.27.server=bridge-host
blade.27.sut=BridgeBlade
blade.27.argument=protocol=http-json forward=soap-axis backend=soap-axis-server
blade.27.comment=bridge from http-json to soap-axis on the third host
blade.28.id=client
blade.28.server=client-host
blade.28.injector=LoopRunner
blade.28.jvm=-Xms256m -Xmx256m
blade.28.argument=scenario=scenarios/bridges-from-http-json.xis warmup=2000 steps=2 calls=1000
blade.28.comment=one client: each pair's direct calls, then its bridges, one after the other
