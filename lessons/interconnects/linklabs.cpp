// TransferLab and MultiDeviceLab: the lesson's live measurements (see linklabs.h).
#include "lessons/interconnects/linklabs.h"

#include "lessons/framework/machinestate.h"
#include "lessons/framework/numbertext.h"
#include "lessons/framework/sentencetext.h"
#include "lessons/interconnects/interconnectmath.h"
#include "lessons/interconnects/linkrunner.h"
#include "widgets/chartframe.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QComboBox>
#include <QHeaderView>
#include <QHorizontalStackedBarSeries>
#include <QLabel>
#include <QLegend>
#include <QLineSeries>
#include <QLocale>
#include <QLogValueAxis>
#include <QProgressBar>
#include <QPushButton>
#include <QTableWidget>
#include <QValueAxis>

#include <cmath>

namespace gpulab {

namespace {

QString memoryLabel(const QString &memory)
{
    return memory == QLatin1String("pinned") ? TransferLab::tr("pinned (mapped)")
                                             : TransferLab::tr("pageable");
}

QString directionLabel(const QString &direction)
{
    return direction == QLatin1String("h2d") ? TransferLab::tr("host \u2192 device")
                                             : TransferLab::tr("device \u2192 host");
}

QString kib(double bytes)
{
    if (bytes >= 1 << 20)
        return QStringLiteral("%1 MiB").arg(bytes / double(1 << 20));
    return QStringLiteral("%1 KiB").arg(bytes / 1024.0);
}

} // namespace

// ---- LinkLab ----------------------------------------------------------------------------------

LinkLab::LinkLab(const QStringList &runForms, LinkRunner *runner, QWidget *parent)
    : MeasurementLab(runForms, parent), m_runner(runner)
{
    connect(m_runner, &LinkRunner::devicesReady, this, [this] {
        devicesKnown();
        if (!m_pendingRun)
            return;
        m_pendingRun = false;
        if (cancelRequested())
            endRun(true, {}, tr("Cancelled."));
        else
            launch(nullptr);
    });
    connect(m_runner, &LinkRunner::progress, this, [this](double fraction, const QString &what) {
        if (!isRunning() || m_pendingRun)
            return;
        setProgress(fraction);
        setStatus(what.toHtmlEscaped());
    });
}

bool LinkLab::start(QString *error)
{
    if (m_runner->hasDiscovered())
        return launch(error);
    m_pendingRun = true; // launch() when the devices are known
    beginRun(tr("Looking for OpenCL devices\u2026"));
    m_runner->discover();
    return true;
}

void LinkLab::stop()
{
    if (!m_pendingRun) // a run waiting for discovery ends when discovery does
        m_runner->cancel();
}

// ---- TransferLab ------------------------------------------------------------------------------

TransferLab::TransferLab(LinkRunner *runner, QWidget *parent)
    : LinkLab({tr("&Measure host \u2194 device transfers")}, runner, parent)
{
    setObjectName(QStringLiteral("transferLab"));
    auto *intro = new QLabel(
        tr("How fast does this computer move data between its memory and the OpenCL device? "
           "Buffers from 4 KiB to 256 MiB are copied both ways, from ordinary (pageable) memory "
           "and from pinned (mapped) memory, and checked. Bytes are counted once, in one "
           "direction: compare with PCIe's per-direction figure."),
        this);
    intro->setWordWrap(true);
    addHeader(intro);
    runButton()->setAccessibleName(tr("Measure host to device transfer bandwidth"));
    cancelButton()->setAccessibleName(tr("Cancel the transfer measurement"));
    progressBar()->setAccessibleName(tr("Transfer measurement progress"));
    statusLabel()->setObjectName(QStringLiteral("transferStatus"));
    statusLabel()->setTextFormat(Qt::RichText);
    statusLabel()->setAccessibleName(tr("Transfer measurement status and result"));
    setStatus(tr("Not measured yet."));
    addChart(tr("Host \u2194 device transfer bandwidth"));
    frame()->setCsvProvider([this] { return csv(); });

    connect(m_runner, &LinkRunner::point, this, [this](const TransferPoint &point) {
        if (!isRunning() || waitingForDevices())
            return;
        m_points.push_back(point);
        rebuild();
    });
    connect(m_runner, &LinkRunner::transferFinished, this, &TransferLab::onFinished);
    rebuild();
}

void TransferLab::setRange(quint64 minBytes, quint64 maxBytes, int repeats)
{
    m_minBytes = minBytes;
    m_maxBytes = maxBytes;
    m_repeats = repeats;
}

// Starts the measurement now (from start(), or when discovery ends with a run waiting for it).
bool TransferLab::launch(QString *error)
{
    const int device = std::max(0, m_runner->machine().deviceIndex());
    QString why;
    if (!m_runner->startTransfer(device, m_minBytes, m_maxBytes, m_repeats, &why)) {
        const QString status = tr("<b>Cannot measure:</b> %1").arg(why.toHtmlEscaped());
        if (!isRunning())
            return refuse(error, why, status);
        endRun(false, why, status);
        return false;
    }
    m_points = {};
    if (!isRunning())
        beginRun();
    setStatus(tr("Starting the measurement engine\u2026"));
    rebuild();
    return true;
}

void TransferLab::onFinished(const TransferReport &report, bool cancelled, const QString &error)
{
    if (!isRunning() || waitingForDevices())
        return;
    if (!error.isEmpty()) {
        QString text = error;
        if (error.contains(QLatin1String("OpenCL")) || error.contains(QLatin1String("device")))
            text = tr("%1 \u2014 without an OpenCL device there is no host \u2194 device link "
                      "to measure.")
                       .arg(error);
        endRun(false, error, tr("<b>The measurement failed:</b> %1").arg(text.toHtmlEscaped()));
        return;
    }
    if (cancelled) {
        endRun(true, {},
               tr("Cancelled: %Ln point(s) measured are kept.", nullptr, int(m_points.size())));
        return;
    }
    // The best figure per direction at the largest size: this machine's "PCIe".
    double largest = 0;
    for (const TransferPoint &p : report.points)
        largest = std::max(largest, double(p.bytes));
    MeasuredTransfer measured;
    measured.device = QString::fromStdString(report.deviceName).trimmed();
    measured.when = QDateTime::currentDateTimeUtc();
    std::string bestH2dMemory;
    for (const TransferPoint &p : report.points) {
        if (double(p.bytes) != largest)
            continue;
        if (p.direction == "h2d") {
            if (p.gbsMedian > measured.hostToDeviceGBs) {
                measured.hostToDeviceGBs = p.gbsMedian;
                bestH2dMemory = p.memory;
            }
        } else {
            measured.deviceToHostGBs = std::max(measured.deviceToHostGBs, p.gbsMedian);
        }
    }
    measured.pinned = bestH2dMemory == "pinned";
    const bool cpu = report.cpuDevice;
    const bool verified = report.allVerified();
    QString text =
        tr("<b>%1:</b> host \u2192 device %2, device \u2192 host %3 at %4 (best of pageable "
           "and pinned; %5). Every copy was %6.")
            .arg(measured.device.toHtmlEscaped(),
                 formatBytesPerSecond(measured.hostToDeviceGBs * 1e9),
                 formatBytesPerSecond(measured.deviceToHostGBs * 1e9), kib(largest),
                 measured.pinned ? tr("pinned was faster") : tr("pageable was as fast"),
                 verified ? tr("checked byte for byte") : tr("NOT verified"));
    if (cpu)
        text += tr("<br>This is a CPU device (PoCL): its “device memory\u201d is the same "
                   "RAM, so no bus is crossed \u2014 the figure is a memory copy, not PCIe. A "
                   "PCIe 4.0 x16 GPU would show at most 32 GB/s per direction.");
    else
        text += tr("<br>Compare: PCIe 3.0 x16 16 GB/s, 4.0 32 GB/s, 5.0 64 GB/s per direction. "
                   "The calculator now offers this as \u201cyour machine\u201d.");
    if (measured.hostToDeviceGBs > 0 && measured.deviceToHostGBs > 0 && verified)
        m_runner->machine().setTransfer(measured);
    endRun(false, {}, text);
}

int TransferLab::plottedPoints() const
{
    int count = 0;
    for (QAbstractSeries *series : frame()->chart()->series())
        if (auto *line = qobject_cast<QLineSeries *>(series))
            count += int(line->count());
    return count;
}

void TransferLab::rebuild()
{
    clearChart();
    QChart *chart = frame()->chart();
    auto *x = new QLogValueAxis;
    x->setBase(4);
    x->setLabelFormat(QStringLiteral("%.0f"));
    x->setTitleText(tr("buffer size (bytes, log scale)"));
    x->setRange(double(m_minBytes) / 2, double(m_maxBytes) * 2);
    double lo = 1e9, hi = 0;
    for (const TransferPoint &p : m_points)
        if (p.gbsMedian > 0)
            lo = std::min(lo, p.gbsMedian), hi = std::max(hi, p.gbsMedian);
    if (hi <= 0)
        lo = 0.1, hi = 100;
    QLogValueAxis *y = decadeAxis(lo, hi);
    y->setTitleText(tr("GB/s, one direction (log scale)"));
    addAxes(x, y);
    const struct
    {
        const char *memory;
        const char *direction;
        int colour;
        Qt::PenStyle pen;
    } kinds[] = {{"pinned", "h2d", 0, Qt::SolidLine},
                 {"pinned", "d2h", 4, Qt::SolidLine},
                 {"pageable", "h2d", 0, Qt::DashLine},
                 {"pageable", "d2h", 4, Qt::DashLine}};
    for (const auto &k : kinds) {
        auto *series = new QLineSeries;
        series->setName(tr("%1, %2").arg(memoryLabel(QLatin1String(k.memory)),
                                         directionLabel(QLatin1String(k.direction))));
        QPen pen(sceneStyle().series[k.colour], 2.2, k.pen);
        series->setPen(pen);
        series->setPointsVisible(true);
        for (const TransferPoint &p : m_points)
            if (p.memory == k.memory && p.direction == k.direction && p.gbsMedian > 0)
                series->append(double(p.bytes), p.gbsMedian);
        chart->addSeries(series);
        series->attachAxis(x);
        series->attachAxis(y);
        frame()->attachHover(series, [name = series->name()](const QPointF &point) {
            return tr("%1: %2 at %3")
                .arg(name, formatBytesPerSecond(point.y() * 1e9), kib(point.x()));
        });
    }
    chart->legend()->setVisible(true);
}

QString TransferLab::csv() const
{
    QString text = QStringLiteral("memory,direction,bytes,gbs_median,gbs_best,verified\n");
    for (const TransferPoint &p : m_points)
        text += QStringLiteral("%1,%2,%3,%4,%5,%6\n")
                    .arg(QString::fromStdString(p.memory), QString::fromStdString(p.direction))
                    .arg(double(p.bytes), 0, 'f', 0)
                    .arg(p.gbsMedian)
                    .arg(p.gbsBest)
                    .arg(p.verified ? 1 : 0);
    return text;
}

// ---- MultiDeviceLab ---------------------------------------------------------------------------

MultiDeviceLab::MultiDeviceLab(LinkRunner *runner, QWidget *parent)
    // The short form where a projector's text leaves the row too narrow for the whole.
    : LinkLab({tr("&Split the product across the devices"), tr("&Split the product")}, runner,
              parent)
{
    setObjectName(QStringLiteral("multiDeviceLab"));
    auto *intro = new QLabel(
        tr("Model parallelism on real hardware: C = A \u00d7 B is cut into bands of rows, one "
           "per OpenCL device. Each device receives its band of A and all of B, computes its "
           "band of C and sends it back. What does the sharing cost next to the arithmetic?"),
        this);
    intro->setWordWrap(true);
    addHeader(intro);
    m_devices = new QLabel(tr("Looking for OpenCL devices\u2026"), this);
    m_devices->setObjectName(QStringLiteral("multiDeviceDevices"));
    m_devices->setWordWrap(true);
    m_devices->setTextFormat(Qt::RichText);
    m_devices->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    m_devices->setAccessibleName(tr("The OpenCL devices the product is split across"));
    addHeader(m_devices);
    m_size = new QComboBox(this);
    for (int n : {256, 512, 1024, 2048})
        m_size->addItem(tr("N = %1").arg(wholeText(n)), n);
    m_size->setCurrentIndex(1);
    m_size->setAccessibleName(tr("Matrix size N"));
    addField(new QLabel(tr("Matrix si&ze:"), this), m_size);
    runButton()->setAccessibleName(tr("Run the split matrix product"));
    cancelButton()->setText(tr("Canc&el"));
    cancelButton()->setAccessibleName(tr("Cancel the split product"));
    progressBar()->setAccessibleName(tr("Split product progress"));
    statusLabel()->setObjectName(QStringLiteral("multiDeviceStatus"));
    statusLabel()->setTextFormat(Qt::RichText);
    statusLabel()->setAccessibleName(tr("Split product status and result"));
    setStatus(tr("Not run yet."));
    // The table, then the chart: each gets the whole width.
    m_table = new QTableWidget(this);
    m_table->setObjectName(QStringLiteral("multiDeviceTable"));
    m_table->setAccessibleName(tr("Per band: device, rows, bytes and times"));
    m_table->setColumnCount(7);
    m_table->setHorizontalHeaderLabels({tr("Band"), tr("Device"), tr("Rows"), tr("Upload"),
                                        tr("Compute"), tr("Download"), tr("Total")});
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->setVisible(false);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    addToBody(m_table, 3);
    addChart(tr("Time per band: moving data vs computing"), 2);

    connect(m_runner, &LinkRunner::multiDeviceFinished, this, &MultiDeviceLab::onFinished);
    if (m_runner->hasDiscovered())
        devicesKnown();
    rebuild();
}

void MultiDeviceLab::devicesKnown()
{
    const DeviceDiscovery &d = m_runner->discovery();
    if (!d.available()) {
        m_devices->setText(tr("<b>No OpenCL device on this computer</b> (%1), so nothing can be "
                              "split. Install an OpenCL driver (a GPU driver, or PoCL for the "
                              "CPU) and restart GPU Lab.")
                               .arg(QString::fromStdString(d.problem).toHtmlEscaped()));
        return;
    }
    QStringList names;
    for (const DeviceInfo &device : d.devices)
        names << QString::fromStdString(device.name).trimmed().toHtmlEscaped();
    if (d.devices.size() == 1)
        m_devices->setText(
            tr("<b>This computer has one OpenCL device</b> (%1): both bands run on it, one "
               "after the other, so you see the cost of the transfers but no sharing. To try "
               "two devices on the CPU, start GPU Lab with PoCL split in two: "
               "<code>POCL_DEVICES=\"pthread pthread\" gpulab</code>.")
                .arg(names.first()));
    else
        m_devices->setText(tr("<b>%Ln OpenCL devices</b>, one band each: %1. (Several PoCL "
                              "devices share the same CPU cores: expect the costs, not a "
                              "speed-up.)",
                              nullptr, int(names.size()))
                               .arg(clauseList(names)));
}

// Starts the split product now (from start(), or when discovery ends with a run waiting).
bool MultiDeviceLab::launch(QString *error)
{
    QString why;
    if (!m_runner->startMultiDevice(m_size->currentData().toInt(), {}, 2, &why)) {
        const QString status = tr("<b>Cannot run:</b> %1").arg(why.toHtmlEscaped());
        if (!isRunning())
            return refuse(error, why, status);
        endRun(false, why, status);
        return false;
    }
    if (!isRunning())
        beginRun();
    setStatus(tr("Starting the measurement engine\u2026"));
    return true;
}

void MultiDeviceLab::onFinished(const MultiDeviceReport &report, bool cancelled,
                                const QString &error)
{
    if (!isRunning() || waitingForDevices())
        return;
    if (!error.isEmpty()) {
        endRun(false, error, tr("<b>The split product failed:</b> %1").arg(error.toHtmlEscaped()));
        return;
    }
    if (cancelled) {
        endRun(true, {}, tr("Cancelled."));
        return;
    }
    m_report = report;
    m_table->setRowCount(int(report.bands.size()));
    double moving = 0, computing = 0;
    for (int r = 0; r < int(report.bands.size()); ++r) {
        const DeviceBand &b = report.bands.at(size_t(r));
        moving += b.uploadSeconds + b.downloadSeconds;
        computing += b.computeSeconds;
        const QStringList cells{
            QLocale().toString(b.band + 1),
            QString::fromStdString(b.deviceName).trimmed(),
            QLocale().toString(b.rows),
            tr("%1 in %2").arg(bytesText(double(b.uploadBytes)), secondsText(b.uploadSeconds)),
            secondsText(b.computeSeconds),
            tr("%1 in %2").arg(bytesText(double(b.downloadBytes)), secondsText(b.downloadSeconds)),
            secondsText(b.seconds())};
        for (int c = 0; c < cells.size(); ++c)
            m_table->setItem(r, c, new QTableWidgetItem(cells.at(c)));
    }
    const bool verified = report.verified;
    const double relError = report.relError;
    endRun(false, {},
           tr("N = %1 on %2 device(s): %3 in all, %4 GFLOP/s. Moving data took %5, computing %6 "
              "(summed over bands). %7")
               .arg(wholeText(report.n))
               .arg(QLocale().toString(report.distinctDevices))
               .arg(secondsText(report.totalSeconds))
               .arg(QLocale().toString(report.gflops, 'f', 1))
               .arg(secondsText(moving), secondsText(computing))
               .arg(verified ? tr("\u2713 Verified: the assembled C matches the float64 reference "
                                  "(relative error %1).")
                                   .arg(QString::number(relError, 'e', 1))
                             : tr("\u2717 NOT verified against the reference.")));
}

void MultiDeviceLab::rebuild()
{
    clearChart();
    QChart *chart = frame()->chart();
    const SceneStyle &style = sceneStyle();
    auto *series = new QHorizontalStackedBarSeries;
    auto *up = new QBarSet(tr("upload (ms)"));
    auto *compute = new QBarSet(tr("compute (ms)"));
    auto *down = new QBarSet(tr("download (ms)"));
    up->setColor(style.series[0]);
    compute->setColor(style.series[2]);
    down->setColor(style.series[4]);
    up->setBrush(QBrush(style.series[0], Qt::Dense3Pattern)); // pattern: not colour alone
    down->setBrush(QBrush(style.series[4], Qt::BDiagPattern));
    QStringList categories;
    for (const DeviceBand &b : m_report.bands) {
        categories << tr("band %1").arg(QLocale().toString(b.band + 1));
        *up << b.uploadSeconds * 1e3;
        *compute << b.computeSeconds * 1e3;
        *down << b.downloadSeconds * 1e3;
    }
    series->append(up);
    series->append(compute);
    series->append(down);
    chart->addSeries(series);
    auto *y = new QBarCategoryAxis;
    y->append(categories.isEmpty() ? QStringList{tr("(not run)")} : categories);
    auto *x = new QValueAxis;
    x->setTitleText(tr("milliseconds"));
    addAxes(x, y);
    series->attachAxis(x);
    series->attachAxis(y);
    chart->legend()->setVisible(true);
}

} // namespace gpulab
