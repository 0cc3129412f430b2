// One reader for every simulation model's parameters: a model declares its fields once — key,
// the Settings member it fills, kind, range or choices — in a ParameterTable, and that one
// declaration writes parameters(), reads and checks setParameters() and lists parameterChoices()
// (the data-table loader's idea, datatable.h, for a model's set-up; KDE Step's property reader).
//
// The rules, once for every model (one wording each, translated in "gpulab::ParameterTable"):
//   - a key the table does not declare:   unknown parameter "key";
//   - whole:  a JSON number without a fraction, in [min, max] (both included);
//   - real:   a JSON number in [min, max] (JSON numbers are finite);
//   - flag:   true or false;
//   - text:   a JSON string; what it must name is the model's check (the table may list the
//             values a form offers);
//   - one of: a JSON string equal to one of the choices' values (case-insensitively where
//             declared so); the member gets that choice (its canonical spelling, or its enum);
//   - all or nothing: the settings change only when every key passes; absent keys keep theirs.
// Checks between fields (a tile that must divide the size, a link that must fit the topology)
// are the model's, after read(); failWith() (failwith.h) is the one-line way to refuse there.
#pragma once

#include "lessons/framework/failwith.h"
#include "lessons/framework/simulationmodel.h"

#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <QString>

#include <functional>
#include <limits>
#include <vector>

