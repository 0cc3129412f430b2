// ChartFrame::fitAxes(): the labels of an axis fit the room the chart gives it, and the chart
// returns to what the caller set where there is room.
#include "widgets/chartframe.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QFontMetricsF>
#include <QGraphicsScene>
#include <QGraphicsTextItem>
#include <QGuiApplication>
#include <QHorizontalStackedBarSeries>
#include <QImage>
#include <QLineSeries>
#include <QLocale>
#include <QLogValueAxis>
#include <QScatterSeries>
#include <QScopeGuard>
#include <QTest>
#include <QValueAxis>

#include <cmath>

using namespace gpulab;

class TestChartFrame : public QObject
{
    Q_OBJECT

private slots:
    void logAxisLabelsFitTheirRoom();
    void valueAxisKeepsEveryKthTick();
    void longAxisTitleShrinks();
    void titleWrapsInEveryScript_data();
    void titleWrapsInEveryScript();
    void seriesNamesWhereTheyArePlacedRightToLeft();
    void axisUnderThePlotIsNeverElided();
    void everyLabelFormatPrintsItsLabels_data();
    void everyLabelFormatPrintsItsLabels();
    void logAxisWritesNumbersOut_data();
    void logAxisWritesNumbersOut();
    void dotNamedByItsShortFormWhereTheNameHasNoRoom();
    void namesOfCloseLinesKeepAGap();
    void wholeNumbersThatNameAreNotGrouped();

private:
    struct Chart
    {
        ChartFrame frame{QStringLiteral("Test chart")};
        QLineSeries *series = new QLineSeries;
    };
    // Value axes from 0 to 10 at the bottom and left of `frame`'s chart.
    static std::pair<QValueAxis *, QValueAxis *> addAxes(ChartFrame &frame)
    {
        auto *x = new QValueAxis;
        x->setRange(0, 10);
        auto *y = new QValueAxis;
        y->setRange(0, 10);
        frame.chart()->addAxis(x, Qt::AlignBottom);
        frame.chart()->addAxis(y, Qt::AlignLeft);
        return {x, y};
    }
    static void show(ChartFrame &frame, QSize size)
    {
        frame.resize(size);
        frame.show();
        QVERIFY(QTest::qWaitForWindowExposed(&frame));
    }
    // A title as fitAxes() set it, without its markup, `between` its lines.
    static QString plainTitle(QString html, const QString &between)
    {
        html.replace(QLatin1String("<br>"), between);
        html.remove(QLatin1String("<nobr>")).remove(QLatin1String("</nobr>"));
        return html;
    }
    // The text the chart shows for the title of its vertical axis (Qt Charts' rotated text
    // item, elided where it had no room), its lines joined.
    static QString shownVerticalTitle(const ChartFrame &frame)
    {
        for (QGraphicsItem *item : frame.chart()->scene()->items())
            if (auto *text = qgraphicsitem_cast<QGraphicsTextItem *>(item);
                text && text->isVisible() && std::abs(std::abs(text->rotation()) - 270) < 1)
                return text->toPlainText().remove(QChar::LineSeparator).remove(QLatin1Char('\n'));
        return {};
    }
};

void TestChartFrame::logAxisLabelsFitTheirRoom()
{
    Chart c;
    for (double x = 1.0 / 16; x <= 4096; x *= 2)
        c.series->append(x, std::sqrt(x));
    c.frame.chart()->addSeries(c.series);
    auto *x = new QLogValueAxis;
    x->setBase(2);
    x->setRange(1.0 / 16, 4096);
    x->setLabelFormat(QStringLiteral("%g"));
    x->setMinorTickCount(-1);
    c.frame.chart()->addAxis(x, Qt::AlignBottom);
    c.series->attachAxis(x);
    show(c.frame, {360, 320});
    // 17 labels from 0.0625 to 4096 cannot share 300 px: every 2nd, 3rd, ... power instead.
    QTRY_VERIFY(x->base() > 2);
    const double power = std::log2(x->base()); // a power of the caller's base: 4, 8, 16, ...
    QCOMPARE(power, std::round(power));
    const double labels = std::floor(std::log(4096) / std::log(x->base())) -
                          std::ceil(std::log(1.0 / 16) / std::log(x->base())) + 1;
    const QFontMetricsF metrics(x->labelsFont());
    QVERIFY2(labels * metrics.horizontalAdvance(QStringLiteral("0.0625")) <=
                 c.frame.chart()->plotArea().width(),
             qPrintable(QString::number(x->base())));
    QCOMPARE(x->minorTickCount(), 0); // minor lines that close would be hatching
    // Room again: what the caller set.
    c.frame.resize(1900, 500);
    QTRY_COMPARE(x->base(), 2.0);
    QTRY_COMPARE(x->minorTickCount(), -1);
}

