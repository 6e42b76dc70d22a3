package dev.play.cli;

import dev.play.bridge.BridgeSettings;
import dev.play.cli.common.ExitCodes;
import dev.play.cli.common.Prompts;
import dev.play.cli.common.Version;
import dev.play.config.PlayConfig;
import dev.play.connection.ssh.HostKeyPolicy;
import dev.play.connection.ssh.SshDefaults;
import dev.play.connection.ssh.SshTargets;
import dev.play.engine.DefaultConnections;
import dev.play.engine.PlaybookRunner;
import dev.play.engine.RunOptions;
import dev.play.engine.RunSources;
import dev.play.engine.VarPrompts;
import dev.play.inventory.Inventory;
import dev.play.inventory.InventoryLoader;
import dev.play.module.catalog.BuiltinModules;
import dev.play.output.RunListener;
import dev.play.playbook.Playbook;
import dev.play.playbook.PlaybookLoader;
import dev.play.vault.VaultContext;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;

/** The {@code play} command: ansible-playbook's options, mapped onto the engine. */
@Command(
    name = "play",
    mixinStandardHelpOptions = true,
    versionProvider = Version.class,
    sortOptions = false,
    description = "Runs Ansible-style playbooks against an inventory, idempotently.",
    footerHeading = "%nSettings:%n",
    footer = "Options not given take their defaults from ansible.cfg and ANSIBLE_* variables, as in Ansible:"
        + " 'play config dump' shows them (docs/config.md).",
    exitCodeListHeading = "%nExit codes:%n",
    exitCodeList = {
      "0:all hosts ok", "2:a host failed", "3:a host was unreachable", "4:parse error in the input",
      "5:bad command-line options or ansible.cfg settings", "99:interrupted (Ctrl-C or SIGTERM)", "250:internal error (run with -vvv for details)"
    })
final class PlayCommand implements Callable<Integer> {
  private final PrintStream out;
  private final PrintStream err;

  @Parameters(arity = "1..*", paramLabel = "PLAYBOOK", description = "Playbook files to run, in order.")
  List<Path> playbooks = new ArrayList<>();

  @Mixin RunFlags flags = new RunFlags();

  @Mixin OutputFlags output = new OutputFlags();

  PlayCommand(PrintStream out, PrintStream err) {
    this.out = out;
    this.err = err;
  }

  @Override
  public Integer call() {
    return ExitCodes.guard(err, flags.verbosity(), this::execute);
  }

  private int execute() {
    PlayConfig config = ConfigNotices.load(err::println, flags.verbosity());
    flags.secrets.apply();
    VarPrompts.install(Prompts::answer);
    VaultContext.install(flags.vault.vault(config));
    PlaybookLoader loader = new PlaybookLoader(RolesPath.resolve(config), config.collectionsPath(),
        w -> err.println("[WARNING]: " + w));
    RunOptions options = flags.toOptions(ExtraVars.parse(flags.extraVars, loader), config);
    Inventory inventory = InventoryLoader.load(flags.inventory.sources(config));
    if (!flags.listing()) {
      SshConnections.prepareFor(inventory, flags.connection.connection(config));
    }
    List<Playbook> loaded = new ArrayList<>();
    for (Path p : playbooks) {
      loaded.add(loader.load(p));
    }
    inventory = withPlaybookDirs(inventory, loaded);
    inventory.warnings().forEach(w -> err.println("[WARNING]: " + w));
    PlaybookRunner runner = new PlaybookRunner(options, sources(inventory, loaded, config), loader, BuiltinModules.registry(),
        listener(options, config), new DefaultConnections(sshConnections(options, config), flags.connection.connection(config)),
        BridgeSettings.of(config, flags.nativeOnly));
    if (flags.listing()) {
      runner.validate(loaded);
      new Listing(out, inventory, options, runner::target).print(loaded, flags);
      return ExitCodes.OK;
    }
    Interrupts.onInterrupt(runner::interrupt);
    return runner.run(loaded).exitCode();
  }

  /** {@code inventory} with the {@code group_vars/} and {@code host_vars/} beside each playbook. */
  private static Inventory withPlaybookDirs(Inventory inventory, List<Playbook> playbooks) {
    Inventory out = inventory;
    for (Playbook pb : playbooks) {
      out = out.withVarsDir(pb.dir());
    }
    return out;
  }

  /** The inventory, how to read it again ({@code meta: refresh_inventory}), and the fact cache a run keeps facts in. */
  private RunSources sources(Inventory inventory, List<Playbook> playbooks, PlayConfig config) {
    if (flags.listing()) {
      return RunSources.of(inventory);
    }
    List<String> from = flags.inventory.sources(config);
    return new RunSources(inventory, () -> withPlaybookDirs(InventoryLoader.load(from), playbooks), FactCacheSetup.open(config));
  }

  /** The console or another stdout callback, and the reports asked for ({@link OutputFlags}). */
  private RunListener listener(RunOptions options, PlayConfig config) {
    return output.listener(out, err, options, flags.summaryJson, playbooks, flags.inventory.sources(config), System.getenv(),
        config);
  }

  private SshConnections sshConnections(RunOptions options, PlayConfig config) {
    SshDefaults defaults = flags.connection.sshDefaults(options.become().password(), config);
    if (defaults.policy() == HostKeyPolicy.OFF) {
      err.println("[WARNING]: host key checking is off: SSH host keys are not verified");
    }
    return new SshConnections(SshTargets.using(defaults), flags.connection.sshArgs(config));
  }
}
