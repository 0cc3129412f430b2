// RaceLab: the Live Lab's race (see racelab.h).
#include "lessons/livelab/racelab.h"
#include "lessons/framework/numbertext.h"

#include "compute/variants.h"
#include "lessons/framework/machinestate.h"
#include "lessons/framework/racepane.h"

#include <QComboBox>
#include <QHideEvent>
#include <QIntValidator>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>

namespace gpulab {

namespace {
constexpr int kSizes[] = {64, 128, 256, 512, 1024, 2048, 4096};

QString title(const VariantInfo &info)
{
    return variantTitle(info);
}
} // namespace

RaceLab::RaceLab(RaceRunner &runner, QWidget *parent)
    : MeasurementLab(tr("&Run the race"), parent), m_runner(runner)
{
    setObjectName(QStringLiteral("raceLab"));
    m_device = new QComboBox(this);
    m_device->setAccessibleName(tr("OpenCL device"));
    // As wide as the device's name once found: sized for "Looking for OpenCL devices…" when
    // first shown, the combo showed only a piece of the name (its end in Arabic).
    m_device->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_device->addItem(tr("Looking for OpenCL devices\u2026"));
    m_device->setEnabled(false);
    m_size = new QComboBox(this);
    m_size->setEditable(true);
    m_size->setAccessibleName(tr("Matrix size N"));
    for (int n : kSizes)
        m_size->addItem(wholeText(n));
    m_size->setCurrentText(wholeText(512));
    m_size->lineEdit()->setValidator(new QIntValidator(1, 46340, m_size));
    m_repeats = new QSpinBox(this);
    m_repeats->setRange(1, 20);
    m_repeats->setValue(3);
    m_repeats->setAccessibleName(tr("Timed repeats"));
    m_leftVariant = new QComboBox(this);
    m_rightVariant = new QComboBox(this);
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
    addField(new QLabel(tr("&Device:"), this), m_device);
    addField(new QLabel(tr("Matrix &size N:"), this), m_size);
    addField(new QLabel(tr("R&epeats:"), this), m_repeats);
    addField(new QLabel(tr("&Left:"), this), m_leftVariant);
    addField(new QLabel(tr("&Right:"), this), m_rightVariant);
    m_prediction = new QSpinBox(this);
    m_prediction->setRange(1, 100000);
    m_prediction->setValue(10);
    m_prediction->setPrefix(QStringLiteral("\u00d7 "));
    m_prediction->setAccessibleName(tr("Your prediction of the speedup"));
    setPredictionField(
        new QLabel(tr("&Predict first: the right side will be this many times faster:"), this),
        m_prediction);
    runButton()->setDefault(true);
    cancelButton()->setText(tr("&Cancel"));
    m_replay = new QPushButton(tr("Re&play"), this);
    m_replay->setAccessibleName(tr("Replay the race at the measured proportions"));
    m_replay->setEnabled(false);
    addControl(m_replay);
    progressBar()->setAccessibleName(tr("Race progress"));
    statusLabel()->setAccessibleName(tr("What is happening"));

    // The two sides are named "Left" and "Right" (in the controls, the prediction, the notes):
    // the row of panes stays left to right in every language (RacePanes).
    m_left = new RacePane(tr("Left"), RacePane::Fill::RowByRow, this);
    m_right = new RacePane(tr("Right"), RacePane::Fill::TileByTile, this);
    addToBody(new RacePanes(m_left, m_right, this), 1);
    m_speedup = new QLabel(this);
    m_speedup->setObjectName(QStringLiteral("speedup"));
    m_speedup->setAlignment(Qt::AlignCenter);
    m_speedup->setAccessibleName(tr("Measured speedup"));
    addToBody(m_speedup);
    verdictLabel()->setAccessibleName(tr("Prediction and explanation"));

    connect(&m_runner, &RaceRunner::devicesReady, this, &RaceLab::onDevicesReady);
    connect(&m_runner, &RaceRunner::phase, this, [this](const QString &text) {
        if (isRunning()) // the charts use the same runner for their own runs
            setStatus(text);
    });
    connect(&m_runner, &RaceRunner::progress, this, &RaceLab::onProgress);
    connect(&m_runner, &RaceRunner::sideFinished, this, &RaceLab::onSideFinished);
    connect(&m_runner, &RaceRunner::finished, this, &RaceLab::onFinished);
    m_replayTimer.setInterval(33);
    connect(&m_replayTimer, &QTimer::timeout, this, &RaceLab::replayTick);
    connect(m_replay, &QPushButton::clicked, this, &RaceLab::startReplay);
    connect(m_leftVariant, &QComboBox::currentIndexChanged, this, &RaceLab::updateHeadings);
    connect(m_rightVariant, &QComboBox::currentIndexChanged, this, &RaceLab::updateHeadings);
    connect(m_device, &QComboBox::currentIndexChanged, this, &RaceLab::updateHeadings);
    connect(m_device, &QComboBox::currentIndexChanged, this, [this] {
        emit deviceChosen(deviceInfo() ? m_device->currentIndex() : -1, deviceName());
    });
    connect(&m_runner.machine(), &MachineState::deviceChanged, this, &RaceLab::followChosenDevice);
    connect(this, &MeasurementLab::finished, this,
            [this] { m_replay->setEnabled(m_outcome.speedup() > 0); });
    if (m_runner.hasDiscovered())
        onDevicesReady();
    updateHeadings();
}

RaceLab::~RaceLab() = default;

void RaceLab::onDevicesReady()
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
        setStatus(tr("No OpenCL device: the OpenCL rungs cannot run here (%1). The CPU "
                     "rungs still race.")
                      .arg(QString::fromStdString(found.problem)));
    }
    updateHeadings();
    emit deviceChosen(deviceInfo() ? m_device->currentIndex() : -1, deviceName());
}

