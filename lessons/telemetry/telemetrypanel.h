// The Telemetry lesson's panel: the sections and the throttling simulation (LessonPanel), plus
// two tabs under them:
//   - "Reading nvidia-smi" ("smi"): the fields of nvidia-smi the lesson explains
//     (smifields.csv): an example reading of each and what it means; the NVML call behind it and
//     its source in the tooltip.
//   - "Live: this machine" ("live"): TelemetryLab, this machine's own figures over time while a
//     load runs, each with its source or the reason it is unavailable.
// Each section brings up the tab it names in lesson.json; the throttling section walks the beats.
#pragma once

#include "lessons/framework/lessonpanel.h"

class QTableWidget;

namespace gpulab {

class TelemetryLab;

class TelemetryPanel : public LessonPanel
{
    Q_OBJECT
public:
    using LessonPanel::LessonPanel;
    ~TelemetryPanel() override;

    QTableWidget *smiTable() const { return m_table; }
    TelemetryLab *live() const { return m_live; }

    bool prepareForScreenshot() override;

protected:
    QWidget *createExtras() override;

private:
    QWidget *buildSmiTab();

    QTableWidget *m_table = nullptr;
    TelemetryLab *m_live = nullptr;
};

} // namespace gpulab
