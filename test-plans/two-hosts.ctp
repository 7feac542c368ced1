#CLIF test plan
# A client on one emulated host calls a raw TCP server on another, over a 100 Mbit/s link
# with an MTU of 1500 (hosts/two-hosts.hosts). Needs root: mwbench run creates the network
# namespaces, starts one agent in each, and removes everything at the end.
#   mwbench run test-plans/two-hosts.ctp
hosts=hosts/two-hosts.hosts
blade.0.id=tcp-server
blade.0.server=host-b
blade.0.sut=ServerBlade
blade.0.argument=protocol=tcp bind=198.18.0.3
blade.0.comment=host-b's address: the client reaches it only through the emulated links
blade.1.id=client
blade.1.server=host-a
blade.1.injector=ScenarioRunner
blade.1.argument=scenario=scenarios/two-hosts-ping.xis
blade.1.comment=2 users pinging the tcp server for 5 s
