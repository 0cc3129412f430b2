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
#include "lessons/framework/numbertext.h"
#include "widgets/chartframe.h"

#include <QChart>
#include <QFontDatabase>
#include <QLabel>
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
    const QLocale locale = numberLocale(QLocale(language)); // as the app installs it
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

    // Numbers kept as written, each matched exactly in its lesson: anything else is a failure.
    // A quote of a tool's output keeps the tool's digits, set as a quote (a fixed-pitch face);
    // notation and names are written as everyone writes them.
    struct Kept
    {
        const char *lesson;
        const char *text;
        bool quote = false; // allowed only in a fixed-pitch face
    };
    static const Kept kKept[] = {
        // The section's title, "2:4 structured sparsity": the ratio is notation, written 2:4
        // in every language (the translations keep it).
        {"tensor-cores", "\"2:4\""},
        // The bit lab's bit pattern, in hexadecimal and binary: notation.
        {"precision-formats", "\"0x3C00 · 0 01111 0000000000\""},
        // FP16's formula with the pattern's fields, as written in IEEE 754 and every textbook.
        {"precision-formats", "\"(−1)^0 × 2^(15 − 15) × (1 + 0/1024) = \""},
        // "PCIe 4.0", "NVLink 4": names of a standard's version (the 4 of "NVLink 4" is a piece
        // of its own where the Arabic digits of the time after it begin, or where an Arabic
        // comma follows it: "4 " or "4").
        {"nvlink-interconnects", "PCIe 4.0\""},
        {"nvlink-interconnects", "\"4"},
        // DeepSpeed's ZeRO-3, a name.
        {"will-it-fit", "ZeRO-3\""},
        // The tuning file's kernel parameters in a tooltip ("MR=12,NR=32,…"), quoted from the
        // file as the engine writes and reads them.
        {"live-lab", "\nParameters: "},
        // nvidia-smi's readings as it prints them in every language (NVIDIA's published output
        // and the reading under load in its format), in the Example column, set as a quote
        // (left to right, in a fixed-pitch face).
        {"telemetry", "0%", true},
        {"telemetry", "100 %", true},
        {"telemetry", "38 %", true},
        {"telemetry", "1755 MHz", true},
    };
    auto kept = [&](const QString &problem, bool monospaced) {
        return std::any_of(std::cbegin(kKept), std::cend(kKept), [&](const Kept &k) {
            return lesson == QLatin1String(k.lesson) &&
                   problem.contains(QString::fromUtf8(k.text)) && (!k.quote || monospaced);
        });
    };

    QStringList problems; // "where: text (the number)", each once
    auto look = [&](const QString &where) {
        QCoreApplication::processEvents();
        QStringList monospaced;
        QStringList texts = test::visibleTexts(panel.get(), &monospaced);
        for (const QWidget *widget : panel->findChildren<QWidget *>())
            if (widget->isVisible() && !widget->toolTip().isEmpty())
                texts << widget->toolTip();
        for (const QString &text : std::as_const(texts)) {
            const QString number = test::numberNotInLocale(text, locale);
            const QString problem = QStringLiteral("\"%1\" (%2)").arg(text, number);
            if (!number.isEmpty() && !kept(problem, monospaced.contains(text)) &&
                std::none_of(problems.cbegin(), problems.cend(),
                             [&](const QString &p) { return p.endsWith(problem); }))
                problems << where + QStringLiteral(": ") + problem;
        }
        for (const ChartFrame *chart : panel->findChildren<ChartFrame *>()) {
            // The UI language's locale (a chart of years writes it without digit grouping).
            if (!chart->chart()->localizeNumbers() ||
                chart->chart()->locale().name() != locale.name())
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
    // Addresses and paths are names; a day as data files give it is not how the language writes it.
    QCOMPARE(test::numberNotInLocale(QStringLiteral("Stored in /home/a/cache/tuning/x-4103da.txt"),
                                     arabic),
             QString());
    QCOMPARE(test::numberNotInLocale(QStringLiteral("https://arxiv.org/abs/2307.09288"), arabic),
             QString());
    QCOMPARE(test::numberNotInLocale(QStringLiteral("seen 2026-03"), arabic),
             QStringLiteral("2026"));
    QCOMPARE(test::numberNotInLocale(QStringLiteral("1/6 s"), arabic), QStringLiteral("1"));

    QLabel label(QStringLiteral("Simulated time 1.50 s"));
    label.show();
    QVERIFY(QTest::qWaitForWindowExposed(&label));
    QStringList monospaced;
    QVERIFY(test::visibleTexts(&label, &monospaced)
                .join(QLatin1Char(' '))
                .contains(QStringLiteral("1.50")));
    QVERIFY(monospaced.isEmpty());
    // A quote set in a fixed-pitch face is told apart.
    label.setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    QVERIFY(test::visibleTexts(&label, &monospaced).join(QLatin1Char(' ')).contains("1.50"));
    QVERIFY(monospaced.join(QLatin1Char(' ')).contains(QStringLiteral("1.50")));
}

QTEST_MAIN(TestLocalNumbers)
#include "tst_localnumbers.moc"
