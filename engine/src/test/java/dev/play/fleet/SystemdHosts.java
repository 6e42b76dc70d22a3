package dev.play.fleet;

import com.github.dockerjava.api.model.AccessMode;
import com.github.dockerjava.api.model.Bind;
import com.github.dockerjava.api.model.Capability;
import com.github.dockerjava.api.model.Volume;
import java.util.Map;
import org.testcontainers.containers.GenericContainer;

/**
 * Test hosts booting systemd as PID 1 ({@code play-testhost:systemd}, built by {@code
 * testhost/build-variant.sh systemd}). These machines refuse {@code --privileged}; systemd runs
 * with CAP_SYS_ADMIN, tmpfs on /run and /run/lock, and the host's cgroups read-only.
 */
public final class SystemdHosts {
  public static final String IMAGE = Fleet.variant("systemd");

  private SystemdHosts() {}

  /** For {@link Fleet.Builder#configure}. */
  public static GenericContainer<?> configure(GenericContainer<?> c) {
    // Set on the host config directly: Testcontainers' withFileSystemBind first checks file
    // mounting with a helper image it would pull, and no registry answers here.
    return c.withCreateContainerCmdModifier(
        cmd ->
            cmd.getHostConfig()
                .withCapAdd(Capability.SYS_ADMIN)
                .withTmpFs(Map.of("/run", "rw,exec", "/run/lock", "rw"))
                .withBinds(
                    new Bind("/sys/fs/cgroup", new Volume("/sys/fs/cgroup"), AccessMode.ro)));
  }

  /**
   * {@code count} systemd hosts that come back after a reboot: Docker restarts the container when
   * systemd ends it, and the host is reached at its bridge address, which survives the restart.
   */
  public static Fleet startRebootable(int count) {
    return Fleet.builder()
        .hosts(count)
        .image(IMAGE)
        .direct()
        .configure(
            c ->
                configure(c)
                    .withCreateContainerCmdModifier(
                        cmd ->
                            cmd.getHostConfig()
                                .withRestartPolicy(
                                    com.github.dockerjava.api.model.RestartPolicy.alwaysRestart())))
        .start();
  }

  /**
   * {@code count} systemd hosts that can also run a Docker engine installed on them (every
   * capability but SYS_RESOURCE, no seccomp or AppArmor profile; the engine runs under systemd,
   * with the host's cgroups read-only and the vfs storage driver).
   */
  public static Fleet startDockerCapable(int count) {
    return Fleet.builder()
        .hosts(count)
        .image(IMAGE)
        .configure(
            c ->
                configure(c)
                    .withCreateContainerCmdModifier(
                        cmd ->
                            cmd.getHostConfig()
                                .withCapAdd(Capability.ALL)
                                .withCapDrop(Capability.SYS_RESOURCE)
                                .withSecurityOpts(
                                    java.util.List.of(
                                        "seccomp=unconfined", "apparmor=unconfined"))))
        .start();
  }

  /** {@code count} systemd hosts. */
  public static Fleet start(int count) {
    return Fleet.builder().hosts(count).image(IMAGE).configure(SystemdHosts::configure).start();
  }
}
