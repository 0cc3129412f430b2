// Reading and validating the hardware data file (see gpuspecs.h). The columns are one table
// (kColumns): adding a column = a GpuSpec member + one row here + the file and its README.
#include "lessons/framework/gpuspecs.h"

#include <QFile>
#include <QHash>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>

namespace gpulab {

namespace {

constexpr int kMinYear = 1990;
constexpr int kMaxYear = 2035;

enum class ColumnType { Text, Number, Year, Kind };

struct Column
{
    const char *name;
    ColumnType type;
    bool required;
    QString GpuSpec::*text = nullptr;
    double GpuSpec::*number = nullptr;
};

// In the shipped file's order.
const Column kColumns[] = {
    {"id", ColumnType::Text, true, &GpuSpec::id},
    {"name", ColumnType::Text, true, &GpuSpec::name},
    {"vendor", ColumnType::Text, true, &GpuSpec::vendor},
    {"kind", ColumnType::Kind, true},
    {"architecture", ColumnType::Text, false, &GpuSpec::architecture},
    {"form_factor", ColumnType::Text, false, &GpuSpec::formFactor},
    {"year", ColumnType::Year, true},
    {"device_count", ColumnType::Number, false, nullptr, &GpuSpec::deviceCount},
    {"compute_units", ColumnType::Number, false, nullptr, &GpuSpec::computeUnits},
    {"shader_cores", ColumnType::Number, false, nullptr, &GpuSpec::shaderCores},
    {"tensor_cores", ColumnType::Number, false, nullptr, &GpuSpec::tensorCores},
    {"base_clock_mhz", ColumnType::Number, false, nullptr, &GpuSpec::baseClockMHz},
    {"boost_clock_mhz", ColumnType::Number, false, nullptr, &GpuSpec::boostClockMHz},
    {"last_level_cache_mb", ColumnType::Number, false, nullptr, &GpuSpec::lastLevelCacheMB},
    {"memory_gb", ColumnType::Number, false, nullptr, &GpuSpec::memoryGB},
    {"memory_type", ColumnType::Text, false, &GpuSpec::memoryType},
    {"bandwidth_gbs", ColumnType::Number, false, nullptr, &GpuSpec::bandwidthGBs},
    {"interconnect", ColumnType::Text, false, &GpuSpec::interconnect},
    {"interconnect_gbs", ColumnType::Number, false, nullptr, &GpuSpec::interconnectGBs},
    {"pcie_gen", ColumnType::Number, false, nullptr, &GpuSpec::pcieGen},
    {"tdp_w", ColumnType::Number, false, nullptr, &GpuSpec::tdpW},
    {"fp64_tflops", ColumnType::Number, false, nullptr, &GpuSpec::fp64Tflops},
    {"fp64_tensor_tflops", ColumnType::Number, false, nullptr, &GpuSpec::fp64TensorTflops},
    {"fp32_tflops", ColumnType::Number, false, nullptr, &GpuSpec::fp32Tflops},
    {"tf32_tflops", ColumnType::Number, false, nullptr, &GpuSpec::tf32Tflops},
    {"tf32_sparse_tflops", ColumnType::Number, false, nullptr, &GpuSpec::tf32SparseTflops},
    {"fp16_tflops", ColumnType::Number, false, nullptr, &GpuSpec::fp16Tflops},
    {"fp16_sparse_tflops", ColumnType::Number, false, nullptr, &GpuSpec::fp16SparseTflops},
    {"bf16_tflops", ColumnType::Number, false, nullptr, &GpuSpec::bf16Tflops},
    {"bf16_sparse_tflops", ColumnType::Number, false, nullptr, &GpuSpec::bf16SparseTflops},
    {"fp8_tflops", ColumnType::Number, false, nullptr, &GpuSpec::fp8Tflops},
    {"fp8_sparse_tflops", ColumnType::Number, false, nullptr, &GpuSpec::fp8SparseTflops},
    {"fp4_tflops", ColumnType::Number, false, nullptr, &GpuSpec::fp4Tflops},
    {"fp4_sparse_tflops", ColumnType::Number, false, nullptr, &GpuSpec::fp4SparseTflops},
    {"int8_tops", ColumnType::Number, false, nullptr, &GpuSpec::int8Tops},
    {"int8_sparse_tops", ColumnType::Number, false, nullptr, &GpuSpec::int8SparseTops},
    {"source", ColumnType::Text, true, &GpuSpec::source},
    {"notes", ColumnType::Text, false, &GpuSpec::notes},
};
constexpr int kColumnCount = int(std::size(kColumns));

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

const char *const kPrecisionNames[] = {"fp64", "fp64-tensor", "fp32", "tf32", "fp16",
                                       "bf16", "fp8",         "fp4",  "int8"};
const char *const kKindNames[] = {"gpu", "accelerator", "cpu", "system"};
const char *const kFormFactors[] = {"SXM", "PCIe", "OAM", "board", "chip", "socket", "rack"};

const RateColumns &ratesOf(Precision precision)
{
    return kRates[int(precision)];
}

QString joined(const char *const *names, size_t count)
{
    QStringList list;
    for (size_t i = 0; i < count; ++i)
        list << QString::fromLatin1(names[i]);
    return list.join(QStringLiteral(", "));
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
    return QStringLiteral(":/assets/data/gpu-specs.csv");
}

QString gpuSpecsPath()
{
    const QString chosen = qEnvironmentVariable("GPULAB_SPECS_FILE");
    return chosen.isEmpty() ? builtinGpuSpecsPath() : chosen;
}

QStringList gpuSpecColumns()
{
    QStringList names;
    for (const Column &column : kColumns)
        names << QString::fromLatin1(column.name);
    return names;
}

QStringList requiredGpuSpecColumns()
{
    QStringList names;
    for (const Column &column : kColumns)
        if (column.required)
            names << QString::fromLatin1(column.name);
    return names;
}

QStringList splitCsvLine(const QString &line, bool *ok)
{
    QStringList fields;
    QString field;
    bool quoted = false;
    bool good = true;
    for (qsizetype i = 0; i < line.size(); ++i) {
        const QChar c = line.at(i);
        if (quoted) {
            if (c == QLatin1Char('"')) {
                if (i + 1 < line.size() && line.at(i + 1) == QLatin1Char('"'))
                    field += c, ++i; // "" inside quotes
                else
                    quoted = false;
            } else {
                field += c;
            }
        } else if (c == QLatin1Char('"') && field.trimmed().isEmpty()) {
            field.clear(); // spaces before an opening quote are not part of the field
            quoted = true;
        } else if (c == QLatin1Char(',')) {
            fields << field;
            field.clear();
        } else {
            field += c;
        }
    }
    if (quoted)
        good = false; // an unclosed quote
    fields << field;
    if (ok)
        *ok = good;
    return fields;
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

bool isKnown(double value)
{
    return !std::isnan(value);
}

QString formatFigure(double value, const QString &unit, int decimals)
{
    if (!isKnown(value))
        return QStringLiteral("n/a");
    QString text = QString::number(value, 'f', std::max(0, decimals));
    if (text.contains(QLatin1Char('.'))) {
        while (text.endsWith(QLatin1Char('0')))
            text.chop(1);
        if (text.endsWith(QLatin1Char('.')))
            text.chop(1);
    }
    if (text == QLatin1String("-0"))
        text = QStringLiteral("0");
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
    GpuSpecsLoad result;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        result.problems.append(
            {path, 0, QStringLiteral("cannot read: %1").arg(file.errorString())});
        return result;
    }
    QString content = QString::fromUtf8(file.readAll());
    if (content.startsWith(QChar(0xFEFF)))
        content.remove(0, 1); // a byte-order mark
    const QStringList lines = content.split(QLatin1Char('\n'));
    static const QRegularExpression idPattern(QStringLiteral("^[a-z0-9]+(-[a-z0-9]+)*$"));

    bool headerSeen = false;
    QList<int> columnOfField; // header field index -> kColumns index, -1 = ignored
    QHash<QString, int> firstLineOfId;
    for (int i = 0; i < lines.size(); ++i) {
        const int lineNumber = i + 1;
        const QString line = lines.at(i).trimmed();
        if (line.isEmpty() || line.startsWith(QLatin1Char('#')))
            continue;
        auto problem = [&](const QString &message) {
            result.problems.append({path, lineNumber, message});
        };
        bool ok = true;
        const QStringList fields = splitCsvLine(line, &ok);

        if (!headerSeen) {
            headerSeen = true;
            if (!ok) {
                problem(QStringLiteral("header: a quoted field is not closed"));
                return result;
            }
            QList<bool> present(kColumnCount, false);
            for (const QString &raw : fields) {
                const QString name = raw.trimmed();
                int index = -1;
                for (int c = 0; c < kColumnCount; ++c)
                    if (name == QLatin1String(kColumns[c].name))
                        index = c;
                if (index < 0) {
                    problem(QStringLiteral("header: unknown column \"%1\" is ignored (known: %2)")
                                .arg(name, gpuSpecColumns().join(QStringLiteral(", "))));
                } else if (present[index]) {
                    problem(QStringLiteral("header: column \"%1\" appears twice; the second is "
                                           "ignored")
                                .arg(name));
                    index = -1;
                } else {
                    present[index] = true;
                }
                columnOfField << index;
            }
            QStringList missing;
            for (int c = 0; c < kColumnCount; ++c)
                if (kColumns[c].required && !present[c])
                    missing << QString::fromLatin1(kColumns[c].name);
            if (!missing.isEmpty()) {
                problem(QStringLiteral("header: required column(s) missing: %1; no row can load")
                            .arg(missing.join(QStringLiteral(", "))));
                return result;
            }
            continue;
        }

        if (!ok) {
            problem(QStringLiteral("a quoted field is not closed"));
            continue;
        }
        if (fields.size() != columnOfField.size()) {
            problem(QStringLiteral("%1 fields, expected %2 (one per header column)")
                        .arg(fields.size())
                        .arg(columnOfField.size()));
            continue;
        }

        GpuSpec spec;
        spec.line = lineNumber;
        const int problemsBefore = int(result.problems.size());
        for (int f = 0; f < fields.size(); ++f) {
            const int c = columnOfField.at(f);
            if (c < 0)
                continue;
            const Column &column = kColumns[c];
            const QString name = QString::fromLatin1(column.name);
            const QString value = fields.at(f).trimmed();
            if (value.isEmpty()) {
                if (column.required && column.text == &GpuSpec::source)
                    problem(QStringLiteral("missing source: every row names the document its "
                                           "figures come from"));
                else if (column.required)
                    problem(QStringLiteral("missing required field \"%1\"").arg(name));
                else if (column.number && column.number != &GpuSpec::deviceCount)
                    spec.*column.number = kUnknownFigure; // device_count stays 1
                continue;
            }
            switch (column.type) {
            case ColumnType::Text: spec.*column.text = value; break;
            case ColumnType::Kind:
                if (const auto kind = kindFromName(value))
                    spec.kind = *kind;
                else
                    problem(QStringLiteral("unknown kind \"%1\" (one of: %2)")
                                .arg(value, joined(kKindNames, std::size(kKindNames))));
                break;
            case ColumnType::Year: {
                bool yearOk = false;
                spec.year = value.toInt(&yearOk);
                if (!yearOk)
                    problem(QStringLiteral("year \"%1\" is not a whole number").arg(value));
                else if (spec.year < kMinYear || spec.year > kMaxYear)
                    problem(QStringLiteral("year %1 is out of range (%2-%3)")
                                .arg(spec.year)
                                .arg(kMinYear)
                                .arg(kMaxYear));
                break;
            }
            case ColumnType::Number: {
                bool numberOk = false;
                const double number = value.toDouble(&numberOk);
                if (!numberOk || !std::isfinite(number))
                    problem(QStringLiteral("%1: \"%2\" is not a number (leave the cell empty "
                                           "when there is no figure)")
                                .arg(name, value));
                else if (number < 0)
                    problem(QStringLiteral("%1: %2 is negative").arg(name, value));
                else
                    spec.*column.number = number;
                break;
            }
            }
        }

        if (!spec.id.isEmpty()) {
            if (!idPattern.match(spec.id).hasMatch())
                problem(QStringLiteral("id \"%1\": use lowercase letters, digits and '-'")
                            .arg(spec.id));
            const auto first = firstLineOfId.constFind(spec.id);
            if (first != firstLineOfId.constEnd())
                problem(QStringLiteral("duplicate id \"%1\" (first on line %2)")
                            .arg(spec.id)
                            .arg(*first));
            else
                firstLineOfId.insert(spec.id, lineNumber);
        }
        if (!spec.formFactor.isEmpty()) {
            bool known = false;
            for (const char *formFactor : kFormFactors)
                if (spec.formFactor.compare(QLatin1String(formFactor), Qt::CaseInsensitive) == 0)
                    spec.formFactor = QString::fromLatin1(formFactor), known = true;
            if (!known)
                problem(QStringLiteral("unknown form_factor \"%1\" (one of: %2)")
                            .arg(spec.formFactor, joined(kFormFactors, std::size(kFormFactors))));
        }
        for (const RateColumns &rates : kRates) {
            if (!rates.sparse)
                continue;
            const double dense = spec.*rates.dense;
            const double sparse = spec.*rates.sparse;
            if (!isKnown(sparse))
                continue;
            if (!isKnown(dense))
                problem(QStringLiteral("%1 is given but %2 is empty: give the dense rate too "
                                       "(half the sparse one where the vendor prints only that)")
                            .arg(QLatin1String(rates.sparseName), QLatin1String(rates.denseName)));
            else if (sparse < dense)
                problem(QStringLiteral("%1 (%2) is below %3 (%4): sparsity never lowers the rate "
                                       "(are the columns swapped?)")
                            .arg(QLatin1String(rates.sparseName), formatFigure(sparse),
                                 QLatin1String(rates.denseName), formatFigure(dense)));
        }
        if (int(result.problems.size()) == problemsBefore)
            result.specs.append(spec);
    }
    if (!headerSeen)
        result.problems.append({path, 0, QStringLiteral("no header line")});
    return result;
}

} // namespace gpulab
