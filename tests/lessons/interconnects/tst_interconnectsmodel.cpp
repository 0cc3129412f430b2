// The "NVLink and interconnects" lesson without widgets: the data file loads clean and holds the
// vendors' figures (per link vs per GPU, per direction vs both directions), the loader reports
// every kind of bad row as FILE:LINE and keeps the good ones, the ring all-reduce closed forms
// (2(N − 1) steps, 2(N − 1)/N · S bytes per GPU, 2(N − 1)(α + S/(N·B)) seconds) hold exactly for
// several N and link types, the stepped model reaches them and sums every chunk right, it is
// deterministic for a seed, refuses bad parameters whole, and the calculator and the
// parallelism traffic give the exact values of their formulas.
#include "lessons/interconnects/allreducemodel.h"
#include "lessons/interconnects/interconnectdata.h"
#include "lessons/interconnects/interconnectmath.h"

#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

using namespace gpulab;
using Topology = AllReduceModel::Topology;

class TestInterconnectsModel : public QObject
{
    Q_OBJECT

private slots:
    void dataFileLoadsClean();
    void dataFileFigures();
    void sourceFileMatchesBuiltin();
    void loaderReportsProblems_data();
    void loaderReportsProblems();
    void loaderOverrideByEnvironment();
    void ringClosedForms_data();
    void ringClosedForms();
    void ringChunkSchedule();
    void modelReachesTheClosedForm_data();
    void modelReachesTheClosedForm();
    void deterministicForASeed();
    void topologiesAndHops();
    void parametersAllOrNothing();
    void beats();
    void calculatorExact();
    void parallelismTraffic();

private:
    static QList<Interconnect> links()
    {
        return loadInterconnects(builtinInterconnectsPath()).rows;
    }
};

void TestInterconnectsModel::dataFileLoadsClean()
{
    const InterconnectLoad load = loadInterconnects(builtinInterconnectsPath());
    for (const LessonProblem &p : load.problems)
        qWarning("%s", qPrintable(p.toString()));
    QVERIFY(load.problems.isEmpty());
    QCOMPARE(load.rows.size(), 15);
    for (const Interconnect &l : load.rows) {
        QVERIFY2(l.source.contains("http"), qPrintable(l.id)); // a document with its address
        QVERIFY(l.perDirectionGBs > 0);
        if (l.hasLatency()) {
            QVERIFY2(l.latencyNote.contains("typical, approx."), qPrintable(l.id));
            // NCCL's cost model changes between releases: the note names the release it was
            // read in, never a moving branch.
            QVERIFY2(l.latencyNote.contains(QRegularExpression("/blob/v\\d+\\.\\d+\\.\\d+-\\d+/")),
                     qPrintable(l.id + ": " + l.latencyNote));
            QVERIFY2(!l.latencyNote.contains("/blob/master/") &&
                         !l.latencyNote.contains("/blob/main/"),
                     qPrintable(l.id));
        }
    }
    QCOMPARE(interconnectsOf(load.rows, LinkFamily::Pcie).size(), 3);
    QCOMPARE(interconnectsOf(load.rows, LinkFamily::NvLink).size(), 5);
    QCOMPARE(interconnectsOf(load.rows, LinkFamily::NvSwitch).size(), 3);
    QCOMPARE(interconnectsOf(load.rows, LinkFamily::InfiniBand).size(), 4);
}

