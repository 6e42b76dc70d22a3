package dev.play.module.containers;

import static dev.play.module.containers.ContainerRequest.M;

import dev.play.module.Args;
import dev.play.module.ModuleFailure;
import dev.play.module.kit.ArgvQuote;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.SortedMap;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Collectors;

/**
 * The container configuration options play compares and creates with, one row per option ({@link
 * ContainerOption}): its spec declaration, its desired value (normalised), the same value read from
 * {@code docker inspect}, and its {@code docker create} flags. Values are strings, booleans, longs,
 * word lists, sorted sets and sorted maps, so that equal configurations compare equal. Adding an
 * option is adding a row. Pure.
 */
final class ContainerOptions {
  /** Every option, in the spec's order. */
  private static final List<ContainerOption> TABLE =
      List.of(
          new ContainerOption(
              "command:raw",
              ContainerOptions::command,
              (c, a) -> a.put("command", DockerCli.strings(c, "Config", "Cmd")),
              none()),
          new ContainerOption(
              "entrypoint:list(str)",
              ContainerOptions::entrypoint,
              (c, a) -> a.put("entrypoint+command", entrypointAndCommand(c)),
              none()),
          new ContainerOption(
              "env:dict",
              ContainerOptions::desiredEnv,
              (c, a) -> a.put("env", inspectedEnv(c)),
              pairs("--env", "=", ContainerOptions::env)),
          new ContainerOption(
              "volumes:list(str)",
              ContainerOptions::volumes,
              ContainerOptions::inspectedVolumes,
              each("--volume", ContainerOptions::createBind)),
          ContainerOption.of(
              "network_mode:str",
              v -> networkMode(str(v)),
              c -> networkMode(DockerCli.str(c, "HostConfig", "NetworkMode")),
              one("--network")),
          ContainerOption.of(
              "restart_policy:str [no|on-failure|always|unless-stopped]",
              v -> restartPolicy(str(v)),
              c -> restartPolicy(DockerCli.str(c, "HostConfig", "RestartPolicy", "Name")),
              ContainerOptions::restartFlags),
          ContainerOption.of(
              "restart_retries:int",
              ContainerOptions::str,
              c -> DockerCli.str(c, "HostConfig", "RestartPolicy", "MaximumRetryCount"),
              none()),
          ContainerOption.of(
              "runtime:str",
              ContainerOptions::str,
              c -> DockerCli.str(c, "HostConfig", "Runtime"),
              one("--runtime")),
          ContainerOption.of(
              "devices:list(str)",
              v -> set(strings(v).stream().map(ContainerOptions::device).toList()),
              ContainerOptions::inspectedDevices,
              each("--device", x -> x)),
          ContainerOption.of(
              "published_ports:list(str)",
              ContainerOptions::ports,
              c -> boundPorts(DockerCli.map(c, "HostConfig", "PortBindings")),
              each("--publish", x -> x)),
          new ContainerOption(
              "labels:dict",
              ContainerOptions::desiredLabels,
              (c, a) ->
                  a.put(
                      "labels", new TreeMap<>(stringValues(DockerCli.map(c, "Config", "Labels")))),
              pairs("--label", "=", v -> stringMap("labels", v))),
          ContainerOption.of(
              "working_dir:str",
              ContainerOptions::str,
              c -> DockerCli.str(c, "Config", "WorkingDir"),
              one("--workdir")),
          ContainerOption.of(
              "user:str",
              ContainerOptions::str,
              c -> DockerCli.str(c, "Config", "User"),
              one("--user")),
          ContainerOption.of(
              "hostname:str",
              ContainerOptions::str,
              c -> DockerCli.str(c, "Config", "Hostname"),
              one("--hostname")),
          flag("privileged", "--privileged", "HostConfig", "Privileged"),
          ContainerOption.of(
              "capabilities:list(str)",
              ContainerOptions::caps,
              c -> caps(DockerCli.strings(c, "HostConfig", "CapAdd")),
              each("--cap-add", x -> x)),
          ContainerOption.of(
              "cap_drop:list(str)",
              ContainerOptions::caps,
              c -> caps(DockerCli.strings(c, "HostConfig", "CapDrop")),
              each("--cap-drop", x -> x)),
          ContainerOption.of(
              "ipc_mode:str",
              ContainerOptions::str,
              c -> DockerCli.str(c, "HostConfig", "IpcMode"),
              one("--ipc")),
          ContainerOption.of(
              "pid_mode:str",
              ContainerOptions::str,
              c -> DockerCli.str(c, "HostConfig", "PidMode"),
              one("--pid")),
          bytes("shm_size", "--shm-size", "ShmSize"),
          bytes("memory", "--memory", "Memory"),
          ContainerOption.of(
              "cpus:float",
              ContainerOptions::nanoCpus,
              c -> number(DockerCli.at(c, "HostConfig", "NanoCpus")),
              one("--cpus")),
          ContainerOption.of(
              "ulimits:list(str)",
              v -> set(ulimits(v)),
              ContainerOptions::inspectedUlimits,
              ContainerOptions::ulimitFlags),
          flag("tty", "--tty", "Config", "Tty"),
          flag("interactive", "--interactive", "Config", "OpenStdin"),
          flag("init", "--init", "HostConfig", "Init"),
          flag("auto_remove", "--rm", "HostConfig", "AutoRemove"),
          flag("read_only", "--read-only", "HostConfig", "ReadonlyRootfs"),
          ContainerOption.of(
              "log_driver:str",
              ContainerOptions::str,
              c -> DockerCli.str(c, "HostConfig", "LogConfig", "Type"),
              one("--log-driver")),
          ContainerOption.of(
              "log_options:dict",
              v -> new TreeMap<>(stringMap("log_options", v)),
              c ->
                  new TreeMap<>(
                      stringValues(DockerCli.map(c, "HostConfig", "LogConfig", "Config"))),
              pairs("--log-opt", "=", v -> stringMap("log_options", v))),
          ContainerOption.of(
              "etc_hosts:dict",
              v ->
                  set(
                      stringMap("etc_hosts", v).entrySet().stream()
                          .map(e -> e.getKey() + ":" + e.getValue())
                          .toList()),
              c -> set(DockerCli.strings(c, "HostConfig", "ExtraHosts")),
              pairs("--add-host", ":", v -> stringMap("etc_hosts", v))),
          ContainerOption.of(
              "dns_servers:list(str)",
              ContainerOptions::strings,
              c -> DockerCli.strings(c, "HostConfig", "Dns"),
              each("--dns", x -> x)),
          ContainerOption.of(
              "security_opts:list(str)",
              v -> set(strings(v)),
              c -> set(DockerCli.strings(c, "HostConfig", "SecurityOpt")),
              each("--security-opt", x -> x)));

