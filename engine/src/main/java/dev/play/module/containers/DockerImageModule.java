package dev.play.module.containers;

import static dev.play.value.Shell.quote;

import dev.play.connection.CommandResult;
import dev.play.connection.ConnectionException;
import dev.play.module.ArgSpec;
import dev.play.module.Args;
import dev.play.module.Module;
import dev.play.module.ModuleContext;
import dev.play.module.ModuleFailure;
import dev.play.module.Plan;
import dev.play.module.kit.Presence;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code docker_image}: an image present (loaded from a tar archive on the host, pulled, or
 * required locally) or absent. One command reads the image and, for {@code source: load}, the
 * archive's {@code manifest.json} (its tags and image ID), so a load happens only when the image is
 * missing, or with {@code force_source} when the archive holds another image ID.
 */
final class DockerImageModule implements Module {
  /**
   * Arguments of Ansible's module that play's does not implement ({@link
   * Module#unimplementedArgs}).
   */
  @Override
  public List<String> unimplementedArgs() {
    return REFUSED;
  }

  private static final List<String> REFUSED =
      List.of(
          "build",
          "archive_path",
          "push",
          "repository",
          "force_tag",
          "platform",
          "docker_host",
          "tls");
  private static final ArgSpec SPEC =
      ArgSpec.of(
              "name!:str",
              "tag:str",
              "source:str [build|load|pull|local]",
              "load_path:path",
              "state:str=present [absent|present]",
              "force_source:bool=false",
              "force_absent:bool=false",
              "build:dict",
              "archive_path:path",
              "push:bool=false",
              "repository:str",
              "force_tag:bool=false",
              "platform:str",
              "docker_host:str=unix://var/run/docker.sock",
              "tls:bool=false")
          .withEnum("state", Presence.class)
          .withEnum("source", Source.class);

  @Override
  public String name() {
    return "docker_image";
  }

  @Override
  public String fqcn() {
    return "community.docker." + name();
  }

  @Override
  public ArgSpec spec() {
    return SPEC;
  }

  /** What the task asks for. */
  record Request(
      String ref,
      Presence state,
      Source source,
      String loadPath,
      boolean forceSource,
      boolean forceAbsent) {}

  /**
   * Where the image comes from; without {@code source}, loaded when {@code load_path} is given,
   * else pulled.
   */
  enum Source {
    BUILD,
    LOAD,
    PULL,
    LOCAL
  }

  @Override
  public Plan plan(Args args, ModuleContext ctx) throws ModuleFailure, ConnectionException {
    args.refuse(REFUSED.toArray(String[]::new));
    Presence state = args.enumValue("state", Presence.class);
    String loadPath = args.stringOrNull("load_path");
    Source given = args.enumValue("source", Source.class);
    Source source = given != null ? given : loadPath != null ? Source.LOAD : Source.PULL;
    if (source == Source.BUILD) {
      throw new ModuleFailure(
          "docker_image: source build is not supported by play (build with a command task)");
    }
    if (source == Source.LOAD && loadPath == null && state == Presence.PRESENT) {
      throw new ModuleFailure("docker_image: load_path is required with source load");
    }
    Request r =
        new Request(
            ImageRef.of(args.string("name"), args.stringOrNull("tag")),
            state,
            source,
            loadPath,
            args.bool("force_source"),
            args.bool("force_absent"));
    String archive =
        r.source() == Source.LOAD && state == Presence.PRESENT
            ? "echo @@archive; if [ -f "
                + quote(loadPath)
                + " ]; then tar -xOf "
                + quote(loadPath)
                + " manifest.json 2>/dev/null || echo '!unreadable'; else echo '!missing'; fi\n"
            : "";
    CommandResult facts =
        ctx.run(
            DockerCli.PREAMBLE
                + "echo @@image; docker image inspect "
                + quote(r.ref())
                + " 2>/dev/null\n"
                + archive
                + "exit 0");
    if (!facts.ok()) {
      throw DockerCli.factsFailure(name(), facts);
    }
    Map<String, String> s = DockerCli.sections(facts.stdout());
    boolean planned =
        ctx.checkMode()
            && ((loadPath != null && ctx.pathPlanned(loadPath))
                || ctx.planned("docker_image:" + r.ref()));
    return plan(r, DockerCli.first(s.get("image")), s.get("archive"), planned);
  }

