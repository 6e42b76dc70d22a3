package dev.play.module.packages;

import dev.play.connection.CommandResult;
import dev.play.connection.ConnectionException;
import dev.play.module.ArgSpec;
import dev.play.module.Args;
import dev.play.module.Change;
import dev.play.module.Module;
import dev.play.module.ModuleContext;
import dev.play.module.ModuleFailure;
import dev.play.module.Plan;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * {@code pip} (ansible.builtin): Python packages, in a virtualenv (created when missing) or for a
 * Python on the host. Plans from {@code pip list --format=freeze}; what that list cannot decide
 * (requirements files, {@code latest}, URLs and paths) pip's own {@code install --dry-run} tells.
 * Like Ansible's, it fails where pip refuses the environment (PEP 668) unless {@code extra_args}
 * has {@code --break-system-packages}.
 */
final class PipModule implements Module {
  private static final ArgSpec SPEC =
      ArgSpec.of(
              "name:list(str)",
              "version:str",
              "state:str=present [absent|forcereinstall|latest|present]",
              "requirements:str",
              "virtualenv:path",
              "virtualenv_site_packages:bool=false",
              "virtualenv_command:path=virtualenv",
              "virtualenv_python:str",
              "extra_args:str",
              "editable:bool=false",
              "chdir:path",
              "executable:path",
              "umask:raw")
          .withEnum("state", PipRequest.State.class);
  private static final Pattern WOULD_INSTALL =
      Pattern.compile("^Would install (.+)$", Pattern.MULTILINE);

  @Override
  public String name() {
    return "pip";
  }

  @Override
  public ArgSpec spec() {
    return SPEC;
  }

  @Override
  public boolean plansFromProbes() {
    return true;
  }

  @Override
  public Plan plan(Args args, ModuleContext ctx) throws ModuleFailure, ConnectionException {
    PipRequest r = PipRequest.of(args);
    CommandResult out = ctx.probe(PipFacts.script(r));
    if (!out.ok()) {
      throw new ModuleFailure(
          "pip: cannot read the installed packages: " + out.stderr().strip(),
          Map.of("rc", out.rc()));
    }
    PipFacts facts = PipFacts.parse(out.stdout());
    return plan(r.withVenvDir(facts.venvDir()), facts, result(args, r));
  }

  private static Map<String, Object> result(Args args, PipRequest r) throws ModuleFailure {
    Map<String, Object> result = new LinkedHashMap<>();
    result.put("name", args.has("name") ? args.list("name") : null);
    result.put("version", args.stringOrNull("version"));
    result.put("state", args.string("state"));
    result.put("requirements", r.requirements());
    result.put("virtualenv", r.venv() == null ? null : r.venv().dir());
    return result;
  }

  /** The plan for these facts. Pure. */
  static Plan plan(PipRequest r, PipFacts f, Map<String, Object> result) throws ModuleFailure {
    if (r.venv() != null && !f.venvExists()) {
      return Plan.changes(newVenv(r, f), List.of(), result);
    }
    List<String> pip = pip(r, f);
    List<String> command = command(pip, r);
    result.put("cmd", command);
    PipFacts.Output list = f.list();
    if (list.rc() != 0) {
      List<String> listCommand = new ArrayList<>(pip);
      listCommand.addAll(
          f.listCommand().equals("list") ? List.of("list", "--format=freeze") : List.of("freeze"));
      throw PipRun.failure(listCommand, list.stdout(), list.stderr());
    }
    PipFacts.Output dry = f.dryRun();
    if (dry.stderr().contains("externally-managed-environment")) {
      throw PipRun.failure(command, dry.stdout(), dry.stderr());
    }
    if (r.state() == PipRequest.State.ABSENT && !r.listDecides()) {
      return new Plan(
          List.of(new PipRun(describe(r, names(r)), command, r)), null, result, List.of(), false);
    }
    if (!r.listDecides()) {
      return fromDryRun(r, dry, command, result);
    }
    return fromList(r, f.installed(), command, result);
  }

