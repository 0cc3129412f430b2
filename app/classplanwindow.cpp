// ClassPlanWindow (see classplanwindow.h).
#include "app/classplanwindow.h"

#include "app/classplancontroller.h"
#include "app/mainwindow.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QDir>
#include <QEvent>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QLocale>
#include <QPushButton>
#include <QScreen>
#include <QTableWidget>
#include <QVBoxLayout>

namespace gpulab {

ClassPlanWindow::ClassPlanWindow(ClassPlanController *plans, MainWindow *window)
    : QDialog(window), m_plans(plans), m_window(window)
{
    setObjectName(QStringLiteral("classPlanWindow"));
    setModal(false);

    m_titleLabel = new QLabel(this);
    m_title = new QLineEdit(this);
    m_title->setObjectName(QStringLiteral("planTitle"));
    m_title->setMaxLength(classplanlimit::kMaxTitle);
    m_titleLabel->setBuddy(m_title);
    connect(m_title, &QLineEdit::textEdited, m_plans, &ClassPlanController::setTitle);

    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("planSummary"));
    m_summary->setWordWrap(true);

    m_table = new QTableWidget(0, ColumnCount, this);
    m_table->setObjectName(QStringLiteral("planSteps"));
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed |
                             QAbstractItemView::AnyKeyPressed);
    m_table->setWordWrap(true);
    m_table->horizontalHeader()->setSectionResizeMode(StepColumn, QHeaderView::Stretch);
    m_table->horizontalHeader()->setSectionResizeMode(TabColumn, QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(MinutesColumn, QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(NoteColumn, QHeaderView::Stretch);
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->setTabKeyNavigation(false); // Tab leaves the table for the buttons
    m_table->verticalHeader()->hide();   // each step's number starts its text
    connect(m_table, &QTableWidget::cellChanged, this, &ClassPlanWindow::cellEdited);
    connect(m_table, &QTableWidget::itemSelectionChanged, this, &ClassPlanWindow::selectionChanged);

    auto button = [this](const QString &name, auto slot) {
        auto *b = new QPushButton(this);
        b->setObjectName(name);
        b->setAutoDefault(false);
        connect(b, &QPushButton::clicked, this, slot);
        return b;
    };
    m_goTo = button(QStringLiteral("planGoTo"), [this] {
        QString why;
        if (!m_plans->goToStep(selectedStep(), &why) || !why.isEmpty())
            m_window->notify(why);
    });
    m_add = button(QStringLiteral("planAdd"),
                   [this] { m_window->action(QStringLiteral("addToPlan"))->trigger(); });
    m_up = button(QStringLiteral("planUp"), [this] {
        const int row = selectedStep();
        m_plans->moveStep(row, row - 1);
        selectStep(row - 1);
    });
    m_down = button(QStringLiteral("planDown"), [this] {
        const int row = selectedStep();
        m_plans->moveStep(row, row + 1);
        selectStep(row + 1);
    });
    m_remove = button(QStringLiteral("planRemove"), [this] {
        const int row = selectedStep();
        m_plans->removeStep(row);
        selectStep(qMin(row, m_table->rowCount() - 1));
    });
    m_open = button(QStringLiteral("planOpen"),
                    [this] { m_window->action(QStringLiteral("openPlan"))->trigger(); });
    m_save = button(QStringLiteral("planSave"),
                    [this] { m_window->action(QStringLiteral("savePlan"))->trigger(); });
    m_goTo->setDefault(true);

    m_problemsLabel = new QLabel(this);
    m_problems = new QListWidget(this);
    m_problems->setObjectName(QStringLiteral("planProblems"));
    m_problems->setWordWrap(true);
    m_problemsLabel->setBuddy(m_problems);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::close);

    auto *top = new QHBoxLayout;
    top->addWidget(m_titleLabel);
    top->addWidget(m_title, 1);
    auto *side = new QVBoxLayout;
    for (QPushButton *b : {m_goTo, m_add, m_up, m_down, m_remove, m_open, m_save})
        side->addWidget(b);
    side->addStretch(1);
    auto *middle = new QHBoxLayout;
    middle->addWidget(m_table, 1);
    middle->addLayout(side);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(m_summary);
    layout->addLayout(middle, 3);
    layout->addWidget(m_problemsLabel);
    layout->addWidget(m_problems, 1);
    layout->addWidget(buttons);

    connect(m_plans, &ClassPlanController::planChanged, this, &ClassPlanWindow::refresh);
    connect(m_plans, &ClassPlanController::stepShown, this, [this](int index) {
        if (index != selectedStep())
            selectStep(index);
    });
    connect(m_table, &QTableWidget::cellDoubleClicked, this, [this](int row, int column) {
        if (column == StepColumn || column == TabColumn)
            m_plans->goToStep(row);
    });
    retranslateUi(); // refresh()es the steps, shows the problems

    // Half the screen, at most 60 % of its height: the lesson stays in view beside it.
    if (const QScreen *screen = window->screen()) {
        const QRect free = screen->availableGeometry();
        resize(qMin(free.width() * 3 / 5, qMax(640, free.width() / 2)),
               qMin(free.height() * 3 / 5, 560));
    }
}

