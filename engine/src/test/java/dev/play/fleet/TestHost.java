package dev.play.fleet;

import com.github.dockerjava.api.DockerClient;
import com.google.common.collect.ImmutableList;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.testcontainers.containers.Container;
import org.testcontainers.containers.GenericContainer;

/**
 * One SSH test host of a {@link Fleet}: a {@code play-testhost} container running sshd as PID 1.
 *
 * <p>Directly reachable hosts (and the bastion) listen on {@code 127.0.0.1:<mapped port>}. Inner
 * hosts of a jump setup have no mapped port: their address is a network alias ({@code inner0}) that
 * only the bastion resolves, and {@link #jump()} names the bastion.
 */
public final class TestHost {
  private final Fleet fleet;
  private final String name;
  private final GenericContainer<?> container;
  private final TestHost jump;
  private final boolean direct;
  private String bridgeAddress;
  private ImmutableList<String> hostKeys = ImmutableList.of();
  private int port;

  TestHost(Fleet fleet, String name, GenericContainer<?> container, TestHost jump, boolean direct) {
    this.fleet = fleet;
    this.direct = direct;
    this.name = name;
    this.container = container;
    this.jump = jump;
  }

  /** Called once the container runs: records its port and reads its host keys. */
  void started() {
    port = jump == null && !direct ? container.getMappedPort(22) : 22;
    if (direct) {
      bridgeAddress = container.getContainerInfo().getNetworkSettings().getIpAddress();
    }
    CommandResult keys = exec("sh", "-c", "cat /etc/ssh/ssh_host_*_key.pub").assertOk();
    List<String> lines = new ArrayList<>();
    for (String line : keys.stdout().split("\n")) {
      String[] parts = line.strip().split("\\s+");
      if (parts.length >= 2) {
        lines.add(parts[0] + " " + parts[1]);
      }
    }
    hostKeys = ImmutableList.copyOf(lines);
  }

  /** The inventory name: {@code node0}, {@code bastion}, {@code inner0}. */
  public String name() {
    return name;
  }

  /**
   * Where to connect: {@code 127.0.0.1}, the container's bridge address, or the network alias of an
   * inner host.
   */
  public String address() {
    return jump != null ? name : direct ? bridgeAddress : "127.0.0.1";
  }

  /** The SSH port to connect to: the mapped port, or 22 for an inner host. */
  public int port() {
    return port;
  }

  /** The bastion to go through, for inner hosts of a jump setup. */
  public Optional<TestHost> jump() {
    return Optional.ofNullable(jump);
  }

  public String containerId() {
    return container.getContainerId();
  }

  /**
   * The host's public keys, {@code "<type> <base64>"}: ed25519, rsa and ecdsa, made at container
   * start.
   */
  public ImmutableList<String> hostKeys() {
    return hostKeys;
  }

  /** The host key of one type, e.g. {@code hostKey("ssh-ed25519")}. */
  public String hostKey(String type) {
    return hostKeys.stream()
        .filter(k -> k.startsWith(type + " "))
        .findFirst()
        .orElseThrow(
            () ->
                new IllegalArgumentException(name + " has no " + type + " host key: " + hostKeys));
  }

  /** How known_hosts names this host: {@code [127.0.0.1]:32771}, or {@code inner0}. */
  public String knownHostsName() {
    return port == 22 ? address() : "[" + address() + "]:" + port;
  }

  /** {@code ssh-keyscan}-style known_hosts lines, one per host key. */
  public ImmutableList<String> knownHostsLines() {
    return hostKeys.stream()
        .map(k -> knownHostsName() + " " + k)
        .collect(ImmutableList.toImmutableList());
  }

  /**
   * The inventory line, e.g. {@code node0 ansible_host=127.0.0.1 ansible_port=32771
   * ansible_user=play ...}.
   */
  public String inventoryLine(String user, KeyType key) {
    StringBuilder line =
        new StringBuilder(name)
            .append(" ansible_host=")
            .append(address())
            .append(" ansible_port=")
            .append(port)
            .append(" ansible_user=")
            .append(user)
            .append(" ansible_ssh_private_key_file=")
            .append(fleet.keys().privateKey(key));
    if (jump != null) {
      line.append(" ansible_ssh_common_args='-o ProxyJump=")
          .append(user)
          .append("@")
          .append(jump.address())
          .append(":")
          .append(jump.port())
          .append("'");
    }
    return line.toString();
  }

