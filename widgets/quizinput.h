// QuizInput: the part of QuizView's question page that depends on the question's type, one
// class per type behind one small interface. An input builds its widgets into the view's
// "quizInputs" group box, reads the answer (response(), or why there is none to submit yet),
// shows the grade or the presenter's reveal on its widgets (marks under choices and matches,
// the right choices in bold, read-only once answered), says what the reveal adds to the
// feedback, and handles its own keys (1–9 choose or toggle the n-th choice; Ctrl+Enter submits
// an essay). Everything else — pages, buttons, the session, the feedback text — is QuizView's.
//
//   MultipleChoiceInput, TrueFalseInput, MultipleAnswerInput  (ChoiceInput: numbered buttons)
//   ShortAnswerInput, NumericalInput                          (TypedAnswerInput: one line)
//   MatchingInput, EssayInput, DescriptionInput
//
// A missing-word question ("A warp has {=32 ~16} threads.") is a multiple-choice or short-answer
// question whose text shows "_____" where the answers stood: those classes take it.
// createQuizInput() picks the class for the question shown.
#pragma once

#include "lessons/framework/quiz/quizsession.h"
#include "widgets/simulationscene.h"

#include <QList>
#include <QObject>
#include <QString>
#include <QStringList>

class QAbstractButton;
class QButtonGroup;
class QComboBox;
class QGridLayout;
class QGroupBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QWidget;

namespace gpulab {

// What the view shows of the question now.
struct QuizInputState
{
    bool locked = false;    // answered or revealed: the inputs no longer change
    bool showGrade = false; // the student's own grade is shown (practice, not presenting)
    bool revealed = false;  // the presenter revealed the right answer to the class
};

class QuizInput : public QObject
{
    Q_OBJECT
public:
    // `question`: as shown (its pictures resolved; see createQuizInput).
    QuizInput(const gift::Question &question, QObject *parent);
    const gift::Question &question() const { return m_question; }

    // Adds the widgets to `box` (laid out by `grid`: two columns, the second stretching) and
    // returns the ones the Tab key walks, in order.
    virtual QList<QWidget *> build(QGroupBox *box, QGridLayout *grid) = 0;
    // The group box's title: what to do, and with which keys.
    virtual QString hint() const = 0;
    // The answer as the session grades it.
    virtual quiz::Response response() const = 0;
    // Whether there is an answer to submit; if not, `why` says what is missing.
    virtual bool canSubmit(QString *why = nullptr) const = 0;
    // Whether that reason shows while the student types (a number that is not one), not only
    // when Enter is pressed.
    virtual bool saysWhyAtOnce() const { return false; }
    // Marks on the inputs for `state`.
    virtual void showState(const QuizInputState &state, const SceneStyle &style) = 0;
    // What a reveal adds below the right answer (HTML paragraphs): the file's own word on it.
    virtual QString revealFeedback() const { return {}; }
    // A key pressed on the view without modifiers; true when the input used it.
    virtual bool handleKey(int key);
    // Where the focus goes when the question is shown; nullptr when there is no input.
    virtual QWidget *focusTarget() const = 0;
    // False for a description: nothing to answer, skip or reveal (Submit reads "Continue").
    virtual bool takesAnswer() const { return true; }

signals:
    void changed();         // the answer changed
    void submitRequested(); // the input's own submit key (Ctrl+Enter in an essay)

protected:
    // PageUp/PageDown on a widget that installed this filter go on to the app.
    bool eventFilter(QObject *watched, QEvent *event) override;
    // For canSubmit(): false, with `reason` in `why`.
    static bool refuse(QString *why, const QString &reason);
    // The "Your answer:" label of a typed answer's `field` (its buddy; the field is named so).
    static QLabel *answerLabel(QWidget *parent, QWidget *field);
    // A label for a mark under an input (hidden until it has something to say).
    static QLabel *markLabel(QWidget *parent, const QString &objectName);
    static void setMark(QLabel *label, const QString &html);

private:
    gift::Question m_question;
};

// The input for the question at `position` of `session` (its shuffled choices), owned by
// `parent`. `shown`: the copy of that question to show (QuizPictures::display: its pictures
// resolved); without it, the session's question as it is.
QuizInput *createQuizInput(const QuizSession &session, int position, QObject *parent);
QuizInput *createQuizInput(const QuizSession &session, int position, const gift::Question &shown,
                           QObject *parent);

// Numbered choices: a button with its number (keys 1–9), the wrapped text beside it (a click on
// it chooses too) and a mark under it after checking or revealing.
class ChoiceInput : public QuizInput
{
    Q_OBJECT
public:
    // `order`: the shown order as indices into Question::answers.
    ChoiceInput(const gift::Question &question, const QList<int> &order, QObject *parent);
    QList<QWidget *> build(QGroupBox *box, QGridLayout *grid) override;
    quiz::Response response() const override;
    bool canSubmit(QString *why = nullptr) const override;
    void showState(const QuizInputState &state, const SceneStyle &style) override;
    bool handleKey(int key) override;
    QWidget *focusTarget() const override;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

