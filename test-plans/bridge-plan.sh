#!/usr/bin/env bash
# Writes a plan of bridges between middleware (Fatoohi et al.) and its scenario:
#   test-plans/bridge-plan.sh NAME FRONT>BACK...      e.g. bridges 'soap-jaxws>rmi' 'grpc>rmi'
#   test-plans/bridge-plan.sh NAME --from FRONT       FRONT to each middleware, itself included (a relay)
# into NAME.ctp and scenarios/NAME.xis beside this script. For each pair, a bridge blade
# (BridgeBlade: FRONT's server, BACK's client) on the client's host, on the server's host and
# on a third host (hosts/bridges.hosts); one server blade per middleware on the server's host;
# one loop client on the client's host that calls, for each pair in turn, FRONT directly and
# BACK directly (each the first time it appears), then the three bridges: one run measures
# the overhead. PLACEMENTS="client server" in the environment keeps some placements only;
# COUNTS overrides the loop's "warmup=2000 steps=5 calls=1000" (a step is the paper's count
# of 1000 calls). The middleware are those installed, as 'mwbench server --list' names them;
# MWBENCH names the launcher (default: the distribution's bin/mwbench). bridges.ctp was written by:
#   test-plans/bridge-plan.sh bridges 'soap-jaxws>rmi' 'http-json>corba-jacorb' 'grpc>rmi' 'xmlrpc>ice' 'rmi-iiop>corba-jacorb' 'thrift>rmi' 'dubbo>grpc'
# (bridges-from-http-json.ctp, every middleware behind HTTP/JSON, is generated: mwbench plan.)
set -euo pipefail

MWBENCH=${MWBENCH:-"$(cd "$(dirname "$0")/.." && pwd)/bin/mwbench"}
ALL=$("$MWBENCH" server --list | grep -E '^[a-z0-9-]+$' | tr '\n' ' ' || true)
[ -n "$ALL" ] || { echo "\"$MWBENCH server --list\" named no middleware; set MWBENCH to an mwbench launcher" >&2; exit 2; }
PLACEMENTS=${PLACEMENTS:-"client server third"}
COUNTS=${COUNTS:-"warmup=2000 steps=5 calls=1000"}

usage() {
    sed -n '2,15p' "$0" >&2
    exit 2
}
[ $# -ge 2 ] || usage
name=$1
shift
pairs=()
if [ "$1" = "--from" ]; then
    [ $# -eq 2 ] || usage
    for back in $ALL; do pairs+=("$2>$back"); done
else
    pairs=("$@")
fi
for pair in "${pairs[@]}"; do
    case "$pair" in
        *">"*">"* | ">"* | *">") echo "not FRONT>BACK: $pair" >&2; exit 2 ;;
        *">"*) ;;
        *) echo "not FRONT>BACK: $pair" >&2; exit 2 ;;
    esac
    for side in "${pair%%>*}" "${pair##*>}"; do
        case " $ALL " in *" $side "*) ;; *) echo "unknown middleware '$side' in $pair; known: $ALL" >&2; exit 2 ;; esac
    done
done

host_of() {
    case "$1" in
        client) echo client-host ;;
        server) echo server-host ;;
        third) echo bridge-host ;;
        *) echo "unknown placement '$1': client, server or third" >&2; exit 2 ;;
    esac
}
label_of() {
    case "$1" in
        client) echo "client host" ;;
        server) echo "server host" ;;
        third) echo "third host" ;;
    esac
}

