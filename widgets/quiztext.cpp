// Quiz text and marks (see quiztext.h).
#include "widgets/quiztext.h"

#include <QBuffer>
#include <QImageReader>
#include <QKeyEvent>
#include <QLabel>
#include <QLocale>
#include <QRegularExpression>
#include <QTextDocument>
#include <QTextDocumentFragment>

#include <cmath>

namespace gpulab::quiztext {

namespace {

const QString kPictureFit = QStringLiteral("quizPictureFit");

// What QuizPictures::display puts where a picture stood.
bool hasPictures(const QString &text)
{
    return text.contains(QLatin1String("data:image/"));
}

// Markdown as the HTML inside <body> (without the body's own font, so that the label's applies).
QString markdownAsHtml(const QString &markdown)
{
    QTextDocument document;
    document.setMarkdown(markdown);
    const QString html = document.toHtml();
    const qsizetype body = html.indexOf(QLatin1String("<body"));
    const qsizetype start = body < 0 ? -1 : html.indexOf(QLatin1Char('>'), body);
    const qsizetype end = html.lastIndexOf(QLatin1String("</body>"));
    return start < 0 || end < start ? html : html.mid(start + 1, end - start - 1);
}

// The pixel size of a base64 data: URL's picture, from its first bytes where they say it (PNG,
// GIF, JPEG headers) and from all of it otherwise; invalid when it is not a picture Qt reads.
QSize pictureSize(const QString &url)
{
    const qsizetype comma = url.indexOf(QLatin1Char(','));
    if (comma < 0 || !QStringView(url).left(comma).endsWith(QLatin1String(";base64")))
        return {};
    auto sizeOf = [](QByteArray bytes) {
        QBuffer buffer(&bytes);
        buffer.open(QIODevice::ReadOnly);
        return QImageReader(&buffer).size();
    };
    const QStringView payload = QStringView(url).mid(comma + 1);
    constexpr qsizetype kHead = 64 * 1024; // base64 characters (a multiple of 4)
    QSize size = sizeOf(QByteArray::fromBase64(payload.left(kHead).toLatin1()));
    if (!size.isValid() && payload.size() > kHead)
        size = sizeOf(QByteArray::fromBase64(payload.toLatin1()));
    return size;
}

// Keeps the pictures of a label's text as wide as the label at most (setLabelText).
class PictureFit : public QObject
{
public:
    explicit PictureFit(QLabel *label) : QObject(label), m_label(label)
    {
        setObjectName(kPictureFit);
        label->installEventFilter(this);
    }
    void setHtml(const QString &html)
    {
        m_html = html;
        if (!m_html.isEmpty()) // empty: the label's text has no pictures (any more)
            fit();
    }
    bool eventFilter(QObject *, QEvent *event) override
    {
        if (event->type() == QEvent::Resize && !m_html.isEmpty())
            fit();
        return false;
    }

private:
    void fit()
    {
        // Until a layout gives the label its width, the pictures keep theirs.
        const int width = m_label->contentsRect().width() - 2 * m_label->margin() -
                          std::max(0, m_label->indent());
        const QString fitted =
            m_label->testAttribute(Qt::WA_Resized) ? fitPictures(m_html, width) : m_html;
        if (fitted != m_label->text())
            m_label->setText(fitted);
    }

