package dev.play.template;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * ansible_managed and the template_* variables, as ansible-core 2.14 makes them (checked with it).
 */
class TemplateVarsTest {
  @TempDir Path dir;

  @Test
  void managedFormatsNamesThenTheTemplatesModificationTime() throws Exception {
    Path file = Files.writeString(dir.resolve("t.j2"), "x");
    ZonedDateTime mtime = LocalDateTime.of(2026, 1, 2, 3, 4, 5).atZone(ZoneId.systemDefault());
    Files.setLastModifiedTime(file, FileTime.from(mtime.toInstant()));
    String owner = Files.getOwner(file).getName();
    Map<String, Object> vars =
        TemplateVars.of(
            "t.j2", file, "/etc/motd", "Managed by {uid} from {file}: %Y-%m-%d %H:%M:%S {{x}}");
    assertEquals(
        "Managed by " + owner + " from t.j2: 2026-01-02 03:04:05 {x}", vars.get("ansible_managed"));
    assertEquals("2026-01-02 03:04:05", vars.get("template_mtime"));
    assertEquals("/etc/motd", vars.get("template_destpath"));
    assertEquals(file.toAbsolutePath().toString(), vars.get("template_fullpath"));
    assertEquals(owner, vars.get("template_uid"));
  }

  @Test
  void anUnknownFieldIsAnErrorNamingTheFieldsAnsibleGives() {
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class, () -> TemplateVars.named("by {user}", "h", "u", "f"));
    assertEquals(
        "ansible_managed: unknown field {user} (Ansible gives {host}, {uid} and {file})",
        e.getMessage());
  }

  @Test
  void datetimesPrintAsPythonPrintsThem() {
    assertEquals(
        "2026-11-24 09:05:00", TemplateVars.pythonDatetime(LocalDateTime.of(2026, 11, 24, 9, 5)));
    assertEquals(
        "2026-11-24 09:05:00.000120",
        TemplateVars.pythonDatetime(LocalDateTime.of(2026, 11, 24, 9, 5, 0, 120_000)));
  }

  @Test
  void strftimeCodesOfThePosixLocale() {
    ZonedDateTime t = ZonedDateTime.of(2026, 3, 7, 15, 4, 9, 0, ZoneId.of("UTC"));
    assertEquals(
        "Sat Saturday Mar March 07  7 15 03 PM 066 03 04 09 6 6 26 2026 +0000 %q %",
        Strftime.format("%a %A %b %B %d %e %H %I %p %j %m %M %S %u %w %y %Y %z %q %%", t));
    assertEquals(
        "Sat Mar  7 15:04:09 2026|03/07/26|2026-03-07|15:04:09|15:04",
        Strftime.format("%c|%D|%F|%T|%R", t));
  }
}
