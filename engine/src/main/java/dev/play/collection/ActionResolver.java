package dev.play.collection;

import java.util.List;
import java.util.Optional;

/**
 * How a task's action name is found, as ansible-core 2.14's {@code ModuleArgsParser} finds it:
 * among action plugins first, through the whole search list, and only then among modules. So a
 * collection listed first does not hide {@code copy} (an action plugin of {@code ansible.builtin},
 * found as {@code ansible.legacy.copy}) with a module of its own, but does hide {@code file}.
 */
public final class ActionResolver {
  private final PluginNames actions;
  private final PluginNames modules;

  public ActionResolver(Catalog actions, Catalog modules) {
    this.actions = new PluginNames(actions);
    this.modules = new PluginNames(modules);
  }

  /** The fully qualified name of the action plugin, else the module, {@code name} means. */
  public Optional<String> resolve(String name, List<String> collections) {
    return actions.resolve(name, collections).or(() -> modules.resolve(name, collections));
  }
}
