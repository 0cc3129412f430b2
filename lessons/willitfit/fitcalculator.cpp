// FitCalculator (see fitcalculator.h).
#include "lessons/willitfit/fitcalculator.h"

#include "lessons/framework/amountspinbox.h"
#include "lessons/framework/numbertext.h"
#include "lessons/willitfit/willitfitmodel.h"
#include "lessons/willitfit/willitfitscene.h"
#include "widgets/flowlayout.h"
#include "widgets/simulationview.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QJsonObject>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include <cmath>

namespace gpulab {

namespace {

QString number(double value, int decimals = 0)
{
    return QLocale().toString(value, 'f', decimals);
}

// "6.74 × 10⁹": parameters as the formulas write them.
QString parametersText(double parameters)
{
    return QLocale().toString(parameters / 1e9, 'g', 4) + QStringLiteral(" \u00d7 ") +
           QLocale().toString(10) + QStringLiteral("\u2079");
}

// "2", "0.5", "16": bytes per parameter or per value, as the formulas write them.
QString perValueText(double bytes)
{
    return QLocale().toString(bytes, 'g', 3);
}

} // namespace

FitCalculator::FitCalculator(SimulationView *view, QWidget *parent) : QWidget(parent), m_view(view)
{
    setObjectName(QStringLiteral("fitCalculator"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    auto *form = new FlowLayout;
    auto addRow = [this, form](const QString &text, QWidget *field, const QString &accessible) {
        auto *label = new QLabel(text, this);
        label->setBuddy(field);
        field->setAccessibleName(accessible);
        form->addPair(label, field);
    };
    const WillItFitModel &m = model();

    m_preset = new QComboBox(this);
    for (const ParameterChoice &choice : m.parameterChoices(QStringLiteral("preset")))
        m_preset->addItem(choice.label.isEmpty() ? choice.value : choice.label, choice.value);
    addRow(tr("&Model:"), m_preset, tr("Model: a published architecture or a custom one"));

    m_params = new AmountSpinBox(this);
    m_params->setRange(0.001, 100000);
    m_params->setDecimals(3);
    m_params->setSuffix(tr(" billion"));
    addRow(tr("&Parameters:"), m_params, tr("Parameters, in billions"));
    auto whole = [this](int max) {
        auto *spin = new QSpinBox(this);
        spin->setRange(1, max);
        spin->setGroupSeparatorShown(true);
        return spin;
    };
    m_layers = whole(10000);
    addRow(tr("&Layers:"), m_layers, tr("Transformer layers"));
    m_hidden = whole(1000000);
    addRow(tr("&Hidden:"), m_hidden, tr("Hidden size, the model's width"));
    m_heads = whole(100000);
    addRow(tr("H&eads:"), m_heads, tr("Query heads per layer"));
    m_kvHeads = whole(100000);
    addRow(tr("&KV heads:"), m_kvHeads,
           tr("Key and value heads per layer; fewer than the heads is grouped-query attention"));
    m_headDim = whole(100000);
    addRow(tr("Head si&ze:"), m_headDim, tr("Width of one attention head"));

    auto choices = [this, &m](const char *key) {
        auto *box = new QComboBox(this);
        for (const ParameterChoice &choice : m.parameterChoices(QString::fromLatin1(key)))
            box->addItem(choice.label.isEmpty() ? choice.value : choice.label, choice.value);
        return box;
    };
    m_mode = choices("mode");
    addRow(tr("&Job:"), m_mode, tr("Training or serving (inference)"));
    m_weights = new QComboBox(this);
    m_weights->addItem(tr("FP32 (4 bytes)"), QStringLiteral("fp32"));
    m_weights->addItem(tr("BF16 / FP16 (2 bytes)"), QStringLiteral("bf16"));
    m_weights->addItem(tr("FP8 (1 byte)"), QStringLiteral("fp8"));
    m_weights->addItem(tr("INT4 / FP4 (0.5 byte)"), QStringLiteral("int4"));
    addRow(tr("&Weights:"), m_weights, tr("Format of the weights"));
    m_optimizer = new QComboBox(this);
    m_optimizer->addItem(tr("SGD (no state)"), QStringLiteral("sgd"));
    m_optimizer->addItem(tr("SGD + momentum (4 bytes)"), QStringLiteral("momentum"));
    m_optimizer->addItem(tr("Adam (8 bytes)"), QStringLiteral("adam"));
    m_optimizer->addItem(tr("8-bit Adam (2 bytes)"), QStringLiteral("adam8bit"));
    addRow(tr("&Optimizer:"), m_optimizer, tr("Optimizer, with its state per parameter"));
    m_master = new QCheckBox(tr("FP32 master &copy"), this);
    m_master->setAccessibleName(tr("Mixed precision: keep an FP32 master copy of the weights"));
    form->addWidget(m_master);
    m_checkpointing = new QCheckBox(tr("Activation check&pointing"), this);
    m_checkpointing->setAccessibleName(tr("Activation checkpointing: keep only each layer's "
                                          "input and recompute the rest"));
    form->addWidget(m_checkpointing);
    m_scores = new QCheckBox(tr("Keep attention &scores"), this);
    m_scores->setAccessibleName(tr("Keep the sequence by sequence attention scores (no "
                                   "FlashAttention)"));
    form->addWidget(m_scores);
    m_sequence = whole(10000000);
    m_sequence->setSingleStep(1024);
    addRow(tr("Se&quence:"), m_sequence, tr("Tokens per sequence"));
    m_batch = whole(100000);
    addRow(tr("&Batch:"), m_batch, tr("Sequences at once on each GPU"));
    m_kvCache = new QComboBox(this);
    m_kvCache->addItem(QStringLiteral("FP32"), QStringLiteral("fp32"));
    m_kvCache->addItem(QStringLiteral("BF16 / FP16"), QStringLiteral("bf16"));
    m_kvCache->addItem(QStringLiteral("FP8"), QStringLiteral("fp8"));
    m_kvCache->addItem(QStringLiteral("INT4"), QStringLiteral("int4"));
    addRow(tr("KV cac&he:"), m_kvCache, tr("Format of the KV cache"));
    m_overhead = new QDoubleSpinBox(this);
    m_overhead->setRange(0, 100);
    m_overhead->setDecimals(0);
    m_overhead->setSuffix(tr(" %"));
    addRow(tr("O&verhead (assumed):"), m_overhead,
           tr("Framework overhead, an assumption: percent added for the CUDA context, "
              "workspaces and fragmentation"));
    m_gpu = choices("gpu");
    addRow(tr("&GPU:"), m_gpu, tr("GPU whose memory is the bar's frame"));
    m_gpus = whole(WillItFitModel::kMaxGpus);
    addRow(tr("GP&Us:"), m_gpus, tr("Number of GPUs sharing the job"));
    m_strategy = new QComboBox(this);
    m_strategy->addItem(tr("Data parallel"), QStringLiteral("dp"));
    m_strategy->addItem(tr("ZeRO-1"), QStringLiteral("zero1"));
    m_strategy->addItem(tr("ZeRO-2"), QStringLiteral("zero2"));
    m_strategy->addItem(tr("ZeRO-3 / FSDP"), QStringLiteral("zero3"));
    m_strategy->addItem(tr("Tensor parallel"), QStringLiteral("tp"));
    addRow(tr("Sha&ring:"), m_strategy, tr("How the GPUs share the memory"));
    m_example = new QPushButton(tr("The 7&B example"), this);
    m_example->setAccessibleName(tr("Load the worked example: 7 billion parameters, Adam, "
                                    "mixed precision"));
    form->addWidget(m_example);
    layout->addLayout(form);

    m_problem = new QLabel(this);
    m_problem->setObjectName(QStringLiteral("fitProblem"));
    m_problem->setWordWrap(true);
    m_problem->hide();
    layout->addWidget(m_problem);
    m_formulas = new QLabel(this);
    m_formulas->setObjectName(QStringLiteral("fitFormulas"));
    m_formulas->setWordWrap(true);
    m_formulas->setTextFormat(Qt::RichText);
    m_formulas->setAccessibleName(tr("The memory, part by part, with your numbers"));
    m_formulas->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    layout->addWidget(m_formulas);
    layout->addStretch(1);

    connect(m_preset, &QComboBox::activated, this, &FitCalculator::applyPreset);
    for (QComboBox *box : {m_mode, m_weights, m_optimizer, m_kvCache, m_gpu, m_strategy})
        connect(box, &QComboBox::currentIndexChanged, this, &FitCalculator::applyFields);
    for (QSpinBox *spin :
         {m_layers, m_hidden, m_heads, m_kvHeads, m_headDim, m_sequence, m_batch, m_gpus})
        connect(spin, &QSpinBox::valueChanged, this, &FitCalculator::applyFields);
    for (QDoubleSpinBox *spin : {m_params, m_overhead})
        connect(spin, &QDoubleSpinBox::valueChanged, this, &FitCalculator::applyFields);
    for (QCheckBox *box : {m_master, m_checkpointing, m_scores})
        connect(box, &QCheckBox::toggled, this, &FitCalculator::applyFields);
    connect(m_example, &QPushButton::clicked, this, &FitCalculator::loadSevenBillionExample);
    connect(m_view, &SimulationView::stateChanged, this, &FitCalculator::syncFromModel);
    syncFromModel();
}

const WillItFitModel &FitCalculator::model() const
{
    return static_cast<const WillItFitModel &>(m_view->model());
}

void FitCalculator::syncFromModel()
{
    const WillItFitModel &m = model();
    const WillItFitModel::Settings &s = m.settings();
    m_syncing = true;
    auto select = [](QComboBox *box, const QString &value) {
        const int index = box->findData(value);
        if (index >= 0 && index != box->currentIndex())
            box->setCurrentIndex(index);
    };
    auto set = [](auto *spin, auto value) {
        if (spin->value() != value)
            spin->setValue(value);
    };
    select(m_preset, s.preset);
    set(m_params, s.paramsBillion);
    set(m_layers, s.layers);
    set(m_hidden, s.hidden);
    set(m_heads, s.heads);
    set(m_kvHeads, s.kvHeads);
    set(m_headDim, s.headDim);
    select(m_mode, fit::modeKey(s.mode));
    select(m_weights, fit::formatKey(s.weights));
    select(m_optimizer, fit::optimizerKey(s.optimizer));
    m_master->setChecked(s.masterCopy);
    m_checkpointing->setChecked(s.checkpointing);
    m_scores->setChecked(s.storeScores);
    set(m_sequence, s.sequence);
    set(m_batch, s.batch);
    select(m_kvCache, fit::formatKey(s.kvCache));
    set(m_overhead, s.overheadPercent);
    select(m_gpu, s.gpu);
    set(m_gpus, s.gpus);
    select(m_strategy, fit::strategyKey(s.strategy));
    const bool training = s.mode == fit::Mode::Training;
    for (QWidget *w : {static_cast<QWidget *>(m_optimizer), static_cast<QWidget *>(m_master),
                       static_cast<QWidget *>(m_checkpointing), static_cast<QWidget *>(m_scores)})
        w->setEnabled(training);
    m_kvCache->setEnabled(!training);
    m_syncing = false;
    m_formulas->setText(breakdownText(m, true));
}

void FitCalculator::applyFields()
{
    if (m_syncing)
        return;
    const QJsonObject wanted{{QStringLiteral("preset"), m_preset->currentData().toString()},
                             {QStringLiteral("paramsBillion"), m_params->value()},
                             {QStringLiteral("layers"), m_layers->value()},
                             {QStringLiteral("hidden"), m_hidden->value()},
                             {QStringLiteral("heads"), m_heads->value()},
                             {QStringLiteral("kvHeads"), m_kvHeads->value()},
                             {QStringLiteral("headDim"), m_headDim->value()},
                             {QStringLiteral("mode"), m_mode->currentData().toString()},
                             {QStringLiteral("weights"), m_weights->currentData().toString()},
                             {QStringLiteral("optimizer"), m_optimizer->currentData().toString()},
                             {QStringLiteral("masterCopy"), m_master->isChecked()},
                             {QStringLiteral("checkpointing"), m_checkpointing->isChecked()},
                             {QStringLiteral("storeScores"), m_scores->isChecked()},
                             {QStringLiteral("sequence"), m_sequence->value()},
                             {QStringLiteral("batch"), m_batch->value()},
                             {QStringLiteral("kvCache"), m_kvCache->currentData().toString()},
                             {QStringLiteral("overheadPercent"), m_overhead->value()},
                             {QStringLiteral("gpu"), m_gpu->currentData().toString()},
                             {QStringLiteral("gpus"), m_gpus->value()},
                             {QStringLiteral("strategy"), m_strategy->currentData().toString()}};
    QString error;
    const bool ok = m_view->setParameters(wanted, &error);
    m_problem->setText(ok ? QString() : tr("Not applied: %1.").arg(error));
    m_problem->setVisible(!ok);
}

void FitCalculator::applyPreset()
{
    if (m_syncing)
        return;
    QString error;
    m_view->setParameters({{QStringLiteral("preset"), m_preset->currentData().toString()}}, &error);
}

void FitCalculator::loadSevenBillionExample()
{
    QJsonObject example{{QStringLiteral("preset"), QStringLiteral("custom")},
                        {QStringLiteral("paramsBillion"), 7.0},
                        {QStringLiteral("mode"), QStringLiteral("training")},
                        {QStringLiteral("weights"), QStringLiteral("bf16")},
                        {QStringLiteral("optimizer"), QStringLiteral("adam")},
                        {QStringLiteral("masterCopy"), true},
                        {QStringLiteral("gpus"), 1},
                        {QStringLiteral("strategy"), QStringLiteral("dp")}};
    // The activations need a shape: a 7B model's, Llama 2 7B's from models.csv where it is there.
    if (const ModelSpec *llama = findModelSpec(model().models(), QStringLiteral("llama-2-7b"))) {
        example.insert(QStringLiteral("layers"), llama->layers);
        example.insert(QStringLiteral("hidden"), llama->hidden);
        example.insert(QStringLiteral("heads"), llama->heads);
        example.insert(QStringLiteral("kvHeads"), llama->kvHeads);
        example.insert(QStringLiteral("headDim"), llama->headDim);
    }
    QString error;
    m_view->setParameters(example, &error);
}

QString FitCalculator::breakdownText(const WillItFitModel &m, bool html)
{
    const WillItFitModel::Settings &s = m.settings();
    const fit::Shape shape = m.shape();
    const fit::Workload work = m.workload();
    const fit::Breakdown one = fit::singleGpu(shape, work);
    const QString p = parametersText(shape.parameters);
    QStringList lines;
    auto part = [&](int index, const QString &how, double bytes) {
        lines << tr("%1: %2 = <b>%3</b>")
                     .arg(WillItFitScene::partName(m, index), how,
                          bytesText(bytes, ByteUnit::Gigabytes));
    };
    const double w = fit::bytesPerValue(s.weights);
    part(0, tr("%1 parameters \u00d7 %2 bytes").arg(p, perValueText(w)), one.weights);
    if (s.mode == fit::Mode::Training) {
        part(1, tr("%1 \u00d7 %2 bytes").arg(p, perValueText(w)), one.gradients);
        if (one.master > 0)
            part(2, tr("%1 \u00d7 4 bytes").arg(p), one.master);
        if (one.optimizer > 0)
            part(3,
                 tr("%1 \u00d7 %2 bytes")
                     .arg(p, perValueText(fit::optimizerBytesPerParameter(s.optimizer))),
                 one.optimizer);
        const double perParameter = (one.weights + one.gradients + one.master + one.optimizer) /
                                    std::max(1.0, shape.parameters);
        lines << tr("= %1 bytes per parameter = <b>%2 before activations</b>")
                     .arg(perValueText(perParameter),
                          bytesText(one.weights + one.gradients + one.master + one.optimizer,
                                    ByteUnit::Gigabytes));
        const QString sbh = tr("%1 tokens \u00d7 %2 \u00d7 %3 wide")
                                .arg(number(s.sequence), number(s.batch), number(s.hidden));
        const QString perLayer = s.storeScores
                                     ? tr("(34 + 5 \u00d7 heads \u00d7 sequence / hidden) bytes")
                                     : tr("34 bytes");
        if (s.checkpointing)
            part(4,
                 tr("2 bytes \u00d7 %1 \u00d7 %2 layers kept, + one layer recomputed at %3 "
                    "(Korthikanti et al. 2022)")
                     .arg(sbh, number(s.layers), perLayer),
                 one.activations);
        else
            part(4,
                 tr("%1 \u00d7 %2 per value \u00d7 %3 layers (Korthikanti et al. 2022)")
                     .arg(sbh, perLayer, number(s.layers)),
                 one.activations);
    } else {
        part(5,
             tr("2 \u00d7 %1 layers \u00d7 %2 KV heads \u00d7 %3 \u00d7 %4 tokens \u00d7 %5 "
                "in the batch \u00d7 %6 bytes")
                 .arg(number(s.layers), number(s.kvHeads), number(s.headDim), number(s.sequence),
                      number(s.batch), perValueText(fit::bytesPerValue(s.kvCache))),
             one.kvCache);
        if (s.kvHeads < s.heads)
            lines << tr("Grouped-query attention: %1 query heads share %2 KV heads, so the "
                        "cache is %3 \u00d7 smaller than with one KV head per query head.")
                         .arg(number(s.heads), number(s.kvHeads), number(s.heads / s.kvHeads));
    }
    part(6,
         tr("an ASSUMPTION, %1 % of the rest (CUDA context, workspaces, fragmentation: "
            "measure yours)")
             .arg(QLocale().toString(s.overheadPercent, 'g', 3)),
         one.overhead);
    lines << tr("One GPU would need <b>%1</b>.").arg(bytesText(one.total(), ByteUnit::Gigabytes));
    if (s.gpus > 1)
        lines << tr("Shared by %1 GPUs: %2.").arg(number(s.gpus), WillItFitScene::verdict(m));
    else if (isKnown(m.capacityBytes()))
        lines << WillItFitScene::verdict(m) + QLatin1Char('.');
    if (s.mode == fit::Mode::Training && s.weights == fit::Format::Bf16 && s.masterCopy &&
        s.optimizer == fit::Optimizer::Adam)
        lines << tr("The rule of thumb “2 bytes \u00d7 4\u201d (weights, gradients and "
                    "Adam's two moments, all 16-bit) gives %1: it leaves out the FP32 master "
                    "copy and keeps the moments in 16 bits, half the real figure.")
                     .arg(bytesText(shape.parameters * 8, ByteUnit::Gigabytes));
    lines << tr("GB = 10\u2079 bytes. GPU memory is the vendor's figure \u00d7 10\u2079 bytes.");
    if (!html) {
        QString text = lines.join(QLatin1Char('\n'));
        text.remove(QStringLiteral("<b>"));
        text.remove(QStringLiteral("</b>"));
        return text;
    }
    return lines.join(QStringLiteral("<br>"));
}

} // namespace gpulab
