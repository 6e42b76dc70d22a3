package dev.play.inventory;

import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;
import java.util.regex.Pattern;

/**
 * A run's inventory: the loaded one, which changes only when its sources are read again ({@link
 * #refresh}), and what {@code add_host} and {@code group_by} added during the run ({@link
 * InventoryOverlay}). Safe for concurrent use: reads see a consistent immutable snapshot; additions
 * are made one at a time.
 */
public final class RunInventory {
  /**
   * Ansible's warning when a new group's name is not a valid variable name (its 2.14 default keeps
   * the name).
   */
  static final String INVALID_GROUP_NAME =
      "Invalid characters were found in group names but not replaced, use -vvvv to see details";

  private static final Pattern INVALID =
      Pattern.compile("^[\\d\\W]|[^\\w]", Pattern.UNICODE_CHARACTER_CLASS);

  private final Consumer<String> warnings;
  private final Set<String> warned = ConcurrentHashMap.newKeySet();
  private InventoryOverlay overlay = InventoryOverlay.EMPTY;
  private volatile Inventory current;

  /**
   * @param loaded the inventory as loaded: the first snapshot, each addition making the next
   * @param warnings where warnings go (each printed once per run, as Ansible)
   */
  public RunInventory(Inventory loaded, Consumer<String> warnings) {
    this.warnings = warnings;
    this.current = loaded;
  }

  /** The inventory as it stands now, additions included. */
  public Inventory current() {
    return current;
  }

  /** The additions made so far. */
  public synchronized InventoryOverlay overlay() {
    return overlay;
  }

  /**
   * Those of {@code additions} the inventory lacks now, in order: what adding them would change.
   */
  public List<InventoryAddition> missing(List<InventoryAddition> additions) {
    return InventoryAddition.missing(additions, current);
  }

  /**
   * Adds those of {@code additions} the inventory still lacks; returns them (none: nothing
   * changed).
   *
   * @throws dev.play.error.PlayError when they would make groups a cycle (nothing is added then)
   */
  public synchronized List<InventoryAddition> add(List<InventoryAddition> additions) {
    List<InventoryAddition> missing = missing(additions);
    if (missing.isEmpty()) {
      return missing;
    }
    current = current.withOverlay(new InventoryOverlay(missing));
    overlay = overlay.with(missing);
    missing.forEach(this::warnAbout);
    return missing;
  }

  /**
   * The inventory's sources were read again ({@code meta: refresh_inventory}): {@code reread} with
   * the additions made so far that it lacks, as Ansible adds its add_host and group_by results
   * again.
   *
   * @throws dev.play.error.PlayError when they would make groups of {@code reread} a cycle
   */
  public synchronized void refresh(Inventory reread) {
    current =
        reread.withOverlay(
            new InventoryOverlay(InventoryAddition.missing(overlay.additions(), reread)));
  }

  private void warnAbout(InventoryAddition a) {
    if (a instanceof InventoryAddition.NewGroup g
        && INVALID.matcher(g.group()).find()
        && warned.add(INVALID_GROUP_NAME)) {
      warnings.accept(INVALID_GROUP_NAME);
    }
  }
}
