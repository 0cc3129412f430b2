// File › Open Class Results… against the running window, on xcb under Xvfb: the menu action
// opens the window and asks for the folder; a folder written with the real session writer
// (tests/lessons/classfolder.h) gives the students' table, the skipped files with their reasons
// and the class roofline (series and points counted); choosing a student draws their roof thick
// and named; the table sorts by number; the CSV export; cancel and close while loading; the
// window fits the screen at 100 % and 200 % text and presenting, and is reachable from the
// keyboard; View › Language retranslates it keeping the class read and the student chosen. With
// GPULAB_CLASS_SHOTS=DIR it saves what it shows.
#include "apptestsupport.h"

#include "app/classresultswindow.h"
#include "tests/lessons/classfolder.h"
#include "widgets/chartframe.h"

#include <QAction>
#include <QChart>
#include <QChartView>
#include <QCheckBox>
#include <QFileDialog>
#include <QLabel>
#include <QLineSeries>
#include <QProgressBar>
#include <QPushButton>
#include <QScatterSeries>
#include <QScreen>
#include <QScrollArea>
#include <QTabWidget>
#include <QTableWidget>
#include <QTimer>

using namespace gpulab;
using namespace gpulab::test;

namespace {

void saveScreenshot(QWidget *widget, const QString &name)
{
    const QString dir = qEnvironmentVariable("GPULAB_CLASS_SHOTS");
    if (dir.isEmpty())
        return;
    QDir().mkpath(dir);
    QTest::qWait(200); // what a person sees once the chart has taken in the last change
    const QSize screen = widget->screen()->size();
    widget->grab().save(QDir(dir).filePath(
        QStringLiteral("%1-%2x%3.png").arg(name).arg(screen.width()).arg(screen.height())));
}

// The window lies on the screen, every button is whole inside it, the chart and the tables
// have room for several lines of text.
void checkFits(ClassResultsWindow *window)
{
    const QRect area = window->screen()->availableGeometry();
    QVERIFY2(area.contains(window->frameGeometry()) || area.contains(window->geometry()),
             qPrintable(QStringLiteral("%1,%2 %3x%4 on %5x%6")
                            .arg(window->x())
                            .arg(window->y())
                            .arg(window->width())
                            .arg(window->height())
                            .arg(area.width())
                            .arg(area.height())));
    for (QPushButton *button : window->findChildren<QPushButton *>()) {
        // Buttons on a page that scrolls are reached by scrolling.
        bool scrolled = false;
        for (QWidget *w = button->parentWidget(); w && w != window; w = w->parentWidget())
            scrolled = scrolled || qobject_cast<QScrollArea *>(w);
        if (!button->isVisibleTo(window) || scrolled)
            continue;
        const QRect inWindow(button->mapTo(window, QPoint(0, 0)), button->size());
        QVERIFY2(window->rect().contains(inWindow), qPrintable(button->text()));
        QVERIFY2(button->width() >= button->sizeHint().width(), qPrintable(button->text()));
    }
    // The chart is never squeezed below its minimum (the page scrolls instead).
    QVERIFY2(window->chart()->height() >= window->chart()->minimumHeight(),
             qPrintable(QStringLiteral("%1 < %2")
                            .arg(window->chart()->height())
                            .arg(window->chart()->minimumHeight())));
    const int line = window->fontMetrics().lineSpacing();
    QVERIFY2(window->tabs()->currentWidget()->height() > 6 * line,
             qPrintable(QString::number(window->tabs()->currentWidget()->height())));
}

int countSeries(const ChartFrame *frame, bool scatter)
{
    int n = 0;
    for (QAbstractSeries *series : frame->chart()->series())
        n += (qobject_cast<QScatterSeries *>(series) != nullptr) == scatter;
    return n;
}

QScatterSeries *rungSeries(const ChartFrame *frame, const QString &variant)
{
    for (QAbstractSeries *series : frame->chart()->series())
        if (auto *scatter = qobject_cast<QScatterSeries *>(series);
            scatter && scatter->objectName() == variant)
            return scatter;
    return nullptr;
}

} // namespace

class TestClassResultsWindow : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void menuOpensTheWindowAndAsksForTheFolder();
    void showsTheClass();
    void choosingAStudentFollowsThem();
    void sortsByNumberAndExportsCsv();
    void cancelAndCloseWhileLoading();
    void languageSwitchKeepsTheClass();
    void fitsTheScreen_data();
    void fitsTheScreen();

