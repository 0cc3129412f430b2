// QuizSession (see quizsession.h).
#include "lessons/framework/quiz/quizsession.h"
#include "lessons/framework/sentencetext.h"

#include <QCoreApplication>

#include <random>
#include <utility>

namespace gpulab {

namespace {

// The translation context of this file's messages: lupdate reads it from the macro (a free
// SessionText::tr() got the context of whatever class or namespace lupdate guessed, not the one
// looked up here).
class SessionText
{
    Q_DECLARE_TR_FUNCTIONS(gpulab::QuizSession)
};

// Fisher–Yates (Durstenfeld's in-place form) over 0 .. n-1.
QList<int> shuffled(int n, std::mt19937 &engine)
{
    QList<int> order(n);
    for (int i = 0; i < n; ++i)
        order[i] = i;
    for (int i = n - 1; i > 0; --i)
        std::swap(order[i], order[int(uniformBelow(engine, quint32(i + 1)))]);
    return order;
}

QList<int> identity(int n)
{
    QList<int> order(n);
    for (int i = 0; i < n; ++i)
        order[i] = i;
    return order;
}

} // namespace

QuizSession::QuizSession(QList<QuizItem> items, Mode mode, quint32 seed)
    : m_items(std::move(items)), m_mode(mode), m_seed(seed)
{
    shuffle();
}

void QuizSession::shuffle()
{
    // One engine for the whole attempt, drawn in a fixed order (questions first, then each
    // shown question's choices), so the seed alone fixes everything the student sees.
    std::mt19937 engine(m_seed);
    m_order = shuffled(int(m_items.size()), engine);
    m_choiceOrder.clear();
    m_matchingOrder.clear();
    for (int index : std::as_const(m_order)) {
        const gift::Question &q = m_items[index].question;
        switch (q.type) {
        case gift::QuestionType::MultiChoice:
        case gift::QuestionType::MultipleAnswer:
            m_choiceOrder.append(shuffled(int(q.answers.size()), engine));
            m_matchingOrder.append(QList<int>());
            break;
        case gift::QuestionType::TrueFalse:
            // "True" then "False" always: a shuffled pair reads as a trick.
            m_choiceOrder.append(identity(int(q.answers.size())));
            m_matchingOrder.append(QList<int>());
            break;
        case gift::QuestionType::Matching:
            m_choiceOrder.append(QList<int>());
            m_matchingOrder.append(shuffled(int(quiz::matchingChoices(q).size()), engine));
            break;
        default:
            m_choiceOrder.append(QList<int>());
            m_matchingOrder.append(QList<int>());
            break;
        }
    }
    m_records = QList<Record>(m_order.size());
    m_current = 0;
}

const QuizItem &QuizSession::item(int position) const
{
    Q_ASSERT(validPosition(position));
    return m_items[m_order[position]];
}

int QuizSession::sourceIndex(int position) const
{
    return validPosition(position) ? m_order[position] : -1;
}

QList<int> QuizSession::choiceOrder(int position) const
{
    return validPosition(position) ? m_choiceOrder[position] : QList<int>();
}

QList<int> QuizSession::matchingChoiceOrder(int position) const
{
    return validPosition(position) ? m_matchingOrder[position] : QList<int>();
}

QStringList QuizSession::matchingChoices(int position) const
{
    if (!validPosition(position))
        return {};
    const QStringList choices = quiz::matchingChoices(item(position).question);
    QStringList result;
    for (int index : m_matchingOrder[position])
        result.append(choices.value(index));
    return result;
}

bool QuizSession::submit(const quiz::Response &response)
{
    if (isFinished())
        return false;
    Record &record = m_records[m_current];
    if (record.answered)
        return false;
    const quiz::Grade grade = quiz::grade(item(m_current).question, response);
    if (!grade.valid)
        return false;
    record.answered = true;
    record.skipped = false;
    record.response = response;
    record.grade = grade;
    return true;
}

bool QuizSession::next()
{
    if (isFinished())
        return false;
    Record &record = m_records[m_current];
    if (!record.answered) {
        record.skipped = true;
        record.response = {};
        record.grade = {};
        record.grade.graded = quiz::isGraded(item(m_current).question.type);
    }
    ++m_current;
    return true;
}

bool QuizSession::skip()
{
    if (isFinished() || m_records[m_current].answered)
        return false;
    return next();
}

bool QuizSession::isAnswered(int position) const
{
    return validPosition(position) && m_records[position].answered;
}

bool QuizSession::isSkipped(int position) const
{
    return validPosition(position) && m_records[position].skipped;
}

quiz::Response QuizSession::response(int position) const
{
    return validPosition(position) ? m_records[position].response : quiz::Response();
}

quiz::Grade QuizSession::grade(int position) const
{
    return validPosition(position) ? m_records[position].grade : quiz::Grade();
}

bool QuizSession::isGradeVisible(int position) const
{
    if (!validPosition(position))
        return false;
    const Record &record = m_records[position];
    if (!record.answered && !record.skipped)
        return false;
    return m_mode == Mode::Practice ? true : isFinished();
}

QString QuizSession::responseText(int position) const
{
    if (!validPosition(position))
        return {};
    const Record &record = m_records[position];
    if (record.skipped)
        return SessionText::tr("(skipped)");
    if (!record.answered)
        return {};
    return describeResponse(item(position).question, record.response);
}

double QuizSession::fractionOf(int position) const
{
    const quiz::Grade &grade = m_records[position].grade;
    return grade.graded ? grade.fraction : 0.0;
}

double QuizSession::score() const
{
    double sum = 0;
    for (int i = 0; i < count(); ++i)
        if (quiz::isGraded(item(i).question.type))
            sum += fractionOf(i);
    return sum;
}

int QuizSession::maxScore() const
{
    int graded = 0;
    for (const QuizItem &entry : m_items)
        if (quiz::isGraded(entry.question.type))
            ++graded;
    return graded;
}

double QuizSession::percent() const
{
    const int max = maxScore();
    return max > 0 ? 100.0 * score() / max : 0.0;
}

QList<int> QuizSession::wrong() const
{
    QList<int> result;
    for (int i = 0; i < count(); ++i) {
        const Record &record = m_records[i];
        if (!record.answered && !record.skipped)
            continue; // not reached yet
        // A tiny allowance: partial weights such as 33.33333 % add up to 0.9999999.
        if (quiz::isGraded(item(i).question.type) && fractionOf(i) < 1.0 - 1e-6)
            result.append(i);
    }
    return result;
}

QList<int> QuizSession::essays() const
{
    QList<int> result;
    for (int i = 0; i < count(); ++i)
        if (item(i).question.type == gift::QuestionType::Essay && m_records[i].answered)
            result.append(i);
    return result;
}

void QuizSession::retake(quint32 newSeed)
{
    m_seed = newSeed;
    shuffle();
}

// The engine's raw 32-bit outputs, rejecting the top remainder so no value is favoured
// (std::uniform_int_distribution is implementation-defined, so it would make seeds non-portable).
quint32 uniformBelow(std::mt19937 &engine, quint32 n)
{
    const quint64 range = quint64(1) << 32;
    const quint64 limit = range - range % n;
    quint64 x = 0;
    do {
        x = quint64(engine());
    } while (x >= limit);
    return quint32(x % n);
}

QString describeResponse(const gift::Question &question, const quiz::Response &response)
{
    using gift::QuestionType;
    const QString none = SessionText::tr("(no answer)");
    switch (question.type) {
    case QuestionType::Description: return {};
    case QuestionType::TrueFalse: {
        if (response.chosen.isEmpty())
            return none;
        QStringList parts;
        for (int index : response.chosen)
            parts.append(index == 0 ? SessionText::tr("True") : SessionText::tr("False"));
        return clauseList(parts);
    }
    case QuestionType::MultiChoice:
    case QuestionType::MultipleAnswer: {
        QStringList parts;
        for (int index : response.chosen)
            if (index >= 0 && index < question.answers.size())
                parts.append(question.answers[index].text);
        return parts.isEmpty() ? none : clauseList(parts);
    }
    case QuestionType::Matching: {
        const QList<gift::MatchPair> items = quiz::matchingItems(question);
        QStringList parts;
        bool any = false;
        for (int i = 0; i < items.size(); ++i) {
            const QString chosen = response.matches.value(i).trimmed();
            any = any || !chosen.isEmpty();
            parts.append(
                QStringLiteral("%1 \u2192 %2")
                    .arg(items[i].question, chosen.isEmpty() ? SessionText::tr("(none)") : chosen));
        }
        return any ? clauseList(parts) : none;
    }
    case QuestionType::ShortAnswer:
    case QuestionType::Numerical:
    case QuestionType::Essay: {
        const QString text = response.text.trimmed();
        return text.isEmpty() ? none : text;
    }
    }
    return none;
}

QString modeName(QuizSession::Mode mode)
{
    return mode == QuizSession::Mode::Test ? QStringLiteral("test") : QStringLiteral("practice");
}

bool modeFromName(const QString &name, QuizSession::Mode *mode)
{
    if (name == QLatin1String("practice"))
        *mode = QuizSession::Mode::Practice;
    else if (name == QLatin1String("test"))
        *mode = QuizSession::Mode::Test;
    else
        return false;
    return true;
}

} // namespace gpulab
