#!/bin/sh
# Prints what a playbook left on a host, in a form two hosts can be diffed by: run on the host
# (bench/run.sh pipes it to `docker exec -i CONTAINER sh -s -- ACCOUNTS PATH...`).
#   ACCOUNTS  space-separated user/group names: their passwd, group and shadow entries (the
#             shadow "last change" day is left out: it is the day the run happened)
#   PATH...   each path, recursively: type, mode, owner:group and a link's target; every regular
#             file's md5sum. Sizes and times are left out (a directory's size depends on the
#             temporary files once in it; times differ between any two runs).
# The output is sorted (LC_ALL=C); the caller replaces the container's hostname.
# With END_STATE_NAME set (bench/faults.sh: the host's inventory name), a file's md5sum is that of
# its content with each whole word END_STATE_NAME replaced by HOST, so that hosts whose files name
# themselves (a template's {{ inventory_hostname }}) compare alike.
set -u
export LC_ALL=C
accounts="$1"
shift
for name in $accounts; do
  getent passwd "$name" || echo "passwd: no $name"
  getent group "$name" || echo "group: no $name"
  getent shadow "$name" | cut -d: -f1,2,4- || true
done
for path in "$@"; do
  if [ -e "$path" ] || [ -L "$path" ]; then
    find "$path" -printf '%y %p %m %u:%g %l\n' | sort
    if [ -n "${END_STATE_NAME:-}" ]; then
      find "$path" -type f | sort | while IFS= read -r file; do
        echo "$(sed "s/\\<$END_STATE_NAME\\>/HOST/g" "$file" | md5sum | cut -d' ' -f1)  $file"
      done
    else
      find "$path" -type f -exec md5sum {} + | sort -k2
    fi
  else
    echo "missing: $path"
  fi
done
