package dev.play.playbook;

import dev.play.error.PlayError;
import dev.play.value.Maps;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A role's {@code meta/main.yml} ({@code dependencies}, {@code allow_duplicates}, {@code
 * collections}) and its argument specs, from {@code meta/argument_specs.yml} or the {@code
 * argument_specs} key of {@code meta/main.yml}, by entry point.
 */
record RoleMeta(
    boolean allowDuplicates,
    List<RoleRef> dependencies,
    Map<String, RoleArgumentSpec> specs,
    List<String> collections) {
  static final RoleMeta NONE = new RoleMeta(false, List.of(), Map.of(), List.of());

  RoleMeta {
    dependencies = List.copyOf(dependencies);
    collections = List.copyOf(collections);
    specs = Map.copyOf(specs);
  }

  static RoleMeta read(YamlReader reader, Path roleDir) {
    String role = RoleFiles.name(roleDir);
    Optional<Path> mainFile = RoleFiles.find(roleDir, "meta", "main");
    RoleMeta meta = mainFile.map(f -> fromMain(reader.read(f), role)).orElse(NONE);
    Optional<Path> specFile = RoleFiles.find(roleDir, "meta", "argument_specs");
    if (specFile.isEmpty()) {
      return meta;
    }
    Located yaml = reader.read(specFile.get());
    Map<String, Object> root = mapping(yaml, yaml.single(), "meta/argument_specs.yml");
    Map<String, RoleArgumentSpec> specs = new LinkedHashMap<>(meta.specs());
    specs.putAll(ArgumentSpecParser.parse(yaml, root, role));
    return new RoleMeta(meta.allowDuplicates(), meta.dependencies(), specs, meta.collections());
  }

  private static RoleMeta fromMain(Located yaml, String role) {
    Map<String, Object> root = mapping(yaml, yaml.single(), "meta/main.yml");
    Object deps = root.get("dependencies");
    List<RoleRef> refs = new ArrayList<>();
    if (deps instanceof List<?> list) {
      list.forEach(entry -> refs.add(RoleRefParser.parse(yaml, entry, yaml.sourceOf(list))));
    } else if (deps != null) {
      throw PlayError.parse(
          yaml.keySource(root, "dependencies"), "'dependencies' must be a list of roles");
    }
    Object collections = root.get(CollectionSearch.KEYWORD);
    return new RoleMeta(
        Boolean.TRUE.equals(root.get("allow_duplicates")),
        refs,
        ArgumentSpecParser.parse(yaml, root, role),
        collections == null
            ? List.of()
            : ModuleKeywords.collectionNames(
                collections, yaml.keySource(root, CollectionSearch.KEYWORD)));
  }

  private static Map<String, Object> mapping(Located yaml, Object root, String what) {
    if (root == null) {
      return Map.of();
    }
    if (!(root instanceof Map<?, ?>)) {
      throw PlayError.parse(
          yaml.sourceOf(root), what + " must be a mapping, got a " + TypeNames.of(root));
    }
    return Maps.cast(root);
  }
}
