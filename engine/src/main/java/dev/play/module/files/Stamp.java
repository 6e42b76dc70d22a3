package dev.play.module.files;

import static dev.play.value.Shell.quote;

import dev.play.module.ModuleFailure;

/**
 * A {@code modification_time} / {@code access_time} argument: {@code now}, {@code preserve}, or a
 * timestamp in Ansible's default format {@code %Y%m%d%H%M.%S} (host local time), which is also what
 * {@code touch -t} reads.
 */
record Stamp(String value) {
  public static final Stamp NOW = new Stamp("now");
  public static final Stamp PRESERVE = new Stamp("preserve");

  public static Stamp parse(String arg, String format, Stamp fallback, String name)
      throws ModuleFailure {
    if (format != null && !format.equals("%Y%m%d%H%M.%S")) {
      throw new ModuleFailure(name + "_format other than %Y%m%d%H%M.%S is not supported yet");
    }
    if (arg == null) {
      return fallback;
    }
    if (arg.equals("now") || arg.equals("preserve")) {
      return new Stamp(arg);
    }
    if (!arg.matches("\\d{12}\\.\\d{2}")) {
      throw new ModuleFailure(
          "Error while obtaining timestamp for "
              + name
              + ": '"
              + arg
              + "' does not match %Y%m%d%H%M.%S");
    }
    return new Stamp(arg);
  }

  public boolean preserve() {
    return value.equals("preserve");
  }

  /**
   * Whether a file whose time prints as {@code local} (stat's %y form) needs this stamp applied.
   */
  public boolean differs(String local) {
    return switch (value) {
      case "preserve" -> false;
      case "now" -> true;
      default -> !value.equals(touchForm(local));
    };
  }

  /** {@code 2024-05-01 12:30:07.123 +0200} as {@code 202405011230.07}. */
  static String touchForm(String local) {
    String d = local.replaceAll("[^0-9]", "");
    return d.length() < 14 ? "" : d.substring(0, 12) + "." + d.substring(12, 14);
  }

  /** touch options setting this stamp; {@code which} is {@code -m} or {@code -a}. */
  public String touchOption(String which) {
    return value.equals("now") ? which : which + " -t " + quote(value);
  }
}
