// LinkCalculator (see linkcalculator.h).
#include "lessons/interconnects/linkcalculator.h"
#include "widgets/tablefit.h"

#include "lessons/framework/amountspinbox.h"
#include "lessons/framework/machinestate.h"
#include "lessons/framework/numbertext.h"
#include "widgets/flowlayout.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

#include <cmath>

namespace gpulab {

namespace {

// The GPUs the peak can come from: those with a dense BF16 tensor rate, newest first.
QList<const GpuSpec *> peakCandidates(const QList<GpuSpec> &specs)
{
    QList<const GpuSpec *> list;
    for (const GpuSpec &spec : specs)
        if (spec.kind == GpuKind::Gpu && spec.rate(Precision::Bf16))
            list << &spec;
    return list;
}

// The PCIe rows' latency stands in for a measured host link's (no latency was measured).
double pcieLatencySeconds(const QList<Interconnect> &links)
{
    for (const Interconnect &l : links)
        if (l.family == LinkFamily::Pcie && l.hasLatency())
            return l.latencySeconds();
    return 0;
}

} // namespace

LinkCalculator::LinkCalculator(MachineState &machine, const QList<Interconnect> &links,
                               const QList<GpuSpec> &specs, QWidget *parent)
    : QWidget(parent), m_machine(&machine), m_links(links), m_specs(specs)
{
    setObjectName(QStringLiteral("linkCalculator"));
    // The inputs in rows that wrap under large text, then the table and the formulas, each
    // with the whole width.
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);

    auto *form = new FlowLayout;
    auto addRow = [this, form](const QString &text, QWidget *field) {
        auto *label = new QLabel(text, this);
        label->setBuddy(field);
        form->addPair(label, field);
    };
    m_parameters = new AmountSpinBox(this);
    m_parameters->setRange(0.001, 100000);
    m_parameters->setDecimals(3);
    m_parameters->setValue(10);
    m_parameters->setSuffix(tr(" billion"));
    m_parameters->setAccessibleName(tr("Model size: parameters, in billions"));
    addRow(tr("&Parameters P:"), m_parameters);

    m_bytes = new QComboBox(this);
    m_bytes->addItem(tr("FP32: 4 bytes"), 4.0);
    m_bytes->addItem(tr("BF16 / FP16: 2 bytes"), 2.0);
    m_bytes->addItem(tr("FP8: 1 byte"), 1.0);
    m_bytes->setAccessibleName(tr("Bytes per gradient"));
    addRow(tr("&Gradient b:"), m_bytes);

    m_gpus = new QSpinBox(this);
    m_gpus->setRange(2, 1024);
    m_gpus->setValue(8);
    m_gpus->setAccessibleName(tr("Number of GPUs in the ring"));
    addRow(tr("GP&Us N:"), m_gpus);

    m_gpu = new QComboBox(this);
    m_gpu->setAccessibleName(tr("GPU whose peak sets the compute time"));
    for (const GpuSpec *spec : peakCandidates(m_specs))
        m_gpu->addItem(tr("%1 (BF16 dense %2)")
                           .arg(spec->name, formatRate(*spec, Precision::Bf16, Sparsity::Dense)),
                       spec->id);
    const int h100 = m_gpu->findData(QStringLiteral("h100-sxm5"));
    if (h100 >= 0)
        m_gpu->setCurrentIndex(h100);
    addRow(tr("GPU &peak:"), m_gpu);

    m_utilisation = new QSpinBox(this);
    m_utilisation->setRange(1, 100);
    m_utilisation->setValue(40);
    m_utilisation->setSuffix(tr(" %"));
    m_utilisation->setAccessibleName(tr("Utilisation: share of the peak achieved, in percent"));
    addRow(tr("U&tilisation:"), m_utilisation);

    m_tokens = new QSpinBox(this);
    m_tokens->setRange(1, 100'000'000);
    m_tokens->setSingleStep(4096);
    m_tokens->setValue(32768);
    m_tokens->setGroupSeparatorShown(true);
    m_tokens->setAccessibleName(tr("Tokens per training step, whole batch"));
    addRow(tr("To&kens per step T:"), m_tokens);
    layout->addLayout(form);

    auto *right = layout;
    m_formulas = new QLabel(this);
    m_formulas->setObjectName(QStringLiteral("calculatorFormulas"));
    m_formulas->setWordWrap(true);
    m_formulas->setTextFormat(Qt::RichText);
    m_formulas->setAccessibleName(tr("The formulas with your numbers"));
    m_formulas->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    m_table = new QTableWidget(this);
    m_table->setObjectName(QStringLiteral("calculatorTable"));
    m_table->setAccessibleName(tr("All-reduce time per step on each interconnect, against the "
                                  "compute time"));
    m_table->setColumnCount(4);
    m_table->setHorizontalHeaderLabels({tr("Interconnect\n(B per direction)"),
                                        tr("All-reduce\nper step"),
                                        tr("Communication\n\u00f7 compute"), tr("Verdict")});
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->verticalHeader()->setVisible(false);
    keepTableFitted(m_table); // every column in view, the names wrapped, on every screen
    right->addWidget(m_table, 1);
    right->addWidget(m_formulas); // the verdicts first, how they are worked out below them

