package dev.play.module.net;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.sun.net.httpserver.HttpServer;
import dev.play.connection.local.LocalConnection;
import dev.play.module.ModuleFailure;
import dev.play.module.Plan;
import dev.play.module.TestContext;
import java.net.InetSocketAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * get_url in check mode asks the URL for its headers before it predicts a download, as Ansible's
 * get_url does (a HEAD request): a URL the real run cannot fetch fails the check too. Against this
 * machine, with curl or wget, and a local server.
 */
class GetUrlCheckModeTest {
  @TempDir Path dir;
  private HttpServer server;
  private String base;

  @BeforeEach
  void serve() throws Exception {
    server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
    server.createContext(
        "/key.asc",
        ex -> {
          ex.sendResponseHeaders(200, -1); // a HEAD answer: headers only
          ex.close();
        });
    server.createContext(
        "/missing",
        ex -> {
          ex.sendResponseHeaders(404, -1);
          ex.close();
        });
    server.start();
    base = "http://127.0.0.1:" + server.getAddress().getPort();
  }

  @AfterEach
  void stop() {
    server.stop(0);
  }

  private Plan check(String url) throws Exception {
    TestContext ctx = new TestContext(new LocalConnection("localhost"), dir, Map.of(), true, false);
    return ctx.execute(
        new GetUrlModule(), Map.of("url", url, "dest", dir.resolve("key.asc").toString()));
  }

  @Test
  void aUrlThatAnswersIsADownloadToCome() throws Exception {
    Plan plan = check(base + "/key.asc");
    assertTrue(plan.changed());
    assertFalse(Files.exists(dir.resolve("key.asc")), "check mode downloads nothing");
  }

  @Test
  void aUrlThatDoesNotServeTheFileFails() {
    ModuleFailure f = assertThrows(ModuleFailure.class, () -> check(base + "/missing"));
    assertTrue(
        f.getMessage().startsWith("get_url: " + base + "/missing: Request failed: "),
        f.getMessage());
  }

  @Test
  void aHostNobodyAnswersOnFails() throws Exception {
    server.stop(0);
    ModuleFailure f = assertThrows(ModuleFailure.class, () -> check(base + "/key.asc"));
    assertTrue(f.getMessage().contains("Request failed"), f.getMessage());
  }

  @Test
  void anExistingFileAsksNothing() throws Exception {
    Files.writeString(dir.resolve("key.asc"), "key\n");
    server.stop(0);
    assertEquals(
        List.of(), check(base + "/key.asc").changes(), "no force, no checksum: the file stays");
  }
}
