package dev.play.engine;

import dev.play.error.PlayError;
import dev.play.expr.ExpressionException;
import dev.play.expr.ValueFormat;
import dev.play.playbook.Play;
import dev.play.template.ResolvingScope;
import dev.play.template.VariableCycleException;
import dev.play.vars.LayeredScope;
import dev.play.vars.Scope;
import dev.play.vars.UndefinedVariableException;
import dev.play.vars.VarSources;
import dev.play.vars.VariablePipeline;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * Renders a play's {@code hosts:} and {@code name:} before its hosts are chosen, as Ansible does:
 * only extra vars, the play's {@code vars} and {@code vars_files} and the magic variables that need
 * no host ({@code groups}, {@code playbook_dir}, ...) are defined then, not inventory variables or
 * facts. A pattern that renders to a list means each of its items.
 */
final class PlayTargets {
  private final RunContext run;

  PlayTargets(RunContext run) {
    this.run = run;
  }

  PlayTarget of(Play play) {
    Object order = play.keywords().other("order");
    if (!templated(play.hosts())
        && !templated(play.name())
        && !(order instanceof String o && templated(o))) {
      return new PlayTarget(play.hosts(), play.displayName(), order(play, order));
    }
    Scope scope = scope(play);
    Object hosts = hosts(play, scope);
    String pattern =
        hosts instanceof List<?> l
            ? l.stream().map(String::valueOf).collect(Collectors.joining(","))
            : String.valueOf(hosts);
    String shown = hosts instanceof List<?> ? ValueFormat.str(hosts) : pattern;
    String name = play.name() == null ? shown : name(play, scope);
    return new PlayTarget(pattern, name, order(play, render(play, order, scope)));
  }

  /** The play's {@code order:} as written or rendered; a bad one stops the run, as in Ansible. */
  private static HostOrder order(Play play, Object order) {
    try {
      return HostOrder.of(order == null ? null : String.valueOf(order));
    } catch (IllegalArgumentException e) {
      throw PlayError.parse(play.source(), e.getMessage());
    }
  }

  private Object render(Play play, Object order, Scope scope) {
    try {
      return order == null ? null : run.templater().render(order, scope, play.source());
    } catch (UndefinedVariableException e) {
      throw PlayError.parse(
          play.source(),
          "the play's order '"
              + order
              + "' uses an undefined variable '"
              + e.variable()
              + "': only extra vars (-e), the play's vars and vars_files and magic variables are"
              + " defined then");
    } catch (ExpressionException | VariableCycleException e) {
      throw PlayError.parse(play.source(), "the play's order '" + order + "': " + e.getMessage());
    }
  }

  private Object hosts(Play play, Scope scope) {
    try {
      return run.templater().render(play.hosts(), scope, play.hostsSource());
    } catch (UndefinedVariableException e) {
      throw PlayError.parse(
          play.hostsSource(),
          "the play's hosts '"
              + play.hosts()
              + "' use an undefined variable '"
              + e.variable()
              + "': only extra vars (-e), the play's vars and vars_files and magic variables such as "
              + "groups are defined when a play's hosts are chosen");
    } catch (ExpressionException | VariableCycleException e) {
      throw PlayError.parse(
          play.hostsSource(), "the play's hosts '" + play.hosts() + "': " + e.getMessage());
    }
  }

  /**
   * The name rendered, or as written when it uses a variable not defined yet (Ansible shows it so).
   */
  private String name(Play play, Scope scope) {
    try {
      return String.valueOf(run.templater().render(play.name(), scope, play.source()));
    } catch (UndefinedVariableException | ExpressionException | VariableCycleException e) {
      return play.name();
    }
  }

  private Scope scope(Play play) {
    Map<String, Object> magic = Scopes.withoutHost(run, play);
    Scope bare = resolved(play, List.of(), magic);
    return resolved(play, new VarsFiles(run).loadWithoutHost(play, bare), magic);
  }

  private Scope resolved(
      Play play, List<Map<String, Object>> varsFiles, Map<String, Object> magic) {
    LayeredScope raw =
        VariablePipeline.scope(
            new VarSources(
                List.of(),
                List.of(),
                Map.of(),
                Map.of(),
                play.vars(),
                varsFiles,
                List.of(),
                List.of(),
                List.of(),
                Map.of(),
                Map.of(),
                run.options().extraVars(),
                magic));
    return new ResolvingScope(raw, run.templater());
  }

  private static boolean templated(String text) {
    return text != null && (text.contains("{{") || text.contains("{%"));
  }
}
