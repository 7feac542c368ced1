#CLIF test plan
# Bridges between middleware (Fatoohi et al.) from HTTP/JSON to every middleware, HTTP/JSON itself
# included (a relay), each bridge on a third host (hosts/bridges.hosts). A client on client-host
# calls http-json's server directly, each middleware's server directly, and the http-json server
# of a bridge (BridgeBlade) that calls that middleware's server; one loop blade runs them one
# after the other, so the report's table 'Bridges between middleware' compares them within one
# run. Each step is the paper's count of 1000 calls. Needs root for the emulated hosts; without
# it, hosts.fallback=loopback runs every blade on the local host (the run warns).
# bridge-plan.sh writes plans of other pairs and placements.
#   mwbench run test-plans/bridges-from-http-json.ctp
hosts=hosts/bridges.hosts
hosts.fallback=loopback
#@each servers
blade.{n}.id={server}-server
blade.{n}.server=server-host
blade.{n}.sut=ServerBlade
blade.{n}.argument=protocol={server}
blade.{n}.comment={server} server on the server's host, called directly and by the bridge forwarding to {server}
#@end
#@each servers
blade.{n}.id=http-json-to-{server}-on-third-host
blade.{n}.server=bridge-host
blade.{n}.sut=BridgeBlade
blade.{n}.argument=protocol=http-json forward={server} backend={server}-server
blade.{n}.comment=bridge from http-json to {server} on the third host
#@end
blade.{n}.id=client
blade.{n}.server=client-host
blade.{n}.injector=LoopRunner
blade.{n}.jvm=-Xms256m -Xmx256m
blade.{n}.argument=scenario=scenarios/bridges-from-http-json.xis warmup=2000 steps=2 calls=1000
blade.{n}.comment=one client: each middleware directly, then through the bridge from http-json