void ClassPlanWindow::retranslateUi()
{
    setWindowTitle(tr("Class Plan"));
    m_titleLabel->setText(tr("&Title:"));
    m_title->setPlaceholderText(tr("e.g. Week 3: why GPUs"));
    m_title->setAccessibleName(tr("Plan title"));
    m_table->setAccessibleName(tr("Steps of the class plan"));
    m_table->setHorizontalHeaderLabels(
        {tr("What it shows"), tr("Tab"), tr("Minutes"), tr("Note for the instructor")});
    m_goTo->setText(tr("&Go to Step"));
    m_add->setText(tr("&Add This View"));
    m_up->setText(tr("Move &Up"));
    m_down->setText(tr("Move &Down"));
    m_remove->setText(tr("&Remove"));
    m_open->setText(tr("&Open\u2026"));
    m_save->setText(tr("&Save\u2026"));
    m_problemsLabel->setText(tr("Left out when the plan was opened:"));
    m_problems->setAccessibleName(tr("Steps left out when the plan was opened"));
    // The steps and what the plan's open left out are described from the lessons, which
    // MainWindow has loaded in the new language; the plan, its selection and the title being
    // typed stay.
    refresh();
    showOpenProblems();
}

void ClassPlanWindow::changeEvent(QEvent *event)
{
    QDialog::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
}

void ClassPlanWindow::selectStep(int row)
{
    // Through the current cell: QTableView::selectRow() selects nothing in a right-to-left
    // table (Qt 6.4 looks for its column one pixel past the header's end).
    if (row >= 0 && row < m_table->rowCount())
        m_table->setCurrentCell(row, StepColumn);
}

int ClassPlanWindow::selectedStep() const
{
    const QList<QTableWidgetItem *> items = m_table->selectedItems();
    return items.isEmpty() ? -1 : items.first()->row();
}

void ClassPlanWindow::showOpenProblems()
{
    const QList<LessonProblem> problems = m_plans->openProblems();
    m_problems->clear();
    for (const LessonProblem &problem : problems)
        m_problems->addItem(problem.toString());
    m_problems->setVisible(!problems.isEmpty());
    m_problemsLabel->setVisible(!problems.isEmpty());
}

void ClassPlanWindow::refresh()
{
    m_refreshing = true;
    const ClassPlan &plan = m_plans->plan();
    if (m_title->text() != plan.title)
        m_title->setText(plan.title);
    const int selected = selectedStep();
    m_table->setRowCount(int(plan.steps.size()));
    // Items are updated in place: an edit's own signal may be what called this.
    auto cell = [this](int row, int column, bool editable) {
        QTableWidgetItem *item = m_table->item(row, column);
        if (!item) {
            item = new QTableWidgetItem;
            item->setFlags(editable ? Qt::ItemIsSelectable | Qt::ItemIsEnabled | Qt::ItemIsEditable
                                    : Qt::ItemIsSelectable | Qt::ItemIsEnabled);
            m_table->setItem(row, column, item);
        }
        return item;
    };
    for (int row = 0; row < plan.steps.size(); ++row) {
        const ClassPlanStep &step = plan.steps.at(row);
        const QString what =
            QStringLiteral("%1. %2").arg(QLocale().toString(row + 1)).arg(m_plans->describe(step));
        if (cell(row, StepColumn, false)->text() != what)
            cell(row, StepColumn, false)->setText(what);
        if (cell(row, TabColumn, false)->text() != step.tab)
            cell(row, TabColumn, false)->setText(step.tab);
        QTableWidgetItem *minutes = cell(row, MinutesColumn, true);
        if (minutes->data(Qt::EditRole) != QVariant(step.minutes))
            minutes->setData(Qt::EditRole, step.minutes);
        minutes->setToolTip(tr("Minutes for this step (0: no budget)"));
        QTableWidgetItem *note = cell(row, NoteColumn, true);
        if (note->text() != step.note)
            note->setText(step.note);
        note->setToolTip(tr("Shown on the presenter console with this step"));
    }
    if (selected >= 0 && selected < m_table->rowCount())
        selectStep(selected);
    const QString file =
        m_plans->path().isEmpty() ? tr("not saved yet") : QDir::toNativeSeparators(m_plans->path());
    const int total = plan.totalMinutes();
    m_summary->setText(
        tr("Steps: %1").arg(QLocale().toString(int(plan.steps.size()))) +
        QStringLiteral(" \u00b7 ") +
        (total > 0 ? tr("%1 min planned").arg(QLocale().toString(total)) : tr("no time budget")) +
        QStringLiteral(" \u00b7 ") + file +
        (m_plans->isModified() ? QStringLiteral(" \u00b7 ") + tr("changed, not saved")
                               : QString()));
    m_refreshing = false;
    selectionChanged();
}

void ClassPlanWindow::cellEdited(int row, int column)
{
    if (m_refreshing)
        return;
    const QTableWidgetItem *item = m_table->item(row, column);
    if (!item)
        return;
    if (column == MinutesColumn)
        m_plans->setMinutes(row, item->data(Qt::EditRole).toInt());
    else if (column == NoteColumn)
        m_plans->setNote(row, item->text());
}

void ClassPlanWindow::selectionChanged()
{
    const int row = selectedStep();
    const int rows = m_table->rowCount();
    m_goTo->setEnabled(row >= 0);
    m_up->setEnabled(row > 0);
    m_down->setEnabled(row >= 0 && row + 1 < rows);
    m_remove->setEnabled(row >= 0);
}

} // namespace gpulab
