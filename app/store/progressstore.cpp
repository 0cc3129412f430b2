// ProgressStore: opening (check, recover, migrate), the migration steps, and the reads and writes
// of progress. Every write runs in its own BEGIN IMMEDIATE transaction so a second GPU Lab on the
// same file waits (busy timeout) instead of failing half-way.
//
// Opening an existing file, in order: the 16-byte SQLite header -> PRAGMA user_version (newer than
// we know: stop, touch nothing) -> PRAGMA quick_check -> foreign keys -> migrations -> a read of
// every table -> WAL. Only SQLite's "corrupt", "not a database" and schema errors count as damage;
// a locked, unreadable or read-only file is never moved aside, since nothing is wrong with its
// data.
#include "app/store/progressstore.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QStringList>
#include <QVariant>

#include <atomic>

namespace gpulab {

namespace {

struct Migration
{
    const char *summary;
    QStringList statements;
};

// migrations()[i] takes the schema from version i to version i + 1. To change the schema, append a
// step; never edit one that has shipped. A step that adds a table of progress also adds it to
// progressTables() so that resetProgress() clears it.
const QList<Migration> &migrations()
{
    static const QList<Migration> steps = {
        {"lessons and sections visited, and the time spent in them",
         {QStringLiteral("CREATE TABLE section_progress ("
                         " lesson_id TEXT NOT NULL CHECK (lesson_id <> ''),"
                         " section_id TEXT NOT NULL CHECK (section_id <> ''),"
                         " visit_count INTEGER NOT NULL DEFAULT 0 CHECK (visit_count >= 0),"
                         " time_spent_ms INTEGER NOT NULL DEFAULT 0 CHECK (time_spent_ms >= 0),"
                         " first_visited_ms INTEGER," // UTC ms since the epoch; NULL: no visit
                         " last_visited_ms INTEGER,"
                         " PRIMARY KEY (lesson_id, section_id)"
                         ") WITHOUT ROWID")}},
    };
    return steps;
}

const QStringList &progressTables()
{
    static const QStringList tables = {QStringLiteral("section_progress")};
    return tables;
}

constexpr int kBusyTimeoutMs = 5000;
constexpr char kSqliteHeader[] = "SQLite format 3"; // and a NUL: 16 bytes

// SQLite's primary result codes, as QSQLITE reports them in QSqlError::nativeErrorCode().
constexpr int kSqliteError = 1;
constexpr int kSqliteCorrupt = 11;
constexpr int kSqliteNotADb = 26;

int sqliteCode(const QSqlError &error)
{
    bool ok = false;
    const int code = error.nativeErrorCode().toInt(&ok);
    return ok && code > 0 ? (code & 0xff) : -1; // extended codes keep the primary in the low byte
}

QString describe(const QSqlError &error)
{
    const QString text = error.databaseText().isEmpty() ? error.text() : error.databaseText();
    return text.trimmed();
}

// Runs one statement whose result we do not need; on failure fills *error.
bool run(const QSqlDatabase &db, const QString &sql, QSqlError *error)
{
    QSqlQuery query(db);
    if (query.exec(sql))
        return true;
    *error = query.lastError();
    return false;
}

// Rows of a one-column statement (PRAGMA quick_check, PRAGMA journal_mode...).
bool column(const QSqlDatabase &db, const QString &sql, QStringList *rows, QSqlError *error)
{
    QSqlQuery query(db);
    query.setForwardOnly(true);
    if (!query.exec(sql)) {
        *error = query.lastError();
        return false;
    }
    while (query.next())
        rows->append(query.value(0).toString());
    if (query.lastError().isValid()) {
        *error = query.lastError();
        return false;
    }
    return true;
}

QString nextConnectionName()
{
    static std::atomic<quint64> counter{0};
    return QStringLiteral("gpulab-progress-%1").arg(++counter);
}

QDateTime fromUtcMs(const QVariant &value)
{
    return value.isNull() ? QDateTime()
                          : QDateTime::fromMSecsSinceEpoch(value.toLongLong(), Qt::UTC);
}

} // namespace

ProgressStore::ProgressStore() : m_connectionName(nextConnectionName()) {}

ProgressStore::~ProgressStore()
{
    close();
}

QString ProgressStore::defaultPath()
{
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    return folder.isEmpty() ? QString() : folder + QStringLiteral("/progress.sqlite");
}

int ProgressStore::currentSchemaVersion()
{
    return int(migrations().size());
}

ProgressStore::OpenResult ProgressStore::open(const QString &path)
{
    close();
    m_path = path;
    m_lastError.clear();
    OpenResult result;
    if (!QSqlDatabase::isDriverAvailable(QStringLiteral("QSQLITE"))) {
        result.message = tr("GPU Lab cannot record your progress: the Qt SQLite driver (QSQLITE) "
                            "is not installed.");
        m_lastError = result.message;
        return result;
    }
    if (path.isEmpty())
        return openInMemory(result, tr("There is no writable folder for GPU Lab's data."));
    const QFileInfo info(path);
    if (info.exists() && !info.isFile())
        return openInMemory(result, tr("Your progress file %1 is not a regular file; it was left "
                                       "untouched.")
                                        .arg(QDir::toNativeSeparators(path)));
    if (!QDir().mkpath(info.absolutePath()))
        return openInMemory(result, tr("The folder %1 for your progress could not be created.")
                                        .arg(QDir::toNativeSeparators(info.absolutePath())));

    Attempt attempt = openFile(path);
    if (attempt.outcome == Outcome::Ok) {
        result.ok = true;
        return result;
    }
    dropConnection();
    const QString shownPath = QDir::toNativeSeparators(path);
    if (attempt.outcome == Outcome::Newer)
        return openInMemory(result, tr("Your progress file %1 was written by a newer version of "
                                       "GPU Lab (schema version %2; this version knows up to %3). "
                                       "It was left untouched; update GPU Lab to keep recording "
                                       "progress in it.")
                                        .arg(shownPath, QString::number(attempt.version),
                                             QString::number(currentSchemaVersion())));
    if (attempt.outcome == Outcome::Unavailable)
        return openInMemory(result, tr("Your progress file %1 could not be opened (%2). It was "
                                       "left untouched.")
                                        .arg(shownPath, attempt.detail));

    QString aside;
    QString error;
    if (!moveAside(path, &aside, &error))
        return openInMemory(result, tr("Your progress file %1 is damaged (%2) and could not be "
                                       "moved aside (%3).")
                                        .arg(shownPath, attempt.detail, error));
    result.recovered = true;
    result.movedAsidePath = aside;
    const QString moved = tr("Your saved progress could not be read (%1). The old file was kept "
                             "as %2.")
                              .arg(attempt.detail, QDir::toNativeSeparators(aside));
    attempt = openFile(path);
    if (attempt.outcome != Outcome::Ok) {
        dropConnection();
        return openInMemory(
            result, moved + QLatin1Char(' ') +
                        tr("A new progress file could not be created (%1).").arg(attempt.detail));
    }
    result.ok = true;
    result.message = moved + QLatin1Char(' ') + tr("GPU Lab started a new progress record.");
    m_lastError = result.message;
    return result;
}

void ProgressStore::close()
{
    dropConnection();
    m_inMemory = false;
}

bool ProgressStore::isOpen() const
{
    return m_db.isOpen();
}

int ProgressStore::schemaVersion() const
{
    if (!isOpen())
        return -1;
    QStringList rows;
    QSqlError error;
    if (!column(m_db, QStringLiteral("PRAGMA user_version"), &rows, &error) || rows.isEmpty()) {
        m_lastError = describe(error);
        return -1;
    }
    return rows.first().toInt();
}

bool ProgressStore::recordVisit(const QString &lessonId, const QString &sectionId,
                                const QDateTime &at)
{
    if (!checkIds(lessonId, sectionId))
        return false;
    if (!at.isValid()) {
        m_lastError = tr("A visit needs a valid time.");
        return false;
    }
    return write(
        QStringLiteral("INSERT INTO section_progress"
                       " (lesson_id, section_id, visit_count, first_visited_ms, last_visited_ms)"
                       " VALUES (?, ?, 1, ?, ?)"
                       " ON CONFLICT (lesson_id, section_id) DO UPDATE SET"
                       " visit_count = visit_count + 1,"
                       " first_visited_ms = coalesce(first_visited_ms, excluded.first_visited_ms),"
                       " last_visited_ms = excluded.last_visited_ms"),
        {lessonId, sectionId, at.toMSecsSinceEpoch(), at.toMSecsSinceEpoch()});
}

bool ProgressStore::addTimeSpent(const QString &lessonId, const QString &sectionId,
                                 qint64 milliseconds)
{
    if (!checkIds(lessonId, sectionId))
        return false;
    if (milliseconds <= 0)
        return true;
    return write(
        QStringLiteral("INSERT INTO section_progress (lesson_id, section_id, time_spent_ms)"
                       " VALUES (?, ?, ?)"
                       " ON CONFLICT (lesson_id, section_id) DO UPDATE SET"
                       " time_spent_ms = time_spent_ms + excluded.time_spent_ms"),
        {lessonId, sectionId, qMin(milliseconds, kMaxSingleTimeSpentMs)});
}

bool ProgressStore::beginWrite()
{
    if (!isOpen()) {
        m_lastError = tr("The progress store is not open.");
        return false;
    }
    QSqlError error;
    if (!run(m_db, QStringLiteral("BEGIN IMMEDIATE"), &error)) {
        m_lastError = describe(error);
        return false;
    }
    return true;
}

bool ProgressStore::resetProgress()
{
    if (!beginWrite())
        return false;
    QSqlError error;
    for (const QString &table : progressTables()) {
        if (!run(m_db, QStringLiteral("DELETE FROM ") + table, &error)) {
            m_lastError = describe(error);
            QSqlError ignored;
            run(m_db, QStringLiteral("ROLLBACK"), &ignored);
            return false;
        }
    }
    if (!run(m_db, QStringLiteral("COMMIT"), &error)) {
        m_lastError = describe(error);
        QSqlError ignored;
        run(m_db, QStringLiteral("ROLLBACK"), &ignored);
        return false;
    }
    return true;
}

QList<ProgressStore::SectionProgress>
ProgressStore::progressForLesson(const QString &lessonId) const
{
    QList<SectionProgress> sections;
    if (!isOpen()) {
        m_lastError = tr("The progress store is not open.");
        return sections;
    }
    QSqlQuery query(m_db);
    query.setForwardOnly(true);
    query.prepare(QStringLiteral("SELECT section_id, visit_count, time_spent_ms, first_visited_ms,"
                                 " last_visited_ms FROM section_progress WHERE lesson_id = ?"
                                 " ORDER BY section_id"));
    query.addBindValue(lessonId);
    if (!query.exec()) {
        m_lastError = describe(query.lastError());
        return sections;
    }
    while (query.next()) {
        SectionProgress s;
        s.lessonId = lessonId;
        s.sectionId = query.value(0).toString();
        s.visits = query.value(1).toInt();
        s.millisecondsSpent = query.value(2).toLongLong();
        s.firstVisited = fromUtcMs(query.value(3));
        s.lastVisited = fromUtcMs(query.value(4));
        sections.append(s);
    }
    if (query.lastError().isValid()) {
        m_lastError = describe(query.lastError());
        sections.clear();
    }
    return sections;
}

QSet<QString> ProgressStore::visitedSections(const QString &lessonId) const
{
    QSet<QString> visited;
    for (const SectionProgress &s : progressForLesson(lessonId)) {
        if (s.visits > 0)
            visited.insert(s.sectionId);
    }
    return visited;
}

QString ProgressStore::healthCheck() const
{
    if (!isOpen())
        return tr("The progress store is not open.");
    QStringList rows;
    QSqlError error;
    if (!column(m_db, QStringLiteral("PRAGMA quick_check"), &rows, &error))
        return tr("PRAGMA quick_check failed: %1").arg(describe(error));
    if (rows != QStringList{QStringLiteral("ok")})
        return tr("PRAGMA quick_check found problems: %1").arg(rows.join(QStringLiteral("; ")));
    for (const QString &table : progressTables()) {
        rows.clear();
        if (!column(m_db, QStringLiteral("SELECT count(*) FROM ") + table, &rows, &error))
            return tr("Reading %1 failed: %2").arg(table, describe(error));
    }
    return {};
}

ProgressStore::Attempt ProgressStore::openFile(const QString &file)
{
    const QFileInfo info(file);
    if (info.exists() && info.size() > 0) {
        // Checked before SQLite sees the file: a foreign file is never opened as a database.
        QFile raw(file);
        if (!raw.open(QIODevice::ReadOnly))
            return {Outcome::Unavailable, raw.errorString()};
        if (raw.read(sizeof kSqliteHeader) != QByteArray(kSqliteHeader, sizeof kSqliteHeader))
            return {Outcome::Damaged, tr("it is not a SQLite database")};
    }

    m_db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_connectionName);
    m_db.setDatabaseName(file);
    m_db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=%1").arg(kBusyTimeoutMs));
    if (!m_db.open())
        return {Outcome::Unavailable, describe(m_db.lastError())};

