// AnnotationLayer: a pen stroke and a highlighter stroke leave their colours where they were
// drawn, follow the layer when it is resized (relative coordinates), the laser leaves nothing,
// erase clears, and with no tool the mouse reaches the page underneath.
#include "widgets/annotationlayer.h"

#include <QPushButton>
#include <QSignalSpy>
#include <QtTest>

using namespace gpulab;

namespace {
// The colour the layer shows at `point` over a white page.
QColor colourAt(QWidget *page, const QPoint &point)
{
    return page->grab().toImage().pixelColor(point);
}

bool near(const QColor &a, const QColor &b, int tolerance = 40)
{
    return qAbs(a.red() - b.red()) + qAbs(a.green() - b.green()) + qAbs(a.blue() - b.blue()) <=
           tolerance;
}

void stroke(QWidget *layer, QPoint from, QPoint to)
{
    QTest::mousePress(layer, Qt::LeftButton, {}, from);
    for (int i = 1; i <= 10; ++i) {
        const QPoint at = from + (to - from) * i / 10;
        QMouseEvent move(QEvent::MouseMove, at, layer->mapToGlobal(at), Qt::NoButton,
                         Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(layer, &move);
    }
    QTest::mouseRelease(layer, Qt::LeftButton, {}, to);
}
} // namespace

class TestAnnotationLayer : public QObject
{
    Q_OBJECT

private slots:
    void drawsFollowsAndClears()
    {
        QWidget page;
        page.setAutoFillBackground(true);
        QPalette white = page.palette();
        white.setColor(QPalette::Window, Qt::white);
        page.setPalette(white);
        page.resize(600, 400);
        auto *button = new QPushButton(QStringLiteral("under"), &page);
        button->setGeometry(400, 300, 150, 60);
        auto *layer = new AnnotationLayer(&page);
        layer->setGeometry(page.rect());
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));

        // No tool: the mouse reaches the page.
        QSignalSpy clicked(button, &QPushButton::clicked);
        QTest::mouseClick(QApplication::widgetAt(page.mapToGlobal(QPoint(470, 330))),
                          Qt::LeftButton);
        QCOMPARE(clicked.count(), 1);

        layer->setTool(AnnotationLayer::Tool::Pen);
        QVERIFY(QApplication::widgetAt(page.mapToGlobal(QPoint(470, 330))) == layer);
        stroke(layer, {100, 100}, {300, 100});
        QCOMPARE(layer->strokeCount(), 1);
        QVERIFY2(near(colourAt(&page, {200, 100}), AnnotationLayer::penColour()),
                 qPrintable(colourAt(&page, {200, 100}).name()));
        QVERIFY(near(colourAt(&page, {200, 140}), Qt::white)); // only where drawn

        // Highlighter: see-through yellow over white.
        layer->setTool(AnnotationLayer::Tool::Highlighter);
        stroke(layer, {100, 250}, {300, 250});
        const QColor highlight = colourAt(&page, {200, 250});
        QVERIFY2(highlight.blue() < 200 && highlight.red() > 200 && highlight.green() > 200,
                 qPrintable(highlight.name()));

        // The page doubles in size: the strokes go with it.
        page.resize(1200, 800);
        layer->setGeometry(page.rect());
        QTRY_COMPARE(page.width(), 1200);
        QVERIFY2(near(colourAt(&page, {400, 200}), AnnotationLayer::penColour()),
                 qPrintable(colourAt(&page, {400, 200}).name()));
        QVERIFY(near(colourAt(&page, {200, 100}), Qt::white));

        // The laser draws nothing that stays.
        layer->setTool(AnnotationLayer::Tool::Laser);
        stroke(layer, {600, 600}, {700, 600});
        QCOMPARE(layer->strokeCount(), 2);

        layer->clear();
        QVERIFY(layer->isEmpty());
        layer->setTool(AnnotationLayer::Tool::None);
        QVERIFY(near(colourAt(&page, {400, 200}), Qt::white));
        QVERIFY(QApplication::widgetAt(page.mapToGlobal(QPoint(100, 100))) != layer);
    }
};

QTEST_MAIN(TestAnnotationLayer)
#include "tst_annotationlayer.moc"
