// ParametersDialog: a generic, keyboard-operable form for a simulation's parameters.
#include "app/parametersdialog.h"

#include "lessons/framework/simulationmodel.h"
#include "widgets/simulationview.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <limits>

namespace gpulab {

namespace {
// "meanTileSeconds" -> "Mean tile seconds"
QString labelFor(const QString &key)
{
    QString text;
    for (const QChar c : key) {
        if (c.isUpper() && !text.isEmpty())
            text += QLatin1Char(' ');
        text += text.isEmpty() ? c.toUpper() : c.toLower();
    }
    return text;
}

// The decimals that show `value` as it is (at least 4 for a fraction, at most 15).
int decimalsFor(double value)
{
    if (value == std::floor(value))
        return 0;
    for (int d = 4; d < 15; ++d)
        if (QString::number(value, 'f', d).toDouble() == value)
            return d;
    return 15;
}

// A step of the value's own order of magnitude (40 GB steps by 10 GB, 0.03 by 0.01).
double stepFor(double value)
{
    const double magnitude = std::abs(value);
    if (magnitude == 0 || !std::isfinite(magnitude))
        return 1;
    return std::pow(10.0, std::floor(std::log10(magnitude)));
}
} // namespace

ParametersDialog::ParametersDialog(SimulationView *view, QWidget *parent)
    : QDialog(parent), m_view(view), m_original(view->model().parameters())
{
    setWindowTitle(tr("Simulation Parameters"));
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(tr("Change the simulation's set-up. Apply restarts the current "
                                "beat with these values."),
                             this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    m_form = new QFormLayout;
    layout->addLayout(m_form);
    const SimulationModel &model = view->model();
    for (auto it = m_original.begin(); it != m_original.end(); ++it) {
        const QJsonValue value = it.value();
        const QList<ParameterChoice> choices = model.parameterChoices(it.key());
        QWidget *editor = nullptr;
        if (value.isBool()) {
            auto *box = new QCheckBox(this);
            box->setChecked(value.toBool());
            editor = box;
        } else if (value.isDouble() && value.toDouble() == std::floor(value.toDouble()) &&
                   std::abs(value.toDouble()) <= std::numeric_limits<int>::max()) {
            auto *spin = new QSpinBox(this);
            spin->setRange(std::numeric_limits<int>::min(), std::numeric_limits<int>::max());
            spin->setValue(value.toInt());
            editor = spin;
        } else if (value.isDouble()) {
            // Wide enough for the value (a 40 GB all-reduce is 4·10¹⁰ bytes), with the digits
            // it needs (1e-7 is not 0.0000).
            const double v = value.toDouble();
            const double limit = std::max(1e15, std::abs(v));
            auto *spin = new QDoubleSpinBox(this);
            spin->setDecimals(decimalsFor(v));
            spin->setRange(-limit, limit);
            spin->setSingleStep(stepFor(v));
            spin->setValue(v);
            editor = spin;
        } else if (value.isString() && !choices.isEmpty()) {
            auto *combo = new QComboBox(this);
            for (const ParameterChoice &choice : choices)
                combo->addItem(choice.label.isEmpty() ? choice.value : choice.label, choice.value);
            int current = combo->findData(value.toString());
            if (current < 0) { // a value the list lacks is shown as it is, not replaced
                combo->addItem(value.toString(), value.toString());
                current = combo->count() - 1;
            }
            combo->setCurrentIndex(current);
            editor = combo;
        } else if (value.isString()) {
            editor = new QLineEdit(value.toString(), this);
        } else {
            continue; // arrays and objects: only through presets
        }
        editor->setObjectName(it.key());
        editor->setAccessibleName(labelFor(it.key()));
        m_form->addRow(labelFor(it.key()), editor);
        m_editors.append({it.key(), editor, editorValue(editor)});
    }
    m_error = new QLabel(this);
    m_error->setObjectName(QStringLiteral("error"));
    m_error->setWordWrap(true);
    m_error->setAccessibleName(tr("Problem"));
    m_error->hide();
    layout->addWidget(m_error);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Apply"));
    connect(buttons, &QDialogButtonBox::accepted, this, [this] {
        if (apply())
            accept();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
}

QVariant ParametersDialog::editorValue(const QWidget *editor)
{
    if (auto *box = qobject_cast<const QCheckBox *>(editor))
        return box->isChecked();
    if (auto *spin = qobject_cast<const QSpinBox *>(editor))
        return spin->value();
    if (auto *dspin = qobject_cast<const QDoubleSpinBox *>(editor))
        return dspin->value();
    if (auto *combo = qobject_cast<const QComboBox *>(editor))
        return combo->currentData();
    if (auto *line = qobject_cast<const QLineEdit *>(editor))
        return line->text();
    return {};
}

QJsonObject ParametersDialog::values() const
{
    QJsonObject result = m_original;
    for (const Editor &editor : m_editors) {
        const QVariant now = editorValue(editor.widget);
        // As shown: the model's own value, never the field's rounding of it.
        if (now == editor.shown)
            continue;
        if (now.typeId() == QMetaType::Bool)
            result.insert(editor.key, now.toBool());
        else if (now.typeId() == QMetaType::Int)
            result.insert(editor.key, now.toInt());
        else if (now.typeId() == QMetaType::Double)
            result.insert(editor.key, now.toDouble());
        else
            result.insert(editor.key, now.toString());
    }
    return result;
}

QString ParametersDialog::errorText() const
{
    return m_error->isHidden() ? QString() : m_error->text();
}

bool ParametersDialog::apply()
{
    QString error;
    if (m_view->setParameters(values(), &error)) {
        m_error->hide();
        return true;
    }
    m_error->setText(tr("Not applied: %1").arg(error));
    m_error->show();
    return false;
}

} // namespace gpulab
