#CLIF test plan
# Demarey et al. 2004's benchmark loop against the synthetic target: 1000 warm-up calls, then 10
# steps of 500 calls, the mean of each step stored in the blade's 'steps' file. Repeat
# it as a campaign with:  mwbench run test-plans/loop.ctp --series 5
# (the paper: N=50 series, X=10000, S=20, I=500).
blade.0.id=loop
blade.0.server=local host
blade.0.injector=LoopRunner
blade.0.argument=scenario=scenarios/loop-synthetic.xis warmup=1000 steps=10 calls=500
blade.0.comment=Demarey et al. 2004 loop, synthetic target with a 200 us service time
