package dev.play.output;

/**
 * A task as the summary JSON's task table has it: a row per task of a play, however many times it
 * ran (a task included twice, a task of {@code strategy: free} run once per host).
 *
 * @param path where it is written, relative to its playbook's directory when inside it, or null
 */
record TaskKey(String play, TaskHeader header, String path) {}
