// Every number a student reads follows the UI language (QLocale's default, as the app sets it):
// every built-in lesson — a new one too, found by its folder — is opened in Arabic (its own
// digits: ١٫٦, ٦٥٬٥٣٦) and in Spanish (a decimal comma: 1,6), and every section, every beat of
// its simulation and every tab is looked at as a student pages through it; whatever a visible
// widget paints (localnumbers.h: labels, buttons, tables, chart axes, the scene on the plain
// canvas, the simulation clock) must hold no number written the C locale's way. Each chart
// formats its axes in that locale too. The simulation runs on the plain canvas
// (GPULAB_NO_OPENGL), whose painting can be read.
#include "lessontestsupport.h"
#include "localnumbers.h"

#include "lessons/framework/lessoncontent.h"
#include "widgets/chartframe.h"

#include <QChart>
#include <QLabel>
#include <QMultiMap>
#include <QScopeGuard>
#include <QTabWidget>

using namespace gpulab;

class TestLocalNumbers : public QObject
{
    Q_OBJECT
    test::LessonServices m_services;

private slots:
    void cleanup() { QLocale::setDefault(QLocale::c()); }
    void everyPageWritesNumbersInTheLanguage_data();
    void everyPageWritesNumbersInTheLanguage();
    void checkFindsWhatItShould();
};

void TestLocalNumbers::everyPageWritesNumbersInTheLanguage_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("lesson");
    const QList<LessonLoadResult> lessons = loadLessonLibrary();
    QVERIFY(lessons.size() >= 10);
    for (const char *language : {"ar", "es"})
        for (const LessonLoadResult &lesson : lessons)
            QTest::addRow("%s %s", language, qPrintable(lesson.content.id))
                << QString::fromLatin1(language) << lesson.content.id;
}

