// The Memory hierarchy lesson's live measurements (see memorylive.h).
#include "lessons/memory/memorylive.h"
#include "lessons/framework/numbertext.h"

#include "lessons/framework/engineclient.h"
#include "lessons/framework/machinestate.h"
#include "lessons/framework/sentencetext.h"
#include "lessons/memory/memoryscene.h"
#include "widgets/chartframe.h"

#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QDir>
#include <QEventLoop>
#include <QFile>
#include <QJsonArray>
#include <QLabel>
#include <QLineSeries>
#include <QLocale>
#include <QLogValueAxis>
#include <QProgressBar>
#include <QShowEvent>
#include <QTimer>

#include <algorithm>
#include <cmath>

namespace gpulab {

namespace {

// Axis labels in bytes are unreadable; QtCharts cannot format them as KiB, so the title says
// the unit and the values are in KiB.
constexpr double kKiB = 1024.0;

} // namespace

std::vector<CpuCache> cpuCaches(const QString &root)
{
    std::vector<CpuCache> caches;
    const QDir dir(root);
    for (const QString &entry : dir.entryList({QStringLiteral("index*")}, QDir::Dirs)) {
        auto read = [&](const char *name) {
            QFile file(dir.filePath(entry + QLatin1Char('/') + QLatin1String(name)));
            return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()).trimmed()
                                                  : QString();
        };
        CpuCache cache;
        cache.level = read("level").toInt();
        cache.type = read("type");
        QString size = read("size");
        qint64 factor = 1;
        if (size.endsWith(QLatin1Char('K')))
            factor = 1024, size.chop(1);
        else if (size.endsWith(QLatin1Char('M')))
            factor = 1024 * 1024, size.chop(1);
        cache.bytes = size.toLongLong() * factor;
        if (cache.level > 0 && cache.bytes > 0 && cache.type != QLatin1String("Instruction"))
            caches.push_back(cache);
    }
    std::sort(caches.begin(), caches.end(),
              [](const CpuCache &a, const CpuCache &b) { return a.level < b.level; });
    return caches;
}

// ---- LatencyLab -----------------------------------------------------------------------------

LatencyLab::LatencyLab(const LessonContext &context, QWidget *parent)
    : MeasurementLab(tr("&Run on this computer"), parent)
{
    setObjectName(QStringLiteral("latencyLab"));
    setCompactHeight(true);
    m_engine = new EngineClient(context.engine, this);
    m_caches = cpuCaches();
    m_prediction = addPredictionBox(
        tr("&Predict first: a load from DRAM takes, compared with L1,"),
        tr("Your prediction: how many times longer a load from DRAM takes than one from L1"));
    for (int times : {2, 10, 50, 200})
        m_prediction->addItem(tr("about %1\u00d7").arg(QLocale().toString(times)), times);
    setStatus(tr("Follows a chain of pointers through a random cycle of 64-byte lines, "
                 "from 4 KiB to 256 MiB, on this computer's CPU: each load waits for the "
                 "one before, so the time per load is the latency of the level that "
                 "holds the set. About 5 s."));
    addChart(tr("Latency against working-set size"));
    frame()->setObjectName(QStringLiteral("latencyChart"));
    frame()->setCsvProvider([this] { return csv(); });
    verdictLabel()->setObjectName(QStringLiteral("latencyVerdict"));
    setVerdict(tr("Choose a prediction, then run."));
    connect(m_engine, &EngineClient::event, this, &LatencyLab::onEvent);
    connect(m_engine, &EngineClient::engineStopped, this, [this](const QString &message) {
        if (isRunning())
            endRun(false, message, tr("The measurement engine stopped: %1").arg(message));
    });
    rebuild();
}

LatencyLab::~LatencyLab() = default; // the engine client stops the engine

void LatencyLab::setRange(qint64 minBytes, qint64 maxBytes, double budgetSeconds)
{
    m_min = minBytes;
    m_max = maxBytes;
    m_budget = budgetSeconds;
}

