// Internal: the factories behind the variant catalog (variants.cpp). Not installed, not for UI.
#pragma once

#include "compute/cldevice.h"
#include "compute/variants.h"

namespace gpulab::detail {

std::unique_ptr<GemmVariant> makeSerialNaive(const VariantInfo &info, ClDevice *device);
std::unique_ptr<GemmVariant> makeSerialBlocked(const VariantInfo &info, ClDevice *device);
std::unique_ptr<GemmVariant> makeCpuThreads(const VariantInfo &info, ClDevice *device);
std::unique_ptr<GemmVariant> makeOpenClNaive(const VariantInfo &info, ClDevice *device);
std::unique_ptr<GemmVariant> makeOpenClTiled(const VariantInfo &info, ClDevice *device);
std::unique_ptr<GemmVariant> makeOpenClRegblock(const VariantInfo &info, ClDevice *device);
std::unique_ptr<GemmVariant> makeOpenBlas(const VariantInfo &info, ClDevice *device);
std::unique_ptr<GemmVariant> makeClBlast(const VariantInfo &info, ClDevice *device);
bool openBlasBuilt();
bool clBlastBuilt();

// Shared by the OpenCL variants and CLBlast: bytes of an N x N float matrix.
inline std::uint64_t matrixBytes(std::int64_t n)
{
    return std::uint64_t(n) * std::uint64_t(n) * sizeof(float);
}

} // namespace gpulab::detail
