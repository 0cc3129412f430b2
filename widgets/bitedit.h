// BitEdit: a row of bits to read and flip, grouped into named, coloured fields (sign, exponent,
// mantissa of a floating-point number, or any other layout the caller gives). Generic: the caller
// says how many bits, how they are numbered and what the fields are; it knows nothing of number
// formats.
//
// Each bit is a cell with its digit ("0"/"1"): a set bit is filled with its field's colour, a
// clear one only outlined in it, so the state never rests on colour alone. Under the cells, each
// field has a bracket with its name and width ("exponent · 5 bits"); above them, bit numbers.
//
// Keyboard: Left/Right (and Home/End) move the cursor, Space or Enter flips the bit under it, 0
// and 1 set it. Mouse: a click flips the bit clicked. The accessible description always says the
// bit under the cursor, e.g. "bit 15, sign, set", and changes are announced to screen readers.
// Cells shrink to fit the width (down to about a digit's width); the font follows the widget's.
#pragma once

#include <QColor>
#include <QList>
#include <QWidget>

namespace gpulab {

class BitEdit : public QWidget
{
    Q_OBJECT
public:
    struct Field
    {
        QString name; // "exponent"
        int width = 1;
        QColor colour;
    };

    explicit BitEdit(QWidget *parent = nullptr);

    // Fields from the most significant bit down; their widths give the bit count. The rightmost
    // cell is bit `lowestBit` of the value (e.g. 13 for TF32's 19 bits at the top of 32).
    void setFields(const QList<Field> &fields, int lowestBit = 0);
    const QList<Field> &fields() const { return m_fields; }
    int bitCount() const { return m_count; }
    int lowestBit() const { return m_lowest; }
    int highestBit() const { return m_lowest + m_count - 1; }

    // The value, bits numbered as the caller numbers them; bits outside the cells are kept.
    void setBits(quint64 bits);
    quint64 bits() const { return m_bits; }
    bool bit(int number) const { return (m_bits >> number) & 1u; }

    // The bit under the keyboard cursor (a bit number); starts at the highest bit.
    int currentBit() const { return m_current; }
    void setCurrentBit(int number);

    // Which field holds a bit (-1 outside).
    int fieldIndexOf(int number) const;
    // "bit 15, sign, set" (translated).
    QString describeBit(int number) const;

    // Where a bit's cell is drawn now (widget coordinates; empty for a bit not shown).
    QRectF bitRect(int number) const;

    // Thicker outlines for the projector's high-contrast theme.
    void setThickLines(bool thick);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    // The user flipped or set a bit (click, Space, Enter, 0, 1); bits() already holds the result.
    void bitToggled(int number);
    void currentBitChanged(int number);

protected:
    void paintEvent(QPaintEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void focusInEvent(QFocusEvent *event) override;
    void focusOutEvent(QFocusEvent *event) override;
    bool event(QEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    struct Geometry
    {
        qreal cell = 0; // width and height of a cell
        qreal gap = 0;  // extra space between fields
        qreal left = 0;
        qreal numbersTop = 0;
        qreal cellsTop = 0;
        qreal labelsTop = 0;
    };
    Geometry geometry() const;
    QStringList labelTexts() const; // each field's name and size, on two lines
    qreal labelsHeight() const;     // the brackets and those lines, as drawn
    QRectF cellRect(const Geometry &g, int number) const;
    int bitAt(const QPointF &point) const; // -1 outside the cells
    void flip(int number, bool toValue, bool toggle);
    void announce();

    QList<Field> m_fields;
    int m_count = 0;
    int m_lowest = 0;
    quint64 m_bits = 0;
    int m_current = 0;
    bool m_thick = false;
};

} // namespace gpulab
