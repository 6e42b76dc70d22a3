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
 * {@code - import_playbook: other.yml} (with optional {@code vars} and {@code tags}): the plays of
 * the other file, relative to the importing one; its vars override the plays' vars and its tags
 * are added to theirs.
 */
final class PlaybookImport {
  private static final Set<String> KEYS = Set.of("name", "vars", "tags");

  private PlaybookImport() {}

  static List<Play> expand(
      Located yaml, Map<String, Object> entry, String key, BiFunction<Path, Source, List<Play>> load) {
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
    if (imported.vars().isEmpty() && imported.tags().isEmpty()) {
      return play;
    }
    Map<String, Object> vars = new LinkedHashMap<>(play.vars());
    vars.putAll(imported.vars());
    List<String> tags = new ArrayList<>(play.keywords().tags());
    tags.addAll(imported.tags());
    return new Play(
        play.name(), play.hosts(), vars, play.varsFiles(), play.gatherFacts(), play.gatherSubset(),
        withTags(play.keywords(), tags), play.preTasks(), play.roles(), play.tasks(),
        play.postTasks(), play.handlers(), play.anyErrorsFatal(), play.maxFailPercentage(),
        play.serial(), play.forceHandlers(), play.strategy(), play.baseDir(), play.source());
  }

  private static Keywords withTags(Keywords k, List<String> tags) {
    return k.withTags(tags);
  }
}
