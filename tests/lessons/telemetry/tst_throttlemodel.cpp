// The Telemetry lesson's throttling model (lessons/telemetry/throttlemodel.h) against cases worked
// by hand from its formulas and gpu-specs.csv's TDPs and boost clocks (H100 SXM5: 700 W,
// 1,980 MHz; GeForce RTX 4090: 450 W, 2,520 MHz): the power law, the power-capped clock, the
// settled temperature, the clock each beat holds, the throughput share, determinism, parameters;
// and its nvidia-smi fields table.
#include "lessons/framework/datacatalog.h"
#include "lessons/telemetry/smifields.h"
#include "lessons/telemetry/throttlemodel.h"

#include <QFile>
#include <QJsonObject>
#include <QtTest>

#include <cmath>

using namespace gpulab;

class TestThrottleModel : public QObject
{
    Q_OBJECT
    DataCatalog m_data = DataCatalog::load();

private slots:
    void cardsFromTheDataFile();
    void closedForms();
    void coolStartNeverThrottles();
    void powerCapHoldsTheClockAtOnce();
    void weakCoolingSettlesAtTheThermalClock();
    void hotRoomPowerThenHeat();
    void longRunThroughputShare();
    void deterministicWhateverTheStep();
    void parameters();
    void smiFieldsTable();
    void smiExampleIsNvidias();

private:
    // Runs `seconds` of the card's time.
    static void run(ThrottleModel &model, double seconds)
    {
        const double played = seconds / model.settings().speedUp;
        for (int i = 0; i < 1000; ++i)
            model.step(played / 1000);
    }
};

void TestThrottleModel::cardsFromTheDataFile()
{
    ThrottleModel model(m_data);
    QVERIFY(model.availableGpus().contains(QStringLiteral("h100-sxm5")));
    QVERIFY(model.availableGpus().contains(QStringLiteral("rtx-4090")));
    const auto h100 = model.cardFor(QStringLiteral("h100-sxm5"));
    QVERIFY(h100);
    QCOMPARE(h100->tdpW, 700.0);
    QCOMPARE(h100->boostMHz, 1980.0);
    QVERIFY(!h100->source.isEmpty());
    const auto rtx = model.cardFor(QStringLiteral("rtx-4090"));
    QCOMPARE(rtx->tdpW, 450.0);
    QCOMPARE(rtx->boostMHz, 2520.0);
    QCOMPARE(model.beatCount(), 5);
}

void TestThrottleModel::closedForms()
{
    const ThrottleModel::Card h100{QStringLiteral("H100"), {}, {}, 700, 1980};
    // Idle 70 W; at boost 0.9 x 700 = 630 W; at half the clock 70 + 560 / 8 = 140 W.
    QCOMPARE(ThrottleModel::powerAt(1980, h100, 0.9), 630.0);
    QCOMPARE(ThrottleModel::powerAt(990, h100, 0.9), 140.0);
    // 1.3 x 700 = 910 W at boost; 700 W at 1980 x cbrt(630 / 840) = 1799.0 MHz.
    QVERIFY(std::abs(ThrottleModel::clockForPower(700, h100, 1.3) - 1799.0) < 0.5);
    QCOMPARE(ThrottleModel::clockForPower(700, h100, 0.9), 1980.0); // under the cap
    QCOMPARE(ThrottleModel::steadyTemperature(300, 25, 0.12), 61.0);
}

void TestThrottleModel::coolStartNeverThrottles()
{
    ThrottleModel model(m_data);
    model.setBeat(0);
    QCOMPARE(model.card().tdpW, 700.0);
    run(model, 600); // ten minutes; R C = 0.06 x 1000 = 60 s
    QCOMPARE(model.limit(), ThrottleModel::Limit::None);
    QCOMPARE(model.clockMHz(), 1980.0);
    QCOMPARE(model.powerW(), 630.0);
    // 25 + 630 x 0.06 = 62.8 °C, reached within e^-10.
    QVERIFY2(std::abs(model.temperatureC() - 62.8) < 0.05,
             qPrintable(QString::number(model.temperatureC())));
    QCOMPARE(model.throughputShare(), 1.0);
}

