// Every lesson fits the classroom's screens. Run once per screen size on an Xvfb whose only
// screen has that size (tests/app/xvfb-screens.sh; CTest app-layout-WxH), it opens the window as a
// user would, then renders every section and every tab of every lesson at 100 % and 150 % text
// size, in the normal window and presenting, and fails on:
//   - a window larger than the screen's free area (presenting: than the screen), or one that
//     reopens with the presenter's geometry;
//   - a simulation canvas narrower than its minimum (SimulationView::kMinimumShare of the panel);
//   - a label or button whose text is clipped (no room for it, a word broken inside, cut off by
//     what holds it, wider than its page) and a tab whose title is squeezed;
//   - a data table without its header and first rows in view, or with a cell Qt elides or cuts;
//   - a section that walks the simulation beat by beat with the simulation folded away;
//   - scene text that SceneLabels recorded with a problem (elided, outside the scene, across a
//     shape) or two recorded text boxes that overlap.
// Live measurements are never started. One window per screen size, resized, not restarted.
// GPULAB_LAYOUT_PROJECTOR_THEME=dark|bright|none: the theme presenting shows (dark unless set).
// GPULAB_LAYOUT_LANGUAGE=CODE with GPULAB_LAYOUT_I18N_DIR=DIR: every page in that language, from
// DIR's gpulab_CODE.qm: the pseudo-language "eo" of tests/app/pseudolocale (40 % longer text,
// every visible string checked for its markers), or a real one to look at (es: the longest;
// GPULAB_LAYOUT_I18N_DIR=:/i18n, the shipped translations).
// GPULAB_LAYOUT_LESSONS=id,id: only those lessons (to look at one while fixing it).
#include "apptestsupport.h"

#include "app/uilanguage.h"

#include "lessons/framework/lessonpanel.h"
#include "lessons/framework/pagesizedtabs.h"
#include "lessons/framework/sectionview.h"
#include "widgets/chartframe.h"
#include "widgets/fallbackcanvas.h"
#include "widgets/glcanvas.h"
#include "widgets/linebreaks.h"
#include "widgets/simulationview.h"

#include <QAbstractAxis>
#include <QAbstractButton>
#include <QAbstractScrollArea>
#include <QAbstractTextDocumentLayout>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QOpenGLWidget>
#include <QPainter>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QStatusBar>
#include <QStyle>
#include <QStyleOptionTab>
#include <QTabBar>
#include <QTableView>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextDocument>
#include <QTextFrame>
#include <QTextLayout>
#include <QTextTable>

using namespace gpulab;
using namespace gpulab::test;

