package dev.play.fleet;

import com.github.dockerjava.api.model.ContainerNetwork;
import com.google.common.collect.ImmutableList;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.testcontainers.containers.GenericContainer;
import org.testcontainers.containers.Network;
import org.testcontainers.containers.wait.strategy.Wait;
import org.testcontainers.lifecycle.Startables;
import org.testcontainers.utility.DockerImageName;

/**
 * N real OpenSSH hosts in containers of {@code play-testhost:bookworm}, started in parallel, with
 * client keys, known_hosts, an ssh_config and inventories for them. Close it to remove everything.
 *
 * <pre>{@code
 * try (Fleet fleet = Fleet.start(5)) {
 *   Path inventory = fleet.writeInventory("play");
 *   ... run play -i inventory ...
 *   fleet.host(0).exec("test", "-f", "/etc/motd").assertOk();
 * }
 * }</pre>
 *
 * <p>A jump setup ({@link Builder#innerHosts(int)}) adds a {@code bastion} with a mapped port, on
 * both the default bridge and an internal network, and {@code inner0..} hosts only on the internal
 * network, without mapped ports: reachable only through the bastion.
 */
public final class Fleet implements AutoCloseable {
  public static final String IMAGE = "play-testhost:bookworm";
  public static final String PYTHON_IMAGE = "play-testhost:bookworm-python";

  /** The image of a variant built by {@code testhost/build-variant.sh NAME}. */
  public static String variant(String name) {
    return "play-testhost:" + name;
  }

  private static final Duration STARTUP = Duration.ofSeconds(60);

  private final Path dir;

  /** Shared by every fleet of this JVM: generated once per test run, deleted at exit. */
  private final ClientKeys keys;

  private final List<TestHost> nodes = new ArrayList<>();
  private final List<TestHost> inner = new ArrayList<>();
  private TestHost bastion;
  private Network network;
  private Path knownHosts;
  private Path sshConfig;

  private Fleet(Path dir) {
    this.dir = dir;
    this.keys = ClientKeys.forThisRun();
  }

  /**
   * Starts {@code hosts} directly reachable hosts {@code node0..} (skips or fails per {@link
   * FleetRequirements}).
   */
  public static Fleet start(int hosts) {
    return builder().hosts(hosts).start();
  }

  public static Builder builder() {
    return new Builder();
  }

  /** Options of a fleet. */
  public static final class Builder {
    private int hosts = 1;
    private int innerHosts;
    private String image = IMAGE;
    private String prefix = "node";
    private boolean direct;
    private java.util.function.UnaryOperator<GenericContainer<?>> configure = c -> c;

    private Builder() {}

    /** Directly reachable hosts, named {@code <prefix>0..}. */
    public Builder hosts(int count) {
      this.hosts = count;
      return this;
    }

    /** Adds a bastion and {@code count} inner hosts reachable only through it. */
    public Builder innerHosts(int count) {
      this.innerHosts = count;
      return this;
    }

    /** Another local image, e.g. {@link #PYTHON_IMAGE}. Never pulled. */
    public Builder image(String image) {
      this.image = image;
      return this;
    }

    /**
     * Extra container settings for every host (capabilities, tmpfs, volumes), e.g. for the {@code
     * systemd} or {@code docker} image variants ({@code testhost/variants/}).
     */
    public Builder configure(java.util.function.UnaryOperator<GenericContainer<?>> configure) {
      this.configure = configure;
      return this;
    }

    /**
     * Hosts are reached at their container address on port 22 (the Docker bridge) instead of a
     * mapped port, which Docker changes when a container restarts: for reboot tests.
     */
    public Builder direct() {
      this.direct = true;
      return this;
    }

    public Builder prefix(String prefix) {
      this.prefix = prefix;
      return this;
    }

    public Fleet start() {
      FleetRequirements.requireImage(image);
      Fleet fleet = new Fleet(tempDir());
      try {
        fleet.launch(this);
        return fleet;
      } catch (RuntimeException | Error e) {
        fleet.close();
        throw e;
      }
    }
  }

  private void launch(Builder options) {
    for (int i = 0; i < options.hosts; i++) {
      nodes.add(
          new TestHost(
              this,
              options.prefix + i,
              options.configure.apply(reachable(options.image)),
              null,
              options.direct));
    }
    if (options.innerHosts > 0) {
      network = Network.builder().createNetworkCmdModifier(cmd -> cmd.withInternal(true)).build();
      bastion = new TestHost(this, "bastion", reachable(options.image), null, false);
      for (int i = 0; i < options.innerHosts; i++) {
        GenericContainer<?> c =
            container(options.image)
                .withNetwork(network)
                .withNetworkAliases("inner" + i)
                .waitingFor(
                    Wait.forLogMessage(".*Server listening on 0\\.0\\.0\\.0 port 22.*", 1)
                        .withStartupTimeout(STARTUP));
        inner.add(new TestHost(this, "inner" + i, c, bastion, false));
      }
    }
    Startables.deepStart(all().stream().map(TestHost::container)).join();
    if (bastion != null) {
      bastion
          .container()
          .getDockerClient()
          .connectToNetworkCmd()
          .withContainerId(bastion.containerId())
          .withNetworkId(network.getId())
          .withContainerNetwork(new ContainerNetwork().withAliases("bastion"))
          .exec();
    }
    CompletableFuture.allOf(
            all().stream()
                .map(h -> CompletableFuture.runAsync(h::started))
                .toArray(CompletableFuture[]::new))
        .join();
    knownHosts =
        write(
            "known_hosts",
            all().stream()
                .flatMap(h -> h.knownHostsLines().stream())
                .collect(Collectors.joining("\n", "", "\n")));
    sshConfig =
        write(
            "ssh_config",
            String.join(
                "\n",
                "Host *",
                "  IdentityFile " + keys.privateKey(KeyType.ED25519),
                "  IdentitiesOnly yes",
                "  UserKnownHostsFile " + knownHosts,
                "  StrictHostKeyChecking yes",
                "  BatchMode yes",
                "  LogLevel ERROR",
                "  ConnectTimeout 10",
                ""));
  }

