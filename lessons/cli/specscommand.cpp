// `gpulab-cli specs`: lists the GPU specs data (assets/data/gpu-specs.csv, or the file given) and
// validates it, for instructors who edit or extend the figures and for scripts.
#include "lessons/cli/lessoncommands.h"
#include "lessons/framework/gpuspecs.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>

namespace gpulab {

namespace {

const char *const kSummary =
    "  specs [--json] [--file FILE]\n"
    "                          List the GPU specs data every lesson uses (built in, or\n"
    "                          $GPULAB_SPECS_FILE, or FILE) and check it: each bad row is\n"
    "                          reported as FILE:LINE: message and left out.\n";

const char *const kHelp =
    R"(Usage: gpulab-cli specs [--json] [--file FILE]

List the GPU datasheet figures every lesson uses (one row per product: id, name, year, memory,
bandwidth, FP32 rate) and check them: each bad row is reported on standard error as
FILE:LINE: message and left out, as GPU Lab leaves it out.

  --json                  One JSON document instead of the table: {"file": ..., "specs":
                          [...], "problems": [...]}, every figure included.
  --file FILE             The CSV file to check (default: $GPULAB_SPECS_FILE, else the
                          built-in assets/data/gpu-specs.csv).
  -h, --help              Show this help.

Exit codes: 0 every row loaded; 1 some row has problems; 2 usage error, or a file that cannot
be read.
)";

QJsonValue figure(double value)
{
    return isKnown(value) ? QJsonValue(value) : QJsonValue(QJsonValue::Null);
}

QString shortFigure(double value)
{
    return isKnown(value) ? QString::number(value, 'g', 6) : QStringLiteral("n/a");
}

int commandSpecs(const std::vector<std::string> &args, const cli::CommandContext &context)
{
    bool json = false;
    QString path = gpuSpecsPath();
    for (std::size_t i = 0; i < args.size(); ++i) {
        cli::OptionWord option("specs", args, i);
        if (option.name() == "--json")
            json = true;
        else if (option.name() == "--file")
            path = QString::fromStdString(option.value());
        else
            option.unknown();
        option.finish();
    }
    std::ostream &out = context.out;
    if (!path.startsWith(QLatin1Char(':')) && !QFileInfo(path).isFile()) {
        context.err << "gpulab-cli: specs: cannot read '" << path.toStdString() << "'\n";
        return cli::ExitUsage;
    }
    const GpuSpecsLoad load = loadGpuSpecs(path);
    for (const LessonProblem &problem : load.problems)
        context.err << problem.toString().toStdString() << "\n";
    if (json) {
        QJsonArray rows;
        for (const GpuSpec &spec : load.rows) {
            QJsonObject rates;
            for (Precision precision : allPrecisions()) {
                const QString name = precisionName(precision);
                const std::optional<double> dense = spec.rate(precision, Sparsity::Dense);
                const std::optional<double> sparse = spec.rate(precision, Sparsity::Sparse);
                rates.insert(name, QJsonObject{{QStringLiteral("dense"),
                                                dense ? QJsonValue(*dense) : QJsonValue()},
                                               {QStringLiteral("sparse"),
                                                sparse ? QJsonValue(*sparse) : QJsonValue()}});
            }
            rows.append(
                QJsonObject{{QStringLiteral("line"), spec.line},
                            {QStringLiteral("id"), spec.id},
                            {QStringLiteral("name"), spec.name},
                            {QStringLiteral("vendor"), spec.vendor},
                            {QStringLiteral("kind"), kindName(spec.kind)},
                            {QStringLiteral("year"), spec.year},
                            {QStringLiteral("memory_gb"), figure(spec.memoryGB)},
                            {QStringLiteral("bandwidth_gbs"), figure(spec.bandwidthGBs)},
                            {QStringLiteral("interconnect"), spec.interconnect},
                            {QStringLiteral("interconnect_gbs"), figure(spec.interconnectGBs)},
                            {QStringLiteral("tdp_w"), figure(spec.tdpW)},
                            {QStringLiteral("rates"), rates},
                            {QStringLiteral("source"), spec.source}});
        }
        QJsonArray problems;
        for (const LessonProblem &problem : load.problems)
            problems.append(QJsonObject{{QStringLiteral("file"), problem.file},
                                        {QStringLiteral("line"), problem.line},
                                        {QStringLiteral("message"), problem.message}});
        out << QJsonDocument(QJsonObject{{QStringLiteral("file"), path},
                                         {QStringLiteral("specs"), rows},
                                         {QStringLiteral("problems"), problems}})
                   .toJson(QJsonDocument::Indented)
                   .toStdString();
    } else {
        // Columns as wide as their widest cell (names are never cut), two spaces apart,
        // numbers right-aligned under a header that names each unit.
        QList<QStringList> table{{QStringLiteral("id"), QStringLiteral("name"),
                                  QStringLiteral("year"), QStringLiteral("memory GB"),
                                  QStringLiteral("bandwidth GB/s"), QStringLiteral("FP32 TFLOPS")}};
        for (const GpuSpec &spec : load.rows)
            table.append({spec.id, spec.name, QString::number(spec.year),
                          shortFigure(spec.memoryGB), shortFigure(spec.bandwidthGBs),
                          shortFigure(spec.fp32Tflops)});
        constexpr int kTextColumns = 2; // id and name: left-aligned
        QList<qsizetype> widths(table.first().size(), 0);
        for (const QStringList &row : table)
            for (qsizetype c = 0; c < row.size(); ++c)
                widths[c] = std::max(widths[c], row[c].size());
        for (const QStringList &row : table) {
            QString line;
            for (qsizetype c = 0; c < row.size(); ++c) {
                if (c > 0)
                    line += QStringLiteral("  ");
                line += c < kTextColumns ? row[c].leftJustified(widths[c])
                                         : row[c].rightJustified(widths[c]);
            }
            out << line.trimmed().toStdString() << "\n";
        }
        out << load.rows.size() << " rows from " << path.toStdString() << ", "
            << load.problems.size() << " problem(s)\n";
    }
    return load.problems.isEmpty() ? cli::ExitOk : cli::ExitFailed;
}

} // namespace

const cli::Command kSpecsCommand{"specs", kSummary, [] { return std::string(kHelp); },
                                 commandSpecs};

} // namespace gpulab
