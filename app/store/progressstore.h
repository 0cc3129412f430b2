// The student's progress: which lessons and sections they visited, when, and how long they spent
// there, kept in a small SQLite database in the user's data folder (QtSql, QSQLITE driver).
//
// Opening always ends with a usable store. A damaged file is moved aside (renamed, never
// deleted) and a fresh one is created; a file we cannot use for another reason (written by a
// newer GPU Lab, locked, unreadable, folder not writable) is left untouched and the store runs in
// memory for this session. OpenResult::message tells the user what happened in plain words.
//
// The schema version lives in PRAGMA user_version; migrations are a list of steps indexed by
// version (see progressstore.cpp), each applied in its own transaction. Not thread-safe: use a
// store from the thread that opened it (the GUI thread).
#pragma once

#include <QCoreApplication>
#include <QDateTime>
#include <QList>
#include <QSet>
#include <QSqlDatabase>
#include <QString>
#include <QVariantList>
#include <QtGlobal>

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
    void close();

    bool isOpen() const;
    bool isInMemory() const { return m_inMemory; }
    QString path() const { return m_path; } // the file asked for, even when running in memory
    int schemaVersion() const;              // -1 when not open

    // Writes return false and set lastError() on failure; they never throw.
    bool recordVisit(const QString &lessonId, const QString &sectionId,
                     const QDateTime &at = QDateTime::currentDateTimeUtc());
    // Ignores milliseconds <= 0 (returns true); caps one addition at kMaxSingleTimeSpentMs.
    bool addTimeSpent(const QString &lessonId, const QString &sectionId, qint64 milliseconds);
    bool resetProgress();

    QList<SectionProgress> progressForLesson(const QString &lessonId) const; // by section id
    QSet<QString> visitedSections(const QString &lessonId) const;

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
    OpenResult openInMemory(OpenResult result, const QString &why);
    bool moveAside(const QString &file, QString *asidePath, QString *error) const;
    void dropConnection();
    bool checkIds(const QString &lessonId, const QString &sectionId);
    bool beginWrite(); // open and BEGIN IMMEDIATE, or false with lastError()
    bool write(const QString &sql, const QVariantList &values);

    QString m_connectionName;
    QSqlDatabase m_db;
    QString m_path;
    bool m_inMemory = false;
    mutable QString m_lastError;
};

} // namespace gpulab
