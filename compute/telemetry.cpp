#include "compute/telemetry.h"

#include "compute/boundedtext.h"
#include "compute/jsonwriter.h"

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <map>
#include <regex>
#include <sstream>
#include <type_traits>

#if defined(__unix__) || defined(__APPLE__)
#include <dlfcn.h>
#define GPULAB_HAVE_DLOPEN 1
#elif defined(_WIN32)
#include <windows.h>
#endif

namespace fs = std::filesystem;

namespace gpulab::telemetry {

Figure Figure::of(double value, std::string unit, std::string source)
{
    Figure f;
    f.available = true;
    f.value = value;
    f.unit = std::move(unit);
    f.source = std::move(source);
    return f;
}

Figure Figure::missing(std::string reason, std::string source, Unavailable why, std::string detail)
{
    Figure f;
    f.reason = std::move(reason);
    f.source = std::move(source);
    f.why = why;
    f.detail = std::move(detail);
    return f;
}

namespace {

constexpr char kNeedsSecond[] = "needs a second sample (the first one starts the interval)";
constexpr std::size_t kBigFile = 1 << 20; // /proc/stat and /proc/cpuinfo on a many-core machine

std::string reasonOf(int error)
{
    switch (error) {
    case ENOENT:
    case ENOTDIR: return "file missing";
    case EACCES:
    case EPERM: return "permission denied";
    case ENODEV:
    case ENXIO: return "no such device";
    case EISDIR: return "a folder, not a file";
    default: return std::strerror(error);
    }
}

// The text shown in a "malformed" reason: short, printable.
std::string quoted(const std::string &text)
{
    std::string shown;
    for (char c : text.substr(0, 40))
        shown += (c >= 32 && c < 127) ? c : (c == '\n' ? ' ' : '?');
    while (!shown.empty() && shown.back() == ' ')
        shown.pop_back();
    return "'" + shown + (text.size() > 40 ? "...'" : "'");
}

std::string joinPath(const std::string &root, const std::string &path)
{
    if (root.empty() || root == "/")
        return path;
    std::string r = root;
    while (r.size() > 1 && r.back() == '/')
        r.pop_back();
    return r + path;
}

// Entries of a folder whose names match `pattern`, sorted naturally (card2 before card10).
std::vector<std::string> listMatching(const std::string &folder, const std::regex &pattern)
{
    std::vector<std::string> names;
    std::error_code ec;
    fs::directory_iterator it(folder, ec), end;
    for (; !ec && it != end; it.increment(ec)) {
        const std::string name = it->path().filename().string();
        if (std::regex_match(name, pattern))
            names.push_back(name);
        if (names.size() > 4096)
            break; // a tree nobody has
    }
    std::sort(names.begin(), names.end(), [](const std::string &a, const std::string &b) {
        return a.size() != b.size() ? a.size() < b.size() : a < b;
    });
    return names;
}

bool exists(const std::string &path)
{
    std::error_code ec;
    return fs::exists(path, ec);
}

// A whole number read from a file and scaled: value * scale in `unit`; or unavailable with the
// reason.
Figure numberFile(const std::string &path, double scale, const std::string &unit,
                  double maxValue = 1e15)
{
    const FileText file = readSmallFile(path);
    if (!file.ok)
        return Figure::missing(file.reason, path, file.why, path);
    const auto count = parseCount(file.text);
    if (!count)
        return Figure::missing("malformed content " + quoted(file.text), path,
                               Unavailable::Malformed, quoted(file.text));
    const double value = double(*count) * scale;
    if (value > maxValue)
        return Figure::missing("implausible value " + quoted(file.text), path,
                               Unavailable::Implausible, quoted(file.text));
    return Figure::of(value, unit, path);
}

// The first file of `names` that exists in `folder`, read as numberFile; else unavailable,
// "file missing", naming the first.
Figure firstNumberFile(const std::string &folder, std::initializer_list<const char *> names,
                       double scale, const std::string &unit, double maxValue = 1e15)
{
    for (const char *name : names) {
        const std::string path = folder + "/" + name;
        if (exists(path))
            return numberFile(path, scale, unit, maxValue);
    }
    std::string tried;
    for (const char *name : names)
        tried += (tried.empty() ? "" : " or ") + std::string(name);
    return Figure::missing("file missing (" + tried + ")", folder, Unavailable::FileMissing,
                           folder + "/" + *names.begin());
}

// /proc/stat's counters of one "cpu" line: busy and total jiffies.
struct CpuTimes
{
    std::uint64_t busy = 0;
    std::uint64_t total = 0;
};

std::optional<CpuTimes> parseCpuLine(const std::string &line)
{
    std::istringstream in(line);
    std::string label;
    in >> label;
    std::vector<std::uint64_t> fields;
    std::string word;
    while (in >> word && fields.size() < 10) {
        const auto n = parseCount(word);
        if (!n)
            return std::nullopt;
        fields.push_back(*n);
    }
    if (fields.size() < 4)
        return std::nullopt;
    // user nice system idle iowait irq softirq steal (guest and guest_nice are inside user/nice).
    CpuTimes t;
    for (std::size_t i = 0; i < fields.size() && i < 8; ++i)
        t.total += fields[i];
    const std::uint64_t idle = fields[3] + (fields.size() > 4 ? fields[4] : 0);
    t.busy = t.total - idle;
    return t;
}

Figure utilisationBetween(const std::optional<CpuTimes> &previous, const CpuTimes &now,
                          const std::string &source)
{
    if (!previous)
        return Figure::missing(kNeedsSecond, source, Unavailable::NeedsSecondSample);
    if (now.total < previous->total || now.busy < previous->busy)
        return Figure::missing("the counters went back (a CPU was taken offline?)", source,
                               Unavailable::CountersWentBack, source);
    const std::uint64_t total = now.total - previous->total;
    if (total == 0)
        return Figure::missing("no time passed between the samples (counters unchanged)", source,
                               Unavailable::CountersUnchanged, source);
    return Figure::of(100.0 * double(now.busy - previous->busy) / double(total), "%", source);
}

double mib(double bytes)
{
    return bytes / (1024.0 * 1024.0);
}

// ---------------------------------------------------------------------------------------------
// NVML, loaded at run time. The few types and functions of NVML's documented C API GPU Lab uses
// (nvml.h, "NVML API Reference"), declared here so the NVIDIA driver is never needed to build.
namespace nvml {
using Return = int; // nvmlReturn_t: 0 = NVML_SUCCESS
constexpr Return kSuccess = 0;
using Device = struct nvmlDevice_st *;
struct Utilization
{
    unsigned int gpu;
    unsigned int memory;
};
struct Memory
{
    unsigned long long total;
    unsigned long long free;
    unsigned long long used;
};
constexpr int kClockGraphics = 0; // NVML_CLOCK_GRAPHICS
constexpr int kClockMem = 2;      // NVML_CLOCK_MEM
constexpr int kTemperatureGpu = 0;

using Init = Return (*)();
using Shutdown = Return (*)();
using ErrorString = const char *(*)(Return);
using GetCount = Return (*)(unsigned int *);
using GetHandleByIndex = Return (*)(unsigned int, Device *);
using GetName = Return (*)(Device, char *, unsigned int);
using GetUtilizationRates = Return (*)(Device, Utilization *);
using GetMemoryInfo = Return (*)(Device, Memory *);
using GetClockInfo = Return (*)(Device, int, unsigned int *);
using GetTemperature = Return (*)(Device, int, unsigned int *);
using GetPowerUsage = Return (*)(Device, unsigned int *);
using GetEnforcedPowerLimit = Return (*)(Device, unsigned int *);
using GetThrottleReasons = Return (*)(Device, unsigned long long *);
using SystemGetDriverVersion = Return (*)(char *, unsigned int);
} // namespace nvml

class NvmlLibrary
{
public:
    explicit NvmlLibrary(const std::string &path)
    {
        if (path.empty()) {
            m_status = "NVML not tried";
            m_why = Unavailable::NvmlNotTried;
            return;
        }
#if defined(GPULAB_HAVE_DLOPEN)
        m_handle = dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL);
#elif defined(_WIN32)
        m_handle = reinterpret_cast<void *>(
            LoadLibraryA(path == "libnvidia-ml.so.1" ? "nvml.dll" : path.c_str()));
#endif
        if (!m_handle) {
            m_status = "NVML not found (no NVIDIA driver)";
            m_why = Unavailable::NvmlNotFound;
            return;
        }
        bool complete = true;
        auto need = [&](auto &fn, const char *name) {
            fn = reinterpret_cast<std::remove_reference_t<decltype(fn)>>(symbol(name));
            if (!fn)
                complete = false;
        };
        need(m_init, "nvmlInit_v2");
        need(m_shutdown, "nvmlShutdown");
        need(m_getCount, "nvmlDeviceGetCount_v2");
        need(m_getHandle, "nvmlDeviceGetHandleByIndex_v2");
        if (!complete) {
            m_status = "NVML library " + path + " lacks nvmlInit_v2 or the device calls";
            m_why = Unavailable::NvmlIncomplete;
            m_detail = path;
            return;
        }
        m_errorString = reinterpret_cast<nvml::ErrorString>(symbol("nvmlErrorString"));
        m_getName = reinterpret_cast<nvml::GetName>(symbol("nvmlDeviceGetName"));
        m_getUtil =
            reinterpret_cast<nvml::GetUtilizationRates>(symbol("nvmlDeviceGetUtilizationRates"));
        m_getMemory = reinterpret_cast<nvml::GetMemoryInfo>(symbol("nvmlDeviceGetMemoryInfo"));
        m_getClock = reinterpret_cast<nvml::GetClockInfo>(symbol("nvmlDeviceGetClockInfo"));
        m_getTemp = reinterpret_cast<nvml::GetTemperature>(symbol("nvmlDeviceGetTemperature"));
        m_getPower = reinterpret_cast<nvml::GetPowerUsage>(symbol("nvmlDeviceGetPowerUsage"));
        m_getLimit = reinterpret_cast<nvml::GetEnforcedPowerLimit>(
            symbol("nvmlDeviceGetEnforcedPowerLimit"));
        m_getThrottle = reinterpret_cast<nvml::GetThrottleReasons>(
            symbol("nvmlDeviceGetCurrentClocksThrottleReasons"));
        m_driverVersion =
            reinterpret_cast<nvml::SystemGetDriverVersion>(symbol("nvmlSystemGetDriverVersion"));
        const nvml::Return r = m_init();
        if (r != nvml::kSuccess) {
            m_status = "NVML could not start: " + error(r);
            m_why = Unavailable::NvmlStartFailed;
            m_detail = errorDetail(r);
            return;
        }
        m_started = true;
        unsigned int count = 0;
        const nvml::Return c = m_getCount(&count);
        if (c != nvml::kSuccess) {
            m_status = "NVML could not count devices: " + error(c);
            m_why = Unavailable::NvmlCountFailed;
            m_detail = errorDetail(c);
            return;
        }
        m_count = std::min(count, 64u);
        char version[96] = {};
        std::string driver;
        if (m_driverVersion && m_driverVersion(version, sizeof(version) - 1) == nvml::kSuccess) {
            m_detail = cutText(version, 80);
            driver = " (driver " + m_detail + ")";
        }
        m_status = "NVML" + driver + ": " + std::to_string(m_count) + " device(s)";
        m_why = Unavailable::None;
    }

