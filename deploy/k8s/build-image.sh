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
  echo "build-image: making the Debian root file system with mmdebstrap (about a minute)"
  # Man pages and docs are left out (copyright files kept) by these dpkg path filters, put in
  # place by a setup hook rather than given as --dpkgopt: with --dpkgopt, mmdebstrap applies them
  # to its extraction of the essential packages too, by piping each one through mmtarfilter, a
  # Python script started once a package, which made that its slowest step on a loaded machine.
  # Instead the extract hook deletes what the extraction wrote under those paths (and the empty
  # directories left, as the filter leaves none), and dpkg skips them from then on. The file
  # stays in the base, as --dpkgopt's would.
  cat > "$work/nodoc" <<'EOF'
path-exclude=/usr/share/man/*
path-exclude=/usr/share/doc/*
path-include=/usr/share/doc/*/copyright
path-exclude=/usr/share/locale/*
EOF
  # The JRE's update-alternatives wants usr/share/man/man1 to exist, hence the mkdir and the
  # empty man1 kept. The merged-usr hook makes the /bin, /sbin and /lib links into /usr first
  # and installs usr-is-merged, as debootstrap does, instead of the usrmerge package, whose
  # conversion pulls in perl and its modules (some 1,600 files the image never uses).
  # Check-Valid-Until off: a machine whose clock or mirror lags would otherwise refuse the
  # Release file.
  # mmdebstrap makes the tree in TMPDIR, here a tmpfs of its own in a private mount namespace,
  # which goes when mmdebstrap ends, however it ends: dpkg's fsyncs and deleting the tree once
  # packed then cost nothing, where on disk they took a good part of the time. It holds the tree
  # and the packages, about half a gigabyte of memory, for that minute.
  mkdir "$work/tmpfs"
  unshare --mount -- sh -c 'mount -t tmpfs -o mode=0755 mwbench-rootfs "$1" && export TMPDIR="$1" && shift && exec "$@"' \
    sh "$work/tmpfs" \
    mmdebstrap --quiet --variant=essential --include=openjdk-17-jre-headless \
    --hook-dir=/usr/share/mmdebstrap/hooks/merged-usr \
    --aptopt='Acquire::Check-Valid-Until "false"' \
    --setup-hook='mkdir -p "$1/usr/share/man/man1"' \
    --setup-hook="upload $work/nodoc /etc/dpkg/dpkg.cfg.d/mwbench-nodoc" \
    --extract-hook='cd "$1" && find usr/share/man usr/share/doc usr/share/locale -mindepth 1 ! -type d ! -path "usr/share/doc/*/copyright" -delete && find usr/share/man usr/share/locale -mindepth 1 -depth -type d -empty ! -path usr/share/man/man1 -delete' \
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
