package dev.play.module.cluster;

import dev.play.module.ArgSpec;
import dev.play.module.Args;
import dev.play.module.Module;
import dev.play.module.ModuleContext;
import dev.play.module.ModuleFailure;
import dev.play.module.Plan;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.error.Mark;
import org.yaml.snakeyaml.error.MarkedYAMLException;
import org.yaml.snakeyaml.error.YAMLException;

/**
 * {@code deepspeed_batch}: refuses a DeepSpeed config whose batch sizes DeepSpeed would refuse for
 * this world size ({@code train_batch_size = micro batch per GPU × gradient accumulation × world
 * size}, see {@link BatchSizes}). The config is read on the controller ({@code src}, found as
 * {@code copy} finds its source): it is an input of the playbook, so a wrong one stops the play
 * before any host is changed, in {@code --check} too, with no round trip. Never a change.
 */
final class DeepspeedBatchModule implements Module {
  static final String NAME = "deepspeed_batch";
  private static final ArgSpec SPEC = ArgSpec.of("src!:path", "world_size!:int");

  @Override
  public String name() {
    return NAME;
  }

  @Override
  public String fqcn() {
    return "play.builtin." + name();
  }

  @Override
  public ArgSpec spec() {
    return SPEC;
  }

  @Override
  public Plan plan(Args args, ModuleContext ctx) throws ModuleFailure {
    int world = args.integer("world_size");
    if (world < 1) {
      throw new ModuleFailure(
          NAME + ": world_size must be at least 1, got " + args.raw("world_size"));
    }
    String name = args.string("src");
    Path src = ctx.findFile(name, "files");
    BatchSizes.Outcome o = BatchSizes.check(config(src, name), world);
    if (o.problem() != null) {
      throw new ModuleFailure(NAME + ": " + name + ": " + o.problem());
    }
    if (o.unchecked() != null) {
      return Plan.noChange(name + " not checked: " + o.unchecked(), Map.of("world_size", world));
    }
    Map<String, Object> sizes = o.sizes();
    return Plan.noChange(
        name
            + ": "
            + BatchSizes.TRAIN
            + " "
            + sizes.get(BatchSizes.TRAIN)
            + " = "
            + sizes.get(BatchSizes.MICRO)
            + " x "
            + sizes.get(BatchSizes.ACCUMULATION)
            + " x "
            + world
            + " (micro batch per GPU x gradient accumulation x world size)",
        sizes);
  }

  /**
   * The config as a mapping: JSON, read as YAML (JSON is YAML); duplicate keys refused, as
   * DeepSpeed does. {@code name} (as the task gave it) names it in messages.
   */
  private static Map<?, ?> config(Path src, String name) throws ModuleFailure {
    String text;
    try {
      text = Files.readString(src);
    } catch (IOException e) {
      throw new ModuleFailure(NAME + ": cannot read " + name + " (" + src + "): " + e.getMessage());
    }
    LoaderOptions options = new LoaderOptions();
    options.setAllowDuplicateKeys(false);
    Object parsed;
    try {
      parsed = new Yaml(options).load(text);
    } catch (MarkedYAMLException e) {
      Mark at = e.getProblemMark();
      String where = at == null ? "" : ":" + (at.getLine() + 1) + ":" + (at.getColumn() + 1);
      throw new ModuleFailure(
          NAME + ": " + name + where + ": not a DeepSpeed JSON config: " + e.getProblem());
    } catch (YAMLException e) {
      throw new ModuleFailure(
          NAME + ": " + name + ": not a DeepSpeed JSON config: " + e.getMessage().strip());
    }
    if (!(parsed instanceof Map<?, ?> m)) {
      throw new ModuleFailure(
          NAME
              + ": "
              + name
              + " must hold a JSON object, got "
              + (parsed == null ? "nothing" : parsed.getClass().getSimpleName()));
    }
    return m;
  }
}
