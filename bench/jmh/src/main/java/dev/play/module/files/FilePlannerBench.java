package dev.play.module.files;

import dev.play.bench.LauncherSettings;
import dev.play.engine.SiteFixture;
import dev.play.facts.FileProbeParser;
import dev.play.facts.ProbeResult;
import dev.play.module.Args;
import dev.play.module.Module;
import dev.play.module.ModuleContext;
import dev.play.module.ModuleFailure;
import dev.play.module.ModuleRegistry;
import dev.play.module.Plan;
import dev.play.module.kit.FileAttrs;
import dev.play.module.kit.TextFile;
import java.util.Map;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;

/**
 * The file modules' planning of a no-op from the host's answer, with the probe outputs recorded
 * over SSH from a configured test host: parsing a probe's output into facts
 * ({@link FileProbeParser#parse}), planning lineinfile's edit from parsed facts (pure:
 * {@code LineinfileModule.plan} and {@link TextFile#plan}), and whole {@code Module.plan} calls as
 * {@code ModuleInvoker} makes them (arguments bound, probe script built, the replayed answer
 * looked up by script, parsed, planned) through the engine's own module context. In this package
 * because {@code LineinfileModule.plan} and its request are package-private.
 */
@State(org.openjdk.jmh.annotations.Scope.Thread)
public class FilePlannerBench extends LauncherSettings {
  private SiteFixture site;
  private ModuleRegistry registry;
  private String directoryProbe;
  private String environmentProbe;
  private String contentProbe;
  private ProbeResult environmentFacts;
  private TextFile lineinfileFile;
  private LineinfileModule.Request lineinfileRequest;

  private Module fileModule;
  private Map<String, Object> fileArgs;
  private ModuleContext fileCtx;
  private Module copyModule;
  private Map<String, Object> copyArgs;
  private ModuleContext copyCtx;
  private Module lineinfileModule;
  private Map<String, Object> lineinfileArgs;
  private ModuleContext lineinfileCtx;

  @Setup
  public void setup() throws Exception {
    site = SiteFixture.create(50);
    registry = site.registry();
    directoryProbe = site.replay().probeOutput("/opt/benchapp/data");
    environmentProbe = site.replay().probeOutput("/opt/benchapp/etc/environment");
    contentProbe = site.replay().probeOutput("/opt/benchapp/etc/app.conf");
    environmentFacts = FileProbeParser.parse(environmentProbe);

    int file = site.taskIndex("Data directory");
    fileModule = site.module(file);
    fileArgs = site.renderedArgs(3, file);
    fileCtx = site.moduleContext(3, file);

    int copy = site.taskIndex("Main configuration");
    copyModule = site.module(copy);
    copyArgs = site.renderedArgs(3, copy);
    copyCtx = site.moduleContext(3, copy);

    int line = site.taskIndex("Port in the environment");
    lineinfileModule = site.module(line);
    lineinfileArgs = site.renderedArgs(3, line);
    lineinfileCtx = site.moduleContext(3, line);
    Args a = lineinfileModule.bind(lineinfileArgs);
    lineinfileFile = new TextFile(a.string("path"), FileAttrs.of(a), a.bool("create"), a.bool("backup"),
        a.stringOrNull("validate"));
    lineinfileRequest = LineinfileModule.request(a, true);

    for (Plan p : new Plan[] {lineinfilePlan(), fileModulePlan(), copyModulePlan(), lineinfileModulePlan()}) {
      if (p.changed()) {
        throw new IllegalStateException("expected no change: " + p.result());
      }
    }
  }

  @TearDown
  public void tearDown() {
    site.close();
  }

  /** A directory's probe output (stat line, owner lookup): 262 bytes. */
  @Benchmark
  public ProbeResult parseDirectoryProbe() {
    return FileProbeParser.parse(directoryProbe);
  }

  /** A text file's probe output with its content in base64 (lineinfile, blockinfile): 358 bytes. */
  @Benchmark
  public ProbeResult parseContentProbe() {
    return FileProbeParser.parse(environmentProbe);
  }

  /** The copy module's probe output (checksum, no content when it matches): 303 bytes. */
  @Benchmark
  public ProbeResult parseChecksumProbe() {
    return FileProbeParser.parse(contentProbe);
  }

  /** lineinfile {@code regexp: ^APP_PORT=}: the edit and its no-op plan from parsed facts. Pure. */
  @Benchmark
  public Plan lineinfilePlan() throws ModuleFailure {
    return LineinfileModule.plan(lineinfileFile, lineinfileRequest, true, environmentFacts, false);
  }

  /** file state=directory owner=play mode=0750: bind, probe, parse, plan. */
  @Benchmark
  public Plan fileModulePlan() throws Exception {
    return fileModule.plan(fileModule.bind(fileArgs), fileCtx);
  }

  /** copy content= (checksum compared on the host): bind, probe, parse, plan. */
  @Benchmark
  public Plan copyModulePlan() throws Exception {
    return copyModule.plan(copyModule.bind(copyArgs), copyCtx);
  }

  /** lineinfile regexp/line: bind, probe, parse (content), edit, plan. */
  @Benchmark
  public Plan lineinfileModulePlan() throws Exception {
    return lineinfileModule.plan(lineinfileModule.bind(lineinfileArgs), lineinfileCtx);
  }
}
