package dev.play.collection;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * What Ansible 2.14's runtime files ({@code ansible/config/ansible_builtin_runtime.yml} and each
 * collection's {@code meta/runtime.yml}) say about the names of play's native modules and lookups,
 * so that play resolves them as Ansible does without Ansible installed: the names redirected to
 * them, and the action groups holding them. The bundled table is {@code ansible-routing.txt} beside
 * this class, one fact a line:
 *
 * <pre>
 * redirect TYPE NAME TARGET      Ansible routes NAME (a plugin of TYPE: modules, action, lookup) to TARGET
 * action FQCN                    play's module FQCN is an action plugin in Ansible (found before modules)
 * group GROUP MEMBER...          the action group GROUP holds these of play's modules
 * extend GROUP OTHER...          GROUP also holds the actions of each OTHER group (metadata: extend_group)
 * newer FQCN SINCE...            a native module that the installed Ansible lacks, added by SINCE
 * group-newer GROUP FQCN         FQCN is in GROUP from the version that added it
 * </pre>
 *
 * Every name is fully qualified. {@code AnsibleRoutingTest} regenerates the table from the
 * installed runtime files and keeps the {@code newer} lines, which are written by hand.
 */
public final class AnsibleRouting {
  private static final String RESOURCE = "ansible-routing.txt";

  private final Map<String, Map<String, String>> redirects;
  private final Map<String, List<String>> groups;
  private final Map<String, List<String>> extensions;
  private final Map<String, String> newer;
  private final Set<String> actions;

  private AnsibleRouting(
      Map<String, Map<String, String>> redirects,
      Map<String, List<String>> groups,
      Map<String, List<String>> extensions,
      Map<String, String> newer,
      Set<String> actions) {
    this.actions = actions;
    this.redirects = redirects;
    this.groups = groups;
    this.extensions = extensions;
    this.newer = newer;
  }

  /** The table shipped with play. */
  public static AnsibleRouting bundled() {
    return Bundled.TABLE;
  }

  /**
   * The table written in {@code lines} ({@code #} starts a comment); {@code origin} names it in
   * errors.
   */
  public static AnsibleRouting parse(List<String> lines, String origin) {
    Builder b = new Builder();
    for (int i = 0; i < lines.size(); i++) {
      String line = lines.get(i).strip();
      if (!line.isEmpty() && !line.startsWith("#")) {
        b.add(Arrays.asList(line.split("\\s+")), origin + ":" + (i + 1));
      }
    }
    return b.build();
  }

  /**
   * Where Ansible routes {@code name}, a plugin of {@code type} ({@code modules}, {@code action},
   * {@code lookup}).
   */
  public Optional<String> redirect(String type, String name) {
    return Optional.ofNullable(redirects.getOrDefault(type, Map.of()).get(name));
  }

  /** Every redirect of {@code type}: name to target, in the table's order. */
  public Map<String, String> redirects(String type) {
    return redirects.getOrDefault(type, Map.of());
  }

  /** Action groups and the native modules in each (those of newer versions included). */
  public Map<String, List<String>> groups() {
    return groups;
  }

  /** Groups that extend others: the groups whose actions each also holds. */
  public Map<String, List<String>> extensions() {
    return extensions;
  }

  /** The native modules that are action plugins in Ansible, fully qualified. */
  public Set<String> actions() {
    return actions;
  }

  /** Native modules the installed Ansible lacks, each with the version that added it. */
  public Map<String, String> newer() {
    return newer;
  }

  /** Reads the bundled table once, on first use. */
  private static final class Bundled {
    static final AnsibleRouting TABLE = load();

    private static AnsibleRouting load() {
      try (InputStream in = AnsibleRouting.class.getResourceAsStream(RESOURCE)) {
        if (in == null) {
          throw new IllegalStateException("missing resource " + RESOURCE);
        }
        BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
        return parse(r.lines().toList(), RESOURCE);
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
  }

  /** Collects the lines of a table. */
  private static final class Builder {
    private final Map<String, Map<String, String>> redirects = new LinkedHashMap<>();
    private final Map<String, Set<String>> groups = new LinkedHashMap<>();
    private final Map<String, List<String>> extensions = new LinkedHashMap<>();
    private final Map<String, String> newer = new LinkedHashMap<>();
    private final Set<String> actions = new LinkedHashSet<>();

    void add(List<String> words, String at) {
      String kind = words.get(0);
      List<String> rest = words.subList(1, words.size());
      switch (kind) {
        case "redirect" -> {
          need(rest, 3, at);
          redirects
              .computeIfAbsent(rest.get(0), t -> new LinkedHashMap<>())
              .put(rest.get(1), rest.get(2));
        }
        case "group", "group-newer" -> {
          need(rest, 2, at);
          groups
              .computeIfAbsent(rest.get(0), g -> new LinkedHashSet<>())
              .addAll(rest.subList(1, rest.size()));
        }
        case "extend" -> {
          need(rest, 2, at);
          extensions.put(rest.get(0), List.copyOf(rest.subList(1, rest.size())));
        }
        case "action" -> {
          need(rest, 1, at);
          actions.addAll(rest);
        }
        case "newer" -> {
          need(rest, 2, at);
          newer.put(rest.get(0), String.join(" ", rest.subList(1, rest.size())));
        }
        default -> throw new IllegalStateException(at + ": unknown kind of line '" + kind + "'");
      }
    }

    private static void need(List<String> words, int count, String at) {
      if (words.size() < count) {
        throw new IllegalStateException(
            at + ": expected at least " + count + " words after the kind");
      }
    }

    AnsibleRouting build() {
      Map<String, Map<String, String>> r = new LinkedHashMap<>();
      redirects.forEach((type, names) -> r.put(type, java.util.Collections.unmodifiableMap(names)));
      Map<String, List<String>> g = new LinkedHashMap<>();
      groups.forEach((name, members) -> g.put(name, List.copyOf(new ArrayList<>(members))));
      return new AnsibleRouting(
          java.util.Collections.unmodifiableMap(r),
          java.util.Collections.unmodifiableMap(g),
          java.util.Collections.unmodifiableMap(extensions),
          java.util.Collections.unmodifiableMap(newer),
          java.util.Collections.unmodifiableSet(actions));
    }
  }
}
