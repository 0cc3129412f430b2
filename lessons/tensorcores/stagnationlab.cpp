// StagnationLab: predict, then watch a low-precision running sum get stuck (see stagnationlab.h).
#include "lessons/tensorcores/stagnationlab.h"

#include "lessons/tensorcores/precisionrunner.h"
#include "widgets/chartframe.h"
#include "widgets/flowlayout.h"

#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QGraphicsLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLegend>
#include <QLineSeries>
#include <QLocale>
#include <QLogValueAxis>
#include <QProgressBar>
#include <QPushButton>
#include <QScatterSeries>
#include <QVBoxLayout>
#include <QValueAxis>

#include <cmath>

namespace gpulab {

namespace {

constexpr fp::Format kFormats[] = {fp::Format::Bf16, fp::Format::Fp16, fp::Format::Fp8E4M3,
                                   fp::Format::Fp8E5M2, fp::Format::Tf32};
constexpr double kAddends[] = {1.0, 0.1, 0.01};
constexpr qint64 kCounts[] = {1000, 10000, 100000};

QString formatName(fp::Format format)
{
    return QString::fromUtf8(fp::formatSpec(format).displayName);
}

QString number(double value)
{
    // Up to 12 significant digits, so stored addends such as 0.010009765625 show in full.
    QString text = QLocale().toString(value, 'g', 12);
    return text;
}

} // namespace

StagnationLab::StagnationLab(QWidget *parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("stagnationLab"));
    m_runner = new PrecisionRunner(this);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);

    auto *controls = new FlowLayout; // wraps under large text instead of widening the page
    m_format = new QComboBox(this);
    m_format->setAccessibleName(tr("Format of the running sum"));
    for (fp::Format format : kFormats)
        m_format->addItem(formatName(format), int(format));
    auto *formatLabel = new QLabel(tr("Sum &in:"), this);
    formatLabel->setBuddy(m_format);
    m_addend = new QComboBox(this);
    m_addend->setAccessibleName(tr("The number added each time"));
    for (double addend : kAddends)
        m_addend->addItem(QLocale().toString(addend), addend);
    auto *addendLabel = new QLabel(tr("A&dd:"), this);
    addendLabel->setBuddy(m_addend);
    m_count = new QComboBox(this);
    m_count->setAccessibleName(tr("How many times"));
    for (qint64 count : kCounts)
        m_count->addItem(tr("%1 times").arg(QLocale().toString(count)), count);
    auto *countLabel = new QLabel(tr("&How often:"), this);
    countLabel->setBuddy(m_count);

    m_prediction = new QComboBox(this);
    m_prediction->setAccessibleName(tr("Your prediction: where the sum gets stuck"));
    m_prediction->addItem(tr("(choose one)"));
    m_prediction->addItem(tr("it never gets stuck"), 0.0);
    for (int p = 0; p <= 12; ++p)
        m_prediction->addItem(QLocale().toString(std::ldexp(1.0, p)), std::ldexp(1.0, p));
    auto *predictionLabel = new QLabel(tr("&Predict first: the sum gets stuck at"), this);
    predictionLabel->setBuddy(m_prediction);

    m_run = new QPushButton(tr("&Run the sum"), this);
    m_cancel = new QPushButton(tr("Ca&ncel"), this);
    m_cancel->setEnabled(false);

    predictionLabel->setWordWrap(true);
    controls->addPair(formatLabel, m_format);
    controls->addPair(addendLabel, m_addend);
    controls->addPair(countLabel, m_count);
    controls->addPair(predictionLabel, m_prediction);
    controls->addWidget(m_run);
    controls->addWidget(m_cancel);
    layout->addLayout(controls);

    auto *progressRow = new QHBoxLayout;
    m_progress = new QProgressBar(this);
    m_progress->setRange(0, 1000);
    m_progress->setTextVisible(false);
    m_progress->setAccessibleName(tr("Progress of the sum"));
    m_progress->setMaximumWidth(240);
    m_status = new QLabel(tr("Adds the same number again and again, rounding the sum after "
                             "every add, as a low-precision accumulator would."),
                          this);
    m_status->setWordWrap(true);
    m_status->setAccessibleName(tr("What the sum is doing"));
    progressRow->addWidget(m_progress);
    progressRow->addWidget(m_status, 1);
    layout->addLayout(progressRow);

    m_frame = new ChartFrame(tr("A running sum in a low-precision format"), this);
    m_frame->setObjectName(QStringLiteral("stagnationChart"));
    m_frame->setLogToggleVisible(true);
    m_frame->setCsvProvider([this] { return csv(); });
    // Thin margins: the plot gets the height (it shares the page with the controls).
    m_frame->chart()->setMargins(QMargins(2, 2, 2, 2));
    m_frame->chart()->layout()->setContentsMargins(0, 0, 0, 0);
    m_frame->chart()->setBackgroundRoundness(0);
    connect(m_frame, &ChartFrame::logScaleChanged, this, &StagnationLab::rebuild);
    layout->addWidget(m_frame, 1);

    m_verdict = new QLabel(this);
    m_verdict->setObjectName(QStringLiteral("verdict"));
    m_verdict->setWordWrap(true);
    m_verdict->setTextFormat(Qt::RichText);
    m_verdict->setAccessibleName(tr("Your prediction and the explanation"));
    m_verdict->setText(tr("Adding 1 a thousand times should give 1,000. Predict where a BF16 "
                          "sum gets stuck, then run."));
    layout->addWidget(m_verdict);

    connect(m_run, &QPushButton::clicked, this, [this] { run(); });
    connect(m_cancel, &QPushButton::clicked, this, &StagnationLab::cancel);
    connect(m_runner, &PrecisionRunner::progress, this, [this](double fraction, const QString &) {
        m_progress->setValue(int(std::lround(fraction * 1000)));
    });
    connect(m_runner, &PrecisionRunner::stagnationFinished, this, &StagnationLab::onFinished);
    rebuild();
}