    QLabel *m_label;
    QString m_html;
};

} // namespace

Qt::TextFormat labelFormat(gift::TextFormat format)
{
    switch (format) {
    case gift::TextFormat::Html: return Qt::RichText;
    case gift::TextFormat::Markdown: return Qt::MarkdownText;
    case gift::TextFormat::Moodle:
    case gift::TextFormat::Plain: break;
    }
    return Qt::PlainText; // a QLabel keeps the line breaks of plain text
}

QString plain(gift::TextFormat format, const QString &text)
{
    switch (format) {
    case gift::TextFormat::Html: return QTextDocumentFragment::fromHtml(text).toPlainText();
    case gift::TextFormat::Markdown: {
        QTextDocument document;
        document.setMarkdown(text);
        return document.toPlainText().trimmed();
    }
    case gift::TextFormat::Moodle:
    case gift::TextFormat::Plain: break;
    }
    return text;
}

QString html(gift::TextFormat format, const QString &text)
{
    if (format == gift::TextFormat::Html)
        return text;
    if (format == gift::TextFormat::Markdown && text.contains(QLatin1String("![")))
        return markdownAsHtml(text);
    return plain(format, text).toHtmlEscaped().replace(QLatin1Char('\n'), QStringLiteral("<br>"));
}

QString paragraph(const QString &html)
{
    return QStringLiteral("<p>") + html + QStringLiteral("</p>");
}

void setLabelText(QLabel *label, Qt::TextFormat format, const QString &text)
{
    auto *fit = static_cast<PictureFit *>(
        label->findChild<QObject *>(kPictureFit, Qt::FindDirectChildrenOnly));
    if (format == Qt::PlainText || !hasPictures(text)) {
        if (fit)
            fit->setHtml(QString());
        label->setMinimumWidth(0); // its text's own minimum again
        label->setTextFormat(format);
        label->setText(text);
        return;
    }
    // Narrower than its pictures, so that a smaller window makes them smaller instead of
    // scrolling sideways.
    label->setMinimumWidth(4 * label->fontMetrics().horizontalAdvance(QLatin1Char('M')));
    label->setTextFormat(Qt::RichText);
    if (!fit)
        fit = new PictureFit(label);
    fit->setHtml(format == Qt::MarkdownText ? markdownAsHtml(text) : text);
}

QString fitPictures(const QString &html, int width)
{
    if (width <= 0 || !hasPictures(html))
        return html;
    static const QRegularExpression kImg(QStringLiteral("<img\\b[^>]*>"),
                                         QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression kSrc(
        QStringLiteral("\\bsrc\\s*=\\s*([\"'])(data:image/[^\"']*)\\1"),
        QRegularExpression::CaseInsensitiveOption);
    // width="300", height=200, width="300px" (a percentage is not a size in pixels).
    static const QRegularExpression kSize(
        QStringLiteral(
            "\\s(width|height)\\s*=\\s*([\"']?)([0-9]+(?:\\.[0-9]*)?)(?:px)?\\2(?=[\\s/>])"),
        QRegularExpression::CaseInsensitiveOption);
    QString out;
    qsizetype done = 0;
    for (const QRegularExpressionMatch &m : kImg.globalMatch(html)) {
        const QString tag = m.captured(0);
        const QRegularExpressionMatch src = kSrc.match(tag);
        if (!src.hasMatch())
            continue;
        double w = 0, h = 0; // as the tag asks, 0 when it does not
        for (const QRegularExpressionMatch &size : kSize.globalMatch(tag))
            (size.captured(1).compare(QLatin1String("width"), Qt::CaseInsensitive) == 0 ? w : h) =
                size.captured(3).toDouble();
        if (w <= 0 || h <= 0) {
            const QSize natural = pictureSize(src.captured(2));
            if (natural.isEmpty())
                continue; // not a picture Qt reads: nothing to scale
            if (w > 0)
                h = w * natural.height() / natural.width();
            else if (h > 0)
                w = h * natural.width() / natural.height();
            else
                w = natural.width();
            if (h <= 0)
                h = natural.height();
        }
        if (w <= width)
            continue;
        QString fitted = tag;
        fitted.remove(kSize);
        fitted.insert(fitted.endsWith(QLatin1String("/>")) ? fitted.size() - 2 : fitted.size() - 1,
                      QStringLiteral(" width=\"%1\" height=\"%2\"")
                          .arg(width)
                          .arg(std::max(1, int(std::lround(h * width / w)))));
        out += QStringView(html).mid(done, m.capturedStart() - done);
        // As wide as the line, it never shares one: a block of its own, because a picture that
        // wraps to the next line leaves the line before it as tall as itself (Qt 6.4).
        out += QLatin1String("<div>") + fitted + QLatin1String("</div>");
        done = m.capturedEnd();
    }
    if (done == 0)
        return html;
    out += QStringView(html).mid(done);
    return out;
}

QString percent(double percent)
{
    return QLocale().toString(int(std::lround(percent))) + QStringLiteral(" %");
}

QString mark(Mark mark, const SceneStyle &style, const QString &words)
{
    QString glyph = QStringLiteral("\u2713"); // ✓
    QColor colour = style.series[2];
    if (mark == Mark::Wrong) {
        glyph = QStringLiteral("\u2717"); // ✗
        colour = style.series[5];
    } else if (mark == Mark::Partly) {
        glyph = QStringLiteral("\u25D0"); // ◐
        colour = style.series[0];
    }
    return QStringLiteral("<span style=\"color:%1\">%2</span> ").arg(colour.name(), glyph) + words;
}

bool passPageKeys(QEvent *event)
{
    if (event->type() != QEvent::KeyPress)
        return false;
    auto *key = static_cast<QKeyEvent *>(event);
    if (key->key() != Qt::Key_PageUp && key->key() != Qt::Key_PageDown)
        return false;
    key->ignore();
    return true;
}

} // namespace gpulab::quiztext
