package dev.play.module;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.play.playbook.RoleArgumentSpec.Option;
import java.io.IOException;
import java.io.InputStream;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.yaml.snakeyaml.Yaml;

/**
 * Argument declarations ({@link ArgDecl}), and conversions from {@code
 * module/arg-conversions.yaml}.
 */
class ArgSpecTest {
  @Test
  void declarationGivesTypeRequiredDefaultAndChoices() {
    ArgSpec spec =
        ArgSpec.of(
            "dest!:path",
            "state:str=present [present|absent]",
            "names:list(str)=a,b",
            "timeout:int=10",
            "force:bool=false",
            "content:str=");
    assertEquals(Set.of("dest"), spec.required());
    assertEquals(
        new Option("str", false, List.of("present", "absent"), "present", null, Map.of()),
        spec.options().get("state"));
    assertEquals(List.of("a", "b"), spec.defaultOf("names"));
    assertEquals("str", spec.options().get("names").elements());
    assertEquals(java.math.BigInteger.TEN, spec.defaultOf("timeout"));
    assertEquals(false, spec.defaultOf("force"));
    assertEquals("", spec.defaultOf("content"));
    assertEquals(Set.of(), spec.untyped());
  }

  @Test
  void aNameWithoutTypeIsAcceptedUnchecked() {
    ArgSpec spec = ArgSpec.of("dest!", "content");
    assertEquals(Set.of("dest", "content"), spec.untyped());
    assertEquals(List.of(1), assertDoesNotFail(spec, "content", List.of(1)));
  }

  @Test
  void badDeclarationsFailWhenTheSpecIsBuilt() {
    assertEquals(
        "unknown type 'string' in argument declaration 'x:string'",
        assertThrows(IllegalArgumentException.class, () -> ArgSpec.of("x:string")).getMessage());
    assertEquals(
        "bad argument declaration: 'x y'",
        assertThrows(IllegalArgumentException.class, () -> ArgSpec.of("x y")).getMessage());
    assertThrows(IllegalArgumentException.class, () -> ArgSpec.of("n:int=ten"));
  }

  @Test
  void argsReadTheSpecsDefault() throws ModuleFailure {
    Args args =
        new Args(
            "m",
            Map.of(),
            ArgSpec.of("state:str=present", "port:int=22", "force:bool=true", "name:str"));
    assertEquals("present", args.string("state"));
    assertEquals(22, args.integer("port"));
    assertEquals(true, args.bool("force"));
    assertEquals(null, args.stringOrNull("name"));
    assertEquals(null, args.integerOrNull("timeout"));
    assertEquals(null, args.boolOrNull("force_kill"));
  }

  @Test
  void aBooleanOrIntegerWithoutADefaultInTheSpecIsABugInTheModule() {
    Args args = new Args("m", Map.of("port", 80), ArgSpec.of("port:int", "force:bool"));
    assertEquals(
        "m reads force as a boolean but its spec declares no default",
        assertThrows(IllegalStateException.class, () -> args.bool("force")).getMessage());
    assertThrows(
        IllegalStateException.class,
        () -> new Args("m", Map.of(), ArgSpec.of("port:int")).integer("port"));
  }

  enum Mode {
    STATUS,
    CLEANUP
  }

  enum Upgrade {
    NO,
    YES,
    BUILD_DEP,
    _4
  }

  @Test
  void anEnumHoldsTheChoicesNamedByOneRule() throws ModuleFailure {
    ArgSpec spec =
        ArgSpec.of("mode:str=status [status|cleanup]", "upgrade:str [no|yes|build-dep|4]")
            .withEnum("mode", Mode.class)
            .withEnum("upgrade", Upgrade.class);
    assertEquals(Mode.STATUS, spec.bind("m", Map.of()).enumValue("mode", Mode.class));
    assertEquals(
        Mode.CLEANUP, spec.bind("m", Map.of("mode", "cleanup")).enumValue("mode", Mode.class));
    assertEquals(null, spec.bind("m", Map.of()).enumValue("upgrade", Upgrade.class));
    assertEquals(
        Upgrade.BUILD_DEP,
        spec.bind("m", Map.of("upgrade", "build-dep")).enumValue("upgrade", Upgrade.class));
    assertEquals(
        Upgrade._4, spec.bind("m", Map.of("upgrade", 4)).enumValue("upgrade", Upgrade.class));
    assertEquals(
        Upgrade.YES,
        spec.bind("m", Map.of("upgrade", true)).enumValue("upgrade", Upgrade.class),
        "a YAML boolean is the choice that means the same");
    assertEquals(
        "value of mode must be one of: status, cleanup, got: stop",
        assertThrows(ArgumentError.class, () -> spec.bind("m", Map.of("mode", "stop")))
            .getMessage());
  }

