// SimClock: fixed steps at every speed, accumulation, the catch-up cap and the speed ladder.
#include "testsimulation.h"
#include "widgets/simclock.h"

#include <QtTest>

using gpulab::SimClock;
using gpulab::test::WalkModel;

class TestSimClock : public QObject
{
    Q_OBJECT

private slots:
    // Any Qt warning fails the test.
    void init() { QTest::failOnWarning(QRegularExpression(QStringLiteral(".*"))); }

    void stepIsTheSameAtEverySpeed()
    {
        for (double speed : SimClock::kSpeeds) {
            WalkModel model;
            SimClock clock(model);
            clock.setSpeed(speed);
            clock.play();
            for (int frame = 0; frame < 120; ++frame)
                clock.advance(1.0 / 60);
            clock.stepOnce();
            QVERIFY(!model.stepSizes().empty());
            for (double dt : model.stepSizes())
                QCOMPARE(dt, SimClock::kStepSeconds);
        }
    }

    void sameStepsGiveIdenticalStateAtAnySpeed()
    {
        WalkModel fast;
        WalkModel slow;
        fast.reset(42);
        slow.reset(42);
        SimClock fastClock(fast);
        SimClock slowClock(slow);
        fastClock.setSpeed(4);
        slowClock.setSpeed(0.25);
        fastClock.play();
        slowClock.play();
        // Real frames of 1/60 s: speed 4 takes 4 steps a frame, 0.25 one step every 4 frames.
        while (fastClock.stepsTaken() < 400)
            fastClock.advance(1.0 / 60);
        while (slowClock.stepsTaken() < 400)
            slowClock.advance(1.0 / 60);
        QCOMPARE(fastClock.stepsTaken(), 400);
        QCOMPARE(slowClock.stepsTaken(), 400);
        QCOMPARE(fast.state(), slow.state());
        QCOMPARE(fast.timeSeconds(), slow.timeSeconds());

        WalkModel other;
        other.reset(43);
        SimClock(other).runSteps(400);
        QVERIFY(other.state() != fast.state()); // the comparison can fail
    }

    void advanceAccumulates()
    {
        WalkModel model;
        SimClock clock(model);
        QCOMPARE(clock.advance(1.0), 0); // paused: nothing
        clock.play();
        QCOMPARE(clock.advance(0.5 / 60), 0);
        QCOMPARE(clock.advance(0.5 / 60), 1);
        QCOMPARE(clock.advance(2.5 / 60), 2);
        QCOMPARE(clock.advance(0.5 / 60), 1); // the half step left over above
        QCOMPARE(clock.stepsTaken(), 4);
        clock.setSpeed(0.25);
        for (int i = 0; i < 3; ++i)
            QCOMPARE(clock.advance(1.0 / 60), 0);
        QCOMPARE(clock.advance(1.0 / 60), 1);
        clock.setSpeed(2);
        QCOMPARE(clock.advance(1.0 / 60), 2);
        QCOMPARE(clock.stepsTaken(), 7);
        QCOMPARE(clock.advance(-1), 0);
        QCOMPARE(clock.advance(std::numeric_limits<double>::quiet_NaN()), 0);
        QCOMPARE(clock.advance(std::numeric_limits<double>::infinity()), 0);
        clock.pause();
        QCOMPARE(clock.advance(1.0), 0);
        QCOMPARE(clock.stepsTaken(), 7);
    }

    void catchUpIsCapped()
    {
        WalkModel model;
        SimClock clock(model);
        clock.play();
        QCOMPARE(clock.advance(10.0), SimClock::kMaxStepsPerAdvance);
        // The backlog is dropped, not replayed on the next frames.
        QCOMPARE(clock.advance(1.0 / 60), 1);
        clock.setSpeed(4);
        QCOMPARE(clock.advance(SimClock::kMaxStepsPerAdvance / 4.0 / 60), 30);
    }

    void stepOnceWorksPausedAndAtAnySpeed()
    {
        WalkModel model;
        SimClock clock(model);
        clock.setSpeed(0.25);
        clock.stepOnce();
        QCOMPARE(clock.stepsTaken(), 1);
        QCOMPARE(model.timeSeconds(), SimClock::kStepSeconds);
        clock.setSpeed(4);
        clock.stepOnce();
        QCOMPARE(model.timeSeconds(), 2 * SimClock::kStepSeconds);
        QVERIFY(!clock.isPlaying());
    }

    void speedLadder()
    {
        WalkModel model;
        SimClock clock(model);
        QCOMPARE(clock.speed(), 1.0);
        QVERIFY(clock.faster());
        QCOMPARE(clock.speed(), 2.0);
        QVERIFY(clock.faster());
        QCOMPARE(clock.speed(), 4.0);
        QVERIFY(!clock.faster());
        QCOMPARE(clock.speed(), 4.0);
        for (double expected : {2.0, 1.0, 0.5, 0.25}) {
            QVERIFY(clock.slower());
            QCOMPARE(clock.speed(), expected);
        }
        QVERIFY(!clock.slower());
        QCOMPARE(clock.speed(), 0.25);

        clock.setSpeed(100);
        QCOMPARE(clock.speed(), 4.0);
        clock.setSpeed(0);
        QCOMPARE(clock.speed(), 0.25);
        QVERIFY(!clock.setSpeed(std::numeric_limits<double>::quiet_NaN()));
        QCOMPARE(clock.speed(), 0.25);
        clock.setSpeed(1.5); // between rungs: the ladder continues from there
        QVERIFY(clock.faster());
        QCOMPARE(clock.speed(), 2.0);
        clock.setSpeed(1.5);
        QVERIFY(clock.slower());
        QCOMPARE(clock.speed(), 1.0);
    }

    void playPauseToggleReset()
    {
        WalkModel model;
        model.reset(7);
        const QJsonObject initial = model.state();
        SimClock clock(model);
        clock.toggle();
        QVERIFY(clock.isPlaying());
        clock.advance(0.5);
        QVERIFY(model.state() != initial);
        clock.toggle();
        QVERIFY(!clock.isPlaying());
        clock.reset();
        QCOMPARE(clock.stepsTaken(), 0);
        QCOMPARE(model.seed(), 7u);
        QCOMPARE(model.state(), initial);
    }
};

QTEST_GUILESS_MAIN(TestSimClock)
#include "tst_simclock.moc"
