#CLIF test plan
# One scenario blade spread over a pool of two agents (deploy/README.md, "Agent pools"): each
# agent runs half the population of scenarios/ramp.xis (0 to 10 users each, then 2 and 3), so
# the pool runs the plan's 20, then 5. Start the agents first:
#   bin/mwbench agent --name agent-1 --pool injectors --registry 127.0.0.1:1234 &
#   bin/mwbench agent --name agent-2 --pool injectors --registry 127.0.0.1:1234 &
#   bin/mwbench run test-plans/pool.ctp
# The run's blades are ramp.0 and ramp.1; run.properties says which agent, host, pod and node
# ran each.
pool.injectors.size=2
blade.0.id=ramp
blade.0.server=pool:injectors
blade.0.injector=ScenarioRunner
blade.0.argument=scenario=scenarios/ramp.xis warmup=3s
blade.0.comment=closed model, ramp then step, split over the pool
