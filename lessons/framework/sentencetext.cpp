// Translated pieces joined by translatable patterns (see the header).
#include "lessons/framework/sentencetext.h"

#include <QCoreApplication>
#include <QLocale>

namespace gpulab {

QString joinSentences(const QString &first, const QString &second)
{
    if (first.isEmpty())
        return second;
    if (second.isEmpty())
        return first;
    //: Two whole sentences one after the other, each ending with its own full stop. Chinese
    //: writes no space after 。 ("%1%2").
    return QCoreApplication::translate("gpulab::SentenceText", "%1 %2").arg(first, second);
}

QString joinSentences(const QStringList &sentences)
{
    QString text;
    for (const QString &sentence : sentences)
        text = joinSentences(text, sentence);
    return text;
}

QString labelled(const QString &label, const QString &text)
{
    //: A label, then what it labels ("Question 3: Memory"). Chinese: a full-width colon and no
    //: space ("%1：%2").
    return QCoreApplication::translate("gpulab::SentenceText", "%1: %2").arg(label, text);
}

QString listText(const QStringList &items)
{
    return QLocale().createSeparatedList(items);
}

namespace {

// `items` folded with a two-place pattern, the empty ones left out.
QString folded(const QStringList &items, const QString &pattern)
{
    QString text;
    for (const QString &item : items)
        if (!item.isEmpty())
            text = text.isEmpty() ? item : pattern.arg(text, item);
    return text;
}

} // namespace

QString itemList(const QStringList &items)
{
    //: Two items of a list of names or figures, with no "and" ("L1 5 ns, L2 20 ns"); a longer
    //: list repeats it. Chinese: "%1、%2"; Arabic: "%1، %2".
    return folded(items, QCoreApplication::translate("gpulab::SentenceText", "%1, %2"));
}

QString clauseList(const QStringList &clauses)
{
    //: Two parts of one sentence, each of which may hold commas ("FP16 rounds; FP8 overflows");
    //: a longer list repeats it. Chinese: a full-width semicolon, no space ("%1；%2"); Arabic:
    //: "%1؛ %2".
    return folded(clauses, QCoreApplication::translate("gpulab::SentenceText", "%1; %2"));
}

} // namespace gpulab
