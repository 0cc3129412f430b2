// SectionView: Markdown with pictures from the lesson folder and the assets (see sectionview.h).
#include "lessons/framework/sectionview.h"

#include <QDir>
#include <QEvent>
#include <QFileInfo>
#include <QImage>
#include <QPainter>
#include <QScrollBar>
#include <QSvgRenderer>
#include <QTextDocument>

namespace gpulab {

namespace {
QString &assetsRoot()
{
    static QString root = QStringLiteral(":");
    return root;
}
} // namespace

SectionView::SectionView(QWidget *parent) : QTextBrowser(parent)
{
    setOpenLinks(false); // offline app: links in lessons are references, not navigation
    setReadOnly(true);
    setTextInteractionFlags(Qt::TextBrowserInteraction | Qt::TextSelectableByKeyboard);
    setFocusPolicy(Qt::StrongFocus);
    setAccessibleName(tr("Lesson text"));
    document()->setDocumentMargin(16);
}

void SectionView::setAssetsRoot(const QString &root)
{
    assetsRoot() = root;
}

void SectionView::setSection(const QString &markdown, const QString &folder, const QString &prefix)
{
    m_folder = folder;
    m_markdown = markdown;
    m_prefix = prefix;
    document()->clear(); // drops cached pictures, which depend on the width
    document()->setMarkdown(prefix.isEmpty() ? markdown
                                             : prefix + QStringLiteral("\n\n") + markdown,
                            QTextDocument::MarkdownDialectGitHub);
    verticalScrollBar()->setValue(0);
}

QString SectionView::resolve(const QString &relative) const
{
    if (relative.startsWith(QLatin1String("assets/")))
        return QDir(assetsRoot()).filePath(relative);
    const QString inLesson = QDir(m_folder).filePath(relative);
    if (QFileInfo::exists(inLesson))
        return inLesson;
    return QDir(assetsRoot()).filePath(QStringLiteral("assets/") + relative);
}

QVariant SectionView::loadResource(int type, const QUrl &name)
{
    if (type != QTextDocument::ImageResource || name.scheme().size() > 1) // not a local picture
        return QTextBrowser::loadResource(type, name);
    const QString path = resolve(name.path());
    if (path.endsWith(QLatin1String(".svg"), Qt::CaseInsensitive)) {
        QSvgRenderer svg(path);
        if (!svg.isValid())
            return {};
        // As wide as the text column allows (at most twice the drawing's own size), rendered
        // at the screen's pixel density.
        const QSizeF natural = svg.defaultSize();
        const qreal available = qMax(120.0, viewport()->width() - 48.0);
        // Natural size at the default text size, growing with zoom, never wider than the column.
        const qreal scale = qMin(available / natural.width(), font().pointSizeF() / 10.0);
        const QSizeF shown = natural * scale;
        const qreal dpr = devicePixelRatioF();
        QImage image((shown * dpr).toSize(), QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::transparent);
        image.setDevicePixelRatio(dpr);
        QPainter painter(&image);
        svg.render(&painter, QRectF(QPointF(0, 0), shown));
        return image;
    }
    QImage image(path);
    return image.isNull() ? QVariant() : QVariant(image);
}

void SectionView::changeEvent(QEvent *event)
{
    QTextBrowser::changeEvent(event);
    if (event->type() == QEvent::FontChange && !m_markdown.isEmpty())
        setSection(m_markdown, m_folder, m_prefix); // re-layout pictures for the new size
}

} // namespace gpulab
