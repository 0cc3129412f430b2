// LiveLabPanel (see livelabpanel.h).
#include "lessons/livelab/livelabpanel.h"

#include "compute/variants.h"
#include "lessons/framework/machinestate.h"
#include "lessons/framework/racepane.h"
#include "lessons/framework/simulationmodel.h"
#include "lessons/livelab/benchcharts.h"
#include "lessons/livelab/labsession.h"
#include "widgets/flowlayout.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDateTime>
#include <QEventLoop>
#include <QFileDialog>
#include <QFormLayout>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QIntValidator>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QTabWidget>
#include <QVBoxLayout>

namespace gpulab {

namespace {
constexpr int kSizes[] = {64, 128, 256, 512, 1024, 2048, 4096};

QString title(const VariantInfo &info)
{
    return QString::fromUtf8(info.title.data(), int(info.title.size()));
}
} // namespace

LiveLabPanel::LiveLabPanel(const LessonContext &context, const LessonContent &content,
                           std::unique_ptr<SimulationModel> model,
                           std::unique_ptr<SimulationScene> scene, QWidget *parent)
    : LessonPanel(context, content, std::move(model), std::move(scene), parent), m_runner(context)
{
    connect(&m_runner, &RaceRunner::devicesReady, this, &LiveLabPanel::onDevicesReady);
    connect(&m_runner, &RaceRunner::phase, this, [this](const QString &text) {
        if (m_raceActive) // the charts use the same runner for their own runs
            m_phase->setText(text);
    });
    connect(&m_runner, &RaceRunner::progress, this, &LiveLabPanel::onProgress);
    connect(&m_runner, &RaceRunner::sideFinished, this, &LiveLabPanel::onSideFinished);
    connect(&m_runner, &RaceRunner::finished, this, &LiveLabPanel::onFinished);
    m_clockTimer.setInterval(100);
    connect(&m_clockTimer, &QTimer::timeout, this, [this] {
        if (m_runningSide >= 0)
            pane(m_runningSide)
                ->setLive(pane(m_runningSide)->fraction(), m_sideClock.elapsed() / 1000.0);
    });
    m_replayTimer.setInterval(33);
    connect(&m_replayTimer, &QTimer::timeout, this, &LiveLabPanel::replayTick);
    m_runner.discover();
}

LiveLabPanel::~LiveLabPanel() = default;

QWidget *LiveLabPanel::createExtras()
{
    auto *container = new QWidget;
    auto *outer = new QVBoxLayout(container);
    outer->setContentsMargins(0, 0, 0, 0);
    auto *sessionRow = new FlowLayout;
    auto *save = new QPushButton(tr("Sa&ve Session\u2026"), container);
    auto *compare = new QPushButton(tr("C&ompare with a Saved Session\u2026"), container);
    m_compareLabel = new QLabel(container);
    m_compareLabel->setWordWrap(true);
    sessionRow->addWidget(save);
    sessionRow->addWidget(compare);
    sessionRow->addWidget(m_compareLabel);
    outer->addLayout(sessionRow);
    connect(save, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getSaveFileName(this, tr("Save Live Lab Session"),
                                                          QStringLiteral("gpulab-session.json"),
                                                          tr("GPU Lab sessions (*.json)"));
        QString error;
        if (!path.isEmpty() && !saveSession(path, &error))
            QMessageBox::warning(this, tr("Save Live Lab Session"), error);
    });
    connect(compare, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getOpenFileName(
            this, tr("Compare with a Session"), QString(), tr("GPU Lab sessions (*.json)"));
        QString error;
        if (!path.isEmpty() && !compareWith(path, &error))
            QMessageBox::warning(this, tr("Compare with a Session"),
                                 tr("%1 could not be read: %2").arg(path, error));
    });
    // Beside the text (no simulation): every page is a lab or a chart that uses the room.
    auto *lab = new QWidget;
    addTab(lab, QStringLiteral("race"), tr("The race"), {.tall = true});
    auto device = [this] { return request().deviceIndex; };
    m_ladder = new LadderChart(m_runner, device);
    addTab(m_ladder, QStringLiteral("ladder"), tr("Speedup ladder"), {.tall = true});
    m_scaling = new ScalingChart(m_runner, device);
    addTab(m_scaling, QStringLiteral("scaling"), tr("Scaling with N"), {.tall = true});
    m_roofline = new RooflineChart(m_runner, device, data().rows<GpuSpecs>());
    addTab(m_roofline, QStringLiteral("roofline"), tr("Roofline"), {.tall = true});
    outer->addWidget(tabs(), 1);
    auto *layout = new QVBoxLayout(lab);

    auto *controls = new FlowLayout; // pairs wrap onto more lines under large text
    m_device = new QComboBox(lab);
    m_device->setAccessibleName(tr("OpenCL device"));
    m_device->addItem(tr("Looking for OpenCL devices\u2026"));
    m_device->setEnabled(false);
    m_size = new QComboBox(lab);
    m_size->setEditable(true);
    m_size->setAccessibleName(tr("Matrix size N"));
    for (int n : kSizes)
        m_size->addItem(QString::number(n));
    m_size->setCurrentText(QStringLiteral("512"));
    m_size->lineEdit()->setValidator(new QIntValidator(1, 46340, m_size));
    m_repeats = new QSpinBox(lab);
    m_repeats->setRange(1, 20);
    m_repeats->setValue(3);
    m_repeats->setAccessibleName(tr("Timed repeats"));
    m_leftVariant = new QComboBox(lab);
    m_rightVariant = new QComboBox(lab);
    m_leftVariant->setAccessibleName(tr("Left side"));
    m_rightVariant->setAccessibleName(tr("Right side"));
    for (const VariantInfo &info : variantCatalog()) {
        if (!info.built)
            continue;
        const QString id = QString::fromUtf8(info.id.data(), int(info.id.size()));
        m_leftVariant->addItem(title(info), id);
        m_rightVariant->addItem(title(info), id);
    }
    m_leftVariant->setCurrentIndex(m_leftVariant->findData(QStringLiteral("serial-naive")));
    m_rightVariant->setCurrentIndex(m_rightVariant->findData(QStringLiteral("opencl-regblock")));
    auto label = [lab](const QString &text, QWidget *buddy) {
        auto *l = new QLabel(text, lab);
        l->setBuddy(buddy);
        return l;
    };
    controls->addPair(label(tr("&Device:"), m_device), m_device);
    controls->addPair(label(tr("Matrix &size N:"), m_size), m_size);
    controls->addPair(label(tr("R&epeats:"), m_repeats), m_repeats);
    controls->addPair(label(tr("&Left:"), m_leftVariant), m_leftVariant);
    controls->addPair(label(tr("&Right:"), m_rightVariant), m_rightVariant);
    m_prediction = new QSpinBox(lab);
    m_prediction->setRange(1, 100000);
    m_prediction->setValue(10);
    m_prediction->setPrefix(QStringLiteral("\u00d7 "));
    m_prediction->setAccessibleName(tr("Your prediction of the speedup"));
    QLabel *predict = label(tr("&Predict first: the right side will be this many times "
                               "faster:"),
                            m_prediction);
    predict->setWordWrap(true);
    auto *predictRow = new QHBoxLayout;
    predictRow->addWidget(predict, 1);
    predictRow->addWidget(m_prediction);
    layout->addLayout(controls);
    layout->addLayout(predictRow);

    auto *buttons = new FlowLayout;
    m_run = new QPushButton(tr("&Run the race"), lab);
    m_run->setDefault(true);
    m_cancel = new QPushButton(tr("&Cancel"), lab);
    m_cancel->setEnabled(false);
    m_replay = new QPushButton(tr("Re&play"), lab);
    m_replay->setEnabled(false);
    m_progress = new QProgressBar(lab);
    m_progress->setRange(0, 1000);
    m_progress->setAccessibleName(tr("Race progress"));
    buttons->addWidget(m_run);
    buttons->addWidget(m_cancel);
    buttons->addWidget(m_replay);
    buttons->addWidget(m_progress);
    layout->addLayout(buttons);
    m_phase = new QLabel(lab);
    m_phase->setWordWrap(true);
    m_phase->setAccessibleName(tr("What is happening"));
    layout->addWidget(m_phase);

    auto *panes = new QHBoxLayout;
    m_left = new RacePane(tr("Left"), RacePane::Fill::RowByRow, lab);
    m_right = new RacePane(tr("Right"), RacePane::Fill::TileByTile, lab);
    panes->addWidget(m_left);
    panes->addWidget(m_right);
    layout->addLayout(panes, 1);

    m_speedup = new QLabel(lab);
    m_speedup->setObjectName(QStringLiteral("speedup"));
    m_speedup->setAlignment(Qt::AlignCenter);
    m_speedup->setAccessibleName(tr("Measured speedup"));
    layout->addWidget(m_speedup);
    m_verdict = new QLabel(lab);
    m_verdict->setWordWrap(true);
    m_verdict->setAccessibleName(tr("Prediction and explanation"));
    layout->addWidget(m_verdict);

    connect(m_run, &QPushButton::clicked, this, [this] { run(); });
    connect(m_cancel, &QPushButton::clicked, this, &LiveLabPanel::cancel);
    connect(m_replay, &QPushButton::clicked, this, &LiveLabPanel::startReplay);
    connect(m_leftVariant, &QComboBox::currentIndexChanged, this, &LiveLabPanel::updateHeadings);
    connect(m_rightVariant, &QComboBox::currentIndexChanged, this, &LiveLabPanel::updateHeadings);
    connect(m_device, &QComboBox::currentIndexChanged, this, &LiveLabPanel::updateHeadings);
    connect(&machine(), &MachineState::deviceChanged, this, &LiveLabPanel::followChosenDevice);
    // The race's buttons are idle while a chart measures, and the other way round.
    connect(&m_runner, &RaceRunner::runFinished, this,
            [this] { m_run->setEnabled(!m_runner.isRunning()); });
    updateHeadings();
    return container;
}

