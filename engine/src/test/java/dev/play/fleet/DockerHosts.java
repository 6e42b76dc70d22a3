package dev.play.fleet;

import com.github.dockerjava.api.model.AccessMode;
import com.github.dockerjava.api.model.Bind;
import com.github.dockerjava.api.model.Capability;
import com.github.dockerjava.api.model.Volume;
import java.util.List;
import org.testcontainers.containers.GenericContainer;

/**
 * Test hosts running their own Docker engine ({@code play-testhost:docker}, built by {@code
 * testhost/build-variant.sh docker}, or {@code docker-python} for Ansible): every capability but
 * SYS_RESOURCE, no seccomp or AppArmor profile, and the host's cgroups writable (the inner engine
 * creates its own). They hold a {@code play-test/busybox:1} image once {@code
 * /run/play-docker-ready} exists.
 */
public final class DockerHosts {
  public static final String IMAGE = Fleet.variant("docker");

  private DockerHosts() {}

  /** For {@link Fleet.Builder#configure}. */
  public static GenericContainer<?> configure(GenericContainer<?> c) {
    return c.withCreateContainerCmdModifier(
        cmd ->
            cmd.getHostConfig()
                .withCapAdd(Capability.ALL)
                .withCapDrop(Capability.SYS_RESOURCE)
                .withSecurityOpts(List.of("seccomp=unconfined", "apparmor=unconfined"))
                .withBinds(
                    new Bind("/sys/fs/cgroup", new Volume("/sys/fs/cgroup"), AccessMode.rw)));
  }

  /** {@code count} Docker hosts, each with its engine up and the test image loaded. */
  public static Fleet start(int count) {
    Fleet fleet =
        Fleet.builder().hosts(count).image(IMAGE).configure(DockerHosts::configure).start();
    fleet.hosts().forEach(DockerHosts::awaitEngine);
    return fleet;
  }

  /** Waits (up to 60 s) until the host's engine is up with the test image loaded. */
  public static void awaitEngine(TestHost h) {
    h.exec(
            "sh",
            "-c",
            "for i in $(seq 120); do [ -f /run/play-docker-ready ] && exit 0; sleep 0.5; done; exit 1")
        .assertOk();
  }
}
