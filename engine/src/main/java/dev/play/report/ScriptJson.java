package dev.play.report;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import dev.play.value.TerminalText;

/**
 * JSON to embed in an HTML {@code <script>} element: nothing in it can close the element or open a
 * comment ({@code <} is written <code>&#92;u003c</code>) or end a JavaScript line (U+2028 and
 * U+2029 are written escaped), and no control character a terminal would act on ({@link
 * TerminalText#inJson}: DEL, C1, bidirectional controls are written escaped). Other characters are
 * written as they are ({@code =} is not <code>
 * &#92;u003d</code>: the diffs of configuration files are full of them).
 */
final class ScriptJson {
  private static final Gson GSON = new GsonBuilder().disableHtmlEscaping().create();

  private ScriptJson() {}

  /** {@code value} as JSON, safe inside {@code <script type="application/json">}. */
  static String of(Object value) {
    return TerminalText.inJson(GSON.toJson(value).replace("<", "\\u003c"));
  }
}
