#!/usr/bin/env bash
# Benchmarks play against ansible-playbook on N fresh SSH hosts in containers (default 10):
# the same playbook (bench/site.yml), the same inventory shape, twice per engine (fresh hosts,
# then a no-change run). Prints one CSV row per engine and the ansible/play ratios.
#   bench/run.sh [N]            ENGINES="ansible play" (default both)   KEEP=1 keeps the containers
# Needs root (builds the image), Docker, ansible-playbook; see bench/README.md.
set -euo pipefail
repo="$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/.." && pwd)"
n="${1:-10}"
engines="${ENGINES:-ansible play}"
image=play-testhost:bookworm-python
out="$repo/bench/out"
run_id="bench-$$"
[[ "$n" =~ ^[1-9][0-9]*$ ]] || { echo "bench/run.sh: N must be a positive number, got $n" >&2; exit 2; }

cleanup() {
  [ "${KEEP:-}" = 1 ] && return
  ids="$(docker ps -aq --filter "label=play.bench.run=$run_id")"
  [ -z "$ids" ] || docker rm -f $ids >/dev/null 2>&1 || true
}
trap cleanup EXIT

"$repo/testhost/build-image.sh" --bench >&2
rm -rf "$out" && mkdir -p "$out"
ssh-keygen -q -t ed25519 -N '' -C play-bench -f "$out/id_ed25519"
: > "$out/known_hosts"
printf '[defaults]\n' > "$out/ansible.cfg"   # keeps any ansible.cfg around from applying

# Starts N containers for one engine, waits for their SSH banners, writes known_hosts lines and
# an inventory. Each engine gets its own fresh hosts, so both first runs start from one state.
start_hosts() {
  local engine="$1" i cid port
  local ids=()
  for ((i = 0; i < n; i++)); do
    ids+=("$(docker run -d -P --label "play.bench.run=$run_id" --hostname "$engine-node$i" \
      -e AUTHORIZED_KEYS="$(cat "$out/id_ed25519.pub")" "$image")")
  done
  {
    echo "[all:vars]"
    echo "ansible_ssh_common_args='-o UserKnownHostsFile=$out/known_hosts -o StrictHostKeyChecking=yes'"
    echo "[nodes]"
  } > "$out/inventory-$engine.ini"
  for ((i = 0; i < n; i++)); do
    cid="${ids[$i]}"
    port="$(docker port "$cid" 22/tcp | head -1 | sed 's/.*://')"
    wait_banner "$port"
    docker exec "$cid" sh -c 'cat /etc/ssh/ssh_host_*_key.pub' \
      | awk -v h="[127.0.0.1]:$port" '{ print h, $1, $2 }' >> "$out/known_hosts"
    echo "node$i ansible_host=127.0.0.1 ansible_port=$port ansible_user=play ansible_ssh_private_key_file=$out/id_ed25519" \
      >> "$out/inventory-$engine.ini"
  done
}

# Docker's proxy accepts connections before sshd listens, so wait for the banner itself.
wait_banner() {
  local port="$1" deadline=$((SECONDS + 60))
  until timeout 2 bash -c "exec 3<>/dev/tcp/127.0.0.1/$1 && head -c 7 <&3" 2>/dev/null | grep -q '^SSH-2.0'; do
    [ $SECONDS -lt $deadline ] || { echo "bench/run.sh: no SSH banner on port $port" >&2; exit 1; }
    sleep 0.1
  done
}

# Runs one engine once; writes <engine>-<run>.log and .time; prints "seconds rc".
timed_run() {
  local engine="$1" run="$2" inv="$out/inventory-$1.ini" start end rc=0
  local cmd=(./play -i "$inv" -f "$n" bench/site.yml)
  [ "$engine" = ansible ] && cmd=(ansible-playbook -i "$inv" -f "$n" bench/site.yml)
  start=$(date +%s.%N)
  (cd "$repo" && /usr/bin/time -v -o "$out/$engine-$run.time" "${cmd[@]}") > "$out/$engine-$run.log" 2>&1 || rc=$?
  end=$(date +%s.%N)
  echo "$(echo "$end - $start" | bc -l | xargs printf '%.2f') $rc"
}

# Sums a PLAY RECAP column (changed, failed, unreachable) over hosts.
recap_sum() {
  { grep -Eo "$2=[0-9]+" "$1" || true; } | cut -d= -f2 | awk '{ s += $1 } END { print s + 0 }'
}

max_rss_mb() {
  awk -F: '/Maximum resident set size/ { printf "%d", $2 / 1024 }' "$1"
}

# Ansible at its best: pipelining, persistent SSH connections, no interpreter discovery.
export ANSIBLE_PIPELINING=True ANSIBLE_HOST_KEY_CHECKING=True ANSIBLE_NOCOLOR=1 \
  ANSIBLE_SSH_ARGS='-o ControlMaster=auto -o ControlPersist=60s' \
  ANSIBLE_PYTHON_INTERPRETER=/usr/bin/python3 ANSIBLE_RETRY_FILES_ENABLED=False \
  ANSIBLE_LOCAL_TEMP="$out/ansible-tmp" ANSIBLE_SSH_CONTROL_PATH_DIR="$out/cp" ANSIBLE_CONFIG="$out/ansible.cfg"

# play builds itself on first use; do that now so the build is not timed.
if [[ " $engines " == *" play "* ]]; then
  (cd "$repo" && ./play --version >/dev/null 2>&1) || true
fi

echo "engine,hosts,first_run_s,second_run_s,second_run_changed,max_rss_mb"
declare -A first second
for engine in $engines; do
  start_hosts "$engine"
  read -r t1 rc1 < <(timed_run "$engine" 1)
  read -r t2 rc2 < <(timed_run "$engine" 2)
  changed="$(recap_sum "$out/$engine-2.log" changed)"
  rss1="$(max_rss_mb "$out/$engine-1.time")" rss2="$(max_rss_mb "$out/$engine-2.time")"
  rss=$((rss1 > rss2 ? rss1 : rss2))
  echo "$engine,$n,$t1,$t2,$changed,$rss"
  if [ "$rc1" != 0 ] || [ "$rc2" != 0 ] || [ "$(recap_sum "$out/$engine-1.log" changed)" = 0 ]; then
    echo "bench/run.sh: $engine did not run cleanly (exit $rc1/$rc2); see bench/out/$engine-1.log and -2.log" >&2
    continue
  fi
  first[$engine]="$t1" second[$engine]="$t2"
done

if [ -n "${first[ansible]:-}" ] && [ -n "${first[play]:-}" ]; then
  printf 'ratio ansible/play: first_run %.2f, second_run %.2f\n' \
    "$(echo "${first[ansible]} / ${first[play]}" | bc -l)" "$(echo "${second[ansible]} / ${second[play]}" | bc -l)"
fi
