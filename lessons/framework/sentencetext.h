// Translated pieces put together the UI language's way, in the one place every lesson, window and
// widget does it: two sentences one after the other ("A. B." — Chinese and Japanese write no
// space after "。"), a label and what it labels ("Speed: 5" — "速度：5"), and a list ("a, b and
// c" — "a、b和c", "a، b وc"), a run of items ("a, b" — "a、b") and clauses ("a; b" — "a；b",
// "a؛ b"). Gluing translated pieces with ASCII punctuation in code puts
// "。 " or ": " into Chinese and breaks the order of an Arabic line: each join here is a whole
// translatable pattern the translator writes for the language.
#pragma once

#include <QString>
#include <QStringList>

namespace gpulab {

// Two sentences (each with its own full stop) one after the other; empty ones are left out.
QString joinSentences(const QString &first, const QString &second);
// Any number of sentences, joined as joinSentences() does.
QString joinSentences(const QStringList &sentences);
// A label and its text: "Question 3: Memory" ("第 3 题：内存").
QString labelled(const QString &label, const QString &text);
// Items of a list as the UI language writes a list ("a, b and c"; QLocale::createSeparatedList).
QString listText(const QStringList &items);
// Items of a list with no "and" before the last, as a run of figures or names: "L1 5 ns, L2 20
// ns" ("a、b", "a، b"). Empty items are left out.
QString itemList(const QStringList &items);
// Parts of one sentence that each hold commas of their own, one after the other: "FP16 rounds;
// FP8 overflows" ("a；b", "a؛ b"). Empty parts are left out.
QString clauseList(const QStringList &clauses);

} // namespace gpulab
