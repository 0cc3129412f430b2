// PrecisionLab: predict, then measure what low-precision inputs cost a matrix product (see
// precisionlab.h).
#include "lessons/tensorcores/precisionlab.h"

#include "lessons/tensorcores/precisionrunner.h"
#include "widgets/chartframe.h"

#include <QBarCategoryAxis>
#include <QChart>
#include <QChartView>
#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QLabel>
#include <QLegend>
#include <QLineSeries>
#include <QLocale>
#include <QLogValueAxis>
#include <QPainter>
#include <QProgressBar>
#include <QValueAxis>

#include <algorithm>
#include <cmath>
#include <map>
#include <set>

namespace gpulab {

namespace {

const std::vector<int> kQuickSizes{32, 64, 128};
const std::vector<int> kLargerSizes{64, 128, 256};

QString formatName(fp::Format format)
{
    return QString::fromUtf8(fp::formatSpec(format).displayName);
}

QString scientific(double value)
{
    return QString::number(value, 'e', 1);
}

QString percent(double fraction)
{
    const double p = fraction * 100;
    return QLocale().toString(p, p >= 100 ? 'f' : 'g', p >= 100 ? 0 : 3) + QStringLiteral(" %");
}

// The largest relative rounding error of one input: half a step of the mantissa, 2^-(m+1).
double unitRoundoff(fp::Format format)
{
    return std::ldexp(1.0, -(fp::formatSpec(format).mantissaBits + 1));
}

// A marker per size, so the lines differ by shape as well as colour.
QImage markerImage(int shape, const QColor &colour, const QColor &outline, qreal size)
{
    const int px = int(std::ceil(size));
    QImage image(px, px, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(QPen(outline, 1.2));
    painter.setBrush(colour);
    const QRectF r(1.5, 1.5, px - 3, px - 3);
    switch (shape % 4) {
    case 0: painter.drawEllipse(r); break;
    case 1: painter.drawRect(r.adjusted(1, 1, -1, -1)); break;
    case 2: {
        const QPointF points[] = {{r.center().x(), r.top()}, r.bottomRight(), r.bottomLeft()};
        painter.drawPolygon(points, 3);
        break;
    }
    default: {
        const QPointF points[] = {{r.center().x(), r.top()},
                                  {r.right(), r.center().y()},
                                  {r.center().x(), r.bottom()},
                                  {r.left(), r.center().y()}};
        painter.drawPolygon(points, 4);
        break;
    }
    }
    return image;
}

} // namespace

std::vector<fp::Format> PrecisionLab::formats()
{
    return {fp::Format::Fp32, fp::Format::Tf32,    fp::Format::Fp16,
            fp::Format::Bf16, fp::Format::Fp8E4M3, fp::Format::Fp8E5M2};
}

PrecisionLab::PrecisionLab(QWidget *parent) : MeasurementLab(tr("&Run on this computer"), parent)
{
    setObjectName(QStringLiteral("precisionLab"));
    setCompactHeight(true);
    m_runner = new PrecisionRunner(this);

    m_accumulation = new QComboBox(this);
    m_accumulation->setAccessibleName(tr("Where the sums are accumulated"));
    m_accumulation->addItem(tr("FP32 and in the format"), 0);
    m_accumulation->addItem(tr("FP32 only, like a tensor core"), 1);
    m_accumulation->addItem(tr("in the format only"), 2);
    addField(new QLabel(tr("&Accumulate in:"), this), m_accumulation);
    m_sizes = new QComboBox(this);
    m_sizes->setAccessibleName(tr("Matrix sizes N"));
    m_sizes->addItem(tr("N = 32, 64, 128"), 0);
    m_sizes->addItem(tr("N = 64, 128, 256 (slower)"), 1);
    addField(new QLabel(tr("Si&zes:"), this), m_sizes);
    m_prediction = addPredictionBox(tr("&Predict first: the largest error will be in"),
                                    tr("Your prediction: the format with the largest error"));
    for (fp::Format format : formats())
        if (format != fp::Format::Fp32)
            m_prediction->addItem(formatName(format), int(format));

    progressBar()->setAccessibleName(tr("Progress of the experiment"));
    statusLabel()->setAccessibleName(tr("What the experiment is doing"));
    setStatus(tr("Rounds two random matrices to each format, multiplies them and "
                 "compares with float64, on this computer's CPU."));

    addChart(tr("Error of the product against float64"));
    frame()->setObjectName(QStringLiteral("precisionChart"));
    frame()->setLogToggleVisible(true);
    if (auto *log = frame()->findChild<QCheckBox *>()) // errors span seven decades: log first
        log->setChecked(true);
    frame()->setCsvProvider([this] { return csv(); });
    connect(frame(), &ChartFrame::logScaleChanged, this, &PrecisionLab::rebuild);

    verdictLabel()->setObjectName(QStringLiteral("verdict"));
    setVerdict(tr("Choose your prediction, then run. The answer and the reason come from "
                  "the measured errors."));

    connect(m_runner, &PrecisionRunner::progress, this,
            [this](double fraction, const QString &what) {
                if (!isRunning())
                    return;
                setProgress(fraction);
                setStatus(what);
            });
    connect(m_runner, &PrecisionRunner::productResult, this,
            [this](const fp::PrecisionResult &result) {
                if (!isRunning())
                    return;
                m_results.push_back(result);
                rebuild();
            });
    connect(m_runner, &PrecisionRunner::productFinished, this, &PrecisionLab::onFinished);
    rebuild();
}

PrecisionLab::~PrecisionLab() = default; // the runner cancels and waits

void PrecisionLab::setSizes(const std::vector<int> &sizes)
{
    m_customSizes = sizes;
}

std::vector<int> PrecisionLab::sizes() const
{
    if (!m_customSizes.empty())
        return m_customSizes;
    return m_sizes->currentData().toInt() == 1 ? kLargerSizes : kQuickSizes;
}

void PrecisionLab::setPrediction(std::optional<fp::Format> format)
{
    m_prediction->setCurrentIndex(format ? std::max(0, m_prediction->findData(int(*format))) : 0);
}

std::optional<fp::Format> PrecisionLab::prediction() const
{
    const QVariant data = m_prediction->currentData();
    if (!data.isValid())
        return std::nullopt;
    return fp::Format(data.toInt());
}

bool PrecisionLab::start(QString *error)
{
    fp::PrecisionConfig config;
    config.sizes = sizes();
    config.formats = formats();
    switch (m_accumulation->currentData().toInt()) {
    case 1: config.accumulations = {fp::Accumulation::Fp32}; break;
    case 2: config.accumulations = {fp::Accumulation::Low}; break;
    default: config.accumulations = {fp::Accumulation::Fp32, fp::Accumulation::Low}; break;
    }
    QString why;
    if (!m_runner->startProduct(config, &why))
        return refuse(error, why);
    m_results.clear();
    beginRun();
    rebuild();
    return true;
}

void PrecisionLab::stop()
{
    m_runner->cancel();
}

void PrecisionLab::onFinished(bool cancelled, const QString &error)
{
    if (!isRunning())
        return;
    QString status;
    if (!error.isEmpty()) {
        status = tr("The experiment failed: %1").arg(error);
        setVerdict(tr("Stopped before the end: run it again to see the answer."));
    } else if (cancelled) {
        status = tr("Cancelled. Products finished before the cancel, kept on the chart: %1.")
                     .arg(m_results.size());
        setVerdict(tr("Cancelled before the end: run it again to see the answer."));
    } else {
        double seconds = 0;
        for (const fp::PrecisionResult &r : m_results)
            seconds += r.seconds;
        status = tr("Done: %1 products, each checked against float64, in %2 s of "
                    "rounding and multiplying.")
                     .arg(m_results.size())
                     .arg(QLocale().toString(seconds, 'f', 1));
        showVerdict();
    }
    endRun(cancelled, error, status);
}

std::optional<fp::Format> PrecisionLab::largestErrorFormat() const
{
    if (m_results.empty())
        return std::nullopt;
    int n = 0;
    bool haveFp32 = false;
    for (const fp::PrecisionResult &r : m_results) {
        n = std::max(n, r.n);
        haveFp32 |= r.accumulation == fp::Accumulation::Fp32;
    }
    const fp::Accumulation wanted = haveFp32 ? fp::Accumulation::Fp32 : fp::Accumulation::Low;
    const fp::PrecisionResult *worst = nullptr;
    for (const fp::PrecisionResult &r : m_results)
        if (r.n == n && r.accumulation == wanted &&
            (!worst || r.error.relFrobeniusError > worst->error.relFrobeniusError))
            worst = &r;
    return worst ? std::optional<fp::Format>(worst->format) : std::nullopt;
}

void PrecisionLab::showVerdict()
{
    const std::optional<fp::Format> worst = largestErrorFormat();
    if (!worst)
        return;
    int n = 0;
    for (const fp::PrecisionResult &r : m_results)
        n = std::max(n, r.n);
    auto find = [this, n](fp::Format format, fp::Accumulation accumulation) {
        const fp::PrecisionResult *found = nullptr;
        for (const fp::PrecisionResult &r : m_results)
            if (r.n == n && r.format == format && r.accumulation == accumulation)
                found = &r;
        return found;
    };
    const fp::PrecisionResult *worstFp32 = find(*worst, fp::Accumulation::Fp32);
    const fp::PrecisionResult *worstResult =
        worstFp32 ? worstFp32 : find(*worst, fp::Accumulation::Low);
    const QString headline = verdictHeadline(fp::Format(runPrediction().toInt()) == *worst);
    QStringList why;
    why << tr("The largest error is in %1: %2 at N = %3. It keeps %4 mantissa bits, so "
              "rounding can move each input by up to about %5 of its value.")
               .arg(formatName(*worst), percent(worstResult->error.relFrobeniusError))
               .arg(n)
               .arg(fp::formatSpec(*worst).mantissaBits)
               .arg(percent(unitRoundoff(*worst)));
    const fp::PrecisionResult *fp16 = find(fp::Format::Fp16, fp::Accumulation::Fp32);
    const fp::PrecisionResult *tf32 = find(fp::Format::Tf32, fp::Accumulation::Fp32);
    const fp::PrecisionResult *bf16 = find(fp::Format::Bf16, fp::Accumulation::Fp32);
    if (fp16 && tf32 &&
        std::abs(fp16->error.relFrobeniusError - tf32->error.relFrobeniusError) <=
            0.01 * fp16->error.relFrobeniusError)
        why << tr("FP16 and TF32 came out the same (%1): both keep 10 mantissa bits. They differ "
                  "in range, not precision, and these values (between \u22121 and 1) never reach "
                  "FP16's limit of 65,504.")
                   .arg(scientific(fp16->error.relFrobeniusError));
    if (fp16 && bf16 && fp16->error.relFrobeniusError > 0)
        why << tr("BF16 keeps 7 bits: %1\u00d7 the error of FP16, for FP32's range.")
                   .arg(QLocale().toString(
                       bf16->error.relFrobeniusError / fp16->error.relFrobeniusError, 'f', 0));
    const fp::PrecisionResult *bf16Low = find(fp::Format::Bf16, fp::Accumulation::Low);
    if (bf16 && bf16Low && bf16->error.relFrobeniusError > 0)
        why << tr("Summing in BF16 itself instead of FP32 made the error %1\u00d7 larger: every "
                  "one of the %2 partial sums is rounded again. That is why tensor cores "
                  "accumulate in FP32.")
                   .arg(QLocale().toString(
                       bf16Low->error.relFrobeniusError / bf16->error.relFrobeniusError, 'f', 1))
                   .arg(n);
    setVerdict(QStringLiteral("<p><b><big>%1</big></b> %2</p>")
                   .arg(headline.toHtmlEscaped(), why.join(QLatin1Char(' ')).toHtmlEscaped()));
}

void PrecisionLab::changeEvent(QEvent *event)
{
    MeasurementLab::changeEvent(event);
    if (event->type() == QEvent::FontChange) {
        QFont big = font();
        big.setPointSizeF(big.pointSizeF() * 1.1);
        verdictLabel()->setFont(big);
    }
}

int PrecisionLab::seriesCount() const
{
    return int(frame()->chart()->series().size());
}

QString PrecisionLab::csv() const
{
    QString text = QStringLiteral(
        "n,format,accumulation,max_abs_error,rel_frobenius_error,median_rel_error,non_finite,"
        "seconds\n");
    for (const fp::PrecisionResult &r : m_results)
        text += QStringLiteral("%1,%2,%3,%4,%5,%6,%7,%8\n")
                    .arg(r.n)
                    .arg(QString::fromUtf8(fp::formatSpec(r.format).name),
                         QString::fromUtf8(fp::accumulationName(r.accumulation)))
                    .arg(r.error.maxAbsError, 0, 'g', 6)
                    .arg(r.error.relFrobeniusError, 0, 'g', 6)
                    .arg(r.error.medianRelError, 0, 'g', 6)
                    .arg(r.error.nonFinite)
                    .arg(r.seconds, 0, 'g', 6);
    return text;
}

void PrecisionLab::rebuild()
{
    clearChart();
    QChart *chart = frame()->chart();
    const SceneStyle &style = sceneStyle();
    const qreal width = lineWidth();
    chart->legend()->setAlignment(Qt::AlignRight); // six entries: a column beside the plot
    chart->setTitle(tr("Relative error of C = A \u00d7 B against float64, by input format"));

    const std::vector<fp::Format> order = formats();
    auto *x = new QBarCategoryAxis;
    QStringList categories;
    for (fp::Format format : order)
        categories << formatName(format);
    x->append(categories);
    x->setTitleText(tr("Input format (fewer mantissa bits to the right)"));

    double lo = 1e-8;
    double hi = 1.0;
    bool first = true;
    for (const fp::PrecisionResult &r : m_results) {
        const double e = r.error.relFrobeniusError;
        if (!(e > 0) || !std::isfinite(e))
            continue;
        lo = first ? e : std::min(lo, e);
        hi = first ? e : std::max(hi, e);
        first = false;
    }
    QAbstractAxis *y;
    if (frame()->logScale()) {
        // A hair of headroom: an error on a power of ten gets the decade above it.
        QLogValueAxis *log = decadeAxis(lo, hi * std::pow(10.0, 0.01));
        log->setLabelFormat(QStringLiteral("%.0e"));
        log->setMinorTickCount(0);
        y = log;
    } else {
        auto *linear = new QValueAxis;
        linear->setRange(0, hi * 1.1);
        linear->applyNiceNumbers();
        linear->setLabelFormat(QStringLiteral("%g"));
        y = linear;
    }
    y->setTitleText(tr("Relative error"));
    addAxes(x, y);

    // One line per size and accumulation: colour and marker shape by size, dashes when the sum
    // was kept in the format itself.
    std::set<int> sizeSet;
    for (const fp::PrecisionResult &r : m_results)
        sizeSet.insert(r.n);
    const std::vector<int> sizeList(sizeSet.begin(), sizeSet.end());
    const qreal markerSize = QFontMetricsF(isStyled() ? style.font : font()).height() * 0.75;
    for (size_t s = 0; s < sizeList.size(); ++s) {
        const int n = sizeList[s];
        const QColor colour = style.series[(s * 2) % 7]; // orange, bluish green, blue
        for (fp::Accumulation accumulation : {fp::Accumulation::Fp32, fp::Accumulation::Low}) {
            auto *series = new QLineSeries;
            for (const fp::PrecisionResult &r : m_results) {
                if (r.n != n || r.accumulation != accumulation)
                    continue;
                const double e = r.error.relFrobeniusError;
                if (!(e > 0) || !std::isfinite(e))
                    continue;
                const auto index = std::find(order.begin(), order.end(), r.format) - order.begin();
                series->append(double(index), e);
            }
            if (series->count() == 0) {
                delete series;
                continue;
            }
            series->setName(accumulation == fp::Accumulation::Fp32
                                ? tr("N = %1, FP32 sum").arg(n)
                                : tr("N = %1, sum in format").arg(n));
            series->setPen(
                QPen(colour, width,
                     accumulation == fp::Accumulation::Fp32 ? Qt::SolidLine : Qt::DashLine));
            series->setPointsVisible(true);
            series->setMarkerSize(markerSize);
            series->setLightMarker(markerImage(
                int(s), accumulation == fp::Accumulation::Fp32 ? colour : style.background, colour,
                markerSize));
            chart->addSeries(series);
            series->attachAxis(x);
            series->attachAxis(y);
            frame()->attachHover(series, [this, n, accumulation, order](const QPointF &p) {
                const auto index =
                    size_t(std::clamp<long>(std::lround(p.x()), 0, long(order.size()) - 1));
                for (const fp::PrecisionResult &r : m_results)
                    if (r.n == n && r.accumulation == accumulation && r.format == order[index])
                        return tr("%1, N = %2, %3: relative error %4, largest |error| %5")
                            .arg(formatName(r.format))
                            .arg(n)
                            .arg(accumulation == fp::Accumulation::Fp32
                                     ? tr("FP32 accumulation")
                                     : tr("accumulated in the format"))
                            .arg(scientific(r.error.relFrobeniusError),
                                 scientific(r.error.maxAbsError));
                return QString();
            });
        }
    }
    QString summary;
    if (m_results.empty()) {
        summary = tr("No measurement yet.");
    } else {
        QStringList parts;
        for (const fp::PrecisionResult &r : m_results)
            if (r.n == sizeList.back() && r.accumulation == fp::Accumulation::Fp32)
                parts << tr("%1 %2").arg(formatName(r.format),
                                         scientific(r.error.relFrobeniusError));
        summary = tr("Relative errors at N = %1 with FP32 accumulation: %2.")
                      .arg(sizeList.back())
                      .arg(parts.join(QStringLiteral(", ")));
    }
    frame()->view()->setAccessibleDescription(summary);
}

} // namespace gpulab
