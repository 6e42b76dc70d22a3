package dev.play.report;

import com.google.gson.Gson;

/**
 * JSON to embed in an HTML {@code <script>} element: nothing in it can close the element ({@code
 * </} is written {@code <\/}) or end a JavaScript line (U+2028 and U+2029 are written escaped).
 */
final class ScriptJson {
  private static final Gson GSON = new Gson();

  private ScriptJson() {}

  /** {@code value} as JSON, safe inside {@code <script type="application/json">}. */
  static String of(Object value) {
    return GSON.toJson(value).replace("</", "<\\/").replace("\u2028", "\\u2028").replace("\u2029", "\\u2029");
  }
}
