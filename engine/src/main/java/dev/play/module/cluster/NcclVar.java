package dev.play.module.cluster;

/**
 * One variable of the NCCL environment and why it has its value.
 *
 * @param value the value, or null when the variable is left unset (NCCL then chooses)
 * @param reason the rule that chose it, e.g. {@code net* interfaces}
 */
record NcclVar(String name, String value, String reason) {
  boolean isSet() {
    return value != null;
  }
}
