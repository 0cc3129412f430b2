// PeaksTable: the data file's tensor peaks, dense and sparse side by side (see peakstable.h).
#include "lessons/tensorcores/peakstable.h"
#include "lessons/framework/numbertext.h"
#include "widgets/tablefit.h"

#include <QHeaderView>

#include <algorithm>

namespace gpulab {

namespace {
const QString kNone = QStringLiteral("\u2014");

QString precisionTitle(Precision precision)
{
    return precisionName(precision).toUpper();
}
} // namespace

QList<Precision> PeaksTable::tensorPrecisions()
{
    return {Precision::Tf32, Precision::Fp16, Precision::Bf16, Precision::Fp8, Precision::Fp4};
}

QList<GpuSpec> PeaksTable::rowsOf(const QList<GpuSpec> &specs)
{
    QList<GpuSpec> rows;
    for (const GpuSpec &spec : specs) {
        if (spec.kind != GpuKind::Gpu)
            continue;
        const QList<Precision> precisions = tensorPrecisions();
        const bool tensor =
            std::any_of(precisions.cbegin(), precisions.cend(),
                        [&spec](Precision p) { return spec.rate(p, Sparsity::Dense).has_value(); });
        if (tensor)
            rows << spec;
    }
    std::stable_sort(rows.begin(), rows.end(), [](const GpuSpec &a, const GpuSpec &b) {
        return a.year != b.year ? a.year < b.year : a.name < b.name;
    });
    return rows;
}

QString PeaksTable::cellText(const GpuSpec &spec, Precision precision)
{
    const std::optional<double> dense = spec.rate(precision, Sparsity::Dense);
    if (!dense)
        return kNone;
    const std::optional<double> sparse = spec.rate(precision, Sparsity::Sparse);
    if (precision == Precision::Fp32 || precision == Precision::Fp64)
        return formatFigure(dense);
    return QStringLiteral("%1 / %2").arg(formatFigure(dense),
                                         sparse ? formatFigure(sparse) : kNone);
}

PeaksTable::PeaksTable(const QList<GpuSpec> &specs, QWidget *parent) : QTableWidget(parent)
{
    setObjectName(QStringLiteral("peaksTable"));
    setAccessibleName(tr("Datasheet peaks, TFLOPS: dense / with 2:4 sparsity"));
    const QList<GpuSpec> rows = rowsOf(specs);
    const QList<Precision> precisions = tensorPrecisions();
    QList<ColumnTitle> titles{{tr("GPU")},
                              {tr("Form"), tr("Form factor: SXM module or PCIe card")},
                              {tr("FP32 CUDA cores"), tr("Float32 on the CUDA cores, TFLOPS")}};
    for (Precision p : precisions)
        titles.append(ColumnTitle(tr("%1 tensor").arg(precisionTitle(p)),
                                  tr("%1 on the tensor cores, TFLOPS: dense / with 2:4 sparsity")
                                      .arg(precisionTitle(p))));
    setColumnTitles(this, titles); // what "a / b" means is in the note below the table
    setRowCount(int(rows.size()));
    for (int r = 0; r < rows.size(); ++r) {
        const GpuSpec &spec = rows.at(r);
        const QString tip = tr("%1 (%2, %3). Source: %4")
                                .arg(spec.name, spec.architecture)
                                .arg(wholeText(spec.year))
                                .arg(spec.source);
        auto put = [&](int column, const QString &text, Qt::Alignment align) {
            auto *item = new QTableWidgetItem(text);
            item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
            item->setTextAlignment(align | Qt::AlignVCenter);
            item->setToolTip(tip);
            setItem(r, column, item);
        };
        put(0, spec.name, Qt::AlignLeft);
        put(1, spec.formFactor, Qt::AlignLeft);
        put(2, cellText(spec, Precision::Fp32), Qt::AlignRight);
        for (int c = 0; c < precisions.size(); ++c)
            put(3 + c, cellText(spec, precisions.at(c)), Qt::AlignRight);
    }
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    setSelectionBehavior(QAbstractItemView::SelectRows);
    setAlternatingRowColors(true);
    verticalHeader()->setVisible(false);
    setTabKeyNavigation(false); // Tab leaves the table; arrows move inside it
    keepTableFitted(this);      // every precision's column in view, on every screen
}

QSize PeaksTable::sizeHint() const
{
    // A few rows tall: the table scrolls, and the simulation above keeps its room.
    const QSize base = QTableWidget::sizeHint();
    const int shown = std::min(rowCount(), 5);
    const int rowsHeight = horizontalHeader()->sizeHint().height() +
                           shown * verticalHeader()->defaultSectionSize() + 2 * frameWidth() + 2;
    return QSize(base.width(), rowsHeight);
}

QString denseSparseHtml(const QList<GpuSpec> &specs, Precision precision)
{
    QString html = QStringLiteral("<table cellspacing=\"0\" cellpadding=\"3\">");
    html += QStringLiteral("<tr><th align=\"left\">%1</th><th align=\"right\">%2</th>"
                           "<th></th><th align=\"right\">%3</th></tr>")
                .arg(PeaksTable::tr("%1 tensor, TFLOPS").arg(precisionTitle(precision)),
                     PeaksTable::tr("dense"), PeaksTable::tr("2:4 sparse"));
    for (const GpuSpec &spec : PeaksTable::rowsOf(specs)) {
        const std::optional<double> dense = spec.rate(precision, Sparsity::Dense);
        if (!dense)
            continue;
        const std::optional<double> sparse = spec.rate(precision, Sparsity::Sparse);
        html += QStringLiteral("<tr><td>%1</td><td align=\"right\">%2</td><td>%3</td>"
                               "<td align=\"right\">%4</td></tr>")
                    .arg(spec.name.toHtmlEscaped(), formatFigure(dense),
                         sparse ? QStringLiteral("\u2192") : QString(),
                         sparse ? QStringLiteral("<b>%1</b>").arg(formatFigure(sparse))
                                : PeaksTable::tr("no sparsity"));
    }
    html += QStringLiteral("</table>");
    return html;
}

} // namespace gpulab
