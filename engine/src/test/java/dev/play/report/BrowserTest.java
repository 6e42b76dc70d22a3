package dev.play.report;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Inherited;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.junit.jupiter.api.Tag;

/**
 * A test class that drives Debian's Chromium through Selenium ({@link Chromium}): JUnit tag {@value
 * #TAG}, left out of the fast run ({@code -Pfast}, see docs/testing.md). {@code TestGroupsTest}
 * fails on a test class that reaches Selenium without it.
 */
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.RUNTIME)
@Documented
@Inherited
@Tag(BrowserTest.TAG)
public @interface BrowserTest {
  /** The JUnit tag. */
  String TAG = "browser";
}