  private GenericContainer<?> reachable(String image) {
    return container(image)
        .withExposedPorts(22)
        .waitingFor(new SshBannerWaitStrategy().withStartupTimeout(STARTUP));
  }

  private GenericContainer<?> container(String image) {
    return new GenericContainer<>(DockerImageName.parse(image))
        .withImagePullPolicy(name -> false)
        .withEnv("AUTHORIZED_KEYS", keys.authorizedKeys());
  }

  /** The directly reachable hosts, {@code node0..}. */
  public ImmutableList<TestHost> hosts() {
    return ImmutableList.copyOf(nodes);
  }

  public TestHost host(int index) {
    return nodes.get(index);
  }

  /** Any host by inventory name, the bastion and inner hosts included. */
  public TestHost host(String name) {
    return all().stream()
        .filter(h -> h.name().equals(name))
        .findFirst()
        .orElseThrow(() -> new IllegalArgumentException("no test host " + name + " in " + all()));
  }

  public Optional<TestHost> bastion() {
    return Optional.ofNullable(bastion);
  }

  public ImmutableList<TestHost> innerHosts() {
    return ImmutableList.copyOf(inner);
  }

  /** Every host: nodes, then the bastion, then inner hosts. */
  public ImmutableList<TestHost> all() {
    ImmutableList.Builder<TestHost> all = ImmutableList.<TestHost>builder().addAll(nodes);
    if (bastion != null) {
      all.add(bastion);
    }
    return all.addAll(inner).build();
  }

  public ClientKeys keys() {
    return keys;
  }

  /** The ed25519 private key every host accepts for root, play and pwuser. */
  public Path privateKey() {
    return keys.privateKey(KeyType.ED25519);
  }

  /** A known_hosts file with every host key of every host. */
  public Path knownHosts() {
    return knownHosts;
  }

  /**
   * An ssh_config for {@code ssh -F}: the ed25519 key, the fleet's known_hosts, strict checking,
   * batch mode.
   */
  public Path sshConfig() {
    return sshConfig;
  }

  /**
   * The fleet's temporary directory (keys, known_hosts, inventories); deleted on {@link #close()}.
   */
  public Path dir() {
    return dir;
  }

  /**
   * An INI inventory of every host: {@code [nodes]}, and with a jump setup {@code [bastion]} and
   * {@code [inner]} (whose hosts carry {@code ansible_ssh_common_args='-o ProxyJump=...'}).
   */
  public String inventory(String user, KeyType key) {
    StringBuilder ini = new StringBuilder("[nodes]\n");
    nodes.forEach(h -> ini.append(h.inventoryLine(user, key)).append('\n'));
    if (bastion != null) {
      ini.append("\n[bastion]\n").append(bastion.inventoryLine(user, key)).append('\n');
      ini.append("\n[inner]\n");
      inner.forEach(h -> ini.append(h.inventoryLine(user, key)).append('\n'));
    }
    return ini.toString();
  }

  /**
   * Writes {@link #inventory(String, KeyType)} with the ed25519 key to {@code dir()/<user>.ini}.
   */
  public Path writeInventory(String user) {
    return write(user + ".ini", inventory(user, KeyType.ED25519));
  }

  public Path writeInventory(Path file, String user, KeyType key) {
    return writeFile(file, inventory(user, key));
  }

  private Path write(String name, String content) {
    return writeFile(dir.resolve(name), content);
  }

  private static Path writeFile(Path file, String content) {
    try {
      return Files.writeString(file, content);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Removes every container (in parallel), the network and the temporary directory. */
  @Override
  public void close() {
    CompletableFuture.allOf(
            all().stream()
                .map(h -> CompletableFuture.runAsync(() -> h.container().stop()))
                .toArray(CompletableFuture[]::new))
        .join();
    if (network != null) {
      network.close();
    }
    deleteTree(dir);
  }

  private static Path tempDir() {
    try {
      return Files.createTempDirectory("play-fleet-");
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static void deleteTree(Path dir) {
    try (Stream<Path> paths = Files.walk(dir)) {
      paths.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
    } catch (IOException e) {
      // best effort: a temp directory
    }
  }
}
