// Moodle GIFT: parser, writer and JSON (see gift.h). The parser follows Moodle's importer
// (question/format/gift/format.php) step by step, so a bank that imports into Moodle reads the
// same here; where Moodle silently produces a broken question (an unclosed brace, a
// multiple choice with one answer, a number that is not one) we report the line instead.
#include "lessons/framework/quiz/gift.h"
#include "lessons/framework/boundedfile.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QLocale>
#include <QRegularExpression>
#include <QStringDecoder>

#include <algorithm>
#include <cmath>

namespace gpulab::gift {

namespace {

// The translation context of this file's messages: lupdate reads it from the macro (a free
// GiftText::tr() got the context of whatever class or namespace lupdate guessed, not the one looked
// up here).
class GiftText
{
    Q_DECLARE_TR_FUNCTIONS(gpulab::gift)
};

// One character of a question with what the parser needs to know about it: whether it came
// from an escape (then it is never syntax), whether it is the "_____" put where a missing-word
// question's answers stood, and the file line it came from.
struct Ch
{
    QChar c;
    bool escaped = false;
    bool blank = false;
    int line = 0;
};

class Text
{
public:
    Text() = default;
    explicit Text(QList<Ch> chars) : m_chars(std::move(chars)) {}

    qsizetype size() const { return m_chars.size(); }
    bool isEmpty() const { return m_chars.isEmpty(); }
    const Ch &at(qsizetype i) const { return m_chars.at(i); }
    int lineAt(qsizetype i) const
    {
        if (m_chars.isEmpty())
            return 0;
        return m_chars.at(std::clamp<qsizetype>(i, 0, m_chars.size() - 1)).line;
    }
    int firstLine() const { return lineAt(0); }

    // Whether an unescaped `pattern` starts at `i`.
    bool matchAt(qsizetype i, QStringView pattern) const
    {
        if (i < 0 || i + pattern.size() > size())
            return false;
        for (qsizetype k = 0; k < pattern.size(); ++k) {
            const Ch &ch = m_chars[i + k];
            if (ch.escaped || ch.blank || ch.c != pattern[k])
                return false;
        }
        return true;
    }
    // Position of an unescaped `pattern` at or after `from`, or -1.
    qsizetype find(QStringView pattern, qsizetype from = 0) const
    {
        for (qsizetype i = std::max<qsizetype>(from, 0); i + pattern.size() <= size(); ++i)
            if (matchAt(i, pattern))
                return i;
        return -1;
    }
    qsizetype findLast(QStringView pattern) const
    {
        for (qsizetype i = size() - pattern.size(); i >= 0; --i)
            if (matchAt(i, pattern))
                return i;
        return -1;
    }
    bool contains(QStringView pattern) const { return find(pattern) >= 0; }
    bool startsWith(QStringView pattern) const { return matchAt(0, pattern); }
    bool endsWith(QChar c) const
    {
        return !isEmpty() && !m_chars.last().escaped && !m_chars.last().blank &&
               m_chars.last().c == c;
    }

    Text mid(qsizetype from, qsizetype length = -1) const
    {
        from = std::clamp<qsizetype>(from, 0, size());
        if (length < 0 || from + length > size())
            length = size() - from;
        return Text(m_chars.mid(from, length));
    }
    Text left(qsizetype n) const { return mid(0, n); }

    // Whitespace trimmed at both ends, escaped line breaks included (Moodle trims after it has
    // put the escaped characters back).
    Text trimmed() const
    {
        qsizetype a = 0;
        qsizetype b = size();
        while (a < b && !m_chars[a].blank && m_chars[a].c.isSpace())
            ++a;
        while (b > a && !m_chars[b - 1].blank && m_chars[b - 1].c.isSpace())
            --b;
        return mid(a, b - a);
    }

    QString plain() const
    {
        QString s;
        s.reserve(size());
        for (const Ch &ch : m_chars)
            s.append(ch.c);
        return s;
    }
    qsizetype blankIndex() const
    {
        for (qsizetype i = 0; i < size(); ++i)
            if (m_chars[i].blank)
                return i;
        return -1;
    }

    // Splits before every unescaped character in `markers`; each part keeps its marker.
    QList<Text> splitBefore(QStringView markers) const
    {
        QList<Text> parts;
        qsizetype start = 0;
        for (qsizetype i = 0; i < size(); ++i) {
            const Ch &ch = m_chars[i];
            if (!ch.escaped && !ch.blank && markers.contains(ch.c)) {
                parts.append(mid(start, i - start));
                start = i;
            }
        }
        parts.append(mid(start));
        return parts;
    }
    // Splits at the first `maxParts - 1` unescaped `sep` (the separator is dropped).
    QList<Text> split(QChar sep, int maxParts) const
    {
        QList<Text> parts;
        qsizetype start = 0;
        for (qsizetype i = 0; i < size() && parts.size() + 1 < maxParts; ++i) {
            if (!m_chars[i].escaped && !m_chars[i].blank && m_chars[i].c == sep) {
                parts.append(mid(start, i - start));
                start = i + 1;
            }
        }
        parts.append(mid(start));
        return parts;
    }

