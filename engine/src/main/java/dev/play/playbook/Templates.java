package dev.play.playbook;

/** Whether text written in a playbook is a template, as Ansible's {@code is_template} tells. */
public final class Templates {
  private Templates() {}

  /** Whether {@code text} holds a Jinja2 expression, statement or comment start. */
  public static boolean looksLike(String text) {
    return text.contains("{{") || text.contains("{%") || text.contains("{#");
  }
}
