#!/bin/sh
# The rdma subset (RdmaFacts): RDMA devices, ports and GID tables from /sys/class/infiniband,
# the peer-memory module and the memlock limit. No ibv_* tools needed.
t=$(printf '\t')
for d in /sys/class/infiniband/*; do
  [ -d "$d" ] || continue; dev=${d##*/}
  echo "rdmadev|$dev$t$(cat "$d/node_type" 2>/dev/null)$t$(cat "$d/fw_ver" 2>/dev/null)"
  for n in "$d"/device/net/*; do [ -e "$n" ] && echo "rdmanet|$dev$t${n##*/}"; done
  for p in "$d"/ports/*; do
    [ -d "$p" ] || continue; port=${p##*/}
    echo "rdmaport|$dev$t$port$t$(cat "$p/state" 2>/dev/null)$t$(cat "$p/phys_state" 2>/dev/null)$t$(cat "$p/link_layer" 2>/dev/null)$t$(cat "$p/rate" 2>/dev/null)"
    for k in gids gid_attrs/types gid_attrs/ndevs; do
      # shellcheck disable=SC2035  # the entries of a GID table are named by numbers
      (cd "$p/$k" 2>/dev/null && grep -H . * 2>/dev/null) | grep -v ':0000:0000:0000:0000:0000:0000:0000:0000$' | sed "s#^#rdma${k##*/}|$dev$t$port$t#"
    done
  done
done
sed -n 's/^\(nvidia_peermem\|nv_peer_mem\) .*/kmod|\1/p' /proc/modules 2>/dev/null
# shellcheck disable=SC3045  # dash and bash, the hosts' sh, both have ulimit -l
echo "memlock=$(ulimit -l)"
