#CLIF test plan
# The quickstart: two synthetic injector blades on the supervisor's own agent. They call
# nothing; each thread "serves" a call by sleeping for the service time, so this plan
# shows the platform working before any middleware is involved.
#   mwbench run test-plans/quickstart.ctp
blade.0.id=synthetic-fast
blade.0.server=local host
blade.0.injector=SyntheticInjector
blade.0.argument=threads=4 duration=5s service_time=1ms think_time=0ms error_rate=0.001
blade.0.comment=4 threads, 1 ms service time, 0.1% errors

blade.1.id=synthetic-slow
blade.1.server=local host
blade.1.injector=SyntheticInjector
blade.1.argument=threads=2 duration=5s service_time=10ms think_time=5ms
blade.1.comment=2 threads, 10 ms service time and 5 ms think time
