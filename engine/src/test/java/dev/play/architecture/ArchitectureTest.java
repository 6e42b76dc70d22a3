package dev.play.architecture;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.library.dependencies.SlicesRuleDefinition;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The engine's layering, as rules over its compiled classes (ArchUnit): the value classes at the
 * bottom depend on nothing of play's, the secrets registry on the values alone, and no package is
 * in a cycle but the module families' (the one left, {@link #CYCLE_LEFT}). Each rule is shown to
 * fail on a deliberate violation (the fixture packages).
 */
class ArchitectureTest {
  /**
   * The one package cycle left (issue 26): the module families with the module kit, the bridge,
   * the configuration and the fact parsers. Every other package is in no cycle.
   */
  static final List<String> CYCLE_LEFT = List.of("dev.play.bridge", "dev.play.config", "dev.play.facts",
      "dev.play.module");

  private static JavaClasses engine;

  @BeforeAll
  static void load() {
    engine = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
        .importPackages("dev.play");
  }

  static ArchRule valuesAtTheBottom() {
    return noClasses().that().resideInAPackage("dev.play.value..").should().dependOnClassesThat()
        .resideOutsideOfPackages("dev.play.value..", "java..", "com.google.gson..");
  }

  static ArchRule secretsOnValuesAlone() {
    return noClasses().that().resideInAPackage("dev.play.secret..").should().dependOnClassesThat()
        .resideOutsideOfPackages("dev.play.secret..", "dev.play.value..", "java..");
  }

  static ArchRule yamlLoaderBelowItsReaders() {
    return noClasses().that().resideInAPackage("dev.play.yaml..").should().dependOnClassesThat()
        .resideOutsideOfPackages("dev.play.yaml..", "dev.play.error..", "dev.play.input..", "dev.play.vault..",
            "dev.play.secret..", "dev.play.value..", "java..", "org.yaml.snakeyaml..");
  }

  /** No cycle among the packages under {@code root} (each package a slice) but those {@code left} starts. */
  static ArchRule noCycles(String root, List<String> left) {
    return SlicesRuleDefinition.slices().matching(root + ".(**)").that(DescribedPredicate.describe(
        "outside " + left, s -> s.stream().noneMatch(c -> left.stream().anyMatch(p -> c.getPackageName().equals(p)
            || c.getPackageName().startsWith(p + ".")))))
        .should().beFreeOfCycles();
  }

  @Test
  void theValueClassesDependOnNothingOfPlays() {
    valuesAtTheBottom().check(engine);
  }

  @Test
  void theSecretsRegistryDependsOnTheValuesAlone() {
    secretsOnValuesAlone().check(engine);
  }

  @Test
  void theYamlLoaderDependsOnNothingThatReadsYaml() {
    yamlLoaderBelowItsReaders().check(engine);
  }

  @Test
  void noPackageIsInACycleButTheModuleFamilies() {
    noCycles("dev.play", CYCLE_LEFT).check(engine);
  }

  @Test
  void theCycleRuleFindsADeliberateCycle() {
    JavaClasses fixture = new ClassFileImporter().importPackages("dev.play.architecture.fixture");
    AssertionError e = assertThrows(AssertionError.class,
        () -> noCycles("dev.play.architecture.fixture", List.of()).check(fixture));
    assertTrue(e.getMessage().contains("Cycle detected"), e.getMessage());
  }

  @Test
  void theLayerRulesFindADependencyUpward() {
    JavaClasses fixture = new ClassFileImporter().importPackages("dev.play.architecture.fixture");
    AssertionError e = assertThrows(AssertionError.class, () -> noClasses().that()
        .resideInAPackage("dev.play.architecture.fixture.b..").should().dependOnClassesThat()
        .resideOutsideOfPackages("dev.play.architecture.fixture.b..", "java..").check(fixture));
    assertTrue(e.getMessage().contains("Left"), e.getMessage());
  }
}
