// The "Precision formats" lesson as a student and an instructor use it (under Xvfb): it opens
// through the registry, every section shows with the tab it talks about (the simulation only with
// loss scaling), the simulation plays, steps, resets and changes scenario from the keyboard, the
// bit editor flips bits from the keyboard and the mouse and says which bit it is on, typed numbers
// give the codec's values and bad input a message, the range table shows codec-computed values,
// the 70,000 prediction reveals infinity and 70,144, the survival prediction gets its verdict,
// the memory tab does parameters × bytes, everything paints in every theme, and numbers are
// written the UI locale's way. No Qt warning may appear.
#include "../../widgets/aswrittentest.h"
#include "../lessontestsupport.h"
#include "compute/formats.h"
#include "lessons/framework/lessoncontent.h"
#include "lessons/framework/panelregistry.h"
#include "lessons/framework/sectionview.h"
#include "lessons/precision/bitlabpage.h"
#include "lessons/precision/blockdetail.h"
#include "lessons/precision/blockmaps.h"
#include "lessons/precision/blockspage.h"
#include "lessons/precision/lossscalingmodel.h"
#include "lessons/precision/lossscalingpage.h"
#include "lessons/precision/lossscalingscene.h"
#include "lessons/precision/memorychart.h"
#include "lessons/precision/memorypage.h"
#include "lessons/precision/numberline.h"
#include "lessons/precision/overflowpage.h"
#include "lessons/precision/precisionmath.h"
#include "lessons/precision/precisionpanel.h"
#include "lessons/precision/rangetablepage.h"
#include "widgets/bitedit.h"
#include "widgets/chartframe.h"
#include "widgets/simulationview.h"

#include <QChart>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineEdit>
#include <QPainter>
#include <QPushButton>
#include <QRadioButton>
#include <QScopeGuard>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QtTest>

#include <cmath>

using namespace gpulab;
using Survival = LossScalingPage::Survival;

class TestPrecisionPanel : public QObject
{
    Q_OBJECT
    test::LessonServices m_services; // what the app lends a lesson

private slots:
    void init();
    void cleanup();
    void everySectionShows();
    void clickerWalksTheScenarios();
    void simulationFromTheKeyboard();
    void bitEditorFromTheKeyboard();
    void bitEditorWithTheMouse();
    void typedNumbersShowTheCodecsValues();
    void badInputGivesAMessage();
    void formatChangeKeepsTheNumber();
    void tableShowsCodecValues();
    void overflowPrediction();
    void survivalPrediction();
    void wrongSurvivalPredictionAndWithdrawal();
    void simulationControlsInTheTab();
    void memoryTab();
    void blocksTab();
    void blocksTabOpensNpyFiles();
    void numberLine();
    void paintsInEveryThemeAndSize();
    void drawingsKeepTheirDirectionRightToLeft();
    void numbersFollowTheLocale();

private:
    SimulationView *view() const { return m_panel->simulation(); }
    BitLabPage *bitLabPage() const { return m_panel->bitLabPage(); }
    RangeTablePage *rangePage() const { return m_panel->rangeTablePage(); }
    OverflowPage *overflowPage() const { return m_panel->overflowPage(); }
    LossScalingPage *lossPage() const { return m_panel->lossScalingPage(); }
    MemoryPage *memoryPage() const { return m_panel->memoryPage(); }
    const LossScalingModel &model() const { return *m_panel->lossModel(); }
    int rowOf(QTableWidget *table, const QString &format) const;
    void typeInto(QLineEdit *edit, const QString &text);
    PrecisionPanel *m_panel = nullptr;
};

void TestPrecisionPanel::init()
{
    test::openPanel(m_services, QStringLiteral("precision"), m_panel);
}

void TestPrecisionPanel::cleanup()
{
    delete m_panel;
    m_panel = nullptr;
}

int TestPrecisionPanel::rowOf(QTableWidget *table, const QString &format) const
{
    for (int row = 0; row < table->rowCount(); ++row)
        if (table->item(row, 0) && table->item(row, 0)->text() == format)
            return row;
    return -1;
}

void TestPrecisionPanel::typeInto(QLineEdit *edit, const QString &text)
{
    edit->setFocus();
    QTRY_VERIFY(edit->hasFocus());
    edit->selectAll();
    QTest::keyClick(edit, Qt::Key_Backspace);
    QTest::keyClicks(edit, text);
}

void TestPrecisionPanel::everySectionShows()
{
    QCOMPARE(m_panel->content().id, QStringLiteral("precision-formats"));
    QCOMPARE(m_panel->content().order, 4);
    QVERIFY(m_panel->sectionCount() >= 4 && m_panel->sectionCount() <= 8);
    QVERIFY(view());
    QCOMPARE(view()->model().id(), QStringLiteral("loss-scaling"));
    QVERIFY(m_panel->tabs());
    QCOMPARE(m_panel->tabs()->count(), 7);
    QVERIFY(m_panel->sectionView()->toPlainText().contains("In this lesson you will"));
    for (int s = 0; s < m_panel->sectionCount(); ++s) {
        m_panel->showSection(s);
        QCOMPARE(m_panel->currentSection(), s);
        const QString id = m_panel->content().sections.at(s).id;
        const QString text = m_panel->sectionView()->toPlainText();
        QVERIFY2(text.size() > 300, qPrintable(id));
        QVERIFY(!text.contains("cannot be shown"));
        QVERIFY2(!m_panel->currentNotes().isEmpty(), qPrintable(id));
        // Every section names the tab it talks about (lesson.json), and brings it up.
        const int tab = m_panel->tabIndex(m_panel->content().sections.at(s).tab);
        QVERIFY2(tab >= 0, qPrintable(id));
        QCOMPARE(m_panel->tabs()->currentIndex(), tab);
        QCOMPARE(view()->isVisible(), tab == PrecisionPanel::LossScalingTab);
    }
    QVERIFY(m_panel->sectionView()->toPlainText().startsWith("Summary"));
}

