#!/bin/sh
# The gpu subset (GpuFacts): nvidia-smi, its topology matrix, loaded kernel modules,
# NVSwitches and the Fabric Manager service. No GPU prints nvidia_smi=absent.
if command -v nvidia-smi >/dev/null 2>&1; then
  echo nvidia_smi=present
  nvidia-smi --query-gpu=index,name,memory.total,driver_version,pci.bus_id,uuid --format=csv,noheader,nounits 2>/dev/null | sed 's/^/gpu|/'
  nvidia-smi 2>/dev/null | sed -n 's/.*CUDA Version: *\([0-9.]*\).*/cuda_version=\1/p'
  nvidia-smi topo -m 2>/dev/null | sed 's/^/gputopo|/'
else echo nvidia_smi=absent; fi
sed -n 's/^\(nvidia[a-z_]*\|nv_peer_mem\|ib_[a-z_]*\|mlx[0-9a-z_]*\|rdma_[a-z_]*\) .*/kmod|\1/p' /proc/modules 2>/dev/null
# shellcheck disable=SC2012  # counts the entries; their names are numbers
echo "nvswitch_count=$(ls -d /proc/driver/nvidia-nvswitch/devices/* 2>/dev/null | wc -l)"
command -v systemctl >/dev/null 2>&1 && echo "fabricmanager=$(systemctl is-active nvidia-fabricmanager 2>/dev/null)"
