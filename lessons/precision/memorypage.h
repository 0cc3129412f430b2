// MemoryPage: the Precision formats lesson's "Memory" tab: a model's parameters × bytes per
// format (FP32, FP16/BF16, FP8, FP4), the mixed-precision Adam breakdown (16 bytes per parameter,
// see precisionmath.h) in a MemoryChart and in words, compared with one GPU's memory from the
// hardware data file (GpuSpecs: single GPUs and accelerators with a known memory size).
#pragma once

#include "widgets/simulationscene.h"

#include <QWidget>

class QComboBox;
class QDoubleSpinBox;
class QLabel;

namespace gpulab {

class DataCatalog;
class MemoryChart;

class MemoryPage : public QWidget
{
    Q_OBJECT
public:
    // The GPUs offered come from `data` (read once, here).
    explicit MemoryPage(const DataCatalog &data, QWidget *parent = nullptr);

    void setSceneStyle(const SceneStyle &style);

    QDoubleSpinBox *parametersSpin() const { return m_parameters; } // in billions
    QComboBox *gpuBox() const { return m_gpu; } // first "(none)", then one GPU a row
    MemoryChart *chart() const { return m_chart; }
    QLabel *textLabel() const { return m_text; }

private:
    void updateFigures();

    QDoubleSpinBox *m_parameters = nullptr;
    QComboBox *m_gpu = nullptr;
    MemoryChart *m_chart = nullptr;
    QLabel *m_text = nullptr;
};

} // namespace gpulab
