// The "Real chips" tab of the "CPU vs GPU" lesson: the CPUs and GPUs of GPU Lab's data file
// (assets/data/gpu-specs.csv, read at run time, never copied into code) side by side, as the
// lesson's two designs look in datasheets: a CPU's few dozen cores at a high clock, a GPU's
// thousands of float32 lanes at a lower one, and the vector float32 peak each reaches. Every row's
// source is its tooltip; a file that cannot be read says so instead of showing a table.
#pragma once

#include <QWidget>

class QLabel;
class QTableWidget;

namespace gpulab {

class DataCatalog;

class RealChips : public QWidget
{
    Q_OBJECT
public:
    enum Column { Chip, Kind, Units, Lanes, Clock, Fp32, Bandwidth, ColumnCount };

    explicit RealChips(const DataCatalog &data, QWidget *parent = nullptr);

    QTableWidget *table() const { return m_table; }
    QLabel *caption() const { return m_caption; }

private:
    void load(const DataCatalog &data);

    QLabel *m_caption = nullptr;
    QTableWidget *m_table = nullptr;
};

} // namespace gpulab
