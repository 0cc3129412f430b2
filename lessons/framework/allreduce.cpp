// The ring all-reduce and the training step (see allreduce.h).
#include "lessons/framework/allreduce.h"

#include <algorithm>

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

} // namespace gpulab
