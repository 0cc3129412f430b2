// progresssalvage::salvage: copy the damaged file aside, find its tables (rebuilding a garbled
// 100-byte header if that is what stops SQLite), count their rows, then walk them in key order
// (attempts before answers, so an answer can be checked against its attempt) and insert every
// row that keeps the schema's rules. See progresssalvage.h for what is promised.
#include "app/store/progresssalvage.h"

#include "lessons/framework/quiz/quizid.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QList>
#include <QLocale>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QVariant>
#include <QVariantList>

#include <atomic>
#include <functional>
#include <limits>
#include <optional>

namespace gpulab::progresssalvage {

namespace {

constexpr int kSqliteConstraint = 19; // SQLite's primary result code for a broken constraint
// Attempt ids above this are no real store's (one attempt a second would take 285 million years):
// kept, the AUTOINCREMENT counter would leave no room for new attempts.
constexpr qint64 kMaxAttemptId = qint64(1) << 53;
// Tried in this order when the header must be rebuilt: SQLite's default first.
constexpr int kPageSizes[] = {4096, 1024, 2048, 8192, 16384, 32768, 65536, 512};

bool isInteger(const QVariant &v)
{
    return !v.isNull() && v.typeId() == QMetaType::LongLong;
}

// Text GPU Lab wrote: never a NUL character (a page cut in two reads as zeros, and a row
// across the cut comes back with NULs in its text).
bool isText(const QVariant &v)
{
    return !v.isNull() && v.typeId() == QMetaType::QString && !v.toString().contains(QChar(0));
}

bool isNonEmptyText(const QVariant &v)
{
    return isText(v) && !v.toString().isEmpty();
}

bool isIntegerIn(const QVariant &v, qint64 low, qint64 high)
{
    return isInteger(v) && v.toLongLong() >= low && v.toLongLong() <= high;
}

bool isIntegerOrNull(const QVariant &v)
{
    return v.isNull() || isInteger(v);
}

bool isConstraint(const QSqlError &error)
{
    bool ok = false;
    const int code = error.nativeErrorCode().toInt(&ok);
    return ok && (code & 0xff) == kSqliteConstraint;
}

QString describe(const QSqlError &error)
{
    const QString text = error.databaseText().isEmpty() ? error.text() : error.databaseText();
    return text.trimmed();
}

void put32(QByteArray &bytes, int offset, quint32 value)
{
    for (int i = 0; i < 4; ++i)
        bytes[offset + i] = char((value >> (24 - 8 * i)) & 0xff);
}

// A plain header for a database of pageSize pages: SQLite takes the page count from the file's
// size (the size field is left invalid), finds no free list and reads text as UTF-8, as GPU Lab
// writes it. Every field GPU Lab does not set is at SQLite's default.
bool writeHeader(const QString &file, int pageSize, bool wal)
{
    QByteArray header(100, '\0');
    header.replace(0, 16, QByteArray("SQLite format 3", 16));
    header[16] = char(pageSize == 65536 ? 0 : (pageSize >> 8) & 0xff);
    header[17] = char(pageSize == 65536 ? 1 : pageSize & 0xff);
    header[18] = header[19] = char(wal ? 2 : 1); // WAL only where there is a -wal to read
    header[21] = 64;                             // payload fractions: fixed by the format
    header[22] = 32;
    header[23] = 32;
    put32(header, 24, 1); // change counter; the version-valid-for field (92) stays 0: no match,
                          // so the in-header page count is ignored
    put32(header, 40, 1); // schema cookie
    put32(header, 44, 4); // schema format
    put32(header, 56, 1); // UTF-8
    QFile out(file);
    return out.open(QIODevice::ReadWrite) && out.write(header) == header.size();
}

QString nextConnectionName()
{
    static std::atomic<quint64> counter{0};
    return QStringLiteral("gpulab-salvage-%1").arg(++counter);
}

class Salvager
{
    Q_DECLARE_TR_FUNCTIONS(ProgressStore)

public:
    Salvager(const QSqlDatabase &into, const QHash<QString, QStringList> &definitions,
             const Limits &limits)
        : m_into(into), m_definitions(definitions), m_limits(limits)
    {
        m_clock.start();
    }
    ~Salvager() { closeSource(); }
    Salvager(const Salvager &) = delete;
    Salvager &operator=(const Salvager &) = delete;

