package dev.play.module.files;

import static dev.play.value.Shell.quote;

import dev.play.module.ModuleFailure;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The second command of {@code find}, only with {@code contains} or {@code get_checksum}: for each
 * selected regular file (names on standard input, NUL-separated) whether its content matches
 * ({@code grep -P}: Perl regexes, which read Python's the same in all but rare cases; each line's
 * start, or with {@code read_whole_file} anywhere in the file) and its SHA-1.
 *
 * @param contains the Python regex, or null
 * @param wholeFile search the whole file rather than each line's start
 * @param checksum whether to report SHA-1s
 */
record FindContent(String contains, boolean wholeFile, boolean checksum) {
  /** What the command found for one file. */
  record Checked(boolean matches, String sha1) {}

  boolean needed() {
    return contains != null || checksum;
  }

  String script() {
    String pattern = contains == null ? "" : wholeFile ? contains : "^(?:" + contains + ")";
    return "PAT="
        + quote(pattern)
        + " Z="
        + (wholeFile ? "-z" : "''")
        + " CK="
        + (checksum ? "1" : "''")
        + " xargs -0 sh -c 'for f do m=1; if [ -n \"$PAT\" ]; then grep -qsP $Z -e \"$PAT\" -- \"$f\" || m=0; fi; "
        + "c=; if [ -n \"$CK\" ] && [ $m = 1 ]; then c=$(sha1sum < \"$f\") && c=${c%% *}; fi; "
        + "printf \"%s\\0%s\\0\" \"$m\" \"$c\"; done' sh\n";
  }

  /** The file names for standard input. */
  static byte[] input(List<FindEntry> files) {
    StringBuilder names = new StringBuilder();
    files.forEach(f -> names.append(f.path()).append('\0'));
    return names.toString().getBytes(StandardCharsets.UTF_8);
  }

  /** One answer per file, in order. Pure. */
  static List<Checked> parse(String out, int files) throws ModuleFailure {
    String[] fields = out.split("\0", -1);
    if (fields.length < 2 * files) {
      throw new ModuleFailure(
          "find: cannot read the host's answer for contains/get_checksum", Map.of("stdout", out));
    }
    List<Checked> checked = new ArrayList<>();
    for (int i = 0; i < files; i++) {
      String sha1 = fields[2 * i + 1];
      checked.add(new Checked(fields[2 * i].equals("1"), sha1.isEmpty() ? null : sha1));
    }
    return checked;
  }
}
