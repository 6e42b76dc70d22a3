#!/usr/bin/env bash
# Draws bench/run.sh's results as PNG charts, one per playbook: wall seconds against hosts (left)
# and controller CPU ms per host-task (right), one line per engine x run (first / no-change),
# both axes logarithmic. Rows of a simulated fleet (more hosts than containers) get their own
# chart, <playbook>-sim.png. Only rows whose status is ok are drawn; rows repeated for one
# (engine, playbook, hosts, containers) are averaged.
#   bench/chart.sh                              bench/out/results.csv -> bench/out/<playbook>.png
#   bench/chart.sh bench/results/2026-11-24.csv -> bench/out/2026-11-24-<playbook>.png
#   bench/chart.sh CSV OUTDIR
# gnuplot draws them (apt-get install gnuplot-nox): a bench-only picture is not worth a plotting
# library in play's Java build, and the shell scripts here already need only Debian packages.
set -euo pipefail
repo="$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/.." && pwd)"
csv="${1:-$repo/bench/out/results.csv}"
outdir="${2:-$repo/bench/out}"
[ -f "$csv" ] || { echo "bench/chart.sh: no $csv (run bench/run.sh first)" >&2; exit 2; }
if ! command -v gnuplot >/dev/null; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    echo "bench/chart.sh: installing gnuplot-nox" >&2
    apt-get install -y -q gnuplot-nox >/dev/null
  else
    echo "bench/chart.sh: gnuplot is missing (apt-get install gnuplot-nox)" >&2; exit 2
  fi
fi
prefix=""
[ "$(basename "$csv")" = results.csv ] || prefix="$(basename "$csv" .csv)-"
mkdir -p "$outdir"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# One data file per (playbook, kind): "hosts" then, per engine x run, seconds and CPU ms per
# host-task ("?" where missing). Columns are found by name, so a CSV from the first bench/run.sh
# (no playbook, containers or CPU columns: site.yml, one container per host) still draws.
awk -F, -v work="$work" '
  NR == 1 { for (i = 1; i <= NF; i++) col[$i] = i; next }
  function get(name, d) { return (name in col && $col[name] != "") ? $col[name] : d }
  get("status", "ok") == "ok" {
    pb = get("playbook", "site"); h = get("hosts"); c = get("containers", h)
    kind = (c + 0 < h + 0) ? "sim" : "real"
    key = pb SUBSEP kind
    if (!(key in seenkey)) { seenkey[key] = 1; keys[++nkeys] = key }
    if (!((key, h) in seenh)) { seenh[key, h] = 1; hosts[key] = hosts[key] " " h }
    if (kind == "sim") containers[key, h] = c
    e = get("engine")
    n[key, h, e]++
    sum[key, h, e, 1] += get("first_run_s"); sum[key, h, e, 2] += get("second_run_s")
    v = get("first_cpu_ms_per_host_task", ""); if (v != "") { cpu[key, h, e, 1] += v; ncpu[key, h, e, 1]++ }
    v = get("second_cpu_ms_per_host_task", ""); if (v != "") { cpu[key, h, e, 2] += v; ncpu[key, h, e, 2]++ }
  }
  function avg(s, k) { return k > 0 ? sprintf("%.3f", s / k) : "?" }
  END {
    for (k = 1; k <= nkeys; k++) {
      key = keys[k]; split(key, p, SUBSEP)
      file = work "/" p[1] "-" p[2] ".dat"
      m = split(hosts[key], hs, " ")
      # ascending host counts
      for (i = 1; i <= m; i++) for (j = i + 1; j <= m; j++) if (hs[j] + 0 < hs[i] + 0) { t = hs[i]; hs[i] = hs[j]; hs[j] = t }
      for (i = 1; i <= m; i++) {
        h = hs[i]; line = h
        for (ei = 1; ei <= 2; ei++) {
          e = ei == 1 ? "ansible" : "play"
          for (r = 1; r <= 2; r++) line = line " " avg(sum[key, h, e, r], n[key, h, e])
          for (r = 1; r <= 2; r++) line = line " " avg(cpu[key, h, e, r], ncpu[key, h, e, r])
        }
        line = line " " ((key, h) in containers ? containers[key, h] : h)
        print line > file
      }
      close(file)
    }
  }' "$csv"

made=0
for dat in "$work"/*.dat; do
  [ -e "$dat" ] || continue
  name="$(basename "$dat" .dat)"          # <playbook>-real or <playbook>-sim
  playbook="${name%-*}" kind="${name##*-}"
  png="$outdir/$prefix$playbook$([ "$kind" = real ] || echo -sim).png"
  title="bench/$playbook.yml"
  xlabel="hosts (one container each)"
  if [ "$kind" = sim ]; then
    title="$title, simulated fleet"
    xlabel="inventory hosts (sharing $(awk '{ print $NF }' "$dat" | sort -un | paste -sd/ -) containers)"
  fi
  xtics="$(awk '{ printf "%s\"%s\" %s", (NR > 1 ? ", " : ""), $1, $1 }' "$dat")"
  xrange="$(awk 'NR == 1 { lo = $1 } { hi = $1 } END { printf "[%g:%g]", lo / 1.5, hi * 1.5 }' "$dat")"
  # A line is drawn only where its column has a value somewhere (gnuplot fails on an empty one).
  plot_cmd() {
    local first="$1" plot="" spec label col type dash
    for spec in "ansible first run:2:1:1" "ansible no-change run:3:1:2" "play first run:6:2:1" "play no-change run:7:2:2"; do
      IFS=: read -r label col type dash <<< "$spec"
      col=$((col + first))
      awk -v c="$col" '$c != "?" { found = 1 } END { exit !found }' "$dat" || continue
      plot+="${plot:+, }'$dat' using 1:$col with linespoints lt $type dt $dash pt 7 title '$label'"
    done
    echo "$plot"
  }
  times="$(plot_cmd 0)" cpus="$(plot_cmd 2)"
  panels=2 width=1200
  [ -n "$cpus" ] || panels=1 width=640
  gnuplot <<EOF
set terminal pngcairo size $width,480 font ",10"
set output "$png"
set datafile missing "?"
set multiplot layout 1,$panels title "$title ($(basename "$csv"))"
set logscale xy
set xrange $xrange
set xtics ($xtics)
set grid
set key top left
set xlabel "$xlabel"
set linetype 1 lc rgb "#c0392b" lw 2
set linetype 2 lc rgb "#2471a3" lw 2
set ylabel "wall time (s)"
set title "run time, start-up included"
plot $times
if ($panels == 2) {
  set ylabel "ms"
  set title "controller CPU per host-task (user+sys, GNU time)"
  plot $cpus
}
unset multiplot
EOF
  echo "bench/chart.sh: $png"
  made=$((made + 1))
done
[ "$made" -gt 0 ] || { echo "bench/chart.sh: no rows with status ok in $csv" >&2; exit 1; }
