// LessonPanel: the one base every lesson's panel derives from. It shows a lesson's sections (the
// Markdown, through SectionView), its simulation (a SimulationView, when the manifest names one),
// the instructor notes (hidden unless asked for) and whatever a lesson adds (a live measurement,
// a bit editor...) through createExtras(). The main window keeps exactly one panel alive.
//
// Clicker semantics (presenter mode, PageDown/PageUp): a beat is a set-up and a run. In a section
// that shows a simulation's beat ("beat": N) or walks its beats ("beats": true), forward() first
// plays the beat shown (when it has not run yet and the simulation is on screen), then moves to
// the next beat of the walk, paused at its set-up, then to the next section; backward() goes to
// the set-up of the previous beat, else to the previous section (at its last beat). A beat
// entered by the clicker is always at its set-up, whatever ran before (SimulationView::startBeat).
//
// Tabs: a lesson that adds several pages (tables, calculators, live labs) adds each with
// addTab(page, id, title, options) instead of building its own tab widget. They are one
// PageSizedTabs under the text and simulation (beside the text when there is no simulation),
// with one height policy for every lesson; a section of lesson.json brings up the tab it names
// ("tab") and shows the simulation's beat it names ("beat"), so no panel maps sections itself.
#pragma once

#include "lessons/framework/datacatalog.h"
#include "lessons/framework/lessoncontent.h"
#include "lessons/framework/lessoncontext.h"
#include "lessons/framework/pagesizedtabs.h"
#include "widgets/presentablepage.h"
#include "widgets/simulationscene.h"

#include <QList>
#include <QStringList>
#include <QWidget>

#include <memory>

class QLabel;
class QSplitter;
class QTextBrowser;

namespace gpulab {

class SectionView;
class SimulationModel;
class SimulationView;

struct TabOptions
{
    // A chart or lab that needs the room: it gets at least PageSizedTabs::kTallPageShare of the
    // panel's height; an ordinary page gets what it asks for, up to kShortPageShare.
    bool tall = false;
    // The simulation steps aside while this tab is shown (the page needs its room).
    bool hidesSimulation = false;
    // A data table: it gets what it asks for (its header and first rows, see widgets/tablefit.h)
    // up to kTallPageShare, not only kShortPageShare; the simulation keeps the rest.
    bool table = false;
};

class LessonPanel : public QWidget, public PresentablePage
{
    Q_OBJECT
public:
    LessonPanel(const LessonContext &context, const LessonContent &content,
                std::unique_ptr<SimulationModel> model, std::unique_ptr<SimulationScene> scene,
                QWidget *parent = nullptr);
    ~LessonPanel() override;

    const LessonContent &content() const { return m_content; }
    // The application's services for this lesson: the machine state, the engine, the data.
    const LessonContext &context() const { return m_context; }
    MachineState &machine() const { return *m_context.machine; }
    EngineService *engine() const { return m_context.engine; }
    const DataCatalog &data() const { return *m_context.data; }
    int sectionCount() const { return int(m_content.sections.size()); }
    int currentSection() const { return m_section; }
    void showSection(int index);

    SimulationView *simulation() const { return m_simulation; }
    SectionView *sectionView() const { return m_text; }

    // The lesson's tabs (null until addTab() was called), and the ids they were added with.
    PageSizedTabs *tabs() const { return m_tabs; }
    QStringList tabIds() const;
    int tabIndex(const QString &id) const; // -1 when no tab has that id
    // Brings up the tab with this id; false (nothing changes) when there is none.
    bool showTab(const QString &id);
    // The tab the current section names ("tab" in lesson.json), empty when none. Showing the
    // section brings it up where it fits (PageSizedTabs::fitsWhole: a tab that keeps the
    // simulation beside it only when both have their room); elsewhere the tab shown stays and
    // the named one is a click away.
    QString sectionTab() const;

