// The "Memory hierarchy" lesson's data file and model (QtCore only): the shipped data loads with
// no problem and holds what the lesson says; bad rows come back as FILE:LINE messages and are
// left out; the override variable is honoured; the model's closed forms are exact (2N³ words
// from HBM naive, 2N³/T tiled, the thread's cycles), hits and misses are conserved, waiting +
// computing = elapsed at every cycle, a seed gives the same run bit for bit, and bad parameters
// are refused without changing anything.
#include "lessons/memory/memorylevels.h"
#include "lessons/memory/memorymodel.h"

#include <QJsonDocument>
#include <QTemporaryDir>
#include <QtTest>

using namespace gpulab;
using Workload = MemoryModel::Workload;

class TestMemoryModel : public QObject
{
    Q_OBJECT

private slots:
    void shippedDataLoads();
    void badRowsAreReported_data();
    void badRowsAreReported();
    void overrideVariable();
    void hbmWordsClosedForm_data();
    void hbmWordsClosedForm();
    void countsAreConserved();
    void waitingPlusComputingIsElapsed();
    void deterministicForASeed();
    void hitProbabilities();
    void beatsAndReset();
    void parametersValidated();
    void hostLatencyIsDerived();

private:
    static QString writeFile(QTemporaryDir &dir, const QString &text);
    // The data tables as the app loads them (no override variable is set here).
    static const DataCatalog &shippedData()
    {
        static const DataCatalog data = DataCatalog::load();
        return data;
    }
};

QString TestMemoryModel::writeFile(QTemporaryDir &dir, const QString &text)
{
    const QString path = dir.filePath(QStringLiteral("levels.csv"));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return {};
    file.write(text.toUtf8());
    return path;
}

void TestMemoryModel::shippedDataLoads()
{
    const MemoryLevelsLoad source =
        loadMemoryLevels(QStringLiteral(GPULAB_ASSETS_DIR "/data/memory-levels.csv"));
    for (const LessonProblem &p : source.problems)
        qWarning("%s", qPrintable(p.toString()));
    QVERIFY(source.problems.isEmpty());
    const MemoryLevelsLoad builtin = loadMemoryLevels(builtinMemoryLevelsPath());
    QVERIFY(builtin.problems.isEmpty());
    QCOMPARE(builtin.rows.size(), source.rows.size());
    const QStringList gpus = memoryLevelGpus(builtin.rows);
    for (const char *id : {"v100-sxm2", "a100-sxm4-80", "h100-sxm5"})
        QVERIFY2(gpus.contains(QLatin1String(id)), id);
    // Every row has a source, and every gpu is a row of gpu-specs.csv.
    const QList<GpuSpec> specs = loadGpuSpecs(builtinGpuSpecsPath()).rows;
    for (const MemoryLevelRow &row : builtin.rows) {
        QVERIFY(!row.source.isEmpty());
        QVERIFY2(findGpuSpec(specs, row.gpu), qPrintable(row.gpu));
    }
    // Figures the lesson's text and quiz quote.
    const auto *h100l1 = findMemoryLevel(builtin.rows, "h100-sxm5", MemoryLevel::L1);
    QCOMPARE(h100l1->capacityBytes, 256.0 * 1024);
    QCOMPARE(findMemoryLevel(builtin.rows, "h100-sxm5", MemoryLevel::L2)->capacityBytes,
             50.0 * 1024 * 1024);
    QCOMPARE(findMemoryLevel(builtin.rows, "a100-sxm4-80", MemoryLevel::L2)->capacityBytes,
             40.0 * 1024 * 1024);
    QCOMPARE(findMemoryLevel(builtin.rows, "v100-sxm2", MemoryLevel::L2)->capacityBytes,
             6.0 * 1024 * 1024);
    QCOMPARE(findMemoryLevel(builtin.rows, "h100-sxm5", MemoryLevel::Hbm)->bandwidthGBs, 3350.0);
    QCOMPARE(findMemoryLevel(builtin.rows, "v100-sxm2", MemoryLevel::L1)->latencyCycles, 23.0);
    // Unpublished figures are empty, not 0.
    QVERIFY(!isKnown(findMemoryLevel(builtin.rows, "h100-sxm5", MemoryLevel::Host)->latencyCycles));
    QVERIFY(!isKnown(findMemoryLevel(builtin.rows, "h100-sxm5", MemoryLevel::L2)->bandwidthGBs));
    // Approximate figures say so.
    QVERIFY(
        findMemoryLevel(builtin.rows, "h100-sxm5", MemoryLevel::Hbm)->notes.contains("approx."));
}

