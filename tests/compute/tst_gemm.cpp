// Every rung of the ladder (peers included where built) computes C = A x B correctly at sizes
// that are and are not tile multiples, on fresh random data each time, with C poisoned (NaN)
// before every run so an element a kernel forgets cannot pass.
#include "compute/cpugemm.h"
#include "compute/matrix.h"
#include "compute/variants.h"
#include "testsupport.h"

#include <QRandomGenerator>
#include <cmath>
#include <cstring>
#include <limits>

using namespace gpulab;

class TestGemm : public QObject
{
    Q_OBJECT

private slots:
    void everyVariantIsCorrect_data();
    void everyVariantIsCorrect();
    void everyMicroKernelIsCorrect_data();
    void everyMicroKernelIsCorrect();
    void errorMeasureCatchesWrongResults();
    void serialNaiveCancels();
};

void TestGemm::everyVariantIsCorrect_data()
{
    QTest::addColumn<QString>("variant");
    QTest::addColumn<int>("n");
    for (const VariantInfo &info : variantCatalog()) {
        if (!info.built)
            continue;
        const QString id = QString::fromUtf8(info.id.data(), qsizetype(info.id.size()));
        // 1000: not a multiple of any block (the blocked rungs' 96, 256, 512; the tiles'); the
        // textbook loop has no blocks, and takes seconds there.
        for (int n : {1, 2, 3, 7, 16, 17, 64, 129, 255, 257, 513, 1000}) {
            if (n == 1000 && id == QLatin1String("serial-naive"))
                continue;
            QTest::addRow("%s N=%d", qPrintable(id), n) << id << n;
        }
    }
}

void TestGemm::everyVariantIsCorrect()
{
    QFETCH(QString, variant);
    QFETCH(int, n);
    const VariantInfo *info = findVariant(variant.toStdString());
    QVERIFY(info);
    ClDevice *device = nullptr;
    if (info->backend == Backend::OpenCl) {
        GPULAB_REQUIRE_DEVICE(opened);
        device = opened;
    }
    const quint64 seed = QRandomGenerator::global()->generate64();
    const std::vector<float> a = randomMatrix(n, seed);
    const std::vector<float> b = randomMatrix(n, seed + 1);
    const std::vector<double> reference = referenceGemm(n, a, b);
    auto gemm = makeVariant(variant.toStdString(), device);
    gemm->prepare(n);
    std::vector<float> first;
    for (int run = 0; run < 2; ++run) { // twice: a second run must not reuse stale state
        std::vector<float> c(std::size_t(n) * std::size_t(n),
                             std::numeric_limits<float>::quiet_NaN());
        const RunTiming timing = gemm->run(n, a.data(), b.data(), c.data(), RunControl{});
        // Our own rungs cut the work into steps sized by time (cancel.h: afresh in the first
        // run, from the first run's rate in the second): where the cuts fall changes no bit.
        if (run == 0)
            first = c;
        else if (!info->peer)
            QVERIFY2(std::memcmp(first.data(), c.data(), c.size() * sizeof(float)) == 0,
                     "the second run differs from the first in some bit");
        const double error = relativeError(c, reference);
        QVERIFY2(error <= kMaxRelativeError,
                 qPrintable(QStringLiteral("%1 N=%2 seed=%3 run %4: relative error %5")
                                .arg(variant)
                                .arg(n)
                                .arg(seed)
                                .arg(run)
                                .arg(error)));
        QVERIFY(timing.seconds >= 0.0);
        QVERIFY(timing.endToEndSeconds >= timing.seconds);
        if (info->backend == Backend::OpenCl && !info->peer)
            QVERIFY2(timing.deviceSeconds >= 0.0, "our OpenCL kernels report profiled time");
    }
}

