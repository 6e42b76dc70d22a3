package dev.play.module.containers;

import dev.play.connection.CommandResult;
import dev.play.connection.ConnectionException;
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

/**
 * {@code docker_compose_v2} (also {@code docker_compose}): a Compose project brought to a state.
 * One command reads each service's configuration hash and its containers; {@code up} runs only when
 * a service is missing, stopped, or configured differently from its container, and the task fails,
 * with each service's state and last log lines, when a service does not stay up.
 */
final class DockerComposeModule implements Module {
  /**
   * Arguments of Ansible's module that play's does not implement ({@link
   * Module#unimplementedArgs}).
   */
  static final List<String> UNIMPLEMENTED =
      List.of("definition", "docker_cli", "docker_host", "tls");

  @Override
  public List<String> unimplementedArgs() {
    return UNIMPLEMENTED;
  }

  private static final ArgSpec SPEC =
      ArgSpec.of(
              "project_src:path",
              "files:list(path)",
              "project_name:str",
              "state:str=present [absent|stopped|restarted|present]",
              "pull:str=policy [always|missing|never|policy]",
              "build:str=policy [always|never|policy]",
              "recreate:str=auto [always|never|auto]",
              "remove_orphans:bool=false",
              "remove_volumes:bool=false",
              "remove_images:str [all|local]",
              "wait:bool=false",
              "wait_timeout:int=60",
              "services:list(str)",
              "env_files:list(path)",
              "profiles:list(str)",
              "timeout:int",
              "dependencies:bool=true",
              "docker_cli:path",
              "docker_host:str",
              "tls:bool=false",
              "definition:dict")
          .withEnum("state", ComposeRequest.State.class)
          .withEnum("recreate", ComposeRequest.Recreate.class);
  private static final String PS = "@@ps";

  private final String name;

  private DockerComposeModule(String name) {
    this.name = name;
  }

  public static DockerComposeModule v2() {
    return new DockerComposeModule("docker_compose_v2");
  }

  /** The old name, for playbooks written for community.docker's docker_compose. */
  public static DockerComposeModule legacyName() {
    return new DockerComposeModule("docker_compose");
  }

  @Override
  public String name() {
    return name;
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
    args.refuse(UNIMPLEMENTED.toArray(String[]::new));
    ComposeRequest r = ComposeRequest.of(args);
    CommandResult facts =
        ctx.run(
            r.prefix()
                + "h=$(dc config --hash '*' 2>&1) || { printf '%s\\n' \"$h\" >&2; exit 5; };"
                + " printf '%s\\n' \"$h\"; echo '"
                + PS
                + "'; dc ps -a --format json");
    if (!facts.ok()
        && ctx.checkMode()
        && (facts.rc() == 3 || facts.rc() == 5)
        && ctx.pathPlanned(r.projectSrc())) {
      return plannedProject(r);
    }
    if (!facts.ok()) {
      String why =
          switch (facts.rc()) {
            case 3 -> "project_src " + r.projectSrc() + " does not exist";
            case 5 -> "the compose configuration is invalid: " + facts.stderr().strip();
            default -> facts.stderr().strip();
          };
      throw new ModuleFailure(name + ": " + why);
    }
    String out = facts.stdout();
    int ps = out.indexOf(PS + "\n");
    ComposeState state =
        ComposeState.parse(
            ps < 0 ? out : out.substring(0, ps), ps < 0 ? "" : out.substring(ps + 5));
    return plan(r, state);
  }

  /**
   * Check mode: earlier tasks write the project, so it will be brought up (its services are not
   * known yet).
   */
  private static Plan plannedProject(ComposeRequest r) {
    Map<String, Object> result = new LinkedHashMap<>();
    result.put("actions", List.of());
    if (r.state() != ComposeRequest.State.PRESENT) {
      return Plan.noChange("the project is written by an earlier task; nothing runs yet", result);
    }
    return Plan.changes(
        List.of(
            new ComposeRun(
                "docker compose up (the project is written by an earlier task)",
                r,
                "up -d",
                r.services())),
        List.of(),
        result);
  }

