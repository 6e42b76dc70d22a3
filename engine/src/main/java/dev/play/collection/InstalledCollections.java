package dev.play.collection;

import dev.play.playbook.CollectionSearch;
import dev.play.playbook.YamlFiles;
import dev.play.vault.VaultContext;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The collections installed on this machine, read as Ansible reads them: under each {@code
 * ansible_collections} directory ({@code roots}, in order), {@code NS/COLL/} is collection {@code
 * NS.COLL} (the first root holding it wins), its plugins in {@code plugins/<type>/}, its routing
 * and action groups in {@code meta/runtime.yml}. {@code ansible.builtin} is ansible-core itself,
 * when it is installed beside a root (its Python package {@code ansible/}, as Debian's and pip's
 * installs place it). Files are read once, when first asked about.
 */
public final class InstalledCollections {
  private static final List<String> EXTENSIONS = List.of(".py", ".ps1", ".sh", "");

  private final List<Path> roots;
  private final Map<String, Optional<Path>> collections = new ConcurrentHashMap<>();
  private final Map<Path, Map<String, Object>> metadata = new ConcurrentHashMap<>();

  public InstalledCollections(List<Path> roots) {
    this.roots = List.copyOf(roots);
  }

  /**
   * Where collection {@code name} ({@code NS.COLL}) is installed: its directory (ansible-core's for
   * ansible.builtin).
   */
  public Optional<Path> collection(String name) {
    return collections.computeIfAbsent(name, this::find);
  }

  /**
   * Every collection installed, {@code NS.COLL}, sorted ({@code ansible.builtin} when ansible-core
   * is there); a name in several roots counts once, as the first root holds it.
   */
  public List<String> names() {
    java.util.TreeSet<String> out = new java.util.TreeSet<>();
    collection(CollectionSearch.BUILTIN).ifPresent(core -> out.add(CollectionSearch.BUILTIN));
    for (Path root : roots) {
      for (Path ns : children(root)) {
        children(ns).stream()
            .filter(c -> Files.isDirectory(c) && !ns.getFileName().toString().startsWith("_"))
            .forEach(coll -> out.add(ns.getFileName() + "." + coll.getFileName()));
      }
    }
    return List.copyOf(out);
  }

  /**
   * The plugins of {@code type} ({@code modules}) collection {@code name} holds, as {@code
   * NAME.RESOURCE}, sorted.
   */
  public List<String> pluginNames(String name, String type) {
    return collection(name)
        .map(
            dir ->
                children(dir.resolve(pluginDir(name, type))).stream()
                    .map(p -> p.getFileName().toString())
                    .filter(
                        f ->
                            !f.startsWith("_")
                                && !f.startsWith(".")
                                && (f.endsWith(".py") || f.endsWith(".ps1")))
                    .map(f -> name + "." + f.substring(0, f.lastIndexOf('.')))
                    .distinct()
                    .sorted()
                    .toList())
        .orElse(List.of());
  }

  private static List<Path> children(Path dir) {
    if (!Files.isDirectory(dir)) {
      return List.of();
    }
    try (java.util.stream.Stream<Path> s = Files.list(dir)) {
      return s.sorted().toList();
    } catch (java.io.IOException e) {
      return List.of();
    }
  }

  /** The collection {@code NS.COLL} of plugin name {@code fq} ({@code NS.COLL.RESOURCE}). */
  public static String collectionOf(String fq) {
    return fq.substring(0, fq.indexOf('.', fq.indexOf('.') + 1));
  }

  /** The plugins of {@code type}: {@code modules}, {@code action}, {@code lookup}. */
  public Catalog plugins(String type) {
    return new InstalledPlugins(this, type);
  }

  /**
   * The {@code action_groups} of collection {@code name} as its runtime file writes them; null: not
   * installed.
   */
  public Map<String, Object> actionGroups(String name) {
    return collection(name)
        .map(dir -> Maps.of(metadata(name, dir).get("action_groups")))
        .orElse(null);
  }

  /**
   * The {@code plugin_routing} entry of plugin {@code fq} ({@code NS.COLL.RESOURCE}) of {@code
   * type}; empty when none.
   */
  public Map<String, Object> routing(String fq, String type) {
    String[] parts = fq.split("\\.", 3);
    return parts.length < 3 ? Map.of() : routing(parts[0] + "." + parts[1], type, parts[2]);
  }

  /**
   * The {@code plugin_routing} entry of {@code resource} in collection {@code name}, for plugins of
   * {@code type}.
   */
  Map<String, Object> routing(String name, String type, String resource) {
    return collection(name)
        .map(
            dir ->
                Maps.of(
                    Maps.of(Maps.of(metadata(name, dir).get("plugin_routing")).get(type))
                        .get(resource)))
        .orElse(Map.of());
  }

  /**
   * Whether collection {@code name} has plugin {@code resource} ({@code a.b} is {@code a/b}) in
   * {@code subdir}.
   */
  boolean hasFile(String name, String subdir, String resource) {
    Optional<Path> dir = collection(name);
    if (dir.isEmpty()) {
      return false;
    }
    Path base = dir.get().resolve(pluginDir(name, subdir)).resolve(resource.replace('.', '/'));
    return EXTENSIONS.stream()
        .anyMatch(ext -> Files.isRegularFile(base.resolveSibling(base.getFileName() + ext)));
  }

  /**
   * The file of plugin {@code fq} ({@code NS.COLL.RESOURCE}) of {@code subdir} ({@code modules},
   * {@code action}), if its collection has it.
   */
  public Optional<Path> pluginFile(String fq, String subdir) {
    String[] parts = fq.split("\\.", 3);
    if (parts.length < 3 || parts[2].isEmpty()) {
      return Optional.empty();
    }
    String name = parts[0] + "." + parts[1];
    return collection(name)
        .flatMap(
            dir -> {
              Path base = dir.resolve(pluginDir(name, subdir)).resolve(parts[2].replace('.', '/'));
              return EXTENSIONS.stream()
                  .map(ext -> base.resolveSibling(base.getFileName() + ext))
                  .filter(Files::isRegularFile)
                  .findFirst();
            });
  }

  private static String pluginDir(String collection, String subdir) {
    boolean core = collection.equals(CollectionSearch.BUILTIN);
    return core && subdir.equals("modules") ? "modules" : "plugins/" + subdir;
  }

  private Optional<Path> find(String name) {
    if (name.equals(CollectionSearch.BUILTIN)) {
      return roots.stream()
          .map(r -> r.resolveSibling("ansible"))
          .filter(d -> Files.isRegularFile(coreRuntime(d)))
          .findFirst();
    }
    String[] parts = name.split("\\.");
    if (parts.length != 2) {
      return Optional.empty();
    }
    return roots.stream()
        .map(r -> r.resolve(parts[0]).resolve(parts[1]))
        .filter(Files::isDirectory)
        .findFirst();
  }

  private static Path coreRuntime(Path coreDir) {
    return coreDir.resolve("config/ansible_builtin_runtime.yml");
  }

  private Map<String, Object> metadata(String name, Path dir) {
    return metadata.computeIfAbsent(
        dir,
        d -> {
          Path file =
              name.equals(CollectionSearch.BUILTIN)
                  ? coreRuntime(d)
                  : d.resolve("meta/runtime.yml");
          return Files.isRegularFile(file)
              ? Maps.of(YamlFiles.read(file, VaultContext.none()).single())
              : Map.of();
        });
  }
}
