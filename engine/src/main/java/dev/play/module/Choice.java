package dev.play.module;

import java.util.Locale;

/**
 * An enum of a spec's choices ({@link ArgSpec#withEnum}) that gives back, for results and messages,
 * the choice its constant was read from.
 */
public interface Choice {
  /** The constant's name ({@link Enum#name}). */
  String name();

  /**
   * The choice text: the constant's name in lower case, which is the choice for choices of lower
   * case letters and underscores (the naming rule of {@code ChoiceEnums}).
   */
  default String choice() {
    return name().toLowerCase(Locale.ROOT);
  }
}
