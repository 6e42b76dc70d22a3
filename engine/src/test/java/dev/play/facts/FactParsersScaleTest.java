package dev.play.facts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Base64;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.function.IntFunction;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * A node's fact output is parsed in time linear in its size: each input below, of one to a few MB,
 * shaped as the worst case of a parser that was quadratic (or exponential) in it, is parsed in well
 * under {@link #LIMIT}, where the quadratic parser took minutes.
 */
class FactParsersScaleTest {
  private static final Duration LIMIT = Duration.ofSeconds(30);
  private static final Set<FactSubset> ALL = EnumSet.allOf(FactSubset.class);

  private static Map<String, Object> parse(String output) {
    return assertTimeoutPreemptively(LIMIT, () -> SystemFacts.parse(output, ALL));
  }

  private static String lines(int n, IntFunction<String> line) {
    StringBuilder out = new StringBuilder();
    for (int i = 0; i < n; i++) {
      out.append(line.apply(i)).append('\n');
    }
    return out.toString();
  }

  private static String address(int i) {
    return "10." + (i >> 16 & 0xff) + "." + (i >> 8 & 0xff) + "." + (i & 0xff);
  }

  @Test
  @SuppressWarnings("unchecked")
  void aMountWhoseOptionsRepeatBindManyTimes() {
    String options = "bind,".repeat(250_000);
    Map<String, Object> facts =
        parse("mtab|/dev/sda1 /srv ext4 " + options + " 0 0\nmntbind|/srv\n");
    List<Map<String, Object>> mounts = (List<Map<String, Object>>) facts.get("mounts");
    assertEquals(options + ",bind", mounts.get(0).get("options"));
  }

  @Test
  void bindInOptionsIsTheRegularExpressionsAnswer() {
    Pattern regex = Pattern.compile(".*bind.*\"");
    Random random = new Random(27);
    String[] parts = {"bind", "bin", "\"", ",", "ro", "\n", "\u2028", "x"};
    for (int i = 0; i < 20_000; i++) {
      StringBuilder s = new StringBuilder();
      for (int n = random.nextInt(7); n > 0; n--) {
        s.append(parts[random.nextInt(parts.length)]);
      }
      String text = s.toString();
      assertEquals(regex.matcher(text).matches(), MountFacts.bindInOptions(text), text);
    }
  }

  @Test
  void fiftyThousandInterfacesEachWithAnAddress() {
    String output =
        lines(50_000, i -> "ipaddr|eth" + i + " " + address(i) + " 16")
            + lines(
                50_000,
                i -> "ip6addr|eth" + i + " fd00::" + Integer.toHexString(i) + "/64 scope global")
            + lines(50_000, i -> "netdir|eth" + (49_999 - i));
    Map<String, Object> facts = parse(output);
    assertEquals(50_000, ((List<?>) facts.get("interfaces")).size());
    assertEquals(address(49_999), ((List<?>) facts.get("all_ipv4_addresses")).get(0));
  }

  @Test
  void fiftyThousandLocalAddressesAndConnectedRoutes() {
    String output =
        lines(50_000, i -> "fib|     |-- " + address(i) + "\nfib|        /32 host LOCAL")
            + lines(
                50_000,
                i ->
                    "route|eth"
                        + i
                        + "\t"
                        + String.format("%08X", Integer.reverseBytes(i | 10 << 24))
                        + "\t00000000\t0001\t0\t0\t0\tFFFFFFFF\t0\t0\t0");
    Map<String, Object> facts = parse(output);
    assertEquals(50_000, ((List<?>) facts.get("all_ipv4_addresses")).size());
    assertTrue(facts.containsKey("eth49999"), "the last address's interface");
  }

  @Test
  @SuppressWarnings("unchecked")
  void anIniFactFileWhoseReferencesGrowExponentially() {
    StringBuilder ini = new StringBuilder("[s]\nk0 = x\n");
    for (int level = 1; level <= 10; level++) {
      ini.append('k').append(level).append(" = ");
      ini.append(("%(k" + (level - 1) + ")s").repeat(10)).append('\n');
    }
    Map<String, Object> facts = parse(localFact(ini.toString()));
    Object site = ((Map<String, Object>) facts.get("local")).get("site");
    assertTrue(
        String.valueOf(site)
            .startsWith(
                "Failed to convert (/etc/ansible/facts.d/site.fact) to JSON: value substitution"),
        String.valueOf(site));
  }

  @Test
  @SuppressWarnings("unchecked")
  void anIniFactFileWithManySectionsAndDefaults() {
    String ini =
        lines(2_000, i -> "[s" + i + "]") + "[DEFAULT]\n" + lines(2_000, i -> "d" + i + " = v");
    Map<String, Object> facts = parse(localFact(ini));
    assertEquals(
        "Failed to convert (/etc/ansible/facts.d/site.fact) to JSON: DEFAULT's keys in each"
            + " section make more than 1000000 values",
        ((Map<String, Object>) facts.get("local")).get("site"));
  }

  @Test
  void aHundredThousandGpusAndAGidTableOfAHundredThousandEntries() {
    String output =
        "nvidia_smi=present\n"
            + lines(
                100_000, i -> "gpu|" + i + ", NVIDIA H200, 143771, 580, 0000:" + i + ", GPU-" + i)
            + "rdmadev|mlx5_0\t1: CA\t28\nrdmaport|mlx5_0\t1\t4: ACTIVE\t5: LinkUp\tEthernet\t400\n"
            + lines(100_000, i -> "rdmagids|mlx5_0\t1\t" + i + ":fe80::" + i)
            + lines(100_000, i -> "rdmatypes|mlx5_0\t1\t" + i + ":RoCE v2");
    Map<String, Object> facts = parse(output);
    assertEquals(100_000, facts.get("gpu_count"));
    assertEquals(1, facts.get("rdma_count"));
  }

  private static String localFact(String text) {
    Base64.Encoder b64 = Base64.getEncoder();
    return "local|r|0|"
        + b64.encodeToString("/etc/ansible/facts.d/site.fact".getBytes(StandardCharsets.UTF_8))
        + "|"
        + b64.encodeToString(text.getBytes(StandardCharsets.UTF_8))
        + "|\n";
  }
}