    // Clicker steps (a section's beats, then the next section); false at the end (or start) of
    // the lesson, nothing changed.
    bool forward() override;
    bool backward() override;
    // The clicker's steps that stay in the section shown: play its beat's set-up, go to the next
    // (previous) beat of its walk; false where the next click would leave the section.
    bool forwardInSection();
    bool backwardInSection();
    // Shows section `index` as the clicker enters it: its beat (or its walk's first beat, or
    // its last when `fromEnd`) at its set-up, paused.
    void enterSection(int index, bool fromEnd = false);

    // The page's part of what the window asks of it (PresentablePage).
    void setSceneStyle(const SceneStyle &style) override;
    // The style the panel draws with: the theme's once setSceneStyle() gave it, before that the
    // palette's (SceneStyle::forPalette()).
    const SceneStyle &sceneStyle() const { return m_style; }
    void setPresenting(bool presenting) override; // the simulation folds its controls
    void pause() override;                        // the simulation stops
    QString presenterNotes() const override { return currentNotes(); }
    QList<QWidget *> tabChain() const override; // the text, then the simulation
    void setNotesVisible(bool visible);
    bool notesVisible() const;
    QString currentNotes() const;

    // --screenshot: bring the panel to a state worth showing (e.g. run a measurement), blocking
    // with a local event loop. False when that failed. Default: nothing to do.
    virtual bool prepareForScreenshot() { return true; }

    // Must be called once after construction (virtual calls are not possible from the base
    // constructor): builds the lesson-specific extras and shows section `section`.
    void load(int section = 0);

signals:
    void sectionShown(int index);

protected:
    // Lesson-specific widgets (e.g. a live measurement): beside the text when the lesson has no
    // simulation, else under both. The panel owns what it returns. Default: nothing.
    virtual QWidget *createExtras() { return nullptr; }
    // Adds a page to the lesson's tabs (created on first use; placed like createExtras()'s
    // widget, which may be null or tabs() then). `id` is what a section's "tab" names. Returns
    // the tab's index. Call from createExtras().
    int addTab(QWidget *page, const QString &id, const QString &title, TabOptions options = {});
    // Called after a section is shown (e.g. to set up the simulation for it).
    virtual void sectionChanged(int index) { Q_UNUSED(index); }
    // Restyling, one path for every panel: setSceneStyle() at once, and a palette, font or
    // style change or showing the panel once the event loop is back (the main window sets the
    // scene style just after the palette and font change; several changes make one restyle),
    // give sceneStyle() to every MeasurementLab on the panel and then to this hook, which
    // styles the lesson's other widgets that draw with it (charts, editors). Only called once
    // load() built extras (createExtras() returned a widget, or tabs were added); the tabs'
    // heights are updated after it (the text may have changed size). Default: nothing.
    virtual void restyleExtras(const SceneStyle &style) { Q_UNUSED(style); }
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    static constexpr double kTitleScale = 1.4;    // the lesson title, relative to the text
    static constexpr int kTextMinimumEms = 12;    // the narrowest the section text gets,
    static constexpr int kTextMinimumWidth = 240; // and never narrower than this (px)
    static constexpr int kTextMinimumLines = 7;   // lines of text in view (a heading takes 2)
    void updateTitleFont();
    void updateMinimumWidths();
    void keepSimulationShare();
    void bringUpSectionTab(); // the current section's tab, where it fits (see sectionTab())
    void scheduleRestyle();   // restyle() once the event loop is back, once however often asked
    void restyle();

    LessonContext m_context;
    LessonContent m_content;
    int m_section = -1;
    QLabel *m_title = nullptr;
    QLabel *m_sectionTitle = nullptr;
    SectionView *m_text = nullptr;
    SimulationView *m_simulation = nullptr;
    QTextBrowser *m_notes = nullptr;
    QSplitter *m_splitter = nullptr;
    PageSizedTabs *m_tabs = nullptr;
    QWidget *m_extras = nullptr; // what load() placed (createExtras()'s widget or the tabs)
    SceneStyle m_style;
    bool m_restylePending = false;
    QStringList m_tabIds;             // by tab index
    QList<TabOptions> m_tabOptions;   // by tab index
    bool m_sectionTabPending = false; // shown before the panel was sized: decide on resize

    void tabShown(int index);
};

} // namespace gpulab
