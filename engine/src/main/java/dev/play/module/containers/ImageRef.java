package dev.play.module.containers;

/**
 * Image references as Docker reads them: {@code name}, {@code name:tag}, {@code
 * registry:port/name:tag}, {@code name@digest}. Pure.
 */
final class ImageRef {
  private ImageRef() {}

  /** {@code name} with its tag, {@code :latest} when it names none (a digest reference as is). */
  static String full(String name) {
    return name.contains("@") || hasTag(name) ? name : name + ":latest";
  }

  /** Whether the last path component of {@code name} carries a {@code :tag}. */
  static boolean hasTag(String name) {
    int slash = name.lastIndexOf('/');
    return name.indexOf(':', slash + 1) >= 0;
  }

  /** The reference for {@code name} and {@code tag}: a tag within the name wins, as in Ansible. */
  static String of(String name, String tag) {
    return name.contains("@") || hasTag(name) ? name : name + ":" + (tag == null ? "latest" : tag);
  }
}
