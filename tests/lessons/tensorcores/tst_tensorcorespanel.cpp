// The "Tensor Cores" lesson as a student and an instructor use it (under Xvfb): it opens through
// the registry, every section shows with the tab it talks about, the model SM plays, steps,
// resets and changes scenario from the keyboard (and refuses bad parameters), the 2:4 weight
// block is pruned from the keyboard and flags a broken group, the live precision experiment
// runs on small sizes, fills its chart and gives a verdict, its Cancel stops a large run, the
// running-sum experiment stops at 256 in BF16 with the point marked, and the scene paints in
// every theme and at presenter size. No Qt warning may appear.
#include "../../widgets/aswrittentest.h"
#include "../fixedtranslator.h"
#include "../lessontestsupport.h"
#include "lessons/framework/lessoncontent.h"
#include "lessons/framework/panelregistry.h"
#include "lessons/framework/sectionview.h"
#include "lessons/tensorcores/peakstable.h"
#include "lessons/tensorcores/precisionlab.h"
#include "lessons/tensorcores/sparsityeditor.h"
#include "lessons/tensorcores/stagnationlab.h"
#include "lessons/tensorcores/tensorcoremodel.h"
#include "lessons/tensorcores/tensorcorepanel.h"
#include "lessons/tensorcores/tensorcorescene.h"
#include "widgets/chartframe.h"
#include "widgets/simulationview.h"

#include <QBarCategoryAxis>
#include <QChart>
#include <QChartView>
#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QPainter>
#include <QProgressBar>
#include <QPushButton>
#include <QScatterSeries>
#include <QSignalSpy>
#include <QTabWidget>
#include <QtTest>

using namespace gpulab;
using Side = TensorCoreModel::Side;

class TestTensorCoresPanel : public QObject
{
    Q_OBJECT
    test::LessonServices m_services; // what the app lends a lesson

private slots:
    void init();
    void cleanup();
    void everySectionShows();
    void simulationFromTheKeyboard();
    void parametersThroughTheView();
    void peaksComeFromTheData();
    void sparsityByKeyboard();
    void sparsityRightToLeft();
    void listsJoinTheLanguagesWay();
    void precisionExperimentRuns();
    void blockScaledInputsInTheExperiment();
    void cancelStopsTheExperiment();
    void accumulationGetsStuck();
    void scenePaintsInEveryThemeAndSize();
    void clockAndShareDoneAreOneText();
    void describesInWords();
    void screenshotPreparation();

private:
    SimulationView *view() const { return m_panel->simulation(); }
    const TensorCoreModel &model() const { return m_panel->model(); }
    TensorCorePanel *m_panel = nullptr;
};

void TestTensorCoresPanel::init()
{
    test::openPanel(m_services, QStringLiteral("tensorcores"), m_panel);
}

void TestTensorCoresPanel::cleanup()
{
    delete m_panel; // cancels a running experiment and waits for its thread
    m_panel = nullptr;
}

