// The "Memory hierarchy" lesson's panel: the sections and the model of one thread's loads
// (LessonPanel), plus five tabs under them:
//   - "Levels": the chosen GPU's hierarchy from the data file, level by level, with each
//     figure's source in its tooltip; the GPU chooser here also sets the simulation's GPU;
//   - "Roofline": RooflineLab (the intensity slider, datasheet and measured roofs);
//   - "Latency (live)": LatencyLab, pointer chasing on this CPU;
//   - "Bandwidth (live)": BandwidthLab, CPU and OpenCL copies;
//   - "Shared memory (live)": TilingRace, opencl-naive against opencl-tiled.
// Each section brings up the tab it talks about and, where it helps, a beat of the simulation
// (the data-reuse section: the naive matrix product). The roofline and the live charts need
// room: the model steps aside while they are shown. Everything is reachable with Tab and
// mnemonics.
#pragma once

#include "lessons/framework/lessonpanel.h"

class QComboBox;
class QTabWidget;
class QTableWidget;

namespace gpulab {

class BandwidthLab;
class LatencyLab;
class MemoryModel;
class RooflineLab;
class TilingRace;

class MemoryPanel : public LessonPanel
{
    Q_OBJECT
public:
    // The tabs in the order they are added (ids "levels", "roofline", "latency", "bandwidth",
    // "tiling": what a section's "tab" names in lesson.json).
    enum Tab { LevelsTab, RooflineTab, LatencyTab, BandwidthTab, TilingTab };

    MemoryPanel(const LessonContext &context, const LessonContent &content,
                std::unique_ptr<SimulationModel> model, std::unique_ptr<SimulationScene> scene,
                QWidget *parent = nullptr);
    ~MemoryPanel() override;

    const MemoryModel &model() const;
    QTableWidget *levelsTable() const { return m_table; }
    QComboBox *gpuBox() const { return m_gpu; }
    RooflineLab *roofline() const { return m_roofline; }
    LatencyLab *latency() const { return m_latency; }
    BandwidthLab *bandwidth() const { return m_bandwidth; }
    TilingRace *tiling() const { return m_tiling; }

    bool prepareForScreenshot() override;

protected:
    QWidget *createExtras() override;

private:
    QWidget *buildLevelsTab();
    void fillTable();

    QTableWidget *m_table = nullptr;
    QComboBox *m_gpu = nullptr;
    RooflineLab *m_roofline = nullptr;
    LatencyLab *m_latency = nullptr;
    BandwidthLab *m_bandwidth = nullptr;
    TilingRace *m_tiling = nullptr;
};

} // namespace gpulab
