// Quizzes in the application as a student and an instructor use them: a lesson's quiz from the
// navigator by keyboard, every answer in the database the moment it is given, the best score in
// the navigator afterwards, the exam and the results page, an instructor's GIFT file imported
// (with its bad question reported by line) and a file with no usable question refused, a Moodle
// XML bank's embedded picture drawn in its question while the database and the export keep the
// question's text as the bank wrote it, and the presenter's reveal (R) and clicker. Any Qt warning
// fails a test; xcb under Xvfb.
#include "apptestsupport.h"

#include "app/navigator.h"
#include "app/quizpage.h"
#include "app/studentidentity.h"
#include "widgets/listmessage.h"
#include "widgets/quizview.h"
#include "widgets/scorechart.h"

#include <QBuffer>
#include <QDialogButtonBox>
#include <QFile>
#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScreen>
#include <QTableWidget>
#include <QTimer>

using namespace gpulab;
using namespace gpulab::test;

class TestQuizApp : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { isolateUserFiles(); }
    void init()
    {
        QSettings().clear();
        QDir(QuizCatalog::defaultImportDir()).removeRecursively();
        QTest::failOnWarning(QRegularExpression(QStringLiteral(".*")));
    }
    void lessonQuizByKeyboardIsStoredAnswerByAnswer();
    void examAndResults();
    void importInstructorBank();
    void importReportFitsTheScreen();
    void importedPicturesAreShownNotStored();
    void presenterRevealsAndAdvances();
    void navigatorCountsMeasuredQuestions();
    void identityAskedOnceAndInEveryExport();
    void abandonedAttemptIsNoBestScore();

private:
    // Answers the question shown with the keyboard: "1" (first choice, or the digit typed) and
    // Enter; a question "1" cannot answer (matching) is skipped with the Skip button's Alt key.
    static void answerWithKeys(QuizView *view)
    {
        QWidget *target = view->focusWidget() ? view->focusWidget() : view;
        const int position = view->session().current();
        QTest::keyClick(target, Qt::Key_1);
        target = view->focusWidget() ? view->focusWidget() : view;
        QTest::keyClick(target, Qt::Key_Return);
        if (!view->session().isAnswered(position) && !view->session().isSkipped(position)) {
            // Tab to the Skip button and press it with Space, as a keyboard user does.
            QPushButton *skip = nullptr;
            for (QPushButton *b : view->findChildren<QPushButton *>())
                if (b->isVisible() && b->text().remove('&') == QStringLiteral("Skip"))
                    skip = b;
            QVERIFY(skip);
            for (int tabs = 0; tabs < 30 && !skip->hasFocus(); ++tabs)
                QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
            QVERIFY(skip->hasFocus());
            QTest::keyClick(skip, Qt::Key_Space);
        }
    }
};

void TestQuizApp::lessonQuizByKeyboardIsStoredAnswerByAnswer()
{
    AppFixture app;
    QVERIFY(app.show());
    Navigator *nav = app.window->navigator();
    QTreeWidgetItem *quizItem = nav->quizItem("lesson:how-to-use");
    QVERIFY(quizItem);
    QCOMPARE(quizItem->parent(), nav->topLevelItem(0)); // the lesson's last child
    QVERIFY2(quizItem->text(0).contains("questions"), qPrintable(quizItem->text(0)));
    // Down from the last section reaches the quiz.
    nav->setFocus();
    nav->setCurrentItem(nav->topLevelItem(0)->child(3));
    QTest::keyClick(nav, Qt::Key_Down);
    QuizPage *page = app.window->currentQuizPage();
    QVERIFY(page);
    QCOMPARE(page->quizId(), QuizId::lesson("how-to-use"));
    QuizView *view = page->view();
    QCOMPARE(view->page(), QuizView::Page::Start);
    QVERIFY(view->begin());
    QCOMPARE(view->page(), QuizView::Page::Question);
    const int count = view->session().count();
    QVERIFY(count >= 12);

    const QList<ProgressStore::QuizAttempt> started = app.store.quizAttempts("lesson:how-to-use");
    QCOMPARE(started.size(), 1);
    QCOMPARE(started.first().questionCount, count);
    QVERIFY(!started.first().finishedAt.isValid());
    const qint64 attempt = started.first().id;

    // Each answer is in the database before the next question is shown.
    for (int i = 0; i < count && view->page() == QuizView::Page::Question; ++i) {
        const gift::QuestionType type = view->session().item(i).question.type;
        answerWithKeys(view);
        QVERIFY2(
            app.store.quizAnswers(attempt).size() == i + 1,
            qPrintable(QStringLiteral("question %1 (%2) not stored; focus %3")
                           .arg(i)
                           .arg(gift::typeName(type))
                           .arg(view->focusWidget() ? view->focusWidget()->metaObject()->className()
                                                    : "none")));
        if (view->page() == QuizView::Page::Question && view->session().current() == i)
            QTest::keyClick(view->focusWidget() ? view->focusWidget() : view, Qt::Key_Return);
    }
    QTRY_COMPARE(view->page(), QuizView::Page::End);
    const ProgressStore::QuizAttempt done = app.store.quizAttempts("lesson:how-to-use").first();
    QVERIFY(done.finishedAt.isValid());
    QCOMPARE(done.answered, count);
    QCOMPARE(done.mode, QStringLiteral("practice"));
    // The navigator says the best score.
    quizItem = nav->quizItem("lesson:how-to-use");
    QVERIFY2(quizItem->text(0).contains("best"), qPrintable(quizItem->text(0)));
    QVERIFY(quizItem->data(0, Qt::AccessibleTextRole).toString().contains("best score"));
    // PageUp goes back to the lesson's last section; F7 comes back to its quiz.
    QTest::keyClick(app.window.get(), Qt::Key_PageUp);
    QVERIFY(app.window->currentPanel());
    QCOMPARE(app.window->currentSection(), 3);
    QTest::keyClick(app.window.get(), Qt::Key_F7);
    QVERIFY(app.window->currentQuizPage());
}

