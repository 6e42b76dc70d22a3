package dev.play.module;

import java.util.List;
import java.util.Optional;

/**
 * A test {@link ModuleContext} that answers what earlier tasks of the check run left, and records
 * what a prediction assumed, from its {@link EarlierTasks}.
 */
public interface EarlierTasksContext extends ModuleContext {
  /** What earlier tasks of the check run planned, and the assumptions made so far. */
  EarlierTasks earlier();

  @Override
  default boolean planned(String resource) {
    return earlier().planned(resource);
  }

  @Override
  default Optional<String> unforeseenEarlier() {
    return earlier().unforeseen();
  }

  @Override
  default void assume(String why) {
    earlier().assume(why);
  }

  /** What the module's prediction assumed, in order. */
  default List<String> assumptions() {
    return earlier().assumptions();
  }
}
