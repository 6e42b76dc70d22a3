package dev.play.module.containers;

import dev.play.module.Args;
import dev.play.module.ModuleFailure;
import dev.play.module.kit.ArgvQuote;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * What a {@code docker_container} task asks for: the lifecycle arguments, and each given
 * configuration option twice: as its {@code docker create} flags ({@link #createArgv}) and as a
 * normalised value compared with the existing container's ({@link #desired}).
 */
record ContainerRequest(
    String name,
    String image,
    ContainerRequest.State state,
    boolean detach,
    boolean recreate,
    boolean restart,
    boolean purgeNetworks,
    boolean keepVolumes,
    Integer stopTimeout,
    List<NetworkAttachment> networks,
    Map<String, Object> options) {
  static final String M = "docker_container";

  /** The container's state asked for. */
  enum State {
    STARTED,
    STOPPED,
    PRESENT,
    ABSENT
  }

  static ContainerRequest of(Args args) throws ModuleFailure {
    State state = args.enumValue("state", State.class);
    String image = args.stringOrNull("image");
    if (image == null && state != State.ABSENT) {
      throw new ModuleFailure(M + ": image is required with state " + args.string("state"));
    }
    Map<String, Object> o = new LinkedHashMap<>();
    for (String k : args.asMap().keySet()) {
      if (args.has(k) && ContainerOptions.ALL.contains(k)) {
        o.put(k, args.raw(k));
      }
    }
    if (o.containsKey("env")) {
      ContainerOptions.env(o.get("env")); // refused before anything runs on the host
    }
    String name = args.string("name");
    return new ContainerRequest(
        name.startsWith("/") ? name.substring(1) : name,
        image,
        state,
        args.bool("detach"),
        args.bool("recreate"),
        args.bool("restart"),
        args.bool("purge_networks"),
        args.bool("keep_volumes"),
        args.integerOrNull("stop_timeout"),
        networks(args),
        o);
  }

  /**
   * {@code networks}: names, or maps with a {@code name} and its settings ({@link
   * NetworkAttachment}).
   */
  private static List<NetworkAttachment> networks(Args args) throws ModuleFailure {
    List<NetworkAttachment> out = new ArrayList<>();
    if (!(args.raw("networks") instanceof List<?> l)) {
      for (String n : args.list("networks")) {
        out.add(NetworkAttachment.of(n));
      }
      return out;
    }
    for (Object n : l) {
      out.add(NetworkAttachment.of(n));
    }
    return out;
  }

  /** The names of {@code networks}, in order. */
  List<String> networkNames() {
    return networks.stream().map(NetworkAttachment::name).toList();
  }

  /** The network the container is created in: network_mode, else the first of networks. */
  String networkMode() {
    Object mode = options.get("network_mode");
    return mode != null ? String.valueOf(mode) : networks.isEmpty() ? null : networks.get(0).name();
  }

  /**
   * Normalised desired values of the given options, against the image's defaults ({@code null}
   * image: not known yet).
   */
  Map<String, Object> desired(ImageDefaults image) throws ModuleFailure {
    Map<String, Object> d = new TreeMap<>();
    for (Map.Entry<String, Object> e : options.entrySet()) {
      ContainerOptions.desired(e.getKey(), e.getValue(), options, image, d);
    }
    if (!options.containsKey("network_mode") && networkMode() != null) {
      d.put("network_mode", networkMode());
    }
    return d;
  }

  /** {@code docker create} words (unquoted): flags, image, then entrypoint tail and command. */
  List<String> createArgv() throws ModuleFailure {
    List<String> argv = new ArrayList<>(List.of("docker", "create", "--name", name));
    for (Map.Entry<String, Object> e : options.entrySet()) {
      argv.addAll(ContainerOptions.flags(e.getKey(), e.getValue(), options));
    }
    if (!options.containsKey("network_mode") && networkMode() != null) {
      argv.addAll(List.of("--network", networkMode()));
    }
    networks.stream()
        .filter(n -> n.name().equals(networkMode()))
        .findFirst()
        .ifPresent(n -> argv.addAll(n.flags(true)));
    List<String> entrypoint = words("entrypoint");
    if (entrypoint != null && !entrypoint.isEmpty()) {
      argv.addAll(List.of("--entrypoint", entrypoint.get(0)));
    }
    argv.add(image);
    if (entrypoint != null && entrypoint.size() > 1) {
      argv.addAll(entrypoint.subList(1, entrypoint.size()));
    }
    List<String> command = words("command");
    if (command != null) {
      argv.addAll(command);
    }
    return argv;
  }

  /**
   * The shell command that creates the container (its ID not printed) and connects it to the other
   * networks.
   */
  String createScript() throws ModuleFailure {
    StringBuilder sh = new StringBuilder(ArgvQuote.join(createArgv())).append(" >/dev/null");
    for (NetworkAttachment n : networks) {
      if (!n.name().equals(networkMode())) {
        sh.append(" && ").append(connect(n));
      }
    }
    return sh.toString();
  }

  /** {@code docker network connect} of this container to {@code n}, with its settings. */
  String connect(NetworkAttachment n) {
    List<String> argv = new ArrayList<>(List.of("docker", "network", "connect"));
    argv.addAll(n.flags(false));
    argv.addAll(List.of(n.name(), name));
    return ArgvQuote.join(argv);
  }

  /**
   * A word list option (command, entrypoint): a YAML list, or a string split like shlex; null when
   * absent.
   */
  List<String> words(String option) throws ModuleFailure {
    return ContainerOptions.words(options.get(option));
  }

  /** The image's defaults that Docker merges into a container's configuration. */
  record ImageDefaults(
      String id, Map<String, String> env, Map<String, String> labels, TreeSet<String> volumes) {}
}
