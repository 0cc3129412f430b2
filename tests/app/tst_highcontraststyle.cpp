// The projector themes' edges are really on screen: every control that Fusion draws in a shade
// of the window colour (black on the high-contrast theme's black, pale grey on the bright room's
// white) is rendered and its pixels counted.
#include "app/highcontraststyle.h"
#include "app/theme.h"

#include <QCheckBox>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSlider>
#include <QSpinBox>
#include <QStyleOptionButton>
#include <QStyleOptionSlider>
#include <QtTest>

using namespace gpulab;

namespace {

bool isWhite(QRgb c)
{
    return qRed(c) > 200 && qGreen(c) > 200 && qBlue(c) > 200;
}

bool isBlack(QRgb c)
{
    return qRed(c) < 60 && qGreen(c) < 60 && qBlue(c) < 60;
}

bool isYellow(QRgb c) // the theme's highlight, #F0E442
{
    return qRed(c) > 200 && qGreen(c) > 180 && qBlue(c) < 120;
}

int count(const QImage &image, const QRect &rect, bool (*test)(QRgb))
{
    int n = 0;
    const QRect r = rect.intersected(image.rect());
    for (int y = r.top(); y <= r.bottom(); ++y)
        for (int x = r.left(); x <= r.right(); ++x)
            n += test(image.pixel(x, y)) ? 1 : 0;
    return n;
}

QImage render(QWidget &widget)
{
    widget.ensurePolished();
    widget.resize(widget.sizeHint().expandedTo(QSize(120, 30)));
    return widget.grab().toImage().convertToFormat(QImage::Format_RGB32);
}

} // namespace

class TestHighContrastStyle : public QObject
{
    Q_OBJECT
private slots:
    void init() { m_theme.apply(Theme::HighContrast, 100, false); }
    void cleanupTestCase() { m_theme.apply(Theme::Light, 100, false); }

    void themeSwitchesTheStyle()
    {
        // QApplication::style() is Qt's style-sheet style (the theme's focus rules) over ours.
        QCOMPARE(m_theme.styleKey(), QStringLiteral("gpulab-high-contrast"));
        m_theme.apply(Theme::Light, 100, false);
        QCOMPARE(m_theme.styleKey().toLower(), QStringLiteral("fusion"));
        m_theme.apply(Theme::Dark, 120, false);
        QCOMPARE(m_theme.styleKey().toLower(), QStringLiteral("fusion"));
        m_theme.apply(Theme::HighContrast, 100, true);
        QCOMPARE(m_theme.styleKey(), QStringLiteral("gpulab-high-contrast"));
        QCOMPARE(QApplication::palette().color(QPalette::Window), QColor(Qt::black));
    }

    void checkBoxEdgeAndMark()
    {
        QCheckBox box; // no text: only the indicator can be white
        QImage image = render(box);
        QStyleOptionButton option;
        option.initFrom(&box);
        const QRect indicator =
            box.style()->subElementRect(QStyle::SE_CheckBoxIndicator, &option, &box);
        QVERIFY(indicator.width() >= 10);
        // Unchecked: a white square edge, at least two full sides of it.
        QVERIFY2(count(image, indicator, isWhite) >= 2 * indicator.width(),
                 qPrintable(QString::number(count(image, indicator, isWhite))));
        QCOMPARE(count(image, indicator, isYellow), 0);
        box.setChecked(true);
        image = render(box);
        QVERIFY(count(image, indicator, isYellow) >= indicator.width()); // the tick
        box.setTristate(true);
        box.setCheckState(Qt::PartiallyChecked);
        image = render(box);
        QVERIFY(count(image, indicator, isYellow) > 0); // the bar
    }

    void radioButtonEdgeAndMark()
    {
        QRadioButton radio;
        QImage image = render(radio);
        QStyleOptionButton option;
        option.initFrom(&radio);
        const QRect indicator =
            radio.style()->subElementRect(QStyle::SE_RadioButtonIndicator, &option, &radio);
        QVERIFY(count(image, indicator, isWhite) >= 2 * indicator.width());
        QCOMPARE(count(image, indicator, isYellow), 0);
        radio.setChecked(true);
        image = render(radio);
        QVERIFY(count(image, indicator, isYellow) >= indicator.width()); // the dot
    }

    void disabledIndicatorIsGreyNotInvisible()
    {
        QCheckBox box;
        box.setChecked(true);
        box.setEnabled(false);
        const QImage image = render(box);
        QStyleOptionButton option;
        option.initFrom(&box);
        const QRect indicator =
            box.style()->subElementRect(QStyle::SE_CheckBoxIndicator, &option, &box);
        QCOMPARE(count(image, indicator, isYellow), 0); // no "active" colour when disabled
        int grey = 0;
        for (int y = indicator.top(); y <= indicator.bottom(); ++y)
            for (int x = indicator.left(); x <= indicator.right(); ++x)
                grey += qGray(image.pixel(x, y)) > 100 ? 1 : 0;
        QVERIFY(grey >= 2 * indicator.width());
    }

