# Run on both fresh hosts (their Docker engine up) before either engine. No registry is
# reachable, so the runner image reaches the nodes as an archive shipped out of band, as on an
# air-gapped cluster: the test image (play-test/busybox:1) saved under the runner's name.
set -e
docker tag play-test/busybox:1 registry.lab.local/ml/torch-runner:2.4.1
docker save registry.lab.local/ml/torch-runner:2.4.1 -o /var/tmp/torch-runner-2.4.1.tar
docker rmi registry.lab.local/ml/torch-runner:2.4.1 >/dev/null
