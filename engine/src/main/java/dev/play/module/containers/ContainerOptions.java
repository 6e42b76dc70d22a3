package dev.play.module.containers;

import static dev.play.module.containers.ContainerRequest.M;

import dev.play.module.Args;
import dev.play.module.ModuleFailure;
import dev.play.module.kit.ArgvQuote;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * The container configuration options play compares and creates with, one case per option:
 * its {@code docker create} flags, its desired value (normalised), and the same value read from
 * {@code docker inspect}. Values are strings, booleans, longs, word lists, sorted sets and sorted
 * maps, so that equal configurations compare equal. Pure.
 */
final class ContainerOptions {
  static final Set<String> ALL = Set.of("command", "entrypoint", "env", "volumes", "network_mode", "restart_policy",
      "restart_retries", "runtime", "devices", "published_ports", "labels", "working_dir", "user", "hostname",
      "privileged", "capabilities", "cap_drop", "ipc_mode", "pid_mode", "shm_size", "memory", "cpus", "ulimits",
      "tty", "interactive", "init", "auto_remove", "read_only", "log_driver", "log_options", "etc_hosts",
      "dns_servers", "security_opts");
  /** Bind modes Docker accepts after the last colon of a volume. */
  private static final Set<String> MODES = Set.of("rw", "ro", "z", "Z", "consistent", "delegated", "cached",
      "rprivate", "private", "rshared", "shared", "rslave", "slave", "nocopy");

  private ContainerOptions() {}

  /** {@code docker create} flags for one given option. */
  static List<String> flags(String option, Object v, Map<String, Object> all) throws ModuleFailure {
    List<String> f = new ArrayList<>();
    switch (option) {
      case "env" -> env(v).forEach((k, x) -> f.addAll(List.of("--env", k + "=" + x)));
      case "volumes" -> strings(v).forEach(x -> f.addAll(List.of("--volume", createBind(x))));
      case "network_mode" -> f.addAll(List.of("--network", str(v)));
      case "restart_policy" -> f.addAll(List.of("--restart", str(v)
          + (str(v).equals("on-failure") && all.containsKey("restart_retries") ? ":" + str(all.get("restart_retries")) : "")));
      case "runtime" -> f.addAll(List.of("--runtime", str(v)));
      case "devices" -> strings(v).forEach(x -> f.addAll(List.of("--device", x)));
      case "published_ports" -> strings(v).forEach(x -> f.addAll(List.of("--publish", x)));
      case "labels" -> stringMap("labels", v).forEach((k, x) -> f.addAll(List.of("--label", k + "=" + x)));
      case "working_dir" -> f.addAll(List.of("--workdir", str(v)));
      case "user" -> f.addAll(List.of("--user", str(v)));
      case "hostname" -> f.addAll(List.of("--hostname", str(v)));
      case "privileged" -> flag(f, v, "--privileged");
      case "tty" -> flag(f, v, "--tty");
      case "interactive" -> flag(f, v, "--interactive");
      case "init" -> flag(f, v, "--init");
      case "auto_remove" -> flag(f, v, "--rm");
      case "read_only" -> flag(f, v, "--read-only");
      case "capabilities" -> strings(v).forEach(x -> f.addAll(List.of("--cap-add", x)));
      case "cap_drop" -> strings(v).forEach(x -> f.addAll(List.of("--cap-drop", x)));
      case "ipc_mode" -> f.addAll(List.of("--ipc", str(v)));
      case "pid_mode" -> f.addAll(List.of("--pid", str(v)));
      case "shm_size" -> f.addAll(List.of("--shm-size", DockerCli.bytes(M, option, str(v)) + "b"));
      case "memory" -> f.addAll(List.of("--memory", DockerCli.bytes(M, option, str(v)) + "b"));
      case "cpus" -> f.addAll(List.of("--cpus", str(v)));
      case "ulimits" -> {
        for (String u : ulimits(v)) {
          String[] p = u.split(":");
          f.addAll(List.of("--ulimit", p[0] + "=" + p[1] + ":" + p[2]));
        }
      }
      case "log_driver" -> f.addAll(List.of("--log-driver", str(v)));
      case "log_options" -> stringMap("log_options", v).forEach((k, x) -> f.addAll(List.of("--log-opt", k + "=" + x)));
      case "etc_hosts" -> stringMap("etc_hosts", v).forEach((k, x) -> f.addAll(List.of("--add-host", k + ":" + x)));
      case "dns_servers" -> strings(v).forEach(x -> f.addAll(List.of("--dns", x)));
      case "security_opts" -> strings(v).forEach(x -> f.addAll(List.of("--security-opt", x)));
      default -> { } // command, entrypoint and restart_retries go elsewhere
    }
    return f;
  }

