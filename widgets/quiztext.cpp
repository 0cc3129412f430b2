// Quiz text and marks (see quiztext.h).
#include "widgets/quiztext.h"

#include <QKeyEvent>
#include <QLocale>
#include <QTextDocument>
#include <QTextDocumentFragment>

#include <cmath>

namespace gpulab::quiztext {

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
    return plain(format, text).toHtmlEscaped().replace(QLatin1Char('\n'), QStringLiteral("<br>"));
}

QString paragraph(const QString &html)
{
    return QStringLiteral("<p>") + html + QStringLiteral("</p>");
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
