// BlocksPage: the Precision formats lesson's "Blocks share a scale" tab. A weight tensor — seeded
// synthetic (Gaussian, heavy-tailed, outlier channels) or a NumPy .npy file the user opens — is
// quantised with every block-scaled and integer scheme of compute/blockquant.h (MXFP8, MXFP6,
// MXFP4, NVFP4, INT8/INT4 per tensor and per row) by a BlockRunner off the GUI thread (progress
// and Cancel on the page), then shown as:
//   - heat maps side by side (BlockMaps): the original window and each scheme's;
//   - bits per element against the relative error, every scheme on one chart (the frontier);
//   - the histogram of the error of the scheme chosen for the details;
//   - a sentence comparing INT4 per tensor with MXFP4 on this tensor (the outlier story);
//   - and, on a page of its own (bitsPage(), the panel's "One block, bit by bit" tab), the
//     bit-level view of one block of that scheme (BlockDetail), editable, with its own format
//     box kept in step with this page's.
// A file that cannot be read leaves the last tensor shown and says why, in words.
#pragma once

#include "lessons/precision/blockreport.h"
#include "widgets/simulationscene.h"

#include <QWidget>

#include <memory>

class QComboBox;
class QLabel;
class QPushButton;
class QSpinBox;

namespace gpulab {

class BlockDetail;
class BlockMaps;
class BlockRunner;
class ChartFrame;

class BlocksPage : public QWidget
{
    Q_OBJECT
public:
    explicit BlocksPage(QWidget *parent = nullptr);
    ~BlocksPage() override;

    void setSceneStyle(const SceneStyle &style);

    // Quantises a generated tensor (kind index into the Tensor box) / a .npy file.
    void showGenerated(int kind, quint64 seed);
    void openFile(const QString &path);
    // Waits until no quantisation is running (tests, screenshots); true when idle.
    bool waitForIdle(int timeoutMs);

    std::shared_ptr<const precision::BlockReport> report() const { return m_report; }
    QComboBox *tensorBox() const { return m_tensor; }
    QSpinBox *seedSpin() const { return m_seed; }
    QComboBox *schemeBox() const { return m_scheme; }
    QPushButton *openButton() const { return m_open; }
    QPushButton *cancelButton() const { return m_cancel; }
    QLabel *statusLabel() const { return m_status; }
    QLabel *storyLabel() const { return m_story; }
    BlockMaps *maps() const { return m_maps; }
    BlockDetail *detail() const { return m_detail; }
    // The page of the bit-level view (a child of this page until a tab takes it).
    QWidget *bitsPage() const { return m_bitsPage; }
    QComboBox *bitsSchemeBox() const { return m_bitsScheme; }
    ChartFrame *frontierChart() const { return m_frontier; }
    ChartFrame *histogramChart() const { return m_histogram; }

    // The outlier story for a report: INT4 per tensor against MXFP4 (and NVFP4), in words.
    static QString story(const precision::BlockReport &report);

private:
    void requestGenerated();
    void received(std::shared_ptr<const precision::BlockReport> report, const QString &error);
    void rebuildFrontier();
    void rebuildHistogram();

    BlockRunner *m_runner = nullptr;
    std::shared_ptr<const precision::BlockReport> m_report;
    SceneStyle m_style;
    QComboBox *m_tensor = nullptr;
    QSpinBox *m_seed = nullptr;
    QComboBox *m_scheme = nullptr;
    QPushButton *m_open = nullptr;
    QPushButton *m_cancel = nullptr;
    QLabel *m_status = nullptr;
    QLabel *m_story = nullptr;
    BlockMaps *m_maps = nullptr;
    BlockDetail *m_detail = nullptr;
    QWidget *m_bitsPage = nullptr;
    QComboBox *m_bitsScheme = nullptr;
    ChartFrame *m_frontier = nullptr;
    ChartFrame *m_histogram = nullptr;
    QString m_fileShown; // the .npy file the Tensor box's last item names, if any
};

} // namespace gpulab