void TestChartFrame::valueAxisKeepsEveryKthTick()
{
    Chart c;
    c.series->append(0, 0);
    c.series->append(1000, 1);
    c.frame.chart()->addSeries(c.series);
    auto *x = new QValueAxis;
    x->setRange(0, 1000);
    x->setTickCount(21);
    x->setLabelFormat(QStringLiteral("%.0f"));
    c.frame.chart()->addAxis(x, Qt::AlignBottom);
    c.series->attachAxis(x);
    show(c.frame, {300, 300});
    QTRY_VERIFY(x->tickCount() < 21);
    // Still the caller's round numbers: every k-th of 20 intervals.
    QCOMPARE(20 % (x->tickCount() - 1), 0);
    const QFontMetricsF metrics(x->labelsFont());
    QVERIFY(x->tickCount() * metrics.horizontalAdvance(QStringLiteral("1000")) <=
            c.frame.chart()->plotArea().width());
    c.frame.resize(1900, 400);
    QTRY_COMPARE(x->tickCount(), 21);
}

void TestChartFrame::longAxisTitleShrinks()
{
    Chart c;
    c.series->append(0, 0);
    c.series->append(1, 1);
    c.frame.chart()->addSeries(c.series);
    auto *y = new QValueAxis;
    y->setTitleText(QStringLiteral("Bandwidth in gigabytes per second, one direction, measured"));
    const qreal points = y->titleFont().pointSizeF();
    c.frame.chart()->addAxis(y, Qt::AlignLeft);
    c.series->attachAxis(y);
    show(c.frame, {500, 260});
    QTRY_VERIFY(y->titleFont().pointSizeF() < points);
    QVERIFY(y->titleFont().pointSizeF() >= points * 0.75 - 0.01); // never illegible
    c.frame.resize(900, 1000);
    QTRY_COMPARE(y->titleFont().pointSizeF(), points);
    // Too long even at 75 %: wrapped at spaces, the caller's title back where there is room.
    const QString title = y->titleText();
    c.frame.resize(500, 200);
    QTRY_VERIFY(y->titleText().contains(QLatin1String("<br>")));
    QCOMPARE(plainTitle(y->titleText(), QStringLiteral(" ")), title);
    c.frame.resize(900, 1000);
    QTRY_COMPARE(y->titleText(), title);
}

void TestChartFrame::titleWrapsInEveryScript_data()
{
    QTest::addColumn<QString>("title");
    QTest::addRow("Chinese, no spaces")
        << QStringLiteral("每次相关加载的延迟（纳秒，对数刻度），在这台机器上测得的中位数");
    QTest::addRow("Chinese with a Latin word")
        << QStringLiteral("GFLOP/s（每秒十亿次浮点运算，越高越好，对数刻度）");
    QTest::addRow("Spanish") << QStringLiteral(
        "Ancho de banda en gigabytes por segundo, en un sentido (escala logarítmica)");
}

// A title too long for its axis is wrapped where its script allows a line to break (Chinese:
// between characters) and shown whole, never elided; the same room, the same lines.
void TestChartFrame::titleWrapsInEveryScript()
{
    QFETCH(QString, title);
    Chart c;
    c.series->append(0, 0);
    c.series->append(1, 1);
    c.frame.chart()->addSeries(c.series);
    auto *y = new QValueAxis;
    y->setTitleText(title);
    c.frame.chart()->addAxis(y, Qt::AlignLeft);
    c.series->attachAxis(y);
    show(c.frame, {500, 240});
    QTRY_VERIFY(y->titleText().contains(QLatin1String("<br>")));
    QTest::qWait(50);
    const QString wrapped = y->titleText();
    QCOMPARE(plainTitle(wrapped, QString()).remove(QLatin1Char(' ')),
             QString(title).remove(QLatin1Char(' ')));
    QTRY_COMPARE(shownVerticalTitle(c.frame).remove(QLatin1Char(' ')),
                 QString(title).remove(QLatin1Char(' ')));
    // Deterministic: elsewhere and back, the same lines.
    c.frame.resize(900, 900);
    QTRY_VERIFY(!y->titleText().contains(QLatin1String("<br>")));
    c.frame.resize(500, 240);
    QTRY_COMPARE(y->titleText(), wrapped);
}

