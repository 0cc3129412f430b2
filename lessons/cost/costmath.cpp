// The cost lesson's closed forms (see costmath.h).
#include "lessons/cost/costmath.h"

#include "lessons/framework/servingmath.h"

#include <algorithm>
#include <cmath>
#include <vector>

namespace gpulab::cost {

double trainingFlops(double parameters, double tokens)
{
    return 6.0 * parameters * tokens;
}

double computeOptimalTokens(double parameters)
{
    return kChinchillaTokensPerParameter * parameters;
}

double gpuHours(double flops, double peakTflops, double mfu)
{
    const double rate = peakTflops * 1e12 * mfu;
    return rate > 0 ? flops / rate / 3600.0 : 0.0;
}

double money(double gpuHours, double pricePerGpuHour)
{
    return gpuHours * pricePerGpuHour;
}

double youngIntervalHours(double checkpointHours, double mtbfHours)
{
    return std::sqrt(2.0 * checkpointHours * mtbfHours);
}

SpotRun spotRun(double workHours, double intervalHours, double checkpointHours, double restartHours,
                double mtbfHours)
{
    SpotRun run;
    run.workHours = workHours;
    run.checkpointHours = intervalHours > 0 ? workHours * checkpointHours / intervalHours : 0;
    if (mtbfHours <= 0) {
        run.finishes = false;
        return run;
    }
    const double perInterruption = restartHours + (intervalHours + checkpointHours) / 2.0;
    const double lostShare = perInterruption / mtbfHours;
    if (lostShare >= 1) {
        run.finishes = false;
        return run;
    }
    const double wall = (workHours + run.checkpointHours) / (1.0 - lostShare);
    run.interruptions = wall / mtbfHours;
    run.lostHours = run.interruptions * (intervalHours + checkpointHours) / 2.0;
    run.restartHours = run.interruptions * restartHours;
    return run;
}

std::optional<double> breakEvenHours(const Ownership &owned, double rentPerHour)
{
    const double saving = rentPerHour - owned.powerCostPerHour();
    if (saving <= 0)
        return std::nullopt;
    return owned.purchase / saving;
}

ScalingPoint scalingPoint(const TrainingRun &run, int gpus, const Hop &nodeHop,
                          const Hop &networkHop, int gpusPerNode)
{
    ScalingPoint point;
    point.gpus = std::max(1, gpus);
    TrainingStep step;
    step.parameters = run.parameters;
    step.bytesPerGradient = run.bytesPerGradient;
    step.tokensPerStep = run.tokensPerStep;
    step.gpus = point.gpus;
    step.peakFlops = run.peakTflops * 1e12;
    step.utilisation = run.mfu;
    point.computeSecondsPerStep = step.computeSeconds();
    if (point.gpus > 1) {
        std::vector<Hop> hops{nodeHop};
        if (point.gpus > gpusPerNode)
            hops.push_back(networkHop);
        point.communicationSecondsPerStep =
            ring::allReduceSeconds(step.gradientBytes(), point.gpus, hops);
    }
    point.wallHours =
        run.steps() * (point.computeSecondsPerStep + point.communicationSecondsPerStep) / 3600.0;
    point.gpuHours = point.wallHours * point.gpus;
    return point;
}

ServingPoint servingPoint(double parameters, double bytesPerWeight, int batch, double bandwidthGBs,
                          double peakTflops, double pricePerGpuHour)
{
    ServingPoint point;
    const double weights = serving::weightBytes(parameters, bytesPerWeight);
    const serving::StepCost step = serving::stepCost(parameters, weights, 0, std::max(1, batch), 0,
                                                     bandwidthGBs, peakTflops * 1000.0);
    point.stepSeconds = step.seconds();
    point.computeBound = step.computeBound();
    point.tokensPerSecond = point.stepSeconds > 0 ? std::max(1, batch) / point.stepSeconds : 0;
    point.costPerMillionTokens =
        point.tokensPerSecond > 0 ? pricePerGpuHour / (point.tokensPerSecond * 3600.0) * 1e6 : 0;
    return point;
}

} // namespace gpulab::cost
