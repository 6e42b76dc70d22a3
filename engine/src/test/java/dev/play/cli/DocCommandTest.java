package dev.play.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** {@code play doc}: the module list, one module's spec and section, an unknown module. */
class DocCommandTest {
  private final ByteArrayOutputStream out = new ByteArrayOutputStream();
  private final ByteArrayOutputStream err = new ByteArrayOutputStream();

  private int run(String... args) {
    return Main.run(
        args,
        new PrintStream(out, true, StandardCharsets.UTF_8),
        new PrintStream(err, true, StandardCharsets.UTF_8));
  }

  @Test
  void listsModulesByPage() {
    assertEquals(0, run("doc"));
    String text = out.toString(StandardCharsets.UTF_8);
    assertTrue(text.contains("commands: "), text);
    assertTrue(
        text.lines().anyMatch(l -> l.startsWith("files: ") && l.contains("lineinfile")), text);
  }

  @Test
  void showsArgumentsFromTheSpecAndTheDocumentation() {
    assertEquals(0, run("doc", "ansible.builtin.lineinfile"));
    String text = out.toString(StandardCharsets.UTF_8);
    assertTrue(
        text.startsWith(
            "ansible.builtin.lineinfile (also lineinfile, ansible.legacy.lineinfile)\n"),
        text);
    assertTrue(
        text.contains("\n  name           type  required  default  choices          aliases\n"),
        text);
    assertTrue(
        text.contains(
            "\n  path           path  yes                                 dest, destfile, name\n"),
        text);
    assertTrue(
        text.contains("\n  state          str             present  absent, present\n"), text);
    assertTrue(
        text.contains(
            "\nExample:\n\n- name: Raise the locked-memory limit for RDMA\n  lineinfile:\n"),
        text);
    assertTrue(text.contains("## lineinfile\n"), text);
    assertEquals(
        1, text.split("Raise the locked-memory limit", -1).length - 1, "the example is shown once");
  }

  @Test
  void listsOneModuleALineWithASummary() {
    assertEquals(0, run("doc", "-l"));
    String text = out.toString(StandardCharsets.UTF_8);
    assertTrue(text.startsWith("add_host "), text);
    assertTrue(text.contains("\nping "), text);
    assertTrue(text.lines().noneMatch(l -> l.contains("```")), text);
  }

  @Test
  void listsOneCollectionsModulesMarkingThoseItRefuses() {
    assertEquals(0, run("doc", "-l", "ansible.posix"));
    String text = out.toString(StandardCharsets.UTF_8);
    assertTrue(
        text.startsWith("authorized_key "), "play's own first, by any of their names:\n" + text);
    assertTrue(text.contains("\nsysctl "), text);
    assertTrue(
        text.lines().noneMatch(l -> l.startsWith("apt ") || l.startsWith("community.")), text);
    assertTrue(text.contains("\nansible.posix.acl "), "then Ansible's code:\n" + text);
    assertTrue(
        text.lines()
            .anyMatch(
                l ->
                    l.startsWith("ansible.posix.synchronize ")
                        && l.contains("[refused: needs its controller-side action plugin]")),
        text);
    assertTrue(
        text.lines().anyMatch(l -> l.startsWith("ansible.posix.patch ") && !l.contains("refused")),
        "play has the equivalent of patch's action plugin:\n" + text);
  }

  @Test
  void listingACollectionThatIsNowhereIsABadOption() {
    assertEquals(5, run("doc", "-l", "foo.bar"));
    assertTrue(
        err.toString(StandardCharsets.UTF_8).contains("cannot list the modules of foo.bar"),
        err.toString());
  }

  @Test
  void unknownModuleIsABadOption() {
    assertEquals(5, run("doc", "lineinfle"));
    assertEquals(
        "error: couldn't resolve module/action 'lineinfle' (did you mean 'lineinfile'?)\n",
        err.toString(StandardCharsets.UTF_8));
  }
}
