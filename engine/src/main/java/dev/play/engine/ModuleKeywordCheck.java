package dev.play.engine;

import dev.play.error.PlayError;
import dev.play.error.Source;
import dev.play.playbook.CollectionSearch;
import dev.play.playbook.Keywords;
import dev.play.playbook.ModuleDefaults;
import dev.play.playbook.Templates;
import java.util.function.Consumer;
import java.util.regex.Pattern;

/**
 * Checks, before the run, what one node's {@code module_defaults} and {@code collections} name:
 * each {@code module_defaults} key must resolve to an action or group, as Ansible requires when it
 * loads them (an error naming where the key is written); a collection name that looks like a
 * template is used as written, with Ansible's warning, and one that is no collection name ({@code
 * namespace.name}) can never hold a module, which is warned too.
 */
final class ModuleKeywordCheck {
  private static final Pattern COLLECTION = Pattern.compile("[A-Za-z_]\\w*\\.[A-Za-z_]\\w*");

  private final ActionNames names;
  private final Consumer<String> warnings;

  ModuleKeywordCheck(ActionNames names, Consumer<String> warnings) {
    this.names = names;
    this.warnings = warnings;
  }

  ActionNames names() {
    return names;
  }

  /** Checks the keywords written on one node ({@code where}): not those it inherits. */
  void keywords(Keywords kw, Source where) {
    for (ModuleDefaults.Entry e : ModuleDefaults.of(kw.other("module_defaults")).entries()) {
      try {
        names.defaultsKey(e.key());
      } catch (IllegalArgumentException bad) {
        throw PlayError.parse(e.source(), bad.getMessage());
      }
    }
    for (String name : CollectionSearch.of(kw.other(CollectionSearch.KEYWORD))) {
      if (Templates.looksLike(name)) {
        warnings.accept(
            "\"collections\" is not templatable, but we found: "
                + name
                + ", it will not be templated and will be used \"as is\" (at "
                + where
                + ")");
      } else if (!COLLECTION.matcher(name).matches()) {
        warnings.accept(
            "'"
                + name
                + "' in \"collections\" is not a collection name (namespace.name): no module is"
                + " looked for in it (at "
                + where
                + ")");
      }
    }
  }
}
