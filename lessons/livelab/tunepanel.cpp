// TunePanel and TuneDialog: the Live Lab's per-device tuning (see tunepanel.h).
#include "lessons/livelab/tunepanel.h"
#include "lessons/framework/sentencetext.h"

#include "widgets/fittingbutton.h"

#include "widgets/flowlayout.h"

#include <QDoubleSpinBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QScreen>
#include <QTableWidget>
#include <QVBoxLayout>

#include <cmath>

namespace gpulab {

namespace {

QString gflopsText(double gflops)
{
    return QLocale().toString(gflops, 'f', gflops < 100 ? 1 : 0);
}

// "+12 %" / "−3 %": the tuned set against the default.
QString percentText(double ratio)
{
    const double percent = (ratio - 1) * 100;
    const QString number = QLocale().toString(std::abs(percent), 'f', 0);
    return percent >= 0 ? TunePanel::tr("+%1 %").arg(number)
                        : TunePanel::tr("\u2212%1 %").arg(number);
}

} // namespace

QString tileText(int rows, int columns)
{
    return QStringLiteral("%1 \u00d7 %2")
        .arg(QLocale().toString(rows), QLocale().toString(columns));
}

QString storedTuningText(const StoredTuning &stored)
{
    const QString tile = tileText(stored.tileRows, stored.tileColumns);
    if (stored.source == QLatin1String("forced"))
        return TunePanel::tr("Parameters set by GPULAB_REGBLOCK\u2026 in the environment: a stored "
                             "tuning is not used.");
    if (stored.tuned) {
        const QString when =
            stored.date.isValid()
                ? QLocale().toString(stored.date.toLocalTime().date(), QLocale::ShortFormat)
                : TunePanel::tr("earlier");
        if (stored.defaultGflops <= 0)
            return TunePanel::tr("Tuned %1: %2, %3 GFLOP/s.")
                .arg(when, tile, gflopsText(stored.gflops));
        if (stored.gflops <= stored.defaultGflops)
            return TunePanel::tr("Tuned %1: the default %2 was the fastest.").arg(when, tile);
        return TunePanel::tr("Tuned %1: %2, %3 over the default.")
            .arg(when, tile, percentText(stored.gflops / stored.defaultGflops));
    }
    if (!stored.problem.isEmpty())
        return TunePanel::tr("Not tuned: default parameters (%1). The stored tuning was set "
                             "aside: %2.")
            .arg(tile, stored.problem);
    return TunePanel::tr("Not tuned: default parameters (%1).").arg(tile);
}

// ---- TunePanel ------------------------------------------------------------------------------

TunePanel::TunePanel(EngineService *engine, QWidget *parent) : QWidget(parent), m_service(engine)
{
    setObjectName(QStringLiteral("tunePanel"));
    m_engine = new EngineClient(engine, this);
    // The line over the whole width (it wraps, and its height reaches the page at once), the
    // button under it: side by side, the presenter's 200 % text broke "Register-blocked".
    auto *row = new QVBoxLayout(this);
    row->setContentsMargins(0, 0, 0, 0);
    m_status = new QLabel(tr("Register-blocked kernel: looking for OpenCL devices\u2026"), this);
    m_status->setObjectName(QStringLiteral("tuneStatus"));
    m_status->setTextFormat(Qt::PlainText);
    m_status->setWordWrap(true);
    m_status->setAccessibleName(tr("Tuning of this device"));
    // The short form where a projector's text leaves the lab's side too narrow.
    m_tune = new FittingButton({tr("&Tune for This Device\u2026"), tr("&Tune\u2026")}, this);
    m_tune->setObjectName(QStringLiteral("tuneButton"));
    m_tune->setAccessibleName(tr("Tune the register-blocked kernel for this device"));
    m_tune->setToolTip(tr("Times several parameter sets of the register-blocked OpenCL kernel on "
                          "this device and keeps the fastest for the race and the charts."));
    m_tune->setEnabled(false);
    row->addWidget(m_status);
    row->addWidget(m_tune, 0, Qt::AlignLeft);
    connect(m_tune, &QPushButton::clicked, this, &TunePanel::openDialog);
    connect(m_engine, &EngineClient::event, this, &TunePanel::onEvent);
    connect(m_engine, &EngineClient::engineStopped, this, [this](const QString &message) {
        m_status->setText(
            tr("Register-blocked kernel: the measurement engine stopped (%1).").arg(message));
    });
}

TunePanel::~TunePanel() = default;

void TunePanel::setDevice(int index, const QString &name)
{
    m_device = index;
    m_deviceName = name;
    m_answered = false;
    m_tune->setEnabled(index >= 0);
    if (m_dialog && !m_dialog->isRunning())
        m_dialog->setDevice(index, name);
    if (index < 0) {
        m_status->setText(tr("No OpenCL device: there is nothing to tune."));
        return;
    }
    refresh();
}

void TunePanel::refresh()
{
    if (m_device < 0)
        return;
    m_engine->cancel(); // an answer for another device is not wanted any more
    QString why;
    if (!m_engine->send(requestLine(TuningRequest{m_device}), &why))
        m_status->setText(tr("Register-blocked kernel: %1").arg(why));
}

void TunePanel::onEvent(const EngineEvent &event)
{
    if (event.kind == QLatin1String("tuning")) {
        m_stored = storedTuningFromJson(event.payload());
        m_answered = true;
        m_status->setText(tr("Register-blocked kernel: %1").arg(storedTuningText(m_stored)));
        m_status->setToolTip(
            m_stored.path.isEmpty()
                ? QString()
                : tr("Stored in %1\nParameters: %2").arg(m_stored.path, m_stored.params));
        emit storedChanged();
    } else if (event.kind == QLatin1String("done") && !event.error.isEmpty()) {
        m_status->setText(tr("Register-blocked kernel: %1").arg(event.error));
    }
}

void TunePanel::openDialog()
{
    if (m_device < 0)
        return;
    if (!m_dialog) {
        m_dialog = new TuneDialog(m_service, this);
        connect(m_dialog, &TuneDialog::tuneEnded, this, &TunePanel::refresh);
    }
    if (!m_dialog->isRunning())
        m_dialog->setDevice(m_device, m_deviceName);
    m_dialog->show();
    m_dialog->raise();
    m_dialog->activateWindow();
    m_dialog->startButton()->setFocus();
}

// ---- TuneDialog -----------------------------------------------------------------------------

TuneDialog::TuneDialog(EngineService *engine, QWidget *parent) : QDialog(parent)
{
    setObjectName(QStringLiteral("tuneDialog"));
    m_engine = new EngineClient(engine, this);
    auto *layout = new QVBoxLayout(this);
    m_intro = new QLabel(this);
    m_intro->setTextFormat(Qt::PlainText); // a device's name is never markup
    m_intro->setWordWrap(true);
    layout->addWidget(m_intro);

    auto *controls = new FlowLayout;
    m_budget = new QDoubleSpinBox(this);
    m_budget->setRange(0.1, 120);
    m_budget->setDecimals(1);
    m_budget->setValue(8);
    m_budgetLabel = new QLabel(this);
    m_budgetLabel->setBuddy(m_budget);
    controls->addPair(m_budgetLabel, m_budget);
    m_start = new QPushButton(this);
    m_start->setDefault(true);
    m_cancel = new QPushButton(this);
    m_cancel->setEnabled(false);
    m_close = new QPushButton(this);
    controls->addWidget(m_start);
    controls->addWidget(m_cancel);
    controls->addWidget(m_close);
    layout->addLayout(controls);

    m_progress = new QProgressBar(this);
    m_progress->setRange(0, 1000);
    m_progress->setValue(0);
    m_progress->setTextVisible(false);
    layout->addWidget(m_progress);
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("tuneProgressText"));
    m_status->setWordWrap(true);
    layout->addWidget(m_status);

