package dev.play.fuzz;

import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.play.playbook.PlaybookLoader;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Timeout;

/**
 * The playbook loader on the bytes of a playbook, beside a task file, a vars file and a role it may
 * import (so imports and roles are parsed too, not only reported missing).
 */
class PlaybookFuzzTest {
  private static final Path DIR = Scratch.dir("playbook");
  private static final PlaybookLoader LOADER =
      new PlaybookLoader(dev.play.vault.VaultContext.none(), List.of(DIR.resolve("roles")));

  static {
    Scratch.write(DIR, "tasks.yml", "- name: t\n  command: echo {{ x }}\n  when: x is defined\n");
    Scratch.write(DIR, "vars.yml", "x: 1\ny: [a, b]\n");
    Scratch.write(DIR, "roles/r/tasks/main.yml", "- debug: msg={{ x | default(1) }}\n");
    Scratch.write(DIR, "roles/r/defaults/main.yml", "x: 2\n");
    Scratch.write(DIR, "roles/r/meta/main.yml", "dependencies: []\n");
  }

  @FuzzTest
  @Timeout(10)
  void playbook(byte[] data) throws IOException {
    Path file = Files.write(DIR.resolve("site.yml"), data);
    Outcomes.run(() -> LOADER.load(file), "site.yml", Outcomes.Position.LINE, List.of());
  }
}
