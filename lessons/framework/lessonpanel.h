// LessonPanel: the one base every lesson's panel derives from. It shows a lesson's sections (the
// Markdown, through SectionView), its simulation (a SimulationView, when the manifest names one),
// the instructor notes (hidden unless asked for) and whatever a lesson adds (a live measurement,
// a bit editor...) through createExtras(). The main window keeps exactly one panel alive.
//
// Clicker semantics (presenter mode): forward() moves to the simulation's next beat when the
// current section walks beats ("beats": true in the manifest), otherwise to the next section;
// backward() mirrors it, so PageDown then PageUp always returns to the same place.
#pragma once

#include "lessons/framework/lessoncontent.h"
#include "widgets/simulationscene.h"

#include <QWidget>

#include <memory>

class QLabel;
class QSplitter;
class QTextBrowser;

namespace gpulab {

class SectionView;
class SimulationModel;
class SimulationView;

class LessonPanel : public QWidget
{
    Q_OBJECT
public:
    LessonPanel(const LessonContent &content, std::unique_ptr<SimulationModel> model,
                std::unique_ptr<SimulationScene> scene, QWidget *parent = nullptr);
    ~LessonPanel() override;

    const LessonContent &content() const { return m_content; }
    int sectionCount() const { return int(m_content.sections.size()); }
    int currentSection() const { return m_section; }
    void showSection(int index);

    SimulationView *simulation() const { return m_simulation; }
    SectionView *sectionView() const { return m_text; }

    // Clicker steps; false at the end (or start) of the lesson, nothing changed.
    bool forward();
    bool backward();

    void setSceneStyle(const SceneStyle &style);
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
    // Called after a section is shown (e.g. to set up the simulation for it).
    virtual void sectionChanged(int index) { Q_UNUSED(index); }
    void changeEvent(QEvent *event) override;

private:
    void updateTitleFont();

    LessonContent m_content;
    int m_section = -1;
    QLabel *m_title = nullptr;
    QLabel *m_sectionTitle = nullptr;
    SectionView *m_text = nullptr;
    SimulationView *m_simulation = nullptr;
    QTextBrowser *m_notes = nullptr;
    QSplitter *m_splitter = nullptr;
};

} // namespace gpulab
