// The measurement engine's request loop (see engine.h).
//
// Threading: the calling thread reads requests; each measuring request runs on one worker
// std::thread so that "cancel" can be read while it works. Output lines are written whole under
// a mutex and flushed at once (the reader is a pipe). The opened ClDevice is kept across requests
// so kernels are compiled on a device's first use only; only the worker touches it, and the
// reader joins the worker before starting the next one. A heartbeat thread says "alive" once a
// second while the running request checks its cancel token (it is computing, not blocked in the
// driver). "quit" and the end of the input stop the engine even when the worker is blocked in the
// driver: it is abandoned after the quit grace (deadlines.h).
#include "compute/engine.h"
#include "compute/enginerequest.h"

#include "compute/deadlines.h"

#include "compute/bandwidth.h"
#include "compute/benchmark.h"
#include "compute/cldevice.h"
#include "compute/errors.h"
#include "compute/gemv.h"
#include "compute/jsonwriter.h"
#include "compute/latency.h"
#include "compute/multidevice.h"
#include "compute/roofline.h"
#include "compute/transfer.h"
#include "compute/tuning.h"

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <functional>
#include <istream>
#include <memory>
#include <mutex>
#include <optional>
#include <ostream>
#include <string>
#include <thread>
#include <vector>

namespace gpulab {

namespace {

// Lets progress events through at most every 33 ms, the first and the last always.
class Throttle
{
public:
    bool pass(double fraction)
    {
        const auto now = std::chrono::steady_clock::now();
        if (fraction > 0 && fraction < 1 && now - m_last < std::chrono::milliseconds(33))
            return false;
        m_last = now;
        return true;
    }

private:
    std::chrono::steady_clock::time_point m_last{};
};

class Engine
{
public:
    explicit Engine(std::ostream &out) : m_out(out), m_heartbeat([this] { beat(); }) {}
    ~Engine()
    {
        finish(true);
        {
            std::lock_guard lock(m_beatMutex);
            m_stopBeating = true;
        }
        m_beatWake.notify_all();
        m_heartbeat.join();
    }

    void handle(const std::string &line);
    // Waits for the running request; `cancel` stops it first and waits at most the quit grace
    // (deadlines.h). False when the request did not stop in time: its thread is blocked in the
    // driver, this Engine must never be destroyed, and the process must end with _Exit.
    bool finish(bool cancel)
    {
        if (cancel) {
            m_cancel.cancel();
            const auto until = std::chrono::steady_clock::now() + driverDeadlines().quitGrace;
            while (m_busy && std::chrono::steady_clock::now() < until)
                std::this_thread::sleep_for(std::chrono::milliseconds(10));
            if (m_busy) {
                markDriverStuck();
                return false;
            }
        }
        if (m_worker.joinable())
            m_worker.join();
        return true;
    }

private:
    void emit(const std::string &json)
    {
        std::lock_guard lock(m_outMutex);
        m_out << json << '\n' << std::flush;
    }
    void done(bool cancelled, const std::string &error)
    {
        emit(std::string("{\"event\": \"done\", \"cancelled\": ") + json::boolean(cancelled) +
             ", \"error\": " + (error.empty() ? "null" : json::string(error)) + "}");
    }
    const DeviceDiscovery &discovery()
    {
        if (!m_discovery)
            m_discovery = discoverDevices();
        return *m_discovery;
    }
    // Worker thread only. Null for index -1 (no OpenCL); throws for a bad index.
    ClDevice *openDevice(int index);
    // Worker thread: run a request, then report it done (after clearing m_busy, so that a
    // client reacting to "done" at once with its next request is never refused as busy).
    void runBench(BenchConfig config, int deviceIndex);
    void runRoofs(int deviceIndex, int repeats);
    void runLatency(LatencyConfig config);
    void runBandwidth(BandwidthConfig config, int deviceIndex);
    void runTransfer(TransferConfig config, int deviceIndex);
    void runSplitProduct(MultiDeviceConfig config);
    void runTune(TuneConfig config, int deviceIndex);
    void runGemv(GemvConfig config, int deviceIndex);
    // Worker thread: runs `body` (which returns whether it was cancelled), turns exceptions
    // into the error of the request's done event, and finishes the request.
    void measure(const std::function<bool()> &body);
    // Starts `body` on the worker thread (the reader has joined the previous one).
    void start(std::function<void()> body)
    {
        m_cancel.reset();
        m_busy = true;
        m_worker = std::thread(std::move(body));
    }
    void progress(const std::string &measurement, double fraction, Throttle &throttle)
    {
        if (throttle.pass(fraction))
            emit("{\"event\": \"progress\", \"measurement\": " + json::string(measurement) +
                 ", \"fraction\": " + json::number(fraction) + "}");
    }
    void point(const std::string &measurement, const std::string &pointJson)
    {
        emit("{\"event\": \"point\", \"measurement\": " + json::string(measurement) +
             ", \"point\": " + pointJson + "}");
    }
    // Worker thread: a sweep over sizes (latency, bandwidth, transfer). `run(onEvent)` measures
    // and returns the report; onEvent sends each point as it is measured and the progress
    // (throttled); then the report goes as the event named `measurement`. Returns whether the
    // sweep was cancelled.
    template <typename Event, typename Run, typename PointJson, typename ReportJson>
    bool sweep(const std::string &measurement, Run run, PointJson pointJson, ReportJson reportJson)
    {
        Throttle throttle;
        const auto report = run([&](const Event &e) {
            if (e.point)
                point(measurement, pointJson(*e.point));
            progress(measurement, e.fraction, throttle);
        });
        emit("{\"event\": " + json::string(measurement) + ", " + json::string(measurement) + ": " +
             reportJson(report) + "}");
        return report.cancelled;
    }
    void finishRequest(bool cancelled, const std::string &error)
    {
        m_busy = false;
        done(cancelled, error);
    }
    bool busy() const { return m_busy.load(); }
    // Heartbeat thread: {"event": "alive"} each second in which the running request checked its
    // cancel token, so that the application can tell a long computation from a hung driver.
    void beat()
    {
        std::uint64_t seen = m_cancel.checks();
        std::unique_lock lock(m_beatMutex);
        while (
            !m_beatWake.wait_for(lock, std::chrono::seconds(1), [this] { return m_stopBeating; })) {
            const std::uint64_t now = m_cancel.checks();
            if (m_busy && now != seen)
                emit("{\"event\": \"alive\"}");
            seen = now;
        }
    }

