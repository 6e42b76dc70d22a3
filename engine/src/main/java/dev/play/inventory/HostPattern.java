package dev.play.inventory;

import dev.play.error.PlayError;
import dev.play.error.Source;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

/**
 * Ansible host patterns, for a play's {@code hosts:} and for {@code --limit}.
 *
 * <p>Terms are separated by {@code ,} (or by {@code :} when there is no comma; a {@code :} inside
 * {@code [...]} does not separate). A term is a host or group name, {@code all}, a glob ({@code
 * web*}, {@code db?}, {@code *.example.com}, {@code [ab]*}), a regex after {@code ~} (matched from
 * the start of the name), an {@code @file} of patterns (one a line), and may end in a subscript:
 * {@code web[0]}, {@code web[-1]}, {@code web[1:3]} (inclusive), {@code web[2:]}. A term prefixed
 * {@code &} intersects, {@code !} excludes. As in Ansible, plain terms are applied first (in their
 * order), then intersections, then exclusions; with only {@code &}/{@code !} terms, {@code all} is
 * implied.
 *
 * <p>Order: union terms keep their order; within a term, hosts come in inventory order. A term
 * matching nothing is no error: {@link Result#warnings()} says "Could not match supplied host
 * pattern, ignoring: x" as Ansible does. {@code localhost}, {@code 127.0.0.1} and {@code ::1}
 * select the implicit localhost when the inventory lacks them and they are named explicitly; {@code
 * all} and globs never do. A subscript out of range, a bad regex and a missing {@code @file} are
 * {@link PlayError}s of kind OPTIONS.
 */
public final class HostPattern {
  private static final Pattern TERM = Pattern.compile("(?:[^\\s:\\[\\]]|\\[[^\\]]*\\])+");
  private static final Pattern SUBSCRIPT =
      Pattern.compile("^(.+)\\[(?:(-?[0-9]+)|([0-9]+)([:-])([0-9]*))\\]$");
  private static final Pattern IPV6 =
      Pattern.compile("^[0-9a-fA-F]*:[0-9a-fA-F:.]*:[0-9a-fA-F:.]*$");

  private final Inventory inventory;
  private final List<String> warnings = new ArrayList<>();

  private HostPattern(Inventory inventory) {
    this.inventory = inventory;
  }

  /** Matching hosts and the warnings Ansible would print. */
  public record Result(List<String> hosts, List<String> warnings) {
    public Result {
      hosts = List.copyOf(hosts);
      warnings = List.copyOf(warnings);
    }
  }

  /** The hosts {@code pattern} selects; see {@link #evaluate} for the warnings too. */
  public static List<String> select(String pattern, Inventory inventory) {
    return evaluate(pattern, inventory).hosts();
  }

  public static Result evaluate(String pattern, Inventory inventory) {
    return evaluate(List.of(pattern), inventory);
  }

  /**
   * The hosts of several patterns taken together (exclusions apply to all), as Ansible's {@code
   * get_hosts}.
   */
  public static Result evaluate(List<String> patterns, Inventory inventory) {
    HostPattern p = new HostPattern(inventory);
    List<String> terms = new ArrayList<>();
    patterns.forEach(pattern -> terms.addAll(split(pattern)));
    return new Result(p.evaluate(p.terms(terms)), p.warnings);
  }

  /**
   * {@code hosts} restricted to those {@code limitPattern} selects (order kept), as {@code
   * --limit}.
   */
  public static List<String> limit(List<String> hosts, String limitPattern, Inventory inventory) {
    return limitResult(hosts, limitPattern, inventory).hosts();
  }

  public static Result limitResult(List<String> hosts, String limitPattern, Inventory inventory) {
    Result allowed = evaluate(limitPattern, inventory);
    Set<String> set = Set.copyOf(allowed.hosts());
    return new Result(hosts.stream().filter(set::contains).toList(), allowed.warnings());
  }

  /** The terms of a pattern, split as Ansible's {@code split_host_pattern}. */
  static List<String> split(String pattern) {
    List<String> out = new ArrayList<>();
    if (pattern.contains(",")) {
      out.addAll(List.of(pattern.split(",")));
    } else if (IPV6.matcher(pattern.strip()).matches()) {
      out.add(pattern);
    } else {
      Matcher m = TERM.matcher(pattern);
      while (m.find()) {
        out.add(m.group());
      }
    }
    return out.stream().map(String::strip).filter(s -> !s.isEmpty()).toList();
  }

