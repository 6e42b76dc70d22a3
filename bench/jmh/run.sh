#!/usr/bin/env bash
# Builds the engine (installed into the local Maven repository) and the JMH benchmarks, then runs
# them; every argument goes to JMH. Results: bench/out/$NAME.txt (the log) and bench/out/$NAME.csv
# (-rf csv), NAME=jmh by default. See bench/jmh/README.md.
#   bench/jmh/run.sh                                   # everything, the defaults of each class
#   bench/jmh/run.sh -wi 2 -i 3 -f 1 -w 1s -r 1s -e ColdRunBench    # a short run (warm paths)
#   NAME=jmh-cold bench/jmh/run.sh ColdRunBench        # the cold first run: never with -wi/-i/-f
#   bench/jmh/run.sh 'ScopesBench|TemplateBench'       # some benchmarks (a regexp)
#   bench/jmh/run.sh -l                                # list them
#   SKIP_BUILD=1 bench/jmh/run.sh ...                  # reuse target/benchmarks.jar
# MVN (default /root/mvn-play when present, else mvn) picks Maven; the JDK (21 or later) is found
# as ./play finds it (tools/java-home.sh: $PLAY_JAVA_HOME, $JAVA_HOME, java on PATH, /usr/lib/jvm).
set -euo pipefail
repo="$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/../.." && pwd)"
jmh="$repo/bench/jmh"
out="$repo/bench/out"
mvn="${MVN:-$([ -x /root/mvn-play ] && echo /root/mvn-play || echo mvn)}"
# shellcheck source=tools/java-home.sh
. "$repo/tools/java-home.sh"
play_find_java
export JAVA_HOME="$PLAY_JAVA_HOME"
java="$PLAY_JAVA_HOME/bin/java"

if [ "${SKIP_BUILD:-}" != 1 ]; then
  (cd "$repo" && "$mvn" -q -DskipTests -pl engine -am install)
  (cd "$jmh" && "$mvn" -q package)
fi
name="${NAME:-jmh}"
mkdir -p "$out"
"$java" -jar "$jmh/target/benchmarks.jar" -rf csv -rff "$out/$name.csv" "$@" 2>&1 | tee "$out/$name.txt"