  private static final Map<String, ContainerOption> BY_NAME =
      TABLE.stream()
          .collect(
              Collectors.toMap(ContainerOption::name, o -> o, (a, b) -> a, LinkedHashMap::new));
  static final Set<String> ALL = Set.copyOf(BY_NAME.keySet());

  /** Bind modes Docker accepts after the last colon of a volume. */
  private static final Set<String> MODES =
      Set.of(
          "rw",
          "ro",
          "z",
          "Z",
          "consistent",
          "delegated",
          "cached",
          "rprivate",
          "private",
          "rshared",
          "shared",
          "rslave",
          "slave",
          "nocopy");

  private ContainerOptions() {}

  /** The options' spec declarations, in order. */
  static List<String> declarations() {
    return TABLE.stream().map(ContainerOption::declaration).toList();
  }

  /** {@code docker create} flags for one given option. */
  static List<String> flags(String option, Object v, Map<String, Object> all) throws ModuleFailure {
    return BY_NAME.get(option).flags().of(v, all);
  }

  /** Puts the normalised desired value(s) of one given option into {@code d}. */
  static void desired(
      String option,
      Object v,
      Map<String, Object> all,
      ContainerRequest.ImageDefaults image,
      Map<String, Object> d)
      throws ModuleFailure {
    BY_NAME.get(option).desired().put(v, all, image, d);
  }

