// JSON files a person hands GPU Lab and may hand back (a lesson manifest, a saved Live Lab
// session, a simulation preset): the bytes GPU Lab writes, and the lines its problems are on.
//
// Writing: QJsonDocument::toJson, indented, with a U+FEFF that starts a string (a value or a
// key) written as "\ufeff". Qt's reader (6.4) drops a raw U+FEFF there, taking it for a
// byte-order mark, so such a text would not read back as written; escaped, it does (found by
// tests/fuzz: write -> read must be the identity).
//
// Reading: QJsonDocument keeps no positions, so JsonLocator finds them in the raw text, where a
// person will look: the line of a parse error's offset, of the n-th occurrence of a key, or of
// the key at a path ({"ladder", 2, "n"}: the "n" of the third result of "ladder").
#pragma once

#include <QByteArray>
#include <QHash>
#include <QJsonDocument>
#include <QList>
#include <QString>
#include <QStringDecoder>
#include <QVariantList>

#include <algorithm>
#include <string>

namespace gpulab {

inline QByteArray jsonFileBytes(const QJsonDocument &document)
{
    // In toJson's output a bare '"' opens or closes a string (one inside is written \"), and
    // nothing but ',', ':', a bracket or a space follows a closing one; after an escaped \",
    // "\ufeff" and a raw U+FEFF are the same character.
    return document.toJson(QJsonDocument::Indented).replace("\"\xEF\xBB\xBF", "\"\\ufeff");
}

// A UTF-8 text (a std::string from compute/) as a JSON string value, whole. QString::fromUtf8
// and fromStdString (Qt 6.4) drop a U+FEFF that starts the text, taking it for a byte-order
// mark, so a message that began with one would not be written as it was read.
inline QString jsonText(const std::string &utf8)
{
    QStringDecoder decode(QStringDecoder::Utf8, QStringDecoder::Flag::ConvertInitialBom);
    return decode(QByteArrayView(utf8.data(), qsizetype(utf8.size())));
}

class JsonLocator
{
public:
    explicit JsonLocator(const QByteArray &text) : m_text(text) {}

    // The 1-based line of a byte offset (QJsonParseError::offset), clamped to the text.
    int lineOfOffset(qsizetype offset) const;

    // The line of the n-th occurrence of "key" anywhere in the text; 0 when there is none. Each
    // key's lines are found in one pass the first time it is asked for, so asking for every
    // section of a manifest with thousands of them stays linear.
    int lineOfKey(const QString &key, int occurrence = 0) const;
    // The key's first line, or 1 (the start) where its text is not in the file: a key written
    // with escapes ("simul\u0061tion") is the same key to the JSON reader, and a problem always
    // has a place.
    int lineOf(const QString &key) const { return std::max(1, lineOfKey(key)); }

    // The line of the value at `path` from the root (a QString is an object's key: the line the
    // key is written on; an int an array's index: the line its element starts on), or of the
    // deepest step of it the text holds (a missing key: its object's line), at least 1. For a
    // text QJsonDocument read without error; one pass, so ask only for a problem's place.
    int lineOfPath(const QVariantList &path) const;
    // The line of each element of the array at `arrayPath` (as lineOfPath finds it), in one pass:
    // empty where that value is not an array.
    QList<int> linesOfElements(const QVariantList &arrayPath) const;

private:
    QByteArray m_text;
    mutable QHash<QString, QList<int>> m_lines;
};

} // namespace gpulab
