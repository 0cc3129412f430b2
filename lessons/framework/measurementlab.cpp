// MeasurementLab: what every live measurement shares (see measurementlab.h).
#include "lessons/framework/measurementlab.h"
#include "lessons/framework/sentencetext.h"

#include "widgets/chartframe.h"
#include "widgets/fittingbutton.h"
#include "widgets/flowlayout.h"

#include <QAbstractAxis>
#include <QChart>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEventLoop>
#include <QGraphicsLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLegend>
#include <QLogValueAxis>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace gpulab {

namespace {

constexpr int kProgressSteps = 1000;
constexpr int kOneLineQuestion = 30; // characters

// A label's text as a name: no mnemonic, no trailing colon.
QString nameFrom(const QLabel *label)
{
    QString text = label->text();
    text.remove(QLatin1Char('&'));
    text = text.trimmed();
    if (text.endsWith(QLatin1Char(':')))
        text.chop(1);
    return text;
}

} // namespace

MeasurementLab::MeasurementLab(const QString &runText, QWidget *parent)
    : MeasurementLab(QStringList{runText}, parent)
{}

MeasurementLab::MeasurementLab(const QStringList &runForms, QWidget *parent) : QWidget(parent)
{
    m_layout = new QVBoxLayout(this);
    m_layout->setContentsMargins(4, 4, 4, 4);

    m_controls = new FlowLayout; // wraps under large text instead of widening the page
    m_layout->addLayout(m_controls);
    m_run = new FittingButton(runForms, this); // its accessible name: the full text
    m_cancel = new QPushButton(tr("Ca&ncel"), this);
    m_cancel->setAccessibleName(tr("Cancel the measurement"));
    m_cancel->setEnabled(false);
    m_progress = new QProgressBar(this);
    m_progress->setRange(0, kProgressSteps);
    m_progress->setValue(0);
    m_progress->setTextVisible(false);
    m_progress->setAccessibleName(tr("Progress of the measurement"));
    // Shown from the first run on: before it, an empty bar beside Run read as a box to type in.
    // Its place is kept, so the row does not move when it appears.
    QSizePolicy keepsItsPlace = m_progress->sizePolicy();
    keepsItsPlace.setRetainSizeWhenHidden(true);
    m_progress->setSizePolicy(keepsItsPlace);
    m_progress->setVisible(false);
    m_controls->addWidget(m_run);
    m_controls->addWidget(m_cancel);
    m_controls->addWidget(m_progress);

    m_status = new QLabel(this);
    m_status->setWordWrap(true);
    m_status->setAccessibleName(tr("What the measurement is doing"));
    m_layout->addWidget(m_status);

    m_verdict = new QLabel(this);
    m_verdict->setWordWrap(true);
    m_verdict->setTextFormat(Qt::RichText);
    m_verdict->setAccessibleName(tr("The result"));
    m_verdict->setVisible(false); // until there is something to say
    m_layout->addWidget(m_verdict);

    connect(m_run, &QPushButton::clicked, this, [this] { run(); });
    connect(m_cancel, &QPushButton::clicked, this, &MeasurementLab::cancel);
}

MeasurementLab::~MeasurementLab() = default;

// ---- Layout ----------------------------------------------------------------------------------

void MeasurementLab::addHeader(QWidget *widget)
{
    m_layout->insertWidget(m_headerCount++, widget);
}

void MeasurementLab::addHeader(QLayout *layout)
{
    m_layout->insertLayout(m_headerCount++, layout);
}

void MeasurementLab::addField(QLabel *label, QWidget *field, Lock lock)
{
    label->setBuddy(field);
    if (field->accessibleName().isEmpty())
        field->setAccessibleName(nameFrom(label));
    m_controls->insertPair(m_fieldCount++, label, field);
    if (lock == Lock::WhileRunning)
        m_locked << field;
}

void MeasurementLab::addControl(QWidget *widget)
{
    m_controls->insertWidget(m_controls->indexOf(m_progress), widget);
}

void MeasurementLab::setPredictionField(QLabel *label, QWidget *field)
{
    Q_ASSERT(!m_predictionField); // one prediction per lab
    label->setBuddy(field);
    // A long question wraps beside its field (so the row still fits a narrow page); a short one
    // stays on one line (a wrapped label asks for about 20 characters' width).
    label->setWordWrap(label->text().size() > kOneLineQuestion);
    if (field->accessibleName().isEmpty())
        field->setAccessibleName(nameFrom(label));
    m_controls->insertPair(m_fieldCount, label, field); // after the fields, before Run
    m_predictionField = field;
    m_locked << field;
    m_verdict->setAccessibleName(tr("Your prediction and the result"));
}

QComboBox *MeasurementLab::addPredictionBox(const QString &labelText, const QString &accessibleName)
{
    auto *box = new QComboBox(this);
    box->setAccessibleName(accessibleName);
    box->addItem(tr("(choose one)")); // no data: no prediction
    setPredictionField(new QLabel(labelText, this), box);
    return box;
}