void TestMemoryModel::badRowsAreReported_data()
{
    QTest::addColumn<QString>("row");
    QTest::addColumn<QString>("message");
    QTest::newRow("unknown level") << "h100-sxm5,l3,chip,1,1,1,src,"
                                   << "unknown level";
    QTest::newRow("scope mismatch") << "h100-sxm5,l1,chip,1,1,1,src,"
                                    << "expected \"sm\"";
    QTest::newRow("not a number") << "h100-sxm5,l2,chip,lots,1,1,src,"
                                  << "not a number";
    QTest::newRow("negative") << "h100-sxm5,l2,chip,1,-3,1,src,"
                              << "negative";
    QTest::newRow("no source") << "h100-sxm5,l2,chip,1,1,1,,"
                               << "missing source";
    QTest::newRow("bad id") << "H100 SXM,l2,chip,1,1,1,src,"
                            << "is not an id";
    QTest::newRow("field count") << "h100-sxm5,l2,chip,1,1,src,"
                                 << "fields, expected 8";
    QTest::newRow("unclosed quote") << "h100-sxm5,l2,chip,1,1,1,\"src,"
                                    << "not closed";
    QTest::newRow("duplicate") << "h100-sxm5,hbm,chip,1,1,1,src,"
                               << "already given on line 3";
}

void TestMemoryModel::badRowsAreReported()
{
    QFETCH(QString, row);
    QFETCH(QString, message);
    QTemporaryDir dir;
    const QString path = writeFile(
        dir, "# comment\ngpu,level,scope,capacity_bytes,latency_cycles,bandwidth_gbs,source,"
             "notes\nh100-sxm5,hbm,chip,85899345920,400,3350,datasheet,\n" +
                 row + "\n");
    const MemoryLevelsLoad load = loadMemoryLevels(path);
    QCOMPARE(load.rows.size(), 1); // the good row still loads
    QCOMPARE(load.problems.size(), 1);
    const LessonProblem &p = load.problems.first();
    QCOMPARE(p.file, path);
    QCOMPARE(p.line, 4);
    QVERIFY2(p.message.contains(message), qPrintable(p.toString()));
    QVERIFY(p.toString().startsWith(path + ":4: "));
}

void TestMemoryModel::overrideVariable()
{
    QTemporaryDir dir;
    const QString path = writeFile(dir, "gpu,level,source\nh100-sxm5,l2,x\n");
    QVERIFY(loadMemoryLevels(path).problems.first().message.contains("scope"));
    qputenv("GPULAB_MEMORY_LEVELS_FILE", path.toLocal8Bit());
    QCOMPARE(memoryLevelsPath(), path);
    qunsetenv("GPULAB_MEMORY_LEVELS_FILE");
    QCOMPARE(memoryLevelsPath(), builtinMemoryLevelsPath());
    // A missing file is one problem with line 0.
    const MemoryLevelsLoad missing = loadMemoryLevels(dir.filePath("nope.csv"));
    QCOMPARE(missing.problems.size(), 1);
    QCOMPARE(missing.problems.first().line, 0);
}

void TestMemoryModel::hbmWordsClosedForm_data()
{
    QTest::addColumn<int>("n");
    QTest::addColumn<int>("tile");
    QTest::newRow("64/16") << 64 << 16;
    QTest::newRow("64/1") << 64 << 1;
    QTest::newRow("96/32") << 96 << 32;
    QTest::newRow("8/8") << 8 << 8;
}

void TestMemoryModel::hbmWordsClosedForm()
{
    QFETCH(int, n);
    QFETCH(int, tile);
    const qint64 n3 = qint64(n) * n * n;
    QCOMPARE(MemoryModel::hbmWords(Workload::Naive, n, tile), 2 * n3);
    QCOMPARE(MemoryModel::hbmWords(Workload::Tiled, n, tile), 2 * n3 / tile);
    QCOMPARE(MemoryModel::sharedWords(Workload::Tiled, n, tile), 2 * n3);
    // The stepped run reaches the same counts: one thread's words times N² threads.
    MemoryModel model(shippedData());
    QString error;
    for (const char *workload : {"naive", "tiled"}) {
        QVERIFY2(model.setParameters({{"workload", workload}, {"size", n}, {"tile", tile}}, &error),
                 qPrintable(error));
        QCOMPARE(model.closedFormCycles(), model.totalCycles());
        while (!model.finished())
            model.step(1.0);
        const MemoryModel::Progress p = model.progress();
        const qint64 hbm = p.words[size_t(MemoryLevel::Hbm)] * model.threads();
        const qint64 shared = p.words[size_t(MemoryLevel::L1)] * model.threads();
        const Workload w = *MemoryModel::workloadFromKey(workload);
        QCOMPARE(hbm, MemoryModel::hbmWords(w, n, tile));
        QCOMPARE(shared, MemoryModel::sharedWords(w, n, tile));
    }
    // The thread's cycles: naive N (L_hbm + c), tiled (N/T) L_hbm + N (L_l1 + c).
    const qint64 hbmLatency = model.machine().at(MemoryLevel::Hbm).latencyCycles;
    const qint64 l1Latency = model.machine().at(MemoryLevel::L1).latencyCycles;
    const qint64 c = model.settings().computeCycles;
    QCOMPARE(model.totalCycles(), qint64(n / tile) * hbmLatency + qint64(n) * (l1Latency + c));
    QVERIFY(model.setParameters({{"workload", "naive"}}, &error));
    QCOMPARE(model.totalCycles(), qint64(n) * (hbmLatency + c));
}

