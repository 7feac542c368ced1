#CLIF test plan
# A scenario runner (CLIF's IsacRunner) on the embedded agent: 0 to 20 users in 5 s,
# 20 users for 5 s, then 5 users for 5 s, against the synthetic target. See
# scenarios/ramp.xis.
#   mwbench run test-plans/scenario.ctp
blade.0.id=ramp
blade.0.server=local host
blade.0.injector=ScenarioRunner
blade.0.argument=scenario=scenarios/ramp.xis warmup=3s
blade.0.comment=closed model, ramp then step
