// ProgressStore: opening (check, recover, migrate), the migration steps, and the reads and writes
// of progress and quiz history. Every write runs in its own BEGIN IMMEDIATE transaction so a
// second GPU Lab on the same file waits (busy timeout) instead of failing half-way.
//
// Opening an existing file, in order: the 16-byte SQLite header -> PRAGMA user_version (newer than
// we know: stop, touch nothing) -> PRAGMA quick_check -> foreign keys -> migrations -> a read of
// every table -> WAL. Only SQLite's "corrupt", "not a database" and schema errors count as damage;
// a locked, unreadable or read-only file is never moved aside, since nothing is wrong with its
// data.
#include "app/store/progressstore.h"

#include "lessons/framework/csvwriter.h"
#include "lessons/framework/quiz/quizid.h"
#include "lessons/framework/sentencetext.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QLocale>
#include <QMap>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QStringList>
#include <QVariant>

#include <algorithm>
#include <atomic>

namespace gpulab {

namespace {

struct Migration
{
    const char *summary;
    QStringList statements;
};

// migrations()[i] takes the schema from version i to version i + 1. To change the schema, append a
// step; never edit one that has shipped. A step that adds a table also adds it to sectionTables()
// (resetProgress() clears those) or quizTables() (resetQuizHistory()); opening and healthCheck()
// read both.
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
        // Ids are AUTOINCREMENT so that one is never reused after resetQuizHistory(): results
        // exported before and after a reset must not name two attempts with one id. Mode and the
        // form of quiz_id are checked in C++ only; a CHECK could not be relaxed for a new mode
        // without copying the table. An answer row carries question text, too big for the
        // WITHOUT ROWID layout SQLite advises for small rows only.
        {"quiz attempts and the answers given in them",
         {QStringLiteral("CREATE TABLE quiz_attempt ("
                         " id INTEGER PRIMARY KEY AUTOINCREMENT,"
                         " quiz_id TEXT NOT NULL CHECK (quiz_id <> ''),"
                         " quiz_title TEXT NOT NULL,"
                         " mode TEXT NOT NULL CHECK (mode <> ''),"
                         " seed INTEGER NOT NULL CHECK (seed BETWEEN 0 AND 4294967295),"
                         " question_count INTEGER NOT NULL CHECK (question_count > 0),"
                         " started_ms INTEGER NOT NULL," // UTC ms since the epoch
                         " finished_ms INTEGER"          // NULL: unfinished or abandoned
                         ")"),
          QStringLiteral("CREATE INDEX quiz_attempt_by_quiz ON quiz_attempt (quiz_id, started_ms)"),
          QStringLiteral("CREATE TABLE quiz_answer ("
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
                         ")")}},
        // A skip was stored as an answer without credit whose response is the quiz's "(skipped)"
        // in the language of the moment; the flag lets the history say how many were skipped.
        // Answers stored before are marked by that response (progresssalvage::legacySkippedSql).
        {"whether each quiz answer was a skipped question",
         {QStringLiteral("ALTER TABLE quiz_answer ADD COLUMN"
                         " skipped INTEGER NOT NULL DEFAULT 0 CHECK (skipped IN (0, 1))"),
          QStringLiteral("UPDATE quiz_answer SET skipped = 1 WHERE ") +
              progresssalvage::legacySkippedSql()}},
    };
    return steps;
}

QString nextConnectionName();