void TestQuizApp::examAndResults()
{
    AppFixture app;
    QVERIFY(app.show());
    QTest::keyClick(app.window.get(), Qt::Key_F7, Qt::ShiftModifier);
    QuizPage *page = app.window->currentQuizPage();
    QVERIFY(page);
    QCOMPARE(page->quizId(), QuizId::exam());
    QVERIFY(page->view()->begin());
    const int count = page->view()->session().count();
    QCOMPARE(count, app.window->quizCatalog().exam().questions);
    QSet<QString> lessons;
    for (int i = 0; i < count; ++i)
        lessons.insert(page->view()->session().item(i).lessonId);
    QCOMPARE(lessons.size(), app.window->quizCatalog().lessonQuizzes().size());
    for (int i = 0; i < 3; ++i)
        answerWithKeys(page->view()),
            QTest::keyClick(page->view()->focusWidget() ? page->view()->focusWidget()
                                                        : page->view(),
                            Qt::Key_Return);
    // The fourth is skipped with the Skip button; the first three may have been too (a question
    // "1" cannot answer). Each answer is stored with whether it was a skip.
    QCOMPARE(page->view()->session().current(), 3);
    auto *skip = page->view()->findChild<QPushButton *>(QStringLiteral("quizSkip"));
    QVERIFY(skip && skip->isVisible());
    skip->click();
    int skipped = 0;
    const QList<ProgressStore::QuizAnswerRecord> stored = app.store.quizAnswers(page->attemptId());
    QCOMPARE(stored.size(), 4);
    for (const ProgressStore::QuizAnswerRecord &answer : stored) {
        QCOMPARE(answer.skipped, page->view()->session().isSkipped(answer.position));
        skipped += answer.skipped ? 1 : 0;
    }
    QVERIFY(stored.last().skipped);
    QCOMPARE(app.store.quizAttempts().value(0).skipped, skipped);

    app.window->action("quizHistory")->trigger();
    QuizHistoryPage *history = app.window->currentHistoryPage();
    QVERIFY(history);
    QCOMPARE(history->table()->rowCount(), 1);
    QVERIFY(history->table()->item(0, 0)->text().contains("not finished"));
    // A skip is stored as an answer that is not right, so the column counts the questions
    // reached, skipped ones too: it says so, never "Answered" (which the end page's "You skipped
    // 2 questions" would contradict).
    QCOMPARE(history->table()->horizontalHeaderItem(3)->text(), QStringLiteral("Reached"));
    QVERIFY(history->table()->horizontalHeaderItem(3)->toolTip().contains("skipped"));
    // How many of them were skipped follows, from the stored flags.
    QCOMPARE(history->table()->item(0, 3)->text(),
             QStringLiteral("4 of %1 (%2 skipped)").arg(QLocale().toString(count)).arg(skipped));
    QTemporaryDir dir;
    QString error;
    QVERIFY2(history->exportCsv(dir.filePath("results.csv"), &error), qPrintable(error));
    QFile csv(dir.filePath("results.csv"));
    QVERIFY(csv.open(QIODevice::ReadOnly));
    const QByteArray bytes = csv.readAll();
    QCOMPARE(bytes.count('\n'), 1 + 4); // header + one row per answer
    QVERIFY(bytes.contains(",answered_at,skipped\r\n"));
}

