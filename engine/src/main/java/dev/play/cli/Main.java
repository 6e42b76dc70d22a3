package dev.play.cli;

/** Entry point; wired to the picocli command. */
public final class Main {
  private Main() {}

  public static void main(String[] args) {
    System.exit(0);
  }
}
