// The lesson's closed forms (see interconnectmath.h).
#include "lessons/interconnects/interconnectmath.h"

#include "lessons/framework/numbertext.h"

#include <QLocale>

#include <algorithm>
#include <cmath>

namespace gpulab {

namespace ring {

int steps(int gpus)
{
    return gpus > 1 ? 2 * (gpus - 1) : 0;
}

double chunkBytes(double bytes, int gpus)
{
    return gpus > 0 ? bytes / gpus : 0.0;
}

double bytesSentPerGpu(double bytes, int gpus)
{
    return steps(gpus) * chunkBytes(bytes, gpus);
}

double stepSeconds(double bytes, int gpus, const Hop &hop)
{
    return hop.latencySeconds + chunkBytes(bytes, gpus) / hop.bytesPerSecond;
}

double allReduceSeconds(double bytes, int gpus, const Hop &hop)
{
    return steps(gpus) * stepSeconds(bytes, gpus, hop);
}

double allReduceSeconds(double bytes, int gpus, const std::vector<Hop> &hops)
{
    double slowest = 0;
    for (const Hop &hop : hops)
        slowest = std::max(slowest, stepSeconds(bytes, gpus, hop));
    return steps(gpus) * slowest;
}

int chunkSent(int gpu, int step, int gpus)
{
    // Reduce-scatter step s: GPU i sends chunk (i − s) mod N. All-gather step s: it passes on
    // the chunk it has just completed or received, (i + 1 − s) mod N.
    const int reduceSteps = gpus - 1;
    const int s = step < reduceSteps ? step : step - reduceSteps;
    const int offset = step < reduceSteps ? 0 : 1;
    return ((gpu + offset - s) % gpus + gpus) % gpus;
}

} // namespace ring

double TrainingStep::computeSeconds() const
{
    return flopsPerStep() / (gpus * peakFlops * utilisation);
}

double TrainingStep::communicationSeconds(const Hop &hop) const
{
    return ring::allReduceSeconds(gradientBytes(), gpus, hop);
}

double TrainingStep::communicationRatio(const Hop &hop) const
{
    return communicationSeconds(hop) / computeSeconds();
}

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
