// Grading (see grading.h).
#include "lessons/framework/quiz/grading.h"
#include "lessons/framework/sentencetext.h"

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

// The translation context of this file's messages: lupdate reads it from the macro (a free
// GradingText::tr() got the context of whatever class or namespace lupdate guessed, not the one
// looked up here).
class GradingText
{
    Q_DECLARE_TR_FUNCTIONS(gpulab::quiz)
};

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

namespace {

// Characters students and locales put between groups of digits other than a comma or a point:
// spaces (plain, no-break, narrow no-break, thin, figure) and the Swiss apostrophes.
bool isSpaceGroup(QChar c)
{
    return c == QLatin1Char(' ') || c == QChar(0x00A0) || c == QChar(0x202F) ||
           c == QChar(0x2009) || c == QChar(0x2007) || c == QLatin1Char('\'') || c == QChar(0x2019);
}

// "65,504" with `separator` = ',': 1-3 digits (1-4 where the locale writes "1234.567", as Qt
// writes Spanish with its two-digit minimum grouping), then groups of exactly three.
bool groupedInThrees(const QString &digits, QChar separator, int firstGroupMax = 3)
{
    const QStringList groups = digits.split(separator);
    // A first group that does not start with 0 ("0,500" is a decimal).
    if (groups.size() < 2 || groups.first().isEmpty() || groups.first().size() > firstGroupMax ||
        groups.first().startsWith(QLatin1Char('0')))
        return false;
    for (qsizetype i = 1; i < groups.size(); ++i)
        if (groups.at(i).size() != 3)
            return false;
    return true;
}

} // namespace

bool parseNumber(const QString &input, double *value, const QLocale &locale)
{
    // Digits of any script as their ASCII value (an Arabic keyboard types ١٢٫٥), the Arabic
    // decimal separator ٫ as a point and its group separator ٬ as a space (unambiguous both).
    QString t;
    for (const QChar c : input.trimmed()) {
        if (c.isDigit() && c.digitValue() >= 0)
            t += QChar(u'0' + c.digitValue());
        else if (c == QChar(0x066B))
            t += QLatin1Char('.');
        else if (c == QChar(0x066C))
            t += QLatin1Char(' ');
        else
            t += c;
    }
    t.replace(QChar(0x2212), QLatin1Char('-')); // the typographic minus sign
    QString sign;
    if (t.startsWith(QLatin1Char('-')) || t.startsWith(QLatin1Char('+'))) {
        sign = t.left(1);
        t = t.mid(1);
    }
    // An exponent stays as it is (gift::readNumber checks it); the grouping rules are the
    // mantissa's.
    QString exponent;
    const qsizetype e = std::max(t.indexOf(QLatin1Char('e')), t.indexOf(QLatin1Char('E')));
    if (e >= 0) {
        exponent = t.mid(e);
        t = t.left(e);
    }
    // The locale's own group separator, when it is not a point or a comma (Swiss "’"), and
    // every kind of space are the same plain space here.
    const QString localeGroup = locale.groupSeparator();
    const int firstGroupMax = locale.toString(1234567.0, 'f', 0).indexOf(localeGroup) == 4 ? 4 : 3;
    QString m;
    for (const QChar c : std::as_const(t)) {
        if (isSpaceGroup(c) || (localeGroup.size() == 1 && c == localeGroup.at(0) &&
                                c != QLatin1Char(',') && c != QLatin1Char('.')))
            m += QLatin1Char(' ');
        else if (c.isDigit() && c.unicode() < 128)
            m += c;
        else if (c == QLatin1Char(',') || c == QLatin1Char('.'))
            m += c;
        else
            return false;
    }
    if (m.isEmpty())
        return false;

    QString integer = m;
    QString fraction;
    bool hasDecimal = false;
    auto splitDecimalAt = [&](qsizetype at) {
        integer = m.left(at);
        fraction = m.mid(at + 1);
        hasDecimal = true;
    };
    const qsizetype commas = m.count(QLatin1Char(','));
    const qsizetype points = m.count(QLatin1Char('.'));
    QChar group;
    if (m.contains(QLatin1Char(' '))) {
        // Spaces group; a single comma or point after them is the decimal separator.
        group = QLatin1Char(' ');
        if (commas + points > 1)
            return false;
        const qsizetype at = std::max(m.indexOf(QLatin1Char(',')), m.indexOf(QLatin1Char('.')));
        if (at >= 0)
            splitDecimalAt(at);
    } else if (commas > 0 && points > 0) {
        const qsizetype lastComma = m.lastIndexOf(QLatin1Char(','));
        const qsizetype lastPoint = m.lastIndexOf(QLatin1Char('.'));
        const QChar decimal = lastComma > lastPoint ? QLatin1Char(',') : QLatin1Char('.');
        group = decimal == QLatin1Char(',') ? QLatin1Char('.') : QLatin1Char(',');
        if (m.count(decimal) != 1)
            return false;
        splitDecimalAt(std::max(lastComma, lastPoint));
    } else if (commas + points >= 2) {
        group = commas > 0 ? QLatin1Char(',') : QLatin1Char('.');
    } else if (commas + points == 1) {
        const QChar separator = commas > 0 ? QLatin1Char(',') : QLatin1Char('.');
        if (groupedInThrees(m, separator, firstGroupMax) && localeGroup == QString(separator))
            group = separator;
        else
            splitDecimalAt(m.indexOf(separator));
    }
    if (!group.isNull()) {
        if (!groupedInThrees(integer, group, firstGroupMax))
            return false;
        integer.remove(group);
    }
    if (hasDecimal && integer.isEmpty() && fraction.isEmpty())
        return false;
    const QString c =
        sign + integer + (hasDecimal ? QStringLiteral(".") + fraction : QString()) + exponent;
    return gift::readNumber(c, value);
}

