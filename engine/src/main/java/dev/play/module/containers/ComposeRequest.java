package dev.play.module.containers;

import static dev.play.connection.Shell.quote;

import dev.play.module.Args;
import dev.play.module.ModuleFailure;
import java.util.ArrayList;
import java.util.List;

/** What a {@code docker_compose_v2} task asks for. */
record ComposeRequest(String projectSrc, List<String> files, List<String> envFiles, List<String> profiles,
    String projectName, String state, String pull,
    String recreate, boolean removeOrphans, boolean removeVolumes, String removeImages, boolean waitHealthy,
    int waitTimeout, List<String> services) {

  static ComposeRequest of(Args args) throws ModuleFailure {
    if (!args.has("project_src")) {
      throw new ModuleFailure("docker_compose_v2: project_src is required (play does not take an inline definition)");
    }
    return new ComposeRequest(args.string("project_src"), args.list("files"), args.list("env_files"),
        args.list("profiles"), args.string("project_name", null),
        args.choice("state", "present", "present", "absent", "stopped", "restarted"),
        args.choice("pull", "policy", "always", "missing", "never", "policy"),
        args.choice("recreate", "auto", "auto", "always", "never"), args.bool("remove_orphans", false),
        args.bool("remove_volumes", false), args.choice("remove_images", null, "all", "local"),
        args.bool("wait", false), args.integer("wait_timeout", 60), args.list("services"));
  }

  /** The shell prefix: cd to the project, pick {@code docker compose} or {@code docker-compose}, and its -f/-p options. */
  String prefix() {
    List<String> opts = new ArrayList<>();
    files.forEach(f -> opts.add("-f " + quote(f)));
    envFiles.forEach(f -> opts.add("--env-file " + quote(f)));
    profiles.forEach(p -> opts.add("--profile " + quote(p)));
    if (projectName != null) {
      opts.add("-p " + quote(projectName));
    }
    return "cd " + quote(projectSrc) + " || exit 3\n"
        + "if docker compose version >/dev/null 2>&1; then dc() { docker compose " + String.join(" ", opts) + " \"$@\"; };"
        + " elif command -v docker-compose >/dev/null 2>&1; then dc() { docker-compose " + String.join(" ", opts)
        + " \"$@\"; }; else echo 'neither docker compose nor docker-compose is installed' >&2; exit 4; fi\n";
  }

  String serviceArgs() {
    return String.join(" ", services.stream().map(dev.play.connection.Shell::quote).toList());
  }
}
