package dev.play.module.files;

import dev.play.module.ArgSpec;
import dev.play.module.Args;
import dev.play.module.Module;
import dev.play.module.ModuleContext;
import dev.play.module.ModuleFailure;
import dev.play.module.Plan;
import java.util.List;
import java.util.Map;

/**
 * {@code tempfile}: a new temporary file or directory on the host ({@code mktemp}: mode 0600 or
 * 0700, in {@code path} or {@code $TMPDIR} or {@code /tmp}); always a change. Its path is known
 * only once it exists: like Ansible's, the module does not support check mode (the task is skipped
 * there).
 */
final class TempfileModule implements Module {
  private static final ArgSpec SPEC =
      ArgSpec.of(
              "state:str=file [directory|file]", "path:path", "prefix:str=ansible.", "suffix:str=")
          .withEnum("state", TempfileCreate.State.class);

  @Override
  public String name() {
    return "tempfile";
  }

  @Override
  public ArgSpec spec() {
    return SPEC;
  }

  @Override
  public Plan plan(Args args, ModuleContext ctx) throws ModuleFailure {
    TempfileCreate create =
        new TempfileCreate(
            args.enumValue("state", TempfileCreate.State.class),
            args.stringOrNull("path"),
            args.string("prefix"),
            args.string("suffix"));
    if (ctx.checkMode()) {
      return Plan.skippedInCheckMode(name());
    }
    return Plan.changes(List.of(create), List.of(), Map.of());
  }
}
