// SparsityEditor: the interactive 2:4 weight block of the "Tensor Cores" lesson (a QWidget that
// paints itself, over SparseWeights). Each row of weights is cut into groups of 4; the student
// prunes weights (sets them to zero) until every group keeps at most 2, or presses "prune
// smallest". Kept weights are filled cells with their value; pruned ones are hatched zeros with
// the lost value struck through beneath — the multiplies the hardware skips. Under each group:
// "✓" and the 2-bit positions the hardware keeps as metadata, or "✗ 3 kept" with a thick dashed
// outline for a group that breaks the rule. Shape and text carry every state, not colour alone.
//
// Keyboard: arrow keys (and Home/End) move the cursor cell; Space or Enter prunes or restores
// it. The mouse toggles the clicked cell. Every change updates the accessible description (the
// cursor cell, its group, whether the block is valid) and emits changed().
#pragma once

#include "lessons/tensorcores/sparseweights.h"
#include "widgets/simulationscene.h"

#include <QPoint>
#include <QWidget>

class QFontMetricsF;

namespace gpulab {

class SparsityEditor : public QWidget
{
    Q_OBJECT
public:
    explicit SparsityEditor(QWidget *parent = nullptr);

    const SparseWeights &weights() const { return m_weights; }
    QPoint cursor() const { return m_cursor; } // x = column, y = row
    void setCursor(int row, int col);

    void toggleAtCursor();
    void pruneSmallest();
    void restoreAll();
    void newWeights();
    void setKept(int row, int col, bool kept);

    void setSceneStyle(const SceneStyle &style);
    // The block in words: the state of every group (the accessible description's long form).
    QString summary() const;
    // Where a weight is drawn (widget coordinates).
    QRectF cellArea(int row, int col) const { return cellRect(geometry(), row, col); }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    void changed();

protected:
    void paintEvent(QPaintEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void focusInEvent(QFocusEvent *event) override;
    void focusOutEvent(QFocusEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    struct Geometry
    {
        qreal cellWidth = 0;
        qreal cellHeight = 0;
        qreal groupGap = 0;
        qreal rowHeight = 0; // cells + the metadata line under them
        qreal left = 0;
        qreal top = 0;
        qreal labelWidth = 0;
    };
    Geometry geometry() const;
    static constexpr qreal kNarrowestScale = 0.65;
    QFont drawingFont() const; // font(), scaled down where the editor is narrower than it likes
    int naturalWidth(const QFontMetricsF &metrics) const;
    QRectF cellRect(const Geometry &g, int row, int col) const;
    QRectF groupRect(const Geometry &g, int row, int group) const;
    void afterChange();
    QString cellDescription() const;

    SparseWeights m_weights{4, 8, 2024};
    QPoint m_cursor{0, 0};
    SceneStyle m_style = SceneStyle::light();
    quint64 m_nextSeed = 2025;
};

} // namespace gpulab
