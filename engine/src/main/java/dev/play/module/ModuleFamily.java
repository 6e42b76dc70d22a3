package dev.play.module;

import java.util.List;

/**
 * A package of modules (files, packages, services...): the modules it registers into a {@link
 * ModuleRegistry}. Each family package has one, and only it is public there.
 */
public interface ModuleFamily {
  /** The family's modules, in the order {@code play doc} lists them. */
  List<Module> modules();
}