void LatencyLab::setPrediction(int index)
{
    m_prediction->setCurrentIndex(std::clamp(index, 0, m_prediction->count() - 1));
}

bool LatencyLab::start(QString *error)
{
    QString why;
    const QString request = requestLine(LatencyRequest{quint64(m_min), quint64(m_max), m_budget});
    if (!m_engine->send(request, &why))
        return refuse(error, why, tr("Cannot start the measurement engine: %1").arg(why));
    m_points.clear();
    beginRun(tr("Measuring, largest working set first\u2026"));
    rebuild();
    return true;
}

void LatencyLab::stop()
{
    m_engine->cancel();
}

double LatencyLab::measuredRatio() const
{
    if (m_points.size() < 2)
        return 0;
    auto byBytes = m_points;
    std::sort(byBytes.begin(), byBytes.end(),
              [](const Point &a, const Point &b) { return a.bytes < b.bytes; });
    return byBytes.front().latencyNs > 0 ? byBytes.back().latencyNs / byBytes.front().latencyNs : 0;
}

void LatencyLab::onEvent(const EngineEvent &typed)
{
    if (!isRunning())
        return;
    const QString &kind = typed.kind;
    if (kind == QLatin1String("progress")) {
        setProgress(typed.fraction);
    } else if (kind == QLatin1String("point")) {
        const LatencyPoint p = latencyPointFromJson(typed.payload());
        m_points.push_back({qint64(p.bytes), p.latencyNs});
        setStatus(tr("%1: %2 ns per load")
                      .arg(MemoryScene::bytesText(double(m_points.back().bytes)))
                      .arg(QLocale().toString(m_points.back().latencyNs, 'f', 1)));
        rebuild();
    } else if (kind == QLatin1String("done")) {
        const bool cancelled = typed.cancelled;
        const QString &error = typed.error;
        QString status;
        if (!error.isEmpty())
            status = tr("The measurement failed: %1").arg(error);
        else if (cancelled)
            status = tr("Cancelled. Sizes measured before the cancel stay on the chart: %1.")
                         .arg(wholeText(m_points.size()));
        else
            status = tr("Done: %1 working-set sizes, each the median of 5 chases.")
                         .arg(wholeText(m_points.size()));
        if (cancelled || !error.isEmpty()) {
            setVerdict(tr("Stopped before the end: run it again to see the answer."));
        } else {
            const double ratio = measuredRatio();
            int nearest = 1; // the choice nearest the measured ratio, on a log scale
            for (int i = 2; i < m_prediction->count(); ++i)
                if (std::abs(std::log(m_prediction->itemData(i).toDouble() / ratio)) <
                    std::abs(std::log(m_prediction->itemData(nearest).toDouble() / ratio)))
                    nearest = i;
            const int nearestTimes = m_prediction->itemData(nearest).toInt();
            const QString headline = verdictHeadline(runPrediction().toInt() == nearestTimes);
            setVerdict(
                tr("<b>%1</b> Here a load from the largest set (DRAM) took %2\u00d7 as long as one "
                   "from the smallest (L1): the nearest choice is about %3\u00d7. Each step of the "
                   "curve is the set outgrowing one cache; a GPU's steps are the same idea, "
                   "in hundreds of cycles.")
                    .arg(headline.toHtmlEscaped())
                    .arg(QLocale().toString(ratio, 'f', 0))
                    .arg(QLocale().toString(nearestTimes)));
        }
        endRun(cancelled, error, status);
    }
}

QString LatencyLab::csv() const
{
    QString out = QStringLiteral("bytes,latency_ns\n");
    for (const Point &p : m_points)
        out += QStringLiteral("%1,%2\n").arg(p.bytes).arg(p.latencyNs, 0, 'g', 6);
    return out;
}