    static Text blankMarker(int line)
    {
        QList<Ch> chars;
        for (int i = 0; i < 5; ++i)
            chars.append(Ch{QLatin1Char('_'), true, true, line});
        return Text(chars);
    }
    Text operator+(const Text &other) const { return Text(m_chars + other.m_chars); }

private:
    QList<Ch> m_chars;
};

// Moodle's escapes: `\\` first, then \: \# \= \{ \} \~ and \n (a line break). Any other
// backslash stays as it is.
QList<Ch> lex(const QString &line, int lineNumber)
{
    QList<Ch> out;
    out.reserve(line.size());
    for (qsizetype i = 0; i < line.size(); ++i) {
        const QChar c = line.at(i);
        if (c == QLatin1Char('\\') && i + 1 < line.size()) {
            const QChar next = line.at(i + 1);
            if (QStringView(u"\\:#={}~").contains(next)) {
                out.append(Ch{next, true, false, lineNumber});
                ++i;
                continue;
            }
            if (next == QLatin1Char('n')) {
                out.append(Ch{QLatin1Char('\n'), true, false, lineNumber});
                ++i;
                continue;
            }
        }
        out.append(Ch{c, false, false, lineNumber});
    }
    return out;
}

// "[html]" and friends at the start of a text: the format, and the text without it.
TextFormat takeFormat(Text *text, TextFormat fallback)
{
    static const struct
    {
        const char16_t *name;
        TextFormat format;
    } kFormats[] = {{u"[moodle]", TextFormat::Moodle},
                    {u"[html]", TextFormat::Html},
                    {u"[plain]", TextFormat::Plain},
                    {u"[markdown]", TextFormat::Markdown}};
    for (const auto &f : kFormats) {
        if (text->startsWith(QStringView(f.name))) {
            *text = text->mid(QStringView(f.name).size()).trimmed();
            return f.format;
        }
    }
    return fallback;
}

// Moodle's weight prefix "%50%", "%-33.3333%" at the start of an answer (after its marker).
// Returns false when there is none; sets *bad when it is there but unusable.
bool takeWeight(Text *answer, double *fraction, bool *bad)
{
    static const QRegularExpression kWeight(QStringLiteral("^%(-?[0-9]*\\.?[0-9]*)%"));
    const QString s = answer->plain();
    const QRegularExpressionMatch m = kWeight.match(s);
    if (!m.hasMatch() || answer->find(u"%") != 0)
        return false;
    const bool ok = fractionOfPercent(m.captured(1), fraction);
    *bad = !ok || *fraction < -1.0 || *fraction > 1.0;
    if (!ok)
        *fraction = 0.0;
    *answer = answer->mid(m.capturedLength());
    return true;
}

class BlockParser
{
public:
    BlockParser(Bank *bank, QString *category) : m_bank(bank), m_category(category) {}

    void parse(Text text, const QString &comments = QString())
    {
        text = text.trimmed();
        if (text.isEmpty())
            return;
        // $CATEGORY: names the category of what follows. Moodle takes the whole block; we take
        // its first line and read the rest (if any) as a question, which is what an author
        // who forgot the blank line meant.
        if (text.startsWith(u"$CATEGORY:")) {
            qsizetype end = 0;
            while (end < text.size() &&
                   !(text.at(end).c == QLatin1Char('\n') && !text.at(end).escaped))
                ++end;
            // One line: an escaped line break ("\n") in a category path means nothing to Moodle.
            *m_category = text.mid(10, end - 10)
                              .plain()
                              .replace(QLatin1Char('\n'), QLatin1Char(' '))
                              .trimmed();
            text = text.mid(end).trimmed();
            if (text.isEmpty())
                return;
        }
        Question q;
        q.line = text.firstLine();
        q.category = *m_category;
        q.idNumber = idNumberIn(comments);
        if (readQuestion(text, &q))
            m_bank->questions.append(q);
    }

private:
    // Moodle's "[id:...]" in a question's comment lines ("\]" for a bracket inside it).
    static QString idNumberIn(const QString &comments)
    {
        static const QRegularExpression id(QStringLiteral(R"(\[id:((?:\\.|[^\]\\])+)\])"));
        const QRegularExpressionMatch match = id.match(comments);
        if (!match.hasMatch())
            return {};
        return match.captured(1).replace(QLatin1String("\\]"), QLatin1String("]")).trimmed();
    }

    bool fail(int line, const QString &message)
    {
        m_bank->problems.append(Problem{line, message});
        return false;
    }

