// serial-naive: the textbook triple loop. Built at -O2 on purpose (see compute/CMakeLists.txt):
// -O3 would let GCC interchange the loops, and this rung exists to show the unimproved baseline.
// The elements of C are computed in row-major order in steps of about kStepSeconds (StepSizer):
// at a large N one row alone takes seconds, so a step may end inside a row.
#include "compute/cpugemm.h"
#include "compute/timing.h"

#include <algorithm>
#include <cstddef>
#include <cstdint>

namespace gpulab {

void gemmSerialNaive(int n, const float *a, const float *b, float *c, const RunControl &control)
{
    const std::size_t un = std::size_t(n);
    const std::int64_t total = std::int64_t(n) * std::int64_t(n); // elements of C
    StepSizer sizer;
    for (std::int64_t done = 0; done < total;) {
        control.check();
        const std::int64_t end = std::min(total, done + sizer.next());
        const auto start = Clock::now();
        for (std::int64_t element = done; element < end;) {
            const std::size_t i = std::size_t(element) / un;
            const std::size_t j0 = std::size_t(element) % un;
            const std::size_t j1 = std::min(un, j0 + std::size_t(end - element));
            for (std::size_t j = j0; j < j1; ++j) {
                float sum = 0.0f;
                for (std::size_t k = 0; k < un; ++k)
                    sum += a[i * un + k] * b[k * un + j];
                c[i * un + j] = sum;
            }
            element += std::int64_t(j1 - j0);
        }
        sizer.record(end - done, since(start));
        done = end;
        control.report(double(done) / double(total));
    }
}

} // namespace gpulab