namespace gpulab {

enum class ParameterKind { Whole, Real, Flag, Text, OneOf };

// A field as every table declares it (the part the reader needs).
struct ParameterRule
{
    QString key;
    ParameterKind kind = ParameterKind::Text;
    double min = 0; // Whole, Real: both ends included
    double max = 0;
    QList<ParameterChoice> choices; // OneOf: the values it takes; Text: the values a form offers
    Qt::CaseSensitivity matchCase = Qt::CaseSensitive; // OneOf
};

// The reader itself (parametertable.cpp): checks one value against its rule. On success
// *choice is the index of the matched choice (OneOf) or -1; on failure *error says why.
bool checkParameter(const ParameterRule &rule, const QJsonValue &value, int *choice,
                    QString *error);
// `unknown parameter "key"` (translated).
QString unknownParameterMessage(const QString &key);

// The fields of a model's Settings. Declare them with the builders, e.g.
//   ParameterTable<Settings>()
//       .whole("workers", &Settings::workers, 1, kMaxWorkers)
//       .real("meanTileSeconds", &Settings::meanTileSeconds, 0.001, 10)
//       .oneOf("scaling", &Settings::scaling, {Scaling::Off, Scaling::Fixed}, describeScaling);
template <class Settings> class ParameterTable
{
public:
    ParameterTable &whole(const char *key, int Settings::*member,
                          int min = std::numeric_limits<int>::min(),
                          int max = std::numeric_limits<int>::max())
    {
        Field &field = add(key, ParameterKind::Whole,
                           [member](const Settings &s) { return QJsonValue(s.*member); });
        field.rule.min = min;
        field.rule.max = max;
        field.assign = [member](Settings &s, const QJsonValue &v, int) {
            s.*member = int(v.toDouble());
        };
        return *this;
    }
    ParameterTable &real(const char *key, double Settings::*member, double min, double max)
    {
        Field &field = add(key, ParameterKind::Real,
                           [member](const Settings &s) { return QJsonValue(s.*member); });
        field.rule.min = min;
        field.rule.max = max;
        field.assign = [member](Settings &s, const QJsonValue &v, int) {
            s.*member = v.toDouble();
        };
        return *this;
    }
    ParameterTable &flag(const char *key, bool Settings::*member)
    {
        Field &field = add(key, ParameterKind::Flag,
                           [member](const Settings &s) { return QJsonValue(s.*member); });
        field.assign = [member](Settings &s, const QJsonValue &v, int) { s.*member = v.toBool(); };
        return *this;
    }
    // Any text; `offered`: the values a form lists (the model checks what the text names).
    ParameterTable &text(const char *key, QString Settings::*member,
                         const QList<ParameterChoice> &offered = {})
    {
        Field &field = add(key, ParameterKind::Text,
                           [member](const Settings &s) { return QJsonValue(s.*member); });
        field.rule.choices = offered;
        field.assign = [member](Settings &s, const QJsonValue &v, int) {
            s.*member = v.toString();
        };
        return *this;
    }
    // A text member that must be one of `choices`; it gets the choice's value as spelled there.
    ParameterTable &oneOf(const char *key, QString Settings::*member,
                          const QList<ParameterChoice> &choices,
                          Qt::CaseSensitivity matchCase = Qt::CaseSensitive)
    {
        Field &field = add(key, ParameterKind::OneOf,
                           [member](const Settings &s) { return QJsonValue(s.*member); });
        field.rule.choices = choices;
        field.rule.matchCase = matchCase;
        field.assign = [member, choices](Settings &s, const QJsonValue &, int choice) {
            s.*member = choices[choice].value;
        };
        return *this;
    }
    // An enum member that must be one of `values`; describe(value) gives its ParameterChoice
    // (the word in the JSON and the label for people).
    template <class Enum, class Describe>
    ParameterTable &oneOf(const char *key, Enum Settings::*member, const std::vector<Enum> &values,
                          Describe describe, Qt::CaseSensitivity matchCase = Qt::CaseSensitive)
    {
        QList<ParameterChoice> choices;
        for (const Enum &value : values)
            choices.append(describe(value));
        Field &field = add(key, ParameterKind::OneOf, [member, values, choices](const Settings &s) {
            for (size_t i = 0; i < values.size(); ++i)
                if (values[i] == s.*member)
                    return QJsonValue(choices[qsizetype(i)].value);
            return QJsonValue(QString());
        });
        field.rule.choices = choices;
        field.rule.matchCase = matchCase;
        field.assign = [member, values](Settings &s, const QJsonValue &, int choice) {
            s.*member = values[size_t(choice)];
        };
        return *this;
    }

    // Every field of `settings`, as parameters() gives them.
    QJsonObject write(const Settings &settings) const
    {
        QJsonObject json;
        for (const Field &field : m_fields)
            json.insert(field.rule.key, field.write(settings));
        return json;
    }

    // The keys of `json` into `settings`, all or nothing (see the rules above).
    bool read(const QJsonObject &json, Settings &settings, QString *error) const
    {
        Settings wanted = settings;
        for (auto it = json.begin(); it != json.end(); ++it) {
            const Field *field = find(it.key());
            if (!field)
                return failWith(error, unknownParameterMessage(it.key()));
            int choice = -1;
            if (!checkParameter(field->rule, it.value(), &choice, error))
                return false;
            field->assign(wanted, it.value(), choice);
        }
        settings = wanted;
        return true;
    }

    // parameterChoices(key): a one-of field's choices, a text field's offered values, else none.
    QList<ParameterChoice> choices(const QString &key) const
    {
        const Field *field = find(key);
        return field ? field->rule.choices : QList<ParameterChoice>();
    }

private:
    struct Field
    {
        ParameterRule rule;
        std::function<void(Settings &, const QJsonValue &, int choice)> assign;
        std::function<QJsonValue(const Settings &)> write;
    };

    Field &add(const char *key, ParameterKind kind,
               std::function<QJsonValue(const Settings &)> write)
    {
        Field field;
        field.rule.key = QString::fromLatin1(key);
        field.rule.kind = kind;
        field.write = std::move(write);
        m_fields.push_back(std::move(field));
        return m_fields.back();
    }
    const Field *find(const QString &key) const
    {
        for (const Field &field : m_fields)
            if (field.rule.key == key)
                return &field;
        return nullptr;
    }

    std::vector<Field> m_fields;
};

} // namespace gpulab
