#CLIF test plan
# The conformance kit across hosts: every middleware's server on emulated host host-b, and from
# host-a one call of each middleware's conformance sample, the contract's whole field-by-field
# check (some forty calls of every operation and size) over the emulated links. Each call succeeds
# when every answer matches the reference; a failed one names its first mismatches in its comment
# (the loop blade's action file). Needs root.
#   sudo mwbench run test-plans/conformance.ctp
# Servers listen on host-b's address (198.18.0.3) and share host-b's agent JVM: server JVMs, one per
# middleware, all started at once on one core, outlast deploy's 30 s call timeout.
hosts=hosts/two-hosts.hosts
#@each servers
blade.{n}.id={server}-server
blade.{n}.server=host-b
blade.{n}.sut=ServerBlade
blade.{n}.argument=protocol={server}
blade.{n}.comment={server} server on host-b, in host-b's agent JVM, on host-b's address
#@end
blade.{n}.id=conformance
blade.{n}.server=host-a
blade.{n}.injector=LoopRunner
blade.{n}.jvm=-Xms256m -Xmx256m
blade.{n}.argument=scenario=scenarios/conformance.xis warmup=0 steps=1 calls=1
blade.{n}.comment=one client on host-a: one conformance call per middleware, one middleware after the other