StagnationLab::~StagnationLab() = default; // the runner cancels and waits

void StagnationLab::setConfig(fp::Format format, double addend, qint64 count)
{
    m_format->setCurrentIndex(std::max(0, m_format->findData(int(format))));
    m_addend->setCurrentIndex(std::max(0, m_addend->findData(addend)));
    m_count->setCurrentIndex(std::max(0, m_count->findData(count)));
}

fp::StagnationConfig StagnationLab::config() const
{
    fp::StagnationConfig config;
    config.format = fp::Format(m_format->currentData().toInt());
    config.addend = m_addend->currentData().toDouble();
    config.count = m_count->currentData().toLongLong();
    config.samples = 400;
    return config;
}

void StagnationLab::setPrediction(std::optional<double> stuckAt)
{
    m_prediction->setCurrentIndex(stuckAt ? std::max(0, m_prediction->findData(*stuckAt)) : 0);
}

std::optional<double> StagnationLab::prediction() const
{
    const QVariant data = m_prediction->currentData();
    if (!data.isValid())
        return std::nullopt;
    return data.toDouble();
}

bool StagnationLab::isRunning() const
{
    return m_runner->isRunning();
}

bool StagnationLab::run(QString *error)
{
    const fp::StagnationConfig wanted = config();
    QString why;
    if (!m_runner->startStagnation(wanted, &why)) {
        m_status->setText(why);
        if (error)
            *error = why;
        return false;
    }
    m_runConfig = wanted;
    m_runPrediction = prediction();
    m_cancelled = false;
    m_progress->setValue(0);
    m_run->setEnabled(false);
    m_cancel->setEnabled(true);
    m_status->setText(tr("Adding %1 to a %2 sum %3 times\u2026")
                          .arg(number(wanted.addend), formatName(wanted.format),
                               QLocale().toString(qint64(wanted.count))));
    return true;
}

void StagnationLab::cancel()
{
    m_runner->cancel();
}

bool StagnationLab::runAndWait(int timeoutMs)
{
    if (!run())
        return false;
    if (!m_runner->waitForFinished(timeoutMs)) {
        cancel();
        m_runner->waitForFinished(30000);
        return false;
    }
    return !m_cancelled && m_haveResult;
}

void StagnationLab::onFinished(const fp::StagnationResult &result, bool cancelled,
                               const QString &error)
{
    m_cancelled = cancelled;
    m_run->setEnabled(true);
    m_cancel->setEnabled(false);
    if (!error.isEmpty()) {
        m_status->setText(tr("The sum failed: %1").arg(error));
    } else if (cancelled) {
        m_status->setText(tr("Cancelled."));
    } else {
        m_result = result;
        m_haveResult = true;
        m_progress->setValue(1000);
        m_status->setText(tr("Done: %1 adds, the sum rounded to %2 after each one.")
                              .arg(QLocale().toString(qint64(m_runConfig.count)),
                                   formatName(m_runConfig.format)));
        showVerdict();
    }
    rebuild();
    emit finished(cancelled);
}

double StagnationLab::gapAtStall() const
{
    if (!m_haveResult || m_result.stallStep < 0)
        return 0;
    const fp::FormatSpec &spec = fp::formatSpec(m_runConfig.format);
    const fp::Encoded encoded = fp::encode(spec, m_result.stallValue);
    const std::optional<std::uint32_t> up = fp::nextUp(spec, encoded.bits);
    if (!encoded.ok() || !up)
        return 0;
    return fp::decode(spec, *up) - m_result.stallValue;
}

