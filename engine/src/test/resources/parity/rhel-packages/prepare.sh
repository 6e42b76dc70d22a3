# An older play-hello to upgrade and play-tools (with play-lib) to remove, installed without the
# repository key, which the playbook imports.
set -e
dnf -q -y --nogpgcheck install play-hello-1.0 play-tools >/dev/null