  @Test
  void anEnumThatDiffersFromTheChoicesFailsWhenTheSpecIsBuilt() {
    assertEquals(
        "argument 'mode' has choices [status, cleanup, kill] (CLEANUP, KILL, STATUS) but enum Mode has CLEANUP, STATUS",
        assertThrows(
                IllegalArgumentException.class,
                () -> ArgSpec.of("mode:str [status|cleanup|kill]").withEnum("mode", Mode.class))
            .getMessage());
    assertEquals(
        "argument 'mode' has choices [status] (STATUS) but enum Mode has CLEANUP, STATUS",
        assertThrows(
                IllegalArgumentException.class,
                () -> ArgSpec.of("mode:str [status]").withEnum("mode", Mode.class))
            .getMessage());
    assertEquals(
        "argument 'mode' has no choices for enum Mode",
        assertThrows(
                IllegalArgumentException.class,
                () -> ArgSpec.of("mode:str").withEnum("mode", Mode.class))
            .getMessage());
    assertEquals(
        "two choices of argument 'mode' map to STATUS",
        assertThrows(
                IllegalArgumentException.class,
                () -> ArgSpec.of("mode:str [status|STATUS|cleanup]").withEnum("mode", Mode.class))
            .getMessage());
  }

  @Test
  void readingAChoiceAsAnEnumTheSpecDoesNotNameIsABugInTheModule() throws ModuleFailure {
    Args args = ArgSpec.of("mode:str=status [status|cleanup]").bind("m", Map.of());
    assertEquals(
        "m reads mode as Mode but its spec names no enum for it",
        assertThrows(IllegalStateException.class, () -> args.enumValue("mode", Mode.class))
            .getMessage());
  }

  static Stream<Arguments> conversions() throws IOException {
    try (InputStream in = ArgSpecTest.class.getResourceAsStream("/module/arg-conversions.yaml")) {
      List<Map<String, Object>> cases = new Yaml().load(in);
      return cases.stream().map(c -> Arguments.of(c.get("decl") + " <- " + c.get("value"), c));
    }
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("conversions")
  void converts(String name, Map<String, Object> c) {
    ArgSpec spec = ArgSpec.of((String) c.get("decl"));
    String arg = spec.allowed().iterator().next();
    if (c.containsKey("error")) {
      ArgumentError e = assertThrows(ArgumentError.class, () -> spec.convert(arg, c.get("value")));
      assertEquals(c.get("error"), e.getMessage());
      assertEquals(arg, e.argument());
    } else {
      assertEquals(
          normalized(c.get("converted")), normalized(assertDoesNotFail(spec, arg, c.get("value"))));
    }
  }

  private static Object assertDoesNotFail(ArgSpec spec, String arg, Object value) {
    try {
      return spec.convert(arg, value);
    } catch (ArgumentError e) {
      throw new AssertionError(e.getMessage());
    }
  }

  /** Numbers compared by value (YAML gives Integer, conversions may give BigInteger or Long). */
  private static Object normalized(Object v) {
    if (v instanceof Number n) {
      return n instanceof Double || n instanceof Float ? n.doubleValue() : n.longValue();
    }
    if (v instanceof List<?> l) {
      return l.stream().map(ArgSpecTest::normalized).toList();
    }
    return v instanceof Object[] a ? Arrays.asList(a) : v;
  }
}
