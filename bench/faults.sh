#!/usr/bin/env bash
# Faults at scale (issue 27): bench/baseline.yml on fresh SSH hosts (containers) while faults are
# injected into some of them from a seeded schedule, then healed; or play killed with SIGKILL in
# the middle of a run. Checks what play reported, that every host converges, and that nothing on
# any host is partial; prints a table and exits 1 when a check fails. See bench/README.md.
#   SEED=27 HOSTS=200 FRACTION=10 bench/faults.sh      faults into FRACTION% of HOSTS hosts
#   SEED=27 HOSTS=50 bench/faults.sh kill              play killed with SIGKILL mid-run
# KINDS="sshd pause network disk hostkey" (round robin over the faulted hosts)
# ALIVE_INTERVAL=1 ALIVE_COUNT=5 (play's keep-alives)  PAUSE_S=15 (how long a host stays paused)
# REF_HOSTS=2 (kill: hosts of the fault-free reference run)  OUT=bench/out/<mode>  KEEP=1
# PLAY=path/to/play (default: this checkout's ./play)  DOCKER_TIMEOUT_S=120 (per docker call)
# Needs Docker and python3; the image play-testhost:bookworm-python (built when missing, as root).
set -euo pipefail
repo="$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/.." && pwd)"
mode="${1:-faults}"
seed="${SEED:-27}"
hosts="${HOSTS:-200}"
fraction="${FRACTION:-10}"
kinds="${KINDS:-sshd pause network disk hostkey}"
alive_interval="${ALIVE_INTERVAL:-1}"
alive_count="${ALIVE_COUNT:-5}"
pause_s="${PAUSE_S:-15}"
ref_hosts="${REF_HOSTS:-2}"
out="${OUT:-$repo/bench/out/$mode}"
play_cmd="${PLAY:-$repo/play}"
image=play-testhost:bookworm-python
run_id="faults-$$"
net="play-$run_id"
playbook="$repo/bench/baseline.yml"
# Files only a handler writes: a host that stopped after the task that notified it and before
# the handlers ran loses the notification (as with Ansible), so its rerun, where that task changes
# nothing, does not run the handler. Files written by a `command` task (cp), not by play's
# atomic writes: a full disk can leave them short, and `creates` keeps them so.
handler_files="/opt/node/log/agent-restarted /opt/node/log/sysctl-applied"
command_files="/opt/node/etc/agent.conf.orig"
# Where play leaves temporary files and directories on a host while it works: beside a file it
# writes (.NAME.play-RANDOM.tmp; NAME.play-tmp for apt keys and repositories), the persistent
# shells' directories and the bridge's in $TMPDIR.
leftover_names=(-name '.*.play-*.tmp' -o -name '*.play-tmp' -o -name '.play-shell.*' -o -name '.play-bridge.*')

# Every docker call is bounded: a daemon that stops answering, or an exec into a container left
# paused, fails that step (and the checks) instead of holding the run.
docker() { timeout --foreground "${DOCKER_TIMEOUT_S:-120}" docker "$@"; }
die() { echo "bench/faults.sh: $*" >&2; exit 2; }
say() { echo "bench/faults.sh: $*" >&2; }
[[ "$mode" =~ ^(faults|kill)$ ]] || die "unknown mode '$mode' (faults, kill)"
for v in seed hosts fraction alive_interval alive_count pause_s ref_hosts; do
  [[ "${!v}" =~ ^[0-9]+$ ]] || die "${v^^} must be a number, got '${!v}'"
done
[ "$hosts" -ge 1 ] || die "HOSTS must be at least 1"
for k in $kinds; do [[ "$k" =~ ^(sshd|pause|network|disk|hostkey)$ ]] || die "unknown fault kind '$k'"; done
command -v python3 >/dev/null || die "python3 is needed (the checks)"

# --- containers ------------------------------------------------------------------------------