void TestPrecisionPanel::clickerWalksTheScenarios()
{
    int lossSection = -1;
    for (int s = 0; s < m_panel->sectionCount(); ++s)
        if (m_panel->content().sections.at(s).id == "loss-scaling")
            lossSection = s;
    QVERIFY(lossSection > 0);
    QVERIFY(m_panel->content().sections.at(lossSection).beats);
    m_panel->showSection(lossSection - 1);
    QVERIFY(test::clickOn(m_panel));
    QCOMPARE(m_panel->currentSection(), lossSection);
    QCOMPARE(model().beat(), 0);
    for (int beat = 1; beat < LossScalingModel::kBeats; ++beat) {
        QVERIFY(test::clickOn(m_panel));
        QCOMPARE(model().beat(), beat);
        QVERIFY(model().settings() == LossScalingModel::beatSettings(beat));
        QCOMPARE(lossPage()->scenarioBox()->currentIndex(), beat);
    }
    QVERIFY(test::clickOn(m_panel));
    QCOMPARE(m_panel->currentSection(), lossSection + 1);
    // And back: the clicker enters at the last scenario and walks back to the first, whose
    // set-up returns with it.
    QVERIFY(m_panel->backward());
    QCOMPARE(model().beat(), LossScalingModel::kBeats - 1);
    for (int beat = LossScalingModel::kBeats - 2; beat >= 0; --beat) {
        QVERIFY(m_panel->backward());
        QCOMPARE(model().beat(), beat);
        QVERIFY(model().settings() == LossScalingModel::beatSettings(beat));
    }
}

void TestPrecisionPanel::simulationFromTheKeyboard()
{
    m_panel->tabs()->setCurrentIndex(PrecisionPanel::LossScalingTab);
    QVERIFY(view()->isVisible());
    view()->setFocus();
    QTRY_VERIFY(view()->hasFocus());
    QTest::keyClick(view(), Qt::Key_S);
    QCOMPARE(view()->stepsTaken(), 1);
    QTest::keyClick(view(), Qt::Key_Space);
    QVERIFY(view()->isPlaying());
    QTRY_VERIFY(model().iteration() >= 2);
    QTest::keyClick(view(), Qt::Key_Space);
    QVERIFY(!view()->isPlaying());
    QVERIFY(model().totals().seen > 0);
    QTest::keyClick(view(), Qt::Key_R);
    QCOMPARE(view()->stepsTaken(), 0);
    QCOMPARE(model().iteration(), 0);
    QCOMPARE(model().totals().seen, qint64(0));
    QTest::keyClick(view(), Qt::Key_N);
    QCOMPARE(model().beat(), 1);
    QCOMPARE(lossPage()->scenarioBox()->currentIndex(), 1);
    QCOMPARE(lossPage()->scalingBox()->currentData().toInt(),
             int(LossScalingModel::Scaling::Fixed));
    QCOMPARE(lossPage()->scaleSpin()->value(), 16);
    QTest::keyClick(view(), Qt::Key_P);
    QCOMPARE(model().beat(), 0);
    QVERIFY(model().settings() == LossScalingModel::beatSettings(0));
    QCOMPARE(lossPage()->scalingBox()->currentData().toInt(), int(LossScalingModel::Scaling::Off));
    QVERIFY(!lossPage()->scaleSpin()->isEnabled());
    // Played to the end, the run stops by itself.
    view()->runSteps(60 * 60);
    QVERIFY(model().finished());
    QVERIFY(!view()->isAnimating());
}

void TestPrecisionPanel::bitEditorFromTheKeyboard()
{
    m_panel->showSection(1); // how a float is built: the bit lab
    QCOMPARE(m_panel->tabs()->currentIndex(), int(PrecisionPanel::BitLabTab));
    typeInto(bitLabPage()->numberEdit(), "1");
    BitEdit *bits = bitLabPage()->bitEdit();
    QCOMPARE(bits->bits(), quint64(0x3C00));
    QCOMPARE(bits->bitCount(), 16);
    QVERIFY(bits->accessibleName().contains("FP16"));
    bits->setFocus();
    QTRY_VERIFY(bits->hasFocus());
    QCOMPARE(bits->currentBit(), 15);
    QCOMPARE(bits->accessibleDescription(), QStringLiteral("bit 15, sign, clear"));
    for (int i = 0; i < 5; ++i)
        QTest::keyClick(bits, Qt::Key_Right);
    QCOMPARE(bits->currentBit(), 10); // the lowest exponent bit
    QCOMPARE(bits->accessibleDescription(), QStringLiteral("bit 10, exponent, set"));
    QTest::keyClick(bits, Qt::Key_Space); // 0 01110 0000000000 = 0.5
    QCOMPARE(bits->bits(), quint64(0x3800));
    QCOMPARE(bitLabPage()->bitLab().bits(), 0x3800u);
    QCOMPARE(bitLabPage()->bitLab().value(), 0.5);
    QCOMPARE(bitLabPage()->numberEdit()->text(), QStringLiteral("0.5"));
    QCOMPARE(bitLabPage()->storedLabel()->text(), QStringLiteral("0.5"));
    QVERIFY(bitLabPage()->errorLabel()->text().contains("set directly"));
    QCOMPARE(bits->accessibleDescription(), QStringLiteral("bit 10, exponent, clear"));
    QTest::keyClick(bits, Qt::Key_Home);
    QTest::keyClick(bits, Qt::Key_Return); // the sign: -0.5
    QCOMPARE(bitLabPage()->bitLab().value(), -0.5);
    QTest::keyClick(bits, Qt::Key_End);
    QCOMPARE(bits->currentBit(), 0);
    QTest::keyClick(bits, Qt::Key_1); // sets the lowest mantissa bit
    QCOMPARE(bitLabPage()->bitLab().bits(), 0xB801u);
    QCOMPARE(bits->currentBit(), 0);
    QTest::keyClick(bits, Qt::Key_Left);
    QCOMPARE(bits->currentBit(), 1);
    QTest::keyClick(bits, Qt::Key_0); // already clear: nothing changes
    QCOMPARE(bitLabPage()->bitLab().bits(), 0xB801u);
    QVERIFY(bitLabPage()->formulaLabel()->text().contains("(1 + 1/1024)"));
    // The keyboard never leaves the field range.
    for (int i = 0; i < 20; ++i)
        QTest::keyClick(bits, Qt::Key_Left);
    QCOMPARE(bits->currentBit(), 15);
}

