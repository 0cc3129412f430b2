// Moodle XML: reader, writer and pictures (see moodlexml.h). The element names, defaults and
// order follow Moodle's own importer and exporter (question/format/xml/format.php): a file Moodle
// exports reads here as Moodle reads it, and what is written here imports into Moodle.
#include "lessons/framework/quiz/moodlexml.h"

#include "lessons/framework/quiz/quizpictures.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QUrl>
#include <QXmlStreamReader>
#include <QXmlStreamWriter>

#include <cmath>
#include <functional>

namespace gpulab::moodlexml {

using gift::Answer;
using gift::Bank;
using gift::MatchPair;
using gift::Problem;
using gift::Question;
using gift::QuestionType;
using gift::TextFormat;

namespace {

// The translation context of this file's messages: lupdate reads it from the macro (a free
// MoodleXmlText::tr() got the context of whatever class or namespace lupdate guessed, not the one
// looked up here).
class MoodleXmlText
{
    Q_DECLARE_TR_FUNCTIONS(gpulab::moodlexml)
};

const QString kPluginFile = QStringLiteral("@@PLUGINFILE@@/");
const QString kBlank = QStringLiteral("_____");
constexpr int kMaxDepth = 32; // Moodle's files nest six deep; more is not a question file

// [SECTION] Reading --------------------------------------------------------------------------

// An element with its attributes, the character data directly inside it and its children.
struct Node
{
    QString name;
    QXmlStreamAttributes attributes;
    QString text;
    QList<Node> children;
    int line = 0;

    const Node *child(QLatin1String childName) const
    {
        for (const Node &c : children)
            if (c.name == childName)
                return &c;
        return nullptr;
    }
    QList<const Node *> all(QLatin1String childName) const
    {
        QList<const Node *> found;
        for (const Node &c : children)
            if (c.name == childName)
                found.append(&c);
        return found;
    }
    QString attribute(QLatin1String attributeName) const
    {
        return attributes.value(attributeName).toString();
    }
    // The trimmed <text> inside this element, as Moodle reads it ("" when there is none).
    QString textChild() const
    {
        const Node *t = child(QLatin1String("text"));
        return t ? t->text.trimmed() : QString();
    }
    // A child element's own text, trimmed: <single>true</single>; `fallback` when absent.
    QString value(QLatin1String childName, const QString &fallback = QString()) const
    {
        const Node *c = child(childName);
        return c ? c->text.trimmed() : fallback;
    }
    // The same for a child element: <name><text>...</text></name>.
    QString textOf(QLatin1String childName) const
    {
        const Node *c = child(childName);
        return c ? c->textChild() : QString();
    }
};

bool readElement(QXmlStreamReader &reader, Node *node, int depth)
{
    node->name = reader.name().toString();
    node->attributes = reader.attributes();
    node->line = int(reader.lineNumber());
    if (depth > kMaxDepth) {
        reader.raiseError(MoodleXmlText::tr("elements nested too deep"));
        return false;
    }
    while (!reader.atEnd()) {
        reader.readNext();
        if (reader.isStartElement()) {
            node->children.append(Node{});
            if (!readElement(reader, &node->children.last(), depth + 1))
                return false;
        } else if (reader.isCharacters()) {
            node->text += reader.text();
        } else if (reader.isEndElement()) {
            return true;
        }
    }
    return !reader.hasError();
}

TextFormat formatFromName(const QString &name, TextFormat fallback)
{
    const QString n = name.trimmed();
    if (n == QLatin1String("moodle_auto_format"))
        return TextFormat::Moodle;
    if (n == QLatin1String("html"))
        return TextFormat::Html;
    if (n == QLatin1String("plain_text"))
        return TextFormat::Plain;
    if (n == QLatin1String("markdown"))
        return TextFormat::Markdown;
    // Moodle reads a format it does not know as HTML; wiki_like has no GIFT form.
    return n.isEmpty() ? fallback : TextFormat::Html;
}

QString xmlFormatName(TextFormat format)
{
    switch (format) {
    case TextFormat::Moodle: return QStringLiteral("moodle_auto_format");
    case TextFormat::Html: return QStringLiteral("html");
    case TextFormat::Plain: return QStringLiteral("plain_text");
    case TextFormat::Markdown: return QStringLiteral("markdown");
    }
    return QStringLiteral("html");
}

// How a text refers to a file: Moodle percent-encodes the name in the URL.
QString reference(const QString &name)
{
    return kPluginFile + QString::fromUtf8(QUrl::toPercentEncoding(name));
}

// Every text of a question, to read or change in one place.
void forEachText(Question &q, const std::function<void(QString &)> &visit)
{
    visit(q.text);
    visit(q.generalFeedback);
    for (Answer &a : q.answers) {
        visit(a.text);
        visit(a.feedback);
    }
    for (MatchPair &p : q.pairs) {
        visit(p.question);
        visit(p.answer);
    }
}

class Reader
{
public:
    Reader(Document *doc) : m_doc(doc) {}

