package dev.play.module.files;

import dev.play.inventory.Glob;
import dev.play.module.Args;
import dev.play.module.ModuleFailure;
import dev.play.module.kit.PythonRegex;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The arguments of {@code find}, checked and converted: name patterns compiled (globs as Python's
 * {@code fnmatch}, or Python regexes matched at the start of the name), {@code age} in seconds,
 * {@code size} in bytes.
 *
 * @param paths the directories to search
 * @param patterns names to select (empty: every name)
 * @param excludes names to leave out among those selected
 * @param regex the patterns are Python regexes matched at the start of a name, not globs
 * @param contains a Python regex the content must match, or null
 * @param wholeFile search {@code contains} in the whole file instead of matching each line's start
 * @param fileType {@code file}, {@code directory}, {@code link} or {@code any}
 * @param age seconds: at least this old, or (negative) at most; null for any age
 * @param ageStamp the time {@code age} is measured from
 * @param size bytes: at least this size, or (negative) at most; null for any size
 * @param recurse look below the paths' own entries
 * @param depth with {@code recurse}, how deep below a path to look (0 for no limit)
 */
record FindRequest(
    List<String> paths,
    List<Pattern> patterns,
    List<Pattern> excludes,
    boolean regex,
    String contains,
    boolean wholeFile,
    FileType fileType,
    Long age,
    AgeStamp ageStamp,
    Long size,
    boolean recurse,
    int depth,
    boolean hidden,
    boolean follow,
    boolean checksum) {
  /** Which of a file's times {@code age} is measured from ({@code age_stamp}). */
  enum AgeStamp {
    ATIME,
    CTIME,
    MTIME
  }

  /** The kind of entry selected ({@code file_type}). */
  enum FileType {
    ANY,
    DIRECTORY,
    FILE,
    LINK
  }

  private static final Pattern AGE = Pattern.compile("^(-?\\d+)([smhdw])?$");
  private static final Pattern SIZE = Pattern.compile("^(-?\\d+)([bkmgt])?$");
  private static final Map<String, Long> SECONDS =
      Map.of("s", 1L, "m", 60L, "h", 3600L, "d", 86400L, "w", 604800L);
  private static final Map<String, Long> BYTES =
      Map.of("b", 1L, "k", 1024L, "m", 1L << 20, "g", 1L << 30, "t", 1L << 40);

  public FindRequest {
    paths = List.copyOf(paths);
    patterns = List.copyOf(patterns);
    excludes = List.copyOf(excludes);
  }

  static FindRequest of(Args args) throws ModuleFailure {
    boolean regex = args.bool("use_regex");
    return new FindRequest(
        args.list("paths"),
        names(args.list("patterns"), regex),
        names(args.list("excludes"), regex),
        regex,
        args.stringOrNull("contains"),
        args.bool("read_whole_file"),
        args.enumValue("file_type", FileType.class),
        amount(args, "age", AGE, SECONDS),
        args.enumValue("age_stamp", AgeStamp.class),
        amount(args, "size", SIZE, BYTES),
        args.bool("recurse"),
        args.integer("depth"),
        args.bool("hidden"),
        args.bool("follow"),
        args.bool("get_checksum"));
  }

  /** Name patterns: Python regexes (matched at the start) or globs (matching the whole name). */
  private static List<Pattern> names(List<String> given, boolean regex) throws ModuleFailure {
    List<Pattern> out = new ArrayList<>();
    for (String p : given) {
      out.add(
          regex
              ? PythonRegex.compile(p, 0, "find", "pattern")
              : Pattern.compile(Glob.toRegex(p), Pattern.DOTALL));
    }
    return out;
  }

  /** {@code 2d}, {@code -1w}, {@code 10m}: the number times its unit, or null when absent. */
  private static Long amount(Args args, String name, Pattern form, Map<String, Long> units)
      throws ModuleFailure {
    String v = args.stringOrNull(name);
    if (v == null) {
      return null;
    }
    Matcher m = form.matcher(v.toLowerCase(Locale.ROOT));
    if (!m.matches()) {
      throw new ModuleFailure("failed to process " + name, Map.of(name, v));
    }
    return Long.parseLong(m.group(1)) * (m.group(2) == null ? 1 : units.get(m.group(2)));
  }

  /**
   * How deep the host lists (0: no limit): as Ansible's walk, one level past the depth selected.
   */
  int listDepth() {
    return recurse ? (depth > 0 ? depth + 1 : 0) : 1;
  }

  /** How deep below a path entries are selected (0: no limit). */
  int selectDepth() {
    return recurse ? depth : 1;
  }

  /** Whether the name passes {@code patterns} and {@code excludes} (Ansible's pfilter). */
  boolean nameMatches(String name) {
    boolean selected = patterns.isEmpty() || patterns.stream().anyMatch(p -> matches(p, name));
    return selected && excludes.stream().noneMatch(p -> matches(p, name));
  }

  /** A glob matches the whole name; a regex, as Python's {@code re.match}, its start. */
  private boolean matches(Pattern p, String name) {
    return regex ? p.matcher(name).lookingAt() : p.matcher(name).matches();
  }
}
