package dev.play.playbook;

import dev.play.error.PlayError;
import dev.play.error.Source;
import dev.play.error.Suggest;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.BiFunction;

/**
 * {@code - import_playbook: other.yml} (with optional {@code vars}, {@code tags} and {@code when}):
 * the plays of the other file, relative to the importing one; its vars override the plays' vars,
 * its tags are added to theirs and its conditions hold for each of their tasks, as in Ansible.
 */
final class PlaybookImport {
  private static final Set<String> KEYS = Set.of("name", "vars", "tags", "when");

  private PlaybookImport() {}

  static List<Play> expand(
      Located yaml,
      Map<String, Object> entry,
      String key,
      BiFunction<Path, Source, List<Play>> load) {
    Source at = yaml.keySource(entry, key);
    for (String k : entry.keySet()) {
      if (!k.equals(key) && !KEYS.contains(k)) {
        throw PlayError.parse(
            yaml.keySource(entry, k),
            "'" + k + "' is not supported on import_playbook" + Suggest.didYouMean(k, KEYS));
      }
    }
    if (!(entry.get(key) instanceof String name) || name.isBlank()) {
      throw PlayError.parse(at, "'import_playbook' needs a playbook file name");
    }
    Path file = PlayParser.dirOf(yaml.file()).resolve(name).normalize();
    if (!file.toFile().isFile()) {
      throw PlayError.parse(at, "could not find imported playbook '" + name + "' (" + file + ")");
    }
    Keywords kw = KeywordsParser.parse(yaml, entry);
    return load.apply(file, at).stream().map(play -> apply(play, kw)).toList();
  }

  private static Play apply(Play play, Keywords imported) {
    if (imported.vars().isEmpty() && imported.tags().isEmpty() && imported.when().isEmpty()) {
      return play;
    }
    Map<String, Object> vars = new LinkedHashMap<>(play.vars());
    vars.putAll(imported.vars());
    List<String> tags = new ArrayList<>(play.keywords().tags());
    tags.addAll(imported.tags());
    List<String> when = new ArrayList<>(play.keywords().when());
    when.addAll(imported.when());
    return new Play(
        play.name(),
        play.hosts(),
        vars,
        play.varsFiles(),
        play.gatherFacts(),
        play.gatherSubset(),
        play.keywords().withTags(tags).withWhen(when),
        play.preTasks(),
        play.roles(),
        play.tasks(),
        play.postTasks(),
        play.handlers(),
        play.anyErrorsFatal(),
        play.maxFailPercentage(),
        play.serial(),
        play.forceHandlers(),
        play.strategy(),
        play.baseDir(),
        play.source(),
        play.varPrompts(),
        play.hostsSource());
  }
}