void TestLocalNumbers::everyPageWritesNumbersInTheLanguage()
{
    QFETCH(QString, language);
    QFETCH(QString, lesson);
    const QLocale locale(language);
    QLocale::setDefault(locale);
    QTest::failOnWarning(QRegularExpression(QStringLiteral(".*")));
    LessonContent content;
    for (const LessonLoadResult &loaded : loadLessonLibrary(QString(), locale))
        if (loaded.content.id == lesson)
            content = loaded.content;
    QCOMPARE(content.id, lesson);
    m_services.data.setLanguage(locale); // the data tables' text too, as the window does
    test::LocaleDigitsTranslator translator(locale);
    QCoreApplication::installTranslator(&translator);
    const auto removeTranslator =
        qScopeGuard([&] { QCoreApplication::removeTranslator(&translator); });
    std::unique_ptr<LessonPanel> panel(
        createLessonPanel(m_services.context(), content, 0, nullptr));
    QVERIFY(panel);
    panel->resize(1280, 800);
    panel->show();
    QVERIFY(QTest::qWaitForWindowExposed(panel.get()));

    QStringList problems; // "where: text (the number)", each once
    auto look = [&](const QString &where) {
        QCoreApplication::processEvents();
        for (const QString &text : test::visibleTexts(panel.get())) {
            const QString number = test::numberNotInLocale(text, locale);
            const QString problem = QStringLiteral("\"%1\" (%2)").arg(text, number);
            if (!number.isEmpty() &&
                std::none_of(problems.cbegin(), problems.cend(),
                             [&](const QString &p) { return p.endsWith(problem); }))
                problems << where + QStringLiteral(": ") + problem;
        }
        for (const ChartFrame *chart : panel->findChildren<ChartFrame *>()) {
            if (!chart->chart()->localizeNumbers() || chart->chart()->locale() != locale)
                problems << where + QStringLiteral(": a chart with C-locale axis labels");
        }
    };
    for (int s = 0; s < panel->sectionCount(); ++s) {
        panel->showSection(s);
        const QString section = panel->content().sections.at(s).id;
        for (int stop = 0; stop < 30; ++stop) {
            if (SimulationView *view = panel->simulation()) {
                for (int frame = 0; frame < 90; ++frame)
                    view->model().step(1.0 / 60);
                view->refresh();
            }
            look(QStringLiteral("%1, stop %2").arg(section).arg(stop));
            if (!test::clickOn(panel.get()) || panel->currentSection() != s)
                break;
        }
    }
    if (QTabWidget *tabs = panel->tabs())
        for (int t = 0; t < tabs->count(); ++t) {
            tabs->setCurrentIndex(t);
            look(QStringLiteral("tab %1").arg(tabs->tabText(t)));
        }
    // Known and not yet fixed (issue 25's note lists them): notation kept as written (bit
    // patterns, the FP16 formula, the 2:4 ratio, product names with "PCIe 4.0", "8x A100",
    // "ZeRO-3"), nvidia-smi's readings quoted as it prints them, and a few labels still to
    // localise (the number line's and the ladder's, the tensor-core and all-reduce scenes' "4",
    // the chooser's ranks). Each is matched exactly, in its lesson: anything else is a failure,
    // and a fixed one may go.
    static const QMultiMap<QString, QString> kNotYet{
        {"tensor-cores", "\"4\""},
        {"tensor-cores", "\"2:4\""},
        {"precision-formats", "\"1\""},
        {"precision-formats", "\"0x3C00 · 0 01111 0000000000\""},
        {"precision-formats", "\"(−1)^0 × 2^(15 − 15) × (1 + 0/1024) = \""},
        {"precision-formats", "\"6:\""},
        {"precision-formats", "\"6\""},
        {"precision-formats", "\"2^\""},
        {"precision-formats", "\"2\""},
        {"precision-formats", "full colour at ±3"},
        {"memory-hierarchy", "working set, each followed by 4"},
        {"nvlink-interconnects", "PCIe 4.0\""},
        {"nvlink-interconnects", "\"8x A100 SXM4 — 8 GPUs, 6 switch chips, \""},
        {"nvlink-interconnects", "\"8x H100 SXM5 — 8 GPUs, 4 switch chips, \""},
        {"nvlink-interconnects", "\"4 \""},
        {"nvlink-interconnects", "\"4\""},
        {"gpu-generations", "\"1.\""},
        {"gpu-generations", "\"2.\""},
        {"gpu-generations", "\"3.\""},
        {"will-it-fit", "ZeRO-3\""},
        {"will-it-fit", "\" 7\""},
        {"telemetry", "\"0%\""},
        {"telemetry", "100 %\""},
        {"telemetry", "38 %\""},
        {"telemetry", "1755 MHz\""},
    };
    problems.removeIf([&](const QString &problem) {
        const QList<QString> known = kNotYet.values(lesson);
        return std::any_of(known.cbegin(), known.cend(),
                           [&](const QString &k) { return problem.contains(k); });
    });
    for (const QString &problem : std::as_const(problems))
        qInfo().noquote() << problem;
    QVERIFY2(problems.isEmpty(),
             qPrintable(QStringLiteral("%1 numbers in the C locale's way (above), the first: %2")
                            .arg(problems.size())
                            .arg(problems.value(0))));
}

// The check itself: it finds the C locale's numbers and leaves names and the locale's own alone.
void TestLocalNumbers::checkFindsWhatItShould()
{
    const QLocale arabic(QStringLiteral("ar")), spanish(QStringLiteral("es"));
    QCOMPARE(test::numberNotInLocale(QStringLiteral("1.6 GHz"), arabic), QStringLiteral("1.6"));
    QCOMPARE(test::numberNotInLocale(QStringLiteral("GPU 3"), arabic), QStringLiteral("3"));
    QCOMPARE(test::numberNotInLocale(arabic.toString(1.6) + QStringLiteral(" GHz"), arabic),
             QString());
    QCOMPARE(test::numberNotInLocale(QStringLiteral("H100, FP16, x86"), arabic), QString());
    QCOMPARE(test::numberNotInLocale(QStringLiteral("7.5"), spanish), QStringLiteral("7.5"));
    QCOMPARE(test::numberNotInLocale(QStringLiteral("1.50 s"), spanish), QStringLiteral("1.50"));
    QCOMPARE(test::numberNotInLocale(QStringLiteral("65.536 y 1,6 GHz"), spanish), QString());
    QCOMPARE(test::numberNotInLocale(QStringLiteral("7.5"), QLocale(QLocale::English)), QString());

    QLabel label(QStringLiteral("Simulated time 1.50 s"));
    label.show();
    QVERIFY(QTest::qWaitForWindowExposed(&label));
    QVERIFY(test::visibleTexts(&label).join(QLatin1Char(' ')).contains(QStringLiteral("1.50")));
}

QTEST_MAIN(TestLocalNumbers)
#include "tst_localnumbers.moc"
