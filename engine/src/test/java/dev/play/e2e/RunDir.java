package dev.play.e2e;

import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** A directory to run playbooks in: files written there, and play run on an inventory there. */
record RunDir(Path dir) {
  Path write(String name, String text) throws IOException {
    Path p = dir.resolve(name);
    Files.createDirectories(p.getParent());
    return Files.writeString(p, text);
  }

  /**
   * Runs {@code playbook} (written as {@code pb.yml}, {@code ROOT} standing for this directory) on
   * {@code inventory} (written as {@code hosts.ini}) with {@code args}; no stack trace is printed.
   */
  PlayRun play(String inventory, String playbook, String... args) throws IOException {
    Path inv = write("hosts.ini", inventory);
    Path pb = write("pb.yml", playbook.replace("ROOT", dir.toString()));
    List<String> all = new ArrayList<>(List.of("-i", inv.toString(), pb.toString()));
    all.addAll(List.of(args));
    PlayRun r = PlayRun.of(all.toArray(String[]::new));
    assertFalse(r.err().contains("\tat "), "stack trace printed:\n" + r.all());
    return r;
  }
}
