// BitEdit, the generic bit editor: fields and numbering, flipping by keyboard and mouse (and only
// the bit meant), the cursor's limits, what it tells screen readers, that bits outside its cells
// are left alone, and that it grows with the font.
#include "widgets/bitedit.h"

#include "aswrittentest.h"

#include <QSignalSpy>
#include <QtTest>

using namespace gpulab;

class TestBitEdit : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void fieldsAndNumbering();
    void keyboard();
    void mouse();
    void bitsOutsideTheCellsAreKept();
    void followsTheFont();
    void rightToLeftKeepsTheNotation();
    void chineseNamesFitTheirLines();

private:
    BitEdit *m_edit = nullptr;
};

void TestBitEdit::init()
{
    QTest::failOnWarning(QRegularExpression(QStringLiteral(".*")));
    m_edit = new BitEdit;
    // An FP16-like layout: 1 + 5 + 10 bits.
    m_edit->setFields(
        {{"sign", 1, Qt::red}, {"exponent", 5, Qt::blue}, {"mantissa", 10, Qt::green}});
    m_edit->setBits(0x3C00);
    m_edit->resize(m_edit->sizeHint());
    m_edit->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_edit));
}

void TestBitEdit::cleanup()
{
    delete m_edit;
    m_edit = nullptr;
}

void TestBitEdit::fieldsAndNumbering()
{
    QCOMPARE(m_edit->bitCount(), 16);
    QCOMPARE(m_edit->lowestBit(), 0);
    QCOMPARE(m_edit->highestBit(), 15);
    QCOMPARE(m_edit->fieldIndexOf(15), 0);
    QCOMPARE(m_edit->fieldIndexOf(14), 1);
    QCOMPARE(m_edit->fieldIndexOf(10), 1);
    QCOMPARE(m_edit->fieldIndexOf(9), 2);
    QCOMPARE(m_edit->fieldIndexOf(0), 2);
    QCOMPARE(m_edit->fieldIndexOf(16), -1);
    QCOMPARE(m_edit->describeBit(15), QStringLiteral("bit 15, sign, clear"));
    QCOMPARE(m_edit->describeBit(12), QStringLiteral("bit 12, exponent, set"));
    QCOMPARE(m_edit->currentBit(), 15);
    QCOMPARE(m_edit->accessibleDescription(), QStringLiteral("bit 15, sign, clear"));
    // Cells from left (high bits) to right, fields apart.
    QVERIFY(m_edit->bitRect(15).right() < m_edit->bitRect(14).left());
    QVERIFY(m_edit->bitRect(1).right() <= m_edit->bitRect(0).left() + 0.01);
    QVERIFY(m_edit->bitRect(14).left() - m_edit->bitRect(15).right() >
            m_edit->bitRect(13).left() - m_edit->bitRect(14).right());
    QCOMPARE(m_edit->bitRect(16), QRectF());
    // A layout high in the value (TF32-like: 19 bits at the top of 32).
    m_edit->setFields(
        {{"sign", 1, Qt::red}, {"exponent", 8, Qt::blue}, {"mantissa", 10, Qt::green}}, 13);
    QCOMPARE(m_edit->bitCount(), 19);
    QCOMPARE(m_edit->highestBit(), 31);
    QCOMPARE(m_edit->currentBit(), 31);
    QCOMPARE(m_edit->fieldIndexOf(12), -1);
    QCOMPARE(m_edit->fieldIndexOf(22), 2);
    QCOMPARE(m_edit->fieldIndexOf(23), 1);
}

void TestBitEdit::keyboard()
{
    QSignalSpy toggled(m_edit, &BitEdit::bitToggled);
    QSignalSpy moved(m_edit, &BitEdit::currentBitChanged);
    m_edit->setFocus();
    QTRY_VERIFY(m_edit->hasFocus());
    QTest::keyClick(m_edit, Qt::Key_Left); // already at the top: stays
    QCOMPARE(m_edit->currentBit(), 15);
    QCOMPARE(moved.count(), 0);
    QTest::keyClick(m_edit, Qt::Key_Right);
    QCOMPARE(m_edit->currentBit(), 14);
    QCOMPARE(moved.count(), 1);
    QCOMPARE(m_edit->accessibleDescription(), QStringLiteral("bit 14, exponent, clear"));
    QTest::keyClick(m_edit, Qt::Key_Space);
    QCOMPARE(m_edit->bits(), quint64(0x7C00));
    QCOMPARE(toggled.count(), 1);
    QCOMPARE(toggled.at(0).at(0).toInt(), 14);
    QCOMPARE(m_edit->accessibleDescription(), QStringLiteral("bit 14, exponent, set"));
    QTest::keyClick(m_edit, Qt::Key_Enter);
    QCOMPARE(m_edit->bits(), quint64(0x3C00));
    QTest::keyClick(m_edit, Qt::Key_End);
    QCOMPARE(m_edit->currentBit(), 0);
    QTest::keyClick(m_edit, Qt::Key_Right); // already at the bottom
    QCOMPARE(m_edit->currentBit(), 0);
    QTest::keyClick(m_edit, Qt::Key_Home);
    QCOMPARE(m_edit->currentBit(), 15);
    // Typing 1 and 0 sets bits left to right.
    toggled.clear();
    QTest::keyClick(m_edit, Qt::Key_1);
    QTest::keyClick(m_edit, Qt::Key_0); // bit 14 is already 0: no signal
    QTest::keyClick(m_edit, Qt::Key_1);
    QCOMPARE(m_edit->bits(), quint64(0xBC00));
    QCOMPARE(toggled.count(), 1); // bit 14 was clear and bit 13 set already
    QCOMPARE(m_edit->currentBit(), 12);
    // Modified keys and Tab are not the editor's.
    QTest::keyClick(m_edit, Qt::Key_Space, Qt::ControlModifier);
    QCOMPARE(m_edit->bits(), quint64(0xBC00));
}

