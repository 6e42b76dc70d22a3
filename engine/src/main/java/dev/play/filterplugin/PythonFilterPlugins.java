package dev.play.filterplugin;

import dev.play.error.Source;
import dev.play.expr.Callee;
import dev.play.expr.ExpressionException;
import dev.play.expr.FilterPlugins;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;

/**
 * The filters of {@code filter_plugins/*.py} files, as Ansible adds a role's and a playbook's to
 * its Jinja environment: for an expression written in a file, each directory above that file (the
 * role's, the playbook's) that has a {@code filter_plugins/} is searched, nearest first, its files
 * in name order; then those of the run's other roles and playbooks ({@link #searchFrom}). The
 * Python runs in a helper on the controller ({@link FilterHelper}) with values given as JSON; a
 * file's filter names are read once. Thread-safe.
 */
public final class PythonFilterPlugins implements FilterPlugins, AutoCloseable {
  private static final String DIRECTORY = "filter_plugins";

  private final FilterHelper helper;
  private final Map<Path, List<String>> names = new ConcurrentHashMap<>();

  /** Directories already looked at for a {@code filter_plugins/} ({@link #searchFrom}). */
  private final java.util.Set<Path> visited = ConcurrentHashMap.newKeySet();

  /** The run's {@code filter_plugins/} directories, in the order found. */
  private final List<Path> known = new java.util.concurrent.CopyOnWriteArrayList<>();

  /**
   * {@code chosenPython}: {@code PLAY_ANSIBLE_PYTHON}, or null to look for the controller's Python.
   */
  public PythonFilterPlugins(String chosenPython) {
    this.helper = new FilterHelper(chosenPython);
  }

  /**
   * Makes the {@code filter_plugins/} of {@code dir} and the directories above it the run's, as
   * Ansible makes a loaded role's and playbook's plugins available to every template: found also
   * for a value whose position is not known (a loop, a keyword).
   */
  public void searchFrom(Path dir) {
    for (Path d = dir.toAbsolutePath().normalize();
        d != null && visited.add(d);
        d = d.getParent()) {
      Path plugins = d.resolve(DIRECTORY);
      if (Files.isDirectory(plugins)) {
        known.add(plugins);
      }
    }
  }

  @Override
  public Optional<Callee> find(String name, Source where) {
    List<String> unreadable = new ArrayList<>();
    List<Path> candidates = new ArrayList<>(files(where));
    for (Path dir : known) {
      pluginFiles(dir).stream().filter(f -> !candidates.contains(f)).forEach(candidates::add);
    }
    for (Path file : candidates) {
      try {
        if (namesIn(file).contains(name)) {
          return Optional.of((args, kwargs) -> call(file, name, args, kwargs));
        }
      } catch (IOException e) {
        unreadable.add(file + ": " + e.getMessage());
      }
    }
    if (!unreadable.isEmpty()) {
      throw new ExpressionException(
          "unknown filter '"
              + name
              + "', and filter plugins could not be read: "
              + String.join("; ", unreadable));
    }
    return Optional.empty();
  }

  /** The plugin files for an expression written at {@code where}: nearest directory first. */
  static List<Path> files(Source where) {
    if (where == null || where.file() == null || where.file().isEmpty()) {
      return List.of();
    }
    List<Path> out = new ArrayList<>();
    for (Path dir = Path.of(where.file()).toAbsolutePath().getParent();
        dir != null;
        dir = dir.getParent()) {
      out.addAll(pluginFiles(dir.resolve(DIRECTORY)));
    }
    return out;
  }

  /**
   * The {@code *.py} files of {@code plugins}, in name order; none when it is no readable
   * directory.
   */
  private static List<Path> pluginFiles(Path plugins) {
    if (!Files.isDirectory(plugins)) {
      return List.of();
    }
    try (Stream<Path> s = Files.list(plugins)) {
      return s.filter(p -> p.getFileName().toString().endsWith(".py") && Files.isRegularFile(p))
          .sorted()
          .toList();
    } catch (IOException | UncheckedIOException e) {
      return List.of();
    }
  }

  private List<String> namesIn(Path file) throws IOException {
    List<String> known = names.get(file);
    if (known != null) {
      return known;
    }
    Map<?, ?> answer = helper.ask(Map.of("names", file.toString()));
    if (!(answer.get("names") instanceof List<?> list)) {
      throw new IOException(String.valueOf(answer.get("error")));
    }
    List<String> read = list.stream().map(String::valueOf).toList();
    names.put(file, read);
    return read;
  }

  private Object call(Path file, String name, List<Object> args, Map<String, Object> kwargs) {
    Map<String, Object> request = new LinkedHashMap<>();
    request.put("call", file.toString());
    request.put("name", name);
    request.put("value", args.isEmpty() ? null : args.get(0));
    request.put("args", args.size() > 1 ? args.subList(1, args.size()) : List.of());
    request.put("kwargs", kwargs);
    Map<?, ?> answer;
    try {
      answer = helper.ask(request);
    } catch (IOException e) {
      throw new ExpressionException(e.getMessage());
    }
    if (answer.containsKey("error")) {
      throw new ExpressionException(String.valueOf(answer.get("error")) + " (in " + file + ")");
    }
    return answer.get("value");
  }

  @Override
  public void close() {
    helper.close();
  }
}
