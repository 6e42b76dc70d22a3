package dev.play.facts;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.play.facts.format.FactOutput;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** DMI facts from what the probe printed, as Ansible's Linux hardware facts name them. */
class DmiFactsTest {
  private static Map<String, Object> parse(String output) {
    Map<String, Object> f = new LinkedHashMap<>();
    DmiFacts.parse(FactOutput.parse(output), f);
    return f;
  }

  @Test
  void readableFilesAreFactsAndTheRestNa() {
    Map<String, Object> f =
        parse(
            """
        dmi|product_name=PowerEdge XE9680
        dmi|sys_vendor=Dell Inc.
        dmi|chassis_type=23
        dmi|bios_version=1.2.3 \s
        dmi|product_serial=
        """);
    assertEquals("PowerEdge XE9680", f.get("product_name"));
    assertEquals("Dell Inc.", f.get("system_vendor"));
    assertEquals("Rack Mount Chassis", f.get("form_factor"));
    assertEquals("1.2.3", f.get("bios_version"));
    assertEquals(
        "NA", f.get("product_serial"), "an empty file is NA, as Ansible's get_file_content gives");
    assertEquals("NA", f.get("board_name"));
    assertEquals(18, f.size());
  }

  @Test
  void anUnknownChassisTypeIsNamedAsAnsibleNamesIt() {
    assertEquals("unknown (99)", parse("dmi|chassis_type=99\n").get("form_factor"));
    assertEquals("Unknown", parse("dmi|chassis_type=2\n").get("form_factor"));
  }
}
