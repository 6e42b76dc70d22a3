#!/bin/sh
# The min facts (MinimalFacts): host names, kernel, user, os-release, package and service
# managers, date, environment and resolv.conf.
echo "hostname=$(hostname 2>/dev/null || cat /proc/sys/kernel/hostname)"
echo "fqdn=$(hostname -f 2>/dev/null || hostname 2>/dev/null || cat /proc/sys/kernel/hostname)"
echo "kernel=$(uname -r)"; echo "kernel_version=$(uname -v)"
echo "machine=$(uname -m)"; echo "system=$(uname -s)"
for f in /var/lib/dbus/machine-id /etc/machine-id; do m=$(sed -n 's/^[[:space:]]*//; s/[[:space:]]*$//; /./{p;q;}' "$f" 2>/dev/null); [ -n "$m" ] && echo "machine_id=$m" && break; done
echo "user_id=$(id -un)"; echo "user_uid=$(id -u)"; echo "user_gid=$(id -g)"
echo "user_dir=$HOME"; echo "user_shell=$(getent passwd "$(id -un)" 2>/dev/null | cut -d: -f7)"
[ -r /etc/os-release ] && sed -n 's/^\([A-Z_]*\)="\{0,1\}\([^"]*\)"\{0,1\}$/os_\1=\2/p' /etc/os-release
command -v apt-get >/dev/null 2>&1 && echo pkg_mgr=apt
command -v dnf >/dev/null 2>&1 && echo pkg_mgr=dnf
command -v yum >/dev/null 2>&1 && echo pkg_mgr=yum
[ -d /run/systemd/system ] && echo service_mgr=systemd
echo "init=$(cat /proc/1/comm 2>/dev/null)"
command -v dpkg >/dev/null 2>&1 && echo "dpkg_arch=$(dpkg --print-architecture)"
echo "date_time=$(date '+%s %N %z %Z')"
env -0 2>/dev/null | tr '\n\0' ' \n' | sed 's/^/env|/'
[ -r /etc/resolv.conf ] && sed 's/^/dns|/' /etc/resolv.conf
