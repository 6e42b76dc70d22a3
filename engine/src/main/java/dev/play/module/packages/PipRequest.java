package dev.play.module.packages;

import dev.play.module.Args;
import dev.play.module.ModuleFailure;
import dev.play.module.kit.ArgvQuote;
import java.util.ArrayList;
import java.util.List;

/**
 * The pip task's arguments, checked as Ansible checks them.
 *
 * @param state present, absent, latest or forcereinstall
 * @param packages the {@code name} entries (with {@code version} applied), empty with requirements
 * @param requirements the requirements file on the host, or null
 * @param venv the virtualenv to use (and create when missing), or null
 * @param extraArgs {@code extra_args} split as a shell would, {@code -e} added for editable
 * @param chdir the directory pip runs in, or null for the temporary directory
 * @param executable the pip to run, or null to find one
 * @param umask the umask pip runs with, or null
 */
record PipRequest(
    State state,
    List<PipRequirement> packages,
    String requirements,
    Venv venv,
    List<String> extraArgs,
    String chdir,
    String executable,
    Integer umask) {
  /** The packages' state asked for. */
  enum State {
    ABSENT,
    FORCEREINSTALL,
    LATEST,
    PRESENT
  }

  /**
   * A virtualenv.
   *
   * @param dir its directory (joined to chdir when relative)
   * @param command the words that create it, before {@code -p} and the directory
   * @param python {@code virtualenv_python}, or null for the host's python3
   * @param venvModule whether the command is Python's venv module (or pyvenv), which takes no
   *     {@code -p}
   */
  record Venv(String dir, List<String> command, String python, boolean venvModule) {
    /** The words that create it, with {@code hostPython} standing for the default interpreter. */
    List<String> create(String hostPython) {
      List<String> out = new ArrayList<>(command);
      if (!venvModule) {
        out.add("-p" + (python == null ? hostPython : python));
      }
      out.add(dir);
      return out;
    }
  }

  static PipRequest of(Args args) throws ModuleFailure {
    exclusive(args, "name", "requirements");
    exclusive(args, "executable", "virtualenv");
    if (!args.has("name") && !args.has("requirements")) {
      throw new ModuleFailure("one of the following is required: name, requirements");
    }
    State state = args.enumValue("state", State.class);
    String version = args.stringOrNull("version");
    if (state == State.LATEST && version != null) {
      throw new ModuleFailure("version is incompatible with state=latest");
    }
    String chdir = args.stringOrNull("chdir");
    return new PipRequest(
        state,
        packages(args, version),
        args.stringOrNull("requirements"),
        venv(args, chdir),
        extraArgs(args),
        chdir,
        args.stringOrNull("executable"),
        umask(args));
  }

  private static void exclusive(Args args, String a, String b) throws ModuleFailure {
    if (args.has(a) && args.has(b)) {
      throw new ModuleFailure("parameters are mutually exclusive: " + a + "|" + b);
    }
  }

  private static List<PipRequirement> packages(Args args, String version) throws ModuleFailure {
    List<PipRequirement> out = new ArrayList<>();
    if (!args.has("name")) {
      return out;
    }
    PipRequirement.recover(args.list("name")).forEach(n -> out.add(PipRequirement.parse(n)));
    if (version == null) {
      return out;
    }
    if (out.size() > 1) {
      throw new ModuleFailure(
          "'version' argument is ambiguous when installing multiple package distributions. "
              + "Please specify version restrictions next to each package in 'name' argument.");
    }
    if (out.get(0).hasVersion()) {
      throw new ModuleFailure(
          "The 'version' argument conflicts with any version specifier provided along with a "
              + "package name. Please keep the version specifier, but remove the 'version' argument.");
    }
    return List.of(PipRequirement.withVersion(out.get(0).text(), version));
  }

  private static Venv venv(Args args, String chdir) throws ModuleFailure {
    String dir = args.stringOrNull("virtualenv");
    if (dir == null) {
      return null;
    }
    if (chdir != null && !dir.startsWith("/")) {
      dir = chdir.replaceAll("/+$", "") + "/" + dir;
    }
    String command = args.string("virtualenv_command");
    List<String> words = new ArrayList<>(ArgvQuote.split(command));
    if (words.isEmpty()) {
      throw new ModuleFailure("virtualenv_command must not be empty");
    }
    String python = args.stringOrNull("virtualenv_python");
    boolean venvModule = command.contains("pyvenv") || command.contains("-m venv");
    if (venvModule && python != null) {
      throw new ModuleFailure(
          "virtualenv_python should not be used when using the venv module or pyvenv as "
              + "virtualenv_command");
    }
    if (args.bool("virtualenv_site_packages")) {
      words.add("--system-site-packages");
    }
    return new Venv(dir, words, python, venvModule);
  }

  private static List<String> extraArgs(Args args) throws ModuleFailure {
    String extra = args.stringOrNull("extra_args");
    List<String> words = new ArrayList<>(extra == null ? List.of() : ArgvQuote.split(extra));
    if (args.bool("editable") && !words.contains("-e")) {
      words.add("-e");
    }
    return words;
  }

  private static Integer umask(Args args) throws ModuleFailure {
    Object v = args.raw("umask");
    if (v == null) {
      return null;
    }
    if (v instanceof Integer i) {
      return i;
    }
    try {
      return Integer.parseInt(String.valueOf(v).strip(), 8);
    } catch (NumberFormatException e) {
      throw new ModuleFailure("umask must be an octal integer");
    }
  }

  /**
   * Whether the installed list decides the plan: plain names only, to be present (not upgraded) or
   * absent; else pip must say what it would do.
   */
  boolean listDecides() {
    boolean plain = requirements == null && packages.stream().allMatch(PipRequirement::plain);
    return plain && (state == State.ABSENT || (state != State.LATEST && !upgrades()));
  }

  /** This task with the virtualenv's directory as the host resolved it (absolute). */
  PipRequest withVenvDir(String dir) {
    if (venv == null || dir == null) {
      return this;
    }
    Venv v = new Venv(dir, venv.command(), venv.python(), venv.venvModule());
    return new PipRequest(state, packages, requirements, v, extraArgs, chdir, executable, umask);
  }

  /** Whether {@code extra_args} ask for upgrades or reinstalls. */
  boolean upgrades() {
    return extraArgs.stream()
        .anyMatch(w -> w.equals("-U") || w.equals("--upgrade") || w.equals("--force-reinstall"));
  }

  /**
   * The pip subcommand and its options for the state ({@code install -U}, {@code uninstall -y},
   * ...).
   */
  List<String> action() {
    return switch (state) {
      case ABSENT -> List.of("uninstall", "-y");
      case LATEST -> List.of("install", "-U");
      case FORCEREINSTALL -> List.of("install", "-U", "--force-reinstall");
      case PRESENT -> List.of("install");
    };
  }

  /** What follows the action: extra arguments, then the packages or {@code -r file}. */
  List<String> targets() {
    List<String> out = new ArrayList<>(extraArgs);
    if (requirements != null) {
      out.addAll(List.of("-r", requirements));
    } else {
      packages.forEach(p -> out.add(p.text()));
    }
    return out;
  }
}
