// Where a text may break between lines, as Unicode's line breaking says (UAX #14): after a space,
// after a hyphen, and between two characters of a script written without spaces (Chinese,
// Japanese). Every place that wraps text itself (chart titles, table headers and columns) breaks
// it here, so a Chinese cell wraps as an English one does instead of being elided.
#pragma once

#include <QString>
#include <QStringList>
#include <QTextBoundaryFinder>

namespace gpulab {

// `text` cut at every break opportunity: each piece keeps the spaces that end it, so the pieces
// joined give the text back. A text without one is a single piece; an empty one, none.
inline QStringList lineBreakPieces(const QString &text)
{
    QStringList pieces;
    QTextBoundaryFinder breaks(QTextBoundaryFinder::Line, text);
    qsizetype start = 0;
    for (qsizetype at = breaks.toNextBoundary(); at != -1; at = breaks.toNextBoundary()) {
        if (at > start)
            pieces << text.mid(start, at - start);
        start = at;
    }
    if (start < text.size())
        pieces << text.mid(start);
    return pieces;
}

// The pieces of `text` (above) without their spaces, the empty ones left out: what cannot be
// broken, the "words" a column is never narrower than.
inline QStringList unbreakableWords(const QString &text)
{
    QStringList words;
    for (const QString &piece : lineBreakPieces(text))
        if (const QString word = piece.trimmed(); !word.isEmpty())
            words << word;
    return words;
}

} // namespace gpulab
