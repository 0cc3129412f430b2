// ComparePage: any two chips of the data file side by side (generationsmath.h: compare). Two
// lists pick chip A and chip B; a table gives each figure of both and B ÷ A ("×2.4", "—"
// where either figure is missing: never inf or nan), and a paragraph says what the two ratios
// that matter mean: a compute-bound job (training, a prompt's prefill: large matrix products)
// gains at most the dense 16-bit peak's ratio, a memory-bound one (decoding a token at a time)
// at most the bandwidth's — bounds, not benchmarks.
#pragma once

#include "lessons/framework/gpuspecs.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QTableWidget;

namespace gpulab {

class ComparePage : public QWidget
{
    Q_OBJECT
public:
    explicit ComparePage(const QList<GpuSpec> &specs, QWidget *parent = nullptr);

    // Picks the chips by id (false, nothing changed, when either is not in the list).
    bool compare(const QString &aId, const QString &bId);

    QComboBox *chipA() const { return m_a; }
    QComboBox *chipB() const { return m_b; }
    QTableWidget *table() const { return m_table; }
    QLabel *meaning() const { return m_meaning; }

    // The chips the lists offer: every GPU and accelerator row (no CPUs, no rack systems).
    static QList<GpuSpec> chipsOf(const QList<GpuSpec> &specs);

private:
    void update();

    QList<GpuSpec> m_chips;
    QComboBox *m_a = nullptr;
    QComboBox *m_b = nullptr;
    QTableWidget *m_table = nullptr;
    QLabel *m_meaning = nullptr;
};

} // namespace gpulab