    m_table = new QTableWidget(0, 3, this);
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setStretchLastSection(true);
    layout->addWidget(m_table, 1);

    m_result = new QLabel(this);
    m_result->setObjectName(QStringLiteral("tuneResult"));
    m_result->setTextFormat(Qt::PlainText);
    m_result->setWordWrap(true);
    m_result->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    layout->addWidget(m_result);
    retranslateUi();

    // About 70 characters wide, within the screen; taller as its texts grow (fitHeight).
    resize(qMin(fontMetrics().averageCharWidth() * 70, screen()->availableSize().width()),
           fontMetrics().height() * 24);

    connect(m_start, &QPushButton::clicked, this, &TuneDialog::start);
    connect(m_cancel, &QPushButton::clicked, this, &TuneDialog::cancel);
    connect(m_close, &QPushButton::clicked, this, &TuneDialog::reject);
    connect(m_engine, &EngineClient::event, this, &TuneDialog::onEvent);
    connect(m_engine, &EngineClient::engineStopped, this, [this](const QString &message) {
        if (m_running)
            end(false, tr("the measurement engine stopped: %1").arg(message));
    });
}

void TuneDialog::setDevice(int index, const QString &name)
{
    m_device = index;
    m_deviceName = name;
    retranslateUi();
}

void TuneDialog::retranslateUi()
{
    setWindowTitle(tr("Tune for This Device"));
    m_budget->setSuffix(tr(" s"));
    m_budgetLabel->setText(tr("Time &budget:"));
    m_budget->setAccessibleName(tr("Time budget in seconds"));
    m_start->setText(tr("&Start Tuning"));
    m_cancel->setText(tr("&Cancel"));
    m_cancel->setAccessibleName(tr("Cancel the tuning"));
    m_close->setText(tr("C&lose"));
    m_progress->setAccessibleName(tr("Tuning progress"));
    m_status->setAccessibleName(tr("What the tuning is doing"));
    m_table->setHorizontalHeaderLabels({tr("Set"), tr("GFLOP/s"), tr("Result")});
    m_table->setAccessibleName(tr("Parameter sets timed"));
    m_result->setAccessibleName(tr("Tuning result"));
    if (m_device >= 0)
        m_intro->setText(
            tr("Times parameter sets of the register-blocked OpenCL kernel on %1 (the block of C "
               "each work-item keeps in registers, the vector width, the K block), each verified "
               "against float64, and keeps the fastest for this device and driver: the race, the "
               "ladder, the scaling chart and the roofline then run it. A new driver makes it run "
               "the default again.")
                .arg(m_deviceName));
    m_status->setText(statusText());
    // The sets timed and the result, written again from what the pass measured.
    const std::vector<TuneSet> sets = m_sets;
    m_sets.clear();
    m_table->setRowCount(0);
    for (const TuneSet &set : sets)
        addRow(set);
    if (!m_result->text().isEmpty())
        m_result->setText(outcomeText(m_outcome));
    fitHeight();
}

