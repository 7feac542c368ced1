#!/usr/bin/env bash
# Installs what building, running and testing mwbench needs on a Debian machine, and
# nothing that is already there. Safe to run again. Needs root (or sudo) only when
# something is missing.
#
# Today: a JDK (17 or later), Maven, and zeroc-ice-compilers (Ice's slice2java, which
# the Ice server module runs at build time). Later issues add their packages to PACKAGES
# (chromium and chromium-driver for the web console's browser test), so that a fresh
# machine is set up by this one script.
set -euo pipefail

PACKAGES=(openjdk-17-jdk-headless maven zeroc-ice-compilers)

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
