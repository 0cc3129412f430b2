// Internal: the factories behind the variant catalog (variants.cpp). Not installed, not for UI.
#pragma once

#include "compute/cldevice.h"
#include "compute/variants.h"

#include <string>
#include <string_view>

namespace gpulab::detail {

std::unique_ptr<GemmVariant> makeSerialNaive(const VariantInfo &info, ClDevice *device);
std::unique_ptr<GemmVariant> makeSerialBlocked(const VariantInfo &info, ClDevice *device);
std::unique_ptr<GemmVariant> makeCpuThreads(const VariantInfo &info, ClDevice *device);
std::unique_ptr<GemmVariant> makeOpenClNaive(const VariantInfo &info, ClDevice *device);
std::unique_ptr<GemmVariant> makeOpenClTiled(const VariantInfo &info, ClDevice *device);
std::unique_ptr<GemmVariant> makeOpenClRegblock(const VariantInfo &info, ClDevice *device);
std::unique_ptr<GemmVariant> makeOpenBlas(const VariantInfo &info, ClDevice *device);
std::unique_ptr<GemmVariant> makeClBlast(const VariantInfo &info, ClDevice *device);

// opencl-regblock runs one of two kernels: the packed, cache-blocked one for CPU devices
// (kernels/gemm_regblock.cl) or the local-memory + register-tiled one for GPUs and other devices
// (kernels/gemm_regblock_gpu.cl). GPULAB_REGBLOCK=cpu|gpu in the environment forces one (tuning,
// tests); anything else there is ignored.
enum class RegblockPath { Cpu, Gpu };
RegblockPath regblockPath(const DeviceInfo &device);

// The CPU kernel's parameters (kernels/gemm_regblock.cl, where each is explained): a
// micro-tile of MR x NR floats of C held in MR x (NR / VW) vectors of VW floats, K walked in
// blocks of KC, a work-item owning MB x NB micro-tiles, work-groups of WGS work-items.
struct RegblockCpuParams
{
    int mr = 6, nr = 16, vw = 16; // micro-tile rows, columns, floats per vector
    int kc = 256;                 // K block (a multiple of KU = 4)
    int mb = 16, nb = 8;          // micro-tiles per work-item along M and N
    int wgs = 1;                  // work-items per work-group

    std::string buildOptions() const; // "-DMR=6 -DNR=16 ..."
    std::string text() const;         // "MR=6,NR=16,...": what parse reads back
    // Empty when the set is consistent and fits the device, else the reason.
    std::string problem(const DeviceInfo &device) const;
    friend bool operator==(const RegblockCpuParams &, const RegblockCpuParams &) = default;
};
// The untuned default for a device: a micro-tile that fills half the vector registers of its
// SIMD width (CL_DEVICE_NATIVE_VECTOR_WIDTH_FLOAT: 8 floats with AVX2 = 16 ymm registers, 16
// with AVX-512 = 32 zmm registers) with accumulators; one micro-tile per work-item in
// work-groups of 64 on devices other than CPUs.
RegblockCpuParams defaultRegblockCpuParams(const DeviceInfo &device);
// "MR=8,KC=512" (any subset of MR NR VW KC MB NB WGS, separated by ',' or spaces) applied over
// `base`. GPULAB_REGBLOCK_CPU in the environment is read this way. Throws Usage.
RegblockCpuParams parseRegblockCpuParams(std::string_view text, RegblockCpuParams base);
// opencl-regblock on the CPU path with these parameters, whatever the device. Throws Usage if
// `problem` is not empty.
std::unique_ptr<GemmVariant> makeOpenClRegblockCpu(const VariantInfo &info, ClDevice &device,
                                                   const RegblockCpuParams &params);

// The GPU kernel's parameters (named as in the kernel, where each is explained).
struct RegblockGpuParams
{
    int mwg = 128, nwg = 64, kwg = 16; // work-group tile of C and the K slab
    int mdimc = 16, ndimc = 8;         // work-items of a work-group along M and N
    int vwm = 4, vwn = 4;              // vector widths of the local-memory reads
    int pada = 4;                      // padding of the rows of A in local memory
    int prefetch = 1;                  // next slab loaded into registers during the FMAs

    std::string buildOptions() const; // "-DMWG=128 -DNWG=128 ..."
    std::string text() const;         // "MWG=128,NWG=128,...": what parse reads back
    std::size_t localBytes() const;   // local memory of one work-group
    // Empty when the set is consistent and fits the device, else the reason.
    std::string problem(const DeviceInfo &device) const;
    friend bool operator==(const RegblockGpuParams &, const RegblockGpuParams &) = default;
};
// The untuned default for a device (tuned on an NVIDIA H100; smaller when the device's
// work-group or local memory limits ask for it).
RegblockGpuParams defaultRegblockGpuParams(const DeviceInfo &device);
// "MWG=64,KWG=32" (any subset of the names, separated by ',' or spaces) applied over `base`.
// GPULAB_REGBLOCK_GPU in the environment is read this way over the default. Throws Usage.
RegblockGpuParams parseRegblockGpuParams(std::string_view text, RegblockGpuParams base);
// opencl-regblock on the GPU path with these parameters, whatever the device (the GPU set on a
// CPU device is slow but correct: the tests run it on PoCL). Throws Usage if `problem` is not
// empty.
std::unique_ptr<GemmVariant> makeOpenClRegblockGpu(const VariantInfo &info, ClDevice &device,
                                                   const RegblockGpuParams &params);

// One parameter set of either path: what the tuner times and its cache holds.
struct RegblockParams
{
    RegblockPath path = RegblockPath::Cpu;
    RegblockCpuParams cpu;
    RegblockGpuParams gpu;

    std::string text() const; // "cpu MR=6,..." or "gpu MWG=128,..."
    std::string problem(const DeviceInfo &device) const;
    // The same path with the same parameters of that path (the other path's are not used).
    friend bool operator==(const RegblockParams &a, const RegblockParams &b)
    {
        return a.path == b.path && (a.path == RegblockPath::Cpu ? a.cpu == b.cpu : a.gpu == b.gpu);
    }
};
// "cpu MR=6,NR=16" / "gpu MWG=64" (the names not given keep the device's default); throws Usage.
RegblockParams parseRegblockParams(std::string_view text, const DeviceInfo &device);
// The set opencl-regblock runs with on `device` when nothing is tuned or forced: the path by
// device type (or GPULAB_REGBLOCK) and that path's default, with GPULAB_REGBLOCK_CPU /
// GPULAB_REGBLOCK_GPU applied over it.
RegblockParams defaultRegblockParams(const DeviceInfo &device);
// opencl-regblock with exactly this set. Throws Usage if `problem` is not empty.
std::unique_ptr<GemmVariant> makeOpenClRegblockWith(const VariantInfo &info, ClDevice &device,
                                                    const RegblockParams &params);

bool openBlasBuilt();
bool clBlastBuilt();

// Shared by the OpenCL variants and CLBlast: bytes of an N x N float matrix.
inline std::uint64_t matrixBytes(std::int64_t n)
{
    return std::uint64_t(n) * std::uint64_t(n) * sizeof(float);
}

} // namespace gpulab::detail