void RaceLab::waitForDevices()
{
    m_runner.waitForDevices(); // discovery takes a moment at most; a race needs its answer
}

QString RaceLab::deviceName() const
{
    return m_runner.discovery().available() ? m_device->currentText() : tr("CPU only (no OpenCL)");
}

const DeviceInfo *RaceLab::deviceInfo() const
{
    const DeviceDiscovery &found = m_runner.discovery();
    const int index = m_device->currentIndex();
    if (!found.available() || index < 0 || index >= int(found.devices.size()))
        return nullptr;
    return &found.devices[std::size_t(index)];
}

QString RaceLab::headingFor(const QString &variant) const
{
    const VariantInfo *info = findVariant(variant.toStdString());
    if (!info)
        return variant;
    const QString id = variant;
    if (id.startsWith(QLatin1String("serial")))
        return tr("Serial \u2014 1 CPU core");
    if (id == QLatin1String("cpu-threads") || id == QLatin1String("openblas"))
        return tr("Parallel \u2014 every CPU core");
    if (info->backend == Backend::OpenCl)
        return tr("Parallel \u2014 OpenCL"); // the device under it: its name can be long
    return title(*info);
}

QString RaceLab::subtitleFor(const QString &variant, const QString &variantTitle) const
{
    const VariantInfo *info = findVariant(variant.toStdString());
    if (!info || info->backend != Backend::OpenCl)
        return variantTitle;
    const QString device = m_runner.discovery().available() && m_device->currentIndex() >= 0
                               ? m_device->currentText()
                               : tr("no device");
    return tr("%1, on %2").arg(variantTitle, device);
}

void RaceLab::followChosenDevice()
{
    // The device chosen in the status bar, when the engine found it here too.
    const MachineState &state = m_runner.machine();
    if (m_device->isEnabled() && state.deviceIndex() >= 0 &&
        state.deviceIndex() < m_device->count())
        m_device->setCurrentIndex(state.deviceIndex());
}

void RaceLab::updateHeadings()
{
    const RaceRequest r = request();
    m_left->setHeading(headingFor(r.left));
    m_right->setHeading(headingFor(r.right));
    m_left->setVariantTitle(subtitleFor(r.left, m_leftVariant->currentText()));
    m_right->setVariantTitle(subtitleFor(r.right, m_rightVariant->currentText()));
}

void RaceLab::setRequest(const RaceRequest &request)
{
    if (m_device->isEnabled())
        m_device->setCurrentIndex(request.deviceIndex);
    m_size->setCurrentText(wholeText(request.n));
    m_repeats->setValue(request.repeats);
    m_leftVariant->setCurrentIndex(m_leftVariant->findData(request.left));
    m_rightVariant->setCurrentIndex(m_rightVariant->findData(request.right));
    updateHeadings();
}

