// Low-precision product and stagnation experiments (see lowprecision.h). The hot loops use the
// inline fp::Rounder, so this file is always built with -O3 (compute/CMakeLists.txt).
#include "compute/lowprecision.h"

#include "compute/timing.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <limits>
#include <random>

namespace gpulab::fp {

namespace {

// Rows of B a k-block touches: 64 rows of N = 1024 floats are 256 KiB, which stays in L2 while
// every row of C streams past it. Blocking k keeps the k-order of each element's sum ascending.
constexpr int kBlock = 64;

bool sameValue(double x, double y)
{
    return std::bit_cast<std::uint64_t>(x) == std::bit_cast<std::uint64_t>(y) ||
           (std::isnan(x) && std::isnan(y));
}

} // namespace

const char *accumulationName(Accumulation a)
{
    return a == Accumulation::Fp32 ? "fp32" : "low";
}

std::optional<Accumulation> findAccumulation(std::string_view name)
{
    if (name == "fp32")
        return Accumulation::Fp32;
    if (name == "low")
        return Accumulation::Low;
    return std::nullopt;
}

PrecisionInputs makePrecisionInputs(int n, std::uint64_t seed, const RunControl &control)
{
    if (n < 1)
        throw ComputeError(ErrorKind::Usage,
                           "Matrix size must be at least 1 (got " + std::to_string(n) + ")");
    PrecisionInputs in;
    in.n = n;
    const std::size_t un = std::size_t(n);
    in.a.resize(un * un);
    in.b.resize(un * un);
    std::uniform_real_distribution<double> dist(-1.0, 1.0);
    std::mt19937_64 rngA(seed);
    std::mt19937_64 rngB(seed + 1);
    for (double &x : in.a)
        x = dist(rngA);
    for (double &x : in.b)
        x = dist(rngB);

    in.product.assign(un * un, 0.0);
    const int blocks = (n + kBlock - 1) / kBlock;
    for (int k0 = 0; k0 < n; k0 += kBlock) {
        const int k1 = std::min(n, k0 + kBlock);
        for (int i = 0; i < n; ++i) {
            control.check();
            double *crow = in.product.data() + std::size_t(i) * un;
            for (int k = k0; k < k1; ++k) {
                const double aik = in.a[std::size_t(i) * un + std::size_t(k)];
                const double *brow = in.b.data() + std::size_t(k) * un;
                for (int j = 0; j < n; ++j)
                    crow[j] += aik * brow[j];
            }
        }
        control.report(double(k0 / kBlock + 1) / blocks);
    }
    return in;
}

ProductError productError(const std::vector<float> &c, const std::vector<double> &reference)
{
    ProductError e;
    if (c.size() != reference.size()) {
        e.maxAbsError = e.relFrobeniusError = e.medianRelError =
            std::numeric_limits<double>::infinity();
        return e;
    }
    double diff2 = 0;
    double norm2 = 0;
    std::vector<double> relative;
    relative.reserve(c.size());
    for (std::size_t i = 0; i < c.size(); ++i) {
        const double ref = reference[i];
        if (!std::isfinite(c[i]))
            ++e.nonFinite;
        const double d = std::fabs(double(c[i]) - ref);
        e.maxAbsError = std::isnan(d) ? d : std::max(e.maxAbsError, d);
        diff2 += d * d;
        norm2 += ref * ref;
        if (ref != 0)
            relative.push_back(std::isnan(d) ? std::numeric_limits<double>::infinity()
                                             : d / std::fabs(ref));
    }
    if (e.nonFinite)
        e.maxAbsError = std::numeric_limits<double>::infinity();
    e.relFrobeniusError = !std::isfinite(diff2) ? std::numeric_limits<double>::infinity()
                          : norm2 > 0           ? std::sqrt(diff2 / norm2)
                                                : std::sqrt(diff2);
    if (!relative.empty()) {
        const auto mid = relative.begin() + std::ptrdiff_t(relative.size() / 2);
        std::nth_element(relative.begin(), mid, relative.end());
        e.medianRelError = *mid;
        if (relative.size() % 2 == 0)
            e.medianRelError = 0.5 * (e.medianRelError + *std::max_element(relative.begin(), mid));
    }
    return e;
}

namespace {

// C += A x B for float N x N row-major A and B, the products and the sum in FP32 (a float
// multiply then a float add: the build has no FMA contraction), k in ascending order for every
// element; `control` polled and told the fraction done.
void accumulateFp32(const std::vector<float> &a, const std::vector<float> &b, int n,
                    std::vector<float> &c, const RunControl &control)
{
    const std::size_t un = std::size_t(n);
    const int blocks = (n + kBlock - 1) / kBlock;
    for (int k0 = 0; k0 < n; k0 += kBlock) {
        const int k1 = std::min(n, k0 + kBlock);
        for (int i = 0; i < n; ++i) {
            control.check();
            float *crow = c.data() + std::size_t(i) * un;
            for (int k = k0; k < k1; ++k) {
                const float aik = a[std::size_t(i) * un + std::size_t(k)];
                const float *brow = b.data() + std::size_t(k) * un;
                for (int j = 0; j < n; ++j)
                    crow[j] += aik * brow[j];
            }
            if ((i & 15) == 15)
                control.report((double(k0 / kBlock) + double(i + 1) / n) / blocks);
        }
    }
    control.report(1.0);
}

} // namespace

std::vector<float> lowPrecisionProduct(const PrecisionInputs &inputs, const FormatSpec &format,
                                       Accumulation accumulation, const RunControl &control)
{
    const int n = inputs.n;
    const std::size_t un = std::size_t(n);
    const Rounder round(format);
    // Every format's values are FP32 values, so the rounded inputs are stored exactly as floats.
    std::vector<float> a(un * un);
    std::vector<float> b(un * un);
    for (std::size_t i = 0; i < a.size(); ++i) {
        a[i] = float(round(inputs.a[i]));
        b[i] = float(round(inputs.b[i]));
    }
    std::vector<float> c(un * un, 0.0f);
    if (accumulation == Accumulation::Fp32) {
        // The product of two rounded narrow inputs is exact, the add rounds to FP32.
        accumulateFp32(a, b, n, c, control);
        return c;
    }
    const int blocks = (n + kBlock - 1) / kBlock;
    for (int k0 = 0; k0 < n; k0 += kBlock) {
        const int k1 = std::min(n, k0 + kBlock);
        for (int i = 0; i < n; ++i) {
            control.check();
            float *crow = c.data() + std::size_t(i) * un;
            for (int k = k0; k < k1; ++k) {
                // The product is exact in double; the sum too for every format up to TF32
                // (22 + 11 bits), so rounding it is the one rounding of a fused multiply-add in
                // the format. (FP32 inputs: the double sum may round first, which can matter
                // only at vanishingly rare near-ties.)
                const double ad = a[std::size_t(i) * un + std::size_t(k)];
                const float *brow = b.data() + std::size_t(k) * un;
                for (int j = 0; j < n; ++j)
                    crow[j] = float(round(double(crow[j]) + ad * double(brow[j])));
            }
            if ((i & 15) == 15)
                control.report((double(k0 / kBlock) + double(i + 1) / n) / blocks);
        }
    }
    control.report(1.0);
    return c;
}

std::vector<float> blockScaledProduct(const PrecisionInputs &inputs, const SchemeSpec &scheme,
                                      const RunControl &control)
{
    const int n = inputs.n;
    const std::size_t un = std::size_t(n);
    // A as it is (its rows run along k); B transposed, so that its rows are B's columns.
    Tensor a{n, n, inputs.a};
    Tensor bt{n, n, std::vector<double>(un * un)};
    for (std::size_t r = 0; r < un; ++r)
        for (std::size_t col = 0; col < un; ++col)
            bt.values[col * un + r] = inputs.b[r * un + col];
    // Quantising takes a small share of the time next to the product: no progress of its own.
    const RunControl quiet{control.cancel, {}};
    const QuantisedTensor qa = quantise(a, scheme, quiet);
    const QuantisedTensor qbt = quantise(bt, scheme, quiet);
    std::vector<float> fa(un * un);
    std::vector<float> fb(un * un);
    for (std::size_t i = 0; i < fa.size(); ++i)
        fa[i] = float(qa.values[i]);
    for (std::size_t r = 0; r < un; ++r)
        for (std::size_t col = 0; col < un; ++col)
            fb[r * un + col] = float(qbt.values[col * un + r]);
    std::vector<float> c(un * un, 0.0f);
    accumulateFp32(fa, fb, n, c, control);
    return c;
}

const char *inputName(Format format, const std::optional<Scheme> &scheme)
{
    return scheme ? schemeSpec(*scheme).name : formatSpec(format).name;
}

const char *inputDisplayName(Format format, const std::optional<Scheme> &scheme)
{
    return scheme ? schemeSpec(*scheme).displayName : formatSpec(format).displayName;
}

PrecisionReport runPrecisionExperiment(const PrecisionConfig &config, const CancelToken &cancel,
                                       const std::function<void(const PrecisionEvent &)> &onEvent)
{
    for (int n : config.sizes) {
        if (n < 1)
            throw ComputeError(ErrorKind::Usage,
                               "Matrix size must be at least 1 (got " + std::to_string(n) + ")");
    }
    auto emit = [&](const PrecisionEvent &event) {
        if (onEvent)
            onEvent(event);
    };
    // Relative work for the overall fraction: the rounding accumulation costs about 16 times a
    // vectorised float multiply-add; the float64 reference about twice.
    auto work = [](int n, double weight) { return weight * double(n) * n * n; };
    double total = 0;
    for (int n : config.sizes) {
        total += work(n, 2);
        for (Accumulation acc : config.accumulations)
            total += double(config.formats.size()) * work(n, acc == Accumulation::Low ? 16 : 1);
        total += double(config.schemes.size()) * work(n, 1);
    }
    double done = 0;

    PrecisionReport report;
    try {
        for (int n : config.sizes) {
            PrecisionEvent event;
            event.kind = PrecisionEvent::Kind::Reference;
            event.n = n;
            event.overallFraction = total > 0 ? done / total : 0;
            emit(event);
            RunControl refControl{&cancel, {}};
            const PrecisionInputs inputs = makePrecisionInputs(n, config.seed, refControl);
            done += work(n, 2);
            // One run: the inputs given as a format (rounded) or a scheme (quantised).
            auto runOne = [&](Format format, std::optional<Scheme> scheme, Accumulation acc) {
                const double thisWork = work(n, acc == Accumulation::Low ? 16 : 1);
                PrecisionEvent running;
                running.kind = PrecisionEvent::Kind::Running;
                running.n = n;
                running.format = format;
                running.scheme = scheme;
                running.accumulation = acc;
                RunControl control{&cancel, [&](double fraction) {
                                       running.fraction = fraction;
                                       running.overallFraction =
                                           total > 0 ? (done + fraction * thisWork) / total : 1;
                                       emit(running);
                                   }};
                control.report(0.0);
                const auto start = Clock::now();
                const std::vector<float> c =
                    scheme ? blockScaledProduct(inputs, schemeSpec(*scheme), control)
                           : lowPrecisionProduct(inputs, formatSpec(format), acc, control);
                PrecisionResult result;
                result.seconds = since(start);
                result.n = n;
                result.format = format;
                result.scheme = scheme;
                result.accumulation = acc;
                result.error = productError(c, inputs.product);
                report.results.push_back(result);
                done += thisWork;
                PrecisionEvent finished = running;
                finished.kind = PrecisionEvent::Kind::Finished;
                finished.fraction = 1;
                finished.overallFraction = total > 0 ? done / total : 1;
                finished.result = &report.results.back();
                emit(finished);
            };
            for (Format format : config.formats)
                for (Accumulation acc : config.accumulations)
                    runOne(format, std::nullopt, acc);
            for (Scheme scheme : config.schemes)
                runOne(schemeSpec(scheme).element, scheme, Accumulation::Fp32);
        }
    } catch (const ComputeError &e) {
        if (e.kind() != ErrorKind::Cancelled)
            throw;
        report.cancelled = true;
    }
    return report;
}

// ------------------------------------------------------------------ accumulation stagnation

StagnationResult runStagnation(const StagnationConfig &config, const RunControl &control)
{
    if (config.count < 1)
        throw ComputeError(ErrorKind::Usage, "The count must be at least 1");
    if (!std::isfinite(config.addend))
        throw ComputeError(ErrorKind::Usage, "The addend must be a finite number");
    const auto start = Clock::now();
    const Rounder round(formatSpec(config.format));
    const Rounder toFp32(formatSpec(Format::Fp32));

    StagnationResult r;
    r.addend = config.addend;
    r.storedAddend = round(config.addend);
    r.exact = double(config.count) * config.addend;
    r.exactStored = double(config.count) * r.storedAddend;
    const double a = r.storedAddend;

    // Sample points: evenly spaced over 1..count, the last one always included.
    const std::int64_t samples = std::clamp<std::int64_t>(config.samples, 2, config.count);
    std::int64_t nextSampleIndex = 0;
    auto sampleStep = [&](std::int64_t index) {
        return 1 + (config.count - 1) * index / (samples - 1);
    };
    r.series.reserve(std::size_t(samples));

    double naive = 0, fp32 = 0, kahan = 0, compensation = 0;
    auto record = [&](std::int64_t step) {
        while (nextSampleIndex < samples && sampleStep(nextSampleIndex) <= step) {
            const std::int64_t s = sampleStep(nextSampleIndex);
            r.series.push_back({s, naive, fp32, kahan, double(s) * config.addend});
            ++nextSampleIndex;
        }
    };

    for (std::int64_t step = 1; step <= config.count; ++step) {
        if ((step & 0xffff) == 0) {
            control.check();
            control.report(double(step) / double(config.count));
        }
        const double nextNaive = round(naive + a);
        const double nextFp32 = toFp32(fp32 + a);
        // Kahan: the compensation carries what the last add lost; every operation rounds.
        const double y = round(a - compensation);
        const double t = round(kahan + y);
        const double nextCompensation = round(round(t - kahan) - y);
        const bool naiveFixed = sameValue(nextNaive, naive);
        if (naiveFixed && r.stallStep < 0) {
            r.stallStep = step - 1;
            r.stallValue = naive;
        }
        const bool allFixed = naiveFixed && sameValue(nextFp32, fp32) && sameValue(t, kahan) &&
                              sameValue(nextCompensation, compensation);
        naive = nextNaive;
        fp32 = nextFp32;
        kahan = t;
        compensation = nextCompensation;
        if (allFixed) { // nothing will change again: the rest of the series is known
            record(config.count);
            break;
        }
        if (nextSampleIndex < samples && sampleStep(nextSampleIndex) == step)
            record(step);
    }
    if (r.stallStep < 0 && sameValue(round(naive + a), naive)) { // stalled exactly at the end
        r.stallStep = config.count;
        r.stallValue = naive;
    }
    r.naiveSum = naive;
    r.fp32Sum = fp32;
    r.kahanSum = kahan;
    r.seconds = since(start);
    control.report(1.0);
    return r;
}

} // namespace gpulab::fp
