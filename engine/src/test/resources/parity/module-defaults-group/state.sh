# The end state AnsibleParityTest compares: each network's driver, whether it is internal, and its labels.
for n in parity-internal parity-open parity-labelled; do
  echo "$n"
  docker network inspect -f '  driver {{.Driver}}
  internal {{.Internal}}
  labels {{json .Labels}}' "$n" 2>&1
done
