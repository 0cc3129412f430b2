// The memory arithmetic every lesson shares, in one place: how many bytes a model needs on one
// GPU to train or to serve, part by part, and on each of N GPUs under data parallelism, the three
// ZeRO stages and tensor parallelism. The "Will it fit?" lesson works it out in full; the
// Precision lesson's "What a model weighs" page (2 + 2 + 12 = 16 bytes per parameter: mixed
// precision, Adam, master copy) and the GPU generations lesson's chooser take their bytes per
// parameter from here. Tested by hand-worked cases
// (tests/lessons/willitfit/tst_willitfitmodel.cpp). QtCore only. Bytes are bytes; the lessons
// write them with numbertext.h's bytesText (GB = 10^9 bytes).
//
// The parts, for P parameters:
//   weights      P × bytes of the format (FP32 4, BF16/FP16 2, FP8 1, INT4/FP4 0.5);
//   gradients    training: P × the weights' bytes (BF16 training keeps BF16 gradients);
//   master copy  mixed-precision training: an FP32 copy of the weights, P × 4, so that small
//                updates are not rounded away (Micikevicius et al. 2018);
//   optimizer    P × 0 (plain SGD), 4 (SGD with momentum: one FP32 state), 8 (Adam: momentum and
//                variance in FP32), 2 (8-bit Adam: both states in one byte each, Dettmers et al.
//                2022, "8-bit Optimizers via Block-wise Quantization"; the block constants are
//                left out). With Adam and a master copy: 4 + 8 = 12 = the ZeRO paper's K
//                (Rajbhandari et al. 2020, section 3.1), so 2 + 2 + 12 = 16 bytes per parameter;
//   activations  training, per layer with 16-bit activations and no tensor parallelism
//                (Korthikanti et al. 2022, "Reducing Activation Recomputation in Large Transformer
//                Models", section 4.1, eq. 1): s·b·h·(34 + 5·a·s/h) bytes, where the 5·a·s/h term
//                is the attention scores (a heads of s × s), which FlashAttention-style kernels
//                and selective recomputation do not keep: then s·b·h·34. With full activation
//                checkpointing only each layer's input is kept, 2·s·b·h per layer (the paper's
//                2·s·b·h·L), and the layer being recomputed briefly holds its whole set again:
//                2·s·b·h·L + one layer's s·b·h·(34 + ...). The logits (s·b·vocab) are left out;
//   KV cache     inference: 2 (a key and a value) × layers × kv_heads × head_dim × sequence ×
//                batch × bytes of the cache's format. Grouped-query attention (kv_heads < heads)
//                shrinks it by heads / kv_heads;
//   overhead     an ASSUMPTION, not a published figure: a share of everything else for the CUDA
//                context, library workspaces and the allocator's fragmentation (measure a real
//                run with torch.cuda.max_memory_allocated).
//
// Across N GPUs, per GPU (ZeRO paper, Figure 1; tensor parallelism with sequence parallelism,
// Korthikanti et al. section 4.2.2, which divides the activations by N too):
//   data parallel  every GPU holds everything;
//   ZeRO-1         optimizer states and master copy / N;
//   ZeRO-2         gradients too / N;
//   ZeRO-3         weights too / N (the layer being computed is gathered for a moment: left out);
//   tensor         weights, gradients, states, master and activations / N. Serving: the KV cache
//                  splits by key/value heads, so with fewer kv_heads than GPUs each GPU still
//                  keeps one head (the cache is then replicated, not split further).
// Serving has no gradients, states or activations to shard: ZeRO-1 and -2 are data parallel
// there, ZeRO-3 shards the weights and each GPU keeps its own requests' cache.
#pragma once

#include <QString>

#include <optional>

namespace gpulab::fit {

enum class Format { Fp32, Bf16, Fp8, Int4 };
enum class Optimizer { Sgd, Momentum, Adam, Adam8bit };
enum class Mode { Training, Inference };
enum class Strategy { DataParallel, Zero1, Zero2, Zero3, Tensor };

// 4, 2, 1, 0.5.
double bytesPerValue(Format format);
// Bytes of optimizer state per parameter, master copy not included: 0, 4, 8, 2.
double optimizerBytesPerParameter(Optimizer optimizer);

// "fp32", "bf16", "fp8", "int4" / "sgd", "momentum", "adam", "adam8bit" / "training",
// "inference" / "dp", "zero1", "zero2", "zero3", "tp": the words of the model's parameters.
QString formatKey(Format format);
QString optimizerKey(Optimizer optimizer);
QString modeKey(Mode mode);
QString strategyKey(Strategy strategy);
std::optional<Format> formatFromKey(const QString &key);

// A model's shape (from models.csv, or typed in).
struct Shape
{
    double parameters = 0;
    int layers = 0;
    int hidden = 0;
    int heads = 0;
    int kvHeads = 0;
    int headDim = 0;
};

// What the GPUs do with it.
struct Workload
{
    Mode mode = Mode::Training;
    Format weights = Format::Bf16;
    Optimizer optimizer = Optimizer::Adam;
    bool masterCopy = true;     // mixed precision: FP32 master weights (ignored for FP32 weights)
    bool checkpointing = false; // full activation recomputation
    bool storeScores = false;   // the s × s attention scores are kept (no FlashAttention)
    int sequence = 4096;        // tokens per sequence
    int batch = 1;              // sequences per GPU (training: the micro-batch)
    Format kvCache = Format::Bf16;
    double overheadFraction = 0.1; // the labelled assumption, 0.1 = 10 %
};

// Bytes per GPU, part by part.
struct Breakdown
{
    double weights = 0;
    double gradients = 0;
    double master = 0;
    double optimizer = 0;
    double activations = 0;
    double kvCache = 0;
    double overhead = 0;
    double beforeOverhead() const
    {
        return weights + gradients + master + optimizer + activations + kvCache;
    }
    double total() const { return beforeOverhead() + overhead; }
};

// Korthikanti et al.'s per-layer activations, bytes: s·b·h·(34 + 5·a·s/h), or s·b·h·34 without
// the scores.
double activationBytesPerLayer(const Shape &shape, int sequence, int batch, bool storeScores);
// All layers: L × the above, or with checkpointing 2·s·b·h·L + one layer's.
double activationBytes(const Shape &shape, const Workload &work);
// 2 × layers × kv_heads × head_dim × sequence × batch × bytes.
double kvCacheBytes(const Shape &shape, int sequence, int batch, Format format);

// Bytes per parameter of the parts that grow with the parameters, before sharding: the weights,
// and for training the gradients, the master copy and the optimizer states (activations, KV
// cache and overhead are 0). total() is the model states' bytes per parameter: 16 for the
// default Workload (mixed precision with Adam: 2 + 2 + 4 + 8), 2 for serving BF16 weights.
Breakdown perParameter(const Workload &work);
// One GPU holding everything.
Breakdown singleGpu(const Shape &shape, const Workload &work);
// Each of `gpus` GPUs under `strategy` (gpus ≥ 1; 1 is singleGpu()).
Breakdown perGpu(const Shape &shape, const Workload &work, Strategy strategy, int gpus);
// The fewest GPUs (1..maxGpus) of `capacityBytes` each on which the job fits under `strategy`;
// nullopt when even maxGpus do not (data parallelism never helps: 1 or nullopt).
std::optional<int> fewestGpus(const Shape &shape, const Workload &work, Strategy strategy,
                              double capacityBytes, int maxGpus);

} // namespace gpulab::fit