void LatencyLab::rebuild()
{
    clearChart();
    QChart *chart = frame()->chart();
    chart->setTitle(tr("Time per dependent load against working-set size (this CPU)"));
    std::vector<double> latencies;
    for (const Point &p : m_points)
        latencies.push_back(p.latencyNs);
    const auto [x, y] = addSweepAxes(m_min, m_max, tr("Working set (KiB, log scale)"), latencies,
                                     tr("Latency per load (ns, log scale)"));
    const qreal width = lineWidth();
    const SceneStyle &style = sceneStyle();
    // This CPU's caches: a dashed vertical line at each size, a different dash per level.
    const Qt::PenStyle dashes[] = {Qt::DashLine, Qt::DotLine, Qt::DashDotLine, Qt::DashDotDotLine};
    for (const CpuCache &cache : m_caches) {
        const double kib = double(cache.bytes) / kKiB;
        if (kib < double(m_min) / kKiB || kib > double(m_max) / kKiB)
            continue;
        auto *mark = new QLineSeries;
        mark->setName(tr("L%1 cache of this CPU: %2")
                          .arg(cache.level)
                          .arg(MemoryScene::bytesText(double(cache.bytes))));
        ChartFrame::setSeriesLabel(mark, tr("L%1").arg(cache.level)); // named on the chart
        mark->setPen(QPen(style.series[size_t(3 + cache.level) % 8], width * 0.6,
                          dashes[size_t(cache.level - 1) % 4]));
        mark->append(kib, y->min());
        mark->append(kib, y->max());
        chart->addSeries(mark);
        mark->attachAxis(x);
        mark->attachAxis(y);
    }
    if (!m_points.empty()) {
        auto sorted = m_points;
        std::sort(sorted.begin(), sorted.end(),
                  [](const Point &a, const Point &b) { return a.bytes < b.bytes; });
        auto *line = new QLineSeries;
        line->setName(tr("measured latency"));
        line->setPen(QPen(style.series[0], width));
        line->setPointsVisible(true);
        for (const Point &p : sorted)
            line->append(double(p.bytes) / kKiB, p.latencyNs);
        chart->addSeries(line);
        line->attachAxis(x);
        line->attachAxis(y);
        frame()->attachHover(line, [](const QPointF &p) {
            return tr("%1: %2 ns per load")
                .arg(MemoryScene::bytesText(p.x() * kKiB))
                .arg(QLocale().toString(p.y(), 'f', 1));
        });
    }
    QStringList parts;
    for (const Point &p : m_points)
        parts << tr("%1 %2 ns")
                     .arg(MemoryScene::bytesText(double(p.bytes)))
                     .arg(QLocale().toString(p.latencyNs, 'f', 1));
    frame()->view()->setAccessibleDescription(
        m_points.empty() ? tr("No measurement yet.")
                         : tr("Latency per load: %1.").arg(itemList(parts)));
}

// ---- BandwidthLab ---------------------------------------------------------------------------

BandwidthLab::BandwidthLab(const LessonContext &context, QWidget *parent)
    : MeasurementLab(tr("&Run on this computer"), parent), m_machine(context.machine)
{
    setObjectName(QStringLiteral("bandwidthLab"));
    setCompactHeight(true);
    m_engine = new EngineClient(context.engine, this);
    m_deviceLabel = new QLabel(tr("The OpenCL device is looked for when you run."), this);
    m_deviceLabel->setWordWrap(true);
    m_deviceLabel->setAccessibleName(tr("OpenCL device"));
    addHeader(m_deviceLabel);
    setStatus(tr("Copies arrays from 4 KiB to 256 MiB on the CPU (one thread and all) "
                 "and with an OpenCL copy kernel; every copy is checked."));
    addChart(tr("Bandwidth against size"));
    frame()->setObjectName(QStringLiteral("bandwidthChart"));
    frame()->setCsvProvider([this] { return csv(); });
    connect(m_engine, &EngineClient::event, this, &BandwidthLab::onEvent);
    connect(m_engine, &EngineClient::engineStopped, this, [this](const QString &message) {
        if (isRunning())
            endRun(false, message, tr("The measurement engine stopped: %1").arg(message));
    });
    // The devices come from the application's one discovery (EngineService).
    m_service = context.engine;
    if (m_service)
        connect(m_service, &EngineService::discovered, this, &BandwidthLab::onDiscovered);
    rebuild();
}