  /** Runs a command in the container as root through {@code docker exec} (not SSH). */
  public CommandResult exec(String... command) {
    try {
      Container.ExecResult r = container.execInContainer(command);
      return new CommandResult(r.getExitCode(), r.getStdout(), r.getStderr());
    } catch (IOException e) {
      throw new AssertionError("docker exec in " + name + " failed", e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new AssertionError("interrupted during docker exec in " + name, e);
    }
  }

  /**
   * Runs a shell command as {@code user} with the system OpenSSH client, checking host keys
   * strictly.
   */
  public CommandResult ssh(String user, String command) {
    return ssh(user, KeyType.ED25519, command);
  }

  public CommandResult ssh(String user, KeyType key, String command) {
    List<String> argv =
        new ArrayList<>(
            List.of(
                "ssh",
                "-F",
                fleet.sshConfig().toString(),
                "-i",
                fleet.keys().privateKey(key).toString(),
                "-p",
                Integer.toString(port)));
    if (jump != null) {
      argv.addAll(List.of("-J", user + "@" + jump.address() + ":" + jump.port()));
    }
    argv.addAll(List.of(user + "@" + address(), command));
    return Processes.run(argv);
  }

  /**
   * Has sshd (PID 1) read its configuration again, and waits until it listens again: on SIGHUP it
   * closes its sockets and executes itself anew, and a connection in between is reset. Ready once
   * each of its listening sockets (in /proc/net/tcp and tcp6) is a new one.
   */
  public void reloadSshd() {
    exec("sh", "-c", RELOAD_SSHD).assertOk();
  }

  private static final String RELOAD_SSHD =
      """
      listening() {
        awk '$4 == "0A" && $2 ~ /:0016$/ { print $10 }' /proc/net/tcp /proc/net/tcp6 2>/dev/null | sort
      }
      before=$(listening)
      kill -HUP 1
      for _ in $(seq 200); do
        now=$(listening)
        if [ "$(echo "$now" | wc -l)" = "$(echo "$before" | wc -l)" ] \
            && [ -z "$(printf '%s\n%s\n' "$before" "$now" | sort | uniq -d)" ]; then
          exit 0
        fi
        sleep 0.05
      done
      echo "sshd did not listen again within 10 s: before $before, now $now" >&2
      exit 1
      """;

  /**
   * Kills sshd (PID 1) with SIGKILL: every connection drops at once, the container stops and new
   * connections are refused, as when a host dies mid-play. Cannot be undone.
   */
  public void killSshd() {
    docker().killContainerCmd(containerId()).withSignal("KILL").exec();
  }

  /**
   * Kills every SSH session process but keeps the listener: open connections drop mid-command while
   * new connections still succeed (a reconnect works).
   */
  public void dropConnections() {
    exec("sh", "-c", "for p in $(pgrep -x sshd); do [ \"$p\" = 1 ] || kill -KILL \"$p\"; done")
        .assertOk();
  }

  /**
   * Freezes every process of the host: connections hang (for timeouts) until {@link #unpause()}.
   */
  public void pause() {
    docker().pauseContainerCmd(containerId()).exec();
  }

  public void unpause() {
    docker().unpauseContainerCmd(containerId()).exec();
  }

  /**
   * Takes the host off Docker's bridge network: packets to and from it are lost, as when a cable is
   * pulled, until {@link #connectNetwork()}.
   */
  public void disconnectNetwork() {
    docker()
        .disconnectFromNetworkCmd()
        .withContainerId(containerId())
        .withNetworkId("bridge")
        .exec();
  }

  public void connectNetwork() {
    docker().connectToNetworkCmd().withContainerId(containerId()).withNetworkId("bridge").exec();
  }

  public boolean isRunning() {
    Boolean running = docker().inspectContainerCmd(containerId()).exec().getState().getRunning();
    return Boolean.TRUE.equals(running);
  }

  GenericContainer<?> container() {
    return container;
  }

  private DockerClient docker() {
    return container.getDockerClient();
  }

  @Override
  public String toString() {
    return name + "@" + knownHostsName();
  }
}
