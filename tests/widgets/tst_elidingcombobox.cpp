// ElidingComboBox (widgets/elidingcombobox.h): a long current text is cut with "…" where the box
// ends and is whole in the tooltip; where it fits, it is shown whole and the caller's tooltip
// stays.
#include "widgets/elidingcombobox.h"

#include <QApplication>
#include <QTest>

using namespace gpulab;

class TestElidingComboBox : public QObject
{
    Q_OBJECT
private slots:
    void cutWithEllipsisAndTooltip();
    void wholeWhereItFits();
    void rightToLeft();
};

namespace {
const QString kLong =
    QStringLiteral("USD 25,000 a card (Raymond James estimate, quoted by CNBC, seen 2023-08-25)");
}

void TestElidingComboBox::cutWithEllipsisAndTooltip()
{
    ElidingComboBox box;
    box.addItem(kLong);
    box.addItem(QStringLiteral("short"));
    box.resize(160, box.sizeHint().height());
    box.show();
    QVERIFY(QTest::qWaitForWindowExposed(&box));
    QVERIFY2(box.shownText().endsWith(QChar(0x2026)), qPrintable(box.shownText()));
    QVERIFY(box.shownText().size() < kLong.size());
    QCOMPARE(box.toolTip(), kLong);
    box.setCurrentIndex(1); // fits: shown whole, the tooltip it set is gone
    QCOMPARE(box.shownText(), QStringLiteral("short"));
    QVERIFY(box.toolTip().isEmpty());
}

void TestElidingComboBox::wholeWhereItFits()
{
    ElidingComboBox box;
    box.setToolTip(QStringLiteral("the caller's"));
    box.addItem(kLong);
    box.resize(box.fontMetrics().horizontalAdvance(kLong) + 80, box.sizeHint().height());
    box.show();
    QVERIFY(QTest::qWaitForWindowExposed(&box));
    QCOMPARE(box.shownText(), kLong);
    QCOMPARE(box.toolTip(), QStringLiteral("the caller's"));
    box.resize(120, box.height()); // narrower: cut, whole in the tooltip
    QVERIFY(box.shownText().endsWith(QChar(0x2026)));
    QCOMPARE(box.toolTip(), kLong);
    box.resize(box.fontMetrics().horizontalAdvance(kLong) + 80, box.height()); // the caller's again
    QCOMPARE(box.shownText(), kLong);
    QCOMPARE(box.toolTip(), QStringLiteral("the caller's"));
}

void TestElidingComboBox::rightToLeft()
{
    ElidingComboBox box;
    box.setLayoutDirection(Qt::RightToLeft);
    const QString arabic =
        QStringLiteral("USD ٢٥٬٠٠٠ للبطاقة (تقدير Raymond James، رُئي في ٢٥ أغسطس ٢٠٢٣)");
    box.addItem(arabic);
    box.resize(150, box.sizeHint().height());
    box.show();
    QVERIFY(QTest::qWaitForWindowExposed(&box));
    QVERIFY(box.shownText().endsWith(QChar(0x2026)));
    QCOMPARE(box.toolTip(), arabic);
}

QTEST_MAIN(TestElidingComboBox)
#include "tst_elidingcombobox.moc"