void TestTensorCoresPanel::everySectionShows()
{
    QCOMPARE(m_panel->content().id, QStringLiteral("tensor-cores"));
    QCOMPARE(m_panel->content().order, 3);
    QVERIFY(m_panel->sectionCount() >= 4 && m_panel->sectionCount() <= 8);
    QVERIFY(view());
    QCOMPARE(view()->model().id(), QStringLiteral("tensor-cores"));
    QVERIFY(m_panel->tabs());
    QVERIFY(m_panel->sectionView()->toPlainText().contains("In this lesson you will"));
    for (int s = 0; s < m_panel->sectionCount(); ++s) {
        m_panel->showSection(s);
        QCOMPARE(m_panel->currentSection(), s);
        const QString text = m_panel->sectionView()->toPlainText();
        const QString id = m_panel->content().sections.at(s).id;
        QVERIFY2(text.size() > 300, qPrintable(id));
        QVERIFY(!text.contains("cannot be shown"));
        QVERIFY(!m_panel->currentNotes().isEmpty());
        // Every section names the tab it talks about (lesson.json), and brings it up.
        const int tab = m_panel->tabIndex(m_panel->content().sections.at(s).tab);
        QVERIFY2(tab >= 0, qPrintable(id));
        QCOMPARE(m_panel->tabs()->currentIndex(), tab);
        // The model steps aside for the sparsity block and the live experiments.
        QCOMPARE(view()->isVisible(), tab == TensorCorePanel::PeaksTab);
    }
    QVERIFY(m_panel->sectionView()->toPlainText().startsWith("Summary"));
    QCOMPARE(m_panel->content().sections.at(2).id, QStringLiteral("generations"));
    QCOMPARE(m_panel->content().sections.at(3).id, QStringLiteral("sparsity"));
    // The sparsity section sets the simulation to its sparse scenario.
    QCOMPARE(model().beat(), 5);
    QVERIFY(model().settings().sparse);
    // The clicker walks the six scenarios in "Generations and precisions" and only there.
    m_panel->showSection(1);
    QCOMPARE(model().beat(), 0);
    QVERIFY(test::clickOn(m_panel));
    QCOMPARE(m_panel->currentSection(), 2);
    QCOMPARE(model().beat(), 0);
    for (int beat = 1; beat < TensorCoreModel::kBeats; ++beat) {
        QVERIFY(test::clickOn(m_panel));
        QCOMPARE(m_panel->currentSection(), 2);
        QCOMPARE(model().beat(), beat);
    }
    QVERIFY(test::clickOn(m_panel));
    QCOMPARE(m_panel->currentSection(), 3);
    QVERIFY(m_panel->backward()); // back into the walk at its last beat
    QCOMPARE(m_panel->currentSection(), 2);
    QCOMPARE(model().beat(), TensorCoreModel::kBeats - 1);
}

void TestTensorCoresPanel::simulationFromTheKeyboard()
{
    view()->setFocus();
    QTRY_VERIFY(view()->hasFocus());
    QTest::keyClick(view(), Qt::Key_S);
    QCOMPARE(view()->stepsTaken(), 1);
    QVERIFY(model().cycle() > 0);
    QTest::keyClick(view(), Qt::Key_Space);
    QVERIFY(view()->isPlaying());
    QTRY_VERIFY(view()->stepsTaken() > 10);
    QTest::keyClick(view(), Qt::Key_Space);
    QVERIFY(!view()->isPlaying());
    const TensorCoreModel::SideState cuda = model().side(Side::Cuda);
    const TensorCoreModel::SideState tensor = model().side(Side::Tensor);
    QVERIFY(tensor.fmasDone > cuda.fmasDone); // the same clock, 8 times the work
    QCOMPARE(cuda.cycle, tensor.cycle);
    QTest::keyClick(view(), Qt::Key_R);
    QCOMPARE(view()->stepsTaken(), 0);
    QCOMPARE(model().cycle(), 0);
    QCOMPARE(model().side(Side::Tensor).fmasDone, 0);
    QTest::keyClick(view(), Qt::Key_N);
    QCOMPARE(model().beat(), 1);
    QCOMPARE(model().settings().generation, QStringLiteral("a100"));
    QTest::keyClick(view(), Qt::Key_P);
    QCOMPARE(model().beat(), 0);
    // Played to the end (a fast clock), both sides stop at their closed-form counts.
    QString error;
    QVERIFY2(view()->setParameters({{"cyclesPerSecond", 20000}}, &error), qPrintable(error));
    view()->setSpeed(4);
    QTest::keyClick(view(), Qt::Key_K);
    QTRY_VERIFY_WITH_TIMEOUT(model().finished(), 15000);
    QTRY_VERIFY(!view()->isPlaying());
    QCOMPARE(model().side(Side::Cuda).cycle, 4096);
    QCOMPARE(model().side(Side::Tensor).cycle, 512);
    QVERIFY(view()->scene().describe(model()).contains("8\u00d7 fewer clocks"));
}

