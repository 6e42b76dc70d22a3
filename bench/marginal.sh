#!/usr/bin/env bash
# Prints, from bench/run.sh's CSV, the controller CPU that each further host-task cost between
# consecutive host counts of one (engine, playbook, kind): (cpu_b - cpu_a) / (tasks_b - tasks_a),
# for the first and the no-change run. The CSV's own per-host-task column divides the whole
# process's CPU, whose fixed part (the JVM's start and first compilations, about 0.5 s for play)
# dominates small runs; this is the part that grows with the fleet, so the one to hold flat.
# Rows repeated for one (engine, playbook, hosts, containers) are averaged; only status ok counts.
#   bench/marginal.sh [CSV]          (default bench/out/results.csv)
set -euo pipefail
repo="$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/.." && pwd)"
csv="${1:-$repo/bench/out/results.csv}"
[ -f "$csv" ] || { echo "bench/marginal.sh: no $csv (run bench/run.sh first)" >&2; exit 2; }

awk -F, '
  NR == 1 { for (i = 1; i <= NF; i++) col[$i] = i; next }
  function get(name) { return (name in col) ? $col[name] : "" }
  get("status") == "ok" && get("first_cpu_s") != "" {
    h = get("hosts") + 0; kind = (get("containers") + 0 < h) ? "sim" : "real"
    key = get("engine") SUBSEP get("playbook") SUBSEP kind
    if (!(key in seen)) { seen[key] = 1; keys[++nkeys] = key }
    if (!((key, h) in n)) list[key] = list[key] " " h
    n[key, h]++
    cpu[key, h, 1] += get("first_cpu_s"); tasks[key, h, 1] += get("first_host_tasks")
    cpu[key, h, 2] += get("second_cpu_s"); tasks[key, h, 2] += get("second_host_tasks")
  }
  END {
    print "engine,playbook,kind,from_hosts,to_hosts,first_ms_per_extra_host_task,second_ms_per_extra_host_task"
    for (k = 1; k <= nkeys; k++) {
      key = keys[k]; split(key, p, SUBSEP)
      m = split(list[key], hs, " ")
      for (i = 1; i <= m; i++) for (j = i + 1; j <= m; j++) if (hs[j] + 0 < hs[i] + 0) { t = hs[i]; hs[i] = hs[j]; hs[j] = t }
      for (i = 2; i <= m; i++) {
        a = hs[i - 1]; b = hs[i]; line = p[1] "," p[2] "," p[3] "," a "," b
        for (r = 1; r <= 2; r++) {
          dt = tasks[key, b, r] / n[key, b] - tasks[key, a, r] / n[key, a]
          dc = cpu[key, b, r] / n[key, b] - cpu[key, a, r] / n[key, a]
          line = line "," (dt > 0 ? sprintf("%.2f", dc * 1000 / dt) : "")
        }
        print line
      }
    }
  }' "$csv"
