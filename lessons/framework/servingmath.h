// The serving closed forms (the Training-vs-inference lesson works them out; the cost lesson prices
// inference with the decode bound), in one place, pure (no Qt widgets, no
// clock), each tested against hand-computed cases (tests/lessons/inference):
//
//   weight bytes        W = parameters x bytes per parameter (FP16/BF16 2, INT8/FP8 1, FP4 0.5)
//   decode bound        tokens/s per sequence <= bandwidth / W (every weight read once a token;
//                       Pope et al., "Efficiently Scaling Transformer Inference", MLSys 2023)
//   KV cache per token  2 (K and V) x layers x KV heads x head dim x bytes per value
//                       (grouped-query attention keeps fewer KV heads than query heads)
//   intensity of one    2 x batch FLOP per weight, over bytes per parameter read once:
//   decode step         I = 2 B / b (weights only; the KV cache's bytes lower it further)
//   batch at the ridge  B* = ridge x b / 2: from there on a decode step is compute-bound
//   a step's time       the roofline's: max(bytes / bandwidth, FLOP / peak), with FLOP = 2 x
//                       parameters x tokens in the step (attention's own FLOP left out: small
//                       against the weights' at the contexts used here)
//   requests that fit   floor((memory - W) / (KV per token x tokens a request may hold))
//
// Everything is a bound or an idealisation: real kernels reach a fraction of the bandwidth and
// of the peak. The scene and the lesson say so wherever these numbers are shown.
#pragma once

#include <cstdint>

namespace gpulab::serving {

// Bytes per stored weight (or KV value) of the formats the lesson compares.
enum class Format { Fp16, Int8, Fp4 };
double bytesPerValue(Format format); // 2, 1, 0.5

double weightBytes(double parameters, double bytesPerParameter);
// The K and V of one token over all layers: ModelSpec::kvCacheBytesPerToken (modelspecs.h).
// Tokens per second one sequence can reach at most when every weight is read once per token.
double decodeBoundTokensPerSecond(double bandwidthGBs, double weightBytes);
// FLOP per byte of weights of a decode step serving `batch` sequences (weights read once).
double decodeIntensity(int batch, double bytesPerParameter);
// The batch from which a decode step's intensity reaches the ridge (peak / bandwidth).
double batchAtRidge(double peakGflops, double bandwidthGBs, double bytesPerParameter);

// One step of the server: what it reads and computes, and the time the roofline allows.
struct StepCost
{
    double bytes = 0; // weights once + the KV cache read by every running sequence
    double flops = 0; // 2 x parameters x tokens
    double memorySeconds = 0;
    double computeSeconds = 0;
    double seconds() const
    {
        return memorySeconds > computeSeconds ? memorySeconds : computeSeconds;
    }
    bool computeBound() const { return computeSeconds > memorySeconds; }
};
// `tokens` tokens in the step (a decode token per running sequence plus every prompt token of
// the sequences that start), `kvTokensRead` the cached tokens the attention reads.
StepCost stepCost(double parameters, double weightBytes, double kvBytesPerToken,
                  std::int64_t tokens, std::int64_t kvTokensRead, double bandwidthGBs,
                  double peakGflops);

// How many requests of `tokensPerRequest` tokens (prompt + answer) fit beside the weights; 0
// when the weights alone do not fit.
int requestsThatFit(double memoryBytes, double weightBytes, double kvBytesPerToken,
                    int tokensPerRequest);

} // namespace gpulab::serving
