// JSON writers (see jsonwriter.h).
#include "compute/jsonwriter.h"

#include <cmath>
#include <cstdio>
#include <sstream>

namespace gpulab::json {

std::string string(const std::string &text)
{
    std::string out = "\"";
    for (unsigned char ch : text) {
        switch (ch) {
        case '"': out += "\\\""; break;
        case '\\': out += "\\\\"; break;
        case '\n': out += "\\n"; break;
        case '\r': out += "\\r"; break;
        case '\t': out += "\\t"; break;
        default:
            if (ch < 0x20) {
                char buf[8];
                std::snprintf(buf, sizeof(buf), "\\u%04x", ch);
                out += buf;
            } else {
                out += char(ch);
            }
        }
    }
    return out + "\"";
}

std::string number(double value, bool present)
{
    if (!present || !std::isfinite(value))
        return "null";
    char buf[40];
    std::snprintf(buf, sizeof(buf), "%.9g", value);
    return buf;
}

std::string boolean(bool value)
{
    return value ? "true" : "false";
}

std::string device(const DeviceInfo &d)
{
    std::ostringstream o;
    o << "{\"index\": " << d.index << ", \"name\": " << string(d.name)
      << ", \"vendor\": " << string(d.vendor) << ", \"platform\": " << string(d.platformName)
      << ", \"platform_version\": " << string(d.platformVersion)
      << ", \"type\": " << string(deviceTypeName(d.type))
      << ", \"compute_units\": " << d.computeUnits << ", \"clock_mhz\": " << d.clockMHz
      << ", \"global_mem_bytes\": " << d.globalMemBytes
      << ", \"local_mem_bytes\": " << d.localMemBytes
      << ", \"local_mem_dedicated\": " << boolean(d.localMemDedicated)
      << ", \"max_alloc_bytes\": " << d.maxAllocBytes
      << ", \"max_work_group_size\": " << d.maxWorkGroupSize << ", \"fp16\": " << boolean(d.fp16)
      << ", \"fp64\": " << boolean(d.fp64) << ", \"opencl_c_version\": " << string(d.openclCVersion)
      << ", \"device_version\": " << string(d.deviceVersion)
      << ", \"driver_version\": " << string(d.driverVersion) << "}";
    return o.str();
}

std::string discovery(const DeviceDiscovery &found)
{
    std::ostringstream o;
    o << "{\"devices\": [";
    for (std::size_t i = 0; i < found.devices.size(); ++i)
        o << (i ? ", " : "") << device(found.devices[i]);
    o << "], \"problem\": " << (found.problem.empty() ? "null" : string(found.problem))
      << ", \"error_code\": " << found.errorCode << "}";
    return o.str();
}

std::string benchResult(const BenchResult &r)
{
    const bool measured =
        r.status == BenchResult::Status::Ok || r.status == BenchResult::Status::Failed;
    std::ostringstream o;
    o << "{\"variant\": " << string(r.variant) << ", \"n\": " << r.n
      << ", \"status\": " << string(statusName(r.status))
      << ", \"seconds_median\": " << number(r.secondsMedian, measured)
      << ", \"seconds_min\": " << number(r.secondsMin, measured)
      << ", \"seconds_max\": " << number(r.secondsMax, measured)
      << ", \"end_to_end_seconds_median\": " << number(r.endToEndSecondsMedian, measured)
      << ", \"device_seconds_median\": "
      << number(r.deviceSecondsMedian, measured && r.deviceSecondsMedian >= 0)
      << ", \"gflops\": " << number(r.gflops, measured)
      << ", \"speedup_vs_serial\": " << number(r.speedupVsSerial, r.speedupVsSerial > 0)
      << ", \"rel_error\": " << number(r.relError, r.relError >= 0)
      << ", \"verified\": " << boolean(r.verified)
      << ", \"build_seconds\": " << number(r.buildSeconds, measured)
      << ", \"repeats\": " << r.repeats
      << ", \"message\": " << (r.message.empty() ? "null" : string(r.message)) << "}";
    return o.str();
}

std::string roofs(const DeviceRoofs &r, const std::string &deviceName)
{
    std::ostringstream o;
    o << "{\"device\": " << string(deviceName) << ", \"bandwidth_gbs\": " << number(r.bandwidthGBs)
      << ", \"peak_gflops\": " << number(r.peakGflops)
      << ", \"ridge_flops_per_byte\": " << number(r.ridgeIntensity())
      << ", \"copy_bytes\": " << r.copyBytes << ", \"fma_work_items\": " << r.fmaWorkItems
      << ", \"fma_width\": " << r.fmaWidth << ", \"fma_chains\": " << r.fmaChains
      << ", \"repeats\": " << r.repeats << "}";
    return o.str();
}

} // namespace gpulab::json
