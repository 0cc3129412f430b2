// What a race says when it ends (lessons/framework/racerunner.h), for both race labs: the
// speedup in words ("×28 slower", never "×0.0") and the status line of each way a race ends.
#include "lessons/framework/racepane.h"
#include "lessons/framework/racerunner.h"

#include <QLocale>
#include <QtTest>

using namespace gpulab;

class TestRaceOutcome : public QObject
{
    Q_OBJECT

private slots:
    void init() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }
    void speedupInWords_data();
    void speedupInWords();
    void speedupFollowsTheUiLanguage();
    void statusOfEachEnding();
    void paneNumbersFollowTheUiLanguage();
};

void TestRaceOutcome::speedupInWords_data()
{
    QTest::addColumn<double>("speedup");
    QTest::addColumn<QString>("words");
    QTest::newRow("faster") << 3.24 << QString::fromUtf8("\u00d73.2 faster");
    QTest::newRow("much faster") << 187.4 << QString::fromUtf8("\u00d7187 faster");
    QTest::newRow("even") << 1.0 << QString::fromUtf8("\u00d71.0 faster");
    QTest::newRow("28x slower") << 1 / 28.0 << QString::fromUtf8("\u00d728 slower");
    QTest::newRow("a bit slower") << 1 / 1.5 << QString::fromUtf8("\u00d71.5 slower");
    QTest::newRow("nothing measured") << 0.0 << QString();
}

void TestRaceOutcome::speedupInWords()
{
    QFETCH(double, speedup);
    QFETCH(QString, words);
    QCOMPARE(speedupText(speedup), words);
    QVERIFY(!speedupText(speedup).contains(QString::fromUtf8("\u00d70.")));
}

void TestRaceOutcome::speedupFollowsTheUiLanguage()
{
    QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
    QCOMPARE(speedupText(3.24), QString::fromUtf8("\u00d73,2 faster"));
}

void TestRaceOutcome::statusOfEachEnding()
{
    RaceOutcome outcome;
    outcome.error = QStringLiteral("no such variant");
    QVERIFY(outcome.status().contains("could not run: no such variant"));

    outcome = RaceOutcome();
    outcome.cancelled = true;
    QVERIFY(outcome.status().startsWith("Stopped."));

    outcome = RaceOutcome(); // neither side verified
    QVERIFY(outcome.status().contains("did not finish with a verified answer"));

    for (BenchResult *side : {&outcome.left, &outcome.right}) {
        side->status = BenchResult::Status::Ok;
        side->verified = true;
        side->n = 512;
        side->repeats = 3;
    }
    outcome.left.secondsMedian = 2.0;
    outcome.right.secondsMedian = 0.5;
    QCOMPARE(outcome.speedup(), 4.0);
    QVERIFY2(outcome.status().contains("N = 512, median of 3 runs a side"),
             qPrintable(outcome.status()));
}

void TestRaceOutcome::paneNumbersFollowTheUiLanguage()
{
    // A side's result in words, as the pane shows it and reads it to a screen reader: its time
    // and rate written as the UI language writes numbers.
    BenchResult result;
    result.status = BenchResult::Status::Ok;
    result.secondsMedian = 0.0239;
    result.repeats = 5;
    result.gflops = 12.3456;
    result.verified = true;
    RacePane pane(QStringLiteral("GPU"), RacePane::Fill::TileByTile);
    pane.setResult(result);
    QCOMPARE(pane.summary(),
             QString::fromUtf8("23.9 ms (median of 5), 12.3 GFLOP/s, verified \u2713"));
    QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
    pane.setResult(result);
    QCOMPARE(pane.summary(),
             QString::fromUtf8("23,9 ms (median of 5), 12,3 GFLOP/s, verified \u2713"));
    QCOMPARE(pane.accessibleDescription(), pane.summary());
}

QTEST_MAIN(TestRaceOutcome)
#include "tst_raceoutcome.moc"