namespace {

// What QTabBar hands the style for a tab (its title elided to the room it paints it in).
class PaintedTabBar : public QTabBar
{
public:
    using QTabBar::initStyleOption;
};

// Lets layouts, posted resizes and word-wrapped heights settle. The last rounds deliver only
// what is already posted: a reply the engine sends during processEvents() (a device name that
// changes a label's text) still gets its chain of layout requests through before a check.
void settle()
{
    for (int i = 0; i < 3; ++i) {
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
        QCoreApplication::processEvents();
    }
    for (int i = 0; i < 6; ++i)
        QCoreApplication::sendPostedEvents();
}

bool visibleIn(const QWidget *widget, const QWidget *window)
{
    return widget->isVisibleTo(window) && widget->width() > 0 && widget->height() > 0;
}

// The nearest ancestor that scrolls `widget` (its viewport), else null.
const QAbstractScrollArea *scrollingAncestor(const QWidget *widget, const QWidget **viewport)
{
    for (const QWidget *w = widget->parentWidget(); w && w->parentWidget(); w = w->parentWidget())
        if (auto *area = qobject_cast<const QAbstractScrollArea *>(w->parentWidget());
            area && area->viewport() == w) {
            *viewport = w;
            return area;
        }
    return nullptr;
}

QString plain(const QLabel *label)
{
    if (!Qt::mightBeRichText(label->text()) && label->textFormat() != Qt::RichText)
        return label->text();
    QTextDocument document;
    document.setHtml(label->text());
    return document.toPlainText();
}

QString nameOf(const QWidget *widget, const QString &text)
{
    QString name = QString::fromLatin1(widget->metaObject()->className());
    if (!widget->objectName().isEmpty())
        name += QLatin1Char('#') + widget->objectName();
    return QStringLiteral("%1 \u201c%2\u201d").arg(name, text.left(60).simplified());
}

// What is wrong with how `widget`'s text is shown, empty when nothing.
QString textProblem(const QWidget *widget, const QString &text, int needed, bool wraps,
                    const QWidget *window)
{
    const QRect rect = widget->contentsRect();
    if (!wraps && rect.width() + 1 < needed)
        return QStringLiteral("clipped: %1 px for %2 px of text").arg(rect.width()).arg(needed);
    if (wraps) {
        const QFontMetrics metrics(widget->font());
        // A label's mnemonic marker (the & of a buddy's shortcut) is not drawn.
        const auto *label = qobject_cast<const QLabel *>(widget);
        const bool mnemonic = label && label->buddy();
        // Words between spaces, and those cut where Unicode's line breaking lets a line end
        // (widgets/linebreaks.h): a Chinese label breaks between its characters, as QLabel
        // wraps it.
        QStringList words;
        for (const QString &spaced : text.simplified().split(QLatin1Char(' ')))
            words << unbreakableWords(spaced);
        for (const QString &word : std::as_const(words))
            if (metrics.horizontalAdvance(mnemonic ? QString(word).remove(QLatin1Char('&'))
                                                   : word) > rect.width() + 1)
                return QStringLiteral("breaks the word \u201c%1\u201d (%2 px wide)")
                    .arg(word)
                    .arg(rect.width());
        if (widget->hasHeightForWidth() &&
            widget->heightForWidth(widget->width()) > widget->height() + 1)
            return QStringLiteral("clipped: %1 px high for %2 px of wrapped text")
                .arg(widget->height())
                .arg(widget->heightForWidth(widget->width()));
    }
    // Cut off by what holds it: a parent smaller than the label.
    // (pageProblems() reports pages wider than their scroll area once, not per label.)
    const QWidget *viewport = nullptr;
    scrollingAncestor(widget, &viewport);
    for (const QWidget *w = widget; w != window && w->parentWidget(); w = w->parentWidget()) {
        const QWidget *parent = w->parentWidget();
        if (parent == viewport)
            break;
        if (!parent->rect().contains(w->geometry().adjusted(0, 0, -1, -1)) &&
            !qobject_cast<const QAbstractScrollArea *>(parent))
            return QStringLiteral("cut off: %1 outside its parent %2")
                .arg(QStringLiteral("%1,%2 %3x%4")
                         .arg(w->x())
                         .arg(w->y())
                         .arg(w->width())
                         .arg(w->height()),
                     QStringLiteral("%1x%2").arg(parent->width()).arg(parent->height()));
    }
    return {};
}

// Whether the document holds a table or a picture wider than its column (which may scroll
// sideways).
bool widerThanTheColumn(const QTextDocument *document)
{
    const qreal column = document->textWidth() - document->documentMargin();
    for (const QTextFrame *frame : document->rootFrame()->childFrames())
        if (qobject_cast<const QTextTable *>(frame) &&
            document->documentLayout()->frameBoundingRect(const_cast<QTextFrame *>(frame)).right() >
                column)
            return true;
    for (QTextBlock block = document->begin(); block.isValid(); block = block.next())
        for (auto it = block.begin(); !it.atEnd(); ++it)
            if (it.fragment().charFormat().isImageFormat() &&
                it.fragment().charFormat().toImageFormat().width() > column)
                return true;
    return false;
}

QStringList labelProblems(const QWidget *window)
{
    QStringList problems;
    for (const QLabel *label : window->findChildren<QLabel *>()) {
        if (!visibleIn(label, window) || label->text().isEmpty() ||
            label->pixmap().isNull() == false)
            continue;
        const QString text = plain(label);
        if (text.trimmed().isEmpty())
            continue;
        const int needed =
            label->minimumSizeHint().width() - (label->width() - label->contentsRect().width());
        const QString problem = textProblem(label, text, needed, label->wordWrap(), window);
        if (!problem.isEmpty())
            problems << nameOf(label, text) + QStringLiteral(": ") + problem;
    }
    for (const QAbstractButton *button : window->findChildren<QAbstractButton *>()) {
        if (!visibleIn(button, window) || button->text().isEmpty() ||
            qobject_cast<const QTabBar *>(button->parentWidget()))
            continue;
        const int needed =
            button->minimumSizeHint().width() - (button->width() - button->contentsRect().width());
        const QString problem = textProblem(button, button->text(), needed, false, window);
        if (!problem.isEmpty())
            problems << nameOf(button, button->text()) + QStringLiteral(": ") + problem;
    }
    // Text documents (the lesson text, notes): every word whole and on its line (a table may
    // scroll sideways: its cells' lines fit their columns).
    for (const QTextBrowser *text : window->findChildren<QTextBrowser *>()) {
        if (!visibleIn(text, window))
            continue;
        const QTextDocument *document = text->document();
        for (QTextBlock block = document->begin(); block.isValid(); block = block.next()) {
            document->documentLayout()->blockBoundingRect(block);
            if (SectionView::wordDoesNotFit(block))
                problems << nameOf(text, block.text()) +
                                QStringLiteral(": a word broken or wider than its line (%1 px)")
                                    .arg(text->viewport()->width());
        }
        // A lesson text scrolls sideways for a table or picture wider than the column only,
        // never for prose (a word wider than the column: SectionView shrinks or hyphenates it).
        if (qobject_cast<const SectionView *>(text) && text->horizontalScrollBar()->isVisible() &&
            !widerThanTheColumn(document))
            problems << nameOf(text, QString()) +
                            QStringLiteral(": prose scrolls sideways (%1 px more, %2 px wide)")
                                .arg(text->horizontalScrollBar()->maximum())
                                .arg(text->viewport()->width());
    }
    for (const QTabBar *bar : window->findChildren<QTabBar *>()) {
        if (!visibleIn(bar, window))
            continue;
        // Every tab in view: none behind the bar's scroll arrows or past its end.
        QRect seen = bar->rect();
        bool arrows = false;
        for (const QAbstractButton *arrow : bar->findChildren<QAbstractButton *>())
            if (arrow->isVisibleTo(bar)) {
                arrows = true;
                if (arrow->geometry().center().x() > bar->width() / 2)
                    seen.setRight(std::min(seen.right(), arrow->x() - 1));
                else
                    seen.setLeft(std::max(seen.left(), arrow->geometry().right() + 1));
            }
        if (arrows)
            problems << nameOf(bar, bar->tabText(0)) +
                            QStringLiteral(": scroll arrows shown (tabs hidden behind them)");
        for (int i = 0; i < bar->count(); ++i) {
            const QString text = bar->tabText(i).remove(QLatin1Char('&'));
            if (!seen.contains(bar->tabRect(i)))
                problems << nameOf(bar, text) +
                                QStringLiteral(": tab out of view (%1 px from %2, %3 px of the "
                                               "bar's %4 in view)")
                                    .arg(bar->tabRect(i).width())
                                    .arg(bar->tabRect(i).x())
                                    .arg(seen.width())
                                    .arg(bar->width());
            // Squeezed: narrower than its title on one line (on a bar of taller tabs, whose
            // titles wrap: than its longest word), unless elided with the whole title in its
            // tooltip.
            const QFontMetrics metrics = bar->fontMetrics();
            int needed = metrics.horizontalAdvance(text) + 8;
            if (bar->tabRect(i).height() >= 2 * metrics.lineSpacing()) {
                needed = 0;
                for (const QString &word : text.split(QLatin1Char(' '), Qt::SkipEmptyParts))
                    needed = std::max(needed, metrics.horizontalAdvance(word) + 8);
            }
            if (bar->tabRect(i).width() < needed &&
                (bar->elideMode() == Qt::ElideNone || bar->tabToolTip(i) != text))
                problems << nameOf(bar, text) + QStringLiteral(": tab squeezed to %1 px of %2")
                                                    .arg(bar->tabRect(i).width())
                                                    .arg(needed);
            // Elided with room to spare: the title QTabBar paints on one line (its text as the
            // style gets it, elided to the tab's text rectangle) cut, with no tooltip to read it
            // whole. (An underlined mnemonic letter can shape wider than the title measured.)
            if (bar->tabRect(i).height() < 2 * metrics.lineSpacing() &&
                bar->tabToolTip(i).isEmpty()) {
                QStyleOptionTab option;
                static_cast<const PaintedTabBar *>(bar)->initStyleOption(&option, i);
                if (option.text.contains(QChar(0x2026)))
                    problems << nameOf(bar, text) +
                                    QStringLiteral(": tab title elided (\u201c%1\u201d) in a %2 px "
                                                   "tab, with no tooltip")
                                        .arg(option.text)
                                        .arg(bar->tabRect(i).width());
            }
        }
    }
    return problems;
}

// For a window wider than the screen: the innermost widgets that ask for more than `width`.
QStringList widestWidgets(const QWidget *widget, int width)
{
    QStringList found;
    for (const QWidget *child : widget->findChildren<QWidget *>(Qt::FindDirectChildrenOnly)) {
        if (child->isWindow() || !child->isVisibleTo(widget) ||
            child->sizePolicy().horizontalPolicy() == QSizePolicy::Ignored)
            continue;
        const int minimum = qMax(child->minimumSizeHint().width(), child->minimumWidth());
        if (minimum > width) {
            const QStringList inner = widestWidgets(child, width);
            QString parts;
            if (inner.isEmpty())
                for (const QWidget *part :
                     child->findChildren<QWidget *>(Qt::FindDirectChildrenOnly))
                    if (part->isVisibleTo(child))
                        parts += QStringLiteral(" %1:%2/%3")
                                     .arg(QString::fromLatin1(part->metaObject()->className()))
                                     .arg(part->minimumSizeHint().width())
                                     .arg(part->minimumWidth());
            found << (inner.isEmpty()
                          ? QStringList{nameOf(child, QString()) +
                                        QStringLiteral(" needs %1 px").arg(minimum) + parts}
                          : inner);
        }
    }
    return found;
}

// Pages wider than their scroll area: scrolling down is fine, sideways to read is not.
QStringList pageProblems(const QWidget *window)
{
    QStringList problems;
    for (const QScrollArea *area : window->findChildren<QScrollArea *>()) {
        const QWidget *page = area->widget();
        if (!page || !visibleIn(area, window))
            continue;
        const int room = area->viewport()->width();
        const int needed = qMax(page->minimumSizeHint().width(), page->minimumWidth());
        if (needed > room + 1) {
            problems << nameOf(page, QString()) +
                            QStringLiteral(": page needs %1 px, has %2").arg(needed).arg(room);
            for (const QString &widest : widestWidgets(page, room))
                problems << QStringLiteral("  too wide: ") + widest;
        }
    }
    return problems;
}

// What Qt's item delegate cuts of a table cell, empty when nothing: it lays the text out in the
// cell's font (the item's, completed from the table's), '\n' as a line break, wrapped at the
// cell less its text margins, and elides the rest into the last line that fits, judging each next
// line as tall as the one before (QCommonStyle's viewItemTextLayout); a line wider than the cell
// (a word longer than its column) is cut at its edge.
QString cellCut(const QTableView *table, const QModelIndex &index)
{
    QString text = index.data(Qt::DisplayRole).toString();
    if (text.isEmpty())
        return QString();
    const QVariant own = index.data(Qt::FontRole);
    const QFont font = own.isValid() ? own.value<QFont>().resolve(table->font()) : table->font();
    const int margin =
        table->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, table) + 1;
    const QRect box = table->visualRect(index).adjusted(margin, 0, -margin, 0);
    text.replace(QLatin1Char('\n'), QChar::LineSeparator);
    QTextLayout layout(text, font);
    QTextOption option;
    option.setWrapMode(table->wordWrap() ? QTextOption::WordWrap : QTextOption::ManualWrap);
    layout.setTextOption(option);
    QString cut;
    qreal height = 0;
    int shown = 0;
    layout.beginLayout();
    for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
        line.setLineWidth(box.width());
        height += line.height();
        ++shown;
        if (line.naturalTextWidth() > box.width() + 0.5) {
            cut = QStringLiteral("a line %1 px wide in a cell of %2 px")
                      .arg(qRound(line.naturalTextWidth()))
                      .arg(box.width());
            break;
        }
        if (height + line.height() > box.height() && layout.createLine().isValid()) {
            cut = QStringLiteral("%1 line(s) shown in %2 px, more to come")
                      .arg(shown)
                      .arg(box.height());
            break;
        }
    }
    layout.endLayout();
    if (cut.isEmpty() && shown == 1 && height > box.height() + 1)
        cut = QStringLiteral("a line %1 px tall in a cell of %2 px")
                  .arg(qRound(height))
                  .arg(box.height());
    return cut;
}