    auto failed = [](const QSqlError &error) {
        const int code = sqliteCode(error);
        const bool damaged = code == kSqliteCorrupt || code == kSqliteNotADb;
        return Attempt{damaged ? Outcome::Damaged : Outcome::Unavailable, describe(error)};
    };
    QStringList rows;
    QSqlError error;
    if (!column(m_db, QStringLiteral("PRAGMA user_version"), &rows, &error) || rows.isEmpty())
        return failed(error);
    const int version = rows.first().toInt();
    if (version > currentSchemaVersion())
        return {Outcome::Newer, QString(), version};
    if (version < 0)
        return {Outcome::Damaged, tr("schema version %1 is invalid").arg(version)};

    rows.clear();
    if (!column(m_db, QStringLiteral("PRAGMA quick_check"), &rows, &error))
        return failed(error);
    if (rows != QStringList{QStringLiteral("ok")})
        return {Outcome::Damaged, tr("the integrity check failed: %1").arg(rows.value(0))};

    // Migrations run before the switch to WAL so that a file they reject is moved aside exactly
    // as it was found (a failed step is rolled back; the journal mode would stay changed).
    const Attempt attempt = prepareSchema(version);
    if (attempt.outcome != Outcome::Ok)
        return attempt;
    // WAL lets the GUI read while a write is in progress. A file system without shared memory
    // keeps the old journal mode; that is slower, not wrong, so it is not an error.
    rows.clear();
    if (!column(m_db, QStringLiteral("PRAGMA journal_mode=WAL"), &rows, &error))
        return failed(error);
    // With WAL, NORMAL stays consistent after a crash and skips an fsync per commit on the GUI
    // thread; a power cut may lose the last seconds of progress, never the file.
    if (rows.value(0) == QLatin1String("wal") &&
        !run(m_db, QStringLiteral("PRAGMA synchronous=NORMAL"), &error))
        return failed(error);
    return attempt;
}

