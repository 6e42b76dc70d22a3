package dev.play.module;

import com.google.common.collect.ImmutableMap;
import dev.play.collection.AnsibleRouting;
import dev.play.error.Suggest;
import dev.play.module.builtin.AssertModule;
import dev.play.module.builtin.CommandModule;
import dev.play.module.builtin.DebugModule;
import dev.play.module.builtin.FailModule;
import dev.play.module.builtin.PingModule;
import dev.play.module.builtin.SetFactModule;
import dev.play.module.builtin.ShellModule;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * The modules play implements, found by the names Ansible 2.14 resolves to each
 * ({@link ModuleNames}: {@code copy}, {@code ansible.builtin.copy}, {@code ansible.builtin.sysctl}
 * for {@code ansible.posix.sysctl}, short names in a task's {@code collections}), and the checks of
 * a task's arguments against a module's {@link ArgSpec}. Actions the engine runs itself (meta,
 * include/import) are not modules.
 */
public final class ModuleRegistry {
  static final Set<String> ENGINE_ACTIONS =
      Set.of("meta", "include_tasks", "import_tasks", "include_role", "import_role");

  private final Map<String, Module> byName;
  private final ModuleNames names;

  /** @throws IllegalArgumentException when two modules share a name */
  public ModuleRegistry(List<Module> modules) {
    ImmutableMap.Builder<String, Module> b = ImmutableMap.builder();
    modules.forEach(m -> b.put(m.name(), m));
    this.byName = b.buildOrThrow();
    this.names = new ModuleNames(modules, AnsibleRouting.bundled());
  }

  /** Every built-in module. */
  public static ModuleRegistry builtins() {
    List<Module> modules = new ArrayList<>(List.of(
        new CommandModule(),
        new ShellModule(),
        new DebugModule(),
        new SetFactModule(),
        new AssertModule(),
        new FailModule(),
        new PingModule(),
        new dev.play.module.builtin.AddHost(),
        new dev.play.module.builtin.GroupBy()));
    modules.addAll(List.of(
        new dev.play.module.builtin.Copy(),
        new dev.play.module.builtin.Template(),
        new dev.play.module.builtin.File(),
        new dev.play.module.builtin.Stat(),
        new dev.play.module.builtin.Lineinfile(),
        new dev.play.module.builtin.Blockinfile(),
        new dev.play.module.builtin.Replace(),
        new dev.play.module.files.JsonFile(),
        new dev.play.module.files.Slurp(),
        new dev.play.module.files.Fetch(),
        new dev.play.module.files.Find(),
        new dev.play.module.files.Tempfile(),
        new dev.play.module.builtin.PauseModule(),
        new dev.play.module.builtin.AsyncStatus(),
        new dev.play.module.builtin.IncludeVars(),
        new dev.play.module.builtin.RawModule(),
        new dev.play.module.builtin.ScriptModule()));
    modules.addAll(List.of(
        new dev.play.module.facts.SetupModule(),
        dev.play.module.facts.SubsetFactsModule.gpu(),
        dev.play.module.facts.SubsetFactsModule.rdma(),
        new dev.play.module.system.Sysctl(),
        new dev.play.module.system.Modprobe(),
        new dev.play.module.system.Mount(),
        new dev.play.module.users.User(),
        new dev.play.module.users.Group(),
        new dev.play.module.users.AuthorizedKey(),
        new dev.play.module.users.KnownHostsModule(),
        new dev.play.module.packages.Apt(),
        new dev.play.module.packages.PackageModule(),
        new dev.play.module.packages.Deb822Repository(),
        new dev.play.module.packages.AptKey(),
        new dev.play.module.packages.AptRepository(),
        dev.play.module.packages.Dnf.dnf(),
        dev.play.module.packages.Dnf.yum(),
        new dev.play.module.packages.RpmKey(),
        new dev.play.module.packages.YumRepository(),
        new dev.play.module.net.GetUrl(),
        new dev.play.module.net.Unarchive(),
        dev.play.module.services.Systemd.systemd(),
        dev.play.module.services.Systemd.systemdService(),
        dev.play.module.services.Systemd.service(),
        new dev.play.module.services.Hostname(),
        new dev.play.module.services.WaitFor(),
        new dev.play.module.services.WaitForConnection(),
        new dev.play.module.services.Reboot(),
        new dev.play.module.cluster.ClusterFacts(),
        new dev.play.module.cluster.NcclSettings(),
        new dev.play.module.cluster.RdmaCheck(),
        new dev.play.module.cluster.MeshAddresses(),
        new dev.play.module.cluster.DeepspeedBatch(),
        new dev.play.module.cluster.SshMeshPeers(),
        new dev.play.module.cluster.MpirunCoverage(),
        dev.play.module.containers.DockerCompose.v2(),
        dev.play.module.containers.DockerCompose.legacyName(),
        new dev.play.module.containers.DockerContainer(),
        new dev.play.module.containers.DockerImage(),
        new dev.play.module.containers.DockerNetwork(),
        new dev.play.module.containers.DockerPrune()));
    modules.addAll(List.of(
        new dev.play.module.system.Timezone(),
        new dev.play.module.services.ServiceFacts(),
        new dev.play.module.packages.PackageFacts(),
        new dev.play.module.packages.DpkgSelections(),
        new dev.play.module.net.Uri(),
        new dev.play.module.net.Git()));
    modules.addAll(List.of(
        new dev.play.module.packages.Pip(),
        new dev.play.module.system.Getent(),
        new dev.play.module.files.IniFile()));
    return new ModuleRegistry(modules);
  }

  /** The module {@code action} names with no {@code collections} ({@code copy}, {@code ansible.builtin.copy}...). */
  public Optional<Module> find(String action) {
    return find(action, List.of());
  }

  /** The module {@code action} names in a task searching {@code collections} ({@code CollectionSearch}). */
  public Optional<Module> find(String action, List<String> collections) {
    return names.find(action, collections);
  }

  /** The names of the modules, and the names Ansible resolves to them. */
  public ModuleNames names() {
    return names;
  }

  /** Every module, in registration order. */
  public List<Module> modules() {
    return List.copyOf(byName.values());
  }

  /** Short names of all modules, in registration order. */
  public List<String> shortNames() {
    return List.copyOf(byName.keySet());
  }

  /** The module whose short name is {@code name} (whatever collection it is in), for {@code play doc}. */
  public Optional<Module> byShortName(String name) {
    return Optional.ofNullable(byName.get(name));
  }

  /** Whether the engine itself runs {@code action} (meta, include_tasks, import_role...), whatever the collections. */
  public static boolean isEngineAction(String action) {
    String name = action.startsWith("ansible.builtin.") ? action.substring("ansible.builtin.".length())
        : action.startsWith("ansible.legacy.") ? action.substring("ansible.legacy.".length()) : action;
    return ENGINE_ACTIONS.contains(name);
  }

  /** {@code couldn't resolve module/action 'cpy' (did you mean 'copy'?)}, for a task without {@code collections}. */
  public String unknownModuleMessage(String action) {
    return unknownModuleMessage(action, List.of());
  }

  /** {@code couldn't resolve module/action 'community.general.copy' (did you mean 'ansible.builtin.copy'?)}. */
  public String unknownModuleMessage(String action, List<String> collections) {
    return "couldn't resolve module/action '" + action + "'" + DidYouMean.module(this, action, collections);
  }

  /** Given argument names that {@code m} does not accept, sorted. */
  public List<String> unknownArgs(Module m, Set<String> given) {
    return given.stream().filter(a -> m.spec().canonical(a) == null).sorted().toList();
  }

  /** {@code unsupported parameter 'dset' for module 'copy' (did you mean 'dest'?)}. */
  public static String unsupportedArgMessage(Module m, String arg) {
    return "unsupported parameter '" + arg + "' for module '" + m.name() + "'"
        + Suggest.didYouMean(arg, m.spec().spellings());
  }

  /** Required arguments of {@code m} absent from {@code given} (aliases count), sorted. */
  public List<String> missingArgs(Module m, Set<String> given) {
    Set<String> present = new TreeSet<>();
    given.forEach(a -> Optional.ofNullable(m.spec().canonical(a)).ifPresent(present::add));
    return m.spec().required().stream().filter(r -> !present.contains(r)).sorted().toList();
  }

  /** {@code missing required arguments: dest, src}. */
  public static String missingArgsMessage(List<String> missing) {
    return "missing required arguments: " + String.join(", ", missing);
  }

  /**
   * Checks {@code given} against {@code m}'s spec, resolves aliases and converts each value to its
   * declared type: the {@link Args} a module plans with. Null values count as absent for required
   * arguments. The checks come in Ansible's order: names, then required ones, then types and choices.
   *
   * @throws ModuleFailure naming every unsupported argument, or the missing required ones
   * @throws ArgumentError for the first value of a wrong type or not among its choices
   */
  public Args bind(Module m, Map<String, Object> given) throws ModuleFailure {
    Map<String, Object> values = new LinkedHashMap<>();
    for (Map.Entry<String, Object> e : given.entrySet()) {
      String canonical = m.spec().canonical(e.getKey());
      if (canonical == null) {
        List<String> messages = unknownArgs(m, given.keySet()).stream().map(a -> unsupportedArgMessage(m, a)).toList();
        throw new ModuleFailure(String.join("; ", messages));
      }
      values.put(canonical, e.getValue());
    }
    List<String> missing = missingArgs(m, nonNull(values));
    if (!missing.isEmpty()) {
      throw new ModuleFailure(missingArgsMessage(missing));
    }
    for (Map.Entry<String, Object> e : values.entrySet()) {
      e.setValue(m.spec().convert(e.getKey(), e.getValue()));
    }
    return new Args(m.name(), values, m.spec());
  }

  private static Set<String> nonNull(Map<String, Object> values) {
    Set<String> present = new TreeSet<>();
    values.forEach((k, v) -> {
      if (v != null) {
        present.add(k);
      }
    });
    return present;
  }
}
