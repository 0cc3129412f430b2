// Quiz answers survive a process killed with SIGKILL mid-quiz: quizkillchild records answers one
// transaction at a time and prints "recorded N" after each; the test kills it once it has read a
// given N, reopens the file and checks that every answer the child reported is there, exactly as
// recorded, at most one more (committed, killed before it could say so), and that the database is
// healthy and still takes answers. Any Qt warning fails a test.
#include "app/store/progressstore.h"
#include "quizkillshared.h"

#include <QDeadlineTimer>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#ifdef Q_OS_UNIX
#include <signal.h>
#endif

using gpulab::ProgressStore;

namespace {

struct ChildOutput
{
    qint64 attemptId = 0; // 0 until "attempt ID" was read
    int recorded = -1;    // the last "recorded N"; -1 before the first
};

ChildOutput parse(const QByteArray &stdoutBytes)
{
    ChildOutput out;
    // Complete lines only: the last one may still be arriving.
    const QList<QByteArray> lines = stdoutBytes.left(stdoutBytes.lastIndexOf('\n')).split('\n');
    for (const QByteArray &line : lines) {
        if (line.startsWith("attempt "))
            out.attemptId = line.mid(8).toLongLong();
        else if (line.startsWith("recorded "))
            out.recorded = line.mid(9).toInt();
    }
    return out;
}

// SQLite's full integrity_check, on a connection of the test's own (healthCheck() runs the quicker
// quick_check).
QString integrityCheck(const QString &path)
{
    const QString name = QStringLiteral("quizkill-integrity");
    QString result;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(path);
        if (db.open()) {
            QSqlQuery query(db);
            if (query.exec(QStringLiteral("PRAGMA integrity_check")) && query.next())
                result = query.value(0).toString();
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    return result;
}

} // namespace

class TestQuizKill : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();

    void killedMidQuizKeepsEveryReportedAnswer_data();
    void killedMidQuizKeepsEveryReportedAnswer();

private:
    QTemporaryDir m_dir;
    int m_fileCount = 0;
};

void TestQuizKill::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(m_dir.isValid());
    QVERIFY(QSqlDatabase::isDriverAvailable(QStringLiteral("QSQLITE")));
    QVERIFY2(QFile::exists(QStringLiteral(GPULAB_QUIZKILL_CHILD)), GPULAB_QUIZKILL_CHILD);
}

void TestQuizKill::init()
{
    QTest::failOnWarning(QRegularExpression(QStringLiteral(".*")));
}

void TestQuizKill::killedMidQuizKeepsEveryReportedAnswer_data()
{
    QTest::addColumn<int>("killAfter"); // answers reported before the kill; 0: after the start
    QTest::addColumn<int>("pauseMs");   // the child's pause after each answer

    // With a pause, the kill mostly lands while the child sleeps between two commits...
    QTest::newRow("after the start") << 0 << 50;
    QTest::newRow("after 1") << 1 << 50;
    QTest::newRow("after 3") << 3 << 50;
    QTest::newRow("after 7") << 7 << 50;
    // ...without one, it lands inside a write (BEGIN, the check, the insert, COMMIT).
    QTest::newRow("writing flat out, after 20") << 20 << 0;
    QTest::newRow("writing flat out, after 500") << 500 << 0;
}

