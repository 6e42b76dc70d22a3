package dev.play.connection.shell;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.play.connection.ProbeRequest;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

class ShellFunctionsTest {
  private static final String N = "n0";

  private static String request(ShellFunctions f, String script, String function) {
    return new String(
        f.request(script, new ProbeRequest(List.of(), function), "t1"), StandardCharsets.UTF_8);
  }

  @Test
  void theCodeIsDefinedOnceThenCalled() {
    ShellFunctions f = new ShellFunctions(N);
    String code = "echo \"$p\"\n";
    assertEquals(
        "PLAY_F0() {\necho \"$p\"\n}\nn0=\np=a\nPLAY_F0\nn0.t1\n",
        request(f, "p=a\n" + code, code));
    assertEquals("p=b\nPLAY_F0\nn0.t1\n", request(f, "p=b\n" + code, code));
    assertEquals(
        "PLAY_F1() {\necho 1\n}\nn0=\nPLAY_F1\nn0.t1\n", request(f, "echo 1\n", "echo 1\n"));
    assertEquals(
        "x=1\np=c\nPLAY_F0\nn0.t1\n",
        request(f, "x=1\np=c\n" + code, code),
        "values before the function");
  }

  @Test
  void aProbeWithoutAFunctionIsSentWhole() {
    assertEquals(
        "echo '#play-function'\nn0.t1\n",
        request(new ShellFunctions(N), "echo '#play-function'", ""));
    assertEquals(
        "x=1; echo 1\nn0.t1\n",
        request(new ShellFunctions(N), "x=1; echo 1\n", "echo 1\n"),
        "a function that does not start a line");
  }
}
