// The "Precision formats" lesson's panel: the sections and the loss-scaling simulation
// (LessonPanel), plus seven tabs under them, each its own page and each brought up by the section
// that talks about it:
//   - "Bit lab" (BitLabPage): a number or bit pattern in any format, field by field;
//   - "Range and precision" (RangeTablePage): every format's range, precision and overflow;
//   - "Overflow: 70,000" (OverflowPage): predict what 70,000 becomes in FP16 and BF16, then see;
//   - "Loss scaling" (LossScalingPage): the simulation's controls and the survival prediction.
//     The simulation is shown only with this tab; the others need the room;
//   - "Memory" (MemoryPage): parameters × bytes per format and for training, against a GPU;
//   - "Blocks share a scale" (BlocksPage): a tensor quantised with MXFP8/6/4, NVFP4 and INT8/4;
//   - "One block, bit by bit" (BlocksPage::bitsPage()): one block's scale and elements, editable.
// The panel only assembles them, passes the scene style on and prepares the --screenshot state.
#pragma once

#include "lessons/framework/lessonpanel.h"

namespace gpulab {

class BitLabPage;
class BlocksPage;
class LossScalingModel;
class LossScalingPage;
class MemoryPage;
class OverflowPage;
class RangeTablePage;

class PrecisionPanel : public LessonPanel
{
    Q_OBJECT
public:
    // The tabs in the order they are added (ids "bit-lab", "table", "overflow", "loss-scaling",
    // "memory", "blocks", "block-bits": what a section's "tab" names in lesson.json).
    enum Tab {
        BitLabTab,
        TableTab,
        OverflowTab,
        LossScalingTab,
        MemoryTab,
        BlocksTab,
        BlockBitsTab
    };

    PrecisionPanel(const LessonContext &context, const LessonContent &content,
                   std::unique_ptr<SimulationModel> model, std::unique_ptr<SimulationScene> scene,
                   QWidget *parent = nullptr);
    ~PrecisionPanel() override;

    // The pages (null until load(), as the tabs are).
    BitLabPage *bitLabPage() const { return m_bitLab; }
    RangeTablePage *rangeTablePage() const { return m_rangeTable; }
    OverflowPage *overflowPage() const { return m_overflow; }
    LossScalingPage *lossScalingPage() const { return m_lossScaling; }
    MemoryPage *memoryPage() const { return m_memory; }
    BlocksPage *blocksPage() const { return m_blocks; }
    // The simulation's model; null in a copy of the lesson that names another simulation.
    const LossScalingModel *lossModel() const;

    bool prepareForScreenshot() override;

protected:
    QWidget *createExtras() override;
    void restyleExtras(const SceneStyle &style) override;

private:
    BitLabPage *m_bitLab = nullptr;
    RangeTablePage *m_rangeTable = nullptr;
    OverflowPage *m_overflow = nullptr;
    LossScalingPage *m_lossScaling = nullptr;
    MemoryPage *m_memory = nullptr;
    BlocksPage *m_blocks = nullptr;
};

} // namespace gpulab
