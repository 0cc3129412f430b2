// ParametersDialog: a generic, keyboard-operable form for a simulation's parameters.
#include "app/parametersdialog.h"

#include "widgets/simulationview.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include <cmath>

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
    for (auto it = m_original.begin(); it != m_original.end(); ++it) {
        const QJsonValue value = it.value();
        QWidget *editor = nullptr;
        if (value.isBool()) {
            auto *box = new QCheckBox(this);
            box->setChecked(value.toBool());
            editor = box;
        } else if (value.isDouble() && value.toDouble() == std::floor(value.toDouble()) &&
                   std::abs(value.toDouble()) < 1e9) {
            auto *spin = new QSpinBox(this);
            spin->setRange(-1000000000, 1000000000);
            spin->setValue(value.toInt());
            editor = spin;
        } else if (value.isDouble()) {
            auto *spin = new QDoubleSpinBox(this);
            spin->setDecimals(4);
            spin->setRange(-1e9, 1e9);
            spin->setSingleStep(std::abs(value.toDouble()) > 0 ? std::abs(value.toDouble()) / 10
                                                               : 0.1);
            spin->setValue(value.toDouble());
            editor = spin;
        } else if (value.isString()) {
            editor = new QLineEdit(value.toString(), this);
        } else {
            continue; // arrays and objects: only through presets
        }
        editor->setObjectName(it.key());
        editor->setAccessibleName(labelFor(it.key()));
        m_form->addRow(labelFor(it.key()), editor);
        m_editors.append({it.key(), editor});
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

QJsonObject ParametersDialog::values() const
{
    QJsonObject result = m_original;
    for (const auto &[key, editor] : m_editors) {
        if (auto *box = qobject_cast<QCheckBox *>(editor))
            result.insert(key, box->isChecked());
        else if (auto *spin = qobject_cast<QSpinBox *>(editor))
            result.insert(key, spin->value());
        else if (auto *dspin = qobject_cast<QDoubleSpinBox *>(editor))
            result.insert(key, dspin->value());
        else if (auto *line = qobject_cast<QLineEdit *>(editor))
            result.insert(key, line->text());
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
