# The end state AnsibleParityTest compares: type, mode, owner and content hash of every file the
# playbook writes, and the summary built from find and slurp results.
for p in /srv/logs /srv/logs/app.log /srv/logs/db.log /srv/logs/notes.txt /srv/logs/.hidden.log \
         /srv/report /srv/report/summary /srv/report/installed; do
  if [ -e "$p" ]; then
    echo "$p $(stat -c '%F %a %U %G' "$p") $([ -f "$p" ] && sha1sum < "$p" | cut -c1-40)"
  else echo "$p absent"; fi
done
echo "--- /srv/report/summary"; cat /srv/report/summary
echo "--- /srv/report/installed"; cat /srv/report/installed
