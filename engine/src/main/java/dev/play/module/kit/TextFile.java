package dev.play.module.kit;

import dev.play.diff.Diff;
import dev.play.facts.FileFacts;
import dev.play.facts.FileProbe;
import dev.play.facts.FileType;
import dev.play.facts.ProbeResult;
import dev.play.module.Change;
import dev.play.module.ModuleFailure;
import dev.play.module.Plan;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * lineinfile and blockinfile: edit a text file's content, then write it as {@link ContentFile}
 * does. Missing parent directories are created when {@code create} is set.
 */
public record TextFile(
    String path, FileAttrs attrs, boolean create, boolean backup, String validate) {

  /** An edit's outcome: the new text and Ansible's message, or why nothing changed. */
  public record Edit(String text, String msg, String unchangedReason) {}

  /**
   * Facts: the path (links followed) with its content. One round trip. A missing directory is made
   * with the file.
   */
  public FileProbe probe() {
    return attrs
        .resolvedBy(
            FileProbe.of(path).following(true).withContent(FileProbe.ContentMode.ALWAYS, null))
        .makingParent();
  }

  /** The current text; fails on a directory, or a missing file without create. */
  public String current(ProbeResult facts, String missingMessage) throws ModuleFailure {
    if (facts.file() instanceof FileFacts.Present p) {
      if (p.is(FileType.DIRECTORY)) {
        throw new ModuleFailure("Path " + path + " is a directory !");
      }
      return new String(facts.content().orElse(new byte[0]), StandardCharsets.UTF_8);
    }
    if (!create) {
      throw new ModuleFailure(missingMessage);
    }
    return "";
  }

  /** Plans writing the edit; {@code extra} result fields. Pure. */
  public Plan plan(ProbeResult facts, Edit edit, boolean diffMode, Map<String, Object> extra)
      throws ModuleFailure {
    byte[] bytes = edit.text().getBytes(StandardCharsets.UTF_8);
    ContentFile.Outcome o = new ContentFile(bytes, attrs, backup, validate).plan(facts, diffMode);
    String msg = edit.msg();
    if (o.attributesChanged()) {
      msg = msg + (msg.isEmpty() ? "" : " and ") + "ownership, perms or SE linux context changed";
    }
    Map<String, Object> result = new LinkedHashMap<>(extra);
    result.put("msg", msg);
    result.put("path", facts.realPath());
    if (!o.changed()) {
      return Plan.noChange(reason(edit, o), result);
    }
    List<Change> changes = new ArrayList<>();
    if (facts.parent() == ProbeResult.ParentState.ABSENT) {
      String dir = ContentFile.parentOf(facts.realPath());
      changes.add(MakeDirectory.withParents(dir));
    }
    changes.addAll(o.changes());
    List<Diff> diffs = o.diffs();
    return Plan.changes(changes, diffs, result);
  }

  private String reason(Edit edit, ContentFile.Outcome o) {
    List<String> attrsItems = o.asRequested().subList(1, o.asRequested().size());
    String attrsPart =
        attrsItems.isEmpty() ? "" : "; " + Phrases.join(attrsItems) + " already as requested";
    return path + ": " + edit.unchangedReason() + attrsPart;
  }
}
