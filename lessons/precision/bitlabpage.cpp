// BitLabPage (see bitlabpage.h).
#include "lessons/precision/bitlabpage.h"

#include "lessons/precision/numberline.h"
#include "lessons/precision/precisionmath.h"
#include "widgets/bitedit.h"
#include "widgets/flowlayout.h"

#include <QComboBox>
#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QSignalBlocker>
#include <QVBoxLayout>

#include <cmath>

namespace gpulab {

namespace {

using precision::formatExact;
using precision::formatName;
using precision::formatNumber;
using precision::formatShortest;

QLabel *valueLabel(const QString &accessibleName, QWidget *parent)
{
    auto *label = new QLabel(parent);
    label->setWordWrap(true);
    label->setAlignment(Qt::AlignLeft | Qt::AlignTop); // level with its caption
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    label->setAccessibleName(accessibleName);
    label->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    return label;
}

} // namespace

BitLabPage::BitLabPage(QWidget *parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("bitLab"));
    auto *layout = new QVBoxLayout(this);

    auto *top = new FlowLayout; // wraps under large text instead of widening the page
    const QLocale locale;
    m_format = new QComboBox(this);
    m_format->setAccessibleName(tr("Format"));
    for (const fp::FormatSpec &spec : fp::floatFormats())
        m_format->addItem(tr("%1 (1 + %2 + %3 bits)")
                              .arg(formatName(spec), locale.toString(spec.exponentBits),
                                   locale.toString(spec.mantissaBits)),
                          int(spec.id));
    m_format->setCurrentIndex(m_format->findData(int(fp::Format::Fp16)));
    auto *formatLabel = new QLabel(tr("F&ormat:"), this);
    formatLabel->setBuddy(m_format);
    m_number = new QLineEdit(this);
    m_number->setObjectName(QStringLiteral("number"));
    m_number->setAccessibleName(tr("Number"));
    m_number->setAccessibleDescription(
        tr("Type a number such as 0.1, 70000, 1e-8, 2^-24 or inf, or a bit pattern such as "
           "0x3c00."));
    m_number->setPlaceholderText(tr("0.1, 70000, 1e-8, 2^-24, inf, 0x3c00 \u2026"));
    m_number->setText(BitLab::inputText(1.0));
    auto *numberLabel = new QLabel(tr("&Number:"), this);
    numberLabel->setBuddy(m_number);
    top->addPair(formatLabel, m_format);
    top->addPair(numberLabel, m_number);
    layout->addLayout(top);

    m_message = new QLabel(this);
    m_message->setObjectName(QStringLiteral("labMessage"));
    m_message->setWordWrap(true);
    m_message->setAccessibleName(tr("Problem with the number"));
    m_message->hide();
    layout->addWidget(m_message);

    auto *bitsLabel =
        new QLabel(tr("&Bits: click one to flip it, or use Left, Right and Space"), this);
    bitsLabel->setWordWrap(true);
    m_bits = new BitEdit(this);
    m_bits->setObjectName(QStringLiteral("bitEdit"));
    bitsLabel->setBuddy(m_bits);
    layout->addWidget(bitsLabel);
    layout->addWidget(m_bits);

    auto *grid = new QGridLayout;
    grid->setHorizontalSpacing(10);
    auto caption = [&](const QString &text, int row, int column) {
        auto *label = new QLabel(QStringLiteral("<b>%1</b>").arg(text.toHtmlEscaped()), this);
        grid->addWidget(label, row, column, Qt::AlignTop | Qt::AlignLeft);
    };
    m_stored = valueLabel(tr("Stored value"), this);
    m_class = valueLabel(tr("Class"), this);
    m_error = valueLabel(tr("Rounding error"), this);
    m_pattern = valueLabel(tr("Bit pattern"), this);
    m_neighbours = valueLabel(tr("Neighbours"), this);
    m_formula = valueLabel(tr("From the bits"), this);
    // One caption and its value a row: the values wrap, so the page is as narrow as the tab.
    int row = 0;
    for (const auto &[text, value] : {std::pair{tr("Stored value:"), m_stored},
                                      {tr("Class:"), m_class},
                                      {tr("Rounding error:"), m_error},
                                      {tr("Bit pattern:"), m_pattern},
                                      {tr("Neighbours:"), m_neighbours},
                                      {tr("From the bits:"), m_formula}}) {
        caption(text, row, 0);
        grid->addWidget(value, row++, 1);
    }
    grid->setColumnStretch(1, 1);
    layout->addLayout(grid);

    m_line = new NumberLine(this);
    m_line->setObjectName(QStringLiteral("numberLine"));
    layout->addWidget(m_line);
    layout->addStretch(1);

