// PrecisionLab: predict, then measure what low-precision inputs cost a matrix product (see
// precisionlab.h).
#include "lessons/tensorcores/precisionlab.h"
#include "lessons/framework/numbertext.h"

#include "lessons/framework/sentencetext.h"
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

QString scientific(double value)
{
    return QLocale().toString(value, 'e', 1);
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

constexpr int kSchemeKey = 100; // item data of a scheme: 100 + the scheme

} // namespace

QString PrecisionInput::name() const
{
    return QString::fromUtf8(fp::inputDisplayName(format, scheme));
}

int PrecisionInput::key() const
{
    return scheme ? kSchemeKey + int(*scheme) : int(format);
}

PrecisionInput PrecisionInput::fromKey(int key)
{
    if (key >= kSchemeKey) {
        const fp::Scheme scheme = fp::Scheme(key - kSchemeKey);
        return {fp::schemeSpec(scheme).element, scheme};
    }
    return {fp::Format(key), std::nullopt};
}

std::vector<fp::Format> PrecisionLab::formats()
{
    return {fp::Format::Fp32, fp::Format::Tf32,    fp::Format::Fp16,
            fp::Format::Bf16, fp::Format::Fp8E4M3, fp::Format::Fp8E5M2};
}

std::vector<fp::Scheme> PrecisionLab::schemes()
{
    return {fp::Scheme::Mxfp8E4M3, fp::Scheme::Mxfp4, fp::Scheme::Nvfp4};
}

std::vector<PrecisionInput> PrecisionLab::inputs() const
{
    std::vector<PrecisionInput> list;
    for (fp::Format format : formats())
        list.push_back({format, std::nullopt});
    if (m_blockScaled && m_blockScaled->isChecked())
        for (fp::Scheme scheme : schemes())
            list.push_back({fp::schemeSpec(scheme).element, scheme});
    return list;
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
    m_blockScaled = new QCheckBox(tr("MXFP8, MXFP4, NVFP4"), this);
    m_blockScaled->setChecked(true);
    m_blockScaled->setToolTip(tr("Also quantise A and B to block-scaled formats, in blocks along "
                                 "the sums (32 values per scale in MX, 16 in NVFP4), and "
                                 "multiply them with FP32 accumulation, as Blackwell-class "
                                 "tensor cores take them."));
    m_blockScaled->setAccessibleName(tr("Also measure block-scaled inputs: MXFP8, MXFP4, NVFP4"));
    addField(new QLabel(tr("&Block-scaled:"), this), m_blockScaled);
    m_prediction = addPredictionBox(tr("&Predict first: the largest error will be in"),
                                    tr("Your prediction: the format with the largest error"));
    fillPredictions();
    connect(m_blockScaled, &QCheckBox::toggled, this, &PrecisionLab::fillPredictions);

    progressBar()->setAccessibleName(tr("Progress of the experiment"));
    statusLabel()->setAccessibleName(tr("What the experiment is doing"));
    setStatus(tr("Rounds two random matrices to each format (or quantises them in blocks), "
                 "multiplies them and compares with float64, on this computer's CPU."));

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

void PrecisionLab::fillPredictions()
{
    const QVariant chosen = m_prediction->currentData();
    while (m_prediction->count() > 1) // the first item, "(choose one)", stays
        m_prediction->removeItem(m_prediction->count() - 1);
    for (const PrecisionInput &input : inputs())
        if (input.scheme || input.format != fp::Format::Fp32)
            m_prediction->addItem(input.name(), input.key());
    m_prediction->setCurrentIndex(chosen.isValid() ? std::max(0, m_prediction->findData(chosen))
                                                   : 0);
}

void PrecisionLab::setPrediction(std::optional<PrecisionInput> input)
{
    m_prediction->setCurrentIndex(input ? std::max(0, m_prediction->findData(input->key())) : 0);
}

std::optional<PrecisionInput> PrecisionLab::prediction() const
{
    const QVariant data = m_prediction->currentData();
    if (!data.isValid())
        return std::nullopt;
    return PrecisionInput::fromKey(data.toInt());
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
    // Block-scaled inputs run with FP32 accumulation only, as tensor cores run them (also when
    // the sums are otherwise kept in the format: the scale is applied to FP32 partial sums).
    if (m_blockScaled->isChecked())
        config.schemes = schemes();
    QString why;
    if (!m_runner->startProduct(config, &why))
        return refuse(error, why);
    m_results.clear();
    m_runInputs = inputs();
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
                     .arg(wholeText(m_results.size()));
        setVerdict(tr("Cancelled before the end: run it again to see the answer."));
    } else {
        double seconds = 0;
        for (const fp::PrecisionResult &r : m_results)
            seconds += r.seconds;
        status = tr("Done: %1 products, each checked against float64, in %2 s of "
                    "rounding and multiplying.")
                     .arg(wholeText(m_results.size()))
                     .arg(QLocale().toString(seconds, 'f', 1));
        showVerdict();
    }
    endRun(cancelled, error, status);
}

