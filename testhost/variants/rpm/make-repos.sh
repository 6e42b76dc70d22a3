#!/bin/sh
# Builds play-testhost:rpm's local repositories (see the Dockerfile). Each package NAME-VERSION
# holds /usr/share/NAME/version; all are noarch, release 1.
#   /srv/repo/base      play-hello 1.0 and 2.0, play-tools 1.0 (requires play-lib), play-lib 1.0   signed
#   /srv/repo/extra     play-extra 1.0                                                       signed
#   /srv/repo/unsigned  play-unsigned 1.0                                                    unsigned
#   /srv/repo/RPM-GPG-KEY-play   the signing key (ASCII-armored public key)
# /etc/yum.repos.d/play.repo enables play-base and defines play-extra disabled, both with
# gpgcheck=1 and no gpgkey: installing needs the key imported first (rpm_key).
set -eu
top=/tmp/rpmbuild
mkdir -p $top/SPECS /srv/repo/base /srv/repo/extra /srv/repo/unsigned /etc/yum.repos.d
export GNUPGHOME=/tmp/gnupg
# shellcheck disable=SC2174  # /tmp exists: the mode is for GNUPGHOME itself, the deepest
mkdir -m 0700 -p $GNUPGHOME
gpg --batch --quiet --passphrase '' --quick-gen-key 'play test repository <repo@play.test>' rsa2048 sign never
gpg --batch --armor --export repo@play.test > /srv/repo/RPM-GPG-KEY-play

# pkg NAME VERSION REPO [SPEC LINES]
pkg() {
  spec=$top/SPECS/$1-$2.spec
  printf '%s\n' "Name: $1" "Version: $2" "Release: 1" "Summary: play test package $1" "License: MIT" \
    "BuildArch: noarch" "${4:-}" "%description" "A package for play's tests." "%install" \
    "mkdir -p %{buildroot}/usr/share/$1" "echo $2 > %{buildroot}/usr/share/$1/version" \
    "%files" "/usr/share/$1/version" > "$spec"
  rpmbuild -bb --quiet --define "_topdir $top" "$spec" >/dev/null
  cp "$top/RPMS/noarch/$1-$2-1.noarch.rpm" "/srv/repo/$3/"
}
pkg play-hello 1.0 base
pkg play-hello 2.0 base
pkg play-lib 1.0 base
pkg play-tools 1.0 base "Requires: play-lib"
pkg play-extra 1.0 extra
pkg play-unsigned 1.0 unsigned
pkg play-release 9 . "Provides: system-release
Provides: system-release(releasever) = 9"
rpmsign --define '_gpg_name repo@play.test' --define '__gpg /usr/bin/gpg' --addsign /srv/repo/base/*.rpm /srv/repo/extra/*.rpm >/dev/null
for r in base extra unsigned; do createrepo_c -q /srv/repo/$r; done
rpm -i --nosignature /srv/repo/play-release-9-1.noarch.rpm
rm /srv/repo/play-release-9-1.noarch.rpm

cat > /etc/yum.repos.d/play.repo <<REPO
[play-base]
name=play base
baseurl=file:///srv/repo/base
gpgcheck=1

[play-extra]
name=play extra
baseurl=file:///srv/repo/extra
enabled=0
gpgcheck=1
REPO
rm -rf $top $GNUPGHOME
