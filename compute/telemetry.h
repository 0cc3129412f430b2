// What this machine's processors report about themselves while they work: utilisation, memory,
// clocks, temperature and power of the CPU and of every GPU the kernel or the NVIDIA driver
// describes. `gpulab-cli monitor` prints it, the Telemetry lesson plots it.
//
// Where each figure comes from (under the root folder, "/" on a real machine; tests pass a fake
// tree):
//   CPU   /proc/stat (utilisation: the share of non-idle time between two samples, overall and
//         per core); /sys/devices/system/cpu/cpuN/cpufreq/scaling_cur_freq (kHz), else the
//         "cpu MHz" lines of /proc/cpuinfo; /sys/class/hwmon/hwmonN (name coretemp, k10temp,
//         zenpower, cpu_thermal...) temp1_input, else /sys/class/thermal/thermal_zoneN/temp
//         (millidegrees); /sys/class/powercap/intel-rapl:N/energy_uj (package energy in uJ:
//         power = energy difference / time difference; a counter that wrapped past
//         max_energy_range_uj is unwrapped).
//   AMD   /sys/class/drm/cardN/device/: gpu_busy_percent, mem_info_vram_used / _total (bytes),
//         pp_dpm_sclk / pp_dpm_mclk (the level marked '*'), hwmon/hwmonM/temp1_input,
//         power1_average or power1_input (uW), power1_cap (uW).
//   Intel /sys/class/drm/cardN/gt_cur_freq_mhz or gt/gt0/rps_cur_freq_mhz (i915),
//         device/tile0/gt0/freq0/cur_freq (xe); device/hwmon/hwmonM/: temp1_input,
//         power1_input / power1_average, else energy1_input (uJ, differenced), power1_max.
//   NVIDIA NVML (libnvidia-ml.so.1), loaded at run time with dlopen when it is there: never a
//         build or link dependency. Utilisation, memory, clocks, temperature, power, the
//         enforced power limit and the clock-event (throttle) reasons.
//
// Every figure is a value with its unit and the path it was read from, or unavailable with the
// reason (file missing, permission denied, malformed content, needs a second sample, the driver
// does not report it): never a made-up number. Files are read with a bound (sysfs files are
// small). Plain C++20, no Qt.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace gpulab::telemetry {

// Why something is unavailable, as a code a GUI words in its own language (the reason strings
// here are English, for the CLI and its JSON): the common reasons, each with the machine detail
// it names (Figure::detail, Sample::gpuNoteDetail); Other for the rest, whose words only the
// English reason has.
enum class Unavailable {
    None,                   // available
    Other,                  // see the English reason
    FileMissing,            // detail: the file (the first name looked for)
    PermissionDenied,       // detail: the file
    Malformed,              // detail: the content, quoted and shortened
    NeedsSecondSample,      // a rate: the first sample starts the interval
    NoCpuFrequency,         // no cpufreq files and no "cpu MHz" line; detail: the cpu folder
    NoCpuTemperatureSensor, // detail: the hwmon folder searched
    NoRaplCounter,          // detail: the powercap folder searched
    RaplRootOnly,           // detail: the energy_uj file, readable by root only (Linux 5.10+)
    NoDrm,                  // no GPU listed: detail, the /sys/class/drm folder, is missing
    NoGpuCard,              // no GPU listed: detail, the /sys/class/drm folder, has no card
    NvmlNotTried,           // NVML was not looked for (ReaderOptions::nvmlLibrary empty)
    NvmlNotFound,           // no NVML library: no NVIDIA driver
    Implausible,            // a number too large to be true; detail: the content, quoted
    CountersWentBack,       // /proc/stat's counters went back (a CPU taken offline?); detail: file
    CountersUnchanged,      // no time passed between two samples; detail: the file
    EnergyCounterWentBack,  // and no known wrap explains it; detail: the energy file
    NoHwmon,                // the card has no hwmon folder; detail: the folder looked for
    NotInSysfs,             // the driver does not report this figure in sysfs; detail: driver
    NvidiaNeedsNvml,        // an NVIDIA card without NVML: sysfs has none of its figures
    NoGpuPower,             // the driver reports no power or energy; detail: the hwmon folder
    ThrottleFilesNotRead,   // i915/xe throttle_reason_* files, not read; detail: the card folder
    UnknownDriver,          // a driver GPU Lab does not read; detail: the driver's name
    NvmlIncomplete,         // the NVML library lacks the calls needed; detail: the library
    NvmlStartFailed,        // nvmlInit failed; detail: NVML's code and words, "15 (GPU is lost)"
    NvmlCountFailed,        // nvmlDeviceGetCount failed; detail: as NvmlStartFailed
    NvmlNotSupported,       // NVML_ERROR_NOT_SUPPORTED for this device; detail: the call
    NvmlNoPermission,       // NVML_ERROR_NO_PERMISSION; detail: the call
    NvmlError,              // another NVML error; detail: NVML's code and words, as above
    NvmlNoFunction,         // this NVML library has no such call; detail: the call
};

// NVML's clock-event (formerly throttle) reasons, by their bit in the mask
// (nvmlClocksEventReasons, NVML API Reference); a GUI words them in its own language.
enum class ClockEvent : std::uint64_t {
    Idle = 0x1,
    ApplicationClocks = 0x2,
    SwPowerCap = 0x4,
    HwSlowdown = 0x8,
    SyncBoost = 0x10,
    SwThermal = 0x20,
    HwThermal = 0x40,
    HwPowerBrake = 0x80,
    DisplayClock = 0x100,
};
// The reasons set in `mask`, in bit order; `otherBits`, if given, is set when bits NVML defines
// beyond these are set too.
std::vector<ClockEvent> clockEvents(std::uint64_t mask, bool *otherBits = nullptr);

