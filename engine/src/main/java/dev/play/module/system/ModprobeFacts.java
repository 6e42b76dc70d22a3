package dev.play.module.system;

import static dev.play.value.Shell.quote;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A kernel module's state: loaded ({@code /proc/modules}) or built in, the {@code
 * /etc/modules-load.d/*.conf} files that list it, and its {@code options} lines in {@code
 * /etc/modprobe.d/*.conf}. One command; {@link #parse} is pure.
 */
record ModprobeFacts(
    boolean loaded,
    boolean builtin,
    List<String> listedIn,
    Map<String, String> options,
    boolean loadDirMissing,
    boolean optionsDirMissing,
    boolean modprobeMissing) {
  static final String LOAD_DIR = "/etc/modules-load.d";
  static final String OPTIONS_DIR = "/etc/modprobe.d";

  /** The kernel writes {@code nvidia_peermem} for {@code nvidia-peermem}. */
  static String kernelName(String name) {
    return name.replace('-', '_');
  }

  static String script(String name) {
    String n = quote(name);
    String k = quote(kernelName(name));
    return String.join(
        "\n",
        "if grep -q \"^\"" + k + "\" \" /proc/modules 2>/dev/null; then echo loaded=1;",
        "elif grep -q \"/\""
            + n
            + "\"\\.ko\" \"/lib/modules/$(uname -r)/modules.builtin\" 2>/dev/null; then echo builtin=1; fi",
        "[ -d " + LOAD_DIR + " ] || echo load_dir=missing",
        "[ -d " + OPTIONS_DIR + " ] || echo options_dir=missing",
        "for f in "
            + LOAD_DIR
            + "/*.conf; do [ -f \"$f\" ] && grep -qx -- "
            + n
            + " \"$f\" && echo \"listed=$f\"; done",
        "for f in "
            + OPTIONS_DIR
            + "/*.conf; do [ -f \"$f\" ] || continue; grep \"^options[[:space:]]\\{1,\\}\""
            + n
            + "\"\\([[:space:]]\\|$\\)\" \"$f\" | sed \"s|^|options=$f:|\"; done",
        "command -v modprobe >/dev/null 2>&1 || echo modprobe=missing",
        "true");
  }

  static ModprobeFacts parse(String out) {
    List<String> listed = new ArrayList<>();
    Map<String, String> options = new LinkedHashMap<>();
    boolean loaded = false;
    boolean builtin = false;
    for (String line : out.split("\n")) {
      if (line.startsWith("listed=")) {
        listed.add(line.substring(7));
      } else if (line.startsWith("options=")) {
        int colon = line.indexOf(':', 8);
        options.putIfAbsent(line.substring(8, colon), line.substring(colon + 1).strip());
      }
      loaded |= line.equals("loaded=1");
      builtin |= line.equals("builtin=1");
    }
    return new ModprobeFacts(
        loaded,
        builtin,
        listed,
        options,
        out.contains("load_dir=missing"),
        out.contains("options_dir=missing"),
        out.contains("modprobe=missing"));
  }
}
