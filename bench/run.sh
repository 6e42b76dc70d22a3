#!/usr/bin/env bash
# Benchmarks play against ansible-playbook on fresh SSH hosts in containers: for each playbook,
# host count and engine, fresh hosts, a first run, then a no-change run. Appends one CSV row per
# (engine, playbook, hosts) to bench/out/results.csv as it completes, compares the end states of
# the two engines' first host, and prints the ansible/play ratios.
#   bench/run.sh [N]                                   bench/site.yml on N hosts (default 10)
#   HOSTS="1 10 50 200" PLAYBOOKS="site baseline" bench/run.sh
#   SIM="500 2000" CONTAINERS=10 PLAYBOOKS=baseline bench/run.sh    simulated fleet, play only
# ENGINES="ansible play" (default; with SIM: play); "mitogen" is ansible-playbook with Mitogen's
# mitogen_linear strategy (Debian's ansible-mitogen)   KEEP=1 keeps the containers
# FORKS (default: the host count)   PLAY=path/to/play (default: this checkout's ./play)
# Needs root (image build, cgroups), Docker, ansible-playbook; see bench/README.md.
set -euo pipefail
repo="$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/.." && pwd)"
out="$repo/bench/out"
image=play-testhost:bookworm-python
run_id="bench-$$"
sim="${SIM:-}"
containers_per_sim="${CONTAINERS:-10}"
hosts_list="${1:-${HOSTS:-10}}"
playbooks="${PLAYBOOKS:-site}"
engines="${ENGINES:-ansible play}"
[ -n "$sim" ] && engines="${ENGINES:-play}" && hosts_list="$sim"
play_cmd="${PLAY:-$repo/play}"
cores="$(nproc)"
results="$out/results.csv"
header="engine,playbook,hosts,containers,first_run_s,second_run_s,second_run_changed,first_host_tasks,second_host_tasks,first_cpu_s,second_cpu_s,first_cpu_ms_per_host_task,second_cpu_ms_per_host_task,first_all_cpu_s,second_all_cpu_s,first_max_rss_mb,second_max_rss_mb,end_state,status,cores,date"

die() { echo "bench/run.sh: $*" >&2; exit 2; }
for n in $hosts_list; do [[ "$n" =~ ^[1-9][0-9]*$ ]] || die "host counts must be positive numbers, got '$n'"; done
[[ "$containers_per_sim" =~ ^[1-9][0-9]*$ ]] || die "CONTAINERS must be a positive number, got '$containers_per_sim'"
for pb in $playbooks; do [ -f "$repo/bench/$pb.yml" ] || die "no playbook bench/$pb.yml"; done
for engine in $engines; do [[ "$engine" =~ ^(ansible|mitogen|play)$ ]] || die "unknown engine '$engine' (ansible, mitogen, play)"; done
mitogen_strategies=/usr/lib/python3/dist-packages/ansible_mitogen/plugins/strategy
if [[ " $engines " == *" mitogen "* ]] && [ ! -f "$mitogen_strategies/mitogen_linear.py" ]; then
  die "engine mitogen needs Debian's ansible-mitogen ($mitogen_strategies/mitogen_linear.py)"
fi

# Containers carry the run's label, so cleanup removes only this run's own; each step's are
# removed when it ends (KEEP=1 keeps them all, for a look afterwards).
# shellcheck disable=SC2317 # called by the trap
cleanup() {
  [ "${KEEP:-}" = 1 ] || remove_containers "label=play.bench.run=$run_id"
  local cg
  [ -z "$cg_base" ] || for cg in "$cg_base/play-$run_id"-*; do [ ! -d "$cg" ] || cg_remove "$cg"; done
}
trap cleanup EXIT

remove_containers() {
  local ids
  ids="$(docker ps -aq --filter "$1")"
  # shellcheck disable=SC2086 # one id per word
  [ -z "$ids" ] || docker rm -f $ids >/dev/null 2>&1 || true
}

# --- controller CPU of everything a run starts, from a cgroup ----------------------------------
# GNU time counts a process and the descendants it waited for; Ansible's ssh ControlMaster
# processes (ControlPersist) detach and are never waited for, so their CPU (all the SSH crypto of
# the multiplexed sessions) is missing from time's numbers. A cgroup holds every process the run
# starts, detached or not: its CPU usage is the *_all_cpu_s columns. Empty when no writable cgroup
# (v1 cpuacct or v2) exists.
cg_base=""
if [ -w /sys/fs/cgroup/cpuacct ]; then cg_base=/sys/fs/cgroup/cpuacct
elif [ -f /sys/fs/cgroup/cgroup.controllers ] && [ -w /sys/fs/cgroup ]; then cg_base=/sys/fs/cgroup
fi