    ~NvmlLibrary()
    {
        if (m_started && m_shutdown)
            m_shutdown();
#if defined(GPULAB_HAVE_DLOPEN)
        if (m_handle)
            dlclose(m_handle);
#elif defined(_WIN32)
        if (m_handle)
            FreeLibrary(reinterpret_cast<HMODULE>(m_handle));
#endif
    }
    NvmlLibrary(const NvmlLibrary &) = delete;
    NvmlLibrary &operator=(const NvmlLibrary &) = delete;

    const std::string &status() const
    {
        return m_status;
    }
    // The status's code: None when NVML is in use, Other where only the words say why not.
    Unavailable why() const
    {
        return m_why;
    }
    unsigned int deviceCount() const
    {
        return m_count;
    }
    // What the code names (Unavailable), empty where it names nothing; in use: the driver's
    // version (empty when NVML does not say).
    const std::string &detail() const
    {
        return m_detail;
    }

    std::vector<GpuReading> read() const
    {
        std::vector<GpuReading> gpus;
        if (!m_started)
            return gpus;
        for (unsigned int i = 0; i < m_count; ++i) {
            GpuReading gpu;
            gpu.vendor = "NVIDIA";
            gpu.driver = "nvidia (NVML)";
            gpu.where = "NVML device " + std::to_string(i);
            nvml::Device device = nullptr;
            const nvml::Return h = m_getHandle(i, &device);
            if (h != nvml::kSuccess) {
                const Figure none = Figure::missing("NVML: " + error(h), gpu.where, errorWhy(h),
                                                    errorWhy(h) == Unavailable::NvmlError
                                                        ? errorDetail(h)
                                                        : "nvmlDeviceGetHandleByIndex_v2");
                gpu.utilisation = gpu.memoryUsed = gpu.memoryTotal = gpu.coreClock =
                    gpu.memoryClock = gpu.temperature = gpu.power = gpu.powerLimit =
                        gpu.throttleMask = none;
                gpus.push_back(gpu);
                continue;
            }
            char name[96] = {};
            if (m_getName && m_getName(device, name, sizeof(name) - 1) == nvml::kSuccess)
                gpu.name = cutText(name);
            auto fail = [&](const char *call, nvml::Return r) {
                return Figure::missing("NVML: " + error(r), call, errorWhy(r),
                                       errorWhy(r) == Unavailable::NvmlError ? errorDetail(r)
                                                                             : call);
            };
            auto absent = [&](const char *call) {
                return Figure::missing("this NVML has no " + std::string(call), call,
                                       Unavailable::NvmlNoFunction, call);
            };
            if (m_getUtil) {
                nvml::Utilization u{};
                const nvml::Return r = m_getUtil(device, &u);
                gpu.utilisation = r == nvml::kSuccess
                                      ? Figure::of(u.gpu, "%", "nvmlDeviceGetUtilizationRates")
                                      : fail("nvmlDeviceGetUtilizationRates", r);
            } else {
                gpu.utilisation = absent("nvmlDeviceGetUtilizationRates");
            }
            if (m_getMemory) {
                nvml::Memory m{};
                const nvml::Return r = m_getMemory(device, &m);
                gpu.memoryUsed = r == nvml::kSuccess ? Figure::of(mib(double(m.used)), "MiB",
                                                                  "nvmlDeviceGetMemoryInfo")
                                                     : fail("nvmlDeviceGetMemoryInfo", r);
                gpu.memoryTotal = r == nvml::kSuccess ? Figure::of(mib(double(m.total)), "MiB",
                                                                   "nvmlDeviceGetMemoryInfo")
                                                      : fail("nvmlDeviceGetMemoryInfo", r);
            } else {
                gpu.memoryUsed = gpu.memoryTotal = absent("nvmlDeviceGetMemoryInfo");
            }
            auto clock = [&](int type) {
                if (!m_getClock)
                    return absent("nvmlDeviceGetClockInfo");
                unsigned int mhz = 0;
                const nvml::Return r = m_getClock(device, type, &mhz);
                return r == nvml::kSuccess ? Figure::of(mhz, "MHz", "nvmlDeviceGetClockInfo")
                                           : fail("nvmlDeviceGetClockInfo", r);
            };
            gpu.coreClock = clock(nvml::kClockGraphics);
            gpu.memoryClock = clock(nvml::kClockMem);
            if (m_getTemp) {
                unsigned int c = 0;
                const nvml::Return r = m_getTemp(device, nvml::kTemperatureGpu, &c);
                gpu.temperature = r == nvml::kSuccess
                                      ? Figure::of(c, "°C", "nvmlDeviceGetTemperature")
                                      : fail("nvmlDeviceGetTemperature", r);
            } else {
                gpu.temperature = absent("nvmlDeviceGetTemperature");
            }
            auto milliwatts = [&](nvml::GetPowerUsage fn, const char *call) {
                if (!fn)
                    return absent(call);
                unsigned int mw = 0;
                const nvml::Return r = fn(device, &mw);
                return r == nvml::kSuccess ? Figure::of(mw / 1000.0, "W", call) : fail(call, r);
            };
            gpu.power = milliwatts(m_getPower, "nvmlDeviceGetPowerUsage");
            gpu.powerLimit = milliwatts(m_getLimit, "nvmlDeviceGetEnforcedPowerLimit");
            if (m_getThrottle) {
                unsigned long long mask = 0;
                const nvml::Return r = m_getThrottle(device, &mask);
                if (r == nvml::kSuccess) {
                    gpu.throttleMask =
                        Figure::of(double(mask), "", "nvmlDeviceGetCurrentClocksThrottleReasons");
                    gpu.throttleText = throttleReasonsText(mask);
                } else {
                    gpu.throttleMask = fail("nvmlDeviceGetCurrentClocksThrottleReasons", r);
                }
            } else {
                gpu.throttleMask = absent("nvmlDeviceGetCurrentClocksThrottleReasons");
            }
            gpus.push_back(gpu);
        }
        return gpus;
    }

private:
    void *symbol(const char *name) const
    {
#if defined(GPULAB_HAVE_DLOPEN)
        return dlsym(m_handle, name);
#elif defined(_WIN32)
        return reinterpret_cast<void *>(GetProcAddress(reinterpret_cast<HMODULE>(m_handle), name));
#else
        return nullptr;
#endif
    }
    std::string error(nvml::Return r) const
    {
        // NVML_ERROR_NOT_SUPPORTED (3), NVML_ERROR_NO_PERMISSION (4) in words of their own.
        if (r == 3)
            return "the driver does not report it on this device (not supported)";
        if (r == 4)
            return "permission denied";
        const char *text = m_errorString ? m_errorString(r) : nullptr;
        return text ? cutText(text, 120) : "error " + std::to_string(r);
    }
    // The code of an NVML error: the two with words of their own, or NvmlError.
    static Unavailable errorWhy(nvml::Return r)
    {
        return r == 3   ? Unavailable::NvmlNotSupported
               : r == 4 ? Unavailable::NvmlNoPermission
                        : Unavailable::NvmlError;
    }
    // NVML's code and its own (English) words: "15 (GPU is lost)".
    std::string errorDetail(nvml::Return r) const
    {
        const char *text = m_errorString ? m_errorString(r) : nullptr;
        return std::to_string(r) + (text ? " (" + cutText(text, 120) + ")" : std::string());
    }

