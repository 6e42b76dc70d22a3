package dev.play.module.containers;

import static dev.play.value.Shell.quote;

import dev.play.connection.CommandResult;
import dev.play.connection.ConnectionException;
import dev.play.diff.Diff;
import dev.play.module.ArgSpec;
import dev.play.module.Args;
import dev.play.module.Change;
import dev.play.module.Module;
import dev.play.module.ModuleContext;
import dev.play.module.ModuleFailure;
import dev.play.module.Plan;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * {@code docker_container}: one container brought to a state with the docker CLI. One command reads
 * the container and its image ({@code docker inspect}); each given option is compared with the
 * container's configuration, and a difference recreates it; networks are connected (and with {@code
 * purge_networks} disconnected) without recreating.
 */
final class DockerContainerModule implements Module {
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
          "comparisons",
          "env_file",
          "device_requests",
          "healthcheck",
          "mounts",
          "links",
          "tmpfs",
          "sysctls",
          "volumes_from",
          "exposed_ports",
          "cleanup",
          "image_comparison",
          "image_label_mismatch",
          "docker_host",
          "tls",
          "platform",
          "paused",
          "output_logs",
          "kill_signal");
  private static final ArgSpec SPEC =
      ArgSpec.of(
              java.util.stream.Stream.of(
                      List.of(
                          "name!:str",
                          "image:str",
                          "state:str=started [absent|present|stopped|started]",
                          "detach:bool=true",
                          "recreate:bool=false",
                          "restart:bool=false",
                          "pull:raw=missing",
                          "networks:list(raw)",
                          "purge_networks:bool=false",
                          "keep_volumes:bool=true",
                          "stop_timeout:int",
                          "force_kill:bool=false",
                          "networks_cli_compatible:bool=true",
                          "container_default_behavior:str=no_defaults [compatibility|no_defaults]"),
                      ContainerOptions.declarations(), // compared on the running container
                      List.of( // accepted by name, refused when given
                          "comparisons:dict",
                          "env_file:path",
                          "device_requests:list(dict)",
                          "healthcheck:dict",
                          "mounts:list(dict)",
                          "links:list(str)",
                          "tmpfs:list(str)",
                          "sysctls:dict",
                          "volumes_from:list(str)",
                          "exposed_ports:list(str)",
                          "cleanup:bool=false",
                          "image_comparison:str=desired-image [desired-image|current-image]",
                          "image_label_mismatch:str=ignore [ignore|fail]",
                          "docker_host:str=unix://var/run/docker.sock",
                          "tls:bool=false",
                          "platform:str",
                          "paused:bool",
                          "output_logs:bool=false",
                          "kill_signal:str"))
                  .flatMap(List::stream)
                  .toArray(String[]::new))
          .withAliases(
              Map.of(
                  "ports",
                  "published_ports",
                  "expose",
                  "exposed_ports",
                  "log_opt",
                  "log_options",
                  "cap_add",
                  "capabilities",
                  "restart_policy_retries",
                  "restart_retries",
                  "dns",
                  "dns_servers"))
          .withEnum("state", ContainerRequest.State.class);

  @Override
  public String name() {
    return "docker_container";
  }

  @Override
  public String fqcn() {
    return "community.docker." + name();
  }

  @Override
  public ArgSpec spec() {
    return SPEC;
  }

  @Override
  public Plan plan(Args args, ModuleContext ctx) throws ModuleFailure, ConnectionException {
    args.refuse(REFUSED.toArray(String[]::new));
    ContainerRequest r = ContainerRequest.of(args);
    String pull = pull(args);
    CommandResult facts =
        ctx.run(
            DockerCli.PREAMBLE
                + "echo @@container; docker container inspect "
                + quote(r.name())
                + " 2>/dev/null\n"
                + (r.image() == null
                    ? ""
                    : "echo @@image; docker image inspect " + quote(r.image()) + " 2>/dev/null\n")
                + "exit 0");
    if (!facts.ok()) {
      throw DockerCli.factsFailure(name(), facts);
    }
    Map<String, String> s = DockerCli.sections(facts.stdout());
    Map<String, Object> container = DockerCli.first(s.get("container"));
    Map<String, Object> image = DockerCli.first(s.get("image"));
    boolean imagePlanned =
        r.image() != null
            && ctx.checkMode()
            && ctx.planned("docker_image:" + ImageRef.full(r.image()));
    return plan(r, pull, container, image, imagePlanned);
  }

  /**
   * {@code pull}: a boolean (true is {@code always}) or one of {@link #PULL}, which the spec's
   * choices cannot say of a {@code raw} argument, so they are checked here.
   */
  private static String pull(Args args) throws ModuleFailure {
    Object p = args.raw("pull");
    Boolean b = Args.toBool(p);
    if (b != null) {
      return b ? "always" : "missing";
    }
    String s = String.valueOf(p);
    if (!PULL.contains(s)) {
      throw new ModuleFailure(
          "docker_container: argument 'pull' must be one of "
              + String.join(", ", PULL)
              + ", got '"
              + s
              + "'");
    }
    return s;
  }

  private static final List<String> PULL = List.of("always", "missing", "never");

  /** The plan for these facts. Pure. */
  static Plan plan(
      ContainerRequest r,
      String pull,
      Map<String, Object> container,
      Map<String, Object> image,
      boolean imagePlanned)
      throws ModuleFailure {
    Map<String, Object> result = new LinkedHashMap<>();
    result.put("container", container == null ? Map.of() : container);
    String n = r.name();
    if (r.state() == ContainerRequest.State.ABSENT) {
      if (container == null) {
        return Plan.noChange("container " + n + " does not exist", result);
      }
      return Plan.changes(
          List.of(
              DockerStep.of(
                  "remove container " + n,
                  "docker rm -f " + (r.keepVolumes() ? "" : "-v ") + quote(n),
                  null,
                  null,
                  "removing container " + n + " failed")),
          List.of(),
          result);
    }
    List<Change> steps = new ArrayList<>();
    if (image == null && !imagePlanned) {
      if (pull.equals("never")) {
        throw new ModuleFailure(
            "docker_container: image " + r.image() + " is not on the host and pull is never");
      }
      steps.add(
          DockerStep.of(
              "pull image " + r.image(),
              "docker pull -q " + quote(r.image()),
              null,
              null,
              "pulling image " + r.image() + " failed"));
    }
    Map<String, Object> desired = r.desired(image == null ? null : defaults(image));
    if (container == null) {
      boolean start = r.state() == ContainerRequest.State.STARTED;
      steps.add(create(r, start, "create" + (start ? " and start" : "")));
      return Plan.changes(steps, List.of(diff(Map.of(), desired)), result);
    }
    Map<String, Object> actual = ContainerOptions.actual(container);
    Map<String, Object> before = new TreeMap<>();
    Map<String, Object> after = new TreeMap<>();
    String imageId =
        image == null
            ? "(" + r.image() + " to be " + (imagePlanned ? "loaded" : "pulled") + ")"
            : DockerCli.str(image, "Id");
    if (!imageId.equals(DockerCli.str(container, "Image"))) {
      before.put("image", DockerCli.str(container, "Image"));
      after.put("image", imageId);
    }
    desired.forEach(
        (k, v) -> {
          if (!Objects.equals(v, actual.get(k))) {
            before.put(k, actual.get(k));
            after.put(k, v);
          }
        });
    boolean running = Boolean.TRUE.equals(DockerCli.at(container, "State", "Running"));
    if (r.recreate() || !after.isEmpty()) {
      boolean start =
          r.state() == ContainerRequest.State.STARTED
              || (r.state() == ContainerRequest.State.PRESENT && running);
      String why =
          after.isEmpty() ? "recreate: true" : "changed: " + String.join(", ", after.keySet());
      steps.add(
          attached(
              r,
              DockerStep.of(
                  "recreate container " + n + " (" + why + ")",
                  "docker rm -f " + quote(n) + " >/dev/null && " + createScript(r, start),
                  inspect(n),
                  "container",
                  start && !r.detach()
                      ? "container " + n + " exited non-zero"
                      : "recreating container " + n + " failed")));
      return Plan.changes(steps, List.of(diff(before, after)), result);
    }
    steps.addAll(networks(r, container));
    steps.addAll(lifecycle(r, running));
    if (steps.isEmpty()) {
      return Plan.noChange(
          "container " + n + " is " + (running ? "running" : "present") + " as configured", result);
    }
    return Plan.changes(steps, List.of(), result);
  }

  private static List<Change> networks(ContainerRequest r, Map<String, Object> container) {
    Map<String, Object> current = DockerCli.map(container, "NetworkSettings", "Networks");
    List<Change> steps = new ArrayList<>();
    for (NetworkAttachment net : r.networks()) {
      if (!current.containsKey(net.name())) {
        steps.add(
            networkStep(
                r,
                "connect container " + r.name() + " to network " + net.name(),
                r.connect(net),
                "connecting container " + r.name() + " to network " + net.name() + " failed"));
        continue;
      }
      List<String> changed = net.differences(DockerCli.map(current, net.name()));
      if (!changed.isEmpty()) {
        steps.add(
            networkStep(
                r,
                "reconnect container "
                    + r.name()
                    + " to network "
                    + net.name()
                    + " (changed: "
                    + String.join(", ", changed)
                    + ")",
                "docker network disconnect "
                    + quote(net.name())
                    + " "
                    + quote(r.name())
                    + " && "
                    + r.connect(net),
                "reconnecting container " + r.name() + " to network " + net.name() + " failed"));
      }
    }
    if (r.purgeNetworks()) {
      for (String net : new TreeSet<>(current.keySet())) {
        if (!r.networkNames().contains(net) && !net.equals(r.networkMode())) {
          steps.add(
              networkStep(
                  r,
                  "disconnect container " + r.name() + " from network " + net,
                  "docker network disconnect " + quote(net) + " " + quote(r.name()),
                  "disconnecting container " + r.name() + " from network " + net + " failed"));
        }
      }
    }
    return steps;
  }

  private static Change networkStep(
      ContainerRequest r, String describe, String script, String failure) {
    return DockerStep.of(describe, script, inspect(r.name()), "container", failure);
  }

  private static List<Change> lifecycle(ContainerRequest r, boolean running) {
    String n = r.name();
    String timeout = r.stopTimeout() == null ? "" : "-t " + r.stopTimeout() + " ";
    if (r.state() == ContainerRequest.State.STARTED && !running) {
      return List.of(start(r, "start"));
    }
    if (r.state() == ContainerRequest.State.STARTED && r.restart()) {
      return List.of(
          DockerStep.of(
              "restart container " + n,
              "docker restart " + timeout + quote(n) + " >/dev/null",
              inspect(n),
              "container",
              "restarting container " + n + " failed"));
    }
    if (r.state() == ContainerRequest.State.STOPPED && running) {
      return List.of(
          DockerStep.of(
              "stop container " + n,
              "docker stop " + timeout + quote(n) + " >/dev/null",
              inspect(n),
              "container",
              "stopping container " + n + " failed"));
    }
    return List.of();
  }

  private static Change create(ContainerRequest r, boolean start, String verb)
      throws ModuleFailure {
    return attached(
        r,
        DockerStep.of(
            verb + " container " + r.name(),
            createScript(r, start),
            inspect(r.name()),
            "container",
            start && !r.detach()
                ? "container " + r.name() + " exited non-zero"
                : "creating container " + r.name() + " failed"));
  }

  /** Attached runs ({@code detach: false}) also return the output as {@code container.Output}. */
  private static Change attached(ContainerRequest r, DockerStep step) {
    return r.detach() ? step : new AttachedRun(step);
  }

  private static String createScript(ContainerRequest r, boolean start) throws ModuleFailure {
    return r.createScript() + (start ? " && " + startCommand(r) : "");
  }

  private static Change start(ContainerRequest r, String verb) {
    return attached(
        r,
        DockerStep.of(
            verb + " container " + r.name(),
            startCommand(r),
            inspect(r.name()),
            "container",
            r.detach()
                ? "starting container " + r.name() + " failed"
                : "container " + r.name() + " exited non-zero"));
  }

  /** Detached: start; else start attached, its output as stdout and its exit code as the step's. */
  private static String startCommand(ContainerRequest r) {
    return r.detach()
        ? "docker start " + quote(r.name()) + " >/dev/null"
        : "docker start -a " + quote(r.name());
  }

  private static String inspect(String name) {
    return "docker container inspect " + quote(name);
  }

  /** What the image contributes to a container's configuration (env, labels, volumes). */
  static ContainerRequest.ImageDefaults defaults(Map<String, Object> image) {
    Map<String, String> env = new TreeMap<>();
    for (String kv : DockerCli.strings(image, "Config", "Env")) {
      int eq = kv.indexOf('=');
      env.put(eq < 0 ? kv : kv.substring(0, eq), eq < 0 ? "" : kv.substring(eq + 1));
    }
    Map<String, String> labels = new TreeMap<>();
    DockerCli.map(image, "Config", "Labels").forEach((k, v) -> labels.put(k, String.valueOf(v)));
    return new ContainerRequest.ImageDefaults(
        DockerCli.str(image, "Id"),
        env,
        labels,
        new TreeSet<>(DockerCli.map(image, "Config", "Volumes").keySet()));
  }

  private static Diff diff(Map<String, Object> before, Map<String, Object> after) {
    return new Diff("before", "after", lines(before), lines(after));
  }

  private static String lines(Map<String, Object> m) {
    StringBuilder sb = new StringBuilder();
    new TreeMap<>(m).forEach((k, v) -> sb.append(k).append(": ").append(v).append('\n'));
    return sb.toString();
  }
}