here=$(cd "$(dirname "$0")" && pwd)
plan="$here/$name.ctp"
scenario="$here/scenarios/$name.xis"
n=0
servers=" "
uses=""
behaviors=""
{
    echo "#CLIF test plan"
    echo "# Bridges between middleware (Fatoohi et al.), written by: test-plans/bridge-plan.sh $name$(printf " '%s'" "$@")"
    echo "# Pairs: ${pairs[*]}; bridge placements: $PLACEMENTS (PLACEMENTS='$PLACEMENTS' COUNTS='$COUNTS')."
    echo "# A client on client-host calls FRONT's server directly, BACK's server directly, and FRONT's"
    echo "# server of a bridge (BridgeBlade) that calls BACK's server, with the bridge on the client's"
    echo "# host, on the server's host and on a third host (hosts/bridges.hosts); one loop blade runs"
    echo "# them one after the other, so the report's table 'Bridges between middleware' compares them"
    echo "# within one run. Each step is the paper's count of 1000 calls. Needs root for the emulated"
    echo "# hosts; without it, hosts.fallback=loopback runs every blade on the local host, and the three"
    echo "# placements are then the same (the run warns)."
    echo "#   mwbench run test-plans/$name.ctp"
    echo "hosts=hosts/bridges.hosts"
    echo "hosts.fallback=loopback"
    for pair in "${pairs[@]}"; do
        for p in "${pair%%>*}" "${pair##*>}"; do
            case "$servers" in *" $p "*) continue ;; esac
            servers="$servers$p "
            echo "blade.$n.id=$p-server"
            echo "blade.$n.server=server-host"
            echo "blade.$n.sut=ServerBlade"
            echo "blade.$n.argument=protocol=$p"
            echo "blade.$n.comment=$p server on the server's host, called directly and by the bridges forwarding to $p"
            n=$((n + 1))
        done
    done
    for pair in "${pairs[@]}"; do
        front=${pair%%>*}
        back=${pair##*>}
        for placement in $PLACEMENTS; do
            id="$front-to-$back-on-$placement-host"
            echo "blade.$n.id=$id"
            echo "blade.$n.server=$(host_of "$placement")"
            echo "blade.$n.sut=BridgeBlade"
            echo "blade.$n.argument=protocol=$front forward=$back backend=$back-server"
            echo "blade.$n.comment=bridge from $front to $back on the $(label_of "$placement")"
            n=$((n + 1))
        done
    done
    echo "blade.$n.id=client"
    echo "blade.$n.server=client-host"
    echo "blade.$n.injector=LoopRunner"
    echo "blade.$n.jvm=-Xms256m -Xmx256m"
    echo "blade.$n.argument=scenario=scenarios/$name.xis $COUNTS"
    echo "blade.$n.comment=one client: each pair's direct calls, then its bridges, one after the other"
} > "$plan"

directs=" "
for pair in "${pairs[@]}"; do
    front=${pair%%>*}
    back=${pair##*>}
    for p in "$front" "$back"; do
        case "$directs" in *" $p "*) continue ;; esac
        directs="$directs$p "
        uses="$uses      <use id=\"$p\" name=\"$p\"><params><param name=\"server\" value=\"$p-server\"/></params></use>
"
        behaviors="$behaviors    <behavior id=\"$p\"><sample use=\"$p\" name=\"ping\" label=\"$p ping\"/></behavior>
"
    done
    for placement in $PLACEMENTS; do
        id="$front-to-$back-on-$placement-host"
        uses="$uses      <use id=\"$id\" name=\"$front\"><params><param name=\"server\" value=\"$id\"/></params></use>
"
        behaviors="$behaviors    <behavior id=\"$id\"><sample use=\"$id\" name=\"ping\" label=\"$front&gt;$back ping [$(label_of "$placement")]\"/></behavior>
"
    done
done
{
    echo '<?xml version="1.0" encoding="UTF-8"?>'
    echo "<!--"
    echo "  Bridges between middleware (Fatoohi et al.), written by test-plans/bridge-plan.sh $name."
    echo "  A direct call is labelled 'A ping'; a call through a bridge 'A>B ping [PLACEMENT]', A being"
    echo "  the middleware the client calls and B the one the bridge calls: the report pairs them."
    echo "  Without behavior=, the loop blade runs every behavior in turn, in this order."
    echo "-->"
    echo "<scenario>"
    echo "  <behaviors>"
    echo "    <plugins>"
    printf "%s" "$uses"
    echo "    </plugins>"
    printf "%s" "$behaviors"
    echo "  </behaviors>"
    echo "</scenario>"
} > "$scenario"
echo "wrote $plan and $scenario"
