#CLIF test plan
# Gray 2005's bytes on the wire: every middleware answers ping, getString(4096), getItems(32),
# getCustomers("rep-7", 8) and echoBytes(1024); the loop blade counts the bytes each call
# sends and receives on its connection and writes them to wire-<protocol> in its folder.
#   mwbench run test-plans/wire-bytes.ctp
#   mwbench report report/wire-bytes_...        the bytes-per-call table
#@each servers
blade.{n}.id={server}-server
blade.{n}.server=local host
blade.{n}.sut=ServerBlade
blade.{n}.argument=protocol={server}
#@jvm blade.{n}.jvm=-Xms256m -Xmx256m
#@jvm blade.{n}.comment={server} server, in a JVM of its own
#@native blade.{n}.comment={server} server, a native child of the agent's JVM (its own process: no JVM of its own needed)
#@end
blade.{n}.id=wire
blade.{n}.server=local host
blade.{n}.injector=LoopRunner
blade.{n}.argument=scenario=scenarios/wire-bytes.xis warmup=20 steps=1 calls=100
blade.{n}.comment=one client, every middleware in turn, counting bytes
