#!/usr/bin/env bash
# Plays the Kubernetes manifests in real pods on this machine, with podman (as root), and runs a
# plan in them: the image from the distribution, the podman overlay rendered by kubectl, agents
# and a supervisor in pods on a network of their own.
#
#   mvn package -DskipTests                 # makes deploy/target/mwbench.tar.gz
#   deploy/k8s/play-in-pods.sh              # prints the run's quick statistics and its folder
#
# The plan is base/plan.ctp (test-plans/two-agents.ctp: blades on the agents by name) with
# test-plans/pool.ctp's blade added (one scenario blade spread over the agents as the pool they
# join): one run, both ways of placing blades. Its run folder is copied out of the runs volume
# to --runs DIR before everything the script made is removed: the pods, the volumes, the
# network and the image (the Debian base build-image.sh caches is kept), and
# net.ipv4.ip_forward, which podman sets, is put back. Exits with the supervisor's exit code.
# Options:
#   --runs DIR           where the run folder is copied (default: ./pod-runs)
#   --tarball FILE       the distribution (default: deploy/target/mwbench.tar.gz)
#   --tag TAG            the image's tag (default: pods-PID)
#   --network NAME       podman network to make and remove (default: mwbench-pods-PID)
#   --subnet CIDR        its subnet (default: 198.18.42.0/24, RFC 2544's benchmark range)
#   --keep-image         leave localhost/mwbench:TAG
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
runs_out=$PWD/pod-runs
tarball=$root/deploy/target/mwbench.tar.gz
tag=pods-$$
network=mwbench-pods-$$
subnet=198.18.42.0/24
keep_image=false
fail() {
  echo "play-in-pods: $*" >&2
  exit 2
}
while [ $# -gt 0 ]; do
  case "$1" in
    --runs) [ $# -ge 2 ] || fail "--runs needs a DIR"; runs_out=$2; shift 2 ;;
    --tarball) [ $# -ge 2 ] || fail "--tarball needs a FILE"; tarball=$2; shift 2 ;;
    --tag) [ $# -ge 2 ] || fail "--tag needs a TAG"; tag=$2; shift 2 ;;
    --network) [ $# -ge 2 ] || fail "--network needs a NAME"; network=$2; shift 2 ;;
    --subnet) [ $# -ge 2 ] || fail "--subnet needs a CIDR"; subnet=$2; shift 2 ;;
    --keep-image) keep_image=true; shift ;;
    -h|--help) sed -n '2,21p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) fail "unknown option '$1' (see --help)" ;;
  esac
done
[ "$(id -u)" = 0 ] || fail "podman kube play needs root here (rootless podman is not set up)"
for tool in podman kubectl; do
  command -v "$tool" >/dev/null || fail "$tool is missing: run deploy/setup-machine.sh --tests"
done
[ -f "$tarball" ] || fail "no distribution at $tarball: run 'mvn package -DskipTests' first"
export CONTAINERS_CONF=${CONTAINERS_CONF:-$here/podman/containers.conf}
image=localhost/mwbench:$tag
supervisor=mwbench-supervisor-supervisor
volumes=(mwbench-runs mwbench-plan mwbench-secret)
ip_forward=$(cat /proc/sys/net/ipv4/ip_forward)
work=$(mktemp -d /tmp/mwbench-pods-XXXXXX)

# Everything made below, removed whatever happened; each step may find nothing to remove.
clean_up() {
  trap - EXIT INT TERM
  set +e
  [ -f "$work/pods.yaml" ] && podman kube down "$work/pods.yaml" >/dev/null 2>&1
  podman volume rm --force "${volumes[@]}" >/dev/null 2>&1
  podman network rm --force "$network" >/dev/null 2>&1
  $keep_image || podman rmi --force "$image" >/dev/null 2>&1
  echo "$ip_forward" > /proc/sys/net/ipv4/ip_forward
  rm -rf "$work"
}
trap clean_up EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

# A copy of the manifests with a fresh secret (nobody outside these pods needs it), the pool
# blade appended to the plan (numbered after the plan's blades, its scenario beside it in the
# plan's ConfigMap, the pool as large as the agents' StatefulSet) and this image's tag.
agents=$(sed -n 's/^  replicas: \([0-9][0-9]*\)$/\1/p' "$here/base/agents.yaml" | head -n 1)
[ -n "$agents" ] || fail "base/agents.yaml no longer says '  replicas: N' for the agents"
mkdir -p "$work/k8s"
cp -r "$here/base" "$here/podman" "$work/k8s/"
od -An -N32 -tx1 /dev/urandom | tr -d ' \n' > "$work/k8s/base/secret"
echo >> "$work/k8s/base/secret"
cp "$work/k8s/base/secret" "$work/k8s/podman/secret"
plan=$work/k8s/base/plan.ctp
next=$(grep -oE '^blade\.[0-9]+\.' "$plan" | grep -oE '[0-9]+' | sort -n | tail -n 1)
next=$(( ${next:--1} + 1 ))
{
  echo
  echo "# test-plans/pool.ctp's blade, added by play-in-pods.sh"
  grep -vE '^[[:space:]]*(#|$)' "$root/test-plans/pool.ctp" \
    | sed -e "s/^blade\.0\./blade.$next./" -e 's#scenario=scenarios/#scenario=#' \
      -e "s/^pool\.injectors\.size=.*/pool.injectors.size=$agents/"
} >> "$plan"
cp "$root/test-plans/scenarios/ramp.xis" "$work/k8s/base/"
grep -q '^      - plan.ctp$' "$work/k8s/base/kustomization.yaml" || fail "base/kustomization.yaml no longer lists plan.ctp in the plan's ConfigMap"
sed -i 's/^      - plan.ctp$/      - plan.ctp\n      - ramp.xis/' "$work/k8s/base/kustomization.yaml"
printf 'images:\n  - name: localhost/mwbench\n    newTag: %s\n' "$tag" >> "$work/k8s/podman/kustomization.yaml"
kubectl kustomize "$work/k8s/podman" > "$work/pods.yaml"

bash "$here/build-image.sh" --tarball "$tarball" --tag "$tag"
# A volume a killed run left would hand its old secret and plan to the pods.
podman volume rm --force "${volumes[@]}" >/dev/null 2>&1 || true
podman network create --subnet "$subnet" "$network" >/dev/null
started=$(date +%s%N)
podman kube play --network "$network" "$work/pods.yaml"
code=$(timeout 900 podman wait "$supervisor") || code=124
podman logs "$supervisor"
echo "play-in-pods: kube play to the supervisor's end: $(( ($(date +%s%N) - started) / 1000000 )) ms; its exit code: $code"
if [ "$code" != 0 ]; then
  echo "play-in-pods: agent 0's output:" >&2
  podman logs mwbench-agent-pod-0-agent >&2 || true
fi
mkdir -p "$runs_out"
cp -a "$(podman volume inspect --format '{{.Mountpoint}}' mwbench-runs)/." "$runs_out/"
for folder in "$runs_out"/*/; do
  [ -f "$folder/run.properties" ] && echo "play-in-pods: the run's folder: ${folder%/} (bin/mwbench report ${folder%/})"
done
exit "$code"
