// Tables that fit their page (see tablefit.h).
#include "widgets/tablefit.h"

#include "widgets/linebreaks.h"

#include <QAbstractItemModel>
#include <QEvent>
#include <QFont>
#include <QFontMetrics>
#include <QHash>
#include <QHeaderView>
#include <QPointer>
#include <QResizeEvent>
#include <QScrollBar>
#include <QStringList>
#include <QStyle>
#include <QTableView>
#include <QTableWidget>
#include <QTextLayout>
#include <QTimer>

#include <algorithm>
#include <array>
#include <cmath>
#include <numeric>
#include <vector>

namespace gpulab {

namespace {

const char *const kOriginalHeaders = "gpulabOriginalHeaders";
const int kMinimumRows = 3;          // a table is never shorter than its header and these rows
const int kScrollingCellLines = 3;   // a cell's lines at most, where the table scrolls sideways
const int kScrollingHeaderLines = 2; // ... and a header's
const int kShortTextLines = 10;      // a text this many line heights wide stays on one line there
const int kJudgedRows = 40;          // enough rows to judge a layout by

int widestLine(const QFontMetrics &metrics, const QString &text)
{
    int widest = 0;
    for (const QString &line : text.split(QLatin1Char('\n')))
        widest = std::max(widest, metrics.horizontalAdvance(line));
    return widest;
}

// The widest word of `text` (widgets/linebreaks.h: a word, or one character of Chinese).
int longestWord(const QFontMetrics &metrics, const QString &text)
{
    int widest = 0;
    for (const QString &word : unbreakableWords(text))
        widest = std::max(widest, metrics.horizontalAdvance(word));
    return widest;
}

// The header wrapped where its words end (at its spaces; between two Chinese characters) into lines
// no wider than `width` (a word wider stays whole).
QString wrappedHeader(const QFontMetrics &metrics, const QString &header, int width)
{
    return fillLines(wordBreakPieces(QString(header).replace(QLatin1Char('\n'), QLatin1Char(' '))),
                     width, [&](const QString &line) { return metrics.horizontalAdvance(line); })
        .join(QLatin1Char('\n'));
}

// The font a cell is painted in: its own (Qt::FontRole) where it has one, completed from the
// table's as Qt's delegate completes it (a cell that sets only a family, a monospaced quote, takes
// the table's size: its text grows with the zoom), else the table's.
QFont cellFont(const QTableView *table, const QModelIndex &index)
{
    const QVariant font = index.data(Qt::FontRole);
    return font.isValid() ? font.value<QFont>().resolve(table->font()) : table->font();
}

struct Column
{
    int natural = 0;    // its text on one line (the header as the table was given it)
    int minimum = 0;    // its longest word (the header broken in two)
    bool wraps = false; // some cell can break (more than one word, Chinese)
    QStringList texts;  // its cells, row by row
    std::vector<QFontMetrics> metrics; // ... and the metrics of the font each is painted in
    // The lines a cell takes at a width, as measured so far in this fit: the searches for each
    // budget of lines and the table's heights ask for the same widths again, and laying out
    // text is what a fit spends its time on.
    mutable std::vector<QHash<int, int>> linesAt;
};

// Lines of text, wrapped as the table wraps them: a cell at its column's width, a header with
// wrappedHeader() where it does not fit on its lines as given.
class Lines
{
public:
    Lines(const QFontMetrics &headers, int pad) : m_headers(headers), m_pad(pad) {}

    // Row `row` of `column` at `width`.
    int cell(const Column &column, int row, int width) const
    {
        const QString &text = column.texts.at(row);
        if (text.isEmpty())
            return 1;
        QHash<int, int> &known = column.linesAt.at(row);
        if (const auto found = known.constFind(width); found != known.cend())
            return *found;
        const QFontMetrics &metrics = column.metrics.at(row);
        const QRect box = metrics.boundingRect(QRect(0, 0, std::max(1, width - m_pad), 1 << 20),
                                               Qt::TextWordWrap, text);
        const int lines =
            std::max(1, (box.height() + metrics.lineSpacing() / 2) / metrics.lineSpacing());
        known.insert(width, lines);
        return lines;
    }

