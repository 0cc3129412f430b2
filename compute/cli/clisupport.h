// What several compute commands of gpulab-cli print or ask alike: fixed-point figures, a
// progress line on a terminal, and the OpenCL device named by --device.
#pragma once

#include "compute/devices.h"

#include <ostream>
#include <string>

namespace gpulab::cli {

// "3.14" for (3.14159, 2).
std::string fixed(double value, int decimals);

// A progress line on standard error, redrawn in place and erased when done, only when standard
// error is a terminal (a log file gets none of it).
class ProgressLine
{
public:
    explicit ProgressLine(std::ostream &err);
    ~ProgressLine() { clear(); }
    ProgressLine(const ProgressLine &) = delete;
    ProgressLine &operator=(const ProgressLine &) = delete;

    bool onTerminal() const { return m_tty; }
    void show(const std::string &text);
    void clear();

private:
    std::ostream &m_err;
    bool m_tty;
    bool m_dirty = false;
};

// The device "--device auto|INDEX" names (selectDevice()); a malformed choice is a UsageError,
// an index with no device a ComputeError(NoDevice).
const DeviceInfo &chooseDevice(const DeviceDiscovery &discovery, const std::string &choice);

} // namespace gpulab::cli