ProgressStore::Attempt ProgressStore::prepareSchema(int foundVersion)
{
    QSqlError error;
    if (!run(m_db, QStringLiteral("PRAGMA foreign_keys=ON"), &error))
        return {Outcome::Unavailable, describe(error)};

    // From here a failure means the file's tables are not what its version says: damage.
    auto failed = [](const QSqlError &error) {
        const int code = sqliteCode(error);
        const bool damaged =
            code == kSqliteCorrupt || code == kSqliteNotADb || code == kSqliteError;
        return Attempt{damaged ? Outcome::Damaged : Outcome::Unavailable, describe(error)};
    };
    const QList<Migration> &steps = migrations();
    for (int version = foundVersion; version < int(steps.size()); ++version) {
        if (!run(m_db, QStringLiteral("BEGIN IMMEDIATE"), &error))
            return failed(error);
        // Another GPU Lab may have migrated while we waited for the lock.
        QStringList rows;
        if (!column(m_db, QStringLiteral("PRAGMA user_version"), &rows, &error) || rows.isEmpty()) {
            QSqlError ignored;
            run(m_db, QStringLiteral("ROLLBACK"), &ignored);
            return failed(error);
        }
        const bool alreadyDone = rows.first().toInt() > version;
        bool ok = true;
        if (!alreadyDone) {
            for (const QString &sql : steps[version].statements) {
                ok = run(m_db, sql, &error);
                if (!ok)
                    break;
            }
            if (ok)
                ok = run(m_db, QStringLiteral("PRAGMA user_version=%1").arg(version + 1), &error);
        }
        if (ok)
            ok = run(m_db, QStringLiteral("COMMIT"), &error);
        if (!ok) {
            QSqlError ignored;
            run(m_db, QStringLiteral("ROLLBACK"), &ignored);
            Attempt attempt = failed(error);
            attempt.detail = tr("updating it to version %1 (%2) failed: %3")
                                 .arg(version + 1)
                                 .arg(QString::fromUtf8(steps[version].summary), attempt.detail);
            return attempt;
        }
    }
    for (const QString &table : progressTables()) {
        QStringList rows;
        if (!column(m_db, QStringLiteral("SELECT count(*) FROM ") + table, &rows, &error))
            return failed(error);
    }
    return {Outcome::Ok, QString(), int(steps.size())};
}