void TestPrecisionPanel::bitEditorWithTheMouse()
{
    bitLabPage()->setFormat(fp::Format::Tf32);
    QVERIFY(bitLabPage()->setNumber("1"));
    BitEdit *bits = bitLabPage()->bitEdit();
    QCOMPARE(bits->bitCount(), 19);
    QCOMPARE(bits->lowestBit(), 13);
    QTRY_VERIFY(bits->bitRect(31).width() > 4);
    // Click the top mantissa bit (bit 22): 1 becomes 1.5.
    QTest::mouseClick(bits, Qt::LeftButton, {}, bits->bitRect(22).center().toPoint());
    QCOMPARE(bitLabPage()->bitLab().value(), 1.5);
    QCOMPARE(bits->currentBit(), 22);
    QVERIFY(bits->hasFocus());
    // A click between the cells changes nothing.
    const quint64 before = bits->bits();
    QTest::mouseClick(bits, Qt::LeftButton, {}, QPoint(1, 1));
    QCOMPARE(bits->bits(), before);
    QCOMPARE(bits->bitRect(12), QRectF()); // not a TF32 bit
}

void TestPrecisionPanel::typedNumbersShowTheCodecsValues()
{
    bitLabPage()->setFormat(fp::Format::Bf16);
    typeInto(bitLabPage()->numberEdit(), "70000");
    QCOMPARE(bitLabPage()->bitLab().value(), 70144.0);
    QCOMPARE(bitLabPage()->storedLabel()->text(), QStringLiteral("70144"));
    QCOMPARE(bitLabPage()->patternLabel()->text().left(6), QStringLiteral("0x4789"));
    QVERIFY(bitLabPage()->errorLabel()->text().contains("144"));
    QVERIFY(bitLabPage()->neighboursLabel()->text().contains("69632"));
    QVERIFY(bitLabPage()->neighboursLabel()->text().contains("70656"));
    QCOMPARE(bitLabPage()->classLabel()->text(), QStringLiteral("normal"));
    QVERIFY(bitLabPage()->messageLabel()->isHidden());
    QCOMPARE(bitLabPage()->bitEdit()->bits(), quint64(0x4789));
    // FP16: the same number overflows.
    bitLabPage()->setFormat(fp::Format::Fp16);
    QCOMPARE(bitLabPage()->storedLabel()->text(), QStringLiteral("inf"));
    QVERIFY(bitLabPage()->errorLabel()->text().contains("beyond"));
    QCOMPARE(bitLabPage()->classLabel()->text(), QStringLiteral("infinity"));
    // A tiny number: a subnormal, and the number line marks it.
    typeInto(bitLabPage()->numberEdit(), "3e-8");
    QCOMPARE(bitLabPage()->bitLab().bits(), 0x0001u);
    QVERIFY(bitLabPage()->classLabel()->text().startsWith("subnormal"));
    QCOMPARE(bitLabPage()->numberLine()->value(), 3e-8);
    QVERIFY(bitLabPage()->numberLine()->accessibleDescription().contains("FP16"));
}

void TestPrecisionPanel::badInputGivesAMessage()
{
    typeInto(bitLabPage()->numberEdit(), "0.1");
    const quint32 bits = bitLabPage()->bitLab().bits();
    typeInto(bitLabPage()->numberEdit(), "abc");
    QVERIFY(bitLabPage()->messageLabel()->isVisible());
    QVERIFY(bitLabPage()->messageLabel()->text().contains("not a number"));
    QCOMPARE(bitLabPage()->bitLab().bits(), bits);
    typeInto(bitLabPage()->numberEdit(), "0x12345");
    QVERIFY(bitLabPage()->messageLabel()->text().contains("16 bits"));
    typeInto(bitLabPage()->numberEdit(), "0.25");
    QVERIFY(bitLabPage()->messageLabel()->isHidden());
    QCOMPARE(bitLabPage()->bitLab().value(), 0.25);
}

void TestPrecisionPanel::formatChangeKeepsTheNumber()
{
    typeInto(bitLabPage()->numberEdit(), "0.1");
    QComboBox *format = bitLabPage()->formatBox();
    format->setFocus();
    QTRY_VERIFY(format->hasFocus());
    QTest::keyClick(format, Qt::Key_Down); // FP16 -> BF16, as a user would
    QCOMPARE(fp::Format(format->currentData().toInt()), fp::Format::Bf16);
    QCOMPARE(bitLabPage()->bitLab().spec().id, fp::Format::Bf16);
    QCOMPARE(bitLabPage()->bitLab().value(), 0.10009765625);
    QCOMPARE(bitLabPage()->numberEdit()->text(), QStringLiteral("0.1"));
    QCOMPARE(bitLabPage()->bitEdit()->bitCount(), 16);
    QVERIFY(bitLabPage()->bitEdit()->accessibleName().contains("BF16"));
}