  /** Every option's current value, read from the container's {@code docker inspect} object. */
  static Map<String, Object> actual(Map<String, Object> c) {
    Map<String, Object> a = new TreeMap<>();
    TABLE.forEach(o -> o.actual().put(c, a));
    return a;
  }

  // The rows' kinds.

  /**
   * A boolean option: {@code flag} when true, compared with the boolean at {@code path} of inspect.
   */
  private static ContainerOption flag(String name, String flag, String... path) {
    return ContainerOption.of(
        name + ":bool",
        v -> bool(name, v),
        c -> Boolean.TRUE.equals(DockerCli.at(c, path)),
        (v, all) -> bool(flag, v) ? List.of(flag) : List.of());
  }

  /**
   * A size ({@code 1g}) given to {@code flag} in bytes, compared with {@code HostConfig.<field>}.
   */
  private static ContainerOption bytes(String name, String flag, String field) {
    return ContainerOption.of(
        name + ":str",
        v -> DockerCli.bytes(M, name, str(v)),
        c -> number(DockerCli.at(c, "HostConfig", field)),
        (v, all) -> List.of(flag, DockerCli.bytes(M, name, str(v)) + "b"));
  }

  /**
   * No flags: the option goes elsewhere (command and entrypoint after the image, restart_retries
   * into --restart).
   */
  private static ContainerOption.Flags none() {
    return (v, all) -> List.of();
  }

  /** {@code flag VALUE}. */
  private static ContainerOption.Flags one(String flag) {
    return (v, all) -> List.of(flag, str(v));
  }

  /** {@code flag ITEM} for each item of a list. */
  private static ContainerOption.Flags each(
      String flag, java.util.function.UnaryOperator<String> item) {
    return (v, all) -> {
      List<String> f = new ArrayList<>();
      strings(v).forEach(x -> f.addAll(List.of(flag, item.apply(x))));
      return f;
    };
  }

  /** A mapping, read by {@code map}: {@code flag KEY<sep>VALUE} for each entry. */
  private static ContainerOption.Flags pairs(String flag, String sep, ContainerOption.Normal map) {
    return (v, all) -> {
      List<String> f = new ArrayList<>();
      @SuppressWarnings("unchecked")
      Map<String, String> m = (Map<String, String>) map.of(v);
      m.forEach((k, x) -> f.addAll(List.of(flag, k + sep + x)));
      return f;
    };
  }

  // The rows that differ.

  private static void command(
      Object v,
      Map<String, Object> all,
      ContainerRequest.ImageDefaults image,
      Map<String, Object> d)
      throws ModuleFailure {
    if (!all.containsKey("entrypoint")) {
      d.put("command", words(v));
    }
  }

  private static void entrypoint(
      Object v,
      Map<String, Object> all,
      ContainerRequest.ImageDefaults image,
      Map<String, Object> d)
      throws ModuleFailure {
    List<String> argv = new ArrayList<>(words(v));
    List<String> command = words(all.get("command"));
    argv.addAll(command == null ? List.of() : command);
    d.put("entrypoint+command", argv);
  }

  private static List<String> entrypointAndCommand(Map<String, Object> c) {
    List<String> argv = new ArrayList<>(DockerCli.strings(c, "Config", "Entrypoint"));
    argv.addAll(DockerCli.strings(c, "Config", "Cmd"));
    return argv;
  }

  private static void desiredEnv(
      Object v,
      Map<String, Object> all,
      ContainerRequest.ImageDefaults image,
      Map<String, Object> d)
      throws ModuleFailure {
    TreeMap<String, String> env = new TreeMap<>(image == null ? Map.of() : image.env());
    env.putAll(env(v));
    d.put("env", env);
  }

