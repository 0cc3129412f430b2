// The properties the GIFT parser, writer (lessons/framework/quiz/gift.h) and grader (grading.h)
// must have for every input, shared by the randomized QTest (tst_giftfuzz.cpp) and the libFuzzer
// target (gift_fuzzer.cpp), and the Moodle XML writer and reader (moodlexml.h) on every bank
// the GIFT writer round-trips. checkGift() returns the first violation as "tag: details" (the tag
// names the property, so a minimiser can keep the same failure), or an empty string.
#pragma once

#include "fuzzcommon.h"
#include "lessons/framework/quiz/gift.h"
#include "lessons/framework/quiz/grading.h"
#include "lessons/framework/quiz/moodlexml.h"

#include <QJsonDocument>

#include <algorithm>
#include <cmath>
#include <cstdint>

namespace gpulab::giftfuzz {

using namespace gpulab::gift;
using namespace gpulab::quiz;

using fuzz::quoted;
using fuzz::Rng;
using fuzz::violationTag;

// What differs between two questions (operator== says only that they do).
inline QString difference(const Question &a, const Question &b)
{
    auto num = [](double v) { return QString::number(v, 'g', 17); };
    if (a.title != b.title)
        return QStringLiteral("title %1 vs %2").arg(quoted(a.title), quoted(b.title));
    if (a.category != b.category)
        return QStringLiteral("category %1 vs %2").arg(quoted(a.category), quoted(b.category));
    if (a.format != b.format)
        return QStringLiteral("format %1 vs %2").arg(formatName(a.format), formatName(b.format));
    if (a.type != b.type)
        return QStringLiteral("type %1 vs %2").arg(typeName(a.type), typeName(b.type));
    if (a.text != b.text)
        return QStringLiteral("text %1 vs %2").arg(quoted(a.text), quoted(b.text));
    if (a.blankAt != b.blankAt)
        return QStringLiteral("blankAt %1 vs %2").arg(a.blankAt).arg(b.blankAt);
    if (a.answers.size() != b.answers.size())
        return QStringLiteral("%1 answers vs %2").arg(a.answers.size()).arg(b.answers.size());
    for (qsizetype i = 0; i < a.answers.size(); ++i) {
        const Answer &x = a.answers[i];
        const Answer &y = b.answers[i];
        if (x.text != y.text)
            return QStringLiteral("answer %1 text %2 vs %3")
                .arg(i)
                .arg(quoted(x.text), quoted(y.text));
        if (x.fraction != y.fraction)
            return QStringLiteral("answer %1 fraction %2 vs %3")
                .arg(i)
                .arg(num(x.fraction), num(y.fraction));
        if (x.feedback != y.feedback)
            return QStringLiteral("answer %1 feedback %2 vs %3")
                .arg(i)
                .arg(quoted(x.feedback), quoted(y.feedback));
        if (x.value != y.value || x.tolerance != y.tolerance)
            return QStringLiteral("answer %1 value %2:%3 vs %4:%5")
                .arg(i)
                .arg(num(x.value), num(x.tolerance), num(y.value), num(y.tolerance));
        if (x.anyNumber != y.anyNumber)
            return QStringLiteral("answer %1 anyNumber differs").arg(i);
    }
    if (a.pairs.size() != b.pairs.size())
        return QStringLiteral("%1 pairs vs %2").arg(a.pairs.size()).arg(b.pairs.size());
    for (qsizetype i = 0; i < a.pairs.size(); ++i)
        if (a.pairs[i].question != b.pairs[i].question || a.pairs[i].answer != b.pairs[i].answer)
            return QStringLiteral("pair %1: %2 -> %3 vs %4 -> %5")
                .arg(i)
                .arg(quoted(a.pairs[i].question), quoted(a.pairs[i].answer),
                     quoted(b.pairs[i].question), quoted(b.pairs[i].answer));
    if (a.correctAnswer != b.correctAnswer)
        return QStringLiteral("correctAnswer differs");
    if (a.generalFeedback != b.generalFeedback)
        return QStringLiteral("general feedback %1 vs %2")
            .arg(quoted(a.generalFeedback), quoted(b.generalFeedback));
    return QStringLiteral("operator== is false, no field differs (NaN?)");
}

// The invariants of one parsed question; empty when they hold.
inline QString questionViolation(const Question &q, int lines)
{
    auto finiteIn = [](double v, double lo, double hi) {
        return std::isfinite(v) && v >= lo && v <= hi;
    };
    for (const Answer &a : q.answers) {
        if (!finiteIn(a.fraction, -1.0, 1.0))
            return QStringLiteral("fraction %1 outside -1..1").arg(a.fraction);
        if (a.line < q.line || a.line > lines)
            return QStringLiteral("answer line %1 outside %2..%3")
                .arg(a.line)
                .arg(q.line)
                .arg(lines);
    }
    if (q.type != QuestionType::Matching && !q.pairs.isEmpty())
        return QStringLiteral("pairs on a %1 question").arg(typeName(q.type));
    if (q.blankAt != -1) {
        if (q.blankAt < 0 || q.blankAt + 5 > q.text.size() ||
            q.text.mid(q.blankAt, 5) != QLatin1String("_____"))
            return QStringLiteral("blankAt %1 is not a \"_____\" in %2")
                .arg(q.blankAt)
                .arg(quoted(q.text));
    }
    auto credit = [&q] {
        for (const Answer &a : q.answers)
            if (a.fraction > 0)
                return true;
        return false;
    };
    auto emptyAnswer = [&q] {
        for (const Answer &a : q.answers)
            if (a.text.isEmpty())
                return true;
        return false;
    };
    switch (q.type) {
    case QuestionType::MultiChoice:
    case QuestionType::MultipleAnswer:
        if (q.answers.size() < 2)
            return QStringLiteral("%1 with %2 answer(s)")
                .arg(typeName(q.type))
                .arg(q.answers.size());
        if (!credit())
            return QStringLiteral("%1 without an answer that gives credit").arg(typeName(q.type));
        if (emptyAnswer())
            return QStringLiteral("%1 with an empty answer").arg(typeName(q.type));
        break;
    case QuestionType::TrueFalse:
        if (q.answers.size() != 2 || q.answers[0].text != QLatin1String("true") ||
            q.answers[1].text != QLatin1String("false"))
            return QStringLiteral("truefalse answers are not [true, false]");
        if (q.answers[0].fraction != (q.correctAnswer ? 1.0 : 0.0) ||
            q.answers[1].fraction != (q.correctAnswer ? 0.0 : 1.0))
            return QStringLiteral("truefalse fractions disagree with correctAnswer");
        break;
    case QuestionType::ShortAnswer:
        if (q.answers.isEmpty() || !credit())
            return QStringLiteral("shortanswer without an answer that gives credit");
        if (emptyAnswer())
            return QStringLiteral("shortanswer with an empty answer");
        break;
    case QuestionType::Numerical: {
        int numbers = 0;
        for (qsizetype i = 0; i < q.answers.size(); ++i) {
            const Answer &a = q.answers[i];
            if (a.anyNumber) {
                if (i != q.answers.size() - 1)
                    return QStringLiteral("numerical catch-all \"~\" is not the last answer");
                continue;
            }
            ++numbers;
            if (!std::isfinite(a.value) || !std::isfinite(a.tolerance) || a.tolerance < 0)
                return QStringLiteral("numerical answer %1 ± %2 is not finite")
                    .arg(a.value)
                    .arg(a.tolerance);
        }
        if (numbers == 0)
            return QStringLiteral("numerical without a number");
        break;
    }
    case QuestionType::Matching: {
        int asked = 0;
        for (const MatchPair &p : q.pairs) {
            if (p.answer.isEmpty())
                return QStringLiteral("matching pair without an answer");
            if (!p.question.isEmpty())
                ++asked;
        }
        if (asked < 2)
            return QStringLiteral("matching with %1 pair(s) that ask something").arg(asked);
        if (!q.answers.isEmpty())
            return QStringLiteral("matching with answers");
        break;
    }
    case QuestionType::Essay:
        if (!q.answers.isEmpty())
            return QStringLiteral("essay with answers");
        break;
    case QuestionType::Description:
        if (!q.answers.isEmpty() || !q.generalFeedback.isEmpty() || q.blankAt != -1)
            return QStringLiteral("description with answers, feedback or a blank");
        break;
    default: return QStringLiteral("unknown type %1").arg(int(q.type));
    }
    return QString();
}

// A plausible or random response to `q`: right answers, wrong ones, out-of-range indices,
// numbers near the answers, odd text.
inline Response randomResponse(const Question &q, Rng &rng)
{
    static const char *const kTexts[] = {"",    " ",   "*",   "1e308", "-1e308",  "nan",
                                         "inf", "1,5", "1.5", "0",     "-0",      "\u2212 3",
                                         "x*y", "(",   "\\",  "TRUE",  "12,000.5"};
    Response r;
    const qsizetype n = q.answers.size();
    const qsizetype picks = rng.below(4);
    for (qsizetype i = 0; i < picks; ++i)
        r.chosen.append(int(rng.below(n + 4)) - 2);
    switch (rng.below(4)) {
    case 0: r.text = QString::fromUtf8(kTexts[rng.below(sizeof kTexts / sizeof *kTexts)]); break;
    case 1:
        if (n > 0) {
            const Answer &a = q.answers[rng.below(n)];
            r.text = a.text;
            if (q.type == QuestionType::Numerical)
                r.text = QString::number(a.value + (double(rng.below(5)) - 2.0) * a.tolerance, 'g',
                                         int(rng.below(17)) + 1);
        }
        break;
    case 2: r.text = QString::number(double(std::int64_t(rng.next())) / 1e9, 'g', 10); break;
    default:
        for (qsizetype i = rng.below(8); i > 0; --i)
            r.text += QChar(char16_t(rng.below(0x80) + (rng.chance(10) ? 0x2000 : 0)));
    }
    const QStringList choices = matchingChoices(q);
    const qsizetype items = matchingItems(q).size() + rng.below(3) - 1;
    for (qsizetype i = 0; i < items; ++i)
        r.matches.append(choices.isEmpty() || rng.chance(10) ? QStringLiteral("?")
                                                             : choices[rng.below(choices.size())]);
    return r;
}

inline QString gradeViolation(const Question &q, const Response &r)
{
    const Grade g = grade(q, r);
    if (!std::isfinite(g.fraction) || g.fraction < 0.0 || g.fraction > 1.0)
        return QStringLiteral("fraction %1 outside 0..1").arg(g.fraction);
    if (g.correct != (g.fraction >= 1.0))
        return QStringLiteral("correct is %1 with fraction %2").arg(g.correct).arg(g.fraction);
    if (!isGraded(q.type) && g.graded)
        return QStringLiteral("a %1 was graded").arg(typeName(q.type));
    if (isGraded(q.type) && q.type != QuestionType::Numerical && !g.graded)
        return QStringLiteral("a %1 was not graded").arg(typeName(q.type));
    return QString();
}

// The right response gets full credit where the grammar makes that unambiguous.
inline QString fullCreditViolation(const Question &q)
{
    Response r;
    switch (q.type) {
    case QuestionType::TrueFalse: r.chosen = {q.correctAnswer ? 0 : 1}; break;
    case QuestionType::MultiChoice:
        for (qsizetype i = 0; i < q.answers.size(); ++i)
            if (q.answers[i].fraction == 1.0)
                r.chosen = {int(i)};
        if (r.chosen.isEmpty())
            return QString();
        break;
    case QuestionType::Matching:
        for (const MatchPair &p : matchingItems(q))
            r.matches.append(p.answer);
        break;
    default: return QString();
    }
    const Grade g = grade(q, r);
    if (!g.correct)
        return QStringLiteral("the right response to a %1 gets %2")
            .arg(typeName(q.type))
            .arg(g.fraction);
    return QString();
}

// Every property for one input. `gradeSeed` drives the random responses.
// `parsed`, when given, receives parse(input).
inline QString checkGiftUnguarded(const QByteArray &input, std::uint64_t gradeSeed, Bank *parsed)
{
    const Bank bank = parse(input, QStringLiteral("fuzz.gift"));
    if (parsed)
        *parsed = bank;
    QByteArray body = input;
    if (body.startsWith("\xEF\xBB\xBF"))
        body.remove(0, 3);
    // A file with CR alone (classic Mac OS) is read line by line at its CRs, as Moodle does.
    const char eol = !body.contains('\n') && body.contains('\r') ? '\r' : '\n';
    const int lines = int(body.count(eol)) + 1;

    int previous = 0;
    for (const Problem &p : bank.problems) {
        if (p.line < 0 || p.line > lines + 1)
            return QStringLiteral("problem-line: line %1 outside 0..%2 (%3)")
                .arg(p.line)
                .arg(lines + 1)
                .arg(p.message);
        if (p.line < previous)
            return QStringLiteral("problem-order: line %1 after line %2").arg(p.line).arg(previous);
        previous = p.line;
        if (p.message.isEmpty())
            return QStringLiteral("problem-message: empty message at line %1").arg(p.line);
    }
    previous = 0;
    for (const Question &q : bank.questions) {
        if (q.line < 1 || q.line > lines || q.line <= previous)
            return QStringLiteral("question-line: line %1 after %2 in a file of %3 lines")
                .arg(q.line)
                .arg(previous)
                .arg(lines);
        previous = q.line;
        const QString bad = questionViolation(q, lines);
        if (!bad.isEmpty())
            return QStringLiteral("invariant: question at line %1: %2").arg(q.line).arg(bad);
    }

    // The writer: what it writes reads back without problems into the same questions, and
    // writing that again gives the same text — for what GIFT can say (gift::unwritable(): a
    // short answer with several answers, one with "->"). Such banks are checked for everything
    // but the round trip.
    for (const Question &q : bank.questions)
        if (!unwritable(q).isEmpty())
            return QString();
    const QString written = write(bank.questions);
    const Bank again = parse(written.toUtf8(), QStringLiteral("written.gift"));
    if (!again.problems.isEmpty())
        return QStringLiteral("roundtrip-problems: %1 in the written text %2")
            .arg(again.problemLines().first(), quoted(written));
    if (again.questions.size() != bank.questions.size())
        return QStringLiteral("roundtrip-count: %1 questions, %2 after writing %3")
            .arg(bank.questions.size())
            .arg(again.questions.size())
            .arg(quoted(written));
    for (qsizetype i = 0; i < bank.questions.size(); ++i)
        if (!(bank.questions[i] == again.questions[i]))
            return QStringLiteral("roundtrip-unequal: question %1 (line %2): %3; written %4")
                .arg(i)
                .arg(bank.questions[i].line)
                .arg(difference(bank.questions[i], again.questions[i]), quoted(written));
    const QString rewritten = write(again.questions);
    if (rewritten != written)
        return QStringLiteral("fixedpoint: %1 then %2").arg(quoted(written), quoted(rewritten));

    // Moodle XML: the same questions come back, and writing them again gives the same bytes —
    // for what the XML can say (moodlexml.h): not a title equal to the name an untitled
    // question gets, a "_____" in a text that marks no missing word, or a character XML 1.0
    // cannot hold.
    auto xmlCanSay = [](const Question &q) {
        if (!q.title.isEmpty() && q.title == moodlexml::nameOf(q))
            return false;
        if (q.blankAt < 0 && q.type != QuestionType::Description &&
            q.text.contains(QLatin1String("_____")))
            return false;
        if (q.blankAt >= 0 && q.text.indexOf(QLatin1String("_____")) != q.blankAt)
            return false;
        QString all = q.title + q.category + q.text + q.generalFeedback;
        for (const Answer &a : q.answers)
            all += a.text + a.feedback;
        for (const MatchPair &p : q.pairs)
            all += p.question + p.answer;
        for (qsizetype i = 0; i < all.size(); ++i) {
            const char16_t c = all.at(i).unicode();
            if ((c < 0x20 && c != u'\t' && c != u'\n' && c != u'\r') || c == 0xFFFE || c == 0xFFFF)
                return false;
            if (QChar::isHighSurrogate(c) && i + 1 < all.size() &&
                QChar::isLowSurrogate(all.at(i + 1).unicode()))
                ++i;
            else if (QChar::isSurrogate(c))
                return false;
        }
        return true;
    };
    if (std::all_of(bank.questions.cbegin(), bank.questions.cend(), xmlCanSay)) {
        const QByteArray xml = moodlexml::write(bank.questions);
        const moodlexml::Document back = moodlexml::parse(xml, QStringLiteral("written.xml"));
        if (!back.bank.problems.isEmpty())
            return QStringLiteral("xml-problems: %1 in %2")
                .arg(back.bank.problemLines().first(), quoted(QString::fromUtf8(xml)));
        if (back.bank.questions.size() != bank.questions.size())
            return QStringLiteral("xml-count: %1 questions, %2 after writing %3")
                .arg(bank.questions.size())
                .arg(back.bank.questions.size())
                .arg(quoted(QString::fromUtf8(xml)));
        for (qsizetype i = 0; i < bank.questions.size(); ++i)
            if (!(bank.questions[i] == back.bank.questions[i]))
                return QStringLiteral("xml-unequal: question %1 (line %2): %3; written %4")
                    .arg(i)
                    .arg(bank.questions[i].line)
                    .arg(difference(bank.questions[i], back.bank.questions[i]),
                         quoted(QString::fromUtf8(xml)));
        if (moodlexml::write(back.bank.questions) != xml)
            return QStringLiteral("xml-fixedpoint: %1").arg(quoted(QString::fromUtf8(xml)));
    }

    // Grading and the other read-only helpers never crash and stay in range.
    Rng rng(gradeSeed);
    for (const Question &q : bank.questions) {
        for (int i = 0; i < 4; ++i) {
            const QString bad = gradeViolation(q, randomResponse(q, rng));
            if (!bad.isEmpty())
                return QStringLiteral("grade: question at line %1: %2").arg(q.line).arg(bad);
        }
        const QString full = fullCreditViolation(q);
        if (!full.isEmpty())
            return QStringLiteral("grade-full: question at line %1: %2").arg(q.line).arg(full);
        (void)correctAnswerText(q);
        (void)q.key();
    }
    (void)QJsonDocument(toJson(bank)).toJson();
    return QString();
}

inline QString checkGift(const QByteArray &input, std::uint64_t gradeSeed = 0,
                         Bank *parsed = nullptr)
{
    return fuzz::guarded([&] { return checkGiftUnguarded(input, gradeSeed, parsed); });
}

} // namespace gpulab::giftfuzz
