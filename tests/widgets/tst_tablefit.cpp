// keepTableFitted(): every column in view where the words allow it, none narrower than its
// longest word, headers broken in two only where needed, and back to one line with room.
#include "widgets/tablefit.h"

#include <QFontInfo>
#include <QFontMetrics>
#include <QHeaderView>
#include <QScrollBar>
#include <QStyle>
#include <QTableWidget>
#include <QTest>
#include <QTextLayout>

using namespace gpulab;

class TestTableFit : public QObject
{
    Q_OBJECT

private slots:
    void columnsFitTheirPage();
    void tooNarrowScrollsButCutsNoWord();
    void scrollingSidewaysKeepsRowsShort();
    void verticalScrollBarTakesItsWidth();
    void longTextTakesTheRoomLeft();
    void chineseWrapsBetweenCharacters();
    void chineseLineOverALatinOneBothShown();
    void quotedCellKeepsItsWordWhole();
    void scrollingKeepsShortChineseOnItsLine();
};

namespace {

QTableWidget *makeTable()
{
    auto *table = new QTableWidget(3, 5);
    table->setHorizontalHeaderLabels(
        {QStringLiteral("Chip"), QStringLiteral("Kind"), QStringLiteral("Cores (CPU) or SMs (GPU)"),
         QStringLiteral("Boost clock (GHz)"), QStringLiteral("Float32 vector peak (TFLOPS)")});
    const QStringList names{QStringLiteral("AMD EPYC 9654 (Genoa)"),
                            QStringLiteral("NVIDIA H100 SXM5 80 GB"),
                            QStringLiteral("Intel Xeon Platinum 8480+")};
    for (int r = 0; r < 3; ++r) {
        table->setItem(r, 0, new QTableWidgetItem(names.at(r)));
        table->setItem(r, 1, new QTableWidgetItem(r == 1 ? "GPU" : "CPU"));
        table->setItem(r, 2, new QTableWidgetItem(QString::number(56 + r * 20)));
        table->setItem(r, 3, new QTableWidgetItem(QStringLiteral("3.70")));
        table->setItem(r, 4, new QTableWidgetItem(QStringLiteral("67.0")));
    }
    return table;
}

// A cell's text as Qt's delegate lays it out: '\n' as a line separator, wrapped at its column
// less the grid line and the text margins, in `font`.
struct PaintedLines
{
    int count = 0;
    qreal tallest = 0;
    qreal shortest = 1e9;
    qreal widest = 0; // the widest line's natural width (a word wider than the column overflows)
};

PaintedLines paintedLines(const QTableWidget &table, int row, int column, const QFont &font)
{
    const int margin =
        table.style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, &table) + 1;
    QString text = table.item(row, column)->text();
    text.replace(QLatin1Char('\n'), QChar::LineSeparator);
    QTextLayout layout(text, font);
    QTextOption option;
    option.setWrapMode(QTextOption::WordWrap);
    layout.setTextOption(option);
    PaintedLines lines;
    layout.beginLayout();
    for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
        line.setLineWidth(table.columnWidth(column) - (table.showGrid() ? 1 : 0) - 2 * margin);
        lines.tallest = std::max(lines.tallest, line.height());
        lines.shortest = std::min(lines.shortest, line.height());
        lines.widest = std::max(lines.widest, line.naturalTextWidth());
        ++lines.count;
    }
    layout.endLayout();
    return lines;
}

int columnsWidth(const QTableWidget &table)
{
    int sum = 0;
    for (int c = 0; c < table.columnCount(); ++c)
        sum += table.columnWidth(c);
    return sum;
}

} // namespace

