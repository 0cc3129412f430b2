// InterconnectPanel (see interconnectpanel.h).
#include "lessons/interconnects/interconnectpanel.h"

#include "lessons/framework/pagesizedtabs.h"
#include "lessons/interconnects/allreducemodel.h"
#include "lessons/interconnects/linkcalculator.h"
#include "lessons/interconnects/linklabs.h"
#include "lessons/interconnects/linkrunner.h"
#include "lessons/interconnects/linkstable.h"
#include "lessons/interconnects/parallelismview.h"
#include "widgets/simulationview.h"

#include <QLabel>
#include <QStyle>
#include <QTabBar>
#include <QTabWidget>
#include <QVBoxLayout>

namespace gpulab {

namespace {

constexpr int kNvSwitchBeat = 2; // AllReduceModel: eight H100s on NVSwitch

} // namespace

InterconnectPanel::InterconnectPanel(const LessonContext &context, const LessonContent &content,
                                     std::unique_ptr<SimulationModel> model,
                                     std::unique_ptr<SimulationScene> scene, QWidget *parent)
    : LessonPanel(context, content, std::move(model), std::move(scene), parent)
{}

InterconnectPanel::~InterconnectPanel() = default;

const AllReduceModel &InterconnectPanel::model() const
{
    return static_cast<const AllReduceModel &>(simulation()->model());
}

QWidget *InterconnectPanel::createExtras()
{
    if (!simulation() || simulation()->model().id() != QLatin1String(AllReduceModel::kSimulationId))
        return nullptr;
    m_links = data().rows<InterconnectData>();
    m_specs = data().rows<GpuSpecs>();
    m_runner = new LinkRunner(context(), this);
    auto *linksPage = new QWidget;
    auto *linksLayout = new QVBoxLayout(linksPage);
    linksLayout->setContentsMargins(4, 4, 4, 4);
    m_table = new LinksTable(m_links, linksPage);
    linksLayout->addWidget(m_table, 1);
    auto *note = new QLabel(
        tr("From assets/data/interconnects.csv (each row's source in its tooltip). GB/s = "
           "10\u2079 bytes per second, Gb/s = 10\u2079 bits: InfiniBand ports are sold in Gb/s, "
           "so divide by 8. \u201cOne direction\u201d is what a ring uses; vendors' headlines "
           "add both directions."),
        linksPage);
    note->setWordWrap(true);
    linksLayout->addWidget(note);
    addTab(linksPage, QStringLiteral("links"), tr("&Links"), {.table = true});

    m_calculator = new LinkCalculator(machine(), m_links, m_specs);
    // Its inputs, formulas and table need the room; the ring stays in view beside them.
    addTab(m_calculator, QStringLiteral("calculator"), tr("&Calculator"), {.tall = true});

    m_parallelism = new ParallelismView;
    addTab(m_parallelism, QStringLiteral("parallelism"), tr("P&arallelism"),
           {.tall = true, .hidesSimulation = true});

    m_transfer = new TransferLab(m_runner);
    addTab(m_transfer, QStringLiteral("transfer"), tr("Live: &host \u2194 device"),
           {.tall = true, .hidesSimulation = true});

    m_multi = new MultiDeviceLab(m_runner);
    addTab(m_multi, QStringLiteral("multidevice"), tr("Live: split across &devices"),
           {.tall = true, .hidesSimulation = true});

    connect(tabs(), &QTabWidget::currentChanged, this, [this](int index) {
        if (index == MultiDeviceTab && !m_runner->hasDiscovered() && !m_runner->isRunning())
            m_runner->discover(); // say at once how many devices there are
    });
    return tabs();
}

void InterconnectPanel::restyleExtras(const SceneStyle &style)
{
    m_parallelism->setSceneStyle(style); // the labs are LessonPanel's
}

bool InterconnectPanel::prepareForScreenshot()
{
    if (!tabs())
        return true;
    // Half-way through the NVSwitch all-reduce, so chunks are in flight.
    simulation()->goToBeat(kNvSwitchBeat);
    simulation()->runSteps(int(7.5 * 60));
    m_transfer->setRange(4 << 10, 16 << 20, 3);
    const bool transfer = m_transfer->runAndWait(180000);
    const bool multi = m_multi->runAndWait(180000);
    // Without an OpenCL device both pages say why they cannot run: that is their picture.
    return (transfer && multi) || !m_runner->discovery().available();
}

} // namespace gpulab
