// ChooserPage: the guided decision of "Choosing a GPU" as a form over chooser::choose()
// (gpuchooser.h): the job, the model's size in billions of parameters and the hardware budget
// go in; the verdict (buy a card, rent, or a cluster's job), the memory rule worked out, the
// reasons and up to four candidates from the data file, each with its own reasons, come out,
// updated as soon as a field changes.
#pragma once

#include "lessons/framework/gpuspecs.h"
#include "lessons/generations/gpuchooser.h"

#include <QWidget>

class QComboBox;
class QDoubleSpinBox;
class QLabel;

namespace gpulab {

class ChooserPage : public QWidget
{
    Q_OBJECT
public:
    explicit ChooserPage(const QList<GpuSpec> &specs, QWidget *parent = nullptr);

    // The budgets the list offers, US dollars (0: none).
    static QList<double> budgets();

    void setNeed(const chooser::Need &need);
    chooser::Need need() const;
    const chooser::Choice &choice() const { return m_choice; }

    QComboBox *jobBox() const { return m_job; }
    QDoubleSpinBox *sizeBox() const { return m_size; }
    QComboBox *budgetBox() const { return m_budget; }
    QLabel *result() const { return m_result; }

    // The choice as the page shows it (HTML).
    static QString choiceHtml(const chooser::Choice &choice);

private:
    void update();

    QList<GpuSpec> m_specs;
    chooser::Choice m_choice;
    QComboBox *m_job = nullptr;
    QDoubleSpinBox *m_size = nullptr;
    QComboBox *m_budget = nullptr;
    QLabel *m_result = nullptr;
};

} // namespace gpulab
