package dev.play.value;

/**
 * A YAML string written with Ansible's {@code !unsafe} tag: text that is never rendered as a
 * template ({@code !unsafe '{{ literal }}'} stays as written). Rendering turns it into that plain
 * string.
 */
public record UnsafeText(String text) {
  @Override
  public String toString() {
    return text;
  }
}