void TestInterconnectsModel::dataFileFigures()
{
    const QList<Interconnect> all = links();
    auto get = [&all](const char *id) {
        const Interconnect *l = findInterconnect(all, QLatin1String(id));
        if (!l)
            qFatal("missing row %s", id);
        return *l;
    };
    // ERRATA.md: per GPU, all links together, both directions.
    QCOMPARE(get("nvlink-1").bidirectionalGBs, 160.0);
    QCOMPARE(get("nvlink-2").bidirectionalGBs, 300.0);
    QCOMPARE(get("nvlink-3").bidirectionalGBs, 600.0);
    QCOMPARE(get("nvlink-4").bidirectionalGBs, 900.0);
    QCOMPARE(get("nvlink-5").bidirectionalGBs, 1800.0);
    QCOMPARE(get("nvlink-4").perDirectionGBs, 450.0);
    QCOMPARE(get("nvlink-4").linksPerGpu, 18.0);
    QCOMPARE(get("nvlink-3").linksPerGpu * get("nvlink-3").linkGBs * 2, 600.0);
    QCOMPARE(get("pcie-3").perDirectionGBs, 16.0);
    QCOMPARE(get("pcie-4").bidirectionalGBs, 64.0);
    QCOMPARE(get("pcie-5").bidirectionalGBs, 128.0);
    QCOMPARE(get("ib-ndr").portGbits, 400.0);
    QCOMPARE(get("ib-ndr").perDirectionGBs, 50.0); // Gb/s ÷ 8 = GB/s
    QCOMPARE(get("ib-xdr").portGbits, 800.0);
    QCOMPARE(get("dgx-h100").totalGBs, 7200.0);
    QCOMPARE(get("dgx-h100").switchChips, 4.0);
    QCOMPARE(get("gb200-nvl72").gpus, 72.0);
    // NCCL v2.30.7-1, src/graph/tuning.cc, hwLat ring/Simple: NVLink 3.4, PCI 5.7, network 14.
    QCOMPARE(get("nvlink-4").latencySeconds(), 3.4e-6);
    QCOMPARE(get("pcie-4").latencySeconds(), 5.7e-6);
    QCOMPARE(get("ib-ndr").latencySeconds(), 14e-6);
    // The Hopper whitepaper itself, not a landing page.
    QVERIFY(get("nvlink-4").source.contains("gtc22-whitepaper-hopper"));
    QVERIFY(!get("dgx-h100").hasLatency());
    QCOMPARE(get("dgx-h100").latencySeconds(), 0.0);
}

void TestInterconnectsModel::sourceFileMatchesBuiltin()
{
    const InterconnectLoad file =
        loadInterconnects(QStringLiteral(GPULAB_ASSETS_DIR "/data/interconnects.csv"));
    QVERIFY(file.problems.isEmpty());
    QCOMPARE(file.rows.size(), links().size());
}

void TestInterconnectsModel::loaderReportsProblems_data()
{
    QTest::addColumn<QString>("row");
    QTest::addColumn<QString>("message");
    const QString ok = "x,pcie,X,,,,,,16,32,,,,,,,src http://a,";
    QTest::newRow("field count") << "x,pcie,X,16,src"
                                 << "5 fields, expected 18";
    QTest::newRow("not a number") << "x,pcie,X,,,,,,16 GB/s,,,,,,,,src,"
                                  << "\"16 GB/s\" is not a number";
    QTest::newRow("negative") << "x,pcie,X,,,,,,-1,,,,,,,,src,"
                              << "is negative";
    QTest::newRow("family") << "x,ethernet,X,,,,,,16,,,,,,,,src,"
                            << "unknown family \"ethernet\"";
    QTest::newRow("no source") << "x,pcie,X,,,,,,16,,,,,,,,,"
                               << "missing source";
    QTest::newRow("no bandwidth") << "x,pcie,X,,,,,,,,,,,,,,src,"
                                  << "\"per_direction_gbs\"";
    QTest::newRow("zero bandwidth") << "x,pcie,X,,,,,,0,,,,,,,,src,"
                                    << "per_direction_gbs: 0 is out of range";
    QTest::newRow("bad id") << "X_1,pcie,X,,,,,,16,,,,,,,,src,"
                            << "id \"X_1\"";
    QTest::newRow("year") << "x,pcie,X,,1890,,,,16,,,,,,,,src,"
                          << "out of range";
    QTest::newRow("per link vs per gpu") << "x,nvlink,X,,,,18,25,900,1800,,,,,,,src,"
                                         << "links_per_gpu x link_gbs";
    QTest::newRow("bidirectional") << "x,pcie,X,,,,,,16,16,,,,,,,src,"
                                   << "not 2 x per_direction";
    QTest::newRow("bits vs bytes") << "x,infiniband,X,,,,,,400,,400,,,,,,src,"
                                   << "port_gbits / 8";
    QTest::newRow("latency without note") << "x,pcie,X,,,,,,16,,,,,,5.7,,src,"
                                          << "latency_us is given without a latency_note";
    QTest::newRow("quote") << "x,pcie,\"X,,,,,,16,,,,,,,,src,"
                           << "quoted field is not closed";
    QTest::newRow("duplicate") << ok << "duplicate id \"x\"";
}

