# The end state AnsibleParityTest compares: each work tree's commit, branch, cleanliness, content
# and history depth, and what the tasks returned.
for d in /srv/app /srv/app-v1 /srv/app-dev; do
  echo "$d $(git -C $d rev-parse HEAD) $(git -C $d symbolic-ref -q --short HEAD || echo detached)"
  echo "  status: $(git -C $d status --porcelain | wc -l) model: $(cat $d/model.txt) commits: $(git -C $d rev-list --count HEAD)"
  echo "  remote: $(git -C $d remote get-url origin)"
done
cat /var/tmp/parity-git
