#CLIF test plan
# Demarey et al. 2004's latency benchmark (latency-ping.ctp) twice over, one host against two: every
# middleware has a server on host-a, the client's own emulated host, and one on host-b,
# reached over the emulated links (hosts/two-hosts.hosts: one core and a 100 Mbit/s link
# each, like the single-CPU hosts of Demarey et al. 2004). One loop client on host-a pings each
# middleware on its own host, then on the other, so that the two placements of a
# middleware are measured minutes apart at most. The client runs in a JVM of its own; the
# servers of a host share its agent's JVM (a server JVM per middleware on one core would not start
# within a deploy call's 30 s). Each server listens on its host's address (198.18.0.2 or
# 198.18.0.3), which its endpoint names.
# Needs root: mwbench run creates the network namespaces, starts one agent in each, and
# removes everything at the end.
#   mwbench run test-plans/two-hosts.ctp
# The report's table 'One host against two' puts the two side by side per middleware.
# X, S and I are the loop blade's warmup=, steps= and calls=. The defaults (X=500, S=5,
# I=200) run the whole plan in about a minute and a half on 2 cores; Demarey et al. 2004's figures are
# warmup=10000 steps=20 calls=500, with --series 50.
hosts=hosts/two-hosts.hosts
#@each servers
blade.{n}.id={server}-same-host
blade.{n}.server=host-a
blade.{n}.sut=ServerBlade
blade.{n}.argument=protocol={server}
#@jvm blade.{n}.comment={server} server on the client's host: calls stay on its loopback
#@native blade.{n}.comment={server} server on the client's host: calls stay on its loopback, a native child of its host's agent JVM
blade.{n}.id={server}-other-host
blade.{n}.server=host-b
blade.{n}.sut=ServerBlade
blade.{n}.argument=protocol={server}
#@jvm blade.{n}.comment={server} server on the other host: calls cross the emulated links
#@native blade.{n}.comment={server} server on the other host: calls cross the emulated links, a native child of its host's agent JVM
#@end
blade.{n}.id=latency
blade.{n}.server=host-a
blade.{n}.injector=LoopRunner
blade.{n}.jvm=-Xms256m -Xmx256m
blade.{n}.argument=scenario=scenarios/two-hosts-ping.xis warmup=500 steps=5 calls=200
blade.{n}.comment=one client, every middleware on its own host then on the other