void TestInterconnectsModel::loaderReportsProblems()
{
    QFETCH(QString, row);
    QFETCH(QString, message);
    QTemporaryDir dir;
    const QString path = dir.filePath("links.csv");
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    QStringList columns = interconnectColumns();
    columns.removeAll(QStringLiteral("name_label")); // the rows below leave it out
    const QString header = columns.join(',');
    const bool duplicate = QTest::currentDataTag() == QLatin1String("duplicate");
    // line 1 comment, 2 header, 3 a good row, 4 the row under test, 5 another good row
    file.write(("# test\n" + header + "\ngood,pcie,Good,,,,,,16,32,,,,,,,src http://a,\n" +
                (duplicate ? row : row) + "\n" +
                (duplicate ? QString("x2,pcie,X,,,,,,16,,,,,,,,src,") + "\n" + row
                           : QString("other,pcie,Other,,,,,,16,,,,,,,,src,")) +
                "\n")
                   .toUtf8());
    file.close();
    const InterconnectLoad load = loadInterconnects(path);
    QVERIFY(!load.problems.isEmpty());
    const LessonProblem &p = load.problems.first();
    QVERIFY2(p.message.contains(message), qPrintable(p.toString()));
    QCOMPARE(p.file, path);
    QCOMPARE(p.line, duplicate ? 6 : 4);
    QVERIFY(p.toString().startsWith(path + ":" + QString::number(p.line) + ": "));
    QVERIFY(findInterconnect(load.rows, "good")); // the good rows still load
    if (!duplicate) {
        QVERIFY(findInterconnect(load.rows, "other"));
        QCOMPARE(load.rows.size(), 2);
    }

    // A header without a required column loads nothing, with line 1... of the header.
    const QString bad = dir.filePath("bad.csv");
    QFile badFile(bad);
    QVERIFY(badFile.open(QIODevice::WriteOnly));
    badFile.write("id,family,name,source,speed\nx,pcie,X,src,1\n");
    badFile.close();
    const InterconnectLoad badLoad = loadInterconnects(bad);
    QVERIFY(badLoad.rows.isEmpty());
    QCOMPARE(badLoad.problems.size(), 2);
    QVERIFY(badLoad.problems.at(0).message.contains("unknown column \"speed\""));
    QVERIFY(badLoad.problems.at(1).message.contains("per_direction_gbs"));
    QCOMPARE(badLoad.problems.at(1).line, 1);
}

void TestInterconnectsModel::loaderOverrideByEnvironment()
{
    QTemporaryDir dir;
    const QString path = dir.filePath("mine.csv");
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("id,family,name,per_direction_gbs,source\nmine,pcie,Mine,10,me\n");
    file.close();
    qputenv("GPULAB_INTERCONNECTS_FILE", path.toUtf8());
    QCOMPARE(interconnectsPath(), path);
    const InterconnectLoad load = loadInterconnects(interconnectsPath());
    qunsetenv("GPULAB_INTERCONNECTS_FILE");
    QVERIFY(load.problems.isEmpty());
    QCOMPARE(load.rows.size(), 1);
    QCOMPARE(load.rows.first().bytesPerSecond(), 10e9);
    QCOMPARE(interconnectsPath(), builtinInterconnectsPath());
    QVERIFY(!loadInterconnects(dir.filePath("missing.csv")).problems.isEmpty());
}

