// The hardware data file's columns (gpuSpecTable()) and its own checks (see gpuspecs.h). Adding
// a column = a GpuSpec member + one row of the table + the file and its README.
#include "lessons/framework/gpuspecs.h"

#include "lessons/framework/numbertext.h"

#include <QRegularExpression>

#include <algorithm>
#include <cmath>
#include <map>

namespace gpulab {

namespace {

const char *const kPrecisionNames[] = {"fp64", "fp64-tensor", "fp32", "tf32", "fp16",
                                       "bf16", "fp8",         "fp4",  "int8"};
const char *const kKindNames[] = {"gpu", "accelerator", "cpu", "system", "npu"};
const char *const kFormFactors[] = {"SXM", "PCIe", "OAM", "board", "chip", "socket", "rack", "soc"};
const char *const kEcc[] = {"yes", "no"};
const char *const kMarkets[] = {"datacenter", "workstation", "consumer", "cloud"};

} // namespace

// In the shipped file's order.
std::vector<Column<GpuSpec>> gpuSpecTable()
{
    using C = Column<GpuSpec>;
    const auto required = Presence::Required;
    return {
        C::id("id", &GpuSpec::id),
        C::text("name", &GpuSpec::name, required),
        C::text("vendor", &GpuSpec::vendor, required),
        C::oneOf("kind", &GpuSpec::kind, choicesOf(kKindNames), required),
        C::text("architecture", &GpuSpec::architecture),
        C::oneOf("form_factor", &GpuSpec::formFactor, choicesOf(kFormFactors)),
        C::whole("year", &GpuSpec::year, 1990, 2035, required),
        C::number("device_count", "devices", &GpuSpec::deviceCount, 1, 1e5).emptyAs(1),
        C::number("compute_units", "SMs, CUs or cores", &GpuSpec::computeUnits, 1, 1e6),
        C::number("shader_cores", "cores", &GpuSpec::shaderCores, 1, 1e8),
        C::number("tensor_cores", "cores", &GpuSpec::tensorCores, 1, 1e7),
        C::number("base_clock_mhz", "MHz", &GpuSpec::baseClockMHz, 1, 1e4),
        C::number("boost_clock_mhz", "MHz", &GpuSpec::boostClockMHz, 1, 1e4),
        C::number("last_level_cache_mb", "MB", &GpuSpec::lastLevelCacheMB, 0.001, 1e6),
        C::number("memory_gb", "GB", &GpuSpec::memoryGB, 0.001, 1e8),
        C::text("memory_type", &GpuSpec::memoryType),
        C::number("bandwidth_gbs", "GB/s", &GpuSpec::bandwidthGBs, 0.001, 1e8),
        C::text("interconnect", &GpuSpec::interconnect),
        C::number("interconnect_gbs", "GB/s", &GpuSpec::interconnectGBs, 0.001, 1e7),
        C::number("pcie_gen", "", &GpuSpec::pcieGen, 1, 20),
        C::number("tdp_w", "W", &GpuSpec::tdpW, 1, 1e7),
        C::number("fp64_tflops", "TFLOPS", &GpuSpec::fp64Tflops, 0.001, 1e8),
        C::number("fp64_tensor_tflops", "TFLOPS", &GpuSpec::fp64TensorTflops, 0.001, 1e8),
        C::number("fp32_tflops", "TFLOPS", &GpuSpec::fp32Tflops, 0.001, 1e8),
        C::number("tf32_tflops", "TFLOPS", &GpuSpec::tf32Tflops, 0.001, 1e8),
        C::number("tf32_sparse_tflops", "TFLOPS", &GpuSpec::tf32SparseTflops, 0.001, 1e8),
        C::number("fp16_tflops", "TFLOPS", &GpuSpec::fp16Tflops, 0.001, 1e8),
        C::number("fp16_sparse_tflops", "TFLOPS", &GpuSpec::fp16SparseTflops, 0.001, 1e8),
        C::number("bf16_tflops", "TFLOPS", &GpuSpec::bf16Tflops, 0.001, 1e8),
        C::number("bf16_sparse_tflops", "TFLOPS", &GpuSpec::bf16SparseTflops, 0.001, 1e8),
        C::number("fp8_tflops", "TFLOPS", &GpuSpec::fp8Tflops, 0.001, 1e8),
        C::number("fp8_sparse_tflops", "TFLOPS", &GpuSpec::fp8SparseTflops, 0.001, 1e8),
        C::number("fp4_tflops", "TFLOPS", &GpuSpec::fp4Tflops, 0.001, 1e8),
        C::number("fp4_sparse_tflops", "TFLOPS", &GpuSpec::fp4SparseTflops, 0.001, 1e8),
        C::number("int8_tops", "TOPS", &GpuSpec::int8Tops, 0.001, 1e8),
        C::number("int8_sparse_tops", "TOPS", &GpuSpec::int8SparseTops, 0.001, 1e8),
        C::number("fp16_vector_tflops", "TFLOPS", &GpuSpec::fp16VectorTflops, 0.001, 1e8),
        C::whole("tensor_core_gen", &GpuSpec::tensorCoreGeneration, 1, 9),
        C::whole("transformer_engine_gen", &GpuSpec::transformerEngineGeneration, 1, 9),
        C::oneOf("ecc", &GpuSpec::ecc, choicesOf(kEcc)),
        C::oneOf("market", &GpuSpec::market, choicesOf(kMarkets)),
        C::number("launch_price_usd", "USD", &GpuSpec::launchPriceUsd, 1, 1e7),
        C::text("price_date", &GpuSpec::priceDate),
        C::source("source", &GpuSpec::source),
        C::text("memory_type_label", &GpuSpec::memoryTypeLabel).labelOf("memory_type"),
        C::text("interconnect_label", &GpuSpec::interconnectLabel).labelOf("interconnect"),
        C::text("notes", &GpuSpec::notes).translatable(),
    };
}

namespace {

struct RateColumns
{
    Precision precision;
    double GpuSpec::*dense;
    double GpuSpec::*sparse; // nullptr: no sparse form
    const char *denseName;
    const char *sparseName;
};

const RateColumns kRates[] = {
    {Precision::Fp64, &GpuSpec::fp64Tflops, nullptr, "fp64_tflops", nullptr},
    {Precision::Fp64Tensor, &GpuSpec::fp64TensorTflops, nullptr, "fp64_tensor_tflops", nullptr},
    {Precision::Fp32, &GpuSpec::fp32Tflops, nullptr, "fp32_tflops", nullptr},
    {Precision::Tf32, &GpuSpec::tf32Tflops, &GpuSpec::tf32SparseTflops, "tf32_tflops",
     "tf32_sparse_tflops"},
    {Precision::Fp16, &GpuSpec::fp16Tflops, &GpuSpec::fp16SparseTflops, "fp16_tflops",
     "fp16_sparse_tflops"},
    {Precision::Bf16, &GpuSpec::bf16Tflops, &GpuSpec::bf16SparseTflops, "bf16_tflops",
     "bf16_sparse_tflops"},
    {Precision::Fp8, &GpuSpec::fp8Tflops, &GpuSpec::fp8SparseTflops, "fp8_tflops",
     "fp8_sparse_tflops"},
    {Precision::Fp4, &GpuSpec::fp4Tflops, &GpuSpec::fp4SparseTflops, "fp4_tflops",
     "fp4_sparse_tflops"},
    {Precision::Int8, &GpuSpec::int8Tops, &GpuSpec::int8SparseTops, "int8_tops",
     "int8_sparse_tops"},
};

const RateColumns &ratesOf(Precision precision)
{
    return kRates[int(precision)];
}

} // namespace

std::optional<double> GpuSpec::rate(Precision precision, Sparsity sparsity) const
{
    const RateColumns &columns = ratesOf(precision);
    double GpuSpec::*member = sparsity == Sparsity::Dense ? columns.dense : columns.sparse;
    if (!member || !isKnown(this->*member))
        return std::nullopt;
    return this->*member;
}

QString builtinGpuSpecsPath()
{
    return QString::fromLatin1(GpuSpecs::kBuiltinPath);
}

QString gpuSpecsPath()
{
    return dataFilePath(GpuSpecs::kBuiltinPath, GpuSpecs::kPathVariable);
}

QStringList gpuSpecColumns()
{
    return columnNames(gpuSpecTable());
}

QStringList requiredGpuSpecColumns()
{
    return columnNames(gpuSpecTable(), true);
}

const GpuSpec *findGpuSpec(const QList<GpuSpec> &specs, const QString &id)
{
    for (const GpuSpec &spec : specs)
        if (spec.id == id)
            return &spec;
    return nullptr;
}

QString kindName(GpuKind kind)
{
    return QString::fromLatin1(kKindNames[int(kind)]);
}

std::optional<GpuKind> kindFromName(const QString &name)
{
    for (size_t i = 0; i < std::size(kKindNames); ++i)
        if (name.compare(QLatin1String(kKindNames[i]), Qt::CaseInsensitive) == 0)
            return GpuKind(i);
    return std::nullopt;
}

QString precisionName(Precision precision)
{
    return QString::fromLatin1(kPrecisionNames[int(precision)]);
}

std::optional<Precision> precisionFromName(const QString &name)
{
    QString key = name.trimmed();
    key.replace(QLatin1Char('_'), QLatin1Char('-'));
    for (size_t i = 0; i < std::size(kPrecisionNames); ++i)
        if (key.compare(QLatin1String(kPrecisionNames[i]), Qt::CaseInsensitive) == 0)
            return Precision(i);
    return std::nullopt;
}

QString rateUnit(Precision precision)
{
    return precision == Precision::Int8 ? QStringLiteral("TOPS") : QStringLiteral("TFLOPS");
}

QList<Precision> allPrecisions()
{
    QList<Precision> list;
    for (const RateColumns &columns : kRates)
        list << columns.precision;
    return list;
}

QString formatFigure(double value, const QString &unit, int decimals)
{
    if (!isKnown(value))
        return QStringLiteral("n/a");
    if (value == 0)
        value = 0;  // -0, which would read "-0"
    QLocale locale; // the UI language's digits and decimal sign
    locale.setNumberOptions(locale.numberOptions() | QLocale::OmitGroupSeparator);
    QString text = withoutTrailingZeros(value, std::max(0, decimals), locale);
    if (text == locale.negativeSign() + locale.zeroDigit())
        text = locale.zeroDigit(); // a small negative rounded to 0
    return unit.isEmpty() ? text : text + QLatin1Char(' ') + unit;
}

QString formatFigure(std::optional<double> value, const QString &unit, int decimals)
{
    return formatFigure(value.value_or(kUnknownFigure), unit, decimals);
}

QString formatRate(const GpuSpec &spec, Precision precision, Sparsity sparsity)
{
    return formatFigure(spec.rate(precision, sparsity), rateUnit(precision));
}

GpuSpecsLoad loadGpuSpecs(const QString &path)
{
    return loadTable<GpuSpec>(path, gpuSpecTable(), [](GpuSpec &spec, QStringList &problems) {
        for (const RateColumns &rates : kRates) {
            if (!rates.sparse)
                continue;
            const double dense = spec.*rates.dense;
            const double sparse = spec.*rates.sparse;
            if (!isKnown(sparse))
                continue;
            if (!isKnown(dense))
                problems << QStringLiteral("%1 is given but %2 is empty: give the dense rate too "
                                           "(half the sparse one where the vendor prints only "
                                           "that)")
                                .arg(QLatin1String(rates.sparseName),
                                     QLatin1String(rates.denseName));
            else if (sparse < dense)
                problems << QStringLiteral("%1 (%2) is below %3 (%4): sparsity never lowers the "
                                           "rate (are the columns swapped?)")
                                .arg(QLatin1String(rates.sparseName), formatFigure(sparse),
                                     QLatin1String(rates.denseName), formatFigure(dense));
        }
        // A price without its date is no fact (prices change): YYYY-MM, 1990-2035.
        static const QRegularExpression month(QStringLiteral("^(\\d{4})-(0[1-9]|1[0-2])$"));
        const QRegularExpressionMatch date = month.match(spec.priceDate);
        if (!spec.priceDate.isEmpty() && (!date.hasMatch() || date.captured(1).toInt() < 1990 ||
                                          date.captured(1).toInt() > 2035))
            problems << QStringLiteral("price_date \"%1\": write the month as YYYY-MM "
                                       "(1990-2035)")
                            .arg(spec.priceDate);
        else if (isKnown(spec.launchPriceUsd) && spec.priceDate.isEmpty())
            problems << QStringLiteral("launch_price_usd is given without price_date: a price "
                                       "is only a fact with its month (YYYY-MM)");
        else if (!isKnown(spec.launchPriceUsd) && !spec.priceDate.isEmpty())
            problems << QStringLiteral("price_date is given without launch_price_usd");
    });
}

GpuSpecsLoad GpuSpecs::load(const QString &path, const DataCatalog &)
{
    return loadGpuSpecs(path);
}

QList<GpuSpec> datasheetRoofSpecs(const QList<GpuSpec> &all)
{
    std::map<QString, GpuSpec> firstOf; // "vendor/architecture" -> spec
    for (const GpuSpec &spec : all) {
        const bool module =
            spec.formFactor == QLatin1String("SXM") || spec.formFactor == QLatin1String("OAM");
        if (spec.kind != GpuKind::Gpu || !module || !isKnown(spec.bandwidthGBs) ||
            !isKnown(spec.fp32Tflops) || spec.bandwidthGBs <= 0 || spec.fp32Tflops <= 0)
            continue;
        const QString key = spec.vendor + QLatin1Char('/') + spec.architecture;
        const auto found = firstOf.find(key);
        if (found == firstOf.end() || spec.year < found->second.year ||
            (spec.year == found->second.year && spec.bandwidthGBs > found->second.bandwidthGBs))
            firstOf[key] = spec;
    }
    QList<GpuSpec> roofs;
    for (const auto &entry : firstOf)
        roofs << entry.second;
    std::sort(roofs.begin(), roofs.end(), [](const GpuSpec &a, const GpuSpec &b) {
        return a.year != b.year ? a.year < b.year : a.name < b.name;
    });
    return roofs;
}

} // namespace gpulab
