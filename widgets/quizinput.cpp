// The quiz inputs, one class per question type (see quizinput.h).
//
// [SECTION] QuizInput and createQuizInput
// [SECTION] Choices: multiple choice, true/false, multiple answers
// [SECTION] Typed answers: short answer, numerical
// [SECTION] Matching
// [SECTION] Essay and description
#include "widgets/quizinput.h"

#include "lessons/framework/sentencetext.h"
#include "widgets/quiztext.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QGridLayout>
#include <QGroupBox>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QRadioButton>

namespace gpulab {

using gift::QuestionType;
using quiztext::kFullCredit;
using quiztext::Mark;

// [SECTION] QuizInput and createQuizInput ----------------------------------------------------

QuizInput::QuizInput(const gift::Question &question, QObject *parent)
    : QObject(parent), m_question(question)
{}

bool QuizInput::handleKey(int)
{
    return false;
}

bool QuizInput::eventFilter(QObject *watched, QEvent *event)
{
    return quiztext::passPageKeys(event) || QObject::eventFilter(watched, event);
}

bool QuizInput::refuse(QString *why, const QString &reason)
{
    if (why)
        *why = reason;
    return false;
}

QLabel *QuizInput::answerLabel(QWidget *parent, QWidget *field)
{
    auto *label = new QLabel(tr("&Your answer:"), parent);
    label->setBuddy(field);
    field->setAccessibleName(tr("Your answer"));
    return label;
}

QLabel *QuizInput::markLabel(QWidget *parent, const QString &objectName)
{
    auto *label = new QLabel(parent);
    label->setObjectName(objectName);
    label->setTextFormat(Qt::RichText);
    label->setWordWrap(true);
    label->setVisible(false);
    return label;
}

void QuizInput::setMark(QLabel *label, const QString &html)
{
    quiztext::setLabelText(label, Qt::RichText, html);
    label->setVisible(!html.isEmpty());
}

QuizInput *createQuizInput(const QuizSession &session, int position, QObject *parent)
{
    return createQuizInput(session, position, session.item(position).question, parent);
}

QuizInput *createQuizInput(const QuizSession &session, int position, const gift::Question &question,
                           QObject *parent)
{
    switch (question.type) {
    case QuestionType::MultiChoice:
        return new MultipleChoiceInput(question, session.choiceOrder(position), parent);
    case QuestionType::TrueFalse:
        return new TrueFalseInput(question, session.choiceOrder(position), parent);
    case QuestionType::MultipleAnswer:
        return new MultipleAnswerInput(question, session.choiceOrder(position), parent);
    case QuestionType::ShortAnswer: return new ShortAnswerInput(question, parent);
    case QuestionType::Numerical: return new NumericalInput(question, parent);
    case QuestionType::Matching:
        return new MatchingInput(question, session.matchingChoices(position), parent);
    case QuestionType::Essay: return new EssayInput(question, parent);
    case QuestionType::Description: break;
    }
    return new DescriptionInput(question, parent);
}

// [SECTION] Choices: multiple choice, true/false, multiple answers ---------------------------

ChoiceInput::ChoiceInput(const gift::Question &question, const QList<int> &order, QObject *parent)
    : QuizInput(question, parent), m_order(order)
{}

QList<QWidget *> ChoiceInput::build(QGroupBox *box, QGridLayout *grid)
{
    if (!isMultiple()) {
        m_group = new QButtonGroup(box);
        m_group->setExclusive(true);
    }
    QList<QWidget *> tabChain;
    for (int n = 0; n < m_order.size(); ++n) {
        Row row;
        row.answer = m_order[n];
        gift::TextFormat format = question().format;
        const QString text = choiceText(row.answer, &format);
        // The button shows the number that chooses it; the text wraps beside it.
        const QString number = QString::number(n + 1);
        if (isMultiple())
            row.button = new QCheckBox(number, box);
        else
            row.button = new QRadioButton(number, box);
        row.button->setObjectName(QStringLiteral("quizChoice%1").arg(n + 1));
        row.button->setAccessibleName(labelled(number, quiztext::plain(format, text).simplified()));
        if (m_group)
            m_group->addButton(row.button, n);
        connect(row.button, &QAbstractButton::toggled, this, &QuizInput::changed);
        row.text = new QLabel(box);
        row.text->setObjectName(QStringLiteral("quizChoiceText%1").arg(n + 1));
        quiztext::setLabelText(row.text, quiztext::labelFormat(format), text);
        row.text->setWordWrap(true);
        row.text->installEventFilter(this); // a click on the text chooses it too
        row.mark = markLabel(box, QStringLiteral("quizChoiceMark%1").arg(n + 1));
        grid->addWidget(row.button, 2 * n, 0, Qt::AlignTop);
        grid->addWidget(row.text, 2 * n, 1);
        grid->addWidget(row.mark, 2 * n + 1, 1);
        tabChain.append(row.button);
        m_rows.append(row);
    }
    return tabChain;
}

QString ChoiceInput::choiceText(int answer, gift::TextFormat *) const
{
    return question().answers.value(answer).text;
}

bool ChoiceInput::isRight(int answer) const
{
    return answer >= 0 && answer < question().answers.size() &&
           question().answers[answer].fraction >= kFullCredit;
}

QString ChoiceInput::nothingChosen() const
{
    return tr("Choose an answer first, or skip the question.");
}

quiz::Response ChoiceInput::response() const
{
    quiz::Response response;
    for (const Row &row : m_rows)
        if (row.button->isChecked())
            response.chosen.append(row.answer);
    return response;
}

bool ChoiceInput::canSubmit(QString *why) const
{
    for (const Row &row : m_rows)
        if (row.button->isChecked())
            return true;
    return refuse(why, nothingChosen());
}

QString ChoiceInput::markText(const Row &row, const QuizInputState &state,
                              const SceneStyle &style) const
{
    const bool showRight = state.showGrade || state.revealed;
    const gift::Answer answer = question().answers.value(row.answer);
    const bool right = isRight(row.answer);
    QStringList parts;
    if (showRight && right)
        parts << quiztext::mark(Mark::Right, style, tr("<b>Right answer</b>"));
    else if (showRight && marksPartialCredit() && answer.fraction > 0)
        parts << quiztext::mark(
            Mark::Partly, style,
            tr("<b>Partly right (%1)</b>").arg(quiztext::percent(answer.fraction * 100)));
    else if (state.showGrade && row.button->isChecked())
        parts << quiztext::mark(Mark::Wrong, style, tr("<b>Not right</b>"));
    // The class sees why each choice is right or wrong.
    if (state.revealed && revealsChoiceFeedback() && !answer.feedback.isEmpty())
        parts << quiztext::html(question().format, answer.feedback);
    return parts.join(QStringLiteral(" \u2014 "));
}

void ChoiceInput::showState(const QuizInputState &state, const SceneStyle &style)
{
    for (const Row &row : std::as_const(m_rows)) {
        row.button->setEnabled(!state.locked);
        setMark(row.mark, markText(row, state, style));
        // The right choice stands out in bold too (colour is never the only signal).
        QFont font = row.text->font();
        font.setBold((state.showGrade || state.revealed) && isRight(row.answer));
        row.text->setFont(font);
    }
}

bool ChoiceInput::handleKey(int key)
{
    const int index = key - Qt::Key_1;
    if (key < Qt::Key_1 || key > Qt::Key_9 || index >= m_rows.size() ||
        !m_rows[index].button->isEnabled())
        return false;
    QAbstractButton *button = m_rows[index].button;
    if (isMultiple())
        button->toggle();
    else
        button->setChecked(true);
    button->setFocus(Qt::ShortcutFocusReason);
    return true;
}

QWidget *ChoiceInput::focusTarget() const
{
    for (const Row &row : m_rows)
        if (row.button->isChecked())
            return row.button;
    return m_rows.isEmpty() ? nullptr : m_rows.first().button;
}

bool ChoiceInput::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::MouseButtonRelease) {
        for (const Row &row : std::as_const(m_rows))
            if (row.text == watched && row.button->isEnabled()) {
                row.button->click();
                row.button->setFocus(Qt::MouseFocusReason);
                break;
            }
    }
    return QuizInput::eventFilter(watched, event);
}

