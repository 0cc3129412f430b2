// The bytes of a JSON document GPU Lab writes to a file a person may hand back to it (a saved
// Live Lab session, a simulation preset): QJsonDocument::toJson, indented, with a U+FEFF that
// starts a string (a value or a key) written as "\ufeff". Qt's reader (6.4) drops a raw U+FEFF
// there, taking it for a byte-order mark, so such a text would not read back as written;
// escaped, it does (found by tests/fuzz: write -> read must be the identity).
#pragma once

#include <QByteArray>
#include <QJsonDocument>

namespace gpulab {

inline QByteArray jsonFileBytes(const QJsonDocument &document)
{
    // In toJson's output a bare '"' opens or closes a string (one inside is written \"), and
    // nothing but ',', ':', a bracket or a space follows a closing one; after an escaped \",
    // "\ufeff" and a raw U+FEFF are the same character.
    return document.toJson(QJsonDocument::Indented).replace("\"\xEF\xBB\xBF", "\"\\ufeff");
}

} // namespace gpulab
