package dev.play.module.packages;

import static dev.play.value.Shell.quote;

import dev.play.connection.ConnectionException;
import dev.play.facts.ProbeResult;
import dev.play.module.ArgSpec;
import dev.play.module.Args;
import dev.play.module.Change;
import dev.play.module.Module;
import dev.play.module.ModuleContext;
import dev.play.module.ModuleFailure;
import dev.play.module.Plan;
import dev.play.module.kit.FileAttrs;
import dev.play.module.kit.LabeledChange;
import dev.play.module.kit.Lines;
import dev.play.module.kit.Modes;
import dev.play.module.kit.Presence;
import dev.play.module.kit.Probes;
import dev.play.module.kit.ShellChange;
import dev.play.module.kit.TextFile;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code apt_repository}: a one-line APT source ({@code deb [options] uri suite components}) in
 * {@code /etc/apt/sources.list.d/<filename>.list}. A source already present in any sources file
 * (whitespace aside) is no change; {@code update_cache} (default yes) refreshes apt after a change.
 */
final class AptRepositoryModule implements Module {
  private static final String SOURCES = "/etc/apt/sources.list /etc/apt/sources.list.d/*.list";
  private static final ArgSpec SPEC =
      ArgSpec.of(
              "repo!:str",
              "state:str=present [absent|present]",
              "filename:str",
              "mode:raw=0644",
              "update_cache:bool=true",
              "update_cache_retries:int=5",
              "update_cache_retry_max_delay:int=12",
              "validate_certs:bool=true",
              "codename:str",
              "install_python_apt:bool=true")
          .withAliases(Map.of("update-cache", "update_cache"))
          .withEnum("state", Presence.class);

  /** What the task asks for. */
  record Request(String repo, boolean present, String file, boolean updateCache, String mode) {}

  @Override
  public String name() {
    return "apt_repository";
  }

  @Override
  public ArgSpec spec() {
    return SPEC;
  }

  @Override
  public Plan plan(Args args, ModuleContext ctx) throws ModuleFailure, ConnectionException {
    String repo = normalize(args.string("repo"));
    if (repo.startsWith("ppa:")) {
      throw new ModuleFailure(
          "apt_repository: PPAs are not supported by play; give the deb line and its key");
    }
    String name = args.has("filename") ? args.string("filename") : suggestedName(repo);
    Request r =
        new Request(
            repo,
            args.enumValue("state", Presence.class) == Presence.PRESENT,
            "/etc/apt/sources.list.d/" + name + ".list",
            args.bool("update_cache"),
            args.string("mode"));
    TextFile file =
        new TextFile(r.file(), new FileAttrs(Modes.parse(r.mode()), null, null), true, false, null);
    String scan =
        "for f in "
            + SOURCES
            + "; do [ -f \"$f\" ] && grep -H '^[[:space:]]*deb' \"$f\" | sed 's/^/x_src=/';"
            + " done";
    Probes.WithExtra w = Probes.gather(ctx, file.probe(), scan);
    return plan(r, file, w.facts(), sources(w.extra().getOrDefault("src", "")), ctx.diffMode());
  }

  /** Whitespace collapsed, as Ansible compares sources. */
  static String normalize(String line) {
    return line.strip().replaceAll("\\s+", " ");
  }

  /**
   * Ansible's file name: the URI's host and path, other characters than letters and digits as
   * {@code _}.
   */
  static String suggestedName(String repo) {
    String line = repo.replaceAll("\\[[^\\]]+\\]", "").replaceAll("\\w+://", "");
    List<String> parts = new ArrayList<>();
    for (String p : line.strip().split("\\s+")) {
      if (!p.equals("deb") && !p.equals("deb-src")) {
        parts.add(p);
      }
    }
    String first = parts.isEmpty() ? "repository" : parts.get(0).replaceAll("^[^@/]*@", "");
    return String.join("_", first.replaceAll("[^a-zA-Z0-9]", " ").strip().split("\\s+"));
  }

  /** {@code file:line} lines to the files holding each normalized source line. Pure. */
  static Map<String, List<String>> sources(String scan) {
    Map<String, List<String>> out = new LinkedHashMap<>();
    for (String l : scan.split("\n")) {
      int colon = l.indexOf(':');
      if (colon > 0) {
        out.computeIfAbsent(normalize(l.substring(colon + 1)), k -> new ArrayList<>())
            .add(l.substring(0, colon));
      }
    }
    return out;
  }

  /** The plan for these facts. Pure. */
  static Plan plan(
      Request r,
      TextFile file,
      ProbeResult facts,
      Map<String, List<String>> sources,
      boolean diffMode)
      throws ModuleFailure {
    Map<String, Object> result = new LinkedHashMap<>();
    result.put("repo", r.repo());
    result.put("state", r.present() ? "present" : "absent");
    List<String> holders = sources.getOrDefault(r.repo(), List.of());
    List<Change> changes = new ArrayList<>();
    List<dev.play.diff.Diff> diffs = new ArrayList<>();
    if (r.present() && holders.isEmpty()) {
      List<String> lines = new ArrayList<>(Lines.split(file.current(facts, "")));
      if (!lines.isEmpty() && !Lines.endsWithNewline(lines.get(lines.size() - 1))) {
        lines.add("\n");
      }
      lines.add(r.repo() + "\n");
      Plan written =
          file.plan(
              facts,
              new TextFile.Edit(String.join("", lines), "source added", null),
              diffMode,
              result);
      written.changes().forEach(c -> changes.add(new LabeledChange("add " + r.repo(), c)));
      diffs.addAll(written.diffs());
      result.put("sources_added", List.of(r.file()));
    } else if (!r.present()) {
      holders.forEach(f -> changes.add(remove(r.repo(), f)));
    }
    if (!changes.isEmpty() && r.updateCache()) {
      changes.add(new AptRun("update the package cache", "apt-get update -q", 60));
    }
    if (changes.isEmpty()) {
      return Plan.noChange(
          r.present() ? "source present in " + String.join(", ", holders) : "source not present",
          result);
    }
    return Plan.changes(changes, diffs, result);
  }

  private static Change remove(String repo, String file) {
    String awk =
        "awk -v r="
            + quote(repo)
            + " '{l = $0; gsub(/[ \\t]+/, \" \", l); sub(/^ /, \"\", l); sub(/ $/, \"\", l);"
            + " if (l != r) print}' "
            + quote(file)
            + " > "
            + quote(file + ".play-tmp")
            + " && chmod --reference="
            + quote(file)
            + " "
            + quote(file + ".play-tmp")
            + " && mv "
            + quote(file + ".play-tmp")
            + " "
            + quote(file);
    return new ShellChange("remove " + repo + " from " + file, awk, "editing " + file + " failed");
  }
}
