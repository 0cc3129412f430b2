// The student's progress: which lessons and sections they visited, when, and how long they spent
// there, and every quiz attempt with the answers given in it, kept in a small SQLite database in
// the user's data folder (QtSql, QSQLITE driver).
//
// Opening always ends with a usable store. A damaged file is moved aside (renamed, never
// deleted), a fresh one is created and what can still be read from the damaged one is salvaged
// into it (progresssalvage.h); a file we cannot use for another reason (written by a newer GPU
// Lab, locked, unreadable, folder not writable) is left untouched and the store runs in memory
// for this session. OpenResult::message tells the user what happened in plain words.
//
// The schema version lives in PRAGMA user_version; migrations are a list of steps indexed by
// version (see progressstore.cpp), each applied in its own transaction. Not thread-safe: use a
// store from the thread that opened it (the GUI thread).
#pragma once

#include "app/store/progresssalvage.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QHash>
#include <QList>
#include <QSet>
#include <QSqlDatabase>
#include <QSqlError>
#include <QString>
#include <QStringList>
#include <QVariantList>
#include <QtGlobal>

#include <functional>

namespace gpulab {

class ProgressStore
{
    Q_DECLARE_TR_FUNCTIONS(ProgressStore)

public:
    struct OpenResult
    {
        bool ok = false;        // the store is usable (on disk or in memory)
        bool recovered = false; // the old file was damaged and moved to movedAsidePath
        bool inMemory = false;  // progress of this session will not be saved
        QString movedAsidePath;
        QString message; // for the user; empty when the file opened normally
        // What was read from a damaged file into the store: the new file, or memory when the
        // damaged one could not be moved aside. All zero when nothing was damaged.
        progresssalvage::Report salvage;
    };

    struct SectionProgress
    {
        QString lessonId;
        QString sectionId;
        int visits = 0;
        qint64 millisecondsSpent = 0;
        QDateTime firstVisited; // UTC; invalid when only time was recorded, never a visit
        QDateTime lastVisited;  // UTC
    };

    // One run through a quiz: a lesson's quiz, the exam, or an imported bank. For
    // startQuizAttempt() the caller fills quizId to startedAt; quizAttempts() fills the rest from
    // what is stored.
    struct QuizAttempt
    {
        qint64 id = 0;
        QString quizId; // QuizId::format() of a lesson's quiz, the exam or an imported bank
        QString quizTitle;
        QString mode; // "practice" or "test"
        quint32 seed = 0;
        int questionCount = 0; // positions 0 .. questionCount - 1 may be answered
        QDateTime startedAt;   // UTC
        QDateTime finishedAt;  // UTC; invalid while unfinished (or abandoned)
        int answered = 0;      // answers stored
        int graded = 0;        // answers that count (essays and descriptions do not)
        int skipped = 0;       // of the answers, questions skipped (no credit; in graded if graded)
        double score = 0;      // sum of the graded answers' fractions (0..1 each)
        double percent() const { return graded > 0 ? 100.0 * score / graded : 0.0; }
    };

    struct QuizAnswerRecord
    {
        qint64 attemptId = 0;
        int position = 0;    // 0-based position in the attempt
        QString lessonId;    // the lesson the question came from (the exam mixes lessons)
        QString questionKey; // stable key (gift::Question::key(): title or start of text)
        QString questionText;
        QString response; // what the student answered, in words
        bool graded = true;
        double fraction = 0;  // 0..1
        QDateTime answeredAt; // UTC
        bool skipped = false; // moved on without an answer: fraction 0, response the quiz's note
    };

    // Over a quiz's finished attempts with at least one graded answer. An attempt that was never
    // finished (abandoned, or still going) is no result: its score covers only the questions
    // answered so far, so it counts neither as an attempt nor towards the best or last score.
    struct QuizSummary
    {
        QString quizId;
        int attempts = 0;
        double bestPercent = 0;
        double lastPercent = 0; // of the finished attempt started last
        QDateTime lastAt;       // when that attempt started (UTC)
    };

    // Whose results an export holds: the app asks once and keeps it in its settings; both may
    // be empty (the student skipped the question).
    struct Student
    {
        QString name;
        QString id; // an ID number or an e-mail address
        bool idIsEmail() const { return id.contains(QLatin1Char('@')); }
    };

