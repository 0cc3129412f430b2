// The closed forms of the "NVLink and interconnects" lesson, in one place so that the simulation,
// the calculator, the parallelism view and the tests all use the same arithmetic. Plain C++ (no Qt
// beyond QtCore types); every quantity carries its unit in its name.
//
// The ring all-reduce and the training step's compute (2(N−1)(α + S/(N·B)), 6·P·T/(G·peak·u)) are
// the framework's (lessons/framework/allreduce.h), shared with the cost lesson.
//
// What crosses the links per training step (per GPU, ring all-reduce where a collective is used;
// a transformer with L layers, hidden size h, T_m tokens per micro-batch, a bytes per activation):
//   data parallel     gradients, once per step:            2(N−1)/N · P · b
//   tensor parallel   activations, 4 all-reduces per layer per micro-batch (2 forward: after
//                     attention and after the MLP; 2 backward — Megatron-LM, Shoeybi et al.
//                     2019, §3):                           L · 4 · 2(N−1)/N · T_m · h · a
//   pipeline parallel activations forward and their gradients backward, at each of the N − 1
//                     stage boundaries, per micro-batch:   2 · T_m · h · a per boundary
#pragma once

#include "lessons/framework/allreduce.h"

#include <QString>

namespace gpulab {

enum class Parallelism { Data, Tensor, Pipeline };

struct ParallelSetup
{
    int gpus = 4;                      // N
    int layers = 32;                   // L
    int hidden = 4096;                 // h
    double tokensPerMicroBatch = 4096; // T_m (micro-batch × sequence length)
    double bytesPerValue = 2;          // a and b: BF16
    int microBatches = 8;              // per step (pipeline and tensor: per micro-batch costs)

    // P ≈ 12 · L · h² (attention 4h² + MLP 8h² per layer; embeddings left out).
    double parameters() const;
    double activationBytes() const; // T_m · h · a: one layer's output for one micro-batch
};

struct ParallelTraffic
{
    double bytesPerGpuPerStep = 0; // what one GPU sends over its links in one training step
    double messageBytes = 0;       // one transfer (a gradient all-reduce, one activation tensor)
    int messagesPerStep = 0;       // how many such transfers a GPU takes part in per step
    QString when;                  // untranslated key: "step", "layer", "stage"
};

ParallelTraffic parallelTraffic(Parallelism kind, const ParallelSetup &setup);

// Display, in the user's locale, unit always shown: "32 GB/s" (bytes, never bits; the
// framework's bytesText, numbertext.h, as for a byte count: "40 GB"). Durations: the framework's
// secondsText ("1.88 s", "156 ms", "3.4 µs").
QString formatBytesPerSecond(double bytesPerSecond);

} // namespace gpulab
