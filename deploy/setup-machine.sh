#!/usr/bin/env bash
# Installs what mwbench needs on a Debian machine, and nothing that is already there. Safe to
# run again. Needs root (or sudo) only when something is missing.
#
#   deploy/setup-machine.sh           what building and running mwbench needs
#   deploy/setup-machine.sh --tests   that, and what its tests need besides
#
# Each step is one line; apt's own output goes to a log file, shown only when a step fails.
#
# What and why, to build and run:
# - a JDK (17 or later) and Maven;
# - zeroc-ice-compilers: Ice's slice2java, which the Ice server module runs at build time, and
#   slice2cpp, for the Ice C++ server and client (servers/ice-cpp);
# - fontconfig and fonts-dejavu-core: the report's charts are drawn headless by AWT, which
#   fails without fontconfig and a font (a JVM that already ran without them caches its font
#   mapping in ~/.java/fonts: delete it after installing them);
# - iproute2 (ip, tc) and util-linux (taskset, unshare): emulated hosts, a plan's hosts file
#   (network namespaces, veth links, bandwidth caps, agents pinned to cores);
# - g++, make, pkg-config, omniORB (libomniorb4-dev, omniidl, omniorb) and Ice for C++
#   (libzeroc-ice-dev): the C++ servers and clients (servers/corba-omniorb, servers/ice-cpp),
#   compiled by the Maven build;
# - thrift-compiler: Apache Thrift's IDL compiler (0.17), which the Thrift server module
#   (servers/thrift) runs at build time, matching its libthrift 0.17.0.
# Only for the tests:
# - chromium and chromium-driver: the browser tests of the web console and the HTML report;
# - postgresql: the results database's tests start a real PostgreSQL server (initdb in a
#   temporary folder, on loopback) to run the same migrations and queries as on the embedded file;
# - podman, runc, netavark, aardvark-dns, iptables and catatonit: KubePlayIT plays the
#   Kubernetes manifests (deploy/k8s) in real pods with `podman kube play`, as root, with no
#   daemon. runc because Debian's crun 1.8 refuses a hybrid cgroup layout; netavark and
#   aardvark-dns so that pods resolve each other by name (as a cluster's DNS does); iptables
#   for netavark's NAT rules; catatonit for the pods' infra container, built locally (no
#   registry is needed). uidmap is left out: it only serves rootless podman, which the tests
#   do not use;
# - python3-thrift: Debian's Python Thrift library, the independent client that
#   PythonThriftClientTest runs against the Java Thrift server (servers/thrift);
# - mmdebstrap: deploy/k8s/build-image.sh makes the image's Debian root file system from
#   Debian's packages, with no registry.
# kubectl (its `kustomize`, to render deploy/k8s offline) is not in Debian: where it is
# missing, the tests that need it are skipped with that reason.
set -euo pipefail

MAIN=(openjdk-17-jdk-headless maven zeroc-ice-compilers fontconfig fonts-dejavu-core iproute2 util-linux
  g++ make pkg-config libomniorb4-dev omniidl omniorb libzeroc-ice-dev thrift-compiler)
TESTS=(chromium chromium-driver postgresql
  podman runc netavark aardvark-dns iptables catatonit mmdebstrap python3-thrift)

case "${1:-}" in
  "") wanted=("${MAIN[@]}"); what="building and running mwbench" ;;
  --tests) wanted=("${MAIN[@]}" "${TESTS[@]}"); what="building, running and testing mwbench" ;;
  *) echo "setup-machine: unknown option '$1'; use no option, or --tests" >&2; exit 2 ;;
esac

missing=()
for package in "${wanted[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$package")
  fi
done

if [ ${#missing[@]} -eq 0 ]; then
  echo "setup-machine: everything $what needs is installed"
  exit 0
fi

sudo_cmd=()
[ "$(id -u)" -eq 0 ] || sudo_cmd=(sudo)
log=$(mktemp /tmp/mwbench-setup-XXXXXX.log)

# One line per step; the step's output goes to the log, shown (its end) only if the step fails.
step() {
  local title=$1
  shift
  printf 'setup-machine: %s... ' "$title"
  if "$@" >>"$log" 2>&1; then
    echo "done"
  else
    echo "FAILED; the end of $log:"
    tail -n 20 "$log" >&2
    exit 1
  fi
}

step "updating the package lists" "${sudo_cmd[@]}" apt-get update -qq
step "installing ${missing[*]}" "${sudo_cmd[@]}" env DEBIAN_FRONTEND=noninteractive \
  apt-get install -y -qq --no-install-recommends "${missing[@]}"
rm -f "$log"
echo "setup-machine: everything $what needs is installed"
