// SceneLabels (widgets/simulationscene.h): a scene's text in a box one line of the scene's font
// tall holds a line of Chinese, which Qt draws in its CJK fallback font whose lines are taller
// (mostly leading): placed whole, not elided, its glyphs inside the box.
#include "widgets/simulationscene.h"

#include <QFontDatabase>
#include <QFontMetricsF>
#include <QImage>
#include <QPainter>
#include <QTest>

#include <cmath>

using namespace gpulab;

class TestSceneLabels : public QObject
{
    Q_OBJECT
private slots:
    void chineseLineInALineOfTheFont();
};

void TestSceneLabels::chineseLineInALineOfTheFont()
{
    if (QFontDatabase::families(QFontDatabase::SimplifiedChinese).isEmpty())
        QSKIP("no font for Chinese (installers/debian-packages.txt: fonts-noto-cjk)");
    // At the smallest legible size (60 % of the style's font), where it may not shrink to fit.
    QFont font(QStringLiteral("DejaVu Sans"));
    font.setPixelSize(10);
    SceneStyle style = SceneStyle::light();
    style.font = font;
    style.font.setPixelSize(16);
    QCOMPARE(std::ceil(style.minimumTextPixels()), 10.0);
    SceneTextLog log;
    style.textLog = &log;
    QImage image(400, 100, QImage::Format_ARGB32);
    image.fill(Qt::white);
    const QString text = QStringLiteral("命中 0 · 未命中 0");
    {
        QPainter painter(&image);
        painter.setFont(font);
        const QFontMetricsF metrics(font, &image);
        QVERIFY2(metrics.boundingRect(text).height() > metrics.height() + 0.5,
                 "the fallback font's line is no taller here: nothing to check");
        SceneLabels labels(painter, style, QRectF(image.rect()));
        labels.draw(QRectF(10, 20, 300, metrics.height()), Qt::AlignLeft | Qt::AlignVCenter, text);
        labels.draw(QRectF(10, 20 + metrics.height(), 300, metrics.height()),
                    Qt::AlignLeft | Qt::AlignVCenter, QStringLiteral("下一行"));
    }
    QCOMPARE(log.size(), 2);
    for (const PlacedText &placed : log)
        QVERIFY2(placed.problem.isEmpty(),
                 qPrintable(placed.text + QStringLiteral(": ") + placed.problem));
    QVERIFY(!log[0].box.intersects(log[1].box.adjusted(0, 0.75, 0, 0)));
}

QTEST_MAIN(TestSceneLabels)
#include "tst_scenelabels.moc"
