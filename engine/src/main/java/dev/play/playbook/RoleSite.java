package dev.play.playbook;

import java.nio.file.Path;

/**
 * Where a role is being loaded from: the playbook directory, the directory of the role that depends
 * on it (for sibling roles, or null), the import chain, and the play being loaded.
 */
record RoleSite(Path playbookDir, Path nextTo, ImportChain chain, PlayScope scope) {}