  /** Puts the normalised desired value(s) of one given option into {@code d}. */
  static void desired(String option, Object v, Map<String, Object> all, ContainerRequest.ImageDefaults image,
      Map<String, Object> d) throws ModuleFailure {
    switch (option) {
      case "command" -> {
        if (!all.containsKey("entrypoint")) {
          d.put("command", words(v));
        }
      }
      case "entrypoint" -> {
        List<String> argv = new ArrayList<>(words(v));
        List<String> command = words(all.get("command"));
        argv.addAll(command == null ? List.of() : command);
        d.put("entrypoint+command", argv);
      }
      case "env" -> {
        TreeMap<String, String> env = new TreeMap<>(image == null ? Map.of() : image.env());
        env.putAll(env(v));
        d.put("env", env);
      }
      case "labels" -> {
        TreeMap<String, String> labels = new TreeMap<>(image == null ? Map.of() : image.labels());
        labels.putAll(stringMap("labels", v));
        d.put("labels", labels);
      }
      case "volumes" -> {
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
      case "network_mode" -> d.put(option, networkMode(str(v)));
      case "restart_policy" -> d.put(option, restartPolicy(str(v)));
      case "restart_retries" -> d.put(option, str(v));
      case "devices" -> d.put(option, set(strings(v).stream().map(ContainerOptions::device).toList()));
      case "published_ports" -> d.put(option, ports(v));
      case "privileged", "tty", "interactive", "init", "auto_remove", "read_only" -> d.put(option, bool(option, v));
      case "capabilities", "cap_drop" -> d.put(option, set(strings(v).stream().map(ContainerOptions::cap).toList()));
      case "shm_size", "memory" -> d.put(option, DockerCli.bytes(M, option, str(v)));
      case "cpus" -> d.put(option, nanoCpus(v));
      case "ulimits" -> d.put(option, set(ulimits(v)));
      case "log_options" -> d.put(option, new TreeMap<>(stringMap(option, v)));
      case "etc_hosts" -> d.put(option, set(stringMap(option, v).entrySet().stream()
          .map(e -> e.getKey() + ":" + e.getValue()).toList()));
      case "dns_servers" -> d.put(option, strings(v));
      case "security_opts" -> d.put(option, set(strings(v)));
      default -> d.put(option, str(v)); // runtime, working_dir, user, hostname, ipc_mode, pid_mode, log_driver
    }
  }

  /** Every option's current value, read from the container's {@code docker inspect} object. */
  static Map<String, Object> actual(Map<String, Object> c) {
    Map<String, Object> a = new TreeMap<>();
    List<String> cmd = DockerCli.strings(c, "Config", "Cmd");
    a.put("command", cmd);
    List<String> argv = new ArrayList<>(DockerCli.strings(c, "Config", "Entrypoint"));
    argv.addAll(cmd);
    a.put("entrypoint+command", argv);
    TreeMap<String, String> env = new TreeMap<>();
    for (String kv : DockerCli.strings(c, "Config", "Env")) {
      int eq = kv.indexOf('=');
      env.put(eq < 0 ? kv : kv.substring(0, eq), eq < 0 ? "" : kv.substring(eq + 1));
    }
    a.put("env", env);
    a.put("labels", new TreeMap<>(strings(DockerCli.map(c, "Config", "Labels"))));
    a.put("volumes", set(DockerCli.strings(c, "HostConfig", "Binds").stream().map(ContainerOptions::bind).toList()));
    a.put("volumes (anonymous)", new TreeSet<>(DockerCli.map(c, "Config", "Volumes").keySet()));
    a.put("network_mode", networkMode(DockerCli.str(c, "HostConfig", "NetworkMode")));
    a.put("restart_policy", restartPolicy(DockerCli.str(c, "HostConfig", "RestartPolicy", "Name")));
    a.put("restart_retries", DockerCli.str(c, "HostConfig", "RestartPolicy", "MaximumRetryCount"));
    a.put("runtime", DockerCli.str(c, "HostConfig", "Runtime"));
    a.put("devices", set(DockerCli.list(c, "HostConfig", "Devices").stream().map(d -> {
      @SuppressWarnings("unchecked") Map<String, Object> m = (Map<String, Object>) d;
      return DockerCli.str(m, "PathOnHost") + ":" + DockerCli.str(m, "PathInContainer") + ":"
          + DockerCli.str(m, "CgroupPermissions");
    }).toList()));
    a.put("published_ports", boundPorts(DockerCli.map(c, "HostConfig", "PortBindings")));
    a.put("working_dir", DockerCli.str(c, "Config", "WorkingDir"));
    a.put("user", DockerCli.str(c, "Config", "User"));
    a.put("hostname", DockerCli.str(c, "Config", "Hostname"));
    a.put("privileged", Boolean.TRUE.equals(DockerCli.at(c, "HostConfig", "Privileged")));
    a.put("tty", Boolean.TRUE.equals(DockerCli.at(c, "Config", "Tty")));
    a.put("interactive", Boolean.TRUE.equals(DockerCli.at(c, "Config", "OpenStdin")));
    a.put("init", Boolean.TRUE.equals(DockerCli.at(c, "HostConfig", "Init")));
    a.put("auto_remove", Boolean.TRUE.equals(DockerCli.at(c, "HostConfig", "AutoRemove")));
    a.put("read_only", Boolean.TRUE.equals(DockerCli.at(c, "HostConfig", "ReadonlyRootfs")));
    a.put("capabilities", set(DockerCli.strings(c, "HostConfig", "CapAdd").stream().map(ContainerOptions::cap).toList()));
    a.put("cap_drop", set(DockerCli.strings(c, "HostConfig", "CapDrop").stream().map(ContainerOptions::cap).toList()));
    a.put("ipc_mode", DockerCli.str(c, "HostConfig", "IpcMode"));
    a.put("pid_mode", DockerCli.str(c, "HostConfig", "PidMode"));
    a.put("shm_size", number(DockerCli.at(c, "HostConfig", "ShmSize")));
    a.put("memory", number(DockerCli.at(c, "HostConfig", "Memory")));
    a.put("cpus", number(DockerCli.at(c, "HostConfig", "NanoCpus")));
    a.put("ulimits", set(DockerCli.list(c, "HostConfig", "Ulimits").stream().map(u -> {
      @SuppressWarnings("unchecked") Map<String, Object> m = (Map<String, Object>) u;
      return DockerCli.str(m, "Name") + ":" + DockerCli.str(m, "Soft") + ":" + DockerCli.str(m, "Hard");
    }).toList()));
    a.put("log_driver", DockerCli.str(c, "HostConfig", "LogConfig", "Type"));
    a.put("log_options", new TreeMap<>(strings(DockerCli.map(c, "HostConfig", "LogConfig", "Config"))));
    a.put("etc_hosts", set(DockerCli.strings(c, "HostConfig", "ExtraHosts")));
    a.put("dns_servers", DockerCli.strings(c, "HostConfig", "Dns"));
    a.put("security_opts", set(DockerCli.strings(c, "HostConfig", "SecurityOpt")));
    return a;
  }

  /** A word list: a YAML list as is, a string split like shlex; null when absent. */
  static List<String> words(Object v) throws ModuleFailure {
    if (v == null) {
      return null;
    }
    return v instanceof List<?> l ? l.stream().map(String::valueOf).toList() : ArgvQuote.split(String.valueOf(v));
  }

  /** {@code src:dst[:mode]} with the mode made explicit ({@code rw} unless {@code ro}), options sorted. */
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

  /** Published ports as {@code port/proto=ip:hostport} entries (ranges expanded, 0.0.0.0 as no ip). */
  static TreeSet<String> ports(Object v) throws ModuleFailure {
    TreeSet<String> out = new TreeSet<>();
    for (String spec : strings(v)) {
      if (spec.equals("all")) {
        throw new ModuleFailure(M + ": published_ports: all is not supported by play (list the ports)");
      }
      int slash = spec.lastIndexOf('/');
      String proto = slash < 0 ? "tcp" : spec.substring(slash + 1);
      String[] p = (slash < 0 ? spec : spec.substring(0, slash)).split(":");
      if (p.length > 3) {
        throw new ModuleFailure(M + ": published_ports: cannot read '" + spec + "' (IPv6 addresses are not supported by play)");
      }
      String ip = p.length == 3 ? hostIp(p[0]) : "";
      List<String> container = range(spec, p[p.length - 1]);
      List<String> host = p.length >= 2 && !p[p.length - 2].isEmpty() ? range(spec, p[p.length - 2]) : null;
      if (host != null && host.size() != container.size() && host.size() != 1) {
        throw new ModuleFailure(M + ": published_ports: the ranges of '" + spec + "' differ in length");
      }
      for (int i = 0; i < container.size(); i++) {
        String hp = host == null ? "" : host.size() == 1 && container.size() > 1 ? host.get(0) : host.get(i);
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

  private static TreeSet<String> boundPorts(Map<String, Object> bindings) {
    TreeSet<String> out = new TreeSet<>();
    for (Map.Entry<String, Object> e : bindings.entrySet()) {
      if (e.getValue() instanceof List<?> l) {
        for (Object o : l) {
          @SuppressWarnings("unchecked") Map<String, Object> b = (Map<String, Object>) o;
          out.add(e.getKey() + "=" + hostIp(DockerCli.str(b, "HostIp")) + ":" + DockerCli.str(b, "HostPort"));
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

  private static void flag(List<String> f, Object v, String flag) throws ModuleFailure {
    if (bool(flag, v)) {
      f.add(flag);
    }
  }

  /**
   * env values must be strings, as community.docker requires: a YAML boolean, number or empty
   * value is refused (unquoted {@code 1.10} would silently become {@code 1.1}).
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
      case Number n -> "is a number (" + n + "), not a string; quote it as written, or use '| string'";
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

  private static Map<String, String> strings(Map<String, Object> m) {
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

  private static TreeSet<String> set(List<String> l) {
    return new TreeSet<>(l);
  }

  private static String str(Object v) {
    return String.valueOf(v);
  }
}
