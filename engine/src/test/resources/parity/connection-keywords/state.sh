# The end state AnsibleParityTest compares: each file the plays wrote, its mode and owner (the login).
for f in /tmp/parity/*; do
  echo "--- $f $(stat -c '%a %U' "$f")"
  cat "$f"
done
