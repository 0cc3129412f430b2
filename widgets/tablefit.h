// Tables that fit their page, at every screen size and text size (one policy for every data
// table in the lessons: datasheets, memory levels, links, the calculator).
//
// Columns are as wide as their text where the table has room, and share what is left. Where it
// has not (a projector at the presenter's size, 150 % text), columns give up width, the most
// generous first: first their headers wrap (down to the header's longest word, the cells still on
// one line: a header's extra line is paid once, a cell's in every row, and the rows are what the
// class came to read), then the columns whose cells wrap (a name, an example: more than one word)
// go down to their longest word, so that every column stays in view and no figure is cut. Only
// when even that is too wide does the table scroll sideways (and then a column whose cells wrap
// takes the width for three lines a cell: squeezed further, it would only make the rows tall). Rows
// take the height of their wrapped text, and the table is never shorter than its header and first
// three rows: on a short page (a projector) the page scrolls, the rows stay in view. Keep headers
// short (a word or two a line; the long form in the header's tooltip) and captions below the table.
#pragma once

#include <QList>
#include <QString>

#include <utility>

class QTableView;
class QTableWidget;

namespace gpulab {

// Fits `table`'s columns to its viewport's width once (after its contents changed).
void fitTableToWidth(QTableView *table);

// Fits now and again whenever the table is resized, its font changes or its model's data or
// headers change. Turns word wrap on; the table's header texts are kept as the originals.
void keepTableFitted(QTableView *table);

// A column's short header (a word or two a line, what a projector has room for) and what it
// means in full (the header's tooltip and accessible description).
struct ColumnTitle
{
    ColumnTitle(QString shortTitle, QString fullMeaning = {}) // NOLINT: {tr("Chip")} reads well
        : title(std::move(shortTitle)), meaning(std::move(fullMeaning))
    {}
    QString title;
    QString meaning; // empty: the title says it all
};

// Sets `table`'s column count and headers to `titles`.
void setColumnTitles(QTableWidget *table, const QList<ColumnTitle> &titles);

} // namespace gpulab
