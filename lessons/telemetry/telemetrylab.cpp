// TelemetryLab: this machine's telemetry while a load runs (see telemetrylab.h).
#include "lessons/telemetry/telemetrylab.h"
#include "lessons/framework/numbertext.h"
#include "lessons/framework/sentencetext.h"

#include "lessons/framework/machinestate.h"
#include "widgets/chartframe.h"

#include <QChart>
#include <QComboBox>
#include <QLabel>
#include <QLineSeries>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QTimer>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace gpulab {

namespace {

QString number(double value, int decimals)
{
    return QLocale().toString(value, 'f', decimals);
}

// Why something is unavailable, in the UI language: compute/ (plain C++) gives a code and the
// path or content it names; a reason without a code is shown in its English words.
QString unavailableText(telemetry::Unavailable why, const std::string &detail,
                        const std::string &english)
{
    using U = telemetry::Unavailable;
    const QString d = QString::fromStdString(detail);
    switch (why) {
    case U::FileMissing: return TelemetryLab::tr("file missing (%1)").arg(d);
    case U::PermissionDenied: return TelemetryLab::tr("permission denied (%1)").arg(d);
    case U::Malformed: return TelemetryLab::tr("malformed content %1").arg(d);
    case U::NeedsSecondSample:
        return TelemetryLab::tr("needs a second sample (the first one starts the interval)");
    case U::NoCpuFrequency:
        return TelemetryLab::tr("no CPU frequency reading (no cpufreq files in %1, no \"cpu MHz\" "
                                "in /proc/cpuinfo; a virtual machine often has neither)")
            .arg(d);
    case U::NoCpuTemperatureSensor:
        return TelemetryLab::tr("no CPU temperature sensor in %1 (no coretemp, k10temp or "
                                "zenpower sensor, no thermal zone; a virtual machine usually "
                                "has none)")
            .arg(d);
    case U::NoRaplCounter:
        return TelemetryLab::tr("no RAPL energy counter in %1 (the intel_rapl driver is not "
                                "loaded, or this is a virtual machine)")
            .arg(d);
    case U::RaplRootOnly:
        return TelemetryLab::tr("permission denied reading %1: since Linux 5.10 (November 2020, "
                                "the PLATYPUS power side channel) it is readable by root only")
            .arg(d);
    case U::NoDrm: return TelemetryLab::tr("%1 is missing: no GPU driver exposes a card").arg(d);
    case U::NoGpuCard: return TelemetryLab::tr("no GPU card in %1").arg(d);
    case U::NvmlNotTried: return TelemetryLab::tr("NVML not tried");
    case U::NvmlNotFound: return TelemetryLab::tr("NVML not found (no NVIDIA driver)");
    case U::Implausible: return TelemetryLab::tr("implausible value %1").arg(d);
    case U::CountersWentBack:
        return TelemetryLab::tr("the counters in %1 went back (a CPU was taken offline?)").arg(d);
    case U::CountersUnchanged:
        return TelemetryLab::tr("no time passed between the samples (the counters in %1 did not "
                                "change)")
            .arg(d);
    case U::EnergyCounterWentBack:
        return TelemetryLab::tr("the energy counter %1 went back").arg(d);
    case U::NoHwmon: return TelemetryLab::tr("no hwmon folder for this card (%1)").arg(d);
    //: %1 is the driver's name as Linux spells it ("amdgpu", "i915/xe").
    case U::NotInSysfs:
        return TelemetryLab::tr("the %1 driver does not report this in sysfs").arg(d);
    case U::NvidiaNeedsNvml:
        return TelemetryLab::tr("the NVIDIA driver does not report this in sysfs: it needs NVML "
                                "(see the NVML row)");
    case U::NoGpuPower:
        return TelemetryLab::tr("the driver reports no power or energy for this GPU in %1 (an "
                                "integrated GPU's power is in the CPU package's RAPL figure)")
            .arg(d);
    case U::ThrottleFilesNotRead:
        return TelemetryLab::tr("the clock-event reasons are in the gt/gt0/throttle_reason_* "
                                "files of %1, which GPU Lab does not read")
            .arg(d);
    case U::UnknownDriver: return TelemetryLab::tr("the driver %1 is not one GPU Lab reads").arg(d);
    case U::NvmlIncomplete:
        return TelemetryLab::tr("the NVML library %1 lacks nvmlInit_v2 or the device calls").arg(d);
    //: %1 is NVML's error code and its own English words: "15 (GPU is lost)".
    case U::NvmlStartFailed: return TelemetryLab::tr("NVML could not start: error %1").arg(d);
    case U::NvmlCountFailed:
        return TelemetryLab::tr("NVML could not count the devices: error %1").arg(d);
    case U::NvmlNotSupported:
        return TelemetryLab::tr("the driver does not report it on this device (%1: not "
                                "supported)")
            .arg(d);
    case U::NvmlNoPermission: return TelemetryLab::tr("permission denied (%1)").arg(d);
    case U::NvmlError: return TelemetryLab::tr("NVML error %1").arg(d);
    case U::NvmlNoFunction: return TelemetryLab::tr("this NVML has no %1").arg(d);
    case U::None:
    case U::Other: break;
    }
    return QString::fromStdString(english);
}

QString reasonText(const telemetry::Figure &f)
{
    return unavailableText(f.why, f.detail, f.reason);
}

// NVML in use, in the UI language: "NVML (driver 550.54.15): 1 device".
QString nvmlInUseText(const telemetry::Sample &s)
{
    return s.nvmlDetail.empty()
               ? TelemetryLab::tr("NVML: %Ln device(s)", nullptr, s.nvmlDevices)
               : TelemetryLab::tr("NVML (driver %1): %Ln device(s)", nullptr, s.nvmlDevices)
                     .arg(QString::fromStdString(s.nvmlDetail));
}

// NVML's clock-event reasons in the UI language: "idle, power cap (software)"; "none".
QString clockEventsText(std::uint64_t mask)
{
    using E = telemetry::ClockEvent;
    bool other = false;
    QStringList words;
    for (E event : telemetry::clockEvents(mask, &other)) {
        switch (event) {
        case E::Idle: words << TelemetryLab::tr("idle"); break;
        case E::ApplicationClocks: words << TelemetryLab::tr("application clocks setting"); break;
        case E::SwPowerCap: words << TelemetryLab::tr("power cap (software)"); break;
        case E::HwSlowdown: words << TelemetryLab::tr("hardware slowdown"); break;
        case E::SyncBoost: words << TelemetryLab::tr("sync boost"); break;
        case E::SwThermal: words << TelemetryLab::tr("thermal slowdown (software)"); break;
        case E::HwThermal: words << TelemetryLab::tr("thermal slowdown (hardware)"); break;
        case E::HwPowerBrake: words << TelemetryLab::tr("power brake (hardware)"); break;
        case E::DisplayClock: words << TelemetryLab::tr("display clock setting"); break;
        }
    }
    if (other)
        words << TelemetryLab::tr("other reasons");
    return words.isEmpty() ? TelemetryLab::tr("none (running at the clock it is asked for)")
                           : itemList(words);
}

// A path or reason that may wrap after each '/' (a long sysfs path must not widen the page).
QString wrappable(const QString &text)
{
    return text.toHtmlEscaped().replace(QLatin1Char('/'), QStringLiteral("/\u200b"));
}

QString wrappable(const std::string &text)
{
    return wrappable(QString::fromStdString(text));
}

QString valueText(const telemetry::Figure &f, int decimals)
{
    if (!f.available)
        return TelemetryLab::tr("unavailable");
    return QStringLiteral("%1 %2").arg(number(f.value, decimals), QString::fromStdString(f.unit));
}

// A GPU's name, vendor and driver as the system gave them, or words for what it did not say.
QString gpuName(const telemetry::GpuReading &g, std::size_t index)
{
    return g.name.empty() ? TelemetryLab::tr("GPU %1").arg(wholeText(qint64(index)))
                          : QString::fromStdString(g.name);
}

QString gpuVendor(const telemetry::GpuReading &g)
{
    return g.vendor.empty() ? TelemetryLab::tr("unknown vendor") : QString::fromStdString(g.vendor);
}

QString gpuDriver(const telemetry::GpuReading &g)
{
    return g.driver.empty() ? TelemetryLab::tr("unknown driver") : QString::fromStdString(g.driver);
}

} // namespace