void TestInterconnectsModel::ringClosedForms_data()
{
    QTest::addColumn<int>("n");
    QTest::addColumn<QString>("link");
    QTest::addColumn<double>("bytes");
    QTest::addColumn<int>("steps");
    QTest::addColumn<double>("sentPerGpu");
    QTest::addColumn<double>("seconds");
    // time = 2(N−1) · (α + S/(N·B)); B per direction from the data, α its latency.
    QTest::newRow("2 GPUs, PCIe 4.0")
        << 2 << "pcie-4" << 40e9 << 2 << 40e9 << 2 * (5.7e-6 + 40e9 / (2 * 32e9));
    QTest::newRow("4 GPUs, PCIe 4.0")
        << 4 << "pcie-4" << 40e9 << 6 << 60e9 << 6 * (5.7e-6 + 40e9 / (4 * 32e9));
    QTest::newRow("4 GPUs, PCIe 3.0")
        << 4 << "pcie-3" << 1e9 << 6 << 1.5e9 << 6 * (5.7e-6 + 1e9 / (4 * 16e9));
    QTest::newRow("3 GPUs, PCIe 5.0")
        << 3 << "pcie-5" << 3e9 << 4 << 4e9 << 4 * (5.7e-6 + 3e9 / (3 * 64e9));
    QTest::newRow("8 GPUs, NVLink 4")
        << 8 << "nvlink-4" << 40e9 << 14 << 70e9 << 14 * (3.4e-6 + 40e9 / (8 * 450e9));
    QTest::newRow("8 GPUs, NVLink 3")
        << 8 << "nvlink-3" << 8e9 << 14 << 14e9 << 14 * (3.4e-6 + 8e9 / (8 * 300e9));
    QTest::newRow("8 GPUs, IB NDR")
        << 8 << "ib-ndr" << 40e9 << 14 << 70e9 << 14 * (14e-6 + 40e9 / (8 * 50e9));
    QTest::newRow("6 GPUs, IB HDR")
        << 6 << "ib-hdr" << 12e9 << 10 << 20e9 << 10 * (14e-6 + 12e9 / (6 * 25e9));
    QTest::newRow("72 GPUs, NVLink 5")
        << 72 << "nvlink-5" << 72e9 << 142 << 142e9 << 142 * (3.4e-6 + 72e9 / (72 * 900e9));
    QTest::newRow("tiny buffer: latency")
        << 8 << "nvlink-4" << 8.0 << 14 << 14.0 << 14 * (3.4e-6 + 1.0 / 450e9);
}

void TestInterconnectsModel::ringClosedForms()
{
    QFETCH(int, n);
    QFETCH(QString, link);
    QFETCH(double, bytes);
    QFETCH(int, steps);
    QFETCH(double, sentPerGpu);
    QFETCH(double, seconds);
    const Interconnect *l = findInterconnect(links(), link);
    QVERIFY(l);
    const Hop hop{l->bytesPerSecond(), l->latencySeconds()};
    QCOMPARE(ring::steps(n), steps);
    QCOMPARE(ring::bytesSentPerGpu(bytes, n), sentPerGpu);
    QCOMPARE(ring::allReduceSeconds(bytes, n, hop), seconds);
    QCOMPARE(ring::allReduceSeconds(bytes, n, std::vector<Hop>(n, hop)), seconds);
}

void TestInterconnectsModel::ringChunkSchedule()
{
    // Every step, every GPU sends a different chunk (a permutation); each GPU sends every chunk
    // at most twice overall.
    for (int n : {2, 3, 4, 8}) {
        for (int s = 0; s < ring::steps(n); ++s) {
            QList<int> sent;
            for (int g = 0; g < n; ++g)
                sent << ring::chunkSent(g, s, n);
            std::sort(sent.begin(), sent.end());
            for (int c = 0; c < n; ++c)
                QCOMPARE(sent.at(c), c);
        }
    }
    QCOMPARE(ring::chunkSent(0, 0, 4), 0);
    QCOMPARE(ring::chunkSent(0, 1, 4), 3);
    QCOMPARE(ring::chunkSent(0, 3, 4), 1); // all-gather: GPU 0 passes on its summed chunk 1
    QCOMPARE(ring::steps(1), 0);
}