    std::ostream &m_out;
    std::mutex m_outMutex;
    std::optional<DeviceDiscovery> m_discovery;
    std::unique_ptr<ClDevice> m_device;
    int m_deviceIndex = -1;
    CancelToken m_cancel;
    std::thread m_worker;
    std::atomic<bool> m_busy{false};
    std::mutex m_beatMutex;
    std::condition_variable m_beatWake;
    bool m_stopBeating = false;
    std::thread m_heartbeat; // last: it starts once the rest is built
};

ClDevice *Engine::openDevice(int index)
{
    if (index < 0)
        return nullptr;
    const DeviceDiscovery &found = discovery();
    if (index >= int(found.devices.size()))
        throw ComputeError(
            ErrorKind::NoDevice,
            "there is no OpenCL device " + std::to_string(index) +
                (found.problem.empty() ? std::string() : " (" + found.problem + ")"));
    if (!m_device || m_deviceIndex != index) {
        m_device.reset();
        m_device = std::make_unique<ClDevice>(found.devices[std::size_t(index)]);
        m_deviceIndex = index;
    }
    emit("{\"event\": \"device\", \"name\": " + json::string(m_device->info().name) + "}");
    return m_device.get();
}

void Engine::runBench(BenchConfig config, int deviceIndex)
{
    measure([&] {
        ClDevice *device = openDevice(deviceIndex);
        std::string noDevice;
        if (!device) {
            // device=-1 never loads a driver (the CPU rungs run whatever the driver does).
            noDevice = !m_discovery                   ? "no OpenCL device was chosen"
                       : m_discovery->problem.empty() ? "no OpenCL device was found"
                                                      : m_discovery->problem;
        }
        Benchmark benchmark(device, noDevice);
        using Clock = std::chrono::steady_clock;
        auto lastProgress = Clock::now() - std::chrono::seconds(1);
        std::mutex progressMutex; // cpu-threads reports progress from several threads
        const BenchReport report = benchmark.run(config, m_cancel, [&](const BenchEvent &e) {
            switch (e.kind) {
            case BenchEvent::Kind::Reference:
                emit("{\"event\": \"reference\", \"n\": " + std::to_string(e.n) + "}");
                break;
            case BenchEvent::Kind::Building:
                emit("{\"event\": \"building\", \"variant\": " + json::string(e.variant) +
                     ", \"n\": " + std::to_string(e.n) + "}");
                break;
            case BenchEvent::Kind::Running: {
                {
                    std::lock_guard lock(progressMutex);
                    const auto now = Clock::now();
                    const bool edge = e.fraction <= 0 || e.fraction >= 1;
                    if (!edge && now - lastProgress < std::chrono::milliseconds(33))
                        break;
                    lastProgress = now;
                }
                emit("{\"event\": \"progress\", \"variant\": " + json::string(e.variant) +
                     ", \"n\": " + std::to_string(e.n) + ", \"run\": " + std::to_string(e.run) +
                     ", \"fraction\": " + json::number(e.fraction) + "}");
                break;
            }
            case BenchEvent::Kind::Finished:
                emit("{\"event\": \"result\", \"result\": " + json::benchResult(*e.result) + "}");
                break;
            }
        });
        return report.cancelled;
    });
}

void Engine::runRoofs(int deviceIndex, int repeats)
{
    measure([&] {
        ClDevice *device = openDevice(deviceIndex);
        if (!device)
            throw ComputeError(ErrorKind::NoDevice, "the roofline needs an OpenCL device");
        const DeviceRoofs roofs = measureRoofs(*device, m_cancel, repeats);
        emit("{\"event\": \"roofs\", \"roofs\": " + json::roofs(roofs, device->info().name) + "}");
        return false;
    });
}

void Engine::measure(const std::function<bool()> &body)
{
    bool cancelled = false;
    std::string error;
    try {
        cancelled = body();
    } catch (const ComputeError &e) {
        if (e.kind() == ErrorKind::Cancelled)
            cancelled = true;
        else
            error = e.what();
    } catch (const std::exception &e) {
        error = e.what();
    }
    finishRequest(cancelled, error);
}

void Engine::runLatency(LatencyConfig config)
{
    measure([&] {
        return sweep<LatencyEvent>(
            "latency", [&](auto onEvent) { return measureLatency(config, m_cancel, onEvent); },
            json::latencyPoint, json::latency);
    });
}

void Engine::runBandwidth(BandwidthConfig config, int deviceIndex)
{
    measure([&] {
        ClDevice *device = openDevice(deviceIndex);
        return sweep<BandwidthEvent>(
            "bandwidth",
            [&](auto onEvent) { return measureBandwidth(device, config, m_cancel, onEvent); },
            json::bandwidthPoint, json::bandwidth);
    });
}

void Engine::runTransfer(TransferConfig config, int deviceIndex)
{
    measure([&] {
        ClDevice *device = openDevice(deviceIndex);
        if (!device)
            throw ComputeError(ErrorKind::NoDevice, "transfers need an OpenCL device");
        return sweep<TransferEvent>(
            "transfer",
            [&](auto onEvent) { return measureTransfers(*device, config, m_cancel, onEvent); },
            json::transferPoint, json::transfer);
    });
}

void Engine::runSplitProduct(MultiDeviceConfig config)
{
    measure([&] {
        Throttle throttle;
        const MultiDeviceReport report =
            gpulab::runMultiDevice(discovery(), config, m_cancel, [&](const MultiDeviceEvent &e) {
                if (!throttle.pass(e.kind == MultiDeviceEvent::Kind::Running ? e.fraction : 0))
                    return;
                const char *stage = e.kind == MultiDeviceEvent::Kind::Reference  ? "reference"
                                    : e.kind == MultiDeviceEvent::Kind::Building ? "building"
                                                                                 : "running";
                emit("{\"event\": \"progress\", \"measurement\": \"multidevice\", \"stage\": " +
                     json::string(stage) + ", \"run\": " + std::to_string(e.run) +
                     ", \"fraction\": " + json::number(e.fraction) + "}");
            });
        emit("{\"event\": \"multidevice\", \"multidevice\": " + json::multiDevice(report) + "}");
        return report.cancelled;
    });
}

void Engine::runTune(TuneConfig config, int deviceIndex)
{
    measure([&] {
        ClDevice *device = openDevice(deviceIndex);
        if (!device)
            throw ComputeError(ErrorKind::NoDevice, "tuning needs an OpenCL device");
        const TuneReport report = tuneRegblock(*device, config, m_cancel, [&](const TuneEvent &e) {
            emit("{\"event\": \"progress\", \"measurement\": \"tune\", \"candidate\": " +
                 std::to_string(e.index) + ", \"count\": " + std::to_string(e.count) +
                 ", \"fraction\": " + json::number(e.fraction) + "}");
            if (e.kind == TuneEvent::Kind::Measured && e.result)
                emit("{\"event\": \"candidate\", \"index\": " + std::to_string(e.index) +
                     ", \"candidate\": " + json::tuneCandidate(*e.result) + "}");
        });
        emit("{\"event\": \"tune\", \"tune\": " + json::tuneReport(report) + "}");
        if (!report.cancelled && !report.cacheProblem.empty())
            throw ComputeError(ErrorKind::Runtime,
                               "the tuning was not stored: " + report.cacheProblem);
        return report.cancelled;
    });
}

void Engine::runGemv(GemvConfig config, int deviceIndex)
{
    measure([&] {
        ClDevice *device = openDevice(deviceIndex);
        if (!device)
            throw ComputeError(ErrorKind::NoDevice, "gemv needs an OpenCL device");
        Throttle throttle;
        const GemvReport report = measureGemv(*device, config, m_cancel, [&](const GemvEvent &e) {
            // A new stage always passes: the window names it.
            if (!throttle.pass(e.stage == GemvEvent::Stage::Gemv ||
                                       e.stage == GemvEvent::Stage::Gemm
                                   ? e.fraction
                                   : 0))
                return;
            emit("{\"event\": \"progress\", \"measurement\": \"gemv\", \"stage\": " +
                 json::string(gemvStageName(e.stage)) + ", \"run\": " + std::to_string(e.run) +
                 ", \"fraction\": " + json::number(e.fraction) + "}");
        });
        emit("{\"event\": \"gemv\", \"gemv\": " + json::gemv(report) + "}");
        return report.cancelled;
    });
}

void Engine::handle(const std::string &line)
{
    if (line.find_first_not_of(" \t\r") == std::string::npos)
        return;
    EngineWords words;
    try {
        words = splitEngineRequest(line);
    } catch (const ComputeError &e) {
        done(false, e.what());
        return;
    }
    if (words.verb == "cancel") {
        m_cancel.cancel();
        return;
    }
    if (busy()) {
        done(false, "busy: a measurement is already running");
        return;
    }
    if (m_worker.joinable())
        m_worker.join();
    try {
        const EngineRequest request = readEngineRequest(words);
        const int device = request.device;
        switch (request.kind) {
        case EngineRequest::Kind::Devices:
            // On the reader thread, as before: discoverDevices() itself is bounded (deadlines.h).
            emit("{\"event\": \"devices\", \"discovery\": " + json::discovery(discovery()) + "}");
            done(false, {});
            break;
        case EngineRequest::Kind::Bench:
            start([this, config = request.bench, device] { runBench(config, device); });
            break;
        case EngineRequest::Kind::Roofs:
            start([this, device, runs = request.repeats] { runRoofs(device, runs); });
            break;
        case EngineRequest::Kind::Latency:
            start([this, config = request.latency] { runLatency(config); });
            break;
        case EngineRequest::Kind::Bandwidth:
            start([this, config = request.bandwidth, device] { runBandwidth(config, device); });
            break;
        case EngineRequest::Kind::Transfer:
            start([this, config = request.transfer, device] { runTransfer(config, device); });
            break;
        case EngineRequest::Kind::MultiDevice:
            start([this, config = request.multiDevice] { runSplitProduct(config); });
            break;
        case EngineRequest::Kind::Tune:
            start([this, config = request.tune, device] { runTune(config, device); });
            break;
        case EngineRequest::Kind::Gemv:
            start([this, config = request.gemv, device] { runGemv(config, device); });
            break;
        case EngineRequest::Kind::Tuning: {
            // On the reader thread, like devices: a bounded discovery and one small file read.
            const DeviceDiscovery &found = discovery();
            if (device >= int(found.devices.size()))
                throw ComputeError(ErrorKind::NoDevice,
                                   "there is no OpenCL device " + std::to_string(device));
            emit("{\"event\": \"tuning\", \"tuning\": " +
                 json::tuningState(tuningState(found.devices[std::size_t(device)])) + "}");
            done(false, {});
            break;
        }
        }
    } catch (const ComputeError &e) {
        done(false, e.what());
    }
}

} // namespace

int runEngine(std::istream &in, std::ostream &out, const EngineOptions &options)
{
    auto engine = std::make_unique<Engine>(out);
    std::string line;
    bool quit = options.quitAtEndOfInput;
    while (std::getline(in, line)) {
        if (line == "quit" || line == "quit\r") {
            quit = true;
            break;
        }
        engine->handle(line);
    }
    if (!engine->finish(quit))
        (void)engine.release(); // its worker is blocked in the driver and still refers to it
    return 0;
}

} // namespace gpulab
