// OverflowPage (see overflowpage.h).
#include "lessons/precision/overflowpage.h"

#include "lessons/precision/bitlab.h"
#include "lessons/precision/precisiontables.h"
#include "widgets/flowlayout.h"
#include "widgets/tablefit.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace gpulab {

namespace {

using precision::formatExact;
using precision::formatName;
using precision::formatNumber;
using precision::formatPercent;
using precision::Outcome;
using precision::readOnlyItem;

} // namespace

OverflowPage::OverflowPage(QWidget *parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("overflow"));
    auto *layout = new QVBoxLayout(this);
    auto *question = new QLabel(
        tr("<b>Predict first.</b> The number %1 is stored in FP16 and in BF16, two 16-bit "
           "formats. What does each of them hold?")
            .arg(formatNumber(kExample)),
        this);
    question->setWordWrap(true);
    layout->addWidget(question);

    auto *grid = new FlowLayout; // wraps under large text instead of widening the page
    auto guessBox = [&](const QString &accessible) {
        auto *box = new QComboBox(this);
        box->setAccessibleName(accessible);
        box->addItem(tr("Choose\u2026"), -1);
        for (Outcome outcome :
             {Outcome::Exact, Outcome::Rounded, Outcome::Largest, Outcome::Infinity, Outcome::Zero})
            box->addItem(precision::outcomeName(outcome), int(outcome));
        return box;
    };
    m_guessFp16 = guessBox(tr("What FP16 holds"));
    m_guessBf16 = guessBox(tr("What BF16 holds"));
    auto *fp16Label = new QLabel(tr("In &FP16:"), this);
    fp16Label->setBuddy(m_guessFp16);
    auto *bf16Label = new QLabel(tr("In &BF16:"), this);
    bf16Label->setBuddy(m_guessBf16);
    m_reveal = new QPushButton(tr("&Show me"), this);
    grid->addPair(fp16Label, m_guessFp16);
    grid->addPair(bf16Label, m_guessBf16);
    grid->addWidget(m_reveal);
    layout->addLayout(grid);

    m_verdict = new QLabel(tr("Choose an answer for each format, then press Show me."), this);
    m_verdict->setObjectName(QStringLiteral("overflowVerdict"));
    m_verdict->setWordWrap(true);
    m_verdict->setTextFormat(Qt::RichText);
    m_verdict->setAccessibleName(tr("Your prediction and what the formats hold"));
    layout->addWidget(m_verdict);

    m_compareBox = new QWidget(this);
    auto *compareLayout = new QVBoxLayout(m_compareBox);
    compareLayout->setContentsMargins(0, 6, 0, 0);
    auto *row = new QHBoxLayout;
    m_compareEdit = new QLineEdit(BitLab::inputText(kExample), m_compareBox);
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
    m_compare = new QTableWidget(int(fp::floatFormats().size()), 4, m_compareBox);
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
    connect(m_compareEdit, &QLineEdit::textEdited, this, &OverflowPage::updateCompare);
}

QComboBox *OverflowPage::guessBox(fp::Format format) const
{
    return format == fp::Format::Bf16 ? m_guessBf16 : m_guessFp16;
}

void OverflowPage::setGuess(fp::Format format, Outcome outcome)
{
    QComboBox *box = guessBox(format);
    box->setCurrentIndex(box->findData(int(outcome)));
}

bool OverflowPage::reveal()
{
    const int guess16 = m_guessFp16->currentData().toInt();
    const int guessBf = m_guessBf16->currentData().toInt();
    if (guess16 < 0 || guessBf < 0) {
        m_verdict->setText(tr("First choose an answer for both formats."));
        return false;
    }
    const fp::FormatSpec &fp16 = fp::formatSpec(fp::Format::Fp16);
    const fp::FormatSpec &bf16 = fp::formatSpec(fp::Format::Bf16);
    const double x = kExample;
    const precision::Stored in16 = precision::storeNumber(fp16, x);
    const precision::Stored inBf = precision::storeNumber(bf16, x);
    const bool right16 = Outcome(guess16) == in16.outcome;
    const bool rightBf = Outcome(guessBf) == inBf.outcome;
    const QString headline = right16 && rightBf ? tr("\u2713 Both right.")
                             : right16          ? tr("\u2713 FP16 right, \u2717 BF16 wrong.")
                             : rightBf          ? tr("\u2717 FP16 wrong, \u2713 BF16 right.")
                                                : tr("\u2717 Both wrong this time.");
    const QLocale locale;
    // FP16: the largest value, the step above it it cannot hold, and the rounding threshold.
    const fp::FormatProperties p16 = fp::properties(fp16);
    const double step16 = precision::spacingAt(fp16, p16.maxFinite);
    const QString why16 =
        tr("<b>FP16 holds %1</b>: %2. You said: %3. Its %4 exponent bits stop at %5. The next "
           "step would be %6, which FP16 cannot hold, so every number from %7 up (halfway "
           "there) rounds to infinity.")
            .arg(formatNumber(in16.value, 8), precision::outcomeName(in16.outcome),
                 precision::outcomeName(Outcome(guess16)), locale.toString(fp16.exponentBits),
                 formatNumber(p16.maxFinite), formatNumber(p16.maxFinite + step16),
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
                 precision::outcomeName(Outcome(guessBf)), locale.toString(bf16.exponentBits),
                 formatNumber(pBf.maxFinite, 3), formatNumber(x),
                 locale.toString(bf16.mantissaBits), formatNumber(precision::spacingAt(bf16, x)),
                 formatNumber(below))
            .arg(formatNumber(inBf.absoluteError().value_or(0)),
                 formatPercent(inBf.relativeError().value_or(0), 2));
    const QString moral = tr("Range or precision: FP16 spends its bits on precision, BF16 on "
                             "range. Training fears overflow more than a little rounding, which "
                             "is one reason BF16 is popular for it.");
    m_verdict->setText(QStringLiteral("<p><b><big>%1</big></b></p><p>%2</p><p>%3</p><p>%4</p>")
                           .arg(headline.toHtmlEscaped(), why16, whyBf, moral.toHtmlEscaped()));
    m_revealed = true;
    m_compareBox->show();
    updateCompare();
    emit grew();
    return true;
}

void OverflowPage::updateCompare()
{
    double x = 0;
    QString message;
    if (!BitLab::parseNumber(m_compareEdit->text(), &x, &message)) {
        m_compareMessage->setText(QStringLiteral("\u26a0 ") + message);
        m_compareMessage->show();
        return;
    }
    m_compareMessage->hide();
    const auto formats = fp::floatFormats();
    for (int row = 0; row < int(formats.size()); ++row) {
        const fp::FormatSpec &spec = formats[size_t(row)];
        const precision::Stored stored = precision::storeNumber(spec, x);
        const std::optional<double> relative = stored.relativeError();
        m_compare->setItem(row, 0, readOnlyItem(formatName(spec)));
        m_compare->setItem(
            row, 1,
            readOnlyItem(stored.representable ? formatExact(stored.value, 20) : tr("(none)"),
                         stored.value));
        m_compare->setItem(row, 2, readOnlyItem(precision::outcomeName(stored.outcome)));
        m_compare->setItem(row, 3,
                           readOnlyItem(!relative ? QStringLiteral("\u2013")
                                        : *relative == 0
                                            ? tr("0 (exact)")
                                            : formatPercent(*relative, *relative < 0.001 ? 4 : 2)));
    }
    keepTableFitted(m_compare); // every column in view, on every screen
}

} // namespace gpulab
