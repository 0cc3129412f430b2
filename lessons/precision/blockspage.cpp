// BlocksPage (see blockspage.h).
#include "lessons/precision/blockspage.h"

#include "lessons/precision/blockdetail.h"
#include "lessons/precision/blockmaps.h"
#include "lessons/precision/blockrunner.h"
#include "lessons/precision/precisionmath.h"
#include "widgets/chartframe.h"
#include "widgets/flowlayout.h"

#include <QChart>
#include <QComboBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QGridLayout>
#include <QLabel>
#include <QLineSeries>
#include <QLocale>
#include <QLogValueAxis>
#include <QPushButton>
#include <QScatterSeries>
#include <QSpinBox>
#include <QVBoxLayout>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace gpulab {

namespace {

constexpr int kRows = 256;
constexpr int kCols = 1024;
constexpr int kDefaultScheme = 4; // MXFP4

const fp::TensorKind kKinds[] = {fp::TensorKind::Gaussian, fp::TensorKind::HeavyTailed,
                                 fp::TensorKind::Outliers};

QString percent(double share)
{
    return QLocale().toString(100 * share, 'f', share < 0.01 ? 2 : 1) + QStringLiteral(" %");
}

} // namespace

BlocksPage::BlocksPage(QWidget *parent)
    : QWidget(parent), m_runner(new BlockRunner(this)), m_style(SceneStyle::light())
{
    setObjectName(QStringLiteral("blocks"));
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(
        tr("A weight tensor quantised with every format: 32 values (NVFP4: 16) share one scale, "
           "so one large value only costs its own block. INT8/INT4 use one scale for the whole "
           "tensor or row, for contrast."),
        this);
    intro->setWordWrap(true);
    layout->addWidget(intro);

    auto *row = new FlowLayout;
    m_tensor = new QComboBox(this);
    m_tensor->setObjectName(QStringLiteral("tensorKind"));
    m_tensor->setAccessibleName(tr("The tensor to quantise"));
    m_tensor->addItem(tr("Gaussian weights"));
    m_tensor->addItem(tr("Heavy-tailed weights (Student's t)"));
    m_tensor->addItem(tr("Outlier channels (1 column in 256 × 40)"));
    auto *tensorLabel = new QLabel(tr("&Tensor:"), this);
    tensorLabel->setBuddy(m_tensor);
    m_seed = new QSpinBox(this);
    m_seed->setRange(1, 999999);
    m_seed->setValue(1);
    m_seed->setAccessibleName(tr("Seed of the generated tensor"));
    auto *seedLabel = new QLabel(tr("S&eed:"), this);
    seedLabel->setBuddy(m_seed);
    m_open = new QPushButton(tr("&Open a .npy file…"), this);
    m_open->setAccessibleName(tr("Open a NumPy .npy file as the tensor"));
    m_scheme = new QComboBox(this);
    m_scheme->setObjectName(QStringLiteral("detailScheme"));
    m_scheme->setAccessibleName(tr("Format for the error histogram and the block view"));
    for (const fp::SchemeSpec &s : fp::allSchemes())
        m_scheme->addItem(precision::schemeName(s));
    m_scheme->setCurrentIndex(kDefaultScheme);
    auto *schemeLabel = new QLabel(tr("&Details for:"), this);
    schemeLabel->setBuddy(m_scheme);
    m_cancel = new QPushButton(tr("&Cancel"), this);
    m_cancel->setAccessibleName(tr("Stop quantising"));
    m_cancel->setVisible(false);
    row->addPair(tensorLabel, m_tensor);
    row->addPair(seedLabel, m_seed);
    row->addWidget(m_open);
    row->addPair(schemeLabel, m_scheme);
    row->addWidget(m_cancel);
    layout->addLayout(row);

    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("blocksStatus"));
    m_status->setWordWrap(true);
    m_status->setAccessibleName(tr("What the tab is doing, or what went wrong"));
    layout->addWidget(m_status);

    m_maps = new BlockMaps(this);
    layout->addWidget(m_maps);

    auto *charts = new QGridLayout;
    m_frontier = new ChartFrame(
        tr("Bits per element against error (MX: blocks of 32; NVFP4: blocks of 16; INT: one "
           "scale per row or for all)"),
        this);
    m_frontier->setObjectName(QStringLiteral("frontier"));
    m_frontier->setMinimumLines(14);
    m_frontier->setCsvProvider([this] {
        QString text = QStringLiteral("format,bits_per_element,rel_frobenius_error,snr_db\n");
        if (m_report)
            for (const precision::SchemeReport &s : m_report->schemes)
                text += QStringLiteral("%1,%2,%3,%4\n")
                            .arg(QString::fromLatin1(s.scheme->name))
                            .arg(s.stats.bitsPerElement, 0, 'g', 8)
                            .arg(s.stats.relFrobeniusError, 0, 'g', 8)
                            .arg(s.stats.snrDb, 0, 'g', 6);
        return text;
    });
    m_histogram = new ChartFrame(tr("Error histogram"), this);
    m_histogram->setObjectName(QStringLiteral("errorHistogram"));
    m_histogram->setMinimumLines(14);
    m_histogram->setCsvProvider([this] {
        QString text = QStringLiteral("error_over_sigma,share\n");
        if (m_report) {
            const auto &h = m_report->schemes[std::size_t(m_scheme->currentIndex())].histogram;
            for (std::size_t i = 0; i < h.size(); ++i)
                text += QStringLiteral("%1,%2\n")
                            .arg(-precision::kHistogramRange +
                                     (i + 0.5) * 2 * precision::kHistogramRange / h.size(),
                                 0, 'g', 6)
                            .arg(h[i], 0, 'g', 8);
        }
        return text;
    });
    // One above the other: each legend gets the page's width.
    charts->addWidget(m_frontier, 0, 0);
    charts->addWidget(m_histogram, 1, 0);
    layout->addLayout(charts, 1);

    m_story = new QLabel(this);
    m_story->setObjectName(QStringLiteral("outlierStory"));
    m_story->setWordWrap(true);
    m_story->setAccessibleName(tr("One outlier: INT4 per tensor against MXFP4, in words"));
    layout->addWidget(m_story);

    // The bit-level view: its own page (a table needs the room), with its own format box.
    m_bitsPage = new QWidget(this);
    m_bitsPage->setObjectName(QStringLiteral("blockBits"));
    m_bitsPage->hide();
    auto *bitsLayout = new QVBoxLayout(m_bitsPage);
    auto *bitsRow = new FlowLayout;
    m_bitsScheme = new QComboBox(m_bitsPage);
    m_bitsScheme->setAccessibleName(tr("Format of the block shown"));
    for (const fp::SchemeSpec &s : fp::allSchemes())
        m_bitsScheme->addItem(precision::schemeName(s));
    m_bitsScheme->setCurrentIndex(kDefaultScheme);
    auto *bitsSchemeLabel = new QLabel(tr("&Format:"), m_bitsPage);
    bitsSchemeLabel->setBuddy(m_bitsScheme);
    bitsRow->addPair(bitsSchemeLabel, m_bitsScheme);
    auto *bitsHint = new QLabel(tr("Edit the scale or an element's bits; the values follow. The "
                                   "heat maps frame this block."),
                                m_bitsPage);
    bitsHint->setWordWrap(true);
    bitsRow->addWidget(bitsHint);
    bitsLayout->addLayout(bitsRow);
    m_detail = new BlockDetail(m_bitsPage);
    bitsLayout->addWidget(m_detail, 1);
    connect(m_bitsScheme, &QComboBox::currentIndexChanged, m_scheme, &QComboBox::setCurrentIndex);
    connect(m_scheme, &QComboBox::currentIndexChanged, m_bitsScheme, &QComboBox::setCurrentIndex);

    connect(m_tensor, &QComboBox::activated, this, [this](int index) {
        if (index < 3)
            requestGenerated();
        else if (!m_fileShown.isEmpty())
            openFile(m_fileShown);
    });
    connect(m_seed, &QSpinBox::editingFinished, this, [this] {
        if (m_tensor->currentIndex() < 3)
            requestGenerated();
    });
    connect(m_open, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Open a weight tensor"),
                                                          QString(), tr("NumPy arrays (*.npy)"));
        if (!path.isEmpty())
            openFile(path);
    });
    connect(m_cancel, &QPushButton::clicked, m_runner, &BlockRunner::cancel);
    connect(m_scheme, &QComboBox::currentIndexChanged, this, [this](int index) {
        m_detail->setScheme(index);
        rebuildHistogram();
    });
    connect(m_detail, &BlockDetail::blockChanged, m_maps, &BlockMaps::setMarkedBlock);
    connect(m_runner, &BlockRunner::progress, this, [this](double f) {
        m_status->setText(tr("Quantising with every format… %1").arg(percent(f)));
    });
    connect(m_runner, &BlockRunner::runningChanged, this, [this](bool running) {
        m_cancel->setVisible(running);
        if (!running && m_status->text().startsWith(tr("Quantising")))
            m_status->setText(m_report ? QString() : tr("Stopped."));
    });
    connect(m_runner, &BlockRunner::finished, this, &BlocksPage::received);
    requestGenerated();
}