private:
    QTemporaryDir m_class;
    int m_datasheets = 0;
};

void TestClassResultsWindow::initTestCase()
{
    isolateUserFiles();
    QVERIFY(classfolder::write(QDir(m_class.path())));
}

void TestClassResultsWindow::menuOpensTheWindowAndAsksForTheFolder()
{
    MainWindowOptions options;
    options.persistent = false;
    AppFixture app(options);
    QVERIFY(app.show());
    QAction *action = app.window->action(QStringLiteral("openClassResults"));
    QVERIFY(action);
    QVERIFY(action->isEnabled());
    bool answered = false;
    // The folder dialog is modal: answer it as a person would, choosing the class's folder.
    QTimer answer;
    connect(&answer, &QTimer::timeout, this, [&] {
        auto *dialog = qobject_cast<QFileDialog *>(QApplication::activeModalWidget());
        if (!dialog || answered)
            return;
        dialog->setDirectory(m_class.path());
        // Accept once the dialog has the class's folder as its choice (its file system model
        // fills in the background: on a busy machine an accept straight away chose the parent),
        // as the dialog's Choose button does (QDialog::accept() is public; the call still
        // reaches QFileDialog's override).
        const QStringList chosen = dialog->selectedFiles();
        if (chosen.size() != 1 ||
            QDir(chosen.first()).canonicalPath() != QDir(m_class.path()).canonicalPath())
            return;
        answered = true;
        QTimer::singleShot(0, dialog, [dialog] { static_cast<QDialog *>(dialog)->accept(); });
    });
    answer.start(50);
    action->trigger();
    QTRY_VERIFY(app.window->classResultsWindow());
    ClassResultsWindow *window = app.window->classResultsWindow();
    QTRY_VERIFY(answered);
    QVERIFY(window->isVisible());
    QVERIFY(!window->isModal());
    QVERIFY(window->waitForLoaded());
    QCOMPARE(QDir(window->results().folder).canonicalPath(), QDir(m_class.path()).canonicalPath());
    QCOMPARE(window->studentsTable()->rowCount(), 4);
    // The same action again shows the same window and asks nothing: it has a class.
    answered = true;
    action->trigger();
    QCOMPARE(app.window->classResultsWindow(), window);
    QVERIFY(!QApplication::activeModalWidget());
}

