// Cooperative cancellation and progress for long computations. The engine polls the token
// between steps (a slice of the serial loop, of a block, of an OpenCL launch; one repeat) and
// throws ComputeError(Cancelled) when it is set. Setting it is safe from any thread and from a
// signal handler (a lock-free atomic). How much work a step holds is decided by its measured
// time, not by a count (StepSizer), so a cancel is seen within about kStepSeconds on any machine,
// variant and N.
#pragma once

#include "compute/errors.h"

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <functional>

namespace gpulab {

class CancelToken
{
public:
    void cancel() { m_cancelled.store(true, std::memory_order_relaxed); }
    void reset() { m_cancelled.store(false, std::memory_order_relaxed); }
    bool cancelled() const
    {
        m_checks.fetch_add(1, std::memory_order_relaxed);
        return m_cancelled.load(std::memory_order_relaxed);
    }
    // How often the token was checked so far: a computation that checks it is not stuck in a
    // driver call (the engine's liveness signal, engine.h).
    std::uint64_t checks() const { return m_checks.load(std::memory_order_relaxed); }
    void throwIfCancelled() const
    {
        if (cancelled())
            throw ComputeError(ErrorKind::Cancelled, "Cancelled");
    }
    static_assert(std::atomic<bool>::is_always_lock_free);

private:
    std::atomic<bool> m_cancelled{false};
    mutable std::atomic<std::uint64_t> m_checks{0};
};

// What a running variant may report and check. `progress` receives the fraction of C done
// (0..1); it is called from the thread doing the work.
struct RunControl
{
    const CancelToken *cancel = nullptr;
    std::function<void(double)> progress;

    void check() const
    {
        if (cancel)
            cancel->throwIfCancelled();
    }
    void report(double fraction) const
    {
        if (progress)
            progress(fraction);
    }
};

// What a step between two checks of the token should take. An OpenCL variant keeps two steps
// queued (the device never waits for the host), so it stops within about twice this.
constexpr double kStepSeconds = 0.1;

// Sizes the steps of a loop by the time the last one took: the next step is what that rate does
// in `targetSeconds`, growing at most kGrowth-fold from one step to the next (a first step or a
// timer's coarse tick cannot make the next one huge) and shrinking at once when the work slows
// down (another process took the core). Units are the caller's (elements, rows of a block,
// tiles); the caller rounds to its granule and cuts at the end of the work. Pure: the caller
// times each step and reports it, so this is tested without a clock.
class StepSizer
{
public:
    static constexpr std::int64_t kGrowth = 4;

    explicit StepSizer(std::int64_t firstUnits = 1, double targetSeconds = kStepSeconds)
        : m_target(targetSeconds), m_next(std::max<std::int64_t>(1, firstUnits))
    {}

    // Units of work for the next step (at least 1).
    std::int64_t next() const { return m_next; }

    // A step of `units` took `seconds`.
    void record(std::int64_t units, double seconds)
    {
        units = std::max<std::int64_t>(1, units);
        const double most = double(units) * double(kGrowth);
        const double wanted = seconds > 0 ? double(units) * m_target / seconds : most;
        m_next = std::int64_t(std::clamp(wanted, 1.0, std::min(most, 1e15)));
    }

private:
    double m_target;
    std::int64_t m_next;
};

} // namespace gpulab