QString MultipleChoiceInput::hint() const
{
    const int keys = std::min(9, int(question().answers.size()));
    return tr("Choose one answer (keys 1\u2013%1)").arg(keys);
}

QString TrueFalseInput::hint() const
{
    return tr("True or false? (keys 1–2)");
}

QString TrueFalseInput::choiceText(int answer, gift::TextFormat *format) const
{
    *format = gift::TextFormat::Plain;
    return answer == 0 ? tr("True") : tr("False");
}

bool TrueFalseInput::isRight(int answer) const
{
    return answer == (question().correctAnswer ? 0 : 1);
}

QString TrueFalseInput::revealFeedback() const
{
    // The feedback stored with the right answer explains why it is right.
    const gift::Answer answer = question().answers.value(question().correctAnswer ? 0 : 1);
    return answer.feedback.isEmpty()
               ? QString()
               : quiztext::paragraph(quiztext::html(question().format, answer.feedback));
}

QString MultipleAnswerInput::hint() const
{
    const int keys = std::min(9, int(question().answers.size()));
    return tr("Choose all that apply (keys 1\u2013%1 turn a choice on or off)").arg(keys);
}

bool MultipleAnswerInput::isRight(int answer) const
{
    return answer >= 0 && answer < question().answers.size() &&
           question().answers[answer].fraction > 0;
}

