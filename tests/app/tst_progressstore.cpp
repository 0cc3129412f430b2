// ProgressStore: a fresh file, visits and time that accumulate and survive a reopen, reset, and
// every way opening can go wrong (garbage, truncated or damaged files, old and newer schema
// versions, a folder that cannot exist) ending in a usable store; what salvage recovers from
// damaged copies of one known database (truncated, garbage over the header, page 3 or the last
// page, a zeroed page, rows breaking the rules, limits), checked row by row against the original;
// quiz attempts and answers, their summaries and the CSV export for instructors. Any Qt warning
// fails a test. (tst_quizkill.cpp kills a process mid-quiz.)
#include "app/store/progressstore.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include <limits>

using gpulab::ProgressStore;
using QuizAttempt = gpulab::ProgressStore::QuizAttempt;
using QuizAnswer = gpulab::ProgressStore::QuizAnswerRecord;

namespace {

// A plain QSQLITE connection of the test's own, to look at or prepare a file behind the store.
class RawDb
{
public:
    explicit RawDb(const QString &file) : m_name(QStringLiteral("raw-%1").arg(++s_count))
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_name);
        db.setDatabaseName(file);
        m_ok = db.open();
    }
    ~RawDb()
    {
        QSqlDatabase::database(m_name, false).close();
        QSqlDatabase::removeDatabase(m_name);
    }
    RawDb(const RawDb &) = delete;
    RawDb &operator=(const RawDb &) = delete;

    bool isOpen() const { return m_ok; }
    bool exec(const QString &sql)
    {
        QSqlQuery query(QSqlDatabase::database(m_name, false));
        if (query.exec(sql))
            return true;
        qInfo() << sql << query.lastError().text();
        return false;
    }
    QVariant scalar(const QString &sql)
    {
        QSqlQuery query(QSqlDatabase::database(m_name, false));
        if (!query.exec(sql) || !query.next())
            return {};
        return query.value(0);
    }
    // Every row of sql, its values joined by '|' (NULL spelled so); empty when it fails.
    QSet<QString> rows(const QString &sql)
    {
        QSet<QString> rows;
        QSqlQuery query(QSqlDatabase::database(m_name, false));
        if (!query.exec(sql))
            return rows;
        while (query.next()) {
            QStringList values;
            for (int i = 0; i < query.record().count(); ++i)
                values << (query.isNull(i) ? QStringLiteral("NULL") : query.value(i).toString());
            rows.insert(values.join(QLatin1Char('|')));
        }
        return rows;
    }

private:
    static inline int s_count = 0;
    QString m_name;
    bool m_ok = false;
};

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

bool writeAll(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly | QIODevice::Truncate) &&
           file.write(bytes) == bytes.size();
}

QByteArray sha256(const QString &path)
{
    return QCryptographicHash::hash(readAll(path), QCryptographicHash::Sha256);
}

QStringList filesIn(const QString &folder)
{
    return QDir(folder).entryList(QDir::Files | QDir::Hidden, QDir::Name);
}

// A closed store file with enough rows to span many pages.
bool makeFilledDatabase(const QString &path, int sections)
{
    ProgressStore store;
    if (!store.open(path).ok || store.isInMemory())
        return false;
    for (int i = 0; i < sections; ++i) {
        const QString section =
            QStringLiteral("section-%1-").arg(i) + QString(120, QLatin1Char('x'));
        if (!store.recordVisit(QStringLiteral("lesson"), section) ||
            !store.addTimeSpent(QStringLiteral("lesson"), section, 1000 + i))
            return false;
    }
    store.close();
    return !QFile::exists(path + QStringLiteral("-wal")); // checkpointed into the main file
}

// Damage only PRAGMA quick_check sees: two new tables claim the same root page. The store's own
// tables stay readable.
bool breakQuickCheck(const QString &path)
{
    {
        RawDb raw(path);
        if (!raw.exec(QStringLiteral("CREATE TABLE extra1 (x TEXT)")) ||
            !raw.exec(QStringLiteral("INSERT INTO extra1 VALUES ('a'), ('b')")) ||
            !raw.exec(QStringLiteral("CREATE TABLE extra2 (x TEXT)")) ||
            !raw.exec(QStringLiteral("PRAGMA writable_schema=ON")) ||
            !raw.exec(QStringLiteral(
                "UPDATE sqlite_schema SET rootpage = (SELECT rootpage FROM sqlite_schema"
                " WHERE name = 'extra1') WHERE name = 'extra2'")))
            return false;
    }
    bool broken = false;
    {
        RawDb raw(path);
        broken = raw.scalar(QStringLiteral("PRAGMA quick_check")).toString() != QLatin1String("ok");
    }
    return broken && !QFile::exists(path + QStringLiteral("-wal"));
}

// A file as GPU Lab wrote it at schema version 1 (sections only), with the statement version 1
// shipped: the migration must start from exactly this.
bool makeVersion1Database(const QString &path)
{
    RawDb raw(path);
    return raw.isOpen() && raw.exec(QStringLiteral("PRAGMA journal_mode=WAL")) &&
           raw.exec(QStringLiteral(
               "CREATE TABLE section_progress ("
               " lesson_id TEXT NOT NULL CHECK (lesson_id <> ''),"
               " section_id TEXT NOT NULL CHECK (section_id <> ''),"
               " visit_count INTEGER NOT NULL DEFAULT 0 CHECK (visit_count >= 0),"
               " time_spent_ms INTEGER NOT NULL DEFAULT 0 CHECK (time_spent_ms >= 0),"
               " first_visited_ms INTEGER,"
               " last_visited_ms INTEGER,"
               " PRIMARY KEY (lesson_id, section_id)"
               ") WITHOUT ROWID")) &&
           raw.exec(QStringLiteral("INSERT INTO section_progress VALUES"
                                   " ('gemm', 'tiles', 3, 5000, 1767323045678, 1767495845678),"
                                   " ('gemm', 'intro', 1, 0, 1767326645678, 1767326645678),"
                                   " ('memory', 'cache', 0, 700, NULL, NULL)")) &&
           raw.exec(QStringLiteral("PRAGMA user_version=1"));
}

// Opens an older file that migrates where it is: nothing moved aside, no message, the current
// schema.
void openMigratedInPlace(ProgressStore *store, const QString &path)
{
    const ProgressStore::OpenResult result = store->open(path);
    QVERIFY(result.ok);
    QVERIFY2(!result.recovered, qPrintable(result.message));
    QVERIFY(!result.inMemory);
    QVERIFY(result.message.isEmpty());
    QCOMPARE(store->schemaVersion(), 3);
    QCOMPARE(filesIn(QFileInfo(path).absolutePath()).filter(QStringLiteral("corrupt")),
             QStringList());
}

// A file as GPU Lab wrote it at schema version 2 (quiz answers without `skipped`), with the
// statements version 2 shipped: a skip was an answer without credit whose response was the
// quiz's "(skipped)" in the language of the moment. Attempt 1 (test, finished) has five answers:
// right, skipped in English, skipped in Spanish, wrong, and a short answer "(skipped)" that
// earned credit (a student's text, not a skip). Attempt 2 (practice, unfinished) has one answer
// skipped in Chinese and one in Arabic.
bool makeVersion2Database(const QString &path)
{
    if (!makeVersion1Database(path))
        return false;
    RawDb raw(path);
    return raw.isOpen() &&
           raw.exec(QStringLiteral("CREATE TABLE quiz_attempt ("
                                   " id INTEGER PRIMARY KEY AUTOINCREMENT,"
                                   " quiz_id TEXT NOT NULL CHECK (quiz_id <> ''),"
                                   " quiz_title TEXT NOT NULL,"
                                   " mode TEXT NOT NULL CHECK (mode <> ''),"
                                   " seed INTEGER NOT NULL CHECK (seed BETWEEN 0 AND 4294967295),"
                                   " question_count INTEGER NOT NULL CHECK (question_count > 0),"
                                   " started_ms INTEGER NOT NULL,"
                                   " finished_ms INTEGER"
                                   ")")) &&
           raw.exec(QStringLiteral(
               "CREATE INDEX quiz_attempt_by_quiz ON quiz_attempt (quiz_id, started_ms)")) &&
           raw.exec(QStringLiteral("CREATE TABLE quiz_answer ("
                                   " attempt_id INTEGER NOT NULL"
                                   "  REFERENCES quiz_attempt (id) ON DELETE CASCADE,"
                                   " position INTEGER NOT NULL CHECK (position >= 0),"
                                   " lesson_id TEXT NOT NULL,"
                                   " question_key TEXT NOT NULL CHECK (question_key <> ''),"
                                   " question_text TEXT NOT NULL,"
                                   " response TEXT NOT NULL,"
                                   " graded INTEGER NOT NULL CHECK (graded IN (0, 1)),"
                                   " fraction REAL NOT NULL CHECK (fraction BETWEEN 0 AND 1),"
                                   " answered_ms INTEGER NOT NULL,"
                                   " PRIMARY KEY (attempt_id, position)"
                                   ")")) &&
           raw.exec(QStringLiteral(
               "INSERT INTO quiz_attempt VALUES"
               " (1, 'lesson:gemm', 'GEMM', 'test', 7, 5, 1767323045678, 1767323345678),"
               " (2, 'exam', 'Exam', 'practice', 8, 18, 1767409445678, NULL)")) &&
           raw.exec(QString::fromUtf8(
               "INSERT INTO quiz_answer VALUES"
               " (1, 0, 'gemm', 'q0', 'Q0?', 'B', 1, 1.0, 1767323050000),"
               " (1, 1, 'gemm', 'q1', 'Q1?', '(skipped)', 1, 0.0, 1767323060000),"
               " (1, 2, 'gemm', 'q2', 'Q2?', '(omitida)', 1, 0.0, 1767323070000),"
               " (1, 3, 'gemm', 'q3', 'Q3?', 'A', 1, 0.0, 1767323080000),"
               " (1, 4, 'gemm', 'q4', 'Q4?', '(skipped)', 1, 1.0, 1767323090000),"
               " (2, 0, 'memory', 'm0', 'M0?', '（已跳过）', 1, 0.0, 1767409450000),"
               " (2, 1, 'cost', 'c0', 'C0?', '(متخطّى)', 0, 0.0, 1767409460000)")) &&
           raw.exec(QStringLiteral("PRAGMA user_version=2"));
}

// What makeVersion2Database() stored, and which answers were skips, as the store reads them.
void checkVersion2Contents(const ProgressStore &store)
{
    const QList<QuizAttempt> attempts = store.quizAttempts();
    QCOMPARE(attempts.size(), 2);
    QCOMPARE(attempts[0].id, 1);
    QCOMPARE(attempts[0].quizTitle, QStringLiteral("GEMM"));
    QCOMPARE(attempts[0].questionCount, 5);
    QCOMPARE(attempts[0].answered, 5);
    QCOMPARE(attempts[0].graded, 5);
    QCOMPARE(attempts[0].score, 2.0);
    QCOMPARE(attempts[0].skipped, 2);
    QVERIFY(attempts[0].finishedAt.isValid());
    QCOMPARE(attempts[1].id, 2);
    QCOMPARE(attempts[1].answered, 2);
    QCOMPARE(attempts[1].skipped, 2);
    QVERIFY(!attempts[1].finishedAt.isValid());

    const QList<QuizAnswer> first = store.quizAnswers(1);
    QCOMPARE(first.size(), 5);
    const QStringList responses = {"B", "(skipped)", "(omitida)", "A", "(skipped)"};
    const QList<bool> skipped = {false, true, true, false, false};
    for (int i = 0; i < 5; ++i) {
        QCOMPARE(first[i].response, responses[i]); // nothing rewritten
        QCOMPARE(first[i].skipped, skipped[i]);
    }
    QCOMPARE(first[4].fraction, 1.0);
    QCOMPARE(first[1].answeredAt, QDateTime::fromMSecsSinceEpoch(1767323060000, Qt::UTC));
    const QList<QuizAnswer> second = store.quizAnswers(2);
    QCOMPARE(second.size(), 2);
    QCOMPARE(second[0].response, QString::fromUtf8("（已跳过）"));
    QVERIFY(second[0].skipped);
    QVERIFY(second[1].skipped);
    QVERIFY(!second[1].graded);
}

QuizAttempt makeAttempt(const QString &quizId, const QDateTime &startedAt, int questionCount = 10)
{
    QuizAttempt attempt;
    attempt.quizId = quizId;
    attempt.quizTitle = QStringLiteral("Quiz ") + quizId;
    attempt.mode = QStringLiteral("test");
    attempt.seed = 42;
    attempt.questionCount = questionCount;
    attempt.startedAt = startedAt;
    return attempt;
}

QuizAnswer makeAnswer(qint64 attemptId, int position, double fraction, bool graded = true)
{
    QuizAnswer answer;
    answer.attemptId = attemptId;
    answer.position = position;
    answer.lessonId = QStringLiteral("gemm");
    answer.questionKey = QStringLiteral("question %1").arg(position);
    answer.questionText = QStringLiteral("What is question %1?").arg(position);
    answer.response = QStringLiteral("answer %1").arg(position);
    answer.graded = graded;
    answer.fraction = fraction;
    answer.answeredAt = QDateTime(QDate(2026, 3, 4), QTime(10, 0), Qt::UTC).addSecs(position);
    return answer;
}

// RFC 4180 records as a spreadsheet reads them: a quoted field may hold , " CR and LF, a quote
// doubled. False when the text is not well-formed CSV.
bool parseCsv(const QString &text, QList<QStringList> *records)
{
    QStringList record;
    QString field;
    bool quoted = false;    // inside a quoted field
    bool wasQuoted = false; // the current field was quoted (only a separator may follow)
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        if (quoted) {
            if (c != QLatin1Char('"')) {
                field += c;
            } else if (i + 1 < text.size() && text[i + 1] == QLatin1Char('"')) {
                field += c;
                ++i;
            } else {
                quoted = false;
            }
        } else if (c == QLatin1Char('"')) {
            if (!field.isEmpty() || wasQuoted)
                return false;
            quoted = wasQuoted = true;
        } else if (c == QLatin1Char(',')) {
            record.append(field);
            field.clear();
            wasQuoted = false;
        } else if (c == QLatin1Char('\r')) {
            if (i + 1 >= text.size() || text[i + 1] != QLatin1Char('\n'))
                return false; // records end with CRLF
            ++i;
            record.append(field);
            records->append(record);
            record.clear();
            field.clear();
            wasQuoted = false;
        } else if (wasQuoted || c == QLatin1Char('\n')) {
            return false;
        } else {
            field += c;
        }
    }
    return !quoted && record.isEmpty() && field.isEmpty(); // the last record ended with CRLF
}

// The rows of the store's three tables in a file, to compare what salvage recovered with what
// the file held before it was damaged.
struct StoreRows
{
    QSet<QString> sections;
    QSet<QString> attempts;
    QSet<QString> answers;
};

