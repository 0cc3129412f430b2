// TensorCoreModel: one SM's CUDA cores and tensor cores on the same matrix product (see
// tensorcoremodel.h for the formulas).
#include "lessons/tensorcores/tensorcoremodel.h"
#include "lessons/framework/numbertext.h"
#include "lessons/framework/sentencetext.h"

#include <QJsonObject>

#include <algorithm>
#include <cmath>

namespace gpulab {

namespace {

// In the order the selector shows them (launch year). B200's row has no SM count, clock or
// per-SM layout (NVIDIA publishes none): it borrows H100 SXM's.
constexpr TensorCoreModel::Generation kGenerations[] = {
    {"v100", "v100-sxm2", nullptr}, {"a100", "a100-sxm4-80", nullptr},
    {"h100", "h100-sxm5", nullptr}, {"rtx4090", "rtx-4090", nullptr},
    {"b200", "b200", "h100-sxm5"},
};

constexpr TensorCoreModel::PrecisionInfo kPrecisions[] = {
    {"tf32", Precision::Tf32, "TF32"}, {"fp16", Precision::Fp16, "FP16"},
    {"bf16", Precision::Bf16, "BF16"}, {"fp8", Precision::Fp8, "FP8"},
    {"fp4", Precision::Fp4, "FP4"},
};

const TensorCoreModel::Generation *findGeneration(const QString &key)
{
    for (const auto &generation : kGenerations)
        if (key == QLatin1String(generation.key))
            return &generation;
    return nullptr;
}

bool hasStructure(const GpuSpec &spec)
{
    return isKnown(spec.computeUnits) && spec.computeUnits > 0 && isKnown(spec.shaderCores) &&
           isKnown(spec.tensorCores) && isKnown(spec.boostClockMHz) && spec.boostClockMHz > 0;
}

qint64 ceilDiv(qint64 a, qint64 b)
{
    return (a + b - 1) / b;
}

} // namespace

TensorCoreModel::TensorCoreModel(const DataCatalog &data) : TensorCoreModel(data.rows<GpuSpecs>())
{}

TensorCoreModel::TensorCoreModel(const QList<GpuSpec> &specs) : m_specs(specs)
{
    m_settings = beatSettings(0);
    rebuild();
}

std::span<const TensorCoreModel::Generation> TensorCoreModel::generations()
{
    return kGenerations;
}

std::span<const TensorCoreModel::PrecisionInfo> TensorCoreModel::precisions()
{
    return kPrecisions;
}

const TensorCoreModel::PrecisionInfo *TensorCoreModel::findPrecision(const QString &key)
{
    for (const auto &info : kPrecisions)
        if (key == QLatin1String(info.key))
            return &info;
    return nullptr;
}

const GpuSpec *TensorCoreModel::spec(const char *id) const
{
    return id ? findGpuSpec(m_specs, QLatin1String(id)) : nullptr;
}

// ---- the machines ---------------------------------------------------------------------------

std::optional<TensorCoreModel::Machine>
TensorCoreModel::machineFor(const QString &generation, const QString &precision, bool sparse) const
{
    const Generation *g = findGeneration(generation);
    const PrecisionInfo *p = findPrecision(precision);
    if (!g || !p)
        return std::nullopt;
    Machine m;
    m.generation = generation;
    m.precision = precision;
    m.sparse = sparse;
    const GpuSpec *row = spec(g->specId);
    if (row) {
        m.specName = row->name;
        m.architecture = row->architecture;
        m.year = row->year;
        m.denseTflops = row->rate(p->precision, Sparsity::Dense);
        m.sparseTflops = row->rate(p->precision, Sparsity::Sparse);
        m.fp32Tflops = row->rate(Precision::Fp32);
    }
    if (generation == QLatin1String("v100")) {
        // Volta's first tensor cores: FP16 only, no sparsity; the whitepaper's SM (see .h).
        if (p->precision != Precision::Fp16 || sparse)
            return std::nullopt;
        if (!row) {
            m.specName = QStringLiteral("Tesla V100 SXM2");
            m.architecture = QStringLiteral("Volta");
        }
        m.year = kVoltaYear;
        m.cudaLanes = kVoltaLanes;
        m.tensorCores = kVoltaTensorCores;
        m.fmaPerTensorCore = kVoltaFmaPerTensorCore;
        m.fromArchitecture = true;
        if (row && m.denseTflops && hasStructure(*row)) // the data's figure, for comparison
            m.derivedFmaPerSm =
                *m.denseTflops * 1e12 / (2.0 * row->computeUnits * row->boostClockMHz * 1e6);
        return m;
    }
    if (!row)
        return std::nullopt;
    const std::optional<double> rate =
        row->rate(p->precision, sparse ? Sparsity::Sparse : Sparsity::Dense);
    if (!rate || *rate <= 0)
        return std::nullopt;
    const GpuSpec *structure = hasStructure(*row) ? row : spec(g->structure);
    if (!structure || !hasStructure(*structure))
        return std::nullopt;
    m.assumedStructure = structure != row;
    const double smHz = structure->computeUnits * structure->boostClockMHz * 1e6;
    m.derivedFmaPerSm = *rate * 1e12 / (2.0 * smHz);
    const int perSm = int(std::lround(std::exp2(std::round(std::log2(m.derivedFmaPerSm)))));
    m.cudaLanes = int(std::lround(structure->shaderCores / structure->computeUnits));
    m.tensorCores = int(std::lround(structure->tensorCores / structure->computeUnits));
    if (m.cudaLanes < 1 || m.tensorCores < 1 || perSm % m.tensorCores != 0)
        return std::nullopt;
    m.fmaPerTensorCore = perSm / m.tensorCores;
    if (m.fmaPerTensorCore < 16) // less than one k-step of a 4 × 4 tile per clock
        return std::nullopt;
    return m;
}

QStringList TensorCoreModel::availableGenerations() const
{
    QStringList keys;
    for (const Generation &g : kGenerations)
        if (!supportedPrecisions(QLatin1String(g.key)).isEmpty())
            keys << QLatin1String(g.key);
    return keys;
}

QStringList TensorCoreModel::supportedPrecisions(const QString &generation) const
{
    QStringList keys;
    for (const PrecisionInfo &p : kPrecisions)
        if (machineFor(generation, QLatin1String(p.key), false))
            keys << QLatin1String(p.key);
    return keys;
}

bool TensorCoreModel::supportsSparsity(const QString &generation, const QString &precision) const
{
    return machineFor(generation, precision, true).has_value();
}

QString TensorCoreModel::generationLabel(const QString &generation) const
{
    const Generation *g = findGeneration(generation);
    if (!g)
        return generation;
    const QString name = generation == QLatin1String("rtx4090")
                             ? QStringLiteral("RTX 4090")
                             : QString::fromLatin1(g->key).toUpper();
    const std::optional<Machine> m = machineFor(
        generation, supportedPrecisions(generation).value(0, QStringLiteral("fp16")), false);
    if (!m || m->architecture.isEmpty())
        return name;
    return tr("%1 (%2, %3)").arg(name, m->architecture).arg(wholeText(m->year));
}

// ---- beats ----------------------------------------------------------------------------------

TensorCoreModel::Settings TensorCoreModel::beatSettings(int beat)
{
    Settings s; // Volta, FP16, N = 64
    switch (std::clamp(beat, 0, kBeats - 1)) {
    case 1:
        s.generation = QStringLiteral("a100");
        s.precision = QStringLiteral("bf16");
        break;
    case 2:
        s.generation = QStringLiteral("h100");
        s.precision = QStringLiteral("fp8");
        break;
    case 3: // Blackwell's FP4 tensor cores need a large matrix to be full
        s.generation = QStringLiteral("b200");
        s.precision = QStringLiteral("fp4");
        s.size = 256;
        break;
    case 4: // a small matrix leaves most of a wide tensor core idle
        s.generation = QStringLiteral("h100");
        s.precision = QStringLiteral("fp8");
        s.size = 16;
        break;
    case 5:
        s.generation = QStringLiteral("a100");
        s.precision = QStringLiteral("fp16");
        s.sparse = true;
        break;
    default: break;
    }
    return s;
}

QString TensorCoreModel::beatTitle(int beat)
{
    switch (std::clamp(beat, 0, kBeats - 1)) {
    case 1: return tr("Ampere: wider tensor cores, BF16");
    case 2: return tr("Hopper: FP8");
    case 3: return tr("Blackwell: FP4 on a large matrix");
    case 4: return tr("A small matrix on a wide tensor core");
    case 5: return tr("2:4 sparsity on Ampere");
    default: return tr("Volta: the first tensor cores");
    }
}

void TensorCoreModel::setBeat(int beat)
{
    m_beat = std::clamp(beat, 0, kBeats - 1);
    Settings wanted = beatSettings(m_beat);
    if (!machineFor(wanted.generation, wanted.precision, wanted.sparse))
        wanted = Settings{}; // that generation is not in the data: stay on Volta
    m_settings = wanted;
    rebuild();
}

void TensorCoreModel::reset(quint64 seed)
{
    m_seed = seed;
    // The contract: time 0 and beat 0, the parameters kept. Parameters that are only the
    // current beat's own go with it, so that stepping back to beat 0 (the view resets, and sets
    // no beat for 0) shows beat 0's set-up; parameters a user chose stay.
    if (m_beat != 0 && m_settings == beatSettings(m_beat))
        m_settings = beatSettings(0);
    m_beat = 0;
    rebuild();
}

void TensorCoreModel::rebuild()
{
    std::optional<Machine> m =
        machineFor(m_settings.generation, m_settings.precision, m_settings.sparse);
    if (!m) { // only reachable when the data lacks the default generation's row: Volta stands
        m_settings = Settings{};
        m = machineFor(m_settings.generation, m_settings.precision, false);
    }
    m_machine = *m;
    m_cudaTotal = cudaCycles(m_settings.size, m_machine.cudaLanes);
    m_tensorTotal =
        tensorCycles(m_settings.size, m_machine.tensorCores, m_machine.fmaPerTensorCore);
    if (m_settings.cyclesPerSecond > 0) {
        m_cps = m_settings.cyclesPerSecond;
    } else {
        m_cps = std::max<qint64>({1, qint64(std::ceil(double(m_tensorTotal) / kTensorSeconds)),
                                  qint64(std::ceil(double(m_cudaTotal) / kMaxCudaSeconds))});
    }
    m_time = 0;
    m_cycle = 0;
}

// ---- the formulas ---------------------------------------------------------------------------

qint64 TensorCoreModel::cudaCycles(int n, int lanes)
{
    const qint64 elements = qint64(n) * n;
    return ceilDiv(elements, lanes) * n;
}

qint64 TensorCoreModel::tensorCycles(int n, int tensorCores, int fmaPerTensorCore)
{
    const qint64 b = ceilDiv(n, kTile);
    return ceilDiv(b * b, tensorCores) * ceilDiv(64 * b, fmaPerTensorCore);
}

qint64 TensorCoreModel::usefulFmas() const
{
    const qint64 n = m_settings.size;
    return n * n * n;
}

double TensorCoreModel::tensorUtilisation() const
{
    const double capacity = double(m_tensorTotal) * m_machine.fmaPerSmPerClock();
    return capacity > 0 ? double(usefulFmas()) / capacity : 0;
}

double TensorCoreModel::speedup() const
{
    return m_tensorTotal > 0 ? double(m_cudaTotal) / double(m_tensorTotal) : 0;
}

double TensorCoreModel::peakRatio() const
{
    return double(m_machine.fmaPerSmPerClock()) / m_machine.cudaLanes;
}

// ---- time -----------------------------------------------------------------------------------

void TensorCoreModel::step(double dtSeconds)
{
    if (!(dtSeconds > 0) || finished())
        return;
    m_time += dtSeconds;
    // The guard keeps 60 steps of 1/60 s at exactly one second's worth of cycles.
    const auto cycle = qint64(std::floor(m_time * double(m_cps) + 1e-9));
    m_cycle = std::min(std::max(m_cycle, cycle), std::max(m_cudaTotal, m_tensorTotal));
}

TensorCoreModel::SideState TensorCoreModel::side(Side which) const
{
    const qint64 n = m_settings.size;
    SideState s;
    s.totalCycles = totalCycles(which);
    s.cycle = std::min(m_cycle, s.totalCycles);
    if (which == Side::Cuda) {
        // Rounds of N clocks; each round finishes L elements (row-major).
        const qint64 lanes = m_machine.cudaLanes;
        s.unitsTotal = n * n;
        if (s.finished()) {
            s.unitsDone = s.unitsTotal;
            s.fmasDone = usefulFmas();
            return s;
        }
        const qint64 within = s.cycle % n;
        s.unitsDone = std::min(s.unitsTotal, (s.cycle / n) * lanes);
        s.inFlightFirst = s.unitsDone;
        s.inFlightCount = std::min(lanes, s.unitsTotal - s.unitsDone);
        s.inFlightProgress = double(within) / double(n);
        s.fmasDone = s.unitsDone * n + s.inFlightCount * within;
        return s;
    }
    // Tensor: rounds of P clocks; each round finishes T tiles of 4 × 4 (row-major tile order).
    const qint64 b = tilesPerSide();
    const qint64 t = m_machine.tensorCores;
    const qint64 w = m_machine.fmaPerTensorCore;
    const qint64 perTile = ceilDiv(64 * b, w); // P
    s.unitsTotal = b * b;
    if (s.finished()) {
        s.unitsDone = s.unitsTotal;
        s.fmasDone = usefulFmas();
        return s;
    }
    // Useful FMAs of the first `tiles` tiles (partial tiles at the right and bottom edges).
    auto prefix = [n, b](qint64 tiles) {
        const qint64 fullRows = tiles / b;
        const qint64 rest = tiles % b;
        qint64 elements = std::min(n, kTile * fullRows) * n;
        if (fullRows < b)
            elements += std::min<qint64>(kTile, n - kTile * fullRows) * std::min(n, kTile * rest);
        return elements * n;
    };
    const qint64 within = s.cycle % perTile;
    s.unitsDone = std::min(s.unitsTotal, (s.cycle / perTile) * t);
    s.inFlightFirst = s.unitsDone;
    s.inFlightCount = std::min(t, s.unitsTotal - s.unitsDone);
    const qint64 kDone = std::min(n, within * w / 16); // useful k-steps of the tiles in flight
    s.inFlightProgress = double(kDone) / double(n);
    const qint64 inFlightElements =
        (prefix(s.unitsDone + s.inFlightCount) - prefix(s.unitsDone)) / n;
    s.fmasDone = prefix(s.unitsDone) + inFlightElements * kDone;
    return s;
}

// ---- parameters and state -------------------------------------------------------------------

ParameterTable<TensorCoreModel::Settings> TensorCoreModel::parameterTable() const
{
    QList<ParameterChoice> generations, precisionChoices;
    for (const QString &generation : availableGenerations())
        generations.append({generation, generationLabel(generation)});
    // Every precision the selector knows; one a generation lacks is refused with the list.
    for (const PrecisionInfo &p : precisions())
        precisionChoices.append({QString::fromLatin1(p.key), QString::fromLatin1(p.displayName)});
    using S = Settings;
    return ParameterTable<S>()
        .oneOf("generation", &S::generation, generations)
        .oneOf("precision", &S::precision, precisionChoices)
        .whole("size", &S::size, kMinSize, kMaxSize)
        .flag("sparse", &S::sparse)
        .whole("cyclesPerSecond", &S::cyclesPerSecond, 0, kMaxCyclesPerSecond); // 0: automatic
}

QJsonObject TensorCoreModel::parameters() const
{
    return parameterTable().write(m_settings);
}

QList<ParameterChoice> TensorCoreModel::parameterChoices(const QString &key) const
{
    return parameterTable().choices(key);
}

bool TensorCoreModel::setParameters(const QJsonObject &parameters, QString *error)
{
    Settings wanted = m_settings;
    if (!parameterTable().read(parameters, wanted, error))
        return false;
    const QStringList precisions = supportedPrecisions(wanted.generation);
    if (!precisions.contains(wanted.precision))
        return failWith(error, tr("the %1 tensor cores have no %2; choose one of: %3")
                                   .arg(generationLabel(wanted.generation), wanted.precision,
                                        itemList(precisions)));
    if (wanted.sparse && !supportsSparsity(wanted.generation, wanted.precision))
        return failWith(error, tr("the %1 has no 2:4 sparsity at %2")
                                   .arg(generationLabel(wanted.generation), wanted.precision));
    m_settings = wanted;
    rebuild();
    return true;
}

QJsonObject TensorCoreModel::state() const
{
    auto sideObject = [this](Side which) {
        const SideState s = side(which);
        return QJsonObject{{QStringLiteral("cycle"), double(s.cycle)},
                           {QStringLiteral("totalCycles"), double(s.totalCycles)},
                           {QStringLiteral("fmasDone"), double(s.fmasDone)},
                           {QStringLiteral("unitsDone"), double(s.unitsDone)},
                           {QStringLiteral("unitsTotal"), double(s.unitsTotal)},
                           {QStringLiteral("inFlight"), double(s.inFlightCount)},
                           {QStringLiteral("finished"), s.finished()}};
    };
    return {{QStringLiteral("time"), m_time},
            {QStringLiteral("cycle"), double(m_cycle)},
            {QStringLiteral("cyclesPerSecond"), double(m_cps)},
            {QStringLiteral("beat"), m_beat},
            {QStringLiteral("seed"), QString::number(m_seed)},
            {QStringLiteral("parameters"), parameters()},
            {QStringLiteral("lanes"), m_machine.cudaLanes},
            {QStringLiteral("tensorCores"), m_machine.tensorCores},
            {QStringLiteral("fmaPerTensorCore"), m_machine.fmaPerTensorCore},
            {QStringLiteral("cuda"), sideObject(Side::Cuda)},
            {QStringLiteral("tensor"), sideObject(Side::Tensor)}};
}

} // namespace gpulab