    void *m_handle = nullptr;
    bool m_started = false;
    unsigned int m_count = 0;
    std::string m_status;
    Unavailable m_why = Unavailable::Other;
    std::string m_detail;
    nvml::Init m_init = nullptr;
    nvml::Shutdown m_shutdown = nullptr;
    nvml::ErrorString m_errorString = nullptr;
    nvml::GetCount m_getCount = nullptr;
    nvml::GetHandleByIndex m_getHandle = nullptr;
    nvml::GetName m_getName = nullptr;
    nvml::GetUtilizationRates m_getUtil = nullptr;
    nvml::GetMemoryInfo m_getMemory = nullptr;
    nvml::GetClockInfo m_getClock = nullptr;
    nvml::GetTemperature m_getTemp = nullptr;
    nvml::GetPowerUsage m_getPower = nullptr;
    nvml::GetEnforcedPowerLimit m_getLimit = nullptr;
    nvml::GetThrottleReasons m_getThrottle = nullptr;
    nvml::SystemGetDriverVersion m_driverVersion = nullptr;
};

} // namespace

// ---------------------------------------------------------------------------------------------

FileText readSmallFile(const std::string &path, std::size_t maxBytes)
{
    FileText result;
    errno = 0;
    std::FILE *file = std::fopen(path.c_str(), "rb");
    if (!file) {
        const int error = errno ? errno : ENOENT;
        result.reason = reasonOf(error);
        result.why = error == ENOENT || error == ENOTDIR ? Unavailable::FileMissing
                     : error == EACCES || error == EPERM ? Unavailable::PermissionDenied
                                                         : Unavailable::Other;
        return result;
    }
    result.text.resize(maxBytes);
    errno = 0;
    const std::size_t got = std::fread(result.text.data(), 1, maxBytes, file);
    const bool failed = std::ferror(file);
    const int error = errno;
    char extra = 0;
    result.cut = got == maxBytes && std::fread(&extra, 1, 1, file) == 1;
    std::fclose(file);
    if (failed) {
        // sysfs answers a read it cannot serve with an error (EIO, ENODATA, EOPNOTSUPP...).
        result.text.clear();
        result.why = Unavailable::Other;
        result.reason = error == EISDIR ? "a folder, not a file"
                        : error         ? "the driver does not report it (" + reasonOf(error) + ")"
                                        : "read error";
        return result;
    }
    result.text.resize(got);
    result.ok = true;
    return result;
}

