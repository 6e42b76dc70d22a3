package dev.play.module.files;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.play.module.ModuleFailure;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Where {@code fetch} writes: an inventory host name steers nothing, and the files land where
 * Ansible puts them when both accept the name.
 */
class FetchDestTest {
  private static final Path PB = Path.of("/pb");
  private static final FetchDest PER_HOST = new FetchDest("out", false, PB, Path.of("/home/op"));

  @ParameterizedTest
  @ValueSource(strings = {"../../etc", "a/../../b", "/abs", ".", "..", "", "a\0b", "a\nb", "a\rb"})
  void aHostNameThatIsNoSingleDirectoryNameIsRefused(String host) {
    ModuleFailure f = assertThrows(ModuleFailure.class, () -> PER_HOST.resolve("/etc/hosts", host));
    assertEquals(
        "fetch refuses the inventory host name "
            + dev.play.value.JsonWriter.compact(host)
            + " as a directory under /pb/out: "
            + FetchDest.hostNameProblem(host),
        f.getMessage());
  }

  @ParameterizedTest
  @CsvSource({
    "a/../../b, it holds a slash",
    "'', it is no directory name",
    "'a\u001bb', it holds a control character (\"\\u001b\")"
  })
  void theReasonIsSaid(String host, String why) {
    assertEquals(why, FetchDest.hostNameProblem(host));
  }

  @Test
  void aHostNameOver255BytesIsRefused() {
    assertEquals(
        "a name in it is longer than 255 bytes", FetchDest.hostNameProblem("é".repeat(128)));
    assertEquals(null, FetchDest.hostNameProblem("é".repeat(127)));
  }

  @ParameterizedTest
  @CsvSource({
    "node1, /etc/hosts, /pb/out/node1/etc/hosts",
    "10.0.0.1, logs/app.log, /pb/out/10.0.0.1/logs/app.log",
    "...,  /tmp//x/./y, /pb/out/.../tmp/x/y",
    "n-1, /var/log/../lib/f, /pb/out/n-1/var/lib/f"
  })
  void anOrdinaryHostAndSourceLandUnderDestHost(String host, String source, String file)
      throws ModuleFailure {
    FetchTarget t = PER_HOST.resolve(source, host);
    assertEquals(Path.of(file), t.file());
    assertEquals(Path.of("/pb/out"), t.root());
  }

  @Test
  void flatIntoADirectoryStaysInIt() throws ModuleFailure {
    FetchDest flat = new FetchDest("~/logs/", true, PB, Path.of("/home/op"));
    FetchTarget t = flat.resolve("/var/log/../../etc/shadow", "../x");
    assertEquals(Path.of("/home/op/logs/shadow"), t.file());
    assertEquals(Path.of("/home/op/logs"), t.root());
  }
}
