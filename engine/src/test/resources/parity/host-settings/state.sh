# The end state AnsibleParityTest compares: the zone, the selection and what the facts said.
echo "timezone: $(cat /etc/timezone)"
echo "localtime: $(readlink /etc/localtime)"
echo "date: $(date -d 2024-01-01 +%Z)"
echo "selection: $(dpkg --get-selections sudo)"
echo "--- /var/tmp/parity-facts $(stat -c '%a %U %G' /var/tmp/parity-facts)"
cat /var/tmp/parity-facts