ProgressStore::OpenResult ProgressStore::openInMemory(OpenResult result, const QString &why)
{
    dropConnection();
    m_db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_connectionName);
    m_db.setDatabaseName(QStringLiteral(":memory:"));
    Attempt attempt;
    if (m_db.open())
        attempt = prepareSchema(0);
    else
        attempt.detail = describe(m_db.lastError());
    if (attempt.outcome != Outcome::Ok) {
        dropConnection();
        result.ok = false;
        result.message = why + QLatin1Char(' ') +
                         tr("GPU Lab cannot record progress at all (%1).").arg(attempt.detail);
    } else {
        m_inMemory = true;
        result.ok = true;
        result.inMemory = true;
        result.message = why + QLatin1Char(' ') +
                         tr("Your progress in this session will not be saved when you quit.");
    }
    m_lastError = result.message;
    return result;
}

bool ProgressStore::moveAside(const QString &file, QString *asidePath, QString *error) const
{
    static const QStringList sidecars = {QStringLiteral("-wal"), QStringLiteral("-shm"),
                                         QStringLiteral("-journal")};
    const QString base = file + QStringLiteral(".corrupt-") +
                         QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"));
    QString aside = base;
    for (int n = 2; QFileInfo::exists(aside); ++n) // two recoveries within a second
        aside = base + QStringLiteral("-%1").arg(n);

    QFile main(file);
    if (!main.rename(aside)) {
        *error = main.errorString();
        return false;
    }
    *asidePath = aside;
    // A WAL left next to a fresh database would be replayed into it, so it must go too.
    for (const QString &suffix : sidecars) {
        QFile sidecar(file + suffix);
        if (sidecar.exists() && !sidecar.rename(aside + suffix)) {
            *error = sidecar.errorString();
            return false;
        }
    }
    return true;
}