void TuneDialog::changeEvent(QEvent *event)
{
    QDialog::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
}

void TuneDialog::setStatus(Status status, const QString &detail)
{
    m_statusKind = status;
    m_statusDetail = detail;
    m_status->setText(statusText());
}

QString TuneDialog::statusText() const
{
    switch (m_statusKind) {
    case Status::Ready: return tr("Press Start: the race's device is busy for the budget.");
    case Status::CannotStart:
        return tr("Cannot start the measurement engine: %1").arg(m_statusDetail);
    case Status::Reference: return tr("Computing the float64 reference\u2026");
    case Status::Progress: {
        QString text =
            tr("Set %1 of %2")
                .arg(QLocale().toString(m_index + 1), QLocale().toString(qMax(m_count, 1)));
        if (m_best > 0)
            text += tr(": the best so far %1 GFLOP/s").arg(gflopsText(m_best));
        if (m_default > 0)
            text += tr(" (the default: %1 GFLOP/s)").arg(gflopsText(m_default));
        return text + QStringLiteral("\u2026");
    }
    case Status::Cancelling: return tr("Cancelling\u2026");
    case Status::Failed: return tr("The tuning failed: %1").arg(m_statusDetail);
    case Status::Cancelled:
        return tr("Cancelled: nothing was stored; the race keeps what it ran before.");
    case Status::Done: return tr("Done.");
    }
    return {};
}

void TuneDialog::setBudget(double seconds)
{
    m_budget->setValue(seconds);
}

bool TuneDialog::start()
{
    if (m_running || m_device < 0)
        return false;
    QString why;
    if (!m_engine->send(requestLine(TuneRequest{m_device, m_budget->value(), {}}), &why)) {
        setStatus(Status::CannotStart, why);
        return false;
    }
    m_outcome = TuneOutcome();
    m_count = 0;
    m_best = m_default = 0;
    m_cancelled = false;
    m_error.clear();
    m_table->setRowCount(0);
    m_sets.clear();
    m_result->clear();
    m_progress->setValue(0);
    setStatus(Status::Reference);
    setRunning(true);
    return true;
}

void TuneDialog::cancel()
{
    if (!m_running)
        return;
    setStatus(Status::Cancelling);
    m_engine->cancel();
}

void TuneDialog::reject()
{
    cancel();
    QDialog::reject();
}

void TuneDialog::setRunning(bool running)
{
    m_running = running;
    m_start->setEnabled(!running);
    m_budget->setEnabled(!running);
    m_cancel->setEnabled(running);
    if (running)
        m_cancel->setFocus();
    else
        m_start->setFocus();
}

