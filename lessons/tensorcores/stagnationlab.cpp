// StagnationLab: predict, then watch a low-precision running sum get stuck (see stagnationlab.h).
#include "lessons/tensorcores/stagnationlab.h"

#include "lessons/tensorcores/precisionrunner.h"
#include "widgets/chartframe.h"

#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QLabel>
#include <QLineSeries>
#include <QLocale>
#include <QLogValueAxis>
#include <QProgressBar>
#include <QScatterSeries>
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

StagnationLab::StagnationLab(QWidget *parent) : MeasurementLab(tr("&Run the sum"), parent)
{
    setObjectName(QStringLiteral("stagnationLab"));
    setCompactHeight(true);
    m_runner = new PrecisionRunner(this);

    m_format = new QComboBox(this);
    m_format->setAccessibleName(tr("Format of the running sum"));
    for (fp::Format format : kFormats)
        m_format->addItem(formatName(format), int(format));
    addField(new QLabel(tr("Sum &in:"), this), m_format);
    m_addend = new QComboBox(this);
    m_addend->setAccessibleName(tr("The number added each time"));
    for (double addend : kAddends)
        m_addend->addItem(QLocale().toString(addend), addend);
    addField(new QLabel(tr("A&dd:"), this), m_addend);
    m_count = new QComboBox(this);
    m_count->setAccessibleName(tr("How many times"));
    for (qint64 count : kCounts)
        m_count->addItem(tr("%1 times").arg(QLocale().toString(count)), count);
    addField(new QLabel(tr("&How often:"), this), m_count);
    m_prediction = addPredictionBox(tr("&Predict first: the sum gets stuck at"),
                                    tr("Your prediction: where the sum gets stuck"));
    m_prediction->addItem(tr("it never gets stuck"), 0.0);
    for (int p = 0; p <= 12; ++p)
        m_prediction->addItem(QLocale().toString(std::ldexp(1.0, p)), std::ldexp(1.0, p));

    progressBar()->setAccessibleName(tr("Progress of the sum"));
    statusLabel()->setAccessibleName(tr("What the sum is doing"));
    setStatus(tr("Adds the same number again and again, rounding the sum after "
                 "every add, as a low-precision accumulator would."));

    addChart(tr("A running sum in a low-precision format"));
    frame()->setObjectName(QStringLiteral("stagnationChart"));
    frame()->setLogToggleVisible(true);
    frame()->setCsvProvider([this] { return csv(); });
    connect(frame(), &ChartFrame::logScaleChanged, this, &StagnationLab::rebuild);

    verdictLabel()->setObjectName(QStringLiteral("verdict"));
    verdictLabel()->setAccessibleName(tr("Your prediction and the explanation"));
    setVerdict(tr("Adding 1 a thousand times should give 1,000. Predict where a BF16 "
                  "sum gets stuck, then run."));

    connect(m_runner, &PrecisionRunner::progress, this, [this](double fraction, const QString &) {
        if (isRunning())
            setProgress(fraction);
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

bool StagnationLab::start(QString *error)
{
    const fp::StagnationConfig wanted = config();
    QString why;
    if (!m_runner->startStagnation(wanted, &why))
        return refuse(error, why);
    m_runConfig = wanted;
    beginRun(tr("Adding %1 to a %2 sum %3 times\u2026")
                 .arg(number(wanted.addend), formatName(wanted.format),
                      QLocale().toString(qint64(wanted.count))));
    return true;
}

void StagnationLab::stop()
{
    m_runner->cancel();
}

void StagnationLab::onFinished(const fp::StagnationResult &result, bool cancelled,
                               const QString &error)
{
    if (!isRunning())
        return;
    QString status;
    if (!error.isEmpty()) {
        status = tr("The sum failed: %1").arg(error);
        setVerdict(tr("Stopped before the end: run it again to see the answer."));
    } else if (cancelled) {
        status = tr("Cancelled.");
        setVerdict(tr("Cancelled before the end: run it again to see the answer."));
    } else {
        m_result = result;
        m_haveResult = true;
        status =
            tr("Done: %1 adds, the sum rounded to %2 after each one.")
                .arg(QLocale().toString(qint64(m_runConfig.count)), formatName(m_runConfig.format));
        showVerdict();
    }
    endRun(cancelled, error, status);
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
    const double predicted = runPrediction().toDouble(); // 0: "it never gets stuck"
    const QString headline =
        verdictHeadline((predicted == 0 && !stalled) || (stalled && predicted == r.stallValue));
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
    setVerdict(headline, why);
}

int StagnationLab::seriesCount() const
{
    return int(frame()->chart()->series().size());
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
    clearChart();
    m_stallMark = nullptr;
    QChart *chart = frame()->chart();
    const SceneStyle &style = sceneStyle();
    const QColor text = textColour();
    const qreal width = lineWidth();
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
    const bool log = frame()->logScale();
    if (log) {
        double bottom = top;
        if (m_haveResult)
            for (const fp::StagnationSample &s : m_result.series)
                if (s.naive > 0)
                    bottom = std::min(bottom, s.naive);
        y = decadeAxis(bottom, top * 1.05);
    } else {
        auto *linear = new QValueAxis;
        linear->setRange(0, top * 1.08);
        linear->applyNiceNumbers();
        linear->setLabelFormat(QStringLiteral("%g"));
        y = linear;
    }
    y->setTitleText(tr("Running sum"));
    addAxes(x, y);
    if (!m_haveResult) {
        frame()->view()->setAccessibleDescription(tr("No sum yet."));
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
        frame()->attachHover(series, [name](const QPointF &p) {
            return tr("%1: %2 after %3 adds")
                .arg(name, number(p.y()), QLocale().toString(qRound64(p.x())));
        });
        return series;
    };
    line(tr("sum in FP32"), QPen(style.series[4], width * 2.2), &fp::StagnationSample::fp32);
    line(tr("Kahan sum in %1").arg(format), QPen(style.series[2], width, Qt::DotLine),
         &fp::StagnationSample::kahan);
    line(tr("exact"), QPen(text, width * 0.6, Qt::DashLine), &fp::StagnationSample::exact);
    line(tr("sum in %1").arg(format), QPen(style.series[0], width * 1.4),
         &fp::StagnationSample::naive);
    if (m_result.stallStep >= 0 && (!log || m_result.stallValue > 0)) {
        m_stallMark = new QScatterSeries;
        m_stallMark->setName(
            tr("stuck at %1 after %2 adds")
                .arg(number(m_result.stallValue), QLocale().toString(qint64(m_result.stallStep))));
        m_stallMark->setMarkerShape(QScatterSeries::MarkerShapeStar);
        m_stallMark->setMarkerSize(QFontMetricsF(isStyled() ? style.font : font()).height() * 1.4);
        m_stallMark->setColor(style.series[5]);
        m_stallMark->setBorderColor(text);
        m_stallMark->append(double(m_result.stallStep), m_result.stallValue);
        chart->addSeries(m_stallMark);
        m_stallMark->attachAxis(x);
        m_stallMark->attachAxis(y);
        const QString name = m_stallMark->name();
        frame()->attachHover(m_stallMark, [name](const QPointF &) { return name; });
    }
    frame()->view()->setAccessibleDescription(
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
