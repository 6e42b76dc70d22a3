# shellcheck shell=bash
# Sourced by ./play and ./run-tests: sets PLAY_JAVA_HOME to a JDK >= 21.
# Looks at $PLAY_JAVA_HOME, $JAVA_HOME, `java` on PATH, then /usr/lib/jvm/* and /opt/java/*.

play_java_major() { # prints the major version of the java binary $1, or nothing
  "$1" -version 2>&1 | sed -n 's/.*version "\([0-9]*\)[."].*/\1/p; s/.*version "\([0-9]*\)".*/\1/p' | head -n 1
}

play_find_java() {
  local candidates=() c major
  [ -n "${PLAY_JAVA_HOME:-}" ] && candidates+=("$PLAY_JAVA_HOME")
  [ -n "${JAVA_HOME:-}" ] && candidates+=("$JAVA_HOME")
  if command -v java >/dev/null 2>&1; then
    candidates+=("$(dirname "$(dirname "$(readlink -f "$(command -v java)")")")")
  fi
  for c in /usr/lib/jvm/* /opt/java/* /usr/local/lib/jvm/*; do
    [ -d "$c" ] && candidates+=("$c")
  done
  for c in "${candidates[@]}"; do
    # shellcheck disable=SC2015  # on purpose: next candidate unless both are there
    [ -x "$c/bin/java" ] && [ -x "$c/bin/javac" ] || continue
    major=$(play_java_major "$c/bin/java")
    if [ -n "$major" ] && [ "$major" -ge 21 ]; then
      PLAY_JAVA_HOME="$c"
      export PLAY_JAVA_HOME
      return 0
    fi
  done
  echo "play needs a JDK 21 or newer (java and javac), and none was found." >&2
  echo "Looked at \$PLAY_JAVA_HOME, \$JAVA_HOME, java on PATH, /usr/lib/jvm/*, /opt/java/*." >&2
  echo "Install one (Debian: apt-get install openjdk-21-jdk-headless, or Temurin 21+) or set PLAY_JAVA_HOME." >&2
  return 1
}
