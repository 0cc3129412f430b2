// BlockMaps: the "Blocks share a scale" tab's heat maps: the window of the original tensor and
// the same window after each scheme, side by side (as many per line as the width holds), each
// titled with its name, bits per element and relative error. Colour: blue negative, red
// positive, white zero, full colour at 3 standard deviations of the tensor (beyond: clipped),
// grey for NaN. A frame marks the block the block view shows. Paints with the scene style.
#pragma once

#include "lessons/precision/blockreport.h"
#include "widgets/simulationscene.h"

#include <QWidget>

#include <memory>

namespace gpulab {

class BlockMaps : public QWidget
{
    Q_OBJECT
public:
    explicit BlockMaps(QWidget *parent = nullptr);

    void setReport(std::shared_ptr<const precision::BlockReport> report);
    // The frame: row and first column of the block, its width in columns (0: none).
    void setMarkedBlock(int row, int firstCol, int width);
    void setSceneStyle(const SceneStyle &style);

    // The cells drawn (the original first), for the tests.
    int cellCount() const;
    // The colour a value gets with the tensor's standard deviation `sigma`.
    static QColor colourOf(double value, double sigma);

    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    int columnsFor(int width) const;
    int cellHeight(int cellWidth) const;

    std::shared_ptr<const precision::BlockReport> m_report;
    SceneStyle m_style;
    int m_markRow = 0, m_markCol = 0, m_markWidth = 0;
};

} // namespace gpulab
