// Choosing a GPU, as a pure function of a need and the data file (QtCore only): a job
// (learning, fine-tuning, training from scratch, serving), a model size and a budget go in; a
// verdict (buy a card, or rent), the memory the job needs, and up to four candidates from
// assets/data/gpu-specs.csv, each with its reasons, come out. The panel's "Choose a GPU" tab is
// a form over it; the tests check it against hand-worked cases.
//
// The memory rule is a rule of thumb, stated with every answer (the "Will it fit?" lesson works
// it out in full). Its bytes per parameter are the framework's memory arithmetic
// (lessons/framework/fitmath.h, fit::perParameter); the allowances are the chooser's own:
//   - learning and serving: the weights in BF16, 2 bytes per parameter, plus 20 % for the KV
//     cache, activations and the runtime (an assumption);
//   - fine-tuning with LoRA adapters: the frozen BF16 weights, 2 bytes per parameter, plus 50 %
//     for the adapters, their optimizer states and activations (an assumption);
//   - training from scratch in mixed precision with Adam: 16 bytes per parameter (2 weights + 2
//     gradients + 12 for FP32 master weights and two moments: the ZeRO paper, Rajbhandari et
//     al. 2020), before activations.
//
// The verdict:
//   - Buy: a card with a published launch price (the data file's consumer rows) that holds the
//     whole need on one card and fits the budget. The candidates are those cards: for learning
//     and fine-tuning the cheapest first, for serving the fastest memory first (decoding is
//     memory-bound), for training the highest dense 16-bit peak first.
//   - Rent: no card in the budget holds it, or the job is training from scratch on more than
//     one GPU's memory (weeks of a whole server: rent unless it is busy all year), or there is
//     no budget at all. Datacenter GPUs have no list price in the file (vendors publish none):
//     the candidates are the datacenter GPUs that hold the need in the fewest GPUs of one server
//     (at most 8), with NVLink preferred where more than one is needed.
//   - Too big: not even 8 of the largest GPU hold it (a cluster's job).
#pragma once

#include "lessons/framework/gpuspecs.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace gpulab::chooser {

enum class Job { Learning, FineTuning, Training, Serving };
enum class Verdict { Buy, Rent, TooBig };

struct Need
{
    Job job = Job::Learning;
    double paramsBillions = 7; // model size, billions of parameters (> 0)
    double budgetUsd = 2000;   // what may be spent on hardware; 0: nothing
};

struct Candidate
{
    GpuSpec spec;
    int count = 1; // GPUs needed to hold the memory
    QStringList reasons;
};

struct Choice
{
    Verdict verdict = Verdict::Rent;
    double needGB = 0;           // the memory rule's answer
    QString needRule;            // how needGB was worked out, in words
    QStringList reasons;         // why this verdict
    QList<Candidate> candidates; // at most kMaxCandidates
};

inline constexpr int kMaxCandidates = 4;
inline constexpr int kMaxGpusPerServer = 8;

// Bytes of memory per parameter and the allowance on top (0.2 = +20 %) the rule uses for a job.
double bytesPerParameter(Job job);
double allowance(Job job);
// The memory a job needs, GB (10^9 bytes): params × bytes × (1 + allowance).
double memoryNeedGB(Job job, double paramsBillions);

// The decision (see the top of this file). `specs` is the data file's rows; only kind gpu rows
// are candidates.
Choice choose(const Need &need, const QList<GpuSpec> &specs);

// For people (translated).
QString jobName(Job job);
QString verdictName(Verdict verdict);

} // namespace gpulab::chooser
