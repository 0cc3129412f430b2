// PrecisionPanel (see precisionpanel.h).
#include "lessons/precision/precisionpanel.h"

#include "lessons/framework/gpuspecs.h"
#include "lessons/precision/lossscalingmodel.h"
#include "lessons/precision/memorychart.h"
#include "lessons/precision/numberline.h"
#include "widgets/bitedit.h"
#include "widgets/flowlayout.h"
#include "widgets/simulationview.h"

#include <QButtonGroup>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QRadioButton>
#include <QResizeEvent>
#include <QScrollArea>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QTabBar>
#include <QTabWidget>
#include <QTableWidget>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <functional>

namespace gpulab {

namespace {

using precision::formatExact;
using precision::formatNumber;
using precision::Outcome;

constexpr int kGpuNameRole = Qt::UserRole + 1;

QString name(const fp::FormatSpec &spec)
{
    return QString::fromLatin1(spec.displayName);
}

// What the input field shows for a number: the shortest text that reads back the same double.
QString inputText(double x)
{
    if (std::isnan(x))
        return QStringLiteral("nan");
    if (std::isinf(x))
        return x > 0 ? QStringLiteral("inf") : QStringLiteral("-inf");
    return QString::number(x, 'g', QLocale::FloatingPointShortest);
}

// "2⁻¹⁴ ≈ 6.104 × 10⁻⁵" or "2⁻⁶ = 0.015625" for a power of two.
QString powerText(double value)
{
    const QString power = precision::powerOfTwo(std::ilogb(value));
    const QString exact = formatExact(value, 8);
    if (!exact.contains(QChar(0x2026)) && exact.size() <= 10)
        return power + QStringLiteral(" = ") + formatNumber(value, 8);
    return power + QStringLiteral(" \u2248 ") + formatNumber(value, 4);
}

QString percentText(double fraction, int decimals = 1)
{
    return QLocale().toString(100.0 * fraction, 'f', decimals) + QStringLiteral(" %");
}

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

QTableWidgetItem *item(const QString &text, double value = std::nan(""))
{
    auto *cell = new QTableWidgetItem(text);
    cell->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
    if (!std::isnan(value))
        cell->setData(Qt::UserRole, value);
    return cell;
}

} // namespace

PrecisionPanel::PrecisionPanel(const LessonContext &context, const LessonContent &content,
                               std::unique_ptr<SimulationModel> model,
                               std::unique_ptr<SimulationScene> scene, QWidget *parent)
    : LessonPanel(context, content, std::move(model), std::move(scene), parent)
{}

PrecisionPanel::~PrecisionPanel() = default;

PrecisionPanel::Survival PrecisionPanel::survivalOf(double keptFraction)
{
    return keptFraction > 0.9    ? Survival::Over90
           : keptFraction >= 0.5 ? Survival::From50To90
           : keptFraction >= 0.1 ? Survival::From10To50
                                 : Survival::Under10;
}

QString PrecisionPanel::survivalName(Survival survival)
{
    switch (survival) {
    case Survival::Over90: return tr("more than 90 %");
    case Survival::From50To90: return tr("between 50 % and 90 %");
    case Survival::From10To50: return tr("between 10 % and 50 %");
    case Survival::Under10: return tr("less than 10 %");
    }
    return {};
}

const LossScalingModel *PrecisionPanel::lossModel() const
{
    if (!simulation() ||
        simulation()->model().id() != QLatin1String(LossScalingModel::kSimulationId))
        return nullptr;
    return static_cast<const LossScalingModel *>(&simulation()->model());
}

QWidget *PrecisionPanel::createExtras()
{
    // The simulation belongs to the loss-scaling tab; the other labs need the room.
    struct Page
    {
        QWidget *page;
        const char *id;
        QString title;
        bool hidesSimulation;
    };
    const Page pages[] = {{buildBitLab(), "bit-lab", tr("Bit lab"), true},
                          {buildTable(), "table", tr("Range and precision"), true},
                          {buildOverflow(), "overflow", tr("Overflow: 70,000"), true},
                          {buildLossScaling(), "loss-scaling", tr("Loss scaling"), false},
                          {buildMemory(), "memory", tr("Memory"), true}};
    for (const Page &page : pages)
        addTab(page.page, QLatin1String(page.id), page.title,
               {.hidesSimulation = page.hidesSimulation});
    if (simulation())
        connect(simulation(), &SimulationView::stateChanged, this,
                &PrecisionPanel::onSimulationChanged);
    return tabs();
}

// ---- Bit lab ------------------------------------------------------------------------------------

QWidget *PrecisionPanel::buildBitLab()
{
    auto *page = new QWidget;
    page->setObjectName(QStringLiteral("bitLab"));
    auto *layout = new QVBoxLayout(page);

    auto *top = new FlowLayout; // wraps under large text instead of widening the page
    m_format = new QComboBox(page);
    m_format->setAccessibleName(tr("Format"));
    for (const fp::FormatSpec &spec : fp::allFormats())
        m_format->addItem(tr("%1 (1 + %2 + %3 bits)")
                              .arg(name(spec))
                              .arg(spec.exponentBits)
                              .arg(spec.mantissaBits),
                          int(spec.id));
    m_format->setCurrentIndex(m_format->findData(int(fp::Format::Fp16)));
    auto *formatLabel = new QLabel(tr("F&ormat:"), page);
    formatLabel->setBuddy(m_format);
    m_number = new QLineEdit(page);
    m_number->setObjectName(QStringLiteral("number"));
    m_number->setAccessibleName(tr("Number"));
    m_number->setAccessibleDescription(
        tr("Type a number such as 0.1, 70000, 1e-8, 2^-24 or inf, or a bit pattern such as "
           "0x3c00."));
    m_number->setPlaceholderText(tr("0.1, 70000, 1e-8, 2^-24, inf, 0x3c00 \u2026"));
    m_number->setText(inputText(1.0));
    auto *numberLabel = new QLabel(tr("&Number:"), page);
    numberLabel->setBuddy(m_number);
    top->addPair(formatLabel, m_format);
    top->addPair(numberLabel, m_number);
    layout->addLayout(top);

    m_message = new QLabel(page);
    m_message->setObjectName(QStringLiteral("labMessage"));
    m_message->setWordWrap(true);
    m_message->setAccessibleName(tr("Problem with the number"));
    m_message->hide();
    layout->addWidget(m_message);

    auto *bitsLabel =
        new QLabel(tr("&Bits: click one to flip it, or use Left, Right and Space"), page);
    bitsLabel->setWordWrap(true);
    m_bits = new BitEdit(page);
    m_bits->setObjectName(QStringLiteral("bitEdit"));
    bitsLabel->setBuddy(m_bits);
    layout->addWidget(bitsLabel);
    layout->addWidget(m_bits);

    auto *grid = new QGridLayout;
    grid->setHorizontalSpacing(10);
    auto caption = [&](const QString &text, int row, int column) {
        auto *label = new QLabel(QStringLiteral("<b>%1</b>").arg(text.toHtmlEscaped()), page);
        grid->addWidget(label, row, column, Qt::AlignTop | Qt::AlignLeft);
    };
    m_stored = valueLabel(tr("Stored value"), page);
    m_class = valueLabel(tr("Class"), page);
    m_error = valueLabel(tr("Rounding error"), page);
    m_pattern = valueLabel(tr("Bit pattern"), page);
    m_neighbours = valueLabel(tr("Neighbours"), page);
    m_formula = valueLabel(tr("From the bits"), page);
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

    m_line = new NumberLine(page);
    m_line->setObjectName(QStringLiteral("numberLine"));
    layout->addWidget(m_line);
    layout->addStretch(1);

    connect(m_format, &QComboBox::activated, this,
            [this](int index) { setLabFormat(fp::Format(m_format->itemData(index).toInt())); });
    connect(m_number, &QLineEdit::textEdited, this, &PrecisionPanel::onNumberEdited);
    connect(m_bits, &BitEdit::bitToggled, this, [this](int bit) {
        if (!m_lab.flipBit(bit))
            return;
        m_number->setText(inputText(m_lab.value()));
        showLab();
    });
    updateBitFields();
    showLab();
    return page;
}

void PrecisionPanel::setLabFormat(fp::Format format)
{
    m_lab.setFormat(format);
    {
        const QSignalBlocker quiet(m_format);
        m_format->setCurrentIndex(m_format->findData(int(format)));
    }
    if (m_lab.input())
        m_number->setText(inputText(*m_lab.input()));
    updateBitFields();
    showLab();
}

bool PrecisionPanel::setLabText(const QString &text)
{
    m_number->setText(text);
    return onNumberEdited(text);
}

bool PrecisionPanel::onNumberEdited(const QString &text)
{
    if (!m_lab.setText(text)) { // the last good number stays on show
        m_message->setText(QStringLiteral("\u26a0 ") + m_lab.message());
        m_message->show();
        return false;
    }
    showLab();
    return true;
}

void PrecisionPanel::updateBitFields()
{
    const fp::FormatSpec &spec = m_lab.spec();
    const SceneStyle style = simulation() ? simulation()->sceneStyle() : SceneStyle::light();
    m_bits->setFields(
        {{BitLab::fieldName(BitLab::Field::Sign), 1, style.series[5]},
         {BitLab::fieldName(BitLab::Field::Exponent), spec.exponentBits, style.series[4]},
         {BitLab::fieldName(BitLab::Field::Mantissa), spec.mantissaBits, style.series[2]}},
        spec.lowZeroBits);
    m_bits->setThickLines(style.highContrast);
    m_bits->setAccessibleName(tr("Bits of the number in %1").arg(name(spec)));
    m_bits->setBits(m_lab.bits());
}

void PrecisionPanel::showLab()
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
                             .arg(formatNumber(*input, 6), name(spec), formatNumber(p.maxFinite, 6),
                                  formatExact(lab.value())));
    } else if (const std::optional<double> absolute = lab.absoluteError()) {
        if (*absolute == 0) {
            m_error->setText(tr("none: %1 holds %2 exactly").arg(name(spec), inputText(*input)));
        } else {
            const std::optional<double> relative = lab.relativeError();
            m_error->setText(tr("%1 absolute, %2 relative (you typed %3)")
                                 .arg(formatNumber(*absolute, 3),
                                      relative ? percentText(*relative, *relative < 0.001 ? 4 : 2)
                                               : QStringLiteral("\u2013"),
                                      inputText(*input)));
        }
    } else {
        m_error->setText(tr("none (%1 is not a finite number)").arg(inputText(*input)));
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

// ---- Range and precision
// --------------------------------------------------------------------------

QWidget *PrecisionPanel::buildTable()
{
    auto *page = new QWidget;
    page->setObjectName(QStringLiteral("rangeTable"));
    auto *layout = new QVBoxLayout(page);
    const auto formats = fp::allFormats();
    m_table = new QTableWidget(int(formats.size()), TableColumns, page);
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
    for (int row = 0; row < int(formats.size()); ++row) {
        const fp::FormatSpec &spec = formats[size_t(row)];
        const fp::FormatProperties p = fp::properties(spec);
        QString bits = tr("1 + %1 + %2 = %3")
                           .arg(spec.exponentBits)
                           .arg(spec.mantissaBits)
                           .arg(spec.significantBits());
        if (spec.containerBits != spec.significantBits())
            bits += tr(" (stored in %1)").arg(spec.containerBits);
        const precision::Stored huge = precision::storeNumber(spec, 1e300);
        const QString overflow = huge.outcome == Outcome::Infinity ? tr("infinity")
                                 : huge.outcome == Outcome::NaN
                                     ? tr("NaN (no infinity)")
                                     : tr("%1 (saturates)").arg(formatNumber(huge.value));
        m_table->setItem(row, ColFormat, item(name(spec)));
        m_table->setItem(row, ColBits, item(bits, spec.significantBits()));
        m_table->setItem(row, ColMax, item(formatNumber(p.maxFinite, 4), p.maxFinite));
        m_table->setItem(row, ColMinNormal, item(powerText(p.minNormal), p.minNormal));
        m_table->setItem(row, ColMinSubnormal, item(powerText(p.minSubnormal), p.minSubnormal));
        m_table->setItem(row, ColEpsilon, item(powerText(p.epsilon), p.epsilon));
        m_table->setItem(row, ColDigits,
                         item(QLocale().toString(p.decimalDigits, 'f', 1), p.decimalDigits));
        m_table->setItem(row, ColOverflow, item(overflow));
    }
    m_table->resizeColumnsToContents();
    m_table->resizeRowsToContents();
    layout->addWidget(m_table);
    auto *note = new QLabel(
        tr("Every number in this table is computed by GPU Lab's codec from the format's layout, "
           "not typed in. <b>Largest value</b>: the top of the range. Below the <b>smallest "
           "normal</b> come the subnormals, with fewer significant bits, down to the "
           "<b>smallest subnormal</b>; anything less than half of it rounds to zero. "
           "<b>Epsilon</b> is the gap between 1 and the next value up: a measure of precision. "
           "<b>Decimal digits</b> = (mantissa bits + 1) \u00d7 log\u2081\u2080 2."),
        page);
    note->setWordWrap(true);
    note->setAccessibleName(tr("How to read the table"));
    layout->addWidget(note);
    layout->addStretch(1);
    return page;
}

// ---- Overflow: 70,000
// -----------------------------------------------------------------------------

QWidget *PrecisionPanel::buildOverflow()
{
    auto *page = new QWidget;
    page->setObjectName(QStringLiteral("overflow"));
    auto *layout = new QVBoxLayout(page);
    auto *question = new QLabel(
        tr("<b>Predict first.</b> The number %1 is stored in FP16 and in BF16, two 16-bit "
           "formats. What does each of them hold?")
            .arg(formatNumber(kOverflowExample)),
        page);
    question->setWordWrap(true);
    layout->addWidget(question);

    auto *grid = new FlowLayout; // wraps under large text instead of widening the page
    auto guessBox = [&](const QString &accessible) {
        auto *box = new QComboBox(page);
        box->setAccessibleName(accessible);
        box->addItem(tr("Choose\u2026"), -1);
        for (Outcome outcome :
             {Outcome::Exact, Outcome::Rounded, Outcome::Largest, Outcome::Infinity, Outcome::Zero})
            box->addItem(precision::outcomeName(outcome), int(outcome));
        return box;
    };
    m_guessFp16 = guessBox(tr("What FP16 holds"));
    m_guessBf16 = guessBox(tr("What BF16 holds"));
    auto *fp16Label = new QLabel(tr("In FP&16:"), page);
    fp16Label->setBuddy(m_guessFp16);
    auto *bf16Label = new QLabel(tr("In BF1&6:"), page);
    bf16Label->setBuddy(m_guessBf16);
    m_reveal = new QPushButton(tr("&Show me"), page);
    grid->addPair(fp16Label, m_guessFp16);
    grid->addPair(bf16Label, m_guessBf16);
    grid->addWidget(m_reveal);
    layout->addLayout(grid);

    m_overflowVerdict =
        new QLabel(tr("Choose an answer for each format, then press Show me."), page);
    m_overflowVerdict->setObjectName(QStringLiteral("overflowVerdict"));
    m_overflowVerdict->setWordWrap(true);
    m_overflowVerdict->setTextFormat(Qt::RichText);
    m_overflowVerdict->setAccessibleName(tr("Your prediction and what the formats hold"));
    layout->addWidget(m_overflowVerdict);

    m_compareBox = new QWidget(page);
    auto *compareLayout = new QVBoxLayout(m_compareBox);
    compareLayout->setContentsMargins(0, 6, 0, 0);
    auto *row = new QHBoxLayout;
    m_compareEdit = new QLineEdit(formatNumber(kOverflowExample), m_compareBox);
    m_compareEdit->setText(QStringLiteral("70000"));
    m_compareEdit->setAccessibleName(tr("Number to store in every format"));
    auto *compareLabel = new QLabel(tr("Now try any n&umber in every format:"), m_compareBox);
    compareLabel->setBuddy(m_compareEdit);
    compareLabel->setWordWrap(true);
    row->addWidget(compareLabel);
    row->addWidget(m_compareEdit, 1);
    compareLayout->addLayout(row);
    m_compareMessage = new QLabel(m_compareBox);
    m_compareMessage->setWordWrap(true);
    m_compareMessage->hide();
    compareLayout->addWidget(m_compareMessage);
    m_compare = new QTableWidget(int(fp::allFormats().size()), 4, m_compareBox);
    m_compare->setObjectName(QStringLiteral("compare"));
    m_compare->setAccessibleName(tr("The number in every format"));
    m_compare->setHorizontalHeaderLabels(
        {tr("Format"), tr("Holds"), tr("What happened"), tr("Relative error")});
    m_compare->verticalHeader()->hide();
    m_compare->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_compare->setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);
    m_compare->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_compare->horizontalHeader()->setStretchLastSection(true);
    compareLayout->addWidget(m_compare);
    m_compareBox->hide();
    layout->addWidget(m_compareBox);
    layout->addStretch(1);

    connect(m_reveal, &QPushButton::clicked, this, [this] { reveal(); });
    connect(m_compareEdit, &QLineEdit::textEdited, this, &PrecisionPanel::updateCompare);
    return page;
}

