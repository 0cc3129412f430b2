// Internal: the flow every OpenCL variant shares (ours and CLBlast):
//
//   upload A, B (into zero-padded buffers where a kernel needs tile multiples), poison C
//   -> compute()                      <- `seconds`: wall clock, data resident on the device
//   -> download C                     <- `endToEndSeconds`: upload to download
//
// Subclasses say how to build their kernels and how to compute; `deviceSeconds` is what
// compute() measures with OpenCL event profiling (-1 where it cannot).
#pragma once

#include "compute/variants_impl.h"

namespace gpulab::detail {

int roundUp(int value, int multiple);

class ClGemm : public GemmVariant
{
public:
    ClGemm(const VariantInfo &info, ClDevice &device) : GemmVariant(info), m_device(device) {}

    MemoryNeed memoryNeed(int n) const override;
    double prepare(int n) override;
    RunTiming run(int n, const float *a, const float *b, float *c,
                  const RunControl &control) override;

protected:
    // Builds programs on first use; returns the seconds spent building now.
    virtual double buildKernels(int n) = 0;
    // Runs C = A x B on the resident buffers; returns device seconds from profiling, or -1.
    virtual double compute(int n, int np, const RunControl &control) = 0;
    // The size the buffers are padded to (zeros); the kernel sees np x np matrices.
    virtual int padded(int n) const { return n; }

    ClDevice &m_device;
    ClBuffer m_a, m_b, m_c;

private:
    void writeMatrix(const ClBuffer &buffer, const float *host, int n, int np);
    void readMatrix(float *host, int n, int np);
    int m_n = -1;
    bool m_built = false;
};

} // namespace gpulab::detail