    void read(const Node &quiz)
    {
        for (const Node *question : quiz.all(QLatin1String("question")))
            readQuestion(*question);
    }

private:
    void problem(int line, const QString &message)
    {
        m_doc->bank.problems.append(Problem{line, message});
    }

    void readQuestion(const Node &node)
    {
        const QString type = node.attribute(QLatin1String("type")).trimmed();
        if (type == QLatin1String("category")) {
            m_category = node.textOf(QLatin1String("category"));
            return;
        }
        Question q;
        q.line = node.line;
        q.category = m_category;
        const Node *questionText = node.child(QLatin1String("questiontext"));
        q.format = formatFromName(questionText ? questionText->attribute(QLatin1String("format"))
                                               : QString(),
                                  TextFormat::Html);
        q.text = questionText ? questionText->textChild() : QString();
        q.generalFeedback = node.textOf(QLatin1String("generalfeedback"));
        const QString name = node.textOf(QLatin1String("name"));
        q.idNumber = node.value(QLatin1String("idnumber"));

        QString why;
        m_failLine = 0;
        if (type == QLatin1String("multichoice"))
            why = readChoices(node, &q);
        else if (type == QLatin1String("truefalse"))
            why = readTrueFalse(node, &q);
        else if (type == QLatin1String("shortanswer"))
            why = readShortAnswer(node, &q);
        else if (type == QLatin1String("numerical"))
            why = readNumerical(node, &q);
        else if (type == QLatin1String("matching") || type == QLatin1String("match"))
            why = readMatching(node, &q);
        else if (type == QLatin1String("essay"))
            q.type = QuestionType::Essay;
        else if (type == QLatin1String("description"))
            q.type = QuestionType::Description;
        else
            why = MoodleXmlText::tr(
                      "Moodle's question type \"%1\" has no GIFT form; the question is skipped")
                      .arg(type);
        if (!why.isEmpty()) {
            problem(m_failLine > 0 ? m_failLine : node.line, why);
            return;
        }
        // The name an untitled question was given when it was written reads back untitled.
        q.title = name == nameOf(q) ? QString() : name;
        // "_____" inside the text: where a missing-word question's answers stand.
        const qsizetype blank = q.text.indexOf(kBlank);
        if (q.type != QuestionType::Description && blank >= 0 &&
            blank + kBlank.size() < q.text.size())
            q.blankAt = int(blank);
        takeFiles(node, &q);
        m_doc->bank.questions.append(q);
    }

    // An answer's fraction: the percentage in its attribute.
    static bool fraction(const Node &answer, double *value)
    {
        const QString percent = answer.attribute(QLatin1String("fraction"));
        if (percent.trimmed().isEmpty()) {
            *value = 0;
            return true;
        }
        return gift::fractionOfPercent(percent, value) && *value >= -1.0 && *value <= 1.0;
    }

    // The reason a question is skipped, at the line of the element that has the problem.
    QString fail(int line, const QString &why)
    {
        m_failLine = line;
        return why;
    }

    QString badFraction(const Node &answer)
    {
        return fail(answer.line, MoodleXmlText::tr(
                                     "the fraction \"%1\" is not a percentage between -100 and 100")
                                     .arg(answer.attribute(QLatin1String("fraction"))));
    }

