package dev.play.facts;

import dev.play.facts.format.FactOutput;
import dev.play.facts.net.NetworkScript;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Ansible-named host facts ({@code gather_facts}, {@code setup}) from ONE POSIX sh command per
 * host, reading {@code /etc/os-release}, {@code /proc} and {@code /sys} (no Python, no {@code ip}
 * needed). Each {@link FactSubset} adds its part of the script; {@link #parse} is pure.
 */
public final class SystemFacts {
  /** Ansible's {@code gather_timeout} when nothing sets it: what bounds the mount size reads. */
  public static final int DEFAULT_GATHER_TIMEOUT = 10;

  /**
   * Every standard subset (min, hardware, network, virtual), as {@code gather_facts: true} runs it.
   */
  public static final String COMMAND = script(FactSubset.parse(null));

  private SystemFacts() {}

  /** The script for {@code subsets}, local facts from Ansible's default fact path. */
  public static String script(Set<FactSubset> subsets) {
    return script(subsets, null);
  }

  /**
   * The script for {@code subsets}, local facts ({@code ansible_local}, with {@code min}) from
   * {@code factPath} (null: {@code /etc/ansible/facts.d}); every line it prints is {@code
   * key=value} or {@code source|raw}.
   */
  public static String script(Set<FactSubset> subsets, String factPath) {
    return script(subsets, factPath, DEFAULT_GATHER_TIMEOUT);
  }

  /**
   * The script for {@code subsets}, local facts from {@code factPath} (null: Ansible's default),
   * the mounts' size reads bounded by {@code gatherTimeout} seconds, as Ansible's {@code
   * gather_timeout} bounds them (0 or less: Ansible's 10).
   */
  public static String script(Set<FactSubset> subsets, String factPath, int gatherTimeout) {
    StringBuilder s = new StringBuilder("LC_ALL=C; export LC_ALL\n");
    if (subsets.contains(FactSubset.MIN)) {
      s.append(MinimalFacts.SCRIPT)
          .append('\n')
          .append(PlatformFacts.SCRIPT)
          .append('\n')
          .append(LocalFacts.script(factPath == null ? LocalFacts.DEFAULT_PATH : factPath))
          .append('\n');
    }
    if (subsets.contains(FactSubset.SELINUX)) {
      s.append(SelinuxFacts.SCRIPT).append('\n');
    }
    if (subsets.contains(FactSubset.HARDWARE)) {
      s.append(HardwareFacts.SCRIPT)
          .append('\n')
          .append(MountFacts.script(gatherTimeout > 0 ? gatherTimeout : DEFAULT_GATHER_TIMEOUT))
          .append('\n');
    }
    if (subsets.contains(FactSubset.NETWORK)) {
      s.append(NetworkScript.SCRIPT).append('\n');
    }
    if (subsets.contains(FactSubset.VIRTUAL)) {
      s.append(VirtualFacts.SCRIPT).append('\n');
    }
    if (subsets.contains(FactSubset.GPU)) {
      s.append(dev.play.facts.gpu.GpuFacts.SCRIPT).append('\n');
    }
    if (subsets.contains(FactSubset.RDMA)) {
      s.append(dev.play.facts.rdma.RdmaFacts.SCRIPT).append('\n');
    }
    return s.append("true").toString();
  }

  /** Facts from the standard script's output (min, hardware, network, virtual). */
  public static Map<String, Object> parse(String output) {
    return parse(output, FactSubset.parse(null));
  }

  /**
   * {@link #parse(String, Set)}, with a safety net: the parsers throw nothing by design (their fuzz
   * targets hold them to it), and should one still throw on what a node sent, that node's gathering
   * fails with the reason ({@link Unreadable}) instead of the run.
   */
  public static Map<String, Object> read(String output, Set<FactSubset> subsets) throws Unreadable {
    try {
      return parse(output, subsets);
    } catch (RuntimeException e) {
      throw new Unreadable("fact gathering failed: the host's facts could not be read (" + e + ")");
    }
  }

  /** A node's fact output the parsers could not read. */
  public static final class Unreadable extends Exception {
    private static final long serialVersionUID = 1L;

    Unreadable(String message) {
      super(message);
    }
  }

  /** Facts with Ansible's names (without the {@code ansible_} prefix) for the subsets gathered. */
  public static Map<String, Object> parse(String output, Set<FactSubset> subsets) {
    FactOutput o = FactOutput.parse(output);
    Map<String, Object> facts = new LinkedHashMap<>();
    if (subsets.contains(FactSubset.MIN)) {
      MinimalFacts.parse(o, facts);
      PlatformFacts.parse(o, facts);
      facts.put("local", LocalFacts.parse(o.section("local")));
    }
    if (subsets.contains(FactSubset.SELINUX)) {
      SelinuxFacts.parse(o, facts);
    }
    if (subsets.contains(FactSubset.HARDWARE)) {
      HardwareFacts.parse(o, facts);
      facts.put("mounts", MountFacts.parse(o));
    }
    if (subsets.contains(FactSubset.NETWORK)) {
      facts.putAll(NetworkScript.parse(o));
    }
    if (subsets.contains(FactSubset.VIRTUAL)) {
      VirtualFacts.parse(o, facts);
    }
    if (subsets.contains(FactSubset.GPU)) {
      facts.putAll(dev.play.facts.gpu.GpuFacts.parse(o));
    }
    if (subsets.contains(FactSubset.RDMA)) {
      facts.putAll(dev.play.facts.rdma.RdmaFacts.parse(o));
    }
    if (subsets.contains(FactSubset.MIN)) {
      facts.put(
          "gather_subset",
          subsets.stream().map(s -> s.name().toLowerCase(java.util.Locale.ROOT)).sorted().toList());
    }
    return facts;
  }

  /**
   * Ansible's warnings about what {@code facts} could not read (mounts whose size read timed out).
   */
  @SuppressWarnings("unchecked")
  public static List<String> warnings(Map<String, Object> facts) {
    return facts.get("mounts") instanceof List<?> mounts
        ? MountFacts.warnings((List<Map<String, Object>>) mounts)
        : List.of();
  }

  static String hexToIpv4(String hex) {
    return dev.play.facts.net.Ipv4.format(dev.play.facts.net.Ipv4.fromRouteHex(hex));
  }
}
