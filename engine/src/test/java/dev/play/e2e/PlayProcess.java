package dev.play.e2e;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code play} in a JVM of its own, from this build's classes: for what an in-process run cannot
 * show (a signal, a heap limit, the process's own environment).
 */
final class PlayProcess {
  private PlayProcess() {}

  /**
   * {@code java JVM_OPTIONS -cp CLASSPATH dev.play.cli.Main ARGS}, its errors merged into its
   * output.
   */
  static ProcessBuilder of(List<String> jvmOptions, String... args) {
    List<String> command = new ArrayList<>();
    command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    command.addAll(jvmOptions);
    command.addAll(List.of("-cp", System.getProperty("java.class.path"), "dev.play.cli.Main"));
    command.addAll(List.of(args));
    return new ProcessBuilder(command).redirectErrorStream(true);
  }
}
