#!/bin/sh
# WANT_JSON
# A shell module that takes its arguments as a JSON file (its first argument): writes a flag file
# once, and only says so in check mode (Ansible passes _ansible_check_mode in the file).
args="$1"
path=$(sed -n 's/.*"path": *"\([^"]*\)".*/\1/p' "$args")
if [ -f "$path" ]; then
  printf '{"changed": false, "path": "%s"}\n' "$path"
elif grep -q '"_ansible_check_mode": *true' "$args"; then
  printf '{"changed": true, "path": "%s"}\n' "$path"
else
  echo flag > "$path" && printf '{"changed": true, "path": "%s"}\n' "$path"
fi
