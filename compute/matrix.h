// Square row-major float32 matrices, their float64 reference product and the relative
// Frobenius error used to verify every variant.
#pragma once

#include "compute/cancel.h"

#include <cstdint>
#include <vector>

namespace gpulab {

// Row-major N x N: element (i, j) is at [i * n + j].
std::vector<float> randomMatrix(int n, std::uint64_t seed); // uniform in [-1, 1)

// C = A x B in float64 (blocked, on all cores): the trusted answer every variant is checked
// against. Checks `cancel` about every kStepSeconds and throws ComputeError(Cancelled).
std::vector<double> referenceGemm(int n, const std::vector<float> &a, const std::vector<float> &b,
                                  const CancelToken *cancel = nullptr);

// ||C - Cref||_F / ||Cref||_F; NaN or infinity in C give infinity. With Cref = 0, the absolute
// norm of C.
double relativeError(const std::vector<float> &c, const std::vector<double> &reference);

// Above this a variant is marked failed.
constexpr double kMaxRelativeError = 1e-5;

} // namespace gpulab