void ProgressStore::dropConnection()
{
    if (!m_db.isValid() && !QSqlDatabase::contains(m_connectionName))
        return;
    m_db.close();
    m_db = QSqlDatabase(); // the last handle must be gone before removeDatabase, or Qt warns
    QSqlDatabase::removeDatabase(m_connectionName);
}

bool ProgressStore::checkIds(const QString &lessonId, const QString &sectionId)
{
    if (!lessonId.isEmpty() && !sectionId.isEmpty())
        return true;
    m_lastError = tr("A lesson id and a section id are needed.");
    return false;
}

bool ProgressStore::write(const QString &sql, const QVariantList &values)
{
    if (!beginWrite())
        return false;
    QSqlError error;
    bool ok = false;
    {
        QSqlQuery query(m_db);
        ok = query.prepare(sql);
        if (ok) {
            for (const QVariant &value : values)
                query.addBindValue(value);
            ok = query.exec();
        }
        if (!ok)
            error = query.lastError();
    }
    if (ok)
        ok = run(m_db, QStringLiteral("COMMIT"), &error);
    if (!ok) {
        m_lastError = describe(error);
        QSqlError ignored;
        run(m_db, QStringLiteral("ROLLBACK"), &ignored);
    }
    return ok;
}

} // namespace gpulab
