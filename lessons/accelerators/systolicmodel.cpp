// SystolicModel (see systolicmodel.h).
#include "lessons/accelerators/systolicmodel.h"

#include "lessons/framework/splitmix.h"

#include <QJsonArray>
#include <QJsonObject>

#include <algorithm>
#include <cmath>

namespace gpulab {

namespace systolic {

namespace {

long long ceilDiv(long long a, long long b)
{
    return (a + b - 1) / b;
}

} // namespace

long long weightStationaryCycles(int n, int m)
{
    return (n > 0 && m > 0) ? m + 2LL * n - 2 : 0;
}

long long weightLoadCycles(int n)
{
    return std::max(0, n);
}

long long outputStationaryCycles(int n, int m, int k)
{
    if (n <= 0 || m <= 0 || k <= 0)
        return 0;
    long long cycles = 0;
    for (int left = m; left > 0; left -= n) {
        const int r = std::min(n, left);
        cycles += (k + r + n - 2) + r;
    }
    return cycles;
}

Traffic systolicTraffic(Dataflow dataflow, int n, int m)
{
    Traffic t;
    if (n <= 0 || m <= 0)
        return t;
    const long long N = n, M = m;
    t.macs = M * N * N;
    t.inputReads = M * N;
    t.outputWrites = M * N;
    if (dataflow == Dataflow::WeightStationary) {
        t.weightReads = N * N; // loaded once, then stationary
        // A values pass right N - 1 times; partial sums pass down N - 1 times.
        t.peHops = 2 * M * N * (N - 1);
    } else {
        t.peHops = M * N * (N - 1); // A values, as above
        for (long long left = M; left > 0; left -= N) {
            const long long r = std::min(N, left);
            t.weightReads += N * N;          // every pass streams all of W again
            t.peHops += N * N * (r - 1);     // W values pass down through the r rows
            t.peHops += N * r * (r - 1) / 2; // results shift down and out
        }
    }
    return t;
}

TensorCoreTraffic tensorCoreTraffic(int m, int n, int k)
{
    TensorCoreTraffic t;
    if (m <= 0 || n <= 0 || k <= 0)
        return t;
    t.instructions = ceilDiv(m, 16) * ceilDiv(n, 8) * ceilDiv(k, 16);
    t.registerReads = t.instructions * (16 * 16 + 16 * 8 + 16 * 8);
    t.registerWrites = t.instructions * (16 * 8);
    t.usefulMacs = (long long)m * n * k;
    return t;
}

} // namespace systolic

using systolic::Dataflow;

QString SystolicModel::dataflowKey(Dataflow dataflow)
{
    return dataflow == Dataflow::OutputStationary ? QStringLiteral("output-stationary")
                                                  : QStringLiteral("weight-stationary");
}

SystolicModel::Settings SystolicModel::beatSettings(int beat)
{
    Settings s;
    switch (std::clamp(beat, 0, kBeats - 1)) {
    case 0:
        s.size = 4;
        s.rows = 1;
        s.cyclesPerSecond = 1;
        break;
    case 1:
        s.size = 4;
        s.rows = 8;
        s.cyclesPerSecond = 1.5;
        break;
    case 2:
        s.size = 8;
        s.rows = 16;
        s.cyclesPerSecond = 2;
        break;
    case 3:
        s.size = 8;
        s.rows = 8;
        s.dataflow = Dataflow::OutputStationary;
        s.cyclesPerSecond = 2;
        break;
    default:
        s.size = 8;
        s.rows = 64;
        s.cyclesPerSecond = 6;
        break;
    }
    return s;
}

QString SystolicModel::beatTitle(int beat)
{
    switch (std::clamp(beat, 0, kBeats - 1)) {
    case 0: return tr("One row through a 4×4 array");
    case 1: return tr("A stream of rows fills the pipeline");
    case 2: return tr("The full 8×8 array");
    case 3: return tr("Output-stationary: the sums stay put");
    default: return tr("Many rows keep the array busy");
    }
}

ParameterTable<SystolicModel::Settings> SystolicModel::parameterTable() const
{
    using S = Settings;
    return ParameterTable<S>()
        .whole("size", &S::size, kMinSize, kMaxSize)
        .whole("rows", &S::rows, 1, kMaxRows)
        .oneOf("dataflow", &S::dataflow, {Dataflow::WeightStationary, Dataflow::OutputStationary},
               [](Dataflow d) {
                   return ParameterChoice{dataflowKey(d),
                                          d == Dataflow::WeightStationary
                                              ? tr("Weight-stationary (weights stay in the PEs)")
                                              : tr("Output-stationary (sums stay in the PEs)")};
               })
        .real("cyclesPerSecond", &S::cyclesPerSecond, 0.25, 60);
}

QJsonObject SystolicModel::parameters() const
{
    return parameterTable().write(m_settings);
}

QList<ParameterChoice> SystolicModel::parameterChoices(const QString &key) const
{
    return parameterTable().choices(key);
}

bool SystolicModel::setParameters(const QJsonObject &parameters, QString *error)
{
    Settings wanted = m_settings;
    if (!parameterTable().read(parameters, wanted, error))
        return false;
    m_settings = wanted;
    rebuild();
    return true;
}

void SystolicModel::setBeat(int beat)
{
    m_beat = std::clamp(beat, 0, kBeats - 1);
    m_settings = beatSettings(m_beat);
    rebuild();
}

void SystolicModel::reset(quint64 seed)
{
    m_seed = seed;
    if (m_beat != 0 && m_settings == beatSettings(m_beat))
        m_settings = Settings{};
    m_beat = 0;
    rebuild();
}

void SystolicModel::rebuild()
{
    const int N = n(), M = m();
    quint64 rng = m_seed;
    const auto draw = [&rng] { return int(splitMix64(rng) % (2 * kValueRange + 1)) - kValueRange; };
    m_a.assign(std::size_t(M * N), 0);
    m_w.assign(std::size_t(N * N), 0);
    for (int &v : m_a)
        v = draw();
    for (int &v : m_w)
        v = draw();
    // The plain product the array's results are checked against.
    m_ref.assign(std::size_t(M * N), 0);
    for (int r = 0; r < M; ++r)
        for (int c = 0; c < N; ++c) {
            int sum = 0;
            for (int k = 0; k < N; ++k)
                sum += a(r, k) * w(k, c);
            m_ref[std::size_t(r * N + c)] = sum;
        }
    m_c.assign(std::size_t(M * N), 0);
    m_cOut.assign(std::size_t(M * N), 0);
    m_pes.assign(std::size_t(N * N), Pe{});
    if (m_settings.dataflow == Dataflow::WeightStationary)
        for (int i = 0; i < N; ++i)
            for (int j = 0; j < N; ++j)
                at(i, j).stationary = w(i, j); // preloaded: weightLoadCycles(N), counted apart
    m_totalCycles = m_settings.dataflow == Dataflow::WeightStationary
                        ? systolic::weightStationaryCycles(N, M)
                        : systolic::outputStationaryCycles(N, M, N);
    m_time = 0;
    m_cycle = 0;
    m_resultsOut = 0;
    m_mismatches = 0;
    m_phase = Phase::Streaming;
    m_pass = 0;
    m_tau = 0;
    m_drained = 0;
    m_traffic = {};
    if (m_settings.dataflow == Dataflow::WeightStationary)
        m_traffic.weightReads = (long long)N * N;
}

void SystolicModel::step(double dtSeconds)
{
    if (m_phase == Phase::Done)
        return;
    m_time += dtSeconds;
    const auto target = std::min<long long>(
        m_totalCycles, (long long)std::floor(m_time * m_settings.cyclesPerSecond));
    while (m_cycle < target && m_phase != Phase::Done)
        advance();
}

double SystolicModel::cycleFraction() const
{
    if (m_phase == Phase::Done)
        return 0;
    const double played = m_time * m_settings.cyclesPerSecond - double(m_cycle);
    return std::clamp(played, 0.0, 1.0);
}

int SystolicModel::passes() const
{
    return m_settings.dataflow == Dataflow::OutputStationary ? (m() + n() - 1) / n() : 1;
}

int SystolicModel::passRows() const
{
    if (m_settings.dataflow == Dataflow::WeightStationary)
        return m();
    return std::min(n(), m() - m_pass * n());
}

void SystolicModel::advance()
{
    for (Pe &p : m_pes)
        p.macked = false;
    if (m_settings.dataflow == Dataflow::WeightStationary)
        advanceWeightStationary();
    else
        advanceOutputStationary();
    ++m_cycle;
    if (m_resultsOut == (long long)m() * n())
        m_phase = Phase::Done;
}

void SystolicModel::deliver(int row, int col, int value)
{
    const std::size_t index = std::size_t(row * n() + col);
    m_c[index] = value;
    m_cOut[index] = 1;
    ++m_resultsOut;
    ++m_traffic.outputWrites;
    if (value != m_ref[index])
        ++m_mismatches;
}

SystolicModel::Slot SystolicModel::passOn(const Slot &from)
{
    if (from.valid)
        ++m_traffic.peHops;
    return from;
}

SystolicModel::Slot SystolicModel::waitingLeft(int row, int ahead) const
{
    // The A value entering array row `row` at absolute cycle t (WS) or pass cycle t (OS).
    const long long t =
        (m_settings.dataflow == Dataflow::WeightStationary ? m_cycle : m_tau) + ahead;
    const long long k = t - row;
    if (m_settings.dataflow == Dataflow::WeightStationary) {
        if (m_phase == Phase::Done || k < 0 || k >= m())
            return {};
        return {true, a(int(k), row), int(k)};
    }
    const int r = row;
    if (m_phase != Phase::Streaming || r >= passRows() || k < 0 || k >= n())
        return {};
    const int aRow = m_pass * n() + r;
    return {true, a(aRow, int(k)), aRow};
}

SystolicModel::Slot SystolicModel::waitingTop(int col, int ahead) const
{
    if (m_settings.dataflow != Dataflow::OutputStationary || m_phase != Phase::Streaming)
        return {};
    const long long k = m_tau + ahead - col;
    if (k < 0 || k >= n())
        return {};
    return {true, w(int(k), col), int(k)};
}

void SystolicModel::advanceWeightStationary()
{
    const int N = n(), M = m();
    const long long t = m_cycle;
    std::vector<Pe> next = m_pes;
    for (int i = 0; i < N; ++i)
        for (int j = 0; j < N; ++j) {
            Pe &p = next[std::size_t(i * N + j)];
            Slot across;
            if (j == 0) {
                const long long row = t - i;
                if (row >= 0 && row < M) {
                    across = {true, a(int(row), i), int(row)};
                    ++m_traffic.inputReads;
                }
            } else {
                across = passOn(pe(i, j - 1).across);
            }
            Slot sumIn;
            if (i == 0) {
                if (across.valid)
                    sumIn = {true, 0, across.row};
            } else {
                sumIn = passOn(pe(i - 1, j).down);
            }
            p.across = across;
            p.down = {};
            if (across.valid && sumIn.valid && sumIn.row == across.row) {
                p.down = {true, sumIn.value + across.value * w(i, j), across.row};
                p.macked = true;
                ++m_traffic.macs;
            }
        }
    m_pes = std::move(next);
    for (int j = 0; j < N; ++j)
        if (const Slot &out = pe(N - 1, j).down; out.valid)
            deliver(out.row, j, out.value);
}

void SystolicModel::advanceOutputStationary()
{
    const int N = n();
    const int r = passRows();
    const int base = m_pass * N;
    if (m_phase == Phase::Streaming) {
        std::vector<Pe> next = m_pes;
        for (int i = 0; i < N; ++i)
            for (int j = 0; j < N; ++j) {
                Pe &p = next[std::size_t(i * N + j)];
                p.across = {};
                p.down = {};
                if (i >= r)
                    continue; // no output row here in this pass
                Slot across;
                if (j == 0) {
                    const long long k = m_tau - i;
                    if (k >= 0 && k < N) {
                        across = {true, a(base + i, int(k)), base + i};
                        ++m_traffic.inputReads;
                    }
                } else {
                    across = passOn(pe(i, j - 1).across);
                }
                Slot down;
                if (i == 0) {
                    const long long k = m_tau - j;
                    if (k >= 0 && k < N) {
                        down = {true, w(int(k), j), int(k)};
                        ++m_traffic.weightReads;
                    }
                } else {
                    down = passOn(pe(i - 1, j).down);
                }
                p.across = across;
                p.down = down;
                if (across.valid && down.valid) {
                    p.stationary += across.value * down.value;
                    p.holdsSum = true;
                    p.macked = true;
                    ++m_traffic.macs;
                }
            }
        m_pes = std::move(next);
        ++m_tau;
        if (m_tau >= (long long)N + r + N - 2) {
            m_phase = Phase::Draining;
            for (Pe &p : m_pes)
                p.across = p.down = {};
        }
        return;
    }
    // Draining: the bottom row of the pass is written out, the rows above move down one.
    const int bottom = r - 1;
    const int cRow = base + bottom - m_drained;
    for (int j = 0; j < N; ++j)
        deliver(cRow, j, pe(bottom, j).stationary);
    for (int i = bottom; i >= 1; --i)
        for (int j = 0; j < N; ++j) {
            Pe &p = at(i, j);
            const Pe &above = pe(i - 1, j);
            p.stationary = above.stationary;
            p.holdsSum = above.holdsSum;
            if (above.holdsSum)
                ++m_traffic.peHops;
        }
    for (int j = 0; j < N; ++j) {
        at(0, j).stationary = 0;
        at(0, j).holdsSum = false;
    }
    ++m_drained;
    if (m_drained == r) {
        ++m_pass;
        m_drained = 0;
        m_tau = 0;
        for (Pe &p : m_pes)
            p = Pe{};
        m_phase = m_pass < passes() ? Phase::Streaming : Phase::Done;
    }
}

double SystolicModel::utilisation() const
{
    const double peCycles = double(n()) * n() * double(m_cycle);
    return peCycles > 0 ? double(m_traffic.macs) / peCycles : 0;
}

QJsonObject SystolicModel::state() const
{
    QJsonArray results;
    for (int r = 0; r < m(); ++r)
        for (int c = 0; c < n(); ++c)
            results.append(resultOut(r, c) ? QJsonValue(result(r, c)) : QJsonValue());
    return {{QStringLiteral("beat"), m_beat},
            {QStringLiteral("dataflow"), dataflowKey(m_settings.dataflow)},
            {QStringLiteral("size"), n()},
            {QStringLiteral("rows"), m()},
            {QStringLiteral("cycle"), m_cycle},
            {QStringLiteral("totalCycles"), m_totalCycles},
            {QStringLiteral("resultsOut"), m_resultsOut},
            {QStringLiteral("mismatches"), m_mismatches},
            {QStringLiteral("verified"), verified()},
            {QStringLiteral("macs"), m_traffic.macs},
            {QStringLiteral("inputReads"), m_traffic.inputReads},
            {QStringLiteral("weightReads"), m_traffic.weightReads},
            {QStringLiteral("outputWrites"), m_traffic.outputWrites},
            {QStringLiteral("peHops"), m_traffic.peHops},
            {QStringLiteral("utilisation"), utilisation()},
            {QStringLiteral("results"), results}};
}

} // namespace gpulab