void TestQuizApp::importInstructorBank()
{
    AppFixture app;
    QVERIFY(app.show());
    QTemporaryDir dir;
    const QString path = dir.filePath("week_3.gift");
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("$CATEGORY: Week 3\n\n::Q1::A warp has {=32 ~16} threads.\n\n"
               "::Bad::One choice only{~x}\n\n::Q3::HBM3 on H100 SXM (GB/s)?{#3350:50}\n");
    file.close();
    QString message;
    QVERIFY2(app.window->importQuiz(path, &message), qPrintable(message));
    QVERIFY2(message.contains(path + ":5: "), qPrintable(message));
    QVERIFY(message.contains("2 question"));
    QuizPage *page = app.window->currentQuizPage();
    QVERIFY(page);
    QCOMPARE(page->quizId().format(), QStringLiteral("import:week_3.gift"));
    QVERIFY(page->problemsText().contains(":5: "));
    QTreeWidgetItem *item = app.window->navigator()->quizItem("import:week_3.gift");
    QVERIFY(item);
    QVERIFY(item->text(0).contains("week 3"));
    QVERIFY(page->view()->begin());
    QCOMPARE(page->view()->session().count(), 2);

    // A file with nothing usable is refused, with its problems, and nothing is added.
    const QString broken = dir.filePath("broken.gift");
    QFile bad(broken);
    QVERIFY(bad.open(QIODevice::WriteOnly));
    bad.write("Question {=a\n");
    bad.close();
    QVERIFY(!app.window->importQuiz(broken, &message));
    QVERIFY(message.contains("Nothing was imported"));
    QVERIFY(message.contains(broken + ":1: "));
    QVERIFY(!app.window->navigator()->quizItem("import:broken.gift"));
    // The import survives a restart (a new window reads the data folder).
    AppFixture again;
    QVERIFY(again.window->navigator()->quizItem("import:week_3.gift"));

    // Out as Moodle XML, in again as a bank of its own: the same questions.
    const QString xml = dir.filePath("week_3-moodle.xml");
    QVERIFY2(app.window->exportQuizFile(QuizId::imported("week_3.gift"), xml, &message),
             qPrintable(message));
    QVERIFY2(message.contains("2 question") && message.contains("Moodle XML"), qPrintable(message));
    QVERIFY2(app.window->importQuiz(xml, &message), qPrintable(message));
    QCOMPARE(app.window->currentQuizPage()->quizId().format(),
             QStringLiteral("import:week_3-moodle.xml"));
    const LoadedQuiz fromXml =
        app.window->quizCatalog().load(QuizId::imported("week_3-moodle.xml"), 1);
    const LoadedQuiz fromGift = app.window->quizCatalog().load(QuizId::imported("week_3.gift"), 1);
    QCOMPARE(fromXml.items.size(), 2);
    for (int i = 0; i < 2; ++i)
        QVERIFY(fromXml.items[i].question == fromGift.items[i].question);
    // And a lesson's bank as GIFT.
    QVERIFY(app.window->exportQuizFile(QuizId::lesson("memory-hierarchy"), dir.filePath("m.gift"),
                                       &message));
    QVERIFY(!app.window->exportQuizFile(QuizId::exam(), dir.filePath("e.gift"), &message));
}