// One figure: a value with its unit and where it was read, or the reason there is none.
struct Figure
{
    bool available = false;
    double value = 0;
    std::string unit;   // "%", "MHz", "°C", "W", "MiB"
    std::string source; // the file or NVML call it came from (or was looked for in)
    std::string reason; // why it is unavailable, in English (empty when available)
    Unavailable why = Unavailable::None; // the reason's code (Other where it has none)
    std::string detail;                  // what the code's reason names (see Unavailable)

    static Figure of(double value, std::string unit, std::string source);
    static Figure missing(std::string reason, std::string source = {},
                          Unavailable why = Unavailable::Other, std::string detail = {});
};

struct CpuCore
{
    int index = 0;
    Figure utilisation; // %, since the previous sample
    Figure frequency;   // MHz
};

struct CpuReading
{
    Figure utilisation; // %, all cores together, since the previous sample
    std::vector<CpuCore> cores;
    Figure frequency;   // MHz, the mean over the cores
    Figure temperature; // °C
    std::string
        temperatureSensor; // "coretemp temp1 (Package id 0)", "thermal_zone0 (x86_pkg_temp)"
    Figure power;          // W, the RAPL packages together, since the previous sample
};

struct GpuReading
{
    // Name, vendor and driver are empty where the system does not say: whoever shows the sample
    // words that in its own language ("GPU 1", "unknown vendor").
    std::string name;   // the NVML name, or "card0"
    std::string vendor; // "AMD", "Intel", "NVIDIA", or the PCI vendor id
    std::string driver; // "amdgpu", "i915", "xe", "nvidia (NVML)"...
    std::string where;  // "/sys/class/drm/card0/device", "NVML device 0"
    Figure utilisation; // %: the share of the driver's sample period in which a kernel ran
    Figure memoryUsed;  // MiB
    Figure memoryTotal; // MiB
    Figure coreClock;   // MHz (graphics / shader clock)
    Figure memoryClock; // MHz
    Figure temperature; // °C
    Figure power;       // W
    Figure powerLimit;  // W: the cap the driver enforces
    // NVML's clock-event (throttle) reasons: the bit mask as a number, and in words.
    Figure throttleMask;
    std::string throttleText;
};

struct Sample
{
    int index = 0;       // 0 for the first sample of a reader
    double seconds = 0;  // time of the sample (steady clock, or what the caller gave)
    double interval = 0; // seconds since the previous sample (0 for the first)
    CpuReading cpu;
    std::vector<GpuReading> gpus;
    std::string gpuNote; // why no GPU is listed, or what was not searched (empty when some are)
    Unavailable gpuNoteWhy = Unavailable::None; // NoDrm, NoGpuCard (with the NVML status), Other
    std::string gpuNoteDetail;                  // the drm folder
    std::string nvml; // "NVML 12.550.54.15: 1 device(s)", or why NVML is not used
    Unavailable nvmlWhy = Unavailable::None; // NvmlNotTried, NvmlNotFound, ...; None: in use
    std::string nvmlDetail; // what nvmlWhy names (see Unavailable); None: the driver's version
    int nvmlDevices = 0;    // the devices NVML counted (None)
};

struct ReaderOptions
{
    std::string root = "/";                        // prefix of /proc and /sys (tests: a fake tree)
    std::string nvmlLibrary = "libnvidia-ml.so.1"; // empty: NVML is not tried
};

// Reads samples. Rates (utilisation, power from energy counters) need two samples: the first
// sample gives them as unavailable, "needs a second sample". Not thread-safe: one thread samples.
class Reader
{
public:
    explicit Reader(ReaderOptions options = {});
    ~Reader();
    Reader(const Reader &) = delete;
    Reader &operator=(const Reader &) = delete;

    Sample sample();               // now (steady clock)
    Sample sample(double seconds); // at a time the caller gives (tests: deterministic rates)

    const ReaderOptions &options() const;

private:
    struct Impl;
    std::unique_ptr<Impl> d;
};

// The pieces, for tests and for other readers.

// A small file read whole, at most maxBytes (more: the first maxBytes, and `cut` set); or the
// reason it could not be read ("file missing", "permission denied", ...).
struct FileText
{
    bool ok = false;
    std::string text;
    std::string reason;
    Unavailable why = Unavailable::None; // FileMissing, PermissionDenied or Other when not ok
    bool cut = false;
};
FileText readSmallFile(const std::string &path, std::size_t maxBytes = 4096);

// The whole text (spaces and newlines around it allowed) as a non-negative whole number.
std::optional<std::uint64_t> parseCount(const std::string &text);
// The clock of the level marked '*' in an amdgpu pp_dpm_* file ("1: 800Mhz *") in MHz.
std::optional<double> currentDpmClock(const std::string &text);
// Energy used between two readings of a counter that wraps at `range` (0: unknown); nullopt when
// the counter went back and the range is unknown or too small to explain it.
std::optional<std::uint64_t> energyDelta(std::uint64_t previous, std::uint64_t current,
                                         std::uint64_t range);
// NVML's clock-event reasons in words: "idle, power cap, thermal slowdown (software)"; "none".
std::string throttleReasonsText(std::uint64_t mask);

// One sample as a JSON object: {"index", "seconds", "interval", "cpu": {...}, "gpus": [...],
// "gpu_note", "nvml"}, each figure {"value", "unit", "source"} or {"value": null, "reason",
// "source"}.
std::string sampleJson(const Sample &sample);
std::string figureJson(const Figure &figure);

} // namespace gpulab::telemetry