std::optional<std::uint64_t> parseCount(const std::string &text)
{
    std::size_t begin = 0, end = text.size();
    while (begin < end && std::isspace(static_cast<unsigned char>(text[begin])))
        ++begin;
    while (end > begin && std::isspace(static_cast<unsigned char>(text[end - 1])))
        --end;
    if (begin == end || end - begin > 20)
        return std::nullopt;
    std::uint64_t value = 0;
    for (std::size_t i = begin; i < end; ++i) {
        const char c = text[i];
        if (c < '0' || c > '9')
            return std::nullopt;
        const std::uint64_t digit = std::uint64_t(c - '0');
        if (value > (UINT64_MAX - digit) / 10)
            return std::nullopt;
        value = value * 10 + digit;
    }
    return value;
}

std::optional<double> currentDpmClock(const std::string &text)
{
    // "0: 500Mhz \n1: 800Mhz *\n2: 1000Mhz \n"
    static const std::regex line(R"(^\s*\d+:\s*(\d{1,6})\s*[Mm][Hh][Zz]\s*\*\s*$)");
    std::istringstream in(text);
    std::string row;
    while (std::getline(in, row)) {
        std::smatch m;
        if (std::regex_match(row, m, line))
            return std::stod(m[1].str());
    }
    return std::nullopt;
}

std::optional<std::uint64_t> energyDelta(std::uint64_t previous, std::uint64_t current,
                                         std::uint64_t range)
{
    if (current >= previous)
        return current - previous;
    if (range == 0 || previous > range)
        return std::nullopt;
    return (range - previous) + current;
}

std::vector<ClockEvent> clockEvents(std::uint64_t mask, bool *otherBits)
{
    std::vector<ClockEvent> events;
    std::uint64_t known = 0;
    for (std::uint64_t bit = 0x1; bit <= std::uint64_t(ClockEvent::DisplayClock); bit <<= 1) {
        known |= bit;
        if (mask & bit)
            events.push_back(ClockEvent(bit));
    }
    if (otherBits)
        *otherBits = (mask & ~known) != 0;
    return events;
}

std::string throttleReasonsText(std::uint64_t mask)
{
    auto name = [](ClockEvent event) -> const char * {
        switch (event) {
        case ClockEvent::Idle: return "idle";
        case ClockEvent::ApplicationClocks: return "application clocks setting";
        case ClockEvent::SwPowerCap: return "power cap (software)";
        case ClockEvent::HwSlowdown: return "hardware slowdown";
        case ClockEvent::SyncBoost: return "sync boost";
        case ClockEvent::SwThermal: return "thermal slowdown (software)";
        case ClockEvent::HwThermal: return "thermal slowdown (hardware)";
        case ClockEvent::HwPowerBrake: return "power brake (hardware)";
        case ClockEvent::DisplayClock: return "display clock setting";
        }
        return "other reasons";
    };
    bool other = false;
    std::string text;
    for (ClockEvent event : clockEvents(mask, &other))
        text += (text.empty() ? "" : ", ") + std::string(name(event));
    if (other)
        text += (text.empty() ? "" : ", ") + std::string("other reasons");
    return text.empty() ? "none (running at the clock it is asked for)" : text;
}