QComboBox *PrecisionPanel::overflowGuess(fp::Format format) const
{
    return format == fp::Format::Bf16 ? m_guessBf16 : m_guessFp16;
}

void PrecisionPanel::setOverflowGuess(fp::Format format, Outcome outcome)
{
    QComboBox *box = overflowGuess(format);
    box->setCurrentIndex(box->findData(int(outcome)));
}

bool PrecisionPanel::reveal()
{
    const int guess16 = m_guessFp16->currentData().toInt();
    const int guessBf = m_guessBf16->currentData().toInt();
    if (guess16 < 0 || guessBf < 0) {
        m_overflowVerdict->setText(tr("First choose an answer for both formats."));
        return false;
    }
    const fp::FormatSpec &fp16 = fp::formatSpec(fp::Format::Fp16);
    const fp::FormatSpec &bf16 = fp::formatSpec(fp::Format::Bf16);
    const double x = kOverflowExample;
    const precision::Stored in16 = precision::storeNumber(fp16, x);
    const precision::Stored inBf = precision::storeNumber(bf16, x);
    const bool right16 = Outcome(guess16) == in16.outcome;
    const bool rightBf = Outcome(guessBf) == inBf.outcome;
    const QString headline = right16 && rightBf ? tr("\u2713 Both right.")
                             : right16          ? tr("\u2713 FP16 right, \u2717 BF16 wrong.")
                             : rightBf          ? tr("\u2717 FP16 wrong, \u2713 BF16 right.")
                                                : tr("\u2717 Both wrong this time.");
    // FP16: the largest value, the step above it it cannot hold, and the rounding threshold.
    const fp::FormatProperties p16 = fp::properties(fp16);
    const double step16 = precision::spacingAt(fp16, p16.maxFinite);
    const QString why16 =
        tr("<b>FP16 holds %1</b>: %2. You said: %3. Its %4 exponent bits stop at %5. The next "
           "step would be %6, which FP16 cannot hold, so every number from %7 up (halfway "
           "there) rounds to infinity.")
            .arg(formatNumber(in16.value, 8), precision::outcomeName(in16.outcome),
                 precision::outcomeName(Outcome(guess16)))
            .arg(fp16.exponentBits)
            .arg(formatNumber(p16.maxFinite), formatNumber(p16.maxFinite + step16),
                 formatNumber(p16.maxFinite + step16 / 2));
    // BF16: inside the range, but the values near x are far apart.
    const fp::FormatProperties pBf = fp::properties(bf16);
    const std::optional<std::uint32_t> belowBits = fp::nextDown(bf16, inBf.bits);
    const double below = belowBits ? fp::decode(bf16, *belowBits) : inBf.value;
    const QString whyBf =
        tr("<b>BF16 holds %1</b>: %2. You said: %3. It has %4 exponent bits, as many as FP32, "
           "and reaches %5, so %6 is far inside its range. But with only %7 mantissa bits, its "
           "values near %6 are %8 apart (%9, %1, \u2026): %1 is the nearest, off by %10 (%11).")
            .arg(formatNumber(inBf.value, 8), precision::outcomeName(inBf.outcome),
                 precision::outcomeName(Outcome(guessBf)))
            .arg(bf16.exponentBits)
            .arg(formatNumber(pBf.maxFinite, 3), formatNumber(x))
            .arg(bf16.mantissaBits)
            .arg(formatNumber(precision::spacingAt(bf16, x)), formatNumber(below),
                 formatNumber(inBf.absoluteError().value_or(0)),
                 percentText(inBf.relativeError().value_or(0), 2));
    const QString moral = tr("Range or precision: FP16 spends its bits on precision, BF16 on "
                             "range. Training fears overflow more than a little rounding, which "
                             "is one reason BF16 is popular for it.");
    m_overflowVerdict->setText(
        QStringLiteral("<p><b><big>%1</big></b></p><p>%2</p><p>%3</p><p>%4</p>")
            .arg(headline.toHtmlEscaped(), why16, whyBf, moral.toHtmlEscaped()));
    m_revealed = true;
    m_compareBox->show();
    updateCompare();
    tabs()->updateGeometry(); // the page grew
    return true;
}