void TestThrottleModel::powerCapHoldsTheClockAtOnce()
{
    ThrottleModel model(m_data);
    model.setBeat(1);
    run(model, 1); // one second: cool, already capped
    QCOMPARE(model.limit(), ThrottleModel::Limit::Power);
    QVERIFY(std::abs(model.clockMHz() - 1799.0) < 0.5);
    QVERIFY(std::abs(model.powerW() - 700) < 1e-6);
    QVERIFY(model.temperatureC() < 30);
    run(model, 600);
    QCOMPARE(model.limit(), ThrottleModel::Limit::Power); // 25 + 700 x 0.06 = 67 °C < 83
    QVERIFY(std::abs(model.temperatureC() - 67) < 0.05);
}

void TestThrottleModel::weakCoolingSettlesAtTheThermalClock()
{
    ThrottleModel model(m_data);
    model.setBeat(2);
    QCOMPARE(model.card().tdpW, 450.0);
    run(model, 20);
    QCOMPARE(model.limit(), ThrottleModel::Limit::None); // still warming up
    run(model, 1800);
    QCOMPARE(model.limit(), ThrottleModel::Limit::Thermal);
    // Held at the clock where the draw is what the cooler carries at 83 °C: (83 - 25) / 0.2 =
    // 290 W; 2520 x cbrt((290 - 45) / (405 - 45)) = 2216.8 MHz, within the controller's 15 MHz
    // steps and the 2 °C band.
    QVERIFY2(std::abs(model.clockMHz() - 2216.8) < 40,
             qPrintable(QString::number(model.clockMHz())));
    QVERIFY(model.temperatureC() > 80 && model.temperatureC() < 84);
    QVERIFY(model.throughputShare() < 1 && model.throughputShare() > 0.85);
}

void TestThrottleModel::hotRoomPowerThenHeat()
{
    ThrottleModel model(m_data);
    model.setBeat(3);
    run(model, 1);
    QCOMPARE(model.limit(), ThrottleModel::Limit::Power);
    run(model, 1800);
    QCOMPARE(model.limit(), ThrottleModel::Limit::Thermal);
    // (83 - 35) / 0.12 = 400 W held: 2520 x cbrt((400 - 45) / (585 - 45)) = 2191 MHz.
    QVERIFY2(std::abs(model.clockMHz() - 2191) < 40, qPrintable(QString::number(model.clockMHz())));
}

void TestThrottleModel::longRunThroughputShare()
{
    ThrottleModel model(m_data);
    model.setBeat(4);
    run(model, 3600);
    // Held clock: 2520 x cbrt((290 - 45) / (450 - 45)) = 2131 MHz, 84.6 % of boost; the hour's
    // share is a little above it (the first minutes ran faster).
    QVERIFY2(std::abs(model.clockMHz() / 2520 - 0.846) < 0.02,
             qPrintable(QString::number(model.clockMHz())));
    QVERIFY(model.throughputShare() > 0.846 && model.throughputShare() < 0.90);
    QVERIFY(!model.history().empty());
    QVERIFY(model.history().size() <= ThrottleModel::kHistory);
}

void TestThrottleModel::deterministicWhateverTheStep()
{
    ThrottleModel a(m_data), b(m_data);
    a.setBeat(2);
    b.setBeat(2);
    for (int i = 0; i < 600; ++i)
        a.step(1.0 / 60);
    for (int i = 0; i < 100; ++i)
        b.step(0.1);
    QCOMPARE(a.clock(), b.clock());
    QCOMPARE(a.temperatureC(), b.temperatureC());
    QCOMPARE(a.state(), b.state());
}

