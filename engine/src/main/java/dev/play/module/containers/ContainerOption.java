package dev.play.module.containers;

import dev.play.module.ModuleFailure;
import java.util.List;
import java.util.Map;

/**
 * One configuration option of {@code docker_container}, a row of {@link ContainerOptions}' table:
 * its spec declaration, how its given value is normalised for comparison, how the same value is
 * read from the container's {@code docker inspect} object, and the {@code docker create} flags it
 * becomes. The desired and the actual value land under the same key(s) of the compared maps
 * (usually the option's name), and compare equal when the container is as asked.
 *
 * @param declaration the option's {@link dev.play.module.ArgSpec} declaration ({@code
 *     "cpus:float"})
 */
record ContainerOption(String declaration, Desired desired, Actual actual, Flags flags) {
  /** The option's name: its declaration up to the type. */
  String name() {
    return declaration.split(":", 2)[0];
  }

  /** Puts the normalised desired value(s) of the given option into {@code d}. */
  @FunctionalInterface
  interface Desired {
    /**
     * Puts the normalised desired value(s) of the option given as {@code value} into {@code d}.
     *
     * @param all every given option (an option may depend on another: entrypoint on command)
     * @param image the image's defaults Docker merges in, or null when not known yet
     */
    void put(
        Object value,
        Map<String, Object> all,
        ContainerRequest.ImageDefaults image,
        Map<String, Object> d)
        throws ModuleFailure;
  }

  /** Puts the option's current value(s), read from {@code docker inspect}, into {@code a}. */
  @FunctionalInterface
  interface Actual {
    void put(Map<String, Object> inspect, Map<String, Object> a);
  }

  /** The {@code docker create} flags of the given option ({@code all}: every given option). */
  @FunctionalInterface
  interface Flags {
    List<String> of(Object value, Map<String, Object> all) throws ModuleFailure;
  }

  /** A value normalised for comparison. */
  @FunctionalInterface
  interface Normal {
    Object of(Object value) throws ModuleFailure;
  }

  /**
   * A value read from {@code docker inspect}, normalised as {@link Normal} normalises the given
   * one.
   */
  @FunctionalInterface
  interface Inspected {
    Object of(Map<String, Object> inspect);
  }

  /** An option compared under its own name. */
  static ContainerOption of(String declaration, Normal desired, Inspected actual, Flags flags) {
    String name = declaration.split(":", 2)[0];
    return new ContainerOption(
        declaration,
        (v, all, image, d) -> d.put(name, desired.of(v)),
        (c, a) -> a.put(name, actual.of(c)),
        flags);
  }
}