    // The <answer>s whose text is the answer (choices, short answers), each with its fraction
    // and feedback; *credit: one of them gives credit. An error's message, or empty.
    QString readTextAnswers(const Node &node, Question *q, bool *credit)
    {
        for (const Node *answer : node.all(QLatin1String("answer"))) {
            Answer a;
            a.line = answer->line;
            if (!fraction(*answer, &a.fraction))
                return badFraction(*answer);
            a.text = answer->textChild();
            a.feedback = answer->textOf(QLatin1String("feedback"));
            if (a.text.isEmpty())
                return fail(answer->line, MoodleXmlText::tr("an answer is empty"));
            *credit = *credit || a.fraction > 0;
            q->answers.append(a);
        }
        return {};
    }

    QString readChoices(const Node &node, Question *q)
    {
        // Moodle: "false", "0" or empty is several answers; absent or anything else one.
        const QString single = node.value(QLatin1String("single"), QStringLiteral("true"));
        q->type =
            single == QLatin1String("false") || single == QLatin1String("0") || single.isEmpty()
                ? QuestionType::MultipleAnswer
                : QuestionType::MultiChoice;
        bool credit = false;
        if (const QString why = readTextAnswers(node, q, &credit); !why.isEmpty())
            return why;
        if (q->answers.size() < 2)
            return MoodleXmlText::tr("a multiple-choice question needs at least two answers");
        if (!credit)
            return MoodleXmlText::tr("no answer gives credit");
        return {};
    }

    QString readTrueFalse(const Node &node, Question *q)
    {
        q->type = QuestionType::TrueFalse;
        QString feedbackTrue, feedbackFalse;
        bool first = true;
        bool seen = false;
        for (const Node *answer : node.all(QLatin1String("answer"))) {
            QString text = answer->textChild();
            // As Moodle: an old file names the answers in its language, true first.
            if (text != QLatin1String("true") && text != QLatin1String("false"))
                text = first ? QStringLiteral("true") : QStringLiteral("false");
            first = false;
            double f = 0;
            if (!fraction(*answer, &f))
                return badFraction(*answer);
            if (text == QLatin1String("true")) {
                q->correctAnswer = f == 1.0;
                feedbackTrue = answer->textOf(QLatin1String("feedback"));
            } else {
                q->correctAnswer = f != 1.0;
                feedbackFalse = answer->textOf(QLatin1String("feedback"));
            }
            seen = true;
        }
        if (!seen)
            return MoodleXmlText::tr(
                "a true/false question needs its answers \"true\" and \"false\"");
        Answer t{QStringLiteral("true"), q->correctAnswer ? 1.0 : 0.0, feedbackTrue};
        Answer f{QStringLiteral("false"), q->correctAnswer ? 0.0 : 1.0, feedbackFalse};
        t.line = f.line = node.line;
        q->answers = {t, f};
        return {};
    }

    QString readShortAnswer(const Node &node, Question *q)
    {
        q->type = QuestionType::ShortAnswer;
        bool credit = false;
        if (const QString why = readTextAnswers(node, q, &credit); !why.isEmpty())
            return why;
        if (q->answers.isEmpty())
            return MoodleXmlText::tr("a short-answer question needs at least one answer");
        if (!credit)
            return MoodleXmlText::tr("no answer gives credit");
        return {};
    }