void TestTensorCoresPanel::parametersThroughTheView()
{
    // What the Simulation Parameters dialog and presets do: all or nothing.
    const QJsonObject before = model().parameters();
    QString error;
    QVERIFY(!view()->setParameters({{"generation", "v100"}, {"precision", "fp8"}}, &error));
    QVERIFY(error.contains("fp8"));
    QCOMPARE(model().parameters(), before);
    QVERIFY(!view()->setParameters({{"size", 0}}, &error));
    QCOMPARE(model().parameters(), before);
    QVERIFY(view()->setParameters(
        {{"generation", "h100"}, {"precision", "fp8"}, {"size", 128}, {"sparse", true}}, &error));
    QCOMPARE(model().machine().fmaPerTensorCore, 2048);
    QCOMPARE(model().totalCycles(Side::Tensor), TensorCoreModel::tensorCycles(128, 4, 2048));
    // A preset round trip brings the same picture back.
    view()->runSteps(30);
    const SimulationPreset preset = view()->preset();
    const QJsonObject state = model().state();
    view()->reset();
    QVERIFY2(view()->applyPreset(preset, &error), qPrintable(error));
    QCOMPARE(model().state(), state);
}

void TestTensorCoresPanel::peaksComeFromTheData()
{
    PeaksTable *table = m_panel->peaks();
    QVERIFY(table);
    QVERIFY(table->rowCount() >= 8);
    // Dense / sparse side by side, SXM and PCIe rows both there.
    QStringList names;
    for (int r = 0; r < table->rowCount(); ++r)
        names << table->item(r, 0)->text();
    const int sxm = int(names.indexOf(QRegularExpression("H100 SXM.*")));
    const int pcie = int(names.indexOf(QRegularExpression("H100 PCIe.*")));
    QVERIFY(sxm >= 0 && pcie >= 0);
    const int fp16Column = 3 + int(PeaksTable::tensorPrecisions().indexOf(Precision::Fp16));
    QCOMPARE(table->item(sxm, fp16Column)->text(), QStringLiteral("989.4 / 1979"));
    QCOMPARE(table->item(sxm, 1)->text(), QStringLiteral("SXM"));
    QCOMPARE(table->item(pcie, 1)->text(), QStringLiteral("PCIe"));
    const int v100 = int(names.indexOf(QRegularExpression(".*V100 SXM2.*")));
    QCOMPARE(table->item(v100, fp16Column)->text(), QStringLiteral("125 / \u2014"));
    QVERIFY(table->item(v100, 0)->toolTip().contains("datasheet"));
    // The note under the table: a PCIe card is not the SXM module at less power, it has fewer
    // SMs; the counts come from the data file.
    const QLabel *note = m_panel->findChild<QLabel *>(QStringLiteral("peaksNote"));
    QVERIFY(note);
    const QList<GpuSpec> &specs = m_services.data.rows<GpuSpecs>();
    const GpuSpec *h100Pcie = findGpuSpec(specs, QStringLiteral("h100-pcie"));
    const GpuSpec *h100Sxm = findGpuSpec(specs, QStringLiteral("h100-sxm5"));
    QVERIFY(h100Pcie && h100Sxm);
    QVERIFY(h100Pcie->computeUnits < h100Sxm->computeUnits);
    for (double figure : {h100Pcie->computeUnits, h100Pcie->tensorCores, h100Sxm->computeUnits,
                          h100Sxm->tensorCores})
        QVERIFY2(note->text().contains(QLocale().toString(qRound64(figure))),
                 qPrintable(note->text()));
    QVERIFY(!note->text().contains(QStringLiteral("same tensor cores")));
    {
        // Its two parts are joined by the translator's pattern (Chinese: no space after "。"),
        // not by a space in code.
        test::FixedTranslator translator;
        translator.add(QStringLiteral("gpulab::SentenceText"), QStringLiteral("%1 %2"),
                       QStringLiteral("%1|%2"));
        QCoreApplication::installTranslator(&translator);
        TensorCorePanel *panel = nullptr;
        test::openPanel(m_services, QStringLiteral("tensorcores"), panel);
        QCoreApplication::removeTranslator(&translator);
        const QString joined = panel->findChild<QLabel *>(QStringLiteral("peaksNote"))->text();
        delete panel;
        QVERIFY2(joined.contains(QStringLiteral("accumulation.|Compare SXM")), qPrintable(joined));
    }
    // The sparsity tab's summary: every sparse figure is twice the dense one.
    const QString html = denseSparseHtml(m_services.data.rows<GpuSpecs>(), Precision::Fp16);
    QVERIFY(html.contains("312") && html.contains("624"));
}

