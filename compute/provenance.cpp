// Provenance of a result (see provenance.h).
#include "compute/provenance.h"

#include "compute/jsonwriter.h"

#include <sys/utsname.h>

#include <chrono>
#include <ctime>
#include <fstream>
#include <sstream>

#ifndef GPULAB_VERSION
#error "GPULAB_VERSION must be defined by the build (compute/CMakeLists.txt)"
#endif

namespace gpulab {

namespace {

std::string trimmed(const std::string &text)
{
    const auto first = text.find_first_not_of(" \t");
    if (first == std::string::npos)
        return {};
    return text.substr(first, text.find_last_not_of(" \t") - first + 1);
}

} // namespace

std::string appVersion()
{
    return GPULAB_VERSION;
}

std::string cpuModelName()
{
    // x86 names the model on "model name"; ARM kernels give "Model" (boards) or only
    // "CPU implementer"/"CPU part" codes; some give "Hardware". The first of these that is there.
    std::ifstream cpuinfo("/proc/cpuinfo");
    std::string line, model, fallback;
    while (std::getline(cpuinfo, line)) {
        const auto colon = line.find(':');
        if (colon == std::string::npos)
            continue;
        const std::string key = trimmed(line.substr(0, colon));
        const std::string value = trimmed(line.substr(colon + 1));
        if (value.empty())
            continue;
        if (key == "model name")
            return value;
        if ((key == "Model" || key == "Hardware" || key == "cpu model") && model.empty())
            model = value;
        if (key == "CPU part" && fallback.empty())
            fallback = "CPU part " + value;
    }
    if (!model.empty())
        return model;
    return fallback.empty() ? "unknown" : fallback;
}

std::string operatingSystem()
{
    utsname name{};
    if (uname(&name) != 0)
        return "unknown";
    return std::string(name.sysname) + " " + name.release + " " + name.machine;
}

std::string utcTimestamp()
{
    const std::time_t now = std::chrono::system_clock::to_time_t(std::chrono::system_clock::now());
    std::tm utc{};
    gmtime_r(&now, &utc);
    char text[32];
    std::strftime(text, sizeof(text), "%Y-%m-%dT%H:%M:%SZ", &utc);
    return text;
}

Provenance currentProvenance(const std::vector<const DeviceInfo *> &devices)
{
    Provenance p;
    p.appVersion = appVersion();
    p.createdUtc = utcTimestamp();
    p.cpuModel = cpuModelName();
    p.os = operatingSystem();
    for (const DeviceInfo *device : devices)
        if (device)
            p.devices.push_back(*device);
    return p;
}

namespace json {

std::string provenance(const Provenance &p)
{
    std::ostringstream o;
    o << "{\"schema_version\": " << Provenance::kSchemaVersion << ", \"app\": \"GPU Lab\""
      << ", \"app_version\": " << string(p.appVersion)
      << ", \"created_utc\": " << string(p.createdUtc) << ", \"cpu_model\": " << string(p.cpuModel)
      << ", \"os\": " << string(p.os) << ", \"devices\": [";
    for (std::size_t i = 0; i < p.devices.size(); ++i)
        o << (i ? ", " : "") << device(p.devices[i]);
    o << "]}";
    return o.str();
}

std::string withProvenance(const std::string &object, const Provenance &p)
{
    const auto brace = object.find('{');
    if (brace == std::string::npos)
        return object;
    const auto next = object.find_first_not_of(" \t\r\n", brace + 1);
    const bool empty = next != std::string::npos && object[next] == '}';
    return object.substr(0, brace + 1) + "\"provenance\": " + provenance(p) + (empty ? "" : ", ") +
           object.substr(brace + 1);
}

} // namespace json

} // namespace gpulab
