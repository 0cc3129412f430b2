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

#include <QEvent>
#include <QLabel>
#include <QStyle>
#include <QTabBar>
#include <QTabWidget>
#include <QTimer>
#include <QVBoxLayout>

namespace gpulab {

namespace {

constexpr int kNvSwitchBeat = 2; // AllReduceModel: eight H100s on NVSwitch

} // namespace

InterconnectPanel::InterconnectPanel(const LessonContent &content,
                                     std::unique_ptr<SimulationModel> model,
                                     std::unique_ptr<SimulationScene> scene, QWidget *parent)
    : LessonPanel(content, std::move(model), std::move(scene), parent)
{}

InterconnectPanel::~InterconnectPanel() = default;

const AllReduceModel &InterconnectPanel::model() const
{
    return static_cast<const AllReduceModel &>(simulation()->model());
}

InterconnectPanel::Tab InterconnectPanel::tabForSection(const QString &sectionId)
{
    if (sectionId == QLatin1String("calculator"))
        return CalculatorTab;
    if (sectionId == QLatin1String("parallelism"))
        return ParallelismTab;
    if (sectionId == QLatin1String("measure"))
        return TransferTab;
    return LinksTab;
}

QWidget *InterconnectPanel::createExtras()
{
    if (!simulation() || simulation()->model().id() != QLatin1String("ring-allreduce"))
        return nullptr;
    m_links = loadInterconnects().links;
    m_specs = loadGpuSpecs().specs;
    m_runner = new LinkRunner(this);
    m_tabs = new PageSizedTabs;
    m_tabs->setObjectName(QStringLiteral("interconnects"));
    m_tabs->setAccessibleName(tr("Interconnect data, calculator, parallelism and live "
                                 "measurements"));
    m_tabs->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Maximum);

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
    m_tabs->addTab(linksPage, tr("&Links"));

    m_calculator = new LinkCalculator(m_links, m_specs);
    m_tabs->addTab(m_calculator, tr("&Calculator"));
    PageSizedTabs::setTallPage(m_calculator); // its inputs, formulas and table need the room

    m_parallelism = new ParallelismView;
    PageSizedTabs::setTallPage(m_parallelism);
    m_tabs->addTab(m_parallelism, tr("P&arallelism"));

    m_transfer = new TransferLab(m_runner);
    PageSizedTabs::setTallPage(m_transfer);
    m_tabs->addTab(m_transfer, tr("Live: &host \u2194 device"));

    m_multi = new MultiDeviceLab(m_runner);
    PageSizedTabs::setTallPage(m_multi);
    m_tabs->addTab(m_multi, tr("Live: split across &devices"));

    connect(m_tabs, &QTabWidget::currentChanged, this, &InterconnectPanel::fitTabToPage);
    connect(m_tabs, &QTabWidget::currentChanged, this, [this](int index) {
        if (index == MultiDeviceTab && !m_runner->hasDiscovered() && !m_runner->isRunning())
            m_runner->discover(); // say at once how many devices there are
    });
    fitTabToPage(0);
    return m_tabs;
}

void InterconnectPanel::fitTabToPage(int index)
{
    for (int i = 0; i < m_tabs->count(); ++i)
        m_tabs->widget(i)->setSizePolicy(QSizePolicy::Preferred, i == index ? QSizePolicy::Preferred
                                                                            : QSizePolicy::Ignored);
    m_tabs->updateGeometry();
    if (simulation())
        simulation()->setVisible(index == LinksTab || index == CalculatorTab);
}

void InterconnectPanel::goToBeat(int beat)
{
    SimulationView *view = simulation();
    while (view->model().beat() < beat && view->nextBeat()) {
    }
    while (view->model().beat() > beat && view->previousBeat()) {
    }
}

void InterconnectPanel::sectionChanged(int index)
{
    if (!m_tabs)
        return;
    const LessonSection &section = content().sections.at(index);
    m_tabs->setCurrentIndex(tabForSection(section.id));
    if (section.beats)
        return; // the clicker walks the beats here
    if (section.id == QLatin1String("why") || section.id == QLatin1String("links"))
        goToBeat(0);
    else if (section.id == QLatin1String("switches") || section.id == QLatin1String("calculator"))
        goToBeat(kNvSwitchBeat);
}

void InterconnectPanel::changeEvent(QEvent *event)
{
    LessonPanel::changeEvent(event);
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::FontChange ||
        event->type() == QEvent::StyleChange)
        scheduleRestyle();
}

void InterconnectPanel::showEvent(QShowEvent *event)
{
    LessonPanel::showEvent(event);
    scheduleRestyle();
}

void InterconnectPanel::scheduleRestyle()
{
    if (m_restylePending || !m_tabs)
        return;
    m_restylePending = true;
    QTimer::singleShot(0, this, &InterconnectPanel::restyle);
}

void InterconnectPanel::restyle()
{
    m_restylePending = false;
    if (!m_tabs || !simulation())
        return;
    const SceneStyle &style = simulation()->sceneStyle();
    m_parallelism->setSceneStyle(style);
    m_transfer->setSceneStyle(style);
    m_multi->setSceneStyle(style);
}

bool InterconnectPanel::prepareForScreenshot()
{
    if (!m_tabs)
        return true;
    // Half-way through the NVSwitch all-reduce, so chunks are in flight.
    goToBeat(kNvSwitchBeat);
    simulation()->runSteps(int(7.5 * 60));
    m_transfer->setRange(4 << 10, 16 << 20, 3);
    const bool transfer = m_transfer->runAndWait(180000);
    const bool multi = m_multi->runAndWait(180000);
    return transfer && multi;
}

} // namespace gpulab
