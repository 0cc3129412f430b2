// The closed forms of "The cost of compute", pure (no Qt widgets, no clock), each tested against
// hand-computed cases (tests/lessons/cost/tst_costmath.cpp). Every quantity carries its unit in
// its name; money is in the price's own currency, never converted.
//
//   training FLOPs      C = 6 · P · D (Kaplan et al. 2020, "Scaling Laws for Neural Language
//                       Models", §2.1: about 2 FLOPs per parameter per token forward, 4 backward)
//   compute-optimal D   D ≈ 20 · P (Hoffmann et al. 2022, "Training Compute-Optimal Large
//                       Language Models", the Chinchilla rule of thumb read off their Table 3)
//   GPU-hours           C / (peak · MFU) / 3600, peak the dense datasheet rate at the training
//                       precision (gpu-specs.csv), MFU the model FLOPs utilisation (the share of
//                       the peak a real run achieves: PaLM 46.2 %, Chowdhery et al. 2022, Table 3;
//                       Llama 3 405B 38-43 %, Dubey et al. 2024, Table 4)
//   money               GPU-hours × price per GPU-hour (a dated row of gpu-prices.csv or the
//                       user's own)
//   spot with restarts  work W hours, a checkpoint every τ hours of work costing δ, a restart
//                       costing R, interruptions every M hours on average (exponential): each
//                       interruption loses on average half an interval of work and its
//                       checkpoint, (τ + δ)/2, plus R; so the wall-clock time T solves
//                           T = W (1 + δ/τ) + (T / M) (R + (τ + δ)/2)
//                           T = W (1 + δ/τ) / (1 − (R + (τ + δ)/2) / M)
//                       (no finite T when the bracket reaches M: the run never gets ahead).
//                       Minimising δ/τ + τ/(2M) gives Young's interval τ* = √(2 δ M) (J. W.
//                       Young, "A first order approximation to the optimum checkpoint interval",
//                       Communications of the ACM 17(9), 1974)
//   buy or rent         owning costs the purchase plus electricity for the hours it works:
//                       price + hours · TDP/1000 · PUE · price per kWh (the card alone, at its
//                       TDP: an upper bound for the card, a lower one for the server around it);
//                       renting costs hours · price per GPU-hour. Break-even after
//                       purchase / (rent − power per hour) busy hours, never when renting costs
//                       less than the power.
//   many GPUs           one training step of B tokens on N GPUs (data parallel): compute
//                       6·P·B/(N·peak·MFU) plus the gradients' ring all-reduce (allreduce.h,
//                       the NVLink lesson's model), not overlapped (a pessimistic bound);
//                       within a node the GPUs' own links, beyond it the slower network hop
//                       sets every ring step's pace.
//   serving             one step of a batch of b sequences: the roofline's time for reading the
//                       weights once and 2·P·b FLOPs (servingmath.h, the training-vs-inference
//                       lesson's decode bound); tokens per second b / step; cost per million
//                       tokens = price per hour / (tokens per second · 3600) · 10⁶.
#pragma once

#include "lessons/framework/allreduce.h"

#include <optional>

namespace gpulab::cost {

inline constexpr double kChinchillaTokensPerParameter = 20;
inline constexpr double kHoursPerMonth = 730; // 8,760 hours a year / 12

double trainingFlops(double parameters, double tokens);       // 6 P D
double computeOptimalTokens(double parameters);               // 20 P
double gpuHours(double flops, double peakTflops, double mfu); // C / (peak · MFU) / 3600
double money(double gpuHours, double pricePerGpuHour);        // hours × price

// ---- spot instances, checkpoints and restarts
double youngIntervalHours(double checkpointHours, double mtbfHours); // √(2 δ M)
struct SpotRun
{
    double workHours = 0;       // W: the run without interruptions or checkpoints
    double checkpointHours = 0; // W · δ / τ
    double lostHours = 0;       // interruptions × (τ + δ)/2
    double restartHours = 0;    // interruptions × R
    double interruptions = 0;   // expected: T / M
    bool finishes = true;       // false: interruptions come faster than the run advances
    double wallHours() const { return workHours + checkpointHours + lostHours + restartHours; }
    double overhead() const { return workHours > 0 ? wallHours() / workHours - 1 : 0; }
};
SpotRun spotRun(double workHours, double intervalHours, double checkpointHours, double restartHours,
                double mtbfHours);

// ---- buying or renting one GPU
struct Ownership
{
    double purchase = 0;    // the card's price
    double watts = 0;       // its TDP (gpu-specs.csv)
    double pue = 1;         // power usage effectiveness of the room (1 = no overhead)
    double pricePerKWh = 0; // electricity, in the purchase's currency
    double powerCostPerHour() const { return watts / 1000.0 * pue * pricePerKWh; }
    double costAfter(double busyHours) const { return purchase + busyHours * powerCostPerHour(); }
};
// Busy hours after which owning has cost less than renting at `rentPerHour`; none when renting
// never costs more than the power alone.
std::optional<double> breakEvenHours(const Ownership &owned, double rentPerHour);

// ---- a training run on N GPUs
struct TrainingRun
{
    double parameters = 6.738415616e9;
    double tokens = 2e12;
    double tokensPerStep = 4194304; // 4M tokens, Llama 2's global batch (Touvron et al. 2023)
    double bytesPerGradient = 2;    // BF16 gradients
    double peakTflops = 989.4;      // dense, at the training precision
    double mfu = 0.4;
    double steps() const { return tokens / tokensPerStep; }
};
struct ScalingPoint
{
    int gpus = 1;
    double computeSecondsPerStep = 0;
    double communicationSecondsPerStep = 0;
    double wallHours = 0; // steps × (compute + communication)
    double gpuHours = 0;  // wallHours × gpus
    // The compute share of the step: 1 with no communication.
    double efficiency() const
    {
        const double step = computeSecondsPerStep + communicationSecondsPerStep;
        return step > 0 ? computeSecondsPerStep / step : 0;
    }
};
// `nodeHop`: between GPUs of one server (NVLink: half the per-GPU figure of gpu-specs.csv,
// one direction); `networkHop`: between servers, used once the ring leaves a server of
// `gpusPerNode` GPUs.
ScalingPoint scalingPoint(const TrainingRun &run, int gpus, const Hop &nodeHop,
                          const Hop &networkHop, int gpusPerNode = 8);

// ---- serving
struct ServingPoint
{
    double tokensPerSecond = 0; // all sequences together
    double stepSeconds = 0;
    bool computeBound = false;
    double costPerMillionTokens = 0; // in the price's currency
};
ServingPoint servingPoint(double parameters, double bytesPerWeight, int batch, double bandwidthGBs,
                          double peakTflops, double pricePerGpuHour);

} // namespace gpulab::cost