    // A grade column of the summary export: a quiz's id and its title for the header.
    struct QuizColumn
    {
        QString quizId;
        QString title;
    };

    // The longest single addTimeSpent() counted; more is a suspended laptop, not study.
    static constexpr qint64 kMaxSingleTimeSpentMs = 12LL * 60 * 60 * 1000;

    ProgressStore();
    ~ProgressStore();
    ProgressStore(const ProgressStore &) = delete;
    ProgressStore &operator=(const ProgressStore &) = delete;

    // <AppDataLocation>/progress.sqlite; empty when the platform has no writable data folder.
    static QString defaultPath();
    static int currentSchemaVersion();

    // Closes any open database first. ok is false only when QtSql has no SQLite driver at all.
    OpenResult open(const QString &path = defaultPath());
    // How much salvaging a damaged file may read, for the next open() (tests lower it).
    void setSalvageLimits(const progresssalvage::Limits &limits) { m_salvageLimits = limits; }
    void close();

    bool isOpen() const;
    bool isInMemory() const { return m_inMemory; }
    QString path() const { return m_path; } // the file asked for, even when running in memory
    int schemaVersion() const;              // -1 when not open

    // Writes return false and set lastError() on failure; they never throw. A write the database
    // refuses for a reason that may pass (a full disk, a read-only or locked file, a damaged
    // table) is not lost: the store holds it in memory, in order, writes it before the next write
    // or in retryHeldWrites(), and lastError() says so. A write refused for its content (an
    // unknown attempt, a bad fraction) is not held.
    bool recordVisit(const QString &lessonId, const QString &sectionId,
                     const QDateTime &at = QDateTime::currentDateTimeUtc());
    // Ignores milliseconds <= 0 (returns true); caps one addition at kMaxSingleTimeSpentMs.
    bool addTimeSpent(const QString &lessonId, const QString &sectionId, qint64 milliseconds);
    // Forgets the visits and time of every section. Quiz attempts stay: they are results the
    // student may still have to hand in, and resetQuizHistory() clears them on its own.
    bool resetProgress();

    QList<SectionProgress> progressForLesson(const QString &lessonId) const; // by section id
    QSet<QString> visitedSections(const QString &lessonId) const;

    // Quiz history. Every answer is committed in its own transaction before recordQuizAnswer()
    // returns, so a crash or a kill mid-quiz loses at most the answer being written.
    //
    // startQuizAttempt() returns the new attempt's id (> 0), or 0 with lastError(); while the
    // database refuses writes, a provisional id (< 0) that the answers and the finish of the
    // attempt use as usual: they are held with it and written under the real id. It refuses a
    // quizId not of the forms above, a mode other than "practice" or "test", and questionCount
    // < 1; an invalid startedAt means now; id, finishedAt and the counts are ignored. Ids are
    // never reused, even after resetQuizHistory(), so exported results never mix two attempts.
    qint64 startQuizAttempt(const QuizAttempt &attempt);
    // Answering a position again replaces the earlier answer (a retake is a new attempt). Refused:
    // an unknown or finished attempt, a position outside 0 .. questionCount - 1, an empty
    // questionKey, a fraction that is not a number in 0..1 (rounding a hair outside is clamped), a
    // skipped answer with credit.
    // An invalid answeredAt means now; lessonId, questionText and response may be empty.
    bool recordQuizAnswer(const QuizAnswerRecord &answer);
    // Finishing an attempt that is already finished keeps its first time and returns true.
    bool finishQuizAttempt(qint64 attemptId, const QDateTime &at = QDateTime::currentDateTimeUtc());
    // Oldest first (by start); every quiz when quizId is empty. answered, graded, skipped and score
    // are computed from the stored answers.
    QList<QuizAttempt> quizAttempts(const QString &quizId = QString()) const;
    QList<QuizAnswerRecord> quizAnswers(qint64 attemptId) const; // by position
    QList<QuizSummary> quizSummaries() const;                    // by quiz id
    // Both exports are CSV as csvwriter.h writes it: UTF-8 with a byte order mark (Excel reads
    // non-ASCII names so), RFC 4180 (CRLF, fields with a comma, a quote or a line break
    // quoted), every text cell that begins with = + - @ tab or CR defused with an apostrophe;
    // times ISO 8601 UTC, numbers in the C locale. Written to a temporary file and renamed over
    // path, so a failure leaves the old file, or none, never half of one. `student` is in both.
    //
    // For instructors: one row per stored answer (attempts in start order, answers by position)
    // under a header row: student_name, student_id, attempt_id, quiz_id, quiz_title, mode,
    // started_at, finished_at (empty: never finished), position, lesson_id, question_key,
    // question_text, response, fraction, graded (1 or 0), answered_at, skipped (1 or 0).
    bool exportQuizResultsCsv(const QString &path, const Student &student = {}) const;
    // For a learning-management system's grade import (Moodle: Grades › Import › CSV file,
    // mapping "Email address" to the e-mail or "ID number" to the ID number field): a header
    // row "Name, ID number, Email address, one column per quiz (its title), Total" and one row
    // for the student: each quiz's best finished attempt in percent (0-100, two decimals; empty
    // when none, which Moodle leaves alone) and the total, the mean over every quiz column with
    // an empty one counted as 0. `quizzes` gives the columns in order; a quiz with finished
    // attempts that it lacks gets a column after them, titled by its attempts.
    bool exportQuizSummaryCsv(const QString &path, const Student &student,
                              const QList<QuizColumn> &quizzes = {}) const;
    bool resetQuizHistory(); // every attempt and answer; section progress stays

