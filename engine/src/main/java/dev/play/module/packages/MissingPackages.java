package dev.play.module.packages;

import dev.play.module.Assumed;
import dev.play.module.ModuleContext;
import java.util.List;
import java.util.Optional;

/**
 * Check mode: packages to install that no index or repository on the host offers yet. Ansible's
 * check mode fails on the first; play predicts their install when something earlier in the run may
 * still bring them, and says that the prediction is assumed and why ({@link ModuleContext#assume}).
 */
final class MissingPackages {
  private MissingPackages() {}

  /**
   * Records the assumption that {@code names} will be offered by the time the real run installs
   * them; whether something may offer them. An earlier task that adds a package source is named
   * first, then a command check mode does not run, then a package an earlier task installs (one
   * that adds a source, as cuda-keyring or epel-release), then a refresh of a stale index.
   *
   * @param sourcePlanned an earlier task of this check run adds a package source
   * @param refreshes the real run refreshes the index before it installs
   */
  static boolean assume(
      ModuleContext ctx, List<String> names, boolean sourcePlanned, boolean refreshes) {
    Optional<String> cause = cause(ctx, sourcePlanned, refreshes);
    cause.ifPresent(
        c ->
            ctx.assume(
                String.join(", ", names)
                    + (names.size() == 1 ? " is" : " are")
                    + " not in the package index; "
                    + c));
    return cause.isPresent();
  }

  private static Optional<String> cause(
      ModuleContext ctx, boolean sourcePlanned, boolean refreshes) {
    if (sourcePlanned) {
      return Optional.of("an earlier task adds a package source");
    }
    Optional<String> unforeseen = ctx.unforeseenEarlier().map(t -> t + " may add a package source");
    if (unforeseen.isPresent()) {
      return unforeseen;
    }
    if (ctx.planned(Assumed.ANY_PACKAGE)) {
      return Optional.of("a package an earlier task installs may add a package source");
    }
    return refreshes ? Optional.of("the real run refreshes the index first") : Optional.empty();
  }
}