cg_make() {
  [ -n "$cg_base" ] || return 0
  local cg="$cg_base/play-$1"
  mkdir -p "$cg" 2>/dev/null || return 0
  echo "$cg"
}

# CPU seconds used so far by the cgroup's processes (the dead ones included).
cg_usage() {
  if [ -z "$1" ]; then echo ""
  elif [ -f "$1/cpuacct.usage" ]; then awk '{ printf "%.3f", $1 / 1e9 }' "$1/cpuacct.usage"
  else awk '$1 == "usage_usec" { printf "%.3f", $2 / 1e6 }' "$1/cpu.stat"
  fi
}

# Removes a cgroup once its processes are gone; what is left after 5 s (a ControlMaster whose
# host is gone takes a moment) is ended by process id: they are this run's own processes.
cg_remove() {
  local cg="$1" deadline=$((SECONDS + 5)) pid
  [ -d "$cg" ] || return 0
  while [ -s "$cg/cgroup.procs" ] && [ $SECONDS -lt $deadline ]; do sleep 0.2; done
  while read -r pid; do kill "$pid" 2>/dev/null || true; done < "$cg/cgroup.procs"
  sleep 0.2
  rmdir "$cg" 2>/dev/null || echo "bench/run.sh: could not remove cgroup $cg" >&2
}

# --- hosts ---------------------------------------------------------------------------------------

# Waits for sshd's banner at ADDRESS:22.
wait_banner() {
  local address="$1" deadline=$((SECONDS + 60))
  until timeout 2 bash -c "exec 3<>/dev/tcp/$1/22 && head -c 7 <&3" 2>/dev/null | grep -q '^SSH-2.0'; do
    [ $SECONDS -lt $deadline ] || { echo "bench/run.sh: no SSH banner at $address:22" >&2; exit 1; }
    sleep 0.1
  done
}

# Starts COUNT fresh containers for one step, named <engine>-node<i>, waits for their SSH banners,
# writes their host keys to the step's known_hosts; sets the arrays ids and addrs (each container's
# address on Docker's bridge: both engines connect to it directly, as to a host on a network, not
# through a published port, whose userland proxy, docker-proxy, would relay every packet through
# one more process on the machine's cores). With SIM, sshd
# is told (in the container, not the image) to accept many connections at once: hundreds of
# inventory hosts share each container, and OpenSSH's MaxStartups 10:30:100 would drop most of
# their handshakes; MaxSessions matters for Ansible, whose ControlMaster multiplexes every
# inventory host with the same address, port and user over one connection.
start_containers() {
  local engine="$1" count="$2" step="$3" i
  local entry=()
  if [ -n "$sim" ]; then
    entry=(--entrypoint /bin/sh "$image" -c
      'printf "MaxStartups 10000:30:20000\nMaxSessions 10000\n" > /etc/ssh/sshd_config.d/00-bench-sim.conf && exec /usr/local/sbin/testhost-init')
  else
    entry=("$image")
  fi
  ids=() addrs=()
  for ((i = 0; i < count; i++)); do
    ids+=("$(docker run -d --label "play.bench.run=$run_id" --label "play.bench.step=$step" \
      --hostname "$engine-node$i" -e AUTHORIZED_KEYS="$(cat "$out/id_ed25519.pub")" "${entry[@]}")")
  done
  : > "$out/known_hosts-$step"
  for ((i = 0; i < count; i++)); do
    addrs+=("$(docker inspect -f '{{range .NetworkSettings.Networks}}{{.IPAddress}}{{end}}' "${ids[$i]}")")
    wait_banner "${addrs[$i]}"
    docker exec "${ids[$i]}" sh -c 'cat /etc/ssh/ssh_host_*_key.pub' \
      | awk -v h="${addrs[$i]}" '{ print h, $1, $2 }' >> "$out/known_hosts-$step"
  done
}

