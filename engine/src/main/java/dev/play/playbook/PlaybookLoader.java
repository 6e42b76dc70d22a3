package dev.play.playbook;

import dev.play.error.PlayError;
import dev.play.error.Source;
import dev.play.value.Maps;
import dev.play.vault.VaultContext;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * Loads playbooks, task files, roles and variables files into the immutable model. User errors are
 * {@link PlayError}s naming {@code file:line:col}; warnings (duplicate YAML keys) go to the
 * consumer given at construction.
 */
public final class PlaybookLoader {
  private final YamlReader reader;
  private final RoleLoader roles;
  private final VaultContext vault;
  private final CollectionRoots collections;

  public PlaybookLoader(VaultContext vault, List<Path> rolesPath) {
    this(vault, rolesPath, warning -> {});
  }

  public PlaybookLoader(VaultContext vault, List<Path> rolesPath, Consumer<String> warnings) {
    this(vault, rolesPath, List.of(), warnings);
  }

  /**
   * @param vault the run's secrets, which open vaulted files and {@code !vault} values
   * @param rolesPath where roles are looked for besides the playbook's {@code roles/}
   * @param collectionsPath where collection roles ({@code NS.COLL.ROLE}) are looked for besides the
   *     playbook's {@code collections/}: directories holding {@code ansible_collections/}
   */
  public PlaybookLoader(
      VaultContext vault,
      List<Path> rolesPath,
      List<Path> collectionsPath,
      Consumer<String> warnings) {
    this.vault = vault;
    this.reader = new YamlReader(vault, warnings);
    this.collections = new CollectionRoots(collectionsPath);
    this.roles = new RoleLoader(new RoleFinder(rolesPath, collections), reader);
  }

  /**
   * The run's vault secrets, which open what it reads: also a {@code !vault} value given with
   * {@code -e}.
   */
  public VaultContext vault() {
    return vault;
  }

  /**
   * The {@code ansible_collections} directories searched for a playbook in {@code playbookDir}, in
   * order: its {@code collections/}, the collections path, then where Python packages install them.
   */
  public List<Path> collectionRoots(Path playbookDir) {
    return collections.of(playbookDir);
  }

  /** A playbook: its plays, with {@code import_playbook} expanded in place. */
  public Playbook load(Path file) {
    return new Playbook(file, PlaybookReader.plays(roles, reader, file, ImportChain.empty(), null));
  }

  /** A task file for {@code include_tasks} at run time, relative imports from its directory. */
  public List<TaskNode> loadTasks(Path file, RoleInstance role) {
    return loadTasks(file, role, PlayParser.dirOf(file));
  }

  /**
   * As {@link #loadTasks(Path, RoleInstance)}, finding roles of {@code import_role} from {@code
   * playbookDir}. Handlers of roles imported there are not returned.
   */
  public List<TaskNode> loadTasks(Path file, RoleInstance role, Path playbookDir) {
    Located yaml = reader.read(file);
    TaskSource src =
        new TaskSource(
            yaml, role, ImportChain.start(file), new PlayScope(playbookDir, true), false);
    return roles.taskParser().parseList(yaml.single(), "tasks", yaml.sourceOf(yaml.single()), src);
  }

  /**
   * A role for {@code include_role} / {@code import_role}: {@code tasks/<tasksFrom>} (main when
   * null), its handlers and dependencies. Duplicates are always loaded.
   */
  public LoadedRole loadRole(
      String nameOrPath,
      Map<String, Object> params,
      String tasksFrom,
      Path playbookDir,
      Source usedAt) {
    RoleRef ref = new RoleRef(nameOrPath, params, Keywords.NONE, usedAt);
    RoleSite site =
        new RoleSite(playbookDir, null, ImportChain.empty(), new PlayScope(playbookDir, true));
    return roles.load(ref, site, tasksFrom);
  }

  /** A variables file ({@code vars_files}, {@code include_vars}): a mapping, empty when empty. */
  public Map<String, Object> loadVarsFile(Path file) {
    return reader.vars(file);
  }

  /** Reads the list of plays of one playbook file. */
  private static final class PlaybookReader {
    private PlaybookReader() {}

    static List<Play> plays(
        RoleLoader roles, YamlReader reader, Path file, ImportChain outer, Source at) {
      ImportChain chain = outer.enter(file, at == null ? Source.of(file.toString()) : at);
      Located yaml = reader.read(file);
      Object root = yaml.single();
      if (root == null) {
        throw PlayError.parse(Source.of(file.toString()), "empty playbook, nothing to do");
      }
      if (!(root instanceof List<?> entries)) {
        throw PlayError.parse(
            yaml.sourceOf(root), "a playbook must be a list of plays, got a " + TypeNames.of(root));
      }
      List<Play> plays = new ArrayList<>();
      for (Object entry : entries) {
        if (!(entry instanceof Map<?, ?>)) {
          throw PlayError.parse(
              yaml.sourceOf(entries), "a play must be a mapping, got a " + TypeNames.of(entry));
        }
        plays.addAll(entry(roles, reader, yaml, Maps.cast(entry), chain));
      }
      return plays;
    }

    private static List<Play> entry(
        RoleLoader roles,
        YamlReader reader,
        Located yaml,
        Map<String, Object> entry,
        ImportChain chain) {
      String key =
          entry.containsKey("import_playbook")
              ? "import_playbook"
              : entry.containsKey("ansible.builtin.import_playbook")
                  ? "ansible.builtin.import_playbook"
                  : null;
      if (key == null) {
        return List.of(PlayParser.parse(roles, yaml, entry, chain));
      }
      return PlaybookImport.expand(
          yaml, entry, key, (file, at) -> plays(roles, reader, file, chain, at));
    }
  }
}
