// QuizSession: one attempt at a quiz, as pure logic (QtCore only; the QuizView in widgets/ shows
// it). It takes the questions (each with the lesson it comes from), a mode and a seed, shuffles
// them reproducibly — the question order, the choices of multiple-choice and multiple-answer
// questions (never true/false: "True" stays first) and the right-hand side of matching questions —
// and walks them one at a time: submit() grades through quiz::grade and stores the response,
// next() moves on, skip() moves on without an answer (0 for a graded question).
//
// Practice shows each grade right after the answer; Test keeps them until the end. The session
// computes every grade at once either way; isGradeVisible() says whether a view may show it.
// Descriptions are shown but carry no grade; essays are stored but not graded (both are left out
// of maxScore()).
//
// The shuffle is our own Fisher–Yates over std::mt19937 with an unbiased bounded draw: the engine
// is specified bit for bit by the standard, while std::shuffle and std::uniform_int_distribution
// are not, so the same seed gives the same quiz on every platform and in every stored history.
#pragma once

#include "lessons/framework/quiz/grading.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <random>

namespace gpulab {

struct QuizItem
{
    gift::Question question;
    QString lessonId; // the lesson the question comes from (empty: none)
};

class QuizSession
{
public:
    enum class Mode {
        Practice, // the grade and feedback right after each answer
        Test,     // grades and feedback only when the attempt is finished
    };

    QuizSession() = default;
    QuizSession(QList<QuizItem> items, Mode mode, quint32 seed);

    Mode mode() const { return m_mode; }
    quint32 seed() const { return m_seed; }
    int count() const { return int(m_order.size()); }

    // The question shown now (a position in the shuffled order); count() once finished.
    int current() const { return m_current; }
    bool isFinished() const { return m_current >= count(); }

    // Everything below takes a position in the shuffled order (0 .. count() - 1).
    const QuizItem &item(int position) const;
    int sourceIndex(int position) const; // where the item was in the list given
    // The display order of the choices as indices into Question::answers: shuffled for
    // multiple choice and multiple answer, as in the file for true/false, empty for the rest.
    QList<int> choiceOrder(int position) const;
    // Matching: the display order of the right-hand choices as indices into
    // quiz::matchingChoices(question); empty for other types.
    QList<int> matchingChoiceOrder(int position) const;
    // The same, as the texts to show.
    QStringList matchingChoices(int position) const;

    // Grades `response` for the current question and stores both; the session stays on the
    // question until next(). False (nothing stored) when finished, already answered, or the
    // response cannot be graded (a numerical answer that is not a number).
    bool submit(const quiz::Response &response);
    // Moves to the next question; an unanswered question counts as skipped. False when finished.
    bool next();
    // Moves on without an answer. False when finished or the question was already answered.
    bool skip();

    bool isAnswered(int position) const; // submitted (not skipped)
    bool isSkipped(int position) const;
    quiz::Response response(int position) const; // empty when skipped or not reached
    // The grade as computed (a skipped graded question: graded, fraction 0; not reached: a
    // default Grade). Views must ask isGradeVisible() before showing it.
    quiz::Grade grade(int position) const;
    // Practice: once answered; Test: once the attempt is finished.
    bool isGradeVisible(int position) const;
    // describeResponse() of what was given, "(skipped)", or empty when not reached.
    QString responseText(int position) const;

    // Counts only graded questions (not essays, not descriptions): sum of their fractions,
    // their number, and score / maxScore × 100 (0 when nothing is graded).
    double score() const;
    int maxScore() const;
    double percent() const;
    // Graded questions answered or skipped with less than full credit, in the order shown.
    QList<int> wrong() const;
    // Essays that were answered (stored for the teacher; not graded).
    QList<int> essays() const;

    // A fresh attempt with the same items and mode, shuffled with `newSeed`.
    void retake(quint32 newSeed);

private:
    struct Record
    {
        bool answered = false;
        bool skipped = false;
        quiz::Response response;
        quiz::Grade grade;
    };

    void shuffle();
    bool validPosition(int position) const { return position >= 0 && position < count(); }
    double fractionOf(int position) const;

    QList<QuizItem> m_items;
    Mode m_mode = Mode::Practice;
    quint32 m_seed = 0;
    QList<int> m_order;                // position → index into m_items
    QList<QList<int>> m_choiceOrder;   // per position
    QList<QList<int>> m_matchingOrder; // per position
    QList<Record> m_records;           // per position
    int m_current = 0;
};

// What the host stores when an attempt starts (QuizView::attemptStarted).
struct QuizAttemptInfo
{
    QString quizId;
    QString title;
    QuizSession::Mode mode = QuizSession::Mode::Practice;
    quint32 seed = 0;
    int count = 0;  // questions in the attempt
    int graded = 0; // of which graded (maxScore)
};

// A uniform draw from [0, n) that every standard library computes alike (see the file comment);
// the exam draws its questions with it too. n > 0.
quint32 uniformBelow(std::mt19937 &engine, quint32 n);

// A readable text of an answer, for the history and the review: the chosen choices' texts
// joined as clauses (clauseList: "; " in English, in the order given), "True"/"False", the typed
// text, "A → x; B → y" for matching; "(no answer)" when nothing was given; empty for a description.
// Translated (context "gpulab::QuizSession").
QString describeResponse(const gift::Question &question, const quiz::Response &response);

// The mode's name for storage and JSON: "practice", "test"; and back (false: unknown name).
QString modeName(QuizSession::Mode mode);
bool modeFromName(const QString &name, QuizSession::Mode *mode);

} // namespace gpulab
