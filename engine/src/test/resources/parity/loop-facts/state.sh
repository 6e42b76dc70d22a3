# The end state AnsibleParityTest compares: each result file with its mode and content.
for f in picked total last_seen; do
  p=/srv/loop-facts/$f
  echo "$p $(stat -c '%F %a %U' "$p" 2>/dev/null || echo absent)"
  echo "  $(cat "$p" 2>/dev/null)"
done