void PrecisionPanel::updateCompare()
{
    double x = 0;
    QString message;
    if (!BitLab::parseNumber(m_compareEdit->text(), &x, &message)) {
        m_compareMessage->setText(QStringLiteral("\u26a0 ") + message);
        m_compareMessage->show();
        return;
    }
    m_compareMessage->hide();
    const auto formats = fp::allFormats();
    for (int row = 0; row < int(formats.size()); ++row) {
        const fp::FormatSpec &spec = formats[size_t(row)];
        const precision::Stored stored = precision::storeNumber(spec, x);
        const std::optional<double> relative = stored.relativeError();
        m_compare->setItem(row, 0, item(name(spec)));
        m_compare->setItem(row, 1,
                           item(stored.representable ? formatExact(stored.value, 20) : tr("(none)"),
                                stored.value));
        m_compare->setItem(row, 2, item(precision::outcomeName(stored.outcome)));
        m_compare->setItem(row, 3,
                           item(!relative ? QStringLiteral("\u2013")
                                : *relative == 0
                                    ? tr("0 (exact)")
                                    : percentText(*relative, *relative < 0.001 ? 4 : 2)));
    }
    m_compare->resizeColumnsToContents();
    m_compare->resizeRowsToContents();
}

// ---- Loss scaling
// ---------------------------------------------------------------------------------

