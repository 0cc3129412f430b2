// MemoryPage (see memorypage.h).
#include "lessons/precision/memorypage.h"

#include "lessons/framework/amountspinbox.h"
#include "lessons/framework/datacatalog.h"
#include "lessons/framework/gpuspecs.h"
#include "lessons/framework/numbertext.h"
#include "lessons/precision/memorychart.h"
#include "lessons/precision/precisionmath.h"
#include "widgets/flowlayout.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLocale>
#include <QVBoxLayout>

#include <cmath>

namespace gpulab {

namespace {

constexpr int kGpuNameRole = Qt::UserRole + 1;

} // namespace

MemoryPage::MemoryPage(const DataCatalog &data, QWidget *parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("memory"));
    auto *layout = new QVBoxLayout(this);
    auto *row = new FlowLayout; // wraps under large text instead of widening the page
    m_parameters = new AmountSpinBox(this);
    m_parameters->setObjectName(QStringLiteral("parameters"));
    m_parameters->setRange(0.01, 100000);
    m_parameters->setDecimals(2);
    m_parameters->setValue(7);
    m_parameters->setSuffix(tr(" billion"));
    m_parameters->setAccessibleName(tr("Parameters of the model, in billions"));
    auto *parametersLabel = new QLabel(tr("&Parameters:"), this);
    parametersLabel->setBuddy(m_parameters);
    m_gpu = new QComboBox(this);
    m_gpu->setAccessibleName(tr("GPU to compare with"));
    m_gpu->addItem(tr("(none)"), QString());
    int preferred = 0;
    for (const GpuSpec &spec : data.rows<GpuSpecs>()) {
        if ((spec.kind != GpuKind::Gpu && spec.kind != GpuKind::Accelerator) ||
            !isKnown(spec.memoryGB) || spec.deviceCount != 1)
            continue;
        // The names often carry the size already ("H100 SXM5 80 GB").
        const QString text =
            spec.name.contains(QLatin1String(" GB"))
                ? spec.name
                : tr("%1, %2 GB").arg(spec.name, precision::formatNumber(spec.memoryGB));
        m_gpu->addItem(text, spec.memoryGB);
        m_gpu->setItemData(m_gpu->count() - 1, spec.name, kGpuNameRole);
        if (spec.id == QLatin1String("h100-sxm5")) // the GPU most lessons compare with
            preferred = m_gpu->count() - 1;
    }
    m_gpu->setCurrentIndex(preferred);
    auto *gpuLabel = new QLabel(tr("Compare with the &memory of:"), this);
    gpuLabel->setBuddy(m_gpu);
    row->addPair(parametersLabel, m_parameters);
    row->addPair(gpuLabel, m_gpu);
    layout->addLayout(row);
    m_chart = new MemoryChart(this);
    m_chart->setObjectName(QStringLiteral("memoryChart"));
    layout->addWidget(m_chart);
    m_text = new QLabel(this);
    m_text->setObjectName(QStringLiteral("memoryText"));
    m_text->setWordWrap(true);
    m_text->setTextFormat(Qt::RichText);
    m_text->setAccessibleName(tr("The memory, in words"));
    layout->addWidget(m_text);
    layout->addStretch(1);
    connect(m_parameters, &QDoubleSpinBox::valueChanged, this, &MemoryPage::updateFigures);
    connect(m_gpu, &QComboBox::currentIndexChanged, this, &MemoryPage::updateFigures);
    updateFigures();
}

void MemoryPage::setSceneStyle(const SceneStyle &style)
{
    m_chart->setSceneStyle(style);
}

void MemoryPage::updateFigures()
{
    const double parameters = m_parameters->value() * 1e9;
    m_chart->setParameterCount(parameters);
    const double gb = m_gpu->currentData().toDouble();
    const QString gpuName = m_gpu->currentData(kGpuNameRole).toString();
    m_chart->setGpu(gpuName, gb > 0 ? gb * 1e9 : std::nan(""));
    const precision::TrainingBytes b = precision::mixedPrecisionAdamBytes();
    const auto bytes = [&](double perParameter) { return bytesText(parameters * perParameter); };
    const double fp32 = precision::bytesPerParameter(fp::formatSpec(fp::Format::Fp32));
    const double half = precision::bytesPerParameter(fp::formatSpec(fp::Format::Bf16));
    const double fp8 = precision::bytesPerParameter(fp::formatSpec(fp::Format::Fp8E4M3));
    const double fp4 = precision::bytesPerParameter(fp::formatSpec(fp::Format::Fp4E2M1));
    QString text =
        tr("<p><b>Just the weights</b> (enough to run the model): %1 parameters \u00d7 bytes "
           "per parameter = %2 in FP32, %3 in FP16 or BF16, %4 in FP8, %5 in FP4 (GB = 10\u2079 "
           "bytes).</p>")
            .arg(tr("%1 billion").arg(precision::formatNumber(m_parameters->value(), 4)),
                 bytes(fp32), bytes(half), bytes(fp8), bytes(fp4));
    const auto perParameter = [](double value) { return precision::formatNumber(value); };
    text += tr("<p><b>Training</b> with mixed precision and the Adam optimizer keeps much more "
               "per parameter: the 16-bit weights (%1 B) and gradients (%2 B) used in the "
               "passes, plus the optimizer's FP32 state: a master copy of the weights (%3 B), "
               "the momentum (%4 B) and the variance (%5 B). That is %6 bytes per parameter, "
               "%7 in all, <i>before</i> the activations, which depend on batch size and "
               "sequence length. A popular shortcut, four copies of the 16-bit weights, gives "
               "only %8: it leaves out the FP32 master copy and keeps the moments in 16 bits."
               "</p>")
                .arg(perParameter(b.weights), perParameter(b.gradients), perParameter(b.master),
                     perParameter(b.momentum), perParameter(b.variance), perParameter(b.total()),
                     bytes(b.total()), bytes(4 * half));
    if (!gpuName.isEmpty()) {
        const int weights = m_chart->gpusNeeded(parameters * half);
        const int training = m_chart->gpusNeeded(parameters * b.total());
        const auto gpus = [](int n) {
            return n == 1 ? tr("1 GPU") : tr("%1 GPUs").arg(QLocale().toString(n));
        };
        text +=
            tr("<p>One %1 has %2 of memory. The BF16 weights alone fill %3; the training state "
               "needs at least %4, before activations (tools such as ZeRO and FSDP split it "
               "across GPUs).</p>")
                .arg(gpuName.toHtmlEscaped(), bytesText(gb * 1e9), gpus(weights), gpus(training));
    }
    m_text->setText(text);
}

} // namespace gpulab