    int header(const QString &title, int width) const
    {
        const int room = std::max(1, width - m_pad);
        const QString shown =
            widestLine(m_headers, title) <= room ? title : wrappedHeader(m_headers, title, room);
        return int(shown.count(QLatin1Char('\n'))) + 1;
    }

private:
    const QFontMetrics &m_headers;
    int m_pad;
};

// The narrowest width, from `low` to `high`, at which `fits` holds (`high` when none does).
template <typename Fits> int narrowest(int low, int high, Fits fits)
{
    while (low < high) {
        const int middle = low + (high - low) / 2;
        if (fits(middle))
            high = middle;
        else
            low = middle + 1;
    }
    return high;
}

// Widths for a table too wide for `available`. Every column gets a budget of lines, the same
// for all: the header at most `headerLines`, each cell at most `cellLines`; of the budgets whose
// widths fit, the one that makes the table shortest wins (a header's line is paid once, a cell's
// in its row; a long name squeezed into four lines costs more than two figures split in two).
// What is left of the width goes to the columns still wrapped. Empty when no budget fits.
std::vector<int> budgetedWidths(const std::vector<Column> &columns, const QStringList &headers,
                                const Lines &lines, int available)
{
    const int count = int(columns.size());
    constexpr int kMaxHeaderLines = 4;
    constexpr int kMaxCellLines = 6;
    // For each column, the width its cells need to take at most L lines.
    std::vector<std::array<int, kMaxCellLines + 1>> forCells(count);
    std::vector<std::array<int, kMaxHeaderLines + 1>> forHeader(count);
    for (int c = 0; c < count; ++c) {
        const Column &column = columns[c];
        for (int budget = 1; budget <= kMaxCellLines; ++budget)
            forCells[c][budget] =
                !column.wraps ? column.minimum
                              : narrowest(column.minimum, column.natural, [&](int width) {
                                    for (int r = 0; r < column.texts.size() && r < kJudgedRows; ++r)
                                        if (lines.cell(column, r, width) > budget)
                                            return false;
                                    return true;
                                });
        for (int budget = 1; budget <= kMaxHeaderLines; ++budget)
            forHeader[c][budget] = narrowest(column.minimum, column.natural, [&](int width) {
                return lines.header(headers.at(c), width) <= budget;
            });
    }
    auto height = [&](const std::vector<int> &widths) {
        int header = 1;
        std::vector<int> rows;
        for (int c = 0; c < count; ++c) {
            if (columns[c].natural == 0)
                continue; // hidden
            header = std::max(header, lines.header(headers.at(c), widths[c]));
            const QStringList &texts = columns[c].texts;
            rows.resize(std::max(rows.size(), size_t(std::min<int>(texts.size(), kJudgedRows))), 1);
            for (int r = 0; r < texts.size() && r < kJudgedRows; ++r)
                rows[r] = std::max(rows[r], lines.cell(columns[c], r, widths[c]));
        }
        return header + std::accumulate(rows.begin(), rows.end(), 0);
    };
    std::vector<int> best;
    int bestHeight = 0;
    for (int headerBudget = 1; headerBudget <= kMaxHeaderLines; ++headerBudget)
        for (int cellBudget = 1; cellBudget <= kMaxCellLines; ++cellBudget) {
            std::vector<int> widths(count);
            int total = 0;
            for (int c = 0; c < count; ++c) {
                widths[c] = std::max(forCells[c][cellBudget], forHeader[c][headerBudget]);
                total += widths[c];
            }
            if (total > available)
                continue;
            // The rest to the columns still short of their one-line width, in proportion.
            int still = 0;
            for (int c = 0; c < count; ++c)
                still += columns[c].natural - widths[c];
            const int spare = available - total;
            for (int c = 0; c < count && still > 0; ++c)
                widths[c] += int(qint64(spare) * (columns[c].natural - widths[c]) / still);
            const int tall = height(widths);
            if (best.empty() || tall < bestHeight) {
                best = widths;
                bestHeight = tall;
            }
        }
    return best;
}

class Fitter : public QObject
{
public:
    explicit Fitter(QTableView *table) : QObject(table), m_table(table)
    {
        m_pending.setSingleShot(true);
        m_pending.setInterval(0);
        connect(&m_pending, &QTimer::timeout, this, [this] {
            if (m_table)
                fitTableToWidth(m_table);
        });
        table->installEventFilter(this);
        // The viewport too: a vertical scroll bar that comes or goes narrows or widens it while
        // the table keeps its size.
        table->viewport()->installEventFilter(this);
        watch(table->model());
    }