void TestMemoryModel::countsAreConserved()
{
    MemoryModel model(shippedData());
    QString error;
    QVERIFY(model.setParameters({{"workingSetBytes", 8.0 * 1024 * 1024 * 1024}, {"requests", 300}},
                                &error));
    model.reset(7);
    const MemoryLevel order[] = {MemoryLevel::L1, MemoryLevel::L2, MemoryLevel::Hbm,
                                 MemoryLevel::Host};
    while (true) {
        const MemoryModel::Progress p = model.progress();
        qint64 hits = 0;
        for (MemoryLevel l : order)
            hits += p.hits[size_t(l)];
        QCOMPARE(hits, p.eventsDone);
        QCOMPARE(p.hits[size_t(MemoryLevel::L1)] + p.misses[size_t(MemoryLevel::L1)], p.eventsDone);
        for (int i = 0; i + 1 < 4; ++i)
            QCOMPARE(p.misses[size_t(order[i])],
                     p.hits[size_t(order[i + 1])] + p.misses[size_t(order[i + 1])]);
        QCOMPARE(p.misses[size_t(MemoryLevel::Host)], 0);
        if (model.finished())
            break;
        model.step(0.37);
    }
    QCOMPARE(model.progress().eventsDone, 300);
}

void TestMemoryModel::waitingPlusComputingIsElapsed()
{
    MemoryModel model(shippedData());
    for (int beat = 0; beat < MemoryModel::kBeats; ++beat) {
        model.setBeat(beat);
        QString error;
        QVERIFY(model.setParameters({{"cyclesPerSecond", 997}}, &error)); // odd steps
        qint64 last = -1;
        while (true) {
            const MemoryModel::Progress p = model.progress();
            QCOMPARE(p.waitingCycles + p.computingCycles, model.cycle());
            QVERIFY(model.cycle() >= last);
            last = model.cycle();
            if (model.finished())
                break;
            model.step(1.0 / 60);
        }
        QCOMPARE(model.cycle(), model.totalCycles());
        qint64 waits = 0;
        for (const MemoryModel::Event &e : model.events())
            waits += e.waitCycles;
        QCOMPARE(model.progress().waitingCycles, waits);
    }
}

void TestMemoryModel::deterministicForASeed()
{
    MemoryModel a(shippedData());
    MemoryModel b(shippedData());
    QString error;
    for (MemoryModel *m : {&a, &b}) {
        QVERIFY(
            m->setParameters({{"workingSetBytes", 64.0 * 1024 * 1024}, {"requests", 200}}, &error));
        m->reset(42);
        for (int i = 0; i < 100; ++i)
            m->step(1.0 / 60);
    }
    QCOMPARE(QJsonDocument(a.state()).toJson(), QJsonDocument(b.state()).toJson());
    b.reset(43);
    for (int i = 0; i < 100; ++i)
        b.step(1.0 / 60);
    QVERIFY(QJsonDocument(a.state()).toJson() != QJsonDocument(b.state()).toJson());
}