# Every container and the network carry the run's label: cleanup removes this run's own only.
# shellcheck disable=SC2317 # called by the trap
cleanup() {
  local ids
  [ "${KEEP:-}" = 1 ] && { say "KEEP=1: containers labelled play.bench.run=$run_id kept"; return 0; }
  ids="$(docker ps -aq --filter "label=play.bench.run=$run_id" 2>/dev/null || true)"
  # shellcheck disable=SC2086 # one id per word
  [ -z "$ids" ] || docker rm -f $ids >/dev/null 2>&1 || true
  # Docker may take a moment to release the removed containers' endpoints, and may keep one of a
  # removed container (a host taken off the network and back): those are disconnected by force.
  local ep
  for ep in $(docker network inspect "$net" --format '{{range .Containers}}{{.Name}} {{end}}' 2>/dev/null); do
    docker network disconnect -f "$net" "$ep" >/dev/null 2>&1 || true
  done
  for _ in 1 2 3 4 5; do
    ! docker network inspect "$net" >/dev/null 2>&1 || docker network rm "$net" >/dev/null 2>&1 || { sleep 1; continue; }
    return 0
  done
  say "could not remove the network $net: $(docker network rm "$net" 2>&1 | tail -1)"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

# A network of the run's own with a subnet it chose, so that a host taken off it comes back with
# its address (Docker's default bridge cannot give an address back).
make_network() {
  local octet
  for octet in $(seq 231 254); do
    if docker network create --label "play.bench.run=$run_id" --subnet "10.$octet.0.0/16" "$net" >/dev/null 2>&1; then
      return 0
    fi
  done
  die "no free subnet 10.231-254.0.0/16 for the network $net"
}

# Runs FUNCTION INDEX for each index below COUNT, at most 8 at once (docker exec and docker run
# wait mostly on dockerd).
for_each_host() {
  local fn="$1" count="$2" i running=0
  for ((i = 0; i < count; i++)); do
    "$fn" "$i" &
    running=$((running + 1))
    if [ "$running" -ge 8 ]; then wait -n || true; running=$((running - 1)); fi
  done
  wait || true
}

# The hosts of one phase: container <run>-<phase>-<i>, inventory name node<i>, on the run's
# network. The entrypoint starts sshd (testhost-init) as an orphan of Docker's init, so that
# killing every sshd leaves the container up, and tells sshd to drop a client that stops
# answering (ClientAliveInterval 2, ClientAliveCountMax 3), as cluster nodes do: a session whose
# network was cut does not keep its shell alive for hours. /opt/node, where the playbook writes
# most of its files, is a 1 MiB tmpfs: filling it is instant.
start_one() {
  local i="$1" name="$run_id-$phase-$1"
  docker run -d --init --name "$name" --label "play.bench.run=$run_id" --network "$net" \
    --hostname "faults-node$i" --tmpfs /opt/node:size=1m,mode=0755 \
    -e AUTHORIZED_KEYS="$(cat "$out/id_ed25519.pub")" --entrypoint /bin/sh "$image" -c \
    'printf "ClientAliveInterval 2\nClientAliveCountMax 3\n" > /etc/ssh/sshd_config.d/00-bench-faults.conf
     (/usr/local/sbin/testhost-init &)
     exec sleep infinity' > /dev/null
}

# Waits for sshd's banner at ADDRESS:22.
wait_banner() {
  local deadline=$((SECONDS + 60))
  until timeout 2 bash -c "exec 3<>/dev/tcp/$1/22 && head -c 7 <&3" 2>/dev/null | grep -q '^SSH-2.0'; do
    [ $SECONDS -lt $deadline ] || { say "no SSH banner at $1:22"; return 1; }
    sleep 0.2
  done
}

# Starts COUNT hosts for PHASE; sets names and addrs; writes the phase's known_hosts (the hosts'
# keys as they started) and inventory (strict host key checking, keep-alives).
start_hosts() {
  phase="$1"
  local count="$2" i
  say "$phase: starting $count hosts"
  for_each_host start_one "$count"
  names=() addrs=()
  for ((i = 0; i < count; i++)); do
    names+=("$run_id-$phase-$i")
    addrs+=("$(docker inspect -f '{{range .NetworkSettings.Networks}}{{.IPAddress}}{{end}}' "${names[$i]}")")
    [ -n "${addrs[$i]}" ] || die "$phase: container ${names[$i]} did not start"
  done
  for ((i = 0; i < count; i++)); do wait_banner "${addrs[$i]}" || die "$phase: node$i has no sshd"; done
  : > "$out/known_hosts-$phase"
  for ((i = 0; i < count; i++)); do learn_keys "$i" "$phase"; done
  {
    echo "[all:vars]"
    echo "ansible_user=play"
    echo "ansible_ssh_private_key_file=$out/id_ed25519"
    echo "ansible_ssh_common_args='-o UserKnownHostsFile=$out/known_hosts-$phase -o StrictHostKeyChecking=yes -o ServerAliveInterval=$alive_interval -o ServerAliveCountMax=$alive_count'"
    echo "[nodes]"
    for ((i = 0; i < count; i++)); do echo "node$i ansible_host=${addrs[$i]}"; done
  } > "$out/inventory-$phase.ini"
  printf 'node%s\n' $(seq 0 $((count - 1))) > "$out/hosts-$phase"
}

# Writes host I's current host keys into the phase's known_hosts, replacing the lines of its
# address: done once at the start, and on purpose after a host key changed.
learn_keys() {
  local i="$1" kh="$out/known_hosts-$2"
  awk -v a="${addrs[$i]}" '$1 != a' "$kh" > "$kh.new"
  docker exec "${names[$i]}" sh -c 'cat /etc/ssh/ssh_host_*_key.pub' \
    | awk -v a="${addrs[$i]}" '{ print a, $1, $2 }' >> "$kh.new"
  mv "$kh.new" "$kh"
}

remove_hosts() {
  local ids
  [ "${KEEP:-}" = 1 ] && return 0
  ids="$(docker ps -aq --filter "label=play.bench.run=$run_id" --filter "name=$run_id-$1-")"
  # shellcheck disable=SC2086 # one id per word
  [ -z "$ids" ] || docker rm -f $ids >/dev/null
}

# --- runs --------------------------------------------------------------------------------------

# Starts play on the phase's hosts in the background (sets play_pid, run_start): writes
# RUN.log, RUN.json (--summary-json) and RUN.events (--events).
start_play() {
  local run="$1"
  rm -f "$out/$run.json" "$out/$run.events"
  run_start="$(date +%s.%N)"
  (cd "$repo" && exec "$play_cmd" -i "$out/inventory-$phase.ini" -f "${#names[@]}" \
    --summary-json "$out/$run.json" --events "$out/$run.events" "$playbook") > "$out/$run.log" 2>&1 &
  play_pid=$!
}

# Waits for the play started last; writes RUN.time: "seconds exit-status start end".
finish_play() {
  local run="$1" rc=0 end
  wait "$play_pid" || rc=$?
  end="$(date +%s.%N)"
  echo "$(echo "$end - $run_start" | bc -l | xargs printf '%.2f') $rc $run_start $end" > "$out/$run.time"
  say "$run: $(cut -d' ' -f1 "$out/$run.time") s, exit $rc"
}

run_play() {
  start_play "$1"
  finish_play "$1"
}

# --- what is on the hosts ------------------------------------------------------------------------

# Host I's end state (bench/end-state.sh with the playbook's paths and accounts, its inventory
# name made HOST) into state-<label>/node<I>.
dump_one() {
  local i="$1" paths accounts
  paths="$(sed -n 's/^# bench-end-state-paths://p' "$playbook")"
  accounts="$(sed -n 's/^# bench-end-state-accounts://p' "$playbook")"
  # shellcheck disable=SC2086 # the paths are words
  docker exec -i -e END_STATE_NAME="node$i" "${names[$i]}" sh -s -- "$accounts" $paths \
    < "$repo/bench/end-state.sh" > "$out/state-$dump_label/node$i" 2>&1 \
    || echo "dump failed: docker exec ${names[$i]}" >> "$out/state-$dump_label/node$i"
}

# Host I's leftovers: play's temporary files anywhere, each persistent shell's directory with
# whether its loop (the pid in its name) is alive, into left-<label>/node<I>.
leftovers_one() {
  local i="$1"
  docker exec "${names[$i]}" sh -c '
    find / \( -path /proc -o -path /sys -o -path /dev \) -prune -o \( "$@" \) -print 2>/dev/null \
      | while IFS= read -r f; do
          case "$f" in
            */.play-shell.*) p=${f##*/.play-shell.}; p=${p%%.*}
              if kill -0 "$p" 2>/dev/null; then echo "shell-alive $f"; else echo "shell-dead $f"; fi ;;
            *) echo "temp $f" ;;
          esac
        done' sh "${leftover_names[@]}" > "$out/left-$dump_label/node$i" 2>&1 \
    || echo "check failed: docker exec ${names[$i]}" >> "$out/left-$dump_label/node$i"
}

