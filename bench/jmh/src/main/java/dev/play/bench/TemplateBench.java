package dev.play.bench;

import dev.play.engine.SiteFixture;
import dev.play.template.ResolvingScope;
import dev.play.template.Templater;
import dev.play.vars.LayeredScope;
import java.util.Map;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.infra.Blackhole;

/**
 * Rendering a task's arguments ({@code Templater.render(task.args(), scope)}, as
 * {@code Attempts.invoke} does once per host-task) over a fresh {@link ResolvingScope}, as each
 * host-task gets one, so variables are resolved again every time as in a run. Compiled templates
 * and parsed expressions come from the Templater's cache (warm after the first host). The layered
 * variables are built once (ScopesBench measures that).
 */
@State(org.openjdk.jmh.annotations.Scope.Thread)
public class TemplateBench extends LauncherSettings {
  private SiteFixture site;
  private Templater templater;
  private LayeredScope[] raw;
  private Map<?, ?>[] args;
  private int fileTask;
  private int copyTask;
  private String[] hostvarsTags;

  @Setup
  public void setup() {
    site = SiteFixture.create(50);
    templater = site.templater();
    raw = new LayeredScope[site.taskCount()];
    args = new Map<?, ?>[site.taskCount()];
    for (int t = 0; t < site.taskCount(); t++) {
      raw[t] = site.raw(3, t);
      args[t] = site.task(t).args();
      templater.render(args[t], new ResolvingScope(raw[t], templater));
    }
    fileTask = site.taskIndex("Data directory");
    copyTask = site.taskIndex("Main configuration");
    hostvarsTags = new String[site.hostCount()];
    for (int h = 0; h < hostvarsTags.length; h++) {
      hostvarsTags[h] = "{{ hostvars['" + site.hostName(h) + "'].ansible_host }} " + site.hostName(h);
    }
    Object first = templater.render(hostvarsTags[0], new ResolvingScope(raw[fileTask], templater));
    if (!("127.0.0.1 " + site.hostName(0)).equals(first)) {
      throw new IllegalStateException("hostvars rendered as " + first);
    }
  }

  @TearDown
  public void tearDown() {
    site.close();
  }

  /** {@code path: "{{ app_root }}/data", state, owner: "{{ app_user }}", mode}: short Mustache strings. */
  @Benchmark
  public Object fileArgs() {
    return templater.render(args[fileTask], new ResolvingScope(raw[fileTask], templater));
  }

  /** copy with a 4-line {@code content:} holding 4 tags, and {@code dest}. */
  @Benchmark
  public Object copyContentArgs() {
    return templater.render(args[copyTask], new ResolvingScope(raw[copyTask], templater));
  }

  /** Every task of bench/site.yml in turn; the score is per task (15 per invocation). */
  @Benchmark
  @OperationsPerInvocation(15)
  public void allSiteArgs(Blackhole bh) {
    for (int t = 0; t < raw.length; t++) {
      bh.consume(templater.render(args[t], new ResolvingScope(raw[t], templater)));
    }
  }

  /**
   * One line per host of {@code hostvars[h].ansible_host} (an /etc/hosts or peer-list template over
   * the 50 hosts) for one host-task: each first read of {@code hostvars[h]} builds h's scope.
   */
  @Benchmark
  public void hostvarsOfAllHosts(Blackhole bh) {
    ResolvingScope scope = new ResolvingScope(raw[fileTask], templater);
    for (String tag : hostvarsTags) {
      bh.consume(templater.render(tag, scope));
    }
  }

  /** A string that is exactly one tag ({@code "{{ app_root }}"}): the cached-expression fast path. */
  @Benchmark
  public Object singleExpression() {
    return templater.render("{{ app_root }}", new ResolvingScope(raw[fileTask], templater));
  }
}