void TestPrecisionPanel::tableShowsCodecValues()
{
    m_panel->showSection(2);
    QCOMPARE(m_panel->tabs()->currentIndex(), int(PrecisionPanel::TableTab));
    QTableWidget *table = rangePage()->table();
    QCOMPARE(table->rowCount(), int(fp::floatFormats().size()));
    const auto maxOf = [&](const char *format) {
        const int row = rowOf(table, QString::fromLatin1(format));
        return row < 0 ? -1.0
                       : table->item(row, RangeTablePage::ColMax)->data(Qt::UserRole).toDouble();
    };
    QCOMPARE(maxOf("FP16"), 65504.0);
    QCOMPARE(maxOf("FP8 E4M3"), 448.0);
    QCOMPARE(maxOf("FP8 E5M2"), 57344.0);
    QCOMPARE(maxOf("FP4 E2M1"), 6.0);
    QCOMPARE(maxOf("BF16"), fp::properties(fp::formatSpec(fp::Format::Bf16)).maxFinite);
    const int fp16 = rowOf(table, "FP16");
    QCOMPARE(table->item(fp16, RangeTablePage::ColMax)->text(), QLocale().toString(65504));
    QCOMPARE(table->item(fp16, RangeTablePage::ColMinSubnormal)->data(Qt::UserRole).toDouble(),
             0x1p-24);
    QVERIFY(table->item(fp16, RangeTablePage::ColMinSubnormal)
                ->text()
                .startsWith(QStringLiteral("2\u207b\u00b2\u2074")));
    QCOMPARE(table->item(fp16, RangeTablePage::ColEpsilon)->data(Qt::UserRole).toDouble(), 0x1p-10);
    QCOMPARE(table->item(fp16, RangeTablePage::ColOverflow)->text(), QStringLiteral("infinity"));
    QVERIFY(table->item(rowOf(table, "FP8 E4M3"), RangeTablePage::ColOverflow)
                ->text()
                .startsWith("NaN"));
    QVERIFY(
        table->item(rowOf(table, "FP4 E2M1"), RangeTablePage::ColOverflow)->text().startsWith("6"));
    for (const fp::FormatSpec &spec : fp::floatFormats()) {
        const fp::FormatProperties p = fp::properties(spec);
        const int row = rowOf(table, QString::fromLatin1(spec.displayName));
        QVERIFY(row >= 0);
        QCOMPARE(table->item(row, RangeTablePage::ColMinNormal)->data(Qt::UserRole).toDouble(),
                 p.minNormal);
        QCOMPARE(table->item(row, RangeTablePage::ColMinSubnormal)->data(Qt::UserRole).toDouble(),
                 p.minSubnormal);
        QCOMPARE(table->item(row, RangeTablePage::ColEpsilon)->data(Qt::UserRole).toDouble(),
                 p.epsilon);
        QCOMPARE(table->item(row, RangeTablePage::ColDigits)->data(Qt::UserRole).toDouble(),
                 p.decimalDigits);
    }
}

void TestPrecisionPanel::overflowPrediction()
{
    m_panel->showSection(3);
    QCOMPARE(m_panel->tabs()->currentIndex(), int(PrecisionPanel::OverflowTab));
    QVERIFY(!overflowPage()->reveal()); // no guesses yet
    QVERIFY(overflowPage()->verdictLabel()->text().contains("First choose"));
    QVERIFY(!overflowPage()->compareTable()->isVisible());
    // FP16: "the format's largest value" (a common wrong guess), chosen with the keyboard.
    QComboBox *fp16 = overflowPage()->guessBox(fp::Format::Fp16);
    fp16->setFocus();
    QTRY_VERIFY(fp16->hasFocus());
    for (int i = 0; i < 3; ++i)
        QTest::keyClick(fp16, Qt::Key_Down);
    QCOMPARE(precision::Outcome(fp16->currentData().toInt()), precision::Outcome::Largest);
    overflowPage()->setGuess(fp::Format::Bf16, precision::Outcome::Rounded);
    overflowPage()->revealButton()->setFocus();
    QTRY_VERIFY(overflowPage()->revealButton()->hasFocus());
    QTest::keyClick(overflowPage()->revealButton(), Qt::Key_Space);
    QVERIFY(overflowPage()->revealed());
    const QString verdict = overflowPage()->verdictLabel()->text();
    QVERIFY2(verdict.contains("FP16 wrong") && verdict.contains("BF16 right"), qPrintable(verdict));
    QVERIFY(verdict.contains("FP16 holds inf"));
    QVERIFY(verdict.contains("BF16 holds " + QLocale().toString(70144)));
    QVERIFY(verdict.contains(QLocale().toString(65504)));
    QVERIFY(verdict.contains(QLocale().toString(65520)));
    QVERIFY(verdict.contains(QLocale().toString(512)));
    QTableWidget *compare = overflowPage()->compareTable();
    QTRY_VERIFY(compare->isVisible());
    QCOMPARE(compare->item(rowOf(compare, "FP16"), 1)->text(), QStringLiteral("inf"));
    QCOMPARE(compare->item(rowOf(compare, "BF16"), 1)->text(), QStringLiteral("70144"));
    QCOMPARE(compare->item(rowOf(compare, "FP8 E4M3"), 1)->text(), QStringLiteral("NaN"));
    QCOMPARE(compare->item(rowOf(compare, "FP4 E2M1"), 1)->text(), QStringLiteral("6"));
    // Any other number, in every format.
    typeInto(overflowPage()->compareEdit(), "1e-8");
    QCOMPARE(compare->item(rowOf(compare, "FP16"), 1)->text(), QStringLiteral("0"));
    QCOMPARE(compare->item(rowOf(compare, "FP16"), 2)->text(),
             precision::outcomeName(precision::Outcome::Zero));
    QCOMPARE(compare->item(rowOf(compare, "BF16"), 2)->text(),
             precision::outcomeName(precision::Outcome::Rounded));
    // Both right, the second time.
    overflowPage()->setGuess(fp::Format::Fp16, precision::Outcome::Infinity);
    QVERIFY(overflowPage()->reveal());
    QVERIFY(overflowPage()->verdictLabel()->text().contains("Both right"));
}

