package dev.play.connection.shell;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.play.connection.Command;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class ShellFunctionsTest {
  private static final String N = "n0";

  private static String request(ShellFunctions f, String script) {
    return new String(f.request(script), StandardCharsets.UTF_8);
  }

  @Test
  void theCodeIsDefinedOnceThenCalled() {
    ShellFunctions f = new ShellFunctions(N);
    String code = "echo \"$p\"\n";
    assertEquals("PLAY_F0() {\necho \"$p\"\n}\nn0=\np=a\nPLAY_F0\nn0.\n", request(f, "p=a\n" + Command.FUNCTION_MARK + code));
    assertEquals("p=b\nPLAY_F0\nn0.\n", request(f, "p=b\n" + Command.FUNCTION_MARK + code));
    assertEquals("PLAY_F1() {\necho 1\n}\nn0=\nPLAY_F1\nn0.\n", request(f, Command.FUNCTION_MARK + "echo 1\n"));
    assertEquals("x=1\np=c\nPLAY_F0\nn0.\n", request(f, "x=1\np=c\n" + Command.FUNCTION_MARK + code), "values before the mark");
  }

  @Test
  void aProbeWithoutTheMarkIsSentWhole() {
    assertEquals("echo '#play-function'\nn0.\n", request(new ShellFunctions(N), "echo '#play-function'"));
  }
}
