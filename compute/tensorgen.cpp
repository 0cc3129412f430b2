#include "compute/tensorgen.h"

#include "compute/errors.h"

#include <algorithm>
#include <cmath>
#include <numbers>
#include <string>

namespace gpulab::fp {

namespace {

// Uniform in (0, 1]: never 0, so its logarithm is finite.
double openUnit(std::uint64_t &state)
{
    return double((splitMix64(state) >> 11) + 1) * 0x1.0p-53;
}

// One standard normal (Box-Muller, the cosine half).
double normal(std::uint64_t &state)
{
    const double u = openUnit(state), v = openUnit(state);
    return std::sqrt(-2 * std::log(u)) * std::cos(2 * std::numbers::pi * v);
}

// Student's t with 3 degrees of freedom: Z / sqrt(chi2_3 / 3).
double studentT3(std::uint64_t &state)
{
    const double z = normal(state);
    double chi2 = 0;
    for (int i = 0; i < 3; ++i) {
        const double n = normal(state);
        chi2 += n * n;
    }
    return z / std::sqrt(std::max(chi2, 1e-300) / 3);
}

} // namespace

const char *tensorKindName(TensorKind kind)
{
    switch (kind) {
    case TensorKind::Gaussian: return "gaussian";
    case TensorKind::HeavyTailed: return "heavy-tailed";
    case TensorKind::Outliers: return "outliers";
    }
    return "?";
}

std::optional<TensorKind> findTensorKind(std::string_view name)
{
    for (TensorKind k : {TensorKind::Gaussian, TensorKind::HeavyTailed, TensorKind::Outliers})
        if (name == tensorKindName(k))
            return k;
    return std::nullopt;
}

std::vector<int> outlierColumns(int cols, std::uint64_t seed)
{
    std::uint64_t state = seed ^ 0x6f75746c69657273ULL; // "outliers"
    const int count = std::max(1, cols / kOutlierEvery);
    std::vector<int> chosen;
    while (int(chosen.size()) < count) {
        const int c = int(splitMix64(state) % std::uint64_t(cols));
        if (std::find(chosen.begin(), chosen.end(), c) == chosen.end())
            chosen.push_back(c);
    }
    std::sort(chosen.begin(), chosen.end());
    return chosen;
}

Tensor makeTensor(TensorKind kind, int rows, int cols, std::uint64_t seed)
{
    if (rows < 1 || cols < 1 || std::int64_t(rows) * cols > kMaxTensorElements)
        throw ComputeError(ErrorKind::Usage, "tensor size " + std::to_string(rows) + " x " +
                                                 std::to_string(cols) + " is outside 1 .. " +
                                                 std::to_string(kMaxTensorElements) + " elements");
    Tensor t;
    t.rows = rows;
    t.cols = cols;
    t.values.resize(std::size_t(rows) * std::size_t(cols));
    std::uint64_t state = seed;
    const double tScale = kWeightStdDev / std::sqrt(3.0);
    for (double &v : t.values)
        v = kind == TensorKind::HeavyTailed ? tScale * studentT3(state)
                                            : kWeightStdDev * normal(state);
    if (kind == TensorKind::Outliers) {
        for (int c : outlierColumns(cols, seed))
            for (int r = 0; r < rows; ++r)
                t.values[std::size_t(r) * std::size_t(cols) + c] *= kOutlierFactor;
    }
    return t;
}

} // namespace gpulab::fp