void StagnationLab::showVerdict()
{
    const fp::StagnationResult &r = m_result;
    const QString format = formatName(m_runConfig.format);
    const bool stalled = r.stallStep >= 0;
    QString headline;
    if (!m_runPrediction)
        headline = tr("No prediction: next time choose one first.");
    else if ((*m_runPrediction == 0 && !stalled) || (stalled && *m_runPrediction == r.stallValue))
        headline = tr("\u2713 Right.");
    else if (*m_runPrediction == 0)
        headline = tr("\u2717 Not this time: you expected no stall.");
    else
        headline = tr("\u2717 Not this time: you said %1.").arg(number(*m_runPrediction));
    QStringList why;
    if (r.storedAddend != r.addend)
        why << tr("%1 cannot hold %2 exactly; it stores %3.")
                   .arg(format, number(r.addend), number(r.storedAddend));
    if (stalled) {
        const double gap = gapAtStall();
        why << tr("The %1 sum got stuck at %2 after %3 adds.")
                   .arg(format, number(r.stallValue), QLocale().toString(qint64(r.stallStep)));
        if (gap > 0) {
            const double next = r.stallValue + gap;
            why << (r.storedAddend * 2 == gap
                        ? tr("There, neighbouring %1 values are %2 apart (%3, then %4): %3 + %5 "
                             "lies exactly halfway, and rounding to the nearest even value gives "
                             "%3 back.")
                        : tr("There, neighbouring %1 values are %2 apart (%3, then %4): %3 + %5 "
                             "is nearer to %3, so rounding gives %3 back."))
                       .arg(format, number(gap), number(r.stallValue), number(next),
                            number(r.storedAddend));
        }
        why << tr("Every later add is lost.");
    } else {
        why << tr("The %1 sum never got stuck: it reached %2.").arg(format, number(r.naiveSum));
    }
    why << tr("In FP32 (what tensor cores accumulate in) the sum reached %1; Kahan's "
              "compensated sum, still in %2, reached %3; exact: %4.")
               .arg(number(r.fp32Sum), format, number(r.kahanSum), number(r.exactStored));
    m_verdict->setText(
        QStringLiteral("<p><b><big>%1</big></b> %2</p>")
            .arg(headline.toHtmlEscaped(), why.join(QLatin1Char(' ')).toHtmlEscaped()));
}

void StagnationLab::setSceneStyle(const SceneStyle &style)
{
    m_style = style;
    m_styled = true;
    rebuild();
}

QSize StagnationLab::sizeHint() const
{
    return {QWidget::sizeHint().width(), minimumSizeHint().height()};
}

int StagnationLab::seriesCount() const
{
    return int(m_frame->chart()->series().size());
}

QString StagnationLab::csv() const
{
    QString text = QStringLiteral("adds,sum_in_format,sum_fp32,sum_kahan,exact\n");
    if (!m_haveResult)
        return text;
    for (const fp::StagnationSample &s : m_result.series)
        text += QStringLiteral("%1,%2,%3,%4,%5\n")
                    .arg(s.step)
                    .arg(s.naive, 0, 'g', 12)
                    .arg(s.fp32, 0, 'g', 12)
                    .arg(s.kahan, 0, 'g', 12)
                    .arg(s.exact, 0, 'g', 12);
    return text;
}

