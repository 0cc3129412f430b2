// LinksTable (see linkstable.h).
#include "lessons/interconnects/linkstable.h"
#include "lessons/framework/numbertext.h"
#include "widgets/tablefit.h"

#include "lessons/interconnects/interconnectmath.h"

#include <QEvent>
#include <QHeaderView>
#include <QLocale>
#include <QResizeEvent>

#include <algorithm>
#include <cmath>

namespace gpulab {

namespace {

QString gbs(double value)
{
    return std::isnan(value)
               ? QStringLiteral("\u2014")
               : LinksTable::tr("%1\u00a0GB/s").arg(QLocale().toString(value, 'g', 6));
}

} // namespace

LinksTable::LinksTable(const QList<Interconnect> &links, QWidget *parent) : QTableWidget(parent)
{
    setObjectName(QStringLiteral("linksTable"));
    setAccessibleName(tr("Interconnects from the data file: bandwidth per direction and both "
                         "directions, with sources"));
    // Short headers and wrapped names: all seven columns fit the page, none scrolls away.
    setColumnTitles(this,
                    {{tr("Link or system")},
                     {tr("Example")},
                     {tr("Links per GPU")},
                     {tr("Per link, one way"), tr("Per link, one direction")},
                     {tr("Per GPU or port, one way"), tr("Per GPU or network port, one direction")},
                     {tr("Both ways"), tr("Both directions added: the figure vendors often quote")},
                     {tr("Latency per step"), tr("Latency per step (typical, approx.)")}});
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    setSelectionBehavior(QAbstractItemView::SelectRows);
    setWordWrap(true);
    verticalHeader()->setVisible(false);
    setRowCount(int(links.size()));
    for (int r = 0; r < links.size(); ++r) {
        const Interconnect &l = links.at(r);
        QString name = l.nameLabel;
        if (l.year > 0)
            name += QStringLiteral(" (%1)").arg(wholeText(l.year));
        QString example = l.example;
        if (!std::isnan(l.gpus))
            example =
                tr("%1 \u2014 %2 GPUs, %3 switch chips, %4 in all (both directions)")
                    .arg(l.example, QLocale().toString(l.gpus), QLocale().toString(l.switchChips),
                         formatBytesPerSecond(l.totalGBs * 1e9));
        QString perDirection = gbs(l.perDirectionGBs);
        if (!std::isnan(l.portGbits))
            perDirection =
                tr("%1\u00a0Gb/s = %2").arg(QLocale().toString(l.portGbits), perDirection);
        const QStringList cells{
            name,
            example,
            std::isnan(l.linksPerGpu) ? QStringLiteral("\u2014")
                                      : QLocale().toString(l.linksPerGpu),
            gbs(l.linkGBs),
            perDirection,
            gbs(l.bidirectionalGBs),
            l.hasLatency() ? tr("~%1\u00a0\u00b5s").arg(QLocale().toString(l.latencyUs, 'g', 3))
                           : QStringLiteral("\u2014")};
        const QString tip =
            tr("Source: %1\n%2%3")
                .arg(l.source, l.notes,
                     l.latencyNote.isEmpty() ? QString() : tr("\nLatency: %1").arg(l.latencyNote));
        for (int c = 0; c < ColumnCount; ++c) {
            auto *item = new QTableWidgetItem(cells.at(c));
            item->setToolTip(tip);
            item->setData(Qt::UserRole, l.id);
            if (c >= Links)
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            setItem(r, c, item);
        }
    }
    // The figures as wide as they are; the names and examples wrap in what is left, but never
    // narrower than their longest word: under large text the table scrolls sideways instead.
    keepTableFitted(this);
}

int LinksTable::rowOf(const QString &id) const
{
    for (int r = 0; r < rowCount(); ++r)
        if (item(r, 0)->data(Qt::UserRole).toString() == id)
            return r;
    return -1;
}

} // namespace gpulab
