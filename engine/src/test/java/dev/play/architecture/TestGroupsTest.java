package dev.play.architecture;

import static com.tngtech.archunit.lang.conditions.ArchConditions.be;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.Dependency;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchRule;
import dev.play.fleet.ContainerTest;
import dev.play.parity.ParityTest;
import dev.play.report.BrowserTest;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.platform.commons.annotation.Testable;
import org.junit.platform.commons.support.AnnotationSupport;

/**
 * The test groups (docs/testing.md) as rules over the compiled test classes: a test class that
 * reaches Testcontainers, directly or through helpers such as {@code Fleet}, is tagged {@value
 * ContainerTest#TAG}; one that reaches Selenium, {@value BrowserTest#TAG}; a test class of {@code
 * dev.play.parity} is tagged {@value ParityTest#TAG}. The fast run ({@code -Pfast}) leaves out
 * those tags and relies on them. The container and parity rules are shown to fail on a deliberate
 * violation ({@code fixture.groups}).
 */
class TestGroupsTest {
  private static final String FIXTURE = "dev.play.architecture.fixture";

  private static JavaClasses tests;

  @BeforeAll
  static void load() {
    tests =
        new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.ONLY_INCLUDE_TESTS)
            .withImportOption(location -> !location.contains("/" + FIXTURE.replace('.', '/') + "/"))
            .importPackages("dev.play");
  }

  private static final DescribedPredicate<JavaClass> DECLARE_TESTS =
      DescribedPredicate.describe(
          "declare tests",
          c -> c.getAllMethods().stream().anyMatch(m -> m.isMetaAnnotatedWith(Testable.class)));

  /** Testcontainers, or the Docker client it brings. */
  private static final List<String> DOCKER = List.of("org.testcontainers", "com.github.dockerjava");

  private static final List<String> SELENIUM = List.of("org.openqa.selenium");

  private static DescribedPredicate<JavaClass> reach(String what, List<String> packages) {
    return DescribedPredicate.describe("reach " + what, c -> reaches(c, packages));
  }

  /**
   * Whether {@code test} depends on a class of {@code packages} directly or through the test
   * classes it uses (the helpers in between are test code: play's main code reaches none of them).
   */
  private static boolean reaches(JavaClass test, List<String> packages) {
    Set<JavaClass> seen = new HashSet<>(Set.of(test));
    Deque<JavaClass> todo = new ArrayDeque<>(seen);
    while (!todo.isEmpty()) {
      for (Dependency d : todo.pop().getDirectDependenciesFromSelf()) {
        JavaClass target = d.getTargetClass();
        if (packages.stream().anyMatch(p -> target.getPackageName().startsWith(p))) {
          return true;
        }
        if (target
                .getSource()
                .map(s -> s.getUri().toString().contains("/test-classes/"))
                .orElse(false)
            && seen.add(target)) {
          todo.push(target);
        }
      }
    }
    return false;
  }

  /**
   * Tagged {@code tag} as JUnit sees it: on the class, a superclass or an enclosing class, directly
   * or through an annotation.
   */
  private static DescribedPredicate<JavaClass> tagged(String tag) {
    return DescribedPredicate.describe("tagged " + tag, c -> tags(c.reflect()).contains(tag));
  }

  private static Set<String> tags(Class<?> c) {
    Set<String> out = new HashSet<>();
    for (Class<?> k = c; k != null; k = k.getEnclosingClass()) {
      AnnotationSupport.findRepeatableAnnotations(k, Tag.class).forEach(t -> out.add(t.value()));
    }
    return out;
  }

  static ArchRule containerTestsTagged() {
    return classes()
        .that(DECLARE_TESTS)
        .and(reach("Testcontainers", DOCKER))
        .should(be(tagged(ContainerTest.TAG)));
  }

  static ArchRule browserTestsTagged() {
    return classes()
        .that(DECLARE_TESTS)
        .and(reach("Selenium", SELENIUM))
        .should(be(tagged(BrowserTest.TAG)));
  }

  static ArchRule parityTestsTagged(String pkg) {
    return classes()
        .that(DECLARE_TESTS)
        .and()
        .resideInAPackage(pkg)
        .should(be(tagged(ParityTest.TAG)));
  }

  @Test
  void everyTestThatStartsContainersIsTaggedContainer() {
    containerTestsTagged().check(tests);
  }

  @Test
  void everyTestThatDrivesABrowserIsTaggedBrowser() {
    browserTestsTagged().check(tests);
  }

  @Test
  void everyParityTestIsTaggedParity() {
    parityTestsTagged("dev.play.parity..").check(tests);
  }

  @Test
  void theContainerRuleFindsAnUntaggedFleet() {
    JavaClasses fixture = new ClassFileImporter().importPackages(FIXTURE + ".groups");
    AssertionError e =
        assertThrows(AssertionError.class, () -> containerTestsTagged().check(fixture));
    assertTrue(
        e.getMessage().contains("<" + FIXTURE + ".groups.UntaggedFleetUse>"), e.getMessage());
    assertFalse(
        e.getMessage().contains(".TaggedFleetUse"),
        "tagged, and its nested class inherits it: " + e.getMessage());
  }

  @Test
  void theParityRuleFindsAnUntaggedTest() {
    JavaClasses fixture = new ClassFileImporter().importPackages(FIXTURE + ".groups");
    AssertionError e =
        assertThrows(
            AssertionError.class, () -> parityTestsTagged(FIXTURE + ".groups").check(fixture));
    assertTrue(
        e.getMessage().contains("<" + FIXTURE + ".groups.UntaggedFleetUse>"), e.getMessage());
  }
}
