package dev.play.module.containers;

import static dev.play.value.Shell.quote;

import dev.play.connection.CommandResult;
import dev.play.connection.ConnectionException;
import dev.play.module.ArgSpec;
import dev.play.module.Args;
import dev.play.module.Module;
import dev.play.module.ModuleContext;
import dev.play.module.ModuleFailure;
import dev.play.module.Plan;
import dev.play.module.kit.Presence;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * {@code docker_network}: a network present with the given driver, IPAM subnets, flags, options and
 * labels, or absent. One command reads it ({@code docker network inspect}); a difference removes
 * and recreates it, disconnecting its containers first, as Ansible does.
 */
final class DockerNetworkModule implements Module {
  /**
   * Arguments of Ansible's module that play's does not implement ({@link
   * Module#unimplementedArgs}).
   */
  @Override
  public List<String> unimplementedArgs() {
    return REFUSED;
  }

  private static final List<String> REFUSED =
      List.of(
          "connected",
          "appends",
          "ipam_driver_options",
          "scope",
          "config_from",
          "config_only",
          "docker_host",
          "tls");
  private static final ArgSpec SPEC =
      ArgSpec.of(
              "name!:str",
              "driver:str=bridge",
              "driver_options:dict",
              "ipam_driver:str",
              "ipam_config:list(dict)",
              "internal:bool",
              "attachable:bool",
              "labels:dict",
              "enable_ipv6:bool",
              "state:str=present [absent|present]",
              "force:bool=false",
              "connected:list(str)",
              "appends:bool=false",
              "ipam_driver_options:dict",
              "scope:str [local|global|swarm]",
              "config_from:str",
              "config_only:bool",
              "docker_host:str=unix://var/run/docker.sock",
              "tls:bool=false")
          .withAliases(Map.of("network_name", "name", "ipam_options", "ipam_config"))
          .withEnum("state", Presence.class);

  @Override
  public String name() {
    return "docker_network";
  }

  @Override
  public String fqcn() {
    return "community.docker." + name();
  }

  @Override
  public ArgSpec spec() {
    return SPEC;
  }

  /** One IPAM pool; null fields are not compared. */
  record Pool(String subnet, String gateway, String iprange, Map<String, String> aux) {}

  /** What the task asks for; null fields (and an empty labels map) are not compared. */
  record Request(
      String name,
      Presence state,
      boolean force,
      String driver,
      Map<String, String> driverOptions,
      String ipamDriver,
      List<Pool> pools,
      Boolean internal,
      Boolean attachable,
      Boolean ipv6,
      Map<String, String> labels) {}

  @Override
  public Plan plan(Args args, ModuleContext ctx) throws ModuleFailure, ConnectionException {
    args.refuse(REFUSED.toArray(String[]::new));
    Request r =
        new Request(
            args.string("name"),
            args.enumValue("state", Presence.class),
            args.bool("force"),
            args.string("driver"),
            strings(args, "driver_options"),
            args.stringOrNull("ipam_driver"),
            pools(args),
            args.boolOrNull("internal"),
            args.boolOrNull("attachable"),
            args.boolOrNull("enable_ipv6"),
            strings(args, "labels"));
    CommandResult facts =
        ctx.run(
            DockerCli.PREAMBLE
                + "echo @@network; docker network inspect "
                + quote(r.name())
                + " 2>/dev/null\nexit 0");
    if (!facts.ok()) {
      throw DockerCli.factsFailure(name(), facts);
    }
    Map<String, Object> net = DockerCli.first(DockerCli.sections(facts.stdout()).get("network"));
    return plan(r, net);
  }

