// Tables that fit their page (see tablefit.h).
#include "widgets/tablefit.h"

#include <QAbstractItemModel>
#include <QEvent>
#include <QFontMetrics>
#include <QHeaderView>
#include <QPointer>
#include <QScrollBar>
#include <QStringList>
#include <QTableView>
#include <QTimer>

#include <algorithm>
#include <numeric>
#include <vector>

namespace gpulab {

namespace {

const char *const kOriginalHeaders = "gpulabOriginalHeaders";

int widestLine(const QFontMetrics &metrics, const QString &text)
{
    int widest = 0;
    for (const QString &line : text.split(QLatin1Char('\n')))
        widest = std::max(widest, metrics.horizontalAdvance(line));
    return widest;
}

int longestWord(const QFontMetrics &metrics, const QString &text)
{
    int widest = 0;
    for (const QString &line : text.split(QLatin1Char('\n')))
        for (const QString &word : line.split(QLatin1Char(' '), Qt::SkipEmptyParts))
            widest = std::max(widest, metrics.horizontalAdvance(word));
    return widest;
}

// The header wrapped at its spaces into lines no wider than `width` (a word wider stays whole).
QString wrappedHeader(const QFontMetrics &metrics, const QString &header, int width)
{
    QStringList lines;
    for (const QString &word : QString(header)
                                   .replace(QLatin1Char('\n'), QLatin1Char(' '))
                                   .split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        if (!lines.isEmpty() &&
            metrics.horizontalAdvance(lines.last() + QLatin1Char(' ') + word) <= width)
            lines.last() += QLatin1Char(' ') + word;
        else
            lines << word;
    }
    return lines.join(QLatin1Char('\n'));
}

struct Column
{
    int natural = 0;    // its text on one line (the header as the table was given it)
    int minimum = 0;    // its longest word (the header broken in two)
    bool wraps = false; // some cell has more than one word
};

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
        if (watched == m_table &&
            (event->type() == QEvent::Resize || event->type() == QEvent::FontChange ||
             event->type() == QEvent::StyleChange || event->type() == QEvent::Show)) {
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
    const int pad = cells.height(); // a cell's margins
    std::vector<Column> columns(count);
    for (int c = 0; c < count; ++c) {
        Column &column = columns[c];
        if (table->isColumnHidden(c))
            continue;
        int cellNatural = 0;
        int cellWord = 0;
        bool wraps = false;
        for (int r = 0; r < model->rowCount(); ++r) {
            const QString text = model->index(r, c).data().toString();
            cellNatural = std::max(cellNatural, widestLine(cells, text));
            cellWord = std::max(cellWord, longestWord(cells, text));
            wraps = wraps || text.trimmed().contains(QLatin1Char(' '));
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
        // Too wide: take width from the columns that can give, the most generous first, each
        // down to its minimum (water-filling from the top, so the widest give most).
        int excess = natural - available;
        while (excess > 0) {
            int widest = -1;
            for (int c = 0; c < count; ++c)
                if (widths[c] > columns[c].minimum && (widest < 0 || widths[c] > widths[widest]))
                    widest = c;
            if (widest < 0)
                break; // everything at its minimum: the table scrolls sideways
            int next = columns[widest].minimum;
            for (int c = 0; c < count; ++c)
                if (c != widest && widths[c] < widths[widest] && widths[c] > columns[c].minimum)
                    next = std::max(next, widths[c]);
            const int take = std::max(1, std::min(excess, widths[widest] - next));
            widths[widest] -= take;
            excess -= take;
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

} // namespace gpulab
