// "Simulation Parameters": the simulation's set-up as an ordinary form, built from the model's
// parameters() (whole numbers → spin boxes, numbers → decimal spin boxes with the digits the
// value needs and a range that holds it, true/false → check boxes, text with choices
// (SimulationModel::parameterChoices) → lists, other text → line edits). The ImGui overlay has
// the same controls for the mouse; this dialog is the keyboard and screen-reader route to them.
// It never rewrites a value silently: a field the user left as it was shown gives back the
// model's value exactly (40 GB stays 40 GB, 1e-7 stays 1e-7), whatever the field could show.
// The model validates on Apply; a refusal is shown in the dialog and nothing changes.
#pragma once

#include <QDialog>
#include <QJsonObject>
#include <QVariant>

class QFormLayout;
class QLabel;

namespace gpulab {

class SimulationView;

class ParametersDialog : public QDialog
{
    Q_OBJECT
public:
    explicit ParametersDialog(SimulationView *view, QWidget *parent = nullptr);

    // The values as edited (same keys and JSON types as the model's parameters()).
    QJsonObject values() const;
    QString errorText() const;
    // Applies values() to the view; false (dialog stays open) when the model refuses them.
    bool apply();

private:
    SimulationView *m_view;
    QJsonObject m_original;
    QFormLayout *m_form = nullptr;
    QLabel *m_error = nullptr;
    struct Editor
    {
        QString key;
        QWidget *widget = nullptr;
        QVariant shown; // the editor's value as first shown
    };
    static QVariant editorValue(const QWidget *widget);
    QList<Editor> m_editors;
};

} // namespace gpulab