void TestClassResultsWindow::showsTheClass()
{
    MainWindowOptions options;
    options.persistent = false;
    options.classResults = m_class.path(); // --class-results DIR
    AppFixture app(options);
    QVERIFY(app.show());
    QTRY_VERIFY(app.window->classResultsWindow());
    ClassResultsWindow *window = app.window->classResultsWindow();
    QVERIFY(window->waitForLoaded());
    QVERIFY(QTest::qWaitForWindowExposed(window));
    m_datasheets = int(datasheetRoofSpecs(app.window->data().rows<GpuSpecs>()).size());
    QVERIFY(m_datasheets > 0);

    // The students: 4 rows, with their devices.
    QTableWidget *students = window->studentsTable();
    QCOMPARE(students->rowCount(), 4);
    QStringList devices;
    for (int row = 0; row < students->rowCount(); ++row)
        devices << students->item(row, 1)->text();
    devices.sort();
    QCOMPARE(devices,
             QStringList({"AMD Radeon RX 7900 XTX", "Intel(R) UHD Graphics 620",
                          "NVIDIA GeForce RTX 4090", "cpu-haswell-Intel(R) Core(TM) i5-8250U"}));
    // Device, CPU, best, two roofs and the five rungs.
    QCOMPARE(students->columnCount(), 6 + 5);

    // The files left out, each with its reason.
    QTableWidget *skipped = window->skippedTable();
    QCOMPARE(skipped->rowCount(), 9);
    QStringList reasons;
    for (int row = 0; row < skipped->rowCount(); ++row)
        reasons << skipped->item(row, 0)->text() + " | " + skipped->item(row, 1)->text() + " | " +
                       skipped->item(row, 2)->text();
    const QString all = reasons.join('\n');
    for (const char *expected :
         {"cut.json | cannot be read | cut.json:", "huge.json | cannot be read | huge.json: ",
          "too-fast.json | cannot be read | too-fast.json:", "other-program.json | not a session |",
          "notes.txt | not a session |", "not-json.json | not a session |",
          "nothing-run.json | empty |",
          "alice.json | duplicate | alice.json: the same session as alice-reindented.json",
          "copy of alice.json | duplicate | copy of alice.json: the same file as alice.json"})
        QVERIFY2(all.contains(QLatin1String(expected)), qPrintable(expected + ("\n" + all)));
    QCOMPARE(window->tabs()->tabText(2), QStringLiteral("S&kipped files (9)"));
    QVERIFY2(window->statusLabel()->text().contains("4 student"),
             qPrintable(window->statusLabel()->text()));

    // The class roofline: the datasheet roofs, the four students' roofs, one series per rung
    // with a point per student, each rung its own shape.
    const ChartFrame *chart = window->chart();
    QCOMPARE(countSeries(chart, false), m_datasheets + 4);
    QCOMPARE(countSeries(chart, true), 3);
    QList<int> shapes;
    for (const char *variant : {"opencl-naive", "opencl-tiled", "opencl-regblock"}) {
        QScatterSeries *series = rungSeries(chart, variant);
        QVERIFY2(series, variant);
        QCOMPARE(series->count(), 4);
        shapes << int(series->markerShape());
    }
    QCOMPARE(QSet<int>(shapes.begin(), shapes.end()).size(), 3);
    // The legend names the shapes in words.
    QVERIFY2(window->legendLabel()->accessibleName().contains("shared memory") ||
                 window->legendLabel()->accessibleName().contains("tiled"),
             qPrintable(window->legendLabel()->accessibleName()));
    window->tabs()->setCurrentIndex(0);
    saveScreenshot(window, QStringLiteral("class-roofline"));
    window->tabs()->setCurrentIndex(1);
    saveScreenshot(window, QStringLiteral("class-students"));
    window->tabs()->setCurrentIndex(2);
    saveScreenshot(window, QStringLiteral("class-skipped"));

    // Without the datasheets, only the class.
    auto *datasheets = window->findChild<QCheckBox *>();
    QVERIFY(datasheets);
    datasheets->setChecked(false);
    QCOMPARE(countSeries(chart, false), 4);
    datasheets->setChecked(true);
}

void TestClassResultsWindow::choosingAStudentFollowsThem()
{
    MainWindowOptions options;
    options.persistent = false;
    AppFixture app(options);
    QVERIFY(app.show());
    app.window->openClassResults(m_class.path());
    ClassResultsWindow *window = app.window->classResultsWindow();
    QVERIFY(window->waitForLoaded());
    const int datasheets = int(datasheetRoofSpecs(app.window->data().rows<GpuSpecs>()).size());
    // Ada is the first ok file by name.
    window->selectStudent(0);
    QCOMPARE(window->selectedStudent(), 0);
    const ChartFrame *chart = window->chart();
    // The other three roofs thin and nameless, Ada's thick and named, her three kernels ringed.
    QCOMPARE(countSeries(chart, false), datasheets + 4);
    QCOMPARE(countSeries(chart, true), 3 + 1);
    int named = 0;
    for (QAbstractSeries *series : chart->chart()->series())
        if (series->name() == QLatin1String("Ada Lovelace (measured)"))
            ++named;
    QCOMPARE(named, 1);
    int ringed = 0;
    for (QAbstractSeries *series : chart->chart()->series())
        if (auto *scatter = qobject_cast<QScatterSeries *>(series);
            scatter && scatter->objectName().isEmpty())
            ringed = scatter->count();
    QCOMPARE(ringed, 3);
    window->tabs()->setCurrentIndex(0);
    QVERIFY(QTest::qWaitForWindowExposed(window));
    saveScreenshot(window, QStringLiteral("class-roofline-chosen"));
}

