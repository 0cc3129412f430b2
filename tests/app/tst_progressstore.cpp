// ProgressStore: a fresh file, visits and time that accumulate and survive a reopen, reset, and
// every way opening can go wrong (garbage, truncated or damaged files, old and newer schema
// versions, a folder that cannot exist) ending in a usable store. Any Qt warning fails a test.
#include "app/store/progressstore.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using gpulab::ProgressStore;

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
    void garbageFileIsMovedAside_data();
    void garbageFileIsMovedAside();
    void recoveriesInOneSecondKeepBothFiles();
    void truncatedDatabaseIsMovedAside();
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

private:
    QString freshPath();
    QTemporaryDir m_dir;
    int m_fileCount = 0;
};

void TestProgressStore::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(m_dir.isValid());
    QVERIFY(QSqlDatabase::isDriverAvailable(QStringLiteral("QSQLITE")));
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
    QCOMPARE(ProgressStore::currentSchemaVersion(), 1);
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

void TestProgressStore::truncatedDatabaseIsMovedAside()
{
    const QString path = freshPath();
    QVERIFY(makeFilledDatabase(path, 400));
    QByteArray bytes = readAll(path);
    QVERIFY2(bytes.size() >= 16 * 4096, qPrintable(QString::number(bytes.size())));
    bytes.truncate(bytes.size() / 2);
    QVERIFY(writeAll(path, bytes));

    ProgressStore store;
    const ProgressStore::OpenResult result = store.open(path);
    QVERIFY2(result.recovered, qPrintable(result.message));
    QVERIFY(result.ok);
    QVERIFY(!result.inMemory);
    QCOMPARE(readAll(result.movedAsidePath), bytes);
    QVERIFY(store.progressForLesson(QStringLiteral("lesson")).isEmpty());
    QVERIFY(store.recordVisit(QStringLiteral("a"), QStringLiteral("b")));
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
    {
        RawDb raw(path);
        QVERIFY(raw.exec(QStringLiteral("CREATE TABLE extra1 (x TEXT)")));
        QVERIFY(raw.exec(QStringLiteral("INSERT INTO extra1 VALUES ('a'), ('b')")));
        QVERIFY(raw.exec(QStringLiteral("CREATE TABLE extra2 (x TEXT)")));
        QVERIFY(raw.exec(QStringLiteral("PRAGMA writable_schema=ON")));
        QVERIFY(raw.exec(
            QStringLiteral("UPDATE sqlite_schema SET rootpage = (SELECT rootpage FROM sqlite_schema"
                           " WHERE name = 'extra1') WHERE name = 'extra2'")));
    }
    {
        RawDb raw(path);
        QVERIFY(raw.scalar(QStringLiteral("PRAGMA quick_check")).toString() != "ok");
    }
    const QByteArray before = readAll(path);

    ProgressStore store;
    const ProgressStore::OpenResult result = store.open(path);
    QVERIFY(result.ok);
    QVERIFY2(result.recovered, qPrintable(result.message));
    QVERIFY2(result.message.contains(QStringLiteral("integrity")), qPrintable(result.message));
    QCOMPARE(readAll(result.movedAsidePath), before);
    QCOMPARE(store.healthCheck(), QString());
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

QTEST_GUILESS_MAIN(TestProgressStore)
#include "tst_progressstore.moc"
