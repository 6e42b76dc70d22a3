package dev.play.module.containers;

import dev.play.connection.CommandResult;
import dev.play.connection.ConnectionException;
import dev.play.module.ArgSpec;
import dev.play.module.Args;
import dev.play.module.Change;
import dev.play.module.Module;
import dev.play.module.ModuleContext;
import dev.play.module.ModuleFailure;
import dev.play.module.Plan;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code docker_prune}: stopped containers, unused images, unused networks, unused volumes and
 * build cache removed. One command lists what each asked-for prune would remove, the way the daemon
 * chooses (stopped containers; images no container uses; networks without an endpoint; volumes no
 * container references, only anonymous ones from API 1.42 unless {@code all}); a prune runs only
 * when its list is not empty. The result lists what was removed, from the prune's output.
 */
final class DockerPruneModule implements Module {
  /**
   * Arguments of Ansible's module that play's does not implement ({@link
   * Module#unimplementedArgs}).
   */
  static final List<String> UNIMPLEMENTED =
      List.of("builder_cache_filters", "builder_cache_keep_storage", "docker_host", "tls");

  @Override
  public List<String> unimplementedArgs() {
    return UNIMPLEMENTED;
  }

  private static final List<String> KINDS =
      List.of("containers", "images", "networks", "volumes", "builder_cache");
  private static final ArgSpec SPEC =
      ArgSpec.of(
          "containers:bool=false",
          "containers_filters:dict",
          "images:bool=false",
          "images_filters:dict",
          "networks:bool=false",
          "networks_filters:dict",
          "volumes:bool=false",
          "volumes_filters:dict",
          "builder_cache:bool=false",
          "builder_cache_all:bool=false",
          "builder_cache_filters:dict",
          "builder_cache_keep_storage:str",
          "docker_host:str=unix://var/run/docker.sock",
          "tls:bool=false");

  @Override
  public String name() {
    return "docker_prune";
  }

  @Override
  public String fqcn() {
    return "community.docker." + name();
  }

  @Override
  public ArgSpec spec() {
    return SPEC;
  }

  /** What the task asks for: the kinds to prune and each one's filters. */
  record Request(List<String> kinds, Map<String, PruneFilters> filters, boolean builderCacheAll) {}

  @Override
  public Plan plan(Args args, ModuleContext ctx) throws ModuleFailure, ConnectionException {
    args.refuse(UNIMPLEMENTED.toArray(String[]::new));
    List<String> kinds = new ArrayList<>();
    Map<String, PruneFilters> filters = new LinkedHashMap<>();
    for (String kind : KINDS) {
      if (args.bool(kind)) {
        kinds.add(kind);
      }
      if (!kind.equals("builder_cache")) {
        filters.put(kind, PruneFilters.of(kind, args.raw(kind + "_filters")));
      }
    }
    Request r = new Request(kinds, filters, args.bool("builder_cache_all"));
    if (kinds.isEmpty()) {
      return Plan.noChange("nothing to prune (no kind is true)", emptyResult(r));
    }
    CommandResult facts = ctx.run(DockerCli.PREAMBLE + factsScript(r) + "exit 0");
    if (!facts.ok()) {
      throw DockerCli.factsFailure(name(), facts);
    }
    return plan(r, DockerCli.sections(facts.stdout()));
  }

  /**
   * One listing per asked-for kind, each under its {@code @@kind} line, and for images and volumes
   * every container's ID, image and volumes ({@code @@usage}): what a container pruned first frees.
   */
  static String factsScript(Request r) {
    StringBuilder sh = new StringBuilder();
    if (r.kinds().contains("images") || r.kinds().contains("volumes")) {
      sh.append(
          "echo @@usage; docker ps -a -q --no-trunc | xargs -r docker inspect -f '{{.Id}} {{.Image}}"
              + "{{range .Mounts}}{{if eq .Type \"volume\"}} {{.Name}}{{end}}{{end}}'\n");
    }
    for (String kind : r.kinds()) {
      PruneFilters f = r.filters().get(kind);
      sh.append("echo @@")
          .append(kind)
          .append("; ")
          .append(
              switch (kind) {
                case "containers" ->
                    "docker ps -a -q --no-trunc --filter status=created --filter status=exited --filter status=dead"
                        + f.listFlags();
                case "images" ->
                    "docker images -q --no-trunc"
                        + (f.danglingOnly() ? " --filter dangling=true" : "")
                        + f.listFlags()
                        + " | sort -u"
                        + (f.danglingOnly()
                            ? ""
                            : "; docker images --no-trunc --format 'tag {{.ID}} {{.Repository}}:{{.Tag}}'");
                case "networks" ->
                    "docker network ls -q --no-trunc --filter type=custom"
                        + f.listFlags()
                        + " | xargs -r docker network inspect -f '{{.Name}} {{len .Containers}}'";
                case "volumes" ->
                    "docker volume ls -q"
                        + f.listFlags()
                        + (f.all()
                            ? ""
                            : " $(case \"$v\" in 1.[0-9]|1.[0-3][0-9]|1.4[01]) ;; *) echo --filter label=com.docker.volume.anonymous;; esac)");
                default ->
                    "docker system df -v --format '{{range .BuildCache}}{{if not .InUse}}{{println .ID}}{{end}}{{end}}'";
              })
          .append('\n');
    }
    return sh.toString();
  }

