// The peers' factories for a program that runs every measurement in the engine process
// (compute/engine.h) and so never needs OpenBLAS or CLBlast itself: the gpulab window. The
// catalog still lists the peers as built (the engine has them); creating one here is a mistake.
#include "compute/errors.h"
#include "compute/variants_impl.h"

#include <string>

namespace gpulab::detail {

namespace {
[[noreturn]] void engineOnly(const VariantInfo &info)
{
    throw ComputeError(ErrorKind::Usage, std::string(info.id) +
                                             " runs in the measurement engine (gpulab-cli "
                                             "engine), not in this program");
}
} // namespace

std::unique_ptr<GemmVariant> makeOpenBlas(const VariantInfo &info, ClDevice *)
{
    engineOnly(info);
}

std::unique_ptr<GemmVariant> makeClBlast(const VariantInfo &info, ClDevice *)
{
    engineOnly(info);
}

} // namespace gpulab::detail