    QString readNumerical(const Node &node, Question *q)
    {
        q->type = QuestionType::Numerical;
        QList<Answer> any;
        for (const Node *answer : node.all(QLatin1String("answer"))) {
            Answer a;
            a.line = answer->line;
            a.feedback = answer->textOf(QLatin1String("feedback"));
            const QString number = answer->textChild();
            if (number == QLatin1String("*")) {
                a.anyNumber = true; // any other number: no credit, only the feedback
                any.append(a);
                continue;
            }
            if (!fraction(*answer, &a.fraction))
                return badFraction(*answer);
            const QString tolerance = answer->value(QLatin1String("tolerance"));
            if (!gift::readNumber(number, &a.value))
                return fail(answer->line, MoodleXmlText::tr("\"%1\" is not a number").arg(number));
            if (!tolerance.isEmpty() && !gift::readNumber(tolerance, &a.tolerance))
                return fail(
                    answer->line,
                    MoodleXmlText::tr("the tolerance \"%1\" is not a number").arg(tolerance));
            a.tolerance = std::abs(a.tolerance);
            if (!std::isfinite(a.value + a.tolerance) || !std::isfinite(a.value - a.tolerance))
                return fail(answer->line,
                            MoodleXmlText::tr("\"%1\" is too large a number").arg(number));
            q->answers.append(a);
        }
        if (q->answers.isEmpty())
            return MoodleXmlText::tr("a numerical question needs at least one number");
        q->answers += any; // as GIFT keeps them: the numbers, then any other number
        return {};
    }

    QString readMatching(const Node &node, Question *q)
    {
        q->type = QuestionType::Matching;
        int asked = 0;
        for (const Node *sub : node.all(QLatin1String("subquestion"))) {
            MatchPair pair{sub->textChild(), sub->textOf(QLatin1String("answer"))};
            if (pair.answer.isEmpty())
                return fail(sub->line, MoodleXmlText::tr("a matching pair has no answer"));
            asked += pair.question.isEmpty() ? 0 : 1;
            q->pairs.append(pair);
        }
        if (asked < 2)
            return MoodleXmlText::tr("a matching question needs at least two pairs");
        return {};
    }

    // Every <file> in the question, into the document's files. A name another question already
    // uses for other bytes is given a new one, and this question's texts follow it.
    void takeFiles(const Node &node, Question *q)
    {
        std::function<void(const Node &)> visit = [&](const Node &n) {
            for (const Node &c : n.children) {
                if (c.name != QLatin1String("file")) {
                    visit(c);
                    continue;
                }
                const QString name = c.attribute(QLatin1String("name")).trimmed();
                if (name.isEmpty())
                    continue;
                const QByteArray data = QByteArray::fromBase64(c.text.trimmed().toLatin1());
                QString kept = name;
                const QFileInfo info(name);
                for (int n = 2; m_doc->files.contains(kept) && m_doc->files.value(kept) != data;
                     ++n)
                    kept = QStringLiteral("%1-%2%3")
                               .arg(info.completeBaseName())
                               .arg(n)
                               .arg(info.suffix().isEmpty() ? QString()
                                                            : QLatin1Char('.') + info.suffix());
                m_doc->files.insert(kept, data);
                if (kept != name)
                    forEachText(*q, [&](QString &text) {
                        text.replace(reference(name), reference(kept));
                        text.replace(kPluginFile + name, reference(kept));
                    });
            }
        };
        visit(node);
    }

    Document *m_doc;
    QString m_category;
    int m_failLine = 0;
};

// [SECTION] Writing --------------------------------------------------------------------------

// XML 1.0 has no way to write these characters, not even as references.
QString xmlSafe(const QString &text)
{
    QString out = text;
    for (qsizetype i = 0; i < out.size(); ++i) {
        const char16_t c = out.at(i).unicode();
        const bool control = c < 0x20 && c != u'\t' && c != u'\n' && c != u'\r';
        const bool surrogate = QChar::isSurrogate(c);
        const bool paired = QChar::isHighSurrogate(c) && i + 1 < out.size() &&
                            QChar::isLowSurrogate(out.at(i + 1).unicode());
        if (paired) {
            ++i;
            continue;
        }
        if (control || surrogate || c == 0xFFFE || c == 0xFFFF)
            out[i] = QChar(QChar::ReplacementCharacter);
    }
    return out;
}

QString number(double v)
{
    return QString::number(v, 'g', QLocale::FloatingPointShortest);
}

class Writer
{
public:
    Writer(QXmlStreamWriter *w, const Files &files) : m_w(*w), m_files(files) {}

