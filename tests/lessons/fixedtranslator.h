// A translator for tests: the translations a test gives, by context and source, and every other
// message of the contexts it marks wrapped in « » ("«Save»"), so that a test sees whether a text
// on screen went through tr() whole, as one message, or was glued together in code.
#pragma once

#include <QHash>
#include <QString>
#include <QStringList>
#include <QTranslator>

namespace gpulab::test {

class FixedTranslator : public QTranslator
{
public:
    // `context` ("gpulab::SentenceText"), its `source` as the code gives it, the translation.
    void add(const QString &context, const QString &source, const QString &translation)
    {
        m_fixed.insert(context + QLatin1Char('\x1f') + source, translation);
    }
    // Every other message of `context` comes back as «source».
    void mark(const QString &context) { m_marked << context; }

    bool isEmpty() const override { return false; }
    QString translate(const char *context, const char *source, const char *, int) const override
    {
        const QString c = QString::fromUtf8(context);
        const QString s = QString::fromUtf8(source);
        const auto fixed = m_fixed.constFind(c + QLatin1Char('\x1f') + s);
        if (fixed != m_fixed.cend())
            return *fixed;
        if (m_marked.contains(c))
            return QStringLiteral("\u00ab") + s + QStringLiteral("\u00bb");
        return {};
    }

private:
    QHash<QString, QString> m_fixed;
    QStringList m_marked;
};

} // namespace gpulab::test