void TestTableFit::columnsFitTheirPage()
{
    std::unique_ptr<QTableWidget> table(makeTable());
    table->resize(1400, 300);
    keepTableFitted(table.get());
    table->show();
    QVERIFY(QTest::qWaitForWindowExposed(table.get()));
    // Room: one-line headers, every name on one line, the page's width used.
    QTRY_VERIFY(qAbs(columnsWidth(*table) - table->viewport()->width()) <= table->columnCount());
    for (int c = 0; c < table->columnCount(); ++c)
        QVERIFY(!table->horizontalHeaderItem(c)->text().contains('\n'));
    const QFontMetrics metrics(table->font());
    QVERIFY(table->columnWidth(0) >= metrics.horizontalAdvance(table->item(2, 0)->text()));

    // Narrower (a projector): the headers wrap first, a header's line is paid once and a
    // cell's in every row, so the names stay on one line while that is enough.
    // (Each column: its widest cell or its header's longest word, with a cell's margins.)
    const QFontMetrics headerMetrics(table->horizontalHeader()->font());
    int oneLineNames = 0;
    for (int c = 0; c < table->columnCount(); ++c) {
        int widest = 0;
        for (int r = 0; r < table->rowCount(); ++r)
            widest = qMax(widest, metrics.horizontalAdvance(table->item(r, c)->text()));
        for (const QString &word :
             table->property("gpulabOriginalHeaders").toStringList().value(c).split(' '))
            widest = qMax(widest, headerMetrics.horizontalAdvance(word));
        oneLineNames += widest + metrics.height() + 6;
    }
    table->resize(oneLineNames + 2 * table->frameWidth() + 4, 300);
    QTRY_VERIFY(columnsWidth(*table) <= table->viewport()->width());
    QVERIFY(table->horizontalHeaderItem(4)->text().contains('\n'));
    QVERIFY(table->columnWidth(0) >= metrics.horizontalAdvance(table->item(2, 0)->text()));
    QVERIFY(table->rowHeight(0) < metrics.height() * 2); // one line a row
    QTRY_COMPARE(table->horizontalScrollBar()->maximum(), 0);

    // Narrower still (large text): everything still in view, the names wrapped, the caller's
    // headers kept underneath.
    table->resize(oneLineNames * 3 / 4, 300);
    QTRY_VERIFY(columnsWidth(*table) <= table->viewport()->width());
    QVERIFY(table->columnWidth(0) < metrics.horizontalAdvance(table->item(2, 0)->text()));
    QVERIFY(table->rowHeight(0) > metrics.height() * 3 / 2); // wrapped: taller rows
    QTRY_COMPARE(table->horizontalScrollBar()->maximum(), 0);
    QCOMPARE(table->property("gpulabOriginalHeaders").toStringList().value(4),
             QStringLiteral("Float32 vector peak (TFLOPS)"));

    // A table is never shorter than its header and first three rows.
    QVERIFY(table->minimumHeight() >= table->horizontalHeader()->height() + table->rowHeight(0) +
                                          table->rowHeight(1) + table->rowHeight(2));

    // Room again: as before.
    table->resize(1400, 300);
    QTRY_VERIFY(!table->horizontalHeaderItem(4)->text().contains('\n'));
}

void TestTableFit::longTextTakesTheRoomLeft()
{
    // A column of long sentences (what each GPU generation added) that cannot fit six lines at
    // any width the table has: it still gets the room the other columns leave, not just its
    // longest word with empty space beside it.
    QTableWidget table(2, 3);
    table.setHorizontalHeaderLabels({"GPU", "Year", "New"});
    QString sentence;
    for (int i = 0; i < 60; ++i)
        sentence += QStringLiteral("tensor cores with a new precision; ");
    for (int r = 0; r < 2; ++r) {
        table.setItem(r, 0, new QTableWidgetItem(QStringLiteral("Tesla V100 SXM2 32 GB")));
        table.setItem(r, 1, new QTableWidgetItem(QStringLiteral("2018")));
        table.setItem(r, 2, new QTableWidgetItem(sentence));
    }
    table.resize(700, 400);
    keepTableFitted(&table);
    table.show();
    QVERIFY(QTest::qWaitForWindowExposed(&table));
    QTRY_VERIFY(qAbs(columnsWidth(table) - table.viewport()->width()) <= table.columnCount());
    const QFontMetrics metrics(table.font());
    QVERIFY(table.columnWidth(2) > table.viewport()->width() / 2);
    // Nothing scrolls sideways; the GPU's name keeps at least its longest word.
    QCOMPARE(table.horizontalScrollBar()->maximum(), 0);
    QVERIFY(table.columnWidth(0) >= metrics.horizontalAdvance(QStringLiteral("SXM2")));
}