QString MultipleAnswerInput::nothingChosen() const
{
    return tr("Choose at least one answer first, or skip the question.");
}

// [SECTION] Typed answers: short answer, numerical -------------------------------------------

QList<QWidget *> TypedAnswerInput::build(QGroupBox *box, QGridLayout *grid)
{
    m_line = new QLineEdit(box);
    m_line->setObjectName(QStringLiteral("quizAnswer"));
    describeLine(m_line);
    connect(m_line, &QLineEdit::textChanged, this, &QuizInput::changed);
    grid->addWidget(answerLabel(box, m_line), 0, 0);
    grid->addWidget(m_line, 0, 1);
    return {m_line};
}

QString TypedAnswerInput::typed() const
{
    return m_line ? m_line->text().trimmed() : QString();
}

quiz::Response TypedAnswerInput::response() const
{
    quiz::Response response;
    if (m_line)
        response.text = m_line->text();
    return response;
}

void TypedAnswerInput::showState(const QuizInputState &state, const SceneStyle &)
{
    if (m_line)
        m_line->setReadOnly(state.locked);
}

QString TypedAnswerInput::revealFeedback() const
{
    for (const gift::Answer &answer : question().answers)
        if (answer.fraction >= kFullCredit && !answer.feedback.isEmpty())
            return quiztext::paragraph(quiztext::html(question().format, answer.feedback));
    return {};
}

QWidget *TypedAnswerInput::focusTarget() const
{
    return m_line;
}

QString ShortAnswerInput::hint() const
{
    return tr("Type your answer");
}

void ShortAnswerInput::describeLine(QLineEdit *line) const
{
    line->setPlaceholderText(tr("your answer"));
}

bool ShortAnswerInput::canSubmit(QString *why) const
{
    return !typed().isEmpty() || refuse(why, tr("Type an answer first, or skip the question."));
}

namespace {
// A note beside a field in 90 % of the text size around it, also after that size changes (the
// presenter's larger text, set in pixels): a font set once stayed at the window's small size.
class SmallerLabel : public QLabel
{
public:
    SmallerLabel(const QString &text, QWidget *parent) : QLabel(text, parent)
    {
        parent->installEventFilter(this);
        follow();
    }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (watched == parentWidget() && event->type() == QEvent::FontChange)
            follow();
        return QLabel::eventFilter(watched, event);
    }

private:
    void follow()
    {
        QFont font = parentWidget()->font();
        if (font.pointSizeF() > 0)
            font.setPointSizeF(font.pointSizeF() * 0.9);
        else
            font.setPixelSize(std::max(1, qRound(font.pixelSize() * 0.9)));
        setFont(font);
    }
};
} // namespace

QString NumericalInput::hint() const
{
    return tr("Type a number");
}

QList<QWidget *> NumericalInput::build(QGroupBox *box, QGridLayout *grid)
{
    const QList<QWidget *> chain = TypedAnswerInput::build(box, grid);
    // How the grader reads what is typed, in the UI language's way of writing numbers.
    auto *rules = new SmallerLabel(quiz::numberRules(), box);
    rules->setObjectName(QStringLiteral("quizNumberRules"));
    rules->setWordWrap(true);
    rules->setTextFormat(Qt::PlainText);
    grid->addWidget(rules, 1, 1);
    return chain;
}

void NumericalInput::describeLine(QLineEdit *line) const
{
    line->setPlaceholderText(tr("a number"));
    line->setAccessibleDescription(quiz::numberRules());
}

bool NumericalInput::canSubmit(QString *why) const
{
    const QString text = typed();
    double value = 0;
    if (text.isEmpty())
        return refuse(why, tr("Type a number first, or skip the question."));
    return quiz::parseNumber(text, &value) ||
           refuse(why, tr("\u201c%1\u201d is not a number. %2").arg(text, quiz::numberRules()));
}

bool NumericalInput::saysWhyAtOnce() const
{
    return !typed().isEmpty();
}

// [SECTION] Matching --------------------------------------------------------------------------

MatchingInput::MatchingInput(const gift::Question &question, const QStringList &choices,
                             QObject *parent)
    : QuizInput(question, parent), m_choices(choices)
{}

