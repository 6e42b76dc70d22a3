package dev.play.module.services;

import static dev.play.value.Shell.quote;

import dev.play.connection.ConnectionException;
import dev.play.facts.FileFacts;
import dev.play.facts.FileProbe;
import dev.play.facts.ProbeResult;
import dev.play.module.ArgSpec;
import dev.play.module.Args;
import dev.play.module.Change;
import dev.play.module.Module;
import dev.play.module.ModuleContext;
import dev.play.module.ModuleFailure;
import dev.play.module.Plan;
import dev.play.module.kit.ContentFile;
import dev.play.module.kit.FileAttrs;
import dev.play.module.kit.LabeledChange;
import dev.play.module.kit.Modes;
import dev.play.module.kit.Probes;
import dev.play.module.kit.ShellChange;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code hostname}: {@code /etc/hostname} and the running hostname ({@code hostnamectl} under
 * systemd, else {@code hostname}), read in one round trip.
 */
final class HostnameModule implements Module {
  private static final ArgSpec SPEC =
      ArgSpec.of("name!:str", "use:str=auto [auto|systemd|debian|generic|redhat|alpine|sles]")
          .withEnum("use", Use.class);

  /** How the name is set: {@code hostnamectl} with systemd, else the file and the live name. */
  enum Use {
    AUTO,
    SYSTEMD,
    DEBIAN,
    GENERIC,
    REDHAT,
    ALPINE,
    SLES
  }

  private static final String FILE = "/etc/hostname";

  @Override
  public String name() {
    return "hostname";
  }

  @Override
  public boolean returnsHostFacts() {
    return true;
  }

  @Override
  public ArgSpec spec() {
    return SPEC;
  }

  @Override
  public Plan plan(Args args, ModuleContext ctx) throws ModuleFailure, ConnectionException {
    String name = args.string("name").strip();
    if (!name.matches("[A-Za-z0-9][A-Za-z0-9.-]{0,252}")) {
      throw new ModuleFailure("hostname: '" + name + "' is not a valid host name");
    }
    Use use = args.enumValue("use", Use.class);
    Probes.WithExtra w =
        Probes.gather(
            ctx,
            FileProbe.of(FILE).withContent(FileProbe.ContentMode.ALWAYS, null),
            "echo \"x_live=$(hostname 2>/dev/null || cat /proc/sys/kernel/hostname)\"; "
                + "[ -d /run/systemd/system ] && command -v hostnamectl >/dev/null 2>&1 && echo x_systemd=1");
    boolean systemd = use == Use.SYSTEMD || (use == Use.AUTO && w.extra().containsKey("systemd"));
    return plan(name, w.facts(), w.extra().getOrDefault("live", ""), systemd, ctx.diffMode());
  }

  /** The plan for these facts. Pure. */
  static Plan plan(String name, ProbeResult facts, String live, boolean systemd, boolean diffMode)
      throws ModuleFailure {
    List<Change> changes = new ArrayList<>();
    String current =
        facts.file() instanceof FileFacts.Present
            ? new String(facts.content().orElse(new byte[0]), StandardCharsets.UTF_8).strip()
            : "";
    if (!current.equals(name)) {
      ContentFile file =
          new ContentFile(
              (name + "\n").getBytes(StandardCharsets.UTF_8),
              new FileAttrs(facts.file().exists() ? null : Modes.parse("0644"), null, null),
              false,
              null);
      file.plan(facts, diffMode)
          .changes()
          .forEach(c -> changes.add(new LabeledChange("set " + FILE + " to " + name, c)));
    }
    if (!live.equals(name)) {
      String cmd = systemd ? "hostnamectl set-hostname " + quote(name) : "hostname " + quote(name);
      changes.add(
          new ShellChange(
              "set the running hostname to " + name + " (was " + live + ")",
              cmd,
              "setting the hostname failed"));
    }
    Map<String, Object> result = new LinkedHashMap<>();
    result.put("name", name);
    Map<String, Object> facts2 = new LinkedHashMap<>();
    facts2.put(
        "ansible_hostname", name.contains(".") ? name.substring(0, name.indexOf('.')) : name);
    facts2.put("ansible_nodename", name);
    facts2.put("ansible_fqdn", name);
    facts2.put("ansible_domain", name.contains(".") ? name.substring(name.indexOf('.') + 1) : "");
    result.put("ansible_facts", facts2);
    if (changes.isEmpty()) {
      return Plan.noChange("hostname is " + name, result);
    }
    return Plan.changes(changes, List.of(), result);
  }
}