// Each table's CREATE TABLE statements by table name, one for each schema version that changed
// it, oldest first, exactly as SQLite keeps them in sqlite_master (ALTER TABLE rewrites the
// text): salvage reads only tables defined so. Found by running the migrations in memory.
const QHash<QString, QStringList> &tableDefinitions()
{
    static const QHash<QString, QStringList> definitions = [] {
        QHash<QString, QStringList> byName;
        const QString connection = nextConnectionName() + QStringLiteral("-definitions");
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connection);
            db.setDatabaseName(QStringLiteral(":memory:"));
            if (db.open()) {
                for (const Migration &step : migrations()) {
                    for (const QString &sql : step.statements) {
                        QSqlQuery statement(db);
                        statement.exec(sql);
                    }
                    QSqlQuery tables(db);
                    tables.exec(
                        QStringLiteral("SELECT name, sql FROM sqlite_master WHERE type = 'table'"));
                    while (tables.next()) {
                        QStringList &known = byName[tables.value(0).toString()];
                        const QString sql = tables.value(1).toString();
                        if (!known.contains(sql))
                            known.append(sql);
                    }
                }
                db.close();
            }
        }
        QSqlDatabase::removeDatabase(connection);
        return byName;
    }();
    return definitions;
}

const QStringList &sectionTables()
{
    static const QStringList tables = {QStringLiteral("section_progress")};
    return tables;
}

// Children first: resetQuizHistory() deletes in this order.
const QStringList &quizTables()
{
    static const QStringList tables = {QStringLiteral("quiz_answer"),
                                       QStringLiteral("quiz_attempt")};
    return tables;
}

const QStringList &allTables()
{
    static const QStringList tables = sectionTables() + quizTables();
    return tables;
}

// A fraction within this of 0..1 is rounding (weights summed in floating point) and is clamped;
// further out it is a mistake (a percentage, a negative weight left unclamped) and is refused.
constexpr double kFractionSlack = 1e-9;

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