QWidget *PrecisionPanel::buildLossScaling()
{
    auto *page = new QWidget;
    page->setObjectName(QStringLiteral("lossScaling"));
    auto *layout = new QVBoxLayout(page);
    if (!lossModel()) { // a copy of the lesson that names another simulation
        auto *none =
            new QLabel(tr("This copy of the lesson has no loss-scaling simulation."), page);
        none->setWordWrap(true);
        layout->addWidget(none);
        return page;
    }
    auto *controls = new FlowLayout; // wraps under large text instead of widening the page
    m_scenario = new QComboBox(page);
    m_scenario->setAccessibleName(tr("Scenario"));
    for (int beat = 0; beat < LossScalingModel::kBeats; ++beat)
        m_scenario->addItem(tr("%1. %2").arg(beat + 1).arg(LossScalingModel::beatTitle(beat)),
                            beat);
    auto *scenarioLabel = new QLabel(tr("Sce&nario:"), page);
    scenarioLabel->setBuddy(m_scenario);
    m_simFormat = new QComboBox(page);
    m_simFormat->setAccessibleName(tr("Format of the gradients"));
    for (fp::Format format : LossScalingModel::offeredFormats())
        m_simFormat->addItem(name(fp::formatSpec(format)), int(format));
    auto *formatLabel = new QLabel(tr("F&ormat:"), page);
    formatLabel->setBuddy(m_simFormat);
    m_scaling = new QComboBox(page);
    m_scaling->setAccessibleName(tr("Loss scaling"));
    m_scaling->addItem(tr("off"), int(LossScalingModel::Scaling::Off));
    m_scaling->addItem(tr("fixed"), int(LossScalingModel::Scaling::Fixed));
    m_scaling->addItem(tr("dynamic"), int(LossScalingModel::Scaling::Dynamic));
    auto *scalingLabel = new QLabel(tr("Loss s&caling:"), page);
    scalingLabel->setBuddy(m_scaling);
    m_scale = new QSpinBox(page);
    m_scale->setRange(LossScalingModel::kMinScaleLog2, LossScalingModel::kMaxScaleLog2);
    m_scale->setPrefix(QStringLiteral("2^"));
    m_scale->setAccessibleName(tr("Scale, as a power of two (the start for dynamic scaling)"));
    auto *scaleLabel = new QLabel(tr("Scal&e:"), page);
    scaleLabel->setBuddy(m_scale);
    m_growth = new QSpinBox(page);
    m_growth->setRange(1, LossScalingModel::kMaxGrowthInterval);
    m_growth->setAccessibleName(tr("Clean steps before the dynamic scale doubles"));
    auto *growthLabel = new QLabel(tr("Clean steps before \u00d7&2:"), page);
    growthLabel->setBuddy(m_growth);
    controls->addPair(scenarioLabel, m_scenario);
    controls->addPair(formatLabel, m_simFormat);
    controls->addPair(scalingLabel, m_scaling);
    controls->addPair(scaleLabel, m_scale);
    controls->addPair(growthLabel, m_growth);
    layout->addLayout(controls);

    auto *question =
        new QLabel(tr("<b>Predict first.</b> The simulation stores gradients in FP16 with no loss "
                      "scaling. What share of them survives, that is, is not rounded to zero?"),
                   page);
    question->setWordWrap(true);
    layout->addWidget(question);
    auto *guesses = new FlowLayout;
    m_survival = new QButtonGroup(this);
    for (Survival survival :
         {Survival::Over90, Survival::From50To90, Survival::From10To50, Survival::Under10}) {
        auto *button = new QRadioButton(survivalName(survival), page);
        m_survival->addButton(button, int(survival));
        guesses->addWidget(button);
    }
    m_run = new QPushButton(tr("&Run FP16 without scaling"), page);
    guesses->addWidget(m_run);
    layout->addLayout(guesses);
    m_survivalVerdict =
        new QLabel(tr("Choose a share, then run. The verdict comes after %1 training steps.")
                       .arg(kVerdictIterations),
                   page);
    m_survivalVerdict->setObjectName(QStringLiteral("survivalVerdict"));
    m_survivalVerdict->setWordWrap(true);
    m_survivalVerdict->setTextFormat(Qt::RichText);
    m_survivalVerdict->setAccessibleName(tr("Your prediction and the result"));
    layout->addWidget(m_survivalVerdict);
    layout->addStretch(1);

    connect(m_run, &QPushButton::clicked, this, [this] { runWithPrediction(); });
    connect(m_scenario, &QComboBox::activated, this,
            [this](int index) { chooseScenario(m_scenario->itemData(index).toInt()); });
    for (QComboBox *box : {m_simFormat, m_scaling})
        connect(box, &QComboBox::activated, this, &PrecisionPanel::applySimulationControls);
    for (QSpinBox *spin : {m_scale, m_growth})
        connect(spin, &QSpinBox::valueChanged, this, &PrecisionPanel::applySimulationControls);
    syncSimulationControls();
    return page;
}

