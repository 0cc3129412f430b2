// What the "Beyond GPUs" lesson's tables read from gpu-specs.csv (QtCore only): the chips it
// compares (every accelerator and NPU row, with the datacenter GPUs it sets them beside), each
// chip's headline dense peak with its precision, the five families of the "When to choose which"
// table with their examples taken from the rows, and how many times a measured rate a peak is.
// The words of the families (software, scale, availability) are the lesson's own; every number
// comes from a row.
#pragma once

#include "lessons/framework/gpuspecs.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace gpulab::accelerators {

// Accelerators (TPUs, Trainium, Inferentia), NPUs, and the reference GPUs (H100 SXM, B200,
// MI300X), oldest first within each kind: GPUs, then accelerators, then NPUs.
QList<GpuSpec> chipRows(const QList<GpuSpec> &all);

// The dense matrix peak a chip is quoted by: BF16, else FP16, else FP8, else INT8 (TOPS: an
// NPU). Never a sparse figure; nullopt where the file has none (an NPU whose vendor names no
// precision).
struct Peak
{
    double value = 0; // TFLOPS, or TOPS for Int8
    Precision precision = Precision::Bf16;
};
std::optional<Peak> densePeak(const GpuSpec &spec);

enum class Family { NvidiaGpu, AmdGpu, GoogleTpu, AwsChip, Npu };
std::optional<Family> familyOf(const GpuSpec &spec);

struct FamilyRow
{
    Family family = Family::NvidiaGpu;
    QString name;         // "NVIDIA GPUs"
    QStringList examples; // row names from the data file, newest first (GPUs: datacenter parts)
    QString peakText;     // the largest dense peak among them, with its precision
    QString peakChip;     // the row it comes from
    QString memoryText;   // the largest memory among them ("shared": NPUs)
    QString memoryChip;   // the row it comes from
    QString software;     // frameworks and toolchain (the lesson's words)
    QString scale;        // how far it scales
    QString availability; // buy, rent, where
    QStringList sources;  // the rows' sources
};
QList<FamilyRow> familyRows(const QList<GpuSpec> &all);

// peakTflops ÷ (measuredGflops / 1000): how many times this machine's measured rate a peak is.
// nullopt for a missing, zero or non-finite figure (never inf or nan on screen).
std::optional<double> timesMeasured(double peakTflops, double measuredGflops);

// "918 TFLOPS BF16", "48 TOPS INT8": a peak with its unit and precision, "dense" implied.
QString peakText(const Peak &peak);

class Words
{
    Q_DECLARE_TR_FUNCTIONS(gpulab::accelerators::Words)
};

} // namespace gpulab::accelerators
