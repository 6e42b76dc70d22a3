#!/usr/bin/env bash
# lab/up.sh [N]: a local lab of N (default 3, at most 9) CPU-only cluster nodes in containers
# booting systemd (play-testhost:lab), on their own Docker network, reachable over SSH as user
# `play` with a key made for the lab, host keys checked strictly. Writes an inventory for the
# role library and prints it. lab/down.sh removes everything.
#   lab/up.sh 3
#   ./play -i lab/.state/inventory.ini playbooks/site.yml --skip-tags containers --check --diff
# Idempotent: when a lab of N nodes is up it says so and changes nothing. State (key,
# known_hosts, inventory) lives in $PLAY_LAB_STATE (default lab/.state).
# Exit codes: 0 up, 1 Docker or the image failed, 2 usage, 3 another lab size is up.
set -euo pipefail
here="$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")" && pwd)"
root="$(dirname "$here")"
state="${PLAY_LAB_STATE:-$here/.state}"
image=play-testhost:lab
network=play-lab
label=play.lab=1

die() { echo "lab/up.sh: $2" >&2; exit "$1"; }

n="${1:-3}"
case "$n" in
  -h|--help) sed -n '2,10p' "$0"; exit 0 ;;
  [1-9]) ;;
  *) die 2 "the number of nodes must be 1 to 9, not '$n' (usage: lab/up.sh [N])" ;;
esac
[ $# -le 1 ] || die 2 "one argument at most (usage: lab/up.sh [N])"
command -v docker >/dev/null || die 1 "docker is not installed"
docker info >/dev/null 2>&1 || die 1 "Docker is not reachable (is dockerd running, may you use it?)"
command -v ssh-keygen >/dev/null || die 1 "ssh-keygen is missing (Debian: apt-get install openssh-client)"

# Already up?
running="$(docker ps -a --filter "label=$label" --format '{{.Names}}' | sort)"
if [ -n "$running" ]; then
  have="$(printf '%s\n' "$running" | wc -l)"
  if [ "$have" -eq "$n" ] && [ -f "$state/inventory.ini" ]; then
    echo "lab/up.sh: the lab is already up with $n node(s); inventory: $state/inventory.ini"
    exit 0
  fi
  die 3 "a lab of $have container(s) is up ($(echo "$running" | paste -sd ' ')), not $n; run lab/down.sh first"
fi

start=$SECONDS
on_exit() {
  local rc=$?
  [ "$rc" = 0 ] || echo "lab/up.sh: failed; lab/down.sh removes what was started" >&2
}
trap on_exit EXIT
# The image: play-testhost:cluster (Open MPI, CPU PyTorch) with systemd; built when missing or stale.
"$root/testhost/build-variant.sh" lab

mkdir -p "$state"
chmod 0700 "$state"
[ -f "$state/id_ed25519" ] || ssh-keygen -q -t ed25519 -N '' -C play-lab -f "$state/id_ed25519"

docker network inspect "$network" >/dev/null 2>&1 \
  || docker network create --label "$label" "$network" >/dev/null
subnet="$(docker network inspect -f '{{(index .IPAM.Config 0).Subnet}}' "$network")"

# As SystemdHosts starts them in the tests: systemd as PID 1 with CAP_SYS_ADMIN, tmpfs on /run
# and /run/lock, the host's cgroups read-only; the public key in AUTHORIZED_KEYS, which the
# image's testhost-keys service writes for root, play and pwuser before sshd starts.
for i in $(seq 0 $((n - 1))); do
  docker run -d --name "lab-node$i" --hostname "lab-node$i" --label "$label" --network "$network" \
    --cap-add SYS_ADMIN --tmpfs /run:rw,exec --tmpfs /run/lock:rw -v /sys/fs/cgroup:/sys/fs/cgroup:ro \
    -e AUTHORIZED_KEYS="$(cat "$state/id_ed25519.pub")" "$image" >/dev/null
done

# Wait for sshd, then take each host's keys through docker exec (a trusted channel, as the
# tests do), never from the network.
: >"$state/known_hosts.tmp"
hosts=""
for i in $(seq 0 $((n - 1))); do
  node="lab-node$i"
  for _ in $(seq 1 60); do
    docker exec "$node" systemctl is-active --quiet ssh.service 2>/dev/null && break
    sleep 1
  done
  docker exec "$node" systemctl is-active --quiet ssh.service \
    || die 1 "sshd did not start on $node within 60 s (docker logs $node)"
  address="$(docker inspect -f "{{(index .NetworkSettings.Networks \"$network\").IPAddress}}" "$node")"
  docker exec "$node" sh -c 'cat /etc/ssh/ssh_host_*_key.pub' \
    | awk -v names="$node,$address" 'NF >= 2 { print names, $1, $2 }' >>"$state/known_hosts.tmp"
  hosts="$hosts$node ansible_host=$address"$'\n'
done
mv "$state/known_hosts.tmp" "$state/known_hosts"

servers="lab-node0"
clients="$(for i in $(seq 1 $((n - 1))); do echo "lab-node$i"; done)"
[ "$n" -gt 1 ] || clients="lab-node0"
cat >"$state/inventory.ini" <<EOF
# The local lab: $n container(s) of $image on the Docker network $network ($subnet),
# written by lab/up.sh, removed by lab/down.sh. CPU only: no GPU, no RDMA, no Docker engine.
[cluster]
$hosts
[nfs_servers]
$servers

[nfs_clients]
$clients

# Empty: the nodes have no GPU. machine_setup.yml (Docker CE, the NVIDIA container toolkit and
# driver from their vendors' repositories, then a reboot) has nothing to do here.
[gpu_nodes]

# Empty: no point-to-point RDMA links, so netplan_mesh.yml has nothing to do here.
[mesh]

[all:vars]
ansible_user=play
ansible_ssh_private_key_file=$state/id_ed25519
ansible_ssh_common_args='-o UserKnownHostsFile=$state/known_hosts -o StrictHostKeyChecking=yes'
# The lab network: what the NFS server exports to.
cluster_network=$subnet
# A container cannot set the host kernel's network sysctls: they are written to
# /etc/sysctl.d/90-roce.conf, not applied.
sysctl_roce_apply=false
# A container cannot run the kernel NFS server or mount NFS: the exports are written and
# exportfs'ed, the service is left alone; clients get their /etc/fstab entries, not mounts.
nfs_server_manage_service=false
nfs_client_state=present
# No RDMA devices: rdma_verify reports what it finds and expects none.
rdma_verify_devices=none
# cluster_verify: a small gloo all-reduce (CPU) that shared cores finish quickly, and two local
# processes per node so the per-node all-reduce runs too (it follows the GPU count otherwise).
cluster_verify_allreduce_mib=4
cluster_verify_allreduce_iters=5
cluster_verify_local_procs=2
cluster_verify_timeout=120
# containers_setup.yml needs a Docker engine and the PyTorch image from a registry, neither of
# which the lab has: run site.yml with --skip-tags containers.
EOF

cat "$state/inventory.ini"
echo
echo "lab/up.sh: $n node(s) up in $((SECONDS - start)) s; inventory: $state/inventory.ini"
echo "  ./play -i $state/inventory.ini playbooks/site.yml --skip-tags containers --check --diff"