// File > Import Quiz with 40 bad questions: the problems scroll inside a box that fits the
// screen, and Enter reaches its OK button (issue 19 §9: a message box 1,206 px tall put OK off
// an 800 px screen).
void TestQuizApp::importReportFitsTheScreen()
{
    AppFixture app;
    QVERIFY(app.show());
    QTemporaryDir dir;
    const QString path = dir.filePath("many_bad.gift");
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("::Good::A warp has {=32 ~16} threads.\n\n");
    for (int i = 0; i < 40; ++i)
        file.write(QStringLiteral("::Bad %1::A choice question with only one choice, which no "
                                  "student could get wrong{~x}\n\n")
                       .arg(i)
                       .toUtf8());
    file.close();

    // The report is modal: looked at, then closed with Enter, from the event loop it runs.
    QRect frame;
    QRect available;
    bool okOnScreen = false;
    int listed = 0;
    ListMessage *report = nullptr;
    bool closedByEnter = true;
    bool otherBox = false;
    QTimer driver;
    driver.setInterval(50);
    connect(&driver, &QTimer::timeout, this, [&] {
        QWidget *shown = QApplication::activeModalWidget();
        if (!shown || !shown->isVisible())
            return;
        auto *modal = qobject_cast<ListMessage *>(shown);
        if (!modal) { // another kind of box (a QMessageBox grows past the screen): fail, not hang
            otherBox = true;
            if (auto *dialog = qobject_cast<QDialog *>(shown))
                dialog->reject();
            return;
        }
        QAbstractButton *ok = modal->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
        if (modal == report) { // Enter did not close it: close it anyway, so that the test ends
            closedByEnter = false;
            ok->click();
            return;
        }
        report = modal;
        frame = modal->frameGeometry();
        available = modal->screen()->availableGeometry();
        okOnScreen =
            ok->isVisible() && available.contains(QRect(ok->mapToGlobal(QPoint(0, 0)), ok->size()));
        listed = modal->lines()->document()->blockCount();
        if (const QString shots = qEnvironmentVariable("GPULAB_LAYOUT_SHOTS"); !shots.isEmpty())
            modal->grab().save(shots + QStringLiteral("/import-report.png")); // to look at
        QWidget *focus = QApplication::focusWidget();
        QTest::keyClick(focus && modal->isAncestorOf(focus) ? focus : modal, Qt::Key_Return);
    });
    driver.start();
    app.window->importQuizAndReport(path);
    driver.stop();

    QVERIFY(!otherBox);
    QVERIFY(report);
    QVERIFY2(available.contains(frame), qPrintable(QStringLiteral("frame %1x%2 at %3,%4 on %5x%6")
                                                       .arg(frame.width())
                                                       .arg(frame.height())
                                                       .arg(frame.x())
                                                       .arg(frame.y())
                                                       .arg(available.width())
                                                       .arg(available.height())));
    QVERIFY(frame.height() <= available.height() * 0.6 + 60); // the list scrolls, not the box
    QVERIFY(okOnScreen);
    QVERIFY(closedByEnter);
    QVERIFY2(listed >= 40, qPrintable(QString::number(listed))); // every problem, on its line
    QVERIFY(app.window->navigator()->quizItem("import:many_bad.gift"));
}

void TestQuizApp::importedPicturesAreShownNotStored()
{
    AppFixture app;
    QVERIFY(app.show());
    QImage image(300, 80, QImage::Format_RGB32);
    image.fill(QColor(255, 0, 0));
    QByteArray png;
    QBuffer buffer(&png);
    buffer.open(QIODevice::WriteOnly);
    QVERIFY(image.save(&buffer, "PNG"));
    QTemporaryDir dir;
    const QString path = dir.filePath("die.xml");
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<quiz>\n"
               "<question type=\"truefalse\"><name><text>Die</text></name>"
               "<questiontext format=\"html\"><text><![CDATA[<p>This die is a GPU.</p>"
               "<img src=\"@@PLUGINFILE@@/die.png\">]]></text><file name=\"die.png\" "
               "path=\"/\" encoding=\"base64\">" +
               png.toBase64() +
               "</file></questiontext><answer fraction=\"100\"><text>true</text></answer>"
               "<answer fraction=\"0\"><text>false</text></answer></question>\n</quiz>\n");
    file.close();
    QString message;
    QVERIFY2(app.window->importQuiz(path, &message), qPrintable(message));
    QuizView *view = app.window->currentQuizPage()->view();
    QVERIFY(view->begin());
    auto *text = view->findChild<QLabel *>("quizText");
    QTRY_VERIFY(text->width() > 300);
    const QImage shown = text->grab().toImage().convertToFormat(QImage::Format_RGB32);
    int red = 0;
    for (int y = 0; y < shown.height(); ++y)
        for (int x = 0; x < shown.width(); ++x)
            red += shown.pixel(x, y) == QColor(255, 0, 0).rgb() ? 1 : 0;
    QVERIFY2(red >= 300 * 80 * shown.devicePixelRatio() * shown.devicePixelRatio(),
             qPrintable(QString::number(red)));

    answerWithKeys(view);
    const QList<ProgressStore::QuizAttempt> attempts = app.store.quizAttempts("import:die.xml");
    QCOMPARE(attempts.size(), 1);
    const QList<ProgressStore::QuizAnswerRecord> answers = app.store.quizAnswers(attempts[0].id);
    QCOMPARE(answers.size(), 1);
    QCOMPARE(answers[0].questionText,
             QStringLiteral("<p>This die is a GPU.</p><img src=\"@@PLUGINFILE@@/die.png\">"));
    QVERIFY(app.store.exportQuizResultsCsv(dir.filePath("results.csv")));
    QFile csv(dir.filePath("results.csv"));
    QVERIFY(csv.open(QIODevice::ReadOnly));
    const QByteArray exported = csv.readAll();
    QVERIFY2(exported.contains("@@PLUGINFILE@@/die.png"), exported.constData());
    QVERIFY(!exported.contains("base64"));
}

