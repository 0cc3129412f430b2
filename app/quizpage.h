// The pages of the quizzes in the main window:
//  - QuizPage: one quiz (a lesson's, the exam, an imported bank) in a QuizView, with the bank's
//    problems (FILE:LINE) above it when some questions could not be loaded. Every submitted
//    answer goes to the ProgressStore at once (one transaction each), so quitting or a crash
//    mid-quiz loses no submitted answer; a store that cannot write says so on the page.
//    The first quiz asks for the student's name and ID above the questions (askForIdentity()).
//  - QuizHistoryPage: the scores over time (ScoreChart), every attempt in a table, export of
//    the grades for a learning-management system and of every answer for an instructor (both
//    CSV, with the student's name and ID; the first export asks for them once), and resetting
//    the quiz history (confirmed).
#pragma once

#include "app/store/progressstore.h"
#include "lessons/framework/quiz/quizcatalog.h"
#include "widgets/presentablepage.h"
#include "widgets/simulationscene.h"

#include <QWidget>

class QLabel;
class QPushButton;
class QTableWidget;

namespace gpulab {

class ProgressStore;
class IdentityBar;
class QuizView;
class ScoreChart;

class QuizPage : public QWidget, public PresentablePage
{
    Q_OBJECT
public:
    QuizPage(const LoadedQuiz &quiz, ProgressStore *store, quint32 seed, QWidget *parent = nullptr);

    QuizView *view() const { return m_view; }
    QuizId quizId() const { return m_quiz.source.id; }
    QString lessonId() const { return m_quiz.source.id.lessonId(); } // empty: not a lesson's
    QString title() const { return m_quiz.source.title; }
    qint64 attemptId() const { return m_attemptId; }
    // What the page says about problems (bank problems, storage failures); empty when none.
    QString problemsText() const;
    // Shows the bar that asks for the student's name and ID above the quiz (once, the first
    // quiz: the window decides).
    void askForIdentity();
    // The progress store saved what it held: the warning above the quiz goes.
    void storeRecovered();
    IdentityBar *identityBar() const { return m_identityBar; }

    // The quiz view's part (PresentablePage): the clicker reveals, then moves on; R reveals.
    void setSceneStyle(const SceneStyle &style) override;
    bool forward() override;
    bool backward() override;
    void setPresenting(bool presenting) override;
    bool reveal() override;
    QList<QWidget *> tabChain() const override { return {const_cast<QuizPage *>(this)}; }

signals:
    void historyChanged(); // an attempt finished (scores changed)
    void backToLesson(const QString &lessonId);

private:
    void showStoreProblem(const QString &message);

    LoadedQuiz m_quiz;
    ProgressStore *m_store;
    QuizView *m_view = nullptr;
    QLabel *m_problems = nullptr;
    QLabel *m_storeProblem = nullptr;
    IdentityBar *m_identityBar = nullptr;
    qint64 m_attemptId = 0;
};

class QuizHistoryPage : public QWidget, public PresentablePage
{
    Q_OBJECT
public:
    // `quizzes`: every quiz there is, in the order the grade export gives them columns.
    QuizHistoryPage(ProgressStore *store, const QList<ProgressStore::QuizColumn> &quizzes,
                    QWidget *parent = nullptr);

    void refresh();
    ScoreChart *chart() const { return m_chart; }
    QTableWidget *table() const { return m_table; }
    void setSceneStyle(const SceneStyle &style) override;
    QList<QWidget *> tabChain() const override { return {const_cast<QuizHistoryPage *>(this)}; }

    // For tests and automation: export without a dialog, with the student from the settings.
    // Every answer (ProgressStore::exportQuizResultsCsv):
    bool exportCsv(const QString &path, QString *error = nullptr) const;
    // The grades for an LMS's import (ProgressStore::exportQuizSummaryCsv):
    bool exportSummaryCsv(const QString &path, QString *error = nullptr) const;
    // Asks for the student's name and ID the first time, then where to save, then exports
    // (File › Export Quiz Results / Export Quiz Grades).
    void exportWithDialog();
    void exportSummaryWithDialog();

signals:
    void historyChanged(); // after a reset

private:
    void resetWithConfirmation();
    // The Reached column: "18 of 18", or "18 of 18 (3 skipped)".
    static QString reachedText(const ProgressStore::QuizAttempt &attempt);

    ProgressStore *m_store;
    QList<ProgressStore::QuizColumn> m_quizzes;
    QHash<QString, QString> m_titles;
    QLabel *m_heading = nullptr;
    ScoreChart *m_chart = nullptr;
    QTableWidget *m_table = nullptr;
    QPushButton *m_export = nullptr;
    QPushButton *m_exportSummary = nullptr;
    QPushButton *m_reset = nullptr;
};

} // namespace gpulab
