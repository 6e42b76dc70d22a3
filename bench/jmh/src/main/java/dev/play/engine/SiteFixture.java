package dev.play.engine;

import dev.play.bench.Replay;
import dev.play.inventory.Inventory;
import dev.play.inventory.InventoryLoader;
import dev.play.module.Module;
import dev.play.module.ModuleContext;
import dev.play.module.ModuleRegistry;
import dev.play.module.catalog.BuiltinModules;
import dev.play.output.HostResult;
import dev.play.output.OutputsBuilder;
import dev.play.output.RunListener;
import dev.play.output.Style;
import dev.play.output.TaskHeader;
import dev.play.playbook.Play;
import dev.play.playbook.Playbook;
import dev.play.playbook.PlaybookLoader;
import dev.play.playbook.Task;
import dev.play.playbook.TaskNode;
import dev.play.secret.Secrets;
import dev.play.template.Templater;
import dev.play.vars.LayeredScope;
import dev.play.vars.Scope;
import dev.play.vault.Vault;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * The state of a run of {@code bench/site.yml} (15 tasks, {@code hosts: all}) against an
 * inventory of N hosts, built from the engine's own objects, as {@code PlayRunner} builds them:
 * the loaded playbook, the inventory (two groups with {@code [group:vars]}, a parent group,
 * {@code group_vars/} files, per-host connection variables as {@code bench/run.sh} writes them),
 * the {@link RunContext}, {@link PlayFrame}, each task's {@link Inherited} and {@link TaskHeader},
 * a {@link TaskRunner}. Hosts answer through {@link Replay} (the recorded no-change run). After
 * {@link #create} every host has run the {@code stat} task once, so {@code app_conf} is registered
 * for the {@code assert} task, as in a real run.
 *
 * <p>In package {@code dev.play.engine} because the per-host-task entry points are package-private
 * there; the public methods serve the benchmarks in other packages.
 */
public final class SiteFixture implements AutoCloseable {
  public static final String STAT_TASK = "Read the configuration's state";

  final Path dir;
  final RunSession session;
  final RunContext run;
  final Scopes scopes;
  final TaskRunner runner;
  final PlayFrame frame;
  final List<Task> tasks = new ArrayList<>();
  final List<Inherited> inherited = new ArrayList<>();
  final List<TaskHeader> headers = new ArrayList<>();
  final List<HostState> hosts = new ArrayList<>();
  final Replay replay;
  final Playbook playbook;
  final PlaybookLoader loader;
  final Inventory inventory;
  private final MethodHandle magic;

  private SiteFixture(int hostCount, RunListener listener, RunOptions options, boolean prime) {
    session = RunSession.of(new Secrets(), Vault.none(), VarPrompts.NO_TERMINAL);
    try {
      dir = Files.createTempDirectory("play-jmh-");
      Path site = dir.resolve("site.yml");
      try (InputStream in = SiteFixture.class.getResourceAsStream("/bench/site.yml")) {
        Files.copy(in, site);
      }
      Path inv = writeInventory(dir.resolve("inventory"), hostCount);
      loader = new PlaybookLoader(session.vault(), List.of());
      playbook = loader.load(site);
      inventory = InventoryLoader.load(List.of(inv.toString()), session.vault())
          .withVarsDir(playbook.dir(), session.vault());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    replay = Replay.load(Replay.SITE_NO_CHANGE);
    run = new RunContext(session, options, RunSources.of(inventory), loader, BuiltinModules.registry(), listener,
        replay, dev.play.bridge.BridgeSettings.defaults());
    Play play = playbook.plays().get(0);
    List<String> names = PlayHosts.select(run, new PlayTargets(run).of(play).pattern());
    if (names.size() != hostCount) {
      throw new IllegalStateException("expected " + hostCount + " hosts, the play selects " + names.size());
    }
    PlayFrame f = new PlayFrame(play, List.of(), names, names);
    frame = new PlayFrame(play, new VarsFiles(run).load(f), names, names);
    names.forEach(n -> hosts.add(run.host(n)));
    scopes = new Scopes(run);
    runner = new TaskRunner(run, scopes);
    Inherited root = Inherited.root(play.keywords());
    for (TaskNode n : play.tasks()) {
      Task t = (Task) n;
      Inherited inh = root.child(t.keywords(), t.role(), t.source());
      tasks.add(t);
      inherited.add(inh);
      headers.add(new TaskHeader(TaskHeader.Kind.TASK, null,
          TaskNames.display(t, hosts, frame, inh, runner), t.action()));
    }
    try {
      magic = MethodHandles.privateLookupIn(Scopes.class, MethodHandles.lookup()).findVirtual(Scopes.class, "magic",
          MethodType.methodType(Map.class, HostState.class, PlayFrame.class, Inherited.class, Map.class));
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException(e);
    }
    int stat = taskIndex(STAT_TASK);
    for (int h = 0; prime && h < hosts.size(); h++) {
      TaskRunner.HostRun r = runTask(stat, h);
      if (r.outcome().status() != dev.play.output.Status.OK) {
        throw new IllegalStateException("priming the stat task: " + r.outcome().result());
      }
    }
  }

  /** The fixture for {@code hostCount} hosts, default options (forks 50), no output. */
  public static SiteFixture create(int hostCount) {
    return new SiteFixture(hostCount, new RunListener() {}, RunOptions.defaults(), true);
  }

  /**
   * @param prime run the stat task on every host first (registers {@code app_conf}); false leaves
   *     the engine's task code cold (not yet run in this JVM)
   */
  public static SiteFixture create(int hostCount, RunListener listener, RunOptions options, boolean prime) {
    return new SiteFixture(hostCount, listener, options, prime);
  }

  /**
   * The inventory, as bench/run.sh writes it plus what a real site adds: a parent group, group
   * variables in the file and in {@code group_vars/}.
   */
  static Path writeInventory(Path dir, int hostCount) throws IOException {
    Files.createDirectories(dir.resolve("group_vars"));
    StringBuilder ini = new StringBuilder();
    ini.append("[all:vars]\n")
        .append("ansible_ssh_common_args='-o UserKnownHostsFile=/tmp/play-jmh/known_hosts -o StrictHostKeyChecking=yes'\n")
        .append("datacenter=eu-west-1\n");
    int half = (hostCount + 1) / 2;
    ini.append("[web]\n");
    for (int i = 0; i < hostCount; i++) {
      if (i == half) {
        ini.append("[db]\n");
      }
      ini.append("node").append(i).append(" ansible_host=127.0.0.1 ansible_port=").append(32768 + i)
          .append(" ansible_user=play ansible_ssh_private_key_file=/tmp/play-jmh/id_ed25519\n");
    }
    ini.append("[web:vars]\ntier=frontend\nhttp_workers=8\n");
    ini.append("[db:vars]\ntier=backend\ndb_pool=20\n");
    ini.append("[nodes:children]\nweb\ndb\n");
    Files.writeString(dir.resolve("hosts.ini"), ini.toString());
    Files.writeString(dir.resolve("group_vars/all.yml"), """
        ntp_servers: [0.pool.ntp.org, 1.pool.ntp.org]
        dns_servers: [10.0.0.2, 10.0.0.3]
        timezone: Etc/UTC
        admin_users:
          - {name: alice, uid: 2001}
          - {name: bob, uid: 2002}
        app_log_dir: "/var/log/{{ app_name | default('app') }}"
        """);
    Files.writeString(dir.resolve("group_vars/web.yml"), """
        nginx_worker_connections: 1024
        upstream: "http://127.0.0.1:{{ app_port | default(8080) }}"
        """);
    return dir.resolve("hosts.ini");
  }

  // --- for the benchmarks -------------------------------------------------------------------

  public int hostCount() {
    return hosts.size();
  }

  public int taskCount() {
    return tasks.size();
  }

  public int taskIndex(String name) {
    for (int i = 0; i < tasks.size(); i++) {
      if (name.equals(tasks.get(i).name())) {
        return i;
      }
    }
    throw new IllegalArgumentException("no task named " + name);
  }

  public Task task(int i) {
    return tasks.get(i);
  }

  public String hostName(int h) {
    return hosts.get(h).name();
  }

  public Templater templater() {
    return run.templater();
  }

  /** A console listener as {@code ./play} builds it (no colour), writing into {@code out}. */
  public RunListener console(PrintStream out, int verbosity) {
    return new OutputsBuilder(out, out, new Style(false), verbosity, false, session.secrets()).build();
  }

  public ModuleRegistry registry() {
    return run.registry();
  }

  public Replay replay() {
    return replay;
  }

  public TaskHeader header(int task) {
    return headers.get(task);
  }

  /** {@code Scopes.forTask}: the resolving scope of host {@code h} for task {@code t}, no loop. */
  public Scope scope(int h, int t) {
    return scopes.forTask(hosts.get(h), frame, inherited.get(t), Map.of());
  }

  /** {@code Scopes.raw}: the layered, unrendered variables. */
  public LayeredScope raw(int h, int t) {
    return scopes.raw(hosts.get(h), frame, inherited.get(t), Map.of());
  }

  /** {@code Scopes.magic} (private; called through a method handle). */
  @SuppressWarnings("unchecked")
  public Map<String, Object> magic(int h, int t) {
    try {
      return (Map<String, Object>) magic.invoke(scopes, hosts.get(h), frame, inherited.get(t), Map.of());
    } catch (Throwable e) {
      throw new IllegalStateException(e);
    }
  }

  /** One task on one host, as {@code TaskDispatch} runs it on a worker: conditions to outcome. */
  TaskRunner.HostRun runTask(int t, int h) {
    return runner.run(tasks.get(t), hosts.get(h), frame, inherited.get(t), headers.get(t));
  }

  /** {@link #runTask}'s reported event (the {@code ok: [host]} line's input). */
  public HostResult runTaskEvent(int t, int h) {
    List<HostResult> events = runTask(t, h).events();
    return events.get(events.size() - 1);
  }

  /** The task's arguments rendered for the host, as {@code Attempts.invoke} renders them. */
  @SuppressWarnings("unchecked")
  public Map<String, Object> renderedArgs(int h, int t) {
    return (Map<String, Object>) run.templater().render(tasks.get(t).args(), scope(h, t));
  }

  public Module module(int t) {
    return run.registry().find(tasks.get(t).action()).orElseThrow();
  }

  /**
   * The engine's module context for host {@code h} and task {@code t}, built as {@code Attempts}
   * builds it (become, check, diff, environment read from the scope; the pooled connection).
   */
  public ModuleContext moduleContext(int h, int t) {
    Scope scope = scope(h, t);
    Inherited inh = inherited.get(t);
    try {
      TaskModuleContext.Settings settings = Attempts.settings(runner, tasks.get(t), frame, inh, scope, null);
      HostConnection conn = runner.connection(hosts.get(h), frame, inh, null, scope);
      return new TaskModuleContext(hosts.get(h), conn, settings, scope, run.templater(), run.conditions(),
          run.runInventory(), session.vault());
    } catch (TaskFailure e) {
      throw new IllegalStateException(e);
    }
  }

  @Override
  public void close() {
    try (Stream<Path> files = Files.walk(dir)) {
      files.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
    } catch (IOException e) {
      // a temporary directory left behind
    }
  }
}
