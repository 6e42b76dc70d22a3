package dev.play.module;

import dev.play.facts.FileFacts;

/**
 * A file a change writes, as it will be afterwards: in check mode later tasks of the run read it so
 * instead of what is on the host (a loop of sysctl keys, two roles merging keys into one JSON
 * file), and their plans and diffs are those of the real run.
 */
public record PlannedFile(String path, byte[] content, int mode, FileFacts.Owner owner) {}
