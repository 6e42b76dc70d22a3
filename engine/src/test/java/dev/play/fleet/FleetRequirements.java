package dev.play.fleet;

import com.github.dockerjava.api.exception.NotFoundException;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Assumptions;
import org.testcontainers.DockerClientFactory;

/**
 * The one place that decides whether container tests run, skip or fail.
 *
 * <p>They are skipped only when Docker is unavailable and the environment variable {@code CI} is
 * unset (a developer machine without Docker). Under {@code CI} a missing Docker engine is a
 * failure, so CI cannot skip them silently. A missing test image is always a failure, with the
 * command that builds it.
 */
public final class FleetRequirements {
  private FleetRequirements() {}

  /**
   * Skips or fails the calling test unless Docker is reachable and {@code image} exists locally.
   */
  public static void requireImage(String image) {
    DockerApiVersion.pinForOldDaemons();
    if (!DockerClientFactory.instance().isDockerAvailable()) {
      String message = "Docker is not available (start dockerd; see testhost/README.md)";
      if (inCi()) {
        Assertions.fail(message + " and CI is set, so container tests may not be skipped");
      }
      Assumptions.abort(message + "; container tests skipped (set CI=true to make this a failure)");
    }
    try {
      DockerClientFactory.instance().client().inspectImageCmd(image).exec();
    } catch (NotFoundException e) {
      String build =
          image.startsWith("play-testhost:bookworm")
              ? "testhost/build-image.sh" + (image.endsWith("-python") ? " --bench" : "")
              : "testhost/build-variant.sh " + image.substring(image.indexOf(':') + 1);
      Assertions.fail("test image " + image + " missing: run " + build);
    }
  }

  static boolean inCi() {
    String ci = System.getenv("CI");
    return ci != null && !ci.isBlank() && !ci.equalsIgnoreCase("false") && !ci.equals("0");
  }
}
