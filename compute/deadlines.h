// How long GPU Lab waits for an OpenCL driver before it calls the driver hung: the one timeout
// policy. A driver can block a caller for ever (a wedged kernel module, a driver waiting on a GPU
// that fell off the bus), and nothing can interrupt a thread inside it; what can be bounded is
// how long we wait:
//   discovery   listing the platforms and devices (discoverDevices() gives up and says so; the
//               thread left in the driver is abandoned, and the process ends with _Exit)
//   silence     a measurement in the engine process with no sign of progress (no event, no
//               check of its cancel token: a kernel build, a clFinish); the application then
//               kills the engine and starts a fresh one for the next request
//   quitGrace   a process asked to quit (the engine by the window, a stuck request by the engine)
//               before it is ended by force
//   interruptGrace  a gpulab-cli run after Ctrl-C: it stops at its next check and prints what
//               finished; one still inside the driver then (a first kernel build takes seconds
//               on PoCL) is ended with exit 130, what it printed kept, inside the second a
//               person waits
// GPULAB_DRIVER_TIMEOUT_MS (tests, a slow driver) sets `discovery`; silence is always four
// discoveries, so a kernel build may take a while longer than a discovery.
#pragma once

#include <chrono>

namespace gpulab {

struct DriverDeadlines
{
    std::chrono::milliseconds discovery{15000};
    std::chrono::milliseconds silence{60000};
    std::chrono::milliseconds quitGrace{1000};
    std::chrono::milliseconds interruptGrace{700};
};

// The defaults, or GPULAB_DRIVER_TIMEOUT_MS's (read once per process).
const DriverDeadlines &driverDeadlines();

// A thread of this process was left blocked inside the OpenCL driver (a discovery or a request
// that did not return in time). Such a process must end with std::_Exit: running the static
// destructors could wait for ever on a lock the blocked thread holds.
void markDriverStuck();
bool driverStuck();

} // namespace gpulab