QRadioButton *PrecisionPanel::survivalButton(Survival survival) const
{
    return m_survival ? qobject_cast<QRadioButton *>(m_survival->button(int(survival))) : nullptr;
}

void PrecisionPanel::syncSimulationControls()
{
    const LossScalingModel *model = lossModel();
    if (!model || !m_scenario)
        return;
    m_syncing = true;
    const LossScalingModel::Settings &s = model->settings();
    const QSignalBlocker a(m_scenario), b(m_simFormat), c(m_scaling), d(m_scale), e(m_growth);
    m_scenario->setCurrentIndex(model->beat());
    m_simFormat->setCurrentIndex(m_simFormat->findData(int(s.format)));
    m_scaling->setCurrentIndex(m_scaling->findData(int(s.scaling)));
    m_scale->setValue(s.scaleLog2);
    m_scale->setEnabled(s.scaling != LossScalingModel::Scaling::Off);
    m_growth->setValue(s.growthInterval);
    m_growth->setEnabled(s.scaling == LossScalingModel::Scaling::Dynamic);
    m_syncing = false;
}

void PrecisionPanel::applySimulationControls()
{
    if (m_syncing || !lossModel())
        return;
    const QJsonObject wanted{
        {QStringLiteral("format"),
         QString::fromLatin1(fp::formatSpec(fp::Format(m_simFormat->currentData().toInt())).name)},
        {QStringLiteral("scaling"), LossScalingModel::scalingName(LossScalingModel::Scaling(
                                        m_scaling->currentData().toInt()))},
        {QStringLiteral("scaleLog2"), m_scale->value()},
        {QStringLiteral("growthInterval"), m_growth->value()}};
    QString error;
    simulation()->setParameters(wanted, &error); // the widgets' ranges are the model's
}

