package dev.play.module;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.play.module.catalog.BuiltinModules;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every enum a built-in module reads a choice argument as ({@link ArgSpec#withEnum}) holds exactly
 * the choices its spec declares, one constant each ({@link ChoiceEnums#constantName}).
 */
class ModuleEnumsTest {
  static Stream<Arguments> enumArguments() {
    return BuiltinModules.registry().modules().stream()
        .flatMap(
            m ->
                m.spec().enums().entrySet().stream()
                    .map(
                        e ->
                            Arguments.of(
                                m.name() + " " + e.getKey() + " as " + e.getValue().getSimpleName(),
                                m,
                                e.getKey(),
                                e.getValue())));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("enumArguments")
  void theEnumHoldsExactlyTheSpecsChoices(
      String label, Module m, String arg, Class<? extends Enum<?>> type) {
    assertNull(m.spec().enumMismatch(arg, type), label);
    List<Object> choices = m.spec().options().get(arg).choices();
    assertEquals(choices.size(), type.getEnumConstants().length, label);
  }

  @Test
  void modulesReadTheirStatesAsEnums() {
    assertFalse(enumArguments().toList().isEmpty());
    assertEquals(
        "argument 'state' has choices [present, absent, latest] (ABSENT, LATEST, PRESENT) but enum Presence"
            + " has ABSENT, PRESENT",
        ArgSpec.of("state:str [present|absent|latest]")
            .enumMismatch("state", dev.play.module.kit.Presence.class));
  }
}
