package dev.play.module.cluster;

/**
 * One host of a cluster group, as the layout reads it from the inventory and facts.
 *
 * @param name the inventory name
 * @param nodeIndex the host's {@code node_index} variable, or null
 * @param address how peers reach it: {@code node_addr}, else the default IPv4 address from facts,
 *     else {@code ansible_host}, else the name
 * @param defaultInterface the default-route interface from facts, or null
 * @param gpuCount GPUs from facts, or null when not gathered
 */
record ClusterNode(
    String name, Integer nodeIndex, String address, String defaultInterface, Integer gpuCount) {}
