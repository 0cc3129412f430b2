// Random inputs, the float64 reference product and the error measure.
#include "compute/matrix.h"

#include "compute/timing.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstdint>
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

namespace {

// Rows [row0, row1) of the reference; false if cancelled. Rows go in strips of about
// kStepSeconds within each k-block (StepSizer, in multiply-adds), the token checked before each;
// every element still sums its k in order, so the strips change no bit.
bool referenceRows(int n, const float *a, const float *b, double *c, int row0, int row1,
                   const CancelToken *cancel)
{
    // i-k-j order with a k-block: the inner loop streams a row of B and of C (vectorisable).
    constexpr int kBlock = 128;
    const std::size_t un = std::size_t(n);
    StepSizer sizer;
    for (int k0 = 0; k0 < n; k0 += kBlock) {
        const int k1 = std::min(n, k0 + kBlock);
        const std::int64_t perRow = std::int64_t(k1 - k0) * std::int64_t(n);
        for (int r0 = row0; r0 < row1;) {
            if (cancel && cancel->cancelled())
                return false;
            const int r1 = int(std::min<std::int64_t>(
                row1, r0 + std::max<std::int64_t>(1, sizer.next() / perRow)));
            const auto start = Clock::now();
            for (int i = r0; i < r1; ++i) {
                double *crow = c + std::size_t(i) * un;
                for (int k = k0; k < k1; ++k) {
                    const double aik = a[std::size_t(i) * un + std::size_t(k)];
                    const float *brow = b + std::size_t(k) * un;
                    for (int j = 0; j < n; ++j)
                        crow[j] += aik * double(brow[j]);
                }
            }
            sizer.record(std::int64_t(r1 - r0) * perRow, since(start));
            r0 = r1;
        }
    }
    return true;
}

} // namespace

std::vector<double> referenceGemm(int n, const std::vector<float> &a, const std::vector<float> &b,
                                  const CancelToken *cancel)
{
    std::vector<double> c(std::size_t(n) * std::size_t(n), 0.0);
    const int threads =
        std::clamp(int(std::thread::hardware_concurrency()), 1, std::max(1, n / 32));
    std::vector<std::thread> pool;
    std::atomic<bool> cancelled{false};
    for (int t = 0; t < threads; ++t) {
        const int row0 = int(std::int64_t(n) * t / threads);
        const int row1 = int(std::int64_t(n) * (t + 1) / threads);
        pool.emplace_back([&, row0, row1] {
            if (!referenceRows(n, a.data(), b.data(), c.data(), row0, row1, cancel))
                cancelled = true;
        });
    }
    for (std::thread &t : pool)
        t.join();
    if (cancelled)
        cancel->throwIfCancelled();
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
