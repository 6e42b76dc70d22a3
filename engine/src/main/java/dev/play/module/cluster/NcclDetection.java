package dev.play.module.cluster;

import java.util.ArrayList;
import java.util.List;

/**
 * The NCCL settings of a host from its facts (CLUSTER.md, "NCCL settings auto-detection"), each
 * with the rule that chose it, in the order the environment file lists them. Pure.
 */
final class NcclDetection {
  private static final int OMP_MIN = 4;
  private static final int OMP_MAX = 16;

  /** The detected variables (unset ones included, with their reason) and the transport. */
  record Detected(List<NcclVar> vars, String transport) {
    Detected {
      vars = List.copyOf(vars);
    }
  }

  private NcclDetection() {}

  static Detected detect(NcclInputs in) {
    List<RdmaDevice> active = in.rdma().stream().filter(RdmaDevice::active).toList();
    boolean rdma = !active.isEmpty();
    String transport = transportReason(in.rdma(), active);
    List<NcclVar> out = new ArrayList<>();
    out.add(gpusPerNode(in));
    out.add(ompThreads(in));
    out.add(new NcclVar("DETECTED_TRANSPORT", rdma ? "rdma" : "tcp", transport));
    out.add(new NcclVar("NCCL_IB_DISABLE", rdma ? "0" : "1", transport));
    out.add(SocketInterfaces.choose(in.interfaces(), active, in.defaultInterface()));
    out.add(p2pLevel(in));
    out.add(gdrLevel(in));
    if (rdma) {
      out.add(hcas(in.rdma(), active));
      out.add(RoceGidIndex.choose(active));
      out.add(new NcclVar("NCCL_IB_TIMEOUT", "22", "RDMA transport"));
      out.add(new NcclVar("NCCL_IB_RETRY_CNT", "7", "RDMA transport"));
    }
    return new Detected(out, rdma ? "rdma" : "tcp");
  }

  /** One process per GPU; one per node on a host without GPUs. */
  private static int processes(NcclInputs in) {
    return Math.max(in.gpus(), 1);
  }

  private static NcclVar gpusPerNode(NcclInputs in) {
    String reason =
        in.gpus() > 0
            ? plural(in.gpus(), "GPU") + " (nvidia-smi)"
            : "no GPU found: one process per node";
    return new NcclVar("GPUS_PER_NODE", String.valueOf(processes(in)), reason);
  }

  private static NcclVar ompThreads(NcclInputs in) {
    int per = in.vcpus() / processes(in);
    int threads = Math.min(OMP_MAX, Math.max(OMP_MIN, per));
    String by = in.gpus() > 0 ? plural(in.gpus(), "GPU") : "1 process";
    String range = "[" + OMP_MIN + ", " + OMP_MAX + "]";
    return new NcclVar(
        "OMP_NUM_THREADS",
        String.valueOf(threads),
        plural(in.vcpus(), "CPU")
            + " / "
            + by
            + " = "
            + per
            + (threads == per ? ", within " : ", clamped to ")
            + range);
  }

  private static String transportReason(List<RdmaDevice> all, List<RdmaDevice> active) {
    if (all.isEmpty()) {
      return "no RDMA device";
    }
    if (active.isEmpty()) {
      return "no ACTIVE port on the RDMA devices (" + names(all) + ")";
    }
    return plural(active.size(), "RDMA device") + " with an ACTIVE port";
  }

  private static NcclVar p2pLevel(NcclInputs in) {
    List<String> nv = in.gpuLinks().stream().filter(l -> l.matches("NV\\d+")).toList();
    if (!nv.isEmpty() || in.nvlink()) {
      String links = nv.isEmpty() ? "" : " (" + String.join(", ", nv) + ")";
      return new NcclVar("NCCL_P2P_LEVEL", "NVL", "NVLink between GPUs" + links);
    }
    return new NcclVar("NCCL_P2P_LEVEL", "PIX", "no NVLink between GPUs");
  }

  private static NcclVar gdrLevel(NcclInputs in) {
    return in.peermem()
        ? new NcclVar("NCCL_NET_GDR_LEVEL", "5", "peer-memory module loaded (GPUDirect RDMA)")
        : new NcclVar(
            "NCCL_NET_GDR_LEVEL",
            "0",
            "no peer-memory module loaded (nvidia_peermem, nv_peer_mem)");
  }

  private static NcclVar hcas(List<RdmaDevice> all, List<RdmaDevice> active) {
    List<RdmaDevice> down = all.stream().filter(d -> !d.active()).toList();
    String skipped = down.isEmpty() ? "" : " (not " + names(down) + ": no ACTIVE port)";
    String reason = "RDMA devices with an ACTIVE port" + skipped;
    return new NcclVar(
        "NCCL_IB_HCA", String.join(",", active.stream().map(RdmaDevice::name).toList()), reason);
  }

  private static String names(List<RdmaDevice> devices) {
    return String.join(", ", devices.stream().map(RdmaDevice::name).toList());
  }

  private static String plural(int n, String what) {
    return n + " " + what + (n == 1 ? "" : "s");
  }
}
