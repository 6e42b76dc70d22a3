package dev.play.module.files;

import dev.play.module.Module;
import dev.play.module.ModuleFamily;
import java.util.List;

/** The files family: modules that write, edit, read and find files. */
public final class FilesFamily implements ModuleFamily {
  @Override
  public List<Module> modules() {
    return List.of(
        new CopyModule(),
        new TemplateModule(),
        new FileModule(),
        new StatModule(),
        new LineinfileModule(),
        new BlockinfileModule(),
        new ReplaceModule(),
        new JsonFileModule(),
        new SlurpModule(),
        new FetchModule(),
        new FindModule(),
        new TempfileModule(),
        new IniFileModule());
  }
}