void TestClassResultsWindow::sortsByNumberAndExportsCsv()
{
    MainWindowOptions options;
    options.persistent = false;
    AppFixture app(options);
    QVERIFY(app.show());
    app.window->openClassResults(m_class.path());
    ClassResultsWindow *window = app.window->classResultsWindow();
    QVERIFY(window->waitForLoaded());
    QTableWidget *students = window->studentsTable();
    students->sortByColumn(3, Qt::DescendingOrder); // best GFLOP/s
    QStringList order;
    for (int row = 0; row < students->rowCount(); ++row)
        order << students->item(row, 0)->text();
    QCOMPARE(order, QStringList({"alice-reindented", "Ada Lovelace", "old-v1", "bob"}));
    // The best figure is written in the UI's locale (2,000 in English).
    QCOMPARE(students->item(0, 3)->text(), QLocale().toString(2000.0, 'f', 0));
    // Choosing a row after sorting still chooses that student.
    students->setCurrentCell(3, 0);
    QCOMPARE(window->results()
                 .files[size_t(window->results().okFiles()[size_t(window->selectedStudent())])]
                 .student,
             QStringLiteral("bob"));

    QTemporaryDir out;
    const QString path = out.filePath("class.csv");
    QString error;
    QVERIFY2(window->exportCsv(path, &error), qPrintable(error));
    const QByteArray bytes = classfolder::readBytes(path);
    QVERIFY(bytes.startsWith("\xEF\xBB\xBF")); // the CSV writer's byte order mark
    QCOMPARE(bytes.count("\r\n"), 1 + 4);
    QVERIFY(bytes.contains("Ada Lovelace,Ada Lovelace_123456_assignsubmission_file/lab.json,"));
}

void TestClassResultsWindow::cancelAndCloseWhileLoading()
{
    // A larger class: 200 copies of one session under other names (the first is kept, the
    // rest are duplicates), so that a load is likely still running when it is cancelled.
    QTemporaryDir big;
    const QByteArray alice = classfolder::readBytes(m_class.filePath("alice.json"));
    for (int i = 0; i < 200; ++i)
        classfolder::writeBytes(big.filePath(QStringLiteral("s%1.json").arg(i, 3, 10, QChar('0'))),
                                alice);
    MainWindowOptions options;
    options.persistent = false;
    AppFixture app(options);
    QVERIFY(app.show());
    app.window->openClassResults(big.path());
    ClassResultsWindow *window = app.window->classResultsWindow();
    QVERIFY(window->cancelButton()->isVisible() || !window->isLoading());
    window->cancel();
    QVERIFY(window->waitForLoaded());
    QVERIFY(!window->cancelButton()->isVisible());
    QVERIFY(!window->progressBar()->isVisible());
    const ClassResults &results = window->results();
    QVERIFY(int(results.files.size()) <= 200);
    QCOMPARE(results.cancelled, int(results.files.size()) < 200);
    if (results.cancelled)
        QVERIFY(window->statusLabel()->text().contains("Cancelled"));
    QVERIFY(results.count(ClassFile::Kind::Ok) <= 1);
    // Opening another folder while one loads, then closing the window, waits for the worker.
    window->openFolder(big.path());
    window->openFolder(m_class.path());
    window->close();
    QVERIFY(!window->isLoading());
    window->openFolder(big.path());
    app.window.reset(); // destroys the window with a load under way
}

