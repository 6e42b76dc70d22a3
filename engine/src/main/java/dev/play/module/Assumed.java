package dev.play.module;

import java.util.Optional;

/**
 * The words of an assumed prediction ({@link ModuleContext#assume}): in check mode a task may plan
 * on something that is not on the host yet because an earlier task may bring it, and a reviewer is
 * told which and why. Pure apart from reading what the context knows of earlier tasks.
 */
public final class Assumed {
  /**
   * What an earlier package install counts as: anything a package may bring (a unit, a directory,
   * an account).
   */
  public static final String ANY_PACKAGE = "package:*";

  private Assumed() {}

  /**
   * What may bring {@code what}, which is not on the host: a package an earlier task installs, else
   * an earlier task check mode does not run; empty when neither (then the prediction must not count
   * on it).
   */
  public static Optional<String> mayBring(ModuleContext ctx, String what) {
    return cause(ctx).map(c -> what + " is not on the host yet; " + c + " may bring it");
  }

  /** Records {@link #mayBring}'s assumption on {@code ctx}; whether there was one. */
  public static boolean assumeBrought(ModuleContext ctx, String what) {
    Optional<String> why = mayBring(ctx, what);
    why.ifPresent(ctx::assume);
    return why.isPresent();
  }

  /** An earlier package install, else an earlier task check mode does not run. */
  static Optional<String> cause(ModuleContext ctx) {
    if (ctx.planned(ANY_PACKAGE)) {
      return Optional.of("a package an earlier task installs");
    }
    return ctx.unforeseenEarlier();
  }
}
