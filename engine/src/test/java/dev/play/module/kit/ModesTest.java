package dev.play.module.kit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.play.module.ModuleFailure;
import org.junit.jupiter.api.Test;

class ModesTest {
  private static int apply(Object spec, int current, boolean dir) throws ModuleFailure {
    return Modes.parse(spec).apply(current, dir);
  }

  @Test
  void modesPrintAsFourOctalDigitsAtLeast() {
    assertEquals("0644", ModeSpec.format(0644));
    assertEquals("0000", ModeSpec.format(0));
    assertEquals("0007", ModeSpec.format(7));
    assertEquals("4755", ModeSpec.format(04755));
    assertEquals("101777", ModeSpec.format(0101777));
  }

  @Test
  void octalForms() throws ModuleFailure {
    assertEquals(0644, apply(420, 0, false)); // YAML 0644
    assertEquals(01204, apply(644, 0, false)); // YAML 644: Ansible's well-known surprise
    assertEquals(0644, apply("644", 0, false));
    assertEquals(0644, apply("0644", 0, false));
    assertEquals(02755, apply("2755", 0, false));
  }

  @Test
  void symbolicForms() throws ModuleFailure {
    assertEquals(0644, apply("u=rw,g=r,o=r", 0777, false));
    assertEquals(0755, apply("a+x", 0644, false));
    assertEquals(0640, apply("u=rwX,g=rX,o=", 0644, false));
    assertEquals(0750, apply("u=rwX,g=rX,o=", 0644, true));
    assertEquals(0754, apply("u=rwX,g=rX,o=r", 0744, false));
    assertEquals(0604, apply("g-rw", 0664, false));
    assertEquals(01777, apply("o+t,a+rwx", 0, true));
    assertEquals(04755, apply("u+s", 0755, false));
    assertEquals(0664, apply("g=u", 0644, false));
  }

  @Test
  void rejectsNonsense() {
    ModuleFailure f = assertThrows(ModuleFailure.class, () -> Modes.parse("u=rwz"));
    assertEquals("bad symbolic permission for mode: u=rwz", f.getMessage());
    assertThrows(ModuleFailure.class, () -> Modes.parse(070000));
  }
}
