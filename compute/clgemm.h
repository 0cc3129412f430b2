// Internal: the flow every OpenCL variant shares (ours and CLBlast):
//
//   upload A, B (N x N), poison C (NaN; C may be padded: outputRows x outputPitch)
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
    virtual double compute(int n, const RunControl &control) = 0;
    // C's buffer may be larger than N x N (kernels that write whole tiles): its rows and row
    // pitch in floats. Only the N x N corner is read back.
    virtual int outputRows(int n) const { return n; }
    virtual int outputPitch(int n) const { return n; }
    std::size_t outputBytes(int n) const;

    ClDevice &m_device;
    ClBuffer m_a, m_b, m_c;

    // Called by prepare() when N changes, after A, B, C: buffers of a subclass's own.
    virtual void allocateExtra(int /*n*/) {}

private:
    void readMatrix(float *host, int n);
    int m_n = -1;
    bool m_built = false;
};

} // namespace gpulab::detail
