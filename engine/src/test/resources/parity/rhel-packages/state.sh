# The end state AnsibleParityTest compares: rpm's packages and keys, and the repository files.
rpm -qa --qf '%{NAME}-%{VERSION}-%{RELEASE}\n' | sort
for f in /etc/yum.repos.d/*.repo; do
  echo "--- $f $(stat -c '%a %U %G' "$f")"
  cat "$f"
done
