// LessonPanel: sections, simulation, notes and extras of one lesson (see lessonpanel.h).
#include "lessons/framework/lessonpanel.h"

#include "lessons/framework/fittedscrollarea.h"
#include "lessons/framework/measurementlab.h"
#include "lessons/framework/pagesizedtabs.h"
#include "lessons/framework/sectionview.h"
#include "lessons/framework/simulationmodel.h"
#include "widgets/simulationview.h"

#include <QApplication>
#include <QEvent>
#include <QFontInfo>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QScrollBar>
#include <QSplitter>
#include <QStyle>
#include <QTableView>
#include <QTextBrowser>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <functional>
#include <utility>

namespace gpulab {

namespace {

// The simulation folds away where the panel is too short for the shown page's first data table
// to show its header and first two rows under the simulation's minimum height (a projector at
// 1024x768 or 1280x720, presenting: the NVLink calculator, the generations' additions); the text
// and the tabs share its room until the page or the panel's height changes. Decided once the
// layout has settled (the rows' heights follow the table's width). One per panel, its child.
// A section that walks the simulation beat by beat keeps it in view: there the simulation does
// not fold, and the section's own tab, where it would need the fold, gives way to the tab shown
// before it (LessonPanel::bringUpSectionTab()).
class SimulationFold : public QObject
{
public:
    SimulationFold(QWidget *panel, QSplitter *splitter, QWidget *text, SimulationView *simulation)
        : QObject(panel), m_splitter(splitter), m_text(text), m_simulation(simulation)
    {
        panel->installEventFilter(this); // what the panel lays out again may change the need
    }

    bool folded() const { return m_folded; }

    // While `keep`, the simulation stays (a section walks it); `giveWay` is called once where
    // the page shown would need the fold, until the page changes (forget()).
    void keepSimulation(bool keep) { m_keep = keep; }
    void whenNeeded(std::function<void()> giveWay) { m_giveWay = std::move(giveWay); }
    void forget() { m_giveWay = nullptr; }

    void schedule(PageSizedTabs *tabs, bool hidden)
    {
        m_tabs = tabs;
        m_hidden = hidden;
        if (m_pending)
            return;
        m_pending = true;
        QTimer::singleShot(0, this, [this] {
            m_pending = false;
            update();
        });
    }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::LayoutRequest && m_tabs)
            schedule(m_tabs, m_hidden);
        return QObject::eventFilter(watched, event);
    }

private:
    void rowResized(int row)
    {
        if (row < 2 && m_tabs) // the rows in view take another height (the table was fitted)
            schedule(m_tabs, m_hidden);
    }

    void update()
    {
        auto *panel = static_cast<QWidget *>(parent());
        if (!m_tabs || !m_tabs->isVisibleTo(panel) || !m_tabs->currentWidget() || m_hidden)
            return;
        QWidget *page = m_tabs->currentWidget();
        QTableView *table = page->findChild<QTableView *>();
        bool fold = false;
        if (table && table->isVisibleTo(page) && table->model() && table->model()->rowCount() > 0) {
            // What the table needs in view, from the top of the tabs, the page unscrolled.
            const auto *area = qobject_cast<const QAbstractScrollArea *>(page);
            int need =
                table->mapTo(m_tabs, QPoint(0, 0)).y() + 2 * table->frameWidth() +
                2 * m_tabs->style()->pixelMetric(QStyle::PM_DefaultFrameWidth, nullptr, m_tabs);
            if (area && area->verticalScrollBar())
                need += area->verticalScrollBar()->value();
            if (table->horizontalHeader()->isVisible())
                need += table->horizontalHeader()->height();
            connect(table->verticalHeader(), &QHeaderView::sectionResized, this,
                    &SimulationFold::rowResized, Qt::UniqueConnection);
            for (int r = 0; r < std::min(2, table->model()->rowCount()); ++r)
                need += table->rowHeight(r);
            // The room the tabs have with the simulation shown: the row of the text and the
            // simulation at its minimum height (the larger of theirs), the rest theirs.
            const int row = std::max(m_text->minimumHeight(), m_simulation->minimumHeight());
            fold = need > m_tabs->height() + m_splitter->height() - row;
        }
        if (fold && m_keep) {
            fold = false;
            if (m_giveWay)
                std::exchange(m_giveWay, nullptr)();
        }
        if (fold == m_folded)
            return;
        m_folded = fold;
        m_simulation->setVisible(!fold);
        m_simulation->setProperty("folded", fold); // for the layout test
    }

    QSplitter *m_splitter;
    QWidget *m_text;
    SimulationView *m_simulation;
    PageSizedTabs *m_tabs = nullptr;
    bool m_hidden = false; // the page hides the simulation anyway
    bool m_folded = false;
    bool m_pending = false;
    bool m_keep = false;
    std::function<void()> m_giveWay;
};

