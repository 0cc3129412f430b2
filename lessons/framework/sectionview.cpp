// SectionView: Markdown with pictures from the lesson folder and the assets (see sectionview.h).
#include "lessons/framework/sectionview.h"

#include "lessons/framework/folderpath.h"

#include <QAbstractTextDocumentLayout>
#include <QDir>
#include <QEvent>
#include <QFileInfo>
#include <QImage>
#include <QLocale>
#include <QPainter>
#include <QRegularExpression>
#include <QResizeEvent>
#include <QScrollBar>
#include <QSvgRenderer>
#include <QTextBlock>
#include <QTextBoundaryFinder>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextFrame>
#include <QTextLayout>
#include <QTextList>
#include <QTextTable>

#include <algorithm>
#include <functional>

namespace gpulab {

namespace {
QString &assetsRoot()
{
    static QString root = QStringLiteral(":");
    return root;
}

// The Markdown with every table's columns in the opposite order, for a right-to-left language:
// Qt lays a table's first column out at the left whatever its direction. A table row is a line
// that starts with "|" outside a fenced code block; its cells are split at the pipes GitHub's
// Markdown splits at (not "\|").
QString mirroredTables(const QString &markdown)
{
    static const QRegularExpression pipe(QStringLiteral("(?<!\\\\)\\|"));
    QStringList lines = markdown.split(QLatin1Char('\n'));
    bool code = false;
    for (QString &line : lines) {
        const QString trimmed = line.trimmed();
        if (trimmed.startsWith(QLatin1String("```")) || trimmed.startsWith(QLatin1String("~~~")))
            code = !code;
        if (code || !trimmed.startsWith(QLatin1Char('|')))
            continue;
        QStringList cells = trimmed.split(pipe);
        cells.removeFirst(); // before the leading pipe
        if (!cells.isEmpty() && cells.last().trimmed().isEmpty())
            cells.removeLast(); // after the closing pipe
        std::reverse(cells.begin(), cells.end());
        line = QLatin1Char('|') + cells.join(QLatin1Char('|')) + QLatin1Char('|');
    }
    return lines.join(QLatin1Char('\n'));
}

// Every paragraph, list item, list and table of the section in the UI's direction. Left to itself
// Qt gives a block the direction of its first strong letter: in Arabic a paragraph, table cell or
// list item that opens with "GPU" or a number ran left to right (its number at the left, "1."),
// and a narrow table stood at the left. Code stays left to right, except a formula written in a
// right-to-left script ("الزمن = العمل ÷ ..."): a fixed-pitch face draws Arabic letters apart,
// and a line that cannot wrap runs off a narrow column, so it is set as a paragraph of the text's
// face, in the text's direction.
bool hasRightToLeftLetters(const QString &text)
{
    return std::any_of(text.cbegin(), text.cend(), [](QChar c) {
        return c.direction() == QChar::DirR || c.direction() == QChar::DirAL;
    });
}

// A code block (fenced or indented: Qt's Markdown marks the latter by its language only).
bool isCode(const QTextBlockFormat &format)
{
    return format.nonBreakableLines() || format.hasProperty(QTextFormat::BlockCodeFence) ||
           format.hasProperty(QTextFormat::BlockCodeLanguage);
}

void setDirection(QTextDocument *doc, Qt::LayoutDirection direction)
{
    for (QTextBlock block = doc->begin(); block.isValid(); block = block.next()) {
        QTextBlockFormat format = block.blockFormat();
        const bool code = isCode(format);
        if (code && direction == Qt::RightToLeft && hasRightToLeftLetters(block.text())) {
            format.setNonBreakableLines(false);
            format.setLayoutDirection(direction);
            QTextCursor cursor(block);
            cursor.setBlockFormat(format);
            cursor.movePosition(QTextCursor::EndOfBlock, QTextCursor::KeepAnchor);
            QTextCharFormat face;
            face.setFontFixedPitch(false);
            face.setFontFamilies(QStringList{doc->defaultFont().family()});
            cursor.mergeCharFormat(face);
            continue;
        }
        if (code || format.layoutDirection() == direction)
            continue;
        format.setLayoutDirection(direction);
        QTextCursor(block).setBlockFormat(format);
    }
    const std::function<void(QTextFrame *)> frames = [&](QTextFrame *parent) {
        for (QTextFrame *frame : parent->childFrames()) {
            if (auto *table = qobject_cast<QTextTable *>(frame)) {
                // A table narrower than the column at the side the text starts from.
                QTextTableFormat format = table->format();
                format.setLayoutDirection(direction);
                format.setAlignment(
                    (direction == Qt::RightToLeft ? Qt::AlignRight : Qt::AlignLeft) |
                    Qt::AlignAbsolute);
                table->setFormat(format);
            }
            frames(frame);
        }
    };
    frames(doc->rootFrame());
    for (QTextBlock block = doc->begin(); block.isValid(); block = block.next())
        if (QTextList *list = block.textList();
            list && list->format().layoutDirection() != direction) {
            QTextListFormat format = list->format();
            format.setLayoutDirection(direction);
            list->setFormat(format);
        }
}

// Numbered lists in the UI language's digits. QTextDocument numbers an ordered list ("1.", "2.")
// with Latin digits in every language, and a list format offers a prefix and a suffix, not the
// digits: where the language writes its own (Arabic: ١. ٢.), each item's number is written into
// the item, as the locale writes it, and the list draws no number of its own (its indent stays).
// Qt 6.4's Markdown reader numbers every list from 1.
void numberListsInLocaleDigits(QTextDocument *doc)
{
    const QLocale locale;
    if (locale.zeroDigit() == QLatin1String("0"))
        return;
    QList<QTextList *> lists;
    for (QTextBlock block = doc->begin(); block.isValid(); block = block.next())
        if (QTextList *list = block.textList();
            list && list->format().style() == QTextListFormat::ListDecimal && !lists.contains(list))
            lists.append(list);
    for (QTextList *list : std::as_const(lists)) {
        QTextListFormat format = list->format();
        const QString suffix =
            format.numberSuffix().isNull() ? QStringLiteral(".") : format.numberSuffix();
        for (int i = 0; i < list->count(); ++i) {
            const QTextBlock item = list->item(i);
            QTextCursor(item).insertText(format.numberPrefix() + locale.toString(i + 1) + suffix +
                                             QLatin1Char(' '),
                                         item.charFormat());
        }
        format.setStyle(QTextListFormat::ListStyleUndefined);
        list->setFormat(format);
    }
}
} // namespace

SectionView::SectionView(QWidget *parent) : QTextBrowser(parent)
{
    setOpenLinks(false); // offline app: links in lessons are references, not navigation
    setReadOnly(true);
    setTextInteractionFlags(Qt::TextBrowserInteraction | Qt::TextSelectableByKeyboard);
    setFocusPolicy(Qt::StrongFocus);
    setAccessibleName(tr("Lesson text"));
    // Lines break between words only: a word wider than the column makes its block smaller
    // (fitText()), and a table wider than the column scrolls sideways rather than break words.
    setWordWrapMode(QTextOption::WordWrap);
    document()->setDocumentMargin(kDocumentMargin);
    // Qt lets a line end past the column where its last glyphs' ink allows (a Chinese line,
    // filled to the edge, which an English line ending at a space seldom is): the document was
    // then a few pixels wider than the view, into its right margin, and a scroll bar came with
    // nothing to scroll to. A document wider by less than that margin shows all of its text;
    // only what is really wider (a table) scrolls sideways.
    connect(horizontalScrollBar(), &QScrollBar::rangeChanged, this, [this](int, int maximum) {
        const Qt::ScrollBarPolicy policy =
            maximum < kDocumentMargin ? Qt::ScrollBarAlwaysOff : Qt::ScrollBarAsNeeded;
        if (horizontalScrollBarPolicy() != policy)
            setHorizontalScrollBarPolicy(policy);
    });
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
    // Qt lays a view's document out again at every insertion: the Markdown is read into a fresh
    // document no view shows yet (a table of 100 rows: 3 ms there, 1.3 s in the view's own), which
    // then replaces the shown one (ours, so setDocument deletes it, with the cached pictures that
    // depend on the width). Its parent is this view, so pictures come from loadResource().
    auto *built = new QTextDocument(this);
    built->setDefaultFont(font());
    built->setDocumentMargin(kDocumentMargin);
    built->setUndoRedoEnabled(false); // fitText()'s changes are no steps to undo
    const QString text = prefix.isEmpty() ? markdown : prefix + QStringLiteral("\n\n") + markdown;
    built->setMarkdown(layoutDirection() == Qt::RightToLeft ? mirroredTables(text) : text,
                       QTextDocument::MarkdownDialectGitHub);
    setDirection(built, layoutDirection());
    numberListsInLocaleDigits(built);
    setDocument(built);
    fitText();
    verticalScrollBar()->setValue(0);
}

namespace {
// Whether the block shows a picture (one wider than the column scrolls sideways, as a table does).
bool hasPicture(const QTextBlock &block)
{
    for (auto it = block.begin(); !it.atEnd(); ++it)
        if (it.fragment().charFormat().isImageFormat())
            return true;
    return false;
}

// Whether the line's text runs past the column: a block of the document's own column (not in a
// table, whose columns may be wider than the view, nor beside a picture) has the document's
// width less its margins and its own right margin (a quote's: Qt widens the document by it past
// a line that runs into it), and the few pixels Qt lets a line's last glyph end past it (in the
// margin, where it shows without a scroll bar, see the constructor). Qt does not break a word too
// wide for its line: it lets the line run on past the column (naturalTextWidth() is not more
// than width() there), so the line is measured against the column's edges.
constexpr qreal kInkPastTheColumn = 4; // how far Qt lets a line's last glyph end past the column

bool runsPastTheView(const QTextBlock &block, const QTextLine &line)
{
    const QTextDocument *doc = block.document();
    if (!doc || doc->textWidth() <= 0 || hasPicture(block) ||
        QTextCursor(block).currentFrame() != doc->rootFrame())
        return false;
    if (line.textLength() == 0 || line.naturalTextWidth() <= 0)
        return false; // nothing drawn (an empty block beside a table)
    const QRectF text = line.naturalTextRect().translated(block.layout()->position());
    const qreal margin = doc->documentMargin();
    return text.left() < margin - kInkPastTheColumn ||
           text.right() >
               doc->textWidth() - margin - block.blockFormat().rightMargin() + kInkPastTheColumn;
}

// The last resort for a word too wide for the column at the smallest size: soft hyphens between
// its letters (at least two on each side), where a line may then break, ending in a hyphen.
// Only words of lines that run past the view; returns whether any was put.
bool hyphenateTooWideWords(const QTextBlock &block)
{
    const QString text = block.text();
    const QTextLayout *layout = block.layout();
    QList<int> at;
    QTextBoundaryFinder breaks(QTextBoundaryFinder::Line, text);
    for (int i = 0; i < layout->lineCount(); ++i) {
        const QTextLine line = layout->lineAt(i);
        if (!runsPastTheView(block, line))
            continue;
        const int end = line.textStart() + line.textLength();
        int wordStart = line.textStart();
        for (int p = wordStart + 1; p <= end; ++p) {
            breaks.setPosition(p);
            if (p < end && !breaks.isAtBoundary())
                continue;
            // [wordStart, p) breaks nowhere: a soft hyphen between two letters
            for (int k = wordStart + 2; k <= p - 2; ++k)
                if (text.at(k - 1).isLetterOrNumber() && text.at(k).isLetterOrNumber())
                    at << k;
            wordStart = p;
        }
    }
    QTextCursor cursor(block);
    for (auto it = at.crbegin(); it != at.crend(); ++it) {
        cursor.setPosition(block.position() + *it);
        cursor.insertText(QString(QChar::SoftHyphen));
    }
    return !at.isEmpty();
}

void removeSoftHyphens(const QTextBlock &block)
{
    const QString text = block.text();
    QTextCursor cursor(block);
    for (int i = text.size() - 1; i >= 0; --i)
        if (text.at(i) == QChar::SoftHyphen) {
            cursor.setPosition(block.position() + i);
            cursor.deleteChar();
        }
}
} // namespace

bool SectionView::wordDoesNotFit(const QTextBlock &block)
{
    const QTextLayout *layout = block.layout();
    const QString text = block.text();
    if (!layout)
        return false;
    for (int i = 0; i < layout->lineCount(); ++i) {
        const QTextLine line = layout->lineAt(i);
        if (line.naturalTextWidth() > line.width() + 0.5 || runsPastTheView(block, line))
            return true; // a word wider than the room
        // Broken between two letters or digits: inside a word. Not so between two characters
        // of a script written without spaces (Chinese, Japanese, Thai...), where Unicode's line
        // breaking allows a break between any two (though both are letters), nor after a soft
        // hyphen (fitText()'s last resort).
        const int at = line.textStart();
        if (i > 0 && at > 0 && at < text.size() && text.at(at - 1).isLetterOrNumber() &&
            text.at(at).isLetterOrNumber()) {
            QTextBoundaryFinder breaks(QTextBoundaryFinder::Line, text);
            breaks.setPosition(at);
            if (!breaks.isAtBoundary())
                return true;
        }
    }
    return false;
}

void SectionView::fitText()
{
    // A block (a heading, a paragraph, a quoted list item) whose longest word is wider than the
    // room it has would run past the column: it takes a smaller size, a step at a time
    // (at most kSmallerSteps), as its words need; a word still too wide at the smallest size
    // (a long word at 200 %, presenting) may break between any two of its letters, with a
    // hyphen. At another width the block gets its own size and words back.
    QTextDocument *doc = document();
    QAbstractTextDocumentLayout *layout = doc->documentLayout();
    bool changed = false;
    for (QTextBlock block = doc->begin(); block.isValid(); block = block.next()) {
        if (block.text().isEmpty())
            continue;
        const int state = block.userState();
        const bool shrunk = state >= kNaturalSizeBase;
        if (state >= kNaturalSizeBase + kHyphenated)
            removeSoftHyphens(block);
        const int natural = shrunk ? (state - kNaturalSizeBase) % kHyphenated - kOwnSize
                                   : block.begin().fragment().charFormat().intProperty(
                                         QTextFormat::FontSizeAdjustment);
        if (!shrunk) {
            layout->blockBoundingRect(block); // lays the block out at the column's width
            if (!wordDoesNotFit(block))
                continue;
        }
        block.setUserState(kNaturalSizeBase + kOwnSize + natural);
        changed = true;
        for (int step = 0; step <= kSmallerSteps; ++step) {
            QTextCharFormat size;
            size.setProperty(QTextFormat::FontSizeAdjustment, natural - step);
            QTextCursor whole(block);
            whole.movePosition(QTextCursor::EndOfBlock, QTextCursor::KeepAnchor);
            whole.mergeCharFormat(size);
            layout->blockBoundingRect(block);
            if (!wordDoesNotFit(block)) {
                if (step == 0)
                    block.setUserState(-1); // fits at its own size again
                break;
            }
        }
        if (wordDoesNotFit(block) && !isCode(block.blockFormat()) && hyphenateTooWideWords(block)) {
            block.setUserState(block.userState() + kHyphenated);
            layout->blockBoundingRect(block);
        }
    }
    // Laid out again whole: the width the document keeps from a block laid out before it shrank
    // (a line past the column) would otherwise stay, with a scroll bar to scroll it.
    if (changed)
        doc->markContentsDirty(0, doc->characterCount());
}

void SectionView::resizeEvent(QResizeEvent *event)
{
    QTextBrowser::resizeEvent(event);
    if (event->oldSize().width() != event->size().width())
        fitText(); // another width, other blocks that need a smaller size
}

QString SectionView::resolve(const QString &relative) const
{
    // A picture of the lesson's own folder, else of the shared assets/ folder; never one
    // outside both (folderpath.h), so a shared lesson cannot show a student's files.
    // A picture drawn for the UI language (QLocale(), as the app sets it) is used where it has
    // one: i18n/<language>/<name> beside the original (folderpath.h: translationBeside), inside
    // the same folder.
    const QString assets = QDir(assetsRoot()).filePath(QStringLiteral("assets"));
    QString folder = assets;
    QString inside = relative;
    if (relative.startsWith(QLatin1String("assets/"))) {
        inside = relative.mid(7);
    } else {
        const QString inLesson = pathInsideFolder(m_folder, relative);
        if (!inLesson.isEmpty() && QFileInfo::exists(inLesson))
            folder = m_folder;
    }
    const QString path = pathInsideFolder(folder, inside);
    const QString translated = translationBeside(path, QLocale());
    if (!translated.isEmpty()) {
        const QString checked = pathInsideFolder(folder, QDir(folder).relativeFilePath(translated));
        if (!checked.isEmpty())
            return checked;
    }
    return path;
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
    if ((event->type() == QEvent::FontChange || event->type() == QEvent::LayoutDirectionChange) &&
        !m_markdown.isEmpty())
        setSection(m_markdown, m_folder, m_prefix); // pictures for the new size, the direction
}

} // namespace gpulab
