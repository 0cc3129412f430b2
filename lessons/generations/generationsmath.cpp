// The GPU generations lesson's reading of the data file (see generationsmath.h).
#include "lessons/generations/generationsmath.h"

#include "lessons/framework/numbertext.h"

#include <QCoreApplication>
#include <QLocale>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>

namespace gpulab::generations {

namespace {

// The translation context of this file's messages, which lupdate reads from the macro.
class GenerationsText
{
    Q_DECLARE_TR_FUNCTIONS(gpulab::generations)
};

const QList<Precision> &tensorPrecisionList()
{
    static const QList<Precision> list{Precision::Tf32, Precision::Fp16, Precision::Bf16,
                                       Precision::Fp8,  Precision::Fp4,  Precision::Int8};
    return list;
}

bool isTimelineRow(const GpuSpec &spec)
{
    if (spec.kind == GpuKind::Gpu)
        return spec.formFactor == QLatin1String("SXM") || spec.formFactor == QLatin1String("OAM");
    return spec.kind == GpuKind::Accelerator && spec.market == QLatin1String("cloud");
}

bool usable(double value)
{
    return isKnown(value) && std::isfinite(value) && value > 0;
}

} // namespace

QList<GpuSpec> timelineRows(const QList<GpuSpec> &all)
{
    QList<GpuSpec> rows;
    for (const GpuSpec &spec : all)
        if (isTimelineRow(spec))
            rows << spec;
    // Within a launch year the faster part came later (A100 40 GB before 80 GB, H200 before
    // B200): dense 16-bit peak, then bandwidth, then the name.
    std::stable_sort(rows.begin(), rows.end(), [](const GpuSpec &a, const GpuSpec &b) {
        if (a.year != b.year)
            return a.year < b.year;
        const double peakA = denseHalfPeak(a).tflops, peakB = denseHalfPeak(b).tflops;
        if (isKnown(peakA) && isKnown(peakB) && peakA != peakB)
            return peakA < peakB;
        if (isKnown(a.bandwidthGBs) && isKnown(b.bandwidthGBs) && a.bandwidthGBs != b.bandwidthGBs)
            return a.bandwidthGBs < b.bandwidthGBs;
        return a.name < b.name;
    });
    return rows;
}

HalfPeak denseHalfPeak(const GpuSpec &spec)
{
    HalfPeak peak;
    for (Precision p : {Precision::Fp16, Precision::Bf16})
        if (const std::optional<double> rate = spec.rate(p, Sparsity::Dense))
            if (usable(*rate) && (!isKnown(peak.tflops) || *rate > peak.tflops)) {
                peak.tflops = *rate;
                peak.tensor = true;
            }
    if (!peak.tensor && usable(spec.fp16VectorTflops))
        peak.tflops = spec.fp16VectorTflops;
    return peak;
}

int nvlinkGeneration(const GpuSpec &spec)
{
    static const QRegularExpression nvlink(QStringLiteral("^NVLink (\\d+)\\b"));
    const QRegularExpressionMatch match = nvlink.match(spec.interconnect.trimmed());
    return match.hasMatch() ? match.captured(1).toInt() : 0;
}

bool nvlinkIsBridge(const GpuSpec &spec)
{
    return nvlinkGeneration(spec) > 0 && spec.interconnect.contains(QLatin1String("bridge"));
}

QStringList tensorPrecisions(const GpuSpec &spec)
{
    QStringList names;
    for (Precision p : tensorPrecisionList())
        if (spec.rate(p, Sparsity::Dense))
            names << precisionName(p).toUpper();
    return names;
}

bool hasSparsity(const GpuSpec &spec)
{
    return std::any_of(tensorPrecisionList().cbegin(), tensorPrecisionList().cend(),
                       [&spec](Precision p) { return spec.rate(p, Sparsity::Sparse).has_value(); });
}

QString ordinal(int n)
{
    switch (n) {
    case 1: return GenerationsText::tr("1st");
    case 2: return GenerationsText::tr("2nd");
    case 3: return GenerationsText::tr("3rd");
    default: return GenerationsText::tr("%1th").arg(wholeText(n));
    }
}

QList<Addition> additions(const GpuSpec &spec, const GpuSpec *before)
{
    QList<Addition> list;
    const int tensorBefore = before ? before->tensorCoreGeneration : 0;
    if (spec.tensorCoreGeneration > 0 && tensorBefore == 0)
        list << Addition{Added::TensorCores, ordinal(spec.tensorCoreGeneration)};
    else if (spec.tensorCoreGeneration > tensorBefore)
        list << Addition{Added::TensorCoreGeneration, ordinal(spec.tensorCoreGeneration)};
    const QStringList had = before ? tensorPrecisions(*before) : QStringList();
    for (const QString &precision : tensorPrecisions(spec))
        if (!had.contains(precision))
            list << Addition{Added::Precision, precision};
    if (hasSparsity(spec) && !(before && hasSparsity(*before)))
        list << Addition{Added::Sparsity, QString()};
    if (spec.transformerEngineGeneration > (before ? before->transformerEngineGeneration : 0))
        list << Addition{Added::TransformerEngine, ordinal(spec.transformerEngineGeneration)};
    const int link = nvlinkGeneration(spec);
    if (link > (before ? nvlinkGeneration(*before) : 0))
        list << Addition{Added::NvLink, QStringLiteral("NVLink %1").arg(link)};
    if (!spec.memoryType.isEmpty() && (!before || before->memoryType != spec.memoryType))
        list << Addition{Added::MemoryType, spec.memoryType};
    return list;
}

QString additionText(const Addition &addition)
{
    switch (addition.what) {
    case Added::TensorCores:
        return GenerationsText::tr("Tensor Cores (%1 generation)").arg(addition.detail);
    case Added::TensorCoreGeneration:
        return GenerationsText::tr("%1-generation Tensor Cores").arg(addition.detail);
    case Added::Precision:
        return GenerationsText::tr("%1 on the tensor cores").arg(addition.detail);
    case Added::Sparsity:
        return GenerationsText::tr(
            "2:4 structured sparsity (twice the dense rate for pruned weights)");
    case Added::TransformerEngine:
        return GenerationsText::tr("Transformer Engine (%1 generation)").arg(addition.detail);
    case Added::NvLink: return addition.detail;
    case Added::MemoryType: return GenerationsText::tr("%1 memory").arg(addition.detail);
    }
    return addition.detail;
}

const GpuSpec *previousOfVendor(const QList<GpuSpec> &timeline, const GpuSpec &spec)
{
    const GpuSpec *previous = nullptr;
    for (const GpuSpec &row : timeline) {
        if (row.id == spec.id)
            return previous;
        if (row.vendor == spec.vendor)
            previous = &row;
    }
    return nullptr;
}

namespace {

double figureOf(const GpuSpec &spec, Figure figure)
{
    switch (figure) {
    case Figure::DenseHalf: return denseHalfPeak(spec).tflops;
    case Figure::DenseFp8:
        return spec.rate(Precision::Fp8, Sparsity::Dense).value_or(kUnknownFigure);
    case Figure::Fp32: return spec.fp32Tflops;
    case Figure::Memory: return spec.memoryGB;
    case Figure::Bandwidth: return spec.bandwidthGBs;
    case Figure::Interconnect: return spec.interconnectGBs;
    case Figure::Power: return spec.tdpW;
    }
    return kUnknownFigure;
}

double ratioOf(double a, double b)
{
    return usable(a) && usable(b) ? b / a : kUnknownFigure;
}

} // namespace

QList<Ratio> compare(const GpuSpec &a, const GpuSpec &b)
{
    QList<Ratio> ratios;
    for (Figure figure : {Figure::DenseHalf, Figure::DenseFp8, Figure::Fp32, Figure::Memory,
                          Figure::Bandwidth, Figure::Interconnect, Figure::Power}) {
        Ratio ratio{figure};
        ratio.a = figureOf(a, figure);
        ratio.b = figureOf(b, figure);
        ratio.ratio = ratioOf(ratio.a, ratio.b);
        ratio.known = isKnown(ratio.ratio);
        ratios << ratio;
    }
    return ratios;
}

QString figureName(Figure figure)
{
    switch (figure) {
    case Figure::DenseHalf: return GenerationsText::tr("Dense FP16/BF16 peak");
    case Figure::DenseFp8: return GenerationsText::tr("Dense FP8 peak");
    case Figure::Fp32: return GenerationsText::tr("FP32 (vector)");
    case Figure::Memory: return GenerationsText::tr("Memory");
    case Figure::Bandwidth: return GenerationsText::tr("Memory bandwidth");
    case Figure::Interconnect: return GenerationsText::tr("GPU-to-GPU link");
    case Figure::Power: return GenerationsText::tr("Power");
    }
    return {};
}

QString figureUnit(Figure figure)
{
    switch (figure) {
    case Figure::DenseHalf:
    case Figure::DenseFp8:
    case Figure::Fp32: return QStringLiteral("TFLOPS");
    case Figure::Memory: return QStringLiteral("GB");
    case Figure::Bandwidth:
    case Figure::Interconnect: return QStringLiteral("GB/s");
    case Figure::Power: return QStringLiteral("W");
    }
    return {};
}

JobBounds jobBounds(const GpuSpec &a, const GpuSpec &b)
{
    return {ratioOf(denseHalfPeak(a).tflops, denseHalfPeak(b).tflops),
            ratioOf(a.bandwidthGBs, b.bandwidthGBs)};
}

QString timesText(double ratio)
{
    if (!usable(ratio))
        return QStringLiteral("\u2014");
    const QLocale locale;
    QString number;
    if (ratio >= 10)
        number = locale.toString(qRound64(ratio));
    else if (ratio >= 1)
        number = withoutTrailingZeros(ratio, 1, locale);
    else
        number = withoutTrailingZeros(ratio, 2, locale);
    return QStringLiteral("\u00d7") + number;
}

} // namespace gpulab::generations
