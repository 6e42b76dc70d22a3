package dev.play.inventory;

import dev.play.error.PlayError;
import dev.play.error.Source;
import dev.play.vault.VaultContext;
import dev.play.yaml.YamlLoader;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;

/**
 * Loads inventory sources ({@code -i} arguments) and merges them, in order, as Ansible does.
 *
 * <ul>
 *   <li>A file: {@code .yml}/{@code .yaml}/{@code .json} is YAML, {@code .ini} is INI; any other
 *       name is YAML when its content is a YAML mapping, INI otherwise. The {@code group_vars/} and
 *       {@code host_vars/} beside it are read too.
 *   <li>A directory: every file in it, sorted by name, recursing into subdirectories, but skipping
 *       hidden entries, {@code group_vars}, {@code host_vars}, {@code vars_plugins} and Ansible's
 *       ignored extensions ({@code ~ .bak .swp .orig .cfg .retry .md .txt .rst .pyc .pyo .rpm});
 *       plus its own {@code group_vars/} and {@code host_vars/}.
 *   <li>Anything else containing a comma: a host list ({@code "web1,web2:2222"}, {@code
 *       "localhost,"}), hosts going to {@code ungrouped}; no ranges, as Ansible's {@code host_list}
 *       plugin.
 *   <li>Any other source is skipped with a warning, as in Ansible. Inventory scripts (files
 *       starting with {@code #!}) are skipped with a warning: play does not run them.
 * </ul>
 *
 * With no source at all (no {@code -i}), the inventory is {@code localhost} with {@code
 * ansible_connection: local}, in {@code ungrouped}, so {@code hosts: all} runs on this machine.
 * With sources that define no host, the implicit localhost is still available by name (see {@link
 * Inventory}), as in Ansible.
 */
public final class InventoryLoader {
  private static final Pattern IGNORED =
      Pattern.compile(
          "^\\..*|^host_vars$|^group_vars$|^vars_plugins$"
              + "|.*(~|\\.bak|\\.swp|\\.orig|\\.cfg|\\.retry|\\.md|\\.txt|\\.rst|\\.pyc|\\.pyo|\\.rpm)$");

  private final InventoryBuilder builder = new InventoryBuilder();
  private final VaultContext vault;

  private InventoryLoader(VaultContext vault) {
    this.vault = vault;
  }

  /**
   * The inventory the sources describe, merged in order; see the class comment. {@code vault}: the
   * run's secrets, which open vaulted files and values.
   */
  public static Inventory load(List<String> sources, VaultContext vault) {
    InventoryLoader loader = new InventoryLoader(vault);
    if (sources.isEmpty()) {
      loader.builder.addHost("ungrouped", "localhost", Map.of("ansible_connection", "local"));
    }
    sources.forEach(loader::source);
    if (!loader.builder.hasHosts()) {
      loader.builder.warn(
          "provided hosts list is empty, only localhost is available."
              + " Note that the implicit localhost does not match 'all'");
    }
    return loader.builder.build();
  }

  private void source(String source) {
    Optional<Path> path = existing(source);
    if (path.isPresent() && Files.isDirectory(path.get())) {
      directory(path.get());
      builder.addVarsDir(VarsDirLoader.load(vault, path.get(), VarsDir.Stage.INVENTORY));
    } else if (path.isPresent()) {
      file(path.get());
      Path parent = path.get().getParent();
      Path dir = parent != null ? parent : path.get().toAbsolutePath().getParent();
      builder.addVarsDir(VarsDirLoader.load(vault, dir, VarsDir.Stage.INVENTORY));
    } else if (source.contains(",")) {
      hostList(source);
    } else {
      builder.warn(
          "Unable to parse " + source + " as an inventory source: no such file or directory");
    }
  }

  private static Optional<Path> existing(String source) {
    String expanded =
        source.startsWith("~/") ? System.getProperty("user.home") + source.substring(1) : source;
    try {
      Path p = Path.of(expanded);
      return Files.exists(p) ? Optional.of(p) : Optional.empty();
    } catch (InvalidPathException e) {
      return Optional.empty();
    }
  }

  private void directory(Path dir) {
    List<Path> entries;
    try (Stream<Path> list = Files.list(dir)) {
      entries =
          list.filter(p -> !IGNORED.matcher(p.getFileName().toString()).matches())
              .sorted()
              .toList();
    } catch (IOException e) {
      throw PlayError.parse(
          Source.of(dir.toString()), "cannot list inventory directory: " + e.getMessage());
    }
    for (Path entry : entries) {
      if (Files.isDirectory(entry)) {
        directory(entry);
      } else {
        file(entry);
      }
    }
  }

  private void file(Path file) {
    String text = YamlLoader.read(vault, file);
    String name = file.getFileName().toString().toLowerCase(Locale.ROOT);
    if (text.startsWith("#!")) {
      builder.warn(file + ": skipped, play does not run inventory scripts");
    } else if (name.endsWith(".yml") || name.endsWith(".yaml") || name.endsWith(".json")) {
      YamlInventoryParser.parse(vault, file, YamlLoader.compose(file, text), builder);
    } else if (name.endsWith(".ini")) {
      IniInventoryParser.parse(file, text, builder);
    } else {
      sniffed(file, text);
    }
  }

  /** Ansible tries its YAML plugin first on files of other names, then INI. */
  private void sniffed(Path file, String text) {
    Node root;
    try {
      root = YamlLoader.compose(file, text);
    } catch (PlayError e) {
      root = null;
    }
    if (root instanceof MappingNode) {
      YamlInventoryParser.parse(vault, file, root, builder);
    } else {
      IniInventoryParser.parse(file, text, builder);
    }
  }

  private void hostList(String list) {
    for (String item : list.split(",")) {
      String word = item.strip();
      if (!word.isEmpty()) {
        HostAddress address = HostAddress.parse(word);
        if (!builder.hasHost(address.host())) {
          builder.addHost(
              "ungrouped",
              address.host(),
              address.port() == null ? Map.of() : Map.of("ansible_port", address.port()));
        }
      }
    }
  }
}
