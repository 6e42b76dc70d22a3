# NCCL settings of this node, detected by play (role nccl_env) from its GPU, RDMA and network
# facts; managed by play, local edits are replaced. A variable already set in the environment,
# even to "", wins over the value written here.
# GPUS_PER_NODE: 1 GPU (nvidia-smi)
export GPUS_PER_NODE="${GPUS_PER_NODE-1}"
# OMP_NUM_THREADS: 16 CPUs / 1 GPU = 16, within [4, 16]
export OMP_NUM_THREADS="${OMP_NUM_THREADS-16}"
# DETECTED_TRANSPORT: no RDMA device
export DETECTED_TRANSPORT="${DETECTED_TRANSPORT-tcp}"
# NCCL_IB_DISABLE: no RDMA device
export NCCL_IB_DISABLE="${NCCL_IB_DISABLE-1}"
# NCCL_SOCKET_IFNAME: default-route interface
export NCCL_SOCKET_IFNAME="${NCCL_SOCKET_IFNAME-eth0}"
# NCCL_P2P_LEVEL: no NVLink between GPUs
export NCCL_P2P_LEVEL="${NCCL_P2P_LEVEL-PIX}"
# NCCL_NET_GDR_LEVEL: no peer-memory module loaded (nvidia_peermem, nv_peer_mem)
export NCCL_NET_GDR_LEVEL="${NCCL_NET_GDR_LEVEL-0}"
