package dev.play.module.commands;

import dev.play.module.ArgSpec;
import dev.play.module.Args;
import dev.play.module.Module;
import dev.play.module.ModuleContext;
import dev.play.module.ModuleFailure;
import dev.play.module.Plan;
import java.util.List;
import java.util.Map;

/**
 * {@code raw}: the free form runs as it is through the host's shell ({@code executable -c} when
 * given): no facts, no guards, always changed; the output is reported unstripped.
 */
final class RawModule implements Module {
  private static final ArgSpec SPEC = ArgSpec.of("executable:str").asFreeForm();

  @Override
  public String name() {
    return "raw";
  }

  @Override
  public ArgSpec spec() {
    return SPEC;
  }

  @Override
  public Plan plan(Args args, ModuleContext ctx) throws ModuleFailure {
    String line = args.string("_raw_params");
    if (line.isBlank()) {
      throw new ModuleFailure("raw: no command given (the free form is the command)");
    }
    Invocation inv = Invocation.shell(line, args.stringOrNull("executable"));
    return new Plan(
        List.of(new LowLevelRun("run: " + line, inv.script(), null)),
        null,
        Map.of(),
        List.of(),
        false);
  }
}
