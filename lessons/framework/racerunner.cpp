// RaceRunner (see racerunner.h).
#include "lessons/framework/racerunner.h"

#include "lessons/framework/failwith.h"
#include "lessons/framework/numbertext.h"

#include "lessons/framework/machinestate.h"

#include "compute/variants.h"
#include "lessons/framework/engineclient.h"

#include <QCoreApplication>
#include <QLocale>
#include <QStringList>

#include <string>

#include <algorithm>

namespace gpulab {

double RaceOutcome::speedup() const
{
    const bool ok = left.status == BenchResult::Status::Ok &&
                    right.status == BenchResult::Status::Ok && left.verified && right.verified &&
                    left.secondsMedian > 0 && right.secondsMedian > 0;
    return ok ? left.secondsMedian / right.secondsMedian : 0.0;
}

QString RaceOutcome::status() const
{
    if (!error.isEmpty())
        return QCoreApplication::translate("RaceOutcome", "The race could not run: %1").arg(error);
    if (cancelled)
        return QCoreApplication::translate(
            "RaceOutcome", "Stopped. Nothing was measured for the unfinished side.");
    if (speedup() <= 0)
        return QCoreApplication::translate(
            "RaceOutcome",
            "No speedup to show: one side did not finish with a verified answer (see its "
            "pane).");
    return QCoreApplication::translate(
               "RaceOutcome",
               "Done: N = %1, median of %2 runs a side, both verified against a float64 "
               "reference.")
        .arg(wholeText(left.n), QLocale().toString(left.repeats));
}

// The catalog's texts, for lupdate (compute/ is not Qt and not scanned): a text missing here
// shows untranslated, which the pseudo-locale layout test (app-layout-pseudo-*) reports. Every
// GUI use of a title, rung, idea or on-CPU-device note goes through catalogText() below.
[[maybe_unused]] constexpr const char *kVariantTitles[] = {
    QT_TRANSLATE_NOOP("gpulab::VariantCatalog", "Serial, textbook loop"),
    QT_TRANSLATE_NOOP("gpulab::VariantCatalog", "Serial, cache-blocked + SIMD"),
    QT_TRANSLATE_NOOP("gpulab::VariantCatalog", "All CPU cores"),
    QT_TRANSLATE_NOOP("gpulab::VariantCatalog", "OpenCL, one work-item per element"),
    QT_TRANSLATE_NOOP("gpulab::VariantCatalog", "OpenCL, tiled in local memory"),
    QT_TRANSLATE_NOOP("gpulab::VariantCatalog", "OpenCL, register-blocked vectors"),
    QT_TRANSLATE_NOOP("gpulab::VariantCatalog", "OpenBLAS sgemm (CPU peer)"),
    QT_TRANSLATE_NOOP("gpulab::VariantCatalog", "CLBlast sgemm (OpenCL peer)"),
};

// The rungs in a word or two (VariantInfo::rung).
[[maybe_unused]] constexpr const char *kVariantRungs[] = {
    //: A rung of the kernel ladder, in a word or two
    QT_TRANSLATE_NOOP("gpulab::VariantCatalog", "one core"),
    //: A rung of the kernel ladder, in a word or two
    QT_TRANSLATE_NOOP("gpulab::VariantCatalog", "caches, SIMD"),
    //: A rung of the kernel ladder, in a word or two
    QT_TRANSLATE_NOOP("gpulab::VariantCatalog", "cores"),
    //: A rung of the kernel ladder, in a word or two
    QT_TRANSLATE_NOOP("gpulab::VariantCatalog", "work-items"),
    //: A rung of the kernel ladder, in a word or two
    QT_TRANSLATE_NOOP("gpulab::VariantCatalog", "shared memory"),
    //: A rung of the kernel ladder, in a word or two
    QT_TRANSLATE_NOOP("gpulab::VariantCatalog", "registers, wide SIMD"),
    //: A rung of the kernel ladder, in a word or two
    QT_TRANSLATE_NOOP("gpulab::VariantCatalog", "vendor library"),
};

// The ideas (VariantInfo::idea) and why a GPU's idea does not win on a CPU device
// (VariantInfo::onCpuDevice).
[[maybe_unused]] constexpr const char *kVariantSentences[] = {
    QT_TRANSLATE_NOOP("gpulab::VariantCatalog",
                      "One CPU core runs the i-j-k triple loop exactly as written, one "
                      "multiply-add at a time."),
    QT_TRANSLATE_NOOP("gpulab::VariantCatalog",
                      "Copying blocks of A and B that fit in the caches into the order the "
                      "arithmetic reads them, and keeping a tile of C in SIMD registers, makes "
                      "the same single core many times faster."),
    QT_TRANSLATE_NOOP("gpulab::VariantCatalog",
                      "Splitting the rows of C across every CPU core, each running the blocked "
                      "kernel, multiplies throughput by the core count, at best."),
    QT_TRANSLATE_NOOP("gpulab::VariantCatalog",
                      "Thousands of work-items each compute one element of C in parallel, but "
                      "every operand comes from slow global memory."),
    QT_TRANSLATE_NOOP("gpulab::VariantCatalog",
                      "A work-group copies tiles of A and B into fast on-chip local (shared) "
                      "memory once and reuses each value many times."),
    QT_TRANSLATE_NOOP("gpulab::VariantCatalog",
                      "Each work-item keeps a block of C in registers and uses wide vector "
                      "instructions, so every value loaded feeds many multiply-adds."),
    QT_TRANSLATE_NOOP("gpulab::VariantCatalog",
                      "A vendor-tuned library with hand-written assembly kernels shows what the "
                      "CPU can really do."),
    QT_TRANSLATE_NOOP("gpulab::VariantCatalog",
                      "A tuned OpenCL BLAS library on the same device, the yardstick for our own "
                      "kernels."),
    QT_TRANSLATE_NOOP("gpulab::VariantCatalog",
                      "On a CPU device the work-items run on the same cores as cpu-threads, but "
                      "each multiply-add loads its own float of A and of B (0.25 FLOP/byte) with "
                      "no blocking for the caches; a GPU hides those loads behind thousands of "
                      "threads and a far wider memory."),
    QT_TRANSLATE_NOOP("gpulab::VariantCatalog",
                      "A CPU has no separate on-chip shared memory: on a CPU device OpenCL's "
                      "local memory is ordinary cached memory, so the tiles are extra copies and "
                      "every step of a tile waits at a work-group barrier; the reuse the tiles "
                      "buy on a GPU, the CPU's caches already gave."),
    QT_TRANSLATE_NOOP("gpulab::VariantCatalog",
                      "On a CPU device it is the same idea as cpu-threads (a block of C in SIMD "
                      "registers on every core), compiled by the OpenCL driver instead of the C++ "
                      "compiler: the two can at best tie, and whichever compiler keeps the tile "
                      "in registers better wins; on a GPU it is many times faster."),
    QT_TRANSLATE_NOOP("gpulab::VariantCatalog",
                      "Its kernels and tuning target GPUs: on a CPU device their local-memory "
                      "tiles and work-group barriers cost what opencl-tiled's do."),
};

namespace {

QString catalogText(std::string_view text)
{
    if (text.empty())
        return {};
    return QCoreApplication::translate("gpulab::VariantCatalog", std::string(text).c_str());
}

} // namespace

QString variantTitle(const VariantInfo &info)
{
    return catalogText(info.title);
}

QString variantRung(const VariantInfo &info)
{
    return catalogText(info.rung);
}

QString variantIdea(const VariantInfo &info)
{
    return catalogText(info.idea);
}

QString variantOnCpuDevice(const VariantInfo &info)
{
    return catalogText(info.onCpuDevice);
}

QString variantTitle(const std::string &id)
{
    const VariantInfo *info = findVariant(id);
    return info ? variantTitle(*info) : QString::fromStdString(id);
}

QString variantRung(const std::string &id)
{
    const VariantInfo *info = findVariant(id);
    return info ? variantRung(*info) : QString::fromStdString(id);
}

QString speedupText(double speedup)
{
    if (!(speedup > 0))
        return {};
    const double factor = speedup >= 1 ? speedup : 1 / speedup;
    const QString number = QLocale().toString(factor, 'f', factor < 10 ? 1 : 0);
    return speedup >= 1 ? QCoreApplication::translate("RaceOutcome", "\u00d7%1 faster").arg(number)
                        : QCoreApplication::translate("RaceOutcome", "\u00d7%1 slower").arg(number);
}

RaceRunner::RaceRunner(const LessonContext &context, QObject *parent)
    : QObject(parent), m_machine(context.machine), m_engine(new EngineClient(context.engine, this)),
      m_devices(new EngineDevices(context.engine, this))
{
    qRegisterMetaType<gpulab::BenchResult>();
    qRegisterMetaType<gpulab::RaceOutcome>();
    qRegisterMetaType<gpulab::BenchRun>();
    qRegisterMetaType<gpulab::DeviceRoofs>();
    connect(m_engine, &EngineClient::event, this, &RaceRunner::onEvent);
    connect(m_engine, &EngineClient::engineStopped, this,
            [this](const QString &message) { finishJob(false, message); });
    connect(m_devices, &EngineDevices::ready, this, &RaceRunner::devicesReady);
}

RaceRunner::~RaceRunner() = default; // the engine client cancels what it asked for

void RaceRunner::discover()
{
    m_devices->discover();
}

bool RaceRunner::waitForDevices()
{
    return m_devices->waitForAnswer();
}

const DeviceDiscovery &RaceRunner::discovery() const
{
    return m_devices->discovery();
}

bool RaceRunner::hasDiscovered() const
{
    return m_devices->hasDiscovered();
}

void RaceRunner::cancel()
{
    if (m_running)
        m_engine->cancel();
}

bool RaceRunner::sendJob(Job job, const QString &request, QString *error)
{
    if (!m_engine->send(request, error))
        return false;
    m_job = job;
    m_running = true;
    m_run = BenchRun{};
    m_haveRoofs = false;
    return true;
}

bool RaceRunner::start(const RaceRequest &request, QString *error)
{
    if (request.left == request.right) {
        if (error)
            *error = tr("Choose two different rungs of the ladder for the two sides.");
        return false;
    }
    BenchConfig config;
    config.sizes = {request.n};
    config.variants = {request.left.toStdString(), request.right.toStdString()};
    config.repeats = qMax(1, request.repeats);
    return launch(config, request.deviceIndex, true, error);
}

bool RaceRunner::startRoofs(int requestedDevice, QString *error)
{
    if (m_running) {
        if (error)
            *error = tr("A measurement is already running.");
        return false;
    }
    if (!discovery().available()) {
        if (error)
            *error = tr("The roofline needs an OpenCL device: %1")
                         .arg(QString::fromStdString(discovery().problem));
        return false;
    }
    const int deviceIndex = qBound(0, requestedDevice, int(discovery().devices.size()) - 1);
    return sendJob(Job::Roofs, requestLine(RoofsRequest{deviceIndex, 5}), error);
}

bool RaceRunner::startBench(const BenchConfig &config, int deviceIndex, QString *error)
{
    return launch(config, deviceIndex, false, error);
}

bool RaceRunner::launch(const BenchConfig &config, int requestedDevice, bool race, QString *error)
{
    if (m_running)
        return failWith(error, tr("A measurement is already running."));
    if (config.variants.empty() || config.sizes.empty())
        return failWith(error, tr("Nothing to measure: choose at least one variant and one size."));
    QStringList variants;
    for (const std::string &id : config.variants) {
        if (!findVariant(id))
            return failWith(error,
                            tr("Unknown variant \u201c%1\u201d.").arg(QString::fromStdString(id)));
        variants << QString::fromStdString(id);
    }
    QList<int> sizes;
    for (int n : config.sizes) {
        if (n < 1 || n > 46340)
            return failWith(
                error,
                tr("The matrix size must be between 1 and 46340 (got %1).").arg(wholeText(n)));
        sizes << n;
    }
    const int deviceIndex = discovery().available()
                                ? qBound(0, requestedDevice, int(discovery().devices.size()) - 1)
                                : -1;
    BenchRequest bench;
    bench.device = deviceIndex;
    bench.sizes = sizes;
    bench.variants = variants;
    bench.repeats = qMax(1, config.repeats);
    bench.seed = config.seed;
    bench.verify = config.verify;
    const QString request = requestLine(bench);
    if (!sendJob(race ? Job::Race : Job::Bench, request, error))
        return false;
    m_config = config;
    m_config.repeats = qMax(1, config.repeats);
    return true;
}

void RaceRunner::onEvent(const EngineEvent &typed)
{
    const QJsonObject &event = typed.json;
    const QString kind = event.value(QLatin1String("event")).toString();
    const bool race = m_job == Job::Race;
    auto indexOf = [this](const QString &id) {
        const std::string variant = id.toStdString();
        return int(std::find(m_config.variants.begin(), m_config.variants.end(), variant) -
                   m_config.variants.begin());
    };
    auto sizeIndexOf = [this](int n) {
        return int(std::find(m_config.sizes.begin(), m_config.sizes.end(), n) -
                   m_config.sizes.begin());
    };
    const QString variant = event.value(QLatin1String("variant")).toString();
    const int n = event.value(QLatin1String("n")).toInt();
    if (kind == QLatin1String("device")) {
        m_run.deviceLabel = event.value(QLatin1String("name")).toString().trimmed();
        if (m_job == Job::Roofs)
            emit phase(tr("Measuring the memory bandwidth and peak arithmetic of %1\u2026")
                           .arg(m_run.deviceLabel));
    } else if (kind == QLatin1String("reference")) {
        emit phase(tr("N = %1: computing the float64 reference that every result is checked "
                      "against\u2026")
                       .arg(wholeText(n)));
    } else if (kind == QLatin1String("building")) {
        const VariantInfo *v = findVariant(variant.toStdString());
        const bool opencl = v && v->backend == Backend::OpenCl;
        emit phase(opencl ? tr("Compiling kernels for %1\u2026").arg(m_run.deviceLabel)
                          : tr("Preparing %1\u2026").arg(variant));
    } else if (kind == QLatin1String("progress")) {
        const int run = event.value(QLatin1String("run")).toInt();
        const double within = event.value(QLatin1String("fraction")).toDouble();
        const double fraction = (run + within) / (m_config.repeats + 1.0); // warm-up + timed
        if (run == 0 && within == 0)
            emit phase(tr("Running %1 at N = %2\u2026").arg(variant).arg(wholeText(n)));
        if (race)
            emit progress(indexOf(variant), fraction);
        emit benchProgress(indexOf(variant), sizeIndexOf(n), fraction);
    } else if (kind == QLatin1String("result")) {
        const BenchResult result =
            benchResultFromJson(event.value(QLatin1String("result")).toObject());
        m_run.results.push_back(result);
        if (race)
            emit sideFinished(indexOf(QString::fromStdString(result.variant)), result);
        emit resultReady(result);
    } else if (kind == QLatin1String("roofs")) {
        m_roofs = roofsFromJson(event.value(QLatin1String("roofs")).toObject());
        m_haveRoofs = true;
    } else if (kind == QLatin1String("done")) {
        finishJob(event.value(QLatin1String("cancelled")).toBool(),
                  event.value(QLatin1String("error")).toString());
    }
}

void RaceRunner::finishJob(bool cancelled, const QString &error)
{
    const Job job = m_job;
    m_job = Job::None;
    m_running = false;
    BenchRun run = m_run;
    run.cancelled = cancelled;
    run.error = error;
    switch (job) {
    case Job::None: return;
    case Job::Roofs:
        if (m_haveRoofs && error.isEmpty() && !cancelled) {
            // Kept for every lesson that shows this machine's roofs (Live Lab, Memory
            // hierarchy, Training vs inference), whichever measured them.
            machine().setRoofs(run.deviceLabel, m_roofs);
            emit roofsReady(m_roofs, run.deviceLabel);
        }
        emit runFinished(run);
        return;
    case Job::Race: {
        RaceOutcome outcome;
        outcome.left.variant = m_config.variants[0];
        outcome.right.variant = m_config.variants[1];
        outcome.cancelled = cancelled;
        outcome.error = error;
        outcome.deviceLabel = run.deviceLabel;
        for (const BenchResult &result : run.results)
            (result.variant == m_config.variants[0] ? outcome.left : outcome.right) = result;
        // A verified race is a figure of this machine that the quizzes ask about.
        if (!cancelled && error.isEmpty() && outcome.left.verified && outcome.right.verified &&
            outcome.left.status == BenchResult::Status::Ok &&
            outcome.right.status == BenchResult::Status::Ok && !run.deviceLabel.isEmpty()) {
            MeasuredRace race;
            race.device = run.deviceLabel;
            race.n = outcome.left.n;
            race.leftVariant = QString::fromStdString(outcome.left.variant);
            race.leftSeconds = outcome.left.secondsMedian;
            race.leftGflops = outcome.left.gflops;
            race.rightVariant = QString::fromStdString(outcome.right.variant);
            race.rightSeconds = outcome.right.secondsMedian;
            race.rightGflops = outcome.right.gflops;
            m_machine->setRace(race);
        }
        emit finished(outcome);
        emit runFinished(run);
        return;
    }
    case Job::Bench: emit runFinished(run); return;
    }
}

} // namespace gpulab
