package dev.play.module.cluster;

import dev.play.facts.rdma.Gid;
import dev.play.module.ModuleFailure;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * The RDMA devices of {@code ansible_rdma_devices}, in natural name order ({@code mlx5_6} before
 * {@code mlx5_10}). A name the kernel could not have given a device (such as the {@code "2 HCAs
 * found:"} header of {@code ibv_devinfo -l}) is an error, never a device.
 */
final class RdmaDevices {
  static final String FACT = "ansible_rdma_devices";
  private static final Pattern DEVICE_NAME = Pattern.compile("[A-Za-z0-9_.-]+");

  private RdmaDevices() {}

  static List<RdmaDevice> read(HostFacts facts) throws ModuleFailure {
    List<RdmaDevice> out = new ArrayList<>();
    for (Map.Entry<?, ?> e : facts.map(FACT).entrySet()) {
      String name = String.valueOf(e.getKey());
      if (!DEVICE_NAME.matcher(name).matches()) {
        throw facts.failure(
            FACT
                + " names '"
                + name
                + "', which is not an RDMA device name"
                + " (a header line of ibv_devinfo -l?); gather the rdma subset instead");
      }
      Map<?, ?> dev = e.getValue() instanceof Map<?, ?> m ? m : Map.of();
      out.add(new RdmaDevice(name, strings(dev.get("netdevs")), ports(name, dev.get("ports"))));
    }
    out.sort((a, b) -> NaturalOrder.INSTANCE.compare(a.name(), b.name()));
    return out;
  }

  private static List<RdmaPortFacts> ports(String device, Object ports) {
    List<RdmaPortFacts> out = new ArrayList<>();
    if (ports instanceof Map<?, ?> byNumber) {
      byNumber.forEach(
          (n, p) ->
              out.add(port(device, String.valueOf(n), p instanceof Map<?, ?> m ? m : Map.of())));
    }
    out.sort((a, b) -> NaturalOrder.INSTANCE.compare(a.port(), b.port()));
    return out;
  }

  private static RdmaPortFacts port(String device, String number, Map<?, ?> p) {
    Object index = p.get("roce_v2_gid_index");
    return new RdmaPortFacts(
        device,
        number,
        text(p.get("state")),
        text(p.get("phys_state")),
        text(p.get("link_layer")),
        text(p.get("rate")),
        gids(p.get("gids")),
        index instanceof Number n ? n.intValue() : null);
  }

  private static List<Gid> gids(Object gids) {
    List<Gid> out = new ArrayList<>();
    if (gids instanceof List<?> list) {
      for (Object o : list) {
        if (o instanceof Map<?, ?> g && g.get("index") instanceof Number i) {
          out.add(
              new Gid(i.intValue(), text(g.get("gid")), text(g.get("type")), text(g.get("ndev"))));
        }
      }
    }
    return out;
  }

  private static List<String> strings(Object o) {
    return o instanceof List<?> l ? l.stream().map(String::valueOf).toList() : List.of();
  }

  private static String text(Object o) {
    return o == null ? "" : String.valueOf(o).strip();
  }
}