ChartFrame *MeasurementLab::addChart(const QString &title, int stretch)
{
    Q_ASSERT(!m_frame); // one chart per lab
    m_frame = new ChartFrame(title, this);
    // Thin margins: the plot gets the room (it shares the page with the controls).
    m_frame->chart()->setMargins(QMargins(2, 2, 2, 2));
    m_frame->chart()->layout()->setContentsMargins(0, 0, 0, 0);
    m_frame->chart()->setBackgroundRoundness(0);
    addToBody(m_frame, stretch);
    return m_frame;
}

void MeasurementLab::addToBody(QWidget *widget, int stretch)
{
    m_layout->insertWidget(m_layout->indexOf(m_verdict), widget, stretch);
}

void MeasurementLab::addToBody(QLayout *layout, int stretch)
{
    m_layout->insertLayout(m_layout->indexOf(m_verdict), layout, stretch);
}

void MeasurementLab::setRunAvailable(bool available)
{
    m_runAvailable = available;
    if (!m_running)
        m_run->setEnabled(available);
}

QSize MeasurementLab::sizeHint() const
{
    if (!m_compact)
        return QWidget::sizeHint();
    return {QWidget::sizeHint().width(), minimumSizeHint().height()};
}

// ---- A run -----------------------------------------------------------------------------------

bool MeasurementLab::run(QString *error)
{
    if (m_running) { // the status line keeps saying what the running one does
        if (error)
            *error = tr("A measurement is already running.");
        return false;
    }
    return start(error);
}

void MeasurementLab::cancel()
{
    if (!m_running || m_cancelRequested)
        return;
    m_cancelRequested = true;
    setStatus(tr("Cancelling\u2026"));
    stop();
}

bool MeasurementLab::runAndWait(int timeoutMs)
{
    return run() && waitForFinished(timeoutMs);
}

bool MeasurementLab::waitForFinished(int timeoutMs)
{
    if (m_running) {
        QEventLoop wait;
        connect(this, &MeasurementLab::finished, &wait, &QEventLoop::quit);
        QTimer::singleShot(timeoutMs, &wait, &QEventLoop::quit);
        wait.exec();
    }
    if (m_running) { // timed out: stop it, and wait for the runner to say it stopped
        cancel();
        QEventLoop drain;
        connect(this, &MeasurementLab::finished, &drain, &QEventLoop::quit);
        QTimer::singleShot(30000, &drain, &QEventLoop::quit);
        if (m_running)
            drain.exec();
        return false;
    }
    return !m_cancelled && m_error.isEmpty() && hasResult();
}

void MeasurementLab::beginRun(const QString &status)
{
    m_running = true;
    m_cancelled = false;
    m_cancelRequested = false;
    m_error.clear();
    m_runPrediction = currentPrediction(&m_runPredictionText);
    m_progress->setRange(0, kProgressSteps);
    m_progress->setValue(0);
    m_progress->setVisible(true);
    applyRunning(true);
    if (!status.isEmpty())
        setStatus(status);
    if (m_predictionField)
        setVerdict(m_runPrediction.isValid() ? tr("Your prediction: %1. Measuring\u2026")
                                                   .arg(m_runPredictionText.toHtmlEscaped())
                                             : tr("No prediction this time. Measuring\u2026"));
}

void MeasurementLab::setProgress(double fraction)
{
    if (m_progress->maximum() == 0)
        m_progress->setRange(0, kProgressSteps);
    m_progress->setValue(int(std::lround(std::clamp(fraction, 0.0, 1.0) * kProgressSteps)));
}

void MeasurementLab::setProgressUnknown()
{
    m_progress->setRange(0, 0);
}

void MeasurementLab::setStatus(const QString &text)
{
    m_status->setText(text);
}

void MeasurementLab::endRun(bool cancelled, const QString &error, const QString &status)
{
    m_running = false;
    m_cancelled = cancelled;
    m_cancelRequested = false;
    m_error = error;
    const int reached = m_progress->maximum() == 0 ? 0 : m_progress->value();
    m_progress->setRange(0, kProgressSteps);
    m_progress->setValue(!cancelled && error.isEmpty() ? kProgressSteps : reached);
    applyRunning(false);
    setStatus(status);
    rebuild();
    emit finished(cancelled);
}

bool MeasurementLab::refuse(QString *error, const QString &why, const QString &status)
{
    setStatus(status.isEmpty() ? why : status);
    if (error)
        *error = why;
    return false;
}