// Data tables must show what the class came to read: their header and at least their first two
// rows (all of them when fewer), whole. At 100 % text before anything is scrolled; under larger
// text the page may scroll to them (it reflows), but the table itself keeps room for them.
QStringList tableProblems(const QWidget *window, bool pageMayScroll)
{
    QStringList problems;
    for (const QTableView *table : window->findChildren<QTableView *>()) {
        if (!visibleIn(table, window) || !table->model())
            continue;
        // What of the table can be seen: its viewport, clipped by every scroll area around it.
        QRect clip =
            pageMayScroll ? QRect(QPoint(-100000, -100000), QSize(200000, 200000)) : window->rect();
        for (const QWidget *w = table->parentWidget(); w && w != window && !pageMayScroll;
             w = w->parentWidget())
            if (auto *area = qobject_cast<const QAbstractScrollArea *>(w))
                clip &=
                    QRect(area->viewport()->mapTo(window, QPoint(0, 0)), area->viewport()->size());
        const QRect seen =
            clip & QRect(table->viewport()->mapTo(window, QPoint(0, 0)), table->viewport()->size());
        const QWidget *header = table->horizontalHeader();
        const QRect headerBox(header->mapTo(window, QPoint(0, 0)), header->size());
        if (header->isVisible() && !clip.adjusted(0, 0, 0, 1).contains(headerBox))
            problems << nameOf(table, QString()) + QStringLiteral(": its header is cut off");
        const int wanted = std::min(2, table->model()->rowCount());
        int whole = 0;
        for (int r = 0; r < table->model()->rowCount(); ++r) {
            const QRect row = table->visualRect(table->model()->index(r, 0));
            const QRect box(table->viewport()->mapTo(window, row.topLeft()), row.size());
            if (box.height() > 0 && seen.adjusted(0, 0, 0, 1).contains(box))
                ++whole;
        }
        if (whole < wanted)
            problems << nameOf(table, QString()) +
                            QStringLiteral(": %1 whole row(s) in view, wants %2 (%3 px of "
                                           "its %4 in view, at least %5)")
                                .arg(whole)
                                .arg(wanted)
                                .arg(seen.height())
                                .arg(table->height())
                                .arg(table->minimumHeight());
        // And no cell of it cut: a cell Qt elides shows "…" where the class came to read.
        const QAbstractItemModel *model = table->model();
        for (int r = 0; r < model->rowCount(); ++r)
            for (int c = 0; c < model->columnCount(); ++c) {
                if (table->isRowHidden(r) || table->isColumnHidden(c))
                    continue;
                const QModelIndex index = model->index(r, c);
                if (const QString cut = cellCut(table, index); !cut.isEmpty())
                    problems << nameOf(table, QString()) +
                                    QStringLiteral(": row %1, column %2 cut (%3): \"%4\"")
                                        .arg(r + 1)
                                        .arg(c + 1)
                                        .arg(cut, index.data().toString().left(60));
            }
    }
    return problems;
}

