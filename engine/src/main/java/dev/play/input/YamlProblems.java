package dev.play.input;

import dev.play.error.PlayError;
import dev.play.error.Source;
import java.io.StringReader;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.error.Mark;
import org.yaml.snakeyaml.error.MarkedYAMLException;
import org.yaml.snakeyaml.error.YAMLException;
import org.yaml.snakeyaml.events.CollectionEndEvent;
import org.yaml.snakeyaml.events.CollectionStartEvent;
import org.yaml.snakeyaml.events.Event;
import org.yaml.snakeyaml.events.ScalarEvent;
import org.yaml.snakeyaml.nodes.Tag;
import org.yaml.snakeyaml.reader.ReaderException;

/**
 * SnakeYAML's errors as play's: at the line and column of the problem, with the line and a caret.
 * Most of its errors carry a mark; a character it refuses carries an index, and its limits (the
 * nesting depth) carry nothing, so the place is found again from the document's events.
 */
public final class YamlProblems {
  private YamlProblems() {}

  /** The error for {@code e}, met reading {@code text} of {@code file}; {@code prefix} starts its message. */
  public static PlayError error(String file, String text, YAMLException e, String prefix) {
    Source at = where(file, text, e);
    String message = prefix + problem(e);
    if (at.line() < 1) {
      return PlayError.parse(at, message);
    }
    String snippet = PlayError.Snippets.caret(PlayError.Snippets.lineOf(text, at.line()), at.column());
    return new PlayError(PlayError.Kind.PARSE, at, message, snippet);
  }

  /**
   * The error for a refusal SnakeYAML throws bare, outside its own exceptions and with no place (a
   * tag whose %-escapes decode to spaces: "Tag must not contain leading or trailing spaces"): at
   * the node whose tag it refuses.
   */
  public static PlayError error(String file, String text, IllegalArgumentException e, String prefix) {
    Source at = refusedTag(file, text);
    String snippet = PlayError.Snippets.caret(PlayError.Snippets.lineOf(text, at.line()), at.column());
    return new PlayError(PlayError.Kind.PARSE, at, prefix + e.getMessage(), snippet);
  }

  /** The first node whose tag SnakeYAML's {@link Tag} refuses, or the document's start. */
  private static Source refusedTag(String file, String text) {
    try {
      for (Event event : new Yaml().parse(new StringReader(text))) {
        String tag = event instanceof ScalarEvent s ? s.getTag()
            : event instanceof CollectionStartEvent c ? c.getTag() : null;
        if (tag != null) {
          try {
            new Tag(tag);
          } catch (IllegalArgumentException refused) {
            return at(file, event.getStartMark());
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
      return m.getContext() != null && m.getProblem() != null ? problem + " (" + m.getContext() + ")" : problem;
    }
    if (e instanceof ReaderException r) {
      return String.format("character U+%04X is not allowed in YAML", r.getCodePoint());
    }
    return e.getMessage();
  }

  private static Source where(String file, String text, YAMLException e) {
    if (e instanceof MarkedYAMLException m) {
      Mark mark = m.getProblemMark() != null ? m.getProblemMark() : m.getContextMark();
      return mark == null ? Source.of(file) : at(file, mark);
    }
    if (e instanceof ReaderException r) {
      return atCodePoint(file, text, r.getPosition());
    }
    return deepest(file, text);
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
   * Where the document first nests deeper than SnakeYAML's limit (its event parser has no limit,
   * so the collection that goes over it is found among the events), or, for an error without a
   * mark, the end of the last event read before it.
   */
  private static Source deepest(String file, String text) {
    int limit = new LoaderOptions().getNestingDepthLimit();
    int depth = 0;
    Mark last = null;
    try {
      for (Event event : new Yaml().parse(new StringReader(text))) {
        if (event instanceof CollectionStartEvent && ++depth > limit) {
          return at(file, event.getStartMark());
        } else if (event instanceof CollectionEndEvent) {
          depth--;
        }
        last = event.getEndMark();
      }
    } catch (MarkedYAMLException e) {
      return where(file, text, e);
    } catch (YAMLException e) {
      return last == null ? new Source(file, 1, 1) : at(file, last);
    }
    return Source.of(file);
  }

  private static Source at(String file, Mark mark) {
    return new Source(file, mark.getLine() + 1, mark.getColumn() + 1);
  }
}