void MeasurementLab::applyRunning(bool running)
{
    // Cancel first, so that the focus has somewhere to go when Run is disabled under it.
    const bool runHadFocus = m_run->hasFocus();
    const bool cancelHadFocus = m_cancel->hasFocus();
    m_cancel->setEnabled(running);
    m_run->setEnabled(!running && m_runAvailable);
    if (running && runHadFocus)
        m_cancel->setFocus();
    else if (!running && cancelHadFocus)
        m_run->setFocus();
    // The set-up the run read stays as it was until it ends; a field the lab had disabled
    // (nothing to choose here) stays disabled.
    static const char *const kWasEnabled = "gpulabEnabledBeforeRun";
    for (QWidget *field : std::as_const(m_locked)) {
        if (running) {
            field->setProperty(kWasEnabled, field->isEnabled());
            field->setEnabled(false);
        } else if (const QVariant was = field->property(kWasEnabled); was.isValid()) {
            field->setEnabled(was.toBool());
        }
    }
}

// ---- Prediction and verdict ------------------------------------------------------------------

QVariant MeasurementLab::currentPrediction(QString *text) const
{
    text->clear();
    if (auto *box = qobject_cast<QComboBox *>(m_predictionField)) {
        *text = box->currentText();
        return box->currentData();
    }
    if (auto *spin = qobject_cast<QSpinBox *>(m_predictionField)) {
        *text = spin->text();
        return spin->value();
    }
    if (auto *spin = qobject_cast<QDoubleSpinBox *>(m_predictionField)) {
        *text = spin->text();
        return spin->value();
    }
    return {};
}

QString MeasurementLab::verdictHeadline(bool right) const
{
    if (!m_runPrediction.isValid())
        return tr("No prediction this time.");
    return right ? tr("\u2713 Right.")
                 : tr("\u2717 Not this time: you said %1.").arg(m_runPredictionText);
}

void MeasurementLab::setVerdict(const QString &text)
{
    m_verdict->setText(text);
    m_verdict->setVisible(!text.isEmpty());
}

void MeasurementLab::setVerdict(const QString &headline, const QStringList &sentences)
{
    setVerdict(
        QStringLiteral("<p>%1</p>")
            .arg(joinSentences(QStringLiteral("<b><big>%1</big></b>").arg(headline.toHtmlEscaped()),
                               joinSentences(sentences).toHtmlEscaped())));
}

// ---- Style -----------------------------------------------------------------------------------

void MeasurementLab::setSceneStyle(const SceneStyle &style)
{
    m_style = style;
    m_styled = true;
    if (m_frame) // every axis, those a rebuild makes later too
        m_frame->setAxisStyle(m_style.foreground, m_style.muted, m_style.font);
    rebuild();
}

QColor MeasurementLab::textColour() const
{
    return m_styled ? m_style.foreground : palette().color(QPalette::WindowText);
}

QColor MeasurementLab::gridColour() const
{
    return m_styled ? m_style.muted : palette().color(QPalette::Mid);
}

void MeasurementLab::clearChart()
{
    Q_ASSERT(m_frame);
    m_frame->clearChart(m_styled ? &m_style : nullptr);
    QChart *chart = m_frame->chart();
    chart->legend()->setMarkerShape(QLegend::MarkerShapeFromSeries);
}

QLogValueAxis *MeasurementLab::decadeAxis(double lo, double hi)
{
    auto *axis = new QLogValueAxis;
    axis->setBase(10);
    axis->setRange(std::pow(10.0, std::floor(std::log10(lo))),
                   std::pow(10.0, std::ceil(std::log10(hi))));
    axis->setLabelFormat(QStringLiteral("%g"));
    return axis;
}

std::pair<QLogValueAxis *, QLogValueAxis *>
MeasurementLab::addSweepAxes(qint64 minBytes, qint64 maxBytes, const QString &sizeTitle,
                             const std::vector<double> &values, const QString &valueTitle)
{
    constexpr double kKiB = 1024.0;
    auto *x = new QLogValueAxis;
    x->setBase(4);
    x->setRange(double(minBytes) / kKiB / 1.5, double(maxBytes) / kKiB * 1.5);
    x->setLabelFormat(QStringLiteral("%.0f"));
    x->setMinorTickCount(0);
    x->setTitleText(sizeTitle);
    double lo = 1, hi = 100;
    for (double value : values)
        if (value > 0 && std::isfinite(value))
            lo = std::min(lo, value), hi = std::max(hi, value);
    QLogValueAxis *y = decadeAxis(lo, hi);
    y->setMinorTickCount(-1);
    y->setTitleText(valueTitle);
    addAxes(x, y);
    return {x, y};
}

void MeasurementLab::addAxes(QAbstractAxis *x, QAbstractAxis *y)
{
    styleAxis(x);
    styleAxis(y);
    frame()->chart()->addAxis(x, Qt::AlignBottom);
    frame()->chart()->addAxis(y, Qt::AlignLeft);
}

void MeasurementLab::styleAxis(QAbstractAxis *axis) const
{
    const QColor text = textColour();
    axis->setLabelsBrush(text);
    axis->setTitleBrush(text);
    if (m_styled) {
        axis->setLabelsFont(m_style.font);
        axis->setTitleFont(m_style.font);
    }
    axis->setGridLineColor(gridColour());
    axis->setLinePenColor(text);
}

} // namespace gpulab