    // Held writes (see recordVisit): how many wait, and an attempt to write them all, in order.
    // True when none is left.
    int heldWrites() const { return int(m_held.size()); }
    bool retryHeldWrites();

    // Empty when the database passes PRAGMA quick_check and a read; else what is wrong.
    QString healthCheck() const;
    // The last failure; after open(), its message unless the file opened normally.
    QString lastError() const { return m_lastError; }

private:
    enum class Outcome { Ok, Damaged, Newer, Unavailable };
    struct Attempt
    {
        Outcome outcome = Outcome::Unavailable;
        QString detail;
        int version = -1;
    };

    Attempt openFile(const QString &file);
    Attempt prepareSchema(int foundVersion);
    // damagedFile, when given, is salvaged into memory (it could not be moved aside).
    OpenResult openInMemory(OpenResult result, const QString &why,
                            const QString &damagedFile = QString());
    // Salvages damagedFile into the open store; the sentence for the user says what came of it.
    QString salvage(const QString &damagedFile, progresssalvage::Report *report);
    bool moveAside(const QString &file, QString *asidePath, QString *error) const;
    void dropConnection();
    bool checkIds(const QString &lessonId, const QString &sectionId);
    bool beginWrite(); // open and BEGIN IMMEDIATE, or false with lastError()
    // Runs work between BEGIN IMMEDIATE and COMMIT, rolling back when it or COMMIT fails. work
    // fails either with *error set (described into lastError()) or having set lastError() itself.
    bool transaction(const std::function<bool(QSqlError *error)> &work);
    bool write(const QString &sql, const QVariantList &values);
    // Runs `work` after the held writes; holds it (and returns false) when the database refuses
    // it for a reason that may pass. `work` returns true when done.
    bool writeOrHold(const std::function<bool()> &work);
    qint64 insertAttempt(const QuizAttempt &attempt);
    bool insertAnswer(const QuizAnswerRecord &answer, double fraction);
    bool updateFinished(qint64 attemptId, const QDateTime &at);
    qint64 realAttemptId(qint64 id) const; // a provisional id's real one, 0 until written
    bool clearTables(const QStringList &tables);
    // csv::writeFile, with `failure` (%1 the path, %2 why) in lastError() when it fails.
    bool writeCsv(const QString &path, const QString &text, const QString &failure) const;

    QString m_connectionName;
    QSqlDatabase m_db;
    QString m_path;
    bool m_inMemory = false;
    mutable QString m_lastError;
    bool m_lastFailureMayPass = false; // the last write failed in the database, not its content
    QList<std::function<bool()>> m_held;
    QHash<qint64, qint64> m_provisional; // provisional attempt id (< 0) -> real id (0: unwritten)
    progresssalvage::Limits m_salvageLimits;
};

} // namespace gpulab
