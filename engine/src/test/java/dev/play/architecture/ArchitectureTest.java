package dev.play.architecture;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.library.dependencies.SlicesRuleDefinition;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The engine's layering, as rules over its compiled classes (ArchUnit): the value classes at the
 * bottom depend on nothing of play's, the secrets registry on the values alone, and the packages
 * that read and hold a run's input (inventory, playbook, vars, vault) and report it (output) form no
 * package cycle. Each rule is shown to fail on a deliberate violation (the fixture packages).
 */
class ArchitectureTest {
  /** The packages below the engine that must not form a cycle among themselves. */
  static final String[] FOUNDATIONS = {"dev.play.value..", "dev.play.secret..", "dev.play.error..",
      "dev.play.inventory..", "dev.play.playbook..", "dev.play.vars..", "dev.play.vault..", "dev.play.output.."};

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

  /** No cycle among the packages under {@code root} named by {@code packages} (each a slice). */
  static ArchRule noCycles(String root, String... packages) {
    return SlicesRuleDefinition.slices().matching(root + ".(*)..").that(
        com.tngtech.archunit.base.DescribedPredicate.describe("in " + String.join(", ", packages),
            s -> s.stream().anyMatch(c -> java.util.Arrays.stream(packages).anyMatch(p ->
                c.getPackageName().startsWith(p.replace("..", ""))))))
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
  void inputAndOutputPackagesFormNoCycle() {
    noCycles("dev.play", FOUNDATIONS).check(engine);
  }

  @Test
  void theCycleRuleFindsADeliberateCycle() {
    JavaClasses fixture = new ClassFileImporter().importPackages("dev.play.architecture.fixture");
    AssertionError e = assertThrows(AssertionError.class,
        () -> noCycles("dev.play.architecture.fixture", "dev.play.architecture.fixture.a..",
            "dev.play.architecture.fixture.b..").check(fixture));
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
