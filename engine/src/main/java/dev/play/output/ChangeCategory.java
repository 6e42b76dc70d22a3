package dev.play.output;

import java.util.Map;

/** What kind of change a module makes, for the summary: files, packages, services, ... */
enum ChangeCategory {
  FILES("files"),
  PACKAGES("packages"),
  SERVICES("services"),
  SYSCTL("sysctl"),
  KERNEL_MODULES("modules"),
  MOUNTS("mounts"),
  USERS("users"),
  CONTAINERS("containers"),
  REBOOTS("reboots"),
  HOST("host"),
  COMMANDS("commands"),
  OTHER("other");

  private static final Map<String, ChangeCategory> BY_MODULE =
      Map.ofEntries(
          Map.entry("copy", FILES),
          Map.entry("template", FILES),
          Map.entry("file", FILES),
          Map.entry("lineinfile", FILES),
          Map.entry("blockinfile", FILES),
          Map.entry("replace", FILES),
          Map.entry("json_file", FILES),
          Map.entry("ini_file", FILES),
          Map.entry("unarchive", FILES),
          Map.entry("get_url", FILES),
          Map.entry("tempfile", FILES),
          Map.entry("fetch", FILES),
          Map.entry("apt", PACKAGES),
          Map.entry("package", PACKAGES),
          Map.entry("apt_key", PACKAGES),
          Map.entry("apt_repository", PACKAGES),
          Map.entry("deb822_repository", PACKAGES),
          Map.entry("dnf", PACKAGES),
          Map.entry("yum", PACKAGES),
          Map.entry("rpm_key", PACKAGES),
          Map.entry("yum_repository", PACKAGES),
          Map.entry("pip", PACKAGES),
          Map.entry("systemd", SERVICES),
          Map.entry("systemd_service", SERVICES),
          Map.entry("service", SERVICES),
          Map.entry("sysctl", SYSCTL),
          Map.entry("modprobe", KERNEL_MODULES),
          Map.entry("mount", MOUNTS),
          Map.entry("user", USERS),
          Map.entry("group", USERS),
          Map.entry("authorized_key", USERS),
          Map.entry("known_hosts", USERS),
          Map.entry("reboot", REBOOTS),
          Map.entry("hostname", HOST),
          Map.entry("command", COMMANDS),
          Map.entry("shell", COMMANDS),
          Map.entry("raw", COMMANDS),
          Map.entry("script", COMMANDS));

  private final String label;

  ChangeCategory(String label) {
    this.label = label;
  }

  public String label() {
    return label;
  }

  /** The category of a module, by its short name or FQCN ({@code ansible.posix.sysctl}). */
  public static ChangeCategory of(String module) {
    if (module == null) {
      return OTHER;
    }
    String name = module.substring(module.lastIndexOf('.') + 1);
    if (name.startsWith("docker_")) {
      return CONTAINERS;
    }
    return BY_MODULE.getOrDefault(name, OTHER);
  }
}
