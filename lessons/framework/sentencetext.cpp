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

} // namespace gpulab