// serial-blocked and cpu-threads run the widest micro-kernel the CPU has; the others (AVX2 on
// an AVX-512 machine, the portable one everywhere) are checked here, on one thread and on
// bands that do not divide N (3 threads).
void TestGemm::everyMicroKernelIsCorrect_data()
{
    QTest::addColumn<int>("kernel");
    QTest::addColumn<int>("n");
    QTest::addColumn<int>("threads");
    const std::vector<CpuMicroKernel> kernels = cpuMicroKernels();
    QVERIFY(!kernels.empty());
    QCOMPARE(QString::fromUtf8(kernels.back().simd), QStringLiteral("portable"));
    for (int k = 0; k < int(kernels.size()); ++k)
        for (int n : {1, 17, 257, 1000})
            for (int threads : {1, 3})
                QTest::addRow("%s %dx%d N=%d threads=%d", kernels[std::size_t(k)].simd,
                              kernels[std::size_t(k)].mr, kernels[std::size_t(k)].nr, n, threads)
                    << k << n << threads;
}

void TestGemm::everyMicroKernelIsCorrect()
{
    QFETCH(int, kernel);
    QFETCH(int, n);
    QFETCH(int, threads);
    const CpuMicroKernel micro = cpuMicroKernels()[std::size_t(kernel)];
    const std::vector<float> a = randomMatrix(n, 11);
    const std::vector<float> b = randomMatrix(n, 12);
    const std::vector<double> reference = referenceGemm(n, a, b);
    std::vector<float> c(std::size_t(n) * std::size_t(n), std::numeric_limits<float>::quiet_NaN());
    gemmBlockedWith(micro, n, a.data(), b.data(), c.data(), RunControl{}, threads);
    const double error = relativeError(c, reference);
    QVERIFY2(error <= kMaxRelativeError, qPrintable(QString::number(error)));
    // The bands change no bit: one thread and three compute the same C.
    std::vector<float> one(c.size(), std::numeric_limits<float>::quiet_NaN());
    gemmBlockedWith(micro, n, a.data(), b.data(), one.data(), RunControl{}, 1);
    QVERIFY(std::memcmp(one.data(), c.data(), c.size() * sizeof(float)) == 0);
}

void TestGemm::errorMeasureCatchesWrongResults()
{
    const int n = 33;
    const std::vector<float> a = randomMatrix(n, 7);
    const std::vector<float> b = randomMatrix(n, 8);
    const std::vector<double> reference = referenceGemm(n, a, b);
    std::vector<float> c(reference.begin(), reference.end());
    QVERIFY(relativeError(c, reference) < 1e-7);
    std::vector<float> wrong = c;
    wrong[5 * n + 7] += 0.01f; // one element off by a little
    QVERIFY(relativeError(wrong, reference) > kMaxRelativeError);
    wrong = c;
    wrong[n * n - 1] = std::numeric_limits<float>::quiet_NaN(); // one element never written
    QVERIFY(!(relativeError(wrong, reference) <= kMaxRelativeError));
    // And the reference itself against a hand-computed 2 x 2 product.
    const std::vector<double> small = referenceGemm(2, {1, 2, 3, 4}, {5, 6, 7, 8});
    QCOMPARE(small, (std::vector<double>{19, 22, 43, 50}));
}

void TestGemm::serialNaiveCancels()
{
    const int n = 700;
    const std::vector<float> a = randomMatrix(n, 1);
    const std::vector<float> b = randomMatrix(n, 2);
    std::vector<float> c(std::size_t(n) * std::size_t(n));
    CancelToken token;
    RunControl control;
    control.cancel = &token;
    double lastFraction = 0.0;
    double cancelledAt = -1.0;
    control.progress = [&](double fraction) {
        lastFraction = fraction;
        if (fraction >= 0.1 && cancelledAt < 0) {
            cancelledAt = fraction;
            token.cancel();
        }
    };
    auto gemm = makeVariant("serial-naive", nullptr);
    try {
        gemm->run(n, a.data(), b.data(), c.data(), control);
        QFAIL("the run should have been cancelled");
    } catch (const ComputeError &e) {
        QCOMPARE(e.kind(), ErrorKind::Cancelled);
    }
    QVERIFY(cancelledAt >= 0.1 && cancelledAt < 1.0);
    QCOMPARE(lastFraction, cancelledAt); // stopped at the next check: no step after the cancel
}

QTEST_GUILESS_MAIN(TestGemm)
#include "tst_gemm.moc"