TelemetryLab::TelemetryLab(const LessonContext &context, QWidget *parent)
    : MeasurementLab(tr("&Run the load and watch"), parent), m_runner(context)
{
    setObjectName(QStringLiteral("telemetryLab"));
    setCompactHeight(true);
    m_timer = new QTimer(this);
    m_timer->setInterval(kSampleMs);
    connect(m_timer, &QTimer::timeout, this, &TelemetryLab::sampleNow);

    m_load = new QComboBox(this);
    m_load->setAccessibleName(tr("The load to run while watching"));
    m_load->addItem(tr("matrix product on the OpenCL device (opencl-regblock)"),
                    QStringLiteral("opencl-regblock"));
    m_load->addItem(tr("matrix product on the processor's threads (cpu-threads)"),
                    QStringLiteral("cpu-threads"));
    addField(new QLabel(tr("&Load:"), this), m_load);
    m_size = new QComboBox(this);
    m_size->setAccessibleName(tr("Matrix size N of the load"));
    for (int n : {512, 1024, 2048, 4096})
        m_size->addItem(tr("N = %1").arg(QLocale().toString(n)), n);
    m_size->setCurrentIndex(2);
    addField(new QLabel(tr("&Size:"), this), m_size);
    m_watch = new QPushButton(tr("&Watch without a load"), this);
    m_watch->setCheckable(true);
    m_watch->setAccessibleName(tr("Sample the telemetry every half second without a load"));
    connect(m_watch, &QPushButton::toggled, this, [this] { updateTimer(); });
    addControl(m_watch);
    progressBar()->setAccessibleName(tr("The load's progress"));
    setStatus(tr("Run repeats a matrix product for some seconds in the measurement engine while "
                 "this page reads the machine's own figures twice a second. Watch samples "
                 "without a load."));

    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("telemetrySummary"));
    m_summary->setWordWrap(true);
    m_summary->setTextFormat(Qt::RichText);
    addToBody(m_summary);
    addChart(tr("This machine over time"));
    frame()->setObjectName(QStringLiteral("telemetryChart"));
    frame()->setNamesOnSeries(true); // no legend: its row would leave the axes no room
    frame()->setMinimumLines(13);
    frame()->setCsvProvider([this] {
        QString out = QStringLiteral("seconds,cpu_utilisation_pct,cpu_power_w,gpu_utilisation_pct,"
                                     "gpu_power_w,gpu_temperature_c\n");
        auto cell = [](const telemetry::Figure &f) {
            return f.available ? QString::number(f.value, 'g', 6) : QString();
        };
        for (const telemetry::Sample &s : m_samples) {
            const telemetry::GpuReading *g = s.gpus.empty() ? nullptr : &s.gpus.front();
            out += QStringLiteral("%1,%2,%3,%4,%5,%6\n")
                       .arg(QString::number(s.seconds - m_firstSeconds, 'f', 2),
                            cell(s.cpu.utilisation), cell(s.cpu.power),
                            g ? cell(g->utilisation) : QString(), g ? cell(g->power) : QString(),
                            g ? cell(g->temperature) : QString());
        }
        return out;
    });

    m_figures = new QLabel(this);
    m_figures->setObjectName(QStringLiteral("telemetryFigures"));
    m_figures->setTextFormat(Qt::RichText);
    m_figures->setWordWrap(true);
    m_figures->setAccessibleName(
        tr("Every figure read from this machine, or why it is unavailable"));
    addToBody(m_figures);
    m_energy = new QLabel(this);
    m_energy->setObjectName(QStringLiteral("telemetryEnergy"));
    m_energy->setWordWrap(true);
    m_energy->setTextFormat(Qt::RichText);
    addToBody(m_energy);

    connect(&m_runner, &RaceRunner::benchProgress, this,
            [this](int, int, double fraction) { setProgress(fraction); });
    connect(&m_runner, &RaceRunner::phase, this, [this](const QString &text) { setStatus(text); });
    connect(&m_runner, &RaceRunner::resultReady, this, [this](const BenchResult &result) {
        if (isRunning())
            m_result = result;
    });
    connect(&m_runner, &RaceRunner::runFinished, this, [this](const BenchRun &run) {
        if (!isRunning())
            return;
        sampleNow(); // the last sample of the run
        m_runEnd = m_samples.empty() ? 0 : m_samples.back().seconds;
        QString status;
        if (!run.error.isEmpty())
            status = tr("The load could not run: %1").arg(run.error);
        else if (run.cancelled)
            status = tr("Cancelled.");
        else if (m_result && m_result->status == BenchResult::Status::Ok && m_result->verified)
            status = tr("Done: %1 GFLOP/s at N = %2 on %3, checked against float64; median of "
                        "%4 runs.")
                         .arg(number(m_result->gflops, 1))
                         .arg(QLocale().toString(m_result->n))
                         .arg(m_deviceName)
                         .arg(QLocale().toString(m_result->repeats));
        else
            status = tr("The load did not produce a verified result: %1")
                         .arg(m_result ? QString::fromStdString(m_result->message) : QString());
        endRun(run.cancelled, run.error, status);
        updateTimer();
    });
    rebuild(); // the first sample waits for the page to be shown (NVML may take a moment)
}