    bool readQuestion(Text text, Question *q)
    {
        if (text.startsWith(u"::")) {
            const qsizetype end = text.find(u"::", 2);
            if (end < 0)
                return fail(q->line, GiftText::tr("the title has no closing \"::\""));
            q->title = text.mid(2, end - 2).trimmed().plain();
            text = text.mid(end + 2).trimmed();
        }

        const qsizetype open = text.find(u"{");
        const qsizetype close = text.find(u"}");
        Text answerText;
        Text questionText;
        bool description = false;
        if (open < 0 && close < 0) {
            description = true;
            questionText = text;
        } else if (open < 0) {
            return fail(
                text.lineAt(close),
                GiftText::tr("\"}\" without an opening \"{\" (write \\} for a brace in text)"));
        } else if (close < 0) {
            return fail(
                text.lineAt(open),
                GiftText::tr("unclosed \"{\": the answers have no closing \"}\" before the next "
                             "blank line"));
        } else if (close < open) {
            return fail(
                text.lineAt(close),
                GiftText::tr("\"}\" before the answers' \"{\" (write \\} for a brace in text)"));
        } else {
            const qsizetype second = text.find(u"{", open + 1);
            if (second >= 0 && second < close)
                return fail(
                    text.lineAt(second),
                    GiftText::tr("\"{\" inside the answers (write \\{ for a brace in text)"));
            if (second >= 0)
                return fail(
                    text.lineAt(second),
                    GiftText::tr("a second answer block: a question has one {...} (write \\{ "
                                 "for a brace in text)"));
            const qsizetype stray = text.find(u"}", close + 1);
            if (stray >= 0)
                return fail(
                    text.lineAt(stray),
                    GiftText::tr("\"}\" after the answers (write \\} for a brace in text)"));
            answerText = text.mid(open + 1, close - open - 1).trimmed();
            if (close == text.size() - 1)
                questionText = text.left(open);
            else
                questionText =
                    text.left(open) + Text::blankMarker(text.lineAt(open)) + text.mid(close + 1);
        }
        const int answersLine = open >= 0 ? text.lineAt(open) : q->line;

        Text generalFeedback;
        const qsizetype gf = answerText.findLast(u"####");
        if (gf >= 0) {
            generalFeedback = answerText.mid(gf + 4).trimmed();
            answerText = answerText.left(gf).trimmed();
        }

        questionText = questionText.trimmed();
        q->format = takeFormat(&questionText, TextFormat::Moodle);
        questionText = questionText.trimmed();
        q->text = questionText.plain();
        q->blankAt = questionText.blankIndex();
        if (q->blankAt >= 0 && q->blankAt + 5 == q->text.size()) {
            // Only whitespace followed the answers: the same as answers after the text.
            q->text = questionText.left(q->blankAt).trimmed().plain();
            q->blankAt = -1;
        }
        takeFormat(&generalFeedback, q->format);
        q->generalFeedback = generalFeedback.trimmed().plain();

        if (description) {
            q->type = QuestionType::Description;
            return true;
        }
        if (answerText.isEmpty()) {
            q->type = QuestionType::Essay;
            return true;
        }
        if (answerText.startsWith(u"#"))
            return readNumerical(answerText.mid(1), answersLine, q);
        if (answerText.contains(u"~"))
            return readChoice(answerText, q);
        if (answerText.contains(u"=") && answerText.contains(u"->"))
            return readMatching(answerText, q);
        const QString tf = answerText.split(QLatin1Char('#'), 2).first().trimmed().plain();
        if (tf == QLatin1String("T") || tf == QLatin1String("TRUE") || tf == QLatin1String("F") ||
            tf == QLatin1String("FALSE"))
            return readTrueFalse(answerText, q);
        return readShortAnswer(answerText, q);
    }

    // Parts of an answer block split before each marker; Moodle drops an empty first part.
    static QList<Text> answerParts(const Text &answers, QStringView markers)
    {
        QList<Text> parts = answers.splitBefore(markers);
        if (!parts.isEmpty() && parts.first().trimmed().isEmpty())
            parts.removeFirst();
        return parts;
    }

    // "text#feedback": the answer's own text and the feedback for choosing it.
    static void splitFeedback(const Text &answer, Answer *out)
    {
        const QList<Text> bits = answer.split(QLatin1Char('#'), 2);
        out->text = bits.at(0).trimmed().plain();
        out->feedback = bits.size() > 1 ? bits.at(1).trimmed().plain() : QString();
    }

    bool readChoice(const Text &answerText, Question *q)
    {
        const bool single = answerText.contains(u"=");
        q->type = single ? QuestionType::MultiChoice : QuestionType::MultipleAnswer;
        const QList<Text> parts = answerParts(answerText, u"=~");
        if (parts.size() < 2)
            return fail(q->line, single
                                     ? GiftText::tr("a multiple-choice question needs at least two "
                                                    "answers")
                                     : GiftText::tr("a multiple-answer question needs at least two "
                                                    "answers"));
        bool credit = false;
        for (Text part : parts) {
            part = part.trimmed();
            Answer a;
            a.line = part.firstLine();
            const QChar marker = part.at(0).c;
            if (marker == QLatin1Char('=') || marker == QLatin1Char('~'))
                part = part.mid(1);
            a.fraction = marker == QLatin1Char('=') ? 1.0 : 0.0;
            // Moodle reads a weight after "~"; after "=" we read it too (Moodle would keep
            // "%50%" as text), so "=%50%" means half credit as an author expects.
            bool bad = false;
            if (takeWeight(&part, &a.fraction, &bad) && bad)
                return fail(a.line,
                            GiftText::tr("a weight must be a percentage between -100 and 100"));
            splitFeedback(part, &a);
            if (a.text.isEmpty())
                return fail(a.line, GiftText::tr("an answer is empty"));
            credit = credit || a.fraction > 0;
            q->answers.append(a);
        }
        if (!credit)
            return fail(q->line,
                        GiftText::tr("no answer gives credit: mark the right one with \"=\" or "
                                     "give weights such as ~%50%"));
        return true;
    }

    bool readMatching(const Text &answerText, Question *q)
    {
        q->type = QuestionType::Matching;
        int asked = 0;
        for (Text part : answerParts(answerText, u"=")) {
            part = part.trimmed();
            const int line = part.firstLine();
            if (part.startsWith(u"="))
                part = part.mid(1);
            const qsizetype arrow = part.find(u"->");
            if (arrow < 0)
                return fail(line,
                            GiftText::tr("a matching pair needs \"->\" between the item and its "
                                         "answer"));
            // A left side's own "[html]" stays in its text, as an answer's does.
            MatchPair pair{part.left(arrow).trimmed().plain(),
                           part.mid(arrow + 2).trimmed().plain()};
            if (pair.answer.isEmpty())
                return fail(line, GiftText::tr("a matching pair has no answer after \"->\""));
            if (!pair.question.isEmpty())
                ++asked;
            q->pairs.append(pair);
        }
        if (asked < 2)
            return fail(q->line, GiftText::tr("a matching question needs at least two pairs"));
        return true;
    }

