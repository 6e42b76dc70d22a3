package dev.play.expr;

import dev.play.error.Source;
import java.util.Optional;

/**
 * Filters that are neither Jinja's nor Ansible's own: a role's or a playbook's {@code
 * filter_plugins/}, looked up by name when the parser meets a filter it does not know, for an
 * expression written at {@code where} (the file whose directories are searched).
 */
public interface FilterPlugins {
  /** No plugins: an unknown filter is a parse error. */
  FilterPlugins NONE = (name, where) -> Optional.empty();

  /**
   * The filter {@code name} as a callee of its value, then its arguments; empty when no plugin has
   * it.
   *
   * @param where where the expression was written (may be null)
   */
  Optional<Callee> find(String name, Source where);
}