  /** Expands {@code @file} terms into the patterns the file lists, one a line. */
  private List<String> terms(List<String> raw) {
    List<String> out = new ArrayList<>();
    for (String term : raw) {
      if (term.startsWith("@")) {
        out.addAll(readPatternFile(term.substring(1)));
      } else {
        out.add(term);
      }
    }
    return out;
  }

  private static List<String> readPatternFile(String name) {
    Path file = Path.of(name);
    if (!Files.isRegularFile(file)) {
      throw new PlayError(
          PlayError.Kind.OPTIONS,
          Source.of(name),
          Files.isDirectory(file)
              ? "a limit starting with '@' must name a file, not a directory"
              : "cannot find limit file");
    }
    try {
      return Files.readAllLines(file).stream()
          .map(String::strip)
          .filter(s -> !s.isEmpty())
          .toList();
    } catch (IOException e) {
      throw new PlayError(
          PlayError.Kind.OPTIONS, Source.of(name), "cannot read limit file: " + e.getMessage());
    }
  }

  private List<String> evaluate(List<String> terms) {
    List<String> regular =
        terms.stream().filter(t -> !t.startsWith("&") && !t.startsWith("!")).toList();
    List<String> ordered =
        new ArrayList<>(regular.isEmpty() && !terms.isEmpty() ? List.of("all") : regular);
    terms.stream().filter(t -> t.startsWith("&")).forEach(ordered::add);
    terms.stream().filter(t -> t.startsWith("!")).forEach(ordered::add);
    Set<String> hosts = new LinkedHashSet<>();
    for (String term : ordered) {
      if (term.startsWith("!")) {
        matchOne(term.substring(1)).forEach(hosts::remove);
      } else if (term.startsWith("&")) {
        hosts.retainAll(Set.copyOf(matchOne(term.substring(1))));
      } else {
        hosts.addAll(inventory.host(term).isPresent() ? List.of(term) : matchOne(term));
      }
    }
    return List.copyOf(hosts);
  }

  private List<String> matchOne(String term) {
    Matcher m = term.startsWith("~") ? null : SUBSCRIPT.matcher(term);
    if (m == null || !m.matches()) {
      return enumerate(term);
    }
    List<String> hosts = enumerate(m.group(1));
    if (m.group(2) != null) {
      return List.of(index(hosts, Integer.parseInt(m.group(2)), term));
    }
    if (m.group(4).equals("-")) {
      warnings.add("Use [x:y] inclusive subscripts instead of [x-y] in '" + term + "'");
    }
    int start = Math.min(Integer.parseInt(m.group(3)), hosts.size());
    int end =
        m.group(5).isEmpty()
            ? hosts.size()
            : Math.min(Integer.parseInt(m.group(5)) + 1, hosts.size());
    return start < end ? hosts.subList(start, end) : List.of();
  }

  private static String index(List<String> hosts, int i, String term) {
    int at = i < 0 ? hosts.size() + i : i;
    if (at < 0 || at >= hosts.size()) {
      throw new PlayError(
          PlayError.Kind.OPTIONS,
          Source.UNKNOWN,
          "No hosts matched the subscripted pattern '" + term + "'");
    }
    return hosts.get(at);
  }

  private List<String> enumerate(String expr) {
    Pattern pattern = compile(expr);
    Set<String> out = new LinkedHashSet<>();
    List<String> groups =
        inventory.groups().stream()
            .map(Group::name)
            .filter(g -> matches(pattern, expr, g))
            .toList();
    groups.forEach(g -> out.addAll(inventory.hostsOf(g)));
    if (groups.isEmpty() || expr.startsWith("~") || expr.matches(".*[.?*\\[].*")) {
      inventory.hostNames().stream().filter(h -> matches(pattern, expr, h)).forEach(out::add);
    }
    if (out.isEmpty() && inventory.isImplicit(expr)) {
      out.add(expr);
    }
    if (out.isEmpty() && groups.isEmpty() && !expr.equals("all")) {
      warnings.add("Could not match supplied host pattern, ignoring: " + expr);
    }
    return List.copyOf(out);
  }

  private static boolean matches(Pattern pattern, String expr, String name) {
    Matcher m = pattern.matcher(name);
    return expr.startsWith("~") ? m.lookingAt() : m.matches();
  }

  private static Pattern compile(String expr) {
    try {
      return Pattern.compile(
          expr.startsWith("~") ? expr.substring(1) : Glob.toRegex(expr), Pattern.DOTALL);
    } catch (PatternSyntaxException e) {
      throw new PlayError(
          PlayError.Kind.OPTIONS,
          Source.UNKNOWN,
          "invalid host pattern '" + expr + "': " + e.getDescription());
    }
  }
}