StoreRows rowsOf(const QString &file)
{
    RawDb raw(file);
    return {raw.rows(QStringLiteral("SELECT * FROM section_progress")),
            raw.rows(QStringLiteral("SELECT * FROM quiz_attempt")),
            raw.rows(QStringLiteral("SELECT * FROM quiz_answer"))};
}

constexpr int kKnownSections = 100;
constexpr int kKnownAttempts = 3;
constexpr int kKnownQuestions = 100; // answered in each attempt

// A closed store file with known content spread over about 35 pages: sections first (their keys
// ascending, so their leaf pages follow one another in key order), then three attempts of 100
// answers each (two finished), long enough to fill 20 pages, none overflowing.
bool makeKnownDatabase(const QString &path)
{
    ProgressStore store;
    if (!store.open(path).ok || store.isInMemory())
        return false;
    const QDateTime start(QDate(2026, 2, 3), QTime(8, 0), Qt::UTC);
    for (int i = 0; i < kKnownSections; ++i) {
        const QString section =
            QStringLiteral("section-%1-").arg(i, 3, 10, QLatin1Char('0')) + QString(100, 'x');
        if (!store.recordVisit(QStringLiteral("lesson"), section, start.addSecs(i)) ||
            !store.addTimeSpent(QStringLiteral("lesson"), section, 1000 + i))
            return false;
    }
    const QStringList quizzes = {QStringLiteral("exam"), QStringLiteral("lesson:gemm"),
                                 QStringLiteral("import:bank.gift")};
    for (int q = 0; q < kKnownAttempts; ++q) {
        const qint64 id =
            store.startQuizAttempt(makeAttempt(quizzes[q], start.addDays(q), kKnownQuestions));
        if (id != q + 1)
            return false;
        for (int position = 0; position < kKnownQuestions; ++position) {
            QuizAnswer answer = makeAnswer(id, position, (position % 5) / 4.0, position % 7 != 0);
            answer.questionText += QString(200, 'q');
            if (!store.recordQuizAnswer(answer))
                return false;
        }
        if (q < 2 && !store.finishQuizAttempt(id, start.addDays(q).addSecs(900)))
            return false;
    }
    store.close();
    return !QFile::exists(path + QStringLiteral("-wal")); // checkpointed into the main file
}

// A page of a SQLite file as its b-tree header describes it (page 1's follows the file header).
struct Page
{
    int number = 0;
    int type = 0; // 0x0D table leaf, 0x05 table interior, 0x0A index leaf, 0x02 index interior
    int cells = 0;
    QByteArray bytes;
};

int pageSizeOf(const QByteArray &file)
{
    const int size = (uchar(file[16]) << 8) | uchar(file[17]);
    return size == 1 ? 65536 : size;
}

Page pageOf(const QByteArray &file, int number)
{
    const int size = pageSizeOf(file);
    Page page;
    page.number = number;
    page.bytes = file.mid(qsizetype(number - 1) * size, size);
    const int header = number == 1 ? 100 : 0;
    page.type = uchar(page.bytes[header]);
    page.cells = (uchar(page.bytes[header + 3]) << 8) | uchar(page.bytes[header + 4]);
    return page;
}

// Pages of the known database's tables, told apart by what their rows hold. section_progress is
// WITHOUT ROWID, an index b-tree: its interior pages hold rows too.
bool isSectionLeaf(const Page &page)
{
    return page.type == 0x0A && page.bytes.contains("section-");
}

bool isSectionPage(const Page &page)
{
    return (page.type == 0x0A || page.type == 0x02) && page.bytes.contains("section-");
}

bool isAnswerLeaf(const Page &page)
{
    return page.type == 0x0D && page.bytes.contains("What is question");
}

bool isAttemptLeaf(const Page &page)
{
    return page.type == 0x0D && page.bytes.contains("Quiz exam");
}

QByteArray garbage(qsizetype size, quint32 seed)
{
    QByteArray bytes(size, Qt::Uninitialized);
    QRandomGenerator random(seed);
    for (char &c : bytes)
        c = char(random.bounded(256));
    return bytes;
}

// What the message must say about one table: "12 of 14 <noun>", or "12 <noun>" uncounted.
QString countPhrase(const gpulab::progresssalvage::TableCount &count, const QString &noun)
{
    return count.total >= 0
               ? QStringLiteral("%1 of %2 %3").arg(count.recovered).arg(count.total).arg(noun)
               : QStringLiteral("%1 %2").arg(count.recovered).arg(noun);
}

const QRegularExpression
    kAsideName(QStringLiteral("^progress\\.sqlite\\.corrupt-\\d{8}-\\d{6}(-\\d+)?$"));

} // namespace

class TestProgressStore : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();

    void defaultPathIsInTheDataFolder();
    void freshDatabaseIsCurrentAndWal();
    void visitsAndTimeAccumulateAndSurviveReopen();
    void visitWithoutTimeUsesNow();
    void lessonsAreKeptApart();
    void timeSpentIgnoresNonPositiveAndCapsAbsurd();
    void resetClearsProgress();
    void writesFailCleanly();
    void twoStoresShareOneFile();
    void refusedWritesAreHeldAndWrittenLater();
    void garbageFileIsMovedAside_data();
    void garbageFileIsMovedAside();
    void recoveriesInOneSecondKeepBothFiles();
    void damagedPagesAreMovedAside();
    void failedQuickCheckIsMovedAside();
    void version0IsMigrated_data();
    void version0IsMigrated();
    void conflictingOldTableIsMovedAside();
    void newerVersionIsLeftUntouched();
    void uncreatableFolderFallsBackToMemory();
    void readOnlyFolderFallsBackToMemory();
    void unreadableFileIsLeftUntouched();
    void healthCheckReportsProblems();

    void version1IsMigratedKeepingProgress();
    void conflictingQuizTableAtVersion1IsMovedAside();
    void version2IsMigratedMarkingSkips();
    void damagedVersion2FileIsSalvagedMarkingSkips();
    void skippedAnswersAreCounted();
    void quizRoundTripSurvivesReopen();
    void quizTextsMayBeEmpty();
    void answeringAgainReplaces();
    void quizInputsAreValidated();
    void finishingTwiceKeepsTheFirstTime();
    void quizAttemptsAreFilteredAndOldestFirst();
    void quizSummariesGiveBestAndLast();
    void csvSummaryForAGradeImport();
    void csvExportQuotesAndReadsBack();
    void csvExportFailureLeavesOldFile();
    void resetsAreSeparate();
    void quizHistoryWorksInMemory();
    void damagedFileRecoversWithQuizTables();
    void healthCheckCoversQuizTables();

    void salvageAfterTruncation();
    void salvageAfterHeaderGarbage();
    void salvageAfterGarbageOnPage3();
    void salvageAfterGarbageOnLastPage();
    void salvageAfterZeroedPage_data();
    void salvageAfterZeroedPage();
    void salvageReadsTheWal();
    void salvageSkipsRowsBreakingTheRules();
    void salvageKeepsAttemptIdsUnused();
    void salvageStopsAtItsLimits();
    void salvageOfReadOnlyFile();
    void salvageIntoMemoryWhenFolderIsReadOnly();
    void directoryInPlaceIsLeftUntouched();

private:
    QString freshPath();
    // Opens `bytes` as a damaged progress.sqlite and checks what every salvage promises: the
    // store opens on disk, the damaged copy is kept byte for byte, every recovered row is one the
    // known database held, the counts are what the new file holds and the message names the copy
    // and the counts. *rows: what the new file holds.
    void openDamaged(const QByteArray &bytes, ProgressStore::OpenResult *result, StoreRows *rows,
                     const StoreRows *original = nullptr);
    QString m_known; // made by makeKnownDatabase(); never opened by a test
    QByteArray m_knownBytes;
    StoreRows m_knownRows;
    QTemporaryDir m_dir;
    int m_fileCount = 0;
};

void TestProgressStore::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(m_dir.isValid());
    QVERIFY(QSqlDatabase::isDriverAvailable(QStringLiteral("QSQLITE")));
    m_known = m_dir.filePath(QStringLiteral("known.sqlite"));
    QVERIFY(makeKnownDatabase(m_known));
    m_knownBytes = readAll(m_known);
    QCOMPARE(pageSizeOf(m_knownBytes), 4096);
    QCOMPARE(m_knownBytes.size() % 4096, 0);
    m_knownRows = rowsOf(m_known);
    QCOMPARE(m_knownRows.sections.size(), kKnownSections);
    QCOMPARE(m_knownRows.attempts.size(), kKnownAttempts);
    QCOMPARE(m_knownRows.answers.size(), kKnownAttempts * kKnownQuestions);
    QCOMPARE(readAll(m_known), m_knownBytes); // reading it changed nothing
}

void TestProgressStore::init()
{
    QTest::failOnWarning(QRegularExpression(QStringLiteral(".*")));
}

// A path in a folder of its own, so a test can list what was left next to its file.
QString TestProgressStore::freshPath()
{
    const QString folder = m_dir.filePath(QStringLiteral("case-%1").arg(++m_fileCount));
    QDir().mkpath(folder);
    return folder + QStringLiteral("/progress.sqlite");
}

void TestProgressStore::defaultPathIsInTheDataFolder()
{
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    QVERIFY(folder.contains(QStringLiteral("qttest"))); // test mode, not the real user data
    QCOMPARE(ProgressStore::defaultPath(), folder + QStringLiteral("/progress.sqlite"));

    const QString path = ProgressStore::defaultPath();
    for (const char *suffix : {"", "-wal", "-shm"})
        QFile::remove(path + QLatin1String(suffix));
    {
        ProgressStore store;
        const ProgressStore::OpenResult result = store.open();
        QVERIFY(result.ok);
        QVERIFY(!result.inMemory);
        QCOMPARE(store.path(), path);
        QVERIFY(store.recordVisit(QStringLiteral("intro"), QStringLiteral("welcome")));
    }
    QVERIFY(QFile::exists(path));
    QVERIFY(QFile::remove(path));
}

void TestProgressStore::freshDatabaseIsCurrentAndWal()
{
    const QString path = freshPath();
    ProgressStore store;
    QCOMPARE(store.schemaVersion(), -1);
    const ProgressStore::OpenResult result = store.open(path);
    QVERIFY(result.ok);
    QVERIFY(!result.recovered);
    QVERIFY(!result.inMemory);
    QVERIFY(result.message.isEmpty());
    QVERIFY(store.isOpen());
    QVERIFY(!store.isInMemory());
    QCOMPARE(store.path(), path);
    QCOMPARE(ProgressStore::currentSchemaVersion(), 3);
    QCOMPARE(store.schemaVersion(), ProgressStore::currentSchemaVersion());

    RawDb raw(path);
    QVERIFY(raw.isOpen());
    QCOMPARE(raw.scalar(QStringLiteral("PRAGMA user_version")).toInt(),
             ProgressStore::currentSchemaVersion());
    QCOMPARE(raw.scalar(QStringLiteral("PRAGMA journal_mode")).toString(), QStringLiteral("wal"));
    QCOMPARE(raw.scalar(QStringLiteral("SELECT count(*) FROM sqlite_schema WHERE type = 'table'"
                                       " AND name = 'section_progress'"))
                 .toInt(),
             1);
    QCOMPARE(raw.scalar(QStringLiteral("SELECT count(*) FROM sqlite_schema WHERE type = 'table'"
                                       " AND name IN ('quiz_attempt', 'quiz_answer')"))
                 .toInt(),
             2);
}

void TestProgressStore::visitsAndTimeAccumulateAndSurviveReopen()
{
    const QString path = freshPath();
    const QDateTime first(QDate(2026, 1, 2), QTime(3, 4, 5, 678), Qt::UTC);
    const QDateTime second = first.addSecs(3600);
    const QDateTime third = first.addDays(2);
    {
        ProgressStore store;
        QVERIFY(store.open(path).ok);
        QVERIFY(store.recordVisit(QStringLiteral("gemm"), QStringLiteral("tiles"), first));
        QVERIFY(store.addTimeSpent(QStringLiteral("gemm"), QStringLiteral("tiles"), 1500));
        QVERIFY(store.recordVisit(QStringLiteral("gemm"), QStringLiteral("tiles"), second));
        QVERIFY(store.addTimeSpent(QStringLiteral("gemm"), QStringLiteral("tiles"), 2500));
        QVERIFY(store.recordVisit(QStringLiteral("gemm"), QStringLiteral("intro"), second));
    }
    ProgressStore store;
    const ProgressStore::OpenResult result = store.open(path);
    QVERIFY(result.ok);
    QVERIFY(!result.recovered);
    QVERIFY(store.recordVisit(QStringLiteral("gemm"), QStringLiteral("tiles"), third));
    QVERIFY(store.addTimeSpent(QStringLiteral("gemm"), QStringLiteral("tiles"), 1000));

    const QList<ProgressStore::SectionProgress> progress =
        store.progressForLesson(QStringLiteral("gemm"));
    QCOMPARE(progress.size(), 2);
    QCOMPARE(progress[0].sectionId, QStringLiteral("intro")); // ordered by section id
    QCOMPARE(progress[0].visits, 1);
    QCOMPARE(progress[0].millisecondsSpent, 0);
    const ProgressStore::SectionProgress &tiles = progress[1];
    QCOMPARE(tiles.lessonId, QStringLiteral("gemm"));
    QCOMPARE(tiles.sectionId, QStringLiteral("tiles"));
    QCOMPARE(tiles.visits, 3);
    QCOMPARE(tiles.millisecondsSpent, 5000);
    QCOMPARE(tiles.firstVisited, first);
    QCOMPARE(tiles.lastVisited, third);
    QCOMPARE(tiles.firstVisited.timeSpec(), Qt::UTC);
    QCOMPARE(store.visitedSections(QStringLiteral("gemm")),
             (QSet<QString>{QStringLiteral("intro"), QStringLiteral("tiles")}));
}

void TestProgressStore::visitWithoutTimeUsesNow()
{
    ProgressStore store;
    QVERIFY(store.open(freshPath()).ok);
    const QDateTime before = QDateTime::currentDateTimeUtc();
    QVERIFY(store.recordVisit(QStringLiteral("a"), QStringLiteral("b")));
    const QDateTime after = QDateTime::currentDateTimeUtc();
    const QList<ProgressStore::SectionProgress> progress = store.progressForLesson("a");
    QCOMPARE(progress.size(), 1);
    QVERIFY(progress[0].lastVisited >= before);
    QVERIFY(progress[0].lastVisited <= after);
}

