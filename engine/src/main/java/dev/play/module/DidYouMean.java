package dev.play.module;

import dev.play.error.Suggest;
import dev.play.playbook.CollectionSearch;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The suggestion for a module name that resolves to nothing: the module of that short name under
 * its real collection ({@code community.general.copy}: {@code ansible.builtin.copy}), else the
 * nearest name that does resolve, written the same way (short, or fully qualified).
 */
final class DidYouMean {
  private DidYouMean() {}

  /** {@code " (did you mean 'x'?)"} or the empty string. */
  static String module(ModuleRegistry registry, String action, List<String> collections) {
    String last = action.substring(action.lastIndexOf('.') + 1);
    Optional<Module> sameName = registry.byShortName(last);
    if (sameName.isPresent()) {
      return " (did you mean '" + sameName.get().fqcn() + "'?)";
    }
    return Suggest.didYouMean(action, candidates(registry, action.contains("."), collections));
  }

  private static List<String> candidates(
      ModuleRegistry registry, boolean qualified, List<String> collections) {
    List<String> out = new ArrayList<>();
    for (String name : registry.shortNames()) {
      Module m = registry.byShortName(name).orElseThrow();
      registry.names().namesOf(m, collections).stream()
          .filter(n -> n.contains(".") == qualified)
          .forEach(out::add);
    }
    for (String action : ModuleRegistry.ENGINE_ACTIONS) {
      if (qualified) {
        out.add(CollectionSearch.BUILTIN + "." + action);
        out.add(CollectionSearch.LEGACY + "." + action);
      } else {
        out.add(action);
      }
    }
    return out;
  }
}