SimulationFold *foldOf(const QObject *panel)
{
    for (QObject *child : panel->children())
        if (auto *fold = dynamic_cast<SimulationFold *>(child))
            return fold;
    return nullptr;
}

} // namespace

LessonPanel::LessonPanel(const LessonContext &context, const LessonContent &content,
                         std::unique_ptr<SimulationModel> model,
                         std::unique_ptr<SimulationScene> scene, QWidget *parent)
    : QWidget(parent), m_context(context), m_content(content)
{
    setObjectName(QStringLiteral("lessonPanel"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(12, 8, 12, 8);

    m_title = new QLabel(m_content.title, this);
    m_title->setObjectName(QStringLiteral("lessonTitle"));
    m_title->setWordWrap(true);
    m_title->setAccessibleName(tr("Lesson title"));
    layout->addWidget(m_title);

    m_sectionTitle = new QLabel(this);
    m_sectionTitle->setObjectName(QStringLiteral("sectionTitle"));
    m_sectionTitle->setAccessibleName(tr("Section"));
    m_sectionTitle->setWordWrap(true);
    layout->addWidget(m_sectionTitle);

    m_splitter = new QSplitter(Qt::Horizontal, this);
    m_splitter->setChildrenCollapsible(false);
    m_text = new SectionView(m_splitter);
    m_splitter->addWidget(m_text);
    if (model && scene) {
        m_simulation = new SimulationView(std::move(model), std::move(scene), m_splitter);
        m_simulation->setMinimumSize(SimulationView::kMinimumWidth, SimulationView::kMinimumHeight);
        m_splitter->addWidget(m_simulation);
        m_splitter->setStretchFactor(0, 5);
        m_splitter->setStretchFactor(1, 6);
        m_splitter->setSizes({500, 600}); // scaled to the real width when shown
        connect(m_splitter, &QSplitter::splitterMoved, this, &LessonPanel::keepSimulationShare);
        new SimulationFold(this, m_splitter, m_text, m_simulation);
    }
    layout->addWidget(m_splitter, 1);

    m_notes = new QTextBrowser(this);
    m_notes->setObjectName(QStringLiteral("instructorNotes"));
    m_notes->setAccessibleName(tr("Instructor notes"));
    m_notes->setMaximumHeight(140);
    m_notes->setVisible(false);
    layout->addWidget(m_notes);
    setFocusProxy(m_text);
    m_style = SceneStyle::forPalette(palette(), font());
    updateTitleFont();
}

void LessonPanel::updateTitleFont()
{
    // Relative to the application font, so zoom and presenter mode reach the title too.
    QFont titleFont = QApplication::font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * kTitleScale);
    titleFont.setBold(true);
    m_title->setFont(titleFont);
    updateMinimumWidths();
}

void LessonPanel::updateMinimumWidths()
{
    // The text reflows down to a column of kTextMinimumEms, the simulation down to the share
    // it keeps beside that column (and never below its own minimum).
    const int em = QFontInfo(QApplication::font()).pixelSize();
    const int text = std::max(kTextMinimumWidth, kTextMinimumEms * em);
    m_text->setMinimumWidth(text);
    // ... and keeps a few lines in view whatever the tabs under it take.
    m_text->setMinimumHeight(kTextMinimumLines * QFontMetrics(QApplication::font()).lineSpacing());
    if (m_simulation) {
        const double share = SimulationView::kMinimumShare;
        m_simulation->setMinimumWidth(
            std::max(SimulationView::kMinimumWidth, int(std::ceil(text * share / (1 - share)))));
    }
    keepSimulationShare();
}

void LessonPanel::keepSimulationShare()
{
    // Wider than its minimum, the panel shares out its width by the splitter's sizes: the
    // text may take what the simulation does not need, never its kMinimumShare of the width.
    if (!m_simulation || !m_simulation->isVisibleTo(this))
        return;
    const QList<int> sizes = m_splitter->sizes();
    const int total = sizes.value(0) + sizes.value(1);
    const int share = int(std::ceil(total * SimulationView::kMinimumShare));
    if (sizes.size() == 2 && total > 0 && sizes.at(1) < share)
        m_splitter->setSizes({total - share, share});
}

void LessonPanel::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange)
        updateTitleFont();
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::FontChange ||
        event->type() == QEvent::StyleChange)
        scheduleRestyle();
}

void LessonPanel::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    scheduleRestyle();
}

void LessonPanel::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    updateMinimumWidths();
    if (m_tabs) { // the tabs' share of the height follows the panel
        m_tabs->updateGeometry();
        tabShown(m_tabs->currentIndex()); // and the simulation may fold, or unfold
    }
    if (m_sectionTabPending)
        bringUpSectionTab();
}

