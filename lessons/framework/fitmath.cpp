// The memory arithmetic (see fitmath.h for every formula and its source).
#include "lessons/framework/fitmath.h"

#include <algorithm>
#include <cmath>
#include <iterator>

namespace gpulab::fit {

namespace {

const char *const kFormatKeys[] = {"fp32", "bf16", "fp8", "int4"};
const char *const kOptimizerKeys[] = {"sgd", "momentum", "adam", "adam8bit"};
const char *const kModeKeys[] = {"training", "inference"};
const char *const kStrategyKeys[] = {"dp", "zero1", "zero2", "zero3", "tp"};

} // namespace

double bytesPerValue(Format format)
{
    switch (format) {
    case Format::Fp32: return 4;
    case Format::Bf16: return 2;
    case Format::Fp8: return 1;
    case Format::Int4: return 0.5;
    }
    return 0;
}

double optimizerBytesPerParameter(Optimizer optimizer)
{
    switch (optimizer) {
    case Optimizer::Sgd: return 0;
    case Optimizer::Momentum: return 4;
    case Optimizer::Adam: return 8;
    case Optimizer::Adam8bit: return 2;
    }
    return 0;
}

QString formatKey(Format format)
{
    return QString::fromLatin1(kFormatKeys[int(format)]);
}

QString optimizerKey(Optimizer optimizer)
{
    return QString::fromLatin1(kOptimizerKeys[int(optimizer)]);
}

QString modeKey(Mode mode)
{
    return QString::fromLatin1(kModeKeys[int(mode)]);
}

QString strategyKey(Strategy strategy)
{
    return QString::fromLatin1(kStrategyKeys[int(strategy)]);
}

std::optional<Format> formatFromKey(const QString &key)
{
    for (int i = 0; i < int(std::size(kFormatKeys)); ++i)
        if (key == QLatin1String(kFormatKeys[i]))
            return Format(i);
    return std::nullopt;
}

double activationBytesPerLayer(const Shape &shape, int sequence, int batch, bool storeScores)
{
    const double sbh = double(sequence) * batch * shape.hidden;
    const double scores =
        storeScores && shape.hidden > 0 ? 5.0 * shape.heads * sequence / shape.hidden : 0.0;
    return sbh * (34.0 + scores);
}

double activationBytes(const Shape &shape, const Workload &work)
{
    const double layer =
        activationBytesPerLayer(shape, work.sequence, work.batch, work.storeScores);
    if (!work.checkpointing)
        return shape.layers * layer;
    return 2.0 * work.sequence * work.batch * shape.hidden * shape.layers + layer;
}

double kvCacheBytes(const Shape &shape, int sequence, int batch, Format format)
{
    return 2.0 * shape.layers * shape.kvHeads * shape.headDim * double(sequence) * batch *
           bytesPerValue(format);
}

Breakdown perParameter(const Workload &work)
{
    Breakdown b;
    b.weights = bytesPerValue(work.weights);
    if (work.mode == Mode::Training) {
        b.gradients = bytesPerValue(work.weights);
        b.master = work.masterCopy && work.weights != Format::Fp32 ? 4.0 : 0.0;
        b.optimizer = optimizerBytesPerParameter(work.optimizer);
    }
    return b;
}

Breakdown singleGpu(const Shape &shape, const Workload &work)
{
    return perGpu(shape, work, Strategy::DataParallel, 1);
}

Breakdown perGpu(const Shape &shape, const Workload &work, Strategy strategy, int gpus)
{
    const double n = std::max(1, gpus);
    const double p = shape.parameters;
    const Breakdown each = perParameter(work);
    Breakdown b;
    b.weights = p * each.weights;
    if (work.mode == Mode::Training) {
        b.gradients = p * each.gradients;
        b.master = p * each.master;
        b.optimizer = p * each.optimizer;
        b.activations = activationBytes(shape, work);
        switch (strategy) {
        case Strategy::DataParallel: break;
        case Strategy::Zero1: b.master /= n, b.optimizer /= n; break;
        case Strategy::Zero2: b.master /= n, b.optimizer /= n, b.gradients /= n; break;
        case Strategy::Zero3:
            b.master /= n, b.optimizer /= n, b.gradients /= n, b.weights /= n;
            break;
        case Strategy::Tensor:
            b.master /= n, b.optimizer /= n, b.gradients /= n, b.weights /= n;
            b.activations /= n;
            break;
        }
    } else {
        b.kvCache = kvCacheBytes(shape, work.sequence, work.batch, work.kvCache);
        if (strategy == Strategy::Zero3) {
            b.weights /= n;
        } else if (strategy == Strategy::Tensor) {
            b.weights /= n;
            // Each GPU keeps max(kv_heads / N, 1) of the kv_heads heads.
            if (shape.kvHeads > 0)
                b.kvCache *= std::max(double(shape.kvHeads) / n, 1.0) / shape.kvHeads;
        }
    }
    b.overhead = b.beforeOverhead() * std::max(0.0, work.overheadFraction);
    return b;
}

std::optional<int> fewestGpus(const Shape &shape, const Workload &work, Strategy strategy,
                              double capacityBytes, int maxGpus)
{
    if (!(capacityBytes > 0))
        return std::nullopt;
    // Every part shrinks or stays as N grows, so the first N that fits is the answer.
    for (int n = 1; n <= maxGpus; ++n) {
        if (perGpu(shape, work, strategy, n).total() <= capacityBytes)
            return n;
        if (strategy == Strategy::DataParallel)
            return std::nullopt;
    }
    return std::nullopt;
}

} // namespace gpulab::fit
