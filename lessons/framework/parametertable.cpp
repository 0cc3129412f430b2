// The parameter rules every model shares (see parametertable.h).
#include "lessons/framework/parametertable.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QStringList>

#include <cmath>

namespace gpulab {

namespace {

// A range end as people write it: 1024, 0.001, 1e+15.
QString number(double value)
{
    return QString::number(value, 'g', QLocale::FloatingPointShortest);
}

// What was given, for the message: "fp99", 2.5, 1000000, true, null, [1] (long values cut short).
QString given(const QJsonValue &value)
{
    const double v = value.toDouble();
    if (value.isDouble())
        return v == std::floor(v) && std::abs(v) < 1e15 ? QString::number(qint64(v)) : number(v);
    const QByteArray json = QJsonDocument(QJsonArray{value}).toJson(QJsonDocument::Compact);
    QString text = QString::fromUtf8(json.mid(1, json.size() - 2)); // without the [ ]
    constexpr qsizetype kLongest = 60;
    if (text.size() > kLongest)
        text = text.left(kLongest - 1) + QChar(0x2026); // …
    return text;
}

// The messages' translation context (lupdate reads it here).
struct ParameterTableText
{
    Q_DECLARE_TR_FUNCTIONS(gpulab::ParameterTable)
public:
    static bool check(const ParameterRule &rule, const QJsonValue &value, int *choice,
                      QString *error);
    static QString unknown(const QString &key) { return tr("unknown parameter \"%1\"").arg(key); }
};

bool ParameterTableText::check(const ParameterRule &rule, const QJsonValue &value, int *choice,
                               QString *error)
{
    *choice = -1;
    switch (rule.kind) {
    case ParameterKind::Whole: {
        const double v = value.toDouble();
        if (!value.isDouble() || v != std::floor(v))
            return failWith(error,
                            tr("%1 must be a whole number (got %2)").arg(rule.key, given(value)));
        if (v < rule.min || v > rule.max)
            return failWith(error, tr("%1 must be between %2 and %3 (got %4)")
                                       .arg(rule.key, QString::number(qint64(rule.min)),
                                            QString::number(qint64(rule.max)), given(value)));
        return true;
    }
    case ParameterKind::Real: {
        const double v = value.toDouble();
        if (!value.isDouble() || !(v >= rule.min && v <= rule.max))
            return failWith(error,
                            tr("%1 must be a number between %2 and %3 (got %4)")
                                .arg(rule.key, number(rule.min), number(rule.max), given(value)));
        return true;
    }
    case ParameterKind::Flag:
        if (!value.isBool())
            return failWith(error,
                            tr("%1 must be true or false (got %2)").arg(rule.key, given(value)));
        return true;
    case ParameterKind::Text:
        if (!value.isString())
            return failWith(error, tr("%1 must be text (got %2)").arg(rule.key, given(value)));
        return true;
    case ParameterKind::OneOf: {
        QStringList values;
        for (qsizetype i = 0; i < rule.choices.size(); ++i) {
            if (value.isString() &&
                value.toString().compare(rule.choices[i].value, rule.matchCase) == 0) {
                *choice = int(i);
                return true;
            }
            values << rule.choices[i].value;
        }
        return failWith(error, tr("%1 must be one of %2 (got %3)")
                                   .arg(rule.key, values.join(QStringLiteral(", ")), given(value)));
    }
    }
    return failWith(error, unknown(rule.key));
}

} // namespace

QString unknownParameterMessage(const QString &key)
{
    return ParameterTableText::unknown(key);
}

bool checkParameter(const ParameterRule &rule, const QJsonValue &value, int *choice, QString *error)
{
    return ParameterTableText::check(rule, value, choice, error);
}

} // namespace gpulab
