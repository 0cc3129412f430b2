// CpuGpuPanel (see cpugpupanel.h).
#include "lessons/cpuvsgpu/cpugpupanel.h"
#include "lessons/framework/sentencetext.h"

#include "lessons/cpuvsgpu/amdahlchart.h"
#include "lessons/cpuvsgpu/localrace.h"
#include "lessons/cpuvsgpu/realchips.h"
#include "widgets/flowlayout.h"
#include "widgets/simulationview.h"

#include <QButtonGroup>
#include <QComboBox>
#include <QFontMetrics>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QRadioButton>
#include <QScrollArea>
#include <QSignalBlocker>
#include <QTabBar>
#include <QTabWidget>
#include <QVBoxLayout>

namespace gpulab {

namespace {

using Side = CpuGpuModel::Side;

QString number(qint64 value)
{
    return QLocale().toString(value);
}

QString duration(qint64 ps)
{
    return CpuGpuModel::formatDuration(ps);
}

QString sideName(Side side)
{
    return side == Side::Cpu ? CpuGpuPanel::tr("CPU") : CpuGpuPanel::tr("GPU");
}

QString marginName(CpuGpuPanel::Margin margin)
{
    switch (margin) {
    case CpuGpuPanel::Margin::UpTo2: return CpuGpuPanel::tr("less than 2\u00d7");
    case CpuGpuPanel::Margin::UpTo5: return CpuGpuPanel::tr("2\u00d7 to 5\u00d7");
    case CpuGpuPanel::Margin::UpTo20: return CpuGpuPanel::tr("5\u00d7 to 20\u00d7");
    case CpuGpuPanel::Margin::Over20: return CpuGpuPanel::tr("more than 20\u00d7");
    }
    return {};
}

} // namespace

CpuGpuPanel::CpuGpuPanel(const LessonContext &context, const LessonContent &content,
                         std::unique_ptr<SimulationModel> model,
                         std::unique_ptr<SimulationScene> scene, QWidget *parent)
    : LessonPanel(context, content, std::move(model), std::move(scene), parent)
{}

CpuGpuPanel::~CpuGpuPanel() = default;

const CpuGpuModel &CpuGpuPanel::model() const
{
    return static_cast<const CpuGpuModel &>(simulation()->model());
}

CpuGpuPanel::Margin CpuGpuPanel::marginOf(double ratio)
{
    return ratio < 2    ? Margin::UpTo2
           : ratio < 5  ? Margin::UpTo5
           : ratio < 20 ? Margin::UpTo20
                        : Margin::Over20;
}

QRadioButton *CpuGpuPanel::sideButton(Side side) const
{
    return side == Side::Cpu ? m_cpuFirst : m_gpuFirst;
}

QWidget *CpuGpuPanel::createExtras()
{
    if (!simulation() || simulation()->model().id() != QLatin1String(CpuGpuModel::kSimulationId))
        return nullptr; // a translated copy of the lesson that names another simulation
    // ---- Predict, then run
    auto *predict = new QWidget;
    predict->setObjectName(QStringLiteral("predict"));
    // The choices in a row that wraps under large text, then what they are about and the
    // verdict.
    auto *right = new QVBoxLayout(predict);
    auto *grid = new FlowLayout;
    right->addLayout(grid);
    m_scenario = new QComboBox(predict);
    m_scenario->setAccessibleName(tr("Scenario"));
    for (int beat = 0; beat < CpuGpuModel::kBeats; ++beat)
        m_scenario->addItem(
            tr("%1. %2").arg(QLocale().toString(beat + 1)).arg(CpuGpuModel::beatTitle(beat)), beat);
    auto *scenarioLabel = new QLabel(tr("&Scenario:"), predict);
    scenarioLabel->setBuddy(m_scenario);
    auto *question = new QLabel(tr("Predict:"), predict);
    m_cpuFirst = new QRadioButton(tr("&CPU first"), predict);
    m_gpuFirst = new QRadioButton(tr("&GPU first"), predict);
    m_cpuFirst->setAccessibleName(tr("The CPU finishes first"));
    m_gpuFirst->setAccessibleName(tr("The GPU finishes first"));
    m_sides = new QButtonGroup(this);
    m_sides->addButton(m_cpuFirst, int(Side::Cpu));
    m_sides->addButton(m_gpuFirst, int(Side::Gpu));
    auto *sides = new QWidget(predict);
    auto *sidesRow = new QHBoxLayout(sides);
    sidesRow->setContentsMargins(0, 0, 0, 0);
    sidesRow->addWidget(question);
    sidesRow->addWidget(m_cpuFirst);
    sidesRow->addWidget(m_gpuFirst);
    m_margin = new QComboBox(predict);
    m_margin->setAccessibleName(tr("By about how much"));
    for (Margin margin : {Margin::UpTo2, Margin::UpTo5, Margin::UpTo20, Margin::Over20})
        m_margin->addItem(marginName(margin), int(margin));
    m_margin->setCurrentIndex(1);
    auto *marginLabel = new QLabel(tr("&by about:"), predict);
    marginLabel->setBuddy(m_margin);
    m_run = new QPushButton(tr("&Run the model with my prediction"), predict);
    grid->addPair(scenarioLabel, m_scenario);
    grid->addWidget(sides);
    grid->addPair(marginLabel, m_margin);
    grid->addWidget(m_run);

    m_settings = new QLabel(predict);
    m_settings->setObjectName(QStringLiteral("settings"));
    m_settings->setWordWrap(true);
    m_settings->setAccessibleName(tr("The settings your prediction is about"));
    m_verdict = new QLabel(predict);
    m_verdict->setObjectName(QStringLiteral("verdict"));
    m_verdict->setWordWrap(true);
    m_verdict->setTextFormat(Qt::RichText);
    m_verdict->setAccessibleName(tr("Your prediction and the result"));
    setVerdict(tr("Choose a side, then run the model. The race ends with the answer."));
    right->addWidget(m_settings);
    right->addWidget(m_verdict);
    right->addStretch(1);
    addTab(predict, QStringLiteral("predict"), tr("Predict, then run"));

    // ---- Real chips (the data file)
    m_chips = new RealChips(data());
    addTab(m_chips, QStringLiteral("chips"), tr("Real chips"), {.table = true});

    // ---- Amdahl's law
    m_amdahl = new AmdahlChart;
    addTab(m_amdahl, QStringLiteral("amdahl"), tr("Amdahl's law"));

    // ---- The real thing
    m_race = new LocalRace(context());
    // The real race needs room: the model steps aside while it is shown.
    addTab(m_race, QStringLiteral("race"), tr("Measure it on this machine"),
           {.tall = true, .hidesSimulation = true});

    connect(m_run, &QPushButton::clicked, this, [this] { runWithPrediction(); });
    connect(m_scenario, &QComboBox::activated, this,
            [this](int index) { chooseScenario(m_scenario->itemData(index).toInt()); });
    connect(simulation(), &SimulationView::stateChanged, this, &CpuGpuPanel::onSimulationChanged);
    m_shownSettings = model().settings();
    const CpuGpuModel &m = model();
    m_amdahl->setWorkload(double(m.serialTasks()) / m.settings().tasks, m.settings().cpuCores,
                          m.gpuLanes());
    updateSettingsText();
    return tabs();
}

void CpuGpuPanel::setVerdict(const QString &text)
{
    m_verdict->setText(text);
    if (tabs())
        tabs()->updateGeometry();
}

void CpuGpuPanel::chooseScenario(int beat)
{
    simulation()->goToBeat(beat);
}

void CpuGpuPanel::updateSettingsText()
{
    const CpuGpuModel::Settings &s = model().settings();
    m_settings->setText(tr("For: %1 tasks \u00d7 %2 cycles \u00b7 %3 % serial \u00b7 %4 % of warps "
                           "divergent \u00b7 %5 warps in flight per SM")
                            .arg(number(s.tasks))
                            .arg(QLocale().toString(s.workPerTask))
                            .arg(QLocale().toString(s.serialPercent))
                            .arg(QLocale().toString(s.divergentPercent))
                            .arg(QLocale().toString(s.warpsPerSm)));
}

void CpuGpuPanel::setPrediction(Side side, Margin margin)
{
    sideButton(side)->setChecked(true);
    m_margin->setCurrentIndex(m_margin->findData(int(margin)));
}

bool CpuGpuPanel::runWithPrediction()
{
    if (!m_sides->checkedButton()) {
        setVerdict(tr("First choose which side you think will finish first."));
        return false;
    }
    const auto side = Side(m_sides->checkedId());
    const auto margin = Margin(m_margin->currentData().toInt());
    m_pending = Prediction{side, margin, model().settings()};
    setVerdict(tr("Your prediction: the %1 finishes first, by %2. Watch the race\u2026")
                   .arg(sideName(side), marginName(margin)));
    simulation()->reset();
    simulation()->play();
    return true;
}

void CpuGpuPanel::onSimulationChanged()
{
    const CpuGpuModel &m = model();
    if (m.settings() != m_shownSettings) {
        m_shownSettings = m.settings();
        updateSettingsText();
        m_amdahl->setWorkload(double(m.serialTasks()) / m.settings().tasks, m.settings().cpuCores,
                              m.gpuLanes());
        if (m_pending)
            setVerdict(tr("The settings changed, so your prediction was about another "
                          "race. Predict again for these settings."));
        else
            setVerdict(tr("New settings: predict, then run the model."));
        m_pending.reset();
    }
    if (m_pending && m.finished()) {
        const Prediction prediction = *m_pending;
        m_pending.reset();
        showVerdict(prediction);
    }
    if (m_scenario->currentIndex() != m.beat()) {
        const QSignalBlocker quiet(m_scenario);
        m_scenario->setCurrentIndex(m.beat());
    }
}

void CpuGpuPanel::showVerdict(const Prediction &prediction)
{
    const CpuGpuModel &m = model();
    const qint64 cpu = m.finishPs(Side::Cpu);
    const qint64 gpu = m.finishPs(Side::Gpu);
    const Side winner = gpu < cpu ? Side::Gpu : Side::Cpu;
    const double ratio =
        double(std::max(cpu, gpu)) / double(std::max<qint64>(1, std::min(cpu, gpu)));
    const bool sideRight = cpu == gpu || prediction.side == winner;
    const bool marginRight = marginOf(ratio) == prediction.margin;
    const QString headline =
        !sideRight ? tr("\u2717 Not this time.")
        : marginRight
            ? tr("\u2713 Right, side and margin.")
            : tr("\u2713 Right side; the margin was %1.").arg(marginName(marginOf(ratio)));
    const QString result =
        tr("The %1 finished first, %2\u00d7 faster: %3 against %4 (model time). You predicted "
           "the %5 first, by %6.")
            .arg(sideName(winner))
            .arg(QLocale().toString(ratio, 'f', ratio < 10 ? 1 : 0))
            .arg(duration(std::min(cpu, gpu)), duration(std::max(cpu, gpu)),
                 sideName(prediction.side), marginName(prediction.margin));
    setVerdict(QStringLiteral("<p><b><big>%1</big></b> %2</p><p>%3</p>")
                   .arg(headline.toHtmlEscaped(), result.toHtmlEscaped(),
                        tr("Why: %1").arg(explain(m)).toHtmlEscaped()));
}

QString CpuGpuPanel::explain(const CpuGpuModel &m)
{
    const CpuGpuModel::Settings &s = m.settings();
    const CpuGpuModel::Breakdown cpu = m.breakdown(Side::Cpu);
    const CpuGpuModel::Breakdown gpu = m.breakdown(Side::Gpu);
    const qint64 cpuTask =
        qint64(s.workPerTask + CpuGpuModel::kCpuTaskOverheadCycles) * CpuGpuModel::kCpuCyclePs;
    const qint64 laneTask =
        qint64(s.memoryLatencyCycles + s.workPerTask) * CpuGpuModel::kGpuCyclePs;
    QStringList why;
    if (gpu.totalPs() >= cpu.totalPs()) {
        if (m.serialTasks() > 0 && gpu.serialPs * 2 >= gpu.totalPs())
            why << tr("The serial part decided it. Its %1 tasks must run one after another. A "
                      "CPU core does one in %2; a single GPU lane needs %3, because its clock is "
                      "lower and nothing hides its wait for memory. That part alone took the GPU "
                      "%4.")
                       .arg(number(m.serialTasks()), duration(cpuTask), duration(laneTask),
                            duration(gpu.serialPs));
        else if (gpu.launchPs * 2 >= gpu.totalPs())
            why << tr("The batch is too small for the GPU. Starting the kernel alone took %1 of "
                      "its %2, and %3 warps of 32 lanes cannot keep %4 SMs busy. The CPU had "
                      "finished everything in %5.")
                       .arg(duration(gpu.launchPs), duration(gpu.totalPs()), number(m.warpCount()))
                       .arg(QLocale().toString(s.gpuSms))
                       .arg(duration(cpu.totalPs()));
        else
            why << tr("The GPU's lanes are slower one by one, and here there were not enough of "
                      "them busy to make up for it: its parallel part took %1, the CPU's %2.")
                       .arg(duration(gpu.parallelPs), duration(cpu.parallelPs));
    } else {
        why << tr("Throughput won. %1 lanes (%2 SMs \u00d7 32) work at once against %3 cores. "
                  "Each lane is slower than a core, but there are far more of them, and %4 "
                  "warps in flight per SM keep them busy while others wait for memory. The "
                  "parallel part took the CPU %5 and the GPU %6.")
                   .arg(number(m.gpuLanes()))
                   .arg(QLocale().toString(s.gpuSms))
                   .arg(QLocale().toString(s.cpuCores))
                   .arg(QLocale().toString(s.warpsPerSm))
                   .arg(duration(cpu.parallelPs), duration(gpu.parallelPs));
        if (gpu.serialPs > 0)
            why << tr("The serial part still cost the GPU %1 of its %2: more lanes do not make "
                      "that part any faster (Amdahl's law).")
                       .arg(duration(gpu.serialPs), duration(gpu.totalPs()));
    }
    if (gpu.divergencePs > 0)
        why << tr("Divergence cost the GPU %1: %2 warps ran both sides of a branch, one after "
                  "the other, with half of their lanes idle each time.")
                   .arg(duration(gpu.divergencePs), number(m.divergentWarps()));
    if (gpu.parallelPs > 0 && gpu.memoryWaitPs * 2 >= gpu.parallelPs)
        why << tr("With %Ln warp(s) in flight per SM, the busiest SM spent %1 of its %2 waiting "
                  "for memory with nothing else to run.",
                  nullptr, s.warpsPerSm)
                   .arg(duration(gpu.memoryWaitPs), duration(gpu.parallelPs));
    return joinSentences(why);
}

void CpuGpuPanel::restyleExtras(const SceneStyle &style)
{
    m_amdahl->setSceneStyle(style);
}

bool CpuGpuPanel::prepareForScreenshot()
{
    if (!tabs())
        return true;
    // A finished prediction on the opening scenario: the verdict and its explanation show.
    setPrediction(Side::Gpu, Margin::UpTo20);
    runWithPrediction();
    simulation()->pause();
    simulation()->runSteps(int(CpuGpuModel::kPlaybackSeconds * 60) + 2);
    // And the real measurement, where the picture of the last sections needs it.
    m_race->setSize(256);
    m_race->discover();
    bool measured = false;
    if (m_race->cpuOnly()) {
        m_race->setPairing(LocalRace::Pairing::CoreVsCores);
    }
    measured = m_race->runAndWait(180000);
    return measured && !predictionPending();
}

} // namespace gpulab
