package dev.play.facts;

import dev.play.facts.format.FactOutput;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Pattern;

/**
 * The {@code virtual} subset: {@code virtualization_type}, {@code virtualization_role}, {@code
 * virtualization_tech_guest} and {@code virtualization_tech_host}, decided as Ansible's {@code
 * LinuxVirtual.get_virtual_facts} decides them, in the same order of checks: PID 1's cgroups and
 * environment, OpenVZ, {@code /run/systemd/container}, {@code /.dockerenv}, Xen, the DMI names,
 * VServer, {@code /proc/cpuinfo}, the kvm/vboxdrv/virtio modules, {@code dmidecode}, then {@code
 * /dev/kvm}. One awk reads the files; {@link #parse} is pure. The two technology lists are sets in
 * Ansible (their order changes from run to run); here they are sorted.
 */
final class VirtualFacts {
  private static final String DMI = "/sys/devices/virtual/dmi/id/";

  /** Files whose whole content a check reads, each sent as {@code virt_file|PATH|LINE}. */
  private static final List<String> FILES =
      List.of(
          "/run/systemd/container",
          "/proc/xen/capabilities",
          DMI + "product_name",
          DMI + "sys_vendor",
          DMI + "product_family",
          DMI + "bios_vendor");

  /** Paths whose existence a check tests. */
  private static final List<String> PATHS =
      List.of(
          "/proc/vz",
          "/proc/lve",
          "/proc/bc",
          "/.dockerenv",
          "/.dockerinit",
          "/proc/xen",
          "/dev/kvm");

  static final String SCRIPT =
      String.join(
          "\n",
          "play_virtual() {",
          "  set --",
          "  for f in /proc/1/cgroup /proc/self/status /proc/cpuinfo /proc/modules "
              + String.join(" ", FILES)
              + "; do",
          "    [ -r \"$f\" ] && set -- \"$@\" \"$f\"",
          "  done",
          "  for p in "
              + String.join(" ", PATHS)
              + "; do [ -e \"$p\" ] && printf 'virt_path|%s\\n' \"$p\"; done",
          "  [ -r /proc/modules ] && echo virt_modules=1",
          "  c=0; command -v lscpu >/dev/null 2>&1 && c=1",
          "  a='FILENAME == \"-\" { if (index($0, \"container=\")) print \"virt_env|\" $0; next }",
          "    FILENAME == \"/proc/1/cgroup\" { print \"virt_cgroup|\" $0; next }",
          "    FILENAME == \"/proc/self/status\" { if ($0 ~ /^VxID:/) print \"virt_status|\" $0; next }",
          "    FILENAME == \"/proc/cpuinfo\" {",
          "      if ($0 ~ /^(model name|vendor_id|machine)/ && !($0 in seen)) {",
          "        seen[$0] = 1; print \"virt_cpu|\" $0",
          "        if ($0 ~ /^vendor_id.*IBM\\/S390/ && lscpu && !s390++) {",
          "          print \"virt_lscpu=1\"; fflush()",
          "          while ((\"lscpu 2>/dev/null\" | getline l) > 0) if (l ~ /^Hypervisor/) print \"virt_lscpu|\" l",
          "        }",
          "      }",
          "      next",
          "    }",
          "    FILENAME == \"/proc/modules\" { if ($1 == \"kvm\" || $1 == \"vboxdrv\" || $1 == \"virtio\") print \"virt_module|\" $1; next }",
          "    { print \"virt_file|\" FILENAME \"|\" $0 }'",
          "  if [ -r /proc/1/environ ]; then { tr '\\000' '\\n' < /proc/1/environ; } 2>/dev/null | awk -v lscpu=$c \"$a\" - \"$@\"",
          "  else awk -v lscpu=$c \"$a\" \"$@\"; fi",
          "  if [ -d /rhev/ ]; then",
          "    echo virt_rhev=1",
          "    for f in /proc/[0-9]*/comm; do { read -r n < \"$f\"; } 2>/dev/null && case $n in vdsm|vdsmd) echo virt_vdsm=1; break ;; esac; done",
          "  fi",
          // Ansible looks for dmidecode in the sbin directories too
          "  if command -v dmidecode >/dev/null 2>&1 || [ -x /usr/sbin/dmidecode ] || [ -x /sbin/dmidecode ]; then",
          "    o=$(PATH=\"$PATH:/usr/local/sbin:/usr/sbin:/sbin\" dmidecode -s system-product-name 2>/dev/null)"
              + " && echo virt_dmidecode=0 && printf '%s\\n' \"$o\" | sed 's/^/virt_dmidecode|/'",
          "  fi",
          "}",
          "play_virtual");

