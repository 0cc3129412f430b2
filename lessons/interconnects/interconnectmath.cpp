// The lesson's closed forms (see interconnectmath.h).
#include "lessons/interconnects/interconnectmath.h"

#include "lessons/framework/numbertext.h"

#include <QLocale>

#include <algorithm>
#include <cmath>

namespace gpulab {

double ParallelSetup::parameters() const
{
    return 12.0 * layers * double(hidden) * double(hidden);
}

double ParallelSetup::activationBytes() const
{
    return tokensPerMicroBatch * hidden * bytesPerValue;
}

ParallelTraffic parallelTraffic(Parallelism kind, const ParallelSetup &setup)
{
    ParallelTraffic traffic;
    const int n = setup.gpus;
    switch (kind) {
    case Parallelism::Data:
        traffic.messageBytes = setup.parameters() * setup.bytesPerValue;
        traffic.messagesPerStep = 1;
        traffic.bytesPerGpuPerStep = ring::bytesSentPerGpu(traffic.messageBytes, n);
        traffic.when = QStringLiteral("step");
        break;
    case Parallelism::Tensor:
        traffic.messageBytes = setup.activationBytes();
        traffic.messagesPerStep = 4 * setup.layers * setup.microBatches;
        traffic.bytesPerGpuPerStep =
            traffic.messagesPerStep * ring::bytesSentPerGpu(traffic.messageBytes, n);
        traffic.when = QStringLiteral("layer");
        break;
    case Parallelism::Pipeline:
        // A middle stage sends activations forward and gradients backward, once each per
        // micro-batch.
        traffic.messageBytes = setup.activationBytes();
        traffic.messagesPerStep = 2 * setup.microBatches;
        traffic.bytesPerGpuPerStep = traffic.messagesPerStep * traffic.messageBytes;
        traffic.when = QStringLiteral("stage");
        break;
    }
    return traffic;
}

QString formatBytesPerSecond(double bytesPerSecond)
{
    return bytesText(bytesPerSecond) + QStringLiteral("/s");
}

} // namespace gpulab