LabSession LiveLabPanel::session() const
{
    LabSession session;
    session.device =
        m_runner.discovery().available() ? m_device->currentText() : tr("CPU only (no OpenCL)");
    session.saved = QDateTime::currentDateTimeUtc();
    if (m_outcome.left.n > 0)
        session.race = {m_outcome.left, m_outcome.right};
    session.ladder = m_ladder->results();
    session.scaling = m_scaling->results();
    session.roofline = m_roofline->results();
    session.roofs = m_roofline->roofs();
    return session;
}

bool LiveLabPanel::saveSession(const QString &path, QString *error) const
{
    return saveLabSession(path, session(), error);
}

bool LiveLabPanel::compareWith(const QString &path, QString *error)
{
    const std::optional<LabSession> earlier = loadLabSession(path, error);
    if (!earlier)
        return false;
    const QString label = tr("%1, %2").arg(
        earlier->device, QLocale().toString(earlier->saved.toLocalTime(), QLocale::ShortFormat));
    m_ladder->setComparison(earlier->ladder, label);
    m_scaling->setComparison(earlier->scaling, label);
    QString roofs;
    if (earlier->roofs.peakGflops > 0)
        roofs = tr(" Its roofs: %1 GB/s, %2 GFLOP/s.")
                    .arg(earlier->roofs.bandwidthGBs, 0, 'f', 1)
                    .arg(earlier->roofs.peakGflops, 0, 'f', 1);
    m_compareLabel->setText(tr("Comparing with %1: %2 ladder and %3 scaling results.%4")
                                .arg(label)
                                .arg(earlier->ladder.size())
                                .arg(earlier->scaling.size())
                                .arg(roofs));
    return true;
}

