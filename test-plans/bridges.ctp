#CLIF test plan
# Bridges between middleware (Fatoohi et al.), written by: test-plans/bridge-plan.sh bridges 'soap-jaxws>rmi' 'http-json>corba-jacorb' 'grpc>rmi' 'xmlrpc>ice' 'rmi-iiop>corba-jacorb' 'thrift>rmi' 'dubbo>grpc'
# Pairs: soap-jaxws>rmi http-json>corba-jacorb grpc>rmi xmlrpc>ice rmi-iiop>corba-jacorb thrift>rmi dubbo>grpc; bridge placements: client server third (PLACEMENTS='client server third' COUNTS='warmup=2000 steps=5 calls=1000').
# A client on client-host calls FRONT's server directly, BACK's server directly, and FRONT's
# server of a bridge (BridgeBlade) that calls BACK's server, with the bridge on the client's
# host, on the server's host and on a third host (hosts/bridges.hosts); one loop blade runs
# them one after the other, so the report's table 'Bridges between middleware' compares them
# within one run. Each step is the paper's count of 1000 calls. Needs root for the emulated
# hosts; without it, hosts.fallback=loopback runs every blade on the local host, and the three
# placements are then the same (the run warns).
#   mwbench run test-plans/bridges.ctp
hosts=hosts/bridges.hosts
hosts.fallback=loopback
blade.0.id=soap-jaxws-server
blade.0.server=server-host
blade.0.sut=ServerBlade
blade.0.argument=protocol=soap-jaxws
blade.0.comment=soap-jaxws server on the server's host, called directly and by the bridges forwarding to soap-jaxws
blade.1.id=rmi-server
blade.1.server=server-host
blade.1.sut=ServerBlade
blade.1.argument=protocol=rmi
blade.1.comment=rmi server on the server's host, called directly and by the bridges forwarding to rmi
blade.2.id=http-json-server
blade.2.server=server-host
blade.2.sut=ServerBlade
blade.2.argument=protocol=http-json
blade.2.comment=http-json server on the server's host, called directly and by the bridges forwarding to http-json
blade.3.id=corba-jacorb-server
blade.3.server=server-host
blade.3.sut=ServerBlade
blade.3.argument=protocol=corba-jacorb
blade.3.comment=corba-jacorb server on the server's host, called directly and by the bridges forwarding to corba-jacorb
blade.4.id=grpc-server
blade.4.server=server-host
blade.4.sut=ServerBlade
blade.4.argument=protocol=grpc
blade.4.comment=grpc server on the server's host, called directly and by the bridges forwarding to grpc
blade.5.id=xmlrpc-server
blade.5.server=server-host
blade.5.sut=ServerBlade
blade.5.argument=protocol=xmlrpc
blade.5.comment=xmlrpc server on the server's host, called directly and by the bridges forwarding to xmlrpc
blade.6.id=ice-server
blade.6.server=server-host
blade.6.sut=ServerBlade
blade.6.argument=protocol=ice
blade.6.comment=ice server on the server's host, called directly and by the bridges forwarding to ice
blade.7.id=rmi-iiop-server
blade.7.server=server-host
blade.7.sut=ServerBlade
blade.7.argument=protocol=rmi-iiop
blade.7.comment=rmi-iiop server on the server's host, called directly and by the bridges forwarding to rmi-iiop
blade.8.id=thrift-server
blade.8.server=server-host
blade.8.sut=ServerBlade
blade.8.argument=protocol=thrift
blade.8.comment=thrift server on the server's host, called directly and by the bridges forwarding to thrift
blade.9.id=dubbo-server
blade.9.server=server-host
blade.9.sut=ServerBlade
blade.9.argument=protocol=dubbo
blade.9.comment=dubbo server on the server's host, called directly and by the bridges forwarding to dubbo
blade.10.id=soap-jaxws-to-rmi-on-client-host
blade.10.server=client-host
blade.10.sut=BridgeBlade
blade.10.argument=protocol=soap-jaxws forward=rmi backend=rmi-server
blade.10.comment=bridge from soap-jaxws to rmi on the client host
blade.11.id=soap-jaxws-to-rmi-on-server-host
blade.11.server=server-host
blade.11.sut=BridgeBlade
blade.11.argument=protocol=soap-jaxws forward=rmi backend=rmi-server
blade.11.comment=bridge from soap-jaxws to rmi on the server host
blade.12.id=soap-jaxws-to-rmi-on-third-host
blade.12.server=bridge-host
blade.12.sut=BridgeBlade
blade.12.argument=protocol=soap-jaxws forward=rmi backend=rmi-server
blade.12.comment=bridge from soap-jaxws to rmi on the third host
blade.13.id=http-json-to-corba-jacorb-on-client-host
blade.13.server=client-host
blade.13.sut=BridgeBlade
blade.13.argument=protocol=http-json forward=corba-jacorb backend=corba-jacorb-server
blade.13.comment=bridge from http-json to corba-jacorb on the client host
blade.14.id=http-json-to-corba-jacorb-on-server-host
blade.14.server=server-host
blade.14.sut=BridgeBlade
blade.14.argument=protocol=http-json forward=corba-jacorb backend=corba-jacorb-server
blade.14.comment=bridge from http-json to corba-jacorb on the server host
blade.15.id=http-json-to-corba-jacorb-on-third-host
blade.15.server=bridge-host
blade.15.sut=BridgeBlade
blade.15.argument=protocol=http-json forward=corba-jacorb backend=corba-jacorb-server
blade.15.comment=bridge from http-json to corba-jacorb on the third host
blade.16.id=grpc-to-rmi-on-client-host
blade.16.server=client-host
blade.16.sut=BridgeBlade
blade.16.argument=protocol=grpc forward=rmi backend=rmi-server
blade.16.comment=bridge from grpc to rmi on the client host
blade.17.id=grpc-to-rmi-on-server-host
blade.17.server=server-host
blade.17.sut=BridgeBlade
blade.17.argument=protocol=grpc forward=rmi backend=rmi-server
blade.17.comment=bridge from grpc to rmi on the server host
blade.18.id=grpc-to-rmi-on-third-host
blade.18.server=bridge-host
blade.18.sut=BridgeBlade
blade.18.argument=protocol=grpc forward=rmi backend=rmi-server
blade.18.comment=bridge from grpc to rmi on the third host
blade.19.id=xmlrpc-to-ice-on-client-host
blade.19.server=client-host
blade.19.sut=BridgeBlade
blade.19.argument=protocol=xmlrpc forward=ice backend=ice-server
blade.19.comment=bridge from xmlrpc to ice on the client host
blade.20.id=xmlrpc-to-ice-on-server-host
blade.20.server=server-host
blade.20.sut=BridgeBlade
blade.20.argument=protocol=xmlrpc forward=ice backend=ice-server
blade.20.comment=bridge from xmlrpc to ice on the server host
blade.21.id=xmlrpc-to-ice-on-third-host
blade.21.server=bridge-host
blade.21.sut=BridgeBlade
blade.21.argument=protocol=xmlrpc forward=ice backend=ice-server
blade.21.comment=bridge from xmlrpc to ice on the third host
blade.22.id=rmi-iiop-to-corba-jacorb-on-client-host
blade.22.server=client-host
blade.22.sut=BridgeBlade
blade.22.argument=protocol=rmi-iiop forward=corba-jacorb backend=corba-jacorb-server
blade.22.comment=bridge from rmi-iiop to corba-jacorb on the client host
blade.23.id=rmi-iiop-to-corba-jacorb-on-server-host
blade.23.server=server-host
blade.23.sut=BridgeBlade
blade.23.argument=protocol=rmi-iiop forward=corba-jacorb backend=corba-jacorb-server
blade.23.comment=bridge from rmi-iiop to corba-jacorb on the server host
blade.24.id=rmi-iiop-to-corba-jacorb-on-third-host
blade.24.server=bridge-host
blade.24.sut=BridgeBlade
blade.24.argument=protocol=rmi-iiop forward=corba-jacorb backend=corba-jacorb-server
blade.24.comment=bridge from rmi-iiop to corba-jacorb on the third host
blade.25.id=thrift-to-rmi-on-client-host
blade.25.server=client-host
blade.25.sut=BridgeBlade
blade.25.argument=protocol=thrift forward=rmi backend=rmi-server
blade.25.comment=bridge from thrift to rmi on the client host
blade.26.id=thrift-to-rmi-on-server-host
blade.26.server=server-host
blade.26.sut=BridgeBlade
blade.26.argument=protocol=thrift forward=rmi backend=rmi-server
blade.26.comment=bridge from thrift to rmi on the server host
blade.27.id=thrift-to-rmi-on-third-host
blade.27.server=bridge-host
blade.27.sut=BridgeBlade
blade.27.argument=protocol=thrift forward=rmi backend=rmi-server
blade.27.comment=bridge from thrift to rmi on the third host
blade.28.id=dubbo-to-grpc-on-client-host
blade.28.server=client-host
blade.28.sut=BridgeBlade
blade.28.argument=protocol=dubbo forward=grpc backend=grpc-server
blade.28.comment=bridge from dubbo to grpc on the client host
blade.29.id=dubbo-to-grpc-on-server-host
blade.29.server=server-host
blade.29.sut=BridgeBlade
blade.29.argument=protocol=dubbo forward=grpc backend=grpc-server
blade.29.comment=bridge from dubbo to grpc on the server host
blade.30.id=dubbo-to-grpc-on-third-host
blade.30.server=bridge-host
blade.30.sut=BridgeBlade
blade.30.argument=protocol=dubbo forward=grpc backend=grpc-server
blade.30.comment=bridge from dubbo to grpc on the third host
blade.31.id=client
blade.31.server=client-host
blade.31.injector=LoopRunner
blade.31.jvm=-Xms256m -Xmx256m
blade.31.argument=scenario=scenarios/bridges.xis warmup=2000 steps=5 calls=1000
blade.31.comment=one client: each pair's direct calls, then its bridges, one after the other