  private static SortedMap<String, String> inspectedEnv(Map<String, Object> c) {
    TreeMap<String, String> env = new TreeMap<>();
    for (String kv : DockerCli.strings(c, "Config", "Env")) {
      int eq = kv.indexOf('=');
      env.put(eq < 0 ? kv : kv.substring(0, eq), eq < 0 ? "" : kv.substring(eq + 1));
    }
    return env;
  }

  private static void desiredLabels(
      Object v,
      Map<String, Object> all,
      ContainerRequest.ImageDefaults image,
      Map<String, Object> d)
      throws ModuleFailure {
    TreeMap<String, String> labels = new TreeMap<>(image == null ? Map.of() : image.labels());
    labels.putAll(stringMap("labels", v));
    d.put("labels", labels);
  }

  private static void volumes(
      Object v,
      Map<String, Object> all,
      ContainerRequest.ImageDefaults image,
      Map<String, Object> d) {
    TreeSet<String> binds = new TreeSet<>();
    TreeSet<String> anonymous = new TreeSet<>(image == null ? Set.of() : image.volumes());
    for (String x : strings(v)) {
      if (x.contains(":")) {
        binds.add(bind(x));
      } else {
        anonymous.add(x);
      }
    }
    d.put("volumes", binds);
    d.put("volumes (anonymous)", anonymous);
  }

  private static void inspectedVolumes(Map<String, Object> c, Map<String, Object> a) {
    a.put(
        "volumes",
        set(
            DockerCli.strings(c, "HostConfig", "Binds").stream()
                .map(ContainerOptions::bind)
                .toList()));
    a.put("volumes (anonymous)", new TreeSet<>(DockerCli.map(c, "Config", "Volumes").keySet()));
  }

  private static List<String> restartFlags(Object v, Map<String, Object> all) {
    return List.of(
        "--restart",
        str(v)
            + (str(v).equals("on-failure") && all.containsKey("restart_retries")
                ? ":" + str(all.get("restart_retries"))
                : ""));
  }

  private static SortedSet<String> inspectedDevices(Map<String, Object> c) {
    return set(
        DockerCli.list(c, "HostConfig", "Devices").stream()
            .map(
                d -> {
                  @SuppressWarnings("unchecked")
                  Map<String, Object> m = (Map<String, Object>) d;
                  return DockerCli.str(m, "PathOnHost")
                      + ":"
                      + DockerCli.str(m, "PathInContainer")
                      + ":"
                      + DockerCli.str(m, "CgroupPermissions");
                })
            .toList());
  }

  private static SortedSet<String> inspectedUlimits(Map<String, Object> c) {
    return set(
        DockerCli.list(c, "HostConfig", "Ulimits").stream()
            .map(
                u -> {
                  @SuppressWarnings("unchecked")
                  Map<String, Object> m = (Map<String, Object>) u;
                  return DockerCli.str(m, "Name")
                      + ":"
                      + DockerCli.str(m, "Soft")
                      + ":"
                      + DockerCli.str(m, "Hard");
                })
            .toList());
  }

  private static List<String> ulimitFlags(Object v, Map<String, Object> all) throws ModuleFailure {
    List<String> f = new ArrayList<>();
    for (String u : ulimits(v)) {
      String[] p = u.split(":");
      f.addAll(List.of("--ulimit", p[0] + "=" + p[1] + ":" + p[2]));
    }
    return f;
  }

  private static SortedSet<String> caps(Object v) {
    return set(strings(v).stream().map(ContainerOptions::cap).toList());
  }

  /** A word list: a YAML list as is, a string split like shlex; null when absent. */
  static List<String> words(Object v) throws ModuleFailure {
    if (v == null) {
      return null;
    }
    return v instanceof List<?> l
        ? l.stream().map(String::valueOf).toList()
        : ArgvQuote.split(String.valueOf(v));
  }

