// JSON writers (see jsonwriter.h).
#include "compute/jsonwriter.h"

#include <cmath>
#include <cstdio>
#include <sstream>

namespace gpulab::json {

namespace {

// The length of the well-formed UTF-8 sequence at text[i] (RFC 3629: no overlong forms, no
// surrogates, nothing above U+10FFFF), or 0 where the bytes there are not one.
std::size_t utf8Length(const std::string &text, std::size_t i)
{
    const auto byte = [&text](std::size_t at) {
        return at < text.size() ? static_cast<unsigned char>(text[at]) : 0u;
    };
    const unsigned lead = byte(i);
    std::size_t length = 0;
    unsigned low = 0x80, high = 0xBF; // the second byte's range
    if (lead >= 0xC2 && lead <= 0xDF)
        length = 2;
    else if (lead >= 0xE0 && lead <= 0xEF) {
        length = 3;
        low = lead == 0xE0 ? 0xA0 : 0x80;
        high = lead == 0xED ? 0x9F : 0xBF;
    } else if (lead >= 0xF0 && lead <= 0xF4) {
        length = 4;
        low = lead == 0xF0 ? 0x90 : 0x80;
        high = lead == 0xF4 ? 0x8F : 0xBF;
    } else
        return 0;
    if (byte(i + 1) < low || byte(i + 1) > high)
        return 0;
    for (std::size_t k = 2; k < length; ++k)
        if (byte(i + k) < 0x80 || byte(i + k) > 0xBF)
            return 0;
    return length;
}

} // namespace

std::string string(const std::string &text)
{
    std::string out = "\"";
    for (std::size_t i = 0; i < text.size(); ++i) {
        const auto ch = static_cast<unsigned char>(text[i]);
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
            } else if (ch < 0x80) {
                out += char(ch);
            } else if (const std::size_t length = utf8Length(text, i)) {
                out.append(text, i, length);
                i += length - 1;
            } else {
                // JSON is UTF-8: a byte that is not (a driver's or a request line's Latin-1)
                // becomes U+FFFD, as a reader would show it, instead of making the event invalid.
                out += "\\ufffd";
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
      << ", \"fp64\": " << boolean(d.fp64)
      << ", \"native_vector_width_float\": " << d.nativeVectorWidthFloat
      << ", \"preferred_vector_width_float\": " << d.preferredVectorWidthFloat
      << ", \"opencl_c_version\": " << string(d.openclCVersion)
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
      << ", \"message\": " << (r.message.empty() ? "null" : string(r.message))
      << ", \"parameters\": " << (r.parameters.empty() ? "null" : string(r.parameters)) << "}";
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
      << ", \"repeats\": " << r.repeats << ", \"bandwidth_spread\": " << number(r.bandwidthSpread)
      << ", \"peak_spread\": " << number(r.peakSpread)
      << ", \"unsteady\": " << boolean(r.unsteady()) << "}";
    return o.str();
}

namespace {

std::string strings(const std::vector<std::string> &items)
{
    std::string out = "[";
    for (std::size_t i = 0; i < items.size(); ++i)
        out += (i ? ", " : "") + string(items[i]);
    return out + "]";
}

template <typename T, typename Writer> std::string array(const std::vector<T> &items, Writer write)
{
    std::string out = "[";
    for (std::size_t i = 0; i < items.size(); ++i)
        out += (i ? ", " : "") + write(items[i]);
    return out + "]";
}

} // namespace

std::string latencyPoint(const LatencyPoint &p)
{
    std::ostringstream o;
    o << "{\"bytes\": " << p.bytes << ", \"lines\": " << p.lines
      << ", \"latency_ns\": " << number(p.latencyNs) << ", \"min_ns\": " << number(p.minNs)
      << ", \"max_ns\": " << number(p.maxNs) << ", \"loads_per_repeat\": " << p.loadsPerRepeat
      << ", \"repeats\": " << p.repeats << ", \"seconds\": " << number(p.seconds) << "}";
    return o.str();
}

std::string latency(const LatencyReport &r)
{
    std::ostringstream o;
    o << "{\"line_bytes\": " << kCacheLineBytes
      << ", \"budget_seconds\": " << number(r.budgetSeconds)
      << ", \"seconds\": " << number(r.seconds) << ", \"setup_seconds\": " << number(r.setupSeconds)
      << ", \"huge_pages\": " << boolean(r.hugePages) << ", \"cancelled\": " << boolean(r.cancelled)
      << ", \"points\": " << array(r.points, latencyPoint) << "}";
    return o.str();
}

std::string bandwidthPoint(const BandwidthPoint &p)
{
    std::ostringstream o;
    o << "{\"where\": " << string(p.where) << ", \"kernel\": " << string(p.kernel)
      << ", \"threads\": " << p.threads << ", \"bytes\": " << p.bytes
      << ", \"bytes_moved\": " << p.bytesMoved << ", \"passes\": " << p.passes
      << ", \"seconds_median\": " << number(p.secondsMedian)
      << ", \"gbs_median\": " << number(p.gbsMedian) << ", \"gbs_best\": " << number(p.gbsBest)
      << ", \"repeats\": " << p.repeats << ", \"verified\": " << boolean(p.verified) << "}";
    return o.str();
}

std::string bandwidth(const BandwidthReport &r)
{
    std::ostringstream o;
    o << "{\"device\": " << (r.deviceName.empty() ? "null" : string(r.deviceName))
      << ", \"hardware_threads\": " << r.hardwareThreads
      << ", \"convention\": \"copy moves 2 x bytes (read + write), triad 3 x bytes\""
      << ", \"verified\": " << boolean(r.allVerified())
      << ", \"cancelled\": " << boolean(r.cancelled) << ", \"notes\": " << strings(r.notes)
      << ", \"points\": " << array(r.points, bandwidthPoint) << "}";
    return o.str();
}

std::string transferPoint(const TransferPoint &p)
{
    std::ostringstream o;
    o << "{\"memory\": " << string(p.memory) << ", \"direction\": " << string(p.direction)
      << ", \"bytes\": " << p.bytes << ", \"seconds_median\": " << number(p.secondsMedian)
      << ", \"seconds_min\": " << number(p.secondsMin) << ", \"device_seconds_median\": "
      << number(p.deviceSecondsMedian, p.deviceSecondsMedian >= 0)
      << ", \"gbs_median\": " << number(p.gbsMedian) << ", \"gbs_best\": " << number(p.gbsBest)
      << ", \"repeats\": " << p.repeats << ", \"verified\": " << boolean(p.verified) << "}";
    return o.str();
}

std::string transfer(const TransferReport &r)
{
    std::ostringstream o;
    o << "{\"device\": " << string(r.deviceName) << ", \"cpu_device\": " << boolean(r.cpuDevice)
      << ", \"verified\": " << boolean(r.allVerified())
      << ", \"cancelled\": " << boolean(r.cancelled) << ", \"notes\": " << strings(r.notes)
      << ", \"points\": " << array(r.points, transferPoint) << "}";
    return o.str();
}

std::string deviceBand(const DeviceBand &b)
{
    std::ostringstream o;
    o << "{\"band\": " << b.band << ", \"device\": " << b.device
      << ", \"device_name\": " << string(b.deviceName) << ", \"row0\": " << b.row0
      << ", \"rows\": " << b.rows << ", \"upload_bytes\": " << b.uploadBytes
      << ", \"download_bytes\": " << b.downloadBytes
      << ", \"upload_seconds\": " << number(b.uploadSeconds)
      << ", \"compute_seconds\": " << number(b.computeSeconds)
      << ", \"kernel_seconds\": " << number(b.kernelSeconds)
      << ", \"download_seconds\": " << number(b.downloadSeconds)
      << ", \"seconds\": " << number(b.seconds()) << "}";
    return o.str();
}

std::string multiDevice(const MultiDeviceReport &r)
{
    std::ostringstream o;
    o << "{\"n\": " << r.n << ", \"distinct_devices\": " << r.distinctDevices
      << ", \"total_seconds\": " << number(r.totalSeconds, r.totalSeconds > 0)
      << ", \"gflops\": " << number(r.gflops, r.gflops > 0)
      << ", \"build_seconds\": " << number(r.buildSeconds)
      << ", \"rel_error\": " << number(r.relError, r.relError >= 0)
      << ", \"verified\": " << boolean(r.verified) << ", \"repeats\": " << r.repeats
      << ", \"cancelled\": " << boolean(r.cancelled) << ", \"notes\": " << strings(r.notes)
      << ", \"bands\": " << array(r.bands, deviceBand) << "}";
    return o.str();
}

std::string gemvProduct(const ProductMeasurement &p)
{
    const bool measured = p.measured();
    std::ostringstream o;
    o << "{\"kernel\": " << string(p.kernel) << ", \"variant\": " << string(p.variant)
      << ", \"n\": " << p.n << ", \"repeats\": " << p.repeats
      << ", \"seconds_median\": " << number(p.secondsMedian, measured)
      << ", \"seconds_min\": " << number(p.secondsMin, measured)
      << ", \"seconds_max\": " << number(p.secondsMax, measured) << ", \"device_seconds_median\": "
      << number(p.deviceSecondsMedian, measured && p.deviceSecondsMedian >= 0)
      << ", \"flops\": " << number(p.flops) << ", \"bytes\": " << number(p.bytes)
      << ", \"gflops\": " << number(p.gflops(), measured)
      << ", \"gbs\": " << number(p.gbs(), measured)
      << ", \"intensity\": " << number(p.intensity(), p.bytes > 0)
      << ", \"rel_error\": " << number(p.relError, p.relError >= 0)
      << ", \"verified\": " << boolean(p.verified)
      << ", \"message\": " << (p.message.empty() ? "null" : string(p.message))
      << ", \"parameters\": " << (p.parameters.empty() ? "null" : string(p.parameters)) << "}";
    return o.str();
}

std::string gemv(const GemvReport &r)
{
    std::ostringstream o;
    o << "{\"n\": " << r.n << ", \"device\": " << string(r.deviceName)
      << ", \"copies\": " << r.copies << ", \"build_seconds\": " << number(r.buildSeconds)
      << ", \"cancelled\": " << boolean(r.cancelled) << ", \"verified\": " << boolean(r.verified())
      << ", \"gemv\": " << gemvProduct(r.gemv) << ", \"gemm\": " << gemvProduct(r.gemm) << "}";
    return o.str();
}

namespace {
std::string tile(const RegblockParams &params)
{
    const auto [rows, columns] = regblockTile(params);
    return "[" + std::to_string(rows) + ", " + std::to_string(columns) + "]";
}
std::string textOrNull(const std::string &text)
{
    return text.empty() ? "null" : string(text);
}
} // namespace

std::string tuneCandidate(const TuneCandidate &c)
{
    const bool measured = c.status == TuneCandidate::Status::Measured;
    std::ostringstream o;
    o << "{\"params\": " << string(c.params.text()) << ", \"tile\": " << tile(c.params)
      << ", \"default\": " << boolean(c.isDefault)
      << ", \"status\": " << string(tuneStatusName(c.status)) << ", \"gflops\": [";
    for (std::size_t i = 0; i < c.gflops.size(); ++i)
        o << (i ? ", " : "") << number(c.gflops[i]);
    o << "], \"score\": " << number(c.score, measured) << ", \"build_seconds\": "
      << number(c.buildSeconds, c.status != TuneCandidate::Status::NotTried)
      << ", \"rel_error\": " << number(c.relError, c.relError >= 0)
      << ", \"message\": " << (c.message.empty() ? "null" : string(c.message)) << "}";
    return o.str();
}

std::string tuneReport(const TuneReport &r)
{
    std::ostringstream o;
    o << "{\"sizes\": [";
    for (std::size_t i = 0; i < r.sizes.size(); ++i)
        o << (i ? ", " : "") << r.sizes[i];
    o << "], \"candidates\": [";
    for (std::size_t i = 0; i < r.candidates.size(); ++i)
        o << (i ? ", " : "") << tuneCandidate(r.candidates[i]);
    o << "], \"chosen\": " << (r.chosen >= 0 ? std::to_string(r.chosen) : std::string("null"))
      << ", \"interrupted\": " << boolean(r.cancelled)
      << ", \"budget_spent\": " << boolean(r.budgetSpent) << ", \"seconds\": " << number(r.seconds)
      << ", \"cache_path\": " << (r.cachePath.empty() ? "null" : string(r.cachePath))
      << ", \"cache_problem\": " << (r.cacheProblem.empty() ? "null" : string(r.cacheProblem))
      << "}";
    return o.str();
}

std::string tuningState(const TuningState &state)
{
    std::ostringstream o;
    o << "{\"source\": " << string(state.source) << ", \"params\": " << string(state.params.text())
      << ", \"tile\": " << tile(state.params) << ", \"path\": " << textOrNull(state.path)
      << ", \"problem\": " << textOrNull(state.problem) << ", \"tuned\": ";
    if (!state.tuned) {
        o << "null}";
        return o.str();
    }
    const TunedParams &t = *state.tuned;
    o << "{\"params\": " << string(t.params.text()) << ", \"tile\": " << tile(t.params)
      << ", \"gflops\": " << number(t.gflops)
      << ", \"default_gflops\": " << number(t.defaultGflops, t.defaultGflops > 0)
      << ", \"sizes\": [";
    for (std::size_t i = 0; i < t.sizes.size(); ++i)
        o << (i ? ", " : "") << t.sizes[i];
    o << "], \"date\": " << textOrNull(t.date) << "}}";
    return o.str();
}

} // namespace gpulab::json