TelemetryLab::~TelemetryLab() = default;

void TelemetryLab::setReaderOptions(const telemetry::ReaderOptions &options)
{
    m_options = options;
    m_reader.reset();
    m_samples.clear();
    sampleNow();
    rebuild();
}

void TelemetryLab::setLoad(const QString &variant)
{
    const int index = m_load->findData(variant);
    if (index >= 0)
        m_load->setCurrentIndex(index);
}

void TelemetryLab::setSize(int n)
{
    const int index = m_size->findData(n);
    if (index >= 0)
        m_size->setCurrentIndex(index);
}

bool TelemetryLab::isSampling() const
{
    return m_timer->isActive();
}

bool TelemetryLab::hasResult() const
{
    return m_result && m_result->status == BenchResult::Status::Ok && m_result->verified;
}

void TelemetryLab::showEvent(QShowEvent *event)
{
    MeasurementLab::showEvent(event);
    if (m_samples.empty())
        sampleNow();
    else // the axes fit the size the chart is shown at, once it is laid out
        QTimer::singleShot(0, this, [this] {
            if (frame())
                frame()->fitAxes();
        });
    updateTimer();
}

void TelemetryLab::hideEvent(QHideEvent *event)
{
    MeasurementLab::hideEvent(event);
    updateTimer();
}

