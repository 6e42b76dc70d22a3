/**
 * {@code play inventory}: the inventory that {@link dev.play.inventory.InventoryLoader} reads,
 * shown as {@code ansible-inventory} 2.14 shows it. {@link dev.play.cli.inventory.InventoryView}
 * picks the variables shown for a host or a group; {@code InventoryList}, {@code InventoryTree} and
 * {@code InventoryGraph} build {@code --list}, {@code --list --yaml} and {@code --graph}; {@code
 * Dump} writes JSON and YAML as Python's {@code json} and PyYAML do.
 */
package dev.play.cli.inventory;
