# shellcheck shell=bash
# Sourced by ./run-tests: makes sure Maven, a JDK >= 21, Docker (running) and the SSH test host
# image are there. As root it installs what is missing (Debian packages) and starts dockerd;
# otherwise it says what is missing and the container tests are skipped (never under CI=true).

play_apt_install() {
  [ -n "${play_apt_updated:-}" ] || { apt-get update -qq; play_apt_updated=1; }
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "$@" >/dev/null
}

play_can_install() {
  [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1
}

play_tools() {
  local need=()
  command -v mvn >/dev/null 2>&1 || need+=(maven)
  command -v dockerd >/dev/null 2>&1 || need+=(docker.io)
  command -v debootstrap >/dev/null 2>&1 || need+=(debootstrap)
  command -v ssh >/dev/null 2>&1 || need+=(openssh-client)
  [ -x /usr/lib/openssh/sftp-server ] || need+=(openssh-sftp-server)
  command -v ansible-playbook >/dev/null 2>&1 || need+=(ansible)   # the Ansible parity tests
  command -v zip >/dev/null 2>&1 || need+=(zip)                    # unarchive's local zip tests
  command -v unzip >/dev/null 2>&1 || need+=(unzip)
  command -v chromium >/dev/null 2>&1 || need+=(chromium)         # the HTML report in a browser
  command -v chromedriver >/dev/null 2>&1 || need+=(chromium-driver)
  [ ${#need[@]} -eq 0 ] && return 0
  if play_can_install; then
    play_apt_install "${need[@]}"
  else
    echo "run-tests: missing ${need[*]} (install them, or run as root to have them installed)" >&2
  fi
}

play_jdk() {
  play_find_java 2>/dev/null && return 0
  if play_can_install; then
    play_apt_install openjdk-21-jdk-headless || play_apt_install openjdk-25-jdk-headless
  fi
  play_find_java
}

play_docker() {
  timeout 10 docker info >/dev/null 2>&1 && return 0
  if ! play_can_install || ! command -v dockerd >/dev/null 2>&1; then
    echo "run-tests: no Docker engine answers; container tests will be skipped" >&2
    return 0
  fi
  nohup dockerd >/var/log/dockerd.play-tests.log 2>&1 &
  for _ in $(seq 120); do
    timeout 10 docker info >/dev/null 2>&1 && return 0
    sleep 0.5
  done
  echo "run-tests: dockerd did not answer within 60 s; its log:" >&2
  tail -30 /var/log/dockerd.play-tests.log >&2 || true
  return 1
}

play_test_image() {
  timeout 10 docker info >/dev/null 2>&1 || return 0
  if play_can_install; then
    testhost/build-image.sh
    testhost/build-image.sh --bench     # Python on the host, for ansible-playbook in the parity tests
    testhost/build-variant.sh --all
  fi
}
