// The ring all-reduce and the training step's compute, shared by the "NVLink and interconnects"
// lesson (its simulation, calculator and tests) and "The cost of compute" (the chart of cost and
// time against the number of GPUs). Plain C++; every quantity carries its unit in its name.
//
// Ring all-reduce of S bytes across N GPUs (Patarasuk & Yuan 2009; what NCCL's ring does): the
// buffer is cut into N chunks of S/N bytes. In N − 1 reduce-scatter steps every GPU sends one
// chunk to its right-hand neighbour, which adds it to its own; after them each GPU holds one chunk
// summed over all N. In N − 1 all-gather steps the summed chunks go round the ring once more. So:
//     steps               = 2(N − 1)
//     bytes sent per GPU  = 2(N − 1) · S / N          (the same received)
//     time                = 2(N − 1) · (α + S / (N · B))
// with B the bandwidth of one hop in ONE direction (bytes per second; a ring sends and receives
// at once, so the per-direction figure is the one that counts, never the bidirectional headline)
// and α the latency of one step. Where the hops differ (NVLink pairs joined through the host's
// PCIe), every step waits for the slowest hop: time = 2(N − 1) · max over hops (α_h + S / (N·B_h)).
//
// Compute per training step (the "6 N D" rule of Kaplan et al. 2020, "Scaling Laws for Neural
// Language Models", §2.1: about 2 FLOPs per parameter per token forward, 4 backward):
//     computeSeconds = 6 · P · T / (G · peakFlops · utilisation)
// for P parameters, T tokens per step (the whole batch, all GPUs), G GPUs, each at peakFlops
// (FLOP/s, from the datasheet) of which a fraction `utilisation` is achieved.
#pragma once

#include <vector>

namespace gpulab {

// One hop of a ring: bandwidth one way, latency per step.
struct Hop
{
    double bytesPerSecond = 0;
    double latencySeconds = 0;
};

namespace ring {

int steps(int gpus);                                             // 2(N − 1)
double chunkBytes(double bytes, int gpus);                       // S / N
double bytesSentPerGpu(double bytes, int gpus);                  // 2(N − 1) S / N
double stepSeconds(double bytes, int gpus, const Hop &hop);      // α + S / (N B)
double allReduceSeconds(double bytes, int gpus, const Hop &hop); // 2(N − 1)(α + S/(N B))
// The slowest hop sets every step's pace.
double allReduceSeconds(double bytes, int gpus, const std::vector<Hop> &hops);
// Chunk index GPU `gpu` sends at step `step` (0-based over all 2(N−1) steps).
int chunkSent(int gpu, int step, int gpus);

} // namespace ring

struct TrainingStep
{
    double parameters = 10e9;     // P
    double bytesPerGradient = 4;  // b: 4 = FP32, 2 = BF16/FP16
    double tokensPerStep = 32768; // T, the whole batch
    int gpus = 8;                 // G = N
    double peakFlops = 989.4e12;  // per GPU, FLOP/s
    double utilisation = 0.4;     // achieved fraction of the peak (model FLOPs utilisation)

    double gradientBytes() const { return parameters * bytesPerGradient; } // S = P · b
    double flopsPerStep() const { return 6.0 * parameters * tokensPerStep; }
    double computeSeconds() const;
    // Ring all-reduce of the gradients on this hop.
    double communicationSeconds(const Hop &hop) const;
    // Communication time / compute time (> 1: communication dominates, if not overlapped).
    double communicationRatio(const Hop &hop) const;
};

} // namespace gpulab
