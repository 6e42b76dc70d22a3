package dev.play.bridge;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import dev.play.collection.InstalledCollections;
import dev.play.module.ModuleNames;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What {@code play doc} says of the modules that run with Ansible's code: one line each for the
 * list, and one module's own documentation (read by ansible-core, as ansible-doc reads it).
 */
public final class BridgedDocs {
  private static final Pattern SHORT = Pattern.compile("(?m)^short_description:\\s*(.+?)\\s*$");

  /**
   * The mark of a module play refuses: its action plugin runs on the controller, and play has none
   * for it.
   */
  static final String REFUSED = "[refused: needs its controller-side action plugin] ";

  private BridgedDocs() {}

  /**
   * The modules of the installed collections (all, or collection {@code only}) that play has no
   * native module for, with the name Ansible gives each and its short description: {@code
   * "community.general.pamd Manage PAM Modules"}.
   */
  public static List<String> list(
      InstalledCollections installed, ModuleNames natives, String only) {
    List<String[]> rows = new ArrayList<>();
    for (String collection : installed.names()) {
      if (only != null && !only.equals(collection)) {
        continue;
      }
      for (String fq : installed.pluginNames(collection, ModuleNames.TYPE)) {
        if (natives.byFqcn(fq).isEmpty()) {
          String summary =
              installed.pluginFile(fq, ModuleNames.TYPE).map(BridgedDocs::summary).orElse("");
          rows.add(
              new String[] {
                fq, BridgeResolver.needsMissingPlugin(installed, fq) ? REFUSED + summary : summary
              });
        }
      }
    }
    int width = Math.min(48, rows.stream().mapToInt(r -> r[0].length()).max().orElse(0));
    return rows.stream()
        .map(r -> String.format("%-" + (width + 2) + "s", r[0]) + r[1])
        .map(String::stripTrailing)
        .toList();
  }

  private static String summary(Path file) {
    try {
      Matcher m = SHORT.matcher(Files.readString(file));
      return m.find() ? m.group(1).replaceAll("^['\"]|['\"]$", "") : "";
    } catch (IOException | java.io.UncheckedIOException e) {
      return "";
    }
  }

  /** Module {@code m}'s own documentation: description, options, check mode and examples. */
  public static List<String> describe(BridgedModule m, ModulePacker packer)
      throws PackingException {
    JsonObject doc = packer.doc(m.file());
    List<String> out = new ArrayList<>();
    out.add(
        m.fqcn() + " (runs Ansible's own code on the host, which needs Python: docs/bridge.md)");
    out.add("  " + m.file());
    out.add("");
    out.add(doc.get("short_description").getAsString());
    for (JsonElement d : doc.getAsJsonArray("description")) {
      out.add("  " + d.getAsString());
    }
    out.add("");
    out.add("Options:");
    for (JsonElement e : doc.getAsJsonArray("options")) {
      out.add(option(e.getAsJsonObject()));
    }
    String check = doc.get("check_mode").getAsString();
    out.add("");
    out.add("Check mode: " + (check.isEmpty() ? "(not documented)" : check));
    String examples = doc.get("examples").getAsString();
    if (!examples.isBlank()) {
      out.add("");
      out.add("Examples:");
      examples.strip().lines().forEach(out::add);
    }
    return out;
  }

  /**
   * Whether module {@code m}'s own documentation has an option (by name or alias) for each of
   * {@code args}; false when it cannot be read.
   */
  public static boolean documents(
      BridgedModule m, ModulePacker packer, java.util.Collection<String> args) {
    java.util.Set<String> known = new java.util.HashSet<>();
    try {
      for (JsonElement e : packer.doc(m.file()).getAsJsonArray("options")) {
        JsonObject o = e.getAsJsonObject();
        known.add(o.get("name").getAsString());
        o.getAsJsonArray("aliases").forEach(a -> known.add(a.getAsString()));
      }
    } catch (PackingException | RuntimeException e) {
      return false;
    }
    return known.containsAll(args);
  }

  private static String option(JsonObject o) {
    StringBuilder s =
        new StringBuilder("  ")
            .append(o.get("name").getAsString())
            .append(" (")
            .append(o.get("type").getAsString());
    if (o.get("required").getAsBoolean()) {
      s.append(", required");
    }
    if (o.has("default") && !o.get("default").isJsonNull()) {
      s.append(", default ").append(o.get("default").getAsString());
    }
    s.append(")");
    appendList(s, "choices", o.getAsJsonArray("choices"));
    appendList(s, "aliases", o.getAsJsonArray("aliases"));
    return s.toString();
  }

  private static void appendList(StringBuilder s, String label, JsonArray values) {
    if (!values.isEmpty()) {
      List<String> all = new ArrayList<>();
      values.forEach(v -> all.add(v.getAsString()));
      s.append(" ").append(label).append(": ").append(String.join(", ", all));
    }
  }
}
