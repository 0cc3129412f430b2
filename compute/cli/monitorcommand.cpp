// `gpulab-cli monitor`: this machine's telemetry (compute/telemetry.h) every S seconds: CPU
// utilisation, frequency, temperature and power, and every GPU's utilisation, memory, clocks,
// temperature, power and power limit; each figure with its source, or why it is unavailable.
#include "compute/cli/clisupport.h"
#include "compute/cli/computecommands.h"
#include "compute/telemetry.h"

#include <chrono>
#include <cstdio>
#include <thread>

namespace gpulab::cli {

namespace {

const char *const kSummary =
    "  monitor [--interval S] [--count N] [--json] [--root DIR]\n"
    "                          This machine's telemetry every S seconds: CPU and GPU utilisation,\n"
    "                          memory, clocks, temperature, power; or why a figure is "
    "unavailable.\n";

const char *const kHelp =
    R"(Usage: gpulab-cli monitor [--interval S] [--count N] [--json] [--root DIR] [--nvml PATH]

Samples what this machine's processors report about themselves, every S seconds, and prints each
figure with the file (or NVML call) it came from, or the reason it is unavailable:
  CPU      utilisation (/proc/stat, overall and per core, over the interval), frequency
           (cpufreq, else /proc/cpuinfo), temperature (hwmon coretemp/k10temp/zenpower, else a
           thermal zone), package power (RAPL powercap energy over the interval; often readable
           by root only).
  AMD      gpu_busy_percent, VRAM used/total, core and memory clock (pp_dpm_sclk/mclk),
           temperature, power and power cap (hwmon), from /sys/class/drm/cardN/device.
  Intel    GPU clock (gt_cur_freq_mhz), temperature, power or energy, power limit (hwmon).
  NVIDIA   NVML (libnvidia-ml.so.1, loaded if installed): utilisation, memory, clocks,
           temperature, power, the enforced power limit and the clock-event (throttle) reasons.
A GPU's utilisation is the share of the driver's sample period in which a kernel was running, not
the share of its lanes that were busy. Nothing is estimated: a figure the machine does not report
is shown as unavailable, with the reason.

