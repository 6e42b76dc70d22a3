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
import dev.play.engine.RunSession;
import dev.play.engine.RunSources;
import dev.play.inventory.Inventory;
import dev.play.inventory.InventoryLoader;
import dev.play.module.catalog.BuiltinModules;
import dev.play.output.RunListener;
import dev.play.playbook.Playbook;
import dev.play.playbook.PlaybookLoader;
import dev.play.secret.Secrets;
import dev.play.value.TerminalText;
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
    footer =
        "Options not given take their defaults from ansible.cfg and ANSIBLE_* variables, as in Ansible:"
            + " 'play config dump' shows them (docs/config.md).",
    exitCodeListHeading = "%nExit codes:%n",
    exitCodeList = {
      "0:all hosts ok",
      "2:a host failed",
      "3:a host was unreachable",
      "4:parse error in the input",
      "5:bad command-line options or ansible.cfg settings",
      "99:interrupted (Ctrl-C or SIGTERM)",
      "250:internal error (run with -vvv for details)"
    })
final class PlayCommand implements Callable<Integer> {
  private final PrintStream out;
  private final PrintStream err;
  private final Secrets secrets;

  @Parameters(
      arity = "1..*",
      paramLabel = "PLAYBOOK",
      description = "Playbook files to run, in order.")
  List<Path> playbooks = new ArrayList<>();

  @Mixin RunFlags flags = new RunFlags();

  @Mixin OutputFlags output = new OutputFlags();

  /** {@code secrets}: the invocation's values to mask, which {@code out} and {@code err} mask. */
  PlayCommand(PrintStream out, PrintStream err, Secrets secrets) {
    this.out = out;
    this.err = err;
    this.secrets = secrets;
  }

  @Override
  public Integer call() {
    return ExitCodes.guard(err, flags.verbosity(), this::execute);
  }

  private int execute() {
    PlayConfig config = ConfigNotices.load(err::println, flags.verbosity());
    flags.secrets.apply(secrets);
    Prompts prompts = new Prompts(secrets);
    RunSession session =
        RunSession.of(secrets, flags.vault.vault(config, prompts), Prompts::answer);
    PlaybookLoader loader =
        new PlaybookLoader(
            session.vault(),
            RolesPath.resolve(config),
            config.collectionsPath(),
            w -> err.println("[WARNING]: " + TerminalText.block(w)));
    RunOptions options = flags.toOptions(ExtraVars.parse(flags.extraVars, loader), config, prompts);
    Inventory inventory = InventoryLoader.load(flags.inventory.sources(config), session.vault());
    if (!flags.listing()) {
      SshConnections.prepareFor(inventory, flags.connection.connection(config), session.ssh());
    }
    List<Playbook> loaded = new ArrayList<>();
    for (Path p : playbooks) {
      loaded.add(loader.load(p));
    }
    inventory = withPlaybookDirs(inventory, loaded, session);
    inventory.warnings().forEach(w -> err.println("[WARNING]: " + TerminalText.block(w)));
    PlaybookRunner runner =
        new PlaybookRunner(
            session,
            options,
            sources(inventory, loaded, config, session),
            loader,
            BuiltinModules.registry(),
            listener(options, config),
            new DefaultConnections(
                sshConnections(options, config, session, prompts),
                flags.connection.connection(config)),
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
  private static Inventory withPlaybookDirs(
      Inventory inventory, List<Playbook> playbooks, RunSession session) {
    Inventory out = inventory;
    for (Playbook pb : playbooks) {
      out = out.withVarsDir(pb.dir(), session.vault());
    }
    return out;
  }

  /**
   * The inventory, how to read it again ({@code meta: refresh_inventory}), and the fact cache a run
   * keeps facts in.
   */
  private RunSources sources(
      Inventory inventory, List<Playbook> playbooks, PlayConfig config, RunSession session) {
    if (flags.listing()) {
      return RunSources.of(inventory);
    }
    List<String> from = flags.inventory.sources(config);
    return new RunSources(
        inventory,
        () -> withPlaybookDirs(InventoryLoader.load(from, session.vault()), playbooks, session),
        FactCacheSetup.open(config));
  }

  /** The console or another stdout callback, and the reports asked for ({@link OutputFlags}). */
  private RunListener listener(RunOptions options, PlayConfig config) {
    return output.listener(
        out,
        err,
        options,
        flags.summaryJson,
        playbooks,
        flags.inventory.sources(config),
        System.getenv(),
        config,
        secrets);
  }

  private SshConnections sshConnections(
      RunOptions options, PlayConfig config, RunSession session, Prompts prompts) {
    SshDefaults defaults =
        flags.connection.sshDefaults(options.become().password(), config, prompts);
    if (defaults.policy() == HostKeyPolicy.OFF) {
      err.println("[WARNING]: host key checking is off: SSH host keys are not verified");
    }
    return new SshConnections(
        SshTargets.using(defaults, secrets),
        flags.connection.sshArgs(config),
        session.ssh(),
        prompts);
  }
}
