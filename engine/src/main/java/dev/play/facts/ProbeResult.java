package dev.play.facts;

import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * The parsed output of a {@link FileProbe}.
 *
 * @param path the path examined (a child of a directory when asked)
 * @param realPath the path with symbolic links resolved (equals {@code path} when not a link)
 * @param parentWriteable the parent directory is writeable by the user the facts ran as
 * @param content the file's bytes when they were fetched
 * @param contentTooLarge the content was wanted for a diff but exceeds the limit
 * @param userId the uid of the looked-up user; empty when not asked or unknown
 * @param groupId the gid of the looked-up group; empty when not asked or unknown
 * @param tree entries reported by the tree scan
 * @param other the second path's state, when one was asked for
 */
public record ProbeResult(
    String path,
    String realPath,
    HostEnv env,
    ParentState parent,
    boolean parentWriteable,
    FileFacts file,
    Optional<byte[]> content,
    boolean contentTooLarge,
    OptionalInt userId,
    OptionalInt groupId,
    List<TreeEntry> tree,
    Other other) {
  public ProbeResult {
    tree = List.copyOf(tree);
  }

  /** The same facts with the parent directory taken as present (check mode: planned earlier). */
  public ProbeResult withParentPresent() {
    return new ProbeResult(
        path,
        realPath,
        env,
        ParentState.DIRECTORY,
        true,
        file,
        content,
        contentTooLarge,
        userId,
        groupId,
        tree,
        other);
  }

  /** The same facts with these looked-up ids (check mode: an account an earlier task creates). */
  public ProbeResult withIds(OptionalInt user, OptionalInt group) {
    return new ProbeResult(
        path,
        realPath,
        env,
        parent,
        parentWriteable,
        file,
        content,
        contentTooLarge,
        user,
        group,
        tree,
        other);
  }

  /**
   * The same facts with the second path taken as present (check mode: an earlier task creates it).
   */
  public ProbeResult withOtherPresent() {
    return new ProbeResult(
        path,
        realPath,
        env,
        parent,
        parentWriteable,
        file,
        content,
        contentTooLarge,
        userId,
        groupId,
        tree,
        Other.PRESENT);
  }

  /**
   * The same facts with the path holding {@code content} (check mode: an earlier task writes it): a
   * readable regular file with this mode, owner and checksum, in an existing directory.
   */
  public ProbeResult withPlannedContent(
      byte[] content, int mode, FileFacts.Owner owner, String checksum) {
    FileFacts.Present was = file instanceof FileFacts.Present p ? p : null;
    FileFacts.Times times = was != null ? was.times() : new FileFacts.Times(0, 0, 0, "", "");
    FileFacts.Inode inode = was != null ? was.inode() : new FileFacts.Inode(0, 0, 1);
    FileFacts planned =
        new FileFacts.Present(
            realPath,
            FileType.FILE,
            mode,
            owner,
            content.length,
            times,
            inode,
            null,
            checksum,
            new FileFacts.Access(true, true, false));
    return new ProbeResult(
        path,
        realPath,
        env,
        ParentState.DIRECTORY,
        true,
        planned,
        Optional.of(content),
        false,
        userId,
        groupId,
        tree,
        other);
  }

  /** What the probe found at its second path. */
  public enum Other {
    NOT_ASKED,
    ABSENT,
    PRESENT,
    SAME_FILE
  }

  public enum ParentState {
    DIRECTORY,
    ABSENT,
    OTHER
  }
}
