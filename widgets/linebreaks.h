// Where a text may break between lines, as Unicode's line breaking says (UAX #14): after a space,
// after a hyphen, and between two characters of a script written without spaces (Chinese,
// Japanese). Every place that wraps text itself (chart titles, table headers and columns) breaks
// it here, so a Chinese cell wraps as an English one does instead of being elided.
#pragma once

#include <QString>
#include <QStringList>
#include <QTextBoundaryFinder>

#include <functional>

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

// Whether `c` belongs to a script written without spaces between words (Chinese, Japanese,
// Thai...) or is the full-width punctuation that goes with it: a line may break beside it.
inline bool writtenWithoutSpaces(QChar c)
{
    switch (c.script()) {
    case QChar::Script_Han:
    case QChar::Script_Hiragana:
    case QChar::Script_Katakana:
    case QChar::Script_Bopomofo:
    case QChar::Script_Thai:
    case QChar::Script_Lao:
    case QChar::Script_Khmer:
    case QChar::Script_Myanmar: return true;
    default:
        return (c.unicode() >= 0x3000 && c.unicode() <= 0x303F) ||
               (c.unicode() >= 0xFF00 && c.unicode() <= 0xFFEF);
    }
}

// `text` cut where words end: the break opportunities above after a space, and those beside a
// character of a script written without spaces; not after a hyphen or a slash inside a word
// ("on-demand", "GB/s"), which a table would otherwise make its narrowest column of.
inline QStringList wordBreakPieces(const QString &text)
{
    QStringList words;
    for (const QString &piece : lineBreakPieces(text)) {
        const bool joins = !words.isEmpty() && !words.last().back().isSpace() &&
                           !writtenWithoutSpaces(words.last().back()) &&
                           !writtenWithoutSpaces(piece.front());
        if (joins)
            words.last() += piece;
        else
            words << piece;
    }
    return words;
}

// The words of `text` (above) without their spaces, the empty ones left out: what a table's
// column is never narrower than.
inline QStringList unbreakableWords(const QString &text)
{
    QStringList words;
    for (const QString &piece : wordBreakPieces(text))
        if (const QString word = piece.trimmed(); !word.isEmpty())
            words << word;
    return words;
}

// `pieces` (above) filled greedily into lines no wider than `width` as `measure` measures a
// line: a piece that does not fit starts the next line, and one wider than `width` keeps a line
// of its own. Lines are trimmed; empty ones are left out.
inline QStringList fillLines(const QStringList &pieces, qreal width,
                             const std::function<qreal(const QString &)> &measure)
{
    QStringList lines;
    QString line;
    for (const QString &piece : pieces) {
        if (!line.trimmed().isEmpty() && measure((line + piece).trimmed()) > width) {
            lines << line.trimmed();
            line = piece;
        } else {
            line += piece;
        }
    }
    if (!line.trimmed().isEmpty())
        lines << line.trimmed();
    return lines;
}

} // namespace gpulab
