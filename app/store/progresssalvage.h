// Salvage: what can still be read from a damaged progress database, copied row by row into a
// fresh one. ProgressStore::open() runs it on the file it moved aside; nothing else should.
//
// The damaged file is never opened by SQLite: it (and its -wal or -journal) is copied into a
// temporary folder first, so nothing SQLite does (a WAL replayed, a hot journal rolled back, a
// header rebuilt) can change the copy the student keeps. Only tables whose CREATE statement is
// exactly the one this version of GPU Lab writes are read (never a view, a virtual table or a
// stranger's columns), each row is checked against the schema's rules before it is inserted, and
// the file's size, the rows read and the time taken are capped. QtCore + QtSql only.
#pragma once

#include <QHash>
#include <QSqlDatabase>
#include <QString>
#include <QStringList>
#include <QtGlobal>

namespace gpulab::progresssalvage {

struct Limits
{
    qint64 maxFileBytes = 256LL * 1024 * 1024; // a bigger file is not read at all
    qint64 maxRows = 1000000;                  // rows read, over every table
    qint64 maxMilliseconds = 20000;            // for the whole salvage, copy included
};

struct TableCount
{
    qint64 recovered = 0;    // rows written into the new database
    qint64 skipped = 0;      // rows read but left out: they break the schema's rules, or (answers)
                             // their attempt was not recovered
    qint64 total = -1;       // rows SQLite could count in the damaged table; -1: it could not
    bool unreadable = false; // part or all of the table could not be read
};

struct Report
{
    TableCount sections;  // section_progress
    TableCount attempts;  // quiz_attempt
    TableCount answers;   // quiz_answer
    bool limited = false; // stopped at one of the Limits: the damaged copy may hold more
    QString failure;      // why nothing at all was recovered (then every count is 0)
    qint64 recovered() const { return sections.recovered + attempts.recovered + answers.recovered; }
    qint64 skipped() const { return sections.skipped + attempts.skipped + answers.skipped; }
    bool unreadable() const
    {
        return sections.unreadable || attempts.unreadable || answers.unreadable;
    }
};

// Reads damagedFile and inserts what it can into `into` (open, at the current schema, empty), in
// one transaction: on a failure of `into` itself nothing is kept and failure says why.
// `definitions`: each table's CREATE TABLE statements by table name, as each schema version up to
// this one left it. An older file's answers (without quiz_answer.skipped) are marked skipped by
// legacySkippedSql(), as the migration marks them.
//
// Rows are walked in key order. A rowid table (quiz_attempt, quiz_answer) that fails mid-way
// goes on from the next rowid that can be read, found by probing forwards, so one bad page loses
// the rows on it. section_progress is WITHOUT ROWID (its key is text): after a failure it is read
// again backwards from its last key, so one bad page loses the rows on it, two lose what lies
// between them. Attempts keep their ids; an answer whose attempt was lost is skipped. The
// AUTOINCREMENT counter of quiz_attempt is carried over where it can be read, so ids used before
// a reset are not handed out again.
Report salvage(const QString &damagedFile, const QSqlDatabase &into,
               const QHash<QString, QStringList> &definitions, const Limits &limits = {});

// Whether a quiz_answer row stored before schema version 3 (which added its `skipped` column) was
// a skipped question, as an SQL condition over the row: no credit, and the response the quiz
// wrote for a skip ("(skipped)", translated) in one of the languages GPU Lab had then. The
// migration to version 3 and the salvage of an older file both use it.
QString legacySkippedSql();

} // namespace gpulab::progresssalvage
