// The "GPU generations" lesson's panel: the sections and the timeline walk (LessonPanel), plus
// five tabs under them, every figure from gpu-specs.csv:
//   - "Growth" (id "growth"): a figure against the launch year on a log axis (GrowthChart);
//   - "What each added" ("added"): the timeline's GPUs and what each added (AdditionsTable);
//   - "Compare two" ("compare"): two chips side by side, ratios and their meaning (ComparePage);
//   - "Consumer or datacenter" ("market"): memory, NVLink, ECC, power, price (MarketTable);
//   - "Choose a GPU" ("choose"): the guided decision, buy or rent (ChooserPage).
// Each section brings up the tab it talks about (lesson.json's "tab"); the growth chart follows
// the figure the simulation's beat shows when a section walks the beats. Everything is reachable
// with Tab and the mnemonics.
#pragma once

#include "lessons/framework/gpuspecs.h"
#include "lessons/framework/lessonpanel.h"

namespace gpulab {

class AdditionsTable;
class ChooserPage;
class ComparePage;
class GenerationsModel;
class GrowthChart;
class MarketTable;

class GenerationsPanel : public LessonPanel
{
    Q_OBJECT
public:
    GenerationsPanel(const LessonContext &context, const LessonContent &content,
                     std::unique_ptr<SimulationModel> model, std::unique_ptr<SimulationScene> scene,
                     QWidget *parent = nullptr);
    ~GenerationsPanel() override;

    const GenerationsModel &model() const;
    GrowthChart *growth() const { return m_growth; }
    AdditionsTable *additions() const { return m_additions; }
    ComparePage *comparison() const { return m_compare; }
    MarketTable *market() const { return m_market; }
    ChooserPage *chooser() const { return m_chooser; }

protected:
    QWidget *createExtras() override;
    void restyleExtras(const SceneStyle &style) override;
    void sectionChanged(int index) override;

private:
    QList<GpuSpec> m_specs;
    GrowthChart *m_growth = nullptr;
    AdditionsTable *m_additions = nullptr;
    ComparePage *m_compare = nullptr;
    MarketTable *m_market = nullptr;
    ChooserPage *m_chooser = nullptr;
};

} // namespace gpulab
