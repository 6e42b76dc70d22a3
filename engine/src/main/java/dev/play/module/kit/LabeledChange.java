package dev.play.module.kit;

import dev.play.connection.ConnectionException;
import dev.play.module.Change;
import dev.play.module.ModuleContext;
import dev.play.module.ModuleFailure;
import java.util.List;
import java.util.Map;

/**
 * A change described with what it is for, e.g. {@code net.core.rmem_max added: write
 * /etc/sysctl.conf}.
 */
public record LabeledChange(String label, Change change) implements Change {
  @Override
  public String describe() {
    return label + ": " + change.describe();
  }

  @Override
  public Map<String, Object> apply(ModuleContext ctx) throws ModuleFailure, ConnectionException {
    return change.apply(ctx);
  }

  @Override
  public List<String> createsDirectories() {
    return change.createsDirectories();
  }

  @Override
  public List<String> createsFiles() {
    return change.createsFiles();
  }

  @Override
  public List<String> creates() {
    return change.creates();
  }

  @Override
  public java.util.Optional<dev.play.module.PlannedFile> writes() {
    return change.writes();
  }
}