void PrecisionPanel::chooseScenario(int beat)
{
    SimulationView *view = simulation();
    while (view->model().beat() < beat && view->nextBeat()) {
    }
    while (view->model().beat() > beat && view->previousBeat()) {
    }
}

void PrecisionPanel::setSurvivalGuess(Survival survival)
{
    if (QRadioButton *button = survivalButton(survival))
        button->setChecked(true);
}

bool PrecisionPanel::runWithPrediction()
{
    if (!lossModel())
        return false;
    if (!m_survival->checkedButton()) {
        m_survivalVerdict->setText(tr("First choose the share you expect to survive."));
        return false;
    }
    const auto guess = Survival(m_survival->checkedId());
    chooseScenario(0);
    // Beat 0's set-up, whatever was changed by hand since.
    QString error;
    QJsonObject beatZero;
    {
        LossScalingModel probe;
        beatZero = probe.parameters();
    }
    simulation()->setParameters(beatZero, &error);
    m_pending = guess;
    m_survivalVerdict->setText(
        tr("Your prediction: %1 survive. Watch the first %2 training steps\u2026")
            .arg(survivalName(guess))
            .arg(kVerdictIterations));
    simulation()->play();
    return true;
}

void PrecisionPanel::onSimulationChanged()
{
    const LossScalingModel *model = lossModel();
    if (!model)
        return;
    syncSimulationControls();
    if (!m_pending)
        return;
    if (model->settings() != LossScalingModel::beatSettings(0)) {
        m_pending.reset();
        m_survivalVerdict->setText(tr("The set-up changed, so the prediction was about another "
                                      "run. Choose a share and run again."));
        return;
    }
    if (model->iteration() >= kVerdictIterations) {
        const Survival guess = *m_pending;
        m_pending.reset();
        showSurvivalVerdict(guess);
    }
}