void TestTableFit::tooNarrowScrollsButCutsNoWord()
{
    std::unique_ptr<QTableWidget> table(makeTable());
    table->resize(160, 300);
    keepTableFitted(table.get());
    table->show();
    QVERIFY(QTest::qWaitForWindowExposed(table.get()));
    const QFontMetrics metrics(table->font());
    // Each column keeps its longest word: the table scrolls sideways instead.
    QTRY_VERIFY(columnsWidth(*table) > table->viewport()->width());
    QVERIFY(table->columnWidth(0) > metrics.horizontalAdvance(QStringLiteral("Platinum")));
    QVERIFY(table->horizontalScrollBar()->maximum() > 0);
}

// Where the table scrolls sideways anyway, a long text is not squeezed to its longest word (a
// row of a dozen lines pushes the next off a projector's page): it takes three lines at most.
void TestTableFit::scrollingSidewaysKeepsRowsShort()
{
    std::unique_ptr<QTableWidget> table(makeTable());
    table->setColumnCount(6);
    table->setHorizontalHeaderItem(5, new QTableWidgetItem(QStringLiteral("New")));
    for (int r = 0; r < 3; ++r)
        table->setItem(r, 5,
                       new QTableWidgetItem(QStringLiteral(
                           "Tensor cores of the next generation, sparsity, a faster link between "
                           "the GPUs and more memory of a newer kind")));
    table->resize(160, 300);
    keepTableFitted(table.get());
    table->show();
    QVERIFY(QTest::qWaitForWindowExposed(table.get()));
    QTRY_VERIFY(columnsWidth(*table) > table->viewport()->width());
    const QFontMetrics metrics(table->font());
    for (int r = 0; r < 3; ++r)
        QVERIFY2(table->rowHeight(r) <= 4 * metrics.lineSpacing() + metrics.height(),
                 qPrintable(QStringLiteral("row %1: %2 px, %3 px a line")
                                .arg(r)
                                .arg(table->rowHeight(r))
                                .arg(metrics.lineSpacing())));
}

void TestTableFit::chineseWrapsBetweenCharacters()
{
    // Chinese is written without spaces: a cell breaks between any two characters (Unicode's
    // line breaking), as the table's delegate wraps it. Split only at spaces, the whole cell
    // was one "word" the column could not be narrower than, and the table scrolled sideways
    // (or cut the cell) where it wraps in two lines.
    QTableWidget table(2, 2);
    table.setHorizontalHeaderLabels(
        {QStringLiteral("芯片"), QStringLiteral("按需租用每小时价格来源")});
    const QString source =
        QStringLiteral("租用：谷歌云端按需价格，每小时计费，不含存储与网络流量，二零二六年十一月");
    for (int r = 0; r < 2; ++r) {
        table.setItem(r, 0, new QTableWidgetItem(QStringLiteral("H100")));
        table.setItem(r, 1, new QTableWidgetItem(source));
    }
    const QFontMetrics metrics(table.font());
    table.resize(metrics.horizontalAdvance(source) / 2 + 150, 400);
    keepTableFitted(&table);
    table.show();
    QVERIFY(QTest::qWaitForWindowExposed(&table));
    QTRY_VERIFY(qAbs(columnsWidth(table) - table.viewport()->width()) <= table.columnCount());
    QTRY_COMPARE(table.horizontalScrollBar()->maximum(), 0);
    QVERIFY(table.columnWidth(1) < metrics.horizontalAdvance(source));
    // The cell takes the lines it needs (its row is taller than one line).
    QVERIFY(table.rowHeight(0) >= 2 * metrics.lineSpacing());
}