void TestPrecisionPanel::survivalPrediction()
{
    m_panel->tabs()->setCurrentIndex(PrecisionPanel::LossScalingTab);
    QVERIFY(!lossPage()->runWithPrediction()); // no guess
    QVERIFY(lossPage()->verdictLabel()->text().contains("First choose"));
    // The guess with the mouse, the run with the keyboard mnemonic's button.
    QRadioButton *guess = lossPage()->survivalButton(Survival::From50To90);
    QTest::mouseClick(guess, Qt::LeftButton);
    QVERIFY(guess->isChecked());
    // Start from another scenario: the prediction is always about FP16 without scaling.
    QVERIFY(view()->nextBeat());
    QVERIFY(view()->nextBeat());
    lossPage()->runButton()->setFocus();
    QTest::keyClick(lossPage()->runButton(), Qt::Key_Space);
    QVERIFY(lossPage()->predictionPending());
    QCOMPARE(model().beat(), 0);
    QVERIFY(model().settings() == LossScalingModel::beatSettings(0));
    QVERIFY(view()->isPlaying());
    view()->pause();
    view()->runSteps(LossScalingPage::kVerdictIterations * 10 + 1);
    QVERIFY(!lossPage()->predictionPending());
    const QString verdict = lossPage()->verdictLabel()->text();
    QVERIFY2(verdict.contains(QStringLiteral("\u2713 Right")), qPrintable(verdict));
    const double kept = double(model().totals().kept()) / double(model().totals().seen);
    QCOMPARE(LossScalingPage::survivalOf(kept), Survival::From50To90);
    QVERIFY(verdict.contains(QStringLiteral("2\u207b\u00b2\u2074"))); // the smallest subnormal
    // What a fixed 2^16 would do to the same gradients, from the model: a few stay subnormal,
    // none is lost (not "the whole spread moves into the normal range").
    LossScalingModel::Settings scaled = model().settings();
    scaled.scaling = LossScalingModel::Scaling::Fixed;
    scaled.scaleLog2 = 16;
    scaled.iterations = model().iteration();
    const LossScalingModel::Counts fixed = LossScalingModel::runTotals(scaled, model().seed());
    QVERIFY(fixed.subnormal > 0);
    QCOMPARE(fixed.underflowed, qint64(0));
    QVERIFY2(verdict.contains(
                 precision::formatPercent(double(fixed.subnormal) / double(fixed.seen)) +
                 QStringLiteral(" of the gradients would stay subnormal and 0 would be lost")),
             qPrintable(verdict));
    QVERIFY(!verdict.contains(QStringLiteral("whole spread moves")));
}

void TestPrecisionPanel::wrongSurvivalPredictionAndWithdrawal()
{
    m_panel->tabs()->setCurrentIndex(PrecisionPanel::LossScalingTab);
    lossPage()->setGuess(Survival::Over90);
    QVERIFY(lossPage()->runWithPrediction());
    view()->pause();
    view()->runSteps(LossScalingPage::kVerdictIterations * 10 + 1);
    QVERIFY(lossPage()->verdictLabel()->text().contains(QStringLiteral("\u2717")));
    // A new prediction, withdrawn when the set-up changes before the verdict.
    lossPage()->setGuess(Survival::Under10);
    QVERIFY(lossPage()->runWithPrediction());
    view()->pause();
    QComboBox *format = lossPage()->formatBox();
    format->setFocus();
    QTRY_VERIFY(format->hasFocus());
    QTest::keyClick(format, Qt::Key_Down); // FP16 -> BF16
    QCOMPARE(model().settings().format, fp::Format::Bf16);
    QVERIFY(!lossPage()->predictionPending());
    QVERIFY(lossPage()->verdictLabel()->text().contains("changed"));
}

