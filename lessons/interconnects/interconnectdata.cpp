// Reading and validating the interconnect data file (see interconnectdata.h). The columns are one
// table (kColumns), as in gpuspecs.cpp.
#include "lessons/interconnects/interconnectdata.h"

#include "lessons/framework/gpuspecs.h"

#include <QFile>
#include <QHash>
#include <QRegularExpression>

#include <cmath>

namespace gpulab {

namespace {

constexpr int kMinYear = 1990;
constexpr int kMaxYear = 2035;
constexpr double kConsistency = 0.01; // relative: rounding in the vendors' figures

enum class ColumnType { Text, Number, Year, Family };

struct Column
{
    const char *name;
    ColumnType type;
    bool required;
    QString Interconnect::*text = nullptr;
    double Interconnect::*number = nullptr;
};

const Column kColumns[] = {
    {"id", ColumnType::Text, true, &Interconnect::id},
    {"family", ColumnType::Family, true},
    {"name", ColumnType::Text, true, &Interconnect::name},
    {"generation", ColumnType::Text, false, &Interconnect::generation},
    {"year", ColumnType::Year, false},
    {"example", ColumnType::Text, false, &Interconnect::example},
    {"links_per_gpu", ColumnType::Number, false, nullptr, &Interconnect::linksPerGpu},
    {"link_gbs", ColumnType::Number, false, nullptr, &Interconnect::linkGBs},
    {"per_direction_gbs", ColumnType::Number, true, nullptr, &Interconnect::perDirectionGBs},
    {"bidirectional_gbs", ColumnType::Number, false, nullptr, &Interconnect::bidirectionalGBs},
    {"port_gbits", ColumnType::Number, false, nullptr, &Interconnect::portGbits},
    {"gpus", ColumnType::Number, false, nullptr, &Interconnect::gpus},
    {"switch_chips", ColumnType::Number, false, nullptr, &Interconnect::switchChips},
    {"total_gbs", ColumnType::Number, false, nullptr, &Interconnect::totalGBs},
    {"latency_us", ColumnType::Number, false, nullptr, &Interconnect::latencyUs},
    {"latency_note", ColumnType::Text, false, &Interconnect::latencyNote},
    {"source", ColumnType::Text, true, &Interconnect::source},
    {"notes", ColumnType::Text, false, &Interconnect::notes},
};
constexpr int kColumnCount = int(std::size(kColumns));

const char *const kFamilyNames[] = {"pcie", "nvlink", "nvswitch", "infiniband"};

bool known(double value)
{
    return !std::isnan(value);
}

bool close(double a, double b)
{
    return std::abs(a - b) <= kConsistency * std::max(std::abs(a), std::abs(b));
}

QString figure(double value)
{
    return QString::number(value, 'g', 10);
}

} // namespace

double Interconnect::latencySeconds() const
{
    return hasLatency() ? latencyUs * 1e-6 : 0.0;
}

bool Interconnect::hasLatency() const
{
    return known(latencyUs);
}

QString builtinInterconnectsPath()
{
    return QStringLiteral(":/assets/data/interconnects.csv");
}

QString interconnectsPath()
{
    const QString chosen = qEnvironmentVariable("GPULAB_INTERCONNECTS_FILE");
    return chosen.isEmpty() ? builtinInterconnectsPath() : chosen;
}

QStringList interconnectColumns()
{
    QStringList names;
    for (const Column &column : kColumns)
        names << QString::fromLatin1(column.name);
    return names;
}

QStringList requiredInterconnectColumns()
{
    QStringList names;
    for (const Column &column : kColumns)
        if (column.required)
            names << QString::fromLatin1(column.name);
    return names;
}

QString familyName(LinkFamily family)
{
    return QString::fromLatin1(kFamilyNames[int(family)]);
}

std::optional<LinkFamily> familyFromName(const QString &name)
{
    for (size_t i = 0; i < std::size(kFamilyNames); ++i)
        if (name.compare(QLatin1String(kFamilyNames[i]), Qt::CaseInsensitive) == 0)
            return LinkFamily(i);
    return std::nullopt;
}

const Interconnect *findInterconnect(const QList<Interconnect> &links, const QString &id)
{
    for (const Interconnect &link : links)
        if (link.id == id)
            return &link;
    return nullptr;
}

QList<Interconnect> interconnectsOf(const QList<Interconnect> &links, LinkFamily family)
{
    QList<Interconnect> result;
    for (const Interconnect &link : links)
        if (link.family == family)
            result << link;
    return result;
}

InterconnectLoad loadInterconnects(const QString &path)
{
    InterconnectLoad result;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text)) {
        result.problems.append(
            {path, 0, QStringLiteral("cannot open: %1").arg(file.errorString())});
        return result;
    }
    const QStringList lines = QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'));
    static const QRegularExpression idPattern(QStringLiteral("^[a-z0-9]+(-[a-z0-9]+)*$"));
    QList<int> columnOfField;
    QHash<QString, int> firstLineOfId;
    bool headerSeen = false;
    for (int index = 0; index < lines.size(); ++index) {
        const int lineNumber = index + 1;
        QString line = lines.at(index);
        if (line.endsWith(QLatin1Char('\r')))
            line.chop(1);
        if (index == 0 && line.startsWith(QChar(0xFEFF)))
            line.remove(0, 1);
        if (line.trimmed().isEmpty() || line.trimmed().startsWith(QLatin1Char('#')))
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
                int column = -1;
                for (int c = 0; c < kColumnCount; ++c)
                    if (name == QLatin1String(kColumns[c].name))
                        column = c;
                if (column < 0) {
                    problem(QStringLiteral("header: unknown column \"%1\" is ignored (known: %2)")
                                .arg(name, interconnectColumns().join(QStringLiteral(", "))));
                } else if (present[column]) {
                    problem(QStringLiteral("header: column \"%1\" appears twice; the second is "
                                           "ignored")
                                .arg(name));
                    column = -1;
                } else {
                    present[column] = true;
                }
                columnOfField << column;
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

        Interconnect link;
        link.line = lineNumber;
        const int problemsBefore = int(result.problems.size());
        for (int f = 0; f < fields.size(); ++f) {
            const int c = columnOfField.at(f);
            if (c < 0)
                continue;
            const Column &column = kColumns[c];
            const QString name = QString::fromLatin1(column.name);
            const QString value = fields.at(f).trimmed();
            if (value.isEmpty()) {
                if (column.required && column.text == &Interconnect::source)
                    problem(QStringLiteral("missing source: every row names the document its "
                                           "figures come from"));
                else if (column.required)
                    problem(QStringLiteral("missing required field \"%1\"").arg(name));
                continue;
            }
            switch (column.type) {
            case ColumnType::Text: link.*column.text = value; break;
            case ColumnType::Family:
                if (const auto family = familyFromName(value))
                    link.family = *family;
                else
                    problem(QStringLiteral("unknown family \"%1\" (one of: pcie, nvlink, "
                                           "nvswitch, infiniband)")
                                .arg(value));
                break;
            case ColumnType::Year: {
                bool yearOk = false;
                link.year = value.toInt(&yearOk);
                if (!yearOk)
                    problem(QStringLiteral("year \"%1\" is not a whole number").arg(value));
                else if (link.year < kMinYear || link.year > kMaxYear)
                    problem(QStringLiteral("year %1 is out of range (%2-%3)")
                                .arg(link.year)
                                .arg(kMinYear)
                                .arg(kMaxYear));
                break;
            }
            case ColumnType::Number: {
                bool numberOk = false;
                const double number = value.toDouble(&numberOk);
                if (!numberOk || !std::isfinite(number))
                    problem(QStringLiteral("%1: \"%2\" is not a number (no units, no thousands "
                                           "separators; leave the cell empty when there is no "
                                           "figure)")
                                .arg(name, value));
                else if (number < 0)
                    problem(QStringLiteral("%1: %2 is negative").arg(name, value));
                else
                    link.*column.number = number;
                break;
            }
            }
        }

        if (!link.id.isEmpty()) {
            if (!idPattern.match(link.id).hasMatch())
                problem(QStringLiteral("id \"%1\": use lowercase letters, digits and '-'")
                            .arg(link.id));
            const auto first = firstLineOfId.constFind(link.id);
            if (first != firstLineOfId.constEnd())
                problem(QStringLiteral("duplicate id \"%1\" (first on line %2)")
                            .arg(link.id)
                            .arg(*first));
            else
                firstLineOfId.insert(link.id, lineNumber);
        }
        if (int(result.problems.size()) == problemsBefore) {
            // Only on a row that parsed: the figures must agree with each other.
            const double perDirection = link.perDirectionGBs;
            if (!(perDirection > 0))
                problem(QStringLiteral("per_direction_gbs must be above 0"));
            else if (known(link.bidirectionalGBs) &&
                     !close(link.bidirectionalGBs, 2 * perDirection))
                problem(QStringLiteral("bidirectional_gbs (%1) is not 2 x per_direction_gbs (%2): "
                                       "is one of them per link or per direction?")
                            .arg(figure(link.bidirectionalGBs), figure(perDirection)));
            else if (known(link.linksPerGpu) && known(link.linkGBs) &&
                     !close(link.linksPerGpu * link.linkGBs, perDirection))
                problem(
                    QStringLiteral("links_per_gpu x link_gbs (%1 x %2) is not "
                                   "per_direction_gbs (%3)")
                        .arg(figure(link.linksPerGpu), figure(link.linkGBs), figure(perDirection)));
            else if (known(link.portGbits) && !close(link.portGbits / 8, perDirection))
                problem(QStringLiteral("port_gbits / 8 (%1 / 8, bits to bytes) is not "
                                       "per_direction_gbs (%2)")
                            .arg(figure(link.portGbits), figure(perDirection)));
            else if (known(link.latencyUs) && link.latencyNote.isEmpty())
                problem(QStringLiteral("latency_us is given without a latency_note: say where "
                                       "the figure comes from (and \"typical, approx.\" when no "
                                       "vendor publishes it)"));
        }
        if (int(result.problems.size()) == problemsBefore)
            result.links.append(link);
    }
    if (!headerSeen)
        result.problems.append({path, 0, QStringLiteral("no header line")});
    return result;
}

} // namespace gpulab
