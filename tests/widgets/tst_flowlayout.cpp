// FlowLayout (widgets/flowlayout.h): a label and its field stay on one line where the line has
// room, in every script. Arabic labels with a mnemonic inside a word are wider when drawn (the
// underlined letter is shaped apart from its neighbours) than their text measured without it;
// the pair must ask for the drawn width, or the label wraps and its second line is cut.
#include "widgets/flowlayout.h"

#include <QComboBox>
#include <QLabel>
#include <QSpinBox>
#include <QTest>
#include <QWidget>

using namespace gpulab;

class TestFlowLayout : public QObject
{
    Q_OBJECT

private slots:
    void labelsStayOnOneLineWhereThereIsRoom_data();
    void labelsStayOnOneLineWhereThereIsRoom();
    void narrowLinesWrapLabelsWhole();
};

void TestFlowLayout::labelsStayOnOneLineWhereThereIsRoom_data()
{
    QTest::addColumn<QString>("label");
    QTest::addColumn<bool>("rightToLeft");
    QTest::newRow("en") << QStringLiteral("E&lectricity per kWh:") << false;
    QTest::newRow("es") << QStringLiteral("&Electricidad por kWh:") << false;
    QTest::newRow("ar rent") << QStringLiteral("أو الا&ستئجار:") << true;
    QTest::newRow("ar electricity") << QStringLiteral("ال&كهرباء لكل kWh:") << true;
    QTest::newRow("ar details") << QStringLiteral("ال&تفاصيل لـ:") << true;
    QTest::newRow("ar hours") << QStringLiteral("ساعات الان&شغال في الشهر:") << true;
}

void TestFlowLayout::labelsStayOnOneLineWhereThereIsRoom()
{
    QFETCH(QString, label);
    QFETCH(bool, rightToLeft);
    QWidget page;
    page.setLayoutDirection(rightToLeft ? Qt::RightToLeft : Qt::LeftToRight);
    auto *flow = new FlowLayout(&page);
    auto *text = new QLabel(label, &page);
    auto *field = new QComboBox(&page);
    field->addItems({QStringLiteral("MXFP4"), QStringLiteral("NVFP4")});
    text->setBuddy(field);
    flow->addPair(text, field);
    flow->addPair(new QLabel(QStringLiteral("S&eed:"), &page), new QSpinBox(&page));
    page.resize(900, 200);
    page.show();
    QVERIFY(QTest::qWaitForWindowExposed(&page));
    // One line: the label's height for its width is one line of text, and what it is given.
    const int oneLine = text->fontMetrics().height();
    QVERIFY2(text->heightForWidth(text->width()) < 2 * oneLine,
             qPrintable(QStringLiteral("\"%1\" wraps at %2 px (%3 px tall)")
                            .arg(label)
                            .arg(text->width())
                            .arg(text->heightForWidth(text->width()))));
    QVERIFY(text->height() >= text->heightForWidth(text->width()));
}

// Where the line is too narrow, a long label wraps, and the pair is as tall as its lines: no
// line of the label is cut.
void TestFlowLayout::narrowLinesWrapLabelsWhole()
{
    for (const bool rightToLeft : {false, true}) {
        QWidget page;
        page.setLayoutDirection(rightToLeft ? Qt::RightToLeft : Qt::LeftToRight);
        auto *flow = new FlowLayout(&page);
        auto *text = new QLabel(rightToLeft ? QStringLiteral("ساعات الان&شغال في الشهر:")
                                            : QStringLiteral("Busy hours a &month:"),
                                &page);
        auto *field = new QSpinBox(&page);
        text->setBuddy(field);
        flow->addPair(text, field);
        const int narrow = field->sizeHint().width() +
                           text->fontMetrics().horizontalAdvance(QStringLiteral("ساعات wwww"));
        page.resize(narrow, flow->heightForWidth(narrow));
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        QTRY_VERIFY(text->height() >= text->heightForWidth(text->width()));
        QVERIFY(text->heightForWidth(text->width()) >= 2 * text->fontMetrics().height());
    }
}

QTEST_MAIN(TestFlowLayout)
#include "tst_flowlayout.moc"