RaceRequest RaceLab::request() const
{
    RaceRequest r;
    r.deviceIndex = qMax(0, m_device->currentIndex());
    bool inLocale = false; // the language's digits, or the Latin ones a keyboard may type
    r.n = QLocale().toInt(m_size->currentText(), &inLocale);
    if (!inLocale)
        r.n = m_size->currentText().toInt();
    r.repeats = m_repeats->value();
    r.left = m_leftVariant->currentData().toString();
    r.right = m_rightVariant->currentData().toString();
    return r;
}

void RaceLab::setPrediction(int times)
{
    m_prediction->setValue(times);
}

bool RaceLab::start(QString *error)
{
    waitForDevices();
    m_replayTimer.stop();
    QString why;
    if (!m_runner.start(request(), &why))
        return refuse(error, why);
    m_outcome = RaceOutcome();
    RacePane::beginRace(m_left, m_right);
    m_speedup->clear();
    m_replay->setEnabled(false);
    updateHeadings();
    beginRun(tr("Starting\u2026"));
    return true;
}

void RaceLab::stop()
{
    m_runner.cancel();
}

void RaceLab::onProgress(int side, double fraction)
{
    if (!isRunning())
        return;
    pane(side)->setLive(fraction);
    setProgress((side + fraction) / 2.0);
}

void RaceLab::onSideFinished(int side, const BenchResult &result)
{
    if (!isRunning())
        return;
    pane(side)->setResult(result);
    if (side == 0 && m_right->mode() == RacePane::Mode::Waiting)
        m_right->setWaiting();
}

void RaceLab::onFinished(const RaceOutcome &outcome)
{
    if (!isRunning())
        return;
    m_outcome = outcome;
    const double speedup = outcome.speedup();
    if (speedup > 0)
        showVerdict();
    else
        setVerdict({});
    RacePane::endRace(m_left, m_right);
    endRun(outcome.cancelled, outcome.error, outcome.status());
    if (speedup > 0)
        startReplay();
}

void RaceLab::showVerdict()
{
    const double speedup = m_outcome.speedup();
    QFont big = font();
    big.setPointSizeF(font().pointSizeF() * 3.0);
    big.setBold(true);
    m_speedup->setFont(big);
    m_speedup->setText(speedupText(speedup));
    const int predicted = runPrediction().toInt();
    const VariantInfo *right = findVariant(m_outcome.right.variant);
    const QString idea =
        right ? QString::fromUtf8(right->idea.data(), int(right->idea.size())) : QString();
    const double ratio = speedup / predicted;
    const QString judgement = ratio > 1.5    ? tr("faster than you predicted")
                              : ratio < 0.67 ? tr("slower than you predicted")
                                             : tr("close to your prediction");
    setVerdict(tr("You predicted \u00d7%1 faster; the measurement is %2, %3. Why: %4")
                   .arg(QLocale().toString(predicted), speedupText(speedup), judgement, idea)
                   .toHtmlEscaped());
}

void RaceLab::startReplay()
{
    if (m_outcome.speedup() <= 0 || !isVisible())
        return;
    m_replayClock.start();
    m_replayTimer.start();
    replayTick();
}

void RaceLab::replayTick()
{
    const double slowest = qMax(m_outcome.left.secondsMedian, m_outcome.right.secondsMedian);
    const double t = m_replayClock.elapsed() / 1000.0;
    const double scale = slowest / m_replaySeconds; // real seconds per replay second
    const QString label = scale < 1 ? tr("Replay, measured proportions, %1\u00d7 slowed down")
                                          .arg(QLocale().toString(1 / scale, 'f', 0))
                                    : tr("Replay, measured proportions, %1\u00d7 sped up")
                                          .arg(QLocale().toString(scale, 'f', 1));
    m_left->setReplay(t * scale / m_outcome.left.secondsMedian, label);
    m_right->setReplay(t * scale / m_outcome.right.secondsMedian, label);
    if (t >= m_replaySeconds)
        showEndState();
}

void RaceLab::showEndState()
{
    m_replayTimer.stop();
    if (m_outcome.left.n > 0) {
        m_left->setResult(m_outcome.left);
        m_right->setResult(m_outcome.right);
    }
}

void RaceLab::hideEvent(QHideEvent *event)
{
    MeasurementLab::hideEvent(event);
    if (m_replayTimer.isActive()) // no animation while nobody watches: show the end state
        showEndState();
}

} // namespace gpulab