QStringList textBoxProblems(const SceneTextLog &log, const QString &where)
{
    QStringList problems;
    for (qsizetype i = 0; i < log.size(); ++i) {
        const PlacedText &a = log.at(i);
        if (!a.problem.isEmpty())
            problems << QStringLiteral("%1 text \u201c%2\u201d: %3").arg(where, a.text, a.problem);
        for (qsizetype j = i + 1; j < log.size(); ++j) {
            const PlacedText &b = log.at(j);
            if (a.box.adjusted(1, 1, -1, -1).intersects(b.box.adjusted(1, 1, -1, -1)))
                problems << QStringLiteral("%1 texts overlap: \u201c%2\u201d and \u201c%3\u201d")
                                .arg(where, a.text, b.text);
        }
    }
    return problems;
}

// Under the pseudo-language every string a user reads went through tr() and carries its
// markers ⟦ ⟧ (tests/app/pseudolocale). A text without them was never translatable: a missing
// tr(), a sentence built by concatenation, a QStringLiteral shown. Not UI strings, and so
// allowed: text with no letters (numbers, symbols), units and product or model names that come
// from the data files (H100, GB/s, FP8), the lesson's Markdown (content, translated as files)
// and what the user typed (an editable field).
bool untranslated(const QString &shown)
{
    const QString text = shown.trimmed();
    if (text.isEmpty() || text.contains(QChar(0x27E6)))
        return false;
    // A name from the data files (Tesla V100 SXM2 32 GB, Cloud TPU v5p, Llama 3.1 8B): capitalised
    // words with at least one that has a digit or two capitals (H100, GPU, GB/s, NVLink). A unit
    // of measure in lower case and a one-letter symbol (the matrix C, N) are fine anywhere; any
    // other word in lower case is prose, and so is a text of capitalised words alone ("Left").
    static const QStringList units = {QStringLiteral("ns"), QStringLiteral("\u00b5s"),
                                      QStringLiteral("ms"), QStringLiteral("s"),
                                      QStringLiteral("px"), QStringLiteral("nm")};
    bool name = false, capitalised = false;
    for (const QString &token : text.split(
             QRegularExpression(QStringLiteral("[\\s/·,;:()\\[\\]]+")), Qt::SkipEmptyParts)) {
        int capitals = 0;
        bool letter = false, digit = false;
        for (const QChar c : token) {
            capitals += c.isUpper();
            letter = letter || c.isLetter();
            digit = digit || c.isDigit();
        }
        if (!letter || token.size() == 1 || units.contains(token))
            continue;
        if (digit || capitals >= 2)
            name = true;
        else if (capitals == 0)
            return true;
        else
            capitalised = true;
    }
    return capitalised && !name;
}