void TelemetryLab::updateTimer()
{
    const bool wanted = isVisible() && (isRunning() || m_watch->isChecked());
    if (wanted && !m_timer->isActive())
        m_timer->start();
    else if (!wanted && m_timer->isActive())
        m_timer->stop();
}

void TelemetryLab::sampleNow()
{
    if (!m_reader)
        m_reader = std::make_unique<telemetry::Reader>(m_options);
    m_samples.push_back(m_reader->sample());
    if (m_samples.size() == 1)
        m_firstSeconds = m_samples.front().seconds;
    if (m_samples.size() > std::size_t(kMaxPoints))
        m_samples.erase(m_samples.begin());
    fillFigures();
    const telemetry::Sample &last = m_samples.back();
    const bool hasGpu = !last.gpus.empty() && last.gpus.front().utilisation.available;
    const bool hasPower = runPower(last).available;
    if (!frame() || !m_cpuSeries || (hasGpu && !m_chartHasGpu) || (hasPower && !m_chartHasPower))
        rebuild();
    else
        updateSeries();
}

bool TelemetryLab::start(QString *error)
{
    const QString variant = m_load->currentData().toString();
    const bool openCl = variant != QLatin1String("cpu-threads");
    m_runner.discover();
    m_runner.waitForDevices();
    const DeviceDiscovery &found = m_runner.discovery();
    int device = -1;
    if (openCl) {
        if (!found.available())
            return refuse(error,
                          tr("No OpenCL device for this load. (Why: %1) Choose the processor's "
                             "threads, or Watch without a load.")
                              .arg(QString::fromStdString(found.problem)));
        const int chosen = m_runner.machine().deviceIndex();
        device = chosen >= 0 && chosen < int(found.devices.size()) ? chosen : 0;
        const DeviceInfo &info = found.devices.at(std::size_t(device));
        m_deviceName = QString::fromStdString(info.name).trimmed();
        m_runOnGpu = info.type == DeviceType::Gpu || info.type == DeviceType::Accelerator;
    } else {
        m_deviceName = tr("the processor (cpu-threads)");
        m_runOnGpu = false;
        device = found.available() ? std::max(0, m_runner.machine().deviceIndex()) : -1;
    }
    BenchConfig config;
    config.variants = {variant.toStdString()};
    config.sizes = {m_size->currentData().toInt()};
    config.repeats = m_runOnGpu ? kGpuRepeats : kCpuRepeats;
    QString why;
    m_result.reset();
    if (!m_runner.startBench(config, device, &why))
        return refuse(error, why);
    sampleNow();
    m_runStart = m_samples.back().seconds;
    m_runEnd = 0;
    beginRun(tr("Running the load on %1 and sampling twice a second\u2026").arg(m_deviceName));
    updateTimer();
    return true;
}