    void write(const QList<Question> &questions)
    {
        m_w.writeStartDocument();
        m_w.writeStartElement(QStringLiteral("quiz"));
        QString category;
        int n = 0;
        for (const Question &q : questions) {
            if (q.category != category) {
                category = q.category;
                m_w.writeComment(QStringLiteral(" question: 0  "));
                m_w.writeStartElement(QStringLiteral("question"));
                m_w.writeAttribute(QStringLiteral("type"), QStringLiteral("category"));
                m_w.writeStartElement(QStringLiteral("category"));
                text(category);
                m_w.writeEndElement();
                m_w.writeEndElement();
            }
            m_w.writeComment(QStringLiteral(" question: %1  ").arg(++n));
            question(q);
        }
        m_w.writeEndElement();
        m_w.writeEndDocument();
    }

private:
    // <text>: in CDATA when it holds markup characters, as Moodle writes it; a carriage return
    // (which XML would read as a line feed) as a character reference.
    void text(const QString &raw)
    {
        const QString clean = xmlSafe(raw);
        m_w.writeStartElement(QStringLiteral("text"));
        static const QRegularExpression kMarkup(QStringLiteral("[&<>\"']"));
        if (clean.contains(kMarkup) && !clean.contains(QLatin1Char('\r'))) {
            m_w.writeCDATA(clean);
        } else if (clean.isEmpty()) {
            m_w.writeCharacters(QString()); // <text></text>, as Moodle writes an empty text
        } else {
            const QStringList pieces = clean.split(QLatin1Char('\r'));
            for (qsizetype i = 0; i < pieces.size(); ++i) {
                if (i > 0)
                    m_w.writeEntityReference(QStringLiteral("#13"));
                if (!pieces.at(i).isEmpty())
                    m_w.writeCharacters(pieces.at(i));
            }
        }
        m_w.writeEndElement();
    }

    // The files a text refers to, embedded after it as Moodle does.
    void files(const QString &textWithReferences)
    {
        static const QRegularExpression kReference(
            QStringLiteral("@@PLUGINFILE@@/([^\"'\\s<>()?#]+)"));
        QStringList written;
        for (const QRegularExpressionMatch &m : kReference.globalMatch(textWithReferences)) {
            const QString name = QUrl::fromPercentEncoding(m.captured(1).toUtf8());
            if (!m_files.contains(name) || written.contains(name))
                continue;
            written.append(name);
            m_w.writeStartElement(QStringLiteral("file"));
            m_w.writeAttribute(QStringLiteral("name"), name);
            m_w.writeAttribute(QStringLiteral("path"), QStringLiteral("/"));
            m_w.writeAttribute(QStringLiteral("encoding"), QStringLiteral("base64"));
            m_w.writeCharacters(QString::fromLatin1(m_files.value(name).toBase64()));
            m_w.writeEndElement();
        }
    }

    // <element format="..."><text>...</text> files </element>
    void textElement(const QString &element, TextFormat format, const QString &content)
    {
        m_w.writeStartElement(element);
        m_w.writeAttribute(QStringLiteral("format"), xmlFormatName(format));
        text(content);
        files(content);
        m_w.writeEndElement();
    }

    void simple(const QString &element, const QString &value)
    {
        m_w.writeTextElement(element, value);
    }

    void answer(const Answer &a, TextFormat answerFormat, TextFormat feedbackFormat,
                const QString &answerText, const QString &tolerance = QString())
    {
        m_w.writeStartElement(QStringLiteral("answer"));
        m_w.writeAttribute(QStringLiteral("fraction"), gift::percentOf(a.fraction));
        m_w.writeAttribute(QStringLiteral("format"), xmlFormatName(answerFormat));
        text(answerText);
        files(answerText);
        textElement(QStringLiteral("feedback"), feedbackFormat, a.feedback);
        if (!tolerance.isNull())
            simple(QStringLiteral("tolerance"), tolerance);
        m_w.writeEndElement();
    }

    // Moodle's overall feedback for right, partly right and wrong responses: GIFT has none.
    void combinedFeedback(TextFormat format)
    {
        for (const char *field :
             {"correctfeedback", "partiallycorrectfeedback", "incorrectfeedback"})
            textElement(QString::fromLatin1(field), format, QString());
    }