void TestQuizKill::killedMidQuizKeepsEveryReportedAnswer()
{
    QFETCH(int, killAfter);
    QFETCH(int, pauseMs);
    const QString path = m_dir.filePath(QStringLiteral("progress-%1.sqlite").arg(++m_fileCount));

    QProcess child;
    child.setProgram(QStringLiteral(GPULAB_QUIZKILL_CHILD));
    child.setArguments({path, QString::number(pauseMs)});
    child.start();
    QVERIFY2(child.waitForStarted(30000), qPrintable(child.errorString()));

    QByteArray output;
    const QDeadlineTimer deadline(60000);
    auto reachedKillPoint = [&] {
        const ChildOutput seen = parse(output);
        return killAfter == 0 ? seen.attemptId > 0 : seen.recorded >= killAfter;
    };
    while (!reachedKillPoint()) {
        if (!child.waitForReadyRead(int(qMax<qint64>(1, deadline.remainingTime())))) {
            const QByteArray errors = child.readAllStandardError();
            child.kill();
            child.waitForFinished(10000);
            QFAIL(qPrintable(QStringLiteral("the child stopped or stalled before %1 answers: %2 %3")
                                 .arg(killAfter)
                                 .arg(QString::fromLocal8Bit(output.right(200)),
                                      QString::fromLocal8Bit(errors))));
        }
        output += child.readAllStandardOutput();
    }

#ifdef Q_OS_UNIX
    QCOMPARE(::kill(pid_t(child.processId()), SIGKILL), 0);
#else
    child.kill(); // TerminateProcess: as abrupt as SIGKILL
#endif
    QVERIFY(child.waitForFinished(30000));
    QCOMPARE(child.exitStatus(), QProcess::CrashExit);
#ifdef Q_OS_UNIX
    QCOMPARE(child.exitCode(), int(SIGKILL));
#endif
    // Everything it printed before dying is still in the pipe: the last report is the floor.
    output += child.readAllStandardOutput();
    const ChildOutput seen = parse(output);
    QVERIFY(seen.attemptId > 0);
    const int reported = qMax(seen.recorded, 0);
    QVERIFY(reported >= killAfter);
    // Killed, not closed: the last commits are in the write-ahead log, not yet in the file.
    QVERIFY(QFile::exists(path + QStringLiteral("-wal")));

    ProgressStore store;
    const ProgressStore::OpenResult opened = store.open(path);
    QVERIFY(opened.ok);
    QVERIFY2(!opened.recovered, qPrintable(opened.message));
    QVERIFY2(!opened.inMemory, qPrintable(opened.message));
    QCOMPARE(store.healthCheck(), QString());

    const QList<ProgressStore::QuizAttempt> attempts = store.quizAttempts();
    QCOMPARE(attempts.size(), 1);
    const ProgressStore::QuizAttempt &attempt = attempts[0];
    const ProgressStore::QuizAttempt expectedAttempt = quizkill::attempt();
    QCOMPARE(attempt.id, seen.attemptId);
    QCOMPARE(attempt.quizId, expectedAttempt.quizId);
    QCOMPARE(attempt.quizTitle, expectedAttempt.quizTitle);
    QCOMPARE(attempt.seed, expectedAttempt.seed);
    QCOMPARE(attempt.startedAt, expectedAttempt.startedAt);
    QVERIFY(!attempt.finishedAt.isValid()); // abandoned, as far as the store can tell

    const QList<ProgressStore::QuizAnswerRecord> answers = store.quizAnswers(attempt.id);
    QVERIFY2(
        answers.size() >= reported && answers.size() <= reported + 1,
        qPrintable(
            QStringLiteral("%1 answers stored, %2 reported").arg(answers.size()).arg(reported)));
    QCOMPARE(attempt.answered, int(answers.size()));
    qInfo("killed after %d reported answers; %d stored", reported, int(answers.size()));
    for (int n = 0; n < answers.size(); ++n) {
        const ProgressStore::QuizAnswerRecord expected = quizkill::answer(attempt.id, n);
        const ProgressStore::QuizAnswerRecord &got = answers[n];
        QCOMPARE(got.position, n);
        QCOMPARE(got.lessonId, expected.lessonId);
        QCOMPARE(got.questionKey, expected.questionKey);
        QCOMPARE(got.questionText, expected.questionText);
        QCOMPARE(got.response, expected.response);
        QCOMPARE(got.graded, expected.graded);
        QCOMPARE(got.fraction, expected.fraction);
        QCOMPARE(got.answeredAt, expected.answeredAt);
    }

    // The quiz can go on where it stopped, and the file stays whole.
    const int next = int(answers.size());
    QVERIFY2(store.recordQuizAnswer(quizkill::answer(attempt.id, next)),
             qPrintable(store.lastError()));
    QVERIFY(store.finishQuizAttempt(attempt.id));
    QCOMPARE(store.quizAttempts().value(0).answered, next + 1);
    store.close();
    QCOMPARE(integrityCheck(path), QStringLiteral("ok"));
}

QTEST_GUILESS_MAIN(TestQuizKill)
#include "tst_quizkill.moc"