void TelemetryLab::stop()
{
    m_runner.cancel();
}

telemetry::Figure TelemetryLab::runPower(const telemetry::Sample &s) const
{
    if (!m_runOnGpu)
        return s.cpu.power;
    if (s.gpus.empty())
        return telemetry::Figure::missing(s.gpuNote.empty() ? "no GPU listed" : s.gpuNote, {},
                                          s.gpuNoteWhy, s.gpuNoteDetail);
    return s.gpus.front().power;
}

std::optional<double> TelemetryLab::gflopsPerWatt(double gflops,
                                                  const std::vector<telemetry::Figure> &power,
                                                  QString *why)
{
    double sum = 0;
    int count = 0;
    QString reason;
    for (const telemetry::Figure &f : power) {
        if (f.available && f.value > 0) {
            sum += f.value;
            ++count;
        } else if (reason.isEmpty() && !f.reason.empty()) {
            reason = reasonText(f);
        }
    }
    if (count == 0 || gflops <= 0) {
        if (why)
            *why = gflops <= 0        ? tr("no measured rate")
                   : reason.isEmpty() ? tr("no power figure was read during the run")
                                      : reason;
        return std::nullopt;
    }
    return gflops / (sum / count);
}

void TelemetryLab::fillEnergy()
{
    if (!hasResult()) {
        m_energy->setText(tr("<b>Energy per GFLOP</b> appears after a run: the load's GFLOP/s "
                             "\u00f7 the mean power read while it ran, where this machine "
                             "reports its power."));
        return;
    }
    std::vector<telemetry::Figure> power;
    for (const telemetry::Sample &s : m_samples)
        if (s.seconds > m_runStart && (m_runEnd <= 0 || s.seconds <= m_runEnd))
            power.push_back(runPower(s));
    QString why;
    const std::optional<double> perWatt = gflopsPerWatt(m_result->gflops, power, &why);
    const QString what = m_runOnGpu ? tr("the GPU's power") : tr("the CPU package's RAPL power");
    if (perWatt)
        m_energy->setText(
            tr("<b>Energy:</b> %1 GFLOP/s \u00f7 %2 W mean (%3, %4 samples) = "
               "<b>%5 GFLOP per joule</b> (%6 mJ per GFLOP). The power includes "
               "everything else the chip did meanwhile.")
                .arg(number(m_result->gflops, 1), number(m_result->gflops / *perWatt, 1), what)
                .arg(wholeText(power.size()))
                .arg(number(*perWatt, 2), number(1000 / *perWatt, 1)));
    else
        m_energy->setText(tr("<b>Energy per GFLOP: unavailable</b> \u2014 %1 was not readable "
                             "during the run: %2. The rate alone was %3 GFLOP/s.")
                              .arg(what, wrappable(why), number(m_result->gflops, 1)));
}

