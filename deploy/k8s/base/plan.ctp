#CLIF test plan
# test-plans/two-agents.ctp, its agents named as the StatefulSet names them (mwbench-agent-N).
# Replace this file with your plan, then apply again and recreate the supervisor Job.
blade.0.id=a1
blade.0.server=mwbench-agent-0
blade.0.injector=SyntheticInjector
blade.0.argument=threads=2 duration=5s service_time=1ms

blade.1.id=a2
blade.1.server=mwbench-agent-0
blade.1.injector=SyntheticInjector
blade.1.argument=threads=2 duration=5s service_time=1ms

blade.2.id=b1
blade.2.server=mwbench-agent-1
blade.2.injector=SyntheticInjector
blade.2.argument=threads=2 duration=5s service_time=1ms

blade.3.id=b2
blade.3.server=mwbench-agent-1
blade.3.injector=SyntheticInjector
blade.3.argument=threads=2 duration=5s service_time=1ms
