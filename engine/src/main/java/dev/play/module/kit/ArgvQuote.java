package dev.play.module.kit;

import dev.play.module.ModuleFailure;
import dev.play.value.Shell;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Splitting and quoting of command lines for POSIX {@code sh}: {@link #split} reads a free-form
 * command like Python's {@code shlex.split}, {@link #join} (with {@link Shell#quote}) writes words
 * back so that {@code sh -c} sees exactly those words (no globbing, no expansion).
 */
public final class ArgvQuote {
  private static final Set<String> RESERVED =
      Set.of(
          "if", "then", "else", "elif", "fi", "do", "done", "case", "esac", "while", "until", "for",
          "in");

  private ArgvQuote() {}

  /** Splits {@code line} into words as {@code shlex.split(line)} does (POSIX mode, no comments). */
  public static List<String> split(String line) throws ModuleFailure {
    return new Splitter(line).words();
  }

  /**
   * Words joined into one sh command line that runs exactly {@code argv}: the first word is quoted
   * also when sh would read it as a reserved word or a variable assignment.
   */
  public static String join(List<String> argv) {
    StringBuilder out = new StringBuilder();
    for (int i = 0; i < argv.size(); i++) {
      String word = argv.get(i);
      boolean commandName = i == 0 && (RESERVED.contains(word) || word.contains("="));
      out.append(i == 0 ? "" : " ")
          .append(commandName ? Shell.quoteAlways(word) : Shell.quote(word));
    }
    return out.toString();
  }

  /**
   * A glob pattern for sh: {@code * ? [ ]} (and {@code !} opening a bracket) stay active, a leading
   * {@code ~/} expands to the home directory, everything else is literal.
   */
  public static String glob(String pattern) {
    StringBuilder out = new StringBuilder();
    String rest = pattern;
    if (pattern.equals("~") || pattern.startsWith("~/")) {
      out.append('~');
      rest = pattern.substring(1);
    }
    StringBuilder literal = new StringBuilder();
    char previous = 0;
    for (int i = 0; i < rest.length(); i++) {
      char c = rest.charAt(i);
      if ("*?[]".indexOf(c) >= 0 || (c == '!' && previous == '[')) {
        flushLiteral(out, literal);
        out.append(c);
      } else {
        literal.append(c);
      }
      previous = c;
    }
    flushLiteral(out, literal);
    return out.isEmpty() ? "''" : out.toString();
  }

  private static void flushLiteral(StringBuilder out, StringBuilder literal) {
    if (!literal.isEmpty()) {
      out.append(Shell.quoteAlways(literal.toString()));
      literal.setLength(0);
    }
  }

  /** The shlex state machine over one line. */
  private static final class Splitter {
    private final String line;
    private final List<String> words = new ArrayList<>();
    private final StringBuilder word = new StringBuilder();
    private boolean inWord;
    private int pos;

    Splitter(String line) {
      this.line = line;
    }

    List<String> words() throws ModuleFailure {
      while (pos < line.length()) {
        char c = line.charAt(pos++);
        if (Character.isWhitespace(c)) {
          endWord();
        } else if (c == '\'') {
          singleQuoted();
        } else if (c == '"') {
          doubleQuoted();
        } else if (c == '\\') {
          word.append(escaped());
        } else {
          word.append(c);
        }
        inWord |= !Character.isWhitespace(c);
      }
      endWord();
      return words;
    }

    private void endWord() {
      if (inWord) {
        words.add(word.toString());
        word.setLength(0);
        inWord = false;
      }
    }

    private void singleQuoted() throws ModuleFailure {
      int close = line.indexOf('\'', pos);
      if (close < 0) {
        throw unbalanced("No closing quotation");
      }
      word.append(line, pos, close);
      pos = close + 1;
    }

    private void doubleQuoted() throws ModuleFailure {
      while (pos < line.length()) {
        char c = line.charAt(pos++);
        if (c == '"') {
          return;
        }
        if (c == '\\'
            && pos < line.length()
            && (line.charAt(pos) == '"' || line.charAt(pos) == '\\')) {
          c = line.charAt(pos++);
        }
        word.append(c);
      }
      throw unbalanced("No closing quotation");
    }

    private char escaped() throws ModuleFailure {
      if (pos >= line.length()) {
        throw unbalanced("No escaped character");
      }
      return line.charAt(pos++);
    }

    private ModuleFailure unbalanced(String why) {
      return new ModuleFailure("cannot split command line: " + why + ": " + line);
    }
  }
}