// ---------------------------------------------------------------------------------------------

struct Reader::Impl
{
    ReaderOptions options;
    std::unique_ptr<NvmlLibrary> nvml;
    int index = 0;
    std::optional<double> previousSeconds;
    std::optional<CpuTimes> previousAll;
    std::map<int, CpuTimes> previousCores;
    std::map<std::string, std::uint64_t> previousEnergy; // energy counter path -> uJ

    std::string path(const std::string &p) const { return joinPath(options.root, p); }

    void readCpuUtilisation(CpuReading &cpu)
    {
        const std::string statPath = path("/proc/stat");
        const FileText stat = readSmallFile(statPath, kBigFile);
        if (!stat.ok) {
            cpu.utilisation = Figure::missing(stat.reason, statPath, stat.why, statPath);
            previousAll.reset();
            return;
        }
        std::istringstream in(stat.text);
        std::string line;
        std::optional<CpuTimes> all;
        std::map<int, CpuTimes> cores;
        bool malformed = false;
        while (std::getline(in, line)) {
            if (line.rfind("cpu", 0) != 0)
                continue;
            const auto times = parseCpuLine(line);
            if (!times) {
                malformed = true;
                continue;
            }
            if (line.size() > 3 && line[3] == ' ') {
                all = times;
            } else {
                const auto n = parseCount(line.substr(3, line.find(' ') - 3));
                if (n && *n < 100000)
                    cores[int(*n)] = *times;
            }
        }
        if (!all) {
            cpu.utilisation = Figure::missing(
                malformed ? "malformed content (no readable \"cpu\" line) " + quoted(stat.text)
                          : "malformed content (no \"cpu\" line) " + quoted(stat.text),
                statPath, Unavailable::Malformed, quoted(stat.text));
            previousAll.reset();
            previousCores.clear();
            return;
        }
        cpu.utilisation = utilisationBetween(previousAll, *all, statPath);
        for (const auto &[n, times] : cores) {
            CpuCore core;
            core.index = n;
            const auto previous = previousCores.find(n);
            core.utilisation = utilisationBetween(
                previous == previousCores.end() ? std::nullopt : std::optional(previous->second),
                times, statPath);
            cpu.cores.push_back(core);
        }
        previousAll = all;
        previousCores = cores;
    }

    void readCpuFrequency(CpuReading &cpu)
    {
        const std::string cpuFolder = path("/sys/devices/system/cpu");
        static const std::regex cpuName("cpu[0-9]+");
        double sum = 0;
        int count = 0;
        std::string firstProblem;
        Unavailable firstWhy = Unavailable::Other;
        std::string firstDetail;
        for (const std::string &name : listMatching(cpuFolder, cpuName)) {
            const std::string file = cpuFolder + "/" + name + "/cpufreq/scaling_cur_freq";
            if (!exists(file))
                continue;
            const Figure f = numberFile(file, 1e-3, "MHz", 1e5);
            const int n = std::stoi(name.substr(3));
            for (CpuCore &core : cpu.cores)
                if (core.index == n)
                    core.frequency = f;
            if (f.available) {
                sum += f.value;
                ++count;
            } else if (firstProblem.empty()) {
                firstProblem = f.reason + " (" + file + ")";
                firstWhy = f.why;
                firstDetail = f.detail.empty() ? file : f.detail;
            }
        }
        if (count > 0) {
            cpu.frequency =
                Figure::of(sum / count, "MHz", cpuFolder + "/cpu*/cpufreq/scaling_cur_freq");
            return;
        }
        // No cpufreq (a virtual machine, or a kernel without it): /proc/cpuinfo's "cpu MHz".
        const std::string infoPath = path("/proc/cpuinfo");
        const FileText info = readSmallFile(infoPath, kBigFile);
        if (info.ok) {
            static const std::regex mhz(R"(^cpu MHz\s*:\s*([0-9]{1,6}(\.[0-9]+)?)\s*$)");
            std::istringstream in(info.text);
            std::string line;
            while (std::getline(in, line)) {
                std::smatch m;
                if (std::regex_match(line, m, mhz)) {
                    sum += std::stod(m[1].str());
                    ++count;
                }
            }
            if (count > 0) {
                cpu.frequency = Figure::of(sum / count, "MHz", infoPath + " (cpu MHz)");
                return;
            }
        }
        if (!firstProblem.empty())
            cpu.frequency = Figure::missing(firstProblem, cpuFolder, firstWhy, firstDetail);
        else
            cpu.frequency = Figure::missing(
                "no cpufreq files (cpu*/cpufreq/scaling_cur_freq) and no \"cpu MHz\" in "
                "/proc/cpuinfo (a virtual machine often has neither)",
                cpuFolder, Unavailable::NoCpuFrequency, cpuFolder);
    }