  /**
   * {@code src:dst[:mode]} with the mode made explicit ({@code rw} unless {@code ro}), options
   * sorted.
   */
  static String bind(String b) {
    String[] p = b.split(":", 3);
    if (p.length < 2) {
      return b;
    }
    TreeSet<String> mode = new TreeSet<>(p.length == 3 ? List.of(p[2].split(",")) : List.of());
    if (!mode.contains("ro") && !mode.contains("rw")) {
      mode.add("rw");
    }
    return p[0] + ":" + p[1] + ":" + String.join(",", mode);
  }

  /**
   * A volume as community.docker creates it: a {@code src:dst} bind with an explicit {@code :rw},
   * so that Docker stores the same bind (and mount mode) for both engines; anything else as given.
   */
  private static String createBind(String b) {
    String[] p = b.split(":", -1);
    return p.length == 2 && !isMode(p[1]) ? b + ":rw" : b;
  }

  private static boolean isMode(String s) {
    return List.of(s.split(",")).stream().allMatch(MODES::contains);
  }

  /** {@code host[:container[:permissions]]} in full, as Docker stores it. */
  static String device(String d) {
    String[] p = d.split(":");
    return p[0] + ":" + (p.length > 1 ? p[1] : p[0]) + ":" + (p.length > 2 ? p[2] : "rwm");
  }

  /**
   * Published ports as {@code port/proto=ip:hostport} entries (ranges expanded, 0.0.0.0 as no ip).
   */
  static SortedSet<String> ports(Object v) throws ModuleFailure {
    TreeSet<String> out = new TreeSet<>();
    for (String spec : strings(v)) {
      if (spec.equals("all")) {
        throw new ModuleFailure(
            M + ": published_ports: all is not supported by play (list the ports)");
      }
      int slash = spec.lastIndexOf('/');
      String proto = slash < 0 ? "tcp" : spec.substring(slash + 1);
      String[] p = (slash < 0 ? spec : spec.substring(0, slash)).split(":");
      if (p.length > 3) {
        throw new ModuleFailure(
            M
                + ": published_ports: cannot read '"
                + spec
                + "' (IPv6 addresses are not supported by play)");
      }
      String ip = p.length == 3 ? hostIp(p[0]) : "";
      List<String> container = range(spec, p[p.length - 1]);
      List<String> host =
          p.length >= 2 && !p[p.length - 2].isEmpty() ? range(spec, p[p.length - 2]) : null;
      if (host != null && host.size() != container.size() && host.size() != 1) {
        throw new ModuleFailure(
            M + ": published_ports: the ranges of '" + spec + "' differ in length");
      }
      for (int i = 0; i < container.size(); i++) {
        String hp =
            host == null
                ? ""
                : host.size() == 1 && container.size() > 1 ? host.get(0) : host.get(i);
        out.add(container.get(i) + "/" + proto + "=" + ip + ":" + hp);
      }
    }
    return out;
  }

  private static List<String> range(String spec, String r) throws ModuleFailure {
    try {
      String[] ab = r.split("-");
      int a = Integer.parseInt(ab[0].strip());
      int b = ab.length > 1 ? Integer.parseInt(ab[1].strip()) : a;
      List<String> out = new ArrayList<>();
      for (int i = a; i <= b; i++) {
        out.add(String.valueOf(i));
      }
      return out;
    } catch (NumberFormatException e) {
      throw new ModuleFailure(M + ": published_ports: cannot read '" + spec + "'");
    }
  }

  private static String hostIp(String ip) {
    return ip.equals("0.0.0.0") ? "" : ip;
  }

