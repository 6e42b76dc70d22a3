#!/usr/bin/env bash
# Fuzzes play's parsers with Jazzer (coverage-guided, libFuzzer for the JVM), one target after
# another, each in a JVM of its own for SECONDS (default 30): CI runs it with 30.
#
#   tools/fuzz.sh [SECONDS] [Class#method ...]      (targets: all of engine/src/test/java/dev/play/fuzz)
#
# Each target starts from its committed inputs (engine/src/test/resources/dev/play/fuzz/
# <Class>Inputs/<method>/: seeds, corpus and past findings, which `./run-tests` replays as
# regression cases) and from what earlier runs here found (engine/.cifuzz-corpus, not committed).
# A finding fails the run; Jazzer writes the input into the target's Inputs directory, to be
# committed with the fix. FUZZ_SAVE=1 copies the grown corpus into the Inputs directories.
# Per target it prints the executions and the coverage (libFuzzer's edges; the lines of play's
# code reached are in engine/target/fuzz/<target>.coverage.txt).
set -euo pipefail
cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/.."
. tools/java-home.sh
play_find_java
seconds=${1:-30}
shift || true
targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then
  for f in engine/src/test/java/dev/play/fuzz/*FuzzTest.java; do
    class=$(basename "$f" .java)
    # shellcheck disable=SC2013  # words on purpose: a method name holds no blank
    for m in $(sed -n 's/^  void \([a-zA-Z]*\)(byte\[\] data).*/\1/p' "$f"); do targets+=("$class#$m"); done
  done
fi
# Jazzer's sanitizers for injections report what play does on purpose: a template's author writes
# regular expressions, a playbook names files, play runs commands. Crashes, hangs, stack overflows
# and running out of memory stay findings.
export JAZZER_DISABLED_HOOKS=com.code_intelligence.jazzer.sanitizers.RegexInjection:com.code_intelligence.jazzer.sanitizers.FilePathTraversal:com.code_intelligence.jazzer.sanitizers.OsCommandInjection
out=engine/target/fuzz
mkdir -p "$out"
JAVA_HOME="$PLAY_JAVA_HOME" mvn -B -ntp -q -pl engine -am test-compile dependency:build-classpath \
  -Dmdep.outputFile="$PWD/$out/classpath.txt" -Dmdep.includeScope=test
cp="target/test-classes:target/classes:$(cat "$out/classpath.txt")"
# FUZZ_SAVE=1: the committed inputs and this run's corpus, merged by libFuzzer into the fewest
# inputs that reach the same coverage, replace the committed corpus (seeds and findings stay).
save_corpus() {
  local class=${1%%#*} method=${1##*#} merged
  local inputs="src/test/resources/dev/play/fuzz/${class}Inputs/$method"
  merged=$(mktemp -d)
  (cd engine && mkdir -p "$inputs" ".cifuzz-corpus/dev.play.fuzz.$class/$method" &&
    "$PLAY_JAVA_HOME/bin/java" -Xmx2g -cp "$cp" com.code_intelligence.jazzer.Jazzer \
      --target_class="dev.play.fuzz.$class" --target_method="$method" -merge=1 \
      "$merged" "$inputs" ".cifuzz-corpus/dev.play.fuzz.$class/$method" > "target/fuzz/$class.$method.merge.log" 2>&1 &&
    find "$inputs" -maxdepth 1 -type f -regextype posix-extended -regex '.*/[0-9a-f]{40}' -delete &&
    cp "$merged"/* "$inputs"/)
  rm -rf "$merged"
}

failed=()
printf '%-34s %12s %8s %8s %10s\n' target executions seconds edges corpus
for t in "${targets[@]}"; do
  log="$out/${t/\#/.}.log"
  if ! (cd engine && JAZZER_FUZZ=1 JAZZER_MAX_DURATION="${seconds}s" \
      JAZZER_COVERAGE_REPORT="target/fuzz/${t/\#/.}.coverage.txt" \
      "$PLAY_JAVA_HOME/bin/java" -Xmx2g -Xss1m -cp "$cp" dev.play.fuzz.FuzzMain "$t") > "$log" 2>&1; then
    failed+=("$t")
  fi
  done_line=$(grep -E '^Done [0-9]+ runs' "$log" | tail -n 1 || true)
  cov=$(grep -oE 'cov: [0-9]+' "$log" | tail -n 1 | cut -d' ' -f2 || true)
  corpus=$(grep -oE 'corp: [0-9]+' "$log" | tail -n 1 | cut -d' ' -f2 || true)
  printf '%-34s %12s %8s %8s %10s\n' "$t" "$(echo "$done_line" | cut -d' ' -f2)" \
    "$(echo "$done_line" | cut -d' ' -f5)" "${cov:-?}" "${corpus:-?}"
  if [ "${FUZZ_SAVE:-0}" = 1 ]; then
    save_corpus "$t"
  fi
done
if [ ${#failed[@]} -gt 0 ]; then
  for t in "${failed[@]}"; do
    echo "fuzz: $t found a failing input; its log: $out/${t/\#/.}.log" >&2
    grep -E -A12 'Uncaught|== Java Exception|FuzzTestFinding|timeout after' "$out/${t/\#/.}.log" | head -n 30 >&2 || true
  done
  exit 1
fi
