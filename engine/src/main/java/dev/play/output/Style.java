package dev.play.output;

/** ANSI colours, or none when output is not a terminal. */
public record Style(boolean enabled) {
  public String ok(String s) {
    return paint("32", s);
  }

  public String changed(String s) {
    return paint("33", s);
  }

  public String failed(String s) {
    return paint("31", s);
  }

  public String skipped(String s) {
    return paint("36", s);
  }

  /** Ansible's colour for warnings, bright purple. */
  public String warn(String s) {
    return bright("35", s);
  }

  /** Ansible's colour for deprecation warnings, purple. */
  public String deprecated(String s) {
    return paint("35", s);
  }

  /** Ansible's colour for debug lines ({@code task path:}), dark gray. */
  public String debug(String s) {
    return bright("30", s);
  }

  /** Ansible's colour for verbose lines, blue. */
  public String verbose(String s) {
    return paint("34", s);
  }

  public String forStatus(Status status, String s) {
    return switch (status) {
      case OK -> ok(s);
      case CHANGED -> changed(s);
      case SKIPPED -> skipped(s);
      case FAILED -> failed(s);
      case UNREACHABLE -> bright("31", s); // Ansible's colour for unreachable hosts, bright red
    };
  }

  private String bright(String code, String s) {
    return colour("1;" + code, s);
  }

  private String paint(String code, String s) {
    return colour("0;" + code, s);
  }

  /** As Ansible's {@code stringc}: each line of {@code s} coloured on its own. */
  private String colour(String code, String s) {
    if (!enabled) {
      return s;
    }
    StringBuilder out = new StringBuilder();
    for (String line : s.split("\n", -1)) {
      out.append(out.isEmpty() ? "" : "\n")
          .append("\u001b[")
          .append(code)
          .append('m')
          .append(line)
          .append("\u001b[0m");
    }
    return out.toString();
  }
}
