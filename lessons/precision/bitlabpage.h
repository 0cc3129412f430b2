// BitLabPage: the Precision formats lesson's "Bit lab" tab. Pick a format, type a number (or a
// bit pattern), and see its sign, exponent and mantissa in a BitEdit (flip bits with the mouse or
// Left/Right + Space), the exact stored value, the rounding error, the neighbours above and
// below, the class, the formula that makes the value from the fields, and a NumberLine of every
// format with the number marked. The logic is BitLab's; every value shown comes from the codec.
// Everything is reachable with Tab and mnemonics.
#pragma once

#include "lessons/precision/bitlab.h"
#include "widgets/simulationscene.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QLineEdit;

namespace gpulab {

class BitEdit;
class NumberLine;

class BitLabPage : public QWidget
{
    Q_OBJECT
public:
    explicit BitLabPage(QWidget *parent = nullptr);
    ~BitLabPage() override;

    const BitLab &bitLab() const { return m_lab; }
    // As if chosen in the Format list: the number stays, rounded into the new format.
    void setFormat(fp::Format format);
    // As if typed into the Number field; false (the last good number stays) when it is not one.
    bool setNumber(const QString &text);
    // The fields' colours and line widths, and the number line's.
    void setSceneStyle(const SceneStyle &style);

    QComboBox *formatBox() const { return m_format; }
    QLineEdit *numberEdit() const { return m_number; }
    BitEdit *bitEdit() const { return m_bits; }
    NumberLine *numberLine() const { return m_line; }
    QLabel *messageLabel() const { return m_message; } // what is wrong with the typed text
    QLabel *storedLabel() const { return m_stored; }
    QLabel *errorLabel() const { return m_error; }
    QLabel *neighboursLabel() const { return m_neighbours; }
    QLabel *classLabel() const { return m_class; }
    QLabel *formulaLabel() const { return m_formula; }
    QLabel *patternLabel() const { return m_pattern; }

private:
    bool onNumberEdited(const QString &text);
    void showLab();
    void updateBitFields();

    BitLab m_lab;
    SceneStyle m_style = SceneStyle::light();
    QComboBox *m_format = nullptr;
    QLineEdit *m_number = nullptr;
    QLabel *m_message = nullptr;
    BitEdit *m_bits = nullptr;
    QLabel *m_stored = nullptr;
    QLabel *m_class = nullptr;
    QLabel *m_error = nullptr;
    QLabel *m_pattern = nullptr;
    QLabel *m_neighbours = nullptr;
    QLabel *m_formula = nullptr;
    NumberLine *m_line = nullptr;
};

} // namespace gpulab
