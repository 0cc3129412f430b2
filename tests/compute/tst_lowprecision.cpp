// The low-precision experiments (compute/lowprecision.h): the inputs and their float64
// reference, the error measures, the ordering of errors across formats and accumulations,
// determinism, accumulation stagnation (BF16 + 1.0 stops at exactly 256), progress and cancel.
#include "compute/lowprecision.h"

#include <QtTest>

#include <cmath>

using namespace gpulab;
using namespace gpulab::fp;

class TestLowPrecision : public QObject
{
    Q_OBJECT

private slots:
    void inputsAndReference();
    void productErrorMeasures();
    void fp32IsNearlyExact();
    void errorOrdering();
    void deterministicForSeed();
    void experimentReport();
    void blockScaledAlongK();
    void blockScaledInExperiment();
    void cancelStopsTheProduct();
    void cancelEndsTheExperiment();
    void stagnationBf16One();
    void stagnationOtherFormats();
    void stagnationSmallAddend();
    void stagnationCancelAndUsage();
};

void TestLowPrecision::inputsAndReference()
{
    const PrecisionInputs in = makePrecisionInputs(37, 5);
    QCOMPARE(in.n, 37);
    QCOMPARE(in.a.size(), std::size_t(37 * 37));
    double sum = 0;
    for (double x : in.a) {
        QVERIFY(x >= -1.0 && x < 1.0);
        sum += x;
    }
    QVERIFY(std::fabs(sum / in.a.size()) < 0.1);
    QVERIFY(in.a != in.b);
    // The reference is the float64 product (k ascending, as computed directly here).
    for (int i : {0, 17, 36}) {
        for (int j : {0, 5, 36}) {
            double c = 0;
            for (int k = 0; k < 37; ++k)
                c += in.a[i * 37 + k] * in.b[k * 37 + j];
            QVERIFY(std::fabs(c - in.product[i * 37 + j]) < 1e-13);
        }
    }
    QVERIFY_THROWS_EXCEPTION(ComputeError, makePrecisionInputs(0, 1));
}

void TestLowPrecision::productErrorMeasures()
{
    const std::vector<double> ref{1, -2, 4, 8};
    const std::vector<float> c{1.5f, -2, 3, 8};
    const ProductError e = productError(c, ref);
    QCOMPARE(e.maxAbsError, 1.0);
    QCOMPARE(e.relFrobeniusError, std::sqrt((0.25 + 1) / (1 + 4 + 16 + 64)));
    // relative errors 0.5, 0, 0.25, 0 -> median of four = (0 + 0.25) / 2
    QCOMPARE(e.medianRelError, 0.125);
    QCOMPARE(e.nonFinite, 0);
    const std::vector<float> bad{1, INFINITY, 4, NAN};
    const ProductError b = productError(bad, ref);
    QCOMPARE(b.nonFinite, 2);
    QVERIFY(std::isinf(b.relFrobeniusError));
    QVERIFY(std::isinf(b.maxAbsError));
}

void TestLowPrecision::fp32IsNearlyExact()
{
    const PrecisionInputs in = makePrecisionInputs(64, 1);
    const ProductError e = productError(
        lowPrecisionProduct(in, formatSpec(Format::Fp32), Accumulation::Fp32), in.product);
    QVERIFY2(e.relFrobeniusError < 1e-6, qPrintable(QString::number(e.relFrobeniusError)));
    QVERIFY(e.relFrobeniusError > 0); // inputs were rounded from doubles: not exactly zero
}

