// LossScalingPage (see lossscalingpage.h).
#include "lessons/precision/lossscalingpage.h"

#include "lessons/precision/lossscalingmodel.h"
#include "lessons/precision/precisionmath.h"
#include "widgets/flowlayout.h"
#include "widgets/simulationview.h"

#include <QButtonGroup>
#include <QComboBox>
#include <QJsonObject>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QRadioButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace gpulab {

LossScalingPage::LossScalingPage(SimulationView *simulation, QWidget *parent)
    : QWidget(parent), m_simulation(simulation)
{
    setObjectName(QStringLiteral("lossScaling"));
    auto *layout = new QVBoxLayout(this);
    if (!model()) { // a copy of the lesson that names another simulation
        auto *none =
            new QLabel(tr("This copy of the lesson has no loss-scaling simulation."), this);
        none->setWordWrap(true);
        layout->addWidget(none);
        return;
    }
    const QLocale locale;
    auto *controls = new FlowLayout; // wraps under large text instead of widening the page
    m_scenario = new QComboBox(this);
    m_scenario->setAccessibleName(tr("Scenario"));
    for (int beat = 0; beat < LossScalingModel::kBeats; ++beat)
        m_scenario->addItem(
            tr("%1. %2").arg(locale.toString(beat + 1), LossScalingModel::beatTitle(beat)), beat);
    auto *scenarioLabel = new QLabel(tr("Sce&nario:"), this);
    scenarioLabel->setBuddy(m_scenario);
    m_format = new QComboBox(this);
    m_format->setAccessibleName(tr("Format of the gradients"));
    for (fp::Format format : LossScalingModel::offeredFormats())
        m_format->addItem(precision::formatName(fp::formatSpec(format)), int(format));
    auto *formatLabel = new QLabel(tr("F&ormat:"), this);
    formatLabel->setBuddy(m_format);
    m_scaling = new QComboBox(this);
    m_scaling->setAccessibleName(tr("Loss scaling"));
    m_scaling->addItem(tr("off"), int(LossScalingModel::Scaling::Off));
    m_scaling->addItem(tr("fixed"), int(LossScalingModel::Scaling::Fixed));
    m_scaling->addItem(tr("dynamic"), int(LossScalingModel::Scaling::Dynamic));
    auto *scalingLabel = new QLabel(tr("Loss s&caling:"), this);
    scalingLabel->setBuddy(m_scaling);
    m_scale = new QSpinBox(this);
    m_scale->setRange(LossScalingModel::kMinScaleLog2, LossScalingModel::kMaxScaleLog2);
    m_scale->setPrefix(locale.toString(2) + QLatin1Char('^')); // 2^k: both numbers in the language
    m_scale->setAccessibleName(tr("Scale, as a power of two (the start for dynamic scaling)"));
    auto *scaleLabel = new QLabel(tr("Scal&e:"), this);
    scaleLabel->setBuddy(m_scale);
    m_growth = new QSpinBox(this);
    m_growth->setRange(1, LossScalingModel::kMaxGrowthInterval);
    m_growth->setAccessibleName(tr("Clean steps before the dynamic scale doubles"));
    auto *growthLabel =
        new QLabel(tr("Clean steps &before \u00d7%1:").arg(locale.toString(2)), this);
    growthLabel->setBuddy(m_growth);
    controls->addPair(scenarioLabel, m_scenario);
    controls->addPair(formatLabel, m_format);
    controls->addPair(scalingLabel, m_scaling);
    controls->addPair(scaleLabel, m_scale);
    controls->addPair(growthLabel, m_growth);
    layout->addLayout(controls);

    auto *question =
        new QLabel(tr("<b>Predict first.</b> The simulation stores gradients in FP16 with no loss "
                      "scaling. What share of them survives, that is, is not rounded to zero?"),
                   this);
    question->setWordWrap(true);
    layout->addWidget(question);
    auto *guesses = new FlowLayout;
    m_survival = new QButtonGroup(this);
    for (Survival survival :
         {Survival::Over90, Survival::From50To90, Survival::From10To50, Survival::Under10}) {
        auto *button = new QRadioButton(survivalName(survival), this);
        m_survival->addButton(button, int(survival));
        guesses->addWidget(button);
    }
    m_run = new QPushButton(tr("&Run FP16 without scaling"), this);
    guesses->addWidget(m_run);
    layout->addLayout(guesses);
    m_verdict =
        new QLabel(tr("Choose a share, then run. The verdict comes after %1 training steps.")
                       .arg(locale.toString(kVerdictIterations)),
                   this);
    m_verdict->setObjectName(QStringLiteral("survivalVerdict"));
    m_verdict->setWordWrap(true);
    m_verdict->setTextFormat(Qt::RichText);
    m_verdict->setAccessibleName(tr("Your prediction and the result"));
    layout->addWidget(m_verdict);
    layout->addStretch(1);

    connect(m_run, &QPushButton::clicked, this, [this] { runWithPrediction(); });
    connect(m_scenario, &QComboBox::activated, this,
            [this](int index) { chooseScenario(m_scenario->itemData(index).toInt()); });
    for (QComboBox *box : {m_format, m_scaling})
        connect(box, &QComboBox::activated, this, &LossScalingPage::applyControls);
    for (QSpinBox *spin : {m_scale, m_growth})
        connect(spin, &QSpinBox::valueChanged, this, &LossScalingPage::applyControls);
    connect(m_simulation, &SimulationView::stateChanged, this,
            &LossScalingPage::onSimulationChanged);
    syncControls();
}