BlocksPage::~BlocksPage() = default;

void BlocksPage::setSceneStyle(const SceneStyle &style)
{
    m_style = style;
    m_maps->setSceneStyle(style);
    rebuildFrontier();
    rebuildHistogram();
}

void BlocksPage::requestGenerated()
{
    showGenerated(std::clamp(m_tensor->currentIndex(), 0, 2), quint64(m_seed->value()));
}

void BlocksPage::showGenerated(int kind, quint64 seed)
{
    kind = std::clamp(kind, 0, 2);
    if (m_tensor->currentIndex() != kind)
        m_tensor->setCurrentIndex(kind);
    BlockRunner::Request request;
    request.kind = kKinds[kind];
    request.rows = kRows;
    request.cols = kCols;
    request.seed = seed;
    request.label = tr("%1, seed %2").arg(m_tensor->itemText(kind)).arg(seed);
    m_status->setText(tr("Quantising with every format…"));
    m_runner->start(request);
}

void BlocksPage::openFile(const QString &path)
{
    BlockRunner::Request request;
    request.file = path;
    request.label = QFileInfo(path).fileName();
    m_status->setText(tr("Reading %1…").arg(QFileInfo(path).fileName()));
    m_runner->start(request);
}

bool BlocksPage::waitForIdle(int timeoutMs)
{
    return m_runner->waitForIdle(timeoutMs);
}