  private static SortedSet<String> boundPorts(Map<String, Object> bindings) {
    TreeSet<String> out = new TreeSet<>();
    for (Map.Entry<String, Object> e : bindings.entrySet()) {
      if (e.getValue() instanceof List<?> l) {
        for (Object o : l) {
          @SuppressWarnings("unchecked")
          Map<String, Object> b = (Map<String, Object>) o;
          out.add(
              e.getKey()
                  + "="
                  + hostIp(DockerCli.str(b, "HostIp"))
                  + ":"
                  + DockerCli.str(b, "HostPort"));
        }
      }
    }
    return out;
  }

  private static String networkMode(String mode) {
    return mode.equals("default") || mode.isEmpty() ? "bridge" : mode;
  }

  private static String restartPolicy(String p) {
    return p.isEmpty() ? "no" : p;
  }

  private static String cap(String c) {
    String u = c.toUpperCase(Locale.ROOT);
    return u.startsWith("CAP_") ? u.substring(4) : u;
  }

  /** {@code name:soft[:hard]} in full. */
  private static List<String> ulimits(Object v) throws ModuleFailure {
    List<String> out = new ArrayList<>();
    for (String u : strings(v)) {
      String[] p = u.split(":");
      if (p.length < 2 || p.length > 3) {
        throw new ModuleFailure(M + ": ulimits entries are name:soft[:hard], got '" + u + "'");
      }
      out.add(p[0] + ":" + p[1] + ":" + (p.length == 3 ? p[2] : p[1]));
    }
    return out;
  }

  /** {@code cpus} (1.5) as Docker stores it: NanoCpus. */
  private static long nanoCpus(Object v) throws ModuleFailure {
    try {
      return Math.round(Double.parseDouble(str(v)) * 1e9);
    } catch (NumberFormatException e) {
      throw new ModuleFailure(M + ": cpus must be a number such as 1.5, got '" + v + "'");
    }
  }

  private static long number(Object o) {
    return o instanceof Number n ? n.longValue() : 0L;
  }

  private static boolean bool(String option, Object v) throws ModuleFailure {
    Boolean b = Args.toBool(v);
    if (b == null) {
      throw new ModuleFailure(M + ": argument '" + option + "' must be a boolean, got '" + v + "'");
    }
    return b;
  }

  /**
   * env values must be strings, as community.docker requires: a YAML boolean, number or empty value
   * is refused (unquoted {@code 1.10} would silently become {@code 1.1}).
   */
  static Map<String, String> env(Object v) throws ModuleFailure {
    if (v instanceof Map<?, ?> m) {
      for (Map.Entry<?, ?> e : m.entrySet()) {
        if (!(e.getValue() instanceof String)) {
          throw new ModuleFailure(M + ": env " + e.getKey() + " " + notAString(e.getValue()));
        }
      }
    }
    return stringMap("env", v);
  }

  private static String notAString(Object x) {
    return switch (x) {
      case null -> "has no value; quote it (\"\")";
      case Boolean b -> "is a boolean; quote it (\"" + b + "\")";
      case Number n ->
          "is a number (" + n + "), not a string; quote it as written, or use '| string'";
      default -> "must be a string";
    };
  }

  private static Map<String, String> stringMap(String option, Object v) throws ModuleFailure {
    if (!(v instanceof Map<?, ?> m)) {
      throw new ModuleFailure(M + ": argument '" + option + "' must be a mapping");
    }
    Map<String, String> out = new TreeMap<>();
    m.forEach((k, x) -> out.put(String.valueOf(k), x == null ? "" : String.valueOf(x)));
    return out;
  }

  private static Map<String, String> stringValues(Map<String, Object> m) {
    Map<String, String> out = new TreeMap<>();
    m.forEach((k, x) -> out.put(k, x == null ? "" : String.valueOf(x)));
    return out;
  }

  private static List<String> strings(Object v) {
    if (v instanceof List<?> l) {
      return l.stream().map(String::valueOf).toList();
    }
    return v == null ? List.of() : List.of(String.valueOf(v));
  }

  private static SortedSet<String> set(List<String> l) {
    return new TreeSet<>(l);
  }

  private static String str(Object v) {
    return String.valueOf(v);
  }
}