    bool readTrueFalse(const Text &answerText, Question *q)
    {
        q->type = QuestionType::TrueFalse;
        const QList<Text> bits = answerText.split(QLatin1Char('#'), 3);
        const QString value = bits.at(0).trimmed().plain();
        // Moodle: {TRUE#feedback for a wrong answer#feedback for a right answer}.
        const QString wrong = bits.size() > 1 ? bits.at(1).trimmed().plain() : QString();
        const QString right = bits.size() > 2 ? bits.at(2).trimmed().plain() : QString();
        q->correctAnswer = value == QLatin1String("T") || value == QLatin1String("TRUE");
        const int line = answerText.firstLine();
        Answer t{QStringLiteral("true"), q->correctAnswer ? 1.0 : 0.0,
                 q->correctAnswer ? right : wrong};
        Answer f{QStringLiteral("false"), q->correctAnswer ? 0.0 : 1.0,
                 q->correctAnswer ? wrong : right};
        t.line = f.line = line;
        q->answers = {t, f};
        return true;
    }

    // One "=answer" of a short-answer or numerical question: its line, its weight (100 %
    // without one) and its feedback, the rest left in a->text. False (a problem) for a bad weight.
    bool readEqualsPart(Text part, Answer *a)
    {
        part = part.trimmed();
        a->line = part.firstLine();
        if (part.startsWith(u"="))
            part = part.mid(1);
        a->fraction = 1.0;
        bool bad = false;
        if (takeWeight(&part, &a->fraction, &bad) && bad)
            return fail(a->line,
                        GiftText::tr("a weight must be a percentage between -100 and 100"));
        splitFeedback(part, a);
        return true;
    }

    bool readShortAnswer(const Text &answerText, Question *q)
    {
        q->type = QuestionType::ShortAnswer;
        for (const Text &part : answerParts(answerText, u"=")) {
            Answer a;
            if (!readEqualsPart(part, &a))
                return false;
            if (a.text.isEmpty())
                return fail(a.line, GiftText::tr("an answer is empty"));
            q->answers.append(a);
        }
        if (q->answers.isEmpty())
            return fail(q->line, GiftText::tr("a short-answer question needs at least one answer"));
        if (std::none_of(q->answers.cbegin(), q->answers.cend(),
                         [](const Answer &a) { return a.fraction > 0; }))
            return fail(q->line, GiftText::tr("no answer gives credit"));
        return true;
    }

    bool readNumerical(Text answerText, int line, Question *q)
    {
        q->type = QuestionType::Numerical;
        // Moodle: everything from the first "~" on is the feedback for any other number.
        Text otherwise;
        const qsizetype tilde = answerText.find(u"~");
        if (tilde >= 0) {
            otherwise = answerText.mid(tilde + 1);
            answerText = answerText.left(tilde);
        }
        for (const Text &part : answerParts(answerText.trimmed(), u"=")) {
            Answer a;
            if (!readEqualsPart(part, &a))
                return false;
            const QString spec = a.text;
            a.text.clear();
            const qsizetype range = spec.indexOf(QLatin1String(".."));
            const qsizetype colon = spec.indexOf(QLatin1Char(':'));
            double first = 0;
            double second = 0;
            bool ok = false;
            if (range > 0) {
                ok = readNumber(spec.left(range), &first) &&
                     readNumber(spec.mid(range + 2), &second);
                // Halves first: (1e308 + 1e308) / 2 would overflow.
                a.value = first / 2 + second / 2;
                a.tolerance = std::abs(second / 2 - first / 2);
            } else if (colon > 0) {
                ok = readNumber(spec.left(colon), &first) &&
                     readNumber(spec.mid(colon + 1), &second);
                a.value = first;
                a.tolerance = std::abs(second);
            } else {
                ok = readNumber(spec, &first);
                a.value = first;
            }
            if (!ok)
                return fail(a.line, GiftText::tr("\"%1\" is not a number (write 2039, 2039:100 or "
                                                 "1939..2139)")
                                        .arg(spec));
            if (!std::isfinite(a.value + a.tolerance) || !std::isfinite(a.value - a.tolerance))
                return fail(a.line, GiftText::tr("\"%1\" is too large a number").arg(spec));
            q->answers.append(a);
        }
        if (q->answers.isEmpty())
            return fail(line, GiftText::tr("a numerical question needs at least one number"));
        if (tilde >= 0) {
            Answer any;
            any.anyNumber = true;
            any.line = otherwise.isEmpty() ? line : otherwise.firstLine();
            const QList<Text> bits = otherwise.split(QLatin1Char('#'), 2);
            any.feedback = bits.size() > 1 ? bits.at(1).trimmed().plain() : QString();
            q->answers.append(any);
        }
        return true;
    }

