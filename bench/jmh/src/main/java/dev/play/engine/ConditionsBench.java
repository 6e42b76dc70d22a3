package dev.play.engine;

import dev.play.bench.LauncherSettings;
import dev.play.error.Source;
import dev.play.expr.Expression;
import dev.play.template.ResolvingScope;
import dev.play.template.Templater;
import dev.play.vars.LayeredScope;
import java.util.List;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;

/**
 * Condition evaluation ({@code when:}, {@code assert: that:}, changed_when/failed_when) through
 * {@code Conditions}, as the engine runs it: the parsed expression comes from the run's cache, the
 * scope is a fresh {@link ResolvingScope} over the host's layered variables (as each host-task
 * gets one). The scope's construction is not measured here (see ScopesBench).
 */
@State(org.openjdk.jmh.annotations.Scope.Thread)
public class ConditionsBench extends LauncherSettings {
  private SiteFixture site;
  private Conditions conditions;
  private Templater templater;
  private LayeredScope raw;
  private Source where;
  private List<String> that;

  @Setup
  @SuppressWarnings("unchecked")
  public void setup() {
    site = SiteFixture.create(50);
    int t = site.taskIndex("The configuration is in place");
    conditions = site.run.conditions();
    templater = site.templater();
    raw = site.raw(7, t);
    where = site.task(t).source();
    that = (List<String>) site.task(t).args().get("that");
    if (!assertThat() || !whenInGroup() || !whenDefaultFilter()) {
      throw new IllegalStateException("a condition of the benchmark does not hold");
    }
  }

  @TearDown
  public void tearDown() {
    site.close();
  }

  /** bench/site.yml's assert: {@code app_conf.stat.exists} and {@code app_conf.stat.size > 0}. */
  @Benchmark
  public boolean assertThat() {
    ResolvingScope scope = new ResolvingScope(raw, templater);
    boolean all = true;
    for (String c : that) {
      all &= conditions.test(c, where, scope);
    }
    return all;
  }

  /** A typical {@code when:} on inventory data. */
  @Benchmark
  public boolean whenInGroup() {
    return conditions.test("inventory_hostname in groups['web'] and tier == 'frontend'", where,
        new ResolvingScope(raw, templater));
  }

  /** A {@code when:} with a filter over a templated group variable ({@code upstream}). */
  @Benchmark
  public boolean whenDefaultFilter() {
    return conditions.test("(upstream | default('')) != '' and app_port | int > 1024", where,
        new ResolvingScope(raw, templater));
  }

  /** Parsing a condition (what the cache saves on every host-task after the first). */
  @Benchmark
  public Expression parseUncached() {
    return Expression.parse("app_conf.stat.size > 0", where);
  }
}
