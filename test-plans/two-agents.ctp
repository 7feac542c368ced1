#CLIF test plan
# Four synthetic blades on two agents. Start the agents first (see deploy/README.md):
#   bin/mwbench agent --name agent-a --registry 127.0.0.1:1234 &
#   bin/mwbench agent --name agent-b --registry 127.0.0.1:1234 &
#   bin/mwbench run test-plans/two-agents.ctp
blade.0.id=a1
blade.0.server=agent-a
blade.0.injector=SyntheticInjector
blade.0.argument=threads=2 duration=5s service_time=1ms

blade.1.id=a2
blade.1.server=agent-a
blade.1.injector=SyntheticInjector
blade.1.argument=threads=2 duration=5s service_time=1ms

blade.2.id=b1
blade.2.server=agent-b
blade.2.injector=SyntheticInjector
blade.2.argument=threads=2 duration=5s service_time=1ms

blade.3.id=b2
blade.3.server=agent-b
blade.3.injector=SyntheticInjector
blade.3.argument=threads=2 duration=5s service_time=1ms