QList<QWidget *> MatchingInput::build(QGroupBox *box, QGridLayout *grid)
{
    const gift::TextFormat format = question().format;
    const QList<gift::MatchPair> items = quiz::matchingItems(question());
    QList<QWidget *> tabChain;
    for (int i = 0; i < items.size(); ++i) {
        Row row;
        // Labels with a buddy read '&' as a mnemonic marker; quiz text shows it as written.
        auto *label = new QLabel(quiztext::plain(format, items[i].question)
                                     .replace(QLatin1Char('&'), QStringLiteral("&&")),
                                 box);
        label->setWordWrap(true);
        row.combo = new QComboBox(box);
        row.combo->setObjectName(QStringLiteral("quizMatch%1").arg(i + 1));
        row.combo->addItem(tr("choose\u2026"), QString());
        for (const QString &choice : m_choices)
            row.combo->addItem(quiztext::plain(format, choice), choice);
        // Long right-hand texts would make the form wider than the window.
        row.combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        row.combo->setMinimumContentsLength(16);
        row.combo->setAccessibleName(quiztext::plain(format, items[i].question).simplified());
        row.combo->setAccessibleDescription(tr("Choose its match"));
        row.combo->installEventFilter(this); // PageUp/PageDown belong to the app
        label->setBuddy(row.combo);
        connect(row.combo, &QComboBox::currentIndexChanged, this, &QuizInput::changed);
        row.mark = markLabel(box, QStringLiteral("quizMatchMark%1").arg(i + 1));
        grid->addWidget(label, 2 * i, 0);
        grid->addWidget(row.combo, 2 * i, 1);
        grid->addWidget(row.mark, 2 * i + 1, 1);
        tabChain.append(row.combo);
        m_rows.append(row);
    }
    grid->setColumnStretch(0, 1);
    return tabChain;
}

QString MatchingInput::hint() const
{
    return tr("Match each item (Tab moves to the next one)");
}

quiz::Response MatchingInput::response() const
{
    quiz::Response response;
    for (const Row &row : m_rows)
        response.matches.append(row.combo->currentData().toString());
    return response;
}

bool MatchingInput::canSubmit(QString *why) const
{
    for (const Row &row : m_rows)
        if (row.combo->currentIndex() <= 0)
            return refuse(why, tr("Choose a match for every item first, or skip the question."));
    return true;
}

void MatchingInput::showState(const QuizInputState &state, const SceneStyle &style)
{
    const QList<gift::MatchPair> items = quiz::matchingItems(question());
    for (int i = 0; i < m_rows.size(); ++i) {
        const Row &row = m_rows[i];
        row.combo->setEnabled(!state.locked);
        const QString right = items.value(i).answer;
        const QString rightHtml = quiztext::html(question().format, right);
        QString mark;
        if (state.revealed)
            mark = quiztext::mark(Mark::Right, style, rightHtml);
        else if (state.showGrade &&
                 row.combo->currentData().toString().trimmed() == right.trimmed())
            mark = quiztext::mark(Mark::Right, style, tr("<b>Right</b>"));
        else if (state.showGrade)
            mark = quiztext::mark(Mark::Wrong, style,
                                  tr("<b>Not right.</b> Its match: %1").arg(rightHtml));
        setMark(row.mark, mark);
    }
}

QWidget *MatchingInput::focusTarget() const
{
    return m_rows.isEmpty() ? nullptr : m_rows.first().combo;
}

// [SECTION] Essay and description -------------------------------------------------------------

QList<QWidget *> EssayInput::build(QGroupBox *box, QGridLayout *grid)
{
    m_essay = new QPlainTextEdit(box);
    m_essay->setObjectName(QStringLiteral("quizEssay"));
    m_essay->setTabChangesFocus(true);
    m_essay->setAccessibleDescription(tr("Ctrl+Enter submits"));
    m_essay->installEventFilter(this); // Ctrl+Enter; PageUp/PageDown belong to the app
    connect(m_essay, &QPlainTextEdit::textChanged, this, &QuizInput::changed);
    grid->addWidget(answerLabel(box, m_essay), 0, 0, 1, 2);
    grid->addWidget(m_essay, 1, 0, 1, 2);
    return {m_essay};
}

QString EssayInput::hint() const
{
    return tr("Write your answer (Ctrl+Enter submits)");
}

quiz::Response EssayInput::response() const
{
    quiz::Response response;
    if (m_essay)
        response.text = m_essay->toPlainText();
    return response;
}

bool EssayInput::canSubmit(QString *why) const
{
    return (m_essay && !m_essay->toPlainText().trimmed().isEmpty()) ||
           refuse(why, tr("Write an answer first, or skip the question."));
}

void EssayInput::showState(const QuizInputState &state, const SceneStyle &)
{
    if (m_essay)
        m_essay->setReadOnly(state.locked);
}

QWidget *EssayInput::focusTarget() const
{
    return m_essay;
}

bool EssayInput::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_essay && event->type() == QEvent::KeyPress) {
        auto *key = static_cast<QKeyEvent *>(event);
        if ((key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter) &&
            (key->modifiers() & Qt::ControlModifier)) {
            emit submitRequested();
            return true;
        }
    }
    return QuizInput::eventFilter(watched, event);
}

} // namespace gpulab
