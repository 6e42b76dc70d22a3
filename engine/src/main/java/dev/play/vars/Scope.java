package dev.play.vars;

/**
 * Where templates and conditions look names up. Values are plain YAML-like Java values: {@code
 * Map<String,Object>}, {@code List<Object>}, String, Integer/Long, Double, Boolean or null.
 * Implementations return values already resolved (strings holding {@code {{ }}} are rendered).
 */
public interface Scope {
  /** Whether {@code name} (a top-level variable name, no dots) is defined. */
  boolean contains(String name);

  /**
   * The resolved value of top-level variable {@code name} (may be null for a YAML null).
   *
   * @throws UndefinedVariableException when it is not defined
   */
  Object get(String name);

  /**
   * Whether the value of {@code name} is final data that must not be rendered as a template again
   * (facts, registered results, magic variables). Raw scopes answer; resolved ones may keep the
   * default.
   */
  default boolean isResolved(String name) {
    return false;
  }
}
