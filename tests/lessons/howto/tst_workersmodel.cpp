// The "How to use GPU Lab" simulation model: deterministic, conserves work, honours its
// parameters and beats, and validates what a preset may feed it.
#include "lessons/howto/workersmodel.h"

#include <QJsonArray>
#include <QtTest>

using namespace gpulab;

class TestWorkersModel : public QObject
{
    Q_OBJECT

private slots:
    void sameSeedSameRun();
    void differentSeedDifferentTiles();
    void finishesWhenEstimated_data();
    void finishesWhenEstimated();
    void everyTileDoneOnce();
    void beatsSetWorkers();
    void parametersValidated_data();
    void parametersValidated();
    void stepSizeDoesNotChangeTheOutcome();
};

static void run(WorkersModel &model, int steps, double dt = 1.0 / 60)
{
    for (int i = 0; i < steps; ++i)
        model.step(dt);
}

void TestWorkersModel::sameSeedSameRun()
{
    WorkersModel a, b;
    a.reset(42);
    b.reset(42);
    run(a, 200);
    run(b, 200);
    QCOMPARE(a.state(), b.state());
    QVERIFY(a.doneCount() > 0);
}

void TestWorkersModel::differentSeedDifferentTiles()
{
    WorkersModel a, b;
    a.reset(1);
    b.reset(2);
    QVERIFY(a.tiles()[0].workSeconds != b.tiles()[0].workSeconds);
    for (const auto &tile : a.tiles()) { // 0.5x .. 1.5x the 0.1 s mean
        QVERIFY(tile.workSeconds >= 0.05);
        QVERIFY(tile.workSeconds < 0.15);
    }
}

void TestWorkersModel::finishesWhenEstimated_data()
{
    QTest::addColumn<int>("workers");
    QTest::newRow("1") << 1;
    QTest::newRow("7") << 7;
    QTest::newRow("8") << 8;
    QTest::newRow("160") << 160;
}

void TestWorkersModel::finishesWhenEstimated()
{
    QFETCH(int, workers);
    WorkersModel model;
    QString error;
    QVERIFY(model.setParameters({{"workers", workers}}, &error));
    model.reset(7);
    const double estimate = model.estimatedTotalSeconds();
    const double dt = 1.0 / 600;
    int steps = 0;
    while (!model.finished() && steps < 1'000'000) {
        model.step(dt);
        ++steps;
    }
    QVERIFY(model.finished());
    QVERIFY2(
        qAbs(model.timeSeconds() - estimate) <= dt + 1e-9,
        qPrintable(QString("took %1 s, estimated %2 s").arg(model.timeSeconds()).arg(estimate)));
    // Many workers finish sooner; one worker needs the sum of all tiles.
    if (workers == 1) {
        double sum = 0;
        for (const auto &tile : model.tiles())
            sum += tile.workSeconds;
        QVERIFY(qAbs(estimate - sum) < 1e-9);
    }
}

void TestWorkersModel::everyTileDoneOnce()
{
    WorkersModel model;
    QString error;
    QVERIFY(model.setParameters({{"workers", 8}, {"columns", 5}, {"rows", 3}}, &error));
    model.reset(3);
    run(model, 100000);
    QVERIFY(model.finished());
    QCOMPARE(model.doneCount(), 15);
    QCOMPARE(model.busyWorkers(), 0);
    QSet<int> workersSeen;
    for (const auto &tile : model.tiles()) {
        QVERIFY(tile.done());
        QCOMPARE(tile.doneSeconds, tile.workSeconds);
        workersSeen.insert(tile.worker);
    }
    QCOMPARE(workersSeen.size(), 8);
    const double before = model.timeSeconds();
    model.step(1.0); // a finished run stays finished
    QCOMPARE(model.timeSeconds(), before);
}

void TestWorkersModel::beatsSetWorkers()
{
    WorkersModel model;
    QCOMPARE(model.beatCount(), 3);
    model.setBeat(1);
    QCOMPARE(model.workers(), 8);
    run(model, 30);
    model.setBeat(2);
    QCOMPARE(model.workers(), model.columns() * model.rows());
    QCOMPARE(model.timeSeconds(), 0.0); // a new beat restarts the run
    model.setBeat(99);
    QCOMPARE(model.beat(), 2);
    model.setBeat(-5);
    QCOMPARE(model.beat(), 0);
    QCOMPARE(model.workers(), 1);
}

void TestWorkersModel::parametersValidated_data()
{
    QTest::addColumn<QJsonObject>("parameters");
    QTest::addColumn<QString>("message");
    QTest::newRow("zero workers") << QJsonObject{{"workers", 0}} << "workers must be between";
    QTest::newRow("too many") << QJsonObject{{"workers", 100000}} << "workers must be between";
    QTest::newRow("fraction") << QJsonObject{{"rows", 2.5}} << "whole number";
    QTest::newRow("text") << QJsonObject{{"columns", "ten"}} << "whole number";
    QTest::newRow("unknown") << QJsonObject{{"colour", 1}} << "unknown parameter";
    QTest::newRow("mean") << QJsonObject{{"meanTileSeconds", -1}} << "meanTileSeconds";
}

void TestWorkersModel::parametersValidated()
{
    QFETCH(QJsonObject, parameters);
    QFETCH(QString, message);
    WorkersModel model;
    model.reset(5);
    run(model, 10);
    const QJsonObject before = model.state();
    const QJsonObject params = model.parameters();
    QString error;
    QVERIFY(!model.setParameters(parameters, &error));
    QVERIFY2(error.contains(message), qPrintable(error));
    QCOMPARE(model.state(), before); // nothing changed
    QCOMPARE(model.parameters(), params);
}

void TestWorkersModel::stepSizeDoesNotChangeTheOutcome()
{
    // Workers carry leftover time into their next tile inside a step, so who does which tile
    // does not depend on how coarsely time is sliced.
    WorkersModel fine, coarse;
    QString error;
    QVERIFY(fine.setParameters({{"workers", 4}}, &error));
    QVERIFY(coarse.setParameters({{"workers", 4}}, &error));
    fine.reset(11);
    coarse.reset(11);
    while (!fine.finished())
        fine.step(0.001);
    while (!coarse.finished())
        coarse.step(0.25);
    QCOMPARE(fine.state().value("tileWorker"), coarse.state().value("tileWorker"));
    QVERIFY(qAbs(fine.timeSeconds() - fine.estimatedTotalSeconds()) <= 0.001 + 1e-9);
    QVERIFY(qAbs(coarse.timeSeconds() - coarse.estimatedTotalSeconds()) <= 0.25 + 1e-9);
    QVERIFY(coarse.timeSeconds() >= coarse.estimatedTotalSeconds() - 1e-9);
}

QTEST_GUILESS_MAIN(TestWorkersModel)
#include "tst_workersmodel.moc"
