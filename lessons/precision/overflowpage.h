// OverflowPage: the Precision formats lesson's "Overflow" tab. Predict what 70,000 becomes in
// FP16 and in BF16 (exactly the same, a nearby value, the largest value, infinity, zero), then
// "Show me": the verdict with the reason, from the codec (FP16 rounds past 65,504 to infinity;
// BF16 holds 70,144, its values there being 512 apart). Afterwards any number can be stored in
// every format, in a table of what each holds, what happened and the relative error.
#pragma once

#include "lessons/precision/precisionmath.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QTableWidget;

namespace gpulab {

class OverflowPage : public QWidget
{
    Q_OBJECT
public:
    // The number of the prediction.
    static constexpr double kExample = 70000;

    explicit OverflowPage(QWidget *parent = nullptr);

    // The guess for FP16 or BF16 (any other format: FP16's).
    QComboBox *guessBox(fp::Format format) const;
    void setGuess(fp::Format format, precision::Outcome outcome);
    bool reveal(); // false: a guess is missing
    bool revealed() const { return m_revealed; }

    QPushButton *revealButton() const { return m_reveal; }
    QLabel *verdictLabel() const { return m_verdict; }
    QLineEdit *compareEdit() const { return m_compareEdit; }
    QTableWidget *compareTable() const { return m_compare; }

signals:
    // The page grew (the verdict and the table appeared): the tabs may give it more room.
    void grew();

private:
    void updateCompare();

    QComboBox *m_guessFp16 = nullptr;
    QComboBox *m_guessBf16 = nullptr;
    QPushButton *m_reveal = nullptr;
    QLabel *m_verdict = nullptr;
    QWidget *m_compareBox = nullptr;
    QLineEdit *m_compareEdit = nullptr;
    QLabel *m_compareMessage = nullptr;
    QTableWidget *m_compare = nullptr;
    bool m_revealed = false;
};

} // namespace gpulab
