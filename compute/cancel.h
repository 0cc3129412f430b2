// Cooperative cancellation and progress for long computations. The engine polls the token
// between steps (a row of the serial loop, a band of an OpenCL launch, one repeat) and throws
// ComputeError(Cancelled) when it is set. Setting it is safe from any thread and from a signal
// handler (a lock-free atomic).
#pragma once

#include "compute/errors.h"

#include <atomic>
#include <functional>

namespace gpulab {

class CancelToken
{
public:
    void cancel() { m_cancelled.store(true, std::memory_order_relaxed); }
    void reset() { m_cancelled.store(false, std::memory_order_relaxed); }
    bool cancelled() const { return m_cancelled.load(std::memory_order_relaxed); }
    void throwIfCancelled() const
    {
        if (cancelled())
            throw ComputeError(ErrorKind::Cancelled, "Cancelled");
    }
    static_assert(std::atomic<bool>::is_always_lock_free);

private:
    std::atomic<bool> m_cancelled{false};
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

} // namespace gpulab