// Fewer mantissa bits, larger error; rounding the accumulator to the format is worse still.
void TestLowPrecision::errorOrdering()
{
    const PrecisionInputs in = makePrecisionInputs(128, 20261121);
    auto err = [&](Format f, Accumulation a) {
        return productError(lowPrecisionProduct(in, formatSpec(f), a), in.product)
            .relFrobeniusError;
    };
    const double fp32 = err(Format::Fp32, Accumulation::Fp32);
    const double tf32 = err(Format::Tf32, Accumulation::Fp32);
    const double fp16 = err(Format::Fp16, Accumulation::Fp32);
    const double bf16 = err(Format::Bf16, Accumulation::Fp32);
    const double e4m3 = err(Format::Fp8E4M3, Accumulation::Fp32);
    const double e5m2 = err(Format::Fp8E5M2, Accumulation::Fp32);
    const QString all = QString("fp32 %1 tf32 %2 fp16 %3 bf16 %4 e4m3 %5 e5m2 %6")
                            .arg(fp32)
                            .arg(tf32)
                            .arg(fp16)
                            .arg(bf16)
                            .arg(e4m3)
                            .arg(e5m2);
    QVERIFY2(fp32 < fp16 && fp32 < bf16 && fp32 < tf32, qPrintable(all));
    QVERIFY2(fp16 < bf16, qPrintable(all));                 // 11 vs 8 significant bits
    QVERIFY2(std::max(fp16, bf16) < e4m3, qPrintable(all)); // 4 significant bits
    QVERIFY2(e4m3 < e5m2, qPrintable(all));                 // 3 significant bits
    QVERIFY2(fp16 > 1e-4 && fp16 < 1e-3, qPrintable(all));  // about 2^-11 / sqrt(3) per input
    for (Format f : {Format::Fp16, Format::Bf16, Format::Fp8E4M3, Format::Fp8E5M2}) {
        const double low = err(f, Accumulation::Low);
        const double acc32 = err(f, Accumulation::Fp32);
        QVERIFY2(low > 1.5 * acc32,
                 qPrintable(
                     QString("%1: low %2 vs fp32 %3").arg(formatSpec(f).name).arg(low).arg(acc32)));
    }
}

void TestLowPrecision::deterministicForSeed()
{
    const PrecisionInputs a = makePrecisionInputs(48, 99);
    const PrecisionInputs b = makePrecisionInputs(48, 99);
    const PrecisionInputs c = makePrecisionInputs(48, 100);
    QVERIFY(a.a == b.a && a.b == b.b && a.product == b.product);
    QVERIFY(a.a != c.a);
    for (Accumulation acc : {Accumulation::Fp32, Accumulation::Low}) {
        const auto x = lowPrecisionProduct(a, formatSpec(Format::Bf16), acc);
        const auto y = lowPrecisionProduct(b, formatSpec(Format::Bf16), acc);
        QVERIFY(x == y);
        // Every element of a low-accumulated product is a BF16 value.
        if (acc == Accumulation::Low) {
            for (float v : x)
                QCOMPARE(roundToFormat(formatSpec(Format::Bf16), v), double(v));
        }
    }
}

void TestLowPrecision::experimentReport()
{
    PrecisionConfig config;
    config.sizes = {16, 40};
    config.formats = {Format::Fp16, Format::Fp8E4M3};
    config.seed = 3;
    CancelToken cancel;
    std::vector<PrecisionEvent> events;
    double lastOverall = 0;
    bool monotone = true;
    bool resultsMatch = true;
    const PrecisionReport report = runPrecisionExperiment(config, cancel, [&](const auto &e) {
        monotone = monotone && e.overallFraction >= lastOverall - 1e-12;
        lastOverall = e.overallFraction;
        if (e.kind == PrecisionEvent::Kind::Finished) // the result lives during the call only
            resultsMatch = resultsMatch && e.result && e.result->n == e.n &&
                           e.result->format == e.format && e.result->accumulation == e.accumulation;
        events.push_back(e);
    });
    QVERIFY(resultsMatch);
    QVERIFY(!report.cancelled);
    QCOMPARE(report.results.size(), std::size_t(8));
    QVERIFY(monotone);
    QVERIFY(std::fabs(lastOverall - 1.0) < 1e-9);
    int finished = 0, references = 0;
    for (const PrecisionEvent &e : events) {
        finished += e.kind == PrecisionEvent::Kind::Finished;
        references += e.kind == PrecisionEvent::Kind::Reference;
    }
    QCOMPARE(finished, 8);
    QCOMPARE(references, 2);
    // Order: size, then format, then accumulation.
    QCOMPARE(report.results[0].n, 16);
    QCOMPARE(report.results[0].format, Format::Fp16);
    QCOMPARE(report.results[0].accumulation, Accumulation::Fp32);
    QCOMPARE(report.results[1].accumulation, Accumulation::Low);
    QCOMPARE(report.results[2].format, Format::Fp8E4M3);
    QCOMPARE(report.results[7].n, 40);
    for (const PrecisionResult &r : report.results)
        QVERIFY(r.seconds >= 0 && r.error.relFrobeniusError > 0);
    // The same as computing it directly.
    const PrecisionInputs in = makePrecisionInputs(40, 3);
    const ProductError direct = productError(
        lowPrecisionProduct(in, formatSpec(Format::Fp8E4M3), Accumulation::Low), in.product);
    QCOMPARE(report.results[7].error.relFrobeniusError, direct.relFrobeniusError);

    config.sizes = {0};
    QVERIFY_THROWS_EXCEPTION(ComputeError, runPrecisionExperiment(config, cancel));
}

