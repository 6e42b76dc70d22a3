package dev.play.inventory;

import dev.play.error.PlayError;
import dev.play.error.Source;
import dev.play.error.Suggest;
import dev.play.value.PythonLiteral;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Parses an INI inventory the way Ansible's {@code ini} plugin does.
 *
 * <ul>
 *   <li>Lines before any section are hosts of {@code ungrouped}; {@code [g]} holds hosts, {@code
 *       [g:children]} group names, {@code [g:vars]} {@code key=value} lines. Blank lines and lines
 *       starting with {@code #} or {@code ;} are ignored.
 *   <li>A host line is split like {@code shlex.split(line, comments=True)}: {@code host:port},
 *       ranges ({@link HostRange}), then {@code key=value} words (quotes removed by the split, so
 *       {@code a="1"} is the int 1, as in Ansible).
 *   <li>Values, on host lines and in {@code :vars}, are read with {@link PythonLiteral}, Ansible's
 *       {@code ast.literal_eval}: {@code 1} int, {@code True} bool, {@code [1,2]} list, but {@code
 *       true}/{@code yes} stay strings. In {@code :vars} the value is everything after the first
 *       {@code =}, stripped, so quotes there do make a string: {@code x="1"} is "1".
 *   <li>As in Ansible (2.x and later), a group named in {@code [g:children]} or {@code [g:vars]}
 *       must be defined somewhere in the inventory (possibly later, or in an earlier source);
 *       otherwise the load fails, naming the line that refers to it.
 * </ul>
 */
final class IniInventoryParser {
  private static final Pattern SECTION =
      Pattern.compile("^\\[([^:\\]\\s]+)(?::(\\w+))?\\]\\s*(?:#.*)?$");
  private static final Pattern GROUP_NAME = Pattern.compile("^([^:\\]\\s]+)\\s*(?:#.*)?$");

  private final Path file;
  private final InventoryBuilder builder;
  private final Map<String, Pending> pending = new LinkedHashMap<>();
  private String group = "ungrouped";
  private String state = "hosts";
  private int lineNo;
  private String raw;

  /**
   * A group referred to before it is defined: from {@code [g:vars]} or a {@code :children} line.
   */
  private record Pending(String state, Source source, String raw, List<String> parents) {}

  private IniInventoryParser(Path file, InventoryBuilder builder) {
    this.file = file;
    this.builder = builder;
  }

  static void parse(Path file, String text, InventoryBuilder builder) {
    new IniInventoryParser(file, builder).parse(text);
  }

  private void parse(String text) {
    String[] lines = text.split("\\R", -1);
    for (int i = 0; i < lines.length; i++) {
      lineNo = i + 1;
      raw = lines[i];
      String line = raw.strip();
      if (!line.isEmpty() && line.charAt(0) != '#' && line.charAt(0) != ';') {
        parseLine(line);
      }
    }
    pending.entrySet().stream().findFirst().ifPresent(e -> undefined(e.getKey(), e.getValue()));
  }

  private void parseLine(String line) {
    Matcher m = SECTION.matcher(line);
    if (m.matches()) {
      section(m.group(1), m.group(2) == null ? "hosts" : m.group(2), line);
    } else if (line.startsWith("[") && line.endsWith("]")) {
      throw bad(
          line, 1, "a section header is [name], [name:children] or [name:vars], with no spaces");
    } else {
      switch (state) {
        case "hosts" -> hostLine(line);
        case "vars" -> varLine(line);
        default -> childLine(line);
      }
    }
  }

  private void section(String name, String type, String line) {
    if (!List.of("hosts", "children", "vars").contains(type)) {
      throw bad(
          line,
          raw.indexOf(':') + 2,
          "unknown section type '" + type + "', expected children or vars");
    }
    group = name;
    state = type;
    if (!builder.hasGroup(name)) {
      if (type.equals("vars") && !pending.containsKey(name)) {
        pending.put(name, new Pending("vars", here(1), raw, List.of()));
      }
      builder.addGroup(name);
    }
    Pending p = pending.get(name);
    if (p != null && !type.equals("vars")) {
      pending.remove(name);
      if (p.state().equals("children")) {
        p.parents().forEach(parent -> builder.addChild(parent, name, p.source()));
      }
    }
  }

  private void hostLine(String line) {
    List<ShellWords.Word> words;
    try {
      words = ShellWords.split(raw);
    } catch (ShellWords.Unbalanced e) {
      throw bad(line, e.index + 1, e.getMessage().toLowerCase(Locale.ROOT));
    }
    ShellWords.Word first = words.get(0);
    Map<String, Object> vars = new LinkedHashMap<>();
    HostAddress address = HostAddress.parse(first.text());
    if (address.port() != null) {
      vars.put("ansible_port", address.port());
    }
    for (ShellWords.Word w : words.subList(1, words.size())) {
      int eq = w.text().indexOf('=');
      if (eq < 0) {
        throw bad(line, w.start() + 1, "expected key=value host variable, got '" + w.text() + "'");
      }
      vars.put(w.text().substring(0, eq), PythonLiteral.valueOf(w.text().substring(eq + 1)));
    }
    for (String host : hostNames(address, first, line)) {
      builder.addHost(group, host, vars);
    }
  }

  private List<String> hostNames(HostAddress address, ShellWords.Word word, String line) {
    List<String> hosts;
    try {
      hosts = HostRange.expand(address.host());
    } catch (HostRange.InvalidRange e) {
      throw bad(line, word.start() + e.index() + 1, e.getMessage());
    }
    if (word.text().endsWith(":")) {
      throw bad(
          line,
          word.start() + word.text().length(),
          "a host name cannot end in ':', which introduces a port");
    }
    if (address.host().equals("---")) {
      throw bad(
          line,
          word.start() + 1,
          "this looks like YAML; give YAML inventories a .yml or .yaml name");
    }
    if (!builder.roomFor(hosts.size())) {
      throw bad(line, word.start() + 1, InventoryBuilder.TOO_MANY_ENTRIES);
    }
    return hosts;
  }

  private void varLine(String line) {
    int eq = line.indexOf('=');
    if (eq < 0) {
      throw bad(line, 1, "expected key=value in [" + group + ":vars]");
    }
    builder.setGroupVar(
        group,
        line.substring(0, eq).strip(),
        PythonLiteral.valueOf(line.substring(eq + 1).strip()));
  }

  private void childLine(String line) {
    Matcher m = GROUP_NAME.matcher(line);
    if (!m.matches()) {
      throw bad(line, 1, "expected a group name in [" + group + ":children]");
    }
    String child = m.group(1);
    if (builder.hasGroup(child)) {
      builder.addChild(group, child, here(column(child)));
      return;
    }
    Pending p = pending.get(child);
    List<String> parents = p == null ? new ArrayList<>() : p.parents();
    parents.add(group);
    if (p == null) {
      pending.put(child, new Pending("children", here(column(child)), raw, parents));
    }
  }

  private void undefined(String name, Pending p) {
    String message =
        p.state().equals("vars")
            ? "[" + name + ":vars] is not valid for undefined group '" + name + "'"
            : "[" + p.parents().getLast() + ":children] includes undefined group '" + name + "'";
    List<String> known =
        builder.groupNames().stream().filter(g -> !pending.containsKey(g)).toList();
    throw new PlayError(
        PlayError.Kind.PARSE,
        p.source(),
        message + Suggest.didYouMean(name, known),
        PlayError.Snippets.caret(p.raw(), p.source().column()));
  }

  private int column(String token) {
    return raw.indexOf(token) + 1;
  }

  private Source here(int column) {
    return new Source(file.toString(), lineNo, column);
  }

  private PlayError bad(String line, int column, String reason) {
    int col = Math.max(1, column);
    return new PlayError(
        PlayError.Kind.PARSE,
        here(col),
        "bad inventory line: '" + line + "': " + reason,
        PlayError.Snippets.caret(raw, col));
  }
}
