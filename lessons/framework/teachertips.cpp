// The shape of a lesson's teacher tips (see teachertips.h).
#include "lessons/framework/teachertips.h"

namespace gpulab::teachertips {

const QStringList &headings()
{
    static const QStringList list{
        QStringLiteral("Learning goals"),       QStringLiteral("Misconceptions students bring"),
        QStringLiteral("A 50-minute class"),    QStringLiteral("Predict, observe, explain"),
        QStringLiteral("Discussion questions"), QStringLiteral("The quiz's hardest questions"),
    };
    return list;
}

QList<Part> parts(const QString &markdown)
{
    QList<Part> found;
    const QStringList lines = markdown.split(QLatin1Char('\n'));
    bool fenced = false;
    for (int i = 0; i < lines.size(); ++i) {
        const QString &line = lines.at(i);
        if (line.trimmed().startsWith(QLatin1String("```")))
            fenced = !fenced;
        if (!fenced && line.startsWith(QLatin1String("## "))) {
            found.append({line.mid(3).trimmed(), i + 1, QString()});
        } else if (!found.isEmpty()) {
            found.last().body += line + QLatin1Char('\n');
        }
    }
    return found;
}

QString partBody(const QString &markdown, const QString &heading)
{
    for (const Part &part : parts(markdown))
        if (part.heading == heading)
            return part.body;
    return {};
}

QList<PlanRow> planRows(const QString &markdown)
{
    QList<PlanRow> rows;
    int tableLine = 0; // lines of the table seen so far
    // The third part, by place: a translation's headings are in its own language.
    const QList<Part> all = parts(markdown);
    const QString plan = all.size() > 2 ? all.at(2).body : QString();
    for (const QString &raw : plan.split(QLatin1Char('\n'))) {
        const QString line = raw.trimmed();
        if (!line.startsWith(QLatin1Char('|'))) {
            if (tableLine > 0)
                break; // the first table only
            continue;
        }
        if (++tableLine <= 2)
            continue; // the header and the delimiter row
        QStringList cells = line.split(QLatin1Char('|'));
        cells.removeFirst();
        if (!cells.isEmpty() && cells.last().trimmed().isEmpty())
            cells.removeLast();
        PlanRow row;
        bool whole = false;
        // In any script's digits (an Arabic plan writes ٥٠): each digit as its value.
        QString minutes;
        for (const QChar c : cells.value(0).trimmed())
            minutes += c.isDigit() ? QChar(u'0' + c.digitValue()) : c;
        row.minutes = minutes.toInt(&whole);
        if (!whole)
            row.minutes = -1;
        row.what = cells.value(1).trimmed();
        row.where = cells.value(2).trimmed();
        rows.append(row);
    }
    return rows;
}

QStringList subHeadings(const QString &partBody)
{
    QStringList found;
    for (const QString &line : partBody.split(QLatin1Char('\n')))
        if (line.startsWith(QLatin1String("### ")))
            found.append(line.mid(4).trimmed());
    return found;
}

} // namespace gpulab::teachertips
