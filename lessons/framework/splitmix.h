// SplitMix64 (Steele, Lea and Flood, "Fast splittable pseudorandom number generators", 2014;
// the constants of Vigna's splitmix64.c): the one random-number generator of the simulation
// models and their test doubles. Its output is fixed by the seed on every platform, compiler and
// standard library; std:: distributions are not (libstdc++ and libc++ draw different numbers from
// the same engine), and a model must give the same run bit for bit from the same seed, which the
// tests assert with exact values. Small, fast and well mixed; not for cryptography.
#pragma once

#include <QtGlobal>

namespace gpulab {

// The next number of the stream whose state is `state` (advances it by one).
constexpr quint64 splitMix64(quint64 &state)
{
    quint64 z = (state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

// Uniform in [0, 1): the top 53 bits of the next number, every double of the form k / 2^53.
constexpr double unitInterval(quint64 &state)
{
    return double(splitMix64(state) >> 11) * 0x1.0p-53;
}

// Uniform in (0, 1]: never 0, so its logarithm is finite (Box–Muller).
constexpr double openUnitInterval(quint64 &state)
{
    return double((splitMix64(state) >> 11) + 1) * 0x1.0p-53;
}

} // namespace gpulab
