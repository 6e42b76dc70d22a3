#!/usr/bin/env bash
# Builds a self-contained play for a host without Java: a jlink'd Java runtime (only the modules
# play uses), the engine jar and its libraries, and a `play` launcher, in one directory.
#   tools/build-runtime.sh [DIR]      default engine/target/runtime (about 55 MB)
# Copy DIR to an x86-64 Linux host and run DIR/play there (e.g. with the local connection).
set -euo pipefail
repo="$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/.." && pwd)"
out="${1:-$repo/engine/target/runtime}"
. "$repo/tools/java-home.sh"
play_find_java
(cd "$repo" && ./play --version >/dev/null)          # builds the jar when sources changed
target="$repo/engine/target"
# jdeps also names java.desktop, java.sql and java.compiler (for library code paths play never
# takes); leaving them out keeps the runtime under 60 MB.
modules=java.base,java.logging,java.management,java.naming,java.security.jgss,jdk.unsupported,jdk.crypto.ec
rm -rf "$out"
"$PLAY_JAVA_HOME/bin/jlink" --add-modules "$modules" --strip-debug --no-header-files \
  --no-man-pages --compress=zip-9 --output "$out/jre"
command -v strip >/dev/null && find "$out/jre" -name '*.so' -exec strip --strip-unneeded {} +   # libjvm.so: 29 -> ~20 MB
mkdir -p "$out/engine/target" "$out/docs"
cp -r "$target/play.jar" "$target/lib" "$out/engine/target/"
cp -r "$repo/roles" "$repo/playbooks" "$repo/templates" "$out/" 2>/dev/null || true
cat > "$out/play" <<'LAUNCHER'
#!/bin/sh
# play with its own Java runtime (built by tools/build-runtime.sh).
here="$(cd "$(dirname "$0")" && pwd)"
tty=false; [ -t 1 ] && tty=true
exec "$here/jre/bin/java" -XX:+UseG1GC -Xms16m -XX:TieredStopAtLevel=1 \
  -Dplay.home="$here" -Dplay.tty="$tty" -jar "$here/engine/target/play.jar" "$@"
LAUNCHER
chmod +x "$out/play"
echo "tools/build-runtime.sh: $out ($(du -sm "$out" | cut -f1) MB): run $out/play"