void TestProgressStore::lessonsAreKeptApart()
{
    ProgressStore store;
    QVERIFY(store.open(freshPath()).ok);
    QVERIFY(store.recordVisit(QStringLiteral("memory"), QStringLiteral("intro")));
    QVERIFY(store.addTimeSpent(QStringLiteral("memory"), QStringLiteral("intro"), 100));
    QVERIFY(store.recordVisit(QStringLiteral("tensor-cores"), QStringLiteral("intro")));
    QVERIFY(store.recordVisit(QStringLiteral("tensor-cores"), QStringLiteral("intro")));
    QVERIFY(store.addTimeSpent(QStringLiteral("tensor-cores"), QStringLiteral("intro"), 7));

    const auto memory = store.progressForLesson(QStringLiteral("memory"));
    const auto tensor = store.progressForLesson(QStringLiteral("tensor-cores"));
    QCOMPARE(memory.size(), 1);
    QCOMPARE(tensor.size(), 1);
    QCOMPARE(memory[0].visits, 1);
    QCOMPARE(memory[0].millisecondsSpent, 100);
    QCOMPARE(tensor[0].visits, 2);
    QCOMPARE(tensor[0].millisecondsSpent, 7);
    QVERIFY(store.progressForLesson(QStringLiteral("unknown")).isEmpty());
    QVERIFY(store.visitedSections(QStringLiteral("unknown")).isEmpty());
}

void TestProgressStore::timeSpentIgnoresNonPositiveAndCapsAbsurd()
{
    ProgressStore store;
    QVERIFY(store.open(freshPath()).ok);
    const QString lesson = QStringLiteral("l");
    QVERIFY(store.addTimeSpent(lesson, QStringLiteral("s"), 0));
    QVERIFY(store.addTimeSpent(lesson, QStringLiteral("s"), -5000));
    QVERIFY(store.progressForLesson(lesson).isEmpty()); // nothing was written

    QVERIFY(store.addTimeSpent(lesson, QStringLiteral("s"), 10));
    QVERIFY(store.addTimeSpent(lesson, QStringLiteral("s"), -10));
    QVERIFY(store.addTimeSpent(lesson, QStringLiteral("s"), 30LL * 24 * 3600 * 1000)); // a month
    const auto progress = store.progressForLesson(lesson);
    QCOMPARE(progress.size(), 1);
    QCOMPARE(progress[0].millisecondsSpent, 10 + ProgressStore::kMaxSingleTimeSpentMs);
    // Time alone is not a visit.
    QCOMPARE(progress[0].visits, 0);
    QVERIFY(!progress[0].firstVisited.isValid());
    QVERIFY(store.visitedSections(lesson).isEmpty());
}

void TestProgressStore::resetClearsProgress()
{
    const QString path = freshPath();
    {
        ProgressStore store;
        QVERIFY(store.open(path).ok);
        QVERIFY(store.recordVisit(QStringLiteral("a"), QStringLiteral("1")));
        QVERIFY(store.recordVisit(QStringLiteral("b"), QStringLiteral("2")));
        QVERIFY(store.addTimeSpent(QStringLiteral("b"), QStringLiteral("2"), 50));
        QVERIFY(store.resetProgress());
        QVERIFY(store.progressForLesson(QStringLiteral("a")).isEmpty());
        QVERIFY(store.progressForLesson(QStringLiteral("b")).isEmpty());
        QVERIFY(store.recordVisit(QStringLiteral("c"), QStringLiteral("3"))); // still usable
    }
    ProgressStore store;
    QVERIFY(store.open(path).ok);
    QVERIFY(store.progressForLesson(QStringLiteral("b")).isEmpty());
    QCOMPARE(store.visitedSections(QStringLiteral("c")), QSet<QString>{QStringLiteral("3")});
}

void TestProgressStore::writesFailCleanly()
{
    ProgressStore closed;
    QVERIFY(!closed.isOpen());
    QVERIFY(!closed.recordVisit(QStringLiteral("a"), QStringLiteral("b")));
    QVERIFY(!closed.lastError().isEmpty());
    QVERIFY(!closed.addTimeSpent(QStringLiteral("a"), QStringLiteral("b"), 5));
    QVERIFY(!closed.resetProgress());
    QVERIFY(closed.progressForLesson(QStringLiteral("a")).isEmpty());

    ProgressStore store;
    QVERIFY(store.open(freshPath()).ok);
    QVERIFY(store.lastError().isEmpty());
    QVERIFY(!store.recordVisit(QString(), QStringLiteral("b")));
    QVERIFY(!store.lastError().isEmpty());
    QVERIFY(!store.recordVisit(QStringLiteral(""), QStringLiteral("b"))); // empty, not null
    QVERIFY(!store.addTimeSpent(QStringLiteral("a"), QStringLiteral(""), 5));
    QVERIFY(!store.recordVisit(QStringLiteral("a"), QStringLiteral("b"), QDateTime()));
    QVERIFY(store.progressForLesson(QStringLiteral("a")).isEmpty());
}

// The database refuses writes for a while (here a table replaced by one with other columns, as
// a damaged or foreign file would have; a full disk or a lock fail the same way): a visit, the
// time and a whole quiz attempt are held in memory, in order, and written when it takes them
// again, the answers under the attempt's real id and with the times they were given.
void TestProgressStore::refusedWritesAreHeldAndWrittenLater()
{
    const QString path = freshPath();
    ProgressStore store;
    QVERIFY(store.open(path).ok);
    QVERIFY(store.recordVisit(QStringLiteral("a"), QStringLiteral("1")));
    {
        QSqlDatabase other = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), "saboteur");
        other.setDatabaseName(path);
        QVERIFY(other.open());
        QSqlQuery q(other);
        QVERIFY(q.exec("ALTER TABLE section_progress RENAME TO section_progress_kept"));
        QVERIFY(q.exec("CREATE TABLE section_progress (something_else TEXT)"));
        QVERIFY(q.exec("ALTER TABLE quiz_attempt RENAME TO quiz_attempt_kept"));
        QVERIFY(q.exec("CREATE TABLE quiz_attempt (something_else TEXT)"));
    }
    QSqlDatabase::removeDatabase("saboteur");

    const QDateTime visited = QDateTime::currentDateTimeUtc().addSecs(-60);
    QVERIFY(!store.recordVisit(QStringLiteral("a"), QStringLiteral("2"), visited));
    QVERIFY2(store.lastError().contains(QStringLiteral("kept in memory")),
             qPrintable(store.lastError()));
    QCOMPARE(store.heldWrites(), 1);
    QVERIFY(!store.addTimeSpent(QStringLiteral("a"), QStringLiteral("2"), 4000));
    QCOMPARE(store.heldWrites(), 2);
    ProgressStore::QuizAttempt attempt = makeAttempt(QStringLiteral("lesson:a"), visited);
    const qint64 provisional = store.startQuizAttempt(attempt);
    QVERIFY2(provisional < 0, qPrintable(store.lastError()));
    ProgressStore::QuizAnswerRecord answer = makeAnswer(provisional, 0, 1.0);
    answer.answeredAt = visited.addSecs(5);
    QVERIFY(!store.recordQuizAnswer(answer));
    QVERIFY(!store.finishQuizAttempt(provisional, visited.addSecs(9)));
    QCOMPARE(store.heldWrites(), 5);
    // Refused for its content, not held: a fraction that is no fraction, an unknown attempt.
    QVERIFY(!store.recordQuizAnswer(makeAnswer(provisional, 1, 7.0)));
    QVERIFY(!store.recordQuizAnswer(makeAnswer(-99, 0, 1.0)));
    QCOMPARE(store.heldWrites(), 5);
    QVERIFY(!store.retryHeldWrites()); // still refused: all still held
    QCOMPARE(store.heldWrites(), 5);

    {
        QSqlDatabase other = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), "repair");
        other.setDatabaseName(path);
        QVERIFY(other.open());
        QSqlQuery q(other);
        QVERIFY(q.exec("DROP TABLE section_progress"));
        QVERIFY(q.exec("ALTER TABLE section_progress_kept RENAME TO section_progress"));
        QVERIFY(q.exec("DROP TABLE quiz_attempt"));
        QVERIFY(q.exec("ALTER TABLE quiz_attempt_kept RENAME TO quiz_attempt"));
    }
    QSqlDatabase::removeDatabase("repair");
    QVERIFY2(store.retryHeldWrites(), qPrintable(store.lastError()));
    QCOMPARE(store.heldWrites(), 0);

    const auto progress = store.progressForLesson(QStringLiteral("a"));
    QCOMPARE(progress.size(), 2);
    QCOMPARE(progress.at(1).sectionId, QStringLiteral("2"));
    QCOMPARE(progress.at(1).visits, 1);
    QCOMPARE(progress.at(1).millisecondsSpent, 4000);
    QCOMPARE(progress.at(1).lastVisited.toSecsSinceEpoch(), visited.toSecsSinceEpoch());
    const QList<ProgressStore::QuizAttempt> attempts = store.quizAttempts();
    QCOMPARE(attempts.size(), 1);
    QVERIFY(attempts.first().id > 0);
    QCOMPARE(attempts.first().answered, 1);
    QVERIFY(attempts.first().finishedAt.isValid());
    const auto answers = store.quizAnswers(attempts.first().id);
    QCOMPARE(answers.size(), 1);
    QCOMPARE(answers.first().answeredAt.toSecsSinceEpoch(), visited.addSecs(5).toSecsSinceEpoch());
    // The provisional id keeps working after the attempt was written (a later answer would
    // otherwise be lost): it is the same attempt.
    QVERIFY(!store.recordQuizAnswer(makeAnswer(provisional, 1, 1.0))); // finished: refused
    QCOMPARE(store.heldWrites(), 0);
}

void TestProgressStore::twoStoresShareOneFile()
{
    const QString path = freshPath();
    ProgressStore one;
    ProgressStore two;
    QVERIFY(one.open(path).ok);
    QVERIFY(two.open(path).ok);
    QVERIFY(!two.isInMemory());
    QVERIFY(one.recordVisit(QStringLiteral("a"), QStringLiteral("1")));
    QVERIFY(two.recordVisit(QStringLiteral("a"), QStringLiteral("1")));
    QCOMPARE(one.progressForLesson(QStringLiteral("a")).value(0).visits, 2);
    QCOMPARE(two.progressForLesson(QStringLiteral("a")).value(0).visits, 2);
}

void TestProgressStore::garbageFileIsMovedAside_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<bool>("withWal");

    QRandomGenerator random(20261121);
    QByteArray noise(64 * 1024, Qt::Uninitialized);
    random.fillRange(reinterpret_cast<quint32 *>(noise.data()), noise.size() / 4);
    QTest::newRow("random bytes") << noise << false;
    QTest::newRow("text") << QByteArray("lesson=gemm\nsection=tiles\nvisits=3\n") << false;
    QTest::newRow("one byte") << QByteArray("x") << false;
    QByteArray fakeHeader("SQLite format 3", 16);
    QTest::newRow("header then noise") << (fakeHeader + noise) << false;
    QTest::newRow("random bytes with a -wal") << noise << true;
}

void TestProgressStore::garbageFileIsMovedAside()
{
    QFETCH(QByteArray, bytes);
    QFETCH(bool, withWal);
    const QString path = freshPath();
    const QString folder = QFileInfo(path).absolutePath();
    QVERIFY(writeAll(path, bytes));
    const QByteArray walBytes("not a write-ahead log");
    if (withWal)
        QVERIFY(writeAll(path + QStringLiteral("-wal"), walBytes));

    ProgressStore store;
    const ProgressStore::OpenResult result = store.open(path);
    QVERIFY(result.ok);
    QVERIFY(result.recovered);
    QVERIFY(!result.inMemory);
    QVERIFY2(kAsideName.match(QFileInfo(result.movedAsidePath).fileName()).hasMatch(),
             qPrintable(result.movedAsidePath));
    QCOMPARE(QFileInfo(result.movedAsidePath).absolutePath(), folder);
    QCOMPARE(readAll(result.movedAsidePath), bytes); // moved, byte for byte, not rewritten
    QVERIFY2(result.message.contains(QDir::toNativeSeparators(result.movedAsidePath)),
             qPrintable(result.message));
    QCOMPARE(result.salvage.recovered(), 0);
    // SQLite reads a file of one byte as an empty database: it held nothing.
    QVERIFY2(result.message.contains(QStringLiteral("Nothing could be recovered")) ||
                 result.message.contains(QStringLiteral("It held no progress to recover")),
             qPrintable(result.message));
    if (withWal)
        QCOMPARE(readAll(result.movedAsidePath + QStringLiteral("-wal")), walBytes);

    QCOMPARE(store.schemaVersion(), ProgressStore::currentSchemaVersion());
    QVERIFY(store.recordVisit(QStringLiteral("a"), QStringLiteral("b")));
    QCOMPARE(store.visitedSections(QStringLiteral("a")), QSet<QString>{QStringLiteral("b")});
    QCOMPARE(store.healthCheck(), QString());
    store.close();

    ProgressStore again;
    const ProgressStore::OpenResult reopened = again.open(path);
    QVERIFY(reopened.ok);
    QVERIFY(!reopened.recovered);
    QCOMPARE(again.visitedSections(QStringLiteral("a")), QSet<QString>{QStringLiteral("b")});
}

void TestProgressStore::recoveriesInOneSecondKeepBothFiles()
{
    const QString path = freshPath();
    QVERIFY(writeAll(path, "first"));
    ProgressStore store;
    const QString firstAside = store.open(path).movedAsidePath;
    store.close();
    QVERIFY(writeAll(path, "second"));
    const QString secondAside = store.open(path).movedAsidePath;
    QVERIFY(!firstAside.isEmpty());
    QVERIFY(!secondAside.isEmpty());
    QVERIFY(firstAside != secondAside);
    QCOMPARE(readAll(firstAside), QByteArray("first"));
    QCOMPARE(readAll(secondAside), QByteArray("second"));
}

void TestProgressStore::damagedPagesAreMovedAside()
{
    const QString path = freshPath();
    QVERIFY(makeFilledDatabase(path, 400));
    QByteArray bytes = readAll(path);
    const qsizetype page = 4096;
    QVERIFY(bytes.size() >= 16 * page);
    // Same size, valid header and schema page: only the b-tree pages behind them are garbage.
    for (qsizetype i = page; i < bytes.size() - page; ++i)
        bytes[i] = char(0xA5 ^ (i & 0xff));
    QVERIFY(writeAll(path, bytes));

    ProgressStore store;
    const ProgressStore::OpenResult result = store.open(path);
    QVERIFY2(result.recovered, qPrintable(result.message));
    QVERIFY(result.ok);
    QCOMPARE(readAll(result.movedAsidePath), bytes);
    QCOMPARE(store.healthCheck(), QString());
}

void TestProgressStore::failedQuickCheckIsMovedAside()
{
    // Every page readable, but two tables claim the same root page: only quick_check sees it.
    const QString path = freshPath();
    QVERIFY(makeFilledDatabase(path, 10));
    QVERIFY(breakQuickCheck(path));
    const QByteArray before = readAll(path);

    ProgressStore store;
    const ProgressStore::OpenResult result = store.open(path);
    QVERIFY(result.ok);
    QVERIFY2(result.recovered, qPrintable(result.message));
    QVERIFY2(result.message.contains(QStringLiteral("integrity")), qPrintable(result.message));
    QCOMPARE(readAll(result.movedAsidePath), before);
    QCOMPARE(store.healthCheck(), QString());
    // Every page of the store's own tables is readable: all ten sections come back.
    QCOMPARE(result.salvage.sections.recovered, 10);
    QCOMPARE(store.progressForLesson(QStringLiteral("lesson")).size(), 10);
    QVERIFY2(result.message.contains(QStringLiteral("10 of 10 section record")),
             qPrintable(result.message));
}