QString LessonPanel::sectionTab() const
{
    return m_section >= 0 ? m_content.sections.at(m_section).tab : QString();
}

void LessonPanel::bringUpSectionTab()
{
    const int index = tabIndex(sectionTab());
    m_sectionTabPending = false;
    if (index < 0)
        return;
    if (!testAttribute(Qt::WA_Resized)) { // not laid out yet: no height to compare with
        m_sectionTabPending = true;
        return;
    }
    if (!m_tabs->fitsWhole(index))
        return;
    const int before = m_tabs->currentIndex();
    m_tabs->setCurrentIndex(index);
    SimulationFold *fold = foldOf(this);
    if (fold && before >= 0 && before != index && m_section >= 0 &&
        m_content.sections.at(m_section).beats)
        fold->whenNeeded([this, before] { m_tabs->setCurrentIndex(before); });
}

LessonPanel::~LessonPanel() = default;

void LessonPanel::load(int section)
{
    QWidget *extras = createExtras();
    if (!extras)
        extras = m_tabs;
    m_extras = extras;
    if (extras) {
        if (m_simulation) {
            extras->setParent(this);
            static_cast<QVBoxLayout *>(layout())->insertWidget(3, extras);
        } else {
            m_splitter->addWidget(extras);
            m_splitter->setStretchFactor(0, 4);
            m_splitter->setStretchFactor(1, 7);
            m_splitter->setSizes({400, 700});
        }
    }
    showSection(section);
}

void LessonPanel::showSection(int index)
{
    if (sectionCount() == 0)
        return;
    index = qBound(0, index, sectionCount() - 1);
    const bool changed = index != m_section;
    m_section = index;
    const LessonSection &section = m_content.sections.at(index);
    if (SimulationFold *fold = foldOf(this); fold && m_tabs) {
        fold->keepSimulation(section.beats);
        tabShown(m_tabs->currentIndex()); // the simulation may unfold for this section
    }
    m_sectionTitle->setText(tr("Section %1 of %2: %3")
                                .arg(QLocale().toString(index + 1))
                                .arg(QLocale().toString(sectionCount()))
                                .arg(section.title));
    LessonProblem problem;
    QString markdown = readSectionMarkdown(section, &problem);
    if (!problem.message.isEmpty())
        markdown = tr("**This section cannot be shown.** %1").arg(problem.toString());
    QString prefix;
    if (!section.translated)
        prefix = QStringLiteral("> *") +
                 tr("This section is not translated yet: it is shown in English.") +
                 QStringLiteral("*\n\n");
    if (index == 0 && !m_content.objectives.isEmpty()) {
        prefix += QStringLiteral("> **") + tr("In this lesson you will") + QStringLiteral("**\n");
        for (const QString &objective : m_content.objectives)
            prefix += QStringLiteral(">\n> - ") + objective + QLatin1Char('\n');
    }
    m_text->setSection(markdown, m_content.folder, prefix);
    m_notes->setPlainText(section.notes.isEmpty() ? tr("(No notes for this section.)")
                                                  : section.notes);
    if (changed) {
        if (!section.tab.isEmpty() && tabIndex(section.tab) < 0)
            qWarning("%s: section \"%s\" names the tab \"%s\", which the panel does not have",
                     qPrintable(m_content.manifestPath), qPrintable(section.id),
                     qPrintable(section.tab));
        bringUpSectionTab();
        if (m_simulation && section.beat >= 0)
            m_simulation->goToBeat(section.beat);
        sectionChanged(index);
        emit sectionShown(index);
    }
}

int LessonPanel::addTab(QWidget *page, const QString &id, const QString &title, TabOptions options)
{
    Q_ASSERT(!m_tabIds.contains(id));
    if (!m_tabs) {
        m_tabs = new PageSizedTabs;
        m_tabs->setObjectName(m_content.id + QStringLiteral("-tabs"));
        m_tabs->setAccessibleName(tr("%1: tools and measurements").arg(m_content.title));
        connect(m_tabs, &QTabWidget::currentChanged, this, [this](int index) {
            if (SimulationFold *fold = foldOf(this))
                fold->forget(); // another page: its own need
            tabShown(index);
        });
        if (!m_simulation) // beside the text, the tabs take the whole height
            m_tabs->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Expanding);
    }
    page->setObjectName(page->objectName().isEmpty() ? id : page->objectName());
    // Every page scrolls down when the panel is short of room (large text, a small screen),
    // so no page makes the window taller than the screen; sideways it reflows to the width it
    // gets (a page that cannot only scrolls, it never widens the window).
    QWidget *shown = page;
    if (!qobject_cast<QAbstractScrollArea *>(page)) {
        auto *area = new FittedScrollArea(page);
        connect(area, &FittedScrollArea::widthChanged, m_tabs, &QWidget::updateGeometry);
        shown = area;
    }
    PageSizedTabs::setTallPage(shown, options.tall);
    PageSizedTabs::setRoomyPage(shown, options.hidesSimulation || options.table);
    m_tabIds.append(id);
    m_tabOptions.append(options);
    const int index = m_tabs->addTab(shown, title);
    if (index == 0)
        tabShown(0);
    return index;
}