  /**
   * A missing virtualenv: create it, then run pip in it (Ansible reports changed for the creation
   * alone).
   */
  private static List<Change> newVenv(PipRequest r, PipFacts f) throws ModuleFailure {
    List<String> create = r.venv().create(f.python());
    String first = create.get(0);
    if (!first.contains("/")) {
      if (f.venvCommand().isEmpty()) {
        throw new ModuleFailure(
            "Failed to find required executable \"" + first + "\" in paths: " + f.path());
      }
      create.set(0, f.venvCommand());
    }
    return List.of(
        new PipRun("create virtualenv " + r.venv().dir(), create, r),
        new PipRun(describe(r, names(r)), command(List.of(r.venv().dir() + "/bin/pip3"), r), r));
  }

  private static List<String> pip(PipRequest r, PipFacts f) throws ModuleFailure {
    if (!f.pip().isEmpty()) {
      return f.pip();
    }
    if (r.venv() != null) {
      throw new ModuleFailure(
          "Unable to find pip in the virtualenv, "
              + r.venv().dir()
              + ", under any of these names: "
              + "pip3, pip. Make sure pip is present in the virtualenv.");
    }
    String name = r.executable() == null ? "pip3" : r.executable();
    throw new ModuleFailure(
        "Unable to find any of " + name + " to use.  pip needs to be installed.");
  }

  private static List<String> command(List<String> pip, PipRequest r) {
    List<String> out = new ArrayList<>(pip);
    out.addAll(r.action());
    out.addAll(r.targets());
    return out;
  }

  private static Plan fromDryRun(
      PipRequest r, PipFacts.Output dry, List<String> command, Map<String, Object> result)
      throws ModuleFailure {
    if (dry.rc() != 0 && dry.stderr().contains("no such option: --dry-run")) {
      // pip before 22.2 cannot tell: run it, as Ansible does
      return new Plan(
          List.of(new PipRun(describe(r, names(r)), command, r)), null, result, List.of(), false);
    }
    if (dry.rc() != 0) {
      throw PipRun.failure(command, dry.stdout(), dry.stderr());
    }
    Matcher m = WOULD_INSTALL.matcher(dry.stdout());
    if (!m.find()) {
      return Plan.noChange(
          "pip would install nothing: " + String.join(", ", names(r)) + " already as requested",
          result);
    }
    List<String> would = List.of(m.group(1).strip().split("\\s+"));
    String verb = r.state() == PipRequest.State.FORCEREINSTALL ? "reinstall " : "install ";
    return Plan.changes(
        List.of(new PipRun(verb + String.join(", ", would) + " with pip", command, r)),
        List.of(),
        result);
  }

  private static Plan fromList(
      PipRequest r,
      Map<String, String> installed,
      List<String> command,
      Map<String, Object> result) {
    List<String> todo = new ArrayList<>();
    for (PipRequirement p : r.packages()) {
      String version = installed.get(p.name());
      boolean absent = r.state() == PipRequest.State.ABSENT;
      boolean present = absent ? version != null : version != null && p.satisfiedBy(version);
      if (absent == present || r.state() == PipRequest.State.FORCEREINSTALL) {
        todo.add(p.text());
      }
    }
    if (todo.isEmpty()) {
      String how =
          r.state() == PipRequest.State.ABSENT ? " not installed" : " installed as requested";
      return Plan.noChange(String.join(", ", names(r)) + how, result);
    }
    return Plan.changes(List.of(new PipRun(describe(r, todo), command, r)), List.of(), result);
  }

  private static String describe(PipRequest r, List<String> what) {
    String verb =
        switch (r.state()) {
          case ABSENT -> "uninstall ";
          case LATEST -> "install or upgrade ";
          case FORCEREINSTALL -> "reinstall ";
          case PRESENT -> "install ";
        };
    return verb
        + String.join(", ", what)
        + " with pip"
        + (r.venv() == null ? "" : " in " + r.venv().dir());
  }

  private static List<String> names(PipRequest r) {
    if (r.requirements() != null) {
      return List.of("-r " + r.requirements());
    }
    return r.packages().stream().map(PipRequirement::text).toList();
  }
}