void TestTensorCoresPanel::sparsityByKeyboard()
{
    m_panel->showSection(3);
    QCOMPARE(m_panel->tabs()->currentIndex(), int(TensorCorePanel::SparsityTab));
    SparsityEditor *editor = m_panel->sparsity();
    QVERIFY(editor->isVisible());
    editor->setFocus();
    QTRY_VERIFY(editor->hasFocus());
    const SparseWeights &w = editor->weights();
    QVERIFY(!w.valid()); // dense at first
    QVERIFY(m_panel->sparsityStatus()->text().contains("Not 2:4"));
    // Prune the two smallest of the first group by hand: Home, arrows, Space.
    QTest::keyClick(editor, Qt::Key_Home);
    QCOMPARE(editor->cursor(), QPoint(0, 0));
    SparseWeights expected = w;
    expected.pruneSmallest();
    for (int c = 0; c < 4; ++c) {
        if (!expected.kept(0, c))
            QTest::keyClick(editor, Qt::Key_Space);
        if (c < 3)
            QTest::keyClick(editor, Qt::Key_Right);
    }
    QCOMPARE(editor->cursor(), QPoint(3, 0));
    QCOMPARE(w.keptInGroup(0, 0), 2);
    QVERIFY(w.groupValid(0, 0));
    QVERIFY(editor->accessibleDescription().contains("Row 1, weight 4"));
    // Down and Enter restore work too; Up and Left stop at the edges.
    QTest::keyClick(editor, Qt::Key_Down);
    QCOMPARE(editor->cursor(), QPoint(3, 1));
    for (int i = 0; i < 6; ++i)
        QTest::keyClick(editor, Qt::Key_Up);
    QCOMPARE(editor->cursor(), QPoint(3, 0));
    // "Prune smallest" from the keyboard (its button, Space): the block becomes valid.
    m_panel->pruneButton()->setFocus();
    QTest::keyClick(m_panel->pruneButton(), Qt::Key_Space);
    QVERIFY(w.valid());
    for (int r = 0; r < w.rows(); ++r)
        for (int c = 0; c < w.cols(); ++c)
            QCOMPARE(w.kept(r, c), expected.kept(r, c));
    QCOMPARE(w.skippedMultiplies(), w.weightCount() / 2);
    QVERIFY(m_panel->sparsityStatus()->text().contains("Valid 2:4"));
    QVERIFY(m_panel->sparsityStatus()->text().contains(QString::number(w.weightCount() / 2)));
    // Bring one pruned weight back: its group breaks the rule and is flagged.
    editor->setFocus();
    QTest::keyClick(editor, Qt::Key_Home);
    for (int c = 0; c < 4 && w.kept(0, editor->cursor().x()); ++c)
        QTest::keyClick(editor, Qt::Key_Right);
    QTest::keyClick(editor, Qt::Key_Return);
    QVERIFY(!w.valid());
    QCOMPARE(w.invalidGroups(), 1);
    QCOMPARE(w.skippedMultiplies(), 0);
    QVERIFY(m_panel->sparsityStatus()->text().contains("Not 2:4"));
    QVERIFY(editor->accessibleDescription().contains("row 1 group 1 keeps 3"));
    // A click toggles too, and moves the cursor there.
    const bool keptBefore = w.kept(2, 5);
    QTest::mouseClick(editor, Qt::LeftButton, {}, editor->cellArea(2, 5).center().toPoint());
    QCOMPARE(w.kept(2, 5), !keptBefore);
    QCOMPARE(editor->cursor(), QPoint(5, 2));
    // Restore all: dense again.
    QTest::keyClick(m_panel->restoreButton(), Qt::Key_Space);
    QCOMPARE(w.prunedCount(), 0);
}

