// RangeTablePage (see rangetablepage.h).
#include "lessons/precision/rangetablepage.h"

#include "lessons/precision/precisionmath.h"
#include "lessons/precision/precisiontables.h"
#include "widgets/tablefit.h"

#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QTableWidget>
#include <QVBoxLayout>

#include <cmath>

namespace gpulab {

namespace {

using precision::formatExact;
using precision::formatNumber;
using precision::Outcome;
using precision::readOnlyItem;

// "2⁻¹⁴ ≈ 6.104 × 10⁻⁵" or "2⁻⁶ = 0.015625" for a power of two.
QString powerText(double value)
{
    const QString power = precision::powerOfTwo(std::ilogb(value));
    const QString exact = formatExact(value, 8);
    if (!exact.contains(QChar(0x2026)) && exact.size() <= 10)
        return power + QStringLiteral(" = ") + formatNumber(value, 8);
    return power + QStringLiteral(" \u2248 ") + formatNumber(value, 4);
}

} // namespace

RangeTablePage::RangeTablePage(QWidget *parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("rangeTable"));
    auto *layout = new QVBoxLayout(this);
    const auto formats = fp::floatFormats();
    m_table = new QTableWidget(int(formats.size()), Columns, this);
    m_table->setObjectName(QStringLiteral("range"));
    m_table->setAccessibleName(tr("Range and precision of every format, computed by the codec"));
    m_table->setHorizontalHeaderLabels({tr("Format"), tr("Bits\n(sign + exponent + mantissa)"),
                                        tr("Largest value"), tr("Smallest normal"),
                                        tr("Smallest subnormal"), tr("Epsilon\n(gap above 1)"),
                                        tr("Decimal\ndigits"), tr("Overflow\ngives")});
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);
    m_table->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    const QLocale locale;
    for (int row = 0; row < int(formats.size()); ++row) {
        const fp::FormatSpec &spec = formats[size_t(row)];
        const fp::FormatProperties p = fp::properties(spec);
        QString bits =
            tr("1 + %1 + %2 = %3")
                .arg(locale.toString(spec.exponentBits), locale.toString(spec.mantissaBits),
                     locale.toString(spec.significantBits()));
        if (spec.containerBits != spec.significantBits())
            bits += tr(" (stored in %1)").arg(locale.toString(spec.containerBits));
        const precision::Stored huge = precision::storeNumber(spec, 1e300);
        const QString overflow = huge.outcome == Outcome::Infinity ? tr("infinity")
                                 : huge.outcome == Outcome::NaN
                                     ? tr("NaN (no infinity)")
                                     : tr("%1 (saturates)").arg(formatNumber(huge.value));
        m_table->setItem(row, ColFormat, readOnlyItem(precision::formatName(spec)));
        m_table->setItem(row, ColBits, readOnlyItem(bits, spec.significantBits()));
        m_table->setItem(row, ColMax, readOnlyItem(formatNumber(p.maxFinite, 4), p.maxFinite));
        m_table->setItem(row, ColMinNormal, readOnlyItem(powerText(p.minNormal), p.minNormal));
        m_table->setItem(row, ColMinSubnormal,
                         readOnlyItem(powerText(p.minSubnormal), p.minSubnormal));
        m_table->setItem(row, ColEpsilon, readOnlyItem(powerText(p.epsilon), p.epsilon));
        m_table->setItem(row, ColDigits,
                         readOnlyItem(locale.toString(p.decimalDigits, 'f', 1), p.decimalDigits));
        m_table->setItem(row, ColOverflow, readOnlyItem(overflow));
    }
    fitToContents();
    layout->addWidget(m_table);
    auto *note = new QLabel(
        tr("Every number in this table is computed by GPU Lab's codec from the format's layout, "
           "not typed in. <b>Largest value</b>: the top of the range. Below the <b>smallest "
           "normal</b> come the subnormals, with fewer significant bits, down to the "
           "<b>smallest subnormal</b>; anything less than half of it rounds to zero. "
           "<b>Epsilon</b> is the gap between 1 and the next value up: a measure of precision. "
           "<b>Decimal digits</b> = (mantissa bits + 1) \u00d7 log\u2081\u2080 2."),
        this);
    note->setWordWrap(true);
    note->setAccessibleName(tr("How to read the table"));
    layout->addWidget(note);
    layout->addStretch(1);
}

void RangeTablePage::fitToContents()
{
    keepTableFitted(m_table); // every column in view, on every screen
}

} // namespace gpulab
