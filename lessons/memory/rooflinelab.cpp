// RooflineLab: a kernel on a GPU's roofline, and this machine's measured roofs (see
// rooflinelab.h).
#include "lessons/memory/rooflinelab.h"

#include "lessons/framework/datacatalog.h"
#include "lessons/framework/machinestate.h"
#include "widgets/chartframe.h"

#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineSeries>
#include <QLocale>
#include <QLogValueAxis>
#include <QProgressBar>
#include <QRegularExpression>
#include <QScatterSeries>
#include <QSlider>

#include <cmath>

namespace gpulab {

namespace {

// The GPUs offered: those the lesson's data describes, plus two more with both roofs.
const char *const kGpus[] = {"h100-sxm5", "a100-sxm4-80", "v100-sxm2",
                             "h200-sxm",  "b200",         "rtx-4090"};
constexpr double kMinX = 1.0 / 32;
constexpr double kMaxX = 4096;

QString flops(double gflops)
{
    if (gflops >= 1000)
        return RooflineLab::tr("%1 TFLOP/s").arg(QLocale().toString(gflops / 1000, 'f', 1));
    return RooflineLab::tr("%1 GFLOP/s").arg(QLocale().toString(gflops, 'f', gflops < 10 ? 2 : 0));
}

QString intensityText(double x)
{
    return QLocale().toString(x, 'g', x < 1 ? 2 : 4);
}

} // namespace

RooflineLab::RooflineLab(const LessonContext &context, QWidget *parent)
    : MeasurementLab(tr("&Measure this machine's roofs"), parent), m_runner(context)
{
    setObjectName(QStringLiteral("rooflineLab"));
    setCompactHeight(true);
    m_specs = context.data->rows<GpuSpecs>();
    // The chart's own controls: they stay live while the roofs are measured.
    m_gpu = new QComboBox(this);
    m_gpu->setAccessibleName(tr("GPU whose roofline is drawn"));
    for (const char *id : kGpus)
        if (const GpuSpec *s = findGpuSpec(m_specs, QLatin1String(id));
            s && isKnown(s->bandwidthGBs) && isKnown(s->fp32Tflops))
            m_gpu->addItem(s->name, QLatin1String(id));
    addField(new QLabel(tr("&GPU:"), this), m_gpu, Lock::Never);
    m_peak = new QComboBox(this);
    m_peak->setAccessibleName(tr("Which peak is the roof"));
    m_peak->addItem(tr("FP32 on the CUDA cores"), 0);
    m_peak->addItem(tr("FP16 on the tensor cores (dense)"), 1);
    addField(new QLabel(tr("Pea&k:"), this), m_peak, Lock::Never);
    m_example = new QComboBox(this);
    m_example->setAccessibleName(tr("Worked examples: set the intensity"));
    m_example->addItem(tr("(choose a kernel)"), 0.0);
    // FLOPs / bytes, each derived in the lesson's text.
    m_example->addItem(tr("Vector add, float32: 1 FLOP per 12 bytes"), 1.0 / 12);
    m_example->addItem(tr("Naive matrix product, float32: 2 FLOPs per 8 bytes"), 0.25);
    m_example->addItem(tr("Tiled, T = 16, float32: 32 FLOPs per 8 bytes"), 4.0);
    m_example->addItem(tr("Tiled, T = 64, float32: 128 FLOPs per 8 bytes"), 16.0);
    m_example->addItem(tr("Matrix product N = 4096, FP16, each matrix read once: N/3"), 4096.0 / 3);
    m_example->addItem(tr("LLM decode, batch 1, FP16 weights: 2 FLOPs per 2 bytes"), 1.0);
    addField(new QLabel(tr("E&xample:"), this), m_example, Lock::Never);
    progressBar()->setAccessibleName(tr("Measuring the roofs"));
    statusLabel()->setAccessibleName(tr("This machine's measured roofs"));

    m_slider = new QSlider(Qt::Horizontal, this);
    m_slider->setRange(0, kSteps);
    m_slider->setPageStep(4);
    m_slider->setFocusPolicy(Qt::StrongFocus);
    m_slider->setAccessibleName(tr("Arithmetic intensity (FLOP per byte)"));
    auto *sliderLabel = new QLabel(tr("&Intensity:"), this);
    sliderLabel->setBuddy(m_slider);
    m_value = new QLabel(this);
    m_value->setMinimumWidth(
        QFontMetrics(font()).horizontalAdvance(QStringLiteral("0000.00 FLOP/byte")));
    auto *sliderRow = new QHBoxLayout;
    sliderRow->addWidget(sliderLabel);
    sliderRow->addWidget(m_slider, 1);
    sliderRow->addWidget(m_value);
    addToBody(sliderRow);

    addChart(tr("Roofline"));
    frame()->setObjectName(QStringLiteral("rooflineChart"));
    frame()->setNamesOnSeries(true); // a legend's entries would be elided: names on the chart
    frame()->setCsvProvider([this] {
        return QStringLiteral("gpu,peak_gflops,bandwidth_gbs,ridge_flops_per_byte,"
                              "intensity_flops_per_byte,attainable_gflops\n%1,%2,%3,%4,%5,%6\n")
            .arg(gpu())
            .arg(peakGflops(), 0, 'g', 6)
            .arg(bandwidthGBs(), 0, 'g', 6)
            .arg(ridge(), 0, 'g', 6)
            .arg(intensity(), 0, 'g', 6)
            .arg(attainableGflops(), 0, 'g', 6);
    });
    verdictLabel()->setObjectName(QStringLiteral("rooflineVerdict"));
    verdictLabel()->setAccessibleName(tr("Where the kernel is on the roofline"));

    connect(m_slider, &QSlider::valueChanged, this, &RooflineLab::rebuild);
    connect(m_gpu, &QComboBox::currentIndexChanged, this, &RooflineLab::rebuild);
    connect(m_peak, &QComboBox::currentIndexChanged, this, &RooflineLab::rebuild);
    connect(m_example, &QComboBox::currentIndexChanged, this, [this] {
        const double x = m_example->currentData().toDouble();
        if (x > 0)
            setIntensity(x);
    });
    connect(&m_runner, &RaceRunner::runFinished, this, [this](const BenchRun &run) {
        if (!isRunning())
            return;
        endRun(run.cancelled, run.error,
               run.cancelled          ? tr("Cancelled. ") + measuredText()
               : !run.error.isEmpty() ? tr("Could not measure: %1").arg(run.error)
                                      : measuredText());
    });
    // Roofs measured here, in the Live Lab, or for another device chosen in the status bar.
    auto machineChanged = [this] {
        if (!isRunning())
            setStatus(measuredText());
        rebuild();
    };
    connect(&m_runner.machine(), &MachineState::roofsChanged, this, machineChanged);
    connect(&m_runner.machine(), &MachineState::deviceChanged, this, machineChanged);
    setIntensity(0.25);
    setStatus(measuredText());
    rebuild();
}

RooflineLab::~RooflineLab() = default;

double RooflineLab::intensityForStep(int step)
{
    return std::exp2(-4.0 + step / 4.0);
}

void RooflineLab::setIntensity(double flopsPerByte)
{
    const int step = int(std::lround((std::log2(flopsPerByte) + 4.0) * 4.0));
    m_slider->setValue(std::clamp(step, 0, kSteps));
}

double RooflineLab::intensity() const
{
    return intensityForStep(m_slider->value());
}

void RooflineLab::setGpu(const QString &id)
{
    const int index = m_gpu->findData(id);
    if (index >= 0)
        m_gpu->setCurrentIndex(index);
}

QString RooflineLab::gpu() const
{
    return m_gpu->currentData().toString();
}

bool RooflineLab::tensorPeak() const
{
    return m_peak->currentData().toInt() == 1;
}

void RooflineLab::setTensorPeak(bool tensor)
{
    m_peak->setCurrentIndex(tensor ? 1 : 0);
}

const GpuSpec *RooflineLab::spec() const
{
    return findGpuSpec(m_specs, gpu());
}

double RooflineLab::peakGflops() const
{
    const GpuSpec *s = spec();
    if (!s)
        return 0;
    const std::optional<double> tflops = s->rate(tensorPeak() ? Precision::Fp16 : Precision::Fp32);
    return tflops ? *tflops * 1000 : 0;
}

double RooflineLab::bandwidthGBs() const
{
    const GpuSpec *s = spec();
    return s && isKnown(s->bandwidthGBs) ? s->bandwidthGBs : 0;
}

double RooflineLab::attainableGflops() const
{
    return std::min(peakGflops(), intensity() * bandwidthGBs());
}

bool RooflineLab::start(QString *error)
{
    const int device = std::max(0, m_runner.machine().deviceIndex());
    QString why;
    if (!m_runner.startRoofs(device, &why))
        return refuse(error, why);
    beginRun(tr("Measuring the copy bandwidth and the FMA peak of the OpenCL device "
                "(in the measurement engine)\u2026"));
    setProgressUnknown(); // the engine reports the roofs when both are measured
    return true;
}

void RooflineLab::stop()
{
    m_runner.cancel();
}

int RooflineLab::seriesCount() const
{
    return int(frame()->chart()->series().size());
}

QString RooflineLab::measuredText() const
{
    const std::optional<MeasuredRoofs> roofs = m_runner.machine().roofs();
    if (!roofs)
        return tr("This machine: not measured yet on the chosen OpenCL device (the "
                  "Live Lab's roofline or the button here measures it).");
    return tr("This machine (%1, measured %2): %3 GB/s, %4 float32 \u2014 the "
              "dashed line.")
        .arg(roofs->device, QLocale().toString(roofs->when.toLocalTime(), QLocale::ShortFormat))
        .arg(QLocale().toString(roofs->roofs.bandwidthGBs, 'f', 1))
        .arg(flops(roofs->roofs.peakGflops));
}

void RooflineLab::rebuild()
{
    const double x = intensity();
    m_value->setText(tr("%1 FLOP/byte").arg(intensityText(x)));
    const GpuSpec *s = spec();
    const double peak = peakGflops();
    const double bw = bandwidthGBs();
    const double attainable = attainableGflops();
    if (s && peak > 0 && bw > 0) {
        const bool bound = memoryBound();
        setVerdict(tr("<b>%1</b> At %2 FLOP/byte the %3 can do at most %4 = %5 % of its %6 peak. "
                      "The ridge is at %7 FLOP/byte (%6 \u00f7 %8 GB/s): %9")
                       .arg(bound ? tr("Memory-bound.") : tr("Compute-bound."), intensityText(x),
                            s->name, flops(attainable))
                       .arg(QLocale().toString(100.0 * attainable / peak, 'f',
                                               attainable < 0.1 * peak ? 1 : 0))
                       .arg(flops(peak), intensityText(ridge()), QLocale().toString(bw, 'f', 0))
                       .arg(bound
                                ? tr("below it, the arithmetic units wait for HBM; only more reuse "
                                     "(a higher intensity) helps.")
                                : tr("above it, memory keeps up and the arithmetic units are the "
                                     "limit.")));
    } else {
        setVerdict(tr("The data file has no bandwidth or peak for this GPU."));
    }

    clearChart();
    QChart *chart = frame()->chart();
    const QColor text = textColour();
    const SceneStyle &style = sceneStyle();
    chart->setTitle({});
    const std::optional<MeasuredRoofs> measured = m_runner.machine().roofs();
    double top = std::max(peak, 1.0);
    double bottom = std::min(kMinX * bw, 1.0);
    if (measured && measured->roofs.peakGflops > 0)
        bottom = std::min(bottom, kMinX * measured->roofs.bandwidthGBs);
    auto *xAxis = new QLogValueAxis;
    xAxis->setBase(2);
    xAxis->setRange(kMinX, kMaxX);
    xAxis->setLabelFormat(QStringLiteral("%g"));
    xAxis->setMinorTickCount(0);
    xAxis->setTitleText(tr("Arithmetic intensity (FLOP per byte of memory traffic, log scale)"));
    QLogValueAxis *yAxis = decadeAxis(std::max(bottom, 1e-3), top * 2);
    yAxis->setMinorTickCount(-1);
    yAxis->setTitleText(tr("GFLOP/s (log scale)"));
    styleAxis(xAxis);
    styleAxis(yAxis);
    chart->addAxis(xAxis, Qt::AlignBottom);
    chart->addAxis(yAxis, Qt::AlignLeft);
    const qreal width = style.highContrast ? 4 : 3;
    auto addRoof = [&](const QString &name, const QString &label, double bandwidth, double peakRate,
                       const QPen &pen) {
        auto *roof = new QLineSeries;
        roof->setName(name);
        ChartFrame::setSeriesLabel(roof, label);
        roof->setPen(pen);
        const double r = peakRate / bandwidth;
        roof->append(kMinX, kMinX * bandwidth);
        if (r > kMinX && r < kMaxX)
            roof->append(r, peakRate);
        roof->append(kMaxX, std::min(peakRate, kMaxX * bandwidth));
        chart->addSeries(roof);
        roof->attachAxis(xAxis);
        roof->attachAxis(yAxis);
        frame()->attachHover(roof, [bandwidth, peakRate, name](const QPointF &p) {
            return tr("%1\nat %2 FLOP/byte: at most %3")
                .arg(name, intensityText(p.x()), flops(std::min(peakRate, p.x() * bandwidth)));
        });
    };
    if (s && peak > 0 && bw > 0) {
        addRoof(tr("%1 (datasheet: %2 GB/s, %3)")
                    .arg(s->name, QLocale().toString(bw, 'f', 0), flops(peak)),
                s->name, bw, peak, QPen(style.series[4], width));
        auto *point = new QScatterSeries;
        point->setName(
            tr("your kernel: %1 FLOP/byte \u2192 %2").arg(intensityText(x), flops(attainable)));
        ChartFrame::setSeriesLabel(point, tr("your kernel"));
        point->setMarkerShape(QScatterSeries::MarkerShapeRectangle);
        point->setMarkerSize(QFontMetricsF(isStyled() ? style.font : font()).height() * 0.9);
        point->setColor(memoryBound() ? style.series[5] : style.series[2]);
        point->setBorderColor(text);
        point->append(x, attainable);
        chart->addSeries(point);
        point->attachAxis(xAxis);
        point->attachAxis(yAxis);
    }
    if (measured && measured->roofs.peakGflops > 0 && measured->roofs.bandwidthGBs > 0)
        addRoof(tr("this machine, measured (%1)").arg(measured->device),
                tr("this machine, measured"), measured->roofs.bandwidthGBs,
                measured->roofs.peakGflops, QPen(style.series[0], width * 0.8, Qt::DashLine));
    frame()->view()->setAccessibleDescription(
        verdictLabel()->text().remove(QRegularExpression(QStringLiteral("<[^>]*>"))));
}

} // namespace gpulab