  private static final Pattern DOCKER_CGROUP = Pattern.compile("/docker(/|-[0-9a-f]+\\.scope)");
  private static final Pattern LXC_CGROUP = Pattern.compile("/lxc/|/machine.slice/machine-lxc");
  private static final Pattern CONTAINERD_CGROUP =
      Pattern.compile("/system.slice/containerd.service");

  private VirtualFacts() {}

  /** The four facts, from the script's output. Pure. */
  static void parse(FactOutput o, Map<String, Object> f) {
    Map<String, Object> v = decide(Input.of(o));
    f.putAll(v);
  }

  /** What the script read. */
  record Input(
      List<String> cgroup,
      List<String> environ,
      Set<String> paths,
      boolean modulesReadable,
      Map<String, String> files,
      List<String> status,
      List<String> cpuinfo,
      Set<String> modules,
      boolean lscpu,
      List<String> lscpuLines,
      boolean rhev,
      boolean vdsm,
      String dmidecode) {
    static Input of(FactOutput o) {
      Map<String, List<String>> lines = new LinkedHashMap<>();
      for (String l : o.section("virt_file")) {
        int bar = l.indexOf('|');
        if (bar > 0) {
          lines
              .computeIfAbsent(l.substring(0, bar), k -> new ArrayList<>())
              .add(l.substring(bar + 1));
        }
      }
      Map<String, String> files = new LinkedHashMap<>();
      lines.forEach((path, ls) -> files.put(path, String.join("\n", ls).strip()));
      String dmidecode =
          o.has("virt_dmidecode") ? String.join("\n", o.section("virt_dmidecode")) : null;
      return new Input(
          o.section("virt_cgroup"),
          o.section("virt_env"),
          new HashSet<>(o.section("virt_path")),
          o.has("virt_modules"),
          files,
          o.section("virt_status"),
          o.section("virt_cpu"),
          new HashSet<>(o.section("virt_module")),
          o.has("virt_lscpu"),
          o.section("virt_lscpu"),
          o.has("virt_rhev"),
          o.has("virt_vdsm"),
          dmidecode);
    }

    String file(String path) {
      return files.get(path);
    }
  }

  /** Ansible's decision, step by step: the first technology found sets type and role. */
  static Map<String, Object> decide(Input in) {
    Decision d = new Decision();
    for (String line : in.cgroup()) {
      if (DOCKER_CGROUP.matcher(line).find()) {
        d.guest("docker", "docker", "guest");
      }
      if (LXC_CGROUP.matcher(line).find()) {
        d.guest("lxc", "lxc", "guest");
      }
      if (CONTAINERD_CGROUP.matcher(line).find()) {
        d.guest("containerd", "containerd", "guest");
      }
    }
    for (String line : in.environ()) {
      if (line.contains("container=lxc")) {
        d.guest("lxc", "lxc", "guest");
      }
      if (line.contains("container=podman")) {
        d.guest("podman", "podman", "guest");
      }
      if (line.startsWith("container=") && line.length() > "container=".length()) {
        d.guest("container", "container", "guest");
      }
    }
    if (in.paths().contains("/proc/vz") && !in.paths().contains("/proc/lve")) {
      d.type = "openvz";
      if (in.paths().contains("/proc/bc")) {
        d.host.add("openvz");
        d.roleIfFree("host");
      } else {
        d.guestTech.add("openvz");
        d.roleIfFree("guest");
      }
      d.found = true;
    }
    String systemdContainer = in.file("/run/systemd/container");
    if (systemdContainer != null && !systemdContainer.isEmpty()) {
      d.guest(systemdContainer, systemdContainer, "guest");
    }
    if (in.paths().contains("/.dockerenv") || in.paths().contains("/.dockerinit")) {
      d.guest("docker", "docker", "guest");
    }
    if (!java.util.Collections.disjoint(
            d.guestTech, Set.of("docker", "lxc", "podman", "openvz", "containerd"))
        || (systemdContainer != null && !systemdContainer.isEmpty())) {
      d.guestTech.add("container");
    }
    xen(in, d);
    dmi(in, d);
    vserver(in, d);
    cpuinfo(in, d);
    modules(in, d);
    dmidecode(in, d);
    if (in.paths().contains("/dev/kvm")) {
      d.host("kvm", "kvm", "host");
    }
    if (!d.found) {
      d.type = "NA";
      d.role = "NA";
    }
    Map<String, Object> out = new LinkedHashMap<>();
    out.put("virtualization_type", d.type);
    out.put("virtualization_role", d.role);
    out.put("virtualization_tech_guest", new ArrayList<>(new TreeSet<>(d.guestTech)));
    out.put("virtualization_tech_host", new ArrayList<>(new TreeSet<>(d.host)));
    if (d.type == null) {
      out.remove("virtualization_type");
    }
    if (d.role == null) {
      out.remove("virtualization_role");
    }
    return out;
  }