// In a right-to-left language (Arabic) the weights stay a matrix as mathematics writes it: the
// editor draws as it does left to right (each row's label beside its row), a click toggles the
// weight drawn there and the arrows move the way they point.
void TestTensorCoresPanel::sparsityRightToLeft()
{
    SparsityEditor editor;
    editor.resize(editor.sizeHint());
    const QString differs = test::mirroredDrawingDiffers(&editor);
    QVERIFY2(differs.isEmpty(), qPrintable(differs));
    editor.setLayoutDirection(Qt::RightToLeft);
    editor.show();
    QVERIFY(QTest::qWaitForWindowExposed(&editor));
    QVERIFY(editor.cellArea(0, 0).center().x() < editor.cellArea(0, 1).center().x());
    const bool kept = editor.weights().kept(0, 0);
    QTest::mouseClick(&editor, Qt::LeftButton, {}, editor.cellArea(0, 0).center().toPoint());
    QCOMPARE(editor.weights().kept(0, 0), !kept);
    QCOMPARE(editor.cursor(), QPoint(0, 0));
    QTest::keyClick(&editor, Qt::Key_Right);
    QCOMPARE(editor.cursor(), QPoint(1, 0));
}

// The groups still over 2:4 and the simulation's keys are lists joined by the UI language's
// patterns (Chinese: a full-width semicolon and colon), never by "; " or ": " in code.
void TestTensorCoresPanel::listsJoinTheLanguagesWay()
{
    test::FixedTranslator chinese;
    chinese.add(QStringLiteral("gpulab::SentenceText"), QStringLiteral("%1; %2"),
                QStringLiteral("%1\uff1b%2"));
    chinese.add(QStringLiteral("gpulab::SentenceText"), QStringLiteral("%1: %2"),
                QStringLiteral("%1\uff1a%2"));
    QCoreApplication::installTranslator(&chinese);
    const auto removeTranslator =
        qScopeGuard([&chinese] { QCoreApplication::removeTranslator(&chinese); });
    SparsityEditor editor;
    QVERIFY(editor.weights().invalidGroups() > 1); // dense at first
    const QString summary = editor.summary();
    QVERIFY2(summary.contains(QChar(0xff1b)) && !summary.contains(QStringLiteral("; ")),
             qPrintable(summary));
    const QString keys = SimulationView::keyHelp();
    QVERIFY2(keys.contains(QChar(0xff1b)) && keys.contains(QChar(0xff1a)) &&
                 !keys.contains(QStringLiteral("; ")) && keys.count(QStringLiteral(": ")) <= 1,
             qPrintable(keys));
}

void TestTensorCoresPanel::precisionExperimentRuns()
{
    m_panel->showSection(4);
    PrecisionLab *lab = m_panel->precisionLab();
    QVERIFY(lab->isVisible());
    QCOMPARE(lab->seriesCount(), 0);
    lab->setSizes({16, 32});
    // The formats alone first: the block-scaled box is on by default; Space turns it off.
    QVERIFY(lab->blockScaledBox()->isChecked());
    lab->blockScaledBox()->setFocus();
    QTest::keyClick(lab->blockScaledBox(), Qt::Key_Space);
    QVERIFY(!lab->blockScaledBox()->isChecked());
    // Predict with the keyboard: the list, End = the last format (FP8 E5M2).
    lab->predictionBox()->setFocus();
    QTest::keyClick(lab->predictionBox(), Qt::Key_End);
    const PrecisionInput e5m2{fp::Format::Fp8E5M2, std::nullopt};
    QCOMPARE(lab->prediction(), std::optional<PrecisionInput>(e5m2));
    QSignalSpy finished(lab, &PrecisionLab::finished);
    lab->runButton()->setFocus();
    QTest::keyClick(lab->runButton(), Qt::Key_Space);
    QVERIFY(lab->isRunning() || finished.count() == 1);
    QVERIFY(finished.count() == 1 || finished.wait(120000));
    QCOMPARE(finished.at(0).at(0).toBool(), false);
    QVERIFY(!lab->lastRunCancelled());
    QCOMPARE(lab->results().size(), size_t(2 * 6 * 2));
    QCOMPARE(lab->seriesCount(), 4); // two sizes × two accumulations
    QCOMPARE(lab->largestErrorInput(), std::optional<PrecisionInput>(e5m2));
    const QString verdict = lab->verdictLabel()->text();
    QVERIFY2(verdict.contains("Right"), qPrintable(verdict));
    QVERIFY2(verdict.contains("a 2-bit mantissa"), qPrintable(verdict));
    QVERIFY2(verdict.contains("FP16 and TF32 came out the same"), qPrintable(verdict));
    QCOMPARE(lab->progressBar()->value(), 1000);
    QVERIFY(lab->runButton()->isEnabled());
    QVERIFY(!lab->cancelButton()->isEnabled());
    QVERIFY(lab->frame()->csv().count('\n') == 1 + 24);
    QVERIFY(lab->frame()->view()->accessibleDescription().contains("FP8 E5M2"));
    // Errors grow as mantissa bits go (FP32 accumulation, N = 32).
    auto error = [lab](fp::Format format) {
        for (const fp::PrecisionResult &r : lab->results())
            if (r.n == 32 && r.format == format && r.accumulation == fp::Accumulation::Fp32)
                return r.error.relFrobeniusError;
        return -1.0;
    };
    QVERIFY(error(fp::Format::Fp32) < error(fp::Format::Fp16));
    QVERIFY(error(fp::Format::Fp16) < error(fp::Format::Bf16));
    QVERIFY(error(fp::Format::Bf16) < error(fp::Format::Fp8E4M3));
    QVERIFY(error(fp::Format::Fp8E4M3) < error(fp::Format::Fp8E5M2));
    // The log toggle rebuilds the chart with the same lines.
    auto *log = lab->frame()->findChild<QCheckBox *>();
    QVERIFY(log && log->isChecked());
    log->setChecked(false);
    QCOMPARE(lab->seriesCount(), 4);
}

