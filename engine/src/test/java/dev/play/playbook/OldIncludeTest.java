package dev.play.playbook;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Ansible 2.14's deprecated task {@code include:}: static (a block, as {@code import_tasks}) unless
 * its name is a template, it loops, or it is read by a dynamic include; its other arguments are
 * variables of the included tasks.
 */
class OldIncludeTest {
  @TempDir Path dir;
  private final List<String> warnings = new ArrayList<>();

  private List<TaskNode> tasks(String playbookTasks) throws IOException {
    Files.writeString(dir.resolve("t.yml"), "- debug: {msg: t}\n");
    Path pb =
        Files.writeString(
            dir.resolve("pb.yml"), "- hosts: all\n  tasks:\n" + playbookTasks.indent(4));
    return new PlaybookLoader(dev.play.vault.VaultContext.none(), List.of(), warnings::add)
        .load(pb)
        .plays()
        .get(0)
        .tasks();
  }

  @Test
  void staticIncludeIsABlockWithItsArgumentsAsVariables() throws IOException {
    Block b =
        assertInstanceOf(
            Block.class,
            tasks(
                    """
        - include: t.yml a=1 tags=x
          vars: {b: 2}
          when: c
          tags: [t]
        """)
                .get(0));
    assertEquals(Map.of("a", "1", "b", 2), b.keywords().vars());
    assertEquals(List.of("c"), b.keywords().when());
    assertEquals(List.of("t"), b.keywords().tags());
    assertEquals("debug", ((Task) b.block().get(0)).action());
    assertEquals(
        List.of(
            "'include' is deprecated (Ansible 2.16 removes it): use include_tasks or import_tasks"
                + " (first at "
                + dir.resolve("pb.yml")
                + ":3:7)"),
        warnings);
  }

  @Test
  void aLoopOrATemplatedNameMakesItDynamic() throws IOException {
    List<TaskNode> nodes =
        tasks(
            """
        - include: t.yml a=1
          loop: [1]
        - include: "{{ f }}"
        """);
    Task looped = assertInstanceOf(Task.class, nodes.get(0));
    assertEquals("include", looped.action());
    assertEquals(Map.of("_raw_params", "t.yml"), looped.args());
    assertEquals(Map.of("a", "1"), looped.keywords().vars());
    assertEquals(
        Map.of("_raw_params", "{{ f }}"), assertInstanceOf(Task.class, nodes.get(1)).args());
    assertEquals(1, warnings.size());
  }

  @Test
  void inAFileOfADynamicIncludeItIsDynamic() throws IOException {
    Path inner = Files.writeString(dir.resolve("inner.yml"), "- include: t.yml\n");
    Files.writeString(dir.resolve("t.yml"), "- debug: {msg: t}\n");
    List<TaskNode> loaded =
        new PlaybookLoader(dev.play.vault.VaultContext.none(), List.of()).loadTasks(inner, null);
    assertEquals("include", assertInstanceOf(Task.class, loaded.get(0)).action());
  }
}
