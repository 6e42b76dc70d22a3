package dev.play.module.packages;

import java.util.List;
import java.util.regex.Pattern;

/** An RPM package's name, epoch, version, release and architecture, as rpm and dnf print them. */
record Nevra(String name, String epoch, String version, String release, String arch) {

  /** {@code name|epoch|version|release|arch}, as the fact queries print it; null when malformed. */
  static Nevra parse(String fields) {
    String[] f = fields.split("\\|", -1);
    if (f.length < 5) {
      return null;
    }
    return new Nevra(f[0], f[1].equals("(none)") || f[1].isEmpty() ? "0" : f[1], f[2], f[3], f[4]);
  }

  /** {@code version-release}, with {@code epoch:} in front when not 0. */
  String evr() {
    return (epoch.equals("0") ? "" : epoch + ":") + version + "-" + release;
  }

  /** {@code name-version-release.arch}, as dnf names a package in its output. */
  @Override
  public String toString() {
    return name
        + "-"
        + (epoch.equals("0") ? "" : epoch + ":")
        + version
        + "-"
        + release
        + "."
        + arch;
  }

  /**
   * Whether a package spec names this package, in one of the forms dnf reads ({@code name}, {@code
   * name.arch}, {@code name-version}, {@code name-version-release}, with {@code .arch} or an {@code
   * epoch:}), each a glob ({@code *}, {@code ?}, {@code [...]}).
   */
  boolean matches(String spec) {
    Pattern p = glob(spec);
    String vr = version + "-" + release;
    String evr = epoch + ":" + vr;
    for (String form :
        List.of(
            name,
            name + "." + arch,
            name + "-" + version,
            name + "-" + vr,
            name + "-" + vr + "." + arch,
            name + "-" + evr,
            name + "-" + evr + "." + arch)) {
      if (p.matcher(form).matches()) {
        return true;
      }
    }
    return false;
  }

  static boolean isGlob(String spec) {
    return spec.chars().anyMatch(c -> c == '*' || c == '?' || c == '[');
  }

  private static Pattern glob(String spec) {
    StringBuilder re = new StringBuilder();
    for (int i = 0; i < spec.length(); i++) {
      char c = spec.charAt(i);
      switch (c) {
        case '*' -> re.append(".*");
        case '?' -> re.append('.');
        case '[', ']' -> re.append(c);
        default -> re.append(Pattern.quote(String.valueOf(c)));
      }
    }
    try {
      return Pattern.compile(re.toString());
    } catch (java.util.regex.PatternSyntaxException e) {
      return Pattern.compile(Pattern.quote(spec));
    }
  }
}