  /** The plan for these facts. Pure. */
  static Plan plan(Request r, Map<String, Object> net) {
    Map<String, Object> result = new LinkedHashMap<>();
    result.put("network", net == null ? Map.of() : net);
    String n = r.name();
    if (r.state() == Presence.ABSENT) {
      if (net == null) {
        return Plan.noChange("network " + n + " does not exist", result);
      }
      return Plan.changes(
          List.of(
              DockerStep.of(
                  "remove network " + n + disconnecting(net),
                  disconnectAll(n, net) + "docker network rm " + quote(n) + " >/dev/null",
                  null,
                  null,
                  "removing network " + n + " failed")),
          List.of(),
          result);
    }
    if (net == null) {
      return Plan.changes(List.of(create("create network " + n, r, "")), List.of(), result);
    }
    List<String> differences = differences(r, net);
    if (r.force()) {
      differences.add("force: true");
    }
    if (differences.isEmpty()) {
      return Plan.noChange("network " + n + " exists as configured", result);
    }
    return Plan.changes(
        List.of(
            create(
                "recreate network "
                    + n
                    + " (changed: "
                    + String.join(", ", differences)
                    + ")"
                    + disconnecting(net),
                r,
                disconnectAll(n, net) + "docker network rm " + quote(n) + " >/dev/null && ")),
        List.of(),
        result);
  }

  /** Names of the options that differ. */
  static List<String> differences(Request r, Map<String, Object> net) {
    List<String> d = new ArrayList<>();
    if (!r.driver().equals(DockerCli.str(net, "Driver"))) {
      d.add("driver");
    }
    differs(d, "internal", r.internal(), net.get("Internal"));
    differs(d, "attachable", r.attachable(), net.get("Attachable"));
    differs(d, "enable_ipv6", r.ipv6(), net.get("EnableIPv6"));
    if (r.ipamDriver() != null && !r.ipamDriver().equals(DockerCli.str(net, "IPAM", "Driver"))) {
      d.add("ipam_driver");
    }
    if (!subset(r.driverOptions(), DockerCli.map(net, "Options"))) {
      d.add("driver_options");
    }
    if (!subset(r.labels(), DockerCli.map(net, "Labels"))) {
      d.add("labels");
    }
    if (r.pools() != null && !poolsMatch(r.pools(), DockerCli.list(net, "IPAM", "Config"))) {
      d.add("ipam_config");
    }
    return d;
  }

  private static void differs(List<String> d, String name, Boolean want, Object have) {
    if (want != null && !want.equals(Boolean.TRUE.equals(have))) {
      d.add(name);
    }
  }

  private static boolean subset(Map<String, String> want, Map<String, Object> have) {
    return want.entrySet().stream()
        .allMatch(
            e ->
                have.containsKey(e.getKey())
                    && e.getValue().equals(String.valueOf(have.get(e.getKey()))));
  }

  @SuppressWarnings("unchecked")
  private static boolean poolsMatch(List<Pool> want, List<Object> have) {
    if (want.size() != have.size()) {
      return false;
    }
    List<Pool> w = new ArrayList<>(want);
    w.sort(Comparator.comparing(Pool::subnet));
    List<Map<String, Object>> h = new ArrayList<>();
    have.forEach(o -> h.add((Map<String, Object>) o));
    h.sort(Comparator.comparing(m -> DockerCli.str(m, "Subnet")));
    for (int i = 0; i < w.size(); i++) {
      Pool p = w.get(i);
      Map<String, Object> c = h.get(i);
      if (!p.subnet().equals(DockerCli.str(c, "Subnet"))
          || (p.gateway() != null && !p.gateway().equals(DockerCli.str(c, "Gateway")))
          || (p.iprange() != null && !p.iprange().equals(DockerCli.str(c, "IPRange")))
          || (p.aux() != null
              && !p.aux().equals(stringMap(DockerCli.map(c, "AuxiliaryAddresses"))))) {
        return false;
      }
    }
    return true;
  }

