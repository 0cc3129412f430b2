// One matrix product split across several OpenCL devices: the NVLink lesson's "what does it cost
// to share work between GPUs" measurement, on whatever devices this machine has.
//
// C = A x B (N x N float32) is cut into bands of rows, one per entry of `devices` (heights in
// proportion to `split`, equal by default). Each device receives its band of A and all of B,
// computes its band of C with the opencl-tiled kernel (kernels/gemm_tiled.cl) and sends it back:
//
//            B (every device)
//   A band 0 [C band 0]   device 0: upload A0 + B -> compute -> download C0
//   A band 1 [C band 1]   device 1: upload A1 + B -> compute -> download C1   (at the same time)
//
// Distinct devices run at the same time, one host thread each; bands on the same device (an
// index listed twice, or the one device of a machine that has only one) run one after the
// other on it. Reported per band: upload (A's band, plus B on a device's first band), compute
// (wall clock; and the OpenCL-profiled kernel time) and download seconds; for the whole: wall
// time from the first upload to the last download, GFLOP/s, and the error of the assembled C
// against the float64 reference (matrix.h), which must be <= kMaxRelativeError.
//
// Kernel builds and a warm-up run (PoCL compiles a kernel for its work-group size on first
// launch) come before the `repeats` timed runs; the run with the median wall time is reported.
// Several PoCL CPU devices (POCL_DEVICES="pthread pthread") share the same cores: splitting
// shows the costs, not a speed-up; the report's notes say so.
#pragma once

#include "compute/cancel.h"
#include "compute/devices.h"

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace gpulab {

constexpr int kMaxMultiDeviceN = 8192;

struct MultiDeviceConfig
{
    int n = 512;
    // Indices into the discovery, one per band. Empty: every device once; on a machine with
    // only one device, that device twice (two bands, one after the other).
    std::vector<int> devices;
    std::vector<double> split; // relative band heights, one per band; empty = equal
    int repeats = 3;
    std::uint64_t seed = 20261121;
};

struct DeviceBand
{
    int band = 0;
    int device = 0; // index into the discovery
    std::string deviceName;
    int row0 = 0; // first row of C
    int rows = 0;
    std::uint64_t uploadBytes = 0; // A's band (+ B on the device's first band)
    std::uint64_t downloadBytes = 0;
    double uploadSeconds = 0;
    double computeSeconds = 0; // wall clock from the first launch to the last kernel's end
    double kernelSeconds = 0;  // OpenCL-profiled kernel time
    double downloadSeconds = 0;
    double seconds() const { return uploadSeconds + computeSeconds + downloadSeconds; }
};

struct MultiDeviceReport
{
    int n = 0;
    std::vector<DeviceBand> bands; // of the median run
    int distinctDevices = 0;
    double totalSeconds = 0; // wall time of the median run, all bands
    double gflops = 0;       // 2 N^3 / totalSeconds / 1e9
    double buildSeconds = 0; // kernel builds, all devices (not in totalSeconds)
    double relError = -1;    // of the median run's C against float64
    bool verified = false;   // every timed run's C within kMaxRelativeError
    int repeats = 0;
    bool cancelled = false;
    std::vector<std::string> notes;
};

struct MultiDeviceEvent
{
    enum class Kind { Reference, Building, Running } kind = Kind::Running;
    int run = 0;         // 0 = warm-up, then 1..repeats
    double fraction = 0; // of this run's kernel work
};

// The bands' first rows and heights for n rows and these weights (all > 0); throws Usage when
// a band would be empty.
std::vector<std::pair<int, int>> splitRows(int n, const std::vector<double> &weights);

// Runs the split product. Throws ComputeError: Usage (bad n, split or device list), NoDevice
// (no OpenCL, or an index not in the discovery), SizeLimit (buffers that cannot fit), Runtime,
// Build. Cancellation returns the report with `cancelled` set. `onEvent` may be called from the
// per-device threads, one call at a time.
MultiDeviceReport runMultiDevice(const DeviceDiscovery &discovery, const MultiDeviceConfig &config,
                                 const CancelToken &cancel,
                                 const std::function<void(const MultiDeviceEvent &)> &onEvent = {});

} // namespace gpulab