// Whether the pages are in the pseudo-language, whose every string carries markers.
bool pseudoLanguage()
{
    return qEnvironmentVariable("GPULAB_LAYOUT_LANGUAGE") == QLatin1String("eo");
}

QStringList markerProblems(const QWidget *window)
{
    QStringList problems;
    auto check = [&](const QWidget *widget, const QString &text, const QString &what) {
        if (untranslated(text))
            problems << nameOf(widget, text) + QStringLiteral(": %1 without the markers of a "
                                                              "translation")
                                                   .arg(what);
    };
    for (const QLabel *label : window->findChildren<QLabel *>())
        // The lesson's title is its manifest's, content like its Markdown.
        if (visibleIn(label, window) && !label->text().isEmpty() &&
            label->objectName() != QLatin1String("lessonTitle"))
            check(label, plain(label), QStringLiteral("text"));
    for (const QAbstractButton *button : window->findChildren<QAbstractButton *>())
        if (visibleIn(button, window) && !qobject_cast<const QTabBar *>(button->parentWidget()))
            check(button, button->text(), QStringLiteral("text"));
    for (const QTabBar *bar : window->findChildren<QTabBar *>())
        if (visibleIn(bar, window))
            for (int i = 0; i < bar->count(); ++i)
                check(bar, bar->tabText(i), QStringLiteral("tab"));
    for (const QGroupBox *box : window->findChildren<QGroupBox *>())
        if (visibleIn(box, window))
            check(box, box->title(), QStringLiteral("title"));
    for (const QComboBox *combo : window->findChildren<QComboBox *>())
        if (visibleIn(combo, window) && !combo->isEditable())
            for (int i = 0; i < combo->count(); ++i)
                check(combo, combo->itemText(i), QStringLiteral("item"));
    for (const QHeaderView *header : window->findChildren<QHeaderView *>())
        if (visibleIn(header, window) && header->model())
            for (int i = 0; i < header->count(); ++i)
                check(header, header->model()->headerData(i, header->orientation()).toString(),
                      QStringLiteral("header"));
    for (const QChartView *view : window->findChildren<QChartView *>())
        if (visibleIn(view, window) && view->chart()) {
            check(view, view->chart()->title(), QStringLiteral("chart title"));
            for (const QAbstractAxis *axis : view->chart()->axes())
                if (axis->isVisible() && axis->isTitleVisible())
                    check(view, axis->titleText(), QStringLiteral("axis title"));
        }
    return problems;
}

