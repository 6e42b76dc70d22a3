package dev.play.lookup;

import java.util.ArrayList;
import java.util.List;

/**
 * {@code lines}: the output lines of each term run on the controller as {@code pipe} runs it (split
 * at {@code \n}, {@code \r\n} or {@code \r}).
 */
final class LinesLookup implements TermLookup {
  @Override
  public String name() {
    return "lines";
  }

  @Override
  public List<Object> values(String term, Options options, LookupContext ctx) {
    String text = ControllerCommand.stdout(name(), term, ctx);
    List<Object> out = new ArrayList<>(List.of(text.split("\r\n|\r|\n", -1)));
    if (text.isEmpty() || text.endsWith("\n") || text.endsWith("\r")) {
      out.remove(out.size() - 1);
    }
    return out;
  }
}