dump_states() {
  dump_label="$1"
  mkdir -p "$out/state-$1"
  for_each_host dump_one "${#names[@]}"
}

dump_leftovers() {
  dump_label="$1"
  mkdir -p "$out/left-$1"
  for_each_host leftovers_one "${#names[@]}"
}

# Waits up to 15 s for the hosts' persistent shells of the runs that ended to go (sshd closes a
# session a moment after its client left), then records the leftovers.
settle_leftovers() {
  local deadline=$((SECONDS + 15))
  while :; do
    dump_leftovers "$1"
    ! cat "$out/left-$1"/* | grep -q '^shell-' || [ $SECONDS -ge $deadline ] || { sleep 1; continue; }
    break
  done
}

# --- faults -------------------------------------------------------------------------------------

# Injects KIND into host I once DELAY seconds have passed since the run's first task started; writes
# inject/node<I>: "kind start end" (epoch seconds around the injection), and for pause the time
# it was unpaused.
inject() {
  local i="$1" kind="$2" delay="$3" c="${names[$1]}" wait_s start end
  wait_s="$(echo "$active_start + $delay - $(date +%s.%N)" | bc -l)"
  [[ "$wait_s" == -* ]] || sleep "$wait_s"
  start="$(date +%s.%N)"
  case "$kind" in
    sshd) docker exec "$c" pkill -9 -x sshd ;;
    pause) # the cgroup freezer may time out on a loaded machine ("unable to freeze"): try again
      local try
      for try in 1 2 3 4 5; do
        ! docker pause "$c" >/dev/null || break
        [ "$try" -lt 5 ] || return 1
        sleep 0.2
        start="$(date +%s.%N)"
      done ;;
    network) docker network disconnect "$net" "$c" ;;
    disk) docker exec "$c" sh -c 'cat /dev/zero > /opt/node/.bench-fill 2>/dev/null; true' ;;
    hostkey)
      # As a reinstalled host: new keys, sshd restarted, the sessions gone.
      docker exec "$c" sh -c 'rm -f /etc/ssh/ssh_host_*
        ssh-keygen -q -t ed25519 -N "" -f /etc/ssh/ssh_host_ed25519_key &
        ssh-keygen -q -t ecdsa -N "" -f /etc/ssh/ssh_host_ecdsa_key &
        ssh-keygen -q -t rsa -b 2048 -N "" -f /etc/ssh/ssh_host_rsa_key &
        wait; pkill -9 -x sshd; /usr/sbin/sshd -E /var/log/sshd-bench.log' ;;
  esac
  end="$(date +%s.%N)"
  echo "$kind $start $end" > "$out/inject/node$i"
  if [ "$kind" = pause ]; then
    sleep "$pause_s"
    docker unpause "$c" >/dev/null
    echo "unpaused $(date +%s.%N)" >> "$out/inject/node$i"
  fi
}

# Undoes host I's fault (a host key stays new: it is learnt, on purpose, after the strict run).
# sshd is started where none runs (sshd; hostkey, where the one started with the new keys may
# have failed: its log is /var/log/sshd-bench.log in the container).
heal() {
  local i="$1" kind="$2" c="${names[$1]}"
  case "$kind" in
    sshd|hostkey) docker exec "$c" sh -c 'pgrep -x sshd >/dev/null || /usr/sbin/sshd -E /var/log/sshd-bench.log' ;;
    pause) [ "$(docker inspect -f '{{.State.Paused}}' "$c")" = false ] || docker unpause "$c" >/dev/null ;;
    network) docker network connect --ip "${addrs[$i]}" "$net" "$c" ;;
    disk) docker exec "$c" rm -f /opt/node/.bench-fill ;;
  esac
}

# The fault-free run: fresh hosts, one run that must finish everywhere; every host's end state,
# which must all be alike: the reference.
reference() {
  start_hosts reference "$1"
  run_play reference
  dump_states reference
  remove_hosts reference
}

faults_mode() {
  local window i node kind delay injectors=()
  reference "$hosts"
  # shellcheck disable=SC2086 # the kinds are words
  python3 "$repo/bench/faults/schedule.py" "$seed" "$hosts" "$fraction" "$out/reference.events" $kinds \
    > "$out/schedule"
  window="$(sed -n 's/^# window //p' "$out/schedule")"
  say "schedule (seed $seed, window $window s): $(awk '!/^#/ { print $1 "=" $2 "@" $4 "s" }' "$out/schedule" | paste -sd' ')"

  start_hosts faulted "$hosts"
  mkdir -p "$out/inject"
  start_play faulted
  # The moments count from the first task's start, as the window does.
  until grep -q '"type": "task_start"' "$out/faulted.events" 2>/dev/null || ! kill -0 "$play_pid" 2>/dev/null; do
    sleep 0.02
  done
  active_start="$(date +%s.%N)"
  echo "$active_start" > "$out/faulted.active"
  while read -r node kind _ delay; do
    inject "${node#node}" "$kind" "$delay" &
    injectors+=($!)
  done < <(grep -v '^#' "$out/schedule")
  finish_play faulted
  for i in "${injectors[@]}"; do wait "$i" || say "an injector failed (see above)"; done
  dump_states faulted
  dump_leftovers faulted

  say "healing"
  while read -r node kind _ delay; do heal "${node#node}" "$kind"; done < <(grep -v '^#' "$out/schedule")
  for ((i = 0; i < hosts; i++)); do wait_banner "${addrs[$i]}" || true; done
  # Strict host key checking first: the hosts whose key changed are refused, the others go on.
  run_play strict
  while read -r node kind _ delay; do
    [ "$kind" != hostkey ] || learn_keys "${node#node}" faulted
  done < <(grep -v '^#' "$out/schedule")
  run_play rerun
  run_play again
  settle_leftovers final
  dump_states final
}

# Kill mode: play is killed with SIGKILL once a seeded share (20-80%) of the host-tasks of a run
# have reported (its --events file), on fresh hosts; then a rerun and a no-change run.
kill_mode() {
  local total target done_count
  reference "$ref_hosts"
  start_hosts killed "$hosts"
  total=$(( hosts * $(grep -c '"type": "host_result"' "$out/reference.events") / ref_hosts ))
  target="$(python3 -c 'import random, sys; r = random.Random(int(sys.argv[1])); print(int(int(sys.argv[2]) * r.uniform(0.2, 0.8)))' "$seed" "$total")"
  echo "$target $total" > "$out/kill-target"
  start_play killed
  while kill -0 "$play_pid" 2>/dev/null; do
    done_count="$(grep -c '"type": "host_result"' "$out/killed.events" 2>/dev/null || true)"
    [ "${done_count:-0}" -lt "$target" ] || break
    sleep 0.05
  done
  kill -KILL "$play_pid" 2>/dev/null || true
  echo "$(date +%s.%N) $(grep -c '"type": "host_result"' "$out/killed.events" 2>/dev/null || echo 0)" > "$out/killed-at"
  finish_play killed
  dump_leftovers killed
  run_play rerun
  run_play again
  settle_leftovers final
  dump_states final
}

# --- main ---------------------------------------------------------------------------------------

timeout 10 docker info >/dev/null 2>&1 || die "no Docker engine answers"
docker image inspect "$image" >/dev/null 2>&1 || "$repo/testhost/build-image.sh" --bench >&2
if [ -d "$out" ] && [ -n "$(ls -A "$out")" ] && [ ! -f "$out/settings" ]; then
  die "OUT=$out is neither empty nor an earlier output of bench/faults.sh"
fi
mkdir -p "$out"
find "$out" -mindepth 1 -maxdepth 1 -exec rm -rf {} +
ssh-keygen -q -t ed25519 -N '' -C play-faults -f "$out/id_ed25519"
echo "run=$run_id mode=$mode seed=$seed hosts=$hosts fraction=$fraction kinds=$kinds alive=${alive_interval}x$alive_count pause=$pause_s ref_hosts=$ref_hosts cores=$(nproc) date=$(date -u +%Y-%m-%dT%H:%M:%SZ)" > "$out/settings"
# play builds itself on first use; not inside a timed run.
(cd "$repo" && "$play_cmd" --version >/dev/null 2>&1) || die "$play_cmd --version failed"
make_network
"${mode}_mode"
python3 "$repo/bench/faults/check.py" "$mode" "$out" "$handler_files" "$command_files"
