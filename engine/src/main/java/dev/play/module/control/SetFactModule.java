package dev.play.module.control;

import dev.play.module.ArgSpec;
import dev.play.module.Args;
import dev.play.module.Module;
import dev.play.module.ModuleContext;
import dev.play.module.ModuleFailure;
import dev.play.module.Plan;
import dev.play.value.Values;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * {@code set_fact}: every argument but {@code cacheable} becomes a host fact, values as templated
 * (native types kept). As in Ansible, the strings true/false/yes/no become booleans. With {@code
 * cacheable: true} the result says so under Ansible's internal key {@value Module#FACTS_CACHEABLE},
 * which the engine takes out of it: the facts then also go to the fact cache.
 */
final class SetFactModule implements Module {
  private static final ArgSpec SPEC = ArgSpec.of(ArgSpec.ANY + ":raw", "cacheable:bool=false");
  private static final Pattern IDENTIFIER = Pattern.compile("[A-Za-z_][A-Za-z0-9_]*");
  private static final Set<String> BOOLEAN_WORDS = Set.of("true", "false", "yes", "no");

  @Override
  public String name() {
    return "set_fact";
  }

  @Override
  public boolean instant() {
    return true;
  }

  @Override
  public ArgSpec spec() {
    return SPEC;
  }

  @Override
  public Plan plan(Args args, ModuleContext ctx) throws ModuleFailure {
    Map<String, Object> facts = new LinkedHashMap<>();
    for (Map.Entry<String, Object> e : args.asMap().entrySet()) {
      if (!e.getKey().equals("cacheable")) {
        facts.put(checkedName(e.getKey()), value(e.getValue()));
      }
    }
    if (facts.isEmpty()) {
      throw new ModuleFailure(
          "No key/value pairs provided, at least one is required for this action to succeed");
    }
    Map<String, Object> result = new LinkedHashMap<>();
    result.put("ansible_facts", Values.frozenMap(facts));
    if (args.bool("cacheable")) {
      result.put(Module.FACTS_CACHEABLE, true);
    }
    return Plan.noChange("facts set", result);
  }

  private static String checkedName(String name) throws ModuleFailure {
    if (!IDENTIFIER.matcher(name).matches()) {
      throw new ModuleFailure(
          "The variable name '"
              + name
              + "' is not valid. Variables must start with a letter "
              + "or underscore character, and contain only letters, numbers and underscores.");
    }
    return name;
  }

  private static Object value(Object v) {
    if (v instanceof String s && BOOLEAN_WORDS.contains(s.toLowerCase(Locale.ROOT))) {
      return Args.toBool(s);
    }
    return v;
  }
}
