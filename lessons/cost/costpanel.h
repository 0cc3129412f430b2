// "The cost of compute"'s panel: the sections and the training-budget simulation (LessonPanel),
// plus five tabs under them:
//   - "Training run" ("run"): the simulation's parameters as a form — model (models.csv), tokens
//     (with the compute-optimal 20 per parameter), GPU (gpu-specs.csv, dense BF16), MFU, GPUs,
//     a price of the price book for that GPU, and for a spot run its price, interruptions,
//     checkpoint and restart costs and interval (Young's on a button) — and the arithmetic
//     worked out: 6·P·D, GPU-hours, wall-clock, money with its currency and date.
//   - "Prices" ("prices"): the price book as an editable table: the user types a price, it is
//     checked (a clear message when it is not a price), kept in the user's data folder with the
//     day it was typed, and shown beside the shipped price, date and source; "Restore the
//     shipped prices" forgets the user's.
//   - "Cost vs GPUs" ("scale"): ChartFrame: wall-clock time and cost against the number of GPUs
//     (1 to 4,096) for the run, with the gradients' ring all-reduce (allreduce.h).
//   - "Buy or rent" ("buy"): a purchase price against an hourly one, power at the card's TDP,
//     the user's electricity price and PUE, busy hours a month: the break-even month.
//   - "Serving" ("serve"): cost per million output tokens from the decode bound (servingmath.h)
//     for every hourly price of the book, for a model, weight format and batch.
// Each section brings up the tab it names in lesson.json; the GPU-hours section walks the beats,
// and the spot section starts the spot beat where the run shown is on demand.
#pragma once

#include "lessons/cost/gpuprices.h"
#include "lessons/framework/lessonpanel.h"

#include <QJsonObject>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QPushButton;
class QSpinBox;
class QTableWidget;

namespace gpulab {

class ChartFrame;
class CostModel;

class CostPanel : public LessonPanel
{
    Q_OBJECT
public:
    CostPanel(const LessonContext &context, const LessonContent &content,
              std::unique_ptr<SimulationModel> model, std::unique_ptr<SimulationScene> scene,
              QWidget *parent = nullptr);
    ~CostPanel() override;

    const CostModel &model() const;
    PriceBook &priceBook() { return m_prices; }

    // ---- for tests
    QComboBox *modelBox() const { return m_model; }
    QComboBox *gpuBox() const { return m_gpu; }
    QComboBox *priceBox() const { return m_price; }
    QDoubleSpinBox *tokensBox() const { return m_tokens; }
    QSpinBox *gpusBox() const { return m_gpus; }
    QLabel *workedText() const { return m_worked; }
    QTableWidget *priceTable() const { return m_priceTable; }
    QLabel *priceMessage() const { return m_priceMessage; }
    QPushButton *restoreButton() const { return m_restore; }
    ChartFrame *scalingChart() const { return m_chart; }
    QLabel *buyText() const { return m_buyText; }
    QTableWidget *servingTable() const { return m_serveTable; }

    // The user's prices file (default PriceBook::userFilePath()); tests point it elsewhere
    // before load().
    static void setUserPriceFileForTests(const QString &path);

protected:
    QWidget *createExtras() override;
    void restyleExtras(const SceneStyle &style) override;
    // The spot section brings up the spot beat (Young's interval) when the run is on demand.
    void sectionChanged(int index) override;

private:
    QWidget *buildRunTab();
    QWidget *buildPricesTab();
    QWidget *buildScaleTab();
    QWidget *buildBuyTab();
    QWidget *buildServeTab();
    void applyRunFields();
    void syncFromModel();
    void fillPriceChoices();
    void fillPriceTable();
    void priceEdited(int row, int column);
    void refreshAll();
    void refreshWorked();
    void refreshChart();
    void refreshBuy();
    void refreshServe();

    PriceBook m_prices;
    bool m_syncing = false;
    QJsonObject m_shownParameters;
    // run
    QComboBox *m_model = nullptr;
    QDoubleSpinBox *m_tokens = nullptr;
    QPushButton *m_optimal = nullptr;
    QComboBox *m_gpu = nullptr;
    QDoubleSpinBox *m_mfu = nullptr;
    QSpinBox *m_gpus = nullptr;
    QComboBox *m_price = nullptr;
    QCheckBox *m_spot = nullptr;
    QComboBox *m_spotPrice = nullptr;
    QDoubleSpinBox *m_mtbf = nullptr;
    QDoubleSpinBox *m_checkpoint = nullptr;
    QDoubleSpinBox *m_restart = nullptr;
    QDoubleSpinBox *m_interval = nullptr;
    QPushButton *m_young = nullptr;
    QLabel *m_worked = nullptr;
    // prices
    QTableWidget *m_priceTable = nullptr;
    QLabel *m_priceMessage = nullptr;
    QPushButton *m_restore = nullptr;
    // scale
    ChartFrame *m_chart = nullptr;
    QDoubleSpinBox *m_network = nullptr;
    // buy
    QComboBox *m_buyPurchase = nullptr;
    QComboBox *m_buyRent = nullptr;
    QDoubleSpinBox *m_kwh = nullptr;
    QDoubleSpinBox *m_pue = nullptr;
    QDoubleSpinBox *m_busy = nullptr;
    QLabel *m_buyText = nullptr;
    // serve
    QComboBox *m_serveModel = nullptr;
    QComboBox *m_serveFormat = nullptr;
    QSpinBox *m_batch = nullptr;
    QTableWidget *m_serveTable = nullptr;
};

} // namespace gpulab