  /** The plan for the listings. Pure. */
  static Plan plan(Request r, Map<String, String> s) {
    List<String> prunedContainers =
        r.kinds().contains("containers") ? lines(s.get("containers")) : List.of();
    List<String[]> remaining =
        lines(s.get("usage")).stream()
            .map(l -> l.split(" "))
            .filter(u -> !prunedContainers.contains(u[0]))
            .toList();
    List<Change> changes = new ArrayList<>();
    List<String> idle = new ArrayList<>();
    for (String kind : r.kinds()) {
      List<String> found = candidates(kind, lines(s.get(kind)), r.filters().get(kind), remaining);
      if (found.isEmpty()) {
        idle.add(kind);
      } else {
        changes.add(new PruneRun(kind, found.size(), command(r, kind)));
      }
    }
    if (changes.isEmpty()) {
      return Plan.noChange("nothing to prune (" + String.join(", ", idle) + ")", emptyResult(r));
    }
    return Plan.changes(changes, List.of(), emptyResult(r));
  }

  private static List<String> lines(String text) {
    return text == null
        ? List.of()
        : text.lines().map(String::strip).filter(l -> !l.isEmpty()).toList();
  }

  /**
   * What the daemon would remove, from a kind's listing; {@code remaining}: each container left
   * after the container prune, as {@code [id, image id, volume...]}.
   */
  static List<String> candidates(
      String kind, List<String> lines, PruneFilters f, List<String[]> remaining) {
    return switch (kind) {
      case "images" -> images(lines, f, remaining.stream().map(u -> u[1]).toList());
      case "networks" ->
          lines.stream()
              .filter(l -> l.endsWith(" 0"))
              .map(l -> l.substring(0, l.length() - 2))
              .toList();
      case "volumes" ->
          lines.stream()
              .filter(
                  v ->
                      remaining.stream()
                          .noneMatch(u -> List.of(u).subList(2, u.length).contains(v)))
              .toList();
      default -> lines;
    };
  }

  /**
   * Images no container uses; with {@code dangling: false} also the extra tags of an image a
   * container uses (the daemon untags all but its last).
   */
  private static List<String> images(List<String> lines, PruneFilters f, List<String> used) {
    List<String> out =
        new ArrayList<>(
            lines.stream().filter(l -> l.startsWith("sha256:") && !used.contains(l)).toList());
    if (!f.danglingOnly()) {
      Map<String, Integer> tags = new LinkedHashMap<>();
      lines.stream()
          .filter(l -> l.startsWith("tag "))
          .map(l -> l.split(" ")[1])
          .forEach(id -> tags.merge(id, 1, Integer::sum));
      tags.forEach(
          (id, n) -> {
            if (used.contains(id) && n > 1) {
              out.add(id + " (extra tags)");
            }
          });
    }
    return out;
  }

  private static String command(Request r, String kind) {
    PruneFilters f = r.filters().get(kind);
    return switch (kind) {
      case "containers" -> "docker container prune -f" + f.pruneFlags();
      case "images" -> "docker image prune -f" + (f.danglingOnly() ? "" : " -a") + f.pruneFlags();
      case "networks" -> "docker network prune -f" + f.pruneFlags();
      case "volumes" ->
          "docker volume prune -f" + f.pruneFlags() + (f.all() ? " --filter all=true" : "");
      default -> "docker builder prune -f" + (r.builderCacheAll() ? " -a" : "");
    };
  }

  /** Ansible's result fields, empty: lists for the kinds, 0 bytes reclaimed. */
  static Map<String, Object> emptyResult(Request r) {
    Map<String, Object> m = new LinkedHashMap<>();
    for (String kind : r.kinds()) {
      switch (kind) {
        case "containers" -> {
          m.put("containers", List.of());
          m.put("containers_space_reclaimed", 0);
        }
        case "images" -> {
          m.put("images", List.of());
          m.put("images_space_reclaimed", 0);
        }
        case "networks" -> m.put("networks", List.of());
        case "volumes" -> {
          m.put("volumes", List.of());
          m.put("volumes_space_reclaimed", 0);
        }
        default -> {
          m.put("builder_cache_space_reclaimed", 0);
          m.put("builder_cache_caches_deleted", List.of());
        }
      }
    }
    return m;
  }

  /** An int where it fits (as YAML and Ansible give small numbers), else a long. */
  static Number number(long n) {
    return n <= Integer.MAX_VALUE ? (Number) (int) n : (Number) n;
  }
}
