package dev.play.yaml;

import dev.play.error.PlayError;
import dev.play.error.Source;
import java.io.StringReader;
import java.util.HashMap;
import java.util.Map;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.error.Mark;
import org.yaml.snakeyaml.error.MarkedYAMLException;
import org.yaml.snakeyaml.error.YAMLException;
import org.yaml.snakeyaml.events.AliasEvent;
import org.yaml.snakeyaml.events.CollectionEndEvent;
import org.yaml.snakeyaml.events.CollectionStartEvent;
import org.yaml.snakeyaml.events.Event;
import org.yaml.snakeyaml.events.NodeEvent;
import org.yaml.snakeyaml.events.ScalarEvent;
import org.yaml.snakeyaml.nodes.Tag;
import org.yaml.snakeyaml.reader.ReaderException;

/**
 * SnakeYAML's errors as play's: at the line and column of the problem, with the line and a caret.
 * Most of its errors carry a mark; a character it refuses carries an index, and its limits (the
 * nesting depth, the aliases) carry nothing, so the place is found again from the document's
 * events.
 */
final class YamlProblems {
  private YamlProblems() {}

  /**
   * The error for {@code e}, met reading {@code text} of {@code file}; {@code prefix} starts its
   * message.
   */
  static PlayError error(String file, String text, YAMLException e, String prefix) {
    Source at = where(file, text, e);
    String message = prefix + problem(e);
    if (at.line() < 1) {
      return PlayError.parse(at, message);
    }
    String snippet =
        PlayError.Snippets.caret(PlayError.Snippets.lineOf(text, at.line()), at.column());
    return new PlayError(PlayError.Kind.PARSE, at, message, snippet);
  }

  /**
   * The error for a refusal SnakeYAML throws bare, outside its own exceptions and with no place (a
   * tag whose %-escapes decode to spaces: "Tag must not contain leading or trailing spaces"): at
   * the node whose tag it refuses.
   */
  static PlayError error(String file, String text, IllegalArgumentException e, String prefix) {
    Source at = refusedTag(file, text);
    String snippet =
        PlayError.Snippets.caret(PlayError.Snippets.lineOf(text, at.line()), at.column());
    return new PlayError(PlayError.Kind.PARSE, at, prefix + e.getMessage(), snippet);
  }

  /** The first node whose tag SnakeYAML's {@link Tag} refuses, or the document's start. */
  private static Source refusedTag(String file, String text) {
    try {
      for (Event event : new Yaml(YamlLoader.options()).parse(new StringReader(text))) {
        String tag =
            event instanceof ScalarEvent s
                ? s.getTag()
                : event instanceof CollectionStartEvent c ? c.getTag() : null;
        if (tag != null) {
          try {
            new Tag(tag);
          } catch (IllegalArgumentException refused) {
            return YamlLoader.at(file, event.getStartMark());
          }
        }
      }
    } catch (YAMLException | IllegalArgumentException e) {
      // the place stays the document's start
    }
    return new Source(file, 1, 1);
  }

  private static String problem(YAMLException e) {
    if (e instanceof MarkedYAMLException m) {
      String problem = m.getProblem() != null ? m.getProblem() : "syntax error";
      return m.getContext() != null && m.getProblem() != null
          ? problem + " (" + m.getContext() + ")"
          : problem;
    }
    if (e instanceof ReaderException r) {
      return String.format("character U+%04X is not allowed in YAML", r.getCodePoint());
    }
    return e.getMessage();
  }

  private static Source where(String file, String text, YAMLException e) {
    if (e instanceof MarkedYAMLException m) {
      Mark mark = m.getProblemMark() != null ? m.getProblemMark() : m.getContextMark();
      return mark == null ? Source.of(file) : YamlLoader.at(file, mark);
    }
    if (e instanceof ReaderException r) {
      return atCodePoint(file, text, r.getPosition());
    }
    return unmarked(file, text);
  }

  /** The code point at {@code index} (0-based) of {@code text}. */
  private static Source atCodePoint(String file, String text, int index) {
    int line = 1;
    int column = 1;
    int i = 0;
    for (int seen = 0; seen < index && i < text.length(); seen++) {
      int c = text.codePointAt(i);
      i += Character.charCount(c);
      if (c == '\n') {
        line++;
        column = 1;
      } else {
        column++;
      }
    }
    return new Source(file, line, column);
  }

  /**
   * Where the text first passes a limit SnakeYAML reports without a mark (its event parser has no
   * limit, so the place is found among the events): the collection that nests deeper than its
   * limit, or the alias to a collection one past {@link YamlLoader#MAX_ALIASES} (counted over the
   * whole stream, as SnakeYAML counts them). For any other error without a mark, the end of the
   * last event read before it.
   */
  private static Source unmarked(String file, String text) {
    int limit = YamlLoader.options().getNestingDepthLimit();
    int depth = 0;
    int aliases = 0;
    Map<String, Boolean> collections = new HashMap<>();
    Mark last = null;
    try {
      for (Event event : new Yaml(YamlLoader.options()).parse(new StringReader(text))) {
        if (event instanceof NodeEvent node
            && node.getAnchor() != null
            && !(event instanceof AliasEvent)) {
          collections.put(node.getAnchor(), event instanceof CollectionStartEvent);
        }
        if ((event instanceof CollectionStartEvent && ++depth > limit)
            || (event instanceof AliasEvent alias
                && collections.getOrDefault(alias.getAnchor(), false)
                && ++aliases > YamlLoader.MAX_ALIASES)) {
          return YamlLoader.at(file, event.getStartMark());
        } else if (event instanceof CollectionEndEvent) {
          depth--;
        }
        last = event.getEndMark();
      }
    } catch (MarkedYAMLException e) {
      return where(file, text, e);
    } catch (YAMLException e) {
      return last == null ? new Source(file, 1, 1) : YamlLoader.at(file, last);
    }
    return Source.of(file);
  }
}
