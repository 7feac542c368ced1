#!/usr/bin/env bash
# Installs what building, running and testing mwbench needs on a Debian machine, and
# nothing that is already there. Safe to run again. Needs root (or sudo) only when
# something is missing.
#
# What and why:
# - a JDK (17 or later) and Maven, to build and run;
# - zeroc-ice-compilers: Ice's slice2java, which the Ice server module runs at build time, and
#   slice2cpp, for the Ice C++ server and client (servers/ice-cpp);
# - g++, make, pkg-config, omniidl, omniorb, libomniorb4-dev and libzeroc-ice-dev: the C++
#   servers and clients (servers/corba-omniorb, servers/ice-cpp), compiled by the Maven build;
# - fontconfig and fonts-dejavu-core: the report's charts are drawn headless by AWT, which
#   fails without fontconfig and a font (a JVM that already ran without them caches its font
#   mapping in ~/.java/fonts: delete it after installing them);
# - chromium and chromium-driver: the browser tests of the web console and the HTML report;
# - iproute2 (ip, tc) and util-linux (taskset, unshare): emulated hosts, a plan's hosts file
#   (network namespaces, veth links, bandwidth caps, agents pinned to cores).
set -euo pipefail

PACKAGES=(openjdk-17-jdk-headless maven zeroc-ice-compilers fontconfig fonts-dejavu-core chromium chromium-driver
  iproute2 util-linux g++ make pkg-config omniidl omniorb libomniorb4-dev libzeroc-ice-dev)

missing=()
for package in "${PACKAGES[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$package")
  fi
done

if [ ${#missing[@]} -eq 0 ]; then
  echo "setup-machine: everything mwbench needs is installed"
  exit 0
fi

echo "setup-machine: installing ${missing[*]}"
sudo_cmd=()
[ "$(id -u)" -eq 0 ] || sudo_cmd=(sudo)
"${sudo_cmd[@]}" apt-get update -qq
DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
