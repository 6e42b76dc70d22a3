package dev.play.cli;

import dev.play.connection.ssh.HostKeyPolicy;
import dev.play.connection.ssh.SshDefaults;
import dev.play.connection.ssh.SshTargets;
import dev.play.engine.DefaultConnections;
import dev.play.engine.PlaybookRunner;
import dev.play.engine.RunOptions;
import dev.play.inventory.Inventory;
import dev.play.inventory.InventoryLoader;
import dev.play.module.ModuleRegistry;
import dev.play.output.ConsoleReporter;
import dev.play.output.JsonSummaryWriter;
import dev.play.output.Listeners;
import dev.play.output.RunListener;
import dev.play.output.Style;
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
    exitCodeListHeading = "%nExit codes:%n",
    exitCodeList = {
      "0:all hosts ok", "2:a host failed", "3:a host was unreachable", "4:parse error in the input",
      "5:bad command-line options", "99:interrupted (Ctrl-C or SIGTERM)", "250:internal error (run with -vvv for details)"
    })
final class PlayCommand implements Callable<Integer> {
  private final PrintStream out;
  private final PrintStream err;

  @Parameters(arity = "1..*", paramLabel = "PLAYBOOK", description = "Playbook files to run, in order.")
  List<Path> playbooks = new ArrayList<>();

  @Mixin RunFlags flags = new RunFlags();

  PlayCommand(PrintStream out, PrintStream err) {
    this.out = out;
    this.err = err;
  }

  @Override
  public Integer call() {
    return ExitCodes.guard(err, flags.verbosity(), this::execute);
  }

  private int execute() {
    flags.secrets.apply();
    VaultContext.install(flags.vault.vault());
    PlaybookLoader loader = new PlaybookLoader(RolesPath.resolve());
    RunOptions options = flags.toOptions(ExtraVars.parse(flags.extraVars, loader));
    Inventory inventory = InventoryLoader.load(flags.inventory.sources());
    List<Playbook> loaded = new ArrayList<>();
    for (Path p : playbooks) {
      Playbook pb = loader.load(p);
      inventory = inventory.withVarsDir(pb.dir());
      loaded.add(pb);
    }
    inventory.warnings().forEach(w -> err.println("[WARNING]: " + w));
    PlaybookRunner runner = new PlaybookRunner(options, inventory, loader, ModuleRegistry.builtins(), listener(options),
        new DefaultConnections(sshConnections(options), flags.connection.connection));
    if (flags.listing()) {
      runner.validate(loaded);
      new Listing(out, inventory, options).print(loaded, flags);
      return ExitCodes.OK;
    }
    Interrupts.onInterrupt(runner::interrupt);
    return runner.run(loaded).exitCode();
  }

  /** The console, and the JSON summary when asked for ({@code -}: JSON on stdout, the console on stderr). */
  private RunListener listener(RunOptions options) {
    boolean jsonOut = "-".equals(flags.summaryJson);
    ConsoleReporter console = new ConsoleReporter(jsonOut ? err : out, new Style(Terminal.colour()),
        options.verbosity(), options.diff());
    if (flags.summaryJson == null) {
      return console;
    }
    if (!jsonOut) {
      Path parent = Path.of(flags.summaryJson).toAbsolutePath().getParent();
      if (parent == null || !java.nio.file.Files.isDirectory(parent)) {
        throw new dev.play.error.PlayError(dev.play.error.PlayError.Kind.OPTIONS, null,
            "--summary-json: directory " + parent + " does not exist");
      }
    }
    JsonSummaryWriter json = jsonOut ? JsonSummaryWriter.toStream(out, options.diff())
        : JsonSummaryWriter.toFile(Path.of(flags.summaryJson), options.diff());
    return Listeners.of(List.of(console, json));
  }

  private SshConnections sshConnections(RunOptions options) {
    SshDefaults defaults = flags.connection.sshDefaults(options.become().password());
    if (defaults.policy() == HostKeyPolicy.OFF) {
      err.println("[WARNING]: host key checking is off: SSH host keys are not verified");
    }
    return new SshConnections(SshTargets.using(defaults), flags.connection.sshCommonArgs);
  }
}
