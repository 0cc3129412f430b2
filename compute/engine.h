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
//   cancel                                    stop the running request at its next check
//   quit                                      cancel the running request and exit; at end of
//                                             input the running request finishes first
// Events, one JSON object per line, each with "event":
//   {"event": "devices", "discovery": {"devices": [...], "problem": ..., "error_code": N}}
//   {"event": "device", "name": "..."}                           the device a request opened
//   {"event": "reference", "n": N}                               computing the float64 reference
//   {"event": "building", "variant": "...", "n": N}              preparing (kernel build)
//   {"event": "progress", "variant": "...", "n": N, "run": R, "fraction": F}  at most ~30/s
//   {"event": "result", "result": {...}}                         one variant at one size
//   {"event": "roofs", "roofs": {...}}
//   {"event": "done", "cancelled": false, "error": null}         every request ends with this
// A request that arrives while another runs is answered at once with done + "busy" error.
#pragma once

#include <iosfwd>

namespace gpulab {

// Serves requests from `in` until "quit" or end of input; returns the process exit code (0).
int runEngine(std::istream &in, std::ostream &out);

} // namespace gpulab