    virtual bool isMultiple() const { return false; } // check boxes, several may be chosen
    // The text of an answer and its format.
    virtual QString choiceText(int answer, gift::TextFormat *format) const;
    // Whether choosing `answer` is right (marked so, in bold).
    virtual bool isRight(int answer) const;
    // A wrong choice that still earns credit is marked "partly right" (multiple choice).
    virtual bool marksPartialCredit() const { return false; }
    // The reveal shows each choice's feedback under it.
    virtual bool revealsChoiceFeedback() const { return true; }
    virtual QString nothingChosen() const;

private:
    struct Row
    {
        QAbstractButton *button = nullptr;
        QLabel *text = nullptr;
        QLabel *mark = nullptr;
        int answer = -1; // index into Question::answers
    };
    QString markText(const Row &row, const QuizInputState &state, const SceneStyle &style) const;

    QList<int> m_order;
    QList<Row> m_rows;
    QButtonGroup *m_group = nullptr;
};

class MultipleChoiceInput : public ChoiceInput
{
    Q_OBJECT
public:
    using ChoiceInput::ChoiceInput;
    QString hint() const override;

protected:
    bool marksPartialCredit() const override { return true; }
};

// "True" then "False", always in that order.
class TrueFalseInput : public ChoiceInput
{
    Q_OBJECT
public:
    using ChoiceInput::ChoiceInput;
    QString hint() const override;
    QString revealFeedback() const override;

protected:
    QString choiceText(int answer, gift::TextFormat *format) const override;
    bool isRight(int answer) const override;
    bool revealsChoiceFeedback() const override { return false; }
};

// Check boxes: the keys toggle; every choice with credit is a right one.
class MultipleAnswerInput : public ChoiceInput
{
    Q_OBJECT
public:
    using ChoiceInput::ChoiceInput;
    QString hint() const override;

protected:
    bool isMultiple() const override { return true; }
    bool isRight(int answer) const override;
    QString nothingChosen() const override;
};

// One line to type the answer in.
class TypedAnswerInput : public QuizInput
{
    Q_OBJECT
public:
    using QuizInput::QuizInput;
    QList<QWidget *> build(QGroupBox *box, QGridLayout *grid) override;
    quiz::Response response() const override;
    void showState(const QuizInputState &state, const SceneStyle &style) override;
    QString revealFeedback() const override; // the feedback of the first full-credit answer
    QWidget *focusTarget() const override;

protected:
    QString typed() const; // trimmed
    virtual void describeLine(QLineEdit *line) const = 0;

private:
    QLineEdit *m_line = nullptr;
};

class ShortAnswerInput : public TypedAnswerInput
{
    Q_OBJECT
public:
    using TypedAnswerInput::TypedAnswerInput;
    QString hint() const override;
    bool canSubmit(QString *why = nullptr) const override;

protected:
    void describeLine(QLineEdit *line) const override;
};

// A number as students type it (quiz::parseNumber); one that is not is said at once.
class NumericalInput : public TypedAnswerInput
{
    Q_OBJECT
public:
    using TypedAnswerInput::TypedAnswerInput;
    // The field, and under it the grader's rules for numbers (quiz::numberRules()).
    QList<QWidget *> build(QGroupBox *box, QGridLayout *grid) override;
    QString hint() const override;
    bool canSubmit(QString *why = nullptr) const override;
    bool saysWhyAtOnce() const override;

protected:
    void describeLine(QLineEdit *line) const override;
};

// One combo box per item ("choose…" first, then the shuffled answers); Tab walks them.
class MatchingInput : public QuizInput
{
    Q_OBJECT
public:
    // `choices`: the right-hand texts in the shown order.
    MatchingInput(const gift::Question &question, const QStringList &choices, QObject *parent);
    QList<QWidget *> build(QGroupBox *box, QGridLayout *grid) override;
    QString hint() const override;
    quiz::Response response() const override;
    bool canSubmit(QString *why = nullptr) const override;
    void showState(const QuizInputState &state, const SceneStyle &style) override;
    QWidget *focusTarget() const override;

private:
    struct Row
    {
        QComboBox *combo = nullptr;
        QLabel *mark = nullptr;
    };
    QStringList m_choices;
    QList<Row> m_rows;
};

// Free text, stored for the teacher and not graded; Ctrl+Enter submits (Enter is a new line).
class EssayInput : public QuizInput
{
    Q_OBJECT
public:
    using QuizInput::QuizInput;
    QList<QWidget *> build(QGroupBox *box, QGridLayout *grid) override;
    QString hint() const override;
    quiz::Response response() const override;
    bool canSubmit(QString *why = nullptr) const override;
    void showState(const QuizInputState &state, const SceneStyle &style) override;
    QWidget *focusTarget() const override;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QPlainTextEdit *m_essay = nullptr;
};

// Text only: no widgets, always ready to go on.
class DescriptionInput : public QuizInput
{
    Q_OBJECT
public:
    using QuizInput::QuizInput;
    QList<QWidget *> build(QGroupBox *, QGridLayout *) override { return {}; }
    QString hint() const override { return {}; }
    quiz::Response response() const override { return {}; }
    bool canSubmit(QString * = nullptr) const override { return true; }
    void showState(const QuizInputState &, const SceneStyle &) override {}
    QWidget *focusTarget() const override { return nullptr; }
    bool takesAnswer() const override { return false; }
};

} // namespace gpulab