void TestInterconnectsModel::modelReachesTheClosedForm_data()
{
    QTest::addColumn<QString>("topology");
    QTest::addColumn<int>("gpus");
    QTest::addColumn<QString>("link");
    QTest::newRow("pcie 4") << "pcie" << 4 << "pcie-4";
    QTest::newRow("pcie 3 on 3") << "pcie" << 3 << "pcie-3";
    QTest::newRow("nvswitch 8") << "nvswitch" << 8 << "nvlink-4";
    QTest::newRow("pairs 2") << "nvlink-pairs" << 2 << "nvlink-2";
    QTest::newRow("infiniband 5") << "infiniband" << 5 << "ib-xdr";
    QTest::newRow("rack") << "nvswitch" << 72 << "nvlink-5";
}

void TestInterconnectsModel::modelReachesTheClosedForm()
{
    QFETCH(QString, topology);
    QFETCH(int, gpus);
    QFETCH(QString, link);
    AllReduceModel model(links());
    QString error;
    QVERIFY2(model.setParameters(
                 {{"topology", topology}, {"gpus", gpus}, {"link", link}, {"gradientBytes", 40e9}},
                 &error),
             qPrintable(error));
    const Interconnect *l = model.link(link);
    const Hop hop{l->bytesPerSecond(), l->latencySeconds()};
    QCOMPARE(model.totalSteps(), 2 * (gpus - 1));
    QCOMPARE(model.allReduceSeconds(), ring::allReduceSeconds(40e9, gpus, hop));
    QCOMPARE(model.bytesSentPerGpu(), 2.0 * (gpus - 1) / gpus * 40e9);
    QCOMPARE(model.state().value("phase").toString(), QStringLiteral("reduce-scatter"));
    // Halfway: the reduce-scatter is over, each GPU holds one chunk summed over all.
    const double dt = 1.0 / 60;
    while (model.completedSteps() < gpus - 1)
        model.step(dt);
    QCOMPARE(model.state().value("phase").toString(), QStringLiteral("all-gather"));
    for (int g = 0; g < gpus; ++g) {
        const int owned = (g + 1) % gpus;
        QCOMPARE(model.contributions(g, owned), gpus);
        QCOMPARE(model.value(g, owned), model.expectedSum(owned));
    }
    int guard = 0;
    while (!model.finished() && ++guard < 100000)
        model.step(dt);
    QVERIFY(model.finished());
    QCOMPARE(model.completedSteps(), 2 * (gpus - 1));
    QCOMPARE(model.modelledSeconds(), model.allReduceSeconds());
    QCOMPARE(model.bytesSentSoFarPerGpu(), model.bytesSentPerGpu());
    for (int g = 0; g < gpus; ++g)
        for (int c = 0; c < gpus; ++c) {
            QCOMPARE(model.contributions(g, c), gpus);
            QCOMPARE(model.value(g, c), model.expectedSum(c));
        }
    QCOMPARE(model.chunkInFlight(0), -1);
    model.step(1.0); // nothing moves after the end
    QCOMPARE(model.completedSteps(), 2 * (gpus - 1));
}

void TestInterconnectsModel::deterministicForASeed()
{
    AllReduceModel a(links()), b(links());
    a.setBeat(2);
    b.setBeat(2);
    a.reset(42);
    b.reset(42);
    for (int i = 0; i < 200; ++i) {
        a.step(1.0 / 60);
        b.step(1.0 / 60);
    }
    QCOMPARE(a.state(), b.state());
    b.reset(43);
    a.reset(42);
    QVERIFY(a.state() != b.state()); // other starting values
    QCOMPARE(a.seed(), quint64(42));
    // Playback speed does not change where the run ends up.
    AllReduceModel c(links());
    c.setBeat(2);
    c.reset(42);
    for (int i = 0; i < 50; ++i)
        c.step(4.0 / 60);
    a.reset(42);
    for (int i = 0; i < 200; ++i)
        a.step(1.0 / 60);
    QCOMPARE(c.completedSteps(), a.completedSteps());
    QCOMPARE(c.state().value("chunks"), a.state().value("chunks"));
}

