// MemoryChart: what a model's parameters weigh, drawn to one scale. One bar per storage format for
// the weights alone (parameters × bytes per parameter: FP32, FP16 and BF16, FP8, FP4), then one
// stacked bar for mixed-precision training with Adam, split into its five parts (16-bit weights
// and gradients, FP32 master weights, Adam's momentum and variance; see precisionmath.h), each
// part with its own pattern and name, not only a colour. An optional GPU memory size is a dashed
// line with its name, and every bar says how many such GPUs its bytes need. The bars in words are
// summary() (also the accessible description).
#pragma once

#include "widgets/simulationscene.h"

#include <QWidget>

#include <cmath>

namespace gpulab {

class MemoryChart : public QWidget
{
    Q_OBJECT
public:
    explicit MemoryChart(QWidget *parent = nullptr);

    void setParameterCount(double parameters);
    double parameterCount() const { return m_parameters; }
    // The GPU to compare with; bytes NaN or name empty: none.
    void setGpu(const QString &name, double memoryBytes);
    void setSceneStyle(const SceneStyle &style);

    struct Bar
    {
        QString label;    // "FP16 / BF16 weights"
        double bytes = 0; // total
    };
    QList<Bar> bars() const; // the weights bars, then the training bar
    // How many GPUs of the chosen size hold `bytes` (memory only); 0 without a GPU.
    int gpusNeeded(double bytes) const;
    QString summary() const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void updateDescription();

    double m_parameters = 7e9;
    QString m_gpuName;
    double m_gpuBytes = std::nan("");
    SceneStyle m_style = SceneStyle::light();
};

} // namespace gpulab
