// LiveLabPanel (see livelabpanel.h).
#include "lessons/livelab/livelabpanel.h"
#include "lessons/framework/numbertext.h"

#include "lessons/framework/labsession.h"
#include "lessons/framework/racepane.h"
#include "lessons/framework/simulationmodel.h"
#include "lessons/livelab/benchcharts.h"
#include "lessons/livelab/racelab.h"
#include "lessons/livelab/tunepanel.h"
#include "widgets/fittingbutton.h"
#include "widgets/flowlayout.h"

#include <QCheckBox>
#include <QDateTime>
#include <QFileDialog>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QTabWidget>
#include <QVBoxLayout>

namespace gpulab {

LiveLabPanel::LiveLabPanel(const LessonContext &context, const LessonContent &content,
                           std::unique_ptr<SimulationModel> model,
                           std::unique_ptr<SimulationScene> scene, QWidget *parent)
    : LessonPanel(context, content, std::move(model), std::move(scene), parent), m_runner(context)
{
    m_runner.discover();
}

LiveLabPanel::~LiveLabPanel() = default;

QWidget *LiveLabPanel::createExtras()
{
    auto *container = new QWidget;
    auto *outer = new QVBoxLayout(container);
    outer->setContentsMargins(0, 0, 0, 0);
    auto *sessionRow = new FlowLayout;
    // Short forms where a projector's text leaves the lab's side too narrow (FittingButton).
    auto *save = new FittingButton({tr("Sa&ve Session\u2026"), tr("Sa&ve\u2026")}, container);
    auto *compare = new FittingButton(
        {tr("C&ompare with a Saved Session\u2026"), tr("C&ompare\u2026")}, container);
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
                                 tr("The session could not be read.\n%1").arg(error));
    });
    // Beside the text (no simulation): every page is a lab or a chart that uses the room.
    m_race = new RaceLab(m_runner);
    addTab(m_race, QStringLiteral("race"), tr("The race"), {.tall = true});
    m_tune = new TunePanel(engine());
    m_race->addDeviceTool(m_tune);
    connect(m_race, &RaceLab::deviceChosen, m_tune, &TunePanel::setDevice);
    if (m_runner.hasDiscovered())
        m_tune->setDevice(m_race->deviceInfo() ? m_race->request().deviceIndex : -1,
                          m_race->deviceName());
    auto device = [this] { return request().deviceIndex; };
    m_ladder = new LadderChart(m_runner, device);
    addTab(m_ladder, QStringLiteral("ladder"), tr("Speedup ladder"), {.tall = true});
    m_scaling = new ScalingChart(m_runner, device);
    addTab(m_scaling, QStringLiteral("scaling"), tr("Scaling with N"), {.tall = true});
    m_roofline = new RooflineChart(m_runner, device, data().rows<GpuSpecs>());
    addTab(m_roofline, QStringLiteral("roofline"), tr("Roofline"), {.tall = true});
    outer->addWidget(tabs(), 1);
    return container;
}

RacePane *LiveLabPanel::pane(int side) const
{
    return m_race->pane(side);
}

QLabel *LiveLabPanel::speedupLabel() const
{
    return m_race->speedupLabel();
}

QLabel *LiveLabPanel::verdictLabel() const
{
    return m_race->verdictLabel();
}

const RaceOutcome &LiveLabPanel::lastOutcome() const
{
    return m_race->lastOutcome();
}

void LiveLabPanel::setRequest(const RaceRequest &request)
{
    m_race->setRequest(request);
}

RaceRequest LiveLabPanel::request() const
{
    return m_race->request();
}

void LiveLabPanel::setPrediction(int times)
{
    m_race->setPrediction(times);
}

bool LiveLabPanel::run(QString *error)
{
    return m_race->run(error);
}

void LiveLabPanel::cancel()
{
    m_race->cancel();
}

bool LiveLabPanel::isReplaying() const
{
    return m_race->isReplaying();
}

LabSession LiveLabPanel::session() const
{
    LabSession session;
    session.device = m_race->deviceName();
    if (const DeviceInfo *device = m_race->deviceInfo())
        session.measuredOn = *device;
    session.saved = QDateTime::currentDateTimeUtc();
    if (lastOutcome().left.n > 0)
        session.race = {lastOutcome().left, lastOutcome().right};
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
    const QString where = provenanceSummary(earlier->provenance);
    m_ladder->setComparison(earlier->ladder, label);
    m_scaling->setComparison(earlier->scaling, label);
    QString roofs;
    if (earlier->roofs.peakGflops > 0)
        roofs = tr(" Its roofs: %1 GB/s, %2 GFLOP/s.")
                    .arg(QLocale().toString(earlier->roofs.bandwidthGBs, 'f', 1))
                    .arg(QLocale().toString(earlier->roofs.peakGflops, 'f', 1));
    if (!where.isEmpty())
        roofs += tr(" Measured with %1.").arg(where);
    m_compareLabel->setText(tr("Comparing with %1: %2 ladder and %3 scaling results.%4")
                                .arg(label)
                                .arg(wholeText(earlier->ladder.size()))
                                .arg(wholeText(earlier->scaling.size()))
                                .arg(roofs));
    return true;
}

bool LiveLabPanel::prepareForScreenshot()
{
    if (m_race->hasResult())
        return true;
    RaceRequest r = request();
    r.n = 256;
    r.repeats = 3;
    m_race->waitForDevices();
    const bool openCL = m_runner.discovery().available();
    if (!openCL)
        r.right = QStringLiteral("cpu-threads");
    setRequest(r);
    setPrediction(20);
    if (!m_race->runAndWait(180000))
        return false;
    m_race->showEndState();
    if (!m_ladder->run(256))
        return false;
    m_ladder->waitForFinished(300000); // a rung that cannot run here is part of the picture
    std::vector<std::string> rungs{"serial-naive", "cpu-threads"};
    if (openCL)
        rungs.insert(rungs.end(), {"opencl-tiled", "opencl-regblock"});
    if (!m_scaling->run(rungs, {64, 128, 256, 512}))
        return false;
    m_scaling->waitForFinished(300000);
    if (openCL) {
        m_roofline->runAndWait(300000);
        // The picture shows this machine against the datacenter GPUs' datasheet roofs.
        if (auto *datasheets = m_roofline->findChild<QCheckBox *>(QStringLiteral("datasheets")))
            datasheets->setChecked(true);
    }
    return !m_ladder->results().empty() && !m_scaling->results().empty();
}

} // namespace gpulab
