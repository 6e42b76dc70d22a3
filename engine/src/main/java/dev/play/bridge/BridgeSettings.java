package dev.play.bridge;

import dev.play.config.PlayConfig;
import dev.play.python.ControllerPython;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;

/**
 * How a run treats modules play does not implement.
 *
 * @param library module directories of ansible.cfg's {@code library} / {@code ANSIBLE_LIBRARY}
 *     (Ansible's {@code DEFAULT_MODULE_PATH}), searched after a role's and the playbook's {@code
 *     library/}
 * @param nativeOnly refuse every module play does not implement ({@code --native-only})
 * @param bridged modules (short names or FQCNs) run with Ansible's code although play has its own
 * @param ansiblePython the controller's Python with ansible-core ({@code PLAY_ANSIBLE_PYTHON}), or
 *     null to look for it when a module is first packed ({@link ControllerPython})
 * @param interpreterPython {@code interpreter_python}: the hosts' Python, or a discovery mode
 *     ({@code auto}, {@code auto_silent}, {@code auto_legacy}, {@code auto_legacy_silent})
 * @param packCache where packed modules are kept across runs ({@code PLAY_PACK_CACHE}, {@link
 *     PackCache}): a directory, {@code off}, or null for the default
 */
public record BridgeSettings(
    List<Path> library,
    boolean nativeOnly,
    Set<String> bridged,
    String ansiblePython,
    String interpreterPython,
    String packCache) {
  public BridgeSettings {
    library = List.copyOf(library);
    bridged = Set.copyOf(bridged);
    interpreterPython =
        interpreterPython == null || interpreterPython.isBlank()
            ? "auto"
            : interpreterPython.strip();
  }

  public BridgeSettings(
      List<Path> library, boolean nativeOnly, Set<String> bridged, String ansiblePython) {
    this(library, nativeOnly, bridged, ansiblePython, "auto", null);
  }

  /**
   * How modules play does not implement run, from {@code library} and play's own settings; {@code
   * nativeOnly}: the flag.
   */
  public static BridgeSettings of(PlayConfig config, boolean nativeOnly) {
    return new BridgeSettings(
        config.library(),
        nativeOnly || config.nativeOnly(),
        config.bridgedModules(),
        config.ansiblePython(),
        config.interpreterPython(),
        config.packCache());
  }

  /**
   * Ansible's default library path, bridging on, nothing forced, ansible-core looked for ({@link
   * ControllerPython}).
   */
  public static BridgeSettings defaults() {
    String home = System.getProperty("user.home");
    return new BridgeSettings(
        List.of(
            Path.of(home, ".ansible/plugins/modules"),
            Path.of("/usr/share/ansible/plugins/modules")),
        false,
        Set.of(),
        null);
  }
}
