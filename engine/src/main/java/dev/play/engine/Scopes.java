package dev.play.engine;

import dev.play.inventory.Inventory;
import dev.play.lookup.LookupCalls;
import dev.play.lookup.LookupContext;
import dev.play.lookup.LookupEnv;
import dev.play.lookup.SearchPath;
import dev.play.playbook.RoleInstance;
import dev.play.template.ResolvingScope;
import dev.play.vars.HidingScope;
import dev.play.vars.Layer;
import dev.play.vars.LayeredScope;
import dev.play.vars.Scope;
import dev.play.vars.ScopeMap;
import dev.play.vars.VarSources;
import dev.play.vars.VariablePipeline;
import java.nio.file.Path;
import java.util.AbstractMap;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicReference;

/** Builds the variable scope of a host for a task, through the one precedence pipeline. */
final class Scopes {
  /** Ansible's placeholder that removes an argument: {@code mode: "{{ m | default(omit) }}"}. */
  static final String OMIT = "__omit_place_holder__play";

  private final RunContext run;

  /**
   * Scopes for reading tasks ahead: their lookups with side effects throw {@link
   * dev.play.lookup.LookupDeferred}.
   */
  private final boolean readingAhead;

  Scopes(RunContext run) {
    this(run, false);
  }

  private Scopes(RunContext run, boolean readingAhead) {
    this.run = run;
    this.readingAhead = readingAhead;
  }

  /** These scopes for reading tasks ahead to plan them ({@link ProbeAhead}). */
  Scopes readingAhead() {
    return new Scopes(run, true);
  }

  /**
   * The resolved scope of {@code host} for a task in {@code inherited}, plus loop variables, with
   * {@code lookup}, {@code query} and {@code q} below all variables.
   */
  Scope forTask(HostState host, PlayFrame frame, Inherited inh, Map<String, Object> loopVars) {
    LayeredScope vars =
        raw(host, frame, inh, loopVars)
            .under(ConnectionVars.of(inh.scalars(), run.connections().defaultType(host.name())));
    return withLookups(vars, lookupEnv(frame, inh), loopVars.keySet());
  }

  /**
   * The scope of {@code host} as the host a task in {@code inh} is delegated to: without the
   * connection variables a task's own host gets ({@link ConnectionVars}), since {@link
   * ConnectionKeywords#delegated} chooses the delegated host's connection.
   */
  Scope forDelegate(HostState host, PlayFrame frame, Inherited inh) {
    return withLookups(raw(host, frame, inh, Map.of()), lookupEnv(frame, inh), Set.of());
  }

  /** What the lookups of a task in {@code inh} see, with {@code scope} as its variables. */
  LookupContext lookups(PlayFrame frame, Inherited inh, Scope scope) {
    return new LookupContext(scope, lookupEnv(frame, inh));
  }

  private LookupEnv lookupEnv(PlayFrame frame, Inherited inh) {
    Path playDir = frame.play().baseDir().toAbsolutePath();
    SearchPath files =
        new SearchPath(
            new LazyList<>(
                () ->
                    TaskSettings.searchDirs(inh, playDir).stream()
                        .map(Path::toAbsolutePath)
                        .toList()));
    return new LookupEnv(
        files,
        playDir,
        run.templater(),
        run.inventory(),
        run.listener()::warning,
        readingAhead,
        run.session().vault());
  }

  /**
   * {@code vars} resolved, over the lookup functions bound to that resolved scope, under the magic
   * variable {@code vars}: every variable but the loop's ({@code loopNames}), resolved when read.
   */
  private Scope withLookups(LayeredScope vars, LookupEnv env, Set<String> loopNames) {
    AtomicReference<Scope> resolved = new AtomicReference<>();
    Layer functions = new Layer("lookup functions", LookupCalls.globals(env, resolved::get), true);
    Layer magicVars =
        new Layer("magic: vars", Map.of("vars", varsView(vars, resolved::get, loopNames)), true);
    resolved.set(new ResolvingScope(vars.under(functions).with(magicVars), run.templater()));
    return resolved.get();
  }

  /**
   * The magic {@code vars}: as Ansible's copy of a task's variables, without itself and the loop
   * variables.
   */
  private static ScopeMap varsView(
      LayeredScope vars, java.util.function.Supplier<Scope> resolved, Set<String> loopNames) {
    Set<String> hidden = new java.util.HashSet<>(loopNames);
    hidden.add("vars");
    return new ScopeMap(
        () -> new HidingScope(resolved.get(), hidden),
        () -> {
          Set<String> names = new java.util.LinkedHashSet<>(vars.names());
          names.removeAll(hidden);
          return names;
        });
  }

  LayeredScope raw(HostState host, PlayFrame frame, Inherited inh, Map<String, Object> loopVars) {
    List<Map<String, Object>> blockVars = new ArrayList<>(inh.vars());
    Map<String, Object> perHost = inh.hostVars().get(host.name());
    if (perHost != null) {
      blockVars.add(perHost);
    }
    VarSources sources =
        new VarSources(
            roleMaps(frame, inh, RoleInstance::defaults),
            run.inventory().varLayers(host.name()),
            host.facts(),
            host.moduleFacts(),
            frame.play().vars(),
            frame.varsFiles(),
            roleMaps(frame, inh, RoleInstance::vars),
            enclosing(inh, RoleInstance::params),
            blockVars,
            host.includedVars(),
            host.vars(),
            run.options().extraVars(),
            magic(host, frame, inh, loopVars));
    return VariablePipeline.scope(sources);
  }

