// Helpers of the compute commands (see clisupport.h).
#include "compute/cli/clisupport.h"

#include "compute/cliargs.h"

#include <algorithm>
#include <cstdio>

#if defined(__unix__) || defined(__APPLE__)
#include <unistd.h>
#endif

namespace gpulab::cli {

namespace {

bool stderrIsTerminal()
{
#if defined(__unix__) || defined(__APPLE__)
    return isatty(2) != 0;
#else
    return false;
#endif
}

constexpr std::size_t kLineWidth = 78;

} // namespace

std::string fixed(double value, int decimals)
{
    char buf[48];
    std::snprintf(buf, sizeof(buf), "%.*f", decimals, value);
    return buf;
}

ProgressLine::ProgressLine(std::ostream &err) : m_err(err), m_tty(stderrIsTerminal()) {}

void ProgressLine::show(const std::string &text)
{
    if (!m_tty)
        return;
    m_err << "\r" << text << std::string(kLineWidth - std::min(kLineWidth, text.size()), ' ');
    m_err.flush();
    m_dirty = true;
}

void ProgressLine::clear()
{
    if (m_dirty) {
        m_err << "\r" << std::string(kLineWidth, ' ') << "\r";
        m_err.flush();
    }
    m_dirty = false;
}

const DeviceInfo &chooseDevice(const DeviceDiscovery &discovery, const std::string &choice)
{
    try {
        return selectDevice(discovery, choice);
    } catch (const ComputeError &e) {
        if (e.kind() == ErrorKind::Usage)
            throw UsageError(e.what());
        throw;
    }
}

} // namespace gpulab::cli
