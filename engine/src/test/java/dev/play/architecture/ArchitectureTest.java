package dev.play.architecture;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.fields;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.Dependency;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.domain.JavaModifier;
import com.tngtech.archunit.core.domain.PackageMatcher;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchCondition;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.lang.CompositeArchRule;
import com.tngtech.archunit.lang.ConditionEvents;
import com.tngtech.archunit.lang.SimpleConditionEvent;
import com.tngtech.archunit.library.dependencies.SlicesRuleDefinition;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The engine's layering, as rules over its compiled classes (ArchUnit), stated in
 * docs/architecture.md: the layers depend only downward ({@link #LAYERS}), no package is in a
 * cycle, the module families know only the module kit below them and not each other, and a class is
 * public only where another package uses it, and no static field holds state. Each rule is shown to
 * fail on a deliberate violation (the fixture packages).
 */
class ArchitectureTest {
  /**
   * The module family packages under {@code dev.play.module}: modules only, each on the module kit.
   */
  static final List<String> FAMILY_NAMES =
      List.of(
          "cluster",
          "commands",
          "containers",
          "control",
          "facts",
          "files",
          "net",
          "packages",
          "services",
          "system",
          "users");

  static final String FAMILIES = "dev.play.module.[" + String.join("|", FAMILY_NAMES) + "]..";

  /**
   * The layers, from the bottom up: a class may use its own layer and those below, never one above.
   * Each is a list of ArchUnit package patterns.
   */
  static final List<List<String>> LAYERS =
      List.of(
          List.of(
              "dev.play.value..",
              "dev.play.secret..",
              "dev.play.error..",
              "dev.play.diff..",
              "dev.play.python..",
              "dev.play.vars.."),
          List.of(
              "dev.play.input..",
              "dev.play.vault..",
              "dev.play.output..",
              "dev.play.report..",
              "dev.play.inventory..",
              "dev.play.playbook..",
              "dev.play.yaml..",
              "dev.play.collection..",
              "dev.play.config..",
              "dev.play.expr..",
              "dev.play.jinja..",
              "dev.play.template..",
              "dev.play.filterplugin..",
              "dev.play.lookup.."),
          List.of("dev.play.connection.."),
          List.of("dev.play.facts.."),
          List.of("dev.play.module", "dev.play.module.kit.."),
          List.of(FAMILIES, "dev.play.bridge.."),
          List.of("dev.play.module.catalog.."),
          List.of("dev.play.engine.."),
          List.of("dev.play.cli.."));

  private static JavaClasses engine;

  @BeforeAll
  static void load() {
    engine =
        new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("dev.play");
  }

  static ArchRule valuesAtTheBottom() {
    return noClasses()
        .that()
        .resideInAPackage("dev.play.value..")
        .should()
        .dependOnClassesThat()
        .resideOutsideOfPackages("dev.play.value..", "java..", "com.google.gson..");
  }

  static ArchRule secretsOnValuesAlone() {
    return noClasses()
        .that()
        .resideInAPackage("dev.play.secret..")
        .should()
        .dependOnClassesThat()
        .resideOutsideOfPackages("dev.play.secret..", "dev.play.value..", "java..");
  }

  static ArchRule yamlLoaderBelowItsReaders() {
    return noClasses()
        .that()
        .resideInAPackage("dev.play.yaml..")
        .should()
        .dependOnClassesThat()
        .resideOutsideOfPackages(
            "dev.play.yaml..",
            "dev.play.error..",
            "dev.play.input..",
            "dev.play.vault..",
            "dev.play.secret..",
            "dev.play.value..",
            "java..",
            "org.yaml.snakeyaml..");
  }

  /**
   * No process-wide mutable state: every static field is final. What one run owns (its secrets,
   * vault, prompts, SSH set-up) travels in its {@code RunSession}, so that two runs in one JVM see
   * only their own. What stays static and final is constant, or a process resource that holds no
   * run's data (the digest prototypes of {@code ContentDigest}, the SSH set-up limit and keep-alive
   * timer).
   */
  static ArchRule noStaticState() {
    return fields()
        .that()
        .areStatic()
        .should()
        .beFinal()
        .because("a run's state belongs to its RunSession, not to the process");
  }

  /**
   * No cycle among the packages under {@code root} (each package a slice) but those {@code left}
   * starts.
   */
  static ArchRule noCycles(String root, List<String> left) {
    return SlicesRuleDefinition.slices()
        .matching(root + ".(**)")
        .that(
            DescribedPredicate.describe(
                "outside " + left,
                s ->
                    s.stream()
                        .noneMatch(
                            c ->
                                left.stream()
                                    .anyMatch(
                                        p ->
                                            c.getPackageName().equals(p)
                                                || c.getPackageName().startsWith(p + ".")))))
        .should()
        .beFreeOfCycles();
  }

  @Test
  void theValueClassesDependOnNothingOfPlays() {
    valuesAtTheBottom().check(engine);
  }

  @Test
  void theSecretsRegistryDependsOnTheValuesAlone() {
    secretsOnValuesAlone().check(engine);
  }

  /** No class of a layer in {@code layers} depends on a class of a layer above it. */
  static ArchRule layered(List<List<String>> layers) {
    ArchRule rule = null;
    for (int i = 0; i < layers.size() - 1; i++) {
      String[] above =
          layers.subList(i + 1, layers.size()).stream()
              .flatMap(List::stream)
              .toArray(String[]::new);
      ArchRule one =
          noClasses()
              .that()
              .resideInAnyPackage(layers.get(i).toArray(String[]::new))
              .should()
              .dependOnClassesThat()
              .resideInAnyPackage(above);
      rule = rule == null ? one : CompositeArchRule.of(rule).and(one);
    }
    return rule;
  }

  /**
   * The packages {@code root.NAME} for each of {@code families} (with their sub-packages) do not
   * depend on each other.
   */
  static ArchRule familiesApart(String root, List<String> families) {
    return SlicesRuleDefinition.slices()
        .matching(root + ".(*)..")
        .that(
            DescribedPredicate.describe(
                "families " + families, slice -> families.contains(slice.getNamePart(1))))
        .should()
        .notDependOnEachOther();
  }

  /**
   * Public top-level classes under {@code root} that no class of another package uses (of {@code
   * used}: the engine's classes with its tests). A command's entry point ({@code main}) and
   * picocli's commands, which picocli makes by reflection, may be public alone.
   */
  static ArchRule publicOnlyWhereUsedElsewhere(String root, JavaClasses used) {
    Set<String> fromElsewhere = new HashSet<>();
    for (JavaClass origin : used) {
      for (Dependency d : origin.getDirectDependenciesFromSelf()) {
        JavaClass target = topLevel(d.getTargetClass());
        if (!target.getPackageName().equals(origin.getPackageName())) {
          fromElsewhere.add(target.getName());
        }
      }
    }
    return classes()
        .that()
        .resideInAPackage(root + "..")
        .and()
        .arePublic()
        .and()
        .areTopLevelClasses()
        .and(DescribedPredicate.describe("no entry point", c -> !entryPoint(c)))
        .should(
            new ArchCondition<JavaClass>("be used from another package") {
              @Override
              public void check(JavaClass c, ConditionEvents events) {
                if (!fromElsewhere.contains(c.getName())) {
                  events.add(
                      SimpleConditionEvent.violated(
                          c, c.getName() + " is public but used only in its package"));
                }
              }
            });
  }

  private static JavaClass topLevel(JavaClass c) {
    JavaClass at = c;
    while (at.getEnclosingClass().isPresent()) {
      at = at.getEnclosingClass().get();
    }
    return at;
  }

  private static boolean entryPoint(JavaClass c) {
    return c.isAnnotatedWith("picocli.CommandLine$Command")
        || c.getMethods().stream()
            .anyMatch(
                m -> m.getName().equals("main") && m.getModifiers().contains(JavaModifier.STATIC));
  }

  /**
   * Every package of the engine is in one of the {@link #LAYERS}, so that no package escapes their
   * rule.
   */
  @Test
  void everyPackageIsInALayer() {
    List<PackageMatcher> matchers =
        LAYERS.stream().flatMap(List::stream).map(PackageMatcher::of).toList();
    Set<String> outside = new java.util.TreeSet<>();
    for (JavaClass c : engine) {
      String pkg = c.getPackageName();
      if (pkg.startsWith("dev.play.") && matchers.stream().noneMatch(m -> m.matches(pkg))) {
        outside.add(pkg);
      }
    }
    assertTrue(outside.isEmpty(), "packages in no layer: " + outside);
  }

  @Test
  void theLayersDependOnlyDownward() {
    layered(LAYERS).check(engine);
  }

  @Test
  void aClassIsPublicOnlyWhereAnotherPackageUsesIt() {
    JavaClasses withTests = new ClassFileImporter().importPackages("dev.play");
    publicOnlyWhereUsedElsewhere("dev.play", withTests).check(engine);
  }

  @Test
  void noPackageIsInACycle() {
    noCycles("dev.play", List.of()).check(engine);
  }

  @Test
  void theModuleFamiliesDoNotKnowEachOther() {
    familiesApart("dev.play.module", FAMILY_NAMES).check(engine);
  }

  @Test
  void noClassKeepsMutableStateInAStaticField() {
    noStaticState().check(engine);
  }

  @Test
  void theStaticStateRuleFindsAMutableStaticField() {
    JavaClasses fixture = new ClassFileImporter().importPackages("dev.play.architecture.fixture");
    AssertionError e = assertThrows(AssertionError.class, () -> noStaticState().check(fixture));
    assertTrue(e.getMessage().contains("RunCounter.runs"), e.getMessage());
  }

  @Test
  void theYamlLoaderDependsOnNothingThatReadsYaml() {
    yamlLoaderBelowItsReaders().check(engine);
  }

  @Test
  void theCycleRuleFindsADeliberateCycle() {
    JavaClasses fixture = new ClassFileImporter().importPackages("dev.play.architecture.fixture");
    AssertionError e =
        assertThrows(
            AssertionError.class,
            () -> noCycles("dev.play.architecture.fixture", List.of()).check(fixture));
    assertTrue(e.getMessage().contains("Cycle detected"), e.getMessage());
  }

  @Test
  void theLayerRuleFindsADependencyUpward() {
    JavaClasses fixture = new ClassFileImporter().importPackages("dev.play.architecture.fixture");
    AssertionError e =
        assertThrows(
            AssertionError.class,
            () ->
                layered(
                        List.of(
                            List.of("dev.play.architecture.fixture.b.."),
                            List.of("dev.play.architecture.fixture.a..")))
                    .check(fixture));
    assertTrue(e.getMessage().contains("Right.left()"), e.getMessage());
  }

  @Test
  void theFamilyRuleFindsFamiliesThatKnowEachOther() {
    JavaClasses fixture = new ClassFileImporter().importPackages("dev.play.architecture.fixture");
    AssertionError e =
        assertThrows(
            AssertionError.class,
            () -> familiesApart("dev.play.architecture.fixture", List.of("a", "b")).check(fixture));
    assertTrue(e.getMessage().contains("Left"), e.getMessage());
  }

  @Test
  void theVisibilityRuleFindsAPublicClassUsedOnlyAtHome() {
    JavaClasses fixture = new ClassFileImporter().importPackages("dev.play.architecture.fixture");
    AssertionError e =
        assertThrows(
            AssertionError.class,
            () ->
                publicOnlyWhereUsedElsewhere("dev.play.architecture.fixture", fixture)
                    .check(fixture));
    assertTrue(
        e.getMessage().contains("OnlyHere is public but used only in its package"), e.getMessage());
    assertTrue(!e.getMessage().contains("Left is public"), e.getMessage());
  }
}