// Block-scaled inputs are quantised along k: A along its rows, B along its columns. A has one
// row of 1024s and rows of 1s; B one column of 1024s and columns of 1s. Along k every block is
// constant, and MXFP4 holds each exactly (4 x 2^8 and 4 x 2^-2), so the product is exact. Along
// the other direction a block would hold 1024 next to 1s, which MXFP4 flushes to zero.
void TestLowPrecision::blockScaledAlongK()
{
    PrecisionInputs in;
    in.n = 64; // two blocks of 32 along k
    const std::size_t n = 64;
    in.a.assign(n * n, 1.0);
    in.b.assign(n * n, 1.0);
    for (std::size_t k = 0; k < n; ++k) {
        in.a[0 * n + k] = 1024; // row 0 of A
        in.b[k * n + 0] = 1024; // column 0 of B
    }
    in.product.assign(n * n, 0.0);
    for (std::size_t i = 0; i < n; ++i)
        for (std::size_t k = 0; k < n; ++k)
            for (std::size_t j = 0; j < n; ++j)
                in.product[i * n + j] += in.a[i * n + k] * in.b[k * n + j];
    for (Scheme scheme : {Scheme::Mxfp4, Scheme::Mxfp8E4M3, Scheme::Int4Channel}) {
        const std::vector<float> c = blockScaledProduct(in, schemeSpec(scheme));
        const ProductError e = productError(c, in.product);
        QVERIFY2(e.maxAbsError == 0,
                 qPrintable(
                     QString("%1: max error %2").arg(schemeSpec(scheme).name).arg(e.maxAbsError)));
        QCOMPARE(c[0], 64.0f * 1024 * 1024);
        QCOMPARE(c[n + 1], 64.0f);
    }
    // The same matrices, transposed, put 1024 beside the 1s in every block: MXFP4 flushes them.
    PrecisionInputs t = in;
    for (std::size_t r = 0; r < n; ++r)
        for (std::size_t col = 0; col < n; ++col) {
            t.a[r * n + col] = in.a[col * n + r];
            t.b[r * n + col] = in.b[col * n + r];
        }
    for (std::size_t i = 0; i < n; ++i)
        for (std::size_t j = 0; j < n; ++j) {
            double sum = 0;
            for (std::size_t k = 0; k < n; ++k)
                sum += t.a[i * n + k] * t.b[k * n + j];
            t.product[i * n + j] = sum;
        }
    QVERIFY(productError(blockScaledProduct(t, schemeSpec(Scheme::Mxfp4)), t.product).maxAbsError >
            0);
}