  /** The plan for these facts. Pure. */
  static Plan plan(ComposeRequest r, ComposeState s) throws ModuleFailure {
    List<String> services =
        r.services().isEmpty() ? List.copyOf(s.hashes().keySet()) : r.services();
    for (String svc : services) {
      if (!s.hashes().containsKey(svc)) {
        throw new ModuleFailure("no such service in the compose project: " + svc);
      }
    }
    List<Map<String, Object>> actions = new ArrayList<>();
    List<Change> changes =
        switch (r.state()) {
          case PRESENT -> up(r, s, services, actions);
          case ABSENT ->
              s.containers().isEmpty()
                  ? List.of()
                  : List.of(run(r, "down", downCommand(r), services, actions));
          case STOPPED ->
              s.containers().stream().anyMatch(ComposeState.Container::running)
                  ? List.of(run(r, "stop", "stop " + r.serviceArgs(), services, actions))
                  : List.of();
          case RESTARTED ->
              List.of(run(r, "restart", "restart " + r.serviceArgs(), services, actions));
        };
    Map<String, Object> result = new LinkedHashMap<>();
    result.put("actions", actions);
    result.put("containers", s.containers().stream().map(ComposeState.Container::facts).toList());
    if (changes.isEmpty()) {
      return Plan.noChange(reason(r, services), result);
    }
    return Plan.changes(changes, List.of(), result);
  }

  private static List<Change> up(
      ComposeRequest r, ComposeState s, List<String> services, List<Map<String, Object>> actions) {
    for (String svc : services) {
      List<ComposeState.Container> cs = s.of(svc);
      String what =
          cs.isEmpty()
              ? "create"
              : r.recreate() == ComposeRequest.Recreate.ALWAYS
                      || (r.recreate() == ComposeRequest.Recreate.AUTO
                          && cs.stream().anyMatch(c -> !c.configHash().equals(s.hashes().get(svc))))
                  ? "recreate"
                  : cs.stream().anyMatch(c -> !c.running()) ? "start" : null;
      if (what != null) {
        actions.add(action(what, svc));
      }
    }
    if (r.removeOrphans()) {
      for (ComposeState.Container c : s.containers()) {
        if (!s.hashes().containsKey(c.service())) {
          actions.add(action("remove", c.service()));
        }
      }
    }
    if (actions.isEmpty()) {
      return List.of();
    }
    StringBuilder cmd =
        new StringBuilder("up -d --pull " + (r.pull().equals("policy") ? "missing" : r.pull()));
    if (r.removeOrphans()) {
      cmd.append(" --remove-orphans");
    }
    cmd.append(
        switch (r.recreate()) {
          case ALWAYS -> " --force-recreate";
          case NEVER -> " --no-recreate";
          case AUTO -> "";
        });
    if (r.waitHealthy()) {
      cmd.append(" --wait --wait-timeout ").append(r.waitTimeout());
    }
    cmd.append(' ').append(r.serviceArgs());
    String describe =
        "docker compose up: "
            + String.join(
                ", ", actions.stream().map(a -> a.get("what") + " " + a.get("service")).toList());
    return List.of(new ComposeRun(describe, r, cmd.toString().strip(), services));
  }

  /** {@code {what, service}}, in that order (as community.docker reports it). */
  private static Map<String, Object> action(String what, String service) {
    Map<String, Object> a = new LinkedHashMap<>();
    a.put("what", what);
    a.put("service", service);
    return a;
  }

  private static String downCommand(ComposeRequest r) {
    return "down"
        + (r.removeOrphans() ? " --remove-orphans" : "")
        + (r.removeVolumes() ? " -v" : "")
        + (r.removeImages() == null ? "" : " --rmi " + r.removeImages());
  }

  private static Change run(
      ComposeRequest r,
      String verb,
      String command,
      List<String> services,
      List<Map<String, Object>> actions) {
    for (String svc : services) {
      actions.add(action(verb, svc));
    }
    return new ComposeRun(
        "docker compose " + verb + " " + String.join(", ", services),
        r,
        command.strip(),
        List.of());
  }

  private static String reason(ComposeRequest r, List<String> services) {
    return switch (r.state()) {
      case PRESENT -> String.join(", ", services) + " running as configured";
      case ABSENT -> "no containers";
      case STOPPED, RESTARTED -> "no running containers";
    };
  }
}
