// MemoryPanel (see memorypanel.h).
#include "lessons/memory/memorypanel.h"
#include "widgets/tablefit.h"

#include "lessons/framework/pagesizedtabs.h"
#include "lessons/memory/memorylive.h"
#include "lessons/memory/memorymodel.h"
#include "lessons/memory/memoryscene.h"
#include "lessons/memory/rooflinelab.h"
#include "widgets/flowlayout.h"
#include "widgets/simulationview.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonObject>
#include <QLabel>
#include <QLocale>
#include <QStyle>
#include <QTabBar>
#include <QTabWidget>
#include <QTableWidget>
#include <QVBoxLayout>

namespace gpulab {

MemoryPanel::MemoryPanel(const LessonContext &context, const LessonContent &content,
                         std::unique_ptr<SimulationModel> model,
                         std::unique_ptr<SimulationScene> scene, QWidget *parent)
    : LessonPanel(context, content, std::move(model), std::move(scene), parent)
{}

MemoryPanel::~MemoryPanel() = default;

const MemoryModel &MemoryPanel::model() const
{
    return static_cast<const MemoryModel &>(simulation()->model());
}

QWidget *MemoryPanel::createExtras()
{
    if (!simulation() || simulation()->model().id() != QLatin1String(MemoryModel::kSimulationId))
        return nullptr;
    // The roofline and the live measurements need the room: the model steps aside meanwhile.
    addTab(buildLevelsTab(), QStringLiteral("levels"), tr("L&evels"), {.table = true});
    m_roofline = new RooflineLab(context());
    addTab(m_roofline, QStringLiteral("roofline"), tr("R&oofline"),
           {.tall = true, .hidesSimulation = true});
    m_latency = new LatencyLab(context());
    addTab(m_latency, QStringLiteral("latency"), tr("&Latency (live)"),
           {.tall = true, .hidesSimulation = true});
    m_bandwidth = new BandwidthLab(context());
    addTab(m_bandwidth, QStringLiteral("bandwidth"), tr("&Bandwidth (live)"),
           {.tall = true, .hidesSimulation = true});
    m_tiling = new TilingRace(context());
    addTab(m_tiling, QStringLiteral("tiling"), tr("S&hared memory (live)"));
    return tabs();
}

QWidget *MemoryPanel::buildLevelsTab()
{
    auto *page = new QWidget;
    page->setObjectName(QStringLiteral("levelsPage"));
    auto *layout = new QVBoxLayout(page);
    layout->setContentsMargins(4, 4, 4, 4);
    auto *row = new FlowLayout;
    m_gpu = new QComboBox(page);
    m_gpu->setAccessibleName(tr("GPU of the table and the simulation"));
    const MemoryModel &m = model();
    for (const QString &id : m.availableGpus())
        m_gpu->addItem(m.gpuName(id), id);
    m_gpu->setCurrentIndex(std::max(0, m_gpu->findData(m.settings().gpu)));
    auto *label = new QLabel(tr("&GPU:"), page);
    label->setBuddy(m_gpu);
    row->addPair(label, m_gpu);
    layout->addLayout(row);
    m_table = new QTableWidget(page);
    m_table->setObjectName(QStringLiteral("levelsTable"));
    m_table->setAccessibleName(tr("The memory levels of the chosen GPU, from the data file"));
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->setVisible(false);
    m_table->setColumnCount(5);
    m_table->setHorizontalHeaderLabels({tr("Level"), tr("Capacity"), tr("Whole GPU"),
                                        tr("Latency of a hit"), tr("Bandwidth (whole GPU)")});
    keepTableFitted(m_table); // every column in view, on every screen
    m_table->setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);
    m_table->setVerticalScrollBarPolicy(Qt::ScrollBarAsNeeded); // on a small window it scrolls
    layout->addWidget(m_table);
    auto *note = new QLabel(
        tr("From assets/data/memory-levels.csv; each cell's source is in its tooltip. "
           "Latencies are measured by microbenchmarks (pointer chasing); “approx.\u201d marks "
           "one measured on another board of the same chip or spread widely between loads; n/a "
           "means not published. The host's latency is the model's derivation (HBM's latency + "
           "64 KiB over PCIe), not a measurement."),
        page);
    note->setWordWrap(true);
    layout->addWidget(note);
    connect(m_gpu, &QComboBox::currentIndexChanged, this, [this] {
        const QString id = m_gpu->currentData().toString();
        if (id != model().settings().gpu) {
            simulation()->setParameters({{QStringLiteral("gpu"), id}}, nullptr);
        }
        fillTable();
    });
    fillTable();
    return page;
}

void MemoryPanel::fillTable()
{
    const MemoryModel::Machine &m = model().machine();
    m_table->setRowCount(kMemoryLevelCount);
    for (int i = 0; i < kMemoryLevelCount; ++i) {
        const MemoryLevel level = MemoryLevel(i);
        const MemoryModel::Level &l = m.at(level);
        const bool perSm = level == MemoryLevel::Registers || level == MemoryLevel::L1;
        QString latency;
        if (level == MemoryLevel::Registers)
            latency = tr("none (operands)");
        else
            latency =
                tr("%1%2 cycles = %3 ns%4")
                    .arg(l.latencyDerived || l.approximate ? QStringLiteral("\u2248") : QString())
                    .arg(QLocale().toString(l.latencyCycles))
                    .arg(QLocale().toString(m.latencyNs(level), 'f', 0))
                    .arg(l.latencyDerived ? tr(" (derived)") : QString());
        const QStringList cells = {
            memoryLevelName(level),
            level == MemoryLevel::Host ? tr("the server's")
            : perSm ? tr("%1 per SM").arg(MemoryScene::bytesText(l.capacityBytes))
                    : MemoryScene::bytesText(l.capacityBytes),
            level == MemoryLevel::Host ? tr("\u2014") : MemoryScene::bytesText(l.chipBytes),
            latency,
            level == MemoryLevel::Host
                ? tr("%1 each way (PCIe)").arg(MemoryScene::bandwidthText(l.bandwidthGBs))
                : MemoryScene::bandwidthText(l.bandwidthGBs)};
        for (int c = 0; c < cells.size(); ++c) {
            auto *item = new QTableWidgetItem(cells[c]);
            item->setToolTip(tr("Source: %1\n%2").arg(l.source, l.notes));
            m_table->setItem(i, c, item);
        }
    }
    fitTableToWidth(m_table);
}

bool MemoryPanel::prepareForScreenshot()
{
    if (!tabs())
        return true;
    m_roofline->setIntensity(2.0);
    m_latency->setPrediction(3);
    m_latency->setRange(4 << 10, 64 << 20, 2.0);
    const bool latency = m_latency->runAndWait(120000);
    m_bandwidth->setRange(4 << 10, 16 << 20, 2);
    const bool bandwidth = m_bandwidth->runAndWait(120000);
    m_tiling->setSize(256);
    m_tiling->setPrediction(3);
    m_tiling->runAndWait(120000); // needs OpenCL; without it the page says so
    return latency && bandwidth;
}

} // namespace gpulab