void LiveLabPanel::onDevicesReady()
{
    const DeviceDiscovery &found = m_runner.discovery();
    m_device->clear();
    if (found.available()) {
        for (const DeviceInfo &d : found.devices)
            m_device->addItem(QString::fromStdString(d.name).trimmed());
        m_device->setEnabled(true);
        followChosenDevice();
    } else {
        m_device->addItem(tr("No OpenCL \u2014 CPU only"));
        m_device->setToolTip(QString::fromStdString(found.problem));
        m_device->setEnabled(false);
        m_phase->setText(tr("No OpenCL device: the OpenCL rungs cannot run here (%1). The CPU "
                            "rungs still race.")
                             .arg(QString::fromStdString(found.problem)));
    }
    updateHeadings();
}

QString LiveLabPanel::headingFor(const QString &variant) const
{
    const VariantInfo *info = findVariant(variant.toStdString());
    if (!info)
        return variant;
    const QString id = variant;
    if (id.startsWith(QLatin1String("serial")))
        return tr("Serial \u2014 1 CPU core");
    if (id == QLatin1String("cpu-threads") || id == QLatin1String("openblas"))
        return tr("Parallel \u2014 every CPU core");
    if (info->backend == Backend::OpenCl) {
        const QString device = m_runner.discovery().available() && m_device->currentIndex() >= 0
                                   ? m_device->currentText()
                                   : tr("no device");
        return tr("Parallel \u2014 OpenCL on %1").arg(device);
    }
    return title(*info);
}

void LiveLabPanel::followChosenDevice()
{
    // The device chosen in the status bar, when the engine found it here too.
    const MachineState &state = machine();
    if (m_device->isEnabled() && state.deviceIndex() >= 0 &&
        state.deviceIndex() < m_device->count())
        m_device->setCurrentIndex(state.deviceIndex());
}

void LiveLabPanel::updateHeadings()
{
    if (!m_left)
        return;
    const RaceRequest r = request();
    m_left->setHeading(headingFor(r.left));
    m_right->setHeading(headingFor(r.right));
    m_left->setVariantTitle(m_leftVariant->currentText());
    m_right->setVariantTitle(m_rightVariant->currentText());
}

