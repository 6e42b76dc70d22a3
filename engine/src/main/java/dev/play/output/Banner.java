package dev.play.output;

/** {@code TASK [name] ****} padded with stars to 80 columns, as Ansible prints. */
final class Banner {
  private static final int WIDTH = 80;

  private Banner() {}

  static String line(String title) {
    String head = title + " ";
    return head + "*".repeat(Math.max(3, WIDTH - head.length()));
  }
}