void TestInterconnectsModel::topologiesAndHops()
{
    AllReduceModel model(links());
    model.setBeat(1); // four GPUs, NVLink 3 pairs, PCIe 4.0 between pairs
    QCOMPARE(model.settings().topology, Topology::NvLinkPairs);
    QCOMPARE(int(model.hops().size()), 4);
    QCOMPARE(model.hops()[0].link, QStringLiteral("nvlink-3"));
    QCOMPARE(model.hops()[1].link, QStringLiteral("pcie-4"));
    QCOMPARE(model.hops()[3].link, QStringLiteral("pcie-4"));
    QCOMPARE(model.hops()[model.slowestHop()].link, QStringLiteral("pcie-4"));
    // The pairs' ring goes at PCIe pace: the same time as all-PCIe.
    QCOMPARE(model.allReduceSeconds(),
             model.allReduceSecondsFor(Topology::Pcie, QStringLiteral("pcie-4")));
    QVERIFY(model.allReduceSecondsFor(Topology::NvSwitch, QStringLiteral("nvlink-3")) <
            model.allReduceSeconds() / 5);
    // Two GPUs in one pair: only NVLink.
    QString error;
    QVERIFY(model.setParameters({{"gpus", 2}}, &error));
    QCOMPARE(model.hops()[1].link, QStringLiteral("nvlink-3"));
    // Comparisons that cannot exist say so with -1.
    QVERIFY(model.setParameters({{"topology", "nvswitch"}, {"gpus", 72}, {"link", "nvlink-5"}},
                                &error));
    QCOMPARE(model.allReduceSecondsFor(Topology::Pcie, QStringLiteral("pcie-5")), -1.0);
    QCOMPARE(model.playbackSecondsPerStep(), 0.1);
}

void TestInterconnectsModel::parametersAllOrNothing()
{
    AllReduceModel model(links());
    const QJsonObject before = model.parameters();
    QString error;
    QVERIFY(!model.setParameters({{"gpus", 9}}, &error));
    QVERIFY(error.contains("gpus"));
    QVERIFY(!model.setParameters({{"gpus", 72}}, &error)); // a rack only on NVSwitch
    QVERIFY(!model.setParameters({{"topology", "nvlink-pairs"}, {"link", "nvlink-3"}, {"gpus", 3}},
                                 &error));
    QVERIFY(error.contains("even"));
    QVERIFY(!model.setParameters({{"topology", "nvswitch"}}, &error)); // pcie-4 is not NVLink
    QVERIFY(error.contains("needs a nvlink link"));
    QVERIFY(!model.setParameters({{"link", "pcie-9"}}, &error));
    QVERIFY(!model.setParameters({{"gradientBytes", 0}}, &error));
    QVERIFY(!model.setParameters({{"gradientBytes", "40 GB"}}, &error));
    QVERIFY(!model.setParameters({{"speed", 1}}, &error));
    QVERIFY(!model.setParameters({{"topology", "token-ring"}}, &error));
    QVERIFY(!model.setParameters({{"gpus", 4.5}}, &error));
    QCOMPARE(model.parameters(), before);
    QVERIFY2(
        model.setParameters({{"topology", "infiniband"}, {"link", "ib-hdr"}, {"gpus", 6}}, &error),
        qPrintable(error));
    QCOMPARE(model.gpus(), 6);
    QCOMPARE(model.parameters().value("link").toString(), QStringLiteral("ib-hdr"));
}

