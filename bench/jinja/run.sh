#!/usr/bin/env bash
# Measures Jinja2 engines on the corpus of engine/src/test/resources/jinja against Ansible 2.14's
# own output: HubSpot's Jinjava and play's templater. Prints passes per kind of case and the time
# per render; writes each engine's failures to bench/jinja/out/<engine>.txt.
#   bench/jinja/run.sh
set -euo pipefail
here="$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")" && pwd)"
repo="$(cd "$here/../.." && pwd)"
"$repo/play" --version >/dev/null   # builds engine/target/play.jar when needed
java_home="$(cat "$repo/engine/target/.java-home")"
(cd "$here" && JAVA_HOME="$java_home" mvn -q -B package)
"$java_home/bin/java" -cp "$here/target/classes:$here/target/deps/*:$repo/engine/target/play.jar" \
  dev.play.bench.jinja.Corpus "$repo/engine/src/test/resources/jinja" "$here/out"