QStringList simulationProblems(LessonPanel *panel)
{
    QStringList problems;
    SimulationView *view = panel->simulation();
    if (!view || !view->isVisible())
        return problems;
    const int minimum = view->minimumWidth();
    if (view->width() < minimum)
        problems << QStringLiteral("simulation %1 px wide, its minimum is %2 px")
                        .arg(view->width())
                        .arg(minimum);
    const int share = int(panel->contentsRect().width() * SimulationView::kMinimumShare);
    if (view->width() + 2 < share)
        problems << QStringLiteral("simulation %1 px wide, less than %2 % of the panel (%3 px)")
                        .arg(view->width())
                        .arg(int(SimulationView::kMinimumShare * 100))
                        .arg(share);
    if (view->height() < view->minimumHeight())
        problems << QStringLiteral("simulation %1 px high, its minimum is %2 px")
                        .arg(view->height())
                        .arg(view->minimumHeight());
    // Paint now, so the scene's text is this state's.
    if (GLCanvas *canvas = view->glCanvas())
        canvas->grabFramebuffer();
    else if (FallbackCanvas *canvas = view->fallbackCanvas())
        canvas->grab();
    problems << textBoxProblems(view->placedText(), QStringLiteral("scene"));
    if (pseudoLanguage())
        for (const PlacedText &text : view->placedText())
            if (untranslated(text.text))
                problems << QStringLiteral("scene text \u201c%1\u201d without the markers of a "
                                           "translation")
                                .arg(text.text);
    return problems;
}

} // namespace

class TestLayout : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void opensWithinTheScreen();
    void presenterGeometryIsNeverSaved();
    void everyPageFits_data();
    void everyPageFits();

private:
    QScreen *m_screen = nullptr;
    QFont m_platformFont;
    UiLanguage m_language;
    int m_zoom = 100;
    QStringList check(MainWindow *window, const QString &where);
};

void TestLayout::initTestCase()
{
    isolateUserFiles();
    m_platformFont = QApplication::font();
    m_screen = QGuiApplication::primaryScreen();
    QVERIFY(m_screen);
    if (const QString code = qEnvironmentVariable("GPULAB_LAYOUT_LANGUAGE"); !code.isEmpty()) {
        const QString dir = qEnvironmentVariable("GPULAB_LAYOUT_I18N_DIR");
        QVERIFY2(UiLanguage::available(dir).contains(code),
                 qPrintable(QStringLiteral("no gpulab_%1.qm in '%2'").arg(code, dir)));
        m_language.install(qApp, QLocale(code), dir);
        QGuiApplication::setLayoutDirection(QLocale().textDirection());
        qInfo("language %s from %s", qPrintable(code), qPrintable(dir));
    }
    qInfo("screen %dx%d, free area %dx%d", m_screen->geometry().width(),
          m_screen->geometry().height(), m_screen->availableGeometry().width(),
          m_screen->availableGeometry().height());
}

