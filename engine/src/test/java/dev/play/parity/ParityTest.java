package dev.play.parity;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Inherited;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.junit.jupiter.api.Tag;

/**
 * A test class that runs Debian's Ansible ({@code ansible-playbook}, {@code ansible-config}) beside
 * play and compares the two: JUnit tag {@value #TAG}, left out of the fast run ({@code -Pfast}, see
 * docs/testing.md). Those that also start hosts carry {@link dev.play.fleet.ContainerTest} as well.
 * {@code TestGroupsTest} fails on a test class of this package without it.
 */
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.RUNTIME)
@Documented
@Inherited
@Tag(ParityTest.TAG)
public @interface ParityTest {
  /** The JUnit tag. */
  String TAG = "parity";
}
