// Where things are in a JSON file a person wrote (see jsonfile.h).
#include "lessons/framework/jsonfile.h"

#include <QJsonArray>

namespace gpulab {

int JsonLocator::lineOfOffset(qsizetype offset) const
{
    offset = qBound<qsizetype>(0, offset, m_text.size());
    return int(QByteArrayView(m_text).first(offset).count('\n')) + 1;
}

int JsonLocator::lineOfKey(const QString &key, int occurrence) const
{
    auto found = m_lines.find(key);
    if (found == m_lines.end()) {
        QList<int> lines;
        const QByteArray needle = '"' + key.toUtf8() + '"';
        int line = 1;
        qsizetype counted = 0; // newlines counted up to here
        for (qsizetype at = m_text.indexOf(needle); at >= 0; at = m_text.indexOf(needle, at + 1)) {
            line += int(QByteArrayView(m_text).sliced(counted, at - counted).count('\n'));
            counted = at;
            lines.append(line);
        }
        found = m_lines.insert(key, lines);
    }
    return occurrence < found->size() ? found->at(occurrence) : 0;
}

namespace {

// A walk over valid JSON text: strings, values skipped whole, keys decoded.
class Walk
{
public:
    explicit Walk(const QByteArray &text) : m_text(text) {}
    qsizetype at = 0;

    char peek()
    {
        while (at < m_text.size() && QByteArrayView(" \t\r\n").contains(m_text.at(at)))
            ++at;
        return at < m_text.size() ? m_text.at(at) : '\0';
    }
    // At a '"': the string's text; `at` moves past its closing quote.
    QString string()
    {
        const qsizetype start = at++;
        bool escaped = false;
        while (at < m_text.size() && m_text.at(at) != '"') {
            escaped |= m_text.at(at) == '\\';
            at += m_text.at(at) == '\\' ? 2 : 1;
        }
        ++at;
        const QByteArray raw = m_text.mid(start, at - start);
        if (!escaped)
            return QString::fromUtf8(raw.mid(1, raw.size() - 2));
        return QJsonDocument::fromJson('[' + raw + ']').array().at(0).toString();
    }
    void skipValue()
    {
        int depth = 0;
        do {
            const char c = peek();
            if (c == '"') {
                string();
                continue;
            }
            if (c == '{' || c == '[')
                ++depth;
            else if (c == '}' || c == ']')
                --depth;
            else if (c == ',' || c == ':') {
                // inside a container: its separators
            } else {
                while (at < m_text.size() && !QByteArrayView(",:]} \t\r\n").contains(m_text.at(at)))
                    ++at;
                continue;
            }
            ++at;
        } while (depth > 0 && at < m_text.size());
    }
    // The offset of path[step..] from the value here: the key's or the element's, else that of
    // the deepest container found.
    qsizetype find(const QVariantList &path, int step)
    {
        const char c = peek();
        const qsizetype here = at;
        if (step == path.size())
            return here;
        const QVariant &want = path.at(step);
        if (c == '{' && want.typeId() == QMetaType::QString) {
            ++at;
            while (peek() == '"') {
                const qsizetype keyAt = at;
                const QString key = string();
                peek();
                ++at; // ':'
                if (key == want.toString())
                    return step + 1 == path.size() ? keyAt : find(path, step + 1);
                skipValue();
                if (peek() == ',')
                    ++at;
            }
        } else if (c == '[' && want.typeId() == QMetaType::Int) {
            ++at;
            for (int index = 0; peek() != ']' && at < m_text.size(); ++index) {
                if (index == want.toInt())
                    return find(path, step + 1);
                skipValue();
                if (peek() == ',')
                    ++at;
            }
        }
        return here;
    }

    // At an array: the offset of each element, in one pass.
    QList<qsizetype> elements()
    {
        QList<qsizetype> offsets;
        if (peek() != '[')
            return offsets;
        ++at;
        while (peek() != ']' && at < m_text.size()) {
            offsets.append(at);
            const qsizetype before = at;
            skipValue();
            if (peek() == ',')
                ++at;
            if (at == before) // not valid JSON after all: stop rather than loop
                break;
        }
        return offsets;
    }

private:
    const QByteArray &m_text;
};

} // namespace

QList<int> JsonLocator::linesOfElements(const QVariantList &arrayPath) const
{
    Walk walk(m_text);
    const qsizetype arrayAt = walk.find(arrayPath, 0);
    walk.at = arrayAt;
    if (!arrayPath.isEmpty() && arrayPath.last().typeId() == QMetaType::QString &&
        walk.peek() == '"') { // find() gives an object's key: its value follows the ':'
        walk.string();
        walk.peek();
        ++walk.at;
    }
    QList<int> lines;
    int line = lineOfOffset(arrayAt);
    qsizetype counted = arrayAt;
    for (qsizetype offset : walk.elements()) {
        line += int(QByteArrayView(m_text).sliced(counted, offset - counted).count('\n'));
        counted = offset;
        lines.append(line);
    }
    return lines;
}

int JsonLocator::lineOfPath(const QVariantList &path) const
{
    Walk walk(m_text);
    return lineOfOffset(walk.find(path, 0));
}

} // namespace gpulab