    connect(m_format, &QComboBox::activated, this,
            [this](int index) { setFormat(fp::Format(m_format->itemData(index).toInt())); });
    connect(m_number, &QLineEdit::textEdited, this, &BitLabPage::onNumberEdited);
    connect(m_bits, &BitEdit::bitToggled, this, [this](int bit) {
        if (!m_lab.flipBit(bit))
            return;
        m_number->setText(BitLab::inputText(m_lab.value()));
        showLab();
    });
    updateBitFields();
    showLab();
}

BitLabPage::~BitLabPage() = default;

void BitLabPage::setFormat(fp::Format format)
{
    m_lab.setFormat(format);
    {
        const QSignalBlocker quiet(m_format);
        m_format->setCurrentIndex(m_format->findData(int(format)));
    }
    if (m_lab.input())
        m_number->setText(BitLab::inputText(*m_lab.input()));
    updateBitFields();
    showLab();
}

bool BitLabPage::setNumber(const QString &text)
{
    m_number->setText(text);
    return onNumberEdited(text);
}

void BitLabPage::setSceneStyle(const SceneStyle &style)
{
    m_style = style;
    m_line->setSceneStyle(style);
    updateBitFields();
}

bool BitLabPage::onNumberEdited(const QString &text)
{
    if (!m_lab.setText(text)) { // the last good number stays on show
        m_message->setText(QStringLiteral("\u26a0 ") + m_lab.message());
        m_message->show();
        return false;
    }
    showLab();
    return true;
}

void BitLabPage::updateBitFields()
{
    const fp::FormatSpec &spec = m_lab.spec();
    m_bits->setFields(
        {{BitLab::fieldName(BitLab::Field::Sign), 1, m_style.series[5]},
         {BitLab::fieldName(BitLab::Field::Exponent), spec.exponentBits, m_style.series[4]},
         {BitLab::fieldName(BitLab::Field::Mantissa), spec.mantissaBits, m_style.series[2]}},
        spec.lowZeroBits);
    m_bits->setThickLines(m_style.highContrast);
    m_bits->setAccessibleName(tr("Bits of the number in %1").arg(formatName(spec)));
    m_bits->setBits(m_lab.bits());
}

void BitLabPage::showLab()
{
    const BitLab &lab = m_lab;
    const fp::FormatSpec &spec = lab.spec();
    const fp::FormatProperties p = fp::properties(spec);
    m_message->setVisible(!lab.message().isEmpty());
    m_message->setText(QStringLiteral("\u26a0 ") + lab.message());
    m_bits->setBits(lab.bits());

    m_stored->setText(formatExact(lab.value()));
    m_class->setText(lab.className());
    const std::optional<double> input = lab.input();
    if (!input) {
        m_error->setText(tr("none: the bits were set directly, nothing was rounded"));
    } else if (lab.overflowed()) {
        m_error->setText(tr("%1 lies beyond %2's largest value, %3, so it became %4")
                             .arg(formatNumber(*input, 6), formatName(spec),
                                  formatNumber(p.maxFinite, 6), formatExact(lab.value())));
    } else if (const std::optional<double> absolute = lab.absoluteError()) {
        if (*absolute == 0) {
            m_error->setText(
                tr("none: %1 holds %2 exactly").arg(formatName(spec), formatShortest(*input)));
        } else {
            const std::optional<double> relative = lab.relativeError();
            m_error->setText(
                tr("%1 absolute, %2 relative (you typed %3)")
                    .arg(formatNumber(*absolute, 3),
                         relative ? precision::formatPercent(*relative, *relative < 0.001 ? 4 : 2)
                                  : QStringLiteral("\u2013"),
                         formatShortest(*input)));
        }
    } else {
        m_error->setText(tr("none (%1 is not a finite number)").arg(formatShortest(*input)));
    }
    m_pattern->setText(lab.hexString() + QStringLiteral(" \u00b7 ") + lab.binaryString());
    const std::optional<double> below = lab.below();
    const std::optional<double> above = lab.above();
    QString neighbours = tr("below %1 \u00b7 above %2")
                             .arg(below ? formatExact(*below) : tr("none"),
                                  above ? formatExact(*above) : tr("none"));
    if (below && above && std::isfinite(*below) && std::isfinite(*above) &&
        std::isfinite(lab.value()))
        neighbours += tr(" \u00b7 gap above: %1").arg(formatExact(*above - lab.value()));
    m_neighbours->setText(neighbours);
    m_formula->setText(lab.formula());
    m_line->setCurrentFormat(spec.id);
    m_line->setValue(input && std::isfinite(*input) ? *input : lab.value());
}

} // namespace gpulab
