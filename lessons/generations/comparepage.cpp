// ComparePage: two chips, one figure a row, and what the ratios mean (see comparepage.h).
#include "lessons/generations/comparepage.h"

#include "lessons/framework/numbertext.h"
#include "lessons/framework/sentencetext.h"
#include "lessons/generations/generationsmath.h"
#include "widgets/flowlayout.h"
#include "widgets/tablefit.h"

#include <QComboBox>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace gpulab {

namespace {

QString figureText(double value)
{
    if (!isKnown(value))
        return QStringLiteral("\u2014");
    return withoutTrailingZeros(value, 1, QLocale()); // 2,039, 112.5, 19.5
}

} // namespace

QList<GpuSpec> ComparePage::chipsOf(const QList<GpuSpec> &specs)
{
    QList<GpuSpec> chips;
    for (const GpuSpec &spec : specs)
        if (spec.kind == GpuKind::Gpu || spec.kind == GpuKind::Accelerator)
            chips << spec;
    std::stable_sort(chips.begin(), chips.end(), [](const GpuSpec &a, const GpuSpec &b) {
        return a.year != b.year ? a.year < b.year : a.name < b.name;
    });
    return chips;
}

ComparePage::ComparePage(const QList<GpuSpec> &specs, QWidget *parent)
    : QWidget(parent), m_chips(chipsOf(specs))
{
    setObjectName(QStringLiteral("comparePage"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    auto *row = new FlowLayout;
    auto *labelA = new QLabel(tr("Chip &A:"), this);
    auto *labelB = new QLabel(tr("Chip &B:"), this);
    m_a = new QComboBox(this);
    m_b = new QComboBox(this);
    m_a->setObjectName(QStringLiteral("chipA"));
    m_b->setObjectName(QStringLiteral("chipB"));
    m_a->setAccessibleName(tr("Chip A, the one compared against"));
    m_b->setAccessibleName(tr("Chip B"));
    for (const GpuSpec &spec : m_chips) {
        m_a->addItem(spec.name, spec.id);
        m_b->addItem(spec.name, spec.id);
    }
    labelA->setBuddy(m_a);
    labelB->setBuddy(m_b);
    row->addPair(labelA, m_a);
    row->addPair(labelB, m_b);
    layout->addLayout(row);

    m_table = new QTableWidget(this);
    m_table->setObjectName(QStringLiteral("compareTable"));
    m_table->setAccessibleName(tr("The two chips' figures and their ratio"));
    setColumnTitles(m_table, {{tr("Figure")}, {tr("A")}, {tr("B")}, {tr("B \u00f7 A")}});
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->verticalHeader()->setVisible(false);
    m_table->setTabKeyNavigation(false);
    keepTableFitted(m_table);
    layout->addWidget(m_table);

    m_meaning = new QLabel(this);
    m_meaning->setObjectName(QStringLiteral("compareMeaning"));
    m_meaning->setWordWrap(true);
    m_meaning->setTextFormat(Qt::RichText);
    m_meaning->setAccessibleName(tr("What the ratios mean for a job"));
    layout->addWidget(m_meaning);
    layout->addStretch(1);

    connect(m_a, &QComboBox::currentIndexChanged, this, &ComparePage::update);
    connect(m_b, &QComboBox::currentIndexChanged, this, &ComparePage::update);
    if (!compare(QStringLiteral("a100-sxm4-80"), QStringLiteral("h100-sxm5")) && m_chips.size() > 1)
        m_b->setCurrentIndex(1);
    update();
}

bool ComparePage::compare(const QString &aId, const QString &bId)
{
    const int a = m_a->findData(aId);
    const int b = m_b->findData(bId);
    if (a < 0 || b < 0)
        return false;
    m_a->setCurrentIndex(a);
    m_b->setCurrentIndex(b);
    update();
    return true;
}

void ComparePage::update()
{
    const int ia = m_a->currentIndex();
    const int ib = m_b->currentIndex();
    if (ia < 0 || ib < 0 || ia >= m_chips.size() || ib >= m_chips.size()) {
        m_table->setRowCount(0);
        m_meaning->setText(tr("The data file has no chips to compare."));
        return;
    }
    const GpuSpec &a = m_chips.at(ia);
    const GpuSpec &b = m_chips.at(ib);
    const QList<generations::Ratio> ratios = generations::compare(a, b);
    m_table->setRowCount(int(ratios.size()));
    const QString tip = tr("A: %1\nB: %2").arg(a.source, b.source);
    for (int r = 0; r < ratios.size(); ++r) {
        const generations::Ratio &ratio = ratios.at(r);
        const QString unit = generations::figureUnit(ratio.figure);
        const QStringList cells = {tr("%1, %2").arg(generations::figureName(ratio.figure), unit),
                                   figureText(ratio.a), figureText(ratio.b),
                                   ratio.known ? generations::timesText(ratio.ratio)
                                               : QStringLiteral("\u2014")};
        for (int c = 0; c < cells.size(); ++c) {
            auto *item = new QTableWidgetItem(cells.at(c));
            item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
            item->setToolTip(tip);
            if (c > 0)
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            m_table->setItem(r, c, item);
        }
    }
    fitTableToWidth(m_table);

    const generations::JobBounds bounds = generations::jobBounds(a, b);
    QStringList parts;
    parts << tr("<b>%1 against %2.</b>").arg(b.name.toHtmlEscaped(), a.name.toHtmlEscaped());
    if (isKnown(bounds.computeBound))
        parts << tr("A <b>compute-bound</b> job (training, a prompt's prefill: large matrix "
                    "products) runs at most %1 as fast on B: the dense 16-bit peaks' ratio.")
                     .arg(generations::timesText(bounds.computeBound));
    else
        parts << tr("The data file lacks a dense 16-bit peak for one of them: no compute-bound "
                    "bound.");
    if (isKnown(bounds.memoryBound))
        parts << tr("A <b>memory-bound</b> job (generating text one token at a time, which "
                    "reads every weight per token) runs at most %1 as fast: the bandwidths' "
                    "ratio.")
                     .arg(generations::timesText(bounds.memoryBound));
    if (isKnown(bounds.computeBound) && isKnown(bounds.memoryBound) &&
        std::abs(bounds.computeBound / bounds.memoryBound - 1) > 0.25)
        parts << tr("The two differ: which one applies depends on the job, not on the chip.");
    parts << tr("Both are upper bounds from datasheet peaks, not benchmarks: software, clocks, "
                "sizes and memory capacity decide the rest.");
    m_meaning->setText(joinSentences(parts));
}

} // namespace gpulab