// In a right-to-left language the plot is not mirrored: a name on a series stays beside its line
// (a painter on the view drew a name meant to end at its point at the other end of the plot).
void TestChartFrame::seriesNamesWhereTheyArePlacedRightToLeft()
{
    // As the application is in Arabic (UiLanguage sets the application's direction).
    QGuiApplication::setLayoutDirection(Qt::RightToLeft);
    const auto restore = qScopeGuard([] { QGuiApplication::setLayoutDirection(Qt::LeftToRight); });
    Chart c;
    c.series->setName(QStringLiteral("H100 SXM5 80 GB"));
    for (int x = 0; x <= 10; ++x)
        c.series->append(x, x < 5 ? x : 5);
    c.frame.chart()->addSeries(c.series);
    auto *x = new QValueAxis;
    x->setRange(0, 10);
    auto *y = new QValueAxis;
    y->setRange(0, 10);
    c.frame.chart()->addAxis(x, Qt::AlignBottom);
    c.frame.chart()->addAxis(y, Qt::AlignLeft);
    c.series->attachAxis(x);
    c.series->attachAxis(y);
    c.frame.setNamesOnSeries(true);
    show(c.frame, {600, 400});
    QTRY_VERIFY(!c.frame.placedText().isEmpty());
    // Beside its line: a point of the line within a line of text of the name's box.
    const QRectF box = c.frame.placedText().constFirst().box;
    QChart *chart = c.frame.chart();
    qreal nearest = 1e9;
    for (qreal along = 0; along <= 10; along += 0.05) {
        const QPointF p =
            chart->mapToScene(chart->mapToPosition({along, along < 5 ? along : 5}, c.series));
        const qreal dx = std::max({box.left() - p.x(), 0.0, p.x() - box.right()});
        const qreal dy = std::max({box.top() - p.y(), 0.0, p.y() - box.bottom()});
        nearest = std::min(nearest, std::hypot(dx, dy));
    }
    QVERIFY2(nearest <= box.height() * 1.5,
             qPrintable(QStringLiteral("the name is %1 px from its line").arg(nearest)));
}

// A short chart (the split across devices: two bars) whose axis under the plot has a Chinese
// title: Qt Charts gives that axis at most 40 % of the room and elided its labels and title to
// "..." beyond; the chart grows until they fit.
void TestChartFrame::axisUnderThePlotIsNeverElided()
{
    ChartFrame frame(QString::fromUtf8("每个条带的时间：移动数据与计算"));
    frame.setMinimumLines(5);
    auto *series = new QHorizontalStackedBarSeries;
    auto *set = new QBarSet(QString::fromUtf8("上传（毫秒）"));
    *set << 130 << 120;
    series->append(set);
    frame.chart()->addSeries(series);
    auto *y = new QBarCategoryAxis;
    y->append({QString::fromUtf8("条带 1"), QString::fromUtf8("条带 2")});
    auto *x = new QValueAxis;
    x->setRange(0, 140);
    x->setTitleText(QString::fromUtf8("毫秒"));
    frame.chart()->addAxis(x, Qt::AlignBottom);
    frame.chart()->addAxis(y, Qt::AlignLeft);
    series->attachAxis(x);
    series->attachAxis(y);
    show(frame, {700, 120});
    QTest::qWait(200); // fitted, grown, laid out again
    QStringList shown;
    for (QGraphicsItem *item : frame.chart()->scene()->items())
        if (auto *text = qgraphicsitem_cast<QGraphicsTextItem *>(item); text && text->isVisible())
            shown << text->toPlainText();
    QVERIFY2(shown.contains(QString::fromUtf8("毫秒")), qPrintable(shown.join(QLatin1Char('|'))));
    QVERIFY2(!shown.contains(QStringLiteral("...")), qPrintable(shown.join(QLatin1Char('|'))));
}

void TestChartFrame::everyLabelFormatPrintsItsLabels_data()
{
    QTest::addColumn<QString>("format");
    QTest::addColumn<bool>("logarithmic");
    for (const char *format : {"%g", "%d", "%i", "%G", "%f", "%.0f", "%.3g", "x %g y"}) {
        QTest::addRow("value %s", format) << QString::fromLatin1(format) << false;
        QTest::addRow("log %s", format) << QString::fromLatin1(format) << true;
    }
}