void PrecisionPanel::showSurvivalVerdict(Survival guess)
{
    const LossScalingModel &model = *lossModel();
    const LossScalingModel::Counts &c = model.totals();
    const double kept = c.seen ? double(c.kept()) / double(c.seen) : 0;
    const Survival actual = survivalOf(kept);
    const fp::FormatProperties &p = model.limits();
    const QString headline = guess == actual ? tr("\u2713 Right.") : tr("\u2717 Not this time.");
    const QString result = tr("After %1 steps (%2 gradients), %3 survived: %4. You said %5.")
                               .arg(model.iteration())
                               .arg(QLocale().toString(c.seen), percentText(kept),
                                    survivalName(actual), survivalName(guess));
    const QString why =
        tr("Why: FP16's smallest subnormal is %1 \u2248 %2; anything below half of it rounds to "
           "0. These gradients have a median of %3, so a large part of them falls below that "
           "line. And %4 of the survivors are subnormal, with fewer than %5 significant bits. "
           "Multiplying the loss by %6 moves the whole spread into FP16's normal range, and "
           "dividing the gradients by it again in FP32 is exact: that is loss scaling. Step to "
           "the next scenario to see it.")
            .arg(precision::powerOfTwo(std::ilogb(p.minSubnormal)), formatNumber(p.minSubnormal, 3),
                 precision::powerOfTwo(int(std::lround(model.settings().medianLog2))),
                 c.kept() ? percentText(double(c.subnormal) / double(c.kept()), 0)
                          : QStringLiteral("\u2013"))
            .arg(model.spec().mantissaBits + 1)
            .arg(precision::powerOfTwo(LossScalingModel::beatSettings(1).scaleLog2));
    m_survivalVerdict->setText(
        QStringLiteral("<p><b><big>%1</big></b> %2</p><p>%3</p>")
            .arg(headline.toHtmlEscaped(), result.toHtmlEscaped(), why.toHtmlEscaped()));
    tabs()->updateGeometry(); // the page grew
}

// ---- Memory -------------------------------------------------------------------------------------

QWidget *PrecisionPanel::buildMemory()
{
    auto *page = new QWidget;
    page->setObjectName(QStringLiteral("memory"));
    auto *layout = new QVBoxLayout(page);
    auto *row = new FlowLayout; // wraps under large text instead of widening the page
    m_parameters = new QDoubleSpinBox(page);
    m_parameters->setObjectName(QStringLiteral("parameters"));
    m_parameters->setRange(0.01, 100000);
    m_parameters->setDecimals(2);
    m_parameters->setValue(7);
    m_parameters->setSuffix(tr(" billion"));
    m_parameters->setAccessibleName(tr("Parameters of the model, in billions"));
    auto *parametersLabel = new QLabel(tr("&Parameters:"), page);
    parametersLabel->setBuddy(m_parameters);
    m_gpu = new QComboBox(page);
    m_gpu->setAccessibleName(tr("GPU to compare with"));
    m_gpu->addItem(tr("(none)"), QString());
    int preferred = 0;
    for (const GpuSpec &spec : data().rows<GpuSpecs>()) {
        if ((spec.kind != GpuKind::Gpu && spec.kind != GpuKind::Accelerator) ||
            !isKnown(spec.memoryGB) || spec.deviceCount != 1)
            continue;
        // The names often carry the size already ("H100 SXM5 80 GB").
        const QString text = spec.name.contains(QLatin1String(" GB"))
                                 ? spec.name
                                 : tr("%1, %2 GB").arg(spec.name, formatFigure(spec.memoryGB));
        m_gpu->addItem(text, spec.memoryGB);
        m_gpu->setItemData(m_gpu->count() - 1, spec.name, kGpuNameRole);
        if (spec.id == QLatin1String("h100-sxm5")) // the GPU most lessons compare with
            preferred = m_gpu->count() - 1;
    }
    m_gpu->setCurrentIndex(preferred);
    auto *gpuLabel = new QLabel(tr("Compare with the &memory of:"), page);
    gpuLabel->setBuddy(m_gpu);
    row->addPair(parametersLabel, m_parameters);
    row->addPair(gpuLabel, m_gpu);
    layout->addLayout(row);
    m_memory = new MemoryChart(page);
    m_memory->setObjectName(QStringLiteral("memoryChart"));
    layout->addWidget(m_memory);
    m_memoryText = new QLabel(page);
    m_memoryText->setObjectName(QStringLiteral("memoryText"));
    m_memoryText->setWordWrap(true);
    m_memoryText->setTextFormat(Qt::RichText);
    m_memoryText->setAccessibleName(tr("The memory, in words"));
    layout->addWidget(m_memoryText);
    layout->addStretch(1);
    connect(m_parameters, &QDoubleSpinBox::valueChanged, this, &PrecisionPanel::updateMemory);
    connect(m_gpu, &QComboBox::currentIndexChanged, this, &PrecisionPanel::updateMemory);
    updateMemory();
    return page;
}