void TestPrecisionPanel::simulationControlsInTheTab()
{
    m_panel->tabs()->setCurrentIndex(PrecisionPanel::LossScalingTab);
    QComboBox *scaling = lossPage()->scalingBox();
    scaling->setFocus();
    QTRY_VERIFY(scaling->hasFocus());
    QTest::keyClick(scaling, Qt::Key_Down);
    QTest::keyClick(scaling, Qt::Key_Down);
    QCOMPARE(model().settings().scaling, LossScalingModel::Scaling::Dynamic);
    QVERIFY(lossPage()->growthSpin()->isEnabled());
    lossPage()->growthSpin()->setValue(7);
    QCOMPARE(model().settings().growthInterval, 7);
    lossPage()->scaleSpin()->setValue(20);
    QCOMPARE(model().scaleLog2(), 20);
    QCOMPARE(model().beat(), 0);
    // The scenario list walks the beats.
    QComboBox *scenario = lossPage()->scenarioBox();
    scenario->setFocus();
    QTRY_VERIFY(scenario->hasFocus());
    QTest::keyClick(scenario, Qt::Key_End);
    QCOMPARE(model().beat(), LossScalingModel::kBeats - 1);
    QCOMPARE(fp::Format(lossPage()->formatBox()->currentData().toInt()), fp::Format::Fp8E4M3);
    // The Parameters dialog's path: the view validates and restarts.
    QString error;
    QVERIFY(!view()->setParameters({{"format", "fp4_e2m1"}}, &error));
    QVERIFY(!error.isEmpty());
    QVERIFY(view()->setParameters({{"format", "fp16"}}, &error));
    QCOMPARE(lossPage()->formatBox()->currentText(), QStringLiteral("FP16"));
}

// The "Blocks share a scale" tab: every scheme quantised off the GUI thread, the outlier story
// with the figures of the CLI (gpulab-cli precision quantize --tensor outliers --seed 1), the
// frontier with one point per scheme, and the bit-level view: an E8M0 scale one higher doubles
// every element; a typed element pattern changes its value; a pattern the element format does
// not have is refused.
void TestPrecisionPanel::blocksTab()
{
    m_panel->showSection(6);
    QCOMPARE(m_panel->content().sections.at(6).id, QStringLiteral("blocks"));
    QCOMPARE(m_panel->tabs()->currentIndex(), int(PrecisionPanel::BlocksTab));
    QVERIFY(!view()->isVisible());
    BlocksPage *page = m_panel->blocksPage();
    QVERIFY(page->waitForIdle(60000));
    QVERIFY(page->report());
    QCOMPARE(page->report()->rows, 256);
    QCOMPARE(page->maps()->cellCount(), 11);
    page->showGenerated(2, 1); // outlier channels
    QVERIFY(page->waitForIdle(60000));
    const QString story = page->storyLabel()->text();
    QVERIFY2(story.contains(QLocale().toString(99.7, 'f', 1) + " %"), qPrintable(story));
    QVERIFY2(story.contains(QLocale().toString(15.1, 'f', 1) + " %"), qPrintable(story));
    QCOMPARE(page->frontierChart()->chart()->series().size(), 4); // MX, NVFP4, INT row/tensor
    QVERIFY(page->frontierChart()->csv().contains("mxfp4,4.25,"));
    QVERIFY(page->histogramChart()->csv().startsWith("error_over_sigma,share\n"));
    QVERIFY(page->statusLabel()->text().isEmpty());
    if (qEnvironmentVariableIsSet("GPULAB_BLOCKS_GRAB")) { // a picture of the whole page
        QTest::qWait(300);                                 // the charts lay out lazily
        page->grab().save(qEnvironmentVariable("GPULAB_BLOCKS_GRAB"));
    }

    // The bit-level view, on its own tab: MXFP4, row 0, block 1.
    QVERIFY(m_panel->showTab(QStringLiteral("block-bits")));
    QCOMPARE(m_panel->tabs()->currentIndex(), int(PrecisionPanel::BlockBitsTab));
    QCOMPARE(page->schemeBox()->currentText(), QStringLiteral("MXFP4"));
    QCOMPARE(page->bitsSchemeBox()->currentText(), QStringLiteral("MXFP4"));
    BlockDetail *detail = page->detail();
    detail->setBlock(0, 1);
    QCOMPARE(detail->table()->rowCount(), 32);
    const fp::FormatSpec &e2m1 = fp::formatSpec(fp::Format::Fp4E2M1);
    const int scale = detail->scaleSpin()->value();
    QVERIFY(scale > 0 && scale < 0xfe);
    const precision::SchemeReport &mx = page->report()->schemes[4];
    for (int i = 0; i < 32; ++i)
        QCOMPARE(detail->valueAt(i),
                 fp::mxValue(e2m1, std::uint32_t(scale),
                             mx.elements[std::size_t(32 + i)])); // row 0, columns 32..63
    QVERIFY(detail->scaleLabel()->text().contains(
        precision::formatNumber(fp::mxLargest(e2m1, std::uint32_t(scale)))));
    std::vector<double> before;
    for (int i = 0; i < 32; ++i)
        before.push_back(detail->valueAt(i));
    detail->scaleSpin()->setValue(scale + 1);
    for (int i = 0; i < 32; ++i)
        QCOMPARE(detail->valueAt(i), 2 * before[std::size_t(i)]);
    // Typing an element's bits: 0x7 is 6, the largest E2M1 value.
    detail->table()->item(0, 2)->setText(QStringLiteral("0x7"));
    QCOMPARE(detail->valueAt(0), 6 * std::ldexp(1.0, scale + 1 - 127));
    detail->table()->item(1, 2)->setText(QStringLiteral("0x1f")); // not a 4-bit pattern
    QCOMPARE(detail->valueAt(1), 2 * before[1]);
    QCOMPARE(detail->table()->item(1, 2)->text(),
             QStringLiteral("0x%1").arg(mx.elements[33], 1, 16));
    detail->resetButton()->click();
    QCOMPARE(detail->scaleSpin()->value(), scale);
    QCOMPARE(detail->valueAt(0), before[0]);
    // NVFP4: blocks of 16 with an E4M3 scale; INT4 per tensor: the scale cannot be edited.
    page->bitsSchemeBox()->setCurrentIndex(5); // the two format boxes move together
    QCOMPARE(page->schemeBox()->currentIndex(), 5);
    QCOMPARE(detail->table()->rowCount(), 16);
    QVERIFY(detail->scaleSpin()->isEnabled());
    page->schemeBox()->setCurrentIndex(8);
    QVERIFY(!detail->scaleSpin()->isEnabled());
    QVERIFY(detail->scaleLabel()->text().contains(QStringLiteral("whole tensor")));
}

