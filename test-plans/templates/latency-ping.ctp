#CLIF test plan
# The latency benchmark of Demarey et al. 2004, on every middleware, one
# after the other: per middleware, X warm-up pings, then S steps of I pings, the mean of
# each step in the loop blade's 'steps' file. Each server runs in a JVM of its own
# (blade.N.jvm) and is stopped when the loop is done; a native (C++) server is a process of
# its own, a child of the agent's JVM.
#   mwbench run test-plans/latency-ping.ctp                  one series, the defaults
#   mwbench run test-plans/latency-ping.ctp --series 50      N=50 series
# X, S and I are the loop blade's warmup=, steps= and calls=. The paper's figures are
# N=50, X=10000, S=20, I=500; the defaults (X=1000, S=10, I=500) finish in about a minute.
#@each servers
blade.{n}.id={server}-server
blade.{n}.server=local host
blade.{n}.sut=ServerBlade
blade.{n}.argument=protocol={server}
#@jvm blade.{n}.jvm=-Xms256m -Xmx256m
#@jvm blade.{n}.comment={server} server, in a JVM of its own
#@native blade.{n}.comment={server} server, a native child of the agent's JVM (its own process: no JVM of its own needed)
#@end
blade.{n}.id=latency
blade.{n}.server=local host
blade.{n}.injector=LoopRunner
blade.{n}.argument=scenario=scenarios/latency-ping.xis warmup=1000 steps=10 calls=500
blade.{n}.comment=one client, every middleware in turn