void TestQuizApp::presenterRevealsAndAdvances()
{
    AppFixture app;
    QVERIFY(app.show());
    app.window->openQuiz(QuizId::lesson("cpu-vs-gpu"), 11);
    QuizView *view = app.window->currentQuizPage()->view();
    QVERIFY(view->begin());
    QTest::keyClick(app.window.get(), Qt::Key_F5);
    QVERIFY(app.window->isPresenting());
    QVERIFY(view->isPresenting());
    QCOMPARE(view->session().current(), 0);
    QTest::keyClick(app.window->focusWidget(), Qt::Key_R);
    QVERIFY(view->isRevealed());
    QTest::keyClick(app.window->focusWidget(), Qt::Key_PageUp); // hides the reveal
    QVERIFY(!view->isRevealed());
    QCOMPARE(view->session().current(), 0);
    QTest::keyClick(app.window->focusWidget(), Qt::Key_PageDown); // reveal
    QVERIFY(view->isRevealed());
    QTest::keyClick(app.window->focusWidget(), Qt::Key_PageDown); // next question
    QCOMPARE(view->session().current(), 1);
    QVERIFY(!view->isRevealed());
    QTest::keyClick(app.window->focusWidget(), Qt::Key_Escape);
    QVERIFY(!app.window->isPresenting());
    QVERIFY(!view->isPresenting());
}

// A verified race on this machine adds two questions to the Live Lab quiz: the navigator says
// "N + 2 from your measurements", and N + 2 is what the quiz shows.
void TestQuizApp::navigatorCountsMeasuredQuestions()
{
    AppFixture app;
    QVERIFY(app.show());
    QTRY_VERIFY_WITH_TIMEOUT(app.devices.isReady(), 60000);
    MachineState &machine = app.devices.machine();
    const QString before = app.window->navigator()->quizItem("lesson:live-lab")->text(0);
    QVERIFY2(!before.contains("measurements"), qPrintable(before));
    machine.setDevice(0, QStringLiteral("Quiz test device"));
    machine.setRace(MeasuredRace{QStringLiteral("Quiz test device"),
                                 {},
                                 256,
                                 QStringLiteral("serial-naive"),
                                 0.5,
                                 0.06,
                                 QStringLiteral("opencl-tiled"),
                                 0.01,
                                 3.3});
    QuizSource liveLab;
    for (const QuizSource &s : app.window->quizCatalog().lessonQuizzes())
        if (s.id == QuizId::lesson("live-lab"))
            liveLab = s;
    const QString text = app.window->navigator()->quizItem("lesson:live-lab")->text(0);
    QVERIFY2(
        text.contains(
            QStringLiteral("(%1 + 2 from your measurements questions)").arg(liveLab.questions)),
        qPrintable(text));
    app.window->openQuiz(QuizId::lesson("live-lab"), 5);
    QuizPage *page = app.window->currentQuizPage();
    QVERIFY(page);
    QVERIFY(page->view()->begin());
    QCOMPARE(page->view()->session().count(), liveLab.questions + 2);
    machine.resetForTests();
}