    Bank *m_bank;
    QString *m_category;
};

} // namespace

bool readNumber(const QString &text, double *value)
{
    // The C locale without thousands separators: "1,000.5" is not a number we guess at.
    QLocale c = QLocale::c();
    c.setNumberOptions(QLocale::RejectGroupSeparator | QLocale::OmitGroupSeparator);
    bool ok = false;
    const double v = c.toDouble(text.trimmed(), &ok);
    if (!ok || !std::isfinite(v))
        return false;
    *value = v;
    return true;
}

bool fractionOfPercent(const QString &percent, double *fraction)
{
    // The decimal point moved two places left in the text ("33.33333" → "0.3333333"), then
    // read once: the double nearest to the decimal fraction, as Moodle's database holds it.
    static const QRegularExpression kPercent(
        QStringLiteral("^\\s*([-+]?)([0-9]*)(?:\\.([0-9]*))?\\s*$"));
    const QRegularExpressionMatch m = kPercent.match(percent);
    if (!m.hasMatch() || (m.captured(2).isEmpty() && m.captured(3).isEmpty()))
        return false;
    const QString whole = m.captured(2).rightJustified(3, QLatin1Char('0'));
    const QString decimal = m.captured(1) + whole.left(whole.size() - 2) + QLatin1Char('.') +
                            whole.right(2) + m.captured(3);
    bool ok = false;
    const double value = decimal.toDouble(&ok);
    if (!ok || !std::isfinite(value))
        return false;
    *fraction = value;
    return true;
}

QString percentOf(double fraction)
{
    // The shortest decimal that reads back as this fraction, its point moved two places right.
    const QString shortest = QString::number(fraction, 'f', QLocale::FloatingPointShortest);
    const bool negative = shortest.startsWith(QLatin1Char('-'));
    const QString digits = negative ? shortest.mid(1) : shortest;
    const qsizetype point = digits.indexOf(QLatin1Char('.'));
    QString whole = point < 0 ? digits : digits.left(point);
    QString decimals = point < 0 ? QString() : digits.mid(point + 1);
    decimals = decimals.leftJustified(2, QLatin1Char('0'));
    whole += decimals.left(2);
    decimals = decimals.mid(2);
    while (whole.size() > 1 && whole.startsWith(QLatin1Char('0')))
        whole.remove(0, 1);
    while (decimals.endsWith(QLatin1Char('0')))
        decimals.chop(1);
    return (negative ? QStringLiteral("-") : QString()) + whole +
           (decimals.isEmpty() ? QString() : QLatin1Char('.') + decimals);
}

QString typeName(QuestionType type)
{
    switch (type) {
    case QuestionType::MultiChoice: return QStringLiteral("multichoice");
    case QuestionType::MultipleAnswer: return QStringLiteral("multiple_answer");
    case QuestionType::TrueFalse: return QStringLiteral("truefalse");
    case QuestionType::ShortAnswer: return QStringLiteral("shortanswer");
    case QuestionType::Numerical: return QStringLiteral("numerical");
    case QuestionType::Matching: return QStringLiteral("matching");
    case QuestionType::Essay: return QStringLiteral("essay");
    case QuestionType::Description: return QStringLiteral("description");
    }
    return QString();
}

QString formatName(TextFormat format)
{
    switch (format) {
    case TextFormat::Moodle: return QStringLiteral("moodle");
    case TextFormat::Html: return QStringLiteral("html");
    case TextFormat::Plain: return QStringLiteral("plain");
    case TextFormat::Markdown: return QStringLiteral("markdown");
    }
    return QString();
}

QList<Problem> translationDifferences(const Bank &original, const Bank &translation)
{
    QList<Problem> differences;
    auto differ = [&](int line, const QString &what) { differences.append({line, what}); };
    if (original.questions.size() != translation.questions.size())
        differ(0, QStringLiteral("%1 questions where the original has %2")
                      .arg(translation.questions.size())
                      .arg(original.questions.size()));
    const qsizetype count = std::min(original.questions.size(), translation.questions.size());
    for (qsizetype i = 0; i < count; ++i) {
        const Question &a = original.questions.at(i);
        const Question &b = translation.questions.at(i);
        const QString which = QStringLiteral("question %1 (\"%2\")").arg(i + 1).arg(a.key());
        if (a.key() != b.key()) {
            differ(b.line, QStringLiteral("%1: its key is \"%2\"; keep the original's title, or "
                                          "write \"// [id:%3]\" above the translated one (the "
                                          "key of every attempt)")
                               .arg(which, b.key(), a.key()));
            continue;
        }
        if (a.type != b.type) {
            differ(b.line, QStringLiteral("%1: a %2 question where the original's is %3")
                               .arg(which, typeName(b.type), typeName(a.type)));
            continue;
        }
        if ((a.blankAt < 0) != (b.blankAt < 0))
            differ(b.line, QStringLiteral("%1: the answers stand %2 the text in the original")
                               .arg(which, a.blankAt < 0 ? QStringLiteral("after")
                                                         : QStringLiteral("inside")));
        if (a.correctAnswer != b.correctAnswer)
            differ(b.line, QStringLiteral("%1: the right answer is %2 in the original")
                               .arg(which, a.correctAnswer ? QStringLiteral("true")
                                                           : QStringLiteral("false")));
        if (a.answers.size() != b.answers.size()) {
            differ(b.line, QStringLiteral("%1: %2 answers where the original has %3")
                               .arg(which)
                               .arg(b.answers.size())
                               .arg(a.answers.size()));
        } else {
            for (qsizetype k = 0; k < a.answers.size(); ++k) {
                const Answer &x = a.answers.at(k);
                const Answer &y = b.answers.at(k);
                if (x.fraction != y.fraction || x.anyNumber != y.anyNumber ||
                    (a.type == QuestionType::Numerical &&
                     (x.value != y.value || x.tolerance != y.tolerance)))
                    differ(y.line ? y.line : b.line,
                           QStringLiteral("%1: answer %2 gives other credit or another number "
                                          "than the original's")
                               .arg(which)
                               .arg(k + 1));
            }
        }
        if (a.pairs.size() != b.pairs.size()) {
            differ(b.line, QStringLiteral("%1: %2 pairs where the original has %3")
                               .arg(which)
                               .arg(b.pairs.size())
                               .arg(a.pairs.size()));
        } else {
            for (qsizetype k = 0; k < a.pairs.size(); ++k)
                if (a.pairs.at(k).question.isEmpty() != b.pairs.at(k).question.isEmpty())
                    differ(b.line, QStringLiteral("%1: pair %2 is a distractor in one and not in "
                                                  "the other")
                                       .arg(which)
                                       .arg(k + 1));
        }
    }
    return differences;
}

QString Question::key() const
{
    if (!idNumber.isEmpty())
        return idNumber;
    if (!title.isEmpty())
        return title;
    return text.simplified().left(60);
}

bool Question::operator==(const Question &o) const
{
    auto sameAnswers = [](const QList<Answer> &a, const QList<Answer> &b) {
        if (a.size() != b.size())
            return false;
        for (qsizetype i = 0; i < a.size(); ++i) {
            if (a[i].text != b[i].text || a[i].fraction != b[i].fraction ||
                a[i].feedback != b[i].feedback || a[i].value != b[i].value ||
                a[i].tolerance != b[i].tolerance || a[i].anyNumber != b[i].anyNumber)
                return false;
        }
        return true;
    };
    auto samePairs = [](const QList<MatchPair> &a, const QList<MatchPair> &b) {
        if (a.size() != b.size())
            return false;
        for (qsizetype i = 0; i < a.size(); ++i)
            if (a[i].question != b[i].question || a[i].answer != b[i].answer)
                return false;
        return true;
    };
    return title == o.title && idNumber == o.idNumber && category == o.category &&
           format == o.format && type == o.type && text == o.text && blankAt == o.blankAt &&
           sameAnswers(answers, o.answers) && samePairs(pairs, o.pairs) &&
           correctAnswer == o.correctAnswer && generalFeedback == o.generalFeedback;
}

QStringList Bank::problemLines() const
{
    QStringList lines;
    for (const Problem &p : problems)
        lines.append(QStringLiteral("%1:%2: %3").arg(file).arg(p.line).arg(p.message));
    return lines;
}

Bank parse(const QByteArray &input, const QString &file)
{
    Bank bank;
    bank.file = file;
    QByteArray bytes = input;
    if (bytes.startsWith("\xEF\xBB\xBF"))
        bytes.remove(0, 3);
    // A file from a classic Mac OS editor ends its lines with CR alone (Moodle reads it so too).
    if (!bytes.contains('\n') && bytes.contains('\r'))
        bytes.replace('\r', '\n');

    QString category;
    BlockParser parser(&bank, &category);
    QList<Ch> block;
    QString comments; // the comment lines of the block (Moodle reads [id:] and [tag:] there)
    bool blockBroken = false;
    auto flush = [&] {
        if (!block.isEmpty() && !blockBroken)
            parser.parse(Text(block), comments);
        block.clear();
        comments.clear();
        blockBroken = false;
    };

    int lineNumber = 0;
    qsizetype start = 0;
    while (start <= bytes.size()) {
        qsizetype end = bytes.indexOf('\n', start);
        const bool last = end < 0;
        if (last)
            end = bytes.size();
        QByteArrayView raw(bytes.constData() + start, end - start);
        if (raw.endsWith('\r'))
            raw.chop(1);
        ++lineNumber;
        // Per line, keeping a U+FEFF at a line's start (only the file's first one is a BOM).
        QStringDecoder decoder(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless |
                                                         QStringDecoder::Flag::ConvertInitialBom);
        const QString decoded = decoder.decode(raw);
        const bool invalid = decoder.hasError();
        const QString line = decoded.trimmed();
        if (line.isEmpty() && !invalid) {
            flush();
        } else if (invalid) {
            bank.problems.append(
                Problem{lineNumber, GiftText::tr("invalid UTF-8: save the file as UTF-8 (this "
                                                 "question is skipped)")});
            blockBroken = true;
            block.append(Ch{QLatin1Char(' '), false, false, lineNumber});
        } else {
            if (!block.isEmpty())
                block.append(Ch{QLatin1Char('\n'), false, false, lineNumber});
            // Moodle blanks comment lines inside a question (they never end it).
            if (line.startsWith(QLatin1String("//"))) {
                block.append(Ch{QLatin1Char(' '), false, false, lineNumber});
                comments += line + QLatin1Char('\n');
            } else {
                block.append(lex(line, lineNumber));
            }
        }
        if (last)
            break;
        start = end + 1;
    }
    flush();
    std::stable_sort(bank.problems.begin(), bank.problems.end(),
                     [](const Problem &a, const Problem &b) { return a.line < b.line; });
    return bank;
}

std::optional<QByteArray> readBankFile(const QString &path, Bank *refused)
{
    QString why;
    std::optional<QByteArray> bytes =
        readBoundedFile(path, filelimit::kQuizBank, GiftText::tr("a quiz bank"), &why);
    if (!bytes) {
        *refused = Bank();
        refused->file = path;
        refused->problems.append(Problem{0, why});
    }
    return bytes;
}

Bank parseFile(const QString &path)
{
    Bank refused;
    const std::optional<QByteArray> bytes = readBankFile(path, &refused);
    return bytes ? parse(*bytes, path) : refused;
}

// Writer ---------------------------------------------------------------------------------------

QString escape(const QString &text)
{
    QString out;
    out.reserve(text.size() + 8);
    for (const QChar c : text) {
        if (c == QLatin1Char('\n')) {
            out += QLatin1String("\\n");
        } else {
            if (QStringView(u"\\~=#{}:").contains(c))
                out += QLatin1Char('\\');
            out += c;
        }
    }
    return out;
}

namespace {

// The shortest text that reads back as the same double ("0.1", not "0.10000000000000001").
QString number(double v)
{
    return QString::number(v, 'g', QLocale::FloatingPointShortest);
}

QString weight(double fraction)
{
    return QLatin1Char('%') + percentOf(fraction) + QLatin1Char('%');
}

// An answer whose own text starts like a weight ("%50%...") gets an explicit weight before it,
// so that only the first one is read as one.
bool looksWeighted(const QString &text)
{
    static const QRegularExpression kWeight(QStringLiteral("^%-?[0-9]*\\.?[0-9]*%"));
    return kWeight.match(text).hasMatch();
}

QString feedbackPart(const QString &feedback)
{
    return feedback.isEmpty() ? QString() : QLatin1Char('#') + escape(feedback);
}

// A text that starts with "[" could be read back as a format tag: say the format explicitly.
QString formatPrefix(TextFormat format, const QString &text, bool titled)
{
    // A line starting with "//" would be a comment: the tag keeps it a question.
    if (format != TextFormat::Moodle || text.startsWith(QLatin1Char('[')) ||
        (!titled && (text.startsWith(QLatin1String("//")) || text.isEmpty())))
        return QLatin1Char('[') + formatName(format) + QLatin1Char(']');
    return QString();
}

QString answerBlock(const Question &q)
{
    QString b = QStringLiteral("{");
    switch (q.type) {
    case QuestionType::Description: return QString();
    case QuestionType::Essay: break;
    case QuestionType::TrueFalse: {
        const int right = q.correctAnswer ? 0 : 1;
        const QString rightFb = q.answers.value(right).feedback;
        const QString wrongFb = q.answers.value(1 - right).feedback;
        b += q.correctAnswer ? QLatin1String("TRUE") : QLatin1String("FALSE");
        if (!wrongFb.isEmpty() || !rightFb.isEmpty())
            b += QLatin1Char('#') + escape(wrongFb);
        if (!rightFb.isEmpty())
            b += QLatin1Char('#') + escape(rightFb);
        break;
    }
    case QuestionType::MultiChoice:
    case QuestionType::MultipleAnswer: {
        // Moodle tells the kinds apart by their markers: a multiple choice needs a "=" and a
        // "~", multiple answers only "~". Full credit is "="; anything else "~%w%". A multiple
        // choice without a full-credit answer marks its best one "=%w%"; one whose answers all
        // give full credit marks its last "~%100%".
        QStringList markers;
        for (const Answer &a : q.answers)
            markers.append(q.type == QuestionType::MultiChoice && a.fraction == 1.0
                               ? QStringLiteral("=")
                               : (a.fraction == 0.0 ? QStringLiteral("~")
                                                    : QLatin1Char('~') + weight(a.fraction)));
        if (q.type == QuestionType::MultiChoice && !markers.contains(QStringLiteral("="))) {
            qsizetype best = 0;
            for (qsizetype i = 1; i < q.answers.size(); ++i)
                if (q.answers[i].fraction > q.answers[best].fraction)
                    best = i;
            markers[best] = QLatin1Char('=') + weight(q.answers[best].fraction);
        }
        if (q.type == QuestionType::MultiChoice &&
            std::none_of(markers.cbegin(), markers.cend(),
                         [](const QString &m) { return m.startsWith(QLatin1Char('~')); }))
            markers.last() = QLatin1Char('~') + weight(q.answers.last().fraction);
        for (qsizetype i = 0; i < q.answers.size(); ++i)
            if (looksWeighted(q.answers[i].text) && !markers[i].contains(QLatin1Char('%')))
                markers[i] += weight(q.answers[i].fraction);
        b += QLatin1Char('\n');
        for (qsizetype i = 0; i < q.answers.size(); ++i)
            b += QLatin1Char('\t') + markers.at(i) + escape(q.answers[i].text) +
                 feedbackPart(q.answers[i].feedback) + QLatin1Char('\n');
        break;
    }
    case QuestionType::ShortAnswer:
        // One answer with "->" in it or its feedback: written bare ("{%50%a -> 1}"), as "=" would
        // make it a pair; its weight, when not 100 % or when the text looks like one, goes first.
        // (Several such answers cannot be written in GIFT: unwritable() says so.)
        // A bare "T" or "FALSE" would be true/false: the weight keeps it a short answer.
        if (q.answers.size() == 1 &&
            (q.answers[0].text + q.answers[0].feedback).contains(QLatin1String("->"))) {
            const Answer &a = q.answers[0];
            const bool bare = a.fraction == 1.0 && !looksWeighted(a.text) &&
                              !QStringList{QStringLiteral("T"), QStringLiteral("TRUE"),
                                           QStringLiteral("F"), QStringLiteral("FALSE")}
                                   .contains(a.text);
            b +=
                (bare ? QString() : weight(a.fraction)) + escape(a.text) + feedbackPart(a.feedback);
            break;
        }
        b += QLatin1Char('\n');
        for (const Answer &a : q.answers)
            b += QLatin1String("\t=") +
                 (a.fraction == 1.0 && !looksWeighted(a.text) ? QString() : weight(a.fraction)) +
                 escape(a.text) + feedbackPart(a.feedback) + QLatin1Char('\n');
        break;
    case QuestionType::Numerical:
        b += QLatin1String("#\n");
        for (const Answer &a : q.answers) {
            if (a.anyNumber)
                continue;
            b += QLatin1String("\t=") + (a.fraction == 1.0 ? QString() : weight(a.fraction)) +
                 number(a.value) + QLatin1Char(':') + number(a.tolerance) +
                 feedbackPart(a.feedback) + QLatin1Char('\n');
        }
        for (const Answer &a : q.answers)
            if (a.anyNumber)
                b += QLatin1String("\t~#") + escape(a.feedback) + QLatin1Char('\n');
        break;
    case QuestionType::Matching:
        b += QLatin1Char('\n');
        for (const MatchPair &p : q.pairs)
            b += QLatin1String("\t=") + escape(p.question) + QLatin1String(" -> ") +
                 escape(p.answer) + QLatin1Char('\n');
        break;
    }
    if (!q.generalFeedback.isEmpty())
        b += (b.endsWith(QLatin1Char('\n')) ? QLatin1String("\t####") : QLatin1String("####")) +
             // A tag of its own is read off the feedback: one more keeps a leading "[...]".
             (q.generalFeedback.startsWith(QLatin1Char('[')) ? QStringLiteral("[moodle]")
                                                             : QString()) +
             escape(q.generalFeedback) +
             (b.endsWith(QLatin1Char('\n')) ? QLatin1String("\n") : QLatin1String(""));
    return b + QLatin1Char('}');
}

} // namespace

QString unwritable(const Question &q)
{
    if (q.type != QuestionType::ShortAnswer || q.answers.size() < 2)
        return QString();
    for (const Answer &a : q.answers)
        if ((a.text + a.feedback).contains(QLatin1String("->")))
            return GiftText::tr(
                "a short-answer question with several answers cannot have \"->\" in one "
                "in GIFT (it would be read as a matching pair)");
    return QString();
}

QString write(const QList<Question> &questions)
{
    QString out;
    QString category;
    for (const Question &q : questions) {
        if (q.category != category) {
            category = q.category;
            out += QLatin1String("$CATEGORY: ") +
                   QString(category).replace(QLatin1Char('\\'), QLatin1String("\\\\")) +
                   QLatin1String("\n\n");
        }
        QString line;
        if (!q.idNumber.isEmpty())
            line +=
                QLatin1String("// [id:") +
                QString(q.idNumber).simplified().replace(QLatin1String("]"), QLatin1String("\\]")) +
                QLatin1String("]\n");
        if (!q.title.isEmpty())
            line += QLatin1String("::") + escape(q.title) + QLatin1String("::");
        line += formatPrefix(q.format, q.text, !q.title.isEmpty());
        const QString block = answerBlock(q);
        if (q.blankAt >= 0 && q.blankAt + 5 <= q.text.size())
            line += escape(q.text.left(q.blankAt)) + block + escape(q.text.mid(q.blankAt + 5));
        else
            line += escape(q.text) + block;
        out += line + QLatin1String("\n\n");
    }
    // A text that starts with U+FEFF would be taken for a byte order mark at the very start of
    // the file: start with an empty line instead.
    if (out.startsWith(QChar(0xFEFF)))
        out.prepend(QLatin1Char('\n'));
    return out;
}

// JSON -----------------------------------------------------------------------------------------

QJsonObject toJson(const Question &q)
{
    QJsonArray answers;
    for (const Answer &a : q.answers) {
        QJsonObject o{{QStringLiteral("fraction"), a.fraction},
                      {QStringLiteral("feedback"), a.feedback}};
        if (q.type == QuestionType::Numerical) {
            o.insert(QStringLiteral("value"), a.anyNumber ? QJsonValue() : QJsonValue(a.value));
            o.insert(QStringLiteral("tolerance"),
                     a.anyNumber ? QJsonValue() : QJsonValue(a.tolerance));
        } else {
            o.insert(QStringLiteral("text"), a.text);
        }
        answers.append(o);
    }
    QJsonObject o{{QStringLiteral("line"), q.line},
                  {QStringLiteral("title"), q.title},
                  {QStringLiteral("id_number"), q.idNumber},
                  {QStringLiteral("category"), q.category},
                  {QStringLiteral("format"), formatName(q.format)},
                  {QStringLiteral("type"), typeName(q.type)},
                  {QStringLiteral("text"), q.text},
                  {QStringLiteral("answers"), answers},
                  {QStringLiteral("general_feedback"), q.generalFeedback}};
    if (q.type == QuestionType::Matching) {
        QJsonArray pairs;
        for (const MatchPair &p : q.pairs)
            pairs.append(QJsonObject{{QStringLiteral("question"), p.question},
                                     {QStringLiteral("answer"), p.answer}});
        o.insert(QStringLiteral("pairs"), pairs);
    }
    if (q.type == QuestionType::TrueFalse)
        o.insert(QStringLiteral("answer"), q.correctAnswer);
    return o;
}

QJsonObject toJson(const Bank &bank)
{
    QJsonArray questions;
    for (const Question &q : bank.questions)
        questions.append(toJson(q));
    QJsonArray errors;
    for (const Problem &p : bank.problems)
        errors.append(
            QJsonObject{{QStringLiteral("line"), p.line}, {QStringLiteral("message"), p.message}});
    return QJsonObject{{QStringLiteral("file"), bank.file},
                       {QStringLiteral("questions"), questions},
                       {QStringLiteral("errors"), errors}};
}

} // namespace gpulab::gift