void TestBitEdit::mouse()
{
    QSignalSpy toggled(m_edit, &BitEdit::bitToggled);
    QTest::mouseClick(m_edit, Qt::LeftButton, {}, m_edit->bitRect(9).center().toPoint());
    QCOMPARE(m_edit->bits(), quint64(0x3E00));
    QCOMPARE(m_edit->currentBit(), 9);
    QCOMPARE(toggled.count(), 1);
    QVERIFY(m_edit->hasFocus());
    QTest::mouseClick(m_edit, Qt::RightButton, {}, m_edit->bitRect(9).center().toPoint());
    QCOMPARE(m_edit->bits(), quint64(0x3E00));
    QTest::mouseClick(m_edit, Qt::LeftButton, {},
                      QPoint(m_edit->width() - 1, m_edit->height() - 1));
    QCOMPARE(toggled.count(), 1);
}

void TestBitEdit::bitsOutsideTheCellsAreKept()
{
    m_edit->setFields({{"sign", 1, Qt::red}, {"exponent", 2, Qt::blue}, {"mantissa", 1, Qt::green}},
                      4);
    m_edit->setBits(0xF5); // high nibble shown, low nibble is the caller's
    m_edit->setFocus();
    QTRY_VERIFY(m_edit->hasFocus());
    QTest::keyClick(m_edit, Qt::Key_End); // bit 4
    QCOMPARE(m_edit->currentBit(), 4);
    QTest::keyClick(m_edit, Qt::Key_Space);
    QCOMPARE(m_edit->bits(), quint64(0xE5));
}

void TestBitEdit::followsTheFont()
{
    const QSize small = m_edit->sizeHint();
    QFont big = m_edit->font();
    big.setPointSizeF(big.pointSizeF() * 1.75); // presenter mode
    m_edit->setFont(big);
    QVERIFY(m_edit->sizeHint().width() > small.width());
    QVERIFY(m_edit->sizeHint().height() > small.height());
    // Squeezed, the cells shrink to fit rather than spill out.
    m_edit->resize(m_edit->minimumSizeHint());
    QVERIFY(m_edit->bitRect(0).right() <= m_edit->width());
    QVERIFY(!m_edit->grab().isNull());
}

// In a right-to-left language (Arabic) a bit field is still written as numbers are: the sign
// bit at the left. The editor draws as it does left to right, a click on the leftmost cell flips
// the sign, and the arrows move the way they point.
void TestBitEdit::rightToLeftKeepsTheNotation()
{
    m_edit->setLayoutDirection(Qt::RightToLeft);
    QVERIFY(m_edit->isRightToLeft());
    QVERIFY(m_edit->bitRect(15).right() < m_edit->bitRect(0).left());
    QVERIFY(m_edit->bitRect(15).left() < m_edit->width() / 4);
    QSignalSpy toggled(m_edit, &BitEdit::bitToggled);
    QTest::mouseClick(
        m_edit, Qt::LeftButton, {},
        QPoint(int(m_edit->bitRect(15).center().x()), int(m_edit->bitRect(15).center().y())));
    QCOMPARE(toggled.count(), 1);
    QCOMPARE(toggled.at(0).at(0).toInt(), 15);
    QCOMPARE(m_edit->bits(), quint64(0xBC00));
    QTest::keyClick(m_edit, Qt::Key_Right);
    QCOMPARE(m_edit->currentBit(), 14);
    QTest::keyClick(m_edit, Qt::Key_Left);
    QCOMPARE(m_edit->currentBit(), 15);
    m_edit->unsetLayoutDirection();
    const QString differs = test::mirroredDrawingDiffers(m_edit);
    QVERIFY2(differs.isEmpty(), qPrintable(differs));
}

// The names under the fields take the room of their two lines as drawn: Chinese in the CJK
// fallback font, taller than the Latin font's lines (its second line was cut in half).
void TestBitEdit::chineseNamesFitTheirLines()
{
    m_edit->setFields({{QString::fromUtf8("符号"), 1, Qt::red},
                       {QString::fromUtf8("指数"), 5, Qt::blue},
                       {QString::fromUtf8("尾数"), 10, Qt::darkGreen}});
    m_edit->resize(m_edit->sizeHint());
    const QImage image = m_edit->grab().toImage();
    // The lowest row with text ink is above the widget's bottom edge: nothing cut.
    int lowest = -1;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
            if (qGray(image.pixel(x, y)) < 100)
                lowest = y;
    QVERIFY2(
        lowest >= 0 && lowest < image.height() - 2,
        qPrintable(QStringLiteral("ink down to row %1 of %2").arg(lowest).arg(image.height())));
}

QTEST_MAIN(TestBitEdit)
#include "tst_bitedit.moc"
