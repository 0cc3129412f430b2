// Tables that fit their page, at every screen size and text size (one policy for every data
// table in the lessons: datasheets, memory levels, links, the calculator).
//
// Columns are as wide as their text where the table has room, and share what is left. Where it
// has not (a projector at the presenter's size, 150 % text), the columns whose cells wrap (a
// name, an example: more than one word) give up width, the most generous first, down to their
// longest word (a header's longest word counts too; it wraps to its column's width), so that every
// column stays in view and no figure is cut. Only when even that is too wide does the table scroll
// sideways. Rows take the height of their wrapped text.
#pragma once

class QTableView;

namespace gpulab {

// Fits `table`'s columns to its viewport's width once (after its contents changed).
void fitTableToWidth(QTableView *table);

// Fits now and again whenever the table is resized, its font changes or its model's data or
// headers change. Turns word wrap on; the table's header texts are kept as the originals.
void keepTableFitted(QTableView *table);

} // namespace gpulab