    // Moodle's names are GIFT's (gift::typeName), but one "multichoice" holds both choice types
    // (<single> tells them apart).
    static QString typeName(const Question &q)
    {
        return q.type == QuestionType::MultipleAnswer ? QStringLiteral("multichoice")
                                                      : gift::typeName(q.type);
    }

    void question(const Question &q)
    {
        m_w.writeStartElement(QStringLiteral("question"));
        m_w.writeAttribute(QStringLiteral("type"), typeName(q));
        m_w.writeStartElement(QStringLiteral("name"));
        text(q.title.isEmpty() ? nameOf(q) : q.title);
        m_w.writeEndElement();
        textElement(QStringLiteral("questiontext"), q.format, q.text);
        textElement(QStringLiteral("generalfeedback"), q.format, q.generalFeedback);
        // Moodle's defaults for a new question of each type.
        const bool description = q.type == QuestionType::Description;
        simple(QStringLiteral("defaultgrade"),
               description ? QStringLiteral("0") : QStringLiteral("1"));
        simple(QStringLiteral("penalty"), q.type == QuestionType::TrueFalse ? QStringLiteral("1")
                                          : description || q.type == QuestionType::Essay
                                              ? QStringLiteral("0")
                                              : QStringLiteral("0.3333333"));
        simple(QStringLiteral("hidden"), QStringLiteral("0"));
        simple(QStringLiteral("idnumber"), q.idNumber);
        const TextFormat plain = TextFormat::Moodle; // Moodle's format of typed answers
        switch (q.type) {
        case QuestionType::MultiChoice:
        case QuestionType::MultipleAnswer:
            simple(QStringLiteral("single"), q.type == QuestionType::MultiChoice
                                                 ? QStringLiteral("true")
                                                 : QStringLiteral("false"));
            simple(QStringLiteral("shuffleanswers"), QStringLiteral("true"));
            simple(QStringLiteral("answernumbering"), QStringLiteral("abc"));
            simple(QStringLiteral("showstandardinstruction"), QStringLiteral("0"));
            combinedFeedback(q.format);
            for (const Answer &a : q.answers)
                answer(a, q.format, q.format, a.text);
            break;
        case QuestionType::TrueFalse:
            for (const Answer &a : q.answers)
                answer(a, plain, q.format, a.text);
            break;
        case QuestionType::ShortAnswer:
            simple(QStringLiteral("usecase"), QStringLiteral("0"));
            for (const Answer &a : q.answers)
                answer(a, plain, q.format, a.text);
            break;
        case QuestionType::Numerical:
            for (const Answer &a : q.answers)
                answer(a, plain, q.format, a.anyNumber ? QStringLiteral("*") : number(a.value),
                       number(a.anyNumber ? 0.0 : a.tolerance));
            simple(QStringLiteral("unitgradingtype"), QStringLiteral("0"));
            simple(QStringLiteral("unitpenalty"), QStringLiteral("0.1000000"));
            simple(QStringLiteral("showunits"), QStringLiteral("3"));
            simple(QStringLiteral("unitsleft"), QStringLiteral("0"));
            break;
        case QuestionType::Matching:
            simple(QStringLiteral("shuffleanswers"), QStringLiteral("true"));
            combinedFeedback(q.format);
            for (const MatchPair &p : q.pairs) {
                m_w.writeStartElement(QStringLiteral("subquestion"));
                m_w.writeAttribute(QStringLiteral("format"), xmlFormatName(q.format));
                text(p.question);
                files(p.question);
                m_w.writeStartElement(QStringLiteral("answer"));
                text(p.answer);
                m_w.writeEndElement();
                m_w.writeEndElement();
            }
            break;
        case QuestionType::Essay:
            simple(QStringLiteral("responseformat"), QStringLiteral("editor"));
            simple(QStringLiteral("responserequired"), QStringLiteral("1"));
            simple(QStringLiteral("responsefieldlines"), QStringLiteral("15"));
            simple(QStringLiteral("attachments"), QStringLiteral("0"));
            simple(QStringLiteral("attachmentsrequired"), QStringLiteral("0"));
            textElement(QStringLiteral("graderinfo"), q.format, QString());
            textElement(QStringLiteral("responsetemplate"), q.format, QString());
            break;
        case QuestionType::Description: break;
        }
        m_w.writeEndElement();
    }