void BlocksPage::received(std::shared_ptr<const precision::BlockReport> report,
                          const QString &error)
{
    if (!report) {
        m_status->setText(tr("Could not use that tensor: %1. The tensor shown is still the "
                             "last one.")
                              .arg(error.isEmpty() ? tr("stopped") : error));
        return;
    }
    m_report = std::move(report);
    m_status->clear();
    // A file read: the Tensor box names it.
    if (!m_report->source.isEmpty() && m_report->source.endsWith(QLatin1String(".npy"))) {
        while (m_tensor->count() > 3)
            m_tensor->removeItem(3);
        m_tensor->addItem(tr("File: %1").arg(m_report->source));
        m_tensor->setCurrentIndex(3);
    }
    m_maps->setReport(m_report);
    m_detail->setReport(m_report);
    m_detail->setScheme(m_scheme->currentIndex());
    m_story->setText(story(*m_report));
    rebuildFrontier();
    rebuildHistogram();
}

QString BlocksPage::story(const precision::BlockReport &report)
{
    const precision::SchemeReport *int4 = nullptr, *mx = nullptr, *nv = nullptr;
    for (const precision::SchemeReport &s : report.schemes) {
        if (s.scheme->id == fp::Scheme::Int4Tensor)
            int4 = &s;
        else if (s.scheme->id == fp::Scheme::Mxfp4)
            mx = &s;
        else if (s.scheme->id == fp::Scheme::Nvfp4)
            nv = &s;
    }
    if (!int4 || !mx || !nv)
        return QString();
    const double int4Scale = int4->scales.empty() ? 0 : int4->scales.front();
    return tr("<b>One scale for everything:</b> INT4 per tensor divides by the largest magnitude "
              "(%1) over 7, a step of %2. Here %3 of the nonzero values round to zero and the "
              "error is %4 %. <b>A scale per block:</b> MXFP4 spends 0.25 bit per value on a "
              "scale for every 32; only the blocks that hold a large value lose their small "
              "ones: %5 round to zero, error %6 %. NVFP4 (16 per block, a finer E4M3 scale): "
              "%7 to zero, error %8 %.")
        .arg(precision::formatNumber(report.absMax), precision::formatNumber(int4Scale),
             percent(int4->stats.flushedShare),
             QLocale().toString(100 * int4->stats.relFrobeniusError, 'f', 1),
             percent(mx->stats.flushedShare),
             QLocale().toString(100 * mx->stats.relFrobeniusError, 'f', 1),
             percent(nv->stats.flushedShare),
             QLocale().toString(100 * nv->stats.relFrobeniusError, 'f', 1));
}

