// Wall-clock timing for every measurement in compute/: one monotonic clock and seconds as a
// double, so that no file keeps its own copy of the conversion.
#pragma once

#include <chrono>

namespace gpulab {

// Monotonic: never jumps with the system time, unlike system_clock.
using Clock = std::chrono::steady_clock;

// Seconds from `from` to `to`.
inline double secondsBetween(Clock::time_point from, Clock::time_point to)
{
    return std::chrono::duration<double>(to - from).count();
}

// Seconds from `start` to now.
inline double since(Clock::time_point start)
{
    return secondsBetween(start, Clock::now());
}

} // namespace gpulab
