package org.mwbench.injectors.scenario;

import java.util.List;
import org.mwbench.contract.middleware.NativeLoopClient;

/**
 * A native client for the tests of the Java side of native loops: a shell script that prints what
 * servers/native-common's bench_loop.hpp prints, from its own arguments, so that the reading and
 * recording can be checked without a middleware. The loop's real programs are tested against real
 * servers in their plugin modules (clif-plugins/corba-omniorb, clif-plugins/ice-cpp).
 *
 * <p>The endpoint says what to print: {@code ok} every call succeeds (even calls of an iteration
 * fail with kind {@code TRANSIENT (minor 1)} when the endpoint is {@code failing}); {@code refused}
 * prints an {@code error} line; {@code dies} stops after the warm-up; {@code hangs} sleeps.
 */
public final class ScriptedNativeClient implements NativeLoopClient {
    static final String NAME = "scripted-native";

    private static final String SCRIPT = String.join("\n",
            "while [ $# -gt 0 ]; do case $1 in",
            "  --endpoint) e=$2;; --warmup) x=$2;; --steps) s=$2;; --calls) i=$2;; --call) n=$((n+1));;",
            "esac; shift 2; done",
            "echo 'overhead 31.5'",
            "case $e in refused) echo 'error cannot connect: TRANSIENT'; exit 2;; hangs) sleep 60;; esac",
            "echo connected",
            "t=1000",
            "calls() { k=0; while [ $k -lt $(($1 * n)) ]; do c=$((k % n)); t=$((t+100));",
            "  if [ $e = failing ] && [ $c = 1 ]; then echo \"$c $t 50 TRANSIENT (minor 1)\"; else echo \"$c $t $((10 + c))\"; fi;",
            "  k=$((k+1)); done; }",
            "echo \"warmup $((x * n))\"; calls $x",
            "[ $e = dies ] && exit 3",
            "j=0; while [ $j -lt $s ]; do echo \"step $j $((i * n))\"; calls $i; j=$((j+1)); done",
            "echo end");

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public List<String> command() {
        return List.of("sh", "-c", SCRIPT, "scripted-native");
    }
}