void LiveLabPanel::setRequest(const RaceRequest &request)
{
    if (m_device->isEnabled())
        m_device->setCurrentIndex(request.deviceIndex);
    m_size->setCurrentText(QString::number(request.n));
    m_repeats->setValue(request.repeats);
    m_leftVariant->setCurrentIndex(m_leftVariant->findData(request.left));
    m_rightVariant->setCurrentIndex(m_rightVariant->findData(request.right));
    updateHeadings();
}

RaceRequest LiveLabPanel::request() const
{
    RaceRequest r;
    r.deviceIndex = qMax(0, m_device->currentIndex());
    r.n = m_size->currentText().toInt();
    r.repeats = m_repeats->value();
    r.left = m_leftVariant->currentData().toString();
    r.right = m_rightVariant->currentData().toString();
    return r;
}

void LiveLabPanel::setPrediction(int times)
{
    m_prediction->setValue(times);
}

void LiveLabPanel::setRunning(bool running)
{
    m_run->setEnabled(!running);
    m_cancel->setEnabled(running);
    m_replay->setEnabled(!running && m_outcome.speedup() > 0);
    for (QWidget *w :
         {static_cast<QWidget *>(m_size), static_cast<QWidget *>(m_repeats),
          static_cast<QWidget *>(m_leftVariant), static_cast<QWidget *>(m_rightVariant)})
        w->setEnabled(!running);
    if (running)
        m_clockTimer.start();
    else
        m_clockTimer.stop();
}

bool LiveLabPanel::run(QString *error)
{
    waitForDevices();
    m_replayTimer.stop();
    const RaceRequest r = request();
    QString why;
    if (!m_runner.start(r, &why)) {
        m_phase->setText(why);
        if (error)
            *error = why;
        return false;
    }
    m_raceActive = true;
    m_outcome = RaceOutcome();
    m_left->reset();
    m_right->reset();
    m_right->setWaiting();
    m_speedup->clear();
    m_verdict->clear();
    m_progress->setValue(0);
    m_runningSide = -1;
    updateHeadings();
    setRunning(true);
    m_phase->setText(tr("Starting\u2026"));
    return true;
}

void LiveLabPanel::waitForDevices()
{
    if (m_runner.hasDiscovered())
        return;
    QEventLoop wait; // discovery takes a moment at most; a race needs its answer
    connect(&m_runner, &RaceRunner::devicesReady, &wait, &QEventLoop::quit);
    QTimer::singleShot(30000, &wait, &QEventLoop::quit);
    wait.exec();
}

void LiveLabPanel::cancel()
{
    m_runner.cancel();
    m_phase->setText(tr("Cancelling\u2026"));
}

void LiveLabPanel::onProgress(int side, double fraction)
{
    if (side != m_runningSide) {
        m_runningSide = side;
        m_sideClock.start();
    }
    pane(side)->setLive(fraction, m_sideClock.elapsed() / 1000.0);
    m_progress->setValue(int((side + fraction) / 2.0 * 1000));
}

void LiveLabPanel::onSideFinished(int side, const BenchResult &result)
{
    pane(side)->setResult(result);
    if (side == 0 && m_right->mode() == RacePane::Mode::Waiting)
        m_right->setWaiting();
    m_runningSide = -1;
}

void LiveLabPanel::onFinished(const RaceOutcome &outcome)
{
    m_raceActive = false;
    m_outcome = outcome;
    setRunning(false);
    m_progress->setValue(outcome.cancelled ? m_progress->value() : 1000);
    if (!outcome.error.isEmpty()) {
        m_phase->setText(tr("The race could not run: %1").arg(outcome.error));
        return;
    }
    if (outcome.cancelled) {
        m_phase->setText(tr("Cancelled. Nothing was measured for the unfinished side."));
        return;
    }
    const double speedup = outcome.speedup();
    if (speedup <= 0) {
        m_phase->setText(tr("No speedup to show: one side did not complete and verify (see "
                            "its pane)."));
        return;
    }
    m_phase->setText(tr("Done: both sides verified against a float64 reference, N = %1, median "
                        "of %2 runs each.")
                         .arg(outcome.left.n)
                         .arg(outcome.left.repeats));
    QFont big = font();
    big.setPointSizeF(font().pointSizeF() * 3.0);
    big.setBold(true);
    m_speedup->setFont(big);
    m_speedup->setText(speedup >= 1
                           ? tr("\u00d7%1 faster").arg(speedup, 0, 'f', speedup >= 10 ? 0 : 1)
                           : tr("\u00d7%1 slower").arg(1 / speedup, 0, 'f', 1));
    const int predicted = m_prediction->value();
    const VariantInfo *right = findVariant(outcome.right.variant);
    const QString idea =
        right ? QString::fromUtf8(right->idea.data(), int(right->idea.size())) : QString();
    const double ratio = speedup / predicted;
    QString judgement = ratio > 1.5    ? tr("faster than you predicted")
                        : ratio < 0.67 ? tr("slower than you predicted")
                                       : tr("close to your prediction");
    m_verdict->setText(tr("You predicted \u00d7%1; the measurement is \u00d7%2, %3. Why: %4")
                           .arg(predicted)
                           .arg(speedup, 0, 'f', speedup >= 10 ? 0 : 1)
                           .arg(judgement, idea));
    startReplay();
}

