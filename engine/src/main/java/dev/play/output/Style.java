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

  public String warn(String s) {
    return paint("35", s);
  }

  public String forStatus(Status status, String s) {
    return switch (status) {
      case OK -> ok(s);
      case CHANGED -> changed(s);
      case SKIPPED -> skipped(s);
      case FAILED, UNREACHABLE -> failed(s);
    };
  }

  private String paint(String code, String s) {
    return enabled ? "\u001b[0;" + code + "m" + s + "\u001b[0m" : s;
  }
}