// Prepares sql, binds values in order and runs it; on failure fills *error.
bool exec(QSqlQuery &query, const QString &sql, const QVariantList &values, QSqlError *error)
{
    bool ok = query.prepare(sql);
    if (ok) {
        for (const QVariant &value : values)
            query.addBindValue(value);
        ok = query.exec();
    }
    if (!ok)
        *error = query.lastError();
    return ok;
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

// QSQLITE binds a null QString as NULL; the text columns are NOT NULL and "" means "none".
QString notNull(const QString &text)
{
    return text.isNull() ? QStringLiteral("") : text;
}

qint64 utcMsOrNow(const QDateTime &at)
{
    return (at.isValid() ? at : QDateTime::currentDateTimeUtc()).toMSecsSinceEpoch();
}

QString isoUtc(const QDateTime &at)
{
    return at.toUTC().toString(Qt::ISODate);
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
        return openInMemory(result,
                            tr("Your progress file %1 is damaged (%2) and could not be moved "
                               "aside (%3); it was left as it is.")
                                .arg(shownPath, attempt.detail, error),
                            aside.isEmpty() ? path : aside);
    result.recovered = true;
    result.movedAsidePath = aside;
    const QString damaged = tr("Your saved progress was damaged (%1).").arg(attempt.detail);
    const QString kept = tr("The damaged copy is kept at %1.").arg(QDir::toNativeSeparators(aside));
    attempt = openFile(path);
    if (attempt.outcome != Outcome::Ok) {
        dropConnection();
        return openInMemory(
            result,
            joinSentences(
                {damaged, kept,
                 tr("A new progress file could not be created (%1).").arg(attempt.detail)}),
            aside);
    }
    result.ok = true;
    const QString salvaged = salvage(aside, &result.salvage);
    result.message =
        joinSentences({damaged, salvaged, kept,
                       result.salvage.recovered() > 0
                           ? tr("GPU Lab goes on in a new progress file with what was recovered.")
                           : tr("GPU Lab started a new progress record.")});
    m_lastError = result.message;
    return result;
}

QString ProgressStore::salvage(const QString &damagedFile, progresssalvage::Report *report)
{
    *report = progresssalvage::salvage(damagedFile, m_db, tableDefinitions(), m_salvageLimits);
    const progresssalvage::Report &r = *report;
    if (!r.failure.isEmpty())
        return tr("Nothing could be recovered from it (%1).").arg(r.failure);
    QStringList sentences;
    if (r.recovered() > 0) {
        auto counted = [](const progresssalvage::TableCount &c, const QString &known,
                          const QString &unknown) { return c.total >= 0 ? known : unknown; };
        const QString sections =
            counted(r.sections,
                    tr("%1 of %Ln section record(s)", nullptr, int(r.sections.total))
                        .arg(r.sections.recovered),
                    tr("%Ln section record(s)", nullptr, int(r.sections.recovered)));
        const QString attempts =
            counted(r.attempts,
                    tr("%1 of %Ln quiz attempt(s)", nullptr, int(r.attempts.total))
                        .arg(r.attempts.recovered),
                    tr("%Ln quiz attempt(s)", nullptr, int(r.attempts.recovered)));
        const QString answers = counted(
            r.answers,
            tr("%1 of %Ln answer(s)", nullptr, int(r.answers.total)).arg(r.answers.recovered),
            tr("%Ln answer(s)", nullptr, int(r.answers.recovered)));
        sentences
            << tr("GPU Lab recovered %1, %2 and %3 from it.").arg(sections, attempts, answers);
    } else if (r.skipped() == 0 && !r.unreadable() && !r.limited) {
        return tr("It held no progress to recover.");
    } else {
        sentences << tr("Nothing could be recovered from it.");
    }
    if (r.skipped() > 0)
        sentences << tr("%Ln record(s) that broke the database's rules, or whose quiz attempt was "
                        "lost, were left out.",
                        nullptr, int(r.skipped()));
    if (r.unreadable())
        sentences << tr("Some of it was on damaged pages and could not be read.");
    if (r.limited)
        sentences << tr("Recovery stopped at its limit (%1 s or %2 records); the damaged copy may "
                        "hold more.")
                         .arg(m_salvageLimits.maxMilliseconds / 1000)
                         .arg(m_salvageLimits.maxRows);
    return joinSentences(sentences);
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
    const QVariantList values{lessonId, sectionId, at.toMSecsSinceEpoch(), at.toMSecsSinceEpoch()};
    return writeOrHold([this, values] {
        return write(
            QStringLiteral(
                "INSERT INTO section_progress"
                " (lesson_id, section_id, visit_count, first_visited_ms, last_visited_ms)"
                " VALUES (?, ?, 1, ?, ?)"
                " ON CONFLICT (lesson_id, section_id) DO UPDATE SET"
                " visit_count = visit_count + 1,"
                " first_visited_ms = coalesce(first_visited_ms, excluded.first_visited_ms),"
                " last_visited_ms = excluded.last_visited_ms"),
            values);
    });
}

bool ProgressStore::addTimeSpent(const QString &lessonId, const QString &sectionId,
                                 qint64 milliseconds)
{
    if (!checkIds(lessonId, sectionId))
        return false;
    if (milliseconds <= 0)
        return true;
    const QVariantList values{lessonId, sectionId, qMin(milliseconds, kMaxSingleTimeSpentMs)};
    return writeOrHold([this, values] {
        return write(
            QStringLiteral("INSERT INTO section_progress (lesson_id, section_id, time_spent_ms)"
                           " VALUES (?, ?, ?)"
                           " ON CONFLICT (lesson_id, section_id) DO UPDATE SET"
                           " time_spent_ms = time_spent_ms + excluded.time_spent_ms"),
            values);
    });
}

bool ProgressStore::beginWrite()
{
    m_lastFailureMayPass = false;
    if (!isOpen()) {
        m_lastError = tr("The progress store is not open.");
        return false;
    }
    QSqlError error;
    if (!run(m_db, QStringLiteral("BEGIN IMMEDIATE"), &error)) {
        m_lastError = describe(error);
        m_lastFailureMayPass = true; // locked, read-only, damaged: another try may work
        return false;
    }
    return true;
}

bool ProgressStore::transaction(const std::function<bool(QSqlError *error)> &work)
{
    if (!beginWrite())
        return false;
    QSqlError error;
    bool ok = work(&error); // its queries are gone when it returns, before COMMIT
    if (ok)
        ok = run(m_db, QStringLiteral("COMMIT"), &error);
    if (!ok) {
        // A database error may pass (disk full, a lock, a table repaired); a refusal of the
        // content (work set lastError() itself) will not.
        m_lastFailureMayPass = error.isValid();
        if (error.isValid())
            m_lastError = describe(error);
        QSqlError ignored;
        run(m_db, QStringLiteral("ROLLBACK"), &ignored);
    }
    return ok;
}

bool ProgressStore::writeOrHold(const std::function<bool()> &work)
{
    if (!m_held.isEmpty() && !retryHeldWrites()) {
        m_held.append(work); // after the others: the order of writes is kept
        return false;
    }
    if (work())
        return true;
    if (m_lastFailureMayPass) {
        m_held.append(work);
        m_lastError =
            tr("%1 (kept in memory until the progress database takes it again)").arg(m_lastError);
    }
    return false;
}

bool ProgressStore::retryHeldWrites()
{
    while (!m_held.isEmpty()) {
        if (!m_held.first()()) {
            if (m_lastFailureMayPass)
                return false;
            // Refused for its content now (its attempt was reset meanwhile): dropped.
        }
        m_held.removeFirst();
    }
    return true;
}

qint64 ProgressStore::realAttemptId(qint64 id) const
{
    return id > 0 ? id : m_provisional.value(id);
}

bool ProgressStore::clearTables(const QStringList &tables)
{
    return transaction([&](QSqlError *error) {
        for (const QString &table : tables) {
            if (!run(m_db, QStringLiteral("DELETE FROM ") + table, error))
                return false;
        }
        return true;
    });
}

bool ProgressStore::resetProgress()
{
    return clearTables(sectionTables());
}

qint64 ProgressStore::startQuizAttempt(const QuizAttempt &attempt)
{
    if (!QuizId::parse(attempt.quizId).isQuiz()) {
        m_lastError =
            tr("\"%1\" is not a quiz id (lesson:<lesson id>, exam or import:<file name>).")
                .arg(attempt.quizId);
        return 0;
    }
    if (attempt.mode != QLatin1String("practice") && attempt.mode != QLatin1String("test")) {
        m_lastError = tr("\"%1\" is not a quiz mode (practice or test).").arg(attempt.mode);
        return 0;
    }
    if (attempt.questionCount < 1) {
        m_lastError = tr("A quiz attempt needs at least one question.");
        return 0;
    }
    if (m_held.isEmpty() || retryHeldWrites()) {
        const qint64 id = insertAttempt(attempt);
        if (id > 0 || !m_lastFailureMayPass)
            return id;
    }
    // The database refuses writes for now: a provisional id, and the attempt held with it.
    const qint64 provisional = -(m_provisional.size() + 1);
    m_provisional.insert(provisional, 0);
    QuizAttempt held = attempt;
    held.startedAt = QDateTime::fromMSecsSinceEpoch(utcMsOrNow(attempt.startedAt), Qt::UTC);
    m_held.append([this, held, provisional] {
        const qint64 real = insertAttempt(held);
        if (real > 0)
            m_provisional[provisional] = real;
        return real > 0;
    });
    m_lastError =
        tr("%1 (kept in memory until the progress database takes it again)").arg(m_lastError);
    return provisional;
}

qint64 ProgressStore::insertAttempt(const QuizAttempt &attempt)
{
    qint64 id = 0;
    const bool ok = transaction([&](QSqlError *error) {
        QSqlQuery query(m_db);
        if (!exec(query,
                  QStringLiteral("INSERT INTO quiz_attempt (quiz_id, quiz_title, mode, seed,"
                                 " question_count, started_ms) VALUES (?, ?, ?, ?, ?, ?)"),
                  {attempt.quizId, notNull(attempt.quizTitle), attempt.mode, qint64(attempt.seed),
                   attempt.questionCount, utcMsOrNow(attempt.startedAt)},
                  error))
            return false;
        id = query.lastInsertId().toLongLong();
        if (id > 0)
            return true;
        m_lastError = tr("The new quiz attempt got no id.");
        return false;
    });
    return ok ? id : 0;
}

bool ProgressStore::recordQuizAnswer(const QuizAnswerRecord &answer)
{
    if (answer.questionKey.isEmpty()) {
        m_lastError = tr("An answer needs a question key.");
        return false;
    }
    if (answer.position < 0) {
        m_lastError = tr("An answer's position cannot be negative.");
        return false;
    }
    // NaN fails both comparisons, so it is refused too.
    if (!(answer.fraction >= -kFractionSlack && answer.fraction <= 1 + kFractionSlack)) {
        m_lastError = tr("An answer's fraction must be from 0 to 1, not %1.").arg(answer.fraction);
        return false;
    }
    const double fraction = std::clamp(answer.fraction, 0.0, 1.0);
    if (answer.skipped && fraction > 0) {
        m_lastError = tr("A skipped question cannot earn credit (fraction %1).").arg(fraction);
        return false;
    }
    // 0 is no attempt's id (real ones count from 1, provisional ones from -1): held, it would
    // wait for ever and every later write behind it.
    if (answer.attemptId == 0 ||
        (answer.attemptId < 0 && !m_provisional.contains(answer.attemptId))) {
        m_lastError = tr("There is no quiz attempt %1.").arg(answer.attemptId);
        return false;
    }
    QuizAnswerRecord given = answer;
    if (!given.answeredAt.isValid())
        given.answeredAt = QDateTime::currentDateTimeUtc(); // when answered, not when written
    return writeOrHold([this, given, fraction] {
        QuizAnswerRecord written = given;
        written.attemptId = realAttemptId(given.attemptId);
        if (written.attemptId == 0) { // its attempt is held too (before it, in order)
            m_lastFailureMayPass = true;
            return false;
        }
        return insertAnswer(written, fraction);
    });
}

bool ProgressStore::insertAnswer(const QuizAnswerRecord &answer, double fraction)
{
    return transaction([&](QSqlError *error) {
        // Checked in the transaction, so that a finish from another GPU Lab cannot slip between.
        QSqlQuery attempt(m_db);
        attempt.setForwardOnly(true);
        if (!exec(attempt,
                  QStringLiteral("SELECT question_count, finished_ms FROM quiz_attempt"
                                 " WHERE id = ?"),
                  {answer.attemptId}, error))
            return false;
        if (!attempt.next()) {
            if (attempt.lastError().isValid()) {
                *error = attempt.lastError();
                return false;
            }
            m_lastError = tr("There is no quiz attempt %1.").arg(answer.attemptId);
            return false;
        }
        if (!attempt.value(1).isNull()) {
            m_lastError =
                tr("Quiz attempt %1 is finished; a retake is a new attempt.").arg(answer.attemptId);
            return false;
        }
        const int questionCount = attempt.value(0).toInt();
        if (answer.position >= questionCount) {
            m_lastError = tr("Quiz attempt %1 has %Ln question(s); there is no position %2.",
                             nullptr, questionCount)
                              .arg(answer.attemptId)
                              .arg(answer.position);
            return false;
        }
        attempt.finish();
        QSqlQuery insert(m_db);
        return exec(insert,
                    QStringLiteral("INSERT INTO quiz_answer (attempt_id, position, lesson_id,"
                                   " question_key, question_text, response, graded, fraction,"
                                   " answered_ms, skipped) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
                                   " ON CONFLICT (attempt_id, position) DO UPDATE SET"
                                   " lesson_id = excluded.lesson_id,"
                                   " question_key = excluded.question_key,"
                                   " question_text = excluded.question_text,"
                                   " response = excluded.response,"
                                   " graded = excluded.graded,"
                                   " fraction = excluded.fraction,"
                                   " answered_ms = excluded.answered_ms,"
                                   " skipped = excluded.skipped"),
                    {answer.attemptId, answer.position, notNull(answer.lessonId),
                     answer.questionKey, notNull(answer.questionText), notNull(answer.response),
                     answer.graded ? 1 : 0, fraction, utcMsOrNow(answer.answeredAt),
                     answer.skipped ? 1 : 0},
                    error);
    });
}

bool ProgressStore::finishQuizAttempt(qint64 attemptId, const QDateTime &at)
{
    if (!at.isValid()) {
        m_lastError = tr("Finishing a quiz attempt needs a valid time.");
        return false;
    }
    if (attemptId == 0 || (attemptId < 0 && !m_provisional.contains(attemptId))) {
        m_lastError = tr("There is no quiz attempt %1.").arg(attemptId);
        return false;
    }
    return writeOrHold([this, attemptId, at] {
        const qint64 real = realAttemptId(attemptId);
        if (real == 0) {
            m_lastFailureMayPass = true;
            return false;
        }
        return updateFinished(real, at);
    });
}

bool ProgressStore::updateFinished(qint64 attemptId, const QDateTime &at)
{
    return transaction([&](QSqlError *error) {
        QSqlQuery query(m_db);
        // coalesce: a second finish (the window closing after Submit) keeps the first time.
        if (!exec(query,
                  QStringLiteral("UPDATE quiz_attempt SET finished_ms = coalesce(finished_ms, ?)"
                                 " WHERE id = ?"),
                  {at.toMSecsSinceEpoch(), attemptId}, error))
            return false;
        if (query.numRowsAffected() > 0)
            return true;
        m_lastError = tr("There is no quiz attempt %1.").arg(attemptId);
        return false;
    });
}

bool ProgressStore::resetQuizHistory()
{
    return clearTables(quizTables());
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

QList<ProgressStore::QuizAttempt> ProgressStore::quizAttempts(const QString &quizId) const
{
    QList<QuizAttempt> attempts;
    if (!isOpen()) {
        m_lastError = tr("The progress store is not open.");
        return attempts;
    }
    QSqlQuery query(m_db);
    query.setForwardOnly(true);
    QSqlError error;
    // The counts come from the answers, never from a copy kept in quiz_attempt that could drift.
    if (!exec(query,
              QStringLiteral("SELECT a.id, a.quiz_id, a.quiz_title, a.mode, a.seed,"
                             " a.question_count, a.started_ms, a.finished_ms, count(q.position),"
                             " coalesce(sum(q.graded), 0),"
                             " coalesce(sum(CASE WHEN q.graded THEN q.fraction END), 0),"
                             " coalesce(sum(q.skipped), 0)"
                             " FROM quiz_attempt a LEFT JOIN quiz_answer q ON q.attempt_id = a.id"
                             " WHERE ? = '' OR a.quiz_id = ?"
                             " GROUP BY a.id ORDER BY a.started_ms, a.id"),
              {notNull(quizId), notNull(quizId)}, &error)) {
        m_lastError = describe(error);
        return attempts;
    }
    while (query.next()) {
        QuizAttempt a;
        a.id = query.value(0).toLongLong();
        a.quizId = query.value(1).toString();
        a.quizTitle = query.value(2).toString();
        a.mode = query.value(3).toString();
        a.seed = quint32(query.value(4).toLongLong());
        a.questionCount = query.value(5).toInt();
        a.startedAt = fromUtcMs(query.value(6));
        a.finishedAt = fromUtcMs(query.value(7));
        a.answered = query.value(8).toInt();
        a.graded = query.value(9).toInt();
        a.score = query.value(10).toDouble();
        a.skipped = query.value(11).toInt();
        attempts.append(a);
    }
    if (query.lastError().isValid()) {
        m_lastError = describe(query.lastError());
        attempts.clear();
    }
    return attempts;
}

QList<ProgressStore::QuizAnswerRecord> ProgressStore::quizAnswers(qint64 attemptId) const
{
    QList<QuizAnswerRecord> answers;
    if (!isOpen()) {
        m_lastError = tr("The progress store is not open.");
        return answers;
    }
    QSqlQuery query(m_db);
    query.setForwardOnly(true);
    QSqlError error;
    if (!exec(query,
              QStringLiteral("SELECT position, lesson_id, question_key, question_text, response,"
                             " graded, fraction, answered_ms, skipped FROM quiz_answer"
                             " WHERE attempt_id = ? ORDER BY position"),
              {attemptId}, &error)) {
        m_lastError = describe(error);
        return answers;
    }
    while (query.next()) {
        QuizAnswerRecord r;
        r.attemptId = attemptId;
        r.position = query.value(0).toInt();
        r.lessonId = query.value(1).toString();
        r.questionKey = query.value(2).toString();
        r.questionText = query.value(3).toString();
        r.response = query.value(4).toString();
        r.graded = query.value(5).toInt() != 0;
        r.fraction = query.value(6).toDouble();
        r.answeredAt = fromUtcMs(query.value(7));
        r.skipped = query.value(8).toInt() != 0;
        answers.append(r);
    }
    if (query.lastError().isValid()) {
        m_lastError = describe(query.lastError());
        answers.clear();
    }
    return answers;
}

QList<ProgressStore::QuizSummary> ProgressStore::quizSummaries() const
{
    QList<QuizSummary> summaries; // by quiz id, as the map below iterates
    QMap<QString, QuizSummary> byQuiz;
    for (const QuizAttempt &attempt : quizAttempts()) { // oldest first: the last one wins "last"
        // An abandoned attempt's percent covers only what was answered: no result.
        if (attempt.graded == 0 || !attempt.finishedAt.isValid())
            continue;
        QuizSummary &s = byQuiz[attempt.quizId];
        s.quizId = attempt.quizId;
        s.bestPercent =
            s.attempts == 0 ? attempt.percent() : qMax(s.bestPercent, attempt.percent());
        ++s.attempts;
        s.lastPercent = attempt.percent();
        s.lastAt = attempt.startedAt;
    }
    for (const QuizSummary &s : std::as_const(byQuiz))
        summaries.append(s);
    return summaries;
}

bool ProgressStore::exportQuizResultsCsv(const QString &path, const Student &student) const
{
    if (!isOpen()) {
        m_lastError = tr("The progress store is not open.");
        return false;
    }
    // One statement reads one consistent snapshot, even while another GPU Lab writes.
    QSqlQuery query(m_db);
    query.setForwardOnly(true);
    QSqlError error;
    if (!exec(query,
              QStringLiteral("SELECT a.id, a.quiz_id, a.quiz_title, a.mode, a.started_ms,"
                             " a.finished_ms, q.position, q.lesson_id, q.question_key,"
                             " q.question_text, q.response, q.fraction, q.graded, q.answered_ms,"
                             " q.skipped"
                             " FROM quiz_attempt a JOIN quiz_answer q ON q.attempt_id = a.id"
                             " ORDER BY a.started_ms, a.id, q.position"),
              {}, &error)) {
        m_lastError = describe(error);
        return false;
    }
    QString text = csv::record(
        {QStringLiteral("student_name"), QStringLiteral("student_id"), QStringLiteral("attempt_id"),
         QStringLiteral("quiz_id"), QStringLiteral("quiz_title"), QStringLiteral("mode"),
         QStringLiteral("started_at"), QStringLiteral("finished_at"), QStringLiteral("position"),
         QStringLiteral("lesson_id"), QStringLiteral("question_key"),
         QStringLiteral("question_text"), QStringLiteral("response"), QStringLiteral("fraction"),
         QStringLiteral("graded"), QStringLiteral("answered_at"), QStringLiteral("skipped")});
    while (query.next()) {
        const QDateTime finished = fromUtcMs(query.value(5));
        text += csv::record({
            student.name,
            student.id,
            QString::number(query.value(0).toLongLong()),
            query.value(1).toString(),
            query.value(2).toString(),
            query.value(3).toString(),
            isoUtc(fromUtcMs(query.value(4))),
            finished.isValid() ? isoUtc(finished) : QString(),
            QString::number(query.value(6).toInt()),
            query.value(7).toString(),
            query.value(8).toString(),
            query.value(9).toString(),
            query.value(10).toString(),
            // The shortest text that reads back as the same double, in the C locale.
            QString::number(query.value(11).toDouble(), 'g', QLocale::FloatingPointShortest),
            QString::number(query.value(12).toInt()),
            isoUtc(fromUtcMs(query.value(13))),
            QString::number(query.value(14).toInt()),
        });
    }
    if (query.lastError().isValid()) {
        m_lastError = describe(query.lastError());
        return false;
    }
    return writeCsv(path, text, tr("The quiz results could not be written to %1 (%2)."));
}

bool ProgressStore::exportQuizSummaryCsv(const QString &path, const Student &student,
                                         const QList<QuizColumn> &quizzes) const
{
    if (!isOpen()) {
        m_lastError = tr("The progress store is not open.");
        return false;
    }
    m_lastError.clear();
    const QList<QuizAttempt> attempts = quizAttempts();
    if (!m_lastError.isEmpty())
        return false;
    QList<QuizColumn> columns = quizzes;
    auto hasColumn = [&](const QString &quizId) {
        return std::any_of(columns.cbegin(), columns.cend(),
                           [&](const QuizColumn &c) { return c.quizId == quizId; });
    };
    for (const QuizAttempt &a : attempts)
        if (a.finishedAt.isValid() && a.graded > 0 && !hasColumn(a.quizId))
            columns.append({a.quizId, a.quizTitle.isEmpty() ? a.quizId : a.quizTitle});
    QHash<QString, double> best;
    for (const QuizSummary &summary : quizSummaries())
        best.insert(summary.quizId, summary.bestPercent);

    // The header names Moodle's own grade export uses, untranslated, so an import maps them.
    QStringList header = {QStringLiteral("Name"), QStringLiteral("ID number"),
                          QStringLiteral("Email address")};
    QStringList row = {student.name, student.idIsEmail() ? QString() : student.id,
                       student.idIsEmail() ? student.id : QString()};
    double total = 0;
    for (const QuizColumn &column : std::as_const(columns)) {
        header << column.title;
        const auto it = best.constFind(column.quizId);
        row << (it == best.cend() ? QString() : QString::number(*it, 'f', 2));
        total += it == best.cend() ? 0.0 : *it;
    }
    header << QStringLiteral("Total");
    row << (columns.isEmpty() ? QString() : QString::number(total / columns.size(), 'f', 2));
    return writeCsv(path, csv::record(header) + csv::record(row),
                    tr("The quiz grades could not be written to %1 (%2)."));
}

bool ProgressStore::writeCsv(const QString &path, const QString &text, const QString &failure) const
{
    QString why;
    if (csv::writeFile(path, text, &why))
        return true;
    m_lastError = failure.arg(QDir::toNativeSeparators(path), why);
    return false;
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
        return tr("PRAGMA quick_check found problems: %1").arg(clauseList(rows));
    for (const QString &table : allTables()) {
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
    for (const QString &table : allTables()) {
        QStringList rows;
        if (!column(m_db, QStringLiteral("SELECT count(*) FROM ") + table, &rows, &error))
            return failed(error);
    }
    return {Outcome::Ok, QString(), int(steps.size())};
}

ProgressStore::OpenResult ProgressStore::openInMemory(OpenResult result, const QString &why,
                                                      const QString &damagedFile)
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
        result.message = joinSentences(
            why, tr("GPU Lab cannot record progress at all (%1).").arg(attempt.detail));
    } else {
        m_inMemory = true;
        result.ok = true;
        result.inMemory = true;
        // Salvaged for this session: what was recovered can still be seen and exported.
        const QString salvaged =
            damagedFile.isEmpty() ? QString() : salvage(damagedFile, &result.salvage);
        result.message = joinSentences(
            {why, salvaged, tr("Your progress in this session will not be saved when you quit.")});
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
    return transaction([&](QSqlError *error) {
        QSqlQuery query(m_db);
        return exec(query, sql, values, error);
    });
}

} // namespace gpulab
