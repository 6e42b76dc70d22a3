package dev.play.module;

import com.google.common.collect.ImmutableMap;
import dev.play.collection.AnsibleRouting;
import dev.play.error.Suggest;
import dev.play.module.commands.CommandModule;
import dev.play.module.commands.ShellModule;
import dev.play.module.control.AssertModule;
import dev.play.module.control.DebugModule;
import dev.play.module.control.FailModule;
import dev.play.module.control.PingModule;
import dev.play.module.control.SetFactModule;
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
        new dev.play.module.control.AddHostModule(),
        new dev.play.module.control.GroupByModule()));
    modules.addAll(List.of(
        new dev.play.module.files.CopyModule(),
        new dev.play.module.files.TemplateModule(),
        new dev.play.module.files.FileModule(),
        new dev.play.module.files.StatModule(),
        new dev.play.module.files.LineinfileModule(),
        new dev.play.module.files.BlockinfileModule(),
        new dev.play.module.files.ReplaceModule(),
        new dev.play.module.files.JsonFileModule(),
        new dev.play.module.files.SlurpModule(),
        new dev.play.module.files.FetchModule(),
        new dev.play.module.files.FindModule(),
        new dev.play.module.files.TempfileModule(),
        new dev.play.module.control.PauseModule(),
        new dev.play.module.commands.AsyncStatusModule(),
        new dev.play.module.control.IncludeVarsModule(),
        new dev.play.module.commands.RawModule(),
        new dev.play.module.commands.ScriptModule()));
    modules.addAll(List.of(
        new dev.play.module.facts.SetupModule(),
        dev.play.module.facts.SubsetFactsModule.gpu(),
        dev.play.module.facts.SubsetFactsModule.rdma(),
        new dev.play.module.system.SysctlModule(),
        new dev.play.module.system.ModprobeModule(),
        new dev.play.module.system.MountModule(),
        new dev.play.module.users.UserModule(),
        new dev.play.module.users.GroupModule(),
        new dev.play.module.users.AuthorizedKeyModule(),
        new dev.play.module.users.KnownHostsModule(),
        new dev.play.module.packages.AptModule(),
        new dev.play.module.packages.PackageModule(),
        new dev.play.module.packages.Deb822RepositoryModule(),
        new dev.play.module.packages.AptKeyModule(),
        new dev.play.module.packages.AptRepositoryModule(),
        dev.play.module.packages.DnfModule.dnf(),
        dev.play.module.packages.DnfModule.yum(),
        new dev.play.module.packages.RpmKeyModule(),
        new dev.play.module.packages.YumRepositoryModule(),
        new dev.play.module.net.GetUrlModule(),
        new dev.play.module.net.UnarchiveModule(),
        dev.play.module.services.SystemdModule.systemd(),
        dev.play.module.services.SystemdModule.systemdService(),
        dev.play.module.services.SystemdModule.service(),
        new dev.play.module.services.HostnameModule(),
        new dev.play.module.services.WaitForModule(),
        new dev.play.module.services.WaitForConnectionModule(),
        new dev.play.module.services.RebootModule(),
        new dev.play.module.cluster.ClusterFactsModule(),
        new dev.play.module.cluster.NcclSettingsModule(),
        new dev.play.module.cluster.RdmaCheckModule(),
        new dev.play.module.cluster.MeshAddressesModule(),
        new dev.play.module.cluster.DeepspeedBatchModule(),
        new dev.play.module.cluster.SshMeshPeersModule(),
        new dev.play.module.cluster.MpirunCoverageModule(),
        dev.play.module.containers.DockerComposeModule.v2(),
        dev.play.module.containers.DockerComposeModule.legacyName(),
        new dev.play.module.containers.DockerContainerModule(),
        new dev.play.module.containers.DockerImageModule(),
        new dev.play.module.containers.DockerNetworkModule(),
        new dev.play.module.containers.DockerPruneModule()));
    modules.addAll(List.of(
        new dev.play.module.system.TimezoneModule(),
        new dev.play.module.services.ServiceFactsModule(),
        new dev.play.module.packages.PackageFactsModule(),
        new dev.play.module.packages.DpkgSelectionsModule(),
        new dev.play.module.net.UriModule(),
        new dev.play.module.net.GitModule()));
    modules.addAll(List.of(
        new dev.play.module.packages.PipModule(),
        new dev.play.module.system.GetentModule(),
        new dev.play.module.files.IniFileModule()));
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
