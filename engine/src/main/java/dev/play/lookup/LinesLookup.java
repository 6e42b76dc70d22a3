package dev.play.lookup;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * {@code lines}: the output lines of each term run on the controller as {@code pipe} runs it
 * (split at {@code \n}, {@code \r\n} or {@code \r}).
 */
final class LinesLookup implements Lookup {
  @Override
  public String name() {
    return "lines";
  }

  @Override
  public List<Object> run(List<Object> terms, Map<String, Object> options, LookupContext ctx) {
    List<Object> out = new ArrayList<>();
    for (Object term : terms) {
      ctx.beforeSideEffect(name());
      String text = ControllerCommand.stdout(name(), Terms.text(term, name()), ctx.env().baseDir());
      if (!text.isEmpty()) {
        out.addAll(List.of(text.split("\r\n|\r|\n", -1)));
        if (text.endsWith("\n") || text.endsWith("\r")) {
          out.remove(out.size() - 1);
        }
      }
    }
    return out;
  }
}
