#!/usr/bin/env python3
"""All-reduce bus bandwidth of a torchrun job (play's cluster_verify role).

Every rank first checks that an all-reduce adds up (rank r contributes r + 1; the sum over n ranks
must be n(n + 1) / 2), then all-reduces a float32 tensor of --mib MiB --iters times after
--warmup untimed ones, and prints one line: where it runs, the average time, the algorithm
bandwidth (bytes / time) and the bus bandwidth, algbw x 2(n - 1) / n, as nccl-tests reports it.
NCCL on GPUs (the device of LOCAL_RANK), gloo on CPU. With --min-busbw-gbps, a rank below the
minimum says so on its line, with both numbers, and exits 1; a wrong sum exits 2.
"""
import argparse
import os
import socket
import sys
import time

import torch
import torch.distributed as dist


def arguments():
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--label", default="all-reduce", help="the start of every line printed")
    p.add_argument("--mib", type=float, default=256.0, help="size of the all-reduced tensor in MiB")
    p.add_argument("--iters", type=int, default=20, help="timed all-reduces")
    p.add_argument("--warmup", type=int, default=5, help="untimed all-reduces before them")
    p.add_argument("--backend", choices=["auto", "nccl", "gloo"], default="auto",
                   help="auto: nccl when CUDA is available, else gloo")
    p.add_argument("--min-busbw-gbps", type=float, default=0.0,
                   help="fail below this bus bandwidth in GB/s (0: report only)")
    return p.parse_args()


def backend_for(choice):
    if choice != "auto":
        return choice
    return "nccl" if torch.cuda.is_available() else "gloo"


def device_for(backend):
    if backend != "nccl":
        return torch.device("cpu")
    local_rank = int(os.environ.get("LOCAL_RANK", "0"))
    torch.cuda.set_device(local_rank)
    return torch.device("cuda", local_rank)


def say(line):
    """One write per line: lines of ranks sharing the launcher's output never mix."""
    os.write(1, (line + "\n").encode())


def synchronize(device):
    if device.type == "cuda":
        torch.cuda.synchronize(device)


def sum_is_right(device, rank, world):
    t = torch.full((1024,), float(rank + 1), dtype=torch.float32, device=device)
    dist.all_reduce(t)
    expected = world * (world + 1) / 2
    return bool(torch.all(t == expected).item()), t[0].item(), expected


def seconds_per_all_reduce(device, elements, warmup, iters):
    t = torch.zeros(elements, dtype=torch.float32, device=device)
    for _ in range(warmup):
        dist.all_reduce(t)
    synchronize(device)
    dist.barrier()
    start = time.perf_counter()
    for _ in range(iters):
        dist.all_reduce(t)
    synchronize(device)
    return (time.perf_counter() - start) / iters


def main():
    a = arguments()
    backend = backend_for(a.backend)
    device = device_for(backend)
    dist.init_process_group(backend)
    rank, world = dist.get_rank(), dist.get_world_size()
    where = "rank {}/{} node {} ({}, {})".format(
        rank, world, os.environ.get("GROUP_RANK", "0"), socket.gethostname(), backend)
    ok, got, expected = sum_is_right(device, rank, world)
    if not ok:
        say("{}: {}: wrong all-reduce sum {} (expected {})".format(a.label, where, got, expected))
        return 2
    if world == 1:
        # one rank moves nothing: no bandwidth to report, and no minimum can be checked
        say("{}: {}: the sum is right; a single rank has no bus bandwidth (2 or more needed)".format(a.label, where))
        dist.destroy_process_group()
        return 0
    elements = max(1, int(a.mib * 2 ** 20) // 4)
    seconds = seconds_per_all_reduce(device, elements, a.warmup, a.iters)
    size = elements * 4
    algbw = size / seconds / 1e9
    busbw = algbw * 2 * (world - 1) / world
    below = a.min_busbw_gbps > 0 and busbw < a.min_busbw_gbps
    verdict = ""
    if a.min_busbw_gbps > 0:
        verdict = " is below the minimum {:.2f} GB/s".format(a.min_busbw_gbps) if below \
            else " (minimum {:.2f} GB/s)".format(a.min_busbw_gbps)
    say("{}: {}: {:.1f} MiB in {:.2f} ms: algbw {:.2f} GB/s, busbw {:.2f} GB/s{}".format(
        a.label, where, size / 2 ** 20, seconds * 1e3, algbw, busbw, verdict))
    dist.destroy_process_group()
    return 1 if below else 0


if __name__ == "__main__":
    sys.exit(main())
