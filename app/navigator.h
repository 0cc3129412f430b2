// The lesson navigator: a tree of lessons and their sections, with each section's progress shown
// by a mark AND a word ("visited"), so that colour is never the only signal, and each lesson's
// count of visited sections. Lessons that failed to load appear with a warning mark; choosing one
// shows its error panel.
#pragma once

#include "lessons/framework/lessoncontent.h"

#include <QHash>
#include <QSet>
#include <QTreeWidget>

namespace gpulab {

// A quiz the navigator lists: a lesson's own (shown under the lesson), or one under "Quizzes"
// (the mixed exam, an imported bank, and the results page).
struct QuizEntry
{
    QString id; // QuizId::format()
    QString title;
    int questions = 0; // as the quiz will show them, `measured` included
    int measured = 0;  // of which about the student's own measurements
};

// What the navigator says about a quiz's past attempts.
struct QuizScore
{
    int attempts = 0;
    double bestPercent = 0;
};

class Navigator : public QTreeWidget
{
    Q_OBJECT
public:
    explicit Navigator(QWidget *parent = nullptr);

    void setLessons(const QList<LessonLoadResult> &lessons);
    // Marks visited sections of one lesson (ids from the progress store).
    void setVisited(const QString &lessonId, const QSet<QString> &sectionIds);
    // Highlights lesson `lessonIndex`, section `section` (-1: the lesson row) without emitting.
    void setCurrent(int lessonIndex, int section);

    // Each lesson's quiz (shown as its last child; lessons without one have none), and the
    // entries of the "Quizzes" group after the lessons.
    void setLessonQuizzes(const QList<QuizEntry> &quizzes);
    void setOtherQuizzes(const QList<QuizEntry> &quizzes);
    // Best score and attempts per quiz id, from the progress store.
    void setQuizScores(const QHash<QString, QuizScore> &scores);
    // Highlights a quiz entry without emitting; false when there is none with that id.
    bool setCurrentQuiz(const QString &quizId);
    QTreeWidgetItem *quizItem(const QString &quizId) const;

signals:
    // The user chose a lesson (section -1 when they chose the lesson row itself).
    void activated(int lessonIndex, int section);
    void quizActivated(const QString &quizId);

private:
    void onCurrentChanged(QTreeWidgetItem *current);
    void refreshLesson(int lessonIndex);
    void refreshQuizItem(QTreeWidgetItem *item);
    void rebuildQuizzes();

    QList<LessonLoadResult> m_lessons;
    QHash<QString, QSet<QString>> m_visited;
    QList<QuizEntry> m_lessonQuizzes;
    QList<QuizEntry> m_otherQuizzes;
    QHash<QString, QuizScore> m_scores;
    QTreeWidgetItem *m_quizGroup = nullptr;
    bool m_updating = false;
};

} // namespace gpulab