void TuneDialog::addRow(const TuneSet &set)
{
    m_sets.push_back(set);
    const int row = m_table->rowCount();
    m_table->insertRow(row);
    QString name = tileText(set.tileRows, set.tileColumns);
    if (set.isDefault)
        name = tr("%1 (default)").arg(name);
    auto *nameItem = new QTableWidgetItem(name);
    nameItem->setToolTip(set.params);
    m_table->setItem(row, 0, nameItem);
    auto *score = new QTableWidgetItem(set.measured() ? gflopsText(set.score) : QString());
    score->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    m_table->setItem(row, 1, score);
    m_table->setItem(row, 2, new QTableWidgetItem(set.measured() ? tr("verified") : set.message));
    m_table->scrollToBottom();
}

void TuneDialog::onEvent(const EngineEvent &event)
{
    if (!m_running)
        return;
    const QString &kind = event.kind;
    if (kind == QLatin1String("progress")) {
        const QJsonObject &json = event.json;
        m_count = json.value(QLatin1String("count")).toInt(m_count);
        m_index = json.value(QLatin1String("candidate")).toInt();
        m_progress->setValue(int(std::lround(qBound(0.0, event.fraction, 1.0) * 1000)));
        setStatus(Status::Progress);
    } else if (kind == QLatin1String("candidate")) {
        const TuneSet set =
            tuneSetFromJson(event.json.value(QLatin1String("candidate")).toObject());
        if (set.measured()) {
            m_best = qMax(m_best, set.score);
            if (set.isDefault)
                m_default = set.score;
        }
        addRow(set);
    } else if (kind == QLatin1String("tune")) {
        m_outcome = tuneOutcomeFromJson(event.payload());
    } else if (kind == QLatin1String("done")) {
        end(event.cancelled, event.error);
    }
}

QString TuneDialog::outcomeText(const TuneOutcome &outcome)
{
    const TuneSet *winner = outcome.winner();
    if (!winner)
        return tr("No set could be measured: nothing was stored.");
    const TuneSet *fallback = outcome.defaultSet();
    const QString tile = tileText(winner->tileRows, winner->tileColumns);
    QString text;
    if (winner->isDefault)
        text = tr("Kept the default: %1 at %2 GFLOP/s was the fastest.")
                   .arg(tile, gflopsText(winner->score));
    else if (fallback && fallback->score > 0)
        text = tr("Chosen: %1 at %2 GFLOP/s, %3 % faster than the default %4 at %5 GFLOP/s.")
                   .arg(tile, gflopsText(winner->score),
                        QLocale().toString((winner->score / fallback->score - 1) * 100, 'f', 0),
                        tileText(fallback->tileRows, fallback->tileColumns),
                        gflopsText(fallback->score));
    else
        text = tr("Chosen: %1 at %2 GFLOP/s.").arg(tile, gflopsText(winner->score));
    int measured = 0;
    for (const TuneSet &set : outcome.candidates)
        measured += set.measured() ? 1 : 0;
    return joinSentences(
        {text,
         tr("%1 of %2 sets measured in %3 s.")
             .arg(QLocale().toString(measured), QLocale().toString(int(outcome.candidates.size())),
                  QLocale().toString(outcome.seconds, 'f', 1)),
         outcome.cachePath.isEmpty()
             ? QString()
             : tr("Stored in %1: the next race on this device runs it.").arg(outcome.cachePath)});
}

void TuneDialog::end(bool cancelled, const QString &error)
{
    m_cancelled = cancelled;
    m_error = error;
    setRunning(false);
    if (!error.isEmpty()) {
        setStatus(Status::Failed, error);
        m_result->setText(m_outcome.winner() ? outcomeText(m_outcome) : QString());
    } else if (cancelled) {
        setStatus(Status::Cancelled);
    } else {
        m_progress->setValue(m_progress->maximum());
        setStatus(Status::Done);
        m_result->setText(outcomeText(m_outcome));
    }
    fitHeight();
    emit tuneEnded(cancelled);
}

void TuneDialog::fitHeight()
{
    // A window does not grow by itself when a wrapped text gets longer.
    layout()->activate();
    const int needed = layout()->totalHeightForWidth(width());
    const int room = screen() ? screen()->availableSize().height() : needed;
    if (needed > height())
        resize(width(), qMin(needed, room));
}

} // namespace gpulab