void TelemetryLab::fillFigures()
{
    if (m_samples.empty())
        return;
    const telemetry::Sample &s = m_samples.back();
    QStringList read, unread;
    auto sort = [&](const QString &name, const telemetry::Figure &f) {
        (f.available ? read : unread) << name;
    };
    sort(tr("CPU utilisation"), s.cpu.utilisation);
    sort(tr("CPU frequency"), s.cpu.frequency);
    sort(tr("CPU temperature"), s.cpu.temperature);
    sort(tr("CPU power"), s.cpu.power);
    for (std::size_t i = 0; i < s.gpus.size(); ++i) {
        const telemetry::GpuReading &g = s.gpus[i];
        const QString name = gpuName(g, i);
        sort(tr("%1 utilisation").arg(name), g.utilisation);
        sort(tr("%1 memory").arg(name), g.memoryUsed);
        sort(tr("%1 clock").arg(name), g.coreClock);
        sort(tr("%1 temperature").arg(name), g.temperature);
        sort(tr("%1 power").arg(name), g.power);
    }
    if (s.gpus.empty())
        unread << tr("any GPU figure (no GPU driver or NVML here)");
    m_summary->setText(
        tr("<b>Read on this machine:</b> %1. <b>Unavailable:</b> %2 \u2014 each with its "
           "reason in the table under the chart.")
            .arg(read.isEmpty() ? tr("nothing") : listText(read),
                 unread.isEmpty() ? tr("nothing") : listText(unread)));
    QString html = QStringLiteral("<table cellspacing=\"0\" cellpadding=\"2\"><tr><th "
                                  "align=\"left\">%1</th><th align=\"left\">%2</th><th "
                                  "align=\"left\">%3</th></tr>")
                       .arg(tr("Figure"), tr("Now"), tr("Read from, or why not"));
    auto row = [&](const QString &name, const telemetry::Figure &f, int decimals) {
        html += QStringLiteral("<tr><td>%1</td><td>%2</td><td>%3</td></tr>")
                    .arg(name.toHtmlEscaped(), valueText(f, decimals).toHtmlEscaped(),
                         f.available ? wrappable(f.source)
                                     : QStringLiteral("<i>%1</i>").arg(wrappable(reasonText(f))));
    };
    row(tr("CPU utilisation"), s.cpu.utilisation, 1);
    row(tr("CPU frequency"), s.cpu.frequency, 0);
    row(tr("CPU temperature"), s.cpu.temperature, 1);
    row(tr("CPU package power"), s.cpu.power, 1);
    for (std::size_t i = 0; i < s.gpus.size(); ++i) {
        const telemetry::GpuReading &g = s.gpus[i];
        html += QStringLiteral("<tr><td colspan=\"3\"><b>%1</b> (%2, %3)</td></tr>")
                    .arg(gpuName(g, i).toHtmlEscaped(), gpuVendor(g).toHtmlEscaped(),
                         gpuDriver(g).toHtmlEscaped());
        row(tr("GPU utilisation"), g.utilisation, 0);
        row(tr("Memory used"), g.memoryUsed, 0);
        row(tr("Memory total"), g.memoryTotal, 0);
        row(tr("Core clock"), g.coreClock, 0);
        row(tr("Memory clock"), g.memoryClock, 0);
        row(tr("Temperature"), g.temperature, 1);
        row(tr("Power"), g.power, 1);
        row(tr("Power limit"), g.powerLimit, 0);
        if (g.throttleMask.available)
            html += QStringLiteral("<tr><td>%1</td><td colspan=\"2\">%2</td></tr>")
                        .arg(tr("Clock events"),
                             clockEventsText(std::uint64_t(g.throttleMask.value)).toHtmlEscaped());
        else
            row(tr("Clock events"), g.throttleMask, 0);
    }
    if (s.gpus.empty())
        html += QStringLiteral("<tr><td>%1</td><td>%2</td><td><i>%3</i></td></tr>")
                    .arg(tr("GPU"), tr("none listed"),
                         wrappable(unavailableText(s.gpuNoteWhy, s.gpuNoteDetail, s.gpuNote)));
    html += QStringLiteral("<tr><td>%1</td><td colspan=\"2\">%2</td></tr></table>")
                .arg(tr("NVML"), wrappable(s.nvmlWhy == telemetry::Unavailable::None
                                               ? nvmlInUseText(s)
                                               : unavailableText(s.nvmlWhy, s.nvmlDetail, s.nvml)));
    m_figures->setText(html);
}

