// AcceleratorsPanel (see acceleratorspanel.h).
#include "lessons/accelerators/acceleratorspanel.h"
#include "lessons/framework/numbertext.h"

#include "lessons/accelerators/acceleratorrows.h"
#include "lessons/accelerators/systolicmodel.h"
#include "lessons/framework/gpuspecs.h"
#include "lessons/framework/machinestate.h"
#include "lessons/framework/sentencetext.h"
#include "widgets/flowlayout.h"
#include "widgets/simulationview.h"
#include "widgets/tablefit.h"

#include <QComboBox>
#include <QHeaderView>
#include <QJsonObject>
#include <QLabel>
#include <QLocale>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

namespace gpulab {

namespace {

using systolic::Dataflow;

QTableWidget *makeTable(QWidget *parent, const QString &objectName, const QString &accessibleName)
{
    auto *table = new QTableWidget(parent);
    table->setObjectName(objectName);
    table->setAccessibleName(accessibleName);
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->verticalHeader()->setVisible(false);
    table->setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);
    table->setVerticalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    return table;
}

void setRow(QTableWidget *table, int row, const QStringList &cells, const QString &tooltip,
            int firstNumeric = 1)
{
    for (int c = 0; c < cells.size(); ++c) {
        auto *item = new QTableWidgetItem(cells[c]);
        item->setToolTip(tooltip);
        if (c >= firstNumeric)
            item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        table->setItem(row, c, item);
    }
}

// A tab's page: a column with the margins every page of this panel has.
std::pair<QWidget *, QVBoxLayout *> newPage(const QString &objectName)
{
    auto *page = new QWidget;
    page->setObjectName(objectName);
    auto *layout = new QVBoxLayout(page);
    layout->setContentsMargins(4, 4, 4, 4);
    return {page, layout};
}

QLabel *note(const QString &text, QWidget *parent)
{
    auto *label = new QLabel(text, parent);
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

QString perMac(double value)
{
    return QLocale().toString(value, 'f', value < 0.1 ? 4 : 3);
}

QString count(long long value)
{
    return QLocale().toString(value);
}

QString figure(double value, const QString &unit)
{
    if (!isKnown(value))
        return AcceleratorsPanel::tr("\u2014");
    return QStringLiteral("%1 %2").arg(QLocale().toString(value, 'f', value < 100 ? 1 : 0), unit);
}

QString kindText(const GpuSpec &spec)
{
    switch (spec.kind) {
    case GpuKind::Gpu: return AcceleratorsPanel::tr("GPU");
    case GpuKind::Npu: return AcceleratorsPanel::tr("NPU");
    default: return AcceleratorsPanel::tr("accelerator");
    }
}

} // namespace

AcceleratorsPanel::AcceleratorsPanel(const LessonContext &context, const LessonContent &content,
                                     std::unique_ptr<SimulationModel> model,
                                     std::unique_ptr<SimulationScene> scene, QWidget *parent)
    : LessonPanel(context, content, std::move(model), std::move(scene), parent)
{}

AcceleratorsPanel::~AcceleratorsPanel() = default;

const SystolicModel &AcceleratorsPanel::model() const
{
    return static_cast<const SystolicModel &>(simulation()->model());
}

QWidget *AcceleratorsPanel::createExtras()
{
    if (!simulation() || simulation()->model().id() != QLatin1String(SystolicModel::kSimulationId))
        return nullptr;
    addTab(buildChipsTab(), QStringLiteral("chips"), tr("&Chips"), {.table = true});
    addTab(buildMovementTab(), QStringLiteral("movement"), tr("&Data movement"), {.table = true});
    addTab(buildChooseTab(), QStringLiteral("choose"), tr("&When to choose which"),
           {.table = true});
    addTab(buildMachineTab(), QStringLiteral("machine"), tr("&Your machine"), {.table = true});
    connect(simulation(), &SimulationView::stateChanged, this, [this] {
        syncControls();
        fillMovement();
    });
    return tabs();
}

QWidget *AcceleratorsPanel::buildMovementTab()
{
    const auto [page, layout] = newPage(QStringLiteral("movementPage"));
    auto *row = new FlowLayout;
    m_size = new QComboBox(page);
    m_size->setAccessibleName(tr("Size of the systolic array (processing elements per side)"));
    for (int n = SystolicModel::kMinSize; n <= SystolicModel::kMaxSize; ++n)
        m_size->addItem(tr("%1\u00d7%1").arg(wholeText(n)), n);
    auto *sizeLabel = new QLabel(tr("&Array:"), page);
    sizeLabel->setBuddy(m_size);
    row->addPair(sizeLabel, m_size);
    m_rows = new QSpinBox(page);
    m_rows->setRange(1, SystolicModel::kMaxRows);
    m_rows->setAccessibleName(tr("Rows of the input matrix A"));
    auto *rowsLabel = new QLabel(tr("&Input rows M:"), page);
    rowsLabel->setBuddy(m_rows);
    row->addPair(rowsLabel, m_rows);
    m_dataflow = new QComboBox(page);
    m_dataflow->setAccessibleName(tr("Dataflow: what stays in each processing element"));
    m_dataflow->addItem(tr("Weight-stationary"),
                        SystolicModel::dataflowKey(Dataflow::WeightStationary));
    m_dataflow->addItem(tr("Output-stationary"),
                        SystolicModel::dataflowKey(Dataflow::OutputStationary));
    auto *dataflowLabel = new QLabel(tr("&Dataflow:"), page);
    dataflowLabel->setBuddy(m_dataflow);
    row->addPair(dataflowLabel, m_dataflow);
    layout->addLayout(row);

    m_movement = makeTable(page, QStringLiteral("movementTable"),
                           tr("Values moved per multiply-add: the systolic array against tensor "
                              "cores, counted by the model"));
    setColumnTitles(
        m_movement,
        {{tr("Design"), tr("Which hardware does the product, and how large it is")},
         {tr("MACs"), tr("Multiply-adds of the product (useful ones: padding not counted)")},
         {tr("Reads"),
          tr("Operand values read from a buffer (systolic array: at its edges) or from the "
             "register file (tensor cores: per instruction)")},
         {tr("Reads/MAC"), tr("Reads divided by multiply-adds: lower is less data moved")},
         {tr("PE passes"),
          tr("Values handed from one processing element to its neighbour: short wires, no "
             "memory")}});
    keepTableFitted(m_movement);
    layout->addWidget(m_movement);
    layout->addWidget(note(
        tr("Counted by the model, not measured. A systolic array reads each input and weight once "
           "at its edge and then hands it from neighbour to neighbour; a tensor-core instruction "
           "(PTX mma.m16n8k16: 16×16 and 16×8 operands and a 16×8 accumulator "
           "from registers, NVIDIA PTX ISA) reads 512 register values for 2,048 multiply-adds, "
           "and the kernel loads those registers from shared memory. What a tensor core reuses "
           "inside itself is not published. The MXU rows use Google's 128×128 MXU (Cloud TPU "
           "system architecture); TPU v1's array was 256×256 (Jouppi et al., ISCA 2017)."),
        page));
    connect(m_size, &QComboBox::currentIndexChanged, this, &AcceleratorsPanel::applyControls);
    connect(m_rows, &QSpinBox::valueChanged, this, &AcceleratorsPanel::applyControls);
    connect(m_dataflow, &QComboBox::currentIndexChanged, this, &AcceleratorsPanel::applyControls);
    syncControls();
    fillMovement();
    return page;
}

void AcceleratorsPanel::syncControls()
{
    if (!m_size)
        return;
    m_syncing = true;
    const SystolicModel::Settings &s = model().settings();
    m_size->setCurrentIndex(std::max(0, m_size->findData(s.size)));
    m_rows->setValue(s.rows);
    m_dataflow->setCurrentIndex(
        std::max(0, m_dataflow->findData(SystolicModel::dataflowKey(s.dataflow))));
    m_syncing = false;
}

void AcceleratorsPanel::applyControls()
{
    if (m_syncing)
        return;
    QString error;
    if (!simulation()->setParameters(
            {{QStringLiteral("size"), m_size->currentData().toInt()},
             {QStringLiteral("rows"), m_rows->value()},
             {QStringLiteral("dataflow"), m_dataflow->currentData().toString()}},
            &error))
        m_movement->setToolTip(error);
    fillMovement();
}

void AcceleratorsPanel::fillMovement()
{
    if (!m_movement)
        return;
    const SystolicModel::Settings &s = model().settings();
    const int n = s.size, m = s.rows;
    const systolic::Traffic array = systolic::systolicTraffic(s.dataflow, n, m);
    const systolic::TensorCoreTraffic cores = systolic::tensorCoreTraffic(m, n, n);
    constexpr int kMxu = 128, kMxuRows = 1024;
    const systolic::Traffic mxu =
        systolic::systolicTraffic(Dataflow::WeightStationary, kMxu, kMxuRows);
    const systolic::TensorCoreTraffic bigCores = systolic::tensorCoreTraffic(kMxuRows, kMxu, kMxu);
    const QString flow = s.dataflow == Dataflow::WeightStationary ? tr("weight-stationary")
                                                                  : tr("output-stationary");
    m_movement->setRowCount(4);
    setRow(m_movement, 0,
           {tr("This array: %1\u00d7%1, %2, M = %3")
                .arg(QLocale().toString(n), flow, QLocale().toString(m)),
            count(array.macs), count(array.inputReads + array.weightReads),
            perMac(array.edgeReadsPerMac()), count(array.peHops)},
           tr("Counted as the simulation runs; the same as its closed form."));
    setRow(
        m_movement, 1,
        {tr("Tensor cores, the same product (mma instructions: %1)").arg(count(cores.instructions)),
         count(cores.usefulMacs), count(cores.registerReads), perMac(cores.registerReadsPerMac()),
         tr("\u2014")},
        tr("mma.m16n8k16 instructions, edges padded to 16×8×16 tiles; only register "
           "reads are counted."));
    setRow(m_movement, 2,
           {tr("TPU MXU: 128×128, weight-stationary, M = 1,024"), count(mxu.macs),
            count(mxu.inputReads + mxu.weightReads), perMac(mxu.edgeReadsPerMac()),
            count(mxu.peHops)},
           tr("The closed form at an MXU's size (Google Cloud TPU system architecture: 128×128 "
              "multiply-accumulators)."));
    setRow(m_movement, 3,
           {tr("Tensor cores, the same 1,024×128×128 product"), count(bigCores.usefulMacs),
            count(bigCores.registerReads), perMac(bigCores.registerReadsPerMac()), tr("\u2014")},
           tr("0.25 register reads per multiply-add whatever the size: each instruction reads "
              "its operands afresh."));
    fitTableToWidth(m_movement);
}

QWidget *AcceleratorsPanel::buildChipsTab()
{
    const auto [page, layout] = newPage(QStringLiteral("chipsPage"));
    m_chips = makeTable(page, QStringLiteral("chipsTable"),
                        tr("Accelerators, NPUs and the GPUs beside them, from gpu-specs.csv"));
    setColumnTitles(
        m_chips,
        {{tr("Chip"), tr("From gpu-specs.csv; its kind, links, source and notes in the tooltip")},
         {tr("Year"), tr("Launch or announcement year")},
         {tr("Dense peak"),
          tr("The dense matrix peak the chip is quoted by, with its precision (BF16, else FP16, "
             "else FP8, else INT8). A dash: the vendor names no precision")},
         {tr("Memory"), tr("Memory on the device, GB as the vendor states it")},
         {tr("Bandwidth"), tr("Memory bandwidth, GB/s")},
         {tr("Access"), tr("Bought, rented only, or inside your own device")}});
    keepTableFitted(m_chips);
    const QList<GpuSpec> rows = accelerators::chipRows(
        context().data ? context().data->rows<GpuSpecs>() : QList<GpuSpec>{});
    m_chips->setRowCount(int(rows.size()));
    for (int r = 0; r < int(rows.size()); ++r) {
        const GpuSpec &g = rows[r];
        const std::optional<accelerators::Peak> peak = accelerators::densePeak(g);
        const QString market = g.market == QLatin1String("cloud")      ? tr("rented only")
                               : g.market == QLatin1String("consumer") ? tr("in your device")
                                                                       : tr("bought or rented");
        QString links = figure(g.interconnectGBs, tr("GB/s"));
        if (!g.interconnectLabel.isEmpty())
            links = isKnown(g.interconnectGBs) ? tr("%1 (%2)").arg(links, g.interconnectLabel)
                                               : g.interconnectLabel;
        setRow(m_chips, r,
               {g.name, wholeText(g.year),
                peak ? accelerators::peakText(*peak) : tr("\u2014 (no precision stated)"),
                figure(g.memoryGB, tr("GB")), figure(g.bandwidthGBs, tr("GB/s")), market},
               tr("%1 \u00b7 links: %2\n%3\n%4").arg(kindText(g), links, g.source, g.notes), 1);
    }
    fitTableToWidth(m_chips);
    layout->addWidget(m_chips);
    layout->addWidget(note(
        tr("Every figure is a row of assets/data/gpu-specs.csv with its source (hover a row). "
           "Peaks are dense, per chip, at the precision shown; a TPU pod or a Trn1 instance "
           "joins many chips. Apple, AMD and Qualcomm quote NPU \"TOPS\" without a precision: the "
           "table leaves those cells empty rather than compare unlike numbers."),
        page));
    return page;
}

QWidget *AcceleratorsPanel::buildChooseTab()
{
    const auto [page, layout] = newPage(QStringLiteral("choosePage"));
    m_choose = makeTable(page, QStringLiteral("chooseTable"),
                         tr("When to choose which: software, scale and availability of each "
                            "family, with figures from the data file"));
    setColumnTitles(
        m_choose, {{tr("Family"),
                    tr("Chips of one vendor and kind; the rows of the data file in the tooltip")},
                   {tr("Software"), tr("What your code must be written for")},
                   {tr("Scale"), tr("How many chips work on one job, and over what")},
                   {tr("Availability"), tr("Buy, rent, or already in your device")},
                   {tr("From the data file"),
                    tr("The family's largest dense peak and largest memory, from gpu-specs.csv")}});
    keepTableFitted(m_choose);
    const QList<accelerators::FamilyRow> families = accelerators::familyRows(
        context().data ? context().data->rows<GpuSpecs>() : QList<GpuSpec>{});
    m_choose->setRowCount(int(families.size()));
    for (int r = 0; r < int(families.size()); ++r) {
        const accelerators::FamilyRow &f = families[r];
        const QString chips =
            f.peakChip.isEmpty()
                ? QString()
                : tr("Peak: %1. Memory: %2.\n")
                      .arg(f.peakChip, f.memoryChip.isEmpty() ? tr("shared with the "
                                                                   "processor")
                                                              : f.memoryChip);
        setRow(m_choose, r,
               {f.name, f.software, f.scale, f.availability,
                tr("%1 \u00b7 %2").arg(f.peakText, f.memoryText)},
               tr("%1Rows: %2\n\n%3")
                   .arg(chips, itemList(f.examples), f.sources.join(QLatin1Char('\n'))),
               5);
    }
    fitTableToWidth(m_choose);
    layout->addWidget(m_choose);
    layout->addWidget(note(
        tr("A rule of thumb in this lesson's words: start where your software already runs. "
           "PyTorch research code: an NVIDIA GPU. A model that needs more memory per chip, with a "
           "team able to test ROCm: AMD. JAX at pod scale, in Google Cloud: TPUs. A large, steady "
           "training or serving job in AWS whose model the Neuron compiler supports: Trainium or "
           "Inferentia. A small model that must run offline on the user's device: its NPU."),
        page));
    return page;
}

QWidget *AcceleratorsPanel::buildMachineTab()
{
    const auto [page, layout] = newPage(QStringLiteral("machinePage"));
    m_machineStatus = note(QString(), page);
    m_machineStatus->setObjectName(QStringLiteral("machineStatus"));
    layout->addWidget(m_machineStatus);
    m_machineTable = makeTable(page, QStringLiteral("machineTable"),
                               tr("Each chip's dense peak as a multiple of the rate measured on "
                                  "this computer"));
    setColumnTitles(
        m_machineTable,
        {{tr("Chip"), tr("From gpu-specs.csv")},
         {tr("Dense peak"), tr("Its dense matrix peak and precision")},
         {tr("\u00d7 this machine"),
          tr("The peak divided by the float32 rate measured here: a ratio of peaks at different "
             "precisions, an upper bound on the difference, not a benchmark")}});
    keepTableFitted(m_machineTable);
    layout->addWidget(m_machineTable);
    connect(&machine(), &MachineState::roofsChanged, this, &AcceleratorsPanel::fillMachine);
    connect(&machine(), &MachineState::raceChanged, this, &AcceleratorsPanel::fillMachine);
    connect(&machine(), &MachineState::deviceChanged, this, &AcceleratorsPanel::fillMachine);
    fillMachine();
    return page;
}

void AcceleratorsPanel::fillMachine()
{
    if (!m_machineTable)
        return;
    // The best float32 rate measured on this device: the FMA roof, else a verified race.
    double gflops = 0;
    QString what;
    if (const std::optional<MeasuredRoofs> roofs = machine().roofs();
        roofs && roofs->roofs.peakGflops > 0) {
        gflops = roofs->roofs.peakGflops;
        what = tr("the float32 FMA roof measured on %1 (%2)")
                   .arg(roofs->device,
                        QLocale().toString(roofs->when.toLocalTime(), QLocale::ShortFormat));
    }
    if (const std::optional<MeasuredRace> race = machine().race();
        race && race->rightGflops > gflops) {
        gflops = race->rightGflops;
        what = tr("the %1 matrix product (N = %2) measured on %3 (%4)")
                   .arg(race->rightVariant)
                   .arg(wholeText(race->n))
                   .arg(race->device,
                        QLocale().toString(race->when.toLocalTime(), QLocale::ShortFormat));
    }
    const QList<GpuSpec> rows = accelerators::chipRows(
        context().data ? context().data->rows<GpuSpecs>() : QList<GpuSpec>{});
    if (gflops <= 0) {
        m_machineStatus->setText(
            tr("No rate has been measured on this computer's device yet. Run the Live Lab's "
               "race or its roofline measurement (or the Memory lesson's roofline), then come "
               "back: this tab places the measured GFLOP/s beside every chip's peak. Nothing is "
               "shown until then."));
        m_machineTable->setRowCount(0);
        fitTableToWidth(m_machineTable);
        return;
    }
    m_machineStatus->setText(tr("This machine: %1 GFLOP/s float32, %2.")
                                 .arg(QLocale().toString(gflops, 'f', gflops < 100 ? 1 : 0), what));
    m_machineTable->setRowCount(0);
    for (const GpuSpec &g : rows) {
        const std::optional<accelerators::Peak> peak = accelerators::densePeak(g);
        if (!peak)
            continue;
        const std::optional<double> times = accelerators::timesMeasured(peak->value, gflops);
        if (!times)
            continue;
        const int r = m_machineTable->rowCount();
        m_machineTable->setRowCount(r + 1);
        setRow(m_machineTable, r,
               {g.name, accelerators::peakText(*peak),
                tr("\u00d7%1").arg(QLocale().toString(*times, 'f', *times < 10 ? 1 : 0))},
               g.source);
    }
    fitTableToWidth(m_machineTable);
}

} // namespace gpulab
