#CLIF test plan
# The data transfer of Böszörményi et al. 1999 on every middleware, one after the other: 10 KB
# sent as a sequence of shorts (echoShorts, 5120 shorts there and 5120 back), with raw TCP as
# the socket reference (2 bytes a short). Per middleware, X warm-up calls, then S steps of I
# calls, the mean of each step in the loop blade's 'steps' file and the bytes on the wire per
# call in its wire-PROTOCOL files. Each server runs in a JVM of its own (blade.N.jvm) and is
# stopped when the loop is done; a native (C++) server is a process of its own, a child of the
# agent's JVM. The blades are latency-ping.ctp's; only the scenario differs.
#   mwbench run test-plans/data-transfer.ctp                  one series, the defaults
#   mwbench run test-plans/data-transfer.ctp --series 10      N=10 series
# X, S and I are the loop blade's warmup=, steps= and calls=; the defaults (X=200, S=10, I=50)
# finish in a few minutes, the text encodings (XML-RPC, SOAP) taking most of it.
#@each servers
blade.{n}.id={server}-server
blade.{n}.server=local host
blade.{n}.sut=ServerBlade
blade.{n}.argument=protocol={server}
#@jvm blade.{n}.jvm=-Xms256m -Xmx256m
#@jvm blade.{n}.comment={server} server, in a JVM of its own
#@native blade.{n}.comment={server} server, a native child of the agent's JVM (its own process: no JVM of its own needed)
#@end
blade.{n}.id=transfer
blade.{n}.server=local host
blade.{n}.injector=LoopRunner
blade.{n}.argument=scenario=scenarios/data-transfer.xis warmup=200 steps=10 calls=50
blade.{n}.comment=one client, every middleware in turn