void TestTensorCoresPanel::blockScaledInputsInTheExperiment()
{
    m_panel->showSection(4);
    PrecisionLab *lab = m_panel->precisionLab();
    lab->setSizes({32});
    lab->blockScaledBox()->setChecked(true);
    // The prediction list offers them; the last is NVFP4.
    lab->predictionBox()->setFocus();
    QTest::keyClick(lab->predictionBox(), Qt::Key_End);
    QCOMPARE(lab->prediction()->name(), QString("NVFP4"));
    const int mxfp4 = lab->predictionBox()->findText("MXFP4");
    QVERIFY(mxfp4 > 0);
    lab->predictionBox()->setCurrentIndex(mxfp4);
    // Only FP32 accumulation chosen: the formats and the schemes each once.
    lab->accumulationBox()->setCurrentIndex(lab->accumulationBox()->findData(1));
    QSignalSpy finished(lab, &PrecisionLab::finished);
    // The verdict's sentences are joined by the translator's pattern, not by a space in code.
    test::FixedTranslator translator;
    translator.add(QStringLiteral("gpulab::SentenceText"), QStringLiteral("%1 %2"),
                   QStringLiteral("%1|%2"));
    QCoreApplication::installTranslator(&translator);
    const auto removeTranslator =
        qScopeGuard([&translator] { QCoreApplication::removeTranslator(&translator); });
    QTest::keyClick(lab->runButton(), Qt::Key_Space);
    QVERIFY(finished.count() == 1 || finished.wait(120000));
    QCOMPARE(finished.at(0).at(0).toBool(), false);
    QCOMPARE(lab->results().size(), size_t(6 + 3));
    int schemes = 0;
    for (const fp::PrecisionResult &r : lab->results()) {
        schemes += r.scheme.has_value();
        QCOMPARE(r.accumulation, fp::Accumulation::Fp32);
    }
    QCOMPARE(schemes, 3);
    // On values in [-1, 1): MXFP4 has the largest error, NVFP4's finer scales do better.
    QCOMPARE(lab->largestErrorInput()->name(), QString("MXFP4"));
    const QString verdict = lab->verdictLabel()->text();
    QVERIFY2(verdict.contains("Right"), qPrintable(verdict));
    QVERIFY2(verdict.contains("blocks of 32"), qPrintable(verdict));
    QVERIFY2(verdict.contains("NVFP4"), qPrintable(verdict));
    QVERIFY2(verdict.contains("MXFP8 did worse than plain FP8 E4M3"), qPrintable(verdict));
    // MXFP4's elements (E2M1) have one mantissa bit: "a 1-bit mantissa", never "1 mantissa
    // bits" (a translator writes each plural form: %Ln).
    QVERIFY2(verdict.contains("have a 1-bit mantissa"), qPrintable(verdict));
    QVERIFY2(verdict.contains(QStringLiteral("value.|")), qPrintable(verdict));
    // The chart's categories end with them; the CSV and the description name them.
    auto *x =
        qobject_cast<QBarCategoryAxis *>(lab->frame()->chart()->axes(Qt::Horizontal).value(0));
    QVERIFY(x);
    QCOMPARE(x->categories().mid(6), QStringList({"MXFP8<br>E4M3", "MXFP4", "NVFP4"}));
    QVERIFY(lab->frame()->csv().contains("\n32,nvfp4,fp32,"));
    QVERIFY(lab->frame()->view()->accessibleDescription().contains("MXFP4"));
    QCOMPARE(lab->seriesCount(), 1);
}

