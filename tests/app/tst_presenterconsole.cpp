// The presenter console shows notes, what comes next and a clock whose timer only runs while
// the console is shown (an idle app uses no CPU).
#include "app/presenterconsole.h"

#include <QtTest>

using namespace gpulab;

class TestPresenterConsole : public QObject
{
    Q_OBJECT

private slots:
    void init() { QTest::failOnWarning(QRegularExpression(QStringLiteral(".*"))); }
    void showsPosition()
    {
        PresenterConsole console;
        console.setPosition("Lesson — Section", "Next section", "Ask the class first.");
        QCOMPARE(console.notesText(), QString("Ask the class first."));
        QVERIFY(console.nextText().contains("Next section"));
        console.setPosition("Lesson — Last", QString(), QString());
        QVERIFY(console.nextText().contains("end of the lessons"));
        QVERIFY(console.notesText().contains("No notes"));
    }
    void clockTicksOnlyWhileShown()
    {
        PresenterConsole console;
        QVERIFY(!console.isTicking());
        console.show();
        QVERIFY(QTest::qWaitForWindowExposed(&console));
        QVERIFY(console.isTicking());
        console.hide();
        QVERIFY(!console.isTicking());
    }
};

QTEST_MAIN(TestPresenterConsole)
#include "tst_presenterconsole.moc"
