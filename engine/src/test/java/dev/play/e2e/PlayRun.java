package dev.play.e2e;

import dev.play.cli.Main;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Runs the {@code play} command in-process and keeps what it printed. */
record PlayRun(int exitCode, String out, String err) {
  private static final Pattern RECAP =
      Pattern.compile(
          "(\\S+)\\s+: ok=(\\d+)\\s+changed=(\\d+)\\s+unreachable=(\\d+)\\s+failed=(\\d+)");

  static PlayRun of(String... args) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int rc;
    try (PrintStream o = new PrintStream(out, true, StandardCharsets.UTF_8);
        PrintStream e = new PrintStream(err, true, StandardCharsets.UTF_8)) {
      rc = Main.run(args, o, e);
    }
    return new PlayRun(
        rc, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
  }

  /**
   * {@code play -i DIR/hosts.ini DIR/pb.yml args...}, those files written first, {@code ROOT} in
   * the playbook standing for {@code dir}.
   */
  static PlayRun in(java.nio.file.Path dir, String inventory, String playbook, String... args)
      throws java.io.IOException {
    java.nio.file.Path inv = java.nio.file.Files.writeString(dir.resolve("hosts.ini"), inventory);
    java.nio.file.Path pb =
        java.nio.file.Files.writeString(
            dir.resolve("pb.yml"), playbook.replace("ROOT", dir.toString()));
    List<String> all = new java.util.ArrayList<>(List.of("-i", inv.toString(), pb.toString()));
    all.addAll(List.of(args));
    return of(all.toArray(String[]::new));
  }

  /** The {@code changed=} count of the recap line of {@code host}. */
  int changed(String host) {
    return recap(host, 3);
  }

  int failed(String host) {
    return recap(host, 5);
  }

  private int recap(String host, int group) {
    Matcher m = RECAP.matcher(out);
    while (m.find()) {
      if (m.group(1).equals(host)) {
        return Integer.parseInt(m.group(group));
      }
    }
    throw new AssertionError("no recap line for " + host + " in:\n" + out + err);
  }

  /** The hosts of the recap's lines, in order. */
  List<String> recapHosts() {
    List<String> hosts = new java.util.ArrayList<>();
    Matcher m = RECAP.matcher(out);
    while (m.find()) {
      hosts.add(m.group(1));
    }
    return hosts;
  }

  /** {@code changed: [host]...} lines under their task banners, in order. */
  List<String> changedLines() {
    java.util.ArrayList<String> lines = new java.util.ArrayList<>();
    String task = "";
    for (String line : out.split("\n")) {
      if (line.startsWith("TASK [") || line.startsWith("RUNNING HANDLER [")) {
        task = line.replaceAll(" \\*+$", "");
      } else if (line.startsWith("changed: ")) {
        lines.add(task + " " + line);
      }
    }
    return lines;
  }

  String all() {
    return "exit " + exitCode + "\n" + out + err;
  }
}
