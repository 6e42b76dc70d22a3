package dev.play.engine;

import dev.play.error.PlayError;
import dev.play.playbook.Keywords;
import dev.play.playbook.Play;
import dev.play.vars.Scope;
import dev.play.vars.UndefinedVariableException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A play's {@code vars_files}: names may hold templates (rendered with the first host's variables);
 * a list entry means "the first of these that exists".
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
    var scope =
        new Scopes(run)
            .forTask(
                run.host(frame.allHosts().get(0)), frame, Inherited.root(Keywords.NONE), Map.of());
    for (Object entry : frame.play().varsFiles()) {
      Object rendered = run.templater().render(entry, scope);
      out.add(
          run.loader()
              .loadVarsFile(
                  firstExisting(frame.play(), rendered)
                      .orElseThrow(
                          () ->
                              PlayError.parse(
                                  frame.play().source(),
                                  "vars_files: none of " + names(rendered) + " exists"))));
    }
    return out;
  }

  /**
   * The files known before any host is chosen, as Ansible loads them to render a play's {@code
   * hosts:}: an entry whose name uses an undefined variable, or that names no existing file, is
   * left out.
   */
  List<Map<String, Object>> loadWithoutHost(Play play, Scope scope) {
    List<Map<String, Object>> out = new ArrayList<>();
    for (Object entry : play.varsFiles()) {
      try {
        firstExisting(play, run.templater().render(entry, scope))
            .ifPresent(p -> out.add(run.loader().loadVarsFile(p)));
      } catch (UndefinedVariableException e) {
        // known only once a host is chosen: loaded then
      }
    }
    return out;
  }

  private static Optional<Path> firstExisting(Play play, Object entry) {
    for (Object n : names(entry)) {
      Path p = play.baseDir().resolve(String.valueOf(n));
      if (Files.exists(p)) {
        return Optional.of(p);
      }
    }
    return Optional.empty();
  }

  private static List<Object> names(Object entry) {
    return entry instanceof List<?> l ? new ArrayList<>(l) : List.of(entry);
  }
}