// Every chart localises its numbers, and Qt Charts 6.4 then printed nothing for a format
// without a precision: every axis labelled "%g" or "%d" had lost its numbers.
void TestChartFrame::everyLabelFormatPrintsItsLabels()
{
    QFETCH(QString, format);
    QFETCH(bool, logarithmic);
    Chart c;
    c.series->append(1, 1);
    c.series->append(1000, 800);
    c.frame.chart()->addSeries(c.series);
    QAbstractAxis *y = nullptr;
    if (logarithmic) {
        auto *log = new QLogValueAxis;
        log->setRange(1, 1000);
        log->setLabelFormat(format);
        y = log;
    } else {
        auto *value = new QValueAxis;
        value->setRange(0, 800);
        value->setLabelFormat(format);
        y = value;
    }
    c.frame.chart()->addAxis(y, Qt::AlignLeft);
    c.series->attachAxis(y);
    show(c.frame, {500, 400});
    QTest::qWait(50); // the fitting runs once the event loop is back
    // The strip left of the plot holds the labels (no title): dark text on the light theme.
    const QImage image = c.frame.grab().toImage();
    const QRectF plot = c.frame.chart()->plotArea();
    int ink = 0;
    for (int x = 0; x < int(plot.left()) - 3; ++x)
        for (int row = int(plot.top()); row < int(plot.bottom()); ++row)
            if (qGray(image.pixel(x, row)) < 128)
                ++ink;
    QVERIFY2(ink > 20, qPrintable(QStringLiteral("no labels printed: %1 pixels").arg(ink)));
}

void TestChartFrame::logAxisWritesNumbersOut_data()
{
    QTest::addColumn<QLocale>("locale");
    QTest::addRow("English") << QLocale(QLocale::English, QLocale::UnitedStates);
    QTest::addRow("Chinese") << QLocale(QLocale::Chinese, QLocale::China);
    QTest::addRow("Arabic") << QLocale(QLocale::Arabic, QLocale::Egypt);
}

// A logarithmic axis' labels are numbers as the language writes them ("1,000,000"; Arabic's
// own digits and separators), never printf's "1E+06", and its small powers are decimals.
void TestChartFrame::logAxisWritesNumbersOut()
{
    QFETCH(QLocale, locale);
    const QLocale before;
    QLocale::setDefault(locale); // what the application sets for its UI language
    const auto restore = qScopeGuard([before] { QLocale::setDefault(before); });
    Chart c;
    c.series->append(0.005, 1);
    c.series->append(2e7, 1e7);
    c.frame.chart()->addSeries(c.series);
    auto *y = new QLogValueAxis;
    y->setRange(0.005, 2e7);
    y->setLabelFormat(QStringLiteral("%g"));
    c.frame.chart()->addAxis(y, Qt::AlignLeft);
    c.series->attachAxis(y);
    show(c.frame, {500, 900}); // room for a label at every power of ten
    QTest::qWait(50);          // the fitting runs once the event loop is back
    QTRY_COMPARE(y->base(), 10.0);
    QStringList shown;
    for (QGraphicsItem *item : c.frame.chart()->scene()->items())
        if (auto *text = qgraphicsitem_cast<QGraphicsTextItem *>(item); text && text->isVisible())
            shown << text->toPlainText();
    shown.removeAll(c.frame.chart()->title());
    const QString all = shown.join(QLatin1Char('|'));
    QVERIFY2(shown.contains(locale.toString(1e6, 'f', 0)), qPrintable(all));
    QVERIFY2(shown.contains(locale.toString(0.01, 'f', 2)), qPrintable(all));
    QVERIFY2(!all.contains(locale.exponential(), Qt::CaseInsensitive), qPrintable(all));
}