// A .npy file the user opens: a good one is quantised and named in the Tensor box; a malformed
// one is refused in words and the last tensor stays.
void TestPrecisionPanel::blocksTabOpensNpyFiles()
{
    m_panel->showTab(QStringLiteral("blocks"));
    BlocksPage *page = m_panel->blocksPage();
    QVERIFY(page->waitForIdle(60000));
    QTemporaryDir dir;
    auto write = [&](const QString &name, const QByteArray &header, int values) {
        QByteArray h = header;
        while ((10 + h.size() + 1) % 64 != 0)
            h += ' ';
        h += '\n';
        QByteArray file("\x93NUMPY\x01\x00", 8);
        file += char(h.size() & 0xff);
        file += char(h.size() >> 8);
        file += h;
        for (int i = 0; i < values; ++i) {
            const float f = float(i % 7) - 3.0f;
            file += QByteArray(reinterpret_cast<const char *>(&f), 4);
        }
        QFile out(dir.filePath(name));
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(file);
    };
    write("good.npy", "{'descr': '<f4', 'fortran_order': False, 'shape': (4, 40), }", 160);
    write("bad.npy", "{'descr': '<f4', 'fortran_order': True, 'shape': (4, 40), }", 160);
    page->openFile(dir.filePath("good.npy"));
    QVERIFY(page->waitForIdle(60000));
    QCOMPARE(page->report()->rows, 4);
    QCOMPARE(page->report()->cols, 40);
    QCOMPARE(page->tensorBox()->currentText(), QStringLiteral("File: good.npy"));
    page->openFile(dir.filePath("bad.npy"));
    QVERIFY(page->waitForIdle(60000));
    QVERIFY(page->statusLabel()->text().contains("Fortran"));
    QVERIFY(page->statusLabel()->text().contains("bad.npy"));
    QCOMPARE(page->report()->rows, 4); // the last tensor stays
    page->showGenerated(0, 3);
    QVERIFY(page->waitForIdle(60000));
    QCOMPARE(page->report()->rows, 256);
}

void TestPrecisionPanel::memoryTab()
{
    m_panel->showSection(5);
    QCOMPARE(m_panel->tabs()->currentIndex(), int(PrecisionPanel::MemoryTab));
    QCOMPARE(memoryPage()->parametersSpin()->value(), 7.0);
    const QList<MemoryChart::Bar> bars = memoryPage()->chart()->bars();
    QCOMPARE(bars.size(), 5);
    QCOMPARE(bars.at(0).bytes, 28e9);
    QCOMPARE(bars.at(1).bytes, 14e9);
    QCOMPARE(bars.at(2).bytes, 7e9);
    QCOMPARE(bars.at(3).bytes, 3.5e9);
    QCOMPARE(bars.at(4).bytes, 112e9);
    const QString text = memoryPage()->textLabel()->text();
    for (const QString &figure : {QStringLiteral("28 GB"), QStringLiteral("14 GB"),
                                  QStringLiteral("7 GB"), QStringLiteral("112 GB")})
        QVERIFY2(text.contains(figure), qPrintable(figure));
    QVERIFY(text.contains(QLocale().toString(3.5, 'f', 1) + " GB"));
    QVERIFY(text.contains("56 GB")); // the shortcut it corrects
    // The GPU comes from the hardware data file.
    QComboBox *gpu = memoryPage()->gpuBox();
    QVERIFY(gpu->count() > 3);
    QVERIFY(gpu->currentText().contains("H100"));
    const double gb = gpu->currentData().toDouble();
    QVERIFY(gb > 0);
    QCOMPARE(memoryPage()->chart()->gpusNeeded(112e9), int(std::ceil(112 / gb)));
    QVERIFY(memoryPage()->chart()->summary().contains("GPU"));
    // 70 billion parameters, typed.
    QDoubleSpinBox *spin = memoryPage()->parametersSpin();
    spin->setFocus();
    QTRY_VERIFY(spin->hasFocus());
    spin->selectAll();
    QTest::keyClicks(spin, "70");
    QTest::keyClick(spin, Qt::Key_Enter);
    QCOMPARE(spin->value(), 70.0);
    QCOMPARE(memoryPage()->chart()->bars().at(1).bytes, 140e9);
    QVERIFY(memoryPage()->textLabel()->text().contains("140 GB"));
    QVERIFY(memoryPage()->textLabel()->text().contains(QLocale().toString(1.12, 'f', 2) + " TB"));
    gpu->setCurrentIndex(0); // none
    QCOMPARE(memoryPage()->chart()->gpusNeeded(112e9), 0);
}

