package dev.play.playbook;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Splits {@code k=v k2="v 2" free words} module arguments like Ansible's {@code parse_kv}: quotes
 * and {@code {{ }}} / {@code {% %}} / {@code {# #}} groups are kept together, values are unquoted,
 * and the words that are not {@code k=v} form {@code _raw_params} (their spacing kept). For
 * command-like modules only a few keys are split off; every other word is part of the command.
 */
public final class KvArgs {
  /** The keys split off a free-form command; anything else stays in {@code _raw_params}. */
  public static final Set<String> COMMAND_KEYS =
      Set.of(
          "creates",
          "removes",
          "chdir",
          "executable",
          "warn",
          "stdin",
          "stdin_add_newline",
          "strip_empty_ends");

  public static final String RAW_PARAMS = "_raw_params";

  private KvArgs() {}

  /** Parses {@code text}; with {@code freeForm}, only {@link #COMMAND_KEYS} are taken as keys. */
  public static Map<String, Object> parse(String text, boolean freeForm) {
    Map<String, Object> options = new LinkedHashMap<>();
    StringBuilder raw = new StringBuilder();
    for (Token token : split(text.strip())) {
      int eq = equalsAt(token.text());
      String key = eq > 0 ? token.text().substring(0, eq).strip() : null;
      if (key != null && (!freeForm || COMMAND_KEYS.contains(key))) {
        options.put(key, unquote(token.text().substring(eq + 1).strip()));
      } else {
        raw.append(token.text().replace("\\=", "=")).append(token.separator());
      }
    }
    String rawParams = raw.toString().strip();
    if (!rawParams.isEmpty()) {
      options.put(RAW_PARAMS, rawParams);
    }
    return options;
  }

  /** The first unescaped '=' after the first character, or -1. */
  private static int equalsAt(String token) {
    for (int i = 1; i < token.length(); i++) {
      if (token.charAt(i) == '=' && token.charAt(i - 1) != '\\') {
        return i;
      }
    }
    return -1;
  }

  static String unquote(String value) {
    if (value.length() >= 2) {
      char first = value.charAt(0);
      boolean quoted = (first == '"' || first == '\'') && value.charAt(value.length() - 1) == first;
      if (quoted && value.charAt(value.length() - 2) != '\\') {
        return value.substring(1, value.length() - 1);
      }
    }
    return value;
  }

  /** A word and the whitespace that followed it. */
  record Token(String text, String separator) {}

  static List<Token> split(String text) {
    List<Token> tokens = new ArrayList<>();
    Splitter splitter = new Splitter(text);
    while (splitter.hasMore()) {
      tokens.add(splitter.next());
    }
    return tokens;
  }

  /** Walks the text once, tracking quotes and template brackets. */
  private static final class Splitter {
    private final String text;
    private int pos;

    Splitter(String text) {
      this.text = text;
    }

    boolean hasMore() {
      return pos < text.length();
    }

    Token next() {
      int start = pos;
      char quote = 0;
      int depth = 0;
      while (pos < text.length()) {
        char c = text.charAt(pos);
        if (quote == 0 && depth == 0 && Character.isWhitespace(c)) {
          break;
        }
        if (c == '\\' && quote != 0 && pos + 1 < text.length()) {
          pos += 2;
          continue;
        }
        if (quote != 0) {
          quote = c == quote ? 0 : quote;
        } else if (c == '"' || c == '\'') {
          quote = c;
        } else if (opens(pos)) {
          depth++;
          pos++;
        } else if (depth > 0 && closes(pos)) {
          depth--;
          pos++;
        }
        pos++;
      }
      String word = text.substring(start, pos);
      int sepStart = pos;
      while (pos < text.length() && Character.isWhitespace(text.charAt(pos))) {
        pos++;
      }
      return new Token(word, text.substring(sepStart, pos));
    }

    private boolean opens(int i) {
      return text.startsWith("{{", i) || text.startsWith("{%", i) || text.startsWith("{#", i);
    }

    private boolean closes(int i) {
      return text.startsWith("}}", i) || text.startsWith("%}", i) || text.startsWith("#}", i);
    }
  }
}