void TestProgressStore::version0IsMigrated_data()
{
    QTest::addColumn<QStringList>("setup");
    QTest::newRow("empty file") << QStringList();
    QTest::newRow("unrelated old table")
        << QStringList{QStringLiteral("CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT)"),
                       QStringLiteral("INSERT INTO notes (text) VALUES ('kept')")};
}

void TestProgressStore::version0IsMigrated()
{
    QFETCH(QStringList, setup);
    const QString path = freshPath();
    QVERIFY(writeAll(path, QByteArray())); // an empty file is an empty SQLite database
    {
        RawDb raw(path);
        QVERIFY(raw.isOpen());
        for (const QString &sql : setup)
            QVERIFY(raw.exec(sql));
        QCOMPARE(raw.scalar(QStringLiteral("PRAGMA user_version")).toInt(), 0);
    }

    ProgressStore store;
    const ProgressStore::OpenResult result = store.open(path);
    QVERIFY(result.ok);
    QVERIFY2(!result.recovered, qPrintable(result.message));
    QVERIFY(!result.inMemory);
    QCOMPARE(store.schemaVersion(), ProgressStore::currentSchemaVersion());
    QVERIFY(store.recordVisit(QStringLiteral("a"), QStringLiteral("b")));
    QCOMPARE(filesIn(QFileInfo(path).absolutePath()).filter(QStringLiteral("corrupt")),
             QStringList());
    if (!setup.isEmpty()) {
        RawDb raw(path);
        QCOMPARE(raw.scalar(QStringLiteral("SELECT text FROM notes")).toString(),
                 QStringLiteral("kept"));
    }
}

void TestProgressStore::conflictingOldTableIsMovedAside()
{
    // Version 0 but a section_progress of another shape: migrating cannot make sense of it.
    const QString path = freshPath();
    {
        RawDb raw(path);
        QVERIFY(raw.exec(QStringLiteral("CREATE TABLE section_progress (id INTEGER, note TEXT)")));
        QVERIFY(raw.exec(QStringLiteral("INSERT INTO section_progress VALUES (1, 'old')")));
    }
    const QByteArray before = readAll(path);

    ProgressStore store;
    const ProgressStore::OpenResult result = store.open(path);
    QVERIFY(result.ok);
    QVERIFY2(result.recovered, qPrintable(result.message));
    QCOMPARE(readAll(result.movedAsidePath), before);
    QCOMPARE(store.schemaVersion(), ProgressStore::currentSchemaVersion());
    QVERIFY(store.recordVisit(QStringLiteral("a"), QStringLiteral("b")));
}

void TestProgressStore::newerVersionIsLeftUntouched()
{
    const QString path = freshPath();
    const QString folder = QFileInfo(path).absolutePath();
    {
        RawDb raw(path);
        QVERIFY(raw.exec(QStringLiteral("CREATE TABLE future_things (x TEXT)")));
        QVERIFY(raw.exec(QStringLiteral("INSERT INTO future_things VALUES ('from the future')")));
        QVERIFY(raw.exec(QStringLiteral("PRAGMA user_version=999")));
    }
    const QByteArray hash = sha256(path);
    const QStringList filesBefore = filesIn(folder);
    QCOMPARE(filesBefore, QStringList{QStringLiteral("progress.sqlite")});

    ProgressStore store;
    const ProgressStore::OpenResult result = store.open(path);
    QVERIFY(result.ok);
    QVERIFY(result.inMemory);
    QVERIFY(!result.recovered);
    QVERIFY(result.movedAsidePath.isEmpty());
    QVERIFY2(result.message.contains(QStringLiteral("newer")), qPrintable(result.message));
    QVERIFY(result.message.contains(QStringLiteral("999")));
    QVERIFY(store.isInMemory());
    QCOMPARE(store.path(), path);
    QVERIFY(store.recordVisit(QStringLiteral("a"), QStringLiteral("b"))); // works, in memory
    QCOMPARE(store.visitedSections(QStringLiteral("a")), QSet<QString>{QStringLiteral("b")});
    QCOMPARE(store.healthCheck(), QString());
    store.close();

    QCOMPARE(sha256(path), hash);
    QCOMPARE(filesIn(folder), filesBefore);
}

void TestProgressStore::uncreatableFolderFallsBackToMemory()
{
    // A folder below a regular file cannot be created, even by root.
    const QString blocker = freshPath() + QStringLiteral(".blocker");
    QVERIFY(writeAll(blocker, "a file, not a folder"));
    const QString path = blocker + QStringLiteral("/GPU Lab/progress.sqlite");

    ProgressStore store;
    const ProgressStore::OpenResult result = store.open(path);
    QVERIFY(result.ok);
    QVERIFY(result.inMemory);
    QVERIFY(!result.recovered);
    QVERIFY(!result.message.isEmpty());
    QVERIFY(store.isOpen());
    QCOMPARE(store.schemaVersion(), ProgressStore::currentSchemaVersion());
    QVERIFY(store.recordVisit(QStringLiteral("a"), QStringLiteral("b")));
    QVERIFY(store.addTimeSpent(QStringLiteral("a"), QStringLiteral("b"), 10));
    QCOMPARE(store.progressForLesson(QStringLiteral("a")).value(0).millisecondsSpent, 10);
    QCOMPARE(readAll(blocker), QByteArray("a file, not a folder"));
}

void TestProgressStore::readOnlyFolderFallsBackToMemory()
{
    const QString path = freshPath();
    const QString folder = QFileInfo(path).absolutePath();
    QVERIFY(QFile::setPermissions(folder, QFile::ReadOwner | QFile::ExeOwner));
    auto restore = qScopeGuard([&] {
        QFile::setPermissions(folder, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    });
    {
        QFile probe(folder + QStringLiteral("/probe"));
        if (probe.open(QIODevice::WriteOnly)) {
            probe.close();
            probe.remove();
            QSKIP("Folder permissions do not stop this user from writing (root?); "
                  "uncreatableFolderFallsBackToMemory covers the fallback");
        }
    }
    ProgressStore store;
    const ProgressStore::OpenResult result = store.open(path);
    QVERIFY(result.ok);
    QVERIFY(result.inMemory);
    QVERIFY(!result.recovered);
    QVERIFY(store.recordVisit(QStringLiteral("a"), QStringLiteral("b")));
    QCOMPARE(filesIn(folder), QStringList());
}

void TestProgressStore::unreadableFileIsLeftUntouched()
{
    // Nothing is known to be wrong with the data of a file we may not read: it stays put.
    const QString path = freshPath();
    QVERIFY(makeFilledDatabase(path, 3));
    QVERIFY(QFile::setPermissions(path, QFileDevice::Permissions()));
    auto restore =
        qScopeGuard([&] { QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner); });
    if (QFile probe(path); probe.open(QIODevice::ReadOnly))
        QSKIP("File permissions do not stop this user from reading (root?)");

    ProgressStore store;
    const ProgressStore::OpenResult result = store.open(path);
    QVERIFY(result.ok);
    QVERIFY(result.inMemory);
    QVERIFY(!result.recovered);
    QVERIFY(!result.message.isEmpty());
    QCOMPARE(filesIn(QFileInfo(path).absolutePath()),
             QStringList{QStringLiteral("progress.sqlite")});
}

void TestProgressStore::healthCheckReportsProblems()
{
    const QString path = freshPath();
    ProgressStore store;
    QVERIFY(!store.healthCheck().isEmpty()); // not open
    QVERIFY(store.open(path).ok);
    QCOMPARE(store.healthCheck(), QString());
    QVERIFY(store.recordVisit(QStringLiteral("a"), QStringLiteral("b")));
    {
        RawDb raw(path);
        QVERIFY(raw.exec(QStringLiteral("DROP TABLE section_progress")));
    }
    const QString problem = store.healthCheck();
    QVERIFY2(problem.contains(QStringLiteral("section_progress")), qPrintable(problem));
    QVERIFY(!store.recordVisit(QStringLiteral("a"), QStringLiteral("b")));
    QVERIFY(!store.lastError().isEmpty());
}

void TestProgressStore::version1IsMigratedKeepingProgress()
{
    const QString path = freshPath();
    QVERIFY(makeVersion1Database(path));
    const QByteArray before = readAll(path);

    {
        ProgressStore store;
        openMigratedInPlace(&store, path);
        if (QTest::currentTestFailed())
            return;

        const auto gemm = store.progressForLesson(QStringLiteral("gemm"));
        QCOMPARE(gemm.size(), 2);
        QCOMPARE(gemm[1].sectionId, QStringLiteral("tiles"));
        QCOMPARE(gemm[1].visits, 3);
        QCOMPARE(gemm[1].millisecondsSpent, 5000);
        QCOMPARE(gemm[1].firstVisited, QDateTime(QDate(2026, 1, 2), QTime(3, 4, 5, 678), Qt::UTC));
        QCOMPARE(gemm[1].lastVisited, QDateTime(QDate(2026, 1, 4), QTime(3, 4, 5, 678), Qt::UTC));
        QCOMPARE(gemm[0].sectionId, QStringLiteral("intro"));
        const auto memory = store.progressForLesson(QStringLiteral("memory"));
        QCOMPARE(memory.size(), 1);
        QCOMPARE(memory[0].millisecondsSpent, 700);
        QVERIFY(!memory[0].firstVisited.isValid());

        QVERIFY(store.quizAttempts().isEmpty());
        const qint64 id = store.startQuizAttempt(makeAttempt(QStringLiteral("exam"), {}));
        QVERIFY2(id > 0, qPrintable(store.lastError()));
        QVERIFY(store.recordQuizAnswer(makeAnswer(id, 0, 1)));
        QVERIFY(store.recordVisit(QStringLiteral("gemm"), QStringLiteral("intro")));
        QCOMPARE(store.healthCheck(), QString());
    }
    ProgressStore store;
    const ProgressStore::OpenResult result = store.open(path);
    QVERIFY(result.ok);
    QVERIFY(!result.recovered);
    QCOMPARE(store.progressForLesson(QStringLiteral("gemm")).value(0).visits, 2);
    QCOMPARE(store.progressForLesson(QStringLiteral("gemm")).value(1).visits, 3);
    QCOMPARE(store.quizAttempts().size(), 1);
    QCOMPARE(store.quizAttempts().value(0).answered, 1);
    QVERIFY(readAll(path) != before); // migrated in place, not replaced by a new file
}

void TestProgressStore::conflictingQuizTableAtVersion1IsMovedAside()
{
    // Version 1 says there is no quiz table yet; one of another shape means the file is not what
    // its version claims, like conflictingOldTableIsMovedAside at version 0.
    const QString path = freshPath();
    QVERIFY(makeVersion1Database(path));
    {
        RawDb raw(path);
        QVERIFY(raw.exec(QStringLiteral("CREATE TABLE quiz_attempt (note TEXT)")));
    }
    const QByteArray before = readAll(path);
    ProgressStore store;
    const ProgressStore::OpenResult result = store.open(path);
    QVERIFY(result.ok);
    QVERIFY2(result.recovered, qPrintable(result.message));
    QVERIFY2(result.message.contains(QStringLiteral("version 2")), qPrintable(result.message));
    QCOMPARE(readAll(result.movedAsidePath), before);
    QCOMPARE(store.schemaVersion(), 3);
    // The sections are version 1's own table and come back; the stranger's quiz_attempt is not
    // read, and there never was a quiz_answer.
    QCOMPARE(result.salvage.sections.recovered, 3);
    QCOMPARE(store.progressForLesson(QStringLiteral("gemm")).size(), 2);
    QCOMPARE(store.progressForLesson(QStringLiteral("memory")).value(0).millisecondsSpent, 700);
    QVERIFY(result.salvage.attempts.unreadable);
    QCOMPARE(result.salvage.answers.total, 0);
    QVERIFY(store.startQuizAttempt(makeAttempt(QStringLiteral("exam"), {})) > 0);
}

// Version 3 adds quiz_answer.skipped. A version-2 file migrates in place: every row is kept as it
// was, and the answers that were skips (by the response the quiz wrote) are marked.
void TestProgressStore::version2IsMigratedMarkingSkips()
{
    const QString path = freshPath();
    QVERIFY(makeVersion2Database(path));
    const QByteArray before = readAll(path);
    {
        ProgressStore store;
        openMigratedInPlace(&store, path);
        if (QTest::currentTestFailed())
            return;
        checkVersion2Contents(store);
        QCOMPARE(store.progressForLesson(QStringLiteral("gemm")).size(), 2);
        QCOMPARE(store.quizSummaries().value(0).bestPercent, 40.0);
        QCOMPARE(store.healthCheck(), QString());

        // The unfinished attempt goes on, now with the flag stored as given.
        QuizAnswer skip = makeAnswer(2, 2, 0);
        skip.response = QStringLiteral("anything");
        skip.skipped = true;
        QVERIFY2(store.recordQuizAnswer(skip), qPrintable(store.lastError()));
        QVERIFY(store.recordQuizAnswer(makeAnswer(2, 3, 0)));
        QCOMPARE(store.quizAttempts().value(1).skipped, 3);
        // New ids continue after the old ones.
        QCOMPARE(store.startQuizAttempt(makeAttempt(QStringLiteral("exam"), {})), 3);
    }
    QVERIFY(readAll(path) != before); // migrated in place, not replaced by a new file
    ProgressStore store;
    QVERIFY(store.open(path).ok);
    QCOMPARE(store.schemaVersion(), 3);
    QCOMPARE(store.quizAttempts().size(), 3);
    QCOMPARE(store.quizAttempts().value(0).skipped, 2);
    QCOMPARE(store.quizAttempts().value(1).skipped, 3);
}

// A damaged version-2 file is salvaged into a version-3 one: its quiz tables are read under
// version 2's definitions, and the skips are marked as the migration marks them.
void TestProgressStore::damagedVersion2FileIsSalvagedMarkingSkips()
{
    const QString path = freshPath();
    QVERIFY(makeVersion2Database(path));
    QVERIFY(breakQuickCheck(path));
    ProgressStore store;
    const ProgressStore::OpenResult result = store.open(path);
    QVERIFY(result.ok);
    QVERIFY2(result.recovered, qPrintable(result.message));
    QCOMPARE(store.schemaVersion(), 3);
    QCOMPARE(result.salvage.attempts.recovered, 2);
    QCOMPARE(result.salvage.answers.recovered, 7);
    QCOMPARE(result.salvage.skipped(), 0);
    QVERIFY(!result.salvage.unreadable());
    checkVersion2Contents(store);
}