void TestPrecisionPanel::numberLine()
{
    using fp::Format;
    const auto &fp16 = fp::formatSpec(Format::Fp16);
    QCOMPARE(NumberLine::valuesPerBinade(fp16, 0), 1024.0);
    QCOMPARE(NumberLine::valuesPerBinade(fp16, 15), 1024.0);
    QCOMPARE(NumberLine::valuesPerBinade(fp16, 16), 0.0);
    QCOMPARE(NumberLine::valuesPerBinade(fp16, -14), 1024.0);
    QCOMPARE(NumberLine::valuesPerBinade(fp16, -15), 512.0); // subnormal binades halve
    QCOMPARE(NumberLine::valuesPerBinade(fp16, -24), 1.0);
    QCOMPARE(NumberLine::valuesPerBinade(fp16, -25), 0.0);
    QCOMPARE(NumberLine::valuesPerBinade(fp::formatSpec(Format::Fp8E4M3), 8), 7.0);
    QCOMPARE(NumberLine::valuesPerBinade(fp::formatSpec(Format::Fp4E2M1), 2), 2.0);
    // Summed over every binade, each format's count of positive finite values.
    for (const fp::FormatSpec &spec : fp::floatFormats()) {
        if (spec.containerBits > 16)
            continue;
        double total = 0;
        for (int binade = -160; binade <= 130; ++binade)
            total += NumberLine::valuesPerBinade(spec, binade);
        QCOMPARE(total, double((fp::properties(spec).finitePatterns - 2) / 2));
    }
    NumberLine line;
    line.setValue(70000);
    QVERIFY(line.summary().contains(QStringLiteral("FP16 infinity (overflow)")));
    QVERIFY(line.summary().contains(QStringLiteral("BF16 ") + precision::formatNumber(70144, 5)));
    line.setValue(1e-30);
    QVERIFY(line.axisRange().first <= -101);
    QVERIFY(line.summary().contains(QStringLiteral("FP16 0 (underflow)")));
    line.setValue(0);
    QVERIFY(line.summary().contains("No number is marked"));
}

void TestPrecisionPanel::paintsInEveryThemeAndSize()
{
    LossScalingScene scene;
    LossScalingModel model;
    test::paintsEveryBeatThemeAndSize(scene, model, m_panel->font(), {400},
                                      {QSize(1600, 1000), QSize(640, 420), QSize(300, 200)});
    for (int beat = 0; beat < LossScalingModel::kBeats; ++beat) {
        model.setBeat(beat);
        QVERIFY(scene.describe(model).contains(QString::fromLatin1(model.spec().displayName)));
    }
    // The panel's own drawings, in the projector theme and at presenter size.
    for (const SceneStyle &style : {SceneStyle::light(), SceneStyle::highContrastDark()}) {
        NumberLine line;
        line.setSceneStyle(style);
        line.setValue(70000);
        QFont big = line.font();
        big.setPointSizeF(big.pointSizeF() * 1.75);
        line.setFont(big);
        line.resize(line.sizeHint());
        QVERIFY(!line.grab().isNull());
        MemoryChart chart;
        chart.setSceneStyle(style);
        chart.setGpu("H100", 80e9);
        chart.resize(chart.sizeHint());
        QVERIFY(!chart.grab().isNull());
    }
    QVERIFY(!m_panel->grab().isNull());
}

// In a right-to-left language (Arabic) the number line stays as mathematics writes it (small
// values at the left) and the memory chart keeps its axis: both draw as they do left to right,
// each label beside its band or bar (widgets/aswritten.h).
void TestPrecisionPanel::drawingsKeepTheirDirectionRightToLeft()
{
    NumberLine line;
    line.setValue(70000);
    line.resize(line.sizeHint());
    QString differs = test::mirroredDrawingDiffers(&line);
    QVERIFY2(differs.isEmpty(), qPrintable(differs));
    MemoryChart chart;
    chart.setGpu("H100", 80e9);
    chart.resize(chart.sizeHint());
    differs = test::mirroredDrawingDiffers(&chart);
    QVERIFY2(differs.isEmpty(), qPrintable(differs));
}

void TestPrecisionPanel::numbersFollowTheLocale()
{
    // German writes 70.000 and 0,1. Every number shown follows the UI locale, the Number fields
    // too (without group separators), and reads back as the same number.
    delete m_panel;
    const QLocale before;
    QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
    const auto restore = qScopeGuard([&] { QLocale::setDefault(before); });
    test::openPanel(m_services, QStringLiteral("precision"), m_panel);
    QCOMPARE(m_panel->tabs()->tabText(PrecisionPanel::OverflowTab),
             QStringLiteral("Overflow: 70.000"));
    BitLabPage *lab = bitLabPage();
    lab->setFormat(fp::Format::Fp16);
    QVERIFY(lab->setNumber(QStringLiteral("0,1")));
    QCOMPARE(lab->bitLab().bits(), 0x2E66u);
    QVERIFY2(lab->errorLabel()->text().contains("(you typed 0,1)"),
             qPrintable(lab->errorLabel()->text()));
    lab->setFormat(fp::Format::Bf16);
    QCOMPARE(lab->numberEdit()->text(), QStringLiteral("0,1"));
    QVERIFY(lab->setNumber(lab->numberEdit()->text()));
    QCOMPARE(lab->bitLab().value(), 0.10009765625);
    QVERIFY(lab->errorLabel()->text().contains("(you typed 0,1)"));
    QTableWidget *table = rangePage()->table();
    const int fp16 = rowOf(table, "FP16");
    QCOMPARE(table->item(fp16, RangeTablePage::ColMax)->text(), QStringLiteral("65.504"));
    QCOMPARE(table->item(fp16, RangeTablePage::ColDigits)->text(), QStringLiteral("3,3"));
    overflowPage()->setGuess(fp::Format::Fp16, precision::Outcome::Infinity);
    overflowPage()->setGuess(fp::Format::Bf16, precision::Outcome::Rounded);
    QVERIFY(overflowPage()->reveal());
    QVERIFY(overflowPage()->verdictLabel()->text().contains("BF16 holds 70.144"));
    QVERIFY(memoryPage()->textLabel()->text().contains("3,5 GB"));
}

QTEST_MAIN(TestPrecisionPanel)
#include "tst_precisionpanel.moc"