void LiveLabPanel::startReplay()
{
    if (m_outcome.speedup() <= 0 || !isVisible())
        return;
    m_replayClock.start();
    m_replayTimer.start();
    replayTick();
}

void LiveLabPanel::replayTick()
{
    const double slowest = qMax(m_outcome.left.secondsMedian, m_outcome.right.secondsMedian);
    const double t = m_replayClock.elapsed() / 1000.0;
    const double scale = slowest / m_replaySeconds; // real seconds per replay second
    const QString label =
        scale < 1
            ? tr("Replay, measured proportions, %1\u00d7 slowed down").arg(1 / scale, 0, 'f', 0)
            : tr("Replay, measured proportions, %1\u00d7 sped up").arg(scale, 0, 'f', 1);
    m_left->setReplay(t * scale / m_outcome.left.secondsMedian, label);
    m_right->setReplay(t * scale / m_outcome.right.secondsMedian, label);
    if (t >= m_replaySeconds) {
        m_replayTimer.stop();
        m_left->setResult(m_outcome.left);
        m_right->setResult(m_outcome.right);
    }
}

void LiveLabPanel::hideEvent(QHideEvent *event)
{
    LessonPanel::hideEvent(event);
    if (m_replayTimer.isActive()) { // no animation while nobody watches: show the end state
        m_replayTimer.stop();
        m_left->setResult(m_outcome.left);
        m_right->setResult(m_outcome.right);
    }
}

bool LiveLabPanel::prepareForScreenshot()
{
    if (m_outcome.speedup() > 0)
        return true;
    RaceRequest r = request();
    r.n = 256;
    r.repeats = 3;
    waitForDevices();
    if (!m_runner.discovery().available())
        r.right = QStringLiteral("cpu-threads");
    setRequest(r);
    setPrediction(20);
    QEventLoop wait;
    connect(&m_runner, &RaceRunner::finished, &wait, &QEventLoop::quit);
    QTimer::singleShot(180000, &wait, &QEventLoop::quit);
    if (!run())
        return false;
    wait.exec();
    m_replayTimer.stop();
    m_left->setResult(m_outcome.left);
    m_right->setResult(m_outcome.right);
    if (m_outcome.speedup() <= 0)
        return false;
    QEventLoop ladderWait;
    connect(m_ladder, &LadderChart::done, &ladderWait, &QEventLoop::quit);
    QTimer::singleShot(300000, &ladderWait, &QEventLoop::quit);
    if (!m_ladder->run(256))
        return false;
    ladderWait.exec();
    QEventLoop scalingWait;
    connect(m_scaling, &ScalingChart::done, &scalingWait, &QEventLoop::quit);
    QTimer::singleShot(300000, &scalingWait, &QEventLoop::quit);
    std::vector<std::string> rungs{"serial-naive", "cpu-threads"};
    if (m_runner.discovery().available())
        rungs.insert(rungs.end(), {"opencl-tiled", "opencl-regblock"});
    if (!m_scaling->run(rungs, {64, 128, 256, 512}))
        return false;
    scalingWait.exec();
    if (m_runner.discovery().available()) {
        QEventLoop rooflineWait;
        connect(m_roofline, &RooflineChart::done, &rooflineWait, &QEventLoop::quit);
        QTimer::singleShot(300000, &rooflineWait, &QEventLoop::quit);
        if (m_roofline->run(512))
            rooflineWait.exec();
        // The picture shows this machine against the datacenter GPUs' datasheet roofs.
        if (auto *datasheets = m_roofline->findChild<QCheckBox *>(QStringLiteral("datasheets")))
            datasheets->setChecked(true);
    }
    return !m_ladder->results().empty() && !m_scaling->results().empty();
}

} // namespace gpulab