// A cell whose first line is Chinese (the CJK fallback font's taller line) and whose second is
// Latin: Qt's delegate gave it the two lines' heights and painted it assuming the second as tall
// as the first, so it elided the cell into one line ("每个 SM …"). The row is as tall as two of
// its tallest lines.
void TestTableFit::chineseLineOverALatinOneBothShown()
{
    QFont font(QStringLiteral("DejaVu Sans"));
    font.setPixelSize(20);
    QTableWidget table(1, 2);
    table.setFont(font);
    table.setHorizontalHeaderLabels({QStringLiteral("容量"), QStringLiteral("整个 GPU")});
    const QString cell = QStringLiteral("每个 SM 256\u00a0KiB");
    table.setItem(0, 0, new QTableWidgetItem(cell));
    table.setItem(0, 1, new QTableWidgetItem(QStringLiteral("33 MiB")));
    const QFontMetrics metrics(font);
    table.resize(metrics.horizontalAdvance(cell) * 3 / 4 + metrics.horizontalAdvance("33 MiB") + 60,
                 300);
    keepTableFitted(&table);
    table.show();
    QVERIFY(QTest::qWaitForWindowExposed(&table));
    QTRY_COMPARE(table.horizontalScrollBar()->maximum(), 0);
    // The cell's lines at its column's width, as the delegate lays them out.
    const PaintedLines lines = paintedLines(table, 0, 0, font);
    if (lines.count < 2 || lines.tallest <= lines.shortest + 0.5)
        QSKIP("the cell does not wrap into lines of two heights with this machine's fonts");
    QVERIFY2(table.rowHeight(0) >= lines.count * lines.tallest,
             qPrintable(QStringLiteral("row %1 px for %2 lines of up to %3 px")
                            .arg(table.rowHeight(0))
                            .arg(lines.count)
                            .arg(lines.tallest)));
}

// A cell that sets only its font's family (a command or a reading quoted in a monospaced face,
// as the telemetry lesson's nvidia-smi table does) is painted in that face at the table's size,
// which the zoom raises. Measured in the table's proportional face instead, a column squeezed to
// its longest word was narrower than that word as painted, and the delegate cut it.
void TestTableFit::quotedCellKeepsItsWordWhole()
{
    QFont quoted; // made before the zoom, as a panel makes it: the application's size
    quoted.setFamilies({QStringLiteral("DejaVu Sans Mono")});
    quoted.setStyleHint(QFont::Monospace);
    QFont large(QStringLiteral("DejaVu Sans"));
    large.setPixelSize(2 * QFontInfo(quoted).pixelSize() + 4);
    // One word (no break between "." or "," and a letter), far wider in the monospaced face.
    const QString command = QStringLiteral("utilization.gpu,clocks.sm,power.draw");
    QTableWidget table(2, 2);
    table.setFont(large); // the zoom
    table.setHorizontalHeaderLabels({QStringLiteral("Field"), QStringLiteral("Command")});
    for (int r = 0; r < 2; ++r) {
        table.setItem(r, 0, new QTableWidgetItem(QStringLiteral("GPU utilisation and clock")));
        auto *item = new QTableWidgetItem(QStringLiteral("nvidia-smi --query-gpu %1").arg(command));
        item->setFont(quoted);
        table.setItem(r, 1, item);
    }
    const QFont painted = quoted.resolve(table.font());
    QCOMPARE(QFontInfo(painted).pixelSize(), large.pixelSize());
    if (QFontMetrics(painted).horizontalAdvance(command) <
        QFontMetrics(large).horizontalAdvance(command) + 10)
        QSKIP("this machine's monospaced face is not wider than its proportional one here");
    // Narrower than the two columns at their longest words: each is squeezed to its word.
    table.resize(QFontMetrics(large).horizontalAdvance(command), 600);
    keepTableFitted(&table);
    table.show();
    QVERIFY(QTest::qWaitForWindowExposed(&table));
    const int margin =
        table.style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, &table) + 1;
    for (int r = 0; r < 2; ++r) {
        const PaintedLines lines = paintedLines(table, r, 1, painted);
        QVERIFY2(lines.widest <= table.columnWidth(1) - 1 - 2 * margin,
                 qPrintable(QStringLiteral("a word of %1 px in a column of %2 px")
                                .arg(lines.widest)
                                .arg(table.columnWidth(1))));
        QVERIFY2(table.rowHeight(r) >= lines.count * lines.tallest,
                 qPrintable(QStringLiteral("row %1: %2 px for %3 lines of %4 px")
                                .arg(r)
                                .arg(table.rowHeight(r))
                                .arg(lines.count)
                                .arg(lines.tallest)));
    }
}

