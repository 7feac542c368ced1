#CLIF test plan
# Demarey et al. 2004's latency benchmark with each server in the injector's JVM: the servers have
# no blade.N.jvm, so they run in the agent's JVM, beside the loop blade. Calls still go
# through each middleware's stack and loopback sockets, unless the middleware itself
# short-cuts collocated calls. Compare with latency-ping.ctp.
#   mwbench run test-plans/collocated-ping.ctp
#@each servers
blade.{n}.id={server}-server
blade.{n}.server=local host
blade.{n}.sut=ServerBlade
blade.{n}.argument=protocol={server}
blade.{n}.comment={server} server, in the injector's JVM
#@end
blade.{n}.id=latency
blade.{n}.server=local host
blade.{n}.injector=LoopRunner
blade.{n}.argument=scenario=scenarios/latency-ping.xis warmup=1000 steps=10 calls=500
blade.{n}.comment=one client, every middleware in turn, servers in this JVM
