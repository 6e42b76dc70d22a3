#!/bin/sh
# Captures the raw outputs play's fact parsers read on a GPU host (nvidia-smi, /sys/class/infiniband,
# /proc/net, /sys/class/net, kernel modules), one section per source, for test data or a bug report.
#   tools/capture-gpu-host.sh > host.txt      (read-only; needs no root, no Python)
# shellcheck disable=SC2016  # run's arguments are commands for sh -c: they expand there
LC_ALL=C; export LC_ALL
section() { printf '\n===== %s\n' "$1"; }
run() { section "$*"; sh -c "$*" 2>&1; printf '[rc=%s]\n' "$?"; }
run 'uname -a'
run 'cat /etc/os-release'
run 'command -v ip ibv_devinfo nvidia-smi ethtool lspci || true'
run 'nvidia-smi --query-gpu=index,name,memory.total,driver_version,pci.bus_id,uuid --format=csv,noheader,nounits'
run 'nvidia-smi'
run 'nvidia-smi topo -m'
run 'nvidia-smi nvlink --status'
run 'nvidia-smi -q | head -40'
run 'cat /proc/driver/nvidia/version'
run 'cat /proc/modules | grep -E "^(nvidia|nv_peer|ib_|mlx|rdma)" '
run 'systemctl is-active nvidia-fabricmanager; systemctl is-enabled nvidia-fabricmanager'
run 'ls -la /sys/class/infiniband'
run 'for d in /sys/class/infiniband/*; do [ -d "$d" ] || continue; for p in "$d"/ports/*; do echo "$p state=$(cat $p/state) phys=$(cat $p/phys_state) ll=$(cat $p/link_layer) rate=$(cat $p/rate)"; done; ls "$d"/device/net 2>/dev/null; done'
run 'cat /proc/net/route'
run 'cat /proc/net/fib_trie'
run 'cat /proc/net/if_inet6'
run 'for i in /sys/class/net/*; do echo "$(basename $i) addr=$(cat $i/address) mtu=$(cat $i/mtu) oper=$(cat $i/operstate) flags=$(cat $i/flags) type=$(cat $i/type)"; done'
run 'cat /etc/resolv.conf'
run 'ulimit -l'
run 'nproc; grep -c ^processor /proc/cpuinfo; grep "^physical id" /proc/cpuinfo | sort -u | wc -l; grep -m1 "^model name" /proc/cpuinfo'
run 'grep -E "^(MemTotal|MemFree|SwapTotal)" /proc/meminfo'
run 'hostname; hostname -f; cat /proc/sys/kernel/hostname'
run 'id; echo HOME=$HOME; echo SHELL=$SHELL'
run 'ps -p 1 -o comm=; ls -d /run/systemd/system'
run 'command -v apt-get dnf yum'
run 'date +%s; date -u "+%Y-%m-%dT%H:%M:%SZ"; date "+%z %Z"'
