// TelemetryPanel (see telemetrypanel.h).
#include "lessons/telemetry/telemetrypanel.h"

#include "lessons/telemetry/smifields.h"
#include "lessons/telemetry/telemetrylab.h"
#include "lessons/telemetry/throttlemodel.h"
#include "widgets/aswritten.h"
#include "widgets/simulationview.h"
#include "widgets/tablefit.h"

#include <QFont>
#include <QFontDatabase>
#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>
#include <QVBoxLayout>

namespace gpulab {

TelemetryPanel::~TelemetryPanel() = default;

QWidget *TelemetryPanel::createExtras()
{
    if (!simulation() || simulation()->model().id() != QLatin1String(ThrottleModel::kSimulationId))
        return nullptr;
    addTab(buildSmiTab(), QStringLiteral("smi"), tr("&Reading nvidia-smi"));
    m_live = new TelemetryLab(context());
    addTab(m_live, QStringLiteral("live"), tr("&Live: this machine"),
           {.tall = true, .hidesSimulation = true});
    return tabs();
}

QWidget *TelemetryPanel::buildSmiTab()
{
    auto *page = new QWidget;
    page->setObjectName(QStringLiteral("smiPage"));
    auto *layout = new QVBoxLayout(page);
    layout->setContentsMargins(4, 4, 4, 4);
    m_table = new QTableWidget(page);
    m_table->setObjectName(QStringLiteral("smiTable"));
    m_table->setAccessibleName(tr("The fields of nvidia-smi: NVIDIA's published reading, a "
                                  "reading under load and what each means (the NVML call "
                                  "behind it in the tooltip)"));
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->setVisible(false);
    m_table->setWordWrap(true);
    setColumnTitles(
        m_table,
        {{tr("Field"), tr("As nvidia-smi prints it")},
         {tr("Example"), tr("First line: the output NVIDIA publishes, a Tesla T4 at rest (driver "
                            "535.86.10, NVIDIA Container Toolkit documentation; \"-q only\": not "
                            "in that summary table). Second line: one illustrative reading of an "
                            "H100 SXM5 under a training job (its limits from the datasheet).")},
         {tr("What it means"), tr("In GPU Lab's words; the source in the tooltip")}});
    const QList<SmiField> rows =
        context().data ? context().data->rows<SmiFields>() : QList<SmiField>{};
    m_table->setRowCount(int(rows.size()));
    // The readings are quoted as nvidia-smi prints them (its digits, "0%", "1755 MHz", in every
    // language), so they are set as a quote, in a monospaced face: only the family is set, the
    // size stays the table's.
    QFont quoted;
    quoted.setFamilies(QFontDatabase::systemFont(QFontDatabase::FixedFont).families());
    quoted.setStyleHint(QFont::Monospace);
    // ... and left to right inside a right-to-left line (an isolate): "1755 MHz", never "MHz 1755";
    // so are the field names and the option -q (widgets/aswritten.h).
    for (int r = 0; r < int(rows.size()); ++r) {
        const SmiField &f = rows[r];
        // Both readings in one cell, NVIDIA's first: the meaning keeps the width it needs to be
        // read at a projector's size.
        const QString example =
            tr("%1\nunder load: %2")
                .arg(f.nvidiaExample.isEmpty()
                         //: %1 is nvidia-smi's option -q: the field is printed only by
                         //: "nvidia-smi -q", not in its summary table.
                         ? tr("%1 only").arg(asWrittenText(QStringLiteral("-q")))
                         : asWrittenText(f.nvidiaExample),
                     asWrittenText(f.example));
        const QStringList cells = {asWrittenText(f.field), example, f.meaning};
        for (int c = 0; c < cells.size(); ++c) {
            auto *item = new QTableWidgetItem(cells[c]);
            item->setToolTip(f.nvml.isEmpty()
                                 ? QStringLiteral("%1\n%2").arg(cells[c], f.source)
                                 : tr("%1\nNVML: %2\n%3").arg(cells[c], f.nvml, f.source));
            if (c == 1)
                item->setFont(quoted);
            m_table->setItem(r, c, item);
        }
    }
    keepTableFitted(m_table);
    m_table->setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);
    m_table->setVerticalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    layout->addWidget(m_table);
    auto *note = new QLabel(
        tr("Field names and meanings from NVIDIA's nvidia-smi manual page and the NVML API "
           "Reference. NVIDIA's example is the nvidia-smi output in its Container Toolkit "
           "documentation (docs.nvidia.com, \"Running a Sample Workload\"); the readings under "
           "load illustrate a training job and are not a measurement. GPU-Util is time with a "
           "kernel running, not the share of the GPU that worked."),
        page);
    note->setWordWrap(true);
    layout->addWidget(note);
    fitTableToWidth(m_table);
    return page;
}

bool TelemetryPanel::prepareForScreenshot()
{
    if (!m_live)
        return true;
    showTab(QStringLiteral("live"));
    m_live->setLoad(QStringLiteral("cpu-threads"));
    m_live->setSize(2048);
    m_live->runAndWait(120000); // sampled while shown, so the chart has the run's points
    showTab(QStringLiteral("smi"));
    return true;
}

} // namespace gpulab
