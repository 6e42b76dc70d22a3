package dev.play.playbook;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Map;
import org.junit.jupiter.api.Test;

class KvArgsTest {
  @Test
  void splitsKeyValuesAndUnquotes() {
    assertEquals(
        Map.of("src", "a b.conf", "dest", "/etc/x", "mode", "0644", "msg", "it's"),
        KvArgs.parse("src=\"a b.conf\" dest=/etc/x  mode=0644 msg=\"it's\"", false));
  }

  @Test
  void keepsTemplatesTogether() {
    assertEquals(
        Map.of("msg", "{{ a | default('x y') }} z"),
        KvArgs.parse("msg=\"{{ a | default('x y') }} z\"", false));
    assertEquals(Map.of("msg", "{{ item }}"), KvArgs.parse("msg={{ item }}", false));
  }

  @Test
  void wordsWithoutEqualsAreRawParams() {
    assertEquals(Map.of("_raw_params", "flush_handlers"), KvArgs.parse("flush_handlers", false));
    assertEquals(
        Map.of("_raw_params", "tasks/x.yml", "a", "1"), KvArgs.parse("tasks/x.yml a=1", false));
  }

  @Test
  void freeFormCommandKeepsItsWordsAndSpacing() {
    assertEquals(
        Map.of(
            "_raw_params", "echo \"a   b\" | grep x=1  >/tmp/o",
            "chdir", "/tmp",
            "creates", "/tmp/o"),
        KvArgs.parse("chdir=/tmp echo \"a   b\" | grep x=1  >/tmp/o creates=/tmp/o", true));
  }

  @Test
  void escapedEqualsIsNotASeparator() {
    assertEquals(Map.of("_raw_params", "a=b"), KvArgs.parse("a\\=b", false));
  }
}
