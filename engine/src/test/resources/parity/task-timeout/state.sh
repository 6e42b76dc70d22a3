# The end state AnsibleParityTest compares: what the timed-out and the timely tasks returned.
echo "--- /var/tmp/timeout $(stat -c '%a' /var/tmp/timeout)"
cat /var/tmp/timeout