void TelemetryLab::rebuild()
{
    fillEnergy();
    if (!frame())
        return;
    clearChart();
    m_cpuSeries = m_gpuSeries = m_powerSeries = nullptr;
    m_powerAxis = nullptr;
    QChart *chart = frame()->chart();
    m_xAxis = new QValueAxis;
    m_xAxis->setTitleText(tr("seconds"));
    m_xAxis->setLabelFormat(QStringLiteral("%.0f"));
    auto *y = new QValueAxis;
    y->setTitleText(tr("utilisation, %"));
    y->setRange(0, 100);
    y->setLabelFormat(QStringLiteral("%.0f"));
    addAxes(m_xAxis, y);
    auto line = [&](const QString &name, QValueAxis *valueAxis, Qt::PenStyle style) {
        auto *series = new QLineSeries;
        series->setName(name);
        chart->addSeries(series);
        series->attachAxis(m_xAxis);
        series->attachAxis(valueAxis);
        QPen pen = series->pen();
        pen.setWidthF(lineWidth());
        pen.setStyle(style);
        series->setPen(pen);
        return series;
    };
    m_cpuSeries = line(tr("CPU utilisation"), y, Qt::SolidLine);
    const telemetry::Sample *last = m_samples.empty() ? nullptr : &m_samples.back();
    m_chartHasGpu = last && !last->gpus.empty() && last->gpus.front().utilisation.available;
    m_chartHasPower = last && runPower(*last).available;
    if (m_chartHasGpu)
        m_gpuSeries = line(tr("GPU utilisation"), y, Qt::SolidLine);
    if (m_chartHasPower) {
        m_powerAxis = new QValueAxis;
        m_powerAxis->setTitleText(tr("power, W"));
        m_powerAxis->setLabelFormat(QStringLiteral("%.0f"));
        styleAxis(m_powerAxis);
        chart->addAxis(m_powerAxis, Qt::AlignRight);
        m_powerSeries = line(m_runOnGpu ? tr("GPU power, W") : tr("CPU package power, W"),
                             m_powerAxis, Qt::DashLine);
    }
    updateSeries();
}

void TelemetryLab::updateSeries()
{
    if (!m_cpuSeries || !m_xAxis)
        return;
    QList<QPointF> cpu, gpu, power;
    double t1 = 10;
    double maxPower = 0;
    for (const telemetry::Sample &s : m_samples) {
        const double t = s.seconds - m_firstSeconds;
        t1 = std::max(t1, t);
        if (s.cpu.utilisation.available)
            cpu.append({t, s.cpu.utilisation.value});
        if (!s.gpus.empty() && s.gpus.front().utilisation.available)
            gpu.append({t, s.gpus.front().utilisation.value});
        const telemetry::Figure p = runPower(s);
        if (p.available) {
            power.append({t, p.value});
            maxPower = std::max(maxPower, p.value);
        }
    }
    m_cpuSeries->replace(cpu);
    if (m_gpuSeries)
        m_gpuSeries->replace(gpu);
    if (m_powerSeries) {
        m_powerSeries->replace(power);
        m_powerAxis->setRange(0, std::max(10.0, std::ceil(maxPower * 1.2 / 10) * 10));
    }
    const double t0 = m_samples.empty() ? 0 : m_samples.front().seconds - m_firstSeconds;
    m_xAxis->setRange(t0, std::max(t1, t0 + 10));
    frame()->fitAxes(); // ticks for the new range
}

} // namespace gpulab
