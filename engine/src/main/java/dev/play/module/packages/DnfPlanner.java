package dev.play.module.packages;

import dev.play.module.Change;
import dev.play.module.ModuleFailure;
import dev.play.module.Plan;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** The plan of a {@code dnf} or {@code yum} task for the facts read from the host. Pure. */
final class DnfPlanner {
  /** What the task would do: specs per dnf action, and Ansible's result lines. */
  private record Work(
      List<String> install,
      List<String> upgrade,
      List<String> remove,
      List<String> what,
      List<String> results,
      List<String> failures,
      List<String> creates) {
    Work() {
      this(
          new ArrayList<>(),
          new ArrayList<>(),
          new ArrayList<>(),
          new ArrayList<>(),
          new ArrayList<>(),
          new ArrayList<>(),
          new ArrayList<>());
    }
  }

  private DnfPlanner() {}

  /**
   * @param planned specs an earlier task of this check-mode run installs: planned as installed
   * @param repoPlanned whether something earlier in this check-mode run may add a repository
   *     ({@link MissingPackages}): a package no repository offers yet may come from it
   * @param refreshed whether the facts command refreshed the metadata ({@code update_cache})
   */
  static Plan plan(
      DnfRequest r, DnfFacts f, Set<String> planned, boolean repoPlanned, boolean refreshed)
      throws ModuleFailure {
    if (f.dnfMissing()) {
      throw new ModuleFailure(
          r.module()
              + ": dnf is not available on this host (play's "
              + r.module()
              + " runs dnf; use apt on Debian hosts)");
    }
    if (!f.errors().isEmpty()) {
      throw new ModuleFailure(
          r.module() + ": cannot read the repositories: " + String.join("; ", f.errors()));
    }
    Work w = new Work();
    for (String spec : r.upgradeAll() ? List.<String>of() : r.specs()) {
      if (!planned.contains(spec)) {
        spec(r, f, spec, repoPlanned, w);
      } else if (r.state() == DnfRequest.State.ABSENT) {
        w.remove().add(spec);
        w.what().add("remove " + spec);
      }
    }
    if (r.upgradeAll()) {
      upgrade(f, "*", w);
    }
    if (!w.failures().isEmpty()) {
      throw new ModuleFailure(
          "Failed to install some of the specified packages: " + String.join(" ", w.failures()),
          Map.of("failures", w.failures(), "results", List.of(), "rc", 1));
    }
    List<Change> changes = changes(r, f, w);
    Map<String, Object> result = new LinkedHashMap<>();
    result.put(
        "msg",
        !changes.isEmpty()
            ? ""
            : r.state() == null && !r.autoremove() ? "Cache updated" : "Nothing to do");
    result.put("results", w.results());
    result.put("rc", 0);
    if (changes.isEmpty()) {
      return Plan.noChange(reason(r, f, refreshed), result);
    }
    return Plan.changes(changes, List.of(), result);
  }

  /**
   * The specs the request installs that no repository offers and no earlier task of a check run
   * installs.
   */
  static List<String> unoffered(DnfRequest r, DnfFacts f, Set<String> planned) {
    if (r.upgradeAll()
        || r.state() == null
        || r.state() == DnfRequest.State.ABSENT
        || (r.state() == DnfRequest.State.LATEST && r.updateOnly())) {
      return List.of();
    }
    return r.specs().stream()
        .filter(s -> !f.isInstalled(s) && !planned.contains(s) && f.availableFor(s) == null)
        .toList();
  }

  private static void spec(DnfRequest r, DnfFacts f, String spec, boolean repoPlanned, Work w) {
    boolean installed = f.isInstalled(spec);
    switch (r.state()) {
      case ABSENT, REMOVED -> {
        if (installed) {
          w.remove().add(spec);
          f.installed()
              .get(spec)
              .forEach(
                  n -> {
                    w.what().add("remove " + n);
                    w.results().add("Removed: " + n);
                  });
        }
      }
      case LATEST -> {
        if (installed) {
          upgrade(f, spec, w);
        } else if (!r.updateOnly()) {
          install(f, spec, repoPlanned, w);
        }
      }
      case PRESENT, INSTALLED -> {
        if (!installed) {
          install(f, spec, repoPlanned, w);
        }
      }
    }
  }