// A dot whose name has no room beside it anywhere in the plot (a presenter's small chart) is
// named by its short form rather than left unnamed.
void TestChartFrame::dotNamedByItsShortFormWhereTheNameHasNoRoom()
{
    ChartFrame frame(QStringLiteral("Amdahl"));
    auto *dot = new QScatterSeries;
    dot->append(5, 5);
    dot->setName(QStringLiteral("Model CPU"));
    const QString name =
        QStringLiteral("Model CPU: 16 cores, 8.0\u00d7 faster than one core alone, Amdahl");
    ChartFrame::setSeriesLabel(dot, name, QStringLiteral("CPU"));
    frame.chart()->addSeries(dot);
    const auto [x, y] = addAxes(frame);
    dot->attachAxis(x);
    dot->attachAxis(y);
    frame.setNamesOnSeries(true);
    show(frame, {300, 300});
    const auto names = [&frame] {
        frame.view()->grab();
        QStringList texts;
        for (const PlacedText &placed : frame.placedText())
            texts << placed.text;
        return texts;
    };
    QTRY_COMPARE(names(), QStringList{QStringLiteral("CPU")});
    // Room for the whole name: the name.
    frame.resize(1400, 500);
    QTRY_COMPARE(names(), QStringList{name});
}

// Two lines close together (two GPUs' roofs): each is named, and the names stay a quarter of a
// line apart, not touching (they were 2-3 px apart: read as one name).
void TestChartFrame::namesOfCloseLinesKeepAGap()
{
    ChartFrame frame(QStringLiteral("Roofs"));
    const auto [x, y] = addAxes(frame);
    for (const qreal roof : {7.0, 7.6}) {
        auto *line = new QLineSeries;
        line->setName(roof < 7.3 ? QStringLiteral("A100 SXM4 80 GB")
                                 : QStringLiteral("H100 SXM5 80 GB"));
        for (int at = 0; at <= 10; ++at)
            line->append(at, std::min<qreal>(at * 1.5, roof));
        frame.chart()->addSeries(line);
        line->attachAxis(x);
        line->attachAxis(y);
    }
    frame.setNamesOnSeries(true);
    show(frame, {640, 420});
    QTRY_COMPARE(frame.placedText().size(), 2);
    const QRectF a = frame.placedText().at(0).box, b = frame.placedText().at(1).box;
    const qreal dx = std::max({a.left() - b.right(), b.left() - a.right(), 0.0});
    const qreal dy = std::max({a.top() - b.bottom(), b.top() - a.bottom(), 0.0});
    QVERIFY2(std::max(dx, dy) >= a.height() * 0.25 - 0.01,
             qPrintable(QStringLiteral("the names are %1 px apart (a line: %2 px)")
                            .arg(std::max(dx, dy))
                            .arg(a.height())));
}

// A "%d" axis names (launch years, matrix sizes): written as wholeText() writes them, "2016",
// never "2,016" (Spanish grouped four digits: "2.016"); a chart of amounts groups them.
void TestChartFrame::wholeNumbersThatNameAreNotGrouped()
{
    const QLocale before;
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    const auto restore = qScopeGuard([&] { QLocale::setDefault(before); });
    const auto labels = [](ChartFrame &frame) {
        QStringList shown;
        for (QGraphicsItem *item : frame.chart()->scene()->items())
            if (auto *text = qgraphicsitem_cast<QGraphicsTextItem *>(item);
                text && text->isVisible())
                shown << text->toPlainText();
        return shown.join(QLatin1Char('|'));
    };
    for (const bool years : {true, false}) {
        Chart c;
        c.series->append(2016, 0);
        c.series->append(2024, 20000);
        c.frame.chart()->addSeries(c.series);
        auto *x = new QValueAxis;
        x->setRange(2016, 2024);
        x->setTickCount(5);
        x->setLabelFormat(years ? QStringLiteral("%d") : QStringLiteral("%g"));
        auto *y = new QValueAxis;
        y->setRange(0, 20000);
        y->setLabelFormat(QStringLiteral("%g"));
        c.frame.chart()->addAxis(x, Qt::AlignBottom);
        c.frame.chart()->addAxis(y, Qt::AlignLeft);
        c.series->attachAxis(x);
        c.series->attachAxis(y);
        show(c.frame, {600, 400});
        QTest::qWait(100); // fitted once the event loop is back
        if (years) {
            QTRY_VERIFY2(labels(c.frame).contains(QStringLiteral("2016")),
                         qPrintable(labels(c.frame)));
            QVERIFY2(!labels(c.frame).contains(QStringLiteral("2,016")),
                     qPrintable(labels(c.frame)));
        } else {
            QTRY_VERIFY2(labels(c.frame).contains(QStringLiteral("2,016")) ||
                             labels(c.frame).contains(QStringLiteral("20,000")),
                         qPrintable(labels(c.frame)));
        }
    }
}

QTEST_MAIN(TestChartFrame)
#include "tst_chartframe.moc"
