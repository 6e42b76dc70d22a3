package dev.play.engine;

import dev.play.error.PlayError;
import dev.play.playbook.Keywords;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A play's {@code vars_files}: names may hold templates (rendered with the first host's
 * variables); a list entry means "the first of these that exists".
 */
final class VarsFiles {
  private final RunContext run;

  VarsFiles(RunContext run) {
    this.run = run;
  }

  List<Map<String, Object>> load(PlayFrame frame) {
    List<Map<String, Object>> out = new ArrayList<>();
    if (frame.play().varsFiles().isEmpty()) {
      return out;
    }
    var scope = new Scopes(run).forTask(run.host(frame.allHosts().get(0)), frame, Inherited.root(Keywords.NONE),
        Map.of());
    for (Object entry : frame.play().varsFiles()) {
      Object rendered = run.templater().render(entry, scope);
      out.add(run.loader().loadVarsFile(firstExisting(frame, rendered)));
    }
    return out;
  }

  private Path firstExisting(PlayFrame frame, Object entry) {
    List<Object> names = entry instanceof List<?> l ? new ArrayList<>(l) : List.of(entry);
    for (Object n : names) {
      Path p = frame.play().baseDir().resolve(String.valueOf(n));
      if (Files.exists(p)) {
        return p;
      }
    }
    throw PlayError.parse(frame.play().source(), "vars_files: none of " + names + " exists");
  }
}
