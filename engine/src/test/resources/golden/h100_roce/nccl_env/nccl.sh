# NCCL settings of this node, detected by play (role nccl_env) from its GPU, RDMA and network
# facts; managed by play, local edits are replaced. A variable already set in the environment,
# even to "", wins over the value written here.
# GPUS_PER_NODE: 4 GPUs (nvidia-smi)
export GPUS_PER_NODE="${GPUS_PER_NODE-4}"
# OMP_NUM_THREADS: 112 CPUs / 4 GPUs = 28, clamped to [4, 16]
export OMP_NUM_THREADS="${OMP_NUM_THREADS-16}"
# DETECTED_TRANSPORT: 4 RDMA devices with an ACTIVE port
export DETECTED_TRANSPORT="${DETECTED_TRANSPORT-rdma}"
# NCCL_IB_DISABLE: 4 RDMA devices with an ACTIVE port
export NCCL_IB_DISABLE="${NCCL_IB_DISABLE-0}"
# NCCL_SOCKET_IFNAME: net* interfaces
export NCCL_SOCKET_IFNAME="${NCCL_SOCKET_IFNAME-net1,net2,net3,net4}"
# NCCL_P2P_LEVEL: NVLink between GPUs (NV6)
export NCCL_P2P_LEVEL="${NCCL_P2P_LEVEL-NVL}"
# NCCL_NET_GDR_LEVEL: peer-memory module loaded (GPUDirect RDMA)
export NCCL_NET_GDR_LEVEL="${NCCL_NET_GDR_LEVEL-5}"
# NCCL_IB_HCA: overridden (detected mlx5_6,mlx5_7,mlx5_10,mlx5_11)
export NCCL_IB_HCA="${NCCL_IB_HCA-}"
# NCCL_IB_GID_INDEX: RoCE v2 GID with an IPv4 address at this index on every active RoCE port (GID table scan)
export NCCL_IB_GID_INDEX="${NCCL_IB_GID_INDEX-3}"
# NCCL_IB_TIMEOUT: RDMA transport
export NCCL_IB_TIMEOUT="${NCCL_IB_TIMEOUT-22}"
# NCCL_IB_RETRY_CNT: RDMA transport
export NCCL_IB_RETRY_CNT="${NCCL_IB_RETRY_CNT-7}"
# NCCL_ALGO: overridden (not detected)
export NCCL_ALGO="${NCCL_ALGO-Ring}"
