// BlockDetail (see blockdetail.h).
#include "lessons/precision/blockdetail.h"
#include "lessons/framework/numbertext.h"

#include "lessons/precision/precisionmath.h"
#include "widgets/flowlayout.h"
#include "widgets/tablefit.h"

#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

#include <cmath>

namespace gpulab {

namespace {

enum Column { IndexColumn, OriginalColumn, BitsColumn, ElementColumn, ValueColumn, ErrorColumn };

QString hexOf(std::uint32_t bits, int digits)
{
    return QStringLiteral("0x%1").arg(bits, digits, 16, QLatin1Char('0'));
}

} // namespace

BlockDetail::BlockDetail(QWidget *parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("blockDetail"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *row = new FlowLayout;
    m_row = new QSpinBox(this);
    m_row->setAccessibleName(tr("Row of the block shown"));
    auto *rowLabel = new QLabel(tr("&Row:"), this);
    rowLabel->setBuddy(m_row);
    m_block = new QSpinBox(this);
    m_block->setAccessibleName(tr("Block of the row shown"));
    auto *blockLabel = new QLabel(tr("B&lock:"), this);
    blockLabel->setBuddy(m_block);
    m_scale = new QSpinBox(this);
    m_scale->setRange(0, 255);
    m_scale->setDisplayIntegerBase(16);
    m_scale->setPrefix(QStringLiteral("0x"));
    m_scale->setAccessibleName(tr("Bit pattern of the block's scale, hexadecimal"));
    auto *scaleLabel = new QLabel(tr("S&cale bits:"), this);
    scaleLabel->setBuddy(m_scale);
    m_reset = new QPushButton(tr("R&eset the block"), this);
    m_reset->setAccessibleName(tr("Put back the quantiser's bits of this block"));
    row->addPair(rowLabel, m_row);
    row->addPair(blockLabel, m_block);
    row->addPair(scaleLabel, m_scale);
    row->addWidget(m_reset);
    layout->addLayout(row);
    m_scaleText = new QLabel(this);
    m_scaleText->setObjectName(QStringLiteral("blockScaleText"));
    m_scaleText->setWordWrap(true);
    m_scaleText->setAccessibleName(tr("The block's scale, in words"));
    layout->addWidget(m_scaleText);
    m_table = new QTableWidget(0, 6, this);
    m_table->setObjectName(QStringLiteral("blockTable"));
    m_table->setAccessibleName(
        tr("The block's elements: original, bits (editable), element, value, error"));
    m_table->setHorizontalHeaderLabels(
        {tr("#"), tr("Original"), tr("Bits (edit)"), tr("Element"), tr("× scale"), tr("Error")});
    m_table->verticalHeader()->setVisible(false);
    keepTableFitted(m_table); // every column whole on every screen (it scrolls sideways if need be)
    const int lineHeight = fontMetrics().lineSpacing() + 8;
    m_table->setMinimumHeight(lineHeight * 10);
    layout->addWidget(m_table);

    connect(m_row, &QSpinBox::valueChanged, this, [this] { loadBlock(); });
    connect(m_block, &QSpinBox::valueChanged, this, [this] { loadBlock(); });
    connect(m_scale, &QSpinBox::valueChanged, this, [this] {
        if (!m_filling)
            refresh();
    });
    connect(m_reset, &QPushButton::clicked, this, [this] { loadBlock(); });
    connect(m_table, &QTableWidget::itemChanged, this, [this](QTableWidgetItem *item) {
        if (m_filling || item->column() != BitsColumn)
            return;
        bool ok = false;
        QString text = item->text().trimmed();
        const std::uint32_t bits = text.startsWith(QLatin1String("0x"), Qt::CaseInsensitive)
                                       ? text.mid(2).toUInt(&ok, 16)
                                       : text.toUInt(&ok, 16);
        if (!ok || !setElementBits(item->row(), bits))
            refresh(); // not a pattern of the element format: the old one comes back
    });
    setEnabled(false);
}

const precision::SchemeReport *BlockDetail::scheme() const
{
    if (!m_report || m_scheme < 0 || m_scheme >= int(m_report->schemes.size()))
        return nullptr;
    return &m_report->schemes[std::size_t(m_scheme)];
}

void BlockDetail::setReport(std::shared_ptr<const precision::BlockReport> report)
{
    m_report = std::move(report);
    setEnabled(m_report != nullptr);
    setScheme(m_scheme);
}

void BlockDetail::setScheme(int index)
{
    m_scheme = index;
    const precision::SchemeReport *s = scheme();
    if (!s)
        return;
    m_filling = true;
    m_row->setRange(0, std::max(0, m_report->windowRows - 1));
    m_block->setRange(0, std::max(0, (m_report->windowCols + blockWidth() - 1) / blockWidth() - 1));
    m_filling = false;
    const bool editable = s->scheme->scale == fp::ScaleKind::E8M0Block ||
                          s->scheme->scale == fp::ScaleKind::E4M3BlockFp32;
    m_scale->setEnabled(editable);
    loadBlock();
}

void BlockDetail::setBlock(int row, int block)
{
    m_row->setValue(row);
    m_block->setValue(block);
}

int BlockDetail::blockWidth() const
{
    const precision::SchemeReport *s = scheme();
    return s && s->scheme->blockSize > 0 ? s->scheme->blockSize : 32;
}

int BlockDetail::firstColumn() const
{
    return m_block->value() * blockWidth();
}

void BlockDetail::loadBlock()
{
    const precision::SchemeReport *s = scheme();
    if (!s || m_filling)
        return;
    const int r = m_row->value();
    const int c0 = firstColumn();
    const int count = std::max(0, std::min(blockWidth(), m_report->windowCols - c0));
    m_bits.assign(std::size_t(count), 0);
    for (int i = 0; i < count; ++i)
        m_bits[std::size_t(i)] = s->elements[std::size_t(r) * m_report->windowCols + c0 + i];
    std::uint32_t scaleBits = 0;
    if (s->scheme->blockSize > 0)
        scaleBits = s->scaleBits[std::size_t(r) * s->blocksPerRow + m_block->value()];
    m_filling = true;
    m_scale->setValue(int(scaleBits & 0xff));
    m_filling = false;
    refresh();
    emit blockChanged(r, c0, count);
}

double BlockDetail::scaleValue() const
{
    const precision::SchemeReport *s = scheme();
    if (!s)
        return 0;
    switch (s->scheme->scale) {
    case fp::ScaleKind::E8M0Block:
        return fp::decode(fp::formatSpec(fp::Format::E8M0), std::uint32_t(m_scale->value()));
    case fp::ScaleKind::E4M3BlockFp32:
        return fp::decode(fp::formatSpec(fp::Format::Fp8E4M3), std::uint32_t(m_scale->value())) *
               s->tensorScale;
    case fp::ScaleKind::Fp32PerChannel: return s->scales[std::size_t(m_row->value())];
    case fp::ScaleKind::Fp32PerTensor: return s->scales.empty() ? 1.0 : s->scales.front();
    }
    return 1;
}

double BlockDetail::valueAt(int i) const
{
    const precision::SchemeReport *s = scheme();
    if (!s || i < 0 || i >= int(m_bits.size()))
        return 0;
    return fp::decode(fp::formatSpec(s->scheme->element), m_bits[std::size_t(i)]) * scaleValue();
}

bool BlockDetail::setElementBits(int i, std::uint32_t bits)
{
    const precision::SchemeReport *s = scheme();
    if (!s || i < 0 || i >= int(m_bits.size()) ||
        !fp::isValidPattern(fp::formatSpec(s->scheme->element), bits))
        return false;
    m_bits[std::size_t(i)] = bits;
    refresh();
    return true;
}

void BlockDetail::refresh()
{
    const precision::SchemeReport *s = scheme();
    if (!s)
        return;
    const fp::FormatSpec &element = fp::formatSpec(s->scheme->element);
    const double scale = scaleValue();
    const QLocale locale;
    QString text;
    switch (s->scheme->scale) {
    case fp::ScaleKind::E8M0Block: {
        const int e = m_scale->value();
        text = e == 0xff
                   ? tr("Shared scale E8M0 0xff: NaN, so every element of the block is NaN.")
                   : tr("Shared scale E8M0 %1 = 2^%2 = %3. The largest value this block "
                        "can hold: %4 × %3 = %5.")
                         .arg(hexOf(std::uint32_t(e), 2))
                         .arg(QLocale().toString(e - 127))
                         .arg(precision::formatNumber(scale),
                              precision::formatNumber(fp::properties(element).maxFinite),
                              precision::formatNumber(fp::mxLargest(element, std::uint32_t(e))));
        break;
    }
    case fp::ScaleKind::E4M3BlockFp32:
        text = tr("Block scale E4M3 %1 = %2, times the tensor's FP32 scale %3: %4. The largest "
                  "value this block can hold: 6 × %4 = %5.")
                   .arg(hexOf(std::uint32_t(m_scale->value()), 2),
                        precision::formatNumber(fp::decode(fp::formatSpec(fp::Format::Fp8E4M3),
                                                           std::uint32_t(m_scale->value()))),
                        precision::formatNumber(s->tensorScale), precision::formatNumber(scale),
                        precision::formatNumber(6 * scale));
        break;
    case fp::ScaleKind::Fp32PerChannel:
        text = tr("One FP32 scale for the whole row: %1 (its largest magnitude / %2). These are "
                  "the row's first %3 values.")
                   .arg(precision::formatNumber(scale),
                        precision::formatNumber(fp::properties(element).maxFinite))
                   .arg(wholeText(m_bits.size()));
        break;
    case fp::ScaleKind::Fp32PerTensor:
        text = tr("One FP32 scale for the whole tensor: %1 (its largest magnitude / %2). These "
                  "are the row's first %3 values.")
                   .arg(precision::formatNumber(scale),
                        precision::formatNumber(fp::properties(element).maxFinite))
                   .arg(wholeText(m_bits.size()));
        break;
    }
    m_scaleText->setText(text);

    m_filling = true;
    m_table->setRowCount(int(m_bits.size()));
    const int r = m_row->value(), c0 = firstColumn();
    for (int i = 0; i < int(m_bits.size()); ++i) {
        const double original = m_report->window[std::size_t(r) * m_report->windowCols + c0 + i];
        const double elementValue = fp::decode(element, m_bits[std::size_t(i)]);
        const double value = elementValue * scale;
        const QStringList cells = {locale.toString(i),
                                   precision::formatNumber(original),
                                   hexOf(m_bits[std::size_t(i)], element.hexDigits()),
                                   precision::formatNumber(elementValue),
                                   std::isnan(value) ? tr("NaN") : precision::formatNumber(value),
                                   std::isnan(value) ? tr("NaN")
                                                     : precision::formatNumber(value - original)};
        for (int c = 0; c < cells.size(); ++c) {
            auto *item = new QTableWidgetItem(cells[c]);
            if (c != BitsColumn)
                item->setFlags(item->flags() & ~Qt::ItemIsEditable);
            item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            m_table->setItem(i, c, item);
        }
    }
    m_filling = false;
}

} // namespace gpulab