    void readCpuTemperature(CpuReading &cpu)
    {
        const std::string hwmonFolder = path("/sys/class/hwmon");
        static const std::regex hwmonName("hwmon[0-9]+");
        static const char *const kCpuSensors[] = {"coretemp",    "k10temp",     "zenpower",
                                                  "cpu_thermal", "cpu-thermal", "soc_thermal"};
        for (const char *wanted : kCpuSensors) {
            for (const std::string &name : listMatching(hwmonFolder, hwmonName)) {
                const std::string folder = hwmonFolder + "/" + name;
                const FileText sensor = readSmallFile(folder + "/name", 256);
                if (!sensor.ok || sensor.text.substr(0, sensor.text.find('\n')) != wanted)
                    continue;
                cpu.temperature = numberFile(folder + "/temp1_input", 1e-3, "°C", 200);
                const FileText label = readSmallFile(folder + "/temp1_label", 256);
                cpu.temperatureSensor =
                    std::string(wanted) + " temp1" +
                    (label.ok
                         ? " (" + cutText(label.text.substr(0, label.text.find('\n')), 60) + ")"
                         : std::string());
                return;
            }
        }
        const std::string thermalFolder = path("/sys/class/thermal");
        static const std::regex zoneName("thermal_zone[0-9]+");
        const std::vector<std::string> zones = listMatching(thermalFolder, zoneName);
        std::string chosen;
        std::string chosenType;
        for (const std::string &zone : zones) {
            const FileText type = readSmallFile(thermalFolder + "/" + zone + "/type", 256);
            const std::string t = type.ok ? type.text.substr(0, type.text.find('\n')) : "";
            const bool cpuLike = t == "x86_pkg_temp" || t.find("cpu") != std::string::npos ||
                                 t.find("CPU") != std::string::npos;
            if (chosen.empty() || (cpuLike && chosenType != "x86_pkg_temp")) {
                if (cpuLike || chosen.empty()) {
                    chosen = zone;
                    chosenType = t;
                }
            }
        }
        if (!chosen.empty()) {
            cpu.temperature = numberFile(thermalFolder + "/" + chosen + "/temp", 1e-3, "°C", 200);
            cpu.temperatureSensor = chosen + (chosenType.empty() ? "" : " (" + chosenType + ")");
            return;
        }
        cpu.temperature = Figure::missing(
            "no CPU temperature sensor (no coretemp/k10temp/zenpower hwmon, no thermal zone; a "
            "virtual machine usually has none)",
            hwmonFolder, Unavailable::NoCpuTemperatureSensor, hwmonFolder);
    }

    void readCpuPower(CpuReading &cpu, std::optional<double> dt)
    {
        const std::string powercap = path("/sys/class/powercap");
        static const std::regex packageName("intel-rapl:[0-9]+");
        const std::vector<std::string> packages = listMatching(powercap, packageName);
        if (packages.empty()) {
            cpu.power = Figure::missing(
                "no RAPL energy counter (/sys/class/powercap/intel-rapl:N: the intel_rapl driver "
                "is not loaded, or this is a virtual machine)",
                powercap, Unavailable::NoRaplCounter, powercap);
            return;
        }
        double joules = 0;
        bool allKnown = true;
        std::string source;
        for (const std::string &package : packages) {
            const std::string file = powercap + "/" + package + "/energy_uj";
            source += (source.empty() ? "" : " + ") + file;
            const FileText text = readSmallFile(file, 256);
            if (!text.ok) {
                std::string reason = text.reason + " reading " + file;
                if (text.reason == "permission denied")
                    reason += ": since Linux 5.10 (November 2020, the PLATYPUS power side "
                              "channel) energy_uj is readable by root only";
                cpu.power = Figure::missing(reason, file,
                                            text.why == Unavailable::PermissionDenied
                                                ? Unavailable::RaplRootOnly
                                                : text.why,
                                            file);
                previousEnergy.erase(file);
                return;
            }
            const auto uj = parseCount(text.text);
            if (!uj) {
                cpu.power = Figure::missing("malformed content " + quoted(text.text), file,
                                            Unavailable::Malformed, quoted(text.text));
                previousEnergy.erase(file);
                return;
            }
            const auto previous = previousEnergy.find(file);
            if (previous != previousEnergy.end() && dt) {
                const Figure range =
                    numberFile(powercap + "/" + package + "/max_energy_range_uj", 1, "uJ");
                const auto delta = energyDelta(previous->second, *uj,
                                               range.available ? std::uint64_t(range.value) : 0);
                if (!delta) {
                    cpu.power = Figure::missing(
                        "the energy counter went back and max_energy_range_uj does not explain "
                        "it (" +
                            (range.available ? "range too small" : range.reason) + ")",
                        file, Unavailable::EnergyCounterWentBack, file);
                    previousEnergy[file] = *uj;
                    return;
                }
                joules += double(*delta) * 1e-6;
            } else {
                allKnown = false;
            }
            previousEnergy[file] = *uj;
        }
        if (!allKnown || !dt) {
            cpu.power = Figure::missing(kNeedsSecond, source, Unavailable::NeedsSecondSample);
            return;
        }
        cpu.power = Figure::of(joules / *dt, "W", source);
    }

    // Power from a cumulative energy file (uJ), differenced against the previous sample.
    Figure powerFromEnergy(const std::string &file, std::optional<double> dt)
    {
        const FileText text = readSmallFile(file, 256);
        if (!text.ok) {
            previousEnergy.erase(file);
            return Figure::missing(text.reason, file, text.why, file);
        }
        const auto uj = parseCount(text.text);
        if (!uj) {
            previousEnergy.erase(file);
            return Figure::missing("malformed content " + quoted(text.text), file,
                                   Unavailable::Malformed, quoted(text.text));
        }
        const auto previous = previousEnergy.find(file);
        const bool first = previous == previousEnergy.end() || !dt;
        const std::uint64_t before = first ? 0 : previous->second;
        previousEnergy[file] = *uj;
        if (first)
            return Figure::missing(kNeedsSecond, file, Unavailable::NeedsSecondSample);
        const auto delta = energyDelta(before, *uj, 0);
        if (!delta)
            return Figure::missing("the energy counter went back", file,
                                   Unavailable::EnergyCounterWentBack, file);
        return Figure::of(double(*delta) * 1e-6 / *dt, "W", file);
    }

    std::string firstHwmon(const std::string &device) const
    {
        static const std::regex hwmonName("hwmon[0-9]+");
        const auto names = listMatching(device + "/hwmon", hwmonName);
        return names.empty() ? std::string() : device + "/hwmon/" + names.front();
    }

