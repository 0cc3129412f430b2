// ShardingView: the "Will it fit?" lesson's "Across GPUs" and "How many GPUs" tabs (the second
// is gpuPage(), which the panel adds as a tab of its own). For the simulation's set-up they show
// a table each, both recomputed whenever the set-up changes:
//   - per GPU on the chosen N GPUs under each way of sharing the work (data parallel, ZeRO-1,
//     -2, -3, tensor parallel; fitmath.h), part by part, with whether it fits the chosen GPU;
//   - every single GPU and accelerator of gpu-specs.csv (read through the model, which read it
//     through gpuspecs.h) with its memory and the fewest of it that hold the job under each way
//     (fit::fewestGpus: up to 4,096 GPUs; tensor parallelism up to 64, past one 8-GPU server).
#pragma once

#include <QWidget>

class QLabel;
class QTableWidget;

namespace gpulab {

class SimulationView;
class WillItFitModel;

class ShardingView : public QWidget
{
    Q_OBJECT
public:
    static constexpr int kMaxTensorParallel = 64;

    explicit ShardingView(SimulationView *view, QWidget *parent = nullptr);

    QTableWidget *strategyTable() const { return m_strategies; }
    QTableWidget *gpuTable() const { return m_gpuTable; }
    // The second table's page: its heading, the table and its note (a child of this view until
    // it is added as a tab).
    QWidget *gpuPage() const { return m_gpuPage; }
    void refresh();

private:
    const WillItFitModel &model() const;

    SimulationView *m_view = nullptr;
    QLabel *m_heading = nullptr;
    QTableWidget *m_strategies = nullptr;
    QWidget *m_gpuPage = nullptr;
    QLabel *m_gpuHeading = nullptr;
    QTableWidget *m_gpuTable = nullptr;
    QLabel *m_note = nullptr;
    QString m_shown; // the parameters last shown (a time-only change redraws nothing)
};

} // namespace gpulab
