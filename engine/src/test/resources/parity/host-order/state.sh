# The end state AnsibleParityTest compares: for each order, the names in the order they ran.
for f in /var/tmp/order-*; do
  echo "--- $f"
  cat "$f"
done