void TestTensorCoresPanel::cancelStopsTheExperiment()
{
    m_panel->showSection(4);
    PrecisionLab *lab = m_panel->precisionLab();
    lab->setSizes({384, 512});               // tens of seconds on a laptop: long enough to cancel
    lab->blockScaledBox()->setChecked(true); // as it opens: formats, both sums, then 3 schemes
    lab->accumulationBox()->setCurrentIndex(lab->accumulationBox()->findData(0));
    QSignalSpy finished(lab, &PrecisionLab::finished);
    QVERIFY(lab->run());
    QVERIFY(lab->isRunning());
    QVERIFY(lab->cancelButton()->isEnabled());
    QString error;
    QVERIFY(!lab->run(&error)); // one run at a time
    QVERIFY(!error.isEmpty());
    QTest::keyClick(lab->cancelButton(), Qt::Key_Space);
    QVERIFY(finished.wait(30000));
    QCOMPARE(finished.at(0).at(0).toBool(), true);
    QVERIFY(lab->lastRunCancelled());
    QVERIFY(lab->results().size() < size_t(2 * (6 * 2 + 3)));
    QVERIFY(lab->statusLabel()->text().contains("Cancelled"));
    QVERIFY(lab->runButton()->isEnabled());
    // And it runs again afterwards.
    lab->setSizes({8});
    QVERIFY(lab->runAndWait(60000));
    QCOMPARE(lab->results().size(), size_t(6 * 2 + 3));
}

void TestTensorCoresPanel::accumulationGetsStuck()
{
    m_panel->showSection(5);
    StagnationLab *lab = m_panel->stagnationLab();
    QVERIFY(lab->isVisible());
    lab->setConfig(fp::Format::Bf16, 1.0, 1000);
    QCOMPARE(lab->config().format, fp::Format::Bf16);
    QCOMPARE(lab->config().addend, 1.0);
    QCOMPARE(lab->config().count, 1000);
    lab->setPrediction(256.0);
    QSignalSpy finished(lab, &StagnationLab::finished);
    lab->runButton()->setFocus();
    QTest::keyClick(lab->runButton(), Qt::Key_Space);
    QVERIFY(finished.count() == 1 || finished.wait(30000));
    QVERIFY(lab->hasResult());
    QCOMPARE(lab->result().stallValue, 256.0);
    QCOMPARE(lab->result().stallStep, 256);
    QCOMPARE(lab->result().fp32Sum, 1000.0);
    QCOMPARE(lab->gapAtStall(), 2.0);
    QVERIFY(lab->stallMark());
    QCOMPARE(lab->stallMark()->at(0), QPointF(256, 256));
    QCOMPARE(lab->seriesCount(), 5); // FP32, Kahan, exact, the format's sum, the stall mark
    const QString verdict = lab->verdictLabel()->text();
    QVERIFY2(verdict.contains("Right"), qPrintable(verdict));
    QVERIFY2(verdict.contains("exactly halfway"), qPrintable(verdict));
    QVERIFY(lab->frame()->csv().startsWith("adds,"));
    // A wrong prediction is answered too: FP16 adding 0.01 sticks at 32.
    lab->setConfig(fp::Format::Fp16, 0.01, 100000);
    lab->setPrediction(std::nullopt);
    lab->predictionBox()->setFocus();
    QTest::keyClick(lab->predictionBox(), Qt::Key_Down); // "it never gets stuck"
    QCOMPARE(lab->prediction(), std::optional<double>(0.0));
    QVERIFY(lab->runAndWait(30000));
    QCOMPARE(lab->result().stallValue, 32.0);
    QVERIFY(lab->verdictLabel()->text().contains("Not this time"));
    QVERIFY(lab->verdictLabel()->text().contains("cannot hold 0.01 exactly"));
}