void TestMemoryModel::hitProbabilities()
{
    MemoryModel model(shippedData()); // H100 SXM5 from the data
    const double l1 = 256.0 * 1024, l2 = 50.0 * 1024 * 1024, hbm = 80.0 * 1024 * 1024 * 1024;
    QCOMPARE(model.hitProbability(MemoryLevel::L1, 64 * 1024), 1.0);
    QCOMPARE(model.hitProbability(MemoryLevel::L2, 64 * 1024), 0.0);
    const double w = 4.0 * 1024 * 1024 * 1024;
    QCOMPARE(model.hitProbability(MemoryLevel::L1, w), l1 / w);
    QCOMPARE(model.hitProbability(MemoryLevel::L2, w), l2 / w - l1 / w);
    QCOMPARE(model.hitProbability(MemoryLevel::Hbm, w), 1.0 - l2 / w);
    QCOMPARE(model.hitProbability(MemoryLevel::Host, 2 * hbm), 0.5);
    double sum = 0;
    for (MemoryLevel l : {MemoryLevel::L1, MemoryLevel::L2, MemoryLevel::Hbm, MemoryLevel::Host})
        sum += model.hitProbability(l, 3e9);
    QCOMPARE(sum, 1.0);
    // Beat 0 (64 KiB): every load hits L1, so the thread waits exactly loads × L1 latency.
    model.setBeat(0);
    while (!model.finished())
        model.step(1);
    const MemoryModel::Progress p = model.progress();
    QCOMPARE(p.hits[size_t(MemoryLevel::L1)], qint64(model.settings().requests));
    QCOMPARE(p.waitingCycles,
             model.settings().requests * model.machine().at(MemoryLevel::L1).latencyCycles);
    // Many loads: the mean wait approaches the expected one (the seed fixes the sample).
    QString error;
    QVERIFY(
        model.setParameters({{"workingSetBytes", 20.0 * 1024 * 1024}, {"requests", 2000}}, &error));
    qint64 wait = 0;
    for (const MemoryModel::Event &e : model.events())
        wait += e.waitCycles;
    const double mean = double(wait) / 2000;
    const double expected = model.expectedWaitCycles(20.0 * 1024 * 1024);
    QVERIFY2(std::abs(mean - expected) < 0.05 * expected,
             qPrintable(QStringLiteral("%1 vs %2").arg(mean).arg(expected)));
}

void TestMemoryModel::beatsAndReset()
{
    MemoryModel model(shippedData());
    QCOMPARE(model.id(), QStringLiteral("memory-hierarchy"));
    QCOMPARE(model.beatCount(), 6);
    model.setBeat(4);
    QCOMPARE(model.settings().workload, Workload::Naive);
    model.setBeat(5);
    QCOMPARE(model.settings().workload, Workload::Tiled);
    model.setBeat(99);
    QCOMPARE(model.beat(), 5);
    model.reset(3); // a beat's own set-up goes with the beat
    QCOMPARE(model.beat(), 0);
    QCOMPARE(model.settings().workload, Workload::Random);
    QString error;
    QVERIFY(model.setParameters({{"gpu", "v100-sxm2"}, {"computeCycles", 12}}, &error));
    model.reset(3); // a user's choice stays
    QCOMPARE(model.settings().gpu, QStringLiteral("v100-sxm2"));
    QCOMPARE(model.settings().computeCycles, 12);
    model.setBeat(2); // beats keep the GPU
    QCOMPARE(model.settings().gpu, QStringLiteral("v100-sxm2"));
    QCOMPARE(model.machine().at(MemoryLevel::L2).latencyCycles, 214);
}

void TestMemoryModel::parametersValidated()
{
    MemoryModel model(shippedData());
    const QJsonObject before = model.parameters();
    QString error;
    QVERIFY(!model.setParameters({{"size", 64}, {"tile", 10}}, &error));
    QVERIFY(error.contains("divide"));
    QVERIFY(!model.setParameters({{"gpu", "rtx-9999"}}, &error));
    QVERIFY(!model.setParameters({{"workload", "magic"}}, &error));
    QVERIFY(!model.setParameters({{"requests", 0}}, &error));
    QVERIFY(!model.setParameters({{"workingSetBytes", 5}}, &error));
    QVERIFY(!model.setParameters({{"colour", "red"}}, &error));
    QVERIFY(error.contains("unknown parameter"));
    QCOMPARE(model.parameters(), before);
    QVERIFY(model.availableGpus().size() >= 3);
}

void TestMemoryModel::hostLatencyIsDerived()
{
    MemoryModel model(shippedData());
    const MemoryModel::Machine &m = model.machine();
    QCOMPARE(m.gpu, QStringLiteral("h100-sxm5"));
    // HBM latency + 64 KiB over PCIe 5.0 x16 (63 GB/s) at 1,980 MHz.
    const double bytesPerCycle = 63e9 / 1980e6;
    QVERIFY(m.at(MemoryLevel::Host).latencyDerived);
    QCOMPARE(m.at(MemoryLevel::Host).latencyCycles, 834 + qint64(std::ceil(65536 / bytesPerCycle)));
    QCOMPARE(m.latencyNs(MemoryLevel::Hbm), 834 * 1000.0 / 1980);
    QCOMPARE(m.at(MemoryLevel::L1).chipBytes, 256.0 * 1024 * 132);
}

QTEST_GUILESS_MAIN(TestMemoryModel)
#include "tst_memorymodel.moc"
