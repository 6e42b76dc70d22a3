package dev.play.module;

import dev.play.connection.CommandResult;
import dev.play.connection.ConnectionException;
import dev.play.vars.Scope;
import java.nio.file.Path;

/**
 * What a module may use while planning and applying, for one host and one task. Implemented by the
 * engine; modules never see the engine, the CLI or a concrete connection.
 */
public interface ModuleContext {
  /** The inventory name of the host. */
  String host();

  /**
   * The run's vault secrets: they open vaulted controller files ({@code copy}, {@code template},
   * {@code script} sources, {@code include_vars} files) and add what they open to the run's
   * secrets.
   */
  dev.play.vault.VaultContext vault();

  boolean checkMode();

  boolean diffMode();

  /**
   * The variables of the task's {@code environment}, which its commands get ({@link #run} exports
   * them).
   */
  default java.util.Map<String, String> environment() {
    return java.util.Map.of();
  }

  /** Whether the task's results are hidden ({@code no_log}). */
  default boolean noLog() {
    return false;
  }

  /** How many {@code -v} the run has. */
  default int verbosity() {
    return 0;
  }

  /** Whether the task escalates privileges (become); {@link #run} applies it. */
  boolean become();

  /**
   * Reports a warning about the task on this host now, as Ansible's {@code display.warning} (not in
   * the result: {@code register} does not keep it). A context outside a run drops it.
   */
  default void warn(String message) {}

  /** Runs a POSIX sh script on the host, with the task's become settings. */
  CommandResult run(String script) throws ConnectionException;

  /**
   * Runs a script with bytes on standard input, with the task's become settings. An output longer
   * than play keeps ({@link dev.play.connection.KeptBytes#LIMIT} of each stream) fails the task,
   * here and in every method that runs a command but {@link #runMayCut}.
   */
  CommandResult run(String script, byte[] stdin) throws ConnectionException;

  /**
   * Runs a script as {@link #run(String, byte[])} does, for a module whose result is the output
   * itself (command, shell, raw, script): an output longer than play keeps comes back cut ({@link
   * CommandResult#cut}), its beginning kept, and the module says so.
   */
  default CommandResult runMayCut(String script, byte[] stdin) throws ConnectionException {
    return run(script, stdin);
  }

  /**
   * Sends {@code request} and {@code stdin} to a process that stays up on the host, started by the
   * sh command {@code server}, with the task's become settings ({@link
   * dev.play.connection.Connection#serve}); the request carries the task's {@link #environment}
   * itself. Null when the task cannot use one (its {@code async} or {@code timeout} need a process
   * of its own) or the connection keeps none: the caller then runs the request with {@link
   * #run(String, byte[])}.
   */
  default CommandResult serve(String server, String request, byte[] stdin)
      throws ConnectionException {
    return null;
  }

  /**
   * Runs a script of play's own that only reads state (see {@link
   * dev.play.connection.Command#probe}): as {@link #run}, on a persistent shell without starting a
   * process for it.
   */
  default CommandResult probe(String script) throws ConnectionException {
    return run(script);
  }

  /**
   * As {@link #probe(String)}, with what a persistent shell may do beside running the script
   * ({@link dev.play.connection.ProbeRequest}: stat its files with other probes', keep its code as
   * a function); {@code script} ends with the request's function.
   */
  default CommandResult probe(String script, dev.play.connection.ProbeRequest request)
      throws ConnectionException {
    return probe(script);
  }

  /**
   * Drops the host's connection and opens a new one, trying once with {@code connectTimeout} for
   * the TCP connection and key exchange; the rest of the task and later tasks use the new one. For
   * modules that outlive a connection ({@code reboot}, {@code wait_for_connection}).
   *
   * @throws ConnectionException when the host does not answer (the old connection stays dropped)
   */
  default void reconnect(java.time.Duration connectTimeout) throws ConnectionException {
    throw new ConnectionException("this context cannot reconnect to " + host());
  }

  /** Writes bytes to exactly {@code path} as the connecting user (mode 0600 when created). */
  void put(byte[] data, String path) throws ConnectionException;

  /**
   * Renders template text with the task's variables: Jinja2, or Mustache when {@code origin} (its
   * file name, named in errors) ends in {@code .mustache}.
   */
  String render(String template, String origin) throws ModuleFailure;

  /**
   * As {@link #render(String, String)}; {@code includes} finds what a Jinja2 template includes or
   * imports.
   */
  default String render(String template, String origin, dev.play.jinja.TemplateLoader includes)
      throws ModuleFailure {
    return render(template, origin);
  }

  /**
   * Renders a template file ({@code file}, found for {@code path}) that is written to {@code dest}:
   * as {@link #render(String, String, dev.play.jinja.TemplateLoader)}, with Ansible's template
   * variables ({@code ansible_managed}, {@code template_path} ...) over the task's.
   */
  default String renderFile(
      String template, String path, Path file, String dest, dev.play.jinja.TemplateLoader includes)
      throws ModuleFailure {
    return render(template, path, includes);
  }

  /**
   * Finds a controller-side file for {@code src}/template: absolute as is, else the role's {@code
   * subdir} ("files" or "templates"), the role dir, the playbook's {@code subdir}, then the
   * playbook dir.
   */
  Path findFile(String name, String subdir) throws ModuleFailure;

  /** Evaluates an expression of the condition language (e.g. {@code debug: var=}). */
  Object evaluate(String expression) throws ModuleFailure;

  /** Evaluates a condition to true or false ({@code assert: that}). */
  boolean test(String condition) throws ModuleFailure;

  /** The task's variables. */
  Scope vars();

  /**
   * The run's inventory, to which {@code add_host} and {@code group_by} add; none outside a run.
   */
  default dev.play.inventory.RunInventory inventory() {
    throw new UnsupportedOperationException("no run inventory in this context");
  }

  /**
   * In check mode: whether an earlier task of this run planned to create directory {@code path} (or
   * a directory inside it), so a missing directory is no error for the prediction.
   */
  default boolean directoryPlanned(String path) {
    return false;
  }

  /**
   * In check mode: whether an earlier task of this run planned to create {@code kind:name} (see
   * {@link Change#creates}).
   */
  default boolean planned(String resource) {
    return false;
  }

  /**
   * In check mode: the content an earlier task of this run planned to write to {@code path}, if
   * any.
   */
  default java.util.Optional<PlannedFile> plannedFile(String path) {
    return java.util.Optional.empty();
  }

  /**
   * In check mode: whether an earlier task of this run planned to create {@code path} (a file or
   * directory).
   */
  default boolean pathPlanned(String path) {
    return directoryPlanned(path);
  }

  /**
   * In check mode: the latest earlier task of this run on this host whose effects play cannot
   * foresee (a command check mode does not run, a module without check mode), named for a reader
   * ({@code the earlier task “Add the CUDA repository” (shell)}); empty when there is none.
   */
  default java.util.Optional<String> unforeseenEarlier() {
    return java.util.Optional.empty();
  }

  /**
   * In check mode: this task's prediction rests on an assumption, said in words for a reviewer
   * ({@code nvidia-driver-550 is not in the package index; the earlier task … may add a
   * repository}); see {@link Assumed}. A prediction with none is known.
   */
  default void assume(String why) {}

  /**
   * What modules keep on this task's connection to its host, for the task's become identity ({@link
   * HostSession}).
   */
  default HostSession session() throws ConnectionException {
    throw new UnsupportedOperationException("no host session in this context");
  }
}
