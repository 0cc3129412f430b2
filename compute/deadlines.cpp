// The driver timeout policy (see deadlines.h).
#include "compute/deadlines.h"

#include <atomic>
#include <cstdlib>
#include <string>

namespace gpulab {

namespace {
std::atomic<bool> g_driverStuck{false};

DriverDeadlines readDeadlines()
{
    DriverDeadlines deadlines;
    if (const char *text = std::getenv("GPULAB_DRIVER_TIMEOUT_MS")) {
        char *end = nullptr;
        const long ms = std::strtol(text, &end, 10);
        if (end != text && *end == '\0' && ms > 0 && ms <= 3600000) {
            deadlines.discovery = std::chrono::milliseconds(ms);
            deadlines.silence = 4 * deadlines.discovery;
        }
    }
    return deadlines;
}
} // namespace

const DriverDeadlines &driverDeadlines()
{
    static const DriverDeadlines deadlines = readDeadlines();
    return deadlines;
}

void markDriverStuck()
{
    g_driverStuck.store(true);
}

bool driverStuck()
{
    return g_driverStuck.load();
}

} // namespace gpulab
