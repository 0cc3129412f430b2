// The "Beyond GPUs" lesson's rows (see acceleratorrows.h).
#include "lessons/accelerators/acceleratorrows.h"

#include <QLocale>

#include <algorithm>
#include <cmath>

namespace gpulab::accelerators {

namespace {

const char *const kReferenceGpus[] = {"h100-sxm5", "b200", "mi300x"};

int kindOrder(GpuKind kind)
{
    switch (kind) {
    case GpuKind::Gpu: return 0;
    case GpuKind::Accelerator: return 1;
    default: return 2;
    }
}

bool usable(double value)
{
    return isKnown(value) && std::isfinite(value) && value > 0;
}

int precisionRank(Precision precision)
{
    switch (precision) {
    case Precision::Bf16: return 0;
    case Precision::Fp16: return 1;
    case Precision::Fp8: return 2;
    default: return 3;
    }
}

} // namespace

QList<GpuSpec> chipRows(const QList<GpuSpec> &all)
{
    QList<GpuSpec> rows;
    for (const GpuSpec &spec : all) {
        const bool reference =
            std::any_of(std::begin(kReferenceGpus), std::end(kReferenceGpus),
                        [&](const char *id) { return spec.id == QLatin1String(id); });
        if (spec.kind == GpuKind::Accelerator || spec.kind == GpuKind::Npu ||
            (spec.kind == GpuKind::Gpu && reference))
            rows.append(spec);
    }
    std::stable_sort(rows.begin(), rows.end(), [](const GpuSpec &a, const GpuSpec &b) {
        if (kindOrder(a.kind) != kindOrder(b.kind))
            return kindOrder(a.kind) < kindOrder(b.kind);
        return a.year < b.year;
    });
    return rows;
}

std::optional<Peak> densePeak(const GpuSpec &spec)
{
    for (Precision precision : {Precision::Bf16, Precision::Fp16, Precision::Fp8, Precision::Int8})
        if (const std::optional<double> rate = spec.rate(precision); rate && usable(*rate))
            return Peak{*rate, precision};
    return std::nullopt;
}

QString peakText(const Peak &peak)
{
    return QStringLiteral("%1 %2 %3")
        .arg(QLocale().toString(peak.value, 'f', peak.value < 100 ? 1 : 0),
             rateUnit(peak.precision), precisionName(peak.precision).toUpper());
}

std::optional<Family> familyOf(const GpuSpec &spec)
{
    if (spec.kind == GpuKind::Npu)
        return Family::Npu;
    if (spec.kind == GpuKind::Gpu && spec.vendor == QLatin1String("NVIDIA"))
        return Family::NvidiaGpu;
    if (spec.kind == GpuKind::Gpu && spec.vendor == QLatin1String("AMD"))
        return Family::AmdGpu;
    if (spec.kind == GpuKind::Accelerator && spec.vendor == QLatin1String("Google"))
        return Family::GoogleTpu;
    if (spec.kind == GpuKind::Accelerator && spec.vendor == QLatin1String("AWS"))
        return Family::AwsChip;
    return std::nullopt;
}

QList<FamilyRow> familyRows(const QList<GpuSpec> &all)
{
    QList<FamilyRow> rows;
    for (Family family :
         {Family::NvidiaGpu, Family::AmdGpu, Family::GoogleTpu, Family::AwsChip, Family::Npu}) {
        FamilyRow row;
        row.family = family;
        // Short cells (the table must show two whole rows on a presenter's 1024x768); the
        // lesson's text says more.
        switch (family) {
        case Family::NvidiaGpu:
            row.name = Words::tr("NVIDIA GPUs");
            row.software = Words::tr("CUDA: every framework, research code first");
            row.scale = Words::tr("NVLink: 8 per server, 72 per NVL72 rack");
            row.availability = Words::tr("Buy or rent");
            break;
        case Family::AmdGpu:
            row.name = Words::tr("AMD Instinct");
            row.software = Words::tr("ROCm: PyTorch, JAX; CUDA code needs porting");
            row.scale = Words::tr("Infinity Fabric: 8 per server");
            row.availability = Words::tr("Buy or rent");
            break;
        case Family::GoogleTpu:
            row.name = Words::tr("Google TPUs");
            row.software = Words::tr("XLA: JAX, PyTorch/XLA");
            row.scale = Words::tr("ICI pods of thousands");
            row.availability = Words::tr("Rent: Google Cloud");
            break;
        case Family::AwsChip:
            row.name = Words::tr("AWS Trainium, Inferentia");
            row.software = Words::tr("Neuron SDK: PyTorch, JAX");
            row.scale = Words::tr("NeuronLink: 16 per Trn1");
            row.availability = Words::tr("Rent: AWS");
            break;
        case Family::Npu:
            row.name = Words::tr("Phone, laptop NPUs");
            row.software = Words::tr("Core ML, OpenVINO, ONNX Runtime: small models");
            row.scale = Words::tr("One device");
            row.availability = Words::tr("In your device");
            break;
        }
        const GpuSpec *fastest = nullptr;
        std::optional<Peak> best;
        const GpuSpec *largest = nullptr;
        QList<const GpuSpec *> members;
        for (const GpuSpec &spec : all) {
            // GPUs: the datacenter parts (consumer cards are the GPU generations lesson's).
            if (familyOf(spec) != family ||
                (spec.kind == GpuKind::Gpu && spec.market != QLatin1String("datacenter")))
                continue;
            members.append(&spec);
            if (!row.sources.contains(spec.source))
                row.sources << spec.source;
            if (const std::optional<Peak> peak = densePeak(spec);
                peak && (!best || precisionRank(peak->precision) < precisionRank(best->precision) ||
                         (peak->precision == best->precision && peak->value > best->value))) {
                best = peak;
                fastest = &spec;
            }
            if (usable(spec.memoryGB) && (!largest || spec.memoryGB > largest->memoryGB))
                largest = &spec;
        }
        std::stable_sort(members.begin(), members.end(),
                         [](const GpuSpec *a, const GpuSpec *b) { return a->year > b->year; });
        for (const GpuSpec *spec : members)
            row.examples << spec->name;
        row.peakText = best ? peakText(*best) : Words::tr("not stated");
        row.peakChip = fastest ? fastest->name : QString();
        row.memoryText = largest
                             ? Words::tr("%1 GB").arg(QLocale().toString(largest->memoryGB, 'f', 0))
                             : Words::tr("shared");
        row.memoryChip = largest ? largest->name : QString();
        rows.append(row);
    }
    return rows;
}

std::optional<double> timesMeasured(double peakTflops, double measuredGflops)
{
    if (!usable(peakTflops) || !usable(measuredGflops))
        return std::nullopt;
    const double times = peakTflops * 1000 / measuredGflops;
    return std::isfinite(times) ? std::optional<double>(times) : std::nullopt;
}

} // namespace gpulab::accelerators
