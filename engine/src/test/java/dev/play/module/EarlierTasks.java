package dev.play.module;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * What earlier tasks of a check run left for a module test's context, and what the module said it
 * assumes: resources ({@code kind:name}) and paths they create, the latest one whose effects check
 * mode cannot foresee, and the assumptions ({@link ModuleContext#assume}), each once, in order.
 */
public final class EarlierTasks {
  private Set<String> planned = Set.of();
  private String unforeseen;
  private final List<String> assumptions = new ArrayList<>();

  /** What earlier tasks create: {@code kind:name} entries and paths. */
  public void created(Collection<String> created) {
    planned = Set.copyOf(created);
  }

  /** The latest earlier task whose effects check mode cannot foresee; null for none. */
  public void unforeseen(String task) {
    unforeseen = task;
  }

  public boolean planned(String resource) {
    return planned.contains(resource);
  }

  /** Whether a path created is {@code path} or inside it. */
  public boolean pathPlanned(String path) {
    String prefix = path.endsWith("/") ? path : path + "/";
    return planned.stream().anyMatch(p -> p.equals(path) || p.startsWith(prefix));
  }

  public Optional<String> unforeseen() {
    return Optional.ofNullable(unforeseen);
  }

  public void assume(String why) {
    if (!assumptions.contains(why)) {
      assumptions.add(why);
    }
  }

  public List<String> assumptions() {
    return List.copyOf(assumptions);
  }
}