  --interval S            Seconds between samples (default 1; 0.05 to 3600). Rates
                          (utilisation, power from energy counters) are over this interval.
  --count N               Samples to print, then stop (default: until Ctrl-C).
  --json                  One JSON object per sample and line, every figure as {"value",
                          "unit", "source"} or {"value": null, "reason", "source"}.
  --root DIR              Read /proc and /sys under DIR instead of / (a copied or fake tree).
  --nvml PATH             The NVML library to load (default libnvidia-ml.so.1); 'none': do not
                          load NVML.
  -h, --help              Show this help.

Exit codes: 0 ok; 2 usage error; 130 interrupted (the samples so far were printed).
)";

std::string shown(const telemetry::Figure &f, int decimals)
{
    if (!f.available)
        return "unavailable";
    return fixed(f.value, decimals) + (f.unit.empty() ? "" : " " + f.unit);
}

void row(std::ostream &out, const char *name, const telemetry::Figure &f, int decimals)
{
    char text[64];
    std::snprintf(text, sizeof(text), "  %-14s %-14s ", name, shown(f, decimals).c_str());
    out << text
        << (f.available ? f.source : f.reason + (f.source.empty() ? "" : " [" + f.source + "]"))
        << "\n";
}

void printSample(std::ostream &out, const telemetry::Sample &s, double start)
{
    out << "Sample " << s.index << " at +" << fixed(s.seconds - start, 2) << " s (over the last "
        << fixed(s.interval, 2) << " s)\n";
    out << "CPU\n";
    row(out, "utilisation", s.cpu.utilisation, 1);
    if (!s.cpu.cores.empty()) {
        out << "  per core %     ";
        int shownCores = 0;
        for (const telemetry::CpuCore &core : s.cpu.cores) {
            if (shownCores++ == 32) {
                out << " ...";
                break;
            }
            out << " " << (core.utilisation.available ? fixed(core.utilisation.value, 0) : "-");
        }
        out << "\n";
    }
    row(out, "frequency", s.cpu.frequency, 0);
    row(out, "temperature", s.cpu.temperature, 1);
    if (!s.cpu.temperatureSensor.empty())
        out << "  " << std::string(14, ' ') << " sensor: " << s.cpu.temperatureSensor << "\n";
    row(out, "package power", s.cpu.power, 1);
    for (std::size_t i = 0; i < s.gpus.size(); ++i) {
        const telemetry::GpuReading &g = s.gpus[i];
        out << "GPU " << (g.name.empty() ? std::to_string(i) : g.name) << " ("
            << (g.vendor.empty() ? "unknown vendor" : g.vendor) << ", "
            << (g.driver.empty() ? "unknown driver" : g.driver) << ") " << g.where << "\n";
        row(out, "utilisation", g.utilisation, 0);
        row(out, "memory used", g.memoryUsed, 0);
        row(out, "memory total", g.memoryTotal, 0);
        row(out, "core clock", g.coreClock, 0);
        row(out, "memory clock", g.memoryClock, 0);
        row(out, "temperature", g.temperature, 1);
        row(out, "power", g.power, 1);
        row(out, "power limit", g.powerLimit, 1);
        if (g.throttleMask.available)
            out << "  clock events   " << g.throttleText << "\n";
        else
            row(out, "clock events", g.throttleMask, 0);
    }
    if (s.gpus.empty())
        out << "GPU: none listed: " << s.gpuNote << "\n";
    out << "NVML: " << s.nvml << "\n\n";
    out.flush();
}

int commandMonitor(const std::vector<std::string> &args, const CommandContext &context)
{
    telemetry::ReaderOptions options;
    double interval = 1.0;
    long long count = 0;
    bool json = false;
    for (std::size_t i = 0; i < args.size(); ++i) {
        OptionWord option("monitor", args, i);
        const std::string &arg = option.name();
        if (arg == "--interval") {
            interval = parseNumber(option.value(), arg);
            if (interval < 0.05 || interval > 3600)
                throw UsageError("--interval expects seconds from 0.05 to 3600, not '" +
                                 fixed(interval, 3) + "'");
        } else if (arg == "--count") {
            count = parseWhole(option.value(), arg, 1, kNoLimit);
        } else if (arg == "--json") {
            json = true;
        } else if (arg == "--root") {
            options.root = option.value();
        } else if (arg == "--nvml") {
            const std::string value = option.value();
            options.nvmlLibrary = value == "none" ? std::string() : value;
        } else {
            option.unknown();
        }
        option.finish();
    }
    context.catchCtrlC();
    telemetry::Reader reader(options);
    std::ostream &out = context.out;
    const telemetry::Sample first = reader.sample(); // starts the interval of the rates
    if (!json)
        out << "Telemetry of "
            << (options.root == "/" ? std::string("this machine")
                                    : "the tree under " + options.root)
            << ", every " << fixed(interval, 2) << " s"
            << (count ? ", " + std::to_string(count) + " sample(s)" : std::string(", until Ctrl-C"))
            << ".\n\n";
    using clock = std::chrono::steady_clock;
    auto next = clock::now();
    for (long long n = 0; count == 0 || n < count; ++n) {
        next +=
            std::chrono::duration_cast<clock::duration>(std::chrono::duration<double>(interval));
        while (clock::now() < next) {
            if (context.cancel.cancelled()) {
                if (!json)
                    out << "Interrupted.\n";
                return ExitInterrupted;
            }
            std::this_thread::sleep_for(
                std::min<clock::duration>(next - clock::now(), std::chrono::milliseconds(50)));
        }
        const telemetry::Sample s = reader.sample();
        if (json) {
            out << telemetry::sampleJson(s) << "\n";
            out.flush();
        } else {
            printSample(out, s, first.seconds);
        }
    }
    return ExitOk;
}

} // namespace

const Command kMonitorCommand{"monitor", kSummary, [] { return std::string(kHelp); },
                              commandMonitor};

} // namespace gpulab::cli
