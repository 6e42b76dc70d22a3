# The end state AnsibleParityTest compares.
echo "--- unit"; stat -c '%a %U %G' /etc/systemd/system/node-agent.service
echo "active=$(systemctl is-active node-agent) enabled=$(systemctl is-enabled node-agent)"
echo "--- users"; getent passwd mlops mlops-ci; getent group mlops mlops-ci
echo "uid 2001: $(awk -F: '$3 == 2001 { print $1 }' /etc/passwd | sort | tr '\n' ' ')"
