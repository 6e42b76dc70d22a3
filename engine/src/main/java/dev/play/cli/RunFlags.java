package dev.play.cli;

import dev.play.cli.common.InventoryFlags;
import dev.play.cli.common.SecretsFlags;
import dev.play.cli.common.VaultSecretFlags;
import dev.play.cli.common.VerbosityFlags;
import dev.play.config.PlayConfig;
import dev.play.engine.Gathering;
import dev.play.engine.RunOptions;
import dev.play.engine.RunOrigin;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** ansible-playbook's run options. */
final class RunFlags {
  @Mixin InventoryFlags inventory = new InventoryFlags();

  @Option(
      names = {"-l", "--limit"},
      paramLabel = "PATTERN",
      description = "Further limit hosts to a pattern.")
  String limit;

  @Mixin VaultSecretFlags vault = new VaultSecretFlags();

  @Mixin SecretsFlags secrets = new SecretsFlags();

  @Option(
      names = {"-e", "--extra-vars"},
      paramLabel = "VARS",
      description = "Variables: key=value, @file.yml or a YAML/JSON mapping (repeatable).")
  List<String> extraVars = new ArrayList<>();

  @Option(
      names = {"-t", "--tags"},
      split = ",",
      paramLabel = "TAGS",
      description = "Run only tasks with these tags.")
  List<String> tags = new ArrayList<>();

  @Option(
      names = "--skip-tags",
      split = ",",
      paramLabel = "TAGS",
      description = "Skip tasks with these tags.")
  List<String> skipTags = new ArrayList<>();

  @Option(
      names = {"-C", "--check"},
      description = "Report what would change; change nothing.")
  boolean check;

  @Option(
      names = {"-D", "--diff"},
      description = "Show differences in files and attributes.")
  boolean diff;

  @Option(
      names = "--summary-json",
      paramLabel = "FILE",
      description =
          "Write what changed (or would change with --check), by role and host, as JSON to FILE;"
              + " '-' writes it to standard output and the usual output to standard error.")
  String summaryJson;

  @Option(
      names = {"-f", "--forks"},
      paramLabel = "N",
      description = "Hosts in parallel (default: the forks setting, else 50).")
  Integer forks;

  @Option(names = "--list-hosts", description = "List the hosts of each play and exit.")
  boolean listHosts;

  @Option(names = "--list-tasks", description = "List the tasks of each play and exit.")
  boolean listTasks;

  @Option(names = "--list-tags", description = "List the tags of each play and exit.")
  boolean listTags;

  @Option(names = "--syntax-check", description = "Check the playbooks and exit.")
  boolean syntaxCheck;

  @Option(
      names = "--start-at-task",
      paramLabel = "NAME",
      description = "Start at the task with this name.")
  String startAtTask;

  @Option(
      names = "--force-handlers",
      description = "Run notified handlers even on hosts that failed.")
  boolean forceHandlers;

  @Option(
      names = "--native-only",
      description =
          "Run play's own modules only: refuse, before the first task, any"
              + " module that would run Ansible's Python code on the hosts (also [play] native_only, PLAY_NATIVE_ONLY).")
  boolean nativeOnly;

  @Mixin VerbosityFlags verbose = new VerbosityFlags();

  @Mixin ConnectionFlags connection = new ConnectionFlags();

  int verbosity() {
    return verbose.level();
  }

  boolean listing() {
    return listHosts || listTasks || listTags || syntaxCheck;
  }

  /** The run's options; {@code prompts} asks for the become password when {@code -K} is given. */
  RunOptions toOptions(
      Map<String, Object> extra, PlayConfig config, dev.play.cli.common.Prompts prompts) {
    if (forks != null && forks < 1) {
      throw new dev.play.error.PlayError(
          dev.play.error.PlayError.Kind.OPTIONS,
          dev.play.error.Source.of("--forks"),
          "--forks must be at least 1, got " + forks);
    }
    return new RunOptions(
        check,
        diff,
        forks != null ? forks : config.forks(),
        set(tags),
        set(skipTags),
        limit,
        extra,
        startAtTask,
        verbosity(),
        forceHandlers,
        List.of(),
        connection.becomeOptions(config, prompts),
        Gathering.of(config.gathering()),
        config.managed(),
        origin(config));
  }

  /**
   * The inventory sources (a path made absolute, a host list as written), config file and Python,
   * as Ansible names them.
   */
  private RunOrigin origin(PlayConfig config) {
    List<String> sources = new ArrayList<>();
    for (String s : inventory.sources(config)) {
      String expanded =
          s.equals("~") || s.startsWith("~/")
              ? System.getProperty("user.home") + s.substring(1)
              : s;
      sources.add(
          s.contains(",")
              ? s
              : java.nio.file.Path.of(expanded).toAbsolutePath().normalize().toString());
    }
    return new RunOrigin(
        sources,
        config.file().map(p -> p.toAbsolutePath().normalize()).orElse(null),
        config.ansiblePython());
  }

  private static Set<String> set(List<String> values) {
    Set<String> out = new LinkedHashSet<>();
    values.forEach(v -> out.add(v.strip()));
    out.remove("");
    return out;
  }
}