    connect(m_parameters, &QDoubleSpinBox::valueChanged, this, &LinkCalculator::refresh);
    connect(m_bytes, &QComboBox::currentIndexChanged, this, &LinkCalculator::refresh);
    connect(m_gpus, &QSpinBox::valueChanged, this, &LinkCalculator::refresh);
    connect(m_gpu, &QComboBox::currentIndexChanged, this, &LinkCalculator::refresh);
    connect(m_utilisation, &QSpinBox::valueChanged, this, &LinkCalculator::refresh);
    connect(m_tokens, &QSpinBox::valueChanged, this, &LinkCalculator::refresh);
    connect(&machine, &MachineState::transferChanged, this, &LinkCalculator::refresh);
    connect(&machine, &MachineState::deviceChanged, this, &LinkCalculator::refresh);
    refresh();
}

TrainingStep LinkCalculator::trainingStep() const
{
    TrainingStep step;
    step.parameters = m_parameters->value() * 1e9;
    step.bytesPerGradient = m_bytes->currentData().toDouble();
    step.gpus = m_gpus->value();
    step.utilisation = m_utilisation->value() / 100.0;
    step.tokensPerStep = m_tokens->value();
    const GpuSpec *spec = findGpuSpec(m_specs, m_gpu->currentData().toString());
    step.peakFlops =
        spec && spec->rate(Precision::Bf16) ? *spec->rate(Precision::Bf16) * 1e12 : 0.0;
    return step;
}

int LinkCalculator::rowOf(const QString &id) const
{
    for (int r = 0; r < m_table->rowCount(); ++r)
        if (m_table->item(r, 0)->data(Qt::UserRole).toString() == id)
            return r;
    return -1;
}

void LinkCalculator::refresh()
{
    const TrainingStep step = trainingStep();
    const QLocale locale;
    const double compute = step.peakFlops > 0 ? step.computeSeconds() : 0.0;
    m_formulas->setText(
        tr("<p><b>Gradients</b> S = P \u00d7 b = %1 \u00d7 %2 bytes = <b>%3</b>.<br>"
           "<b>Compute per step</b> = 6 \u00d7 P \u00d7 T \u00f7 (N \u00d7 peak \u00d7 "
           "utilisation) = 6 \u00d7 %1 \u00d7 %4 \u00f7 (%5 \u00d7 %6 \u00d7 %7 %) = "
           "<b>%8</b> (about 6 FLOPs per parameter per token: 2 forward, 4 backward).<br>"
           "<b>Ring all-reduce</b> = 2(N \u2212 1) \u00d7 (\u03b1 + S \u00f7 (N \u00d7 B)), "
           "B per direction, \u03b1 typical per-step latency (approx.).</p>")
            .arg(scientificText(step.parameters, 4))
            .arg(locale.toString(step.bytesPerGradient))
            .arg(bytesText(step.gradientBytes()))
            .arg(locale.toString(step.tokensPerStep, 'f', 0))
            .arg(QLocale().toString(step.gpus))
            .arg(tr("%1 TFLOPS").arg(locale.toString(step.peakFlops / 1e12, 'g', 5)))
            .arg(locale.toString(step.utilisation * 100, 'g', 3))
            .arg(secondsText(compute)));

    struct Row
    {
        QString id;
        QString label;
        Hop hop;
    };
    QList<Row> rows;
    for (const Interconnect &l : m_links) {
        if (l.family == LinkFamily::NvSwitch)
            continue; // systems: their links are the NVLink rows
        const QString where = l.family == LinkFamily::NvLink
                                  ? tr("%1 (NVSwitch, all to all)").arg(l.nameLabel)
                                  : l.nameLabel;
        rows.append({l.id,
                     tr("%1, %2").arg(where, formatBytesPerSecond(l.bytesPerSecond())),
                     {l.bytesPerSecond(), l.latencySeconds()}});
    }
    if (const std::optional<MeasuredTransfer> measured = m_machine->transfer()) {
        const double bytesPerSecond =
            std::min(measured->hostToDeviceGBs, measured->deviceToHostGBs) * 1e9;
        if (bytesPerSecond > 0)
            rows.prepend({QStringLiteral("machine"),
                          tr("This machine, host \u2194 device as measured, %1")
                              .arg(formatBytesPerSecond(bytesPerSecond)),
                          {bytesPerSecond, pcieLatencySeconds(m_links)}});
    }
    m_table->setRowCount(int(rows.size()));
    for (int r = 0; r < rows.size(); ++r) {
        const Row &row = rows.at(r);
        const double seconds = step.communicationSeconds(row.hop);
        const double ratio = compute > 0 ? seconds / compute : 0.0;
        QString verdict;
        QColor tint;
        if (ratio > 1) {
            verdict = tr("\u25b2 communication dominates");
            tint = QColor(213, 94, 0, 60); // vermillion, light
        } else {
            verdict = tr("\u25bc compute dominates");
            tint = QColor(0, 158, 115, 50); // bluish green, light
        }
        const QStringList cells{row.label, secondsText(seconds), locale.toString(ratio, 'g', 3),
                                verdict};
        for (int c = 0; c < cells.size(); ++c) {
            auto *item = new QTableWidgetItem(cells.at(c));
            item->setData(Qt::UserRole, row.id);
            if (c == 3)
                item->setBackground(tint);
            if (c == 1 || c == 2)
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            item->setToolTip(cells.at(c));
            m_table->setItem(r, c, item);
        }
    }
    fitTableToWidth(m_table);
}

} // namespace gpulab