// A skip is stored as such, counted per attempt, and survives a reopen; answering a position
// again replaces the flag too.
void TestProgressStore::skippedAnswersAreCounted()
{
    const QString path = freshPath();
    qint64 id = 0;
    {
        ProgressStore store;
        QVERIFY(store.open(path).ok);
        id = store.startQuizAttempt(makeAttempt(QStringLiteral("exam"), {}, 5));
        QVERIFY(id > 0);
        for (int position : {0, 2, 3}) {
            QuizAnswer skip = makeAnswer(id, position, 0);
            skip.skipped = true;
            skip.graded = position != 3; // an essay skipped: no grade, still a skip
            QVERIFY2(store.recordQuizAnswer(skip), qPrintable(store.lastError()));
        }
        QVERIFY(store.recordQuizAnswer(makeAnswer(id, 1, 1)));
        QCOMPARE(store.quizAttempts().value(0).skipped, 3);
        QVERIFY(store.recordQuizAnswer(makeAnswer(id, 2, 0.5))); // replaced by an answer
        QCOMPARE(store.quizAttempts().value(0).skipped, 2);
        QVERIFY(store.finishQuizAttempt(id));
    }
    ProgressStore store;
    QVERIFY(store.open(path).ok);
    const QuizAttempt attempt = store.quizAttempts().value(0);
    QCOMPARE(attempt.answered, 4);
    QCOMPARE(attempt.skipped, 2);
    QCOMPARE(attempt.graded, 3);
    QCOMPARE(attempt.score, 1.5);
    const QList<QuizAnswer> answers = store.quizAnswers(id);
    QCOMPARE(answers.size(), 4);
    QVERIFY(answers[0].skipped);
    QVERIFY(!answers[1].skipped);
    QVERIFY(!answers[2].skipped);
    QVERIFY(answers[3].skipped);
}

void TestProgressStore::quizRoundTripSurvivesReopen()
{
    const QString path = freshPath();
    const QDateTime started(QDate(2026, 3, 4), QTime(9, 59, 30, 250), Qt::UTC);
    const QDateTime finished = started.addSecs(600);
    QuizAttempt attempt = makeAttempt(QStringLiteral("lesson:gemm"), started, 4);
    attempt.mode = QStringLiteral("practice");
    attempt.seed = 0xFFFFFFFFu; // the whole quint32 range survives
    attempt.quizTitle = QStringLiteral("Matrix multiplication");

    qint64 id = 0;
    {
        ProgressStore store;
        QVERIFY(store.open(path).ok);
        id = store.startQuizAttempt(attempt);
        QVERIFY2(id > 0, qPrintable(store.lastError()));
        QVERIFY(store.recordQuizAnswer(makeAnswer(id, 0, 1)));
        QVERIFY(store.recordQuizAnswer(makeAnswer(id, 2, 0.5)));
        QuizAnswer essay = makeAnswer(id, 1, 0, false);
        essay.response = QStringLiteral("Tiles reuse data held in local memory.");
        QVERIFY(store.recordQuizAnswer(essay));

        const QuizAttempt unfinished = store.quizAttempts().value(0);
        QCOMPARE(unfinished.id, id);
        QVERIFY(!unfinished.finishedAt.isValid());
        QCOMPARE(unfinished.answered, 3);
        QVERIFY(store.finishQuizAttempt(id, finished));
    }

    ProgressStore store;
    QVERIFY(store.open(path).ok);
    const QList<QuizAttempt> attempts = store.quizAttempts();
    QCOMPARE(attempts.size(), 1);
    const QuizAttempt &a = attempts[0];
    QCOMPARE(a.id, id);
    QCOMPARE(a.quizId, QStringLiteral("lesson:gemm"));
    QCOMPARE(a.quizTitle, QStringLiteral("Matrix multiplication"));
    QCOMPARE(a.mode, QStringLiteral("practice"));
    QCOMPARE(a.seed, 0xFFFFFFFFu);
    QCOMPARE(a.questionCount, 4);
    QCOMPARE(a.startedAt, started);
    QCOMPARE(a.startedAt.timeSpec(), Qt::UTC);
    QCOMPARE(a.finishedAt, finished);
    QCOMPARE(a.answered, 3);
    QCOMPARE(a.graded, 2); // the essay does not count
    QCOMPARE(a.score, 1.5);
    QCOMPARE(a.percent(), 75.0);

    const QList<QuizAnswer> answers = store.quizAnswers(id);
    QCOMPARE(answers.size(), 3);
    for (int i = 0; i < 3; ++i)
        QCOMPARE(answers[i].position, i); // by position, not by the order they were given
    const QuizAnswer expected = makeAnswer(id, 2, 0.5);
    const QuizAnswer &got = answers[2];
    QCOMPARE(got.attemptId, id);
    QCOMPARE(got.lessonId, expected.lessonId);
    QCOMPARE(got.questionKey, expected.questionKey);
    QCOMPARE(got.questionText, expected.questionText);
    QCOMPARE(got.response, expected.response);
    QCOMPARE(got.graded, true);
    QCOMPARE(got.fraction, 0.5);
    QCOMPARE(got.answeredAt, expected.answeredAt);
    QCOMPARE(got.answeredAt.timeSpec(), Qt::UTC);
    QCOMPARE(answers[1].graded, false);
    QCOMPARE(answers[1].response, QStringLiteral("Tiles reuse data held in local memory."));
    QVERIFY(store.quizAnswers(id + 1).isEmpty());

    QuizAttempt empty;
    QCOMPARE(empty.percent(), 0.0); // nothing graded: 0, not a division by zero
}

void TestProgressStore::quizTextsMayBeEmpty()
{
    // Null QStrings (default members) must not reach the NOT NULL columns as NULL.
    ProgressStore store;
    QVERIFY(store.open(freshPath()).ok);
    QuizAttempt attempt;
    attempt.quizId = QStringLiteral("import:bank.gift");
    attempt.mode = QStringLiteral("test");
    attempt.questionCount = 1;
    const QDateTime before = QDateTime::currentDateTimeUtc();
    const qint64 id = store.startQuizAttempt(attempt);
    QVERIFY2(id > 0, qPrintable(store.lastError()));
    QuizAnswer answer;
    answer.attemptId = id;
    answer.questionKey = QStringLiteral("k");
    QVERIFY2(store.recordQuizAnswer(answer), qPrintable(store.lastError()));
    const QDateTime after = QDateTime::currentDateTimeUtc();

    const QuizAttempt stored = store.quizAttempts().value(0);
    QCOMPARE(stored.quizTitle, QString());
    QVERIFY(stored.startedAt >= before); // invalid startedAt: now
    QVERIFY(stored.startedAt <= after);
    const QuizAnswer got = store.quizAnswers(id).value(0);
    QCOMPARE(got.lessonId, QString());
    QCOMPARE(got.questionText, QString());
    QCOMPARE(got.response, QString());
    QVERIFY(got.answeredAt >= before);
    QVERIFY(got.answeredAt <= after);
}

void TestProgressStore::answeringAgainReplaces()
{
    ProgressStore store;
    QVERIFY(store.open(freshPath()).ok);
    const QDateTime t(QDate(2026, 3, 4), QTime(9, 0), Qt::UTC);
    const qint64 first = store.startQuizAttempt(makeAttempt(QStringLiteral("exam"), t));
    const qint64 retake = store.startQuizAttempt(makeAttempt(QStringLiteral("exam"), t.addDays(1)));
    QVERIFY(first > 0);
    QVERIFY(retake > first);

    QVERIFY(store.recordQuizAnswer(makeAnswer(first, 0, 0)));
    QVERIFY(store.recordQuizAnswer(makeAnswer(first, 1, 1)));
    QVERIFY(store.recordQuizAnswer(makeAnswer(retake, 0, 1)));
    QuizAnswer changed = makeAnswer(first, 0, 1);
    changed.lessonId = QStringLiteral("memory");
    changed.questionKey = QStringLiteral("another key");
    changed.questionText = QStringLiteral("Changed text?");
    changed.response = QStringLiteral("changed my mind");
    changed.graded = false;
    changed.answeredAt = t.addSecs(90);
    QVERIFY(store.recordQuizAnswer(changed));

    const QList<QuizAnswer> answers = store.quizAnswers(first);
    QCOMPARE(answers.size(), 2);
    QCOMPARE(answers[0].lessonId, QStringLiteral("memory"));
    QCOMPARE(answers[0].questionKey, QStringLiteral("another key"));
    QCOMPARE(answers[0].questionText, QStringLiteral("Changed text?"));
    QCOMPARE(answers[0].response, QStringLiteral("changed my mind"));
    QCOMPARE(answers[0].graded, false);
    QCOMPARE(answers[0].fraction, 1.0);
    QCOMPARE(answers[0].answeredAt, t.addSecs(90));
    const QList<QuizAttempt> attempts = store.quizAttempts();
    QCOMPARE(attempts.size(), 2);
    QCOMPARE(attempts[0].answered, 2);
    QCOMPARE(attempts[0].graded, 1);
    QCOMPARE(attempts[0].score, 1.0);
    QCOMPARE(attempts[1].answered, 1); // the retake's answer at the same position is its own
    QCOMPARE(store.quizAnswers(retake).value(0).response, QStringLiteral("answer 0"));
}

void TestProgressStore::quizInputsAreValidated()
{
    ProgressStore closed;
    QCOMPARE(closed.startQuizAttempt(makeAttempt(QStringLiteral("exam"), {})), 0);
    QVERIFY(!closed.lastError().isEmpty());
    QVERIFY(!closed.recordQuizAnswer(makeAnswer(1, 0, 1)));
    QVERIFY(!closed.finishQuizAttempt(1));
    QVERIFY(!closed.resetQuizHistory());
    QVERIFY(closed.quizAttempts().isEmpty());
    QVERIFY(closed.quizAnswers(1).isEmpty());
    QVERIFY(closed.quizSummaries().isEmpty());
    QVERIFY(!closed.exportQuizResultsCsv(m_dir.filePath(QStringLiteral("closed.csv"))));
    QVERIFY(!QFile::exists(m_dir.filePath(QStringLiteral("closed.csv"))));

    ProgressStore store;
    QVERIFY(store.open(freshPath()).ok);
    const QDateTime t(QDate(2026, 3, 4), QTime(9, 0), Qt::UTC);
    for (const QString &quizId :
         {QString(), QStringLiteral("lesson:"), QStringLiteral("import:"), QStringLiteral("gemm"),
          QStringLiteral("Exam"), QStringLiteral("exam ")}) {
        QCOMPARE(store.startQuizAttempt(makeAttempt(quizId, t)), 0);
        QVERIFY2(store.lastError().contains(QStringLiteral("quiz id")), qPrintable(quizId));
    }
    QuizAttempt attempt = makeAttempt(QStringLiteral("exam"), t);
    attempt.mode = QStringLiteral("exam");
    QCOMPARE(store.startQuizAttempt(attempt), 0);
    attempt.mode = QString();
    QCOMPARE(store.startQuizAttempt(attempt), 0);
    attempt = makeAttempt(QStringLiteral("exam"), t, 0);
    QCOMPARE(store.startQuizAttempt(attempt), 0);
    QVERIFY(store.quizAttempts().isEmpty());

    const qint64 id = store.startQuizAttempt(makeAttempt(QStringLiteral("lesson:gemm"), t, 3));
    QVERIFY(id > 0);
    QVERIFY(store.recordQuizAnswer(makeAnswer(id, 2, 1)));
    auto refused = [&](const QuizAnswer &answer, const char *what) {
        if (store.recordQuizAnswer(answer)) {
            qInfo("accepted: %s", what);
            return false;
        }
        return !store.lastError().isEmpty();
    };
    QVERIFY(refused(makeAnswer(id + 1, 0, 1), "unknown attempt"));
    QVERIFY(store.lastError().contains(QStringLiteral("no quiz attempt")));
    QVERIFY(refused(makeAnswer(0, 0, 1), "attempt 0"));
    QVERIFY(refused(makeAnswer(id, -1, 1), "negative position"));
    QVERIFY(refused(makeAnswer(id, 3, 1), "position past the question count"));
    QuizAnswer noKey = makeAnswer(id, 0, 1);
    noKey.questionKey = QString();
    QVERIFY(refused(noKey, "null key"));
    noKey.questionKey = QStringLiteral("");
    QVERIFY(refused(noKey, "empty key"));
    QVERIFY(refused(makeAnswer(id, 0, 1.5), "fraction above 1"));
    QVERIFY(refused(makeAnswer(id, 0, 50), "a percentage"));
    QVERIFY(refused(makeAnswer(id, 0, -0.25), "negative fraction"));
    QVERIFY(refused(makeAnswer(id, 0, std::numeric_limits<double>::quiet_NaN()), "NaN"));
    QVERIFY(refused(makeAnswer(id, 0, std::numeric_limits<double>::infinity()), "infinity"));
    QuizAnswer skippedWithCredit = makeAnswer(id, 0, 0.5);
    skippedWithCredit.skipped = true;
    QVERIFY(refused(skippedWithCredit, "a skip with credit"));
    QCOMPARE(store.quizAnswers(id).size(), 1); // only position 2, the good one
    // A refused answer is never held for later: it would hold every write behind it.
    QCOMPARE(store.heldWrites(), 0);

    // Rounding a hair outside 0..1 is clamped, not refused.
    QVERIFY(store.recordQuizAnswer(makeAnswer(id, 0, 1 + 1e-12)));
    QVERIFY(store.recordQuizAnswer(makeAnswer(id, 1, -1e-12)));
    QCOMPARE(store.quizAnswers(id).value(0).fraction, 1.0);
    QCOMPARE(store.quizAnswers(id).value(1).fraction, 0.0);

    QVERIFY(!store.finishQuizAttempt(id + 1));
    QVERIFY(store.lastError().contains(QStringLiteral("no quiz attempt")));
    QVERIFY(!store.finishQuizAttempt(id, QDateTime()));
    QVERIFY(store.finishQuizAttempt(id));
    // A finished attempt takes no more answers, not even a replacement.
    QVERIFY(refused(makeAnswer(id, 0, 0), "answer after finishing"));
    QVERIFY(store.lastError().contains(QStringLiteral("finished")));
    QCOMPARE(store.quizAnswers(id).value(0).fraction, 1.0);
}

void TestProgressStore::finishingTwiceKeepsTheFirstTime()
{
    ProgressStore store;
    QVERIFY(store.open(freshPath()).ok);
    const QDateTime t(QDate(2026, 3, 4), QTime(9, 0), Qt::UTC);
    const qint64 id = store.startQuizAttempt(makeAttempt(QStringLiteral("exam"), t));
    const QDateTime before = QDateTime::currentDateTimeUtc();
    QVERIFY(store.finishQuizAttempt(id)); // the default: now
    const QDateTime after = QDateTime::currentDateTimeUtc();
    const QDateTime finished = store.quizAttempts().value(0).finishedAt;
    QVERIFY(finished >= before);
    QVERIFY(finished <= after);
    QVERIFY(store.finishQuizAttempt(id, t.addDays(3)));
    QCOMPARE(store.quizAttempts().value(0).finishedAt, finished);
}