  private static DockerStep create(String describe, Request r, String before) {
    List<String> sh =
        new ArrayList<>(List.of("docker network create --driver " + quote(r.driver())));
    r.driverOptions().forEach((k, v) -> sh.add("--opt " + quote(k + "=" + v)));
    if (r.ipamDriver() != null) {
      sh.add("--ipam-driver " + quote(r.ipamDriver()));
    }
    for (Pool p : r.pools() == null ? List.<Pool>of() : r.pools()) {
      sh.add("--subnet " + quote(p.subnet()));
      if (p.gateway() != null) {
        sh.add("--gateway " + quote(p.gateway()));
      }
      if (p.iprange() != null) {
        sh.add("--ip-range " + quote(p.iprange()));
      }
      if (p.aux() != null) {
        p.aux().forEach((k, v) -> sh.add("--aux-address " + quote(k + "=" + v)));
      }
    }
    flag(sh, r.internal(), "--internal");
    flag(sh, r.attachable(), "--attachable");
    flag(sh, r.ipv6(), "--ipv6");
    r.labels().forEach((k, v) -> sh.add("--label " + quote(k + "=" + v)));
    sh.add(quote(r.name()) + " >/dev/null");
    return DockerStep.of(
            describe,
            before + String.join(" ", sh),
            "docker network inspect " + quote(r.name()),
            "network",
            "creating network " + r.name() + " failed")
        .creating("docker_network:" + r.name());
  }

  private static void flag(List<String> sh, Boolean b, String flag) {
    if (Boolean.TRUE.equals(b)) {
      sh.add(flag);
    }
  }

  private static String disconnectAll(String n, Map<String, Object> net) {
    StringBuilder sh = new StringBuilder();
    for (String c : containers(net)) {
      sh.append("docker network disconnect -f ")
          .append(quote(n))
          .append(' ')
          .append(quote(c))
          .append(" && ");
    }
    return sh.toString();
  }

  private static String disconnecting(Map<String, Object> net) {
    List<String> c = containers(net);
    return c.isEmpty() ? "" : ", disconnecting " + String.join(", ", c);
  }

  /** Names of the containers attached to the network. */
  @SuppressWarnings("unchecked")
  private static List<String> containers(Map<String, Object> net) {
    List<String> names = new ArrayList<>();
    DockerCli.map(net, "Containers")
        .values()
        .forEach(v -> names.add(DockerCli.str((Map<String, Object>) v, "Name")));
    names.sort(null);
    return names;
  }

  private static Map<String, String> strings(Args args, String name) throws ModuleFailure {
    Object v = args.raw(name);
    if (v == null) {
      return Map.of();
    }
    if (!(v instanceof Map<?, ?> m)) {
      throw new ModuleFailure("docker_network: argument '" + name + "' must be a mapping");
    }
    Map<String, String> out = new TreeMap<>();
    m.forEach((k, x) -> out.put(String.valueOf(k), String.valueOf(x)));
    return out;
  }

  private static Map<String, String> stringMap(Map<String, Object> m) {
    Map<String, String> out = new TreeMap<>();
    m.forEach((k, x) -> out.put(k, String.valueOf(x)));
    return out;
  }

  /**
   * {@code ipam_config}: a list of {subnet, gateway, iprange, aux_addresses}; null when not given.
   */
  private static List<Pool> pools(Args args) throws ModuleFailure {
    Object v = args.raw("ipam_config");
    if (v == null) {
      return null;
    }
    if (!(v instanceof List<?> l)) {
      throw new ModuleFailure(
          "docker_network: ipam_config must be a list of {subnet, gateway, iprange, aux_addresses}");
    }
    List<Pool> pools = new ArrayList<>();
    for (Object o : l) {
      if (!(o instanceof Map<?, ?> m) || m.get("subnet") == null) {
        throw new ModuleFailure("docker_network: each ipam_config entry needs a subnet");
      }
      for (Object k : m.keySet()) {
        if (!List.of("subnet", "gateway", "iprange", "aux_addresses").contains(String.valueOf(k))) {
          throw new ModuleFailure("docker_network: ipam_config." + k + " is not supported by play");
        }
      }
      Map<String, String> aux = null;
      if (m.get("aux_addresses") instanceof Map<?, ?> a) {
        aux = new TreeMap<>();
        for (Map.Entry<?, ?> e : a.entrySet()) {
          aux.put(String.valueOf(e.getKey()), String.valueOf(e.getValue()));
        }
      }
      pools.add(
          new Pool(
              String.valueOf(m.get("subnet")),
              m.get("gateway") == null ? null : String.valueOf(m.get("gateway")),
              m.get("iprange") == null ? null : String.valueOf(m.get("iprange")),
              aux));
    }
    return pools;
  }
}
