// The "NVLink and interconnects" lesson's panel: the sections and the ring all-reduce
// (LessonPanel), plus five tabs under them:
//   - "Links": every row of interconnects.csv, with its source (LinksTable);
//   - "Calculator": gradient bytes -> all-reduce time per step on every link vs compute time
//     (LinkCalculator), with "your machine" once measured;
//   - "Parallelism": data vs tensor vs pipeline parallel, animated, with the bytes
//     (ParallelismView);
//   - "Live: host <-> device": the transfer measurement (TransferLab);
//   - "Live: split across devices": the multi-device product (MultiDeviceLab).
// Both live tabs share one LinkRunner (one engine process). Each section brings up the tab it
// talks about and, where it helps, a beat of the simulation; the simulation steps aside for the
// parallelism and live tabs, which need the room. Everything is reachable with Tab and mnemonics.
#pragma once

#include "lessons/framework/gpuspecs.h"
#include "lessons/framework/lessonpanel.h"
#include "lessons/interconnects/interconnectdata.h"

namespace gpulab {

class AllReduceModel;
class LinkCalculator;
class LinkRunner;
class LinksTable;
class MultiDeviceLab;
class ParallelismView;
class TransferLab;

class InterconnectPanel : public LessonPanel
{
    Q_OBJECT
public:
    // The tabs in the order they are added (ids "links", "calculator", "parallelism",
    // "transfer", "multidevice": what a section's "tab" names in lesson.json).
    enum Tab { LinksTab, CalculatorTab, ParallelismTab, TransferTab, MultiDeviceTab };

    InterconnectPanel(const LessonContext &context, const LessonContent &content,
                      std::unique_ptr<SimulationModel> model,
                      std::unique_ptr<SimulationScene> scene, QWidget *parent = nullptr);
    ~InterconnectPanel() override;

    const AllReduceModel &model() const;
    LinksTable *linksTable() const { return m_table; }
    LinkCalculator *calculator() const { return m_calculator; }
    ParallelismView *parallelism() const { return m_parallelism; }
    TransferLab *transferLab() const { return m_transfer; }
    MultiDeviceLab *multiDeviceLab() const { return m_multi; }
    LinkRunner *runner() const { return m_runner; }

    bool prepareForScreenshot() override;

protected:
    QWidget *createExtras() override;
    void restyleExtras(const SceneStyle &style) override;

private:
    QList<Interconnect> m_links;
    QList<GpuSpec> m_specs;
    LinksTable *m_table = nullptr;
    LinkCalculator *m_calculator = nullptr;
    ParallelismView *m_parallelism = nullptr;
    TransferLab *m_transfer = nullptr;
    MultiDeviceLab *m_multi = nullptr;
    LinkRunner *m_runner = nullptr;
};

} // namespace gpulab