void TestProgressStore::quizAttemptsAreFilteredAndOldestFirst()
{
    ProgressStore store;
    QVERIFY(store.open(freshPath()).ok);
    const QDateTime t(QDate(2026, 3, 4), QTime(9, 0), Qt::UTC);
    // Started out of order (another GPU Lab, a clock change): listed by start time.
    const qint64 late = store.startQuizAttempt(makeAttempt(QStringLiteral("exam"), t.addSecs(60)));
    const qint64 early = store.startQuizAttempt(makeAttempt(QStringLiteral("exam"), t));
    const qint64 other = store.startQuizAttempt(makeAttempt(QStringLiteral("lesson:a"), t));
    QVERIFY(late > 0 && early > 0 && other > 0);

    const QList<QuizAttempt> all = store.quizAttempts();
    QCOMPARE(all.size(), 3);
    QCOMPARE(all[2].id, late);
    const QList<QuizAttempt> exam = store.quizAttempts(QStringLiteral("exam"));
    QCOMPARE(exam.size(), 2);
    QCOMPARE(exam[0].id, early);
    QCOMPARE(exam[1].id, late);
    QCOMPARE(exam[0].answered, 0);
    QCOMPARE(exam[0].graded, 0);
    QCOMPARE(exam[0].score, 0.0);
    QCOMPARE(store.quizAttempts(QStringLiteral("lesson:a")).value(0).id, other);
    QVERIFY(store.quizAttempts(QStringLiteral("lesson:b")).isEmpty());
    QCOMPARE(store.quizAttempts(QStringLiteral("")).size(), 3); // empty, not null: every quiz
}

void TestProgressStore::quizSummariesGiveBestAndLast()
{
    ProgressStore store;
    QVERIFY(store.open(freshPath()).ok);
    const QDateTime t(QDate(2026, 3, 4), QTime(9, 0), Qt::UTC);
    auto attemptWith = [&](const QString &quizId, const QDateTime &at,
                           const QList<double> &fractions, bool graded = true,
                           bool finished = true) {
        const qint64 id = store.startQuizAttempt(makeAttempt(quizId, at));
        for (int i = 0; i < fractions.size(); ++i) {
            if (!store.recordQuizAnswer(makeAnswer(id, i, fractions[i], graded)))
                return qint64(0);
        }
        if (finished && !store.finishQuizAttempt(id, at.addSecs(60)))
            return qint64(0);
        return id;
    };
    QVERIFY(attemptWith(QStringLiteral("lesson:gemm"), t, {1, 0}) > 0);              // 50 %
    QVERIFY(attemptWith(QStringLiteral("lesson:gemm"), t.addDays(1), {1, 1}) > 0);   // 100 %
    QVERIFY(attemptWith(QStringLiteral("lesson:gemm"), t.addDays(2), {1, 0.5}) > 0); // 75 %
    // Later, but nothing graded: not in the summary at all.
    QVERIFY(attemptWith(QStringLiteral("lesson:gemm"), t.addDays(3), {1}, false) > 0);
    QVERIFY(attemptWith(QStringLiteral("lesson:gemm"), t.addDays(4), {}) > 0);
    QVERIFY(attemptWith(QStringLiteral("exam"), t.addDays(5), {0, 0, 0.25, 0.25}) > 0); // 12.5 %
    QVERIFY(attemptWith(QStringLiteral("import:bank.gift"), t, {}) > 0);
    // Abandoned after one right answer: 100 % of what was answered, but no result. It counts
    // neither as an attempt nor as the best or the last score.
    QVERIFY(attemptWith(QStringLiteral("exam"), t.addDays(7), {1}, true, false) > 0);
    QVERIFY(attemptWith(QStringLiteral("import:bank.gift"), t.addDays(7), {1}, true, false) > 0);

    const QList<ProgressStore::QuizSummary> summaries = store.quizSummaries();
    QCOMPARE(summaries.size(), 2); // the imported bank has no finished graded attempt
    QCOMPARE(summaries[0].quizId, QStringLiteral("exam"));
    QCOMPARE(summaries[0].attempts, 1);
    QCOMPARE(summaries[0].bestPercent, 12.5);
    QCOMPARE(summaries[0].lastPercent, 12.5);
    QCOMPARE(summaries[0].lastAt, t.addDays(5));
    const ProgressStore::QuizSummary &gemm = summaries[1];
    QCOMPARE(gemm.quizId, QStringLiteral("lesson:gemm"));
    QCOMPARE(gemm.attempts, 3);
    QCOMPARE(gemm.bestPercent, 100.0);
    QCOMPARE(gemm.lastPercent, 75.0);
    QCOMPARE(gemm.lastAt, t.addDays(2));

    // A worse last attempt: best stays, last follows.
    QVERIFY(attemptWith(QStringLiteral("lesson:gemm"), t.addDays(6), {0, 0}) > 0);
    const ProgressStore::QuizSummary after = store.quizSummaries().value(1);
    QCOMPARE(after.attempts, 4);
    QCOMPARE(after.bestPercent, 100.0);
    QCOMPARE(after.lastPercent, 0.0);
    QCOMPARE(after.lastAt, t.addDays(6));
}

void TestProgressStore::csvExportQuotesAndReadsBack()
{
    ProgressStore store;
    QVERIFY(store.open(freshPath()).ok);
    const QDateTime t(QDate(2026, 3, 4), QTime(9, 8, 7, 650), Qt::UTC);
    QuizAttempt attempt = makeAttempt(QStringLiteral("import:Übungen, Teil 2.gift"), t, 5);
    attempt.quizTitle = QStringLiteral("The \"hard\" one, part 2");
    attempt.mode = QStringLiteral("practice");
    const qint64 id = store.startQuizAttempt(attempt);
    QVERIFY(id > 0);
    const qint64 empty = store.startQuizAttempt(makeAttempt(QStringLiteral("exam"), t));
    QVERIFY(empty > 0); // no answers: no rows

    const QStringList texts = {
        QStringLiteral("plain"),
        QStringLiteral("a, b, and c"),
        QStringLiteral("She said \"FLOPS\" twice: \"\""),
        QStringLiteral("line one\nline two\r\nline three"),
        QStringLiteral("日本語 — café ñ 🚀"),
        QStringLiteral("  leading and trailing spaces  "),
        QStringLiteral("\"quoted from start to end\""),
        QStringLiteral(""),
        QStringLiteral("=1+1"),
    };
    QList<QuizAnswer> given;
    for (int i = 0; i < 5; ++i) {
        QuizAnswer a = makeAnswer(id, i, i / 4.0, i != 3);
        a.questionKey = texts[i];
        a.questionText = texts[(i + 3) % texts.size()];
        a.response = texts[(i + 5) % texts.size()];
        a.lessonId = i == 4 ? QString() : QStringLiteral("lesson,%1").arg(i);
        given.append(a);
    }
    given[1].fraction = 1.0 / 3; // needs every digit to read back the same
    given[0].skipped = true;     // fraction 0: a skip earns nothing
    // Given out of order: rows are by position.
    for (int i : {4, 0, 3, 1, 2})
        QVERIFY2(store.recordQuizAnswer(given[i]), qPrintable(store.lastError()));

    const QString path = m_dir.filePath(QStringLiteral("results.csv"));
    QVERIFY(writeAll(path, "an older export that is replaced"));
    const ProgressStore::Student student{QStringLiteral("Zoë \"Z\" Ünal, Jr."),
                                         QStringLiteral("=HYPERLINK(\"x\")")};
    QVERIFY2(store.exportQuizResultsCsv(path, student), qPrintable(store.lastError()));
    const QByteArray withBom = readAll(path);
    QVERIFY(withBom.startsWith("\xEF\xBB\xBF")); // a byte order mark: Excel reads UTF-8 so
    const QByteArray bytes = withBom.mid(3);
    QVERIFY(bytes.endsWith("\r\n"));
    const QString text = QString::fromUtf8(bytes);
    QCOMPARE(text.toUtf8(), bytes); // valid UTF-8
    QVERIFY(text.contains(QStringLiteral("日本語 — café ñ 🚀")));
    QCOMPARE(filesIn(m_dir.path()).filter(QStringLiteral("results")),
             QStringList{QStringLiteral("results.csv")}); // no temporary file left

    QList<QStringList> records;
    QVERIFY2(parseCsv(text, &records), qPrintable(text));
    QCOMPARE(records.size(), 1 + 5);
    QCOMPARE(records[0], (QStringList{"student_name", "student_id", "attempt_id", "quiz_id",
                                      "quiz_title", "mode", "started_at", "finished_at", "position",
                                      "lesson_id", "question_key", "question_text", "response",
                                      "fraction", "graded", "answered_at", "skipped"}));
    // What a spreadsheet must show as text: cells that start a formula get an apostrophe.
    auto shown = [](const QString &cell) {
        return !cell.isEmpty() && QStringLiteral("=+-@\t\r").contains(cell.front())
                   ? QLatin1Char('\'') + cell
                   : cell;
    };
    for (int i = 0; i < 5; ++i) {
        const QStringList &r = records[1 + i];
        const QuizAnswer &a = given[i];
        QCOMPARE(r.size(), 17);
        QCOMPARE(r[0], student.name);
        QCOMPARE(r[1], QStringLiteral("'=HYPERLINK(\"x\")"));
        QCOMPARE(r[2], QString::number(id));
        QCOMPARE(r[3], attempt.quizId);
        QCOMPARE(r[4], attempt.quizTitle);
        QCOMPARE(r[5], QStringLiteral("practice"));
        QCOMPARE(r[6], QStringLiteral("2026-03-04T09:08:07Z"));
        QCOMPARE(QDateTime::fromString(r[6], Qt::ISODate), t.addMSecs(-650));
        QCOMPARE(r[7], QString()); // never finished
        QCOMPARE(r[8], QString::number(i));
        QCOMPARE(r[9], a.lessonId.isNull() ? QString() : a.lessonId);
        QCOMPARE(r[10], shown(a.questionKey));
        QCOMPARE(r[11], shown(a.questionText));
        QCOMPARE(r[12], shown(a.response));
        bool ok = false;
        QCOMPARE(r[13].toDouble(&ok), a.fraction);
        QVERIFY(ok);
        QCOMPARE(r[14], a.graded ? QStringLiteral("1") : QStringLiteral("0"));
        QCOMPARE(QDateTime::fromString(r[15], Qt::ISODate), a.answeredAt);
        QCOMPARE(r[16], i == 0 ? QStringLiteral("1") : QStringLiteral("0"));
    }
    QCOMPARE(records[4][12], QStringLiteral("'=1+1")); // the formula a student typed, defused

    // A finished attempt says when.
    QVERIFY(store.finishQuizAttempt(id, t.addSecs(90)));
    QVERIFY(store.exportQuizResultsCsv(path, student));
    records.clear();
    QVERIFY(parseCsv(QString::fromUtf8(readAll(path).mid(3)), &records));
    QCOMPARE(records[1][7], QStringLiteral("2026-03-04T09:09:37Z"));

    // Nothing to export: just the header.
    QVERIFY(store.resetQuizHistory());
    QVERIFY(store.exportQuizResultsCsv(path));
    QCOMPARE(readAll(path),
             QByteArray("\xEF\xBB\xBFstudent_name,student_id,attempt_id,quiz_id,quiz_title,mode,"
                        "started_at,finished_at,position,lesson_id,question_key,question_text,"
                        "response,fraction,graded,answered_at,skipped\r\n"));
}

// The grade summary in the shape Moodle's grade import takes (Grades › Import › CSV file): one
// header row, the student's identity in the column its kind maps to, one column per quiz with
// its best finished attempt in percent, the total; read back as a spreadsheet would.
void TestProgressStore::csvSummaryForAGradeImport()
{
    ProgressStore store;
    QVERIFY(store.open(freshPath()).ok);
    const QDateTime t(QDate(2026, 3, 4), QTime(9, 0), Qt::UTC);
    auto attemptWith = [&](const QString &quizId, const QList<double> &fractions, bool finished) {
        QuizAttempt a = makeAttempt(quizId, t);
        a.quizTitle = QStringLiteral("Stored title of ") + quizId;
        const qint64 id = store.startQuizAttempt(a);
        for (int i = 0; i < fractions.size(); ++i)
            QVERIFY(store.recordQuizAnswer(makeAnswer(id, i, fractions[i])));
        if (finished)
            QVERIFY(store.finishQuizAttempt(id, t));
    };
    attemptWith(QStringLiteral("lesson:gemm"), {1, 0}, true);            // 50 %
    attemptWith(QStringLiteral("lesson:gemm"), {1, 1, 0.5}, true);       // 83.33 %
    attemptWith(QStringLiteral("lesson:gemm"), {1}, false);              // abandoned: 100 % so far
    attemptWith(QStringLiteral("exam"), {1}, false);                     // abandoned only
    attemptWith(QStringLiteral("import:extra.gift"), {0.25, 0.5}, true); // not in the columns

    const QList<ProgressStore::QuizColumn> columns = {
        {QStringLiteral("lesson:gemm"), QStringLiteral("Quiz: Matrix products, \"GEMM\"")},
        {QStringLiteral("exam"), QStringLiteral("Exam: every lesson")},
        {QStringLiteral("lesson:none"), QStringLiteral("-Quiz never taken")}};
    const QString path = m_dir.filePath(QStringLiteral("grades.csv"));
    const ProgressStore::Student byMail{QStringLiteral("Zoë Ünal"),
                                        QStringLiteral("zoe@example.org")};
    QVERIFY2(store.exportQuizSummaryCsv(path, byMail, columns), qPrintable(store.lastError()));
    const QByteArray bytes = readAll(path);
    QVERIFY(bytes.startsWith("\xEF\xBB\xBF"));
    QList<QStringList> records;
    QVERIFY(parseCsv(QString::fromUtf8(bytes.mid(3)), &records));
    QCOMPARE(records.size(), 2);
    QCOMPARE(records[0],
             (QStringList{"Name", "ID number", "Email address", "Quiz: Matrix products, \"GEMM\"",
                          "Exam: every lesson", "'-Quiz never taken",
                          "Stored title of import:extra.gift", "Total"}));
    QCOMPARE(records[1], (QStringList{"Zoë Ünal", "", "zoe@example.org", "83.33", "", "", "37.50",
                                      "30.21"})); // (83.33… + 37.5) / 4
    // An ID number goes in its own column.
    QVERIFY(
        store.exportQuizSummaryCsv(path, {QStringLiteral("Ada"), QStringLiteral("S-1234")}, {}));
    records.clear();
    QVERIFY(parseCsv(QString::fromUtf8(readAll(path).mid(3)), &records));
    QCOMPARE(records[0],
             (QStringList{"Name", "ID number", "Email address", "Stored title of lesson:gemm",
                          "Stored title of import:extra.gift", "Total"}));
    QCOMPARE(records[1], (QStringList{"Ada", "S-1234", "", "83.33", "37.50", "60.42"}));
    // No store: refused with a reason.
    ProgressStore closed;
    QVERIFY(!closed.exportQuizSummaryCsv(path, byMail, columns));
    QVERIFY(!closed.lastError().isEmpty());
}