    void watch(QAbstractItemModel *model)
    {
        if (!model || model == m_model)
            return;
        m_model = model;
        const auto later = [this] {
            if (!m_fitting)
                m_pending.start();
        };
        connect(model, &QAbstractItemModel::dataChanged, this, later);
        connect(model, &QAbstractItemModel::modelReset, this, later);
        connect(model, &QAbstractItemModel::rowsInserted, this, later);
        connect(model, &QAbstractItemModel::columnsInserted, this, later);
        connect(model, &QAbstractItemModel::headerDataChanged, this, [this, later] {
            if (!m_fitting && m_table) // a caller's new headers are the originals now
                m_table->setProperty(kOriginalHeaders, QVariant());
            later();
        });
    }

    static Fitter *of(QTableView *table)
    {
        for (QObject *child : table->children())
            if (auto *fitter = dynamic_cast<Fitter *>(child))
                return fitter;
        return nullptr;
    }
    bool m_fitting = false;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        const bool viewportResized = m_table && watched == m_table->viewport() &&
                                     event->type() == QEvent::Resize &&
                                     static_cast<QResizeEvent *>(event)->oldSize().width() !=
                                         static_cast<QResizeEvent *>(event)->size().width();
        if (viewportResized ||
            (watched == m_table &&
             (event->type() == QEvent::Resize || event->type() == QEvent::FontChange ||
              event->type() == QEvent::StyleChange || event->type() == QEvent::Show))) {
            watch(m_table->model());
            m_pending.start();
        }
        return false;
    }

private:
    QPointer<QTableView> m_table;
    QPointer<QAbstractItemModel> m_model;
    QTimer m_pending;
};

// Qt's delegate paints a wrapped cell assuming each next line as tall as the one before and
// elides the rest into the last line it thinks fits, and its size hint can count fewer lines
// than it paints: a Chinese line (drawn in the CJK fallback font's taller line) over a Latin one
// ("每个 SM 256" over "KiB") was painted "每个 SM …", and a Chinese list in a narrow column lost
// its last line. A row grows until every cell's lines, as painted, fit at its tallest line's
// height.
void growRowsToTheirTallestLines(QTableView *table)
{
    const QAbstractItemModel *model = table->model();
    const int margin =
        table->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, table) + 1;
    const int grid = table->showGrid() ? 1 : 0; // the line under the cell is the row's
    QTextOption option;
    option.setWrapMode(QTextOption::WordWrap);
    for (int r = 0; r < model->rowCount(); ++r) {
        if (table->isRowHidden(r))
            continue;
        int needed = 0;
        for (int c = 0; c < model->columnCount(); ++c) {
            QString text = model->index(r, c).data(Qt::DisplayRole).toString();
            if (table->isColumnHidden(c) || text.isEmpty())
                continue;
            text.replace(QLatin1Char('\n'), QChar::LineSeparator); // as the delegate draws it
            QTextLayout layout(text, cellFont(table, model->index(r, c)));
            layout.setTextOption(option);
            qreal tallest = 0;
            int lines = 0;
            layout.beginLayout();
            for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
                // The cell as painted: its column less the grid line, less the text margins.
                line.setLineWidth(std::max(1, table->columnWidth(c) - grid - 2 * margin));
                tallest = std::max(tallest, line.height());
                ++lines;
            }
            layout.endLayout();
            needed = std::max(needed, int(std::ceil(lines * tallest)) + grid);
        }
        if (needed > table->rowHeight(r))
            table->setRowHeight(r, needed);
    }
}

} // namespace