    Report run(const QString &damagedFile);

private:
    struct SchemaEntry
    {
        QString type;
        QString sql;
    };
    using Take = std::function<bool(const QSqlQuery &)>;

    bool copy(const QString &damagedFile, const QString &folder);
    bool openSource();
    void closeSource();
    bool readSchema(QString *error);
    bool findSchema();
    bool readable(const QString &table, TableCount *count);
    bool hasColumn(const QString &table, const QString &column);
    void countRows(const QString &table, TableCount *count);
    bool overLimit();
    bool read(const QString &sql, const QVariantList &values, const Take &take, bool countRows);
    void walkByRowid(const QString &table, const QString &columns, const Take &take,
                     TableCount *count);
    std::optional<qint64> nextReadableRowid(const QString &probe, qint64 from);
    void walkSections();
    bool insert(QSqlQuery &statement, const QVariantList &values, TableCount *count);
    bool takeSection(const QSqlQuery &row);
    bool takeAttempt(const QSqlQuery &row);
    bool takeAnswer(const QSqlQuery &row);
    void carrySequence();
    bool exec(const QString &sql);

    QSqlDatabase m_into;
    QHash<QString, QStringList> m_definitions;
    Limits m_limits;
    QElapsedTimer m_clock;
    QString m_copy;
    bool m_wal = false;
    QString m_sourceName;
    QSqlDatabase m_from;
    QHash<QString, SchemaEntry> m_schema;
    Report m_report;
    qint64 m_rowsRead = 0;
    bool m_stop = false;           // a limit was reached or `into` failed: read no further
    QHash<qint64, int> m_attempts; // recovered attempt id -> question count
    std::optional<QSqlQuery> m_insertSection;
    std::optional<QSqlQuery> m_insertAttempt;
    std::optional<QSqlQuery> m_insertAnswer;
};

Report Salvager::run(const QString &damagedFile)
{
    const QTemporaryDir folder;
    if (!folder.isValid()) {
        m_report.failure = tr("no temporary folder to read it in (%1)").arg(folder.errorString());
        return m_report;
    }
    if (!copy(damagedFile, folder.path()) || !openSource() || !findSchema()) {
        closeSource();
        return m_report;
    }

    struct Table
    {
        const char *name;
        TableCount *count;
    };
    const Table tables[] = {{"section_progress", &m_report.sections},
                            {"quiz_attempt", &m_report.attempts},
                            {"quiz_answer", &m_report.answers}};
    bool readTable[3] = {};
    for (int i = 0; i < 3; ++i) {
        readTable[i] = readable(QString::fromLatin1(tables[i].name), tables[i].count);
        if (readTable[i])
            countRows(QString::fromLatin1(tables[i].name), tables[i].count);
    }

    if (!exec(QStringLiteral("BEGIN IMMEDIATE"))) {
        closeSource();
        Report failed;
        failed.failure = m_report.failure;
        return failed;
    }
    auto prepare = [this](std::optional<QSqlQuery> *statement, const QString &sql) {
        statement->emplace(m_into);
        if ((*statement)->prepare(sql))
            return true;
        m_report.failure = describe((*statement)->lastError());
        m_stop = true;
        return false;
    };
    if (prepare(&m_insertSection,
                QStringLiteral("INSERT INTO section_progress (lesson_id, section_id, visit_count,"
                               " time_spent_ms, first_visited_ms, last_visited_ms)"
                               " VALUES (?, ?, ?, ?, ?, ?)")) &&
        prepare(&m_insertAttempt,
                QStringLiteral("INSERT INTO quiz_attempt (id, quiz_id, quiz_title, mode, seed,"
                               " question_count, started_ms, finished_ms)"
                               " VALUES (?, ?, ?, ?, ?, ?, ?, ?)")) &&
        prepare(&m_insertAnswer,
                QStringLiteral("INSERT INTO quiz_answer (attempt_id, position, lesson_id,"
                               " question_key, question_text, response, graded, fraction,"
                               " answered_ms, skipped) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"))) {
        if (readTable[1]) {
            walkByRowid(
                QStringLiteral("quiz_attempt"),
                QStringLiteral("id, quiz_id, quiz_title, mode, seed, question_count,"
                               " started_ms, finished_ms"),
                [this](const QSqlQuery &row) { return takeAttempt(row); }, &m_report.attempts);
            carrySequence();
        }
        if (readTable[2])
            walkByRowid(
                QStringLiteral("quiz_answer"),
                QStringLiteral("attempt_id, position, lesson_id, question_key,"
                               " question_text, response, graded, fraction, answered_ms, ") +
                    (hasColumn(QStringLiteral("quiz_answer"), QStringLiteral("skipped"))
                         ? QStringLiteral("skipped")
                         : QStringLiteral("CASE WHEN %1 THEN 1 ELSE 0 END")
                               .arg(legacySkippedSql())),
                [this](const QSqlQuery &row) { return takeAnswer(row); }, &m_report.answers);
        if (readTable[0])
            walkSections();
    }
    m_insertSection.reset();
    m_insertAttempt.reset();
    m_insertAnswer.reset();
    closeSource();

    if (m_report.failure.isEmpty() && exec(QStringLiteral("COMMIT"))) {
        for (TableCount *count : {&m_report.sections, &m_report.attempts, &m_report.answers}) {
            // SQLite counted rows the walk could not reach (not those a limit left unread).
            if (!m_report.limited && count->total >= 0 &&
                count->recovered + count->skipped < count->total)
                count->unreadable = true;
            count->total =
                count->total < 0 ? -1 : qMax(count->total, count->recovered + count->skipped);
        }
        return m_report;
    }
    QSqlQuery rollback(m_into);
    rollback.exec(QStringLiteral("ROLLBACK"));
    Report failed;
    failed.failure = m_report.failure;
    return failed;
}

// The file and whichever of its -wal and -journal exist: SQLite replays or rolls them back into
// the copy only.
bool Salvager::copy(const QString &damagedFile, const QString &folder)
{
    m_copy = folder + QStringLiteral("/salvage.sqlite");
    qint64 bytes = 0;
    for (const QString &suffix : {QString(), QStringLiteral("-wal"), QStringLiteral("-journal")}) {
        const QFileInfo info(damagedFile + suffix);
        if (!suffix.isEmpty() && !info.exists())
            continue;
        bytes += info.size();
        if (bytes > m_limits.maxFileBytes) {
            m_report.limited = true;
            m_report.failure = tr("it is larger than %1")
                                   .arg(QLocale().formattedDataSize(m_limits.maxFileBytes, 0));
            return false;
        }
        QFile source(damagedFile + suffix);
        const QString target = m_copy + suffix;
        if (!source.copy(target) ||
            !QFile::setPermissions(target, QFile::ReadOwner | QFile::WriteOwner)) {
            m_report.failure =
                tr("it could not be copied to be read (%1)").arg(source.errorString());
            return false;
        }
        m_wal = m_wal || suffix == QLatin1String("-wal");
    }
    return true;
}

bool Salvager::openSource()
{
    m_sourceName = nextConnectionName();
    m_from = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_sourceName);
    m_from.setDatabaseName(m_copy);
    if (m_from.open())
        return true;
    m_report.failure = describe(m_from.lastError());
    return false;
}

void Salvager::closeSource()
{
    if (m_sourceName.isEmpty())
        return;
    m_from.close();
    m_from = QSqlDatabase(); // the last handle must be gone before removeDatabase, or Qt warns
    QSqlDatabase::removeDatabase(m_sourceName);
    m_sourceName.clear();
}

bool Salvager::readSchema(QString *error)
{
    m_schema.clear();
    QSqlQuery query(m_from);
    query.setForwardOnly(true);
    if (query.exec(QStringLiteral("SELECT type, name, sql FROM sqlite_master"))) {
        while (query.next())
            m_schema.insert(query.value(1).toString(),
                            {query.value(0).toString(), query.value(2).toString()});
        if (!query.lastError().isValid())
            return true;
    }
    *error = describe(query.lastError());
    return false;
}

// The table list on page 1, as the file's header says to read it; when that fails (garbage over
// the header, or a truncated file: SQLite refuses a header that counts more pages than there
// are), with a rebuilt header for each page size in turn, the old header's own first.
bool Salvager::findSchema()
{
    QString error;
    if (readSchema(&error))
        return true;
    QList<int> pageSizes;
    if (QFile old(m_copy); old.open(QIODevice::ReadOnly)) {
        const QByteArray header = old.read(18);
        const int size = header.size() < 18 ? 0 : (uchar(header[16]) << 8) | uchar(header[17]);
        if (size == 1)
            pageSizes << 65536;
        else if (size >= 512 && (size & (size - 1)) == 0)
            pageSizes << size;
    }
    for (const int pageSize : kPageSizes) {
        if (!pageSizes.contains(pageSize))
            pageSizes << pageSize;
    }
    for (const int pageSize : std::as_const(pageSizes)) {
        if (overLimit())
            break;
        closeSource();
        QString ignored;
        if (writeHeader(m_copy, pageSize, m_wal) && openSource() && readSchema(&ignored))
            return true;
    }
    m_report.failure = tr("its list of tables could not be read: %1").arg(error);
    return false;
}

// A table is read only when it is exactly the one this version writes; one that is missing (an
// old file before the quiz tables) simply has no rows.
bool Salvager::readable(const QString &table, TableCount *count)
{
    const auto found = m_schema.constFind(table);
    if (found == m_schema.cend()) {
        count->total = 0;
        return false;
    }
    if (found->type != QLatin1String("table") || !m_definitions.value(table).contains(found->sql)) {
        count->unreadable = true;
        return false;
    }
    return true;
}

// Whether the damaged file's table (one of `definitions`, so of a known shape) has the column.
bool Salvager::hasColumn(const QString &table, const QString &column)
{
    QSqlQuery query(m_from);
    query.setForwardOnly(true);
    if (!query.prepare(QStringLiteral("SELECT count(*) FROM pragma_table_info(?) WHERE name = ?")))
        return false;
    query.addBindValue(table);
    query.addBindValue(column);
    return query.exec() && query.next() && query.value(0).toInt() > 0;
}

void Salvager::countRows(const QString &table, TableCount *count)
{
    QSqlQuery query(m_from);
    query.setForwardOnly(true);
    if (query.exec(QStringLiteral("SELECT count(*) FROM ") + table) && query.next())
        count->total = query.value(0).toLongLong();
}

bool Salvager::overLimit()
{
    if (!m_stop &&
        (m_rowsRead >= m_limits.maxRows || m_clock.elapsed() >= m_limits.maxMilliseconds)) {
        m_report.limited = true;
        m_stop = true;
    }
    return m_stop;
}

// Runs sql and hands each row to take() until it returns false or a limit is reached. False
// when SQLite failed (to prepare, to seek, or on a row it could not read).
bool Salvager::read(const QString &sql, const QVariantList &values, const Take &take,
                    bool countRows)
{
    QSqlQuery query(m_from);
    query.setForwardOnly(true);
    if (!query.prepare(sql))
        return false;
    for (const QVariant &value : values)
        query.addBindValue(value);
    if (!query.exec())
        return false;
    while (query.next()) {
        if (overLimit()) // checked with a row in hand: a table read to its end was not cut short
            return true;
        if (countRows)
            ++m_rowsRead;
        if (!take(query))
            return true;
    }
    return !query.lastError().isValid();
}

void Salvager::walkByRowid(const QString &table, const QString &columns, const Take &take,
                           TableCount *count)
{
    const QString select =
        QStringLiteral("SELECT rowid, %1 FROM %2 WHERE rowid >= ? ORDER BY rowid")
            .arg(columns, table);
    const QString probe = select + QStringLiteral(" LIMIT 1");
    qint64 from = std::numeric_limits<qint64>::min();
    for (;;) {
        std::optional<qint64> last;
        const bool ok = read(
            select, {from},
            [&](const QSqlQuery &row) {
                last = row.value(0).toLongLong();
                return take(row);
            },
            true);
        if (ok || m_stop)
            return;
        count->unreadable = true;
        // The row after the last one read is on a page SQLite cannot read: go on past it.
        const qint64 failedAt = last ? *last : from;
        if (failedAt == std::numeric_limits<qint64>::max())
            return;
        const std::optional<qint64> next = nextReadableRowid(probe, failedAt + 1);
        if (!next || *next <= failedAt) // always forwards: no row is read twice
            return;
        from = *next;
    }
}

// The smallest rowid >= from at which a seek and a read of the next row work, or nothing when
// none does up to the largest rowid: steps forward doubling, then halves back to the first that
// works. Rows between `from` and it are lost; they sit on the pages SQLite could not read.
std::optional<qint64> Salvager::nextReadableRowid(const QString &probe, qint64 from)
{
    auto works = [&](qint64 rowid) {
        return read(
            probe, {rowid}, [](const QSqlQuery &) { return false; }, false);
    };
    if (works(from))
        return from;
    constexpr qint64 kMax = std::numeric_limits<qint64>::max();
    qint64 failing = from;
    qint64 step = 1;
    qint64 working = 0;
    for (;;) {
        if (overLimit())
            return std::nullopt;
        const qint64 candidate = step > kMax - from ? kMax : from + step;
        if (works(candidate)) {
            working = candidate;
            break;
        }
        if (candidate == kMax)
            return std::nullopt;
        failing = candidate;
        step = step > kMax / 2 ? kMax : step * 2;
    }
    while (working - failing > 1 && !overLimit()) {
        const qint64 middle = failing + (working - failing) / 2;
        (works(middle) ? working : failing) = middle;
    }
    return working;
}

// section_progress is WITHOUT ROWID: its rows are ordered by (lesson_id, section_id), text with
// no "next key" to seek past a bad page. Read forwards until a failure, then backwards from the
// end down to the last key read.
void Salvager::walkSections()
{
    const QString select = QStringLiteral("SELECT lesson_id, section_id, visit_count,"
                                          " time_spent_ms, first_visited_ms, last_visited_ms"
                                          " FROM section_progress");
    QVariantList last;
    const Take take = [&](const QSqlQuery &row) {
        last = {row.value(0), row.value(1)};
        return takeSection(row);
    };
    if (read(select + QStringLiteral(" ORDER BY lesson_id, section_id"), {}, take, true) || m_stop)
        return;
    m_report.sections.unreadable = true;
    const QVariantList after = last;
    const QString backwards = QStringLiteral(" ORDER BY lesson_id DESC, section_id DESC");
    if (after.isEmpty())
        read(select + backwards, {}, take, true);
    else
        read(select + QStringLiteral(" WHERE (lesson_id, section_id) > (?, ?)") + backwards, after,
             take, true);
}

// Inserts one checked row; a row `into` refuses for a constraint (a key read twice from a
// damaged file) is skipped. False when `into` itself failed: the salvage stops.
bool Salvager::insert(QSqlQuery &statement, const QVariantList &values, TableCount *count)
{
    for (int i = 0; i < values.size(); ++i)
        statement.bindValue(i, values[i]);
    if (statement.exec()) {
        ++count->recovered;
        return true;
    }
    if (isConstraint(statement.lastError())) {
        ++count->skipped;
        return true;
    }
    m_report.failure = describe(statement.lastError());
    m_stop = true;
    return false;
}

// The rules of section_progress's CHECKs, with the types SQLite would not enforce (visits are
// read into an int).
bool Salvager::takeSection(const QSqlQuery &row)
{
    const QVariantList v = {row.value(0), row.value(1), row.value(2),
                            row.value(3), row.value(4), row.value(5)};
    if (!isNonEmptyText(v[0]) || !isNonEmptyText(v[1]) ||
        !isIntegerIn(v[2], 0, std::numeric_limits<int>::max()) ||
        !isIntegerIn(v[3], 0, std::numeric_limits<qint64>::max()) || !isIntegerOrNull(v[4]) ||
        !isIntegerOrNull(v[5])) {
        ++m_report.sections.skipped;
        return true;
    }
    return insert(*m_insertSection, v, &m_report.sections);
}

// quiz_attempt's CHECKs and what startQuizAttempt() refuses: a quiz id of another form, a mode
// other than practice or test.
bool Salvager::takeAttempt(const QSqlQuery &row)
{
    const QVariantList v = {row.value(1), row.value(2), row.value(3), row.value(4),
                            row.value(5), row.value(6), row.value(7), row.value(8)};
    const QString mode = v[3].toString();
    if (!isIntegerIn(v[0], 1, kMaxAttemptId) || !isText(v[1]) ||
        !QuizId::parse(v[1].toString()).isQuiz() || !isText(v[2]) || !isText(v[3]) ||
        (mode != QLatin1String("practice") && mode != QLatin1String("test")) ||
        !isIntegerIn(v[4], 0, 4294967295LL) ||
        !isIntegerIn(v[5], 1, std::numeric_limits<int>::max()) || !isInteger(v[6]) ||
        !isIntegerOrNull(v[7])) {
        ++m_report.attempts.skipped;
        return true;
    }
    if (!insert(*m_insertAttempt, v, &m_report.attempts))
        return false;
    m_attempts.insert(v[0].toLongLong(), v[5].toInt());
    return true;
}

// quiz_answer's CHECKs and what recordQuizAnswer() refuses: an attempt that is not there (here:
// not recovered), a position beyond the attempt's questions, a skipped question with credit.
bool Salvager::takeAnswer(const QSqlQuery &row)
{
    const QVariantList v = {row.value(1), row.value(2), row.value(3), row.value(4), row.value(5),
                            row.value(6), row.value(7), row.value(8), row.value(9), row.value(10)};
    const auto attempt =
        isInteger(v[0]) ? m_attempts.constFind(v[0].toLongLong()) : m_attempts.cend();
    const bool fractionIsNumber =
        !v[7].isNull() && (v[7].typeId() == QMetaType::Double || isInteger(v[7]));
    const double fraction = v[7].toDouble();
    if (attempt == m_attempts.cend() || !isIntegerIn(v[1], 0, qint64(*attempt) - 1) ||
        !isText(v[2]) || !isNonEmptyText(v[3]) || !isText(v[4]) || !isText(v[5]) ||
        !isIntegerIn(v[6], 0, 1) || !fractionIsNumber || !(fraction >= 0 && fraction <= 1) ||
        !isInteger(v[8]) || !isIntegerIn(v[9], 0, 1) || (v[9].toInt() == 1 && fraction > 0)) {
        ++m_report.answers.skipped;
        return true;
    }
    return insert(*m_insertAnswer, v, &m_report.answers);
}

// AUTOINCREMENT remembers the largest attempt id ever given, even after resetQuizHistory():
// carried over, new attempts never take the id of one exported before the damage.
void Salvager::carrySequence()
{
    const auto found = m_schema.constFind(QStringLiteral("sqlite_sequence"));
    if (m_stop || found == m_schema.cend() || found->type != QLatin1String("table") ||
        found->sql != QLatin1String("CREATE TABLE sqlite_sequence(name,seq)"))
        return;
    QVariant seq;
    read(
        QStringLiteral("SELECT seq FROM sqlite_sequence WHERE name = 'quiz_attempt'"), {},
        [&](const QSqlQuery &row) {
            seq = row.value(0);
            return false;
        },
        false);
    if (!isIntegerIn(seq, 1, kMaxAttemptId))
        return;
    QSqlQuery update(m_into);
    if (update.prepare(QStringLiteral("UPDATE sqlite_sequence SET seq = max(seq, ?)"
                                      " WHERE name = 'quiz_attempt'"))) {
        update.addBindValue(seq);
        if (update.exec() && update.numRowsAffected() > 0)
            return;
    }
    QSqlQuery insert(m_into);
    if (insert.prepare(QStringLiteral("INSERT INTO sqlite_sequence (name, seq)"
                                      " VALUES ('quiz_attempt', ?)"))) {
        insert.addBindValue(seq);
        if (insert.exec())
            return;
    }
    m_report.failure = describe(insert.lastError());
    m_stop = true;
}

bool Salvager::exec(const QString &sql)
{
    QSqlQuery query(m_into);
    if (query.exec(sql))
        return true;
    m_report.failure = describe(query.lastError());
    return false;
}

} // namespace

QString legacySkippedSql()
{
    // SessionText::tr("(skipped)") in English and in the translations shipped before version 3
    // (translations/gpulab_{es,zh_CN,ar}.ts); a new language comes after the column and needs
    // no entry here.
    return QStringLiteral("fraction = 0 AND response IN"
                          " ('(skipped)', '(omitida)', '\uFF08\u5DF2\u8DF3\u8FC7\uFF09',"
                          " '(\u0645\u062A\u062E\u0637\u0651\u0649)')");
}

Report salvage(const QString &damagedFile, const QSqlDatabase &into,
               const QHash<QString, QStringList> &definitions, const Limits &limits)
{
    Salvager salvager(into, definitions, limits);
    return salvager.run(damagedFile);
}

} // namespace gpulab::progresssalvage
