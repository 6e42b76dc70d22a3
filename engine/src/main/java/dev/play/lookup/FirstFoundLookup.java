package dev.play.lookup;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * {@code first_found}: the path of the first file that exists among the candidates, looked for in
 * the task's search path under {@code files/} (or {@code templates/} / {@code vars/} for a {@code
 * with_first_found} loop of a template / include_vars task). A term is a file name, a list of
 * terms, or a mapping {@code {files: [...], paths: [...], skip: bool}} (strings split at {@code ,}
 * and {@code ;}, paths also at {@code :}): each path joined with each file. None found is an error,
 * or no item with {@code skip}. Ansible's quirks are kept: with {@code paths} given as an option, a
 * plain file-name term adds nothing, and {@code files} replaces the candidates gathered before it.
 */
final class FirstFoundLookup implements Lookup {
  @Override
  public String name() {
    return "first_found";
  }

  /** The candidates in order, and whether none found is fine. */
  private record Search(List<String> candidates, boolean skip) {}

  @Override
  public List<Object> run(List<Object> terms, Map<String, Object> options, LookupContext ctx) {
    Search search = search(terms, options, new Search(new ArrayList<>(), false));
    for (String candidate : search.candidates()) {
      Optional<Path> found = ctx.find(candidate, ctx.subdir());
      if (found.isPresent()) {
        return new ArrayList<>(List.of(found.get().toString()));
      }
    }
    if (search.skip()) {
      return new ArrayList<>();
    }
    throw new LookupException("No file was found when using first_found.");
  }

  private Search search(List<?> terms, Map<String, Object> options, Search gathered) {
    Search s = gathered;
    for (Object term : terms) {
      if (term instanceof List<?> l) {
        s = search(l, options, s);
        continue;
      }
      @SuppressWarnings("unchecked")
      Map<String, Object> given = term instanceof Map<?, ?> m ? (Map<String, Object>) m : options;
      if (!(term instanceof Map<?, ?>) && !(term instanceof String)) {
        throw new LookupException(
            "Invalid term supplied, can handle string, mapping or list of strings but got: "
                + dev.play.expr.ValueFormat.repr(term));
      }
      s = add(s, term, new Options(name(), given));
    }
    return s;
  }

  private static Search add(Search s, Object term, Options o) {
    List<String> files = split(o.list("files"), "[,;]");
    List<String> paths = split(o.list("paths"), "[,:;]");
    List<String> candidates = new ArrayList<>(s.candidates());
    if (!paths.isEmpty()) {
      paths.forEach(p -> files.forEach(f -> candidates.add(Path.of(p).resolve(f).toString())));
    } else if (!files.isEmpty()) {
      candidates.clear();
      candidates.addAll(files);
    } else if (term instanceof String name) {
      candidates.add(name);
    }
    return new Search(candidates, o.bool("skip", false));
  }

  /** Each string split at {@code separators}, empty parts dropped. */
  private static List<String> split(List<Object> values, String separators) {
    List<String> out = new ArrayList<>();
    for (Object v : values) {
      for (String part : String.valueOf(v).split(separators)) {
        if (!part.isEmpty()) {
          out.add(part);
        }
      }
    }
    return out;
  }
}