    void readDrmCards(Sample &sample, std::optional<double> dt, bool nvmlHasDevices)
    {
        const std::string drm = path("/sys/class/drm");
        static const std::regex cardName("card[0-9]+");
        const std::vector<std::string> cards = listMatching(drm, cardName);
        for (const std::string &card : cards) {
            const std::string cardFolder = drm + "/" + card;
            const std::string device = cardFolder + "/device";
            const FileText vendorText = readSmallFile(device + "/vendor", 64);
            const std::string vendorId =
                vendorText.ok ? vendorText.text.substr(0, vendorText.text.find('\n')) : "";
            const FileText uevent = readSmallFile(device + "/uevent", 4096);
            std::string driver;
            if (uevent.ok) {
                const auto at = uevent.text.find("DRIVER=");
                if (at != std::string::npos)
                    driver = cutText(
                        uevent.text.substr(at + 7, uevent.text.find('\n', at) - at - 7), 40);
            }
            GpuReading gpu;
            gpu.name = card;
            gpu.driver = driver;
            gpu.where = device;
            gpu.vendor = vendorId == "0x1002"   ? "AMD"
                         : vendorId == "0x8086" ? "Intel"
                         : vendorId == "0x10de" ? "NVIDIA"
                                                : cutText(vendorId, 16);
            const FileText product = readSmallFile(device + "/product_name", 256);
            if (product.ok && !product.text.empty() && product.text != "\n")
                gpu.name = card + " (" +
                           cutText(product.text.substr(0, product.text.find('\n')), 80) + ")";
            const std::string hwmon = firstHwmon(device);
            const std::string noHwmon = "no hwmon folder for this card (" + device + "/hwmon)";
            auto hwmonFigure = [&](std::initializer_list<const char *> names, double scale,
                                   const char *unit, double maxValue) {
                return hwmon.empty() ? Figure::missing(noHwmon, device, Unavailable::NoHwmon,
                                                       device + "/hwmon")
                                     : firstNumberFile(hwmon, names, scale, unit, maxValue);
            };
            if (gpu.vendor == "NVIDIA") {
                if (nvmlHasDevices)
                    continue; // NVML describes it
                const Figure none = Figure::missing(
                    "the NVIDIA driver does not report this in sysfs; it needs NVML, and " +
                        (nvml ? nvml->status() : std::string("NVML was not tried")),
                    device, Unavailable::NvidiaNeedsNvml);
                gpu.utilisation = gpu.memoryUsed = gpu.memoryTotal = gpu.coreClock =
                    gpu.memoryClock = gpu.temperature = gpu.power = gpu.powerLimit =
                        gpu.throttleMask = none;
            } else if (gpu.driver == "amdgpu" || gpu.vendor == "AMD") {
                gpu.utilisation = numberFile(device + "/gpu_busy_percent", 1, "%", 100);
                gpu.memoryUsed = numberFile(device + "/mem_info_vram_used", 1.0 / 1048576, "MiB");
                gpu.memoryTotal = numberFile(device + "/mem_info_vram_total", 1.0 / 1048576, "MiB");
                auto dpm = [&](const char *name) {
                    const std::string file = device + "/" + name;
                    const FileText text = readSmallFile(file);
                    if (!text.ok)
                        return Figure::missing(text.reason, file, text.why, file);
                    const auto mhz = currentDpmClock(text.text);
                    return mhz ? Figure::of(*mhz, "MHz", file)
                               : Figure::missing("no level marked '*' " + quoted(text.text), file,
                                                 Unavailable::Malformed, quoted(text.text));
                };
                gpu.coreClock = dpm("pp_dpm_sclk");
                gpu.memoryClock = dpm("pp_dpm_mclk");
                gpu.temperature = hwmonFigure({"temp1_input"}, 1e-3, "°C", 200);
                gpu.power = hwmonFigure({"power1_average", "power1_input"}, 1e-6, "W", 5000);
                gpu.powerLimit = hwmonFigure({"power1_cap"}, 1e-6, "W", 5000);
                gpu.throttleMask =
                    Figure::missing("amdgpu does not report clock-event reasons in sysfs", device,
                                    Unavailable::NotInSysfs, "amdgpu");
            } else if (gpu.driver == "i915" || gpu.driver == "xe" || gpu.vendor == "Intel") {
                gpu.utilisation = Figure::missing(
                    "i915/xe do not report a busy percentage in sysfs (it comes from the perf "
                    "PMU, as intel_gpu_top reads it)",
                    device, Unavailable::NotInSysfs, "i915/xe");
                gpu.memoryUsed = gpu.memoryTotal =
                    Figure::missing("i915/xe do not report video memory use in sysfs", device,
                                    Unavailable::NotInSysfs, "i915/xe");
                const std::string i915Freq = cardFolder + "/gt_cur_freq_mhz";
                const std::string gtFreq = cardFolder + "/gt/gt0/rps_cur_freq_mhz";
                const std::string xeFreq = device + "/tile0/gt0/freq0/cur_freq";
                gpu.coreClock = exists(gtFreq)     ? numberFile(gtFreq, 1, "MHz", 1e5)
                                : exists(i915Freq) ? numberFile(i915Freq, 1, "MHz", 1e5)
                                : exists(xeFreq)
                                    ? numberFile(xeFreq, 1, "MHz", 1e5)
                                    : Figure::missing("file missing (gt_cur_freq_mhz, "
                                                      "gt/gt0/rps_cur_freq_mhz or "
                                                      "device/tile0/gt0/freq0/cur_freq)",
                                                      cardFolder, Unavailable::FileMissing,
                                                      cardFolder + "/gt_cur_freq_mhz");
                gpu.memoryClock = Figure::missing("i915/xe do not report a memory clock in sysfs",
                                                  device, Unavailable::NotInSysfs, "i915/xe");
                gpu.temperature = hwmonFigure({"temp1_input"}, 1e-3, "°C", 200);
                if (!hwmon.empty() &&
                    (exists(hwmon + "/power1_input") || exists(hwmon + "/power1_average")))
                    gpu.power = hwmonFigure({"power1_input", "power1_average"}, 1e-6, "W", 5000);
                else if (!hwmon.empty() && exists(hwmon + "/energy1_input"))
                    gpu.power = powerFromEnergy(hwmon + "/energy1_input", dt);
                else
                    gpu.power = hwmon.empty()
                                    ? Figure::missing(noHwmon, device, Unavailable::NoHwmon,
                                                      device + "/hwmon")
                                    : Figure::missing("the driver reports no power or energy for "
                                                      "this GPU (an integrated GPU's power is in "
                                                      "the CPU package's RAPL figure)",
                                                      hwmon, Unavailable::NoGpuPower, hwmon);
                gpu.powerLimit = hwmonFigure({"power1_max", "power1_cap"}, 1e-6, "W", 5000);
                gpu.throttleMask = Figure::missing(
                    "the throttle reasons are in gt/gt0/throttle_reason_* files, not read here",
                    cardFolder, Unavailable::ThrottleFilesNotRead, cardFolder);
            } else {
                const Figure none =
                    Figure::missing("driver " + gpu.driver + " is not one GPU Lab reads", device,
                                    Unavailable::UnknownDriver, gpu.driver);
                gpu.utilisation = gpu.memoryUsed = gpu.memoryTotal = gpu.coreClock =
                    gpu.memoryClock = gpu.temperature = gpu.power = gpu.powerLimit =
                        gpu.throttleMask = none;
            }
            sample.gpus.push_back(gpu);
        }
        if (sample.gpus.empty()) {
            sample.gpuNoteWhy = exists(drm) ? Unavailable::NoGpuCard : Unavailable::NoDrm;
            sample.gpuNoteDetail = drm;
            sample.gpuNote = exists(drm) ? "no GPU card in " + drm + " (" +
                                               (nvml ? nvml->status() : "NVML not tried") + ")"
                                         : drm + " is missing: no GPU driver exposes a card (" +
                                               (nvml ? nvml->status() : "NVML not tried") + ")";
        }
    }
};