// A table that scrolls sideways anyway (a source's long address is one word) keeps its short
// texts on their line and its headers on at most two: Chinese, which may break between any two
// characters, was squeezed to a character a line (the cost lesson's prices: "方/案" over "按/需",
// "采集/日期" over a date in three lines).
void TestTableFit::scrollingKeepsShortChineseOnItsLine()
{
    QTableWidget table(2, 4);
    table.setHorizontalHeaderLabels({QStringLiteral("提供商"), QStringLiteral("方案"),
                                     QStringLiteral("采集日期"), QStringLiteral("来源")});
    for (int r = 0; r < 2; ++r) {
        table.setItem(r, 0,
                      new QTableWidgetItem(QStringLiteral("AWS EC2 p5.48xlarge（美国东部）")));
        table.setItem(r, 1, new QTableWidgetItem(QStringLiteral("按需")));
        table.setItem(r, 2, new QTableWidgetItem(QStringLiteral("2023年7月27日")));
        table.setItem(
            r, 3,
            new QTableWidgetItem(QStringLiteral(
                "The Next Platform, "
                "https://www.nextplatform.com/2023/07/27/h100-gpu-instance-pricing-on-aws")));
    }
    const QFontMetrics metrics(table.font());
    table.resize(metrics.horizontalAdvance(table.item(0, 3)->text()) / 2, 500);
    keepTableFitted(&table);
    table.show();
    QVERIFY(QTest::qWaitForWindowExposed(&table));
    QTRY_VERIFY(table.horizontalScrollBar()->maximum() > 0); // it scrolls sideways
    for (int c : {1, 2}) {
        const PaintedLines lines = paintedLines(table, 0, c, table.font());
        QVERIFY2(lines.count == 1, qPrintable(QStringLiteral("column %1: %2 lines at %3 px")
                                                  .arg(c)
                                                  .arg(lines.count)
                                                  .arg(table.columnWidth(c))));
    }
    for (int c = 0; c < table.columnCount(); ++c) {
        const QString header = table.model()->headerData(c, Qt::Horizontal).toString();
        QVERIFY2(header.count(QLatin1Char('\n')) <= 1, qPrintable(header));
    }
    // The long texts still wrap, in three lines at most.
    QVERIFY(paintedLines(table, 0, 0, table.font()).count <= 3);
}

QTEST_MAIN(TestTableFit)
// A table taller than its page gets a vertical scroll bar, which narrows the viewport but not
// the table: the columns fit again, none is cut at the right (as the Range table was).
void TestTableFit::verticalScrollBarTakesItsWidth()
{
    std::unique_ptr<QTableWidget> table(makeTable());
    // Few rows, short until the fit wraps them: only then does the scroll bar come.
    table->setRowCount(5);
    for (int r = 3; r < 5; ++r)
        for (int c = 0; c < table->columnCount(); ++c)
            table->setItem(r, c, new QTableWidgetItem(table->item(r % 3, c)->text()));
    const int rowsHeight = table->horizontalHeader()->sizeHint().height() +
                           5 * table->verticalHeader()->defaultSectionSize() + 8;
    table->resize(340, rowsHeight + 2 * table->frameWidth() + 4);
    keepTableFitted(table.get());
    table->show();
    QVERIFY(QTest::qWaitForWindowExposed(table.get()));
    QTRY_VERIFY(table->verticalScrollBar()->isVisible());
    QTRY_VERIFY(columnsWidth(*table) <= table->viewport()->width());
    QTRY_COMPARE(table->horizontalScrollBar()->maximum(), 0);
}

#include "tst_tablefit.moc"
