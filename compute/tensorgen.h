// Synthetic weight tensors for the block-quantisation experiments (blockquant.h): seeded, the
// same numbers on every platform and compiler (SplitMix64 and Box-Muller written out here, no
// std:: distribution, whose output differs between standard libraries).
//   - Gaussian: N(0, 0.02^2), the scale of a trained transformer's weights.
//   - HeavyTailed: Student's t with 3 degrees of freedom scaled to the same standard deviation
//     (t3 has variance 3): most values small, a few many times larger.
//   - Outliers: Gaussian, and a few whole columns ("outlier channels": 1 in 256, at least one)
//     multiplied by 40, as the activation outliers of large language models (Dettmers et al.,
//     "LLM.int8()", 2022).
// A Tensor is row-major; blocks of the quantisers run along a row (the columns of one row).
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

namespace gpulab::fp {

struct Tensor
{
    int rows = 0;
    int cols = 0;
    std::vector<double> values; // rows * cols, row-major
    double at(int r, int c) const { return values[std::size_t(r) * std::size_t(cols) + c]; }
};

// The largest tensor the experiments take (elements): 16 Mi, 128 MiB of doubles.
inline constexpr std::int64_t kMaxTensorElements = std::int64_t(1) << 24;

enum class TensorKind : std::uint8_t { Gaussian, HeavyTailed, Outliers };
const char *tensorKindName(TensorKind kind); // "gaussian", "heavy-tailed", "outliers"
std::optional<TensorKind> findTensorKind(std::string_view name);

inline constexpr double kWeightStdDev = 0.02;
inline constexpr double kOutlierFactor = 40;
inline constexpr int kOutlierEvery = 256; // one outlier column in this many

// Throws ComputeError(Usage) unless 1 <= rows, cols and rows * cols <= kMaxTensorElements.
Tensor makeTensor(TensorKind kind, int rows, int cols, std::uint64_t seed);
// The outlier columns makeTensor(Outliers, ..) scales, in increasing order.
std::vector<int> outlierColumns(int cols, std::uint64_t seed);

// SplitMix64 (Steele, Lea and Flood 2014; Vigna's constants): the next number of the stream.
constexpr std::uint64_t splitMix64(std::uint64_t &state)
{
    std::uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

} // namespace gpulab::fp
