// QuizPage and QuizHistoryPage (see quizpage.h).
#include "app/quizpage.h"

#include "app/store/progressstore.h"
#include "app/studentidentity.h"
#include "widgets/quizview.h"
#include "widgets/scorechart.h"

#include <QDir>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QStandardPaths>
#include <QTableWidget>
#include <QVBoxLayout>

namespace gpulab {

namespace {

QLabel *warningLabel(QWidget *parent)
{
    auto *label = new QLabel(parent);
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    label->setFrameShape(QFrame::StyledPanel);
    label->setMargin(8);
    label->hide();
    return label;
}

} // namespace

QuizPage::QuizPage(const LoadedQuiz &quiz, ProgressStore *store, quint32 seed, QWidget *parent)
    : QWidget(parent), m_quiz(quiz), m_store(store)
{
    setObjectName(QStringLiteral("quizPage"));
    auto *layout = new QVBoxLayout(this);
    m_problems = warningLabel(this);
    m_problems->setObjectName(QStringLiteral("quizProblems"));
    m_storeProblem = warningLabel(this);
    m_storeProblem->setObjectName(QStringLiteral("quizStoreProblem"));
    if (!quiz.problems.isEmpty()) {
        QStringList shown = quiz.problems.mid(0, 8);
        if (quiz.problems.size() > shown.size())
            shown << tr("… and %Ln more", nullptr, int(quiz.problems.size() - shown.size()));
        m_problems->setText(tr("\u26A0 %Ln question(s) of this quiz could not be loaded and are "
                               "left out:",
                               nullptr, int(quiz.problems.size())) +
                            QStringLiteral("\n") + shown.join(QLatin1Char('\n')));
        m_problems->setAccessibleName(tr("Problems in this quiz's file"));
        m_problems->show();
    }
    m_view = new QuizView(this);
    layout->addWidget(m_problems);
    layout->addWidget(m_storeProblem);
    layout->addWidget(m_view, 1);
    setFocusProxy(m_view);

    m_view->setBackToLessonVisible(!lessonId().isEmpty());
    connect(m_view, &QuizView::backToLesson, this, [this] { emit backToLesson(lessonId()); });

    connect(m_view, &QuizView::attemptStarted, this, [this](const QuizAttemptInfo &info) {
        m_attemptId = 0;
        if (!m_store)
            return;
        ProgressStore::QuizAttempt attempt;
        attempt.quizId = info.quizId;
        attempt.quizTitle = info.title;
        attempt.mode = modeName(info.mode);
        attempt.seed = info.seed;
        attempt.questionCount = info.count;
        attempt.startedAt = QDateTime::currentDateTimeUtc();
        // An id < 0 is the store's provisional one: the attempt is held until it can be saved.
        m_attemptId = m_store->startQuizAttempt(attempt);
        if (m_attemptId <= 0)
            showStoreProblem(m_store->lastError());
        else if (m_store->isInMemory() && !m_store->path().isEmpty())
            showStoreProblem(tr("the progress database is not available, so this attempt is "
                                "kept only until GPU Lab closes"));
    });
    connect(m_view, &QuizView::answerSubmitted, this,
            [this](int position, const QuizItem &item, const quiz::Response &,
                   const quiz::Grade &grade, const QString &responseText) {
                if (!m_store || m_attemptId == 0)
                    return;
                ProgressStore::QuizAnswerRecord record;
                record.attemptId = m_attemptId;
                record.position = position;
                record.lessonId = item.lessonId;
                record.questionKey = item.question.key();
                record.questionText = item.question.text;
                record.response = responseText;
                record.graded = grade.graded;
                record.fraction = grade.graded ? grade.fraction : 0.0;
                record.skipped = m_view->session().isSkipped(position);
                record.answeredAt = QDateTime::currentDateTimeUtc();
                if (!m_store->recordQuizAnswer(record))
                    showStoreProblem(m_store->lastError());
            });
    connect(m_view, &QuizView::attemptFinished, this, [this](double, int) {
        if (m_store && m_attemptId != 0 && !m_store->finishQuizAttempt(m_attemptId))
            showStoreProblem(m_store->lastError());
        emit historyChanged();
    });

    // Pictures for display only: the store keeps each question's text as its bank wrote it.
    m_view->setPictures(quiz.pictures);
    // The progress store keeps the attempt under the id's text.
    m_view->start(quiz.source.id.format(), quiz.source.title, quiz.items,
                  QuizSession::Mode::Practice, seed);
}

void QuizPage::storeRecovered()
{
    if (m_storeProblem->isHidden())
        return;
    m_storeProblem->hide(); // a provisional attempt id stays valid: the store maps it
}

void QuizPage::showStoreProblem(const QString &message)
{
    m_storeProblem->setText(
        m_store && m_store->heldWrites() > 0
            ? tr("\u26A0 Your answers are not saved yet: %1. Keep going: none is lost.")
                  .arg(message)
            : tr("\u26A0 Your answers are not being saved: %1").arg(message));
    m_storeProblem->show();
}

void QuizPage::askForIdentity()
{
    if (m_identityBar)
        return;
    m_identityBar = new IdentityBar(this);
    static_cast<QVBoxLayout *>(layout())->insertWidget(0, m_identityBar);
}

QString QuizPage::problemsText() const
{
    QStringList parts;
    if (!m_problems->isHidden())
        parts << m_problems->text();
    if (!m_storeProblem->isHidden())
        parts << m_storeProblem->text();
    return parts.join(QLatin1Char('\n'));
}

// ------------------------------------------------------------------------------- history

QuizHistoryPage::QuizHistoryPage(ProgressStore *store,
                                 const QList<ProgressStore::QuizColumn> &quizzes, QWidget *parent)
    : QWidget(parent), m_store(store), m_quizzes(quizzes)
{
    for (const ProgressStore::QuizColumn &quiz : quizzes)
        m_titles.insert(quiz.quizId, quiz.title);
    setObjectName(QStringLiteral("quizHistoryPage"));
    auto *layout = new QVBoxLayout(this);
    m_heading = new QLabel(tr("Your quiz results"), this);
    QFont big = m_heading->font();
    big.setPointSizeF(big.pointSizeF() * 1.4);
    big.setBold(true);
    m_heading->setFont(big);
    m_heading->setAccessibleName(m_heading->text());
    layout->addWidget(m_heading);

    m_chart = new ScoreChart(this);
    layout->addWidget(m_chart, 3);

    m_table = new QTableWidget(this);
    m_table->setColumnCount(5);
    // The fourth column counts the questions the student got through, skipped ones too: a skip is
    // stored as an answer that is not right (it counts in the score's denominator), so calling
    // them "answered" would contradict the end page's "You skipped 15 questions". How many were
    // skipped follows in brackets.
    m_table->setHorizontalHeaderLabels(
        {tr("Finished"), tr("Quiz"), tr("Mode"), tr("Reached"), tr("Score")});
    m_table->horizontalHeaderItem(3)->setToolTip(
        tr("Questions answered or skipped, of the quiz's questions, and how many of them were "
           "skipped; a skipped question counts as not right"));
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(1, QHeaderView::Stretch);
    m_table->setAccessibleName(tr("Every quiz attempt, newest first"));
    layout->addWidget(m_table, 2);

    auto *buttons = new QHBoxLayout;
    m_exportSummary = new QPushButton(tr("Export &Grades as CSV\u2026"), this);
    m_exportSummary->setToolTip(tr("Your best score per quiz in one row, as Moodle's grade "
                                   "import (Grades \u203a Import \u203a CSV file) takes it"));
    m_export = new QPushButton(tr("&Export Results as CSV\u2026"), this);
    m_export->setToolTip(tr("One row per answer, for an instructor or a spreadsheet"));
    m_reset = new QPushButton(tr("&Reset Quiz History\u2026"), this);
    buttons->addWidget(m_exportSummary);
    buttons->addWidget(m_export);
    buttons->addStretch(1);
    buttons->addWidget(m_reset);
    layout->addLayout(buttons);
    connect(m_export, &QPushButton::clicked, this, &QuizHistoryPage::exportWithDialog);
    connect(m_exportSummary, &QPushButton::clicked, this,
            &QuizHistoryPage::exportSummaryWithDialog);
    connect(m_reset, &QPushButton::clicked, this, &QuizHistoryPage::resetWithConfirmation);
    refresh();
}

void QuizPage::setSceneStyle(const SceneStyle &style)
{
    m_view->setSceneStyle(style);
}

bool QuizPage::forward()
{
    return m_view->forward();
}

bool QuizPage::backward()
{
    return m_view->backward();
}

void QuizPage::setPresenting(bool presenting)
{
    m_view->setPresenting(presenting);
}

bool QuizPage::reveal()
{
    return m_view->reveal();
}

void QuizHistoryPage::setSceneStyle(const SceneStyle &style)
{
    m_chart->setSceneStyle(style);
}

QString QuizHistoryPage::reachedText(const ProgressStore::QuizAttempt &attempt)
{
    const QString reached = QLocale().toString(attempt.answered);
    const QString count = QLocale().toString(attempt.questionCount);
    if (attempt.skipped == 0)
        return tr("%1 of %2").arg(reached, count);
    return tr("%1 of %2 (%Ln skipped)", nullptr, attempt.skipped).arg(reached, count);
}

void QuizHistoryPage::refresh()
{
    QList<ProgressStore::QuizAttempt> attempts;
    if (m_store)
        attempts = m_store->quizAttempts();
    QList<ScorePoint> points;
    m_table->setRowCount(0);
    for (auto it = attempts.crbegin(); it != attempts.crend(); ++it) {
        const ProgressStore::QuizAttempt &a = *it;
        const QString title =
            m_titles.value(a.quizId, a.quizTitle.isEmpty() ? a.quizId : a.quizTitle);
        const QDateTime when = a.finishedAt.isValid() ? a.finishedAt : a.startedAt;
        if (a.graded > 0 && a.finishedAt.isValid())
            points.append(ScorePoint{a.quizId, title, a.finishedAt, a.percent()});
        const int row = m_table->rowCount();
        m_table->insertRow(row);
        const QStringList cells = {
            a.finishedAt.isValid()
                ? QLocale().toString(when.toLocalTime(), QLocale::ShortFormat)
                : tr("not finished (started %1)")
                      .arg(QLocale().toString(when.toLocalTime(), QLocale::ShortFormat)),
            title, a.mode == QLatin1String("test") ? tr("Test") : tr("Practice"), reachedText(a),
            a.graded == 0 ? tr("not graded")
            // An unfinished attempt's score covers only what was answered: no percent.
            : !a.finishedAt.isValid() ? tr("%1 of %2 answered so far (no result)")
                                            .arg(QLocale().toString(a.score, 'g', 3))
                                            .arg(QLocale().toString(a.graded))
                                      : tr("%1 of %2 \u2014 %3 %")
                                            .arg(QLocale().toString(a.score, 'g', 3))
                                            .arg(QLocale().toString(a.graded))
                                            .arg(QLocale().toString(qRound(a.percent())))};
        for (int c = 0; c < cells.size(); ++c)
            m_table->setItem(row, c, new QTableWidgetItem(cells.at(c)));
    }
    m_table->resizeColumnsToContents();
    m_table->horizontalHeader()->setSectionResizeMode(1, QHeaderView::Stretch);
    m_chart->setPoints(points);
    m_export->setEnabled(!attempts.isEmpty());
    m_exportSummary->setEnabled(!attempts.isEmpty());
    m_reset->setEnabled(!attempts.isEmpty());
    m_heading->setText(attempts.isEmpty() ? tr("Your quiz results \u2014 no quiz taken yet")
                                          : tr("Your quiz results \u2014 %Ln attempt(s)", nullptr,
                                               int(attempts.size())));
}

bool QuizHistoryPage::exportCsv(const QString &path, QString *error) const
{
    if (m_store && m_store->exportQuizResultsCsv(path, studentidentity::load()))
        return true;
    if (error)
        *error = m_store ? m_store->lastError() : tr("There is no progress database.");
    return false;
}

bool QuizHistoryPage::exportSummaryCsv(const QString &path, QString *error) const
{
    if (m_store && m_store->exportQuizSummaryCsv(path, studentidentity::load(), m_quizzes))
        return true;
    if (error)
        *error = m_store ? m_store->lastError() : tr("There is no progress database.");
    return false;
}

void QuizHistoryPage::exportWithDialog()
{
    IdentityDialog::askOnce(this);
    const QString suggested =
        QDir(QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation))
            .filePath(QStringLiteral("gpulab-quiz-results.csv"));
    const QString path = QFileDialog::getSaveFileName(this, tr("Export Quiz Results"), suggested,
                                                      tr("CSV files (*.csv)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!exportCsv(path, &error))
        QMessageBox::warning(this, tr("Export Quiz Results"),
                             tr("The results could not be written to %1:\n%2")
                                 .arg(QDir::toNativeSeparators(path), error));
}

void QuizHistoryPage::exportSummaryWithDialog()
{
    IdentityDialog::askOnce(this);
    const QString suggested =
        QDir(QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation))
            .filePath(QStringLiteral("gpulab-quiz-grades.csv"));
    const QString path = QFileDialog::getSaveFileName(this, tr("Export Quiz Grades"), suggested,
                                                      tr("CSV files (*.csv)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!exportSummaryCsv(path, &error))
        QMessageBox::warning(this, tr("Export Quiz Grades"),
                             tr("The grades could not be written to %1:\n%2")
                                 .arg(QDir::toNativeSeparators(path), error));
}

void QuizHistoryPage::resetWithConfirmation()
{
    if (!m_store)
        return;
    const auto answer = QMessageBox::question(
        this, tr("Reset Quiz History"),
        tr("Delete every quiz attempt and answer stored on this computer? Export them as CSV "
           "first if you want to keep them. Your lesson progress is not affected."),
        QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel);
    if (answer != QMessageBox::Yes)
        return;
    if (!m_store->resetQuizHistory())
        QMessageBox::warning(this, tr("Reset Quiz History"), m_store->lastError());
    refresh();
    emit historyChanged();
}

} // namespace gpulab
