package dev.play.module.cluster;

import java.util.List;

/**
 * One host of an SSH mesh, as {@code ssh_mesh_peers} reads it from the inventory, facts and
 * registered results.
 *
 * @param name the inventory name
 * @param names every name a peer may use for it ({@link PeerNames})
 * @param hostKeys its SSH host keys, {@code "<type> <base64>"}; empty when not asked for
 * @param userKey the mesh user's public key line, or null when not asked for
 */
record MeshHost(String name, List<String> names, List<String> hostKeys, MeshKeys.UserKey userKey) {
  MeshHost {
    names = List.copyOf(names);
    hostKeys = List.copyOf(hostKeys);
  }
}