Reader::Reader(ReaderOptions options) : d(std::make_unique<Impl>())
{
    d->options = std::move(options);
    d->nvml = std::make_unique<NvmlLibrary>(d->options.nvmlLibrary);
}

Reader::~Reader() = default;

const ReaderOptions &Reader::options() const
{
    return d->options;
}

Sample Reader::sample()
{
    using namespace std::chrono;
    return sample(duration<double>(steady_clock::now().time_since_epoch()).count());
}

Sample Reader::sample(double seconds)
{
    Sample s;
    s.index = d->index++;
    s.seconds = seconds;
    std::optional<double> dt;
    if (d->previousSeconds && seconds > *d->previousSeconds)
        dt = seconds - *d->previousSeconds;
    s.interval = dt.value_or(0);
    d->previousSeconds = seconds;

    d->readCpuUtilisation(s.cpu);
    d->readCpuFrequency(s.cpu);
    d->readCpuTemperature(s.cpu);
    d->readCpuPower(s.cpu, dt);

    s.nvml = d->nvml->status();
    s.nvmlWhy = d->nvml->why();
    s.nvmlDetail = d->nvml->detail();
    s.nvmlDevices = int(d->nvml->deviceCount());
    std::vector<GpuReading> nvmlGpus = d->nvml->read();
    const bool nvmlHasDevices = !nvmlGpus.empty();
    s.gpus = std::move(nvmlGpus);
    d->readDrmCards(s, dt, nvmlHasDevices);
    return s;
}

// ---------------------------------------------------------------------------------------------

std::string figureJson(const Figure &f)
{
    std::string out = "{\"value\": " + json::number(f.value, f.available);
    if (f.available)
        out += ", \"unit\": " + json::string(f.unit);
    else
        out += ", \"reason\": " + json::string(f.reason);
    out += ", \"source\": " + json::string(f.source) + "}";
    return out;
}

std::string sampleJson(const Sample &s)
{
    std::string out = "{\"index\": " + std::to_string(s.index) +
                      ", \"seconds\": " + json::number(s.seconds) +
                      ", \"interval\": " + json::number(s.interval) + ", \"cpu\": {";
    out += "\"utilisation\": " + figureJson(s.cpu.utilisation);
    out += ", \"frequency\": " + figureJson(s.cpu.frequency);
    out += ", \"temperature\": " + figureJson(s.cpu.temperature);
    out += ", \"temperature_sensor\": " + json::string(s.cpu.temperatureSensor);
    out += ", \"power\": " + figureJson(s.cpu.power);
    out += ", \"cores\": [";
    for (std::size_t i = 0; i < s.cpu.cores.size(); ++i) {
        const CpuCore &c = s.cpu.cores[i];
        out += std::string(i ? ", " : "") + "{\"index\": " + std::to_string(c.index) +
               ", \"utilisation\": " + figureJson(c.utilisation) +
               ", \"frequency\": " + figureJson(c.frequency) + "}";
    }
    out += "]}, \"gpus\": [";
    for (std::size_t i = 0; i < s.gpus.size(); ++i) {
        const GpuReading &g = s.gpus[i];
        out += std::string(i ? ", " : "") + "{\"name\": " + json::string(g.name) +
               ", \"vendor\": " + json::string(g.vendor) +
               ", \"driver\": " + json::string(g.driver) + ", \"where\": " + json::string(g.where) +
               ", \"utilisation\": " + figureJson(g.utilisation) +
               ", \"memory_used\": " + figureJson(g.memoryUsed) +
               ", \"memory_total\": " + figureJson(g.memoryTotal) +
               ", \"core_clock\": " + figureJson(g.coreClock) +
               ", \"memory_clock\": " + figureJson(g.memoryClock) +
               ", \"temperature\": " + figureJson(g.temperature) +
               ", \"power\": " + figureJson(g.power) +
               ", \"power_limit\": " + figureJson(g.powerLimit) +
               ", \"throttle_reasons\": " + figureJson(g.throttleMask) +
               ", \"throttle_text\": " + json::string(g.throttleText) + "}";
    }
    out +=
        "], \"gpu_note\": " + json::string(s.gpuNote) + ", \"nvml\": " + json::string(s.nvml) + "}";
    return out;
}

} // namespace gpulab::telemetry
