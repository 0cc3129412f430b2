// LadderChart and ScalingChart (see benchcharts.h).
#include "lessons/livelab/benchcharts.h"
#include "lessons/framework/numbertext.h"
#include "lessons/framework/sentencetext.h"

#include "lessons/framework/machinestate.h"

#include "compute/roofline.h"
#include "compute/variants.h"
#include "lessons/framework/gpuspecs.h"
#include "widgets/chartframe.h"
#include "widgets/fittingbutton.h"
#include "widgets/flowlayout.h"
#include "widgets/rooflineplot.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QCheckBox>
#include <QComboBox>
#include <QFontMetricsF>
#include <QHorizontalBarSeries>
#include <QLabel>
#include <QLineSeries>
#include <QLocale>
#include <QLogValueAxis>
#include <QProgressBar>
#include <QPushButton>
#include <QRadioButton>
#include <QResizeEvent>
#include <QScatterSeries>
#include <QThread>
#include <QValueAxis>

#include <algorithm>
#include <cmath>
#include <map>

namespace gpulab {

namespace {

QString text(std::string_view view)
{
    return QString::fromUtf8(view.data(), int(view.size()));
}

// The theme's series colour of a rung (rooflineplot.h: the same in every measured chart).
QColor colourOf(const SceneStyle &style, const std::string &variant)
{
    return rooflineplot::variantColour(style, variant);
}

std::vector<std::string> builtVariants()
{
    std::vector<std::string> ids;
    for (const VariantInfo &info : variantCatalog())
        if (info.built)
            ids.emplace_back(info.id);
    return ids;
}

QString formatGflops(double gflops)
{
    return QLocale().toString(gflops, 'f', gflops >= 10 ? 1 : 2);
}

// The list of sizes a chart offers, `current` chosen.
QComboBox *sizeBox(QWidget *owner, std::initializer_list<int> sizes, int current)
{
    auto *box = new QComboBox(owner);
    for (int n : sizes)
        box->addItem(wholeText(n), n);
    box->setCurrentIndex(current);
    return box;
}

// Shows `n` chosen in `box`, added in order where it is not one of the choices.
void selectSize(QComboBox *box, int n)
{
    int index = box->findData(n);
    if (index < 0) {
        index = 0;
        while (index < box->count() && box->itemData(index).toInt() < n)
            ++index;
        box->insertItem(index, wholeText(n), n);
    }
    box->setCurrentIndex(index);
}

} // namespace

QString benchResultsCsv(const std::vector<BenchResult> &results)
{
    QString csv = QStringLiteral("variant,title,rung,n,status,seconds_median,gflops,"
                                 "speedup_vs_serial,verified,rel_error,build_seconds,message\n");
    for (const BenchResult &r : results) {
        const VariantInfo *info = findVariant(r.variant);
        QString message = QString::fromStdString(r.message);
        message.replace(QLatin1Char('"'), QStringLiteral("\"\""));
        csv += QStringLiteral("%1,\"%2\",\"%3\",%4,%5,%6,%7,%8,%9,%10,%11,\"%12\"\n")
                   .arg(QString::fromStdString(r.variant), info ? text(info->title) : QString(),
                        info ? text(info->rung) : QString())
                   .arg(r.n)
                   .arg(QString::fromUtf8(statusName(r.status)))
                   .arg(r.secondsMedian, 0, 'g', 6)
                   .arg(r.gflops, 0, 'g', 6)
                   .arg(r.speedupVsSerial, 0, 'g', 6)
                   .arg(r.verified ? 1 : 0)
                   .arg(r.relError, 0, 'g', 3)
                   .arg(r.buildSeconds, 0, 'g', 4)
                   .arg(message);
    }
    return csv;
}

// ---------------------------------------------------------------------------------- ladder

LadderChart::LadderChart(RaceRunner &runner, DeviceIndexProvider device, QWidget *parent)
    : MeasurementLab(tr("Measure the &ladder"), parent), m_runner(runner),
      m_device(std::move(device))
{
    m_size = sizeBox(this, {128, 256, 512, 1024, 2048, 4096}, 2);
    addField(new QLabel(tr("Matrix si&ze N:"), this), m_size);
    setStatus(tr("Every rung of the ladder at one size, on this machine."));
    addChart(tr("The speedup ladder"));
    frame()->setLogToggleVisible(true);
    frame()->setCsvProvider([this] { return benchResultsCsv(m_results); });
    m_ideas = new QLabel(this);
    m_ideas->setWordWrap(true);
    m_ideas->setTextFormat(Qt::RichText);
    m_ideas->setAccessibleName(tr("The hardware idea of each rung"));
    m_ideas->setObjectName(QStringLiteral("ideas"));
    addToBody(m_ideas);

    connect(frame(), &ChartFrame::logScaleChanged, this, &LadderChart::rebuild);
    connect(&m_runner, &RaceRunner::phase, this, [this](const QString &phase) {
        if (isRunning())
            setStatus(phase);
    });
    connect(&m_runner, &RaceRunner::benchProgress, this, [this](int variant, int, double fraction) {
        if (isRunning() && m_variantCount > 0)
            setProgress((variant + fraction) / m_variantCount);
    });
    connect(&m_runner, &RaceRunner::resultReady, this, [this](const BenchResult &result) {
        if (!isRunning())
            return;
        m_results.push_back(result);
        rebuild(); // the ladder grows as rungs finish
    });
    connect(&m_runner, &RaceRunner::runFinished, this, [this](const BenchRun &run) {
        if (!isRunning())
            return;
        endRun(run.cancelled, run.error,
               run.cancelled ? tr("Cancelled.")
               : !run.error.isEmpty()
                   ? tr("Could not measure: %1").arg(run.error)
                   : tr("Done: N = %1 on %2. Hover a bar for its numbers.")
                         .arg(QLocale().toString(m_n))
                         .arg(run.deviceLabel.isEmpty() ? tr("the CPU") : run.deviceLabel));
    });
    rebuild();
}

bool LadderChart::run(int n, QString *error)
{
    if (!isRunning()) // a running run's size stays shown
        setSize(n);
    return run(error);
}

void LadderChart::setSize(int n)
{
    selectSize(m_size, n);
}

bool LadderChart::start(QString *error)
{
    const int n = m_size->currentData().toInt();
    BenchConfig config;
    config.sizes = {n};
    config.repeats = 3;
    for (const std::string &id : builtVariants())
        if (id != "serial-naive" || n <= kSerialNaiveLimit)
            config.variants.push_back(id);
    QString why;
    if (!m_runner.startBench(config, m_device(), &why))
        return refuse(error, why);
    m_variantCount = int(config.variants.size());
    m_n = n;
    const auto &devices = m_runner.discovery().devices;
    const int device = m_device();
    m_context = ladderContext(
        device >= 0 && device < int(devices.size()) ? &devices[std::size_t(device)] : nullptr,
        unsigned(std::max(1, QThread::idealThreadCount())));
    m_results.clear();
    beginRun(n > kSerialNaiveLimit
                 ? tr("Measuring\u2026 (serial-naive is left out above N = %1: it would "
                      "take minutes.)")
                       .arg(QLocale().toString(kSerialNaiveLimit))
                 : tr("Measuring\u2026"));
    rebuild();
    return true;
}

void LadderChart::stop()
{
    m_runner.cancel();
}

void LadderChart::setComparison(const std::vector<BenchResult> &results, const QString &label)
{
    m_compare = results;
    m_compareLabel = label;
    rebuild();
}

QString LadderChart::noteText(const LadderNote &note, const LadderContext &context)
{
    using Why = LadderNote::Why;
    if (note.sizes.empty())
        return {};
    const LadderNote::Size &size = note.sizes.front();
    const QString head =
        tr("%1 GFLOP/s, %2 than %3 (%4 GFLOP/s) at N = %5.")
            .arg(QLocale().toString(size.gflops, 'f', size.gflops >= 10 ? 1 : 2),
                 speedupText(size.gflops / size.belowGflops), variantTitle(note.below),
                 QLocale().toString(size.belowGflops, 'f', size.belowGflops >= 10 ? 1 : 2))
            .arg(wholeText(size.n));
    const QString ms = QLocale().toString(size.seconds * 1e3, 'g', 3);
    QString why;
    switch (note.why) {
    case Why::SmallProblem:
        why = tr("The whole product took %1 ms: starting threads, launching kernels and packing "
                 "blocks cost as much as the arithmetic at this size.")
                  .arg(ms);
        break;
    case Why::OneCore:
        why = tr("This machine runs one hardware thread, so there is nothing to split the rows "
                 "over; the threads only add their start-up.");
        break;
    case Why::OnCpuDevice:
        // The rung's own description (compute/variants.cpp), as its idea is shown.
        if (const VariantInfo *info = findVariant(note.variant))
            why = variantOnCpuDevice(*info);
        break;
    case Why::LaunchBound:
        why = tr("The whole product took %1 ms on %2 compute units: launching the kernels and too "
                 "few work-groups to fill the device set the time, not the arithmetic; the "
                 "larger N is, the more this rung's design shows.")
                  .arg(ms)
                  .arg(QLocale().toString(context.computeUnits));
        break;
    case Why::Unexplained:
        why = tr("Nothing in the figures explains it: another program may have used the machine, "
                 "or its clock changed. Measure again when it is idle.");
        break;
    }
    return joinSentences(head, why);
}

bool LadderChart::titlesFit() const
{
    // A title beside its bar may take a third of the chart's width; wider ones would be elided
    // to "...", so the rungs are named by their ids (at 1024 x 768 presenting, say).
    const int width = frame()->width();
    if (width <= 0)
        return true;
    const QFontMetricsF metrics(sceneStyle().font);
    qreal widest = 0;
    for (const BenchResult &r : m_results)
        if (const VariantInfo *info = findVariant(r.variant))
            widest = std::max(
                widest, metrics.horizontalAdvance(variantTitle(*info) + QStringLiteral(" \u26a0")));
    return widest <= width / 3.0;
}

void LadderChart::resizeEvent(QResizeEvent *event)
{
    MeasurementLab::resizeEvent(event);
    if (titlesFit() != m_titles)
        rebuild();
}

void LadderChart::rebuild()
{
    clearChart();
    QChart *chart = frame()->chart();
    m_titles = titlesFit();
    const std::vector<LadderNote> notes = this->notes();
    const auto noteOf = [&notes](const std::string &variant) -> const LadderNote * {
        for (const LadderNote &note : notes)
            if (note.variant == variant)
                return &note;
        return nullptr;
    };

    // Horizontal bars are drawn bottom-up: reverse, so the ladder reads top-down from the
    // serial loop to the vendor libraries.
    std::vector<const BenchResult *> ok;
    for (auto it = m_results.rbegin(); it != m_results.rend(); ++it)
        if (it->status == BenchResult::Status::Ok && it->gflops > 0)
            ok.push_back(&*it);
    auto *series = new QHorizontalBarSeries;
    auto *set = new QBarSet(tr("GFLOP/s (median)"));
    set->setColor(sceneStyle().series[4]); // blue
    // A rung slower than one below it: its bar in vermillion and a warning sign by its name,
    // the reason under the chart.
    set->setSelectedColor(sceneStyle().series[5]);
    QStringList categories;
    QString ideas;
    double maximum = 1;
    for (const BenchResult *r : ok) {
        const VariantInfo *info = findVariant(r->variant);
        const LadderNote *note = noteOf(r->variant);
        const QString name =
            info && m_titles ? variantTitle(*info) : QString::fromStdString(r->variant);
        categories << (note ? name + QStringLiteral(" \u26a0") : name);
        *set << r->gflops;
        if (note)
            set->selectBar(set->count() - 1);
        maximum = std::max(maximum, r->gflops);
        if (!info)
            continue;
        //: A rung of the kernel ladder in bold, its rate, then its idea in a sentence.
        QString line = tr("<b>%1</b> (%2 GFLOP/s): %3")
                           .arg(variantRung(*info).toHtmlEscaped(), formatGflops(r->gflops),
                                variantIdea(*info).toHtmlEscaped());
        if (note)
            line += QStringLiteral("<br>\u26a0 <i>%1</i>")
                        .arg(noteText(*note, m_context).toHtmlEscaped());
        ideas.prepend(line + QStringLiteral("<br>"));
    }
    for (const BenchResult &r : m_results)
        if (r.status != BenchResult::Status::Ok)
            ideas += QStringLiteral("<i>%1</i><br>")
                         .arg(labelled(QString::fromStdString(r.variant),
                                       QString::fromStdString(r.message))
                                  .toHtmlEscaped());
    m_ideas->setText(ideas);
    // Room for every rung's name (two lines a bar: Qt Charts elides a name to "..." when its
    // line's height does not fit), the value axis and its title; the page scrolls instead.
    frame()->setMinimumLines(std::max(11, 2 * int(ok.size()) + 6));
    series->append(set);
    if (!m_compare.empty() && !ok.empty()) {
        auto *earlier = new QBarSet(tr("Earlier: %1").arg(m_compareLabel));
        earlier->setColor(sceneStyle().muted);
        // Hatched: told from this run's bars by more than their colour.
        earlier->setBrush(QBrush(sceneStyle().muted, Qt::BDiagPattern));
        earlier->setBorderColor(sceneStyle().muted);
        for (const BenchResult *r : ok) {
            double value = 0;
            for (const BenchResult &c : m_compare)
                if (c.variant == r->variant && c.status == BenchResult::Status::Ok)
                    value = c.gflops;
            *earlier << value;
            maximum = std::max(maximum, value);
        }
        series->append(earlier);
    }
    chart->addSeries(series);
    auto *rungs = new QBarCategoryAxis;
    rungs->append(categories);
    if (!categories.isEmpty()) // with no bar yet Qt Charts draws the title across the top
        rungs->setTitleText(tr("Rung of the ladder"));
    chart->addAxis(rungs, Qt::AlignLeft);
    series->attachAxis(rungs);
    QAbstractAxis *values;
    if (frame()->logScale()) {
        auto *log = new QLogValueAxis;
        log->setBase(10);
        log->setMin(0.1);
        log->setMax(std::pow(10.0, std::ceil(std::log10(maximum * 1.5))));
        log->setLabelFormat(QStringLiteral("%g"));
        values = log;
    } else {
        auto *linear = new QValueAxis;
        linear->setRange(0, maximum * 1.15);
        linear->applyNiceNumbers();
        linear->setLabelFormat(QStringLiteral("%g"));
        values = linear;
    }
    values->setTitleText(tr("GFLOP/s (billions of floating-point operations per second)"));
    chart->addAxis(values, Qt::AlignBottom);
    series->attachAxis(values);
    const auto okCopy = ok;
    const LadderContext context = m_context;
    frame()->attachHover(set, [okCopy, notes, context](int index) {
        if (index < 0 || index >= int(okCopy.size()))
            return QString();
        const BenchResult &r = *okCopy[size_t(index)];
        const VariantInfo *info = findVariant(r.variant);
        QString tip =
            tr("%1\n%2 GFLOP/s, median %3 s over %4 runs%5\n%6")
                .arg(variantTitle(r.variant), formatGflops(r.gflops))
                .arg(QLocale().toString(r.secondsMedian, 'g', 3))
                .arg(QLocale().toString(r.repeats))
                .arg(
                    r.speedupVsSerial > 0
                        ? tr(", \u00d7%1 serial").arg(QLocale().toString(r.speedupVsSerial, 'f', 1))
                        : QString())
                .arg(info ? variantIdea(*info) : QString());
        for (const LadderNote &note : notes)
            if (note.variant == r.variant)
                tip += QStringLiteral("\n\u26a0 ") + noteText(note, context);
        return tip;
    });
}

// --------------------------------------------------------------------------------- scaling

ScalingChart::ScalingChart(RaceRunner &runner, DeviceIndexProvider device, QWidget *parent)
    : MeasurementLab(tr("Measure &scaling"), parent), m_runner(runner), m_device(std::move(device))
{
    auto *choices = new FlowLayout; // as many rungs on a line as fit
    for (const VariantInfo &info : variantCatalog()) {
        if (!info.built)
            continue;
        // A check box cannot wrap: its title in short lines (broken at ", ", then at spaces
        // past 16 characters), so many fit a narrow page and none is wider than a projector's.
        QStringList lines;
        const QStringList parts = variantTitle(info).split(QStringLiteral(", "));
        for (int p = 0; p < parts.size(); ++p) {
            QString line;
            for (const QString &word : parts.at(p).split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
                if (!line.isEmpty() && line.size() + 1 + word.size() > 16) {
                    lines << line;
                    line.clear();
                }
                line += (line.isEmpty() ? QString() : QStringLiteral(" ")) + word;
            }
            lines << line + (p + 1 < parts.size() ? QStringLiteral(",") : QString());
        }
        auto *box = new QCheckBox(lines.join(QLatin1Char('\n')), this);
        box->setAccessibleName(variantTitle(info));
        const QString id = text(info.id);
        box->setChecked(id == QLatin1String("serial-naive") || id == QLatin1String("cpu-threads") ||
                        id == QLatin1String("opencl-tiled") ||
                        id == QLatin1String("opencl-regblock"));
        choices->addWidget(box);
        m_variantBoxes.emplace_back(id, box);
    }
    addHeader(choices);
    m_maxSize = sizeBox(this, {256, 512, 1024, 2048, 4096}, 2);
    addField(new QLabel(tr("From N = 64 &up to:"), this), m_maxSize);
    m_gflops = new QRadioButton(tr("&GFLOP/s"), this);
    // The short form where a projector's text leaves the lab's side too narrow.
    m_speedup = new FittingRadioButton({tr("S&peedup over serial"), tr("S&peedup")}, this);
    m_gflops->setChecked(true);
    addControl(m_gflops);
    addControl(m_speedup);
    setStatus(tr("How each rung's speed grows with the size of the problem."));
    addChart(tr("Scaling with N"));
    frame()->setLogToggleVisible(true);
    frame()->setCsvProvider([this] { return benchResultsCsv(m_results); });

    connect(frame(), &ChartFrame::logScaleChanged, this, &ScalingChart::rebuild);
    connect(m_gflops, &QRadioButton::toggled, this, &ScalingChart::rebuild);
    connect(&m_runner, &RaceRunner::phase, this, [this](const QString &phase) {
        if (isRunning())
            setStatus(phase);
    });
    connect(&m_runner, &RaceRunner::benchProgress, this, [this](int, int, double fraction) {
        if (isRunning() && m_expected > 0)
            setProgress((double(m_results.size()) + fraction) / m_expected);
    });
    connect(&m_runner, &RaceRunner::resultReady, this, [this](const BenchResult &result) {
        if (!isRunning())
            return;
        m_results.push_back(result);
        if (m_expected > 0)
            setProgress(double(m_results.size()) / m_expected);
        rebuild();
    });
    connect(&m_runner, &RaceRunner::runFinished, this, [this](const BenchRun &run) {
        if (!isRunning())
            return;
        if (!run.cancelled && run.error.isEmpty() && !m_queue.empty()) {
            startNext();
            return;
        }
        m_queue.clear();
        endRun(run.cancelled, run.error,
               run.cancelled          ? tr("Cancelled.")
               : !run.error.isEmpty() ? tr("Could not measure: %1").arg(run.error)
                                      : tr("Done. %1").arg(m_note));
    });
    rebuild();
}

void ScalingChart::setComparison(const std::vector<BenchResult> &results, const QString &label)
{
    m_compare = results;
    m_compareLabel = label;
    rebuild();
}

void ScalingChart::setShowSpeedup(bool speedup)
{
    (speedup ? m_speedup : m_gflops)->setChecked(true);
}

bool ScalingChart::run(const std::vector<std::string> &variants, const std::vector<int> &sizes,
                       QString *error)
{
    m_nextRequest = Request{variants, sizes};
    const bool started = run(error);
    m_nextRequest.reset();
    return started;
}

ScalingChart::Request ScalingChart::requestFromControls() const
{
    Request request;
    for (const auto &[id, box] : m_variantBoxes)
        if (box->isChecked())
            request.variants.push_back(id.toStdString());
    for (int n = 64; n <= m_maxSize->currentData().toInt(); n *= 2)
        request.sizes.push_back(n);
    return request;
}

bool ScalingChart::start(QString *error)
{
    if (m_runner.isRunning())
        return refuse(error, tr("A measurement is already running."));
    const Request request = m_nextRequest.value_or(requestFromControls());
    m_queue.clear();
    m_note.clear();
    BenchConfig main;
    main.sizes = request.sizes;
    main.repeats = 3;
    for (const std::string &id : request.variants)
        if (id != "serial-naive")
            main.variants.push_back(id);
    if (std::find(request.variants.begin(), request.variants.end(), "serial-naive") !=
        request.variants.end()) {
        BenchConfig serial;
        serial.repeats = 1;
        serial.variants = {"serial-naive"};
        serial.sizes.clear(); // BenchConfig comes with default sizes
        for (int n : request.sizes)
            if (n <= LadderChart::kSerialNaiveLimit)
                serial.sizes.push_back(n);
        if (serial.sizes.size() < request.sizes.size())
            m_note = tr("Serial-naive stops at N = %1: above that it would take minutes. Its "
                        "speedups are measured against it up to there.")
                         .arg(LadderChart::kSerialNaiveLimit);
        if (!serial.sizes.empty())
            m_queue.push_back(serial);
    }
    if (!main.variants.empty())
        m_queue.push_back(main);
    if (m_queue.empty())
        return refuse(error, tr("Choose at least one rung."));
    int expected = 0;
    for (const BenchConfig &config : m_queue)
        expected += int(config.variants.size() * config.sizes.size());
    const BenchConfig first = m_queue.front();
    m_queue.erase(m_queue.begin());
    QString why;
    if (!m_runner.startBench(first, m_device(), &why)) {
        m_queue.clear();
        return refuse(error, why);
    }
    m_expected = expected;
    m_results.clear();
    beginRun(tr("Measuring\u2026"));
    rebuild();
    return true;
}

void ScalingChart::stop()
{
    m_queue.clear();
    m_runner.cancel();
}

void ScalingChart::startNext()
{
    const BenchConfig next = m_queue.front();
    m_queue.erase(m_queue.begin());
    QString error;
    if (!m_runner.startBench(next, m_device(), &error)) {
        m_queue.clear();
        endRun(false, error, tr("Could not measure: %1").arg(error));
    }
}

void ScalingChart::rebuild()
{
    clearChart();
    QChart *chart = frame()->chart();
    const bool speedup = m_speedup->isChecked();

    // Speedup baselines per N: serial-naive of the same session.
    auto baselines = [](const std::vector<BenchResult> &results) {
        std::map<int, double> seconds;
        for (const BenchResult &r : results)
            if (r.variant == "serial-naive" && r.status == BenchResult::Status::Ok)
                seconds[r.n] = r.secondsMedian;
        return seconds;
    };
    const std::map<int, double> serialSeconds = baselines(m_results);
    const std::map<int, double> earlierSerial = baselines(m_compare);

    auto *x = new QLogValueAxis;
    x->setBase(2);
    x->setLabelFormat(QStringLiteral("%d"));
    x->setTitleText(tr("Matrix size N"));
    int largest = 64;
    for (const BenchResult &r : m_results)
        largest = std::max(largest, r.n);
    for (const BenchResult &r : m_compare)
        largest = std::max(largest, r.n);
    x->setRange(48, 1.4 * (m_results.empty() ? m_maxSize->currentData().toInt() : largest));
    chart->addAxis(x, Qt::AlignBottom);
    QAbstractAxis *y;
    double maximum = 1;
    std::map<std::string, QLineSeries *> lines;
    auto addPoints = [&](const std::vector<BenchResult> &results,
                         const std::map<int, double> &baseline, bool earlier) {
        for (const BenchResult &r : results) {
            if (r.status != BenchResult::Status::Ok)
                continue;
            double value = r.gflops;
            if (speedup) {
                auto base = baseline.find(r.n);
                if (base == baseline.end() || r.secondsMedian <= 0)
                    continue;
                value = base->second / r.secondsMedian;
            }
            QLineSeries *&line = lines[(earlier ? "earlier:" : "") + r.variant];
            if (!line) {
                line = new QLineSeries;
                const QString title = variantTitle(r.variant);
                line->setName(earlier ? tr("%1 (%2)").arg(title, m_compareLabel) : title);
                line->setPointsVisible(true);
                line->setPen(QPen(colourOf(sceneStyle(), r.variant), earlier ? 1.5 : 2.5,
                                  earlier ? Qt::DashLine : Qt::SolidLine));
            }
            line->append(r.n, value);
            maximum = std::max(maximum, value);
        }
    };
    addPoints(m_results, serialSeconds, false);
    addPoints(m_compare, earlierSerial, true);
    if (frame()->logScale()) {
        auto *log = new QLogValueAxis;
        log->setBase(10);
        log->setMin(speedup ? 0.1 : 0.01);
        log->setMax(std::pow(10.0, std::ceil(std::log10(maximum * 1.5))));
        log->setLabelFormat(QStringLiteral("%g"));
        y = log;
    } else {
        auto *linear = new QValueAxis;
        linear->setRange(0, maximum * 1.1);
        linear->applyNiceNumbers();
        linear->setLabelFormat(QStringLiteral("%g"));
        y = linear;
    }
    y->setTitleText(speedup ? tr("Speedup over serial-naive (\u00d7)")
                            : tr("GFLOP/s (billions of operations per second)"));
    chart->addAxis(y, Qt::AlignLeft);
    for (auto &[variant, line] : lines) {
        const QList<QPointF> unsorted = line->points(); // a copy: begin() and end() of one list
        std::vector<QPointF> points(unsorted.begin(), unsorted.end());
        std::sort(points.begin(), points.end(),
                  [](const QPointF &a, const QPointF &b) { return a.x() < b.x(); });
        line->clear();
        for (const QPointF &p : points)
            line->append(p);
        chart->addSeries(line);
        line->attachAxis(x);
        line->attachAxis(y);
        const QString name = line->name();
        frame()->attachHover(line, [name, speedup](const QPointF &p) {
            return speedup ? tr("%1\nN = %2: \u00d7%3 serial")
                                 .arg(name)
                                 .arg(p.x())
                                 .arg(QLocale().toString(p.y(), 'f', 1))
                           : tr("%1\nN = %2: %3 GFLOP/s")
                                 .arg(name)
                                 .arg(p.x())
                                 .arg(QLocale().toString(p.y(), 'f', 2));
        });
    }
}

// -------------------------------------------------------------------------------- roofline

RooflineChart::RooflineChart(RaceRunner &runner, DeviceIndexProvider device,
                             const QList<GpuSpec> &datasheets, QWidget *parent)
    : MeasurementLab(QStringList{tr("Measure the &roofline"), tr("Measu&re")}, parent),
      m_runner(runner), m_device(std::move(device)),
      m_datasheetRoofs(datasheetRoofSpecs(datasheets))
{
    m_size = sizeBox(this, {256, 512, 1024, 2048}, 1);
    addField(new QLabel(tr("Kernels at &N:"), this), m_size);
    cancelButton()->setText(tr("&Cancel")); // N names the size
    setStatus(tr("The two limits of this device — how fast memory feeds it and how "
                 "fast it computes — and where our kernels sit between them."));
    addChart(tr("Roofline"));
    frame()->setNamesOnSeries(true); // a legend's entries would be elided: names on the chart
    frame()->setCsvProvider([this] { return csv(); });
    // A check box cannot wrap: a short one, and what it shows in a label that can.
    m_datasheets = new QCheckBox(tr("&Datasheet roofs"), this);
    m_datasheets->setObjectName(QStringLiteral("datasheets"));
    auto *datasheetsNote = new QLabel(tr("(datacenter GPUs, to compare)"), this);
    datasheetsNote->setWordWrap(true);
    const QString source = tr("From the data file assets/data/gpu-specs.csv, with its sources.");
    m_datasheets->setToolTip(source);
    m_datasheets->setAccessibleName(tr("Datasheet roofs of datacenter GPUs, to compare"));
    datasheetsNote->setToolTip(source);
    auto *datasheetsRow = new FlowLayout;
    datasheetsRow->addWidget(m_datasheets);
    datasheetsRow->addWidget(datasheetsNote);
    addToBody(datasheetsRow);
    connect(m_datasheets, &QCheckBox::toggled, this, &RooflineChart::rebuild);

    connect(&m_runner, &RaceRunner::phase, this, [this](const QString &phase) {
        if (isRunning())
            setStatus(phase);
    });
    connect(&m_runner, &RaceRunner::roofsReady, this,
            [this](const DeviceRoofs &roofs, const QString &label) {
                if (!isRunning())
                    return;
                m_roofs = roofs;
                m_deviceLabel = label;
                setProgress(0.25); // the roofs are a quarter of the work, the kernels the rest
                rebuild();
            });
    connect(&m_runner, &RaceRunner::benchProgress, this, [this](int variant, int, double fraction) {
        if (isRunning() && hasRoofs())
            setProgress(0.25 + 0.75 * (variant + fraction) / 3.0);
    });
    connect(&m_runner, &RaceRunner::resultReady, this, [this](const BenchResult &result) {
        if (!isRunning())
            return;
        m_results.push_back(result);
        rebuild();
    });
    connect(&m_runner, &RaceRunner::runFinished, this, [this](const BenchRun &run) {
        if (!isRunning())
            return;
        if (run.cancelled || !run.error.isEmpty()) {
            endRun(run.cancelled, run.error,
                   run.cancelled ? tr("Cancelled.") : tr("Could not measure: %1").arg(run.error));
            return;
        }
        if (m_results.empty() && hasRoofs()) { // roofs done: now the kernels
            BenchConfig config;
            config.sizes = {m_n};
            config.repeats = 3;
            config.variants = {"opencl-naive", "opencl-tiled", "opencl-regblock"};
            QString error;
            if (!m_runner.startBench(config, m_device(), &error))
                endRun(false, error, tr("Could not measure the kernels: %1").arg(error));
            return;
        }
        endRun(false, {},
               joinSentences(
                   tr("%1: memory %2 GB/s, arithmetic %3 GFLOP/s; kernels below the ridge at %4 "
                      "FLOP/byte wait for memory, above it for arithmetic.")
                       .arg(m_deviceLabel)
                       .arg(QLocale().toString(m_roofs.bandwidthGBs, 'f', 1))
                       .arg(QLocale().toString(m_roofs.peakGflops, 'f', 1))
                       .arg(QLocale().toString(m_roofs.ridgeIntensity(), 'f', 2)),
                   caveats(m_roofs, m_results, m_cpuDevice)));
    });
    rebuild();
}

bool RooflineChart::run(int n, QString *error)
{
    if (!isRunning()) // a running run's size stays shown
        setSize(n);
    return run(error);
}

void RooflineChart::setSize(int n)
{
    selectSize(m_size, n);
}

bool RooflineChart::start(QString *error)
{
    const int n = m_size->currentData().toInt();
    const int device = m_device();
    QString why;
    if (!m_runner.startRoofs(device, &why))
        return refuse(error, why);
    const auto &devices = m_runner.discovery().devices;
    m_cpuDevice = device >= 0 && device < int(devices.size())
                      ? devices[size_t(device)].type == DeviceType::Cpu
                      : true;
    m_n = n;
    m_roofs = DeviceRoofs();
    m_results.clear();
    beginRun(tr("Measuring the roofs\u2026"));
    rebuild();
    return true;
}

void RooflineChart::stop()
{
    m_runner.cancel();
}

QString RooflineChart::csv() const
{
    QString out = QStringLiteral("kind,name,flops_per_byte,gflops,attainable_gflops\n");
    if (hasRoofs()) {
        out += QStringLiteral("roof,memory bandwidth %1 GB/s,,,\n")
                   .arg(m_roofs.bandwidthGBs, 0, 'g', 6);
        out += QStringLiteral("roof,peak float32,%1,%2,%2\n")
                   .arg(m_roofs.ridgeIntensity(), 0, 'g', 6)
                   .arg(m_roofs.peakGflops, 0, 'g', 6);
    }
    for (const BenchResult &r : m_results) {
        const double ai = designArithmeticIntensity(r.variant, m_cpuDevice, r.parameters);
        if (r.status != BenchResult::Status::Ok || ai <= 0)
            continue;
        out += QStringLiteral("kernel,%1,%2,%3,%4\n")
                   .arg(QString::fromStdString(r.variant))
                   .arg(ai, 0, 'g', 6)
                   .arg(r.gflops, 0, 'g', 6)
                   .arg(m_roofs.attainableGflops(ai), 0, 'g', 6);
    }
    return out;
}

QString RooflineChart::caveats(const DeviceRoofs &roofs, const std::vector<BenchResult> &results,
                               bool cpuDevice)
{
    QStringList notes;
    if (roofs.unsteady())
        notes << tr("The roofs' runs disagreed (the slowest %1 % below the best): something "
                    "else was using the machine; measure again when it is idle.")
                     .arg(QLocale().toString(
                         100 * std::max(roofs.bandwidthSpread, roofs.peakSpread), 'f', 0));
    // A kernel above its roof is not drawn without a word on why.
    for (const BenchResult &r : results) {
        const double ai = designArithmeticIntensity(r.variant, cpuDevice, r.parameters);
        if (r.status != BenchResult::Status::Ok || ai <= 0 ||
            r.gflops <= 1.02 * roofs.attainableGflops(ai))
            continue;
        const QString name = QString::fromStdString(r.variant);
        if (r.gflops > 1.02 * roofs.peakGflops)
            notes << tr("%1 ran above the measured peak (%2 against %3 GFLOP/s): it keeps the "
                        "arithmetic units busier than the small peak kernel did, or the peak "
                        "run was slowed by other work.")
                         .arg(name, QLocale().toString(r.gflops, 'f', 1),
                              QLocale().toString(roofs.peakGflops, 'f', 1));
        else
            notes << tr("%1 ran above the memory roof: part of its data came from cache, which "
                        "its design intensity (%2 FLOP/byte, counting every load from memory) "
                        "leaves out.")
                         .arg(name, QLocale().toString(ai, 'g', 3));
    }
    return joinSentences(notes);
}

void RooflineChart::rebuild()
{
    clearChart();
    QChart *chart = frame()->chart();
    // Datasheet roofs (vendor figures, each with its source in the data file).
    QList<GpuSpec> specs;
    if (m_datasheets->isChecked())
        specs = m_datasheetRoofs;
    const rooflineplot::Axes axes =
        rooflineplot::addAxes(chart, std::max(hasRoofs() ? m_roofs.peakGflops : 100,
                                              rooflineplot::highestDatasheetGflops(specs)));
    QLogValueAxis *x = axes.x, *y = axes.y;
    rooflineplot::addDatasheetRoofs(frame(), axes, specs, sceneStyle());
    if (!hasRoofs())
        return;
    QLineSeries *roof =
        rooflineplot::addRoof(chart, axes, m_roofs, QPen(sceneStyle().foreground, 3));
    roof->setName(tr("Roofline of %1 (measured)").arg(m_deviceLabel));
    ChartFrame::setSeriesLabel(roof, tr("this device, measured"));
    const DeviceRoofs roofs = m_roofs;
    frame()->attachHover(roof, [roofs](const QPointF &p) {
        return tr("At %1 FLOP/byte at most %2 GFLOP/s\n(memory %3 GB/s, peak %4 GFLOP/s)")
            .arg(QLocale().toString(p.x(), 'g', 3))
            .arg(QLocale().toString(roofs.attainableGflops(p.x()), 'f', 1))
            .arg(QLocale().toString(roofs.bandwidthGBs, 'f', 1))
            .arg(QLocale().toString(roofs.peakGflops, 'f', 1));
    });
    for (const BenchResult &r : m_results) {
        const double ai = designArithmeticIntensity(r.variant, m_cpuDevice, r.parameters);
        if (r.status != BenchResult::Status::Ok || ai <= 0)
            continue;
        auto *point = new QScatterSeries;
        const VariantInfo *info = findVariant(r.variant);
        point->setName(variantTitle(r.variant));
        if (info) // the rung in a word on the chart; the tooltip names it in full
            ChartFrame::setSeriesLabel(point, variantRung(*info));
        point->setColor(colourOf(sceneStyle(), r.variant));
        point->setMarkerSize(14);
        point->append(ai, r.gflops);
        chart->addSeries(point);
        point->attachAxis(x);
        point->attachAxis(y);
        const QString name = point->name();
        frame()->attachHover(point, [name, roofs](const QPointF &p) {
            return tr("%1\n%2 FLOP/byte, %3 GFLOP/s = %4 % of what the roof allows there")
                .arg(name)
                .arg(QLocale().toString(p.x(), 'g', 3))
                .arg(QLocale().toString(p.y(), 'f', 1))
                .arg(QLocale().toString(100.0 * p.y() / roofs.attainableGflops(p.x()), 'f', 0));
        });
    }
}

} // namespace gpulab