void TestLayout::init()
{
    QSettings().clear();
    // Each window's ThemeManager scales the font it finds: start every test from the platform's.
    QApplication::setFont(m_platformFont);
}

void TestLayout::opensWithinTheScreen()
{
    const QRect free = m_screen->availableGeometry();
    {
        MainWindowOptions options;
        AppFixture app(options);
        QVERIFY(app.show());
        settle();
        QVERIFY2(free.contains(app.window->frameGeometry()),
                 qPrintable(QStringLiteral("first window %1,%2 %3x%4 on a free area of %5x%6")
                                .arg(app.window->frameGeometry().x())
                                .arg(app.window->frameGeometry().y())
                                .arg(app.window->frameGeometry().width())
                                .arg(app.window->frameGeometry().height())
                                .arg(free.width())
                                .arg(free.height())));
        // Remembered bigger than this screen (another monitor, an older version): reopens within.
        app.window->setGeometry(QRect(free.topLeft(), free.size() + QSize(300, 200)));
        settle();
        app.window->close();
    }
    AppFixture again;
    QVERIFY(again.show());
    settle();
    QVERIFY2(free.contains(again.window->frameGeometry()),
             qPrintable(QStringLiteral("reopened %1x%2 on a free area of %3x%4")
                            .arg(again.window->frameGeometry().width())
                            .arg(again.window->frameGeometry().height())
                            .arg(free.width())
                            .arg(free.height())));
}

void TestLayout::presenterGeometryIsNeverSaved()
{
    QRect normal;
    const int liveLab = [] {
        AppFixture probe;
        for (int i = 0; i < probe.window->lessons().size(); ++i)
            if (probe.window->lessons().at(i).content.id == QLatin1String("live-lab"))
                return i;
        return 0;
    }();
    {
        AppFixture app;
        QVERIFY(app.show());
        app.window->openLesson(liveLab, 0); // the widest lesson
        settle();
        normal = app.window->geometry();
        for (int round = 0; round < 2; ++round) {
            app.window->setPresenting(true);
            settle();
            QVERIFY(m_screen->geometry().contains(app.window->frameGeometry()));
            app.window->setPresenting(false);
            settle();
            QTRY_COMPARE(app.window->geometry(), normal);
        }
        app.window->setPresenting(true); // closed while presenting
        settle();
        app.window->close();
    }
    // Without a window manager restoreGeometry() guesses the frame: compare what a user sees.
    AppFixture again;
    QVERIFY(again.show());
    settle();
    QCOMPARE(again.window->size(), normal.size());
    QVERIFY(m_screen->availableGeometry().contains(again.window->frameGeometry()));
}

void TestLayout::everyPageFits_data()
{
    QTest::addColumn<int>("zoom");
    QTest::addColumn<bool>("presenting");
    // GPULAB_LAYOUT_ZOOMS=100,150,200 picks the text sizes (ctest runs each on its own).
    QList<int> zooms = {100, 150, 200};
    if (const QString only = qEnvironmentVariable("GPULAB_LAYOUT_ZOOMS"); !only.isEmpty()) {
        zooms.clear();
        for (const QString &zoom : only.split(QLatin1Char(',')))
            zooms << zoom.toInt();
    }
    for (int zoom : zooms)
        for (bool presenting : {false, true})
            QTest::addRow("%d%%%s", zoom, presenting ? " presenting" : "") << zoom << presenting;
}

