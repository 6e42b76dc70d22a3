package dev.play.module.control;

import dev.play.module.ArgSpec;
import dev.play.module.Args;
import dev.play.module.Module;
import dev.play.module.ModuleContext;
import dev.play.module.ModuleFailure;
import dev.play.module.Plan;

/** {@code fail}: fails the host with {@code msg}. */
final class FailModule implements Module {
  public static final String DEFAULT_MSG = "Failed as requested from task";
  private static final ArgSpec SPEC = ArgSpec.of("msg:str=Failed as requested from task");

  @Override
  public String name() {
    return "fail";
  }

  @Override
  public boolean instant() {
    return true;
  }

  @Override
  public ArgSpec spec() {
    return SPEC;
  }

  @Override
  public Plan plan(Args args, ModuleContext ctx) throws ModuleFailure {
    throw new ModuleFailure(args.string("msg"));
  }
}
