// BlockDetail: the bit-level view of one block of the "Blocks share a scale" tab, for the scheme
// chosen: the shared scale's pattern (E8M0 for MX, E4M3 for NVFP4 with the FP32 tensor scale, the
// FP32 scale for INT) and every element of the block: the original value, the element's bit
// pattern, its value, the value times the scale and the error. Like the bit lab it is editable:
// the scale pattern (a spin box, hexadecimal) and each element's pattern (type hex in the table)
// can be changed, and the values follow; Reset brings the quantiser's patterns back. An MX
// block's line says the largest value the scale allows (element max × scale).
#pragma once

#include "lessons/precision/blockreport.h"

#include <QWidget>

#include <memory>

class QLabel;
class QPushButton;
class QSpinBox;
class QTableWidget;

namespace gpulab {

class BlockDetail : public QWidget
{
    Q_OBJECT
public:
    explicit BlockDetail(QWidget *parent = nullptr);

    void setReport(std::shared_ptr<const precision::BlockReport> report);
    void setScheme(int index); // into fp::allSchemes()
    void setBlock(int row, int block);

    QSpinBox *rowSpin() const { return m_row; }
    QSpinBox *blockSpin() const { return m_block; }
    QSpinBox *scaleSpin() const { return m_scale; }
    QTableWidget *table() const { return m_table; }
    QLabel *scaleLabel() const { return m_scaleText; }
    QPushButton *resetButton() const { return m_reset; }

    // The value element `i` of the block shows now (edits included).
    double valueAt(int i) const;
    // Sets element i's pattern (as typing it in the table does); false when it is not one.
    bool setElementBits(int i, std::uint32_t bits);

    // The block's columns in the window: first and count.
    int firstColumn() const;
    int blockWidth() const;

signals:
    // The block shown changed (the maps frame it).
    void blockChanged(int row, int firstCol, int width);

private:
    const precision::SchemeReport *scheme() const;
    void loadBlock(); // the quantiser's patterns of the block
    void refresh();   // the table and text from the current patterns
    double scaleValue() const;

    std::shared_ptr<const precision::BlockReport> m_report;
    int m_scheme = 4; // MXFP4
    QSpinBox *m_row = nullptr;
    QSpinBox *m_block = nullptr;
    QSpinBox *m_scale = nullptr;
    QLabel *m_scaleText = nullptr;
    QPushButton *m_reset = nullptr;
    QTableWidget *m_table = nullptr;
    std::vector<std::uint32_t> m_bits; // the block's element patterns (edited)
    bool m_filling = false;
};

} // namespace gpulab