BandwidthLab::~BandwidthLab() = default;

void BandwidthLab::onDiscovered(const DeviceDiscovery &discovery)
{
    if (!m_discovering)
        return;
    m_discovering = false;
    m_deviceFound = discovery.available();
    const int count = int(discovery.devices.size());
    const int chosen = m_machine->deviceIndex();
    m_deviceIndex = count == 0 ? -1 : (chosen >= 0 && chosen < count ? chosen : 0);
    if (m_deviceIndex >= 0) {
        m_deviceName =
            QString::fromStdString(discovery.devices.at(size_t(m_deviceIndex)).name).trimmed();
        m_deviceLabel->setText(tr("OpenCL device: %1. Its copy kernel is timed with OpenCL "
                                  "profiling, one launch per sample: small sizes show the "
                                  "launch cost.")
                                   .arg(m_deviceName));
    } else {
        m_deviceLabel->setText(
            tr("CPU only: no OpenCL device was found here, so the device copy cannot run; "
               "the CPU's copy and triad still do. (Why: %1)")
                .arg(QString::fromStdString(discovery.problem)));
    }
    if (!isRunning())
        return;
    if (cancelRequested()) {
        endRun(true, {}, tr("Cancelled before the measurement started."));
        return;
    }
    sendMeasurement();
}

void BandwidthLab::setRange(qint64 minBytes, qint64 maxBytes, int repeats)
{
    m_min = minBytes;
    m_max = maxBytes;
    m_repeats = repeats;
}

bool BandwidthLab::start(QString *error)
{
    if (!m_service)
        return refuse(error, tr("no measurement engine"),
                      tr("Cannot start the measurement engine: none was given."));
    m_discovering = !m_deviceFound.has_value();
    m_points.clear();
    beginRun();
    if (m_discovering) {
        setStatus(tr("Looking for OpenCL devices\u2026"));
        m_service->requestDiscovery(); // onDiscovered() sends the measurement
    } else {
        sendMeasurement();
    }
    rebuild();
    return true;
}

void BandwidthLab::stop()
{
    // Discovery cannot be cancelled: the measurement is not sent when it ends (cancelRequested).
    if (!m_discovering)
        m_engine->cancel();
}

void BandwidthLab::sendMeasurement()
{
    QString why;
    const QString request =
        requestLine(BandwidthRequest{m_deviceIndex, quint64(m_min), quint64(m_max), m_repeats});
    if (!m_engine->send(request, &why)) {
        endRun(false, why, tr("Cannot start the measurement engine: %1").arg(why));
        return;
    }
    setStatus(m_deviceIndex >= 0 ? tr("Measuring the CPU, then %1\u2026").arg(m_deviceName)
                                 : tr("Measuring the CPU\u2026"));
}

void BandwidthLab::onEvent(const EngineEvent &typed)
{
    if (!isRunning())
        return;
    const QString &kind = typed.kind;
    if (kind == QLatin1String("progress")) {
        setProgress(typed.fraction);
    } else if (kind == QLatin1String("point")) {
        const BandwidthPoint p = bandwidthPointFromJson(typed.payload());
        Point point;
        point.where = QString::fromStdString(p.where);
        point.kernel = QString::fromStdString(p.kernel);
        point.threads = p.threads;
        point.bytes = qint64(p.bytes);
        point.gbs = p.gbsMedian;
        point.verified = p.verified;
        m_points.push_back(point);
        rebuild();
    } else if (kind == QLatin1String("done")) {
        const bool cancelled = typed.cancelled;
        const QString &error = typed.error;
        QString status;
        if (!error.isEmpty()) {
            status = tr("The measurement failed: %1").arg(error);
        } else if (cancelled) {
            status = tr("Cancelled. Points measured before the cancel stay on the chart: %1.")
                         .arg(wholeText(m_points.size()));
        } else {
            double best = 0;
            double largestHost = 0;
            for (const Point &p : m_points) {
                best = std::max(best, p.gbs);
                if (p.where == QLatin1String("host") && p.bytes == m_max)
                    largestHost = std::max(largestHost, p.gbs);
            }
            status = tr("Done: %1 points, every copy checked. Fastest: %2 GB/s (a set that fits "
                        "in cache); at %3 from DRAM: %4 GB/s.")
                         .arg(wholeText(m_points.size()))
                         .arg(QLocale().toString(best, 'f', 0))
                         .arg(MemoryScene::bytesText(double(m_max)))
                         .arg(QLocale().toString(largestHost, 'f', 1));
        }
        endRun(cancelled, error, status);
    }
}