void TestThrottleModel::parameters()
{
    ThrottleModel model(m_data);
    QString error;
    QVERIFY(model.setParameters({{QStringLiteral("gpu"), QStringLiteral("rtx-4090")},
                                 {QStringLiteral("cooling"), QStringLiteral("blocked")}},
                                &error));
    QCOMPARE(model.card().tdpW, 450.0);
    QCOMPARE(model.parameters().value(QStringLiteral("cooling")).toString(),
             QStringLiteral("blocked"));
    QVERIFY(!model.setParameters({{QStringLiteral("gpu"), QStringLiteral("no-such-gpu")}}, &error));
    QVERIFY(!error.isEmpty());
    QVERIFY(!model.setParameters({{QStringLiteral("demand"), 5}}, &error));
    QVERIFY(!model.setParameters(
        {{QStringLiteral("slowdownC"), 55}, {QStringLiteral("ambientC"), 50}}, &error));
    QVERIFY(error.contains(QStringLiteral("slowdown")));
    QCOMPARE(model.card().tdpW, 450.0); // unchanged by the refused ones
}

void TestThrottleModel::smiFieldsTable()
{
    QVERIFY2(m_data.problems().isEmpty(), qPrintable(m_data.problems().value(0).toString()));
    const QList<SmiField> rows = m_data.rows<SmiFields>();
    QVERIFY(rows.size() >= 8);
    bool util = false;
    for (const SmiField &f : rows) {
        QVERIFY(!f.source.isEmpty() && !f.meaning.isEmpty() && !f.example.isEmpty());
        if (f.id == QLatin1String("gpu-util")) {
            util = true;
            QVERIFY(f.meaning.contains(QStringLiteral("at least one kernel")));
        }
    }
    QVERIFY(util);
}

void TestThrottleModel::smiExampleIsNvidias()
{
    // Every reading in the `nvidia_example` column is quoted from the output NVIDIA publishes
    // (nvidia-smi-example.txt), in the column of the summary table its field heads.
    QFile file(QStringLiteral(GPULAB_LESSONS_DIR "/telemetry/nvidia-smi-example.txt"));
    QVERIFY(file.open(QIODevice::ReadOnly | QIODevice::Text));
    const QString output = QString::fromUtf8(file.readAll());
    QVERIFY(output.contains(QStringLiteral("https://docs.nvidia.com/")));
    QString readings; // the GPU's line under "Fan  Temp  Perf  Pwr:Usage/Cap|  Memory-Usage |..."
    for (const QString &line : output.split(QLatin1Char('\n')))
        if (line.startsWith(QLatin1String("| N/A ")))
            readings = line;
    QVERIFY(!readings.isEmpty());
    const QStringList cells = readings.split(QLatin1Char('|'), Qt::SkipEmptyParts);
    QCOMPARE(cells.size(), 3);
    const QMap<QString, QString> cellOf = {{QStringLiteral("temp"), cells[0]},
                                           {QStringLiteral("perf"), cells[0]},
                                           {QStringLiteral("power"), cells[0]},
                                           {QStringLiteral("memory-usage"), cells[1]},
                                           {QStringLiteral("gpu-util"), cells[2]}};
    int quoted = 0;
    for (const SmiField &f : m_data.rows<SmiFields>()) {
        if (f.nvidiaExample.isEmpty()) {
            QVERIFY2(!cellOf.contains(f.id), qPrintable(f.id)); // shown there: quote it
            continue;
        }
        QVERIFY2(cellOf.contains(f.id), qPrintable(f.id));
        QVERIFY2(cellOf.value(f.id).contains(f.nvidiaExample),
                 qPrintable(f.id + ": " + f.nvidiaExample));
        ++quoted;
    }
    QCOMPARE(quoted, 5);
}

QTEST_GUILESS_MAIN(TestThrottleModel)
#include "tst_throttlemodel.moc"