  /**
   * Role defaults or vars: as in Ansible (private_role_vars off), every role of the play is visible
   * to every task; the enclosing roles come last so that their own values win.
   */
  private static List<Map<String, Object>> roleMaps(
      PlayFrame frame,
      Inherited inh,
      java.util.function.Function<RoleInstance, Map<String, Object>> part) {
    List<Map<String, Object>> out = new ArrayList<>();
    for (RoleInstance r : frame.playRoles()) {
      if (!inh.roles().contains(r)) {
        out.add(part.apply(r));
      }
    }
    out.addAll(enclosing(inh, part));
    return out;
  }

  /** Only the enclosing roles (role parameters are private to their role). */
  private static List<Map<String, Object>> enclosing(
      Inherited inh, java.util.function.Function<RoleInstance, Map<String, Object>> part) {
    List<Map<String, Object>> out = new ArrayList<>();
    for (RoleInstance r : inh.roles()) {
      out.add(part.apply(r));
    }
    return out;
  }

  private Map<String, Object> magic(
      HostState host, PlayFrame frame, Inherited inh, Map<String, Object> loopVars) {
    Inventory inv = run.inventory();
    String name = host.name();
    Map<String, Object> m = withoutHost(run, frame.play());
    m.put("inventory_hostname", name);
    m.put(
        "inventory_hostname_short",
        name.contains(".") ? name.substring(0, name.indexOf('.')) : name);
    m.put("group_names", inv.groupNames(name));
    m.put("hostvars", new HostvarsMap(frame));
    // walking every host of the play per host-task made each task quadratic in hosts: read when
    // used
    List<String> active = new LazyList<>(() -> run.activeHosts(frame.allHosts()));
    m.put("play_hosts", active);
    m.put("ansible_play_hosts", active);
    m.put("ansible_play_hosts_all", frame.allHosts());
    m.put("ansible_play_batch", new LazyList<>(() -> run.activeHosts(frame.batch())));
    RoleInstance role = inh.role();
    if (role != null) {
      roleNames(role.name(), m);
      m.put("role_path", role.path().toAbsolutePath().normalize().toString());
    }
    m.put("ansible_search_path", new LazyList<>(() -> searchPath(inh)));
    m.putAll(loopVars);
    return m;
  }

  /**
   * Ansible's {@code Task.get_search_path}: the enclosing roles' directories, innermost first, then
   * the task's.
   */
  private static List<String> searchPath(Inherited inh) {
    List<String> out = new ArrayList<>();
    List<RoleInstance> roles = inh.roles();
    for (int i = roles.size() - 1; i >= 0; i--) {
      out.add(roles.get(i).path().toAbsolutePath().toString());
    }
    if (!dev.play.error.Source.UNKNOWN.equals(inh.where())) {
      Path parent = Path.of(inh.where().file()).toAbsolutePath().getParent();
      if (parent != null && !out.contains(parent.toString())) {
        out.add(parent.toString());
      }
    }
    return out;
  }

  /**
   * {@code ansible_role_name} (as the role was named: {@code NS.COLL.ROLE} for a collection's
   * role), {@code role_name} (without the collection) and {@code ansible_collection_name} (or
   * None), as Ansible sets them. A role directory named {@code geerlingguy.docker} is no
   * collection's.
   */
  static void roleNames(String name, Map<String, Object> m) {
    int last = name.lastIndexOf('.');
    boolean inCollection = last > 0 && name.indexOf('.') < last;
    m.put("role_name", inCollection ? name.substring(last + 1) : name);
    m.put("ansible_role_name", name);
    m.put("ansible_collection_name", inCollection ? name.substring(0, last) : null);
  }

  /** The magic variables that need no host, as when a play's {@code hosts:} is rendered. */
  static Map<String, Object> withoutHost(RunContext run, dev.play.playbook.Play play) {
    Map<String, Object> m = OptionVars.of(run.options());
    m.put("groups", run.inventory().groupsMap());
    m.put("playbook_dir", play.baseDir().toString());
    m.put("ansible_play_name", play.displayName() == null ? "" : play.displayName());
    PlayRoleNames.put(play, m);
    m.put("omit", OMIT);
    return m;
  }

  /** {@code hostvars}: every inventory host's variables, built only when read (once per host). */
  private final class HostvarsMap extends AbstractMap<String, Object> {
    private final PlayFrame frame;
    private final Map<String, Object> built = new java.util.concurrent.ConcurrentHashMap<>();

    HostvarsMap(PlayFrame frame) {
      this.frame = frame;
    }

    @Override
    public boolean containsKey(Object key) {
      return key instanceof String s && run.inventory().host(s).isPresent();
    }

    @Override
    public Object get(Object key) {
      if (!containsKey(key)) {
        return null;
      }
      return built.computeIfAbsent((String) key, this::build);
    }

    private Object build(String key) {
      HostState other = run.host(key);
      Inherited bare = Inherited.root(dev.play.playbook.Keywords.NONE);
      LayeredScope raw = raw(other, frame, bare, Map.of());
      return new ScopeMap(() -> withLookups(raw, lookupEnv(frame, bare), Set.of()), raw::names);
    }

    @Override
    public Set<Entry<String, Object>> entrySet() {
      return new dev.play.vars.LazyEntries(run.inventory().hostNames(), this::get);
    }

    /** A view: equal only to itself (each host's variables contain {@code hostvars} again). */
    @Override
    public boolean equals(Object o) {
      return this == o;
    }

    @Override
    public int hashCode() {
      return System.identityHashCode(this);
    }
  }
}
