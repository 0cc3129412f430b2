// The keys a widget handles itself (a simulation's K, [ and ]; the presenter's clicker keys),
// told once in a table that both decides what a key press does and lists the keys in
// Help › Keyboard Shortcuts, so the help can never leave a key out or name one that does nothing.
#pragma once

#include "lessons/framework/sentencetext.h"

#include <QCoreApplication>
#include <QKeySequence>
#include <QList>
#include <QString>
#include <QStringList>

#include <span>

namespace gpulab {

template <typename Action> struct KeyBinding
{
    Qt::Key key;
    Action action;
};

// A row of the shortcuts list: what happens, and the keys that do it ("PgDown, Right or Space").
struct KeyHelpRow
{
    QString action;
    QString keys;
};

// The table's action for `key`; `none` where the table does not have it.
template <typename Action>
Action actionForKey(std::span<const KeyBinding<Action>> table, int key, Action none)
{
    for (const KeyBinding<Action> &binding : table)
        if (binding.key == key)
            return binding.action;
    return none;
}

// Key names as the menus show them, joined: "PgDown, Right or Space".
inline QString keyNames(const QList<Qt::Key> &keys)
{
    QStringList names;
    for (Qt::Key key : keys)
        names << QKeySequence(key).toString(QKeySequence::NativeText);
    if (names.size() < 2)
        return names.join(QString());
    const QString last = names.takeLast();
    return QCoreApplication::translate("gpulab::KeyTable", "%1 or %2").arg(itemList(names), last);
}

// One row per action, in the order the table first names it, each with all its keys;
// describe(action) says what it does (translated).
template <typename Action, typename Describe>
QList<KeyHelpRow> keyHelpRows(std::span<const KeyBinding<Action>> table, Describe describe)
{
    QList<Action> order;
    for (const KeyBinding<Action> &binding : table)
        if (!order.contains(binding.action))
            order << binding.action;
    QList<KeyHelpRow> rows;
    for (Action action : order) {
        QList<Qt::Key> keys;
        for (const KeyBinding<Action> &binding : table)
            if (binding.action == action)
                keys << binding.key;
        rows.append({describe(action), keyNames(keys)});
    }
    return rows;
}

} // namespace gpulab