// View › Language with the class open: the window's texts, the tables' headers, the chart's
// title and axis titles and why each skipped file is left out in Spanish, then Arabic
// (mirrored), then English; the folder is not read again, the student chosen stays, the chart shows
// the same. Test translations: tests/app/i18n/.
void TestClassResultsWindow::languageSwitchKeepsTheClass()
{
    MainWindowOptions options;
    options.persistent = false;
    TestLanguages languages(&options);
    AppFixture app(options);
    QVERIFY(app.show());
    app.window->openClassResults(m_class.path());
    ClassResultsWindow *window = app.window->classResultsWindow();
    QVERIFY(window->waitForLoaded());
    window->selectStudent(1);
    QTableWidget *students = window->studentsTable();
    const QString chosen = students->item(students->currentRow(), 0)->text();
    const qsizetype files = window->results().files.size();
    const qsizetype series = window->chart()->chart()->series().size();
    auto header = [](const QTableWidget *table, int column) {
        return table->horizontalHeaderItem(column)->text();
    };
    auto xTitle = [&] {
        const QList<QAbstractAxis *> axes = window->chart()->chart()->axes(Qt::Horizontal);
        return axes.isEmpty() ? QString() : axes.first()->titleText();
    };
    auto pngButton = [&] {
        for (QPushButton *button : window->chart()->findChildren<QPushButton *>())
            if (button->text().contains("PNG"))
                return button->text();
        return QString();
    };
    // A skipped file's row: what it is and why it is left out.
    auto skippedRow = [&](const QString &file) {
        QTableWidget *skipped = window->skippedTable();
        for (int row = 0; row < skipped->rowCount(); ++row)
            if (skipped->item(row, 0) && skipped->item(row, 0)->text() == file)
                return QStringList{skipped->item(row, 1)->text(), skipped->item(row, 2)->text()};
        return QStringList{};
    };
    QCOMPARE(header(students, 0), QStringLiteral("Student"));
    QVERIFY2(xTitle().startsWith("Arithmetic intensity"), qPrintable(xTitle()));
    QVERIFY(window->statusLabel()->text().contains("on the chart"));
    QCOMPARE(skippedRow("copy of alice.json"),
             QStringList({"duplicate", "copy of alice.json: the same file as alice.json"}));
    QVERIFY2(skippedRow("cut.json").value(1).startsWith("cut.json:") &&
                 skippedRow("cut.json").value(1).contains(": not valid JSON: "),
             qPrintable(skippedRow("cut.json").join(" | ")));

    switchLanguage(app.window.get(), QStringLiteral("es"));
    // The reasons the files were left out, made again in Spanish from what was read.
    QCOMPARE(skippedRow("copy of alice.json"),
             QStringList({"duplicado", "copy of alice.json: el mismo archivo que alice.json"}));
    QVERIFY2(skippedRow("cut.json").value(1).startsWith("cut.json:") &&
                 skippedRow("cut.json").value(1).contains(": no es JSON válido: "),
             qPrintable(skippedRow("cut.json").join(" | ")));
    QCOMPARE(skippedRow("not-json.json").value(1),
             QStringLiteral("not-json.json: no es JSON, así que no es una sesión de GPU Lab"));
    QCOMPARE(window->windowTitle(), QStringLiteral("Resultados de la clase"));
    QCOMPARE(window->tabs()->tabText(0), QStringLiteral("&Roofline de la clase"));
    QCOMPARE(window->tabs()->tabText(1), QStringLiteral("&Estudiantes"));
    QVERIFY2(window->tabs()->tabText(2).startsWith("Archivos &omitidos ("),
             qPrintable(window->tabs()->tabText(2)));
    QCOMPARE(header(students, 0), QStringLiteral("Estudiante"));
    QCOMPARE(header(students, 1), QStringLiteral("Dispositivo"));
    QCOMPARE(header(window->skippedTable(), 0), QStringLiteral("Archivo"));
    QCOMPARE(window->chart()->chart()->title(), QStringLiteral("El roofline de la clase"));
    QVERIFY2(xTitle().startsWith("Intensidad aritmética"), qPrintable(xTitle()));
    QCOMPARE(pngButton(), QStringLiteral("Exportar &PNG…"));
    QVERIFY2(window->statusLabel()->text().contains("estudiantes en el gráfico"),
             qPrintable(window->statusLabel()->text()));
    // The class as it was: not read again, the same student chosen, the same chart.
    QVERIFY(!window->isLoading());
    QCOMPARE(window->results().folder, m_class.path());
    QCOMPARE(window->results().files.size(), files);
    QCOMPARE(window->selectedStudent(), 1);
    QCOMPARE(students->item(students->currentRow(), 0)->text(), chosen);
    QCOMPARE(window->chart()->chart()->series().size(), series);
    QVERIFY(window->isVisible());

    // The names on the chart, as the last paint placed them: each whole inside the plot.
    auto names = [&] {
        window->tabs()->setCurrentIndex(0);
        window->chart()->view()->viewport()->repaint();
        QStringList placed;
        for (const PlacedText &text : window->chart()->placedText()) {
            placed << text.text;
            const QRectF plot =
                window->chart()->chart()->mapRectToScene(window->chart()->chart()->plotArea());
            if (!text.problem.isEmpty() || !plot.adjusted(-1, -1, 1, 1).contains(text.box))
                return QStringList{QStringLiteral("\"%1\" at %2,%3 %4x%5 %6 (plot %7..%8)")
                                       .arg(text.text)
                                       .arg(text.box.x())
                                       .arg(text.box.y())
                                       .arg(text.box.width())
                                       .arg(text.box.height())
                                       .arg(text.problem)
                                       .arg(plot.left())
                                       .arg(plot.right())};
        }
        return placed;
    };
    const QStringList spanishNames = names();
    QVERIFY2(spanishNames.contains(QStringLiteral("B200 (HGX B200)")),
             qPrintable(spanishNames.join(" | ")));

    switchLanguage(app.window.get(), QStringLiteral("ar"));
    QCOMPARE(window->windowTitle(), QStringLiteral("نتائج الصف"));
    QCOMPARE(header(students, 0), QStringLiteral("الطالب"));
    QCOMPARE(window->layoutDirection(), Qt::RightToLeft);
    QCOMPARE(window->selectedStudent(), 1);
    // Right to left, the chart keeps its axes (mathematics is written left to right in Arabic
    // too) and its names where they are left to right, each whole inside the plot.
    QTest::qWait(50);
    saveScreenshot(window, QStringLiteral("class-roofline-ar"));
    const QStringList arabicNames = names();
    QCOMPARE(arabicNames, spanishNames);

    switchLanguage(app.window.get(), QStringLiteral("en"));
    QCOMPARE(window->windowTitle(), QStringLiteral("Class Results"));
    QCOMPARE(skippedRow("copy of alice.json"),
             QStringList({"duplicate", "copy of alice.json: the same file as alice.json"}));
    QCOMPARE(header(students, 0), QStringLiteral("Student"));
    QCOMPARE(window->chart()->chart()->title(), QStringLiteral("The class roofline"));
    QVERIFY2(xTitle().startsWith("Arithmetic intensity"), qPrintable(xTitle()));
    QCOMPARE(pngButton(), QStringLiteral("Export &PNG…"));
    QCOMPARE(window->layoutDirection(), Qt::LeftToRight);
    QCOMPARE(window->selectedStudent(), 1);
    QCOMPARE(students->item(students->currentRow(), 0)->text(), chosen);
    QCOMPARE(window->chart()->chart()->series().size(), series);
}