  /**
   * The plan for these facts; {@code planned}: an earlier task writes the archive or the image
   * (check mode). Pure.
   */
  static Plan plan(Request r, Map<String, Object> image, String archive, boolean planned)
      throws ModuleFailure {
    Map<String, Object> result = new LinkedHashMap<>();
    result.put("image", image == null ? Map.of() : image);
    String ref = r.ref();
    if (r.state() == Presence.ABSENT) {
      if (image == null) {
        return Plan.noChange("image " + ref + " is not present", result);
      }
      result.put("actions", List.of("Removed image " + ref));
      return Plan.changes(
          List.of(
              DockerStep.of(
                  "remove image " + ref,
                  "docker rmi " + (r.forceAbsent() ? "-f " : "") + quote(ref) + " >/dev/null",
                  null,
                  null,
                  "removing image " + ref + " failed")),
          List.of(),
          result);
    }
    return switch (r.source()) {
      case LOCAL -> local(r, image, planned, result);
      case LOAD -> load(r, image, archive, planned, result);
      case PULL, BUILD -> pull(r, image, result);
    };
  }

  private static Plan local(
      Request r, Map<String, Object> image, boolean planned, Map<String, Object> result)
      throws ModuleFailure {
    if (image == null && !planned) {
      throw new ModuleFailure("docker_image: cannot find the image " + r.ref() + " locally");
    }
    result.put("actions", List.of());
    return Plan.noChange(
        "image " + r.ref() + (image == null ? " is loaded by an earlier task" : " is present"),
        result);
  }

  private static Plan pull(Request r, Map<String, Object> image, Map<String, Object> result) {
    if (image != null && !r.forceSource()) {
      result.put("actions", List.of());
      return Plan.noChange("image " + r.ref() + " is present", result);
    }
    result.put("actions", List.of("Pulled image " + r.ref()));
    return Plan.changes(
        List.of(
            DockerStep.of(
                    "pull image " + r.ref(),
                    "docker pull -q " + quote(r.ref()) + " >/dev/null",
                    "docker image inspect " + quote(r.ref()),
                    "image",
                    "pulling image " + r.ref() + " failed")
                .creating("docker_image:" + r.ref())),
        List.of(),
        result);
  }

  private static Plan load(
      Request r,
      Map<String, Object> image,
      String archive,
      boolean planned,
      Map<String, Object> result)
      throws ModuleFailure {
    if (image != null && !r.forceSource()) {
      result.put("actions", List.of());
      return Plan.noChange("image " + r.ref() + " is present", result);
    }
    String text = archive == null ? "" : archive.strip();
    if (text.equals("!missing") && !planned) {
      throw new ModuleFailure(
          "docker_image: load_path " + r.loadPath() + " does not exist on the host");
    }
    if (text.equals("!unreadable")) {
      throw new ModuleFailure(
          "docker_image: load_path "
              + r.loadPath()
              + " is not an image archive (no manifest.json)");
    }
    if (!text.equals("!missing")) {
      ImageArchive a = ImageArchive.parse(text);
      if (!a.tags().contains(r.ref())) {
        throw new ModuleFailure(
            "docker_image: the archive "
                + r.loadPath()
                + " does not contain image "
                + r.ref()
                + " (it holds: "
                + (a.tags().isEmpty() ? "no tagged image" : String.join(", ", a.tags()))
                + ")");
      }
      String id = a.idOf(r.ref());
      if (image != null && id.equals(DockerCli.str(image, "Id"))) {
        result.put("actions", List.of());
        return Plan.noChange("image " + r.ref() + " is present with the archive's ID", result);
      }
    }
    result.put("actions", List.of("Loaded image " + r.ref() + " from " + r.loadPath()));
    return Plan.changes(
        List.of(
            DockerStep.of(
                    "load image " + r.ref() + " from " + r.loadPath(),
                    "docker load -q -i " + quote(r.loadPath()) + " >/dev/null",
                    "docker image inspect " + quote(r.ref()),
                    "image",
                    "loading " + r.loadPath() + " failed")
                .creating("docker_image:" + r.ref())),
        List.of(),
        result);
  }
}