void BlocksPage::rebuildFrontier()
{
    m_frontier->clearChart(&m_style);
    QChart *chart = m_frontier->chart();
    chart->setTitle(QString());
    if (!m_report)
        return;
    auto *x = new QValueAxis;
    x->setRange(3.5, 9);
    x->setTickCount(12);
    x->setLabelFormat(QStringLiteral("%.1f"));
    x->setTitleText(tr("Bits per element, scales included"));
    auto *y = new QLogValueAxis;
    y->setBase(10);
    double lo = 1, hi = 1e-6;
    for (const precision::SchemeReport &s : m_report->schemes) {
        const double e = s.stats.relFrobeniusError;
        if (e > 0 && std::isfinite(e)) {
            lo = std::min(lo, e);
            hi = std::max(hi, e);
        }
    }
    y->setRange(std::pow(10.0, std::floor(std::log10(lo))),
                std::pow(10.0, std::ceil(std::log10(hi * 1.01))));
    y->setLabelFormat(QStringLiteral("%g"));
    y->setTitleText(tr("Relative error (logarithmic)"));
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    // Four families, one series each (four names fit the legend); the tooltip names the format
    // of each point.
    struct Family
    {
        QString name;
        std::vector<const precision::SchemeReport *> members;
    };
    // Short names: the legend must fit one line at 200 % text (else the names go on the dots).
    std::vector<Family> families = {
        {tr("MX"), {}}, {tr("NVFP4"), {}}, {tr("INT row"), {}}, {tr("INT all"), {}}};
    for (const precision::SchemeReport &s : m_report->schemes) {
        const double e = s.stats.relFrobeniusError;
        if (!(e > 0) || !std::isfinite(e))
            continue;
        switch (s.scheme->scale) {
        case fp::ScaleKind::E8M0Block: families[0].members.push_back(&s); break;
        case fp::ScaleKind::E4M3BlockFp32: families[1].members.push_back(&s); break;
        case fp::ScaleKind::Fp32PerChannel: families[2].members.push_back(&s); break;
        case fp::ScaleKind::Fp32PerTensor: families[3].members.push_back(&s); break;
        }
    }
    const QScatterSeries::MarkerShape shapes[] = {
        QScatterSeries::MarkerShapeCircle, QScatterSeries::MarkerShapeRectangle,
        QScatterSeries::MarkerShapeTriangle, QScatterSeries::MarkerShapeRotatedRectangle};
    for (std::size_t f = 0; f < families.size(); ++f) {
        if (families[f].members.empty())
            continue;
        auto *series = new QScatterSeries;
        series->setName(families[f].name);
        series->setColor(m_style.series[f * 2 % 8]);
        series->setMarkerShape(shapes[f]);
        series->setMarkerSize(QFontMetrics(m_style.font).height() * 0.7);
        for (const precision::SchemeReport *s : families[f].members)
            series->append(s->stats.bitsPerElement, s->stats.relFrobeniusError);
        chart->addSeries(series);
        series->attachAxis(x);
        series->attachAxis(y);
        const auto members = families[f].members;
        m_frontier->attachHover(series, [members](const QPointF &p) {
            QString name;
            for (const precision::SchemeReport *s : members)
                if (std::abs(s->stats.bitsPerElement - p.x()) < 1e-9 &&
                    std::abs(s->stats.relFrobeniusError - p.y()) <= 1e-12 * p.y())
                    name = precision::schemeName(*s->scheme);
            return tr("%1: %2 bits per element, error %3 %")
                .arg(name, QLocale().toString(p.x(), 'f', 3),
                     QLocale().toString(100 * p.y(), 'g', 3));
        });
    }
    m_frontier->setAxisStyle(m_style.foreground, m_style.muted, m_style.font);
}

void BlocksPage::rebuildHistogram()
{
    m_histogram->clearChart(&m_style);
    QChart *chart = m_histogram->chart();
    chart->setTitle(QString());
    if (!m_report)
        return;
    const precision::SchemeReport &s = m_report->schemes[std::size_t(m_scheme->currentIndex())];
    auto *x = new QValueAxis;
    x->setRange(-precision::kHistogramRange, precision::kHistogramRange);
    x->setTickCount(5);
    x->setLabelFormat(QStringLiteral("%.1f"));
    x->setTitleText(tr("Error ÷ σ of the tensor (ends: beyond ±1)"));
    auto *y = new QValueAxis;
    const double top = *std::max_element(s.histogram.begin(), s.histogram.end());
    y->setRange(0, std::max(1.0, std::ceil(top * 110)));
    y->applyNiceNumbers();
    y->setLabelFormat(QStringLiteral("%g"));
    y->setTitleText(tr("Share of values (%)"));
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    auto *series = new QLineSeries;
    series->setName(QString::fromLatin1(s.scheme->displayName));
    series->setPen(QPen(m_style.series[0], m_style.highContrast ? 3.5 : 2.5));
    const int bins = int(s.histogram.size());
    const double w = 2 * precision::kHistogramRange / bins;
    for (int i = 0; i < bins; ++i) {
        const double left = -precision::kHistogramRange + i * w;
        series->append(left, 100 * s.histogram[std::size_t(i)]);
        series->append(left + w, 100 * s.histogram[std::size_t(i)]);
    }
    chart->addSeries(series);
    series->attachAxis(x);
    series->attachAxis(y);
    m_histogram->attachHover(series, [](const QPointF &p) {
        return tr("error %1 σ: %2 % of the values")
            .arg(QLocale().toString(p.x(), 'f', 2), QLocale().toString(p.y(), 'g', 3));
    });
    m_histogram->setAxisStyle(m_style.foreground, m_style.muted, m_style.font);
}

} // namespace gpulab
