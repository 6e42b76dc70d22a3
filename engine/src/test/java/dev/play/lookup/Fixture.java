package dev.play.lookup;

import dev.play.error.Source;
import dev.play.expr.Expression;
import dev.play.inventory.Inventory;
import dev.play.template.Templater;
import dev.play.vars.Layer;
import dev.play.vars.LayeredScope;
import dev.play.vars.Scope;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A controller for lookup tests: a playbook directory ({@code dir}, also the only search-path
 * directory), variables, an inventory, the warnings given.
 */
final class Fixture {
  final Path dir;
  final Map<String, Object> vars = new LinkedHashMap<>();
  final List<String> warnings = new ArrayList<>();
  Inventory inventory = Inventory.empty();
  boolean readingAhead;

  Fixture(Path dir) {
    this.dir = dir;
  }

  LookupEnv env() {
    return new LookupEnv(
        new SearchPath(List.of(dir)),
        dir,
        new Templater(),
        inventory,
        warnings::add,
        readingAhead,
        dev.play.vault.VaultContext.none());
  }

  /** The variables, with lookup, query and q below them, as the engine builds a task's scope. */
  Scope scope() {
    Scope[] self = new Scope[1];
    self[0] =
        new LayeredScope(
            List.of(
                new Layer("functions", LookupCalls.globals(env(), () -> self[0]), true),
                new Layer("vars", vars, true)));
    return self[0];
  }

  LookupContext ctx() {
    return new LookupContext(scope(), env());
  }

  /** Plugin {@code name} run on {@code terms}, with keyword options. */
  List<Object> run(String name, Map<String, Object> options, Object... terms) {
    return Lookups.find(name).run(new ArrayList<>(Arrays.asList(terms)), options, ctx());
  }

  List<Object> run(String name, Object... terms) {
    return run(name, Map.of(), terms);
  }

  /** An expression such as {@code lookup('env', 'HOME')}, evaluated in {@link #scope()}. */
  Object eval(String expression) {
    return Expression.parse(expression, Source.UNKNOWN).evaluate(scope());
  }
}
