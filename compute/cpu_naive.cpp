// serial-naive: the textbook triple loop. Built at -O2 on purpose (see compute/CMakeLists.txt):
// -O3 would let GCC interchange the loops, and this rung exists to show the unimproved baseline.
#include "compute/cpugemm.h"

#include <cstddef>

namespace gpulab {

void gemmSerialNaive(int n, const float *a, const float *b, float *c, const RunControl &control)
{
    const std::size_t un = std::size_t(n);
    for (std::size_t i = 0; i < un; ++i) {
        control.check();
        for (std::size_t j = 0; j < un; ++j) {
            float sum = 0.0f;
            for (std::size_t k = 0; k < un; ++k)
                sum += a[i * un + k] * b[k * un + j];
            c[i * un + j] = sum;
        }
        control.report(double(i + 1) / double(un));
    }
}

} // namespace gpulab
