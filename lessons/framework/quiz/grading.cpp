// Grading (see grading.h).
#include "lessons/framework/quiz/grading.h"

#include <QCoreApplication>
#include <QLocale>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>

namespace gpulab::quiz {

using gift::Answer;
using gift::MatchPair;
using gift::Question;
using gift::QuestionType;

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("gpulab::quiz", text);
}

bool wildcardMatch(const QString &pattern, const QString &text)
{
    if (!pattern.contains(QLatin1Char('*')))
        return pattern.compare(text, Qt::CaseInsensitive) == 0;
    QString re;
    for (const QString &piece : pattern.split(QLatin1Char('*')))
        re += QRegularExpression::escape(piece) + QLatin1String(".*");
    re.chop(2);
    const QRegularExpression rx(QRegularExpression::anchoredPattern(re),
                                QRegularExpression::CaseInsensitiveOption |
                                    QRegularExpression::DotMatchesEverythingOption);
    return rx.match(text).hasMatch();
}

} // namespace

bool isGraded(QuestionType type)
{
    return type != QuestionType::Essay && type != QuestionType::Description;
}

bool parseNumber(const QString &input, double *value)
{
    QString t = input.trimmed();
    t.replace(QChar(0x2212), QLatin1Char('-')); // the typographic minus sign
    if (t.isEmpty())
        return false;
    // A decimal comma ("12,5") as many students type it; with both a comma and a point the
    // comma would be a thousands separator, which we do not guess.
    if (t.count(QLatin1Char(',')) == 1 && !t.contains(QLatin1Char('.')))
        t.replace(QLatin1Char(','), QLatin1Char('.'));
    return gift::readNumber(t, value);
}

bool withinTolerance(double x, double value, double tolerance)
{
    const double lo = value - std::abs(tolerance);
    const double hi = value + std::abs(tolerance);
    // Decimal figures are not exact in binary (0.3 + 0.1 is not 0.4): allow a relative
    // hair, far below any tolerance an author writes.
    const double slack = 1e-12 * std::max({std::abs(lo), std::abs(hi), 1e-300});
    return x >= lo - slack && x <= hi + slack;
}

QStringList matchingChoices(const Question &q)
{
    QStringList choices;
    for (const MatchPair &p : q.pairs)
        if (!choices.contains(p.answer))
            choices.append(p.answer);
    return choices;
}

QList<MatchPair> matchingItems(const Question &q)
{
    QList<MatchPair> items;
    for (const MatchPair &p : q.pairs)
        if (!p.question.isEmpty())
            items.append(p);
    return items;
}

Grade grade(const Question &q, const Response &r)
{
    Grade g;
    auto finish = [&g](double fraction) {
        g.graded = true;
        g.fraction = std::clamp(fraction, 0.0, 1.0);
        g.correct = g.fraction >= 1.0;
    };
    switch (q.type) {
    case QuestionType::Essay:
    case QuestionType::Description: return g;
    case QuestionType::MultiChoice:
    case QuestionType::TrueFalse: {
        double fraction = 0;
        if (!r.chosen.isEmpty() && r.chosen.first() >= 0 && r.chosen.first() < q.answers.size()) {
            const Answer &a = q.answers.at(r.chosen.first());
            fraction = a.fraction;
            if (!a.feedback.isEmpty())
                g.feedback.append(a.feedback);
        }
        finish(fraction);
        return g;
    }
    case QuestionType::MultipleAnswer: {
        double sum = 0;
        QList<int> seen;
        for (int i : r.chosen) {
            if (i < 0 || i >= q.answers.size() || seen.contains(i))
                continue;
            seen.append(i);
            sum += q.answers.at(i).fraction;
            if (!q.answers.at(i).feedback.isEmpty())
                g.feedback.append(q.answers.at(i).feedback);
        }
        finish(sum);
        return g;
    }
    case QuestionType::ShortAnswer: {
        const QString given = r.text.trimmed();
        double fraction = 0;
        if (!given.isEmpty()) {
            for (const Answer &a : q.answers) {
                if (wildcardMatch(a.text, given)) {
                    fraction = a.fraction;
                    if (!a.feedback.isEmpty())
                        g.feedback.append(a.feedback);
                    break;
                }
            }
        }
        finish(fraction);
        return g;
    }
    case QuestionType::Numerical: {
        double x = 0;
        if (!parseNumber(r.text, &x)) {
            g.valid = false;
            return g;
        }
        double fraction = 0;
        const Answer *matched = nullptr;
        for (const Answer &a : q.answers) {
            if (!a.anyNumber && withinTolerance(x, a.value, a.tolerance)) {
                matched = &a;
                break;
            }
        }
        if (!matched)
            for (const Answer &a : q.answers)
                if (a.anyNumber)
                    matched = &a;
        if (matched) {
            fraction = matched->anyNumber ? 0.0 : matched->fraction;
            if (!matched->feedback.isEmpty())
                g.feedback.append(matched->feedback);
        }
        finish(fraction);
        return g;
    }
    case QuestionType::Matching: {
        const QList<MatchPair> items = matchingItems(q);
        int right = 0;
        for (qsizetype i = 0; i < items.size(); ++i)
            if (i < r.matches.size() && r.matches.at(i) == items.at(i).answer)
                ++right;
        finish(items.isEmpty() ? 0.0 : double(right) / double(items.size()));
        return g;
    }
    }
    return g;
}

QString correctAnswerText(const Question &q)
{
    QStringList parts;
    switch (q.type) {
    case QuestionType::Essay:
    case QuestionType::Description: return QString();
    case QuestionType::TrueFalse: return q.correctAnswer ? tr("True") : tr("False");
    case QuestionType::MultiChoice: {
        double best = 0;
        for (const Answer &a : q.answers)
            best = std::max(best, a.fraction);
        for (const Answer &a : q.answers)
            if (a.fraction == best && best > 0)
                parts.append(a.text);
        return parts.join(tr(" or "));
    }
    case QuestionType::MultipleAnswer:
        for (const Answer &a : q.answers)
            if (a.fraction > 0)
                parts.append(a.text);
        return parts.join(QStringLiteral("; "));
    case QuestionType::ShortAnswer:
        for (const Answer &a : q.answers)
            if (a.fraction >= 1.0)
                parts.append(a.text);
        return parts.join(tr(" or "));
    case QuestionType::Numerical:
        for (const Answer &a : q.answers) {
            if (a.anyNumber || a.fraction < 1.0)
                continue;
            parts.append(a.tolerance > 0 ? tr("%1 (± %2)")
                                               .arg(QLocale().toString(a.value, 'g', 12),
                                                    QLocale().toString(a.tolerance, 'g', 12))
                                         : QLocale().toString(a.value, 'g', 12));
        }
        return parts.join(tr(" or "));
    case QuestionType::Matching:
        for (const MatchPair &p : matchingItems(q))
            parts.append(p.question + QStringLiteral(" → ") + p.answer);
        return parts.join(QStringLiteral("; "));
    }
    return QString();
}

} // namespace gpulab::quiz
