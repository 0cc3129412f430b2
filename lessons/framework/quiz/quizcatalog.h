// QuizCatalog: every quiz the student can take — each lesson's GIFT bank, the mixed exam across
// lessons, and the banks an instructor imported, GIFT or Moodle XML (copied as they are into the
// user's data folder so they stay after the original file moves) — and how a quiz's questions are
// put together when it starts: its bank's questions that load (problems listed with FILE:LINE, the
// rest still usable) plus the questions about this machine's own measurements. QtCore only.
#pragma once

#include "lessons/framework/lessoncontent.h"
#include "lessons/framework/quiz/measuredquestions.h"
#include "lessons/framework/quiz/quizid.h"
#include "lessons/framework/quiz/quizpictures.h"
#include "lessons/framework/quiz/quizsession.h"

#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

namespace gpulab {

struct QuizSource
{
    QuizId id;     // a lesson's (its lessonId()), the exam or an imported bank
    QString title; // for the navigator and the history
    QString file;  // the bank (empty for the exam)
    // Questions the quiz asks, as it will show them: those that load from the bank plus
    // `measured` (the exam: how many it draws).
    int questions = 0;
    // Of those, the questions about this machine's own measurements (only when the figures are
    // given; the exam draws such questions into its pool and never adds them: 0).
    int measured = 0;
};

struct LoadedQuiz
{
    QuizSource source;
    QList<QuizItem> items;
    // The pictures of the banks the items come from, under each item's lessonId (an imported
    // bank's: empty): what a view shows them with (QuizPictures::display).
    QuizPictures pictures;
    QStringList problems; // FILE:LINE: message, for every question that could not be loaded
    bool found = false;   // false: no quiz with that id
};

struct QuizImport
{
    bool ok = false;      // the bank was copied and is listed
    QuizSource source;    // what was added
    QStringList problems; // FILE:LINE: message (questions skipped), or why nothing was added
};

class QuizCatalog
{
    Q_DECLARE_TR_FUNCTIONS(QuizCatalog)

public:
    // Questions the exam takes from each lesson (graded ones, drawn with the quiz's seed).
    static constexpr int kExamQuestionsPerLesson = 3;

    QuizCatalog() = default;
    // `importDir`: where imported banks are kept (created when the first one is imported);
    // empty: imports are refused.
    QuizCatalog(const QList<LessonLoadResult> &lessons, const QString &importDir);

    static QString defaultImportDir(); // <AppDataLocation>/quizzes

    // With `figures`, the lesson quizzes count the questions about this machine they will add,
    // and the exam those it may draw.
    QList<QuizSource> lessonQuizzes(const MeasuredFigures &figures = MeasuredFigures{}) const;
    QuizSource exam(const MeasuredFigures &figures = MeasuredFigures{}) const;
    QList<QuizSource> importedQuizzes() const; // read from importDir, by file name
    QString importDir() const { return m_importDir; }

    // The questions of quiz `id`; the exam draws its questions with `seed`. `figures` adds the
    // questions about this machine (lesson quizzes and the exam).
    LoadedQuiz load(const QuizId &id, quint32 seed,
                    const MeasuredFigures &figures = MeasuredFigures{}) const;

    // Validates `path` (GIFT, or Moodle XML when it ends in ".xml") and copies it into
    // importDir: refused when no question loads (every problem said); with problems in some
    // questions it is added and the problems listed. A bank with the same file name and other
    // contents gets a new name ("name-2.gift", "name-2.xml").
    QuizImport importFile(const QString &path) const;
    // Removes an imported bank's copy. False for anything else.
    bool removeImported(const QuizId &id, QString *error = nullptr) const;

private:
    QList<LessonLoadResult> m_lessons;
    QList<QuizSource> m_lessonQuizzes;    // without measured questions
    QHash<QString, int> m_gradedByLesson; // graded bank questions: the exam's pool

    QString m_importDir;
};

} // namespace gpulab
