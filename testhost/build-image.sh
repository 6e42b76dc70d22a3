#!/usr/bin/env bash
# Builds play's SSH test host image from Debian packages, without a registry:
# debootstrap a minimal bookworm, configure sshd and users, then `docker import`.
#   testhost/build-image.sh            -> play-testhost:bookworm          (no Python)
#   testhost/build-image.sh --bench    -> play-testhost:bookworm-python   (+ python3, for Ansible)
#   --force rebuilds even when the tag exists.
# Idempotent: does nothing when the tag exists and was built from these same files.
# Downloads are cached under $PLAY_TESTHOST_CACHE (default /var/cache/play-testhost).
set -euo pipefail
here="$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")" && pwd)"

bench=false force=false
for arg in "$@"; do
  case "$arg" in
    --bench) bench=true ;;
    --force) force=true ;;
    -h|--help) sed -n '2,9p' "$0"; exit 0 ;;
    *) echo "build-image.sh: unknown option $arg (use --bench, --force)" >&2; exit 2 ;;
  esac
done

suite=bookworm
mirror="${PLAY_TESTHOST_MIRROR:-}"   # empty: debootstrap's default mirror
cache="${PLAY_TESTHOST_CACHE:-/var/cache/play-testhost}"
packages=openssh-server,sudo,procps,iproute2,util-linux,coreutils,findutils,grep,sed,mawk
tag=play-testhost:bookworm
if $bench; then
  packages="$packages,python3,python3-apt"
  tag=play-testhost:bookworm-python
fi

# The image is labelled with a hash of everything that goes into it, so a changed
# build script or overlay file rebuilds instead of silently reusing an old image.
inputs="$( { echo "$suite $mirror $packages"; cat "$here/build-image.sh";
             (cd "$here/rootfs-overlay" && find . -type f | LC_ALL=C sort | xargs cat); } \
           | sha256sum | cut -c1-16)"
if ! $force && docker image inspect "$tag" >/dev/null 2>&1; then
  have="$(docker image inspect -f '{{ index .Config.Labels "play.testhost.inputs" }}' "$tag" 2>/dev/null || true)"
  if [ "$have" = "$inputs" ]; then
    echo "build-image.sh: $tag is up to date"
    exit 0
  fi
  echo "build-image.sh: $tag was built from other inputs ($have), rebuilding" >&2
fi

[ "$(id -u)" = 0 ] || { echo "build-image.sh: debootstrap needs root" >&2; exit 1; }
command -v debootstrap >/dev/null || { echo "build-image.sh: debootstrap is missing (apt-get install debootstrap)" >&2; exit 1; }

start=$SECONDS
mkdir -p "$cache/debs"
work="$(mktemp -d /var/tmp/play-testhost.XXXXXX)"
root="$work/rootfs"
cleanup() {
  local rc=$?
  set +e
  # debootstrap mounts /proc and /sys inside the target; never leave them behind.
  grep -o " ${root}[^ ]*" /proc/mounts 2>/dev/null | sort -r | while read -r m; do umount -l "$m" || true; done
  rm -rf "$work"
  exit "$rc"
}
trap cleanup EXIT

# 1. The base system, cached as a tarball per package list (a rebuild skips debootstrap).
base="$cache/rootfs-$suite-$(echo "$mirror $packages" | sha256sum | cut -c1-12).tar"
mkdir -p "$root"
if [ -f "$base" ]; then
  tar -C "$root" -xpf "$base"
else
  echo "build-image.sh: debootstrap $suite ($packages)..." >&2
  if ! debootstrap --variant=minbase --include="$packages" --cache-dir="$cache/debs" \
        "$suite" "$root" ${mirror:+"$mirror"} >"$work/debootstrap.log" 2>&1; then
    tail -30 "$work/debootstrap.log" >&2
    echo "build-image.sh: debootstrap failed (log above)" >&2
    exit 1
  fi
  tar -C "$root" --numeric-owner -cf "$base.tmp" . && mv "$base.tmp" "$base"
fi

# 2. Configuration: files from rootfs-overlay/, then users and PAM inside the chroot.
cp -a "$here/rootfs-overlay/." "$root/"
chmod 0440 "$root"/etc/sudoers.d/*
chmod 0755 "$root/usr/local/sbin/testhost-init"
chroot "$root" /bin/sh -eu <<'CHROOT'
# Host keys are generated when each container starts (testhost-init), so every host differs.
rm -f /etc/ssh/ssh_host_*
# Containers lack CAP_AUDIT_CONTROL: a required pam_loginuid would refuse every login.
sed -i 's/^session\s\+required\s\+pam_loginuid.so/session optional pam_loginuid.so/' /etc/pam.d/sshd
useradd --create-home --shell /bin/bash --groups sudo play
usermod --password '*' play                 # no password login, but not a locked account
useradd --create-home --shell /bin/bash --groups sudo pwuser
echo 'pwuser:loginpass' | chpasswd
echo 'root:sudopass' | chpasswd             # pwuser's sudo asks for this (Defaults:pwuser rootpw)
rm -f /etc/motd /etc/update-motd.d/*
CHROOT

# 3. Trim what a test host never reads.
rm -rf "$root"/usr/share/doc/* "$root"/usr/share/man/* "$root"/usr/share/info/* \
       "$root"/usr/share/locale/* "$root"/usr/share/lintian "$root"/var/lib/apt/lists/* \
       "$root"/var/cache/apt/* "$root"/var/cache/debconf/*-old "$root"/var/log/* \
       "$root"/usr/share/common-licenses "$root"/usr/share/zoneinfo/right "$root"/usr/share/zoneinfo/posix

# 4. Import (and drop the image this one replaces, so rebuilds leave no dangling images).
old="$(docker image inspect -f '{{ .Id }}' "$tag" 2>/dev/null || true)"
tar -C "$root" --numeric-owner --exclude='./dev/*' --exclude='./proc/*' --exclude='./sys/*' --exclude='./run/*' -c . \
  | docker import \
      --change 'ENTRYPOINT ["/usr/local/sbin/testhost-init"]' \
      --change 'EXPOSE 22' \
      --change 'ENV LANG=C.UTF-8' \
      --change "LABEL play.testhost.inputs=$inputs" \
      - "$tag" >/dev/null
new="$(docker image inspect -f '{{ .Id }}' "$tag")"
if [ -n "$old" ] && [ "$old" != "$new" ]; then docker rmi "$old" >/dev/null 2>&1 || true; fi
size="$(docker image inspect -f '{{ .Size }}' "$tag")"
echo "build-image.sh: built $tag ($((size / 1024 / 1024)) MiB) in $((SECONDS - start)) s"
