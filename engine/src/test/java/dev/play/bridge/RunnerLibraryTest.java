package dev.play.bridge;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.play.python.ControllerPython;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * How {@code runner.py} imports modules' code from memory ({@code Library}), run by this machine's
 * Python: the bytecode in a zip is used only when the request names this Python's cache tag and
 * magic number, nothing is written to the host's disk, a later zip replaces the files it changes,
 * and directories without {@code __init__.py} and {@code pkgutil.get_data} work as they do from
 * AnsiballZ's zip.
 */
class RunnerLibraryTest {
  /**
   * Python that builds zips: {@code zip(files)} with {@code files} name → bytes, and {@code
   * pyc(source)}.
   */
  private static final String HELPERS =
      """
      import io, importlib.util, marshal, os, sys, zipfile, runner
      def zip(files):
          out = io.BytesIO()
          with zipfile.ZipFile(out, 'w', zipfile.ZIP_DEFLATED) as z:
              for name, data in files.items():
                  z.writestr(name, data)
          return out.getvalue()
      def pyc(source):
          # unchecked-hash bytecode (PEP 552): magic, flags 0b01, 8 bytes of hash, the code
          return importlib.util.MAGIC_NUMBER + b'\\x01\\x00\\x00\\x00' + bytes(8) + marshal.dumps(compile(source, 'm', 'exec'))
      cached = 'pkg/__pycache__/mod.%s.pyc' % sys.implementation.cache_tag
      lib = runner.Library(os.path.abspath('lib'))
      sys.meta_path.insert(0, lib)
      """;

  @TempDir Path tmp;

  @BeforeEach
  void setUp() throws IOException {
    Files.writeString(tmp.resolve("runner.py"), ModulePacker.resource("runner.py"));
  }

  @Test
  void usesTheBytecodeOfThisPythonOnly() throws Exception {
    String run =
        "lib.add(zip({'pkg/__init__.py': b'', 'pkg/mod.py': b'x = \"source\"', cached: pyc('x = \"bytecode\"')}),"
            + " {'bytecode': %s})\nimport pkg.mod\nprint(pkg.mod.x)\n";
    assertEquals("bytecode", python(run.formatted("runner.bytecode_tag()")));
    assertEquals(
        "source",
        python(run.formatted("'cpython-27:00000000'")),
        "another Python's bytecode is left out");
  }

  @Test
  void aLibraryThatCompilesKeepsTheCodeOfSourcesWithoutUsableBytecode() throws Exception {
    String out =
        python(
            "lib = runner.Library(os.path.abspath('lib'), compiles=True)\n"
                + "sys.meta_path.insert(0, lib)\n"
                + "lib.add(zip({'pkg/__init__.py': b'', 'pkg/mod.py': b'x = 1', 'pkg/bad.py': b'def ('}), {'bytecode': None})\n"
                + "import pkg.mod\n"
                + "print(sorted(lib.codes), pkg.mod.x, pkg.mod.__loader__.get_code('pkg.mod') is lib.codes['pkg/mod.py'])\n");
    assertEquals(
        "['pkg/__init__.py', 'pkg/mod.py'] 1 True",
        out,
        "a source that does not compile is left to its import");
  }

  @Test
  void writesNothingToDisk() throws Exception {
    python(
        "lib.add(zip({'pkg/__init__.py': b'', 'pkg/mod.py': b'x = 1'}), {'bytecode': None})\n"
            + "import pkg.mod\nassert pkg.mod.__file__ == os.path.abspath('lib/pkg/mod.py'), pkg.mod.__file__\n");
    try (Stream<Path> files = Files.walk(tmp)) {
      assertEquals(
          "runner.py",
          String.join(
              ",",
              files.filter(Files::isRegularFile).map(p -> tmp.relativize(p).toString()).toList()));
    }
  }

  @Test
  void aLaterZipReplacesTheFilesItChanges() throws Exception {
    String out =
        python(
            "lib.add(zip({'pkg/__init__.py': b'', 'pkg/mod.py': b'x = 1', 'pkg/same.py': b'y = 1'}), {})\n"
                + "first = lib.files['pkg/same.py']\n"
                + "lib.add(zip({'pkg/__init__.py': b'', 'pkg/mod.py': b'x = 2', 'pkg/same.py': b'y = 1', 'pkg/new.py': b'z = 3'}), {})\n"
                + "import pkg.mod, pkg.same, pkg.new\n"
                + "print(pkg.mod.x, pkg.same.y, pkg.new.z, lib.files['pkg/same.py'] is first)\n");
    assertEquals("2 1 3 True", out);
  }

  @Test
  void importsFromDirectoriesWithoutInitFiles() throws Exception {
    assertEquals(
        "ok",
        python(
            "lib.add(zip({'ns/sub/mod.py': b'x = \"ok\"'}), {})\nimport ns.sub.mod\nprint(ns.sub.mod.x)\n"));
  }

  @Test
  void readsDataFilesAsPkgutilDoes() throws Exception {
    assertEquals(
        "data",
        python(
            "import pkgutil\nlib.add(zip({'pkg/__init__.py': b'', 'pkg/d.txt': b'data'}), {})\n"
                + "print(pkgutil.get_data('pkg', 'd.txt').decode())\n"));
  }

  /**
   * Runs {@link #HELPERS} then {@code code} with this machine's Python in the test's directory; its
   * output, stripped.
   */
  private String python(String code) throws IOException {
    Process p =
        new ProcessBuilder(ControllerPython.candidates(null).getFirst(), "-B", "-c", HELPERS + code)
            .directory(tmp.toFile())
            .redirectErrorStream(true)
            .start();
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    try {
      assertEquals(0, p.waitFor(), out);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IOException(e);
    }
    return out.strip();
  }
}
