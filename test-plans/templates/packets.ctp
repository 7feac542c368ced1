#CLIF test plan
# Gray 2005's packets and bytes on the wire: every middleware's getString(64..8192), getItems(4, 32)
# and getCustomers(rep-7, 1..16), from a client on emulated host host-a to servers on host-b, over
# links with an MTU of 1500 (hosts/packets.hosts). Each behavior is one payload of one middleware,
# so the loop blade's link file counts the client host's link per sample, beside its wire-<protocol>
# socket counts. Needs root.
#   sudo mwbench run test-plans/packets.ctp      then mwbench report on its folder: the packets table
# Servers listen on host-b's address (198.18.0.3), as every server blade listens on its agent's. They
# share host-b's agent JVM: server JVMs, one per middleware, all started at once on one core, outlast deploy's 30 s
# call timeout (raise it with --call-timeout to give each its own with blade.N.jvm).
hosts=hosts/packets.hosts
#@each servers
blade.{n}.id={server}-server
blade.{n}.server=host-b
blade.{n}.sut=ServerBlade
blade.{n}.argument=protocol={server}
blade.{n}.comment={server} server on host-b, in host-b's agent JVM, on host-b's address
#@end
blade.{n}.id=packets
blade.{n}.server=host-a
blade.{n}.injector=LoopRunner
blade.{n}.argument=scenario=scenarios/packets.xis warmup=50 steps=1 calls=200
blade.{n}.comment=one client on host-a, one behavior per middleware and payload, counting the link
