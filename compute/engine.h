// The measurement engine: every OpenCL call the application makes happens in a separate process,
// `gpulab-cli engine`, which speaks this line protocol over its standard input and output. The
// application's window therefore never loads an OpenCL driver (PoCL alone maps tens of MiB of
// LLVM and Clang), and a driver that crashes while compiling a kernel ends the engine, not the
// lesson the student is in: the application reports it and starts a fresh engine next time.
//
// Requests, one per line (words separated by spaces; lists separated by commas):
//   devices                                   discover the OpenCL devices (done once, then cached)
//   bench device=I sizes=N,... variants=ID,... [repeats=R] [seed=S] [verify=0|1]
//                                             device=-1: no OpenCL device (CPU variants only)
//   roofs device=I [repeats=R]                memory bandwidth and peak arithmetic (roofline.h)
//   latency [min=BYTES] [max=BYTES] [budget=SECONDS] [half=0|1] [huge=0|1] [repeats=R]
//           [seed=S]                          host latency by pointer chasing (latency.h); BYTES
//                                             as 4096, 4K, 256M, 1G; SECONDS may be fractional;
//                                             huge=0: 4 KiB pages
//   bandwidth device=I [min=BYTES] [max=BYTES] [repeats=R] [host=0|1]
//                                             host copy and triad, 1 and all threads, and the
//                                             device's copy kernel (bandwidth.h); device=-1:
//                                             host only
//   transfer device=I [min=BYTES] [max=BYTES] [repeats=R]
//                                             host <-> device, pageable and pinned (transfer.h)
//   multidevice n=N [devices=I,J,...] [split=W,W,...] [repeats=R] [seed=S]
//                                             C = A x B in bands of rows across devices
//                                             (multidevice.h); no devices=: every device
//   tune device=I [budget=SECONDS] [sizes=N,...]
//                                             time opencl-regblock's parameter sets on the
//                                             device and store the fastest (tuning.h)
//   tuning device=I                           what opencl-regblock runs with on the device: the
//                                             stored tuning or the default, and why (tuning.h)
//   gemv device=I [n=N] [repeats=R] [seed=S] [gemm=ID]
//                                             y = A x against C = A B with the same N x N A on
//                                             the device (gemv.h); gemm= an OpenCL rung
//                                             (default opencl-regblock)
//   cancel                                    stop the running request at its next check
//   quit                                      cancel the running request and exit; one that
//                                             does not stop within the quit grace (blocked in
//                                             the driver) is abandoned (driverStuck())
// The end of the input is a quit for `gpulab-cli engine` (its application has gone); in-process
// callers may let the running request finish instead (EngineOptions).
// While a request runs and checks its cancel token, the engine says {"event": "alive"} once a
// second; a request silent for longer than driverDeadlines().silence is blocked in the driver.
// Events, one JSON object per line, each with "event":
//   {"event": "devices", "discovery": {"devices": [...], "problem": ..., "error_code": N}}
//   {"event": "device", "name": "..."}                           the device a request opened
//   {"event": "reference", "n": N}                               computing the float64 reference
//   {"event": "building", "variant": "...", "n": N}              preparing (kernel build)
//   {"event": "progress", "variant": "...", "n": N, "run": R, "fraction": F}  at most ~30/s
//   {"event": "result", "result": {...}}                         one variant at one size
//   {"event": "roofs", "roofs": {...}}
//   {"event": "progress", "measurement": "latency", "fraction": F}      also bandwidth, transfer;
//                                                                       at most ~30/s
//   {"event": "progress", "measurement": "multidevice", "stage": "reference"|"building"|
//    "running", "run": R, "fraction": F}                                run 0 is the warm-up
//   {"event": "point", "measurement": "latency", "point": {...}}  one size as it finishes (also
//                                                                 bandwidth, transfer)
//   {"event": "latency", "latency": {...}}       the whole sweep, also when cancelled (partial);
//                                                likewise "bandwidth", "transfer", "multidevice"
//                                                (compute/jsonwriter.h writes them all)
//   {"event": "progress", "measurement": "tune", "candidate": I, "count": N, "fraction": F}
//   {"event": "candidate", "index": I, "candidate": {...}}       one set timed (tune)
//   {"event": "tune", "tune": {...}}             the whole pass, also when cancelled (nothing
//                                                stored then); json::tuneReport
//   {"event": "tuning", "tuning": {...}}         the device's stored tuning; json::tuningState
//   {"event": "progress", "measurement": "gemv", "stage": "building"|"gemv"|"reference"|"gemm",
//    "run": R, "fraction": F}                    F of the whole; run 0 is a warm-up; ~30/s
//   {"event": "gemv", "gemv": {...}}             both products, also when cancelled (what
//                                                finished); json::gemv
//   {"event": "done", "cancelled": false, "error": null}         every request ends with this
// A request that arrives while another runs is answered at once with done + "busy" error.
#pragma once

#include <iosfwd>

namespace gpulab {

struct EngineOptions
{
    // End of input: quit (the engine process of an application) or let the running request
    // finish (a test's or a script's requests read from a string).
    bool quitAtEndOfInput = false;
};

// Serves requests from `in` until "quit" or end of input; returns the process exit code (0).
// When the running request could not be stopped in time, driverStuck() is then true.
int runEngine(std::istream &in, std::ostream &out, const EngineOptions &options = {});

} // namespace gpulab