void TestClassResultsWindow::fitsTheScreen_data()
{
    QTest::addColumn<int>("zoomSteps");
    QTest::addColumn<bool>("presenting");
    QTest::newRow("100 %") << 0 << false;
    QTest::newRow("200 %") << 100 / ThemeManager::kZoomStepPercent << false;
    QTest::newRow("presenting") << 0 << true;
}

void TestClassResultsWindow::fitsTheScreen()
{
    QFETCH(int, zoomSteps);
    QFETCH(bool, presenting);
    MainWindowOptions options;
    options.persistent = false;
    AppFixture app(options);
    QVERIFY(app.show());
    for (int i = 0; i < zoomSteps; ++i)
        app.window->zoomBy(ThemeManager::kZoomStepPercent);
    if (presenting)
        app.window->setPresenting(true);
    app.window->openClassResults(m_class.path());
    ClassResultsWindow *window = app.window->classResultsWindow();
    QVERIFY(window->waitForLoaded());
    QVERIFY(QTest::qWaitForWindowExposed(window));
    for (int tab = 0; tab < window->tabs()->count(); ++tab) {
        window->tabs()->setCurrentIndex(tab);
        QCoreApplication::processEvents();
        checkFits(window);
        if (QTest::currentTestFailed())
            return;
    }
    // Reachable from the keyboard: every tab has a mnemonic, the tables and buttons take focus,
    // and what a screen reader reads has a name.
    for (int tab = 0; tab < window->tabs()->count(); ++tab)
        QVERIFY(window->tabs()->tabText(tab).contains('&'));
    QVERIFY(window->studentsTable()->focusPolicy() & Qt::TabFocus);
    QVERIFY(window->skippedTable()->focusPolicy() & Qt::TabFocus);
    QVERIFY(!window->studentsTable()->accessibleName().isEmpty());
    QVERIFY(!window->skippedTable()->accessibleName().isEmpty());
    QVERIFY(!window->legendLabel()->accessibleName().isEmpty());
    window->selectStudent(1);
    const QString name = QString(QTest::currentDataTag()).replace(' ', '-').remove('%');
    window->tabs()->setCurrentIndex(0);
    saveScreenshot(window, QStringLiteral("class-roofline-%1").arg(name));
    window->tabs()->setCurrentIndex(1);
    saveScreenshot(window, QStringLiteral("class-students-%1").arg(name));
    window->tabs()->setCurrentIndex(2);
    saveScreenshot(window, QStringLiteral("class-skipped-%1").arg(name));
    if (presenting)
        app.window->setPresenting(false);
}

QTEST_MAIN(TestClassResultsWindow)
#include "tst_classresultswindow.moc"
