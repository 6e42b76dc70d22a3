package dev.play.template;

import java.util.List;

/**
 * Variables whose templates refer to each other in a loop ({@code a: "{{ b }}"}, {@code b: "{{ a
 * }}"}). A runtime error of the task that needed them, like an undefined variable.
 */
public final class VariableCycleException extends RuntimeException {
  private final List<String> cycle;

  public VariableCycleException(List<String> cycle) {
    super("variables refer to each other in a cycle: " + String.join(" -> ", cycle));
    this.cycle = List.copyOf(cycle);
  }

  /** The names along the loop, first and last the same: {@code [a, b, a]}. */
  public List<String> cycle() {
    return cycle;
  }
}
