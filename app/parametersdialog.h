// "Simulation Parameters": the simulation's set-up as an ordinary form, built from the model's
// parameters() (whole numbers → spin boxes, numbers → decimal spin boxes, true/false → check
// boxes, text → line edits). The ImGui overlay has the same controls for the mouse; this dialog
// is the keyboard and screen-reader route to them. The model validates on Apply; a refusal is
// shown in the dialog and nothing changes.
#pragma once

#include <QDialog>
#include <QJsonObject>

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
    QList<QPair<QString, QWidget *>> m_editors;
};

} // namespace gpulab