    QXmlStreamWriter &m_w;
    const Files &m_files;
};

} // namespace

QString nameOf(const Question &question)
{
    // Never half of a character outside the BMP; trimmed again, as the reader trims the name.
    const QString simplified = question.text.simplified();
    const qsizetype length =
        simplified.size() > 60 && simplified.at(59).isHighSurrogate() ? 59 : 60;
    const QString start = simplified.left(length).trimmed();
    return start.isEmpty() ? QStringLiteral("-") : start;
}

Document parse(const QByteArray &xml, const QString &file)
{
    Document doc;
    doc.bank.file = file;
    QXmlStreamReader reader(xml);
    Node root;
    bool found = false;
    while (!reader.atEnd() && !found) {
        reader.readNext();
        if (reader.isStartElement()) {
            found = true;
            if (!readElement(reader, &root, 0))
                break;
        }
    }
    if (reader.hasError()) {
        doc.bank.problems.append(
            Problem{int(reader.lineNumber()),
                    MoodleXmlText::tr("not a Moodle XML file: %1").arg(reader.errorString())});
        return doc;
    }
    if (!found || root.name != QLatin1String("quiz")) {
        doc.bank.problems.append(Problem{
            found ? root.line : 0,
            MoodleXmlText::tr("not a Moodle XML file: it has no <quiz> element at the top")});
        return doc;
    }
    Reader(&doc).read(root);
    return doc;
}

Document parseFile(const QString &path)
{
    Document refused;
    const std::optional<QByteArray> bytes = gift::readBankFile(path, &refused.bank);
    return bytes ? parse(*bytes, path) : refused;
}

QByteArray write(const QList<Question> &questions, const Files &files)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    QXmlStreamWriter w(&buffer);
    w.setAutoFormatting(true);
    w.setAutoFormattingIndent(2);
    Writer(&w, files).write(questions);
    if (!bytes.endsWith('\n'))
        bytes.append('\n');
    return bytes;
}

QList<Question> embedPictures(const QList<Question> &questions, const QString &folder, Files *files)
{
    QList<Question> out = questions;
    for (Question &q : out) {
        forEachText(q, [&](QString &text) {
            // Names in text order (a clash renames the later one), changes from the end.
            QList<std::pair<PictureReference, QString>> changes;
            for (const PictureReference &r : QuizPictures::references(text, true)) {
                // Only a picture beside the bank: never a URL or one already embedded.
                if (r.path.startsWith(kPluginFile))
                    continue;
                QByteArray data;
                QString name;
                if (QuizPictures::readBeside(folder, r.path, &data, &name) !=
                    QuizPictures::Refusal::None)
                    continue;
                const QFileInfo info(name);
                for (int n = 2; files->contains(name) && files->value(name) != data; ++n)
                    name = QStringLiteral("%1-%2.%3")
                               .arg(info.completeBaseName())
                               .arg(n)
                               .arg(info.suffix());
                files->insert(name, data);
                changes.append({r, reference(name)});
            }
            for (auto it = changes.crbegin(); it != changes.crend(); ++it)
                text.replace(it->first.pathStart, it->first.pathLength, it->second);
        });
    }
    return out;
}

QString embeddedFileName(const QString &path)
{
    if (!path.startsWith(kPluginFile))
        return {};
    return QUrl::fromPercentEncoding(path.mid(kPluginFile.size()).toUtf8());
}

bool isMoodleXml(const QString &path)
{
    return path.endsWith(QLatin1String(".xml"), Qt::CaseInsensitive);
}

Bank readBank(const QString &path, Files *files)
{
    if (!isMoodleXml(path))
        return gift::parseFile(path);
    Document doc = parseFile(path);
    if (files)
        *files = doc.files;
    return doc.bank;
}

} // namespace gpulab::moodlexml