void TestInterconnectsModel::beats()
{
    AllReduceModel model(links());
    QCOMPARE(model.beatCount(), 5);
    const int gpus[] = {4, 4, 8, 8, 72};
    const char *linkIds[] = {"pcie-4", "nvlink-3", "nvlink-4", "ib-ndr", "nvlink-5"};
    for (int beat = 0; beat < model.beatCount(); ++beat) {
        model.step(0.5);
        model.setBeat(beat);
        QCOMPARE(model.beat(), beat);
        QCOMPARE(model.timeSeconds(), 0.0);
        QCOMPARE(model.gpus(), gpus[beat]);
        QCOMPARE(model.settings().link, QLatin1String(linkIds[beat]));
        QCOMPARE(model.settings().gradientBytes, 40e9);
        QVERIFY(!AllReduceModel::beatTitle(beat).isEmpty());
    }
    model.setBeat(99);
    QCOMPARE(model.beat(), 4);
    // Beat 2 (8 × H100 on NVSwitch): 14 steps of 5 GB at 450 GB/s.
    model.setBeat(2);
    QCOMPARE(model.allReduceSeconds(), 14 * (3.4e-6 + 40e9 / (8 * 450e9)));
}

void TestInterconnectsModel::calculatorExact()
{
    TrainingStep step;
    step.parameters = 10e9;
    step.bytesPerGradient = 4;
    QCOMPARE(step.gradientBytes(), 40e9); // 10 B FP32 gradients = 40 GB
    step.bytesPerGradient = 2;
    QCOMPARE(step.gradientBytes(), 20e9);
    step.bytesPerGradient = 4;
    step.tokensPerStep = 32768;
    step.gpus = 8;
    step.peakFlops = 989.4e12;
    step.utilisation = 0.4;
    QCOMPARE(step.flopsPerStep(), 6.0 * 10e9 * 32768);
    QCOMPARE(step.computeSeconds(), 6.0 * 10e9 * 32768 / (8 * 989.4e12 * 0.4));
    const Hop pcie4{32e9, 5.7e-6};
    const Hop nvlink4{450e9, 3.4e-6};
    QCOMPARE(step.communicationSeconds(pcie4), 14 * (5.7e-6 + 40e9 / (8 * 32e9)));
    QCOMPARE(step.communicationRatio(pcie4),
             step.communicationSeconds(pcie4) / step.computeSeconds());
    // With these figures PCIe dominates the step and NVSwitch does not.
    QVERIFY(step.communicationRatio(pcie4) > 1);
    QVERIFY(step.communicationRatio(nvlink4) < 1);
}

void TestInterconnectsModel::parallelismTraffic()
{
    ParallelSetup setup; // N = 4, L = 32, h = 4096, T_m = 4096, BF16, 8 micro-batches
    QCOMPARE(setup.parameters(), 12.0 * 32 * 4096.0 * 4096.0);
    QCOMPARE(setup.activationBytes(), 4096.0 * 4096 * 2); // 32 MiB
    const ParallelTraffic data = parallelTraffic(Parallelism::Data, setup);
    QCOMPARE(data.messageBytes, setup.parameters() * 2);
    QCOMPARE(data.messagesPerStep, 1);
    QCOMPARE(data.bytesPerGpuPerStep, 2.0 * 3 / 4 * setup.parameters() * 2);
    const ParallelTraffic tensor = parallelTraffic(Parallelism::Tensor, setup);
    QCOMPARE(tensor.messagesPerStep, 4 * 32 * 8);
    QCOMPARE(tensor.bytesPerGpuPerStep, 4 * 32 * 8 * (2.0 * 3 / 4 * 4096.0 * 4096 * 2));
    const ParallelTraffic pipeline = parallelTraffic(Parallelism::Pipeline, setup);
    QCOMPARE(pipeline.messagesPerStep, 16);
    QCOMPARE(pipeline.bytesPerGpuPerStep, 16 * 4096.0 * 4096 * 2);
    QCOMPARE(data.when, QStringLiteral("step"));
    QCOMPARE(tensor.when, QStringLiteral("layer"));
    QCOMPARE(pipeline.when, QStringLiteral("stage"));
}

QTEST_GUILESS_MAIN(TestInterconnectsModel)
#include "tst_interconnectsmodel.moc"
