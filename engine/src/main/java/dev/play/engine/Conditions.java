package dev.play.engine;

import dev.play.error.Source;
import dev.play.expr.Expression;
import dev.play.vars.Scope;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/** Parses each condition text once and evaluates it against a scope. */
final class Conditions {
  private final Map<String, Expression> cache = new ConcurrentHashMap<>();
  private final dev.play.expr.FilterPlugins plugins;

  Conditions() {
    this(dev.play.expr.FilterPlugins.NONE);
  }

  /** {@code plugins}: the run's filter plugins, for a filter neither Jinja nor Ansible has. */
  Conditions(dev.play.expr.FilterPlugins plugins) {
    this.plugins = plugins;
  }

  /** Parses (cached); a syntax error is a {@link dev.play.error.PlayError} naming {@code where}. */
  Expression parse(String text, Source where) {
    Expression e = cache.get(text);
    if (e == null) {
      e = Expression.parse(stripBraces(text), where, plugins);
      cache.put(text, e);
    }
    return e;
  }

  boolean test(String text, Source where, Scope scope) {
    return parse(text, where).test(scope);
  }

  Object evaluate(String text, Source where, Scope scope) {
    return parse(text, where).evaluate(scope);
  }

  /** The first inherited {@code when} condition that does not hold in {@code scope}, or null. */
  String firstUnmet(Inherited inh, Scope scope) {
    for (Inherited.Condition c : inh.conditions()) {
      if (!test(c.text(), c.source(), scope)) {
        return c.text();
      }
    }
    return null;
  }

  /** {@code when: "{{ x }}"} is accepted as Ansible does (with a warning there): the braces go. */
  static String stripBraces(String text) {
    String t = text.strip();
    if (t.startsWith("{{") && t.endsWith("}}") && t.indexOf("{{", 2) < 0) {
      return t.substring(2, t.length() - 2).strip();
    }
    return t;
  }
}