    void indicatorsGrowWithTheText()
    {
        QStyle *style = QApplication::style();
        const int normal = style->pixelMetric(QStyle::PM_IndicatorWidth);
        const int radio = style->pixelMetric(QStyle::PM_ExclusiveIndicatorWidth);
        m_theme.apply(Theme::HighContrast, 200, true); // zoom 200 % in presenter mode
        QVERIFY2(style->pixelMetric(QStyle::PM_IndicatorWidth) >= normal * 2,
                 qPrintable(QStringLiteral("%1 -> %2")
                                .arg(normal)
                                .arg(style->pixelMetric(QStyle::PM_IndicatorWidth))));
        QVERIFY(style->pixelMetric(QStyle::PM_ExclusiveIndicatorWidth) >= radio * 2);
        m_theme.apply(Theme::HighContrast, 100, false);
        QCOMPARE(style->pixelMetric(QStyle::PM_IndicatorWidth), normal);
    }

    void lineEditAndSpinBoxFrames()
    {
        QLineEdit edit; // empty, no placeholder: only the frame can be white
        const QImage editImage = render(edit);
        const int y = editImage.height() / 2;
        QVERIFY(isWhite(editImage.pixel(0, y)));
        QVERIFY(isWhite(editImage.pixel(editImage.width() - 1, y)));
        QVERIFY(isWhite(editImage.pixel(editImage.width() / 2, 0)));

        QSpinBox spin;
        spin.setSpecialValueText(QStringLiteral(" ")); // no digits in the middle
        const QImage spinImage = render(spin);
        QVERIFY(isWhite(spinImage.pixel(0, spinImage.height() / 2)));
        QVERIFY(isWhite(spinImage.pixel(spinImage.width() / 3, 0)));
        QVERIFY(isWhite(spinImage.pixel(spinImage.width() / 3, spinImage.height() - 1)));
    }

    void sliderHandleAndGroove()
    {
        QSlider slider(Qt::Horizontal);
        slider.setRange(0, 100);
        slider.setValue(50);
        slider.resize(200, 30);
        const QImage image = slider.grab().toImage().convertToFormat(QImage::Format_RGB32);
        QStyleOptionSlider option;
        option.initFrom(&slider);
        option.orientation = Qt::Horizontal;
        option.minimum = 0;
        option.maximum = 100;
        option.sliderPosition = option.sliderValue = 50;
        const QRect handle = slider.style()->subControlRect(QStyle::CC_Slider, &option,
                                                            QStyle::SC_SliderHandle, &slider);
        QVERIFY(handle.isValid());
        // A white handle with a yellow rim, and a white groove edge left and right of it.
        QVERIFY(count(image, handle, isWhite) >= handle.width() * handle.height() / 3);
        QVERIFY(count(image, handle, isYellow) > 0);
        const QRect leftOfHandle(0, 0, handle.left() - 2, image.height());
        const QRect rightOfHandle(handle.right() + 2, 0, image.width(), image.height());
        QVERIFY(count(image, leftOfHandle, isWhite) + count(image, leftOfHandle, isYellow) >=
                leftOfHandle.width());
        QVERIFY(count(image, rightOfHandle, isWhite) >= rightOfHandle.width() / 2);
    }

    void pushButtonEdge()
    {
        QPushButton button(QStringLiteral(" "));
        QImage image = render(button);
        const int y = image.height() / 2;
        QVERIFY(isWhite(image.pixel(0, y)) && isWhite(image.pixel(image.width() - 1, y)));
        m_theme.apply(Theme::BrightRoom, 100, false);
        image = render(button);
        QVERIFY(isBlack(image.pixel(0, y)) && isBlack(image.pixel(image.width() - 1, y)));
    }

    void brightRoomEdgesAreBlack()
    {
        m_theme.apply(Theme::BrightRoom, 100, true);
        QCOMPARE(m_theme.styleKey(), QStringLiteral("gpulab-high-contrast"));
        QCOMPARE(QApplication::palette().color(QPalette::Window), QColor(Qt::white));
        QCheckBox box;
        QImage image = render(box);
        QStyleOptionButton option;
        option.initFrom(&box);
        const QRect indicator =
            box.style()->subElementRect(QStyle::SE_CheckBoxIndicator, &option, &box);
        QVERIFY(count(image, indicator, isBlack) >= 2 * indicator.width());
        QLineEdit edit;
        const QImage editImage = render(edit);
        QVERIFY(isBlack(editImage.pixel(0, editImage.height() / 2)));
        QVERIFY(isBlack(editImage.pixel(editImage.width() / 2, 0)));
    }

private:
    ThemeManager m_theme;
};

QTEST_MAIN(TestHighContrastStyle)
#include "tst_highcontraststyle.moc"
