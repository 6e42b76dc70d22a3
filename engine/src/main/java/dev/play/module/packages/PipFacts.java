package dev.play.module.packages;

import static dev.play.value.Shell.quote;

import dev.play.facts.format.FactOutput;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What pip plans from, read in one command: the virtualenv (whether it exists), the pip to run
 * (found as Ansible finds it), {@code pip list --format=freeze} (or {@code pip freeze}), and a
 * {@code pip install --dry-run} that tells what pip would install (for requirements files, {@code
 * latest}, URLs) or only whether pip refuses this environment (PEP 668's
 * externally-managed-environment). Parsing is pure.
 *
 * @param lines the script's {@code key=value} lines
 */
record PipFacts(FactOutput lines) {
  /** A pip command's outcome. */
  record Output(int rc, String stdout, String stderr) {}

  /** The facts command for {@code r}. */
  static String script(PipRequest r) {
    StringBuilder s =
        new StringBuilder("LC_ALL=C LANG=C LC_MESSAGES=C; export LC_ALL LANG LC_MESSAGES\n")
            .append(
                "for d in /sbin /usr/sbin /usr/local/sbin; do case :$PATH: in *:$d:*) ;; *) PATH=$PATH:$d ;; esac; done\n")
            .append("b64() { base64 -w0; echo; }\nerr=$(mktemp) || exit 1\n")
            .append(
                "run() { k=$1; shift; o=$(\"$@\" 2>\"$err\"); r=$?; echo \"${k}_rc=$r\";"
                    + " echo \"${k}_out=$(printf %s \"$o\" | b64)\"; echo \"${k}_err=$(b64 < \"$err\")\"; return $r; }\n");
    if (r.venv() != null) {
      s.append("venv=")
          .append(quote(r.venv().dir()))
          .append("; case $venv in /*) ;; *) venv=$PWD/$venv ;; esac\n")
          .append("echo \"venv_dir=$venv\"\n");
    }
    s.append("cd ")
        .append(r.chdir() == null ? "\"${TMPDIR:-/tmp}\"" : quote(r.chdir()))
        .append(" 2>/dev/null\n")
        .append("echo \"path=$PATH\"; echo \"python=$(command -v python3)\"\n");
    findPip(s, r);
    s.append("if [ -n \"$pip\" ]; then\n  echo \"pip=$pip\"; echo \"pip_module=$module\"\n")
        .append(
            "  pip_() { if [ -n \"$module\" ]; then \"$pip\" -m pip.__main__ \"$@\"; else \"$pip\" \"$@\"; fi; }\n")
        .append(
            "  run list pip_ list --format=freeze --disable-pip-version-check"
                + " || run freeze pip_ freeze --disable-pip-version-check\n");
    s.append("  run dry pip_ ")
        .append(String.join(" ", dryRun(r).stream().map(w -> quote(w)).toList()))
        .append('\n')
        .append("fi\nrm -f \"$err\"; true");
    return s.toString();
  }

  /** Ansible's choice of pip: the virtualenv's, the executable, python3's pip module, else pip3. */
  private static void findPip(StringBuilder s, PipRequest r) {
    s.append("pip=; module=\n");
    if (r.venv() != null) {
      String first = r.venv().command().get(0);
      s.append("if [ -f \"$venv/bin/activate\" ]; then echo venv=1\n")
          .append("  for b in pip3 pip; do\n")
          .append(
              "    [ -f \"$venv/bin/$b\" ] && [ -x \"$venv/bin/$b\" ] && { pip=$venv/bin/$b; break; }\n  done\n")
          .append("else echo \"venv_command=$(command -v ")
          .append(quote(first))
          .append(")\"; fi\n");
    } else if (r.executable() != null && r.executable().startsWith("/")) {
      s.append("pip=").append(quote(r.executable())).append('\n');
    } else if (r.executable() != null) {
      s.append("pip=$(command -v ").append(quote(r.executable())).append(")\n");
    } else {
      s.append("if command -v python3 >/dev/null && python3 -c 'import pip' 2>/dev/null; then")
          .append(" pip=$(command -v python3); module=1; else pip=$(command -v pip3); fi\n");
    }
  }

  /**
   * The dry run: the task's own install when pip must judge it, else an install of nothing, which
   * fails only on its missing requirement unless pip refuses the environment first.
   */
  static List<String> dryRun(PipRequest r) {
    List<String> out =
        new ArrayList<>(List.of("install", "--dry-run", "--disable-pip-version-check"));
    if (r.state() == PipRequest.State.ABSENT) {
      r.extraArgs().stream().filter(w -> w.equals("--break-system-packages")).forEach(out::add);
      return out;
    }
    List<String> action = r.action();
    out.addAll(action.subList(1, action.size()));
    out.addAll(r.listDecides() ? r.extraArgs() : r.targets());
    return out;
  }

  static PipFacts parse(String output) {
    return new PipFacts(FactOutput.parse(output));
  }

  String venvDir() {
    return lines.get("venv_dir", null);
  }

  boolean venvExists() {
    return lines.has("venv");
  }

  /** The virtualenv command's path, empty when not found. */
  String venvCommand() {
    return lines.get("venv_command", "");
  }

  String python() {
    return lines.get("python", "");
  }

  String path() {
    return lines.get("path", "");
  }

  /** The words that run pip, empty when there is none. */
  List<String> pip() {
    String pip = lines.get("pip", "");
    if (pip.isEmpty()) {
      return List.of();
    }
    return lines.get("pip_module", "").isEmpty()
        ? List.of(pip)
        : List.of(pip, "-m", "pip.__main__");
  }

  /**
   * {@code pip list --format=freeze}, else {@code pip freeze} when that failed: its words and
   * output.
   */
  String listCommand() {
    return output("list").rc() == 0 || !lines.has("freeze_rc") ? "list" : "freeze";
  }

  Output list() {
    return output(listCommand());
  }

  /** Installed packages by canonical name, from the list's {@code name==version} lines. */
  Map<String, String> installed() {
    Map<String, String> out = new LinkedHashMap<>();
    for (String line : list().stdout().split("\n")) {
      int eq = line.indexOf("==");
      if (eq > 0 && !line.startsWith("-e ")) {
        out.put(
            PipRequirement.canonical(line.substring(0, eq).strip()),
            line.substring(eq + 2).strip());
      }
    }
    return out;
  }

  Output dryRun() {
    return output("dry");
  }

  Output output(String key) {
    return new Output(
        Integer.parseInt(lines.get(key + "_rc", "0")), decode(key + "_out"), decode(key + "_err"));
  }

  private String decode(String key) {
    return new String(Base64.getDecoder().decode(lines.get(key, "")), StandardCharsets.UTF_8);
  }
}