void TestLowPrecision::blockScaledInExperiment()
{
    PrecisionConfig config;
    config.sizes = {64};
    config.formats = {Format::Fp8E4M3};
    config.accumulations = {Accumulation::Fp32, Accumulation::Low};
    config.schemes = {Scheme::Mxfp8E4M3, Scheme::Mxfp4, Scheme::Nvfp4, Scheme::Int8Tensor,
                      Scheme::Int4Tensor};
    config.seed = 5;
    CancelToken cancel;
    bool eventsCarryScheme = true;
    const PrecisionReport report = runPrecisionExperiment(config, cancel, [&](const auto &e) {
        if (e.kind == PrecisionEvent::Kind::Finished)
            eventsCarryScheme = eventsCarryScheme && e.result->scheme == e.scheme;
    });
    QVERIFY(eventsCarryScheme);
    QCOMPARE(report.results.size(), std::size_t(2 + 5));
    // The formats with each accumulation first, then each scheme with FP32 accumulation.
    QVERIFY(!report.results[0].scheme && !report.results[1].scheme);
    QCOMPARE(report.results[2].scheme, std::optional<Scheme>(Scheme::Mxfp8E4M3));
    QCOMPARE(report.results[2].format, Format::Fp8E4M3);
    QCOMPARE(report.results[4].scheme, std::optional<Scheme>(Scheme::Nvfp4));
    QCOMPARE(report.results[4].format, Format::Fp4E2M1);
    for (std::size_t i = 2; i < report.results.size(); ++i)
        QCOMPARE(report.results[i].accumulation, Accumulation::Fp32);
    QCOMPARE(QString(inputName(report.results[3].format, report.results[3].scheme)),
             QString("mxfp4"));
    QCOMPARE(QString(inputDisplayName(report.results[0].format, report.results[0].scheme)),
             QString("FP8 E4M3"));
    auto err = [&](std::size_t i) { return report.results[i].error.relFrobeniusError; };
    // Fewer element bits, larger error; NVFP4's finer scales beat MXFP4's on uniform values.
    QVERIFY2(err(2) < err(4) && err(4) < err(3),
             qPrintable(QString("%1 %2 %3").arg(err(2)).arg(err(4)).arg(err(3))));
    QVERIFY(err(5) < err(2) && err(5) < err(6)); // INT8 per tensor: 8 bits, one scale
    // The same as computing it directly.
    const PrecisionInputs in = makePrecisionInputs(64, 5);
    QCOMPARE(err(3), productError(blockScaledProduct(in, schemeSpec(Scheme::Mxfp4)), in.product)
                         .relFrobeniusError);
}

void TestLowPrecision::cancelStopsTheProduct()
{
    const PrecisionInputs in = makePrecisionInputs(64, 1);
    CancelToken cancel;
    cancel.cancel();
    RunControl control{&cancel, {}};
    try {
        lowPrecisionProduct(in, formatSpec(Format::Fp16), Accumulation::Low, control);
        QFAIL("no exception");
    } catch (const ComputeError &e) {
        QCOMPARE(e.kind(), ErrorKind::Cancelled);
    }
    // Cancelled from the progress callback, part way.
    cancel.reset();
    double lastFraction = -1;
    RunControl partway{&cancel, [&](double fraction) {
                           lastFraction = fraction;
                           if (fraction > 0.2)
                               cancel.cancel();
                       }};
    QVERIFY_THROWS_EXCEPTION(ComputeError, lowPrecisionProduct(in, formatSpec(Format::Fp16),
                                                               Accumulation::Fp32, partway));
    QVERIFY(lastFraction > 0.2 && lastFraction < 1.0);
}

void TestLowPrecision::cancelEndsTheExperiment()
{
    PrecisionConfig config;
    config.sizes = {32, 64};
    CancelToken cancel;
    const PrecisionReport report = runPrecisionExperiment(config, cancel, [&](const auto &e) {
        if (e.kind == PrecisionEvent::Kind::Finished && e.format == Format::Tf32)
            cancel.cancel();
    });
    QVERIFY(report.cancelled);
    QCOMPARE(report.results.size(), std::size_t(3)); // fp32 x 2, then tf32 fp32-accumulated
    QCOMPARE(report.results.back().format, Format::Tf32);
}