QStringList TestLayout::check(MainWindow *window, const QString &where)
{
    settle();
    QStringList problems;
    const QRect frame = window->frameGeometry();
    // Presenting, the window manager makes the window the screen's size (Xvfb has none, and
    // leaves it as it was): either way it must not be larger than the screen.
    const QRect allowed =
        window->isPresenting() ? m_screen->geometry() : m_screen->availableGeometry();
    if (!allowed.contains(frame)) {
        problems << QStringLiteral("window %1x%2 on a screen of %3x%4%5")
                        .arg(frame.width())
                        .arg(frame.height())
                        .arg(allowed.width())
                        .arg(allowed.height())
                        .arg(window->isPresenting() ? QStringLiteral(" (presenting)")
                                                    : QStringLiteral(" (free area)"));
        const int spare = allowed.width() - (frame.width() - window->width());
        if (window->width() > spare)
            for (const QString &widest : widestWidgets(window, spare))
                problems << QStringLiteral("too wide: ") + widest;
    }
    if (LessonPanel *panel = window->currentPanel())
        problems << simulationProblems(panel);
    problems << pageProblems(window);
    problems << labelProblems(window);
    problems << tableProblems(window, m_zoom > 100);
    if (pseudoLanguage())
        problems << markerProblems(window);
    QList<QPixmap> charts;
    for (ChartFrame *chart : window->findChildren<ChartFrame *>())
        if (visibleIn(chart, window)) {
            // Paint now: the names on its series are this state's. A first paint may hide the
            // legend (the names replace it), which lays the chart out again: paint once more.
            chart->view()->grab();
            QCoreApplication::sendPostedEvents();
            charts << chart->view()->grab();
            problems << textBoxProblems(chart->placedText(), QStringLiteral("chart"));
        }
    for (QString &problem : problems)
        problem = where + QStringLiteral(": ") + problem;
    // GPULAB_LAYOUT_SHOTS=DIR: a picture of every state checked, to look at.
    if (const QString dir = qEnvironmentVariable("GPULAB_LAYOUT_SHOTS"); !dir.isEmpty()) {
        QPixmap shot = window->grab();
        QPainter painter(&shot);
        for (QOpenGLWidget *canvas : window->findChildren<QOpenGLWidget *>())
            if (canvas->isVisible())
                painter.drawImage(QRect(canvas->mapTo(window, QPoint(0, 0)), canvas->size()),
                                  canvas->grabFramebuffer());
        QString name = QStringLiteral("%1x%2-%3-%4")
                           .arg(m_screen->geometry().width())
                           .arg(m_screen->geometry().height())
                           .arg(QString::fromLatin1(QTest::currentDataTag()), where);
        for (QChar &c : name)
            if (!c.isLetterOrNumber() && c != QLatin1Char('-'))
                c = QLatin1Char('_');
        QDir().mkpath(dir);
        shot.save(QDir(dir).filePath(name + QStringLiteral(".png")));
        // And each chart whole, where its page scrolls it out of view.
        for (qsizetype i = 0; i < charts.size(); ++i)
            charts.at(i).save(QDir(dir).filePath(name + QStringLiteral("-chart%1.png").arg(i + 1)));
    }
    return problems;
}

void TestLayout::everyPageFits()
{
    QFETCH(int, zoom);
    QFETCH(bool, presenting);
    m_zoom = zoom;
    AppFixture app;
    QVERIFY(app.show());
    app.window->zoomBy(zoom - 100);
    // GPULAB_LAYOUT_PROJECTOR_THEME=dark|bright|none: the theme presenting switches to.
    if (const QString projector = qEnvironmentVariable("GPULAB_LAYOUT_PROJECTOR_THEME");
        !projector.isEmpty())
        app.window->setProjectorTheme(projectorThemeFromKey(projector));
    app.window->setPresenting(presenting);
    QStringList problems;
    const auto &lessons = app.window->lessons();
    const QStringList only =
        qEnvironmentVariable("GPULAB_LAYOUT_LESSONS").split(QLatin1Char(','), Qt::SkipEmptyParts);
    for (int i = 0; i < lessons.size(); ++i) {
        if (!only.isEmpty() && !only.contains(lessons.at(i).content.id))
            continue;
        app.window->openLesson(i, 0);
        LessonPanel *panel = app.window->currentPanel();
        QVERIFY2(panel, qPrintable(lessons.at(i).content.id));
        const QString lesson = lessons.at(i).content.id;
        for (int s = 0; s < panel->sectionCount(); ++s) {
            panel->showSection(s);
            problems << check(app.window.get(),
                              QStringLiteral("%1 section %2").arg(lesson).arg(s + 1));
            // A section that walks the simulation beat by beat never folds it away for a table
            // (LessonPanel: its tab gives way instead).
            if (panel->simulation() && panel->content().sections.at(s).beats &&
                panel->simulation()->property("folded").toBool())
                problems << QStringLiteral("%1 section %2: the simulation its beats walk is folded "
                                           "away")
                                .arg(lesson)
                                .arg(s + 1);
        }
        if (PageSizedTabs *tabs = panel->tabs())
            for (int t = 0; t < tabs->count(); ++t) {
                tabs->setCurrentIndex(t);
                problems << check(app.window.get(),
                                  QStringLiteral("%1 tab \u201c%2\u201d")
                                      .arg(lesson, tabs->tabText(t).remove(QLatin1Char('&'))));
            }
    }
    problems.removeDuplicates();
    for (const QString &problem : problems)
        qWarning("%s", qPrintable(problem));
    QVERIFY2(problems.isEmpty(),
             qPrintable(QStringLiteral("%1 layout problem(s), listed above").arg(problems.size())));
}

QTEST_MAIN(TestLayout)
#include "tst_layout.moc"
