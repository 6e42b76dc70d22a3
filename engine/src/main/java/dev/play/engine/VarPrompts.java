package dev.play.engine;

import dev.play.error.PlayError;
import dev.play.expr.Expression;
import dev.play.playbook.Play;
import dev.play.playbook.VarPrompt;
import dev.play.secret.Secrets;
import dev.play.value.UnsafeText;
import dev.play.vars.Layer;
import dev.play.vars.LayeredScope;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A play's {@code vars_prompt}, asked once when the play starts: a variable given with {@code -e}
 * is not asked for; an empty answer takes the default; {@code confirm} asks twice (three tries);
 * {@code encrypt} hashes the answer as the {@code password_hash} filter does; a {@code private}
 * answer is masked in all output from then on.
 */
public final class VarPrompts {
  /** Asks a question and returns the answer. */
  @FunctionalInterface
  public interface Asker {
    String ask(String question, boolean hidden);
  }

  private static final int TRIES = 3;

  /** Where there is no terminal: every question is an error. */
  public static final Asker NO_TERMINAL =
      (question, hidden) -> {
        throw new PlayError(
            PlayError.Kind.OPTIONS, null, "cannot ask '" + question.strip() + "': no terminal");
      };

  private final Asker asker;
  private final Secrets secrets;

  /**
   * Answers come from the run's {@code asker}; a private answer joins the run's {@code secrets}.
   */
  VarPrompts(Asker asker, Secrets secrets) {
    this.asker = asker;
    this.secrets = secrets;
  }

  /** The answers of {@code play}'s prompts, by variable name. */
  Map<String, Object> answers(Play play, Map<String, Object> extraVars) {
    Map<String, Object> out = new LinkedHashMap<>();
    for (VarPrompt p : play.varPrompts()) {
      if (!extraVars.containsKey(p.name())) {
        out.put(p.name(), answer(p));
      }
    }
    return out;
  }

  private Object answer(VarPrompt p) {
    String question = p.prompt() + (p.fallback() == null ? "" : " [" + p.fallback() + "]") + ": ";
    String value = asked(p, question);
    Object answer = value.isEmpty() && p.fallback() != null ? p.fallback() : value;
    if (p.hidden() && !value.isEmpty()) {
      secrets.register(value);
    }
    if (p.encrypt() != null) {
      answer = encrypted(p, String.valueOf(answer));
    }
    return p.unsafe() && answer instanceof String s ? new UnsafeText(s) : answer;
  }

  private String asked(VarPrompt p, String question) {
    for (int i = 0; i < TRIES; i++) {
      String first = asker.ask(question, p.hidden());
      if (!p.confirm() || first.equals(asker.ask("confirm " + question, p.hidden()))) {
        return first;
      }
    }
    throw new PlayError(
        PlayError.Kind.OPTIONS,
        p.source(),
        "vars_prompt '" + p.name() + "': the values entered did not match, " + TRIES + " times");
  }

  /** {@code encrypt: sha512_crypt} (passlib's names) through the password_hash filter. */
  private static String encrypted(VarPrompt p, String answer) {
    String scheme =
        switch (p.encrypt()) {
          case "sha512_crypt" -> "sha512";
          case "sha256_crypt" -> "sha256";
          case "md5_crypt" -> "md5";
          default ->
              throw new PlayError(
                  PlayError.Kind.PARSE,
                  p.source(),
                  "vars_prompt '"
                      + p.name()
                      + "': encrypt '"
                      + p.encrypt()
                      + "' is not supported (sha512_crypt, sha256_crypt, md5_crypt are)");
        };
    Map<String, Object> vars = new LinkedHashMap<>();
    vars.put("answer", answer);
    vars.put("salt", p.salt());
    vars.put("salt_size", p.saltSize());
    String expr =
        "answer | password_hash('"
            + scheme
            + "', salt"
            + (p.salt() == null ? "=None, salt_size=salt_size" : "")
            + ")";
    return String.valueOf(
        Expression.parse(expr, p.source())
            .evaluate(new LayeredScope(List.of(new Layer("vars_prompt", vars, true)))));
  }
}