# The step's inventory: nodeI on container I; with SIM, simK on container K mod CONTAINERS, each
# writing under its own /opt/sim/simK (node_root), the first of each container managing accounts.
write_inventory() {
  local step="$1" hosts="$2" inv="$out/inventory-$1.ini" k c
  {
    echo "[all:vars]"
    echo "ansible_ssh_common_args='-o UserKnownHostsFile=$out/known_hosts-$step -o StrictHostKeyChecking=yes'"
    echo "ansible_user=play"
    echo "ansible_ssh_private_key_file=$out/id_ed25519"
    echo "[nodes]"
    for ((k = 0; k < hosts; k++)); do
      if [ -n "$sim" ]; then
        c=$((k % ${#addrs[@]}))
        echo "sim$k ansible_host=${addrs[$c]} node_root=/opt/sim/sim$k manage_accounts=$([ $k -lt ${#addrs[@]} ] && echo true || echo false)"
      else
        echo "node$k ansible_host=${addrs[$k]}"
      fi
    done
  } > "$inv"
}

# --- runs ----------------------------------------------------------------------------------------

# Runs one engine once inside the step's cgroup; writes <step>-<run>.log and .time; prints
# "seconds rc cgroup-cpu-seconds".
timed_run() {
  local engine="$1" playbook="$2" step="$3" run="$4" forks="$5" cg="$6" start end rc=0 cpu0 cpu1 cpu=""
  local inv="$out/inventory-$step.ini"
  local cmd=("$play_cmd" -i "$inv" -f "$forks" "bench/$playbook.yml")
  [ "$engine" = ansible ] && cmd=(ansible-playbook -i "$inv" -f "$forks" "bench/$playbook.yml")
  [ "$engine" = mitogen ] && cmd=(env ANSIBLE_STRATEGY_PLUGINS="$mitogen_strategies" ANSIBLE_STRATEGY=mitogen_linear
    ansible-playbook -i "$inv" -f "$forks" "bench/$playbook.yml")
  cpu0="$(cg_usage "$cg")"
  start=$(date +%s.%N)
  (
    [ -z "$cg" ] || echo "$BASHPID" > "$cg/cgroup.procs"
    cd "$repo" && exec /usr/bin/time -v -o "$out/$step-$run.time" "${cmd[@]}"
  ) > "$out/$step-$run.log" 2>&1 || rc=$?
  end=$(date +%s.%N)
  cpu1="$(cg_usage "$cg")"
  [ -z "$cg" ] || cpu="$(echo "$cpu1 - $cpu0" | bc -l | xargs printf '%.2f')"
  echo "$(echo "$end - $start" | bc -l | xargs printf '%.2f') $rc $cpu"
}

# Sums a PLAY RECAP counter (ok, changed, failed, skipped, unreachable) over the recap's host
# lines ("node0 : ok=23 changed=0 ..."), not over whatever task output looks alike.
recap_sum() {
  sed -n '/^PLAY RECAP/,$p' "$1" | awk -v key="$2" '$2 == ":" {
      for (i = 3; i <= NF; i++) { split($i, kv, "="); if (kv[1] == key) s += kv[2] }
    } END { print s + 0 }'
}

# Tasks run per host, summed over hosts. Both engines count a changed task in ok too (Ansible's
# rule), and an ignored failure as ok: so ok + skipped + failed, not ok + changed.
host_tasks() {
  echo $(( $(recap_sum "$1" ok) + $(recap_sum "$1" skipped) + $(recap_sum "$1" failed) ))
}

# User + system CPU seconds from GNU time -v: the process and its waited-for descendants.
time_cpu() {
  awk -F': ' '/User time|System time/ { s += $2 } END { printf "%.2f", s }' "$1"
}

# "Maximum resident set size": the largest single process (play's JVM; Ansible's largest
# worker or controller, not the sum of its forks).
max_rss_mb() {
  awk -F: '/Maximum resident set size/ { printf "%d", $2 / 1024 }' "$1"
}

per_task_ms() {
  [ "$2" -gt 0 ] && echo "$1 * 1000 / $2" | bc -l | xargs printf '%.2f' || echo ""
}

# Dumps host 0's end state (after the first run) through bench/end-state.sh, with the paths and
# accounts the playbook names on its "bench-end-state-*" lines, the hostname made "HOST".
dump_end_state() {
  local playbook="$1" engine="$2" cid="$3" file="$4" paths accounts
  paths="$(sed -n 's/^# bench-end-state-paths://p' "$repo/bench/$playbook.yml")"
  accounts="$(sed -n 's/^# bench-end-state-accounts://p' "$repo/bench/$playbook.yml")"
  # shellcheck disable=SC2086 # the paths are words
  if ! docker exec -i "$cid" sh -s -- "$accounts" $paths < "$repo/bench/end-state.sh" \
      | sed "s/$engine-node0/HOST/g" > "$file"; then
    echo "dump failed: docker exec $cid" >> "$file"
  fi
}

# One step: fresh hosts for one engine, the first run, host 0's end state, the no-change run.
# Sets row (the CSV row without end_state, status, cores, date) and status.
run_step() {
  local engine="$1" playbook="$2" hosts="$3" count step cg forks
  local t1 rc1 a1 t2 rc2 a2 log1 log2 tasks1 tasks2 cpu1 cpu2 changed1 changed2 unreach
  count="$hosts"
  [ -z "$sim" ] || count=$(( containers_per_sim < hosts ? containers_per_sim : hosts ))
  step="$playbook-$hosts$([ -z "$sim" ] || echo "-sim$count")-$engine"
  forks="${FORKS:-$hosts}"
  echo "bench/run.sh: $step: starting $count containers" >&2
  start_containers "$engine" "$count" "$step"
  write_inventory "$step" "$hosts"
  cg="$(cg_make "$run_id-$step")"
  export ANSIBLE_SSH_CONTROL_PATH_DIR="$out/cp/$step"
  echo "bench/run.sh: $step: first run" >&2
  read -r t1 rc1 a1 < <(timed_run "$engine" "$playbook" "$step" 1 "$forks" "$cg")
  [ -n "$sim" ] || dump_end_state "$playbook" "$engine" "${ids[0]}" "$out/$step.state"
  echo "bench/run.sh: $step: no-change run" >&2
  read -r t2 rc2 a2 < <(timed_run "$engine" "$playbook" "$step" 2 "$forks" "$cg")
  [ "${KEEP:-}" = 1 ] || remove_containers "label=play.bench.step=$step"
  [ -z "$cg" ] || cg_remove "$cg"
  log1="$out/$step-1.log" log2="$out/$step-2.log"
  tasks1="$(host_tasks "$log1")" tasks2="$(host_tasks "$log2")"
  cpu1="$(time_cpu "$out/$step-1.time")" cpu2="$(time_cpu "$out/$step-2.time")"
  changed1="$(recap_sum "$log1" changed)" changed2="$(recap_sum "$log2" changed)"
  unreach=$(( $(recap_sum "$log1" unreachable) + $(recap_sum "$log2" unreachable) ))
  row="$engine,$playbook,$hosts,$count,$t1,$t2,$changed2,$tasks1,$tasks2,$cpu1,$cpu2"
  row+=",$(per_task_ms "$cpu1" "$tasks1"),$(per_task_ms "$cpu2" "$tasks2"),${a1:-},${a2:-}"
  row+=",$(max_rss_mb "$out/$step-1.time"),$(max_rss_mb "$out/$step-2.time")"
  status=ok
  if [ "$rc1" != 0 ]; then status="first run exit $rc1"
  elif [ "$rc2" != 0 ]; then status="second run exit $rc2"
  elif [ "$unreach" != 0 ]; then status="$unreach unreachable"
  elif [ "$changed1" = 0 ]; then status="first run changed nothing"
  elif [ "$changed2" != 0 ]; then status="second run changed $changed2"
  fi
  [ "$status" = ok ] || echo "bench/run.sh: $step: $status; see $log1 and $log2" >&2
}

append_row() {
  echo "$1,$2,$3,$cores,$(date -u +%Y-%m-%dT%H:%M:%SZ)" | tee -a "$results"
}

# Ratios ansible/play and mitogen/play per (playbook, hosts, containers) over the rows of
# results.csv that are ok.
print_ratios() {
  awk -F, 'NR > 1 && $19 == "ok" {
      k = $2 "," $3 "," $4; seen[k] = 1
      for (i = 5; i <= 17; i++) v[$1, k, i] = $i
    }
    function r(e, k, i) { return (v["play", k, i] > 0 && v[e, k, i] != "") ? sprintf("%.2f", v[e, k, i] / v["play", k, i]) : "-" }
    END {
      split("ansible mitogen", engines, " ")
      for (k in seen) for (n = 1; n <= 2; n++) if ((engines[n], k, 5) in v && ("play", k, 5) in v) {
        e = engines[n]; split(k, p, ",")
        printf "ratio %s/play %s %s hosts%s: first_run %s, second_run %s, second_cpu %s, second_all_cpu %s, max_rss %s\n",
          e, p[1], p[2], (p[2] == p[3] ? "" : " (on " p[3] " containers)"), r(e, k, 5), r(e, k, 6), r(e, k, 11),
          r(e, k, 15), r(e, k, 17)
      }
    }' "$results" | sort -t' ' -k2,2 -k4,4 -k5,5n
}

# --- main ----------------------------------------------------------------------------------------

"$repo/testhost/build-image.sh" --bench >&2
mkdir -p "$out"
# A previous sweep's results are kept beside the new ones, under the time they were last written.
if [ -f "$results" ]; then mv "$results" "$out/results-$(date -u -r "$results" +%Y%m%dT%H%M%SZ).csv"; fi
find "$out" -mindepth 1 -maxdepth 1 ! -name 'results-*.csv' -exec rm -rf {} +
ssh-keygen -q -t ed25519 -N '' -C play-bench -f "$out/id_ed25519"
printf '[defaults]\n' > "$out/ansible.cfg"   # keeps any ansible.cfg around from applying
echo "$header" | tee "$results"

# Ansible at its best: pipelining, persistent SSH connections, no interpreter discovery.
export ANSIBLE_PIPELINING=True ANSIBLE_HOST_KEY_CHECKING=True ANSIBLE_NOCOLOR=1 \
  ANSIBLE_SSH_ARGS='-o ControlMaster=auto -o ControlPersist=60s' \
  ANSIBLE_PYTHON_INTERPRETER=/usr/bin/python3 ANSIBLE_RETRY_FILES_ENABLED=False \
  ANSIBLE_LOCAL_TEMP="$out/ansible-tmp" ANSIBLE_CONFIG="$out/ansible.cfg"
# Ansible's connection timeout (10 s; 12 s for sudo's prompt) is too short for a saturated machine:
# at 200 hosts on two cores some hosts fail with "Timeout (12s) waiting for privilege escalation
# prompt" (play waits 10 s for a connection and 30 s for sudo, but starts at most 64 SSH set-ups
# at once). 60 s, as the earlier sweeps set by hand, unless set otherwise.
export ANSIBLE_TIMEOUT="${ANSIBLE_TIMEOUT:-60}"

# play builds itself on first use; do that now so the build is not timed.
if [[ " $engines " == *" play "* ]]; then
  (cd "$repo" && "$play_cmd" --version >/dev/null 2>&1) || true
fi

failed=0
for playbook in $playbooks; do
  for hosts in $hosts_list; do
    declare -A rows=() statuses=()
    for engine in $engines; do
      run_step "$engine" "$playbook" "$hosts"
      rows[$engine]="$row" statuses[$engine]="$status"
      # With one engine there is nothing to compare: the row is written at once.
      if [ -n "$sim" ] || [ "$(wc -w <<< "$engines")" -lt 2 ]; then
        append_row "$row" n/a "$status"
        [ "$status" = ok ] || failed=1
      fi
    done
    if [ -n "$sim" ] || [ "${#rows[@]}" -lt 2 ]; then continue; fi
    # Every engine ran on fresh hosts: their first hosts must end up alike (each as the first engine's).
    state=identical ref="${engines%% *}"
    for engine in $engines; do
      [ "$engine" != "$ref" ] || continue
      if diff -u "$out/$playbook-$hosts-$ref.state" "$out/$playbook-$hosts-$engine.state" \
          > "$out/$playbook-$hosts-$engine.state.diff"; then
        echo "end states ($playbook, $hosts hosts): $engine as $ref" >&2
      else
        state=differs
        echo "end states ($playbook, $hosts hosts): differ ($ref -, $engine +):" >&2
        cat "$out/$playbook-$hosts-$engine.state.diff" >&2
      fi
    done
    for engine in $engines; do
      s="${statuses[$engine]}"
      [ "$state" = identical ] || [ "$s" != ok ] || s="end state differs"
      append_row "${rows[$engine]}" "$state" "$s"
      [ "$s" = ok ] || failed=1
    done
  done
done

print_ratios
"$repo/bench/chart.sh" "$results" "$out" >&2 || echo "bench/run.sh: no chart (see above)" >&2
exit "$failed"
