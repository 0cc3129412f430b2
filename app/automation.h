// Non-interactive runs of the application: `--screenshot DIR` (every lesson and section, with
// each simulation run a fixed number of steps, written as PNGs, plus one presenter-mode view)
// and `--smoke-test` (first painted frame, OpenCL and database checks, one line of report).
// Both return the process exit code.
#pragma once

#include <QString>

namespace gpulab {

class DeviceService;
class MainWindow;
class ProgressStore;

// Fixed number of simulation steps before a screenshot (1.5 s of simulated time at 60 Hz).
constexpr int kScreenshotSteps = 90;

int runScreenshots(MainWindow &window, const QString &directory);

// `processStartMs`: milliseconds since the epoch when the process started. `storeNote`: what
// opening the store had to tell (a damaged file set aside and what was salvaged from it), printed
// after the database's "ok". Returns 1 when the window was not painted, the database is unusable,
// a lesson failed to load or the measurement engine (gpulab-cli) is missing; no OpenCL driver is
// reported, not a failure.
int runSmokeTest(MainWindow &window, DeviceService &devices, ProgressStore &store,
                 const QString &storeNote, qint64 processStartMs);

// This process's resident memory (Linux: VmRSS), 0 when unknown.
qint64 residentMemoryBytes();

// When this process started, in ms since the epoch (Linux: /proc/self/stat; else "now").
qint64 processStartEpochMs();

} // namespace gpulab
