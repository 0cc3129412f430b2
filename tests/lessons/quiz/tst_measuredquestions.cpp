// Questions from the student's own measurements: built only when a figure exists for the chosen
// device, numerical, graded with their tolerance from the figures they show; and the race they
// come from is kept per device across runs like the other measurements.
#include "lessons/framework/quiz/grading.h"
#include "lessons/framework/quiz/measuredquestions.h"

#include <QRegularExpression>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using namespace gpulab;

class TestMeasuredQuestions : public QObject
{
    Q_OBJECT
    gpulab::MachineState m_state;
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("gpulab-tests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_measuredquestions"));
        QLocale::setDefault(QLocale::c());
    }
    void init() { m_state.resetForTests(); }

    void nothingWithoutFigures()
    {
        for (const char *id : {"live-lab", "cpu-vs-gpu", "memory-hierarchy", "nvlink-interconnects",
                               "how-to-use", "accelerators", "cost", "telemetry"})
            QVERIFY(measuredQuestions(QString::fromLatin1(id), MeasuredFigures{}).isEmpty());
        QVERIFY(MeasuredFigures::of(m_state).race == std::nullopt);
    }

    void raceQuestionsGradeTheStudentsOwnFigures()
    {
        MeasuredFigures figures;
        figures.race = MeasuredRace{QStringLiteral("pthread-cpu"),     {},        512,
                                    QStringLiteral("serial-naive"),    1.23456,   0.217,
                                    QStringLiteral("opencl-regblock"), 0.0123456, 21.7};
        const QList<gift::Question> live = measuredQuestions(QStringLiteral("live-lab"), figures);
        QCOMPARE(live.size(), 2);
        const gift::Question &speedup = live[0];
        QCOMPARE(speedup.type, gift::QuestionType::Numerical);
        // The key of its attempts is the English title in every UI language (its ID number).
        QCOMPARE(speedup.idNumber, QStringLiteral("Your race: speedup"));
        QCOMPARE(speedup.key(), QStringLiteral("Your race: speedup"));
        QCOMPARE(live[1].idNumber, QStringLiteral("Your race: GFLOP/s"));
        QVERIFY(speedup.text.contains(QStringLiteral("1.23 s")));
        QVERIFY(speedup.text.contains(QStringLiteral("0.0123 s")));
        QVERIFY(speedup.text.contains(QStringLiteral("pthread-cpu")));
        auto fraction = [](const gift::Question &q, const QString &typed) {
            return quiz::grade(q, quiz::Response{{}, typed, {}}).fraction;
        };
        // 1.23 / 0.0123 = 100 exactly from the figures shown; 10 % either way is accepted.
        QCOMPARE(fraction(speedup, "100"), 1.0);
        QCOMPARE(fraction(speedup, "109"), 1.0);
        QCOMPARE(fraction(speedup, "91"), 1.0);
        QCOMPARE(fraction(speedup, "111"), 0.0);
        QCOMPARE(fraction(speedup, "10"), 0.0);
        const gift::Question &rate = live[1];
        // 2 * 512^3 / 0.0123 s = 21.82 GFLOP/s.
        QCOMPARE(fraction(rate, "21.8"), 1.0);
        QCOMPARE(fraction(rate, "23.5"), 0.0);
        QVERIFY(!rate.generalFeedback.isEmpty());
        // CPU vs GPU asks only the speedup; unrelated lessons nothing.
        QCOMPARE(measuredQuestions(QStringLiteral("cpu-vs-gpu"), figures).size(), 1);
        QVERIFY(measuredQuestions(QStringLiteral("precision-formats"), figures).isEmpty());
        // Every generated question survives GIFT export (instructors may export a quiz).
        const gift::Bank back = gift::parse(gift::write(live).toUtf8());
        QVERIFY(back.ok());
        QVERIFY(back.questions[0] == live[0]);
    }

    void roofsAndTransfer()
    {
        MeasuredFigures figures;
        figures.roofs = MeasuredRoofs{QStringLiteral("gpu"), {}, {}};
        figures.roofs->roofs.bandwidthGBs = 20.04;
        figures.roofs->roofs.peakGflops = 400.2;
        figures.transfer = MeasuredTransfer{QStringLiteral("gpu"), {}, 8.0, 7.0, true};
        const QList<gift::Question> memory =
            measuredQuestions(QStringLiteral("memory-hierarchy"), figures);
        QCOMPARE(memory.size(), 2);
        QCOMPARE(quiz::grade(memory[0], quiz::Response{{}, "20", {}}).fraction, 1.0);
        QCOMPARE(quiz::grade(memory[0], quiz::Response{{}, "25", {}}).fraction, 0.0);
        QCOMPARE(quiz::grade(memory[1], quiz::Response{{}, "1.67", {}}).fraction, 1.0);
        const QList<gift::Question> links =
            measuredQuestions(QStringLiteral("nvlink-interconnects"), figures);
        QCOMPARE(links.size(), 1);
        QCOMPARE(quiz::grade(links[0], quiz::Response{{}, "5", {}}).fraction, 1.0);
        QCOMPARE(quiz::grade(links[0], quiz::Response{{}, "4", {}}).fraction, 0.0);
        // The peak, 400 GFLOP/s once rounded, against the newer lessons' arithmetic, by hand.
        const QList<gift::Question> systolic =
            measuredQuestions(QStringLiteral("accelerators"), figures);
        QCOMPARE(systolic.size(), 1);
        // 400 / (2 x 64) = 3.125 GHz
        QCOMPARE(quiz::grade(systolic[0], quiz::Response{{}, "3.1", {}}).fraction, 1.0);
        QCOMPARE(quiz::grade(systolic[0], quiz::Response{{}, "6.25", {}}).fraction, 0.0);
        const QList<gift::Question> cost = measuredQuestions(QStringLiteral("cost"), figures);
        QCOMPARE(cost.size(), 1);
        // 6 x 1e9 x 20e9 / 400e9 / 86,400 = 3,472 days
        QCOMPARE(quiz::grade(cost[0], quiz::Response{{}, "3472", {}}).fraction, 1.0);
        QCOMPARE(quiz::grade(cost[0], quiz::Response{{}, "3000", {}}).fraction, 0.0);
        const QList<gift::Question> power = measuredQuestions(QStringLiteral("telemetry"), figures);
        QCOMPARE(power.size(), 1);
        QCOMPARE(quiz::grade(power[0], quiz::Response{{}, "4", {}}).fraction, 1.0);
        QCOMPARE(quiz::grade(power[0], quiz::Response{{}, "40", {}}).fraction, 0.0);
        for (const QList<gift::Question> &questions : {systolic, cost, power})
            QVERIFY(!questions[0].generalFeedback.isEmpty());
    }

    void raceIsKeptPerDeviceAcrossRuns()
    {
        MachineState &state = m_state;
        QSignalSpy changed(&state, &MachineState::raceChanged);
        state.setDevice(0, QStringLiteral("device A"));
        state.setRace(MeasuredRace{QStringLiteral("device A"),
                                   {},
                                   256,
                                   QStringLiteral("serial-naive"),
                                   0.5,
                                   0.067,
                                   QStringLiteral("opencl-tiled"),
                                   0.01,
                                   3.3});
        QCOMPARE(changed.count(), 2); // the device change, then the race
        QVERIFY(state.race().has_value());
        QCOMPARE(state.race()->n, 256);
        QVERIFY(state.race()->when.isValid());
        // A new process finds it for the same device, never for another.
        state.resetForTests(true);
        state.setDevice(0, QStringLiteral("device A"));
        QVERIFY(state.race().has_value());
        QCOMPARE(state.race()->rightVariant, QStringLiteral("opencl-tiled"));
        QCOMPARE(state.race()->leftSeconds, 0.5);
        QCOMPARE(MeasuredFigures::of(m_state).race->n, 256);
        state.setDevice(1, QStringLiteral("device B"));
        QVERIFY(!state.race().has_value());
        // An unusable race is refused.
        state.setRace(MeasuredRace{QStringLiteral("device B"), {}, 0, "a", 1, 1, "b", 1, 1});
        QVERIFY(!state.race().has_value());
    }
};

QTEST_GUILESS_MAIN(TestMeasuredQuestions)
#include "tst_measuredquestions.moc"