LossScalingPage::Survival LossScalingPage::survivalOf(double keptFraction)
{
    return keptFraction > 0.9    ? Survival::Over90
           : keptFraction >= 0.5 ? Survival::From50To90
           : keptFraction >= 0.1 ? Survival::From10To50
                                 : Survival::Under10;
}

QString LossScalingPage::survivalName(Survival survival)
{
    switch (survival) {
    case Survival::Over90: return tr("more than 90 %");
    case Survival::From50To90: return tr("between 50 % and 90 %");
    case Survival::From10To50: return tr("between 10 % and 50 %");
    case Survival::Under10: return tr("less than 10 %");
    }
    return {};
}

const LossScalingModel *LossScalingPage::model() const
{
    if (!m_simulation ||
        m_simulation->model().id() != QLatin1String(LossScalingModel::kSimulationId))
        return nullptr;
    return static_cast<const LossScalingModel *>(&m_simulation->model());
}

QRadioButton *LossScalingPage::survivalButton(Survival survival) const
{
    return m_survival ? qobject_cast<QRadioButton *>(m_survival->button(int(survival))) : nullptr;
}

void LossScalingPage::syncControls()
{
    const LossScalingModel *model = this->model();
    if (!model || !m_scenario)
        return;
    m_syncing = true;
    const LossScalingModel::Settings &s = model->settings();
    const QSignalBlocker a(m_scenario), b(m_format), c(m_scaling), d(m_scale), e(m_growth);
    m_scenario->setCurrentIndex(model->beat());
    m_format->setCurrentIndex(m_format->findData(int(s.format)));
    m_scaling->setCurrentIndex(m_scaling->findData(int(s.scaling)));
    m_scale->setValue(s.scaleLog2);
    m_scale->setEnabled(s.scaling != LossScalingModel::Scaling::Off);
    m_growth->setValue(s.growthInterval);
    m_growth->setEnabled(s.scaling == LossScalingModel::Scaling::Dynamic);
    m_syncing = false;
}

void LossScalingPage::applyControls()
{
    if (m_syncing || !model())
        return;
    const QJsonObject wanted{
        {QStringLiteral("format"),
         QString::fromLatin1(fp::formatSpec(fp::Format(m_format->currentData().toInt())).name)},
        {QStringLiteral("scaling"), LossScalingModel::scalingName(LossScalingModel::Scaling(
                                        m_scaling->currentData().toInt()))},
        {QStringLiteral("scaleLog2"), m_scale->value()},
        {QStringLiteral("growthInterval"), m_growth->value()}};
    QString error;
    m_simulation->setParameters(wanted, &error); // the widgets' ranges are the model's
}

