package dev.play.module.containers;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The {@code manifest.json} of a {@code docker save} archive: each image's tags and its ID (the
 * digest of its config, named {@code <hex>.json} or {@code blobs/sha256/<hex>}). Pure.
 */
record ImageArchive(Map<String, String> idByTag) {
  static ImageArchive parse(String manifest) {
    Map<String, String> ids = new LinkedHashMap<>();
    for (Map<String, Object> entry : DockerCli.inspect(manifest)) {
      String config = DockerCli.str(entry, "Config");
      String hex = config.substring(config.lastIndexOf('/') + 1).replaceFirst("\\.json$", "");
      for (String tag : DockerCli.strings(entry, "RepoTags")) {
        ids.put(ImageRef.full(tag), "sha256:" + hex);
      }
    }
    return new ImageArchive(ids);
  }

  List<String> tags() {
    return new ArrayList<>(idByTag.keySet());
  }

  String idOf(String ref) {
    return idByTag.get(ref);
  }
}
