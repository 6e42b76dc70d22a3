# cron installed, not running; the host's policy-rc.d back in place; nothing left beside it.
echo "--- package"; dpkg-query -W -f='${Package} ${Status}\n' cron
echo "--- cron running"; pgrep -x cron || echo no
echo "--- policy"; stat -c '%n %a %U' /usr/sbin/policy-rc.d; cat /usr/sbin/policy-rc.d
echo "--- sbin"; ls /usr/sbin | grep -c policy
echo "--- tmp"; ls -A /tmp