  private static void xen(Input in, Decision d) {
    if (!in.paths().contains("/proc/xen")) {
      return;
    }
    String caps = in.file("/proc/xen/capabilities");
    if (caps != null && caps.contains("control_d")) {
      d.host.add("xen");
      d.typeAndRoleIfFree("xen", "host");
    } else {
      d.typeAndRoleIfFree("xen", "guest");
    }
    d.found = true;
  }

  /** The DMI names, with the role assumed to be guest until the end of these checks. */
  private static void dmi(Input in, Decision d) {
    if (!d.found) {
      d.role = "guest";
    }
    String product = in.file(DMI + "product_name");
    String vendor = in.file(DMI + "sys_vendor");
    String family = in.file(DMI + "product_family");
    String bios = in.file(DMI + "bios_vendor");
    if (oneOf(product, "KVM", "KVM Server", "Bochs", "AHV")) {
      d.guestType("kvm", "kvm");
    }
    if ("oVirt".equals(vendor)) {
      d.guestType("oVirt", "oVirt");
    }
    if ("Red Hat".equals(vendor)) {
      if ("RHV".equals(family)) {
        d.guestType("RHV", "RHV");
      } else if ("RHEV Hypervisor".equals(product)) {
        d.guestType("RHEV", "RHEV");
      }
    }
    if (oneOf(product, "VMware Virtual Platform", "VMware7,1")) {
      d.guestType("VMware", "VMware");
    }
    if (oneOf(product, "OpenStack Compute", "OpenStack Nova")) {
      d.guestType("openstack", "openstack");
    }
    if ("Xen".equals(bios)) {
      d.guestType("xen", "xen");
    }
    if ("innotek GmbH".equals(bios)) {
      d.guestType("virtualbox", "virtualbox");
    }
    if (oneOf(bios, "Amazon EC2", "DigitalOcean", "Hetzner")) {
      d.guestType("kvm", "kvm");
    }
    if (oneOf(vendor, "QEMU", "Amazon EC2", "DigitalOcean", "Google", "Scaleway", "Nutanix")) {
      d.guestType("kvm", "kvm");
    }
    if ("KubeVirt".equals(vendor)) {
      d.guestType("KubeVirt", "KubeVirt");
    }
    if ("Microsoft Corporation".equals(vendor)) {
      d.guestType("VirtualPC", "VirtualPC");
    }
    if ("Parallels Software International Inc.".equals(vendor)) {
      d.guestType("parallels", "parallels");
    }
    if ("OpenStack Foundation".equals(vendor)) {
      d.guestType("openstack", "openstack");
    }
    if (!d.found) {
      d.role = null;
    }
  }

  /** Whether {@code value} (null: the file was unreadable) is one of {@code names}. */
  private static boolean oneOf(String value, String... names) {
    return value != null && List.of(names).contains(value);
  }

