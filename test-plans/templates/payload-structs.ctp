#CLIF test plan
# Gray 2005's struct arrays: Data2 records, 4 and 32 per call,
# on every middleware in turn; one iteration calls each size once, and each size is its own
# action type, so the quick statistics show one row per middleware and size. Each
# injector's wire-<protocol> files give the bytes on the wire per call, where the
# middleware can count them.
#   mwbench run test-plans/payload-structs.ctp [--series N]
#@each servers
blade.{n}.id={server}-server
blade.{n}.server=local host
blade.{n}.sut=ServerBlade
blade.{n}.argument=protocol={server}
#@jvm blade.{n}.jvm=-Xms256m -Xmx256m
#@jvm blade.{n}.comment={server} server, in a JVM of its own
#@native blade.{n}.comment={server} server, a native child of the agent's JVM (its own process: no JVM of its own needed)
#@end
blade.{n}.id=payload-structs
blade.{n}.server=local host
blade.{n}.injector=LoopRunner
blade.{n}.argument=scenario=scenarios/payload-structs.xis warmup=500 steps=5 calls=200
blade.{n}.comment=one client, every middleware in turn
