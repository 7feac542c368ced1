#CLIF test plan
# Large replies across emulated hosts behind 100 Mbit/s links (hosts/bandwidth-100mbit.hosts):
# echoBytes(64 KB) and getCustomers(rep-7, 16) on every middleware. Run both bandwidth plans and compare:
#   sudo mwbench run test-plans/bandwidth-uncapped.ctp; sudo mwbench run test-plans/bandwidth-capped.ctp
#   mwbench report report/bandwidth-uncapped_... report/bandwidth-capped_...
# Servers listen on host-b's address (198.18.0.3), as every server blade listens on its agent's. They
# share host-b's agent JVM: server JVMs, one per middleware, all started at once on one core, outlast deploy's 30 s
# call timeout (raise it with --call-timeout to give each its own with blade.N.jvm). Needs root.
hosts=hosts/bandwidth-100mbit.hosts
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
blade.{n}.argument=scenario=scenarios/bandwidth.xis warmup=20 steps=1 calls=100
blade.{n}.comment=one client on host-a, one behavior per middleware and payload, counting the link
