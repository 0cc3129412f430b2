// IntensityLab: GEMV against GEMM on this device's roofline (see intensitylab.h).
#include "lessons/inference/intensitylab.h"

#include "lessons/framework/engineclient.h"
#include "lessons/framework/machinestate.h"
#include "lessons/framework/numbertext.h"
#include "lessons/framework/sentencetext.h"
#include "lessons/framework/servingmath.h"
#include "lessons/inference/servingscene.h"
#include "widgets/chartframe.h"
#include "widgets/rooflineplot.h"

#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QLabel>
#include <QLineSeries>
#include <QLocale>
#include <QLogValueAxis>
#include <QProgressBar>
#include <QRegularExpression>
#include <QScatterSeries>

#include <algorithm>
#include <cmath>

namespace gpulab {

namespace {

// The models the bounds table shows when models.csv has them: two small, two large.
const char *const kBoundModels[] = {"llama-3-2-1b", "llama-2-7b", "llama-2-70b", "llama-3-1-405b"};

QString rate(double value)
{
    return QLocale().toString(value, 'f', value < 10 ? 2 : value < 100 ? 1 : 0);
}

} // namespace

IntensityLab::IntensityLab(const LessonContext &context, QWidget *parent)
    : MeasurementLab(tr("&Run on this computer"), parent), m_runner(context)
{
    setObjectName(QStringLiteral("intensityLab"));
    setCompactHeight(true);
    m_engine = new EngineClient(context.engine, this);
    if (context.data)
        m_models = modelSpecsOf(*context.data);

    m_size = new QComboBox(this);
    m_size->setAccessibleName(tr("Matrix size N"));
    for (int n : {1024, 2048, 4096})
        m_size->addItem(tr("N = %1").arg(QLocale().toString(n)), n);
    m_size->setCurrentIndex(1);
    addField(new QLabel(tr("&Size:"), this), m_size);
    m_prediction = addPredictionBox(
        tr("&Predict: the matrix product reaches, in GFLOP/s,"),
        tr("Your prediction: how many times the matrix-vector product's GFLOP/s the matrix "
           "product reaches on the same matrix"));
    m_prediction->addItem(tr("about the same (under 2\u00d7)"), 1);
    m_prediction->addItem(tr("2 to 10 times more"), 2);
    m_prediction->addItem(tr("10 to 100 times more"), 3);
    m_prediction->addItem(tr("over 100 times more"), 4);
    progressBar()->setAccessibleName(tr("Measuring the matrix-vector and matrix products"));
    setStatus(tr("Times y = A x (one token) and C = A B (many tokens) with the same random "
                 "matrix on the OpenCL device chosen in the status bar, each checked against a "
                 "float64 product; measures the device's roofs first if they are missing. "
                 "About a minute at N = 2,048 on a laptop's processor."));
    addChart(tr("GEMV and GEMM on this device's roofline"));
    frame()->setObjectName(QStringLiteral("intensityChart"));
    frame()->setNamesOnSeries(true);
    frame()->setCsvProvider([this] {
        QString out = QStringLiteral("product,variant,n,seconds_median,gflops,gbs,"
                                     "flops_per_byte,rel_error,verified\n");
        if (m_report)
            for (const ProductMeasurement *p : {&m_report->gemv, &m_report->gemm})
                out +=
                    QStringLiteral("%1,%2,%3,%4,%5,%6,%7,%8,%9\n")
                        .arg(QString::fromStdString(p->kernel), QString::fromStdString(p->variant))
                        .arg(p->n)
                        .arg(p->secondsMedian, 0, 'g', 6)
                        .arg(p->gflops(), 0, 'g', 6)
                        .arg(p->gbs(), 0, 'g', 6)
                        .arg(p->intensity(), 0, 'g', 6)
                        .arg(p->relError, 0, 'g', 3)
                        .arg(p->verified ? 1 : 0);
        return out;
    });
    verdictLabel()->setObjectName(QStringLiteral("intensityVerdict"));

    m_boundsCaption = new QLabel(this);
    m_boundsCaption->setWordWrap(true);
    m_boundsCaption->setObjectName(QStringLiteral("boundsCaption"));
    addToBody(m_boundsCaption);
    m_bounds = new QLabel(this);
    m_bounds->setObjectName(QStringLiteral("boundsTable"));
    m_bounds->setTextFormat(Qt::RichText);
    m_bounds->setWordWrap(true);
    m_bounds->setAccessibleName(
        tr("Upper bounds on tokens per second for one sequence on this computer"));
    addToBody(m_bounds);

    connect(m_engine, &EngineClient::event, this, &IntensityLab::onEvent);
    connect(m_engine, &EngineClient::engineStopped, this, [this](const QString &message) {
        if (isRunning() && !m_measuringRoofs)
            endRun(false, message, tr("The measurement engine stopped: %1").arg(message));
    });
    connect(&m_runner, &RaceRunner::runFinished, this, [this](const BenchRun &run) {
        if (!isRunning() || !m_measuringRoofs)
            return;
        m_measuringRoofs = false;
        if (run.cancelled || !run.error.isEmpty()) {
            endRun(run.cancelled, run.error,
                   run.cancelled ? tr("Cancelled while measuring the roofs.")
                                 : tr("Could not measure the roofs: %1").arg(run.error));
            return;
        }
        sendGemv();
    });
    auto machineChanged = [this] {
        if (!isRunning())
            rebuild();
    };
    connect(&m_runner.machine(), &MachineState::roofsChanged, this, machineChanged);
    connect(&m_runner.machine(), &MachineState::deviceChanged, this, machineChanged);
    rebuild();
}

IntensityLab::~IntensityLab() = default;

int IntensityLab::ratioChoice(double ratio)
{
    int choice = 1;
    for (double edge : kRatioEdges)
        choice += ratio >= edge ? 1 : 0;
    return choice;
}

void IntensityLab::setSize(int n)
{
    const int index = m_size->findData(n);
    if (index >= 0)
        m_size->setCurrentIndex(index);
}

int IntensityLab::size() const
{
    return m_size->currentData().toInt();
}

void IntensityLab::setPrediction(int index)
{
    m_prediction->setCurrentIndex(std::clamp(index, 0, m_prediction->count() - 1));
}

bool IntensityLab::hasResult() const
{
    return m_report && m_report->verified();
}

QString IntensityLab::deviceLabel() const
{
    return m_deviceName.isEmpty() ? m_runner.machine().deviceLabel() : m_deviceName;
}

double IntensityLab::boundBandwidthGBs(QString *what) const
{
    const std::optional<MeasuredRoofs> roofs = m_runner.machine().roofsFor(deviceLabel());
    if (roofs && roofs->roofs.bandwidthGBs > 0) {
        if (what)
            *what = tr("this device's measured copy bandwidth, %1 GB/s")
                        .arg(rate(roofs->roofs.bandwidthGBs));
        return roofs->roofs.bandwidthGBs;
    }
    if (m_report && m_report->gemv.measured() && m_report->gemv.verified) {
        if (what)
            *what = tr("the matrix-vector product's own %1 GB/s").arg(rate(m_report->gemv.gbs()));
        return m_report->gemv.gbs();
    }
    return 0;
}

bool IntensityLab::start(QString *error)
{
    m_runner.discover();
    m_runner.waitForDevices(); // the engine answers within moments
    const DeviceDiscovery &found = m_runner.discovery();
    if (!found.available())
        return refuse(error,
                      tr("No OpenCL device: this measurement runs on one. (Why: %1)")
                          .arg(QString::fromStdString(found.problem)),
                      tr("No OpenCL device was found, so nothing can be measured here. The "
                         "sections' figures and the Decode bound tab still work from the data "
                         "files. (Why: %1)")
                          .arg(QString::fromStdString(found.problem)));
    const int chosen = m_runner.machine().deviceIndex();
    m_device = chosen >= 0 && chosen < int(found.devices.size()) ? chosen : 0;
    m_deviceName = QString::fromStdString(found.devices.at(std::size_t(m_device)).name).trimmed();
    m_report.reset();
    if (!m_runner.machine().roofsFor(m_deviceName)) {
        QString why;
        if (!m_runner.startRoofs(m_device, &why))
            return refuse(error, why);
        m_measuringRoofs = true;
        beginRun(tr("Measuring %1's roofs first: copy bandwidth and peak multiply-add "
                    "rate\u2026")
                     .arg(m_deviceName));
        setProgressUnknown();
        return true;
    }
    beginRun();
    sendGemv();
    return true;
}

void IntensityLab::sendGemv()
{
    QString why;
    if (!m_engine->send(requestLine(GemvRequest{m_device, size(), 5}), &why)) {
        endRun(false, why, tr("Cannot start the measurement engine: %1").arg(why));
        return;
    }
    setProgress(0);
    setStatus(tr("Timing the matrix-vector product on %1\u2026").arg(m_deviceName));
}

void IntensityLab::stop()
{
    if (m_measuringRoofs)
        m_runner.cancel();
    else
        m_engine->cancel();
}

void IntensityLab::onEvent(const EngineEvent &event)
{
    if (!isRunning() || m_measuringRoofs)
        return;
    const QString &kind = event.kind;
    if (kind == QLatin1String("progress")) {
        setProgress(event.fraction);
        const QString stage = event.json.value(QStringLiteral("stage")).toString();
        if (stage == QLatin1String("gemv"))
            setStatus(tr("Timing the matrix-vector product y = A x on %1\u2026").arg(m_deviceName));
        else if (stage == QLatin1String("reference"))
            setStatus(tr("Computing the float64 matrix product to check against (on the "
                         "processor)\u2026"));
        else if (stage == QLatin1String("gemm"))
            setStatus(tr("Timing the matrix product C = A B on %1\u2026").arg(m_deviceName));
        else if (stage == QLatin1String("building"))
            setStatus(tr("Compiling the kernels for %1\u2026").arg(m_deviceName));
    } else if (kind == QLatin1String("gemv")) {
        m_report = gemvReportFromJson(event.payload());
    } else if (kind == QLatin1String("done")) {
        QString status;
        if (!event.error.isEmpty())
            status = tr("The measurement failed: %1").arg(event.error);
        else if (event.cancelled)
            status = tr("Cancelled.");
        else if (m_report && !m_report->verified())
            status = tr("A product computed a wrong result (checked against float64): its "
                        "figures are not shown as a measurement.");
        else if (m_report)
            status = tr("Done: both products checked against float64; medians of %1 runs at "
                        "N = %2 on %3.")
                         .arg(QLocale().toString(m_report->gemv.repeats))
                         .arg(QLocale().toString(m_report->n))
                         .arg(m_deviceName);
        endRun(event.cancelled, event.error, status);
    }
}

QString IntensityLab::verdictText() const
{
    if (!m_report || !m_report->verified())
        return tr("Choose a prediction, then run. The two points land on this device's "
                  "roofline.");
    const ProductMeasurement &gv = m_report->gemv;
    const ProductMeasurement &gm = m_report->gemm;
    const double ratio = gm.gflops() / gv.gflops();
    const QVariant predicted = runPrediction();
    const QString head = predicted.isValid()
                             ? verdictHeadline(predicted.toInt() == ratioChoice(ratio))
                             : verdictHeadline(false);
    const std::optional<MeasuredRoofs> roofs = m_runner.machine().roofsFor(deviceLabel());
    const QString aboveRoof =
        roofs && gv.gbs() > roofs->roofs.bandwidthGBs
            ? tr("It sits a little above the copy roof: reading alone can go faster than a copy, "
                 "which reads and writes.")
            : QString();
    return joinSentences(
        {head,
         tr("The matrix product reached %1 GFLOP/s, %2\u00d7 the matrix-vector product's "
            "%3 GFLOP/s, on the same matrix. The matrix-vector product moved %4 GB/s at "
            "%5 FLOP/byte: memory-bound.")
             .arg(rate(gm.gflops()), rate(ratio), rate(gv.gflops()), rate(gv.gbs()),
                  QLocale().toString(gv.intensity(), 'f', 2)),
         aboveRoof,
         tr("The matrix product uses each weight %1 times (%2 FLOP/byte).")
             .arg(QLocale().toString(m_report->n), rate(gm.intensity()))});
}

void IntensityLab::fillBounds()
{
    QString what;
    const double bandwidth = boundBandwidthGBs(&what);
    QList<const ModelSpec *> models;
    for (const char *id : kBoundModels)
        if (const ModelSpec *m = findModelSpec(m_models, QLatin1String(id)))
            models.append(m);
    if (models.isEmpty())
        for (const ModelSpec &m : m_models)
            if (models.size() < 4)
                models.append(&m);
    m_boundsCaption->setText(
        bandwidth > 0
            ? tr("<b>Bounds, not benchmarks:</b> at most this many tokens per second for one "
                 "sequence, from %1 \u00f7 the bytes of weights (every weight read once per "
                 "token). Real programs reach less: the KV cache adds bytes, and no kernel "
                 "reaches the full bandwidth.")
                  .arg(what.toHtmlEscaped())
            : tr("<b>Bounds on tokens per second</b> appear here once this device's bandwidth "
                 "has been measured (Run, or the Memory hierarchy lesson's roofline)."));
    QString html = QStringLiteral("<table cellspacing=\"0\" cellpadding=\"3\"><tr>");
    for (const QString &title :
         {tr("Model"), tr("FP16 weights"), tr("FP16 \u2264"), tr("INT8 \u2264"), tr("FP4 \u2264")})
        html += QStringLiteral("<th align=\"left\">%1</th>").arg(title.toHtmlEscaped());
    html += QStringLiteral("</tr>");
    for (const ModelSpec *m : models) {
        QStringList cells = {m->name, bytesText(serving::weightBytes(m->parameters(), 2.0))};
        for (serving::Format f :
             {serving::Format::Fp16, serving::Format::Int8, serving::Format::Fp4}) {
            const double bytes = serving::weightBytes(m->parameters(), serving::bytesPerValue(f));
            cells.append(bandwidth > 0
                             ? tr("%1 tokens/s")
                                   .arg(rate(serving::decodeBoundTokensPerSecond(bandwidth, bytes)))
                             : tr("\u2014"));
        }
        html += QStringLiteral("<tr>");
        for (const QString &cell : cells)
            html += QStringLiteral("<td>%1</td>").arg(cell.toHtmlEscaped());
        html += QStringLiteral("</tr>");
    }
    html += QStringLiteral("</table>");
    m_bounds->setText(html);
}

void IntensityLab::rebuild()
{
    fillBounds();
    setVerdict(verdictText());
    clearChart();
    QChart *chart = frame()->chart();
    const SceneStyle &style = sceneStyle();
    const std::optional<MeasuredRoofs> roofs = m_runner.machine().roofsFor(deviceLabel());
    const bool shown = m_report && m_report->verified();
    double highest = roofs ? roofs->roofs.peakGflops : 1.0;
    if (shown)
        highest = std::max({highest, m_report->gemm.gflops(), m_report->gemv.gflops()});
    const rooflineplot::Axes axes = rooflineplot::addAxes(chart, highest);
    styleAxis(axes.x);
    styleAxis(axes.y);
    const qreal width = style.highContrast ? 4 : 3;
    if (roofs && roofs->roofs.peakGflops > 0 && roofs->roofs.bandwidthGBs > 0) {
        QLineSeries *roof =
            rooflineplot::addRoof(chart, axes, roofs->roofs, QPen(style.series[4], width));
        roof->setName(tr("%1, measured: %2 GB/s, %3 GFLOP/s")
                          .arg(roofs->device, rate(roofs->roofs.bandwidthGBs),
                               rate(roofs->roofs.peakGflops)));
        ChartFrame::setSeriesLabel(roof, tr("this device's roofs"));
    }
    if (shown) {
        const qreal marker = QFontMetricsF(isStyled() ? style.font : font()).height() * 0.9;
        auto addPoint = [&](const ProductMeasurement &p, const QString &name, const QString &label,
                            const QColor &colour, QScatterSeries::MarkerShape shape) {
            auto *point = new QScatterSeries;
            point->setName(name);
            ChartFrame::setSeriesLabel(point, label);
            point->setMarkerShape(shape);
            point->setMarkerSize(marker);
            point->setColor(colour);
            point->setBorderColor(textColour());
            point->append(p.intensity(), p.gflops());
            chart->addSeries(point);
            point->attachAxis(axes.x);
            point->attachAxis(axes.y);
        };
        addPoint(m_report->gemv,
                 tr("GEMV y = A x: %1 FLOP/byte, %2 GFLOP/s")
                     .arg(QLocale().toString(m_report->gemv.intensity(), 'f', 2),
                          rate(m_report->gemv.gflops())),
                 tr("GEMV (decode)"), style.series[5], QScatterSeries::MarkerShapeRectangle);
        addPoint(m_report->gemm,
                 tr("GEMM C = A B: %1 FLOP/byte, %2 GFLOP/s")
                     .arg(rate(m_report->gemm.intensity()), rate(m_report->gemm.gflops())),
                 tr("GEMM (prefill, training)"), style.series[2],
                 QScatterSeries::MarkerShapeCircle);
    }
    frame()->view()->setAccessibleDescription(
        verdictLabel()->text().remove(QRegularExpression(QStringLiteral("<[^>]*>"))));
}

} // namespace gpulab