void TestProgressStore::csvExportFailureLeavesOldFile()
{
    const QString path = freshPath();
    ProgressStore store;
    QVERIFY(store.open(path).ok);
    const qint64 id = store.startQuizAttempt(makeAttempt(QStringLiteral("exam"), {}));
    QVERIFY(store.recordQuizAnswer(makeAnswer(id, 0, 1)));

    const QString folder = QFileInfo(path).absolutePath();
    QVERIFY(!store.exportQuizResultsCsv(folder)); // a folder cannot become a file
    QVERIFY(!store.lastError().isEmpty());
    QVERIFY(!store.exportQuizResultsCsv(folder + QStringLiteral("/missing/results.csv")));
    QVERIFY2(store.lastError().contains(QStringLiteral("results.csv")),
             qPrintable(store.lastError()));

    // A read that fails half-way through the export must leave the previous file as it was.
    const QString csv = folder + QStringLiteral("/results.csv");
    QVERIFY(writeAll(csv, "the previous export"));
    {
        RawDb raw(path);
        QVERIFY(raw.exec(QStringLiteral("DROP TABLE quiz_answer")));
    }
    QVERIFY(!store.exportQuizResultsCsv(csv));
    QVERIFY(!store.lastError().isEmpty());
    QCOMPARE(readAll(csv), QByteArray("the previous export"));
    QCOMPARE(filesIn(folder).filter(QStringLiteral("results")),
             QStringList{QStringLiteral("results.csv")});
}

void TestProgressStore::resetsAreSeparate()
{
    const QString path = freshPath();
    ProgressStore store;
    QVERIFY(store.open(path).ok);
    QVERIFY(store.recordVisit(QStringLiteral("gemm"), QStringLiteral("tiles")));
    const qint64 first = store.startQuizAttempt(makeAttempt(QStringLiteral("exam"), {}));
    QVERIFY(store.recordQuizAnswer(makeAnswer(first, 0, 1)));

    QVERIFY(store.resetProgress()); // sections only, as documented in the header
    QVERIFY(store.visitedSections(QStringLiteral("gemm")).isEmpty());
    QCOMPARE(store.quizAttempts().size(), 1);
    QCOMPARE(store.quizAnswers(first).size(), 1);

    QVERIFY(store.recordVisit(QStringLiteral("gemm"), QStringLiteral("tiles")));
    QVERIFY(store.resetQuizHistory());
    QVERIFY(store.quizAttempts().isEmpty());
    QVERIFY(store.quizAnswers(first).isEmpty());
    QVERIFY(store.quizSummaries().isEmpty());
    QCOMPARE(store.visitedSections(QStringLiteral("gemm")), QSet<QString>{QStringLiteral("tiles")});
    store.close();

    // Ids are not reused after a reset, even in a new session.
    QVERIFY(store.open(path).ok);
    const qint64 next = store.startQuizAttempt(makeAttempt(QStringLiteral("exam"), {}));
    QVERIFY2(next > first, qPrintable(QStringLiteral("%1 after %2").arg(next).arg(first)));
    QVERIFY(!store.recordQuizAnswer(makeAnswer(first, 0, 1))); // the old attempt is gone
}

void TestProgressStore::quizHistoryWorksInMemory()
{
    const QString blocker = freshPath() + QStringLiteral(".blocker");
    QVERIFY(writeAll(blocker, "a file, not a folder"));
    ProgressStore store;
    const ProgressStore::OpenResult result =
        store.open(blocker + QStringLiteral("/progress.sqlite"));
    QVERIFY(result.ok);
    QVERIFY(result.inMemory);
    QCOMPARE(store.schemaVersion(), ProgressStore::currentSchemaVersion());

    const qint64 id = store.startQuizAttempt(makeAttempt(QStringLiteral("lesson:gemm"), {}, 2));
    QVERIFY2(id > 0, qPrintable(store.lastError()));
    QVERIFY(store.recordQuizAnswer(makeAnswer(id, 0, 1)));
    QVERIFY(store.recordQuizAnswer(makeAnswer(id, 1, 0)));
    QVERIFY(store.recordQuizAnswer(makeAnswer(id, 1, 0.5)));
    QVERIFY(store.finishQuizAttempt(id));
    QCOMPARE(store.quizAttempts().value(0).percent(), 75.0);
    QCOMPARE(store.quizSummaries().value(0).bestPercent, 75.0);
    QCOMPARE(store.healthCheck(), QString());

    const QString csv = m_dir.filePath(QStringLiteral("in-memory.csv"));
    QVERIFY(store.exportQuizResultsCsv(csv)); // exporting is how such a session keeps its results
    QList<QStringList> records;
    QVERIFY(parseCsv(QString::fromUtf8(readAll(csv)), &records));
    QCOMPARE(records.size(), 3);
    QVERIFY(store.resetQuizHistory());
    QVERIFY(store.quizAttempts().isEmpty());
}

void TestProgressStore::damagedFileRecoversWithQuizTables()
{
    const QString path = freshPath();
    QVERIFY(makeFilledDatabase(path, 300));
    {
        ProgressStore store;
        QVERIFY(store.open(path).ok);
        const qint64 id = store.startQuizAttempt(makeAttempt(QStringLiteral("exam"), {}, 200));
        for (int i = 0; i < 200; ++i)
            QVERIFY(store.recordQuizAnswer(makeAnswer(id, i, 1)));
    }
    QVERIFY(!QFile::exists(path + QStringLiteral("-wal")));
    QByteArray bytes = readAll(path);
    const qsizetype page = 4096;
    QVERIFY(bytes.size() >= 16 * page);
    for (qsizetype i = page; i < bytes.size() - page; ++i)
        bytes[i] = char(0x5A ^ (i & 0xff));
    QVERIFY(writeAll(path, bytes));

    ProgressStore store;
    const ProgressStore::OpenResult result = store.open(path);
    QVERIFY(result.ok);
    QVERIFY2(result.recovered, qPrintable(result.message));
    QVERIFY(!result.inMemory);
    QCOMPARE(readAll(result.movedAsidePath), bytes);
    QCOMPARE(store.schemaVersion(), ProgressStore::currentSchemaVersion());
    QCOMPARE(store.healthCheck(), QString());
    QVERIFY(store.quizAttempts().isEmpty()); // a new record
    const qint64 id = store.startQuizAttempt(makeAttempt(QStringLiteral("exam"), {}));
    QVERIFY2(id > 0, qPrintable(store.lastError()));
    QVERIFY(store.recordQuizAnswer(makeAnswer(id, 0, 1)));
    QVERIFY(store.finishQuizAttempt(id));
    QCOMPARE(store.quizSummaries().size(), 1);
    {
        RawDb raw(path);
        QCOMPARE(raw.scalar(QStringLiteral("SELECT count(*) FROM quiz_answer")).toInt(), 1);
    }
}

void TestProgressStore::healthCheckCoversQuizTables()
{
    const QString path = freshPath();
    ProgressStore store;
    QVERIFY(store.open(path).ok);
    {
        RawDb raw(path);
        QVERIFY(raw.exec(QStringLiteral("DROP TABLE quiz_answer")));
    }
    const QString problem = store.healthCheck();
    QVERIFY2(problem.contains(QStringLiteral("quiz_answer")), qPrintable(problem));
    store.close();

    // Reopened, the file says version 2 but lacks a table: damage, moved aside.
    const ProgressStore::OpenResult result = store.open(path);
    QVERIFY(result.ok);
    QVERIFY2(result.recovered, qPrintable(result.message));
    QCOMPARE(store.healthCheck(), QString());
}

void TestProgressStore::openDamaged(const QByteArray &bytes, ProgressStore::OpenResult *result,
                                    StoreRows *rows, const StoreRows *original)
{
    const StoreRows &before = original ? *original : m_knownRows;
    const QString path = freshPath();
    QVERIFY(writeAll(path, bytes));
    ProgressStore store;
    *result = store.open(path);
    const QByteArray message = result->message.toUtf8();
    QVERIFY2(result->ok, message);
    QVERIFY2(result->recovered, message);
    QVERIFY2(!result->inMemory, message);
    QCOMPARE(readAll(result->movedAsidePath), bytes);
    QVERIFY2(result->message.contains(QDir::toNativeSeparators(result->movedAsidePath)), message);
    QCOMPARE(store.schemaVersion(), ProgressStore::currentSchemaVersion());
    QCOMPARE(store.healthCheck(), QString());
    QVERIFY(store.recordVisit(QStringLiteral("after-salvage"), QStringLiteral("works")));
    store.close();
    QCOMPARE(readAll(result->movedAsidePath), bytes);

    *rows = rowsOf(path);
    for (auto it = rows->sections.begin(); it != rows->sections.end();) {
        it = it->startsWith(QStringLiteral("after-salvage|")) ? rows->sections.erase(it)
                                                              : std::next(it);
    }
    const gpulab::progresssalvage::Report &report = result->salvage;
    QCOMPARE(rows->sections.size(), report.sections.recovered);
    QCOMPARE(rows->attempts.size(), report.attempts.recovered);
    QCOMPARE(rows->answers.size(), report.answers.recovered);
    for (const QString &row : std::as_const(rows->sections))
        QVERIFY2(before.sections.contains(row), qPrintable(row));
    for (const QString &row : std::as_const(rows->attempts))
        QVERIFY2(before.attempts.contains(row), qPrintable(row));
    for (const QString &row : std::as_const(rows->answers))
        QVERIFY2(before.answers.contains(row), qPrintable(row));
    if (report.recovered() > 0) {
        QVERIFY2(result->message.contains(countPhrase(report.sections, "section record")), message);
        QVERIFY2(result->message.contains(countPhrase(report.attempts, "quiz attempt")), message);
        QVERIFY2(result->message.contains(countPhrase(report.answers, "answer")), message);
    } else {
        QVERIFY2(result->message.contains(QStringLiteral("Nothing could be recovered")), message);
    }
}

// The cut leaves the leading pages whole: every row on a leaf page before it comes back.
void TestProgressStore::salvageAfterTruncation()
{
    const int pageSize = 4096;
    const int pages = int(m_knownBytes.size() / pageSize);
    // At a page boundary: a page cut in two reads as zeros past the cut, and its rows would come
    // back as NULs (with an odd number of pages, half the file cuts one so).
    const QByteArray bytes = m_knownBytes.left(pages / 2 * pageSize);
    const int whole = int(bytes.size() / pageSize);
    int sections = 0;
    int answers = 0;
    for (int n = 1; n <= pages; ++n) {
        const Page page = pageOf(m_knownBytes, n);
        if (n <= whole) {
            sections += isSectionPage(page) ? page.cells : 0;
            answers += isAnswerLeaf(page) ? page.cells : 0;
        } else { // only leaves are cut off, never a page that leads to others of its table
            QVERIFY2(page.type != 0x05 && !(page.type == 0x02 && page.bytes.contains("section-")),
                     qPrintable(QString::number(n)));
        }
    }
    QVERIFY2(answers > 0 && answers < kKnownAttempts * kKnownQuestions,
             qPrintable(QString::number(answers))); // the cut goes through the answers

    ProgressStore::OpenResult result;
    StoreRows rows;
    openDamaged(bytes, &result, &rows);
    if (QTest::currentTestFailed())
        return;
    QCOMPARE(result.salvage.sections.recovered, sections);
    QCOMPARE(result.salvage.attempts.recovered, kKnownAttempts);
    QCOMPARE(result.salvage.answers.recovered, answers);
    QVERIFY(result.salvage.answers.unreadable);
    QCOMPARE(result.salvage.skipped(), 0);
    QVERIFY2(result.message.contains(QStringLiteral("could not be read")),
             qPrintable(result.message));
}

// The header is rebuilt (page size 4096 is the first guess): nothing else was damaged, so
// everything comes back.
void TestProgressStore::salvageAfterHeaderGarbage()
{
    QByteArray bytes = m_knownBytes;
    bytes.replace(0, 100, garbage(100, 7));
    ProgressStore::OpenResult result;
    StoreRows rows;
    openDamaged(bytes, &result, &rows);
    if (QTest::currentTestFailed())
        return;
    QVERIFY2(result.message.contains(QStringLiteral("not a SQLite database")),
             qPrintable(result.message));
    QCOMPARE(rows.sections, m_knownRows.sections);
    QCOMPARE(rows.attempts, m_knownRows.attempts);
    QCOMPARE(rows.answers, m_knownRows.answers);
    QCOMPARE(result.salvage.sections.total, kKnownSections);
    QCOMPARE(result.salvage.answers.total, kKnownAttempts * kKnownQuestions);
    QVERIFY(!result.salvage.unreadable());
    QVERIFY(!result.salvage.limited);
    QVERIFY2(result.message.contains(QStringLiteral("100 of 100 section record")),
             qPrintable(result.message));
}

// Page 3 is quiz_attempt's only page: the attempts are lost, so are their answers (read, but
// pointing at no attempt), and the sections are untouched.
void TestProgressStore::salvageAfterGarbageOnPage3()
{
    const Page page3 = pageOf(m_knownBytes, 3);
    QVERIFY(isAttemptLeaf(page3));
    QCOMPARE(page3.cells, kKnownAttempts);
    QByteArray bytes = m_knownBytes;
    bytes.replace(2 * 4096, 4096, garbage(4096, 3));
    ProgressStore::OpenResult result;
    StoreRows rows;
    openDamaged(bytes, &result, &rows);
    if (QTest::currentTestFailed())
        return;
    QCOMPARE(rows.sections, m_knownRows.sections);
    QCOMPARE(result.salvage.attempts.recovered, 0);
    QVERIFY(result.salvage.attempts.unreadable);
    QCOMPARE(result.salvage.answers.recovered, 0);
    QCOMPARE(result.salvage.answers.skipped, kKnownAttempts * kKnownQuestions);
    QVERIFY2(result.message.contains(
                 QStringLiteral("%1 record(s)").arg(kKnownAttempts * kKnownQuestions)),
             qPrintable(result.message));
}

// The last page is a leaf (of a table or of an index): at most its own rows are lost.
void TestProgressStore::salvageAfterGarbageOnLastPage()
{
    const int pages = int(m_knownBytes.size() / 4096);
    const Page last = pageOf(m_knownBytes, pages);
    QVERIFY2(last.type == 0x0D || last.type == 0x0A, qPrintable(QString::number(last.type)));
    const int sectionsLost = isSectionLeaf(last) ? last.cells : 0;
    const int answersLost = isAnswerLeaf(last) ? last.cells : 0;
    QByteArray bytes = m_knownBytes;
    bytes.replace(qsizetype(pages - 1) * 4096, 4096, garbage(4096, 11));
    ProgressStore::OpenResult result;
    StoreRows rows;
    openDamaged(bytes, &result, &rows);
    if (QTest::currentTestFailed())
        return;
    QCOMPARE(result.salvage.sections.recovered, kKnownSections - sectionsLost);
    QCOMPARE(result.salvage.attempts.recovered, kKnownAttempts);
    QCOMPARE(result.salvage.answers.recovered, kKnownAttempts * kKnownQuestions - answersLost);
}