void StagnationLab::rebuild()
{
    QChart *chart = m_frame->chart();
    chart->removeAllSeries();
    m_stallMark = nullptr;
    for (QAbstractAxis *axis : chart->axes()) {
        chart->removeAxis(axis);
        delete axis;
    }
    const QColor text = m_styled ? m_style.foreground : palette().color(QPalette::WindowText);
    const QColor grid = m_styled ? m_style.muted : palette().color(QPalette::Mid);
    const qreal width = m_style.highContrast ? 3.5 : 2.5;
    if (m_styled) {
        chart->setBackgroundBrush(m_style.background);
        chart->setTitleBrush(text);
        chart->legend()->setLabelColor(text);
        QFont title = m_style.font;
        title.setBold(true);
        chart->setTitleFont(title);
        chart->legend()->setFont(m_style.font);
    }
    const QString format = formatName(m_runConfig.format);
    chart->setTitle(
        m_haveResult
            ? tr("Adding %1 again and again: the running sum").arg(number(m_runConfig.addend))
            : tr("The running sum (run the experiment)"));

    const double count = m_haveResult ? double(m_runConfig.count) : 1000.0;
    double top = 1;
    if (m_haveResult)
        for (const fp::StagnationSample &s : m_result.series)
            top = std::max({top, s.exact, s.fp32, s.naive, s.kahan});
    auto *x = new QValueAxis;
    x->setRange(0, count);
    x->setLabelFormat(QStringLiteral("%.0f"));
    x->setTitleText(tr("Adds done"));
    QAbstractAxis *y;
    const bool log = m_frame->logScale();
    if (log) {
        auto *logAxis = new QLogValueAxis;
        logAxis->setBase(10);
        double bottom = top;
        if (m_haveResult)
            for (const fp::StagnationSample &s : m_result.series)
                if (s.naive > 0)
                    bottom = std::min(bottom, s.naive);
        logAxis->setRange(std::pow(10.0, std::floor(std::log10(bottom))),
                          std::pow(10.0, std::ceil(std::log10(top * 1.05))));
        logAxis->setLabelFormat(QStringLiteral("%g"));
        y = logAxis;
    } else {
        auto *linear = new QValueAxis;
        linear->setRange(0, top * 1.08);
        linear->applyNiceNumbers();
        linear->setLabelFormat(QStringLiteral("%g"));
        y = linear;
    }
    y->setTitleText(tr("Running sum"));
    for (QAbstractAxis *axis : {static_cast<QAbstractAxis *>(x), y}) {
        axis->setLabelsBrush(text);
        axis->setTitleBrush(text);
        if (m_styled) {
            axis->setLabelsFont(m_style.font);
            axis->setTitleFont(m_style.font);
        }
        axis->setGridLineColor(grid);
        axis->setLinePenColor(text);
    }
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    if (!m_haveResult) {
        m_frame->view()->setAccessibleDescription(tr("No sum yet."));
        return;
    }

    // Drawn from the back: FP32 (thick), Kahan (dotted), exact (thin dashes, on top of both when
    // they agree with it), then the format's own sum and the point where it stalled.
    auto line = [&](const QString &name, const QPen &pen, double fp::StagnationSample::*member) {
        auto *series = new QLineSeries;
        series->setName(name);
        series->setPen(pen);
        for (const fp::StagnationSample &s : m_result.series) {
            const double value = s.*member;
            if (!log || value > 0)
                series->append(double(s.step), value);
        }
        chart->addSeries(series);
        series->attachAxis(x);
        series->attachAxis(y);
        m_frame->attachHover(series, [name](const QPointF &p) {
            return tr("%1: %2 after %3 adds")
                .arg(name, number(p.y()), QLocale().toString(qRound64(p.x())));
        });
        return series;
    };
    line(tr("sum in FP32"), QPen(m_style.series[4], width * 2.2), &fp::StagnationSample::fp32);
    line(tr("Kahan sum in %1").arg(format), QPen(m_style.series[2], width, Qt::DotLine),
         &fp::StagnationSample::kahan);
    line(tr("exact"), QPen(text, width * 0.6, Qt::DashLine), &fp::StagnationSample::exact);
    line(tr("sum in %1").arg(format), QPen(m_style.series[0], width * 1.4),
         &fp::StagnationSample::naive);
    if (m_result.stallStep >= 0 && (!log || m_result.stallValue > 0)) {
        m_stallMark = new QScatterSeries;
        m_stallMark->setName(
            tr("stuck at %1 after %2 adds")
                .arg(number(m_result.stallValue), QLocale().toString(qint64(m_result.stallStep))));
        m_stallMark->setMarkerShape(QScatterSeries::MarkerShapeStar);
        m_stallMark->setMarkerSize(QFontMetricsF(m_styled ? m_style.font : font()).height() * 1.4);
        m_stallMark->setColor(m_style.series[5]);
        m_stallMark->setBorderColor(text);
        m_stallMark->append(double(m_result.stallStep), m_result.stallValue);
        chart->addSeries(m_stallMark);
        m_stallMark->attachAxis(x);
        m_stallMark->attachAxis(y);
        const QString name = m_stallMark->name();
        m_frame->attachHover(m_stallMark, [name](const QPointF &) { return name; });
    }
    m_frame->view()->setAccessibleDescription(
        m_result.stallStep >= 0
            ? tr("The %1 sum stops at %2 after %3 adds; FP32 reaches %4, exact %5.")
                  .arg(format, number(m_result.stallValue),
                       QLocale().toString(qint64(m_result.stallStep)), number(m_result.fp32Sum),
                       number(m_result.exactStored))
            : tr("The %1 sum reaches %2; FP32 %3, exact %4.")
                  .arg(format, number(m_result.naiveSum), number(m_result.fp32Sum),
                       number(m_result.exactStored)));
}

} // namespace gpulab