QString BandwidthLab::csv() const
{
    QString out = QStringLiteral("where,kernel,threads,bytes,gbs_median,verified\n");
    for (const Point &p : m_points)
        out += QStringLiteral("%1,%2,%3,%4,%5,%6\n")
                   .arg(p.where, p.kernel)
                   .arg(p.threads)
                   .arg(p.bytes)
                   .arg(p.gbs, 0, 'g', 6)
                   .arg(p.verified ? 1 : 0);
    return out;
}

void BandwidthLab::rebuild()
{
    clearChart();
    QChart *chart = frame()->chart();
    chart->setTitle(tr("Bytes moved per second against the size of one array"));
    std::vector<double> rates;
    for (const Point &p : m_points)
        rates.push_back(p.gbs);
    const auto [x, y] = addSweepAxes(m_min, m_max, tr("Size of one array (KiB, log scale)"), rates,
                                     tr("GB/s (10\u2079 bytes per second, log scale)"));
    struct Line
    {
        QString where, kernel;
        bool allThreads;
        QString name;
        int colour;
        Qt::PenStyle pen;
    };
    const Line lines[] = {
        {QStringLiteral("host"), QStringLiteral("copy"), false, tr("CPU copy, 1 thread"), 0,
         Qt::DashLine},
        {QStringLiteral("host"), QStringLiteral("copy"), true, tr("CPU copy, every thread"), 0,
         Qt::SolidLine},
        {QStringLiteral("host"), QStringLiteral("triad"), true, tr("CPU triad, every thread"), 2,
         Qt::DotLine},
        {QStringLiteral("device"), QStringLiteral("copy"), false, tr("OpenCL device copy"), 4,
         Qt::SolidLine},
    };
    const qreal width = lineWidth();
    const SceneStyle &style = sceneStyle();
    int maxThreads = 0;
    for (const Point &p : m_points)
        if (p.where == QLatin1String("host"))
            maxThreads = std::max(maxThreads, p.threads);
    QStringList summary;
    for (const Line &l : lines) {
        auto *series = new QLineSeries;
        for (const Point &p : m_points) {
            if (p.where != l.where || p.kernel != l.kernel || !(p.gbs > 0))
                continue;
            if (l.where == QLatin1String("host") &&
                (l.allThreads ? p.threads != maxThreads || maxThreads == 1 : p.threads != 1))
                continue;
            series->append(double(p.bytes) / kKiB, p.gbs);
        }
        if (series->count() == 0) {
            delete series;
            continue;
        }
        series->setName(l.name);
        series->setPen(QPen(style.series[size_t(l.colour)], width, l.pen));
        series->setPointsVisible(true);
        chart->addSeries(series);
        series->attachAxis(x);
        series->attachAxis(y);
        const QString name = l.name;
        frame()->attachHover(series, [name](const QPointF &p) {
            return tr("%1, %2: %3 GB/s")
                .arg(name, MemoryScene::bytesText(p.x() * kKiB))
                .arg(QLocale().toString(p.y(), 'f', 1));
        });
        summary << tr("%1 up to %2 GB/s")
                       .arg(l.name)
                       .arg(QLocale().toString(
                           std::max_element(
                               series->points().cbegin(), series->points().cend(),
                               [](const QPointF &a, const QPointF &b) { return a.y() < b.y(); })
                               ->y(),
                           'f', 0));
    }
    frame()->view()->setAccessibleDescription(summary.isEmpty() ? tr("No measurement yet.")
                                                                : clauseList(summary));
}

