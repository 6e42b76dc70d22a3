package dev.play.module.system;

import static dev.play.value.Shell.quote;

import dev.play.connection.CommandResult;
import dev.play.connection.ConnectionException;
import dev.play.module.ArgSpec;
import dev.play.module.Args;
import dev.play.module.Module;
import dev.play.module.ModuleContext;
import dev.play.module.ModuleFailure;
import dev.play.module.Plan;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * {@code getent} (ansible.builtin): a Name Service Switch database ({@code passwd}, {@code group},
 * {@code hosts}, {@code services}, ...) or one key of it, read with {@code getent} and returned as
 * the fact {@code getent_<database>}: each entry's first field maps to its other fields (a key seen
 * again maps to the list of its entries). Never changes the host.
 */
final class GetentModule implements Module {
  private static final ArgSpec SPEC =
      ArgSpec.of("database!:str", "key:str", "service:str", "split:str", "fail_key:bool=true");
  private static final List<String> COLON_DATABASES =
      List.of("passwd", "shadow", "group", "gshadow");
  private static final Pattern WHITESPACE = Pattern.compile("\\s+");

  /**
   * What to read: the database, the key or null, the service or null, the field separator or null
   * for whitespace.
   */
  record Request(String database, String key, String service, String split, boolean failKey) {}

  @Override
  public String name() {
    return "getent";
  }

  @Override
  public ArgSpec spec() {
    return SPEC;
  }

  @Override
  public boolean plansFromProbes() {
    return true;
  }

  @Override
  public Plan plan(Args args, ModuleContext ctx) throws ModuleFailure, ConnectionException {
    String database = args.string("database");
    String given = args.stringOrNull("split");
    String split = given != null ? given : COLON_DATABASES.contains(database) ? ":" : null;
    Request r =
        new Request(
            database,
            args.stringOrNull("key"),
            args.stringOrNull("service"),
            split,
            args.bool("fail_key"));
    return plan(r, ctx.probe(script(r)));
  }

  /**
   * The command: getent found on PATH (or the sbin directories), then run with the database and
   * key.
   */
  static String script(Request r) {
    StringBuilder s =
        new StringBuilder("PATH=$PATH:/sbin:/usr/sbin:/usr/local/sbin\n")
            .append(
                "command -v getent >/dev/null 2>&1 || { echo \"getent: not found in $PATH\" >&2; exit 127; }\n")
            .append("getent ")
            .append(quote(r.database()));
    if (r.key() != null) {
      s.append(' ').append(quote(r.key()));
    }
    if (r.service() != null) {
      s.append(" -s ").append(quote(r.service()));
    }
    return s.toString();
  }

  /** The facts for getent's answer. Pure. */
  static Plan plan(Request r, CommandResult out) throws ModuleFailure {
    String tree = "getent_" + r.database();
    Map<String, Object> entries = new LinkedHashMap<>();
    switch (out.rc()) {
      case 0 -> entries = entries(out.stdout(), r.split());
      case 1 -> throw new ModuleFailure("Missing arguments, or database unknown.");
      case 2 -> {
        String msg = "One or more supplied key could not be found in the database.";
        if (r.failKey()) {
          throw new ModuleFailure(msg);
        }
        entries.put(r.key(), null);
        return Plan.noChange(msg, Map.of("ansible_facts", Map.of(tree, entries), "msg", msg));
      }
      case 3 -> throw new ModuleFailure("Enumeration not supported on this database.");
      case 127 ->
          throw new ModuleFailure(
              "Failed to find required executable \"getent\" in paths: "
                  + out.stderr().strip().replaceFirst("^getent: not found in ", ""));
      default -> throw new ModuleFailure("Unexpected failure!");
    }
    return Plan.noChange(
        entries.size() + " entries of " + r.database() + " read",
        Map.of("ansible_facts", Map.of(tree, entries)));
  }

  /** Each line split into fields: the first names the entry; a repeated name collects a list. */
  @SuppressWarnings("unchecked")
  static Map<String, Object> entries(String stdout, String split) {
    Map<String, Object> entries = new LinkedHashMap<>();
    Map<String, Integer> seen = new LinkedHashMap<>();
    for (String line : stdout.split("\r?\n")) {
      List<String> record = fields(line, split);
      if (record.isEmpty()) {
        continue;
      }
      String name = record.get(0);
      List<String> rest = new ArrayList<>(record.subList(1, record.size()));
      int count = seen.merge(name, 1, Integer::sum);
      if (count == 1) {
        entries.put(name, rest);
      } else {
        if (count == 2) {
          entries.put(name, new ArrayList<>(List.of(entries.get(name))));
        }
        ((List<Object>) entries.get(name)).add(rest);
      }
    }
    return entries;
  }

  /**
   * Python's {@code line.split(sep)}: on every separator, or on runs of whitespace (ends ignored)
   * without one.
   */
  private static List<String> fields(String line, String split) {
    if (split == null) {
      String stripped = line.strip();
      return stripped.isEmpty() ? List.of() : Arrays.asList(WHITESPACE.split(stripped));
    }
    if (line.isEmpty()) {
      return List.of();
    }
    return Arrays.asList(line.split(Pattern.quote(split), -1));
  }
}
