package dev.play.cli.inventory;

import dev.play.cli.common.ExitCodes;
import dev.play.cli.common.InventoryFlags;
import dev.play.cli.common.Prompts;
import dev.play.cli.common.SecretsFlags;
import dev.play.cli.common.VaultSecretFlags;
import dev.play.cli.common.VerbosityFlags;
import dev.play.config.LocalEnvironment;
import dev.play.config.PlayConfig;
import dev.play.error.PlayError;
import dev.play.error.Source;
import dev.play.inventory.HostPattern;
import dev.play.inventory.Inventory;
import dev.play.inventory.InventoryLoader;
import dev.play.secret.Secrets;
import dev.play.value.TerminalText;
import dev.play.vault.VaultContext;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code play inventory}: the inventory as Ansible sees it, printed as {@code ansible-inventory}
 * prints it.
 */
@Command(
    name = "play inventory",
    mixinStandardHelpOptions = true,
    versionProvider = dev.play.cli.common.Version.class,
    sortOptions = false,
    description =
        "Shows the inventory as Ansible sees it, as ansible-inventory does: every group and each host's"
            + " variables (--list), the groups as a tree (--graph), or one host's variables (--host).",
    exitCodeListHeading = "%nExit codes:%n",
    exitCodeList = {
      "0:done",
      "2:the --output file could not be written",
      "4:the inventory, or a vaulted value that --graph --vars shows, could not be read",
      "5:bad options: no action or more than one, --host matching no host or several, --graph naming no group"
    })
public final class InventoryCommand implements Callable<Integer> {
  private final PrintStream out;
  private final PrintStream err;
  private final Secrets secrets;

  @Mixin InventoryFlags inventory = new InventoryFlags();

  @Option(
      names = "--list",
      description =
          "Every group and each host's variables, as JSON (an inventory script's output).")
  boolean list;

  @Option(names = "--graph", description = "The groups as a tree, from GROUP (default: all).")
  boolean graph;

  @Option(names = "--host", paramLabel = "HOST", description = "One host's variables, as JSON.")
  String host;

  @Parameters(
      arity = "0..1",
      paramLabel = "GROUP",
      description = "With --graph: the group to start from (default: all).")
  String group;

  @Option(
      names = {"-y", "--yaml"},
      description = "YAML instead of JSON (not for --graph).")
  boolean yaml;

  @Option(names = "--vars", description = "With --graph: each host's and group's variables too.")
  boolean vars;

  @Option(
      names = "--export",
      description =
          "With --list: each group's own variables under it, and only a host's own"
              + " variables (with its host_vars/) under it.")
  boolean export;

  @Option(
      names = "--output",
      paramLabel = "FILE",
      description = "Write to FILE instead of standard output.")
  Path output;

  @Option(
      names = "--playbook-dir",
      paramLabel = "DIR",
      description = "Also read the group_vars/ and host_vars/ of DIR, as those beside a playbook.")
  Path playbookDir;

  @Mixin VaultSecretFlags vault = new VaultSecretFlags();
  @Mixin SecretsFlags showSecrets = new SecretsFlags();
  @Mixin VerbosityFlags verbosity = new VerbosityFlags();

  /**
   * {@code secrets}: the invocation's values to mask, to which vaulted values read and passwords
   * asked join.
   */
  public InventoryCommand(PrintStream out, PrintStream err, Secrets secrets) {
    this.out = out;
    this.err = err;
    this.secrets = secrets;
  }

  @Override
  public Integer call() {
    return ExitCodes.guard(err, verbosity.level(), this::execute);
  }

  private int execute() {
    checkOneAction();
    showSecrets.apply(secrets);
    VaultContext vaultContext = new VaultContext(vault.vault(new Prompts(secrets)), secrets);
    Inventory loaded =
        InventoryLoader.load(
            inventory.sources(PlayConfig.load(LocalEnvironment.current())), vaultContext);
    if (playbookDir != null) {
      loaded = loaded.withVarsDir(playbookDir, vaultContext);
    }
    loaded.warnings().forEach(w -> err.println("[WARNING]: " + TerminalText.block(w)));
    write(render(new InventoryView(loaded, export)));
    return ExitCodes.OK;
  }

  private void checkOneAction() {
    int actions = (list ? 1 : 0) + (graph ? 1 : 0) + (host != null ? 1 : 0);
    if (actions != 1) {
      throw options(
          null,
          actions == 0
              ? "no action selected, at least one of --host, --graph or --list needs to be specified"
              : "conflicting options used, only one of --host, --graph or --list can be used at the same time");
    }
  }

  private String render(InventoryView view) {
    if (graph) {
      String start = group == null ? "all" : group;
      if (view.inventory().group(start).isEmpty()) {
        throw options(
            "GROUP",
            "'" + start + "' is not a group of the inventory: --graph starts from a group");
      }
      return InventoryGraph.of(view, start, vars);
    }
    Object shown =
        list
            ? (yaml ? InventoryTree.of(view) : InventoryList.of(view))
            : view.hostVars(oneHost(view));
    return yaml ? Dump.yaml(shown) : Dump.json(shown);
  }

  private String oneHost(InventoryView view) {
    HostPattern.Result matched = HostPattern.evaluate(host, view.inventory());
    matched.warnings().forEach(w -> err.println("[WARNING]: " + TerminalText.block(w)));
    if (matched.hosts().size() != 1) {
      throw options(
          "--host",
          "'"
              + host
              + "' matches "
              + (matched.hosts().isEmpty()
                  ? "no host of the inventory"
                  : matched.hosts().size() + " hosts (" + String.join(", ", matched.hosts()) + ")")
              + "; give a single host");
    }
    return matched.hosts().get(0);
  }

  /**
   * As ansible-inventory: the output and a line break on the console, the output alone in a file.
   * On the console, control characters in names and values are escaped ({@link TerminalText}): as
   * JSON escapes in JSON, which keeps the value; as shown text in the graph and YAML, exact in a
   * file.
   */
  private void write(String text) {
    if (output == null) {
      String shown = graph || yaml ? TerminalText.block(text) : TerminalText.inJson(text);
      out.print(shown.endsWith("\n") ? shown : shown + "\n");
      return;
    }
    try {
      Files.writeString(output, text, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new PlayError(
          PlayError.Kind.RUNTIME,
          Source.of(output.toString()),
          "cannot write the output: " + e.getMessage());
    }
  }

  private static PlayError options(String where, String message) {
    return new PlayError(PlayError.Kind.OPTIONS, where == null ? null : Source.of(where), message);
  }
}
