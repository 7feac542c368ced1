#!/usr/bin/env bash
# Builds the image localhost/mwbench:VERSION from Debian's packages and the distribution, with no
# registry and no daemon (podman, as root):
#
#   mvn package -DskipTests                 # makes deploy/target/mwbench.tar.gz
#   deploy/k8s/build-image.sh               # then: podman run --rm localhost/mwbench:VERSION --help
#
# 1. The base, localhost/mwbench-base:bookworm-jre17: a Debian bookworm root file system made by
#    mmdebstrap (the essential variant and openjdk-17-jre-headless, without man pages or docs),
#    imported with `podman import`. It is kept: built again only when missing or with --rebuild-base.
# 2. The image: the base, a user of uid 10001 and the distribution (deploy/k8s/Containerfile).
#
# Prints the image's name, its size and how long each step took. Options:
#   --rebuild-base       make the base again even if it exists
#   --tarball FILE       the distribution (default: deploy/target/mwbench.tar.gz)
#   --tag TAG            the image's tag (default: the project's version)
# Environment: MWBENCH_DEBIAN_MIRROR (default http://deb.debian.org/debian), CONTAINERS_CONF
# (default: deploy/k8s/podman/containers.conf, which podman 4.3 needs here).
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
base_image=localhost/mwbench-base:bookworm-jre17
tarball=$root/deploy/target/mwbench.tar.gz
tag=
rebuild_base=false
# The mirror this machine's apt already uses (what setup-machine.sh installed from), so a
# machine behind its own mirror needs no setting; MWBENCH_DEBIAN_MIRROR overrides it.
host_mirror() {
  { grep -hE '^URIs:' /etc/apt/sources.list.d/*.sources 2>/dev/null | awk '{print $2}'
    grep -hE '^deb ' /etc/apt/sources.list /etc/apt/sources.list.d/*.list 2>/dev/null | awk '{print $2}'
  } | grep -E '/debian/?$' | sed -n '1{s#/$##;p;}' || true
}
mirror=${MWBENCH_DEBIAN_MIRROR:-$(host_mirror)}
mirror=${mirror:-http://deb.debian.org/debian}
export CONTAINERS_CONF=${CONTAINERS_CONF:-$here/podman/containers.conf}

fail() {
  echo "build-image: $*" >&2
  exit 1
}
trap 'echo "build-image: failed at line $LINENO: $BASH_COMMAND" >&2' ERR

while [ $# -gt 0 ]; do
  case "$1" in
    --rebuild-base) rebuild_base=true; shift ;;
    --tarball) [ $# -ge 2 ] || fail "--tarball needs a FILE"; tarball=$2; shift 2 ;;
    --tag) [ $# -ge 2 ] || fail "--tag needs a TAG"; tag=$2; shift 2 ;;
    -h|--help) sed -n '2,18p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "build-image: unknown option '$1' (see --help)" >&2; exit 2 ;;
  esac
done

command -v podman >/dev/null || fail "podman is missing: run deploy/setup-machine.sh --tests"
[ -f "$tarball" ] || fail "no distribution at $tarball: run 'mvn package -DskipTests' first"
if [ -z "$tag" ]; then
  # The project's version is the root POM's first <version> (the parent POM has none above it).
  tag=$(sed -n 's:^  <version>\(.*\)</version>.*:\1:p' "$root/pom.xml" | head -n 1)
  [ -n "$tag" ] || fail "no <version> found in $root/pom.xml"
fi
image=localhost/mwbench:$tag
work=$(mktemp -d /tmp/mwbench-image-XXXXXX)
trap 'rm -rf "$work"' EXIT

# Removes the image a tag named before it was built again ($2, its id), so that rebuilds leave no
# <none> images; one that a container or another image still uses is kept, saying so.
remove_replaced() {
  local tag=$1 replaced=$2 now
  now=$(podman image inspect --format '{{.Id}}' "$tag")
  if [ -n "$replaced" ] && [ "$replaced" != "$now" ]; then
    podman rmi "$replaced" >/dev/null 2>&1 || echo "build-image: the image $tag named before ($replaced) is still in use; kept"
  fi
}

build_base() {
  local replaced
  replaced=$(podman image inspect --format '{{.Id}}' "$base_image" 2>/dev/null || true)
  command -v mmdebstrap >/dev/null || fail "mmdebstrap is missing: run deploy/setup-machine.sh --tests"
  echo "build-image: making the Debian root file system with mmdebstrap (a few minutes)"
  # Man pages and docs are left out (copyright files kept); the JRE's update-alternatives
  # wants usr/share/man/man1 to exist, hence the setup hook. Check-Valid-Until off: a machine
  # whose clock or mirror lags would otherwise refuse the Release file.
  mmdebstrap --quiet --variant=essential --include=openjdk-17-jre-headless \
    --aptopt='Acquire::Check-Valid-Until "false"' \
    --dpkgopt='path-exclude=/usr/share/man/*' \
    --dpkgopt='path-exclude=/usr/share/doc/*' \
    --dpkgopt='path-include=/usr/share/doc/*/copyright' \
    --dpkgopt='path-exclude=/usr/share/locale/*' \
    --setup-hook='mkdir -p "$1/usr/share/man/man1"' \
    bookworm "$work/rootfs.tar" \
    "deb $mirror bookworm main" "deb $mirror bookworm-updates main" \
    "deb ${mirror%/debian}/debian-security bookworm-security main" \
    || fail "mmdebstrap failed (is $mirror reachable?)"
  podman import --quiet "$work/rootfs.tar" "$base_image" >/dev/null || fail "podman import of the root file system failed"
  remove_replaced "$base_image" "$replaced"
  rm -f "$work/rootfs.tar"
}

started=$SECONDS
if $rebuild_base || ! podman image exists "$base_image"; then
  build_base
  echo "build-image: base $base_image made in $((SECONDS - started)) s"
else
  echo "build-image: base $base_image kept (--rebuild-base makes it again)"
fi

image_started=$SECONDS
cp "$tarball" "$work/mwbench.tar.gz"
replaced=$(podman image inspect --format '{{.Id}}' "$image" 2>/dev/null || true)
podman build --quiet --build-arg "BASE=$base_image" --file "$here/Containerfile" --tag "$image" "$work" >/dev/null \
  || fail "podman build of $image failed"
remove_replaced "$image" "$replaced"
size=$(podman image inspect --format '{{.Size}}' "$image")
echo "build-image: $image built in $((SECONDS - image_started)) s ($((SECONDS - started)) s in all), $((size / 1000000)) MB"
