// Random inputs, the float64 reference product and the error measure.
#include "compute/matrix.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <random>
#include <thread>

namespace gpulab {

std::vector<float> randomMatrix(int n, std::uint64_t seed)
{
    std::mt19937_64 rng(seed);
    std::uniform_real_distribution<float> dist(-1.0f, 1.0f);
    std::vector<float> m(std::size_t(n) * std::size_t(n));
    for (float &x : m)
        x = dist(rng);
    return m;
}

static void referenceRows(int n, const float *a, const float *b, double *c, int row0, int row1)
{
    // i-k-j order with a k-block: the inner loop streams a row of B and of C (vectorisable).
    constexpr int kBlock = 128;
    const std::size_t un = std::size_t(n);
    for (int k0 = 0; k0 < n; k0 += kBlock) {
        const int k1 = std::min(n, k0 + kBlock);
        for (int i = row0; i < row1; ++i) {
            double *crow = c + std::size_t(i) * un;
            for (int k = k0; k < k1; ++k) {
                const double aik = a[std::size_t(i) * un + std::size_t(k)];
                const float *brow = b + std::size_t(k) * un;
                for (int j = 0; j < n; ++j)
                    crow[j] += aik * double(brow[j]);
            }
        }
    }
}

std::vector<double> referenceGemm(int n, const std::vector<float> &a, const std::vector<float> &b)
{
    std::vector<double> c(std::size_t(n) * std::size_t(n), 0.0);
    const int threads =
        std::clamp(int(std::thread::hardware_concurrency()), 1, std::max(1, n / 32));
    std::vector<std::thread> pool;
    for (int t = 0; t < threads; ++t) {
        const int row0 = int(std::int64_t(n) * t / threads);
        const int row1 = int(std::int64_t(n) * (t + 1) / threads);
        pool.emplace_back(referenceRows, n, a.data(), b.data(), c.data(), row0, row1);
    }
    for (std::thread &t : pool)
        t.join();
    return c;
}

double relativeError(const std::vector<float> &c, const std::vector<double> &reference)
{
    if (c.size() != reference.size())
        return std::numeric_limits<double>::infinity();
    double diff = 0.0;
    double norm = 0.0;
    for (std::size_t i = 0; i < c.size(); ++i) {
        const double d = double(c[i]) - reference[i];
        diff += d * d;
        norm += reference[i] * reference[i];
    }
    if (!std::isfinite(diff))
        return std::numeric_limits<double>::infinity();
    return norm > 0.0 ? std::sqrt(diff / norm) : std::sqrt(diff);
}

} // namespace gpulab