QStringList LessonPanel::tabIds() const
{
    return m_tabIds;
}

int LessonPanel::tabIndex(const QString &id) const
{
    return int(m_tabIds.indexOf(id));
}

bool LessonPanel::showTab(const QString &id)
{
    const int index = tabIndex(id);
    if (index < 0)
        return false;
    m_tabs->setCurrentIndex(index);
    return true;
}

void LessonPanel::tabShown(int index)
{
    if (!m_simulation || index < 0 || index >= m_tabOptions.size())
        return;
    const bool hides = m_tabOptions.at(index).hidesSimulation;
    SimulationFold *fold = foldOf(this);
    m_simulation->setVisible(!hides && !(fold && fold->folded()));
    if (fold)
        fold->schedule(m_tabs, hides);
}

bool LessonPanel::forwardInSection()
{
    if (m_section < 0)
        return false;
    const LessonSection &section = m_content.sections.at(m_section);
    if (m_simulation && (section.beats || section.beat >= 0)) {
        // Set-up shown: the next click runs it (where the room can see it).
        if (!m_simulation->beatStarted() && !m_simulation->model().finished() &&
            m_simulation->isVisibleTo(this)) {
            m_simulation->play();
            return true;
        }
        const int beat = m_simulation->model().beat();
        if (section.beats && beat + 1 < m_simulation->model().beatCount()) {
            m_simulation->startBeat(beat + 1);
            return true;
        }
    }
    return false;
}

bool LessonPanel::backwardInSection()
{
    if (m_section < 0)
        return false;
    const LessonSection &section = m_content.sections.at(m_section);
    if (m_simulation && section.beats && m_simulation->model().beat() > 0) {
        m_simulation->startBeat(m_simulation->model().beat() - 1);
        return true;
    }
    return false;
}

bool LessonPanel::forward()
{
    if (forwardInSection())
        return true;
    if (m_section < 0 || m_section + 1 >= sectionCount())
        return false;
    enterSection(m_section + 1);
    return true;
}

bool LessonPanel::backward()
{
    if (backwardInSection())
        return true;
    if (m_section <= 0)
        return false;
    enterSection(m_section - 1, true);
    return true;
}

void LessonPanel::enterSection(int index, bool fromEnd)
{
    showSection(index);
    if (!m_simulation || m_section < 0)
        return;
    const LessonSection &section = m_content.sections.at(m_section);
    if (section.beats)
        m_simulation->startBeat(fromEnd ? m_simulation->model().beatCount() - 1 : 0);
    else if (section.beat >= 0)
        m_simulation->startBeat(section.beat);
}

void LessonPanel::setSceneStyle(const SceneStyle &style)
{
    m_style = style;
    updateTitleFont(); // the theme and text size changed with it
    if (m_simulation)
        m_simulation->setSceneStyle(style);
    restyle();
}

void LessonPanel::scheduleRestyle()
{
    if (m_restylePending)
        return;
    m_restylePending = true;
    QTimer::singleShot(0, this, [this] {
        if (m_restylePending) // not done meanwhile by setSceneStyle()
            restyle();
    });
}

void LessonPanel::restyle()
{
    m_restylePending = false;
    // Every live measurement's chart follows the theme, whichever tab it is on.
    for (MeasurementLab *lab : findChildren<MeasurementLab *>())
        lab->setSceneStyle(m_style);
    if (!m_extras)
        return;
    restyleExtras(m_style);
    if (m_tabs)
        m_tabs->updateGeometry(); // the text may have changed size
}

void LessonPanel::setPresenting(bool presenting)
{
    if (m_simulation)
        m_simulation->setPresenting(presenting);
}

void LessonPanel::pause()
{
    if (m_simulation)
        m_simulation->pause();
}

QList<QWidget *> LessonPanel::tabChain() const
{
    QList<QWidget *> chain{m_text};
    if (m_simulation)
        chain << m_simulation;
    return chain;
}

void LessonPanel::setNotesVisible(bool visible)
{
    m_notes->setVisible(visible);
}

bool LessonPanel::notesVisible() const
{
    return m_notes->isVisible();
}

QString LessonPanel::currentNotes() const
{
    return m_section >= 0 ? m_content.sections.at(m_section).notes : QString();
}

} // namespace gpulab