QString numberRules(const QLocale &locale)
{
    // The examples as the UI writes them, then the other ways that are read the same.
    const QString grouped = locale.toString(65504.0, 'f', 0);
    const QString decimal = locale.toString(12.5, 'f', 1);
    const QString otherDecimal = locale.decimalPoint() == QLatin1String(",")
                                     ? QStringLiteral("12.5")
                                     : QStringLiteral("12,5");
    return GradingText::tr(
               "Numbers: 65504, %1 or 65 504; decimals: %2 or %3; powers of ten: 6.5e4.")
        .arg(grouped, decimal, otherDecimal);
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
    case QuestionType::TrueFalse:
        return q.correctAnswer ? GradingText::tr("True") : GradingText::tr("False");
    case QuestionType::MultiChoice: {
        double best = 0;
        for (const Answer &a : q.answers)
            best = std::max(best, a.fraction);
        for (const Answer &a : q.answers)
            if (a.fraction == best && best > 0)
                parts.append(a.text);
        return parts.join(GradingText::tr(" or "));
    }
    case QuestionType::MultipleAnswer:
        for (const Answer &a : q.answers)
            if (a.fraction > 0)
                parts.append(a.text);
        return clauseList(parts);
    case QuestionType::ShortAnswer:
        for (const Answer &a : q.answers)
            if (a.fraction >= 1.0)
                parts.append(a.text);
        return parts.join(GradingText::tr(" or "));
    case QuestionType::Numerical:
        for (const Answer &a : q.answers) {
            if (a.anyNumber || a.fraction < 1.0)
                continue;
            parts.append(a.tolerance > 0 ? GradingText::tr("%1 (± %2)")
                                               .arg(QLocale().toString(a.value, 'g', 12),
                                                    QLocale().toString(a.tolerance, 'g', 12))
                                         : QLocale().toString(a.value, 'g', 12));
        }
        return parts.join(GradingText::tr(" or "));
    case QuestionType::Matching:
        for (const MatchPair &p : matchingItems(q))
            parts.append(p.question + QStringLiteral(" → ") + p.answer);
        return clauseList(parts);
    }
    return QString();
}

} // namespace gpulab::quiz
