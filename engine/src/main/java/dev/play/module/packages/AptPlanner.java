package dev.play.module.packages;

import dev.play.module.Change;
import dev.play.module.ModuleFailure;
import dev.play.module.Plan;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The plan of an {@code apt} task for the facts read from the host. Pure. */
final class AptPlanner {
  private AptPlanner() {}

  /**
   * @param planned packages an earlier task of this check-mode run would install: planned as
   *     installed
   */
  static Plan plan(
      AptRequest r,
      AptFacts f,
      boolean updateOnly,
      boolean cacheStale,
      java.util.Set<String> planned)
      throws ModuleFailure {
    if (f.aptMissing()) {
      throw new ModuleFailure(
          "apt: apt-get is not available on this host (use the package module, or dnf)");
    }
    if (f.updateError() != null) {
      throw new ModuleFailure("Failed to update apt cache: " + f.updateError().strip());
    }
    if (f.debError() != null) {
      throw new ModuleFailure("apt: cannot read the package " + r.deb() + ": " + f.debError());
    }
    Map<String, Object> result = new LinkedHashMap<>();
    result.put("cache_updated", f.cacheUpdated());
    result.put(
        "cache_update_time",
        f.cacheTime() <= Integer.MAX_VALUE ? (Object) (int) f.cacheTime() : f.cacheTime());
    List<Change> changes = new ArrayList<>();
    if (updateOnly && cacheStale) {
      changes.add(new AptRun("update the package cache", "apt-get update -q", r.lockTimeout()));
    }
    changes.addAll(packages(r, f, planned));
    deb(r, f, changes);
    if (r.simulated() && !f.simulated().isEmpty()) {
      changes.add(
          new AptRun(simulatedSummary(r, f), AptCommands.command(r, false), r.lockTimeout()));
    }
    if (changes.isEmpty()) {
      return Plan.noChange(reason(r, f), result);
    }
    return Plan.changes(changes, List.of(), result);
  }

  private static List<Change> packages(AptRequest r, AptFacts f, java.util.Set<String> planned) {
    List<String> install = new ArrayList<>();
    List<String> what = new ArrayList<>();
    List<String> remove = new ArrayList<>();
    for (AptRequest.PackageSpec p : r.packages()) {
      String have = f.version(p.name());
      if (planned.contains(p.name())) {
        if (r.state() == AptRequest.State.ABSENT) {
          remove.add(p.name());
        }
        continue;
      }
      switch (r.state()) {
        case PRESENT -> {
          if (!f.installed(p.name()) || !p.accepts(have)) {
            install.add(p.argument());
            what.add(p.argument() + (f.installed(p.name()) ? " (was " + have + ")" : ""));
          }
        }
        case LATEST -> {
          String candidate = f.candidates().getOrDefault(p.name(), "(none)");
          boolean newer = !candidate.equals("(none)") && !candidate.equals(have);
          if (!f.installed(p.name()) || newer) {
            install.add(p.argument());
            what.add(p.name() + (f.installed(p.name()) ? " " + have + " -> " + candidate : ""));
          }
        }
        case ABSENT -> {
          if (f.present(p.name(), r.purge())) {
            remove.add(p.name());
          }
        }
        case BUILD_DEP, FIXED -> {}
      }
    }
    List<Change> out = new ArrayList<>();
    if (!install.isEmpty()) {
      String verb = r.state() == AptRequest.State.LATEST ? "install or upgrade " : "install ";
      out.add(
          new AptRun(
              verb + String.join(", ", what),
              AptCommands.aptGet(r, false, AptCommands.concat(installAction(r), install)),
              r.lockTimeout(),
              installed(r)));
    }
    if (!remove.isEmpty()) {
      out.add(
          new AptRun(
              (r.purge() ? "purge " : "remove ") + String.join(", ", remove),
              AptCommands.aptGet(
                  r,
                  false,
                  AptCommands.concat(
                      r.purge() ? List.of("remove", "--purge") : List.of("remove"), remove)),
              r.lockTimeout()));
    }
    return out;
  }

  /**
   * The packages the request installs that apt's index does not know, and that no earlier task of a
   * check run installs; a name with a glob is left to apt.
   */
  static List<String> notInIndex(AptRequest r, AptFacts f, java.util.Set<String> planned) {
    if (r.state() != AptRequest.State.PRESENT && r.state() != AptRequest.State.LATEST) {
      return List.of();
    }
    return r.packages().stream()
        .map(AptRequest.PackageSpec::name)
        .filter(
            n ->
                !f.installed(n)
                    && !planned.contains(n)
                    && !n.matches(".*[*?\\[].*")
                    && !f.inIndex(n))
        .toList();
  }

  /**
   * What an install creates, for later tasks of a check-mode run: each package, and {@link
   * dev.play.module.Assumed#ANY_PACKAGE} (a service whose unit a package may bring, see the systemd
   * module).
   */
  private static List<String> installed(AptRequest r) {
    List<String> out =
        new ArrayList<>(r.packages().stream().map(p -> "package:" + p.name()).toList());
    out.add(dev.play.module.Assumed.ANY_PACKAGE);
    return out;
  }

  private static List<String> installAction(AptRequest r) {
    return r.onlyUpgrade() ? List.of("install", "--only-upgrade") : List.of("install");
  }

  private static void deb(AptRequest r, AptFacts f, List<Change> changes) {
    if (r.deb() == null || f.deb() == null) {
      return;
    }
    String name = f.deb().substring(0, f.deb().indexOf('|'));
    String version = f.deb().substring(f.deb().indexOf('|') + 1);
    if (f.installed(name) && f.version(name).equals(version)) {
      return;
    }
    String path = AptFacts.debPath(r.deb());
    changes.add(
        new AptRun(
            "install " + name + " " + version + " from " + r.deb(),
            AptCommands.aptGet(
                r, false, List.of("install", path.startsWith("/") ? path : "./" + path)),
            r.lockTimeout()));
  }

  private static String simulatedSummary(AptRequest r, AptFacts f) {
    List<String> names =
        f.simulated().stream().map(l -> l.split(" ")[0] + " " + l.split(" ")[1]).toList();
    String action =
        r.upgrade() != AptRequest.Upgrade.NO
            ? "upgrade"
            : r.state() == AptRequest.State.BUILD_DEP
                ? "build-dep"
                : r.state() == AptRequest.State.FIXED ? "fix broken packages" : "autoremove";
    return action + ": " + String.join(", ", names);
  }

  private static String reason(AptRequest r, AptFacts f) {
    List<String> parts = new ArrayList<>();
    if (!r.packages().isEmpty()) {
      List<String> each =
          r.packages().stream()
              .map(
                  p ->
                      p.name()
                          + (f.installed(p.name()) ? " " + f.version(p.name()) : " not installed"))
              .toList();
      parts.add(String.join(", ", each));
    }
    if (r.deb() != null && f.deb() != null) {
      parts.add(f.deb().replace('|', ' ') + " installed");
    }
    if (r.simulated()) {
      parts.add("apt has nothing to do");
    }
    if (parts.isEmpty()) {
      parts.add("package cache is recent");
    }
    return String.join("; ", parts);
  }
}