  private static void install(DnfFacts f, String spec, boolean repoPlanned, Work w) {
    Nevra n = f.availableFor(spec);
    if (n == null && !repoPlanned) {
      w.failures().add("No package " + spec + " available.");
      return;
    }
    w.install().add(spec);
    w.creates().add("package:" + spec);
    if (n != null && !n.name().equals(spec)) {
      w.creates().add("package:" + n.name());
    }
    w.what().add("install " + (n == null ? spec + " (from a repository not on the host yet)" : n));
    w.results().add("Installed: " + (n == null ? spec : n));
  }

  private static void upgrade(DnfFacts f, String spec, Work w) {
    List<Nevra> ups = f.upgradesFor(spec);
    if (ups.isEmpty()) {
      return;
    }
    w.upgrade().add(spec);
    for (Nevra n : ups) {
      String was =
          f.installed().values().stream()
              .flatMap(List::stream)
              .filter(i -> i.name().equals(n.name()) && i.arch().equals(n.arch()))
              .map(i -> i.evr() + " -> ")
              .findFirst()
              .orElse("");
      w.what().add("upgrade " + n.name() + " " + was + n.evr());
      w.results().add("Installed: " + n);
    }
  }

  private static List<Change> changes(DnfRequest r, DnfFacts f, Work w) {
    List<String> commands = new ArrayList<>();
    if (!w.install().isEmpty()) {
      commands.add(DnfCommands.dnf(r, "install", w.install()));
    }
    if (!w.upgrade().isEmpty()) {
      commands.add(DnfCommands.dnf(r, "upgrade", r.upgradeAll() ? List.of() : w.upgrade()));
    }
    if (!w.remove().isEmpty()) {
      // as Ansible: dependencies nothing else needs go too only with autoremove
      commands.add(
          DnfCommands.dnf(
              r,
              List.of(
                  "--setopt=clean_requirements_on_remove=" + (r.autoremove() ? "True" : "False")),
              "remove",
              w.remove()));
    }
    if (r.autoremove() && !f.unneeded().isEmpty()) {
      commands.add(DnfCommands.dnf(r, "autoremove", List.of()));
      w.what()
          .add(
              "autoremove "
                  + String.join(", ", f.unneeded().stream().map(Nevra::toString).toList()));
      f.unneeded().forEach(n -> w.results().add("Removed: " + n));
    }
    if (commands.isEmpty()) {
      return List.of();
    }
    List<String> creates = new ArrayList<>(w.creates());
    creates.add(dev.play.module.Assumed.ANY_PACKAGE);
    return List.of(new DnfRun(String.join("; ", w.what()), String.join(" && ", commands), creates));
  }

  private static String reason(DnfRequest r, DnfFacts f, boolean refreshed) {
    List<String> parts = new ArrayList<>();
    if (r.upgradeAll()) {
      parts.add("no upgrades available");
    } else if (!r.specs().isEmpty()) {
      parts.add(
          String.join(
              ", ",
              r.specs().stream()
                  .map(
                      s ->
                          f.isInstalled(s)
                              ? String.join(
                                      ", ",
                                      f.installed().get(s).stream().map(Nevra::toString).toList())
                                  + " installed"
                              : s + " not installed")
                  .toList()));
    }
    if (r.autoremove()) {
      parts.add("nothing to autoremove");
    }
    if (r.state() == null && !r.autoremove()) {
      parts.add(refreshed ? "metadata refreshed" : "metadata not refreshed in check mode");
    }
    return String.join("; ", parts);
  }
}
