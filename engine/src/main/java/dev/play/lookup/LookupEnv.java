package dev.play.lookup;

import dev.play.inventory.Inventory;
import dev.play.template.Templater;
import dev.play.vault.VaultContext;
import java.nio.file.Path;
import java.util.function.Consumer;

/**
 * The controller side of one task on one host, known before its variables.
 *
 * @param files where the task's {@code files/} and {@code templates/} are looked for
 * @param baseDir the playbook's directory: {@code pipe} and {@code lines} run there, a relative
 *     {@code password} file is under it, as Ansible's loader base dir
 * @param templater renders {@code template} lookups
 * @param inventory the run's inventory, for {@code inventory_hostnames}
 * @param warnings where {@code errors='warn'} and other warnings go
 * @param readingAhead the engine only reads the task ahead to plan it: lookups with side effects
 *     throw {@link LookupDeferred} instead of running
 * @param vault the run's vault secrets, which open vaulted files ({@code file}, {@code template},
 *     {@code password})
 */
public record LookupEnv(
    SearchPath files,
    Path baseDir,
    Templater templater,
    Inventory inventory,
    Consumer<String> warnings,
    boolean readingAhead,
    VaultContext vault) {}