std::optional<PrecisionInput> PrecisionLab::largestErrorInput() const
{
    if (m_results.empty())
        return std::nullopt;
    int n = 0;
    bool haveFp32 = false; // for a format (a scheme always has FP32 accumulation)
    for (const fp::PrecisionResult &r : m_results) {
        n = std::max(n, r.n);
        haveFp32 |= !r.scheme && r.accumulation == fp::Accumulation::Fp32;
    }
    const fp::Accumulation wanted = haveFp32 ? fp::Accumulation::Fp32 : fp::Accumulation::Low;
    const fp::PrecisionResult *worst = nullptr;
    for (const fp::PrecisionResult &r : m_results)
        if (r.n == n && (r.scheme || r.accumulation == wanted) &&
            (!worst || r.error.relFrobeniusError > worst->error.relFrobeniusError))
            worst = &r;
    return worst ? std::optional<PrecisionInput>(PrecisionInput::of(*worst)) : std::nullopt;
}

void PrecisionLab::showVerdict()
{
    const std::optional<PrecisionInput> worst = largestErrorInput();
    if (!worst)
        return;
    int n = 0;
    for (const fp::PrecisionResult &r : m_results)
        n = std::max(n, r.n);
    auto findInput = [this, n](const PrecisionInput &input, fp::Accumulation accumulation) {
        const fp::PrecisionResult *found = nullptr;
        for (const fp::PrecisionResult &r : m_results)
            if (r.n == n && PrecisionInput::of(r) == input && r.accumulation == accumulation)
                found = &r;
        return found;
    };
    auto find = [&](fp::Format format, fp::Accumulation accumulation) {
        return findInput({format, std::nullopt}, accumulation);
    };
    auto findScheme = [&](fp::Scheme scheme) {
        return findInput({fp::schemeSpec(scheme).element, scheme}, fp::Accumulation::Fp32);
    };
    const fp::PrecisionResult *worstFp32 = findInput(*worst, fp::Accumulation::Fp32);
    const fp::PrecisionResult *worstResult =
        worstFp32 ? worstFp32 : findInput(*worst, fp::Accumulation::Low);
    const QString headline =
        verdictHeadline(PrecisionInput::fromKey(runPrediction().toInt()) == *worst);
    QStringList why;
    const fp::SchemeSpec *worstScheme = worst->scheme ? &fp::schemeSpec(*worst->scheme) : nullptr;
    const int mantissaBits = int(fp::formatSpec(worst->format).mantissaBits);
    if (worstScheme)
        why << tr("The largest error is in %1: %2 at N = %3. Its elements have a %Ln-bit "
                  "mantissa, so even with a scale per block of %4 values, rounding can move each "
                  "input by up to about %5 of its value.",
                  nullptr, mantissaBits)
                   .arg(worst->name(), percent(worstResult->error.relFrobeniusError))
                   .arg(wholeText(n))
                   .arg(wholeText(worstScheme->blockSize))
                   .arg(percent(unitRoundoff(worst->format)));
    else
        why << tr("The largest error is in %1: %2 at N = %3. It has a %Ln-bit mantissa, so "
                  "rounding can move each input by up to about %4 of its value.",
                  nullptr, mantissaBits)
                   .arg(worst->name(), percent(worstResult->error.relFrobeniusError))
                   .arg(wholeText(n))
                   .arg(percent(unitRoundoff(worst->format)));
    const fp::PrecisionResult *fp16 = find(fp::Format::Fp16, fp::Accumulation::Fp32);
    const fp::PrecisionResult *tf32 = find(fp::Format::Tf32, fp::Accumulation::Fp32);
    const fp::PrecisionResult *bf16 = find(fp::Format::Bf16, fp::Accumulation::Fp32);
    if (fp16 && tf32 &&
        std::abs(fp16->error.relFrobeniusError - tf32->error.relFrobeniusError) <=
            0.01 * fp16->error.relFrobeniusError)
        why << tr("FP16 and TF32 came out the same (%1): both keep 10 mantissa bits. They differ "
                  "in range, not precision, and these values (between −1 and 1) never reach "
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
                   .arg(wholeText(n));
    // The block-scaled inputs, from what was measured.
    const fp::PrecisionResult *mxfp4 = findScheme(fp::Scheme::Mxfp4);
    const fp::PrecisionResult *nvfp4 = findScheme(fp::Scheme::Nvfp4);
    if (mxfp4 && nvfp4) {
        const bool nvBetter = nvfp4->error.relFrobeniusError < mxfp4->error.relFrobeniusError;
        const QString text =
            nvBetter ? tr("Both 4-bit formats kept the product usable: NVFP4 %1, MXFP4 %2. "
                          "NVFP4's blocks of 16 share a finer E4M3 scale (4.5 bits per value), "
                          "MXFP4's blocks of 32 a power of two (4.25 bits): the finer scale "
                          "wins.")
                     : tr("Both 4-bit formats kept the product usable: NVFP4 %1, MXFP4 %2.");
        why << text.arg(percent(nvfp4->error.relFrobeniusError),
                        percent(mxfp4->error.relFrobeniusError));
    }
    const fp::PrecisionResult *mxfp8 = findScheme(fp::Scheme::Mxfp8E4M3);
    const fp::PrecisionResult *fp8 = find(fp::Format::Fp8E4M3, fp::Accumulation::Fp32);
    if (mxfp8 && fp8 && mxfp8->error.relFrobeniusError > fp8->error.relFrobeniusError)
        why << tr("MXFP8 did worse than plain FP8 E4M3 here (%1 against %2): these values "
                  "already fit FP8's range, and the MX scale, a power of two chosen from each "
                  "block's largest value, clamps the top of the block at 448 \u00d7 the scale. "
                  "Block scales pay off when values span a wide range: see the Precision "
                  "lesson's “Blocks share a scale\u201d.")
                   .arg(percent(mxfp8->error.relFrobeniusError),
                        percent(fp8->error.relFrobeniusError));
    setVerdict(headline, why);
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
                    .arg(QString::fromUtf8(fp::inputName(r.format, r.scheme)),
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

    // The categories: what the run measured (before any: what the next run will).
    const std::vector<PrecisionInput> order = m_runInputs.empty() ? inputs() : m_runInputs;
    auto *x = new QBarCategoryAxis;
    QStringList categories;
    // Two short lines per label ("FP8" over "E4M3"): nine fit the width of a projected page.
    for (const PrecisionInput &input : order)
        categories << input.name().toHtmlEscaped().replace(QLatin1Char(' '), QLatin1String("<br>"));
    x->append(categories);
    x->setTitleText(order.back().scheme
                        ? tr("Input format (fewer mantissa bits to the right), then block-scaled")
                        : tr("Input format (fewer mantissa bits to the right)"));

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
                const auto index =
                    std::find(order.begin(), order.end(), PrecisionInput::of(r)) - order.begin();
                if (index < std::ptrdiff_t(order.size()))
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
                    if (r.n == n && r.accumulation == accumulation &&
                        PrecisionInput::of(r) == order[index])
                        return tr("%1, N = %2, %3: relative error %4, largest |error| %5")
                            .arg(order[index].name())
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
                parts << tr("%1 %2").arg(PrecisionInput::of(r).name(),
                                         scientific(r.error.relFrobeniusError));
        summary = tr("Relative errors at N = %1 with FP32 accumulation: %2.")
                      .arg(wholeText(sizeList.back()))
                      .arg(itemList(parts));
    }
    frame()->view()->setAccessibleDescription(summary);
}

} // namespace gpulab
