// BlockReport: what the "Blocks share a scale" tab shows of one tensor, computed off the GUI
// thread by BlockRunner (blockrunner.h) from compute/blockquant.h: for every scheme (MXFP8, MXFP6,
// MXFP4, NVFP4, INT8/INT4 per tensor and per row) its error figures and bits per element, the
// dequantised values of a window of the tensor (the top-left kWindowRows x kWindowCols, what the
// heat maps draw), that window's element patterns and scales (the block view), and a histogram
// of the error over the whole tensor in units of the tensor's standard deviation. Only the window
// and the figures are kept: a 16-million-element tensor is quantised one scheme at a time.
#pragma once

#include "compute/blockquant.h"
#include "compute/cancel.h"
#include "compute/tensorgen.h"

#include <QString>

#include <vector>

namespace gpulab::precision {

inline constexpr int kWindowRows = 32;
inline constexpr int kWindowCols = 128;
inline constexpr int kHistogramBins = 41;      // over [-kHistogramRange, +kHistogramRange] sigma
inline constexpr double kHistogramRange = 1.0; // errors beyond land in the end bins

struct SchemeReport
{
    const fp::SchemeSpec *scheme = nullptr;
    fp::QuantStats stats;
    std::vector<double> window;           // dequantised, windowRows x windowCols
    std::vector<std::uint32_t> elements;  // the window's element patterns
    std::vector<double> scales;           // the window's scales: per block, per row or one
    std::vector<std::uint32_t> scaleBits; // their patterns
    int blocksPerRow = 0;                 // of the window (0: one scale for the tensor)
    double tensorScale = 1;               // NVFP4's FP32 tensor scale
    std::vector<double> histogram;        // share of elements per bin
};

struct BlockReport
{
    QString source; // "Gaussian, seed 1" or the file's name
    int rows = 0, cols = 0;
    int windowRows = 0, windowCols = 0;
    std::vector<double> window;        // the original values of the window
    double stdDev = 0;                 // of the whole tensor (finite values)
    double absMax = 0;                 // of the whole tensor (finite values)
    std::vector<SchemeReport> schemes; // in fp::allSchemes() order
};

// Quantises `tensor` with every scheme; polls `control` (ComputeError(Cancelled)) and reports the
// fraction done.
BlockReport makeBlockReport(const fp::Tensor &tensor, const QString &source,
                            const RunControl &control = {});

} // namespace gpulab::precision
