// Pictures of quiz questions, resolved for display (see quizpictures.h).
#include "lessons/framework/quiz/quizpictures.h"

#include "lessons/framework/folderpath.h"

#include <QFile>
#include <QFileInfo>
#include <QMimeDatabase>
#include <QRegularExpression>
#include <QUrl>

#include <algorithm>

namespace gpulab {

namespace {

bool showsRichText(gift::TextFormat format)
{
    return format == gift::TextFormat::Html || format == gift::TextFormat::Markdown;
}

// Choices whose responses are indexes into the answers: their texts are only shown.
bool choicesAreIndexes(gift::QuestionType type)
{
    return type == gift::QuestionType::MultiChoice || type == gift::QuestionType::MultipleAnswer ||
           type == gift::QuestionType::TrueFalse;
}

// A URL with a scheme ("https://", "file:", "data:"), not a path beside the bank.
bool hasScheme(const QString &path)
{
    static const QRegularExpression kScheme(QStringLiteral("^[A-Za-z][A-Za-z0-9+.-]*:"));
    return kScheme.match(path).hasMatch() && !path.startsWith(QLatin1String("@@PLUGINFILE@@"));
}

} // namespace

void QuizPictures::addBank(const QString &bank, const moodlexml::Files &files,
                           const QString &folder)
{
    m_banks.insert(bank, Bank{files, folder});
}

QList<PictureReference> QuizPictures::references(const QString &text, bool markdown)
{
    static const QRegularExpression kHtml(
        QStringLiteral("<img\\b[^>]*?\\bsrc\\s*=\\s*([\"'])([^\"']+)\\1[^>]*>"),
        QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression kAlt(QStringLiteral("\\balt\\s*=\\s*([\"'])([^\"']*)\\1"),
                                         QRegularExpression::CaseInsensitiveOption);
    // ![alt](path) or ![alt](path "title"): the path has no blank and no ")".
    static const QRegularExpression kMarkdown(
        QStringLiteral("!\\[([^\\]]*)\\]\\(\\s*([^)\\s]+)[^)]*\\)"));
    QList<PictureReference> found;
    if (!text.contains(QLatin1String("<img"), Qt::CaseInsensitive) &&
        !(markdown && text.contains(QLatin1String("!["))))
        return found; // most texts have none
    // Where a match is: the whole reference, and its path in group 2.
    auto reference = [](const QRegularExpressionMatch &m) {
        PictureReference r;
        r.start = m.capturedStart(0);
        r.length = m.capturedLength(0);
        r.pathStart = m.capturedStart(2);
        r.pathLength = m.capturedLength(2);
        r.path = m.captured(2);
        return r;
    };
    for (const QRegularExpressionMatch &m : kHtml.globalMatch(text)) {
        PictureReference r = reference(m);
        r.alt = kAlt.match(m.captured(0)).captured(2);
        found.append(r);
    }
    if (markdown) {
        for (const QRegularExpressionMatch &m : kMarkdown.globalMatch(text)) {
            PictureReference r = reference(m);
            r.alt = m.captured(1);
            r.markdown = true;
            found.append(r);
        }
        std::sort(found.begin(), found.end(),
                  [](const auto &a, const auto &b) { return a.start < b.start; });
    }
    return found;
}

QuizPictures::Refusal QuizPictures::readBeside(const QString &folder, const QString &path,
                                               QByteArray *bytes, QString *fileName)
{
    const QString decoded = QUrl::fromPercentEncoding(path.toUtf8());
    if (fileName)
        *fileName = QFileInfo(decoded).fileName();
    if (folder.isEmpty() || hasScheme(path))
        return Refusal::Missing; // nothing is beside a bank without a folder; URLs are not read
    const QString inside = pathInsideFolder(folder, decoded);
    if (inside.isEmpty())
        return Refusal::Outside;
    const QFileInfo info(inside);
    if (!info.isFile())
        return Refusal::Missing;
    if (info.size() > kMaxBytes)
        return Refusal::TooLarge;
    QFile file(inside);
    if (!file.open(QIODevice::ReadOnly))
        return Refusal::Missing;
    *bytes = file.read(kMaxBytes + 1); // a file that grew since: still at most the cap
    return bytes->size() > kMaxBytes ? Refusal::TooLarge : Refusal::None;
}

QString QuizPictures::dataUrl(const Bank &bank, const QString &path, Refusal *why) const
{
    QByteArray bytes;
    QString name = moodlexml::embeddedFileName(path);
    if (!name.isEmpty()) {
        if (!bank.files.contains(name)) {
            *why = Refusal::Missing;
            return {};
        }
        bytes = bank.files.value(name);
        if (bytes.size() > kMaxBytes) {
            *why = Refusal::TooLarge;
            return {};
        }
    } else {
        *why = readBeside(bank.folder, path, &bytes, &name);
        if (*why != Refusal::None)
            return {};
    }
    const QMimeType mime = QMimeDatabase().mimeTypeForData(bytes);
    if (!mime.name().startsWith(QLatin1String("image/"))) {
        *why = Refusal::NotPicture;
        return {};
    }
    *why = Refusal::None;
    return QStringLiteral("data:%1;base64,").arg(mime.name()) +
           QString::fromLatin1(bytes.toBase64());
}

QString QuizPictures::standIn(const PictureReference &reference, Refusal why)
{
    if (!reference.alt.trimmed().isEmpty())
        return QLatin1Char('[') + reference.alt.trimmed() + QLatin1Char(']');
    QString name = moodlexml::embeddedFileName(reference.path);
    if (name.isEmpty())
        name = QUrl::fromPercentEncoding(reference.path.toUtf8());
    switch (why) {
    case Refusal::TooLarge: return tr("[picture %1 is too large to show]").arg(name);
    case Refusal::Outside: return tr("[picture %1 is outside the quiz's folder]").arg(name);
    case Refusal::NotPicture: return tr("[%1 is not a picture]").arg(name);
    case Refusal::Missing:
    case Refusal::None: break;
    }
    return tr("[picture %1 is missing]").arg(name);
}

QString QuizPictures::displayText(const QString &text, gift::TextFormat format,
                                  const QString &bank) const
{
    if (!showsRichText(format))
        return text; // shown as plain text: a picture's name is all it can show
    const bool markdown = format == gift::TextFormat::Markdown;
    const QList<PictureReference> found = references(text, markdown);
    if (found.isEmpty())
        return text;
    const Bank pictures = m_banks.value(bank);
    QString shown = text;
    // From the end, so that the positions before each change hold.
    for (auto it = found.crbegin(); it != found.crend(); ++it) {
        if (it->path.startsWith(QLatin1String("data:")))
            continue; // already a picture of its own
        Refusal why = Refusal::None;
        const QString url = dataUrl(pictures, it->path, &why);
        if (!url.isEmpty()) {
            shown.replace(it->pathStart, it->pathLength, url);
            continue;
        }
        QString words = standIn(*it, why);
        if (markdown && !it->markdown)
            words = words.toHtmlEscaped(); // an <img> tag inside Markdown is HTML
        else if (markdown)                 // brackets that Markdown shows as they are
            words.replace(QLatin1Char('['), QLatin1String("\\["))
                .replace(QLatin1Char(']'), QLatin1String("\\]"));
        else // the alt text is HTML already (entities kept); the rest is ours
            words.replace(QLatin1Char('<'), QLatin1String("&lt;"))
                .replace(QLatin1Char('>'), QLatin1String("&gt;"));
        shown.replace(it->start, it->length, words);
    }
    return shown;
}

gift::Question QuizPictures::display(const gift::Question &question, const QString &bank) const
{
    gift::Question shown = question;
    if (!showsRichText(question.format))
        return shown;
    auto resolve = [&](QString &text) { text = displayText(text, question.format, bank); };
    resolve(shown.text);
    resolve(shown.generalFeedback);
    const bool indexes = choicesAreIndexes(question.type);
    for (gift::Answer &answer : shown.answers) {
        resolve(answer.feedback);
        if (indexes)
            resolve(answer.text);
    }
    return shown;
}

} // namespace gpulab
