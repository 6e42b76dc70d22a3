package dev.play.fleet;

import java.nio.file.Path;
import java.util.function.Supplier;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * One fleet for all the tests of a class, started before the first and removed after the last, with
 * an inventory for the {@code play} user:
 *
 * <pre>{@code
 * @RegisterExtension static final SharedFleet FLEET = new SharedFleet(() -> Fleet.start(1));
 * ... FleetRun.play(FLEET.fleet(), FLEET.inventory(), playbook); FLEET.host().exec(...)
 * }</pre>
 */
public final class SharedFleet implements BeforeAllCallback, AfterAllCallback {
  private final Supplier<Fleet> start;
  private Fleet fleet;
  private Path inventory;

  public SharedFleet(Supplier<Fleet> start) {
    this.start = start;
  }

  @Override
  public void beforeAll(ExtensionContext context) {
    fleet = start.get();
    inventory = fleet.writeInventory("play");
  }

  @Override
  public void afterAll(ExtensionContext context) {
    if (fleet != null) {
      fleet.close();
    }
  }

  public Fleet fleet() {
    return fleet;
  }

  /** The INI inventory of every host, user {@code play}. */
  public Path inventory() {
    return inventory;
  }

  /** The first host. */
  public TestHost host() {
    return fleet.host(0);
  }
}
