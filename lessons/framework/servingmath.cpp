// The lesson's closed forms (see servingmath.h).
#include "lessons/framework/servingmath.h"

#include <algorithm>
#include <cmath>

namespace gpulab::serving {

double bytesPerValue(Format format)
{
    switch (format) {
    case Format::Fp16: return 2.0;
    case Format::Int8: return 1.0;
    case Format::Fp4: return 0.5;
    }
    return 2.0;
}

double weightBytes(double parameters, double bytesPerParameter)
{
    return parameters * bytesPerParameter;
}

double decodeBoundTokensPerSecond(double bandwidthGBs, double weightBytes)
{
    return weightBytes > 0 ? bandwidthGBs * 1e9 / weightBytes : 0;
}

double decodeIntensity(int batch, double bytesPerParameter)
{
    return bytesPerParameter > 0 ? 2.0 * double(batch) / bytesPerParameter : 0;
}

double batchAtRidge(double peakGflops, double bandwidthGBs, double bytesPerParameter)
{
    return bandwidthGBs > 0 ? peakGflops / bandwidthGBs * bytesPerParameter / 2.0 : 0;
}

StepCost stepCost(double parameters, double weightBytes, double kvBytesPerToken,
                  std::int64_t tokens, std::int64_t kvTokensRead, double bandwidthGBs,
                  double peakGflops)
{
    StepCost cost;
    cost.bytes = weightBytes + kvBytesPerToken * double(std::max<std::int64_t>(0, kvTokensRead));
    cost.flops = 2.0 * parameters * double(std::max<std::int64_t>(0, tokens));
    cost.memorySeconds = bandwidthGBs > 0 ? cost.bytes / (bandwidthGBs * 1e9) : 0;
    cost.computeSeconds = peakGflops > 0 ? cost.flops / (peakGflops * 1e9) : 0;
    return cost;
}

int requestsThatFit(double memoryBytes, double weightBytes, double kvBytesPerToken,
                    int tokensPerRequest)
{
    const double free = memoryBytes - weightBytes;
    const double perRequest = kvBytesPerToken * double(tokensPerRequest);
    if (!(free > 0) || !(perRequest > 0))
        return 0;
    return int(std::min(1e9, std::floor(free / perRequest)));
}

} // namespace gpulab::serving