void TestProgressStore::salvageAfterZeroedPage_data()
{
    QTest::addColumn<bool>("answers");
    QTest::newRow("a section page") << false;
    QTest::newRow("an answer page") << true;
}

// A page of zeros amid a table's leaves: only the rows on it are lost, the rows after it come
// back. Sections (WITHOUT ROWID) are read forwards to it, then backwards from the end; answers go
// on from the first rowid past it that can be read.
void TestProgressStore::salvageAfterZeroedPage()
{
    QFETCH(bool, answers);
    QList<int> leaves;
    for (int n = 1; n <= m_knownBytes.size() / 4096; ++n) {
        const Page page = pageOf(m_knownBytes, n);
        if (answers ? isAnswerLeaf(page) : isSectionLeaf(page))
            leaves << n;
    }
    QVERIFY2(leaves.size() >= 3, qPrintable(QString::number(leaves.size())));
    const Page zeroed = pageOf(m_knownBytes, leaves[leaves.size() / 2]);
    QByteArray bytes = m_knownBytes;
    bytes.replace(qsizetype(zeroed.number - 1) * 4096, 4096, QByteArray(4096, '\0'));
    ProgressStore::OpenResult result;
    StoreRows rows;
    openDamaged(bytes, &result, &rows);
    if (QTest::currentTestFailed())
        return;
    const int sectionsLost = answers ? 0 : zeroed.cells;
    const int answersLost = answers ? zeroed.cells : 0;
    QCOMPARE(result.salvage.sections.recovered, kKnownSections - sectionsLost);
    QCOMPARE(result.salvage.attempts.recovered, kKnownAttempts);
    QCOMPARE(result.salvage.answers.recovered, kKnownAttempts * kKnownQuestions - answersLost);
    QCOMPARE(result.salvage.sections.unreadable, !answers);
    QCOMPARE(result.salvage.answers.unreadable, answers);
    // The last row of each table is among those recovered: reading went on past the bad page.
    const auto isLastSection = [](const QString &row) {
        return row.startsWith(QStringLiteral("lesson|section-099-"));
    };
    QVERIFY(std::any_of(rows.sections.cbegin(), rows.sections.cend(), isLastSection));
    const auto isLastAnswer = [](const QString &row) {
        return row.startsWith(
            QStringLiteral("%1|%2|").arg(kKnownAttempts).arg(kKnownQuestions - 1));
    };
    QVERIFY(std::any_of(rows.answers.cbegin(), rows.answers.cend(), isLastAnswer));
}

// A crash leaves the newest rows in the -wal; it is moved aside with the file and read too.
void TestProgressStore::salvageReadsTheWal()
{
    const QString source = freshPath();
    QVERIFY(writeAll(source, m_knownBytes));
    const QString path = freshPath();
    {
        RawDb raw(source);
        QVERIFY(raw.exec(QStringLiteral("PRAGMA wal_autocheckpoint=0")));
        QVERIFY(raw.exec(QStringLiteral("INSERT INTO section_progress VALUES"
                                        " ('wal', 'only', 1, 5, 1767323045678, 1767323045678)")));
        QVERIFY(QFile::exists(source + QStringLiteral("-wal")));
        // What a crash leaves: the file and its -wal, copied while the connection is open.
        QVERIFY(QFile::copy(source, path));
        QVERIFY(QFile::copy(source + QStringLiteral("-wal"), path + QStringLiteral("-wal")));
    }
    QByteArray bytes = readAll(path);
    bytes.replace(0, 100, garbage(100, 5));
    QVERIFY(writeAll(path, bytes));
    const QByteArray wal = readAll(path + QStringLiteral("-wal"));

    ProgressStore store;
    const ProgressStore::OpenResult result = store.open(path);
    QVERIFY2(result.ok && result.recovered && !result.inMemory, qPrintable(result.message));
    QCOMPARE(readAll(result.movedAsidePath), bytes);
    QCOMPARE(readAll(result.movedAsidePath + QStringLiteral("-wal")), wal);
    QCOMPARE(result.salvage.sections.recovered, kKnownSections + 1);
    QCOMPARE(store.progressForLesson(QStringLiteral("wal")).value(0).millisecondsSpent, 5);
    QCOMPARE(result.salvage.answers.recovered, kKnownAttempts * kKnownQuestions);
}

// Rows that a damaged file holds but the schema (or the store's writes) would refuse are skipped
// and counted; an answer to an attempt that was skipped or is missing is skipped too.
void TestProgressStore::salvageSkipsRowsBreakingTheRules()
{
    const QString path = freshPath();
    QVERIFY(writeAll(path, m_knownBytes));
    {
        RawDb raw(path);
        QVERIFY(raw.exec(QStringLiteral("PRAGMA ignore_check_constraints=ON")));
        QVERIFY(raw.exec(QStringLiteral(
            "INSERT INTO section_progress VALUES ('lesson', 'negative', -1, 0, NULL, NULL),"
            " ('lesson', 'text time', 1, 'soon', NULL, NULL), ('', 'no lesson', 1, 0, NULL, "
            "NULL), ('less' || char(0) || 'on', 'a NUL', 1, 0, NULL, NULL)")));
        QVERIFY(raw.exec(QStringLiteral(
            "INSERT INTO quiz_attempt VALUES (100, 'not a quiz', 'T', 'test', 1, 5, 0, NULL),"
            " (101, 'exam', 'T', 'cram', 1, 5, 0, NULL), (102, 'exam', 'T', 'practice', 1, 5, 0,"
            " NULL)")));
        // The last three: a skip flag that is not 0 or 1, a skip with credit, a NUL in a text
        // (what a row across a page cut in two brings back).
        QVERIFY(raw.exec(QStringLiteral(
            "INSERT INTO quiz_answer VALUES (1, 1000, 'gemm', 'k', 't', 'r', 1, 1, 0, 0),"
            " (999, 0, 'gemm', 'k', 't', 'r', 1, 1, 0, 0), (100, 0, 'gemm', 'k', 't', 'r', 1, 1, 0,"
            " 0), (102, 0, 'gemm', 'k', 't', 'r', 1, 1.5, 0, 0), (102, 1, 'gemm', 'k', 't', 'r', 1,"
            " 0.5, 0, 0), (102, 2, 'gemm', 'k', 't', 'r', 1, 0, 0, 2),"
            " (102, 3, 'gemm', 'k', 't', 'r', 1, 0.5, 0, 1),"
            " (102, 4, 'gemm', 'k', 't' || char(0) || 'x', 'r', 1, 0, 0, 0)")));
    }
    const StoreRows original = rowsOf(path);
    QCOMPARE(original.sections.size(), kKnownSections + 4);
    QVERIFY(breakQuickCheck(path));

    ProgressStore::OpenResult result;
    StoreRows rows;
    openDamaged(readAll(path), &result, &rows, &original);
    if (QTest::currentTestFailed())
        return;
    const gpulab::progresssalvage::Report &r = result.salvage;
    QCOMPARE(r.sections.recovered, kKnownSections);
    QCOMPARE(r.sections.skipped, 4);
    QCOMPARE(r.sections.total, kKnownSections + 4);
    QCOMPARE(r.attempts.recovered, kKnownAttempts + 1);
    QCOMPARE(r.attempts.skipped, 2);
    QCOMPARE(r.answers.recovered, kKnownAttempts * kKnownQuestions + 1);
    QCOMPARE(r.answers.skipped, 7);
    QVERIFY(!r.unreadable());
    QVERIFY2(result.message.contains(QStringLiteral("13 record(s) that broke")),
             qPrintable(result.message));
}

// Attempt 3 was deleted before the damage (as resetQuizHistory() would): its id stays used.
void TestProgressStore::salvageKeepsAttemptIdsUnused()
{
    const QString path = freshPath();
    QVERIFY(writeAll(path, m_knownBytes));
    {
        RawDb raw(path);
        QVERIFY(raw.exec(QStringLiteral("DELETE FROM quiz_answer WHERE attempt_id = 3")));
        QVERIFY(raw.exec(QStringLiteral("DELETE FROM quiz_attempt WHERE id = 3")));
    }
    QVERIFY(breakQuickCheck(path));
    ProgressStore store;
    const ProgressStore::OpenResult result = store.open(path);
    QVERIFY2(result.recovered, qPrintable(result.message));
    QCOMPARE(result.salvage.attempts.recovered, 2);
    QCOMPARE(store.startQuizAttempt(makeAttempt(QStringLiteral("exam"), {})), 4);
}

void TestProgressStore::salvageStopsAtItsLimits()
{
    const QString source = freshPath();
    QVERIFY(writeAll(source, m_knownBytes));
    QVERIFY(breakQuickCheck(source));
    const QByteArray bytes = readAll(source);
    auto open = [&](const gpulab::progresssalvage::Limits &limits) {
        const QString path = freshPath();
        writeAll(path, bytes);
        ProgressStore store;
        store.setSalvageLimits(limits);
        return store.open(path);
    };

    // Rows: attempts are read first, then answers.
    ProgressStore::OpenResult result = open({.maxRows = 50});
    QVERIFY2(result.ok && result.recovered, qPrintable(result.message));
    QVERIFY(result.salvage.limited);
    QCOMPARE(result.salvage.attempts.recovered, kKnownAttempts);
    QCOMPARE(result.salvage.answers.recovered, 50 - kKnownAttempts);
    QCOMPARE(result.salvage.sections.recovered, 0);
    QVERIFY(!result.salvage.unreadable()); // left unread by the limit, not by damage
    QVERIFY2(result.message.contains(QStringLiteral("stopped at its limit")),
             qPrintable(result.message));
    QCOMPARE(readAll(result.movedAsidePath), bytes);

    // Time: none at all.
    result = open({.maxMilliseconds = 0});
    QVERIFY2(result.ok && result.recovered, qPrintable(result.message));
    QVERIFY(result.salvage.limited);
    QCOMPARE(result.salvage.recovered(), 0);
    QVERIFY2(result.message.contains(QStringLiteral("Nothing could be recovered")) &&
                 result.message.contains(QStringLiteral("stopped at its limit")),
             qPrintable(result.message));

    // Size: the file is not read at all.
    result = open({.maxFileBytes = 4096});
    QVERIFY2(result.ok && result.recovered, qPrintable(result.message));
    QVERIFY(result.salvage.limited);
    QCOMPARE(result.salvage.recovered(), 0);
    QVERIFY2(result.message.contains(QStringLiteral("larger than")), qPrintable(result.message));
    QCOMPARE(readAll(result.movedAsidePath), bytes);
}

// Read-only is no damage of its own; a damaged read-only file is moved aside (the folder allows
// it) and salvaged like any other, and keeps its permissions.
void TestProgressStore::salvageOfReadOnlyFile()
{
    const QString path = freshPath();
    QByteArray bytes = m_knownBytes;
    bytes.replace(0, 100, garbage(100, 13));
    QVERIFY(writeAll(path, bytes));
    QVERIFY(QFile::setPermissions(path, QFile::ReadOwner | QFile::ReadGroup | QFile::ReadOther));
    ProgressStore store;
    const ProgressStore::OpenResult result = store.open(path);
    QVERIFY2(result.ok && result.recovered && !result.inMemory, qPrintable(result.message));
    QCOMPARE(readAll(result.movedAsidePath), bytes);
    QCOMPARE(QFileInfo(result.movedAsidePath).permissions() & QFile::WriteOwner,
             QFile::Permissions());
    QCOMPARE(result.salvage.sections.recovered, kKnownSections);
    QCOMPARE(store.progressForLesson(QStringLiteral("lesson")).size(), kKnownSections);
    QVERIFY(store.recordVisit(QStringLiteral("a"), QStringLiteral("b")));
}

// The damaged file cannot be moved aside: it stays as it is, and what can be read from it is
// salvaged into memory for this session (to be seen, or exported).
void TestProgressStore::salvageIntoMemoryWhenFolderIsReadOnly()
{
    const QString path = freshPath();
    const QString folder = QFileInfo(path).absolutePath();
    QByteArray bytes = m_knownBytes;
    bytes.replace(0, 100, garbage(100, 17));
    QVERIFY(writeAll(path, bytes));
    QVERIFY(QFile::setPermissions(folder, QFile::ReadOwner | QFile::ExeOwner));
    auto restore = qScopeGuard([&] {
        QFile::setPermissions(folder, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    });
    {
        QFile probe(folder + QStringLiteral("/probe"));
        if (probe.open(QIODevice::WriteOnly)) {
            probe.close();
            probe.remove();
            QSKIP("Folder permissions do not stop this user from writing (root?); "
                  "salvageOfReadOnlyFile covers the salvage, readOnlyFolderFallsBackToMemory's "
                  "reason covers the fallback");
        }
    }
    ProgressStore store;
    const ProgressStore::OpenResult result = store.open(path);
    QVERIFY2(result.ok && result.inMemory && !result.recovered, qPrintable(result.message));
    QVERIFY(result.movedAsidePath.isEmpty());
    QCOMPARE(filesIn(folder), QStringList{QStringLiteral("progress.sqlite")});
    QCOMPARE(readAll(path), bytes);
    QCOMPARE(result.salvage.sections.recovered, kKnownSections);
    QCOMPARE(store.progressForLesson(QStringLiteral("lesson")).size(), kKnownSections);
    QCOMPARE(store.quizAttempts().size(), kKnownAttempts);
    QVERIFY2(result.message.contains(QDir::toNativeSeparators(path)) &&
                 result.message.contains(QStringLiteral("100 of 100 section record")),
             qPrintable(result.message));
}

void TestProgressStore::directoryInPlaceIsLeftUntouched()
{
    const QString path = freshPath();
    QVERIFY(QDir().mkpath(path));
    QVERIFY(writeAll(path + QStringLiteral("/inside"), "kept"));
    ProgressStore store;
    const ProgressStore::OpenResult result = store.open(path);
    QVERIFY(result.ok);
    QVERIFY(result.inMemory);
    QVERIFY(!result.recovered);
    QCOMPARE(result.salvage.recovered(), 0);
    QVERIFY2(result.message.contains(QDir::toNativeSeparators(path)), qPrintable(result.message));
    QVERIFY(QFileInfo(path).isDir());
    QCOMPARE(filesIn(path), QStringList{QStringLiteral("inside")});
    QCOMPARE(readAll(path + QStringLiteral("/inside")), QByteArray("kept"));
    QVERIFY(store.recordVisit(QStringLiteral("a"), QStringLiteral("b")));
}

QTEST_GUILESS_MAIN(TestProgressStore)
#include "tst_progressstore.moc"
