package dev.play.fleet;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Inherited;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.junit.jupiter.api.Tag;

/**
 * A test class that starts containers (a {@link Fleet}, {@link DockerHosts}, {@link SystemdHosts},
 * or Docker itself): JUnit tag {@value #TAG}, left out of the fast run ({@code -Pfast}, see
 * docs/testing.md). {@code TestGroupsTest} fails on a test class that reaches Testcontainers
 * without it.
 */
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.RUNTIME)
@Documented
@Inherited
@Tag(ContainerTest.TAG)
public @interface ContainerTest {
  /** The JUnit tag. */
  String TAG = "container";
}
