package dev.play.roles;

import dev.play.connection.CommandResult;
import dev.play.module.ModuleContext;
import dev.play.module.ModuleFailure;
import dev.play.template.Templater;
import dev.play.vars.Scope;
import java.nio.file.Path;

/**
 * The module context of {@link RoleHarness}: the host's variables, and no host to run anything on.
 */
final class HarnessContext implements ModuleContext {
  private final dev.play.vault.VaultContext vault = dev.play.vault.VaultContext.none();
  private final String host;
  private final Scope scope;
  private final Templater templater;

  HarnessContext(String host, Scope scope, Templater templater) {
    this.host = host;
    this.scope = scope;
    this.templater = templater;
  }

  @Override
  public String host() {
    return host;
  }

  /**
   * No vault secrets: a vaulted source is an error saying none was given; what it opens would be
   * masked in this context alone.
   */
  @Override
  public dev.play.vault.VaultContext vault() {
    return vault;
  }

  @Override
  public boolean checkMode() {
    return true;
  }

  @Override
  public boolean diffMode() {
    return false;
  }

  @Override
  public boolean become() {
    return false;
  }

  @Override
  public CommandResult run(String script) {
    throw new UnsupportedOperationException(
        "the role harness runs no command on " + host + ":\n" + script);
  }

  @Override
  public CommandResult run(String script, byte[] stdin) {
    return run(script);
  }

  @Override
  public void put(byte[] data, String path) {
    throw new UnsupportedOperationException("put " + path);
  }

  @Override
  public String render(String template, String origin) {
    return templater.renderText(template, scope, origin);
  }

  @Override
  public Path findFile(String name, String subdir) throws ModuleFailure {
    throw new ModuleFailure(
        "the role harness has no controller files (" + subdir + "/" + name + ")");
  }

  @Override
  public Object evaluate(String expression) {
    throw new UnsupportedOperationException("evaluate " + expression);
  }

  @Override
  public boolean test(String condition) {
    throw new UnsupportedOperationException("test " + condition);
  }

  @Override
  public Scope vars() {
    return scope;
  }
}