// ---- TilingRace -----------------------------------------------------------------------------

TilingRace::TilingRace(const LessonContext &context, QWidget *parent)
    : MeasurementLab(tr("&Run the race"), parent), m_runner(context)
{
    setObjectName(QStringLiteral("tilingRace"));
    m_device = new QLabel(tr("Looking for OpenCL devices when this page is first shown."), this);
    m_device->setWordWrap(true);
    m_device->setAccessibleName(tr("OpenCL device"));
    addHeader(m_device);
    m_size = new QComboBox(this);
    m_size->setAccessibleName(tr("Matrix size N"));
    for (int n : {256, 512, 1024})
        m_size->addItem(wholeText(n), n);
    m_size->setCurrentIndex(1);
    addField(new QLabel(tr("Matrix si&ze N:"), this), m_size);
    m_prediction =
        addPredictionBox(tr("&Predict: tiled will be"),
                         tr("Your prediction: how many times faster the tiled kernel is"));
    m_prediction->addItem(tr("no faster"), 1);
    m_prediction->addItem(tr("about 2\u00d7"), 2);
    m_prediction->addItem(tr("about 5\u00d7"), 5);
    m_prediction->addItem(tr("10\u00d7 or more"), 10);
    progressBar()->setAccessibleName(tr("Progress of the race"));
    statusLabel()->setAccessibleName(tr("What the race is doing"));
    verdictLabel()->setObjectName(QStringLiteral("tilingResult"));
    verdictLabel()->setAccessibleName(tr("Measured result"));
    setVerdict(
        tr("Both kernels compute C = A \u00d7 B in float32 on the OpenCL device. The naive one "
           "reads every operand from global memory; the tiled one loads 16 \u00d7 16 tiles into "
           "local (shared) memory and reuses each value 16 times."));

    connect(&m_runner, &RaceRunner::devicesReady, this, &TilingRace::onDevicesReady);
    connect(&m_runner, &RaceRunner::phase, this, [this](const QString &phase) {
        if (isRunning())
            setStatus(phase);
    });
    connect(&m_runner, &RaceRunner::benchProgress, this, [this](int variant, int, double fraction) {
        if (isRunning())
            setProgress((variant + fraction) / 2);
    });
    connect(&m_runner, &RaceRunner::resultReady, this, [this](const BenchResult &result) {
        if (!isRunning())
            return;
        m_results.push_back(result);
        showResults();
    });
    connect(&m_runner, &RaceRunner::runFinished, this, &TilingRace::onFinished);
}

TilingRace::~TilingRace() = default;

void TilingRace::showEvent(QShowEvent *event)
{
    MeasurementLab::showEvent(event);
    discover();
}

void TilingRace::discover()
{
    if (m_discoveryStarted)
        return;
    m_discoveryStarted = true;
    m_device->setText(tr("Looking for OpenCL devices\u2026"));
    m_runner.discover();
}

void TilingRace::onDevicesReady()
{
    const DeviceDiscovery &found = m_runner.discovery();
    if (found.available()) {
        const int chosen = m_runner.machine().deviceIndex();
        const int index = chosen >= 0 && chosen < int(found.devices.size()) ? chosen : 0;
        m_device->setText(
            tr("OpenCL device: %1. Its local memory plays the part of a GPU's "
               "shared memory.")
                .arg(QString::fromStdString(found.devices[size_t(index)].name).trimmed()));
        setRunAvailable(true);
    } else {
        m_device->setText(tr("No OpenCL device was found here, so this race cannot run (it needs "
                             "local memory on an OpenCL device). The latency and bandwidth tabs "
                             "still measure the CPU. (Why: %1)")
                              .arg(QString::fromStdString(found.problem)));
        setRunAvailable(false);
    }
    emit devicesReady();
}

void TilingRace::setSize(int n)
{
    const int index = m_size->findData(n);
    if (index >= 0)
        m_size->setCurrentIndex(index);
}

