package dev.play.cli;

import dev.play.bridge.BridgeResolver;
import dev.play.bridge.BridgedDocs;
import dev.play.bridge.ModulePacker;
import dev.play.bridge.PackingException;
import dev.play.cli.common.ExitCodes;
import dev.play.collection.InstalledCollections;
import dev.play.config.PlayConfig;
import dev.play.module.ArgSpec;
import dev.play.module.Module;
import dev.play.module.ModuleDocs;
import dev.play.module.ModuleRegistry;
import dev.play.module.catalog.BuiltinModules;
import dev.play.value.TerminalText;
import java.io.PrintStream;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code play doc [MODULE]}: the modules play has, or one module's arguments and documentation. */
@Command(
    name = "play doc",
    mixinStandardHelpOptions = true,
    description =
        "Lists play's modules, or shows one module's arguments (from its own spec) and documentation.")
final class DocCommand implements Callable<Integer> {
  private final PrintStream out;
  private final PrintStream err;

  @Parameters(
      arity = "0..1",
      paramLabel = "MODULE",
      completionCandidates = ModuleNames.class,
      description =
          "A module name, short or FQCN (ansible.builtin.apt); with -l, a collection (community.general)"
              + " whose modules to list.")
  String module;

  @Option(
      names = {"-l", "--list"},
      description =
          "List the modules, one a line with a summary: all of them, or"
              + " those of the collection named (as ansible-doc -l COLLECTION).")
  boolean list;

  /** The modules' short names, which the completion script offers after {@code play doc}. */
  static final class ModuleNames implements Iterable<String> {
    @Override
    public java.util.Iterator<String> iterator() {
      return BuiltinModules.registry().shortNames().stream().sorted().iterator();
    }
  }

  DocCommand(PrintStream out, PrintStream err) {
    this.out = out;
    this.err = err;
  }

  @Override
  public Integer call() {
    ModuleRegistry registry = BuiltinModules.registry();
    if (list) {
      return listAll(registry, module);
    }
    if (module == null) {
      list(registry);
      return ExitCodes.OK;
    }
    Optional<Module> m = registry.find(module).or(() -> registry.byShortName(module));
    if (m.isEmpty()) {
      return bridged(registry);
    }
    describe(registry, m.get());
    return ExitCodes.OK;
  }

  /**
   * A module that runs with Ansible's code: its own documentation; a name found nowhere is a bad
   * option.
   */
  private int bridged(ModuleRegistry registry) {
    PlayConfig config = ConfigNotices.load(err::println, 0);
    List<java.nio.file.Path> library =
        new java.util.ArrayList<>(List.of(java.nio.file.Path.of("library").toAbsolutePath()));
    library.addAll(config.library());
    try (ModulePacker packer = new ModulePacker(config.ansiblePython())) {
      BridgeResolver.Found found =
          new BridgeResolver(installed(config), packer, "auto").find(module, List.of(), library);
      if (found instanceof BridgeResolver.Found.Runs runs) {
        BridgedDocs.describe(runs.module(), packer).forEach(out::println);
        return ExitCodes.OK;
      }
      String why =
          found instanceof BridgeResolver.Found.Refused r
              ? r.reason()
              : registry.unknownModuleMessage(module);
      err.println("error: " + TerminalText.block(why));
      return ExitCodes.BAD_OPTIONS;
    } catch (PackingException e) {
      err.println("error: " + TerminalText.block(e.getMessage()));
      return ExitCodes.BAD_OPTIONS;
    }
  }

  private InstalledCollections installed() {
    return installed(ConfigNotices.load(err::println, 0));
  }

  /** The collections installed for a playbook in the working directory. */
  private InstalledCollections installed(PlayConfig config) {
    dev.play.playbook.PlaybookLoader loader =
        new dev.play.playbook.PlaybookLoader(
            dev.play.vault.VaultContext.none(),
            RolesPath.resolve(config),
            config.collectionsPath(),
            w -> {});
    return new InstalledCollections(
        loader.collectionRoots(java.nio.file.Path.of(".").toAbsolutePath().normalize()));
  }

  private void list(ModuleRegistry registry) {
    Map<String, List<String>> byPage = new TreeMap<>();
    for (String name : registry.shortNames()) {
      Module m = registry.byShortName(name).orElseThrow();
      byPage.computeIfAbsent(ModuleDocs.page(m), p -> new java.util.ArrayList<>()).add(name);
    }
    byPage.forEach(
        (page, names) ->
            out.println(page + ": " + String.join(", ", names.stream().sorted().toList())));
    out.println();
    out.println(
        "play doc MODULE shows a module's arguments and documentation; play doc -l one line per module.");
  }

  private void describe(ModuleRegistry registry, Module m) {
    ArgSpec spec = m.spec();
    List<String> others =
        registry.names().namesOf(m, List.of()).stream().filter(n -> !n.equals(m.fqcn())).toList();
    out.println(m.fqcn() + (others.isEmpty() ? "" : " (also " + String.join(", ", others) + ")"));
    out.println();
    ArgTable.lines(spec).forEach(out::println);
    if (spec.freeForm()) {
      out.println("  free form: the command line, given as the module's value");
    }
    if (spec.allowed().contains(ArgSpec.ANY)) {
      out.println("  any other name is accepted (each is a variable to set)");
    }
    Optional<String> section = ModuleDocs.section(m);
    section
        .flatMap(ModuleDocs::example)
        .ifPresent(
            example -> {
              out.println();
              out.println("Example:");
              out.println();
              out.print(example);
            });
    out.println();
    out.print(
        section
            .map(ModuleDocs::withoutExample)
            .orElse("(no documentation section for " + m.name() + ")\n"));
  }

  /**
   * {@code play doc -l [COLLECTION]}: play's modules, then those that run Ansible's code; with a
   * collection, only the modules of that name (play's by any of their names). A collection that is
   * neither installed nor a home of play's modules is an error, as in ansible-doc.
   */
  private int listAll(ModuleRegistry registry, String collection) {
    InstalledCollections installed = installed();
    List<String> natives = summaries(registry, collection);
    List<String> bridged = BridgedDocs.list(installed, registry.names(), collection);
    if (collection != null && natives.isEmpty() && installed.collection(collection).isEmpty()) {
      err.println(
          "error: cannot list the modules of "
              + TerminalText.line(collection)
              + ": no such collection is installed, and play"
              + " has no module of that name");
      return ExitCodes.BAD_OPTIONS;
    }
    natives.forEach(out::println);
    if (!bridged.isEmpty()) {
      out.println();
      out.println("Run with Ansible's own code on the host (Python needed there: docs/bridge.md):");
      bridged.forEach(out::println);
    }
    return ExitCodes.OK;
  }

  /**
   * play's modules with their summaries, by short name: all, or those with a name in {@code
   * collection}.
   */
  private static List<String> summaries(ModuleRegistry registry, String collection) {
    List<String> names =
        registry.shortNames().stream()
            .sorted()
            .filter(
                n ->
                    collection == null
                        || registry
                            .names()
                            .namesOf(registry.byShortName(n).orElseThrow(), List.of())
                            .stream()
                            .anyMatch(fq -> fq.startsWith(collection + ".")))
            .toList();
    int width = names.stream().mapToInt(String::length).max().orElse(0);
    return names.stream()
        .map(
            name ->
                String.format("%-" + (width + 2) + "s", name)
                    + ModuleDocs.section(registry.byShortName(name).orElseThrow())
                        .map(ModuleDocs::summary)
                        .orElse(""))
        .toList();
  }
}