void TestTensorCoresPanel::scenePaintsInEveryThemeAndSize()
{
    TensorCoreScene scene;
    TensorCoreModel model(m_services.data);
    test::paintsEveryBeatThemeAndSize(
        scene, model, m_panel->font(), {45},
        {QSize(320, 200), QSize(520, 240), QSize(640, 700), QSize(1600, 900)});
    QFont presenter = m_panel->font();
    presenter.setPointSizeF(presenter.pointSizeF() * 1.75);
    // The panel's widgets follow a theme change.
    SceneStyle dark = SceneStyle::highContrastDark();
    dark.font = presenter;
    m_panel->setSceneStyle(dark);
    m_panel->setPalette(QPalette(Qt::white, Qt::black));
    QTRY_COMPARE(m_panel->precisionLab()->frame()->chart()->backgroundBrush().color(),
                 dark.background);
    // Presenter-size text makes the weight block bigger.
    const QSize before = m_panel->sparsity()->sizeHint();
    m_panel->sparsity()->setFont(presenter);
    QVERIFY(m_panel->sparsity()->sizeHint().height() > before.height());
}

// The clock counter and the share done are one line: one text from one translatable pattern, so
// that an Arabic line reads them in its order (two texts placed by x offsets from the left put
// the share, read second, on the right, where Arabic reads first).
void TestTensorCoresPanel::clockAndShareDoneAreOneText()
{
    TensorCoreScene scene;
    TensorCoreModel model(m_services.data);
    for (int i = 0; i < 45; ++i)
        model.step(1.0 / 60);
    SceneStyle style = SceneStyle::light();
    style.font = m_panel->font();
    SceneTextLog log;
    style.textLog = &log;
    QImage image(QSize(1280, 800), QImage::Format_ARGB32);
    QPainter painter(&image);
    scene.render(painter, QRectF(0, 0, 1280, 800), model, style);
    painter.end();
    int lines = 0;
    for (const PlacedText &placed : log) {
        QVERIFY2(!placed.text.startsWith(QStringLiteral("\u00b7")), qPrintable(placed.text));
        if (placed.text.contains(QStringLiteral("% done")))
            lines += placed.text.contains(QStringLiteral("clock")) ? 1 : 100;
    }
    QCOMPARE(lines, 2); // one a side, each with its clock
}

void TestTensorCoresPanel::describesInWords()
{
    const QString before = view()->scene().describe(view()->model());
    QVERIFY(before.contains("not a measurement"));
    QVERIFY(before.contains("N = 64"));
    QVERIFY(before.contains("V100"));
    view()->runSteps(600); // the tensor side finishes after 4 s
    const QString after = view()->scene().describe(view()->model());
    QVERIFY2(after.contains("done in 512 clocks"), qPrintable(after));
    QVERIFY(view()->accessibleDescription().contains("fewer clocks"));
    QVERIFY(!m_panel->sparsity()->accessibleDescription().isEmpty());
}

void TestTensorCoresPanel::screenshotPreparation()
{
    // --screenshot: both live experiments run (small) and the weight block shows both verdicts.
    QVERIFY(m_panel->prepareForScreenshot());
    QVERIFY(!m_panel->precisionLab()->results().empty());
    QVERIFY(m_panel->stagnationLab()->hasResult());
    QCOMPARE(m_panel->sparsity()->weights().invalidGroups(), 1);
}

QTEST_MAIN(TestTensorCoresPanel)
#include "tst_tensorcorespanel.moc"
