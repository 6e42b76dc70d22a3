#!/bin/sh
# The network subset (NetworkScript): /proc and /sys, and ip -o addr when there is an ip.
sed 's/^/route|/' /proc/net/route 2>/dev/null
sed 's/^/fib|/' /proc/net/fib_trie 2>/dev/null
grep -H . /sys/class/net/*/address /sys/class/net/*/mtu /sys/class/net/*/operstate /sys/class/net/*/type /sys/class/net/*/flags 2>/dev/null | sed 's/^/sysnet|/'
if command -v ip >/dev/null 2>&1; then ip -o addr show 2>/dev/null | awk '$3 == "inet" { split($4, a, "/"); print "ipaddr|" $2 " " a[1] " " a[2] } $3 == "inet6" { s = $2; for (i = 4; i <= NF && $i != "\\"; i++) s = s " " $i; print "ip6addr|" s }'
else sed 's/^/inet6|/' /proc/net/if_inet6 2>/dev/null; fi
# shellcheck disable=SC2046  # split on purpose: an interface name holds no blank
printf 'netdir|%s\n' $(ls -U /sys/class/net 2>/dev/null)
