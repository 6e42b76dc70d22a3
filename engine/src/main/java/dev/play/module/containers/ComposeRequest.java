package dev.play.module.containers;

import static dev.play.value.Shell.quote;

import dev.play.module.Args;
import dev.play.module.ModuleFailure;
import java.util.ArrayList;
import java.util.List;

/** What a {@code docker_compose_v2} task asks for. */
record ComposeRequest(
    String projectSrc,
    List<String> files,
    List<String> envFiles,
    List<String> profiles,
    String projectName,
    State state,
    String pull,
    Recreate recreate,
    boolean removeOrphans,
    boolean removeVolumes,
    String removeImages,
    boolean waitHealthy,
    int waitTimeout,
    List<String> services) {
  /** The project's state asked for. */
  enum State {
    PRESENT,
    ABSENT,
    STOPPED,
    RESTARTED
  }

  /** When the services' containers are recreated. */
  enum Recreate {
    AUTO,
    ALWAYS,
    NEVER
  }

  static ComposeRequest of(Args args) throws ModuleFailure {
    if (!args.has("project_src")) {
      throw new ModuleFailure(
          "docker_compose_v2: project_src is required (play does not take an inline definition)");
    }
    return new ComposeRequest(
        args.string("project_src"),
        args.list("files"),
        args.list("env_files"),
        args.list("profiles"),
        args.stringOrNull("project_name"),
        args.enumValue("state", State.class),
        args.string("pull"),
        args.enumValue("recreate", Recreate.class),
        args.bool("remove_orphans"),
        args.bool("remove_volumes"),
        args.stringOrNull("remove_images"),
        args.bool("wait"),
        args.integer("wait_timeout"),
        args.list("services"));
  }

  /**
   * The shell prefix: cd to the project, pick {@code docker compose} or {@code docker-compose}, and
   * its -f/-p options.
   */
  String prefix() {
    List<String> opts = new ArrayList<>();
    files.forEach(f -> opts.add("-f " + quote(f)));
    envFiles.forEach(f -> opts.add("--env-file " + quote(f)));
    profiles.forEach(p -> opts.add("--profile " + quote(p)));
    if (projectName != null) {
      opts.add("-p " + quote(projectName));
    }
    return "cd "
        + quote(projectSrc)
        + " || exit 3\n"
        + "if docker compose version >/dev/null 2>&1; then dc() { docker compose "
        + String.join(" ", opts)
        + " \"$@\"; };"
        + " elif command -v docker-compose >/dev/null 2>&1; then dc() { docker-compose "
        + String.join(" ", opts)
        + " \"$@\"; }; else echo 'neither docker compose nor docker-compose is installed' >&2; exit 4; fi\n";
  }

  String serviceArgs() {
    return String.join(" ", services.stream().map(dev.play.value.Shell::quote).toList());
  }
}