void LossScalingPage::chooseScenario(int beat)
{
    while (m_simulation->model().beat() < beat && m_simulation->nextBeat()) {
    }
    while (m_simulation->model().beat() > beat && m_simulation->previousBeat()) {
    }
}

void LossScalingPage::setGuess(Survival survival)
{
    if (QRadioButton *button = survivalButton(survival))
        button->setChecked(true);
}

bool LossScalingPage::runWithPrediction()
{
    if (!model())
        return false;
    if (!m_survival->checkedButton()) {
        m_verdict->setText(tr("First choose the share you expect to survive."));
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
    m_simulation->setParameters(beatZero, &error);
    m_pending = guess;
    m_verdict->setText(tr("Your prediction: %1 survive. Watch the first %2 training steps\u2026")
                           .arg(survivalName(guess), QLocale().toString(kVerdictIterations)));
    m_simulation->play();
    return true;
}

void LossScalingPage::onSimulationChanged()
{
    const LossScalingModel *model = this->model();
    if (!model)
        return;
    syncControls();
    if (!m_pending)
        return;
    if (model->settings() != LossScalingModel::beatSettings(0)) {
        m_pending.reset();
        m_verdict->setText(tr("The set-up changed, so the prediction was about another run. "
                              "Choose a share and run again."));
        return;
    }
    if (model->iteration() >= kVerdictIterations) {
        const Survival guess = *m_pending;
        m_pending.reset();
        showVerdict(guess);
    }
}

void LossScalingPage::showVerdict(Survival guess)
{
    const LossScalingModel &model = *this->model();
    const LossScalingModel::Counts &c = model.totals();
    const double kept = c.seen ? double(c.kept()) / double(c.seen) : 0;
    const Survival actual = survivalOf(kept);
    const fp::FormatProperties &p = model.limits();
    const QLocale locale;
    // The same gradients with the next scenario's fixed scale, for the explanation.
    LossScalingModel::Settings scaled = model.settings();
    scaled.scaling = LossScalingModel::Scaling::Fixed;
    scaled.scaleLog2 = LossScalingModel::beatSettings(1).scaleLog2;
    scaled.iterations = std::max(1, model.iteration());
    const LossScalingModel::Counts withScale = LossScalingModel::runTotals(scaled, model.seed());
    const QString headline = guess == actual ? tr("\u2713 Right.") : tr("\u2717 Not this time.");
    const QString result =
        tr("After %1 steps (%2 gradients), %3 survived: %4. You said %5.")
            .arg(locale.toString(model.iteration()), locale.toString(c.seen),
                 precision::formatPercent(kept), survivalName(actual), survivalName(guess));
    const QString why =
        tr("Why: FP16's smallest subnormal is %1 \u2248 %2; anything below half of it rounds to "
           "0. These gradients have a median of %3, so a large part of them falls below that "
           "line. And %4 of the survivors are subnormal, with fewer than %5 significant bits. "
           "Multiplying the loss by %6 lifts almost the whole spread into FP16's normal range "
           "(in the same run %7 of the gradients would stay subnormal and %8 would be lost), "
           "and dividing the gradients by it again in FP32 is exact: that is loss scaling. Step "
           "to the next scenario to see it.")
            .arg(precision::powerOfTwo(std::ilogb(p.minSubnormal)),
                 precision::formatNumber(p.minSubnormal, 3),
                 precision::powerOfTwo(int(std::lround(model.settings().medianLog2))),
                 c.kept() ? precision::formatPercent(double(c.subnormal) / double(c.kept()), 0)
                          : QStringLiteral("\u2013"),
                 locale.toString(model.spec().mantissaBits + 1),
                 precision::powerOfTwo(scaled.scaleLog2),
                 precision::formatPercent(double(withScale.subnormal) / double(withScale.seen)),
                 locale.toString(withScale.underflowed));
    m_verdict->setText(
        QStringLiteral("<p><b><big>%1</big></b> %2</p><p>%3</p>")
            .arg(headline.toHtmlEscaped(), result.toHtmlEscaped(), why.toHtmlEscaped()));
    emit grew();
}

} // namespace gpulab
