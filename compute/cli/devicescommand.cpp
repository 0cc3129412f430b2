// `gpulab-cli devices` and `gpulab-cli roofline`: the OpenCL devices of this machine and the two
// roofs (memory bandwidth, peak float32 rate) of one of them (compute/devices.h, roofline.h).
#include "compute/cldevice.h"
#include "compute/cli/clisupport.h"
#include "compute/cli/computecommands.h"
#include "compute/devices.h"
#include "compute/jsonwriter.h"
#include "compute/provenance.h"
#include "compute/roofline.h"
#include "compute/sizeguard.h"

namespace gpulab::cli {

namespace {

const char *const kDevicesSummary =
    "  devices [--json]        List every OpenCL platform and device, best first.\n";

const char *const kDevicesHelp =
    R"(Usage: gpulab-cli devices [--json]

List every OpenCL platform and device, best first: index, type, vendor, OpenCL and driver
versions, compute units, clock, memory, work-group size, FP16 and FP64 support. Device 0 is
the one 'auto' picks. No OpenCL device is not an error: the reason is printed instead.

  --json                  One JSON object instead of the text: {"devices": [...], "problem":
                          null or the reason there is no device}.
  -h, --help              Show this help.

Exit codes: 0 ok (with or without an OpenCL device); 2 usage error.
)";

int commandDevices(const std::vector<std::string> &args, const CommandContext &context)
{
    bool json = false;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const OptionWord option("devices", args, i);
        if (option.name() != "--json")
            option.unknown();
        option.finish();
        json = true;
    }
    const DeviceDiscovery discovery = discoverDevices();
    std::ostream &out = context.out;
    if (json) {
        out << "{\"devices\": [";
        for (std::size_t i = 0; i < discovery.devices.size(); ++i)
            out << (i ? ", " : "") << json::device(discovery.devices[i]);
        out << "], \"problem\": "
            << (discovery.problem.empty() ? "null" : json::string(discovery.problem)) << "}\n";
        return ExitOk;
    }
    if (!discovery.available()) {
        out << "No OpenCL device. " << discovery.problem << "\n";
        return ExitOk;
    }
    for (const DeviceInfo &d : discovery.devices) {
        out << "[" << d.index << "] " << d.name << "  (" << deviceTypeName(d.type) << ", "
            << d.platformName << ")" << (d.index == 0 ? "  <- auto" : "") << "\n"
            << "    vendor " << d.vendor << "; " << d.deviceVersion << "; " << d.openclCVersion
            << "; driver " << d.driverVersion << "\n"
            << "    " << d.computeUnits << " compute units at " << d.clockMHz << " MHz; "
            << "global memory " << formatBytes(d.globalMemBytes) << " (largest buffer "
            << formatBytes(d.maxAllocBytes) << "); local memory " << formatBytes(d.localMemBytes)
            << (d.localMemDedicated ? " on chip" : " (emulated in global memory)")
            << "\n    max work-group " << d.maxWorkGroupSize << "; fp16 " << (d.fp16 ? "yes" : "no")
            << "; fp64 " << (d.fp64 ? "yes" : "no") << "\n";
    }
    if (!discovery.problem.empty())
        out << "Note: " << discovery.problem << "\n";
    return ExitOk;
}

const char *const kRooflineSummary =
    "  roofline [--device auto|INDEX] [--repeat R] [--json]\n"
    "                          Measure this device's memory bandwidth and peak float32 rate (the "
    "two\n"
    "                          roofs of its roofline) with small OpenCL kernels.\n";

const char *const kRooflineHelp =
    R"(Usage: gpulab-cli roofline [--device auto|INDEX] [--repeat R] [--json]

Measure the two roofs of an OpenCL device's roofline with small kernels: its memory bandwidth
(a large buffer copy, read + write) and its peak float32 rate (independent FMA chains); then
print the ridge point in FLOP/byte, where kernels stop being limited by memory.

  --device auto|INDEX     The OpenCL device (default auto: the best one; INDEX as listed by
                          'gpulab-cli devices').
  --repeat R              Runs of each kernel; the best is kept (default 5).
  --json                  One JSON object instead of the text.
  -h, --help              Show this help.

Exit codes: 0 ok; 2 usage error; 3 no OpenCL device (or none with that INDEX), or a run could
not complete; 130 interrupted.
)";

int commandRoofline(const std::vector<std::string> &args, const CommandContext &context)
{
    context.catchCtrlC(); // from the start: a Ctrl-C during discovery is seen by the first check
    bool json = false;
    std::string deviceChoice = "auto";
    int repeats = 5;
    for (std::size_t i = 0; i < args.size(); ++i) {
        OptionWord option("roofline", args, i);
        const std::string &arg = option.name();
        if (arg == "--json")
            json = true;
        else if (arg == "--device")
            deviceChoice = option.value();
        else if (arg == "--repeat")
            repeats = int(parseWhole(option.value(), "--repeat", 1, kNoLimit));
        else
            option.unknown();
        option.finish();
    }
    const DeviceDiscovery discovery = discoverDevices();
    if (!discovery.available()) {
        context.err << "gpulab-cli: roofline needs an OpenCL device. " << discovery.problem << "\n";
        return ExitRuntime;
    }
    const DeviceInfo &info = chooseDevice(discovery, deviceChoice);
    ClDevice device(info);
    const DeviceRoofs roofs = measureRoofs(device, context.cancel, repeats);
    std::ostream &out = context.out;
    if (json) {
        out << json::withProvenance(json::roofs(roofs, info.name), currentProvenance({&info}))
            << "\n";
        return ExitOk;
    }
    out << "Roofline of " << info.name << " (best of " << roofs.repeats << " runs each)\n"
        << "  memory bandwidth   " << fixed(roofs.bandwidthGBs, 1) << " GB/s   (copy of "
        << formatBytes(roofs.copyBytes) << ", read + write)\n"
        << "  peak float32       " << fixed(roofs.peakGflops, 1) << " GFLOP/s (" << roofs.fmaChains
        << " independent float" << roofs.fmaWidth << " FMA chains per work-item)\n"
        << "  ridge point        " << fixed(roofs.ridgeIntensity(), 2)
        << " FLOP/byte: kernels below it are limited by memory, above it by arithmetic\n";
    if (roofs.unsteady())
        out << "  unsteady: the slowest run fell " << fixed(100 * roofs.bandwidthSpread, 0)
            << " % (bandwidth) and " << fixed(100 * roofs.peakSpread, 0)
            << " % (peak) below the best; the machine was busy or changed its clock while "
               "measuring: run it again when it is idle\n";
    return ExitOk;
}

} // namespace

const Command kDevicesCommand{"devices", kDevicesSummary, [] { return std::string(kDevicesHelp); },
                              commandDevices};
const Command kRooflineCommand{"roofline", kRooflineSummary,
                               [] { return std::string(kRooflineHelp); }, commandRoofline};

} // namespace gpulab::cli
