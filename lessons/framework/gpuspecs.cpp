// Reading the GPU specifications data file (see gpuspecs.h).
#include "lessons/framework/gpuspecs.h"

#include <QFile>

namespace gpulab {

QString builtinGpuSpecsPath()
{
    return QStringLiteral(":/assets/data/gpu-specs.csv");
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
        } else if (c == QLatin1Char('"') && field.isEmpty()) {
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

GpuSpecsLoad loadGpuSpecs(const QString &path)
{
    GpuSpecsLoad result;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        result.problems.append(
            {path, 0, QStringLiteral("cannot read: %1").arg(file.errorString())});
        return result;
    }
    const QStringList lines = QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'));
    const QStringList expected = {"id",        "name",        "vendor",        "year",
                                  "memory_gb", "memory_type", "bandwidth_gbs", "fp32_tflops",
                                  "source"};
    bool headerSeen = false;
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
            if (fields != expected)
                problem(QStringLiteral("the header must be: %1").arg(expected.join(',')));
            continue;
        }
        if (!ok) {
            problem(QStringLiteral("a quoted field is not closed"));
            continue;
        }
        if (fields.size() != expected.size()) {
            problem(
                QStringLiteral("%1 fields, expected %2").arg(fields.size()).arg(expected.size()));
            continue;
        }
        GpuSpec spec;
        spec.id = fields[0].trimmed();
        spec.name = fields[1].trimmed();
        spec.vendor = fields[2].trimmed();
        spec.memoryType = fields[5].trimmed();
        spec.source = fields[8].trimmed();
        bool yearOk = false, memOk = false, bwOk = false, fpOk = false;
        spec.year = fields[3].toInt(&yearOk);
        spec.memoryGB = fields[4].toDouble(&memOk);
        spec.bandwidthGBs = fields[6].toDouble(&bwOk);
        spec.fp32Tflops = fields[7].toDouble(&fpOk);
        if (spec.id.isEmpty() || spec.name.isEmpty())
            problem(QStringLiteral("id and name must not be empty"));
        else if (!yearOk || !memOk || !bwOk || !fpOk || spec.bandwidthGBs <= 0 ||
                 spec.fp32Tflops <= 0)
            problem(QStringLiteral("year, memory_gb, bandwidth_gbs and fp32_tflops must be "
                                   "positive numbers"));
        else if (spec.source.isEmpty())
            problem(QStringLiteral("every row needs its source"));
        else
            result.specs.append(spec);
    }
    if (!headerSeen)
        result.problems.append({path, 0, QStringLiteral("no header line")});
    return result;
}

} // namespace gpulab