void TestLowPrecision::stagnationBf16One()
{
    StagnationConfig config;
    config.format = Format::Bf16;
    config.addend = 1.0;
    config.count = 1000;
    config.samples = 11;
    const StagnationResult r = runStagnation(config);
    QCOMPARE(r.stallStep, std::int64_t(256));
    QCOMPARE(r.stallValue, 256.0);
    QCOMPARE(r.naiveSum, 256.0);
    QCOMPARE(r.exact, 1000.0);
    QCOMPARE(r.storedAddend, 1.0);
    QCOMPARE(r.fp32Sum, 1000.0);
    QCOMPARE(r.kahanSum, 1000.0); // 1000 is a BF16 value, and Kahan gets there
    QCOMPARE(r.series.size(), std::size_t(11));
    QCOMPARE(r.series.front().step, std::int64_t(1));
    QCOMPARE(r.series.front().naive, 1.0);
    QCOMPARE(r.series.back().step, std::int64_t(1000));
    QCOMPARE(r.series.back().naive, 256.0);
    QCOMPARE(r.series.back().exact, 1000.0);
    for (std::size_t i = 1; i < r.series.size(); ++i) {
        QVERIFY(r.series[i].step > r.series[i - 1].step);
        QVERIFY(r.series[i].naive >= r.series[i - 1].naive);
    }
    // Stopping exactly at the stall is still a stall.
    config.count = 256;
    QCOMPARE(runStagnation(config).stallStep, std::int64_t(256));
    config.count = 255;
    QCOMPARE(runStagnation(config).stallStep, std::int64_t(-1));
}

void TestLowPrecision::stagnationOtherFormats()
{
    StagnationConfig config;
    config.addend = 1.0;
    config.count = 100000;
    const std::pair<Format, double> cases[] = {
        {Format::Fp16, 2048}, {Format::Tf32, 2048}, {Format::Fp8E4M3, 16},
        {Format::Fp8E5M2, 8}, {Format::Fp4E2M1, 4},
    };
    for (const auto &[format, stall] : cases) {
        config.format = format;
        const StagnationResult r = runStagnation(config);
        QVERIFY2(r.stallValue == stall, formatSpec(format).name);
        QCOMPARE(r.stallStep, std::int64_t(stall));
    }
    config.format = Format::Fp32;
    config.count = 20000000;
    const StagnationResult f = runStagnation(config);
    QCOMPARE(f.stallValue, 16777216.0); // 2^24
    // Overflow stalls too: E5M2 adding 20000 (stored 20480) reaches infinity on the 3rd add.
    config.format = Format::Fp8E5M2;
    config.addend = 20000;
    config.count = 10;
    const StagnationResult o = runStagnation(config);
    QVERIFY(std::isinf(o.naiveSum));
    QCOMPARE(o.stallStep, std::int64_t(3));
}

void TestLowPrecision::stagnationSmallAddend()
{
    StagnationConfig config;
    config.format = Format::Bf16;
    config.addend = 0.01;
    config.count = 100000;
    const StagnationResult r = runStagnation(config);
    QCOMPARE(r.storedAddend, 0.010009765625);
    QVERIFY(r.stallStep > 0 && r.stallStep < 1000);
    QVERIFY2(r.naiveSum < 10, qPrintable(QString::number(r.naiveSum))); // far below 1000
    QVERIFY(std::fabs(r.fp32Sum - r.exactStored) / r.exactStored < 1e-3);
    QVERIFY2(r.kahanSum > r.naiveSum * 10, qPrintable(QString::number(r.kahanSum)));
    QCOMPARE(r.series.size(), std::size_t(config.samples));
    QCOMPARE(r.series.back().step, config.count);
    QCOMPARE(r.series.back().naive, r.naiveSum);
    QCOMPARE(r.series.back().fp32, r.fp32Sum);
}

void TestLowPrecision::stagnationCancelAndUsage()
{
    StagnationConfig config;
    config.format = Format::Fp32;
    config.addend = 1e-3;
    config.count = 1000000000; // would take seconds; cancelled at the first progress report
    CancelToken cancel;
    bool reported = false;
    RunControl control{&cancel, [&](double) {
                           reported = true;
                           cancel.cancel();
                       }};
    QVERIFY_THROWS_EXCEPTION(ComputeError, runStagnation(config, control));
    QVERIFY(reported);
    config.count = 0;
    QVERIFY_THROWS_EXCEPTION(ComputeError, runStagnation(config));
    config.count = 10;
    config.addend = INFINITY;
    QVERIFY_THROWS_EXCEPTION(ComputeError, runStagnation(config));
}

QTEST_APPLESS_MAIN(TestLowPrecision)
#include "tst_lowprecision.moc"
