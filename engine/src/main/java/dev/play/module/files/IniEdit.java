package dev.play.module.files;

import dev.play.module.kit.Lines;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The edit of community.general.ini_file (6.x) on a file's lines, with its exact results, quirks
 * included: commented-out settings ({@code #opt = x}, {@code ;opt}) count as the option when
 * setting it, the settings outside any section form a section of their own (the task's {@code
 * section} null), a new file starts with an empty line, and a missing final newline is added. Pure.
 *
 * @param section the section, or null for the settings before the first section
 * @param option the option, or null for the section as a whole
 * @param values the values wanted (or to remove), without repeats
 * @param present state present (else absent)
 * @param exclusive whether other values of the option go
 * @param assignment {@code %s = %s} or, with no_extra_spaces, {@code %s=%s}
 * @param allowNoValue whether the option may stand alone, without {@code =}
 */
record IniEdit(
    String section,
    String option,
    List<String> values,
    boolean present,
    boolean exclusive,
    String assignment,
    boolean allowNoValue) {
  /** The new text and Ansible's message ({@code OK} when nothing changed). */
  record Outcome(String text, String msg) {}

  private static final String GLOBAL = "ad01e11446efb704fcdbdb21f2c43757423d91c5";
  private static final Pattern BLANK_OR_COMMENT =
      Pattern.compile("[ \\t]*([#;].*)?$", Pattern.UNIX_LINES);

  /** The lines of one section being edited, with which of them the edit set. */
  private static final class Section {
    final List<String> lines;
    final List<Boolean> set = new ArrayList<>();
    String msg = "OK";

    Section(List<String> lines) {
      this.lines = new ArrayList<>(lines);
      lines.forEach(l -> set.add(false));
    }

    void put(int i, String line) {
      if (!lines.get(i).equals(line)) {
        msg = "option changed";
      }
      lines.set(i, line);
      set.set(i, true);
    }

    void remove(int i) {
      lines.remove(i);
      set.remove(i);
      msg = "option changed";
    }

    void insert(int i, String line) {
      lines.add(i, line);
      set.add(i, true);
      msg = "option added";
    }
  }

  Outcome apply(String original) {
    List<String> lines =
        new ArrayList<>(
            Lines.split(original.startsWith("\uFEFF") ? original.substring(1) : original));
    if (lines.isEmpty()) {
      lines.add("\n");
    }
    int last = lines.size() - 1;
    if (!lines.get(last).endsWith("\n")) {
      lines.set(last, lines.get(last) + "\n");
    }
    String name = section == null || section.isEmpty() ? GLOBAL : section;
    lines.add(0, "[" + GLOBAL + "]");
    lines.add("[");
    int[] bounds = bounds(lines, name);
    boolean found = bounds[0] >= 0;
    int start = Math.max(bounds[0], 0);
    int end = Math.max(bounds[1], 0);
    Section s = new Section(lines.subList(start, end));
    List<String> wanted = new ArrayList<>(values);
    if (present) {
      set(s, wanted);
    } else {
      unset(s);
    }
    List<String> out = new ArrayList<>(lines.subList(0, start));
    out.addAll(s.lines);
    out.addAll(lines.subList(end, lines.size()));
    out.remove(0);
    out.remove(out.size() - 1);
    String msg = s.msg;
    if (!found && present) {
      msg = addSection(out, name, wanted);
    }
    return new Outcome(String.join("", out), msg);
  }

  /** Where the section starts and where the next one starts; -1 and 0 when it is not there. */
  private static int[] bounds(List<String> lines, String name) {
    int start = -1;
    for (int i = 0; i < lines.size(); i++) {
      if (lines.get(i).startsWith("[" + name + "]")) {
        start = i;
      } else if (lines.get(i).startsWith("[") && start >= 0) {
        return new int[] {start, i};
      }
    }
    return new int[] {start, 0};
  }

  private void set(Section s, List<String> wanted) {
    boolean bare = option != null && setExisting(s, wanted);
    if (exclusive && !allowNoValue && option != null) {
      replaceOthers(s, wanted);
    }
    for (int i = s.lines.size(); i > 0; i--) {
      if (!BLANK_OR_COMMENT.matcher(s.lines.get(i - 1)).lookingAt()) {
        if (option != null && !wanted.isEmpty()) {
          for (String v : wanted.reversed()) {
            s.insert(i, assignment.formatted(option, v));
          }
        } else if (option != null && allowNoValue && !bare) {
          s.insert(i, option + "\n");
        }
        return;
      }
    }
  }

  /**
   * Lines already holding a wanted value are rewritten in the task's format; returns whether a bare
   * option is there.
   */
  private boolean setExisting(Section s, List<String> wanted) {
    boolean bare = false;
    for (int i = 0; i < s.lines.size(); i++) {
      Matcher m = match(s.lines.get(i), true);
      if (m == null) {
        continue;
      }
      String value = m.group(6);
      if (!wanted.isEmpty() && wanted.contains(value)) {
        boolean alone = value.isEmpty() && allowNoValue;
        bare |= alone;
        s.put(i, alone ? option + "\n" : assignment.formatted(option, value));
        wanted.remove(value);
      } else if (wanted.isEmpty() && allowNoValue) {
        s.put(i, option + "\n");
        return true;
      }
    }
    return bare;
  }

  /** exclusive: other lines of the option take the values still wanted, the rest go. */
  private void replaceOthers(Section s, List<String> wanted) {
    for (int i = 0; i < s.lines.size() && !wanted.isEmpty(); i++) {
      if (!s.set.get(i) && match(s.lines.get(i), true) != null) {
        s.put(i, assignment.formatted(option, wanted.remove(0)));
      }
    }
    for (int i = s.lines.size() - 1; i > 0; i--) {
      if (!s.set.get(i) && match(s.lines.get(i), true) != null) {
        s.remove(i);
      }
    }
  }

  private void unset(Section s) {
    if (option == null) {
      if (!s.lines.isEmpty()) {
        s.lines.clear();
        s.msg = "section removed";
      }
      return;
    }
    for (int i = s.lines.size() - 1; i >= 0; i--) {
      Matcher m = match(s.lines.get(i), false);
      if (m != null && (exclusive || (!values.isEmpty() && values.contains(m.group(6))))) {
        s.remove(i);
      }
    }
  }

  private String addSection(List<String> out, String name, List<String> wanted) {
    out.add("[" + name + "]\n");
    if (option != null && !wanted.isEmpty()) {
      wanted.forEach(v -> out.add(assignment.formatted(option, v)));
      return "section and option added";
    }
    if (option != null && allowNoValue) {
      out.add(option + "\n");
      return "section and option added";
    }
    return "only section added";
  }

  /**
   * The option's line ({@code opt = value}, {@code opt}), commented out too when {@code commented}.
   */
  private Matcher match(String line, boolean commented) {
    String prefix = commented ? "[#;]?" : "";
    Pattern p =
        Pattern.compile(
            prefix + "( |\\t)*(" + Pattern.quote(option) + ")( |\\t)*(=|$)( |\\t)*(.*)",
            Pattern.UNIX_LINES);
    Matcher m = p.matcher(line);
    return m.lookingAt() ? m : null;
  }
}
