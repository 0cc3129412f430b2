// CostPanel (see costpanel.h).
#include "lessons/cost/costpanel.h"

#include "lessons/cost/costmath.h"
#include "lessons/cost/costmodel.h"
#include "lessons/cost/costscene.h"
#include "lessons/framework/csvwriter.h"
#include "lessons/framework/gpuspecs.h"
#include "lessons/framework/modelspecs.h"
#include "lessons/framework/numbertext.h"
#include "lessons/framework/servingmath.h"
#include "widgets/chartframe.h"
#include "widgets/elidingcombobox.h"
#include "widgets/flowlayout.h"
#include "widgets/simulationview.h"
#include "widgets/tablefit.h"

#include <QChart>
#include <QCheckBox>
#include <QComboBox>
#include <QDate>
#include <QDoubleSpinBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineSeries>
#include <QLocale>
#include <QLogValueAxis>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

#include <cmath>

namespace gpulab {

namespace {

QString g_userFileForTests;

QString number(double value, int decimals = 0)
{
    return QLocale().toString(value, 'f', decimals);
}

QLabel *wrapped(const QString &text, QWidget *parent)
{
    auto *label = new QLabel(text, parent);
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

QDoubleSpinBox *realBox(QWidget *parent, double min, double max, int decimals,
                        const QString &suffix = {})
{
    auto *box = new QDoubleSpinBox(parent);
    box->setRange(min, max);
    box->setDecimals(decimals);
    box->setGroupSeparatorShown(true);
    box->setSuffix(suffix);
    return box;
}

// The price entries of `book` listed in `box` (data: the entry index). The one chosen stays
// chosen where it is listed; otherwise the most recently observed is (ISO dates sort as text).
void fillPriceBox(QComboBox *box, const PriceBook &book, const QList<int> &entries)
{
    const int keep = box->currentData().isValid() ? box->currentData().toInt() : -1;
    const QSignalBlocker block(box);
    box->clear();
    int latest = -1;
    QString latestDate;
    for (int i : entries) {
        const GpuPrice &price = book.entries()[i].effective();
        box->addItem(PriceText::priceWithDate(price), i);
        if (latest < 0 || price.observed > latestDate) {
            latest = i;
            latestDate = price.observed;
        }
    }
    const int at = box->findData(keep);
    box->setCurrentIndex(at >= 0 ? at : box->findData(latest));
}

// A tab's page, named, with a vertical layout of small margins.
QWidget *newPage(const char *name, QVBoxLayout *&layout)
{
    auto *page = new QWidget;
    page->setObjectName(QLatin1String(name));
    layout = new QVBoxLayout(page);
    layout->setContentsMargins(4, 4, 4, 4);
    return page;
}

// A field with its label (the label's mnemonic reaches it) and its accessible name.
void addLabelled(FlowLayout *form, QWidget *page, const QString &text, QWidget *field,
                 const QString &accessible)
{
    auto *label = new QLabel(text, page);
    label->setBuddy(field);
    field->setAccessibleName(accessible);
    form->addPair(label, field);
}

// A list of prices (each with its date: long lines, cut with "…" in the box, whole in the
// popup and the tooltip).
QComboBox *priceCombo(QWidget *page)
{
    auto *box = new ElidingComboBox(page);
    box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    box->setMinimumContentsLength(24);
    return box;
}

} // namespace

void CostPanel::setUserPriceFileForTests(const QString &path)
{
    g_userFileForTests = path;
}

CostPanel::CostPanel(const LessonContext &context, const LessonContent &content,
                     std::unique_ptr<SimulationModel> model, std::unique_ptr<SimulationScene> scene,
                     QWidget *parent)
    : LessonPanel(context, content, std::move(model), std::move(scene), parent)
{}

CostPanel::~CostPanel() = default;

const CostModel &CostPanel::model() const
{
    return static_cast<const CostModel &>(simulation()->model());
}

QWidget *CostPanel::createExtras()
{
    if (!simulation() || simulation()->model().id() != QLatin1String(CostModel::kSimulationId))
        return nullptr;
    const QList<GpuPrice> shipped =
        context().data ? context().data->rows<GpuPrices>() : QList<GpuPrice>{};
    m_prices = PriceBook(shipped, g_userFileForTests.isEmpty() ? PriceBook::userFilePath()
                                                               : g_userFileForTests);
    const QList<LessonProblem> problems = m_prices.loadUserPrices();
    addTab(buildRunTab(), QStringLiteral("run"), tr("&Training run"));
    addTab(buildPricesTab(), QStringLiteral("prices"), tr("&Prices"), {.table = true});
    addTab(buildScaleTab(), QStringLiteral("scale"), tr("&Cost vs GPUs"), {.tall = true});
    addTab(buildBuyTab(), QStringLiteral("buy"), tr("&Buy or rent"));
    addTab(buildServeTab(), QStringLiteral("serve"), tr("&Serving"), {.table = true});
    if (!problems.isEmpty()) {
        QStringList lines;
        for (const LessonProblem &p : problems)
            lines << QStringLiteral("%1:%2: %3").arg(p.file).arg(p.line).arg(p.message);
        m_priceMessage->setText(
            tr("Some of your saved prices were left out:\n%1").arg(lines.join(QLatin1Char('\n'))));
    }
    connect(simulation(), &SimulationView::stateChanged, this, &CostPanel::syncFromModel);
    syncFromModel();
    return tabs();
}

// ---------------------------------------------------------------- the run

QWidget *CostPanel::buildRunTab()
{
    QVBoxLayout *layout = nullptr;
    QWidget *page = newPage("runPage", layout);
    auto *form = new FlowLayout;
    const CostModel &m = model();
    m_model = new QComboBox(page);
    for (const ParameterChoice &c : m.parameterChoices(QStringLiteral("model")))
        m_model->addItem(c.label, c.value);
    addLabelled(form, page, tr("&Model:"), m_model, tr("Model to train, from models.csv"));
    m_tokens = realBox(page, 0.1, 1e6, 1, tr(" billion"));
    addLabelled(form, page, tr("T&okens:"), m_tokens, tr("Training tokens, in billions"));
    m_optimal = new QPushButton(tr("20 per &parameter"), page);
    m_optimal->setAccessibleName(
        tr("Set the tokens to 20 per parameter, the compute-optimal budget of Hoffmann et al."));
    form->addWidget(m_optimal);
    m_gpu = new QComboBox(page);
    for (const ParameterChoice &c : m.parameterChoices(QStringLiteral("gpu")))
        m_gpu->addItem(c.label, c.value);
    addLabelled(form, page, tr("&GPU:"), m_gpu,
                tr("GPU, from gpu-specs.csv: its dense BF16 peak is used"));
    m_mfu = realBox(page, 1, 100, 0, tr(" %"));
    addLabelled(form, page, tr("&MFU:"), m_mfu,
                tr("Model FLOPs utilisation: the share of the peak the run achieves"));
    m_gpus = new QSpinBox(page);
    m_gpus->setRange(1, CostModel::kMaxGpus);
    m_gpus->setGroupSeparatorShown(true);
    addLabelled(form, page, tr("GP&Us:"), m_gpus, tr("Number of GPUs"));
    m_price = priceCombo(page);
    addLabelled(form, page, tr("P&rice:"), m_price,
                tr("Price per GPU-hour, with its date and source"));
    m_spot = new QCheckBox(tr("&Spot (interruptible)"), page);
    m_spot->setAccessibleName(tr("Run on spot instances, which can be interrupted"));
    form->addWidget(m_spot);
    m_spotPrice = priceCombo(page);
    addLabelled(form, page, tr("Spot pr&ice:"), m_spotPrice,
                tr("Spot price per GPU-hour, with its date"));
    m_mtbf = realBox(page, 0.1, 1e6, 1, tr(" h"));
    addLabelled(form, page, tr("Interrupted every (mean):"), m_mtbf,
                tr("Mean time between interruptions of the job, hours"));
    m_checkpoint = realBox(page, 0, 1440, 1, tr(" min"));
    addLabelled(form, page, tr("Checkpoint takes:"), m_checkpoint,
                tr("Minutes to write one checkpoint"));
    m_restart = realBox(page, 0, 1440, 1, tr(" min"));
    addLabelled(form, page, tr("Restart takes:"), m_restart,
                tr("Minutes to get new machines and load the last checkpoint"));
    m_interval = realBox(page, 1, 1e6, 0, tr(" min"));
    addLabelled(form, page, tr("Checkpoint e&very:"), m_interval,
                tr("Minutes of work between checkpoints"));
    m_young = new QPushButton(tr("&Young's interval"), page);
    m_young->setAccessibleName(tr("Set the checkpoint interval to Young's square root of two "
                                  "times the checkpoint cost times the time between "
                                  "interruptions"));
    form->addWidget(m_young);
    layout->addLayout(form);
    m_worked = wrapped({}, page);
    m_worked->setObjectName(QStringLiteral("workedText"));
    m_worked->setTextFormat(Qt::RichText);
    layout->addWidget(m_worked);
    layout->addStretch(1);

    for (QComboBox *box : {m_model, m_gpu, m_price, m_spotPrice})
        connect(box, &QComboBox::currentIndexChanged, this, &CostPanel::applyRunFields);
    for (QDoubleSpinBox *box : {m_tokens, m_mfu, m_mtbf, m_checkpoint, m_restart, m_interval})
        connect(box, &QDoubleSpinBox::editingFinished, this, &CostPanel::applyRunFields);
    connect(m_gpus, &QSpinBox::editingFinished, this, &CostPanel::applyRunFields);
    connect(m_spot, &QCheckBox::toggled, this, &CostPanel::applyRunFields);
    connect(m_optimal, &QPushButton::clicked, this, [this] {
        if (const ModelSpec *spec = model().model()) {
            m_tokens->setValue(cost::computeOptimalTokens(spec->parameters()) / 1e9);
            applyRunFields();
        }
    });
    connect(m_young, &QPushButton::clicked, this, [this] {
        m_interval->setValue(std::max(1.0, model().youngIntervalMinutes()));
        applyRunFields();
    });
    return page;
}

void CostPanel::applyRunFields()
{
    if (m_syncing)
        return;
    // The GPU decides which prices are offered.
    const QString gpu = m_gpu->currentData().toString();
    fillPriceChoices();
    QJsonObject wanted{{QStringLiteral("model"), m_model->currentData().toString()},
                       {QStringLiteral("gpu"), gpu},
                       {QStringLiteral("tokensBillion"), m_tokens->value()},
                       {QStringLiteral("mfuPercent"), m_mfu->value()},
                       {QStringLiteral("gpus"), m_gpus->value()},
                       {QStringLiteral("spot"), m_spot->isChecked()},
                       {QStringLiteral("mtbfHours"), m_mtbf->value()},
                       {QStringLiteral("checkpointMinutes"), m_checkpoint->value()},
                       {QStringLiteral("restartMinutes"), m_restart->value()},
                       {QStringLiteral("intervalMinutes"), m_interval->value()}};
    const auto &entries = m_prices.entries();
    if (m_price->currentIndex() >= 0) {
        const GpuPrice &p = entries[m_price->currentData().toInt()].effective();
        wanted.insert(QStringLiteral("pricePerGpuHour"), p.price);
        wanted.insert(QStringLiteral("currency"), p.currency);
        wanted.insert(QStringLiteral("priceDate"), p.observed);
    }
    if (m_spotPrice->currentIndex() >= 0) {
        const GpuPrice &p = entries[m_spotPrice->currentData().toInt()].effective();
        wanted.insert(QStringLiteral("spotPricePerGpuHour"), p.price);
        wanted.insert(QStringLiteral("spotPriceDate"), p.observed);
    }
    QString error;
    if (!simulation()->setParameters(wanted, &error))
        m_worked->setText(error.toHtmlEscaped());
}

void CostPanel::fillPriceChoices()
{
    const QString gpu = m_gpu->currentData().toString();
    QList<int> hourly, spot;
    for (int i : m_prices.find(gpu, true))
        (m_prices.entries()[i].shipped.offer == PriceOffer::Spot ? spot : hourly).append(i);
    fillPriceBox(m_price, m_prices, hourly);
    fillPriceBox(m_spotPrice, m_prices, spot);
    m_price->setEnabled(m_price->count() > 0);
    m_spotPrice->setEnabled(m_spotPrice->count() > 0);
}

void CostPanel::syncFromModel()
{
    const QJsonObject now = model().parameters();
    if (now == m_shownParameters)
        return;
    m_shownParameters = now;
    const CostModel::Settings &s = model().settings();
    m_syncing = true;
    m_model->setCurrentIndex(std::max(0, m_model->findData(s.model)));
    m_gpu->setCurrentIndex(std::max(0, m_gpu->findData(s.gpu)));
    m_tokens->setValue(s.tokensBillion);
    m_mfu->setValue(s.mfuPercent);
    m_gpus->setValue(s.gpus);
    m_spot->setChecked(s.spot);
    m_mtbf->setValue(s.mtbfHours);
    m_checkpoint->setValue(s.checkpointMinutes);
    m_restart->setValue(s.restartMinutes);
    m_interval->setValue(s.intervalMinutes);
    fillPriceChoices();
    m_syncing = false;
    // The model's price must be the one the box shows (a beat or a preset keeps the number).
    if (m_price->currentIndex() >= 0) {
        const GpuPrice &p = m_prices.entries()[m_price->currentData().toInt()].effective();
        if (p.price != s.pricePerGpuHour || p.currency != s.currency || p.observed != s.priceDate) {
            applyRunFields();
            return;
        }
    }
    refreshAll();
}

void CostPanel::refreshAll()
{
    refreshWorked();
    refreshChart();
    refreshBuy();
    refreshServe();
}

void CostPanel::refreshWorked()
{
    const CostModel &m = model();
    const CostModel::Settings &s = m.settings();
    const ModelSpec *spec = m.model();
    const GpuSpec *gpu = m.gpu();
    if (!spec || !gpu) {
        m_worked->setText(tr("The data files give no model or no GPU with a dense BF16 peak."));
        return;
    }
    const cost::ScalingPoint plan = m.plan();
    const double ideal = cost::gpuHours(m.flops(), m.peakTflops(), s.mfuPercent / 100.0);
    QStringList lines;
    lines << tr("<b>Compute</b> = 6 \u00d7 %1 parameters \u00d7 %2 tokens = <b>%3</b> "
                "(Kaplan et al. 2020).")
                 .arg(scientificText(spec->parameters()), scientificText(s.tokensBillion * 1e9),
                      CostScene::flopsText(m.flops()).toHtmlEscaped());
    lines << tr("<b>Rate</b>: %1 dense BF16 %2 TFLOP/s (%3) \u00d7 MFU %4 % = %5 TFLOP/s per "
                "GPU.")
                 .arg(gpu->name.toHtmlEscaped(), number(m.peakTflops(), 1),
                      gpu->source.section(QLatin1Char(','), 0, 0).toHtmlEscaped(),
                      number(s.mfuPercent), number(m.peakTflops() * s.mfuPercent / 100.0, 1));
    lines << tr("<b>GPU-hours</b> = compute \u00f7 rate \u00f7 3,600 = <b>%1</b>; with the "
                "gradients' all-reduce on %2 GPUs (%3 % of each step computing): %4.")
                 .arg(CostScene::gpuHoursText(ideal), QLocale().toString(s.gpus),
                      number(plan.efficiency() * 100), CostScene::gpuHoursText(plan.gpuHours));
    lines << tr("<b>Wall-clock</b> on %1 GPUs: %2.")
                 .arg(QLocale().toString(s.gpus), CostScene::durationText(plan.wallHours));
    lines << tr("<b>On demand</b>: %1 \u00d7 %2 = <b>%3</b> (the price as seen on %4: prices "
                "change).")
                 .arg(CostScene::gpuHoursText(plan.gpuHours),
                      PriceText::money(s.pricePerGpuHour, s.currency),
                      PriceText::money(plan.gpuHours * s.pricePerGpuHour, s.currency, 0),
                      dateText(s.priceDate));
    if (s.spot) {
        const cost::SpotRun spot = m.expectedSpot();
        if (!spot.finishes) {
            lines << tr("<b>Spot</b>: with an interruption every %1 on average and this "
                        "interval, the run loses more than it gains: it never finishes. "
                        "Checkpoint more often.")
                         .arg(CostScene::durationText(s.mtbfHours));
        } else {
            const double spotCost = spot.wallHours() * s.gpus * s.spotPricePerGpuHour;
            lines << tr("<b>Spot</b>: checkpoints add %1, about %2 interruptions lose %3 of "
                        "work and %4 of restarts: %5 wall-clock (+%6 %), %7 at %8/GPU-hour "
                        "(seen %9). Young's interval here: %10 minutes.")
                         .arg(CostScene::durationText(spot.checkpointHours),
                              number(spot.interruptions), CostScene::durationText(spot.lostHours),
                              CostScene::durationText(spot.restartHours),
                              CostScene::durationText(spot.wallHours()),
                              number(spot.overhead() * 100),
                              PriceText::money(spotCost, s.currency, 0),
                              PriceText::money(s.spotPricePerGpuHour, s.currency),
                              dateText(s.spotPriceDate))
                         .arg(number(m.youngIntervalMinutes()));
        }
    }
    if (m_price->count() == 0)
        lines << tr("The price book has no hourly price for this GPU: the last price set is "
                    "used. Add one on the Prices tab of another GPU, or choose another GPU.");
    m_worked->setText(lines.join(QStringLiteral("<br>")));
}

// ---------------------------------------------------------------- prices

QWidget *CostPanel::buildPricesTab()
{
    QVBoxLayout *layout = nullptr;
    QWidget *page = newPage("pricesPage", layout);
    m_priceTable = new QTableWidget(page);
    m_priceTable->setObjectName(QStringLiteral("priceTable"));
    m_priceTable->setAccessibleName(
        tr("Prices of GPU time and GPUs: type your own price in the Your price column"));
    m_priceTable->verticalHeader()->setVisible(false);
    setColumnTitles(
        m_priceTable,
        {{tr("GPU"), tr("From gpu-specs.csv")},
         {tr("Provider"), tr("Who sells the GPU's time, or the card")},
         {tr("Offer"), tr("On demand, spot (interruptible), reserved, or a purchase")},
         {tr("Shipped price"),
          tr("Per GPU-hour (per card for a purchase), as observed on the date beside it")},
         {tr("Seen"), tr("The day or month the source showed the shipped price")},
         {tr("Your price"),
          tr("Type your own price here (Enter keeps it; empty goes back to the shipped one)")},
         {tr("Source"), tr("Where the shipped price was published")}});
    keepTableFitted(m_priceTable);
    layout->addWidget(m_priceTable);
    auto *row = new QHBoxLayout;
    m_restore = new QPushButton(tr("&Restore the shipped prices"), page);
    m_restore->setAccessibleName(tr("Forget your own prices and use the shipped ones"));
    row->addWidget(m_restore);
    row->addStretch(1);
    layout->addLayout(row);
    m_priceMessage = wrapped({}, page);
    m_priceMessage->setObjectName(QStringLiteral("priceMessage"));
    layout->addWidget(m_priceMessage);
    layout->addWidget(wrapped(
        tr("Prices change every month: each shipped price is shown with the day it was seen and "
           "its source (assets/data/gpu-prices.csv). Your own prices are kept, with the day you "
           "typed them, in %1.")
            .arg(m_prices.userFile()),
        page));
    connect(m_priceTable, &QTableWidget::cellChanged, this, &CostPanel::priceEdited);
    connect(m_restore, &QPushButton::clicked, this, [this] {
        QString error;
        if (!m_prices.restoreShipped(&error))
            m_priceMessage->setText(error);
        else
            m_priceMessage->setText(tr("The shipped prices are back."));
        fillPriceTable();
        m_shownParameters = {};
        applyRunFields();
    });
    fillPriceTable();
    return page;
}

void CostPanel::fillPriceTable()
{
    const QSignalBlocker block(m_priceTable);
    const QList<GpuSpec> gpus =
        context().data ? context().data->rows<GpuSpecs>() : QList<GpuSpec>{};
    const auto &entries = m_prices.entries();
    m_priceTable->setRowCount(int(entries.size()));
    for (int r = 0; r < entries.size(); ++r) {
        const GpuPrice &p = entries[r].shipped;
        const GpuSpec *g = findGpuSpec(gpus, p.gpu);
        const QString yours =
            entries[r].user ? tr("%1 (%2)").arg(PriceText::money(entries[r].user->price, p.currency,
                                                                 p.hourly() ? 2 : 0),
                                                dateText(entries[r].user->observed))
                            : QString();
        const QStringList cells{g ? g->name : p.gpu,
                                p.providerLabel,
                                PriceText::offerName(p.offer),
                                PriceText::money(p.price, p.currency, p.hourly() ? 2 : 0),
                                dateText(p.observed),
                                yours,
                                p.source};
        for (int c = 0; c < cells.size(); ++c) {
            auto *item = new QTableWidgetItem(cells[c]);
            if (c != 5)
                item->setFlags(item->flags() & ~Qt::ItemIsEditable);
            if (c == 3 || c == 5)
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            item->setToolTip(p.notes.isEmpty() ? p.source : p.source + QLatin1Char('\n') + p.notes);
            m_priceTable->setItem(r, c, item);
        }
    }
    fitTableToWidth(m_priceTable);
    m_restore->setEnabled(m_prices.hasUserPrices());
}

void CostPanel::priceEdited(int row, int column)
{
    if (column != 5)
        return;
    const QString text = m_priceTable->item(row, column)->text();
    QString error;
    if (text.trimmed().isEmpty()) {
        m_prices.clearUserPrice(row);
    } else if (!m_prices.setUserPrice(row, text, QDate::currentDate(), &error)) {
        m_priceMessage->setText(error);
        fillPriceTable();
        return;
    }
    if (!m_prices.save(&error))
        m_priceMessage->setText(tr("Your price is used but could not be saved: %1").arg(error));
    else
        m_priceMessage->setText(text.trimmed().isEmpty() ? tr("Back to the shipped price.")
                                                         : tr("Your price is kept."));
    fillPriceTable();
    m_shownParameters = {};
    applyRunFields();
}

// ---------------------------------------------------------------- scaling chart

QWidget *CostPanel::buildScaleTab()
{
    QVBoxLayout *layout = nullptr;
    QWidget *page = newPage("scalePage", layout);
    auto *row = new FlowLayout;
    m_network = realBox(page, 0.1, 10000, 1, tr(" GB/s"));
    m_network->setValue(model().settings().networkGBs);
    addLabelled(row, page, tr("&Network per GPU:"), m_network,
                tr("Network bandwidth per GPU between servers, one way, gigabytes per second"));
    layout->addLayout(row);
    m_chart = new ChartFrame(tr("Wall-clock time and cost against the number of GPUs"), page);
    m_chart->setObjectName(QStringLiteral("scalingChart"));
    m_chart->setNamesOnSeries(true); // two lines, named where they end: no legend to squeeze
    m_chart->setMinimumLines(14);
    m_chart->setCsvProvider([this] {
        QString text = csv::record({QStringLiteral("gpus"), QStringLiteral("wall_hours"),
                                    QStringLiteral("gpu_hours"), QStringLiteral("cost"),
                                    QStringLiteral("currency")});
        const CostModel::Settings &s = model().settings();
        for (int n = 1; n <= 4096; n *= 2) {
            const cost::ScalingPoint p = model().planAt(n);
            text +=
                csv::record({QString::number(n), QString::number(p.wallHours, 'g', 6),
                             QString::number(p.gpuHours, 'g', 6),
                             QString::number(p.gpuHours * s.pricePerGpuHour, 'g', 6), s.currency});
        }
        return text;
    });
    layout->addWidget(m_chart, 1);
    layout->addWidget(wrapped(
        tr("Data parallel: every step computes 6 \u00d7 parameters \u00d7 4M tokens split over "
           "the GPUs, then all-reduces the BF16 gradients in a ring (the NVLink lesson's model: "
           "2(N−1) steps of S/N bytes). Within a server of 8 GPUs the ring runs on the "
           "GPUs' links (gpu-specs.csv); beyond it, on the network. Not overlapped with "
           "compute: a pessimistic bound. More GPUs: less time; the same or more GPU-hours."),
        page));
    connect(m_network, &QDoubleSpinBox::editingFinished, this, [this] {
        QString error;
        simulation()->setParameters({{QStringLiteral("networkGBs"), m_network->value()}}, &error);
    });
    return page;
}

void CostPanel::refreshChart()
{
    const CostModel &m = model();
    const CostModel::Settings &s = m.settings();
    m_network->setValue(s.networkGBs);
    const SceneStyle &style = sceneStyle();
    m_chart->setAxisStyle(style.foreground, style.muted, style.font);
    m_chart->clearChart(&style);
    QChart *chart = m_chart->chart();
    chart->setTitle(QString()); // the frame's title says it
    auto *time = new QLineSeries;
    time->setName(tr("Wall-clock"));
    auto *money = new QLineSeries;
    money->setName(tr("Cost (price seen %1)").arg(dateText(s.priceDate)));
    double minDays = 1e300, maxDays = 0, minCost = 1e300, maxCost = 0;
    for (int n = 1; n <= 4096; n *= 2) {
        const cost::ScalingPoint p = m.planAt(n);
        const double days = p.wallHours / 24.0;
        const double thousands = p.gpuHours * s.pricePerGpuHour / 1000.0;
        if (!(days > 0) || !(thousands > 0) || !std::isfinite(days) || !std::isfinite(thousands))
            continue;
        time->append(n, days);
        money->append(n, thousands);
        minDays = std::min(minDays, days);
        maxDays = std::max(maxDays, days);
        minCost = std::min(minCost, thousands);
        maxCost = std::max(maxCost, thousands);
    }
    chart->addSeries(time);
    chart->addSeries(money);
    auto *x = new QLogValueAxis;
    x->setBase(2);
    x->setLabelFormat(QStringLiteral("%g"));
    x->setTitleText(tr("GPUs"));
    x->setRange(1, 4096);
    auto *yTime = new QLogValueAxis;
    yTime->setBase(10);
    yTime->setLabelFormat(QStringLiteral("%g"));
    yTime->setTitleText(tr("Days"));
    auto *yCost = new QLogValueAxis;
    yCost->setBase(10);
    yCost->setLabelFormat(QStringLiteral("%g"));
    yCost->setTitleText(tr("Thousand %1").arg(s.currency));
    if (maxDays > 0) {
        yTime->setRange(std::pow(10, std::floor(std::log10(minDays))),
                        std::pow(10, std::ceil(std::log10(maxDays))));
        yCost->setRange(std::pow(10, std::floor(std::log10(minCost))),
                        std::pow(10, std::ceil(std::log10(maxCost)) + (maxCost == minCost)));
    }
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(yTime, Qt::AlignLeft);
    chart->addAxis(yCost, Qt::AlignRight);
    time->attachAxis(x);
    time->attachAxis(yTime);
    money->attachAxis(x);
    money->attachAxis(yCost);
    time->setPen(QPen(style.series[1], 2.5));
    money->setPen(QPen(style.series[0], 2.5, Qt::DashLine));
    m_chart->attachHover(time, [](const QPointF &p) {
        return tr("%1 GPUs: %2")
            .arg(QLocale().toString(int(p.x())), CostScene::durationText(p.y() * 24));
    });
    const QString currency = s.currency;
    m_chart->attachHover(money, [currency](const QPointF &p) {
        return tr("%1 GPUs: %2")
            .arg(QLocale().toString(int(p.x())), PriceText::money(p.y() * 1000, currency, 0));
    });
}

void CostPanel::sectionChanged(int index)
{
    if (!m_worked || index < 0 || index >= content().sections.size())
        return;
    if (content().sections.at(index).id == QLatin1String("spot") && !model().settings().spot)
        simulation()->goToBeat(3);
}

void CostPanel::restyleExtras(const SceneStyle &)
{
    if (m_chart)
        refreshChart();
}

// ---------------------------------------------------------------- buy or rent

QWidget *CostPanel::buildBuyTab()
{
    QVBoxLayout *layout = nullptr;
    QWidget *page = newPage("buyPage", layout);
    auto *form = new FlowLayout;
    m_buyPurchase = priceCombo(page);
    addLabelled(form, page, tr("B&uy:"), m_buyPurchase,
                tr("A card's purchase price, with its date"));
    m_buyRent = priceCombo(page);
    addLabelled(form, page, tr("Or r&ent:"), m_buyRent,
                tr("An hourly price of the same GPU, with its date"));
    m_kwh = realBox(page, 0, 100, 3);
    m_kwh->setValue(0.15);
    addLabelled(form, page, tr("E&lectricity per kWh:"), m_kwh,
                tr("Your electricity price per kilowatt-hour, in the purchase's currency"));
    m_pue = realBox(page, 1, 5, 2);
    m_pue->setValue(1.2);
    addLabelled(form, page, tr("P&UE:"), m_pue,
                tr("Power usage effectiveness: the room's power over the computers' (1 = none "
                   "for cooling)"));
    m_busy = realBox(page, 1, cost::kHoursPerMonth, 0, tr(" h"));
    m_busy->setValue(300);
    addLabelled(form, page, tr("Busy hours a &month:"), m_busy, tr("Hours a month the card works"));
    layout->addLayout(form);
    m_buyText = wrapped({}, page);
    m_buyText->setObjectName(QStringLiteral("buyText"));
    m_buyText->setTextFormat(Qt::RichText);
    layout->addWidget(m_buyText);
    layout->addStretch(1);
    connect(m_buyPurchase, &QComboBox::currentIndexChanged, this, [this] {
        const int i =
            m_buyPurchase->currentData().isValid() ? m_buyPurchase->currentData().toInt() : -1;
        if (i >= 0)
            fillPriceBox(m_buyRent, m_prices,
                         m_prices.find(m_prices.entries()[i].shipped.gpu, true));
        refreshBuy();
    });
    connect(m_buyRent, &QComboBox::currentIndexChanged, this, &CostPanel::refreshBuy);
    for (QDoubleSpinBox *box : {m_kwh, m_pue, m_busy})
        connect(box, &QDoubleSpinBox::valueChanged, this, &CostPanel::refreshBuy);
    return page;
}

void CostPanel::refreshBuy()
{
    // Purchases of GPUs that also have an hourly price to compare with.
    QList<int> purchases;
    for (int i : m_prices.find({}, false))
        if (!m_prices.find(m_prices.entries()[i].shipped.gpu, true).isEmpty())
            purchases.append(i);
    fillPriceBox(m_buyPurchase, m_prices, purchases);
    if (m_buyPurchase->currentIndex() < 0) {
        m_buyText->setText(tr("The price book has no purchase price."));
        return;
    }
    const GpuPrice &buy = m_prices.entries()[m_buyPurchase->currentData().toInt()].effective();
    fillPriceBox(m_buyRent, m_prices, m_prices.find(buy.gpu, true));
    const QList<GpuSpec> gpus =
        context().data ? context().data->rows<GpuSpecs>() : QList<GpuSpec>{};
    const GpuSpec *g = findGpuSpec(gpus, buy.gpu);
    if (m_buyRent->currentIndex() < 0 || !g || !isKnown(g->tdpW)) {
        m_buyText->setText(tr("No hourly price or no TDP for this GPU: nothing to compare."));
        return;
    }
    const GpuPrice &rent = m_prices.entries()[m_buyRent->currentData().toInt()].effective();
    cost::Ownership own;
    own.purchase = buy.price;
    own.watts = g->tdpW;
    own.pue = m_pue->value();
    own.pricePerKWh = m_kwh->value();
    QStringList lines;
    lines << tr("<b>Owning</b>: %1 + power %2 W (TDP, gpu-specs.csv) \u00d7 PUE %3 \u00d7 %4 "
                "per kWh = %5 per busy hour.")
                 .arg(PriceText::money(buy.price, buy.currency, 0), number(g->tdpW),
                      number(own.pue, 2), PriceText::money(own.pricePerKWh, buy.currency, 3),
                      PriceText::money(own.powerCostPerHour(), buy.currency, 3));
    lines << tr("<b>Renting</b>: %1 per GPU-hour (%2, seen %3).")
                 .arg(PriceText::money(rent.price, rent.currency), PriceText::provider(rent),
                      dateText(rent.observed));
    if (rent.currency != buy.currency) {
        lines << tr("The two prices are in different currencies (%1, %2): type your own in one "
                    "currency on the Prices tab.")
                     .arg(buy.currency, rent.currency);
    } else if (const std::optional<double> hours = cost::breakEvenHours(own, rent.price)) {
        const double months = *hours / m_busy->value();
        lines << tr("<b>Break-even</b> after %1 busy hours: about %2 months at %3 hours a "
                    "month. Before that, renting costs less; after it, owning (the server around "
                    "the card, staff and resale are left out).")
                     .arg(number(*hours), number(months, 1), number(m_busy->value()));
    } else {
        lines << tr("<b>Never</b>: renting costs less per hour than the power alone.");
    }
    m_buyText->setText(lines.join(QStringLiteral("<br>")));
}

// ---------------------------------------------------------------- serving

QWidget *CostPanel::buildServeTab()
{
    QVBoxLayout *layout = nullptr;
    QWidget *page = newPage("servePage", layout);
    auto *form = new FlowLayout;
    m_serveModel = new QComboBox(page);
    for (const ParameterChoice &c : model().parameterChoices(QStringLiteral("model")))
        m_serveModel->addItem(c.label, c.value);
    m_serveModel->setCurrentIndex(
        std::max(0, m_serveModel->findData(QStringLiteral("llama-2-7b"))));
    addLabelled(form, page, tr("Mo&del:"), m_serveModel, tr("Model served"));
    m_serveFormat = new QComboBox(page);
    m_serveFormat->addItem(tr("FP16 / BF16 (2 bytes)"), 2.0);
    m_serveFormat->addItem(tr("INT8 / FP8 (1 byte)"), 1.0);
    m_serveFormat->addItem(tr("FP4 / INT4 (half a byte)"), 0.5);
    addLabelled(form, page, tr("&Weights in:"), m_serveFormat, tr("Bytes per weight"));
    m_batch = new QSpinBox(page);
    m_batch->setRange(1, 4096);
    m_batch->setValue(1);
    addLabelled(form, page, tr("B&atch:"), m_batch, tr("Sequences decoded together"));
    layout->addLayout(form);
    m_serveTable = new QTableWidget(page);
    m_serveTable->setObjectName(QStringLiteral("servingTable"));
    m_serveTable->setAccessibleName(tr("Cost per million output tokens for each hourly price"));
    m_serveTable->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_serveTable->verticalHeader()->setVisible(false);
    setColumnTitles(
        m_serveTable,
        {{tr("GPU"), tr("From gpu-specs.csv")},
         {tr("Price"), tr("Per GPU-hour, with the provider and the day it was seen")},
         {tr("Tokens/s \u2264"),
          tr("Output tokens per second at most: the batch over the roofline's step time "
             "(weights read once per step)")},
         {tr("Per million"), tr("Cost of a million output tokens at that bound")}});
    keepTableFitted(m_serveTable);
    layout->addWidget(m_serveTable);
    layout->addWidget(wrapped(
        tr("Bounds: every weight read once per step at the datasheet bandwidth, 2 FLOPs per "
           "weight per token at the dense FP16/BF16 peak (the training-vs-inference lesson's "
           "decode bound), the KV cache left out. A real server reaches less, so pays more. "
           "A GPU whose memory cannot hold the weights is marked."),
        page));
    connect(m_serveModel, &QComboBox::currentIndexChanged, this, &CostPanel::refreshServe);
    connect(m_serveFormat, &QComboBox::currentIndexChanged, this, &CostPanel::refreshServe);
    connect(m_batch, &QSpinBox::valueChanged, this, &CostPanel::refreshServe);
    return page;
}

void CostPanel::refreshServe()
{
    const QList<GpuSpec> gpus =
        context().data ? context().data->rows<GpuSpecs>() : QList<GpuSpec>{};
    const ModelSpec *spec = findModelSpec(model().models(), m_serveModel->currentData().toString());
    const double bytes = m_serveFormat->currentData().toDouble();
    QList<int> rows;
    for (int i : m_prices.find({}, true))
        if (const GpuSpec *g = findGpuSpec(gpus, m_prices.entries()[i].shipped.gpu);
            g && isKnown(g->bandwidthGBs) && g->rate(Precision::Bf16))
            rows.append(i);
    m_serveTable->setRowCount(spec ? int(rows.size()) : 0);
    for (int r = 0; spec && r < rows.size(); ++r) {
        const GpuPrice &p = m_prices.entries()[rows[r]].effective();
        const GpuSpec *g = findGpuSpec(gpus, p.gpu);
        const cost::ServingPoint point =
            cost::servingPoint(spec->parameters(), bytes, m_batch->value(), g->bandwidthGBs,
                               *g->rate(Precision::Bf16), p.price);
        const bool fits = serving::weightBytes(spec->parameters(), bytes) < g->memoryGB * 1e9;
        const QStringList cells{
            fits ? g->name : tr("%1 (weights do not fit)").arg(g->name),
            tr("%1 (%2, %3, %4)")
                .arg(PriceText::money(p.price, p.currency), PriceText::provider(p),
                     PriceText::offerName(p.offer), dateText(p.observed)),
            QLocale().toString(point.tokensPerSecond, 'f', point.tokensPerSecond < 10 ? 1 : 0),
            PriceText::money(point.costPerMillionTokens, p.currency)};
        for (int c = 0; c < cells.size(); ++c) {
            auto *item = new QTableWidgetItem(cells[c]);
            item->setToolTip(g->source + QLatin1Char('\n') + p.source);
            if (c >= 2)
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            m_serveTable->setItem(r, c, item);
        }
    }
    fitTableToWidth(m_serveTable);
}

} // namespace gpulab
