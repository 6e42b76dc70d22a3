package dev.play.module;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** A task's arguments checked and converted by a module's spec ({@link ArgSpec#bind}). */
class ArgSpecBindTest {
  /** A stand-in for a file module: copy with dest required, src/content optional. */
  static final Module COPY =
      new Module() {
        @Override
        public String name() {
          return "copy";
        }

        @Override
        public ArgSpec spec() {
          return ArgSpec.of("dest!", "src", "content", "mode").withAliases(Map.of("path", "dest"));
        }

        @Override
        public Plan plan(Args args, ModuleContext ctx) {
          return Plan.noChange("test", Map.of());
        }
      };

  @Test
  void unknownArgsAreSortedAndAliasesAccepted() {
    assertEquals(List.of("dset", "zz"), COPY.spec().unknown(Set.of("zz", "dset", "path", "mode")));
  }

  @Test
  void unsupportedArgumentMessage() {
    assertEquals(
        "unsupported parameter 'dset' for module 'copy' (did you mean 'dest'?)",
        COPY.spec().unsupportedMessage(COPY.name(), "dset"));
    assertEquals(
        "unsupported parameter 'owner' for module 'copy'",
        COPY.spec().unsupportedMessage(COPY.name(), "owner"));
  }

  @Test
  void missingRequiredArguments() {
    assertEquals(List.of("dest"), COPY.spec().missing(Set.of("src")));
    assertEquals(List.of(), COPY.spec().missing(Set.of("path")));
    assertEquals("missing required arguments: dest", ArgSpec.missingMessage(List.of("dest")));
  }

  @Test
  void bindResolvesAliases() throws ModuleFailure {
    Args args = COPY.bind(Map.of("path", "/etc/x", "content", "hi"));
    assertEquals(Map.of("dest", "/etc/x", "content", "hi"), args.asMap());
  }

  @Test
  void bindReportsEveryUnsupportedArgument() {
    ModuleFailure f =
        assertThrows(
            ModuleFailure.class, () -> COPY.bind(Map.of("dest", "/x", "dset", 1, "sr", 2)));
    assertEquals(
        "unsupported parameter 'dset' for module 'copy' (did you mean 'dest'?); "
            + "unsupported parameter 'sr' for module 'copy' (did you mean 'src'?)",
        f.getMessage());
  }

  @Test
  void bindTreatsNullAsMissing() {
    Map<String, Object> given = new LinkedHashMap<>();
    given.put("dest", null);
    ModuleFailure f = assertThrows(ModuleFailure.class, () -> COPY.bind(given));
    assertEquals("missing required arguments: dest", f.getMessage());
  }
}
