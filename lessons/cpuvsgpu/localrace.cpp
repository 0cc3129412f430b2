// LocalRace: the lesson's real measurement on this machine (see localrace.h).
#include "lessons/cpuvsgpu/localrace.h"
#include "lessons/framework/numbertext.h"

#include "lessons/framework/machinestate.h"
#include "lessons/framework/racepane.h"

#include <QComboBox>
#include <QEvent>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QStandardItemModel>

namespace gpulab {

namespace {
constexpr int kSizes[] = {128, 256, 512, 1024};
constexpr int kDefaultSize = 512;
} // namespace

LocalRace::LocalRace(const LessonContext &context, QWidget *parent)
    : MeasurementLab(tr("Run the &measurement"), parent), m_runner(context)
{
    setObjectName(QStringLiteral("localRace"));
    m_device = new QLabel(tr("Looking for OpenCL devices when this page is first shown."), this);
    m_device->setObjectName(QStringLiteral("device"));
    m_device->setWordWrap(true);
    m_device->setAccessibleName(tr("OpenCL device"));
    addHeader(m_device);

    m_pairing = new QComboBox(this);
    m_pairing->setAccessibleName(tr("Which race"));
    m_pairing->addItem(tr("Every CPU core vs the OpenCL device"), int(Pairing::CoresVsDevice));
    m_pairing->addItem(tr("One CPU core vs the OpenCL device"), int(Pairing::CoreVsDevice));
    m_pairing->addItem(tr("One CPU core vs every CPU core"), int(Pairing::CoreVsCores));
    addField(new QLabel(tr("R&ace:"), this), m_pairing);
    m_size = new QComboBox(this);
    m_size->setAccessibleName(tr("Matrix size N"));
    for (int n : kSizes)
        m_size->addItem(wholeText(n), n);
    m_size->setCurrentIndex(m_size->findData(kDefaultSize));
    addField(new QLabel(tr("Matrix si&ze N:"), this), m_size);
    cancelButton()->setText(tr("Sto&p"));
    cancelButton()->setAccessibleName(tr("Stop the measurement"));
    statusLabel()->setAccessibleName(tr("What is happening"));

    // The lesson names the sides by place ("Left: the CPU"): they stay there in every language.
    m_left = new RacePane(tr("CPU"), RacePane::Fill::RowByRow, this);
    m_right = new RacePane(tr("OpenCL device"), RacePane::Fill::TileByTile, this);
    m_left->setMinimumSize(180, 200);
    m_right->setMinimumSize(180, 200);
    addToBody(new RacePanes(m_left, m_right, this), 1);

    verdictLabel()->setObjectName(QStringLiteral("result"));
    verdictLabel()->setAccessibleName(tr("Measured result"));
    updateFonts();

    connect(&m_runner, &RaceRunner::devicesReady, this, &LocalRace::onDevicesReady);
    connect(&m_runner, &RaceRunner::phase, this, [this](const QString &phase) {
        if (isRunning())
            setStatus(phase);
    });
    connect(&m_runner, &RaceRunner::progress, this, [this](int side, double fraction) {
        if (!isRunning())
            return;
        pane(side)->setLive(fraction);
        setProgress((side + fraction) / 2);
    });
    connect(&m_runner, &RaceRunner::sideFinished, this,
            [this](int side, const BenchResult &result) { pane(side)->setResult(result); });
    connect(&m_runner, &RaceRunner::finished, this, &LocalRace::onFinished);
    connect(m_pairing, &QComboBox::currentIndexChanged, this, &LocalRace::updateHeadings);
    updateHeadings();
}

LocalRace::~LocalRace() = default; // the runner cancels and waits for a running race

void LocalRace::showEvent(QShowEvent *event)
{
    MeasurementLab::showEvent(event);
    discover();
}

void LocalRace::changeEvent(QEvent *event)
{
    MeasurementLab::changeEvent(event);
    if (event->type() == QEvent::FontChange)
        updateFonts();
}

void LocalRace::updateFonts()
{
    // The result is the point of the page: larger than the rest, and following zoom and the
    // presenter's scale (derived from the parent's font each time it changes).
    QFont big = parentWidget() ? parentWidget()->font() : font();
    big.setPointSizeF(big.pointSizeF() * 1.35);
    big.setBold(true);
    verdictLabel()->setFont(big);
}

void LocalRace::discover()
{
    if (m_discoveryStarted)
        return;
    m_discoveryStarted = true;
    m_device->setText(tr("Looking for OpenCL devices\u2026"));
    m_runner.discover();
}

void LocalRace::waitForDevices()
{
    discover();
    m_runner.waitForDevices(); // the engine answers within moments; a race needs its answer
}

QString LocalRace::deviceName() const
{
    const DeviceDiscovery &found = m_runner.discovery();
    if (!found.available())
        return {};
    return QString::fromStdString(found.devices.front().name).trimmed();
}

void LocalRace::onDevicesReady()
{
    const DeviceDiscovery &found = m_runner.discovery();
    auto *items = qobject_cast<QStandardItemModel *>(m_pairing->model());
    if (found.available()) {
        const DeviceInfo &device = found.devices.front();
        const QString kind = device.type == DeviceType::Gpu ? tr("a GPU")
                             : device.type == DeviceType::Cpu
                                 ? tr("your CPU itself, driven the GPU way through OpenCL")
                                 : tr("an accelerator");
        m_device->setText(tr("OpenCL device: %1 (%2, %3 compute units). Not a model: these "
                             "are measured times, each answer checked against float64.")
                              .arg(deviceName(), kind)
                              .arg(QLocale().toString(device.computeUnits)));
    } else {
        m_device->setText(
            tr("CPU only: no OpenCL device was found here, so the GPU side cannot run; the race "
               "of one core against every core still can. (Why: %1)")
                .arg(QString::fromStdString(found.problem)));
        for (int row : {0, 1})
            if (items)
                items->item(row)->setEnabled(false);
        m_pairing->setCurrentIndex(m_pairing->findData(int(Pairing::CoreVsCores)));
    }
    updateHeadings();
    emit devicesReady();
}

void LocalRace::updateHeadings()
{
    const Pairing p = pairing();
    m_left->setHeading(p == Pairing::CoresVsDevice ? tr("CPU: every core") : tr("CPU: one core"));
    m_left->setVariantTitle(p == Pairing::CoresVsDevice ? tr("rows shared among the cores")
                                                        : tr("one multiply-add after another"));
    if (p == Pairing::CoreVsCores) {
        m_right->setHeading(tr("CPU: every core"));
        m_right->setVariantTitle(tr("rows shared among the cores"));
    } else {
        const QString name = deviceName();
        m_right->setHeading(name.isEmpty() ? tr("OpenCL device") : tr("OpenCL: %1").arg(name));
        m_right->setVariantTitle(tr("thousands of work-items in lockstep groups"));
    }
}

void LocalRace::setPairing(Pairing pairing)
{
    m_pairing->setCurrentIndex(m_pairing->findData(int(pairing)));
}

LocalRace::Pairing LocalRace::pairing() const
{
    return Pairing(m_pairing->currentData().toInt());
}

void LocalRace::setSize(int n)
{
    const int index = m_size->findData(n);
    if (index >= 0)
        m_size->setCurrentIndex(index);
}

int LocalRace::size() const
{
    return m_size->currentData().toInt();
}

RaceRequest LocalRace::request() const
{
    RaceRequest r;
    r.deviceIndex = qMax(0, m_runner.machine().deviceIndex()); // the status bar's choice
    r.n = size();
    r.repeats = 3;
    switch (pairing()) {
    case Pairing::CoresVsDevice:
        r.left = QStringLiteral("cpu-threads");
        r.right = QStringLiteral("opencl-regblock");
        break;
    case Pairing::CoreVsDevice:
        r.left = QStringLiteral("serial-naive");
        r.right = QStringLiteral("opencl-regblock");
        break;
    case Pairing::CoreVsCores:
        r.left = QStringLiteral("serial-naive");
        r.right = QStringLiteral("cpu-threads");
        break;
    }
    return r;
}

bool LocalRace::start(QString *error)
{
    waitForDevices();
    if (cpuOnly() && pairing() != Pairing::CoreVsCores)
        return refuse(error, tr("There is no OpenCL device here: choose the CPU race."));
    QString why;
    if (!m_runner.start(request(), &why))
        return refuse(error, why);
    m_outcome = RaceOutcome();
    RacePane::beginRace(m_left, m_right);
    setVerdict({});
    updateHeadings();
    beginRun(tr("Starting\u2026"));
    return true;
}

void LocalRace::stop()
{
    m_runner.cancel();
    setStatus(tr("Stopping\u2026"));
}

void LocalRace::onFinished(const RaceOutcome &outcome)
{
    if (!isRunning())
        return;
    m_outcome = outcome;
    if (outcome.speedup() > 0) {
        m_left->setResult(outcome.left);
        m_right->setResult(outcome.right);
        const double s = outcome.speedup();
        const bool rightWins = s >= 1;
        const double factor = rightWins ? s : 1 / s;
        const QString winner = rightWins ? m_right->accessibleName() : m_left->accessibleName();
        setVerdict(tr("Measured here: %1 was %2\u00d7 faster.")
                       .arg(winner)
                       .arg(QLocale().toString(factor, 'f', factor < 10 ? 1 : 0))
                       .toHtmlEscaped());
    }
    RacePane::endRace(m_left, m_right);
    endRun(outcome.cancelled, outcome.error, outcome.status());
    emit raceFinished(outcome);
}

} // namespace gpulab