  private static void vserver(Input in, Decision d) {
    for (String line : in.status()) {
      if (!line.matches("^VxID:\\s+\\d+.*")) {
        continue;
      }
      if (!d.found) {
        d.type = "linux_vserver";
      }
      if (line.matches("^VxID:\\s+0.*")) {
        d.host.add("linux_vserver");
        d.roleIfFree("host");
      } else {
        d.guestTech.add("linux_vserver");
        d.roleIfFree("guest");
      }
      d.found = true;
    }
  }

  private static void cpuinfo(Input in, Decision d) {
    for (String line : in.cpuinfo()) {
      if (line.matches("^model name.*QEMU Virtual CPU.*")) {
        d.guestTypeOnly("kvm");
      } else if (line.matches("^vendor_id.*User Mode Linux.*")
          || line.matches("^model name.*UML.*")) {
        d.guestTypeOnly("uml");
      } else if (line.matches("^machine.*CHRP IBM pSeries .emulated by qemu..*")) {
        d.guestTypeOnly("kvm");
      } else if (line.matches("^vendor_id.*PowerVM Lx86.*")) {
        d.guestTypeOnly("powervm_lx86");
      } else if (line.matches("^vendor_id.*IBM/S390.*")) {
        d.guestTypeOnly("PR/SM");
        if (in.lscpu()) {
          for (String l : in.lscpuLines()) {
            String[] kv = l.split(":", 2);
            if (kv[0].strip().equals("Hypervisor") && kv.length > 1) {
              d.guestTypeOnly(kv[1].strip());
            }
          }
        } else {
          d.guestTypeOnly("ibm_systemz");
        }
      } else {
        continue;
      }
      if (!d.found) {
        d.role = "PR/SM".equals(d.type) ? "LPAR" : "guest";
        d.found = true;
      }
    }
  }

  private static void modules(Input in, Decision d) {
    if (!in.modulesReadable()) {
      return;
    }
    if (in.modules().contains("kvm")) {
      d.host.add("kvm");
      d.typeAndRoleIfFree("kvm", "host");
      if (in.rhev() && in.vdsm()) {
        d.host.add("RHEV");
        if (!d.found) {
          d.type = "RHEV";
        }
      }
      d.found = true;
    }
    if (in.modules().contains("vboxdrv")) {
      d.host("virtualbox", "virtualbox", "host");
    }
    if (in.modules().contains("virtio")) {
      d.host.add("kvm");
      if (!d.found) {
        d.type = "kvm";
        d.role = "guest";
        d.found = true;
      }
    }
  }

  private static void dmidecode(Input in, Decision d) {
    String out = in.dmidecode();
    if (out == null) {
      return;
    }
    StringBuilder vendor = new StringBuilder();
    for (String line : out.split("\n")) {
      if (!line.startsWith("#")) {
        vendor.append(line.strip());
      }
    }
    if (vendor.toString().startsWith("VMware")) {
      d.guest("VMware", "VMware", "guest");
    }
    if (out.contains("BHYVE")) {
      d.guest("bhyve", "bhyve", "guest");
    }
  }

  /**
   * The facts as the checks leave them: the first check that finds a technology sets type and role.
   */
  private static final class Decision {
    String type;
    String role;
    boolean found;
    final Set<String> guestTech = new HashSet<>();
    final Set<String> host = new HashSet<>();

    /** A guest technology that sets type and role when nothing was found before. */
    void guest(String tech, String type, String role) {
      guestTech.add(tech);
      if (!found) {
        this.type = type;
        this.role = role;
        found = true;
      }
    }

    /** A host technology that sets type and role when nothing was found before. */
    void host(String tech, String type, String role) {
      host.add(tech);
      if (!found) {
        this.type = type;
        this.role = role;
        found = true;
      }
    }

    /** A guest technology that sets only the type (the role stays as assumed). */
    void guestType(String tech, String type) {
      guestTech.add(tech);
      if (!found) {
        this.type = type;
        found = true;
      }
    }

    /** A guest technology of /proc/cpuinfo: sets the type, the role follows after. */
    void guestTypeOnly(String tech) {
      guestTech.add(tech);
      if (!found) {
        type = tech;
      }
    }

    void roleIfFree(String role) {
      if (!found) {
        this.role = role;
      }
    }

    void typeAndRoleIfFree(String type, String role) {
      if (!found) {
        this.type = type;
        this.role = role;
      }
    }
  }
}