// The first quiz asks for the name and ID above the questions; once saved (or skipped) it is
// not asked again; both go into every export; the menu edits them.
void TestQuizApp::identityAskedOnceAndInEveryExport()
{
    AppFixture app;
    QVERIFY(app.show());
    app.window->openQuiz(QuizId::lesson("how-to-use"), 3);
    QuizPage *page = app.window->currentQuizPage();
    QVERIFY(page && page->identityBar() && page->identityBar()->isVisible());
    page->identityBar()->form()->nameEdit()->setText(QStringLiteral("  Zoë Ünal "));
    page->identityBar()->form()->idEdit()->setText(QStringLiteral("zoe@example.org"));
    QTest::keyClick(page->identityBar()->form()->idEdit(), Qt::Key_Return); // Enter saves
    QVERIFY(!page->identityBar()->isVisible());
    QCOMPARE(studentidentity::load().name, QStringLiteral("Zoë Ünal"));
    QVERIFY(studentidentity::wasAsked());
    QVERIFY(page->view()->begin());
    answerWithKeys(page->view());
    // Another quiz: not asked again.
    app.window->openQuiz(QuizId::exam(), 3);
    QVERIFY(app.window->currentQuizPage());
    QVERIFY(!app.window->currentQuizPage()->identityBar());

    app.window->action("quizHistory")->trigger();
    QuizHistoryPage *history = app.window->currentHistoryPage();
    QVERIFY(history);
    QTemporaryDir dir;
    QString error;
    QVERIFY2(history->exportCsv(dir.filePath("answers.csv"), &error), qPrintable(error));
    QVERIFY2(history->exportSummaryCsv(dir.filePath("grades.csv"), &error), qPrintable(error));
    auto read = [&](const QString &name) {
        QFile file(dir.filePath(name));
        return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    };
    const QByteArray answers = read("answers.csv");
    QVERIFY(answers.startsWith("\xEF\xBB\xBFstudent_name,student_id,"));
    QVERIFY2(answers.contains("\r\nZoë Ünal,zoe@example.org,"), answers.constData());
    const QList<QByteArray> grades = read("grades.csv").split('\n');
    // The separators of a CSV line outside quoted fields (a quiz title may hold a comma).
    auto separators = [](const QByteArray &line) {
        int commas = 0;
        bool quoted = false;
        for (const char c : line) {
            if (c == '"')
                quoted = !quoted;
            else if (c == ',' && !quoted)
                ++commas;
        }
        return commas;
    };
    QVERIFY(grades.value(0).startsWith("\xEF\xBB\xBFName,ID number,Email address,Quiz: "));
    QVERIFY(grades.value(0).contains(",Exam: every lesson,"));
    QVERIFY(grades.value(0).endsWith(",Total\r"));
    // One column per quiz there is: every lesson's, the exam, then the total.
    QCOMPARE(separators(grades.value(0)),
             2 + app.window->quizCatalog().lessonQuizzes().size() + 1 + 1);
    // Nothing finished yet: no grade, total 0.
    QVERIFY2(grades.value(1).startsWith("Zoë Ünal,,zoe@example.org,,"),
             grades.value(1).constData());
    QVERIFY2(grades.value(1).endsWith(",0.00\r"), grades.value(1).constData());

    // The menu's dialog shows what is kept and saves an edit.
    IdentityDialog dialog(app.window.get());
    QCOMPARE(dialog.form()->nameEdit()->text(), QStringLiteral("Zoë Ünal"));
    dialog.form()->idEdit()->setText(QStringLiteral("S-1234"));
    dialog.show();
    QTest::keyClick(dialog.form()->idEdit(), Qt::Key_Return); // the default button: Save
    QCOMPARE(dialog.result(), int(QDialog::Accepted));
    QCOMPARE(studentidentity::load().id, QStringLiteral("S-1234"));
    QVERIFY(app.window->action("studentIdentity"));
}

// An attempt left half-way (one right answer, then away) is no result: the navigator does not
// show it as a best score, the results page says so.
void TestQuizApp::abandonedAttemptIsNoBestScore()
{
    AppFixture app;
    QVERIFY(app.show());
    app.window->openQuiz(QuizId::lesson("how-to-use"), 3);
    QuizPage *page = app.window->currentQuizPage();
    QVERIFY(page && page->view()->begin());
    answerWithKeys(page->view());
    QCOMPARE(app.store.quizAnswers(page->attemptId()).size(), 1);
    app.window->openLesson(0, 0); // away: abandoned
    QTreeWidgetItem *item = app.window->navigator()->quizItem("lesson:how-to-use");
    QVERIFY2(!item->text(0).contains("best"), qPrintable(item->text(0)));
    QVERIFY(item->data(0, Qt::AccessibleTextRole).toString().contains("not taken yet"));
    app.window->action("quizHistory")->trigger();
    QuizHistoryPage *history = app.window->currentHistoryPage();
    QVERIFY(history);
    QVERIFY2(history->table()->item(0, 4)->text().contains("no result"),
             qPrintable(history->table()->item(0, 4)->text()));
}

QTEST_MAIN(TestQuizApp)
#include "tst_quizapp.moc"
