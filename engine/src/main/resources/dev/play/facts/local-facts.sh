#!/bin/sh
# Defines play_local_facts DIR (LocalFacts): each DIR/*.fact, run when executable, else read,
# printed base64-encoded as local|x|rc|name|stdout|stderr or local|r|0|name|content|.
# LocalFacts.script calls it with the fact path as a quoted positional parameter.
play_local_facts() {
  for f in "$1"/*.fact; do
    [ -e "$f" ] || continue
    p=$(printf %s "$f" | base64 -w0)
    if [ -x "$f" ]; then
      t=$(mktemp) || continue
      o=$("$f" 2>"$t"); rc=$?; e=$(base64 -w0 < "$t"); rm -f "$t"
      printf 'local|x|%s|%s|%s|%s\n' "$rc" "$p" "$(printf %s "$o" | base64 -w0)" "$e"
    else
      printf 'local|r|0|%s|%s|\n' "$p" "$(base64 -w0 < "$f" 2>/dev/null)"
    fi
  done
}
