package dev.play.bridge;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.zip.CRC32;
import java.util.zip.Deflater;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;
import java.util.zip.ZipOutputStream;

/**
 * New-style modules' zips as a runner that stays up is sent them: without the files that the
 * modules it already loaded brought (ansible-core's module_utils are in every module's zip, and
 * make most of it). A delta names the modules it leaves files to ({@link Delta#with}); a runner
 * that has not loaded all of them answers that it lacks the code, and gets the whole zip. A file is
 * left out only where every module the runner loaded that has it has the same (name and CRC-32), so
 * the runner holds exactly that file. Deltas are computed once per run for each module and set of
 * loaded modules (every host usually loads them in the same order).
 */
final class CodeDeltas {
  private final Map<String, Map<String, Long>> files = new ConcurrentHashMap<>();
  private final Map<String, Delta> deltas = new ConcurrentHashMap<>();

  /**
   * A new-style module's code for a runner that loaded {@code loaded}.
   *
   * @param code the module's code, whole
   * @param with the modules whose files the delta leaves out (empty: the whole zip)
   */
  record Delta(byte[] code, List<String> with) {}

  /**
   * {@code code} (new-style) for a runner that loaded the modules {@code loaded}, in the order they
   * were sent.
   */
  Delta forRunner(Packed code, List<Packed> loaded) {
    if (loaded.isEmpty()) {
      return new Delta(code.code(), List.of());
    }
    List<String> keys = loaded.stream().map(Packed::key).toList();
    return deltas.computeIfAbsent(
        code.key() + " " + String.join(" ", keys), k -> compute(code, loaded, keys));
  }

  private Delta compute(Packed code, List<Packed> loaded, List<String> keys) {
    Map<String, Long> held = new LinkedHashMap<>();
    Set<String> conflicting = new java.util.HashSet<>();
    for (Packed p : loaded) {
      filesOf(p)
          .forEach(
              (name, crc) -> {
                Long before = held.putIfAbsent(name, crc);
                if (before != null && !before.equals(crc)) {
                  conflicting.add(name);
                }
              });
    }
    List<String> keep = new ArrayList<>();
    filesOf(code)
        .forEach(
            (name, crc) -> {
              if (!crc.equals(held.get(name)) || conflicting.contains(name)) {
                keep.add(name);
              }
            });
    return new Delta(only(code.code(), Set.copyOf(keep)), keys);
  }

  /** The files of a module's zip: name to CRC-32. */
  private Map<String, Long> filesOf(Packed code) {
    return files.computeIfAbsent(
        code.key(),
        k -> {
          Map<String, Long> out = new LinkedHashMap<>();
          read(code.code(), (entry, data) -> out.put(entry.getName(), crc(data)));
          return out;
        });
  }

  /** A zip of the entries of {@code zip} named in {@code names}, compressed fast. */
  static byte[] only(byte[] zip, Set<String> names) {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (ZipOutputStream out = new ZipOutputStream(bytes)) {
      out.setLevel(Deflater.BEST_SPEED);
      read(
          zip,
          (entry, data) -> {
            if (names.contains(entry.getName())) {
              out.putNextEntry(new ZipEntry(entry.getName()));
              out.write(data);
              out.closeEntry();
            }
          });
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return bytes.toByteArray();
  }

  private interface EntryVisitor {
    void visit(ZipEntry entry, byte[] data) throws IOException;
  }

  private static void read(byte[] zip, EntryVisitor visitor) {
    try (ZipInputStream in = new ZipInputStream(new ByteArrayInputStream(zip))) {
      for (ZipEntry e = in.getNextEntry(); e != null; e = in.getNextEntry()) {
        visitor.visit(e, in.readAllBytes());
      }
    } catch (IOException e) {
      throw new UncheckedIOException("a module's zip from the packer cannot be read", e);
    }
  }

  private static long crc(byte[] data) {
    CRC32 crc = new CRC32();
    crc.update(data);
    return crc.getValue();
  }
}