int TilingRace::size() const
{
    return m_size->currentData().toInt();
}

void TilingRace::setPrediction(int index)
{
    m_prediction->setCurrentIndex(std::clamp(index, 0, m_prediction->count() - 1));
}

bool TilingRace::start(QString *error)
{
    discover();
    m_runner.waitForDevices(); // the engine answers within moments; a race needs its answer
    if (!m_runner.discovery().available())
        return refuse(error, tr("No OpenCL device: this race needs one."));
    BenchConfig config;
    config.sizes = {size()};
    config.variants = {"opencl-naive", "opencl-tiled"};
    config.repeats = 3;
    const int chosen = m_runner.machine().deviceIndex();
    const int device =
        chosen >= 0 && chosen < int(m_runner.discovery().devices.size()) ? chosen : 0;
    QString why;
    if (!m_runner.startBench(config, device, &why))
        return refuse(error, why);
    m_results.clear();
    beginRun();
    showResults();
    return true;
}

void TilingRace::stop()
{
    m_runner.cancel();
}

double TilingRace::speedup() const
{
    const BenchResult *naive = nullptr;
    const BenchResult *tiled = nullptr;
    for (const BenchResult &r : m_results) {
        if (r.status != BenchResult::Status::Ok || !r.verified || r.secondsMedian <= 0)
            continue;
        if (r.variant == "opencl-naive")
            naive = &r;
        else if (r.variant == "opencl-tiled")
            tiled = &r;
    }
    return naive && tiled ? naive->secondsMedian / tiled->secondsMedian : 0;
}

void TilingRace::onFinished(const BenchRun &run)
{
    if (!isRunning())
        return;
    showResults();
    endRun(run.cancelled, run.error,
           !run.error.isEmpty() ? tr("The race failed: %1").arg(run.error)
           : run.cancelled      ? tr("Cancelled.")
                                : tr("Done: both answers checked against a float64 reference."));
}

void TilingRace::showResults()
{
    const qint64 n = size();
    const qint64 naiveWords = 2 * n * n * n;
    const qint64 tiledWords = naiveWords / 16;
    QString text = tr("<p>Words read from global memory by the formula: naive 2N\u00b3 = %1, "
                      "tiled (T = 16) 2N\u00b3/16 = %2.</p>")
                       .arg(QLocale().toString(naiveWords), QLocale().toString(tiledWords));
    for (const BenchResult &r : m_results) {
        const QString name = r.variant == "opencl-naive" ? tr("Naive") : tr("Tiled");
        if (r.status == BenchResult::Status::Ok)
            text += tr("<p>%1: %2 ms, %3 GFLOP/s%4</p>")
                        .arg(name, QLocale().toString(r.secondsMedian * 1000, 'f', 1),
                             QLocale().toString(r.gflops, 'f', 1),
                             r.verified ? tr(", \u2713 checked") : tr(", \u2717 wrong answer"));
        else
            text += tr("<p>%1: did not run (%2)</p>")
                        .arg(name, QString::fromStdString(r.message).toHtmlEscaped());
    }
    const double s = speedup();
    if (s > 0) {
        const int nearest = s < 1.5 ? 1 : s < 3.5 ? 2 : s < 7.5 ? 5 : 10;
        const QString headline = verdictHeadline(runPrediction().toInt() == nearest);
        text += tr("<p><b>%1 Tiled was %2\u00d7 as fast.</b> Sixteen times fewer words from "
                   "global memory do not make it sixteen times faster: caches already catch "
                   "some of the naive kernel's repeats, and the tiled one pays for its "
                   "barriers.%3</p>")
                    .arg(headline.toHtmlEscaped(), QLocale().toString(s, 'f', 1),
                         s < 1.2 ? tr(" On a CPU OpenCL device, local memory is ordinary cached "
                                      "memory: the caches already do the tiling's job, so "
                                      "tiling can even lose.")
                                 : QString());
    }
    setVerdict(text);
}

} // namespace gpulab
