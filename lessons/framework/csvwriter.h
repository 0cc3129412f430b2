// Writing CSV for spreadsheets and learning-management systems, in one place (reading is
// datatable.h's splitCsvLine): RFC 4180 fields (quoted when they hold a comma, a quote or a
// line break; records end with CRLF), cells a spreadsheet would run as a formula defused, and
// files in UTF-8 with a byte order mark, which Excel needs to read non-ASCII text as UTF-8
// (LibreOffice, Google Sheets and Moodle's importers skip the mark). QtCore only.
#pragma once

#include <QString>
#include <QStringList>

namespace gpulab::csv {

// CSV/formula injection: a cell that begins with "=", "+", "-", "@", a tab or a carriage return
// is a formula (or starts one) to Excel, LibreOffice and Google Sheets. Such a cell gets a
// leading apostrophe (OWASP's advice), so the sheet shows the text and runs nothing.
QString defused(const QString &cell);

// One field as RFC 4180 writes it, defused first unless `defuse` is false (for numbers and
// times that this program wrote itself, which never start a formula).
QString field(const QString &cell, bool defuse = true);
// One record: every cell as field(cell), joined by commas, ended with CRLF.
QString record(const QStringList &cells);

// Writes `text` as UTF-8 with a byte order mark, through a temporary file renamed over `path`
// (QSaveFile), so a failure leaves the old file, or none, never half of one. False with *error.
bool writeFile(const QString &path, const QString &text, QString *error = nullptr);

} // namespace gpulab::csv
