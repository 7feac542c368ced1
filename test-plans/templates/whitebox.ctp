#CLIF test plan
# White-box timing: where each call's time goes. Every middleware with a hook runs with it on at both
# ends (option.whitebox=true on its server blade, whitebox=true on its use), and the loop blade
# calls ping, getItems(32) and echoBytes(10240) on each in turn; each use writes its calls' parts
# (client marshalling, transport plus server, server) to whitebox-<protocol> in the loop blade's
# folder. rmi has no hook: its use asks anyway, and the report says "no hook" for it. ice's hooks
# are its client's alone (an Ice 3.7 reply has no context): its server part is "not seen". The report's
# whitebox table gives the parts' medians and means, and whitebox_transfer the columns of
# Böszörményi et al. 1999's data-transfer test (server time, net transfer, client time), raw TCP
# being the socket reference. Hooks on: do not compare these totals with runs without them.
#   mwbench run test-plans/whitebox.ctp
#   mwbench report last
#@each whitebox-servers
blade.{n}.id={server}-server
blade.{n}.server=local host
blade.{n}.sut=ServerBlade
blade.{n}.argument=protocol={server} option.whitebox=true
#@jvm blade.{n}.jvm=-Xms256m -Xmx256m
#@jvm blade.{n}.comment={server} server, in a JVM of its own, white-box timing on
#@native blade.{n}.comment={server} server, a native child of the agent's JVM (its own process: no JVM of its own needed)
#@end
blade.{n}.id=whitebox
blade.{n}.server=local host
blade.{n}.injector=LoopRunner
blade.{n}.jvm=-Xms256m -Xmx256m
blade.{n}.argument=scenario=scenarios/whitebox.xis warmup=500 steps=2 calls=500
blade.{n}.comment=one client, every middleware in turn, white-box timing on
blade.{n}.id=rmi-server
blade.{n}.server=local host
blade.{n}.sut=ServerBlade
blade.{n}.argument=protocol=rmi
blade.{n}.jvm=-Xms256m -Xmx256m
blade.{n}.comment=rmi server, in a JVM of its own: the reference without hooks
