// GenerationsPanel (see generationspanel.h).
#include "lessons/generations/generationspanel.h"

#include "lessons/generations/chooserpage.h"
#include "lessons/generations/comparepage.h"
#include "lessons/generations/generationsmodel.h"
#include "lessons/generations/generationtables.h"
#include "lessons/generations/growthchart.h"
#include "widgets/simulationview.h"

#include <QLabel>
#include <QVBoxLayout>

namespace gpulab {

GenerationsPanel::GenerationsPanel(const LessonContext &context, const LessonContent &content,
                                   std::unique_ptr<SimulationModel> model,
                                   std::unique_ptr<SimulationScene> scene, QWidget *parent)
    : LessonPanel(context, content, std::move(model), std::move(scene), parent)
{}

GenerationsPanel::~GenerationsPanel() = default;

const GenerationsModel &GenerationsPanel::model() const
{
    return static_cast<const GenerationsModel &>(simulation()->model());
}

QWidget *GenerationsPanel::createExtras()
{
    if (!simulation() ||
        simulation()->model().id() != QLatin1String(GenerationsModel::kSimulationId))
        return nullptr; // a translated copy of the lesson that names another simulation
    m_specs = data().rows<GpuSpecs>();

    m_growth = new GrowthChart(m_specs);
    addTab(m_growth, QStringLiteral("growth"), tr("&Growth"), {.tall = true});

    auto *addedPage = new QWidget;
    auto *addedLayout = new QVBoxLayout(addedPage);
    addedLayout->setContentsMargins(4, 4, 4, 4);
    m_additions = new AdditionsTable(m_specs, addedPage);
    addedLayout->addWidget(m_additions, 1);
    auto *addedNote = new QLabel(
        tr("Datacenter modules and TPUs from the data file, oldest first; each row's source is "
           "in its tooltip. Precisions are those with a dense tensor rate; \u2014 means the file "
           "states none. The P100 has no tensor cores."),
        addedPage);
    addedNote->setWordWrap(true);
    addedLayout->addWidget(addedNote);
    addTab(addedPage, QStringLiteral("added"), tr("&What each added"), {.table = true});

    m_compare = new ComparePage(m_specs);
    addTab(m_compare, QStringLiteral("compare"), tr("Co&mpare two"), {.hidesSimulation = true});

    auto *marketPage = new QWidget;
    auto *marketLayout = new QVBoxLayout(marketPage);
    marketLayout->setContentsMargins(4, 4, 4, 4);
    m_market = new MarketTable(m_specs, marketPage);
    marketLayout->addWidget(m_market, 1);
    auto *marketNote = new QLabel(
        tr("\u2014 means the vendor's specifications do not state it (not the same as \"no\"). "
           "Launch prices are the vendor's own, with their month: prices change. Warranty terms "
           "are not in the data file (they depend on the seller and the country); the GeForce "
           "driver's licence excludes datacenter deployment (section 6 of the lesson)."),
        marketPage);
    marketNote->setWordWrap(true);
    marketLayout->addWidget(marketNote);
    addTab(marketPage, QStringLiteral("market"), tr("Consumer or &datacenter"), {.table = true});

    m_chooser = new ChooserPage(m_specs);
    addTab(m_chooser, QStringLiteral("choose"), tr("C&hoose a GPU"), {.hidesSimulation = true});
    return tabs();
}

void GenerationsPanel::restyleExtras(const SceneStyle &style)
{
    m_growth->setSceneStyle(style);
}

void GenerationsPanel::sectionChanged(int index)
{
    Q_UNUSED(index);
    if (m_growth && simulation())
        m_growth->setMetric(model().metric());
}

} // namespace gpulab