void fitTableToWidth(QTableView *table)
{
    QAbstractItemModel *model = table->model();
    if (!model)
        return;
    Fitter *fitter = Fitter::of(table);
    if (fitter)
        fitter->m_fitting = true;
    const int count = model->columnCount();
    QStringList originals = table->property(kOriginalHeaders).toStringList();
    if (originals.size() != count) {
        originals.clear();
        for (int c = 0; c < count; ++c)
            originals << model->headerData(c, Qt::Horizontal).toString();
        table->setProperty(kOriginalHeaders, originals);
    }
    const QFontMetrics cells(table->font());
    const QFontMetrics headers(table->horizontalHeader()->font());
    const int pad = cells.height(); // a cell's margins (the table's, whatever a cell's font)
    std::vector<Column> columns(count);
    for (int c = 0; c < count; ++c) {
        Column &column = columns[c];
        if (table->isColumnHidden(c))
            continue;
        int cellNatural = 0;
        int cellWord = 0;
        bool wraps = false;
        for (int r = 0; r < model->rowCount(); ++r) {
            const QModelIndex index = model->index(r, c);
            const QString text = index.data().toString();
            const QFontMetrics metrics(cellFont(table, index));
            column.texts << text;
            column.metrics.push_back(metrics);
            column.linesAt.emplace_back();
            cellNatural = std::max(cellNatural, widestLine(metrics, text));
            cellWord = std::max(cellWord, longestWord(metrics, text));
            wraps = wraps || unbreakableWords(text).size() > 1;
        }
        const QString header = originals.at(c);
        column.natural = std::max(cellNatural, widestLine(headers, header)) + pad;
        column.minimum =
            std::max(wraps ? cellWord : cellNatural, longestWord(headers, header)) + pad;
        column.minimum = std::min(column.minimum, column.natural);
        column.wraps = wraps;
    }
    const int available =
        table->viewport()->width() > 50 ? table->viewport()->width() : table->width() - 4;
    const int natural = std::accumulate(columns.begin(), columns.end(), 0,
                                        [](int sum, const Column &c) { return sum + c.natural; });
    std::vector<int> widths(count);
    for (int c = 0; c < count; ++c)
        widths[c] = columns[c].natural;
    if (natural <= available) {
        // Room to spare: the wrapping columns (else the last) share it.
        int spare = available - natural;
        int wrapping = 0;
        for (const Column &c : columns)
            wrapping += c.wraps ? c.natural : 0;
        for (int c = 0; c < count && spare > 0 && wrapping > 0; ++c)
            if (columns[c].wraps)
                widths[c] += spare * columns[c].natural / wrapping;
    } else {
        // Too wide: the columns wrap where it costs the table the fewest lines, none below its
        // longest word; when even that is too wide, the table scrolls sideways.
        const std::vector<int> budgeted =
            budgetedWidths(columns, originals, Lines(headers, pad), available);
        for (int c = 0; c < count; ++c)
            widths[c] = budgeted.empty() ? columns[c].minimum : budgeted[c];
        const int least = std::accumulate(columns.begin(), columns.end(), 0,
                                          [](int sum, const Column &c) { return sum + c.minimum; });
        if (budgeted.empty() && least > available) {
            // Sideways it scrolls whatever the widths: a long text squeezed to its longest word
            // would only make its rows tall (rows that push the next off the page). The columns
            // that wrap take the width for kScrollingCellLines lines a cell instead; a short
            // text (a date, a plan's name) stays on its line, and no header takes more than
            // kScrollingHeaderLines (Chinese, which may break between any two characters, was
            // squeezed to one character a line: "方/案" under a column as narrow as "按需").
            const Lines lines(headers, pad);
            const int shortText = kShortTextLines * cells.height();
            for (int c = 0; c < count; ++c) {
                if (columns[c].natural == 0)
                    continue; // hidden
                const int low = columns[c].minimum, high = columns[c].natural;
                int width = std::max(low, std::min(high, shortText));
                width =
                    std::max(width, narrowest(low, high, [&](int w) {
                                 return lines.header(originals.at(c), w) <= kScrollingHeaderLines;
                             }));
                if (columns[c].wraps)
                    width = std::max(width, narrowest(low, high, [&](int w) {
                                         for (int r = 0;
                                              r < columns[c].texts.size() && r < kJudgedRows; ++r)
                                             if (lines.cell(columns[c], r, w) > kScrollingCellLines)
                                                 return false;
                                         return true;
                                     }));
                widths[c] = width;
            }
        } else if (budgeted.empty()) {
            // No budget of lines fits (a cell longer than six lines at any width the table
            // has): every column at its longest word, and the room left to the columns short of
            // their one-line width, in proportion, so that the longest texts are not left in a
            // column one word wide beside empty space.
            int spare = available;
            qint64 still = 0;
            for (int c = 0; c < count; ++c) {
                spare -= widths[c];
                still += columns[c].natural - widths[c];
            }
            for (int c = 0; c < count && spare > 0 && still > 0; ++c)
                widths[c] += int(qint64(spare) * (columns[c].natural - widths[c]) / still);
        }
    }
    QHeaderView *header = table->horizontalHeader();
    header->setStretchLastSection(false);
    for (int c = 0; c < count; ++c) {
        if (table->isColumnHidden(c))
            continue;
        // The header as given where it fits its column, else wrapped to the column's width.
        const bool fits = widestLine(headers, originals.at(c)) + pad <= widths[c];
        const QString text =
            fits ? originals.at(c) : wrappedHeader(headers, originals.at(c), widths[c] - pad);
        if (model->headerData(c, Qt::Horizontal).toString() != text)
            model->setHeaderData(c, Qt::Horizontal, text);
        header->setSectionResizeMode(c, QHeaderView::Interactive);
        table->setColumnWidth(c, widths[c]);
    }
    table->setWordWrap(true);
    table->setTextElideMode(Qt::ElideRight);
    table->resizeRowsToContents();
    growRowsToTheirTallestLines(table);
    // Never shorter than its header and first rows: where the page is shorter, the page scrolls
    // (the caption below the table with it) and the table stays readable.
    int tall = header->sizeHint().height() + 2 * table->frameWidth();
    for (int r = 0; r < std::min(kMinimumRows, model->rowCount()); ++r)
        tall += table->rowHeight(r);
    if (table->horizontalScrollBar()->isVisible())
        tall += table->horizontalScrollBar()->sizeHint().height();
    table->setMinimumHeight(tall);
    if (fitter)
        fitter->m_fitting = false;
}

void keepTableFitted(QTableView *table)
{
    table->setWordWrap(true);
    if (!Fitter::of(table))
        new Fitter(table);
    fitTableToWidth(table);
}

void setColumnTitles(QTableWidget *table, const QList<ColumnTitle> &titles)
{
    table->setColumnCount(int(titles.size()));
    for (int c = 0; c < titles.size(); ++c) {
        const ColumnTitle &column = titles.at(c);
        auto *item = new QTableWidgetItem(column.title);
        const QString meaning = column.meaning.isEmpty() ? column.title : column.meaning;
        item->setToolTip(meaning);
        item->setData(Qt::AccessibleDescriptionRole, meaning);
        table->setHorizontalHeaderItem(c, item);
    }
}

} // namespace gpulab