void PrecisionPanel::updateMemory()
{
    const double parameters = m_parameters->value() * 1e9;
    m_memory->setParameterCount(parameters);
    const double gb = m_gpu->currentData().toDouble();
    const QString gpuName = m_gpu->currentData(kGpuNameRole).toString();
    m_memory->setGpu(gpuName, gb > 0 ? gb * 1e9 : std::nan(""));
    const precision::TrainingBytes b = precision::mixedPrecisionAdamBytes();
    const auto bytes = [&](double perParameter) {
        return precision::formatBytes(parameters * perParameter);
    };
    const double fp32 = precision::bytesPerParameter(fp::formatSpec(fp::Format::Fp32));
    const double half = precision::bytesPerParameter(fp::formatSpec(fp::Format::Bf16));
    const double fp8 = precision::bytesPerParameter(fp::formatSpec(fp::Format::Fp8E4M3));
    const double fp4 = precision::bytesPerParameter(fp::formatSpec(fp::Format::Fp4E2M1));
    QString text =
        tr("<p><b>Just the weights</b> (enough to run the model): %1 parameters \u00d7 bytes "
           "per parameter = %2 in FP32, %3 in FP16 or BF16, %4 in FP8, %5 in FP4 (GB = 10\u2079 "
           "bytes).</p>")
            .arg(tr("%1 billion").arg(formatNumber(m_parameters->value(), 4)), bytes(fp32),
                 bytes(half), bytes(fp8), bytes(fp4));
    text += tr("<p><b>Training</b> with mixed precision and the Adam optimizer keeps much more "
               "per parameter: the 16-bit weights (%1 B) and gradients (%2 B) used in the "
               "passes, plus the optimizer's FP32 state: a master copy of the weights (%3 B), "
               "the momentum (%4 B) and the variance (%5 B). That is %6 bytes per parameter, "
               "%7 in all, <i>before</i> the activations, which depend on batch size and "
               "sequence length. A popular shortcut, four copies of the 16-bit weights, gives "
               "only %8: it leaves out the FP32 master copy and keeps the moments in 16 bits."
               "</p>")
                .arg(b.weights)
                .arg(b.gradients)
                .arg(b.master)
                .arg(b.momentum)
                .arg(b.variance)
                .arg(b.total())
                .arg(bytes(b.total()), bytes(4 * half));
    if (!gpuName.isEmpty()) {
        const int weights = m_memory->gpusNeeded(parameters * half);
        const int training = m_memory->gpusNeeded(parameters * b.total());
        const auto gpus = [](int n) { return n == 1 ? tr("1 GPU") : tr("%1 GPUs").arg(n); };
        text += tr("<p>One %1 has %2 of memory. The BF16 weights alone fill %3; the training state "
                   "needs at least %4, before activations (tools such as ZeRO and FSDP split it "
                   "across GPUs).</p>")
                    .arg(gpuName.toHtmlEscaped(), precision::formatBytes(gb * 1e9), gpus(weights),
                         gpus(training));
    }
    m_memoryText->setText(text);
}

// ---- Sections, tabs, style
// --------------------------------------------------------------------------

void PrecisionPanel::changeEvent(QEvent *event)
{
    LessonPanel::changeEvent(event);
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::FontChange ||
        event->type() == QEvent::StyleChange)
        scheduleRestyle();
}

void PrecisionPanel::showEvent(QShowEvent *event)
{
    LessonPanel::showEvent(event);
    scheduleRestyle();
}

void PrecisionPanel::scheduleRestyle()
{
    // The main window sets the scene style just after the palette and font change: read it then.
    if (m_restylePending || !tabs())
        return;
    m_restylePending = true;
    QTimer::singleShot(0, this, &PrecisionPanel::restyle);
}

void PrecisionPanel::restyle()
{
    m_restylePending = false;
    const SceneStyle style = simulation() ? simulation()->sceneStyle() : SceneStyle::light();
    m_line->setSceneStyle(style);
    m_memory->setSceneStyle(style);
    updateBitFields();
    m_table->resizeColumnsToContents();
    m_table->resizeRowsToContents();
    tabs()->updateGeometry();
}

bool PrecisionPanel::prepareForScreenshot()
{
    if (!tabs())
        return true;
    // A number worth looking at in the bit lab, a revealed overflow prediction and a finished
    // survival prediction, so every tab's picture shows its point.
    setLabFormat(fp::Format::Fp16);
    setLabText(QStringLiteral("0.1"));
    setOverflowGuess(fp::Format::Fp16, Outcome::Largest);
    setOverflowGuess(fp::Format::Bf16, Outcome::Rounded);
    reveal();
    if (lossModel()) {
        setSurvivalGuess(Survival::From50To90);
        runWithPrediction();
        simulation()->pause();
        const double stepsPerIteration = 60.0 / lossModel()->settings().iterationsPerSecond;
        simulation()->runSteps(int(std::ceil(kVerdictIterations * stepsPerIteration)) + 1);
    }
    return revealed() && !predictionPending();
}

} // namespace gpulab
