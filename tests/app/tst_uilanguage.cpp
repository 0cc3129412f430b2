// The UI language (app/uilanguage.h): which language is chosen from the settings, the system
// and the translations there are; and the rule that comes with it: under LANG=de_DE.UTF-8 (CTest
// sets it for this suite) with an English UI, numbers in sentences are written the English way
// ("70,000", never "70.000") and Qt's own dialogs speak English too.
#include "app/uilanguage.h"
#include "lessons/framework/quiz/gift.h"
#include "lessons/framework/quiz/grading.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QFontDatabase>
#include <QLibraryInfo>
#include <QPushButton>
#include <QRawFont>
#include <QTemporaryDir>
#include <QXmlStreamReader>
#include <QtTest>

using namespace gpulab;

class TestUiLanguage : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void choose_data();
    void choose();
    void availableReadsTheTranslations();
    void englishUiUnderAGermanSystem();
    void spanishGroupsLongNumbers();
    void qtDialogsSpeakTheUiLanguage();
    void everyLanguageHasGlyphs();
    void mnemonicsKeepLettersJoined();
    void cleanup();
};

void TestUiLanguage::initTestCase()
{
    // Settings of our own, never the user's (no ui/language in them).
    QCoreApplication::setOrganizationName("GPU Lab tests");
    QCoreApplication::setApplicationName("tst_uilanguage");
}

void TestUiLanguage::choose_data()
{
    QTest::addColumn<QString>("system");
    QTest::addColumn<QStringList>("available");
    QTest::addColumn<QString>("wanted");
    QTest::addColumn<QString>("expected"); // QLocale::name()
    const QStringList english{"en"};
    const QStringList withGerman{"en", "de"};
    QTest::newRow("german system, english only") << "de_DE" << english << ""
                                                 << "en_US";
    QTest::newRow("german system, german there") << "de_DE" << withGerman << ""
                                                 << "de_DE";
    QTest::newRow("austrian system keeps its locale") << "de_AT" << withGerman << ""
                                                      << "de_AT";
    QTest::newRow("british system keeps its locale") << "en_GB" << english << ""
                                                     << "en_GB";
    QTest::newRow("C locale") << "C" << english << ""
                              << "en_US";
    QTest::newRow("english wanted on a german system") << "de_DE" << withGerman << "en"
                                                       << "en_US";
    QTest::newRow("german wanted on a british system") << "en_GB" << withGerman << "de"
                                                       << "de_DE";
    QTest::newRow("wanted without a translation") << "en_GB" << english << "fr"
                                                  << "en_GB";
    QTest::newRow("wanted is nonsense") << "de_DE" << withGerman << "klingon!"
                                        << "de_DE";
}

void TestUiLanguage::choose()
{
    QFETCH(QString, system);
    QFETCH(QStringList, available);
    QFETCH(QString, wanted);
    QFETCH(QString, expected);
    QCOMPARE(UiLanguage::choose(QLocale(system), available, wanted).name(), expected);
}

void TestUiLanguage::availableReadsTheTranslations()
{
    QTemporaryDir dir;
    for (const char *name : {"gpulab_de.qm", "gpulab_pt_BR.qm", "other_fr.qm", "gpulab_xx1.qm"}) {
        QFile file(dir.filePath(name));
        QVERIFY(file.open(QIODevice::WriteOnly));
    }
    QCOMPARE(UiLanguage::available(dir.path()), (QStringList{"en", "de", "pt_BR"}));
    QCOMPARE(UiLanguage::available(dir.filePath("missing")), QStringList{"en"});
}

// The suite runs under LANG=de_DE.UTF-8 and GPU Lab has no German translation built in: the
// UI is English, and so is every number in a sentence.
void TestUiLanguage::englishUiUnderAGermanSystem()
{
    if (QLocale::system().language() != QLocale::German)
        QSKIP("needs LANG=de_DE.UTF-8 (CTest sets it for this suite)");
    QVERIFY(QLocale().toString(70000) == QLatin1String("70.000")); // before: the system's way
    UiLanguage language;
    const QLocale chosen = language.installFromSettings(qApp);
    QCOMPARE(chosen.language(), QLocale::English);
    QCOMPARE(QLocale().toString(70000), QStringLiteral("70,000"));
    // Sentences the app builds with QLocale(): the right answer of a numerical question and the
    // rules under a number field.
    const gift::Bank bank = gift::parse("Overflow?{#70000}");
    QVERIFY(bank.ok());
    const QString answer = quiz::correctAnswerText(bank.questions.first());
    QCOMPARE(answer, QStringLiteral("70,000"));
    QVERIFY2(!quiz::numberRules().contains("65.504"), qPrintable(quiz::numberRules()));
    QVERIFY2(quiz::numberRules().contains("65,504"), qPrintable(quiz::numberRules()));
}

// Spanish numbers are grouped in every group once the language is installed ("2.097.152", not Qt
// 6.4's "2097.152"); the language stays Spain's Spanish.
void TestUiLanguage::spanishGroupsLongNumbers()
{
    UiLanguage language;
    language.install(qApp, QLocale(QLocale::Spanish, QLocale::Spain));
    QCOMPARE(QLocale().toString(2097152), QStringLiteral("2.097.152"));
    QCOMPARE(QLocale().toString(2.5, 'f', 1), QStringLiteral("2,5"));
    QCOMPARE(QLocale().language(), QLocale::Spanish);
    QCOMPARE(language.locale().territory(), QLocale::Spain);
}

void TestUiLanguage::qtDialogsSpeakTheUiLanguage()
{
    const bool haveGerman = QFile::exists(
        QDir(QLibraryInfo::path(QLibraryInfo::TranslationsPath)).filePath("qtbase_de.qm"));
    auto cancelText = [] {
        QDialogButtonBox box(QDialogButtonBox::Cancel);
        return box.button(QDialogButtonBox::Cancel)->text().remove('&');
    };
    UiLanguage language;
    QVERIFY(!language.install(qApp, QLocale(QLocale::English)));
    QCOMPARE(cancelText(), QStringLiteral("Cancel"));
    if (!haveGerman)
        QSKIP("Qt's German translation (qtbase_de.qm) is not installed");
    // Had GPU Lab a German translation, Qt's buttons would speak German with it...
    QVERIFY(language.install(qApp, QLocale(QLocale::German, QLocale::Germany)));
    QCOMPARE(cancelText(), QStringLiteral("Abbrechen"));
    QCOMPARE(QLocale().toString(70000), QStringLiteral("70.000"));
    // ...and back in English when the UI is English again.
    QVERIFY(!language.install(qApp, QLocale(QLocale::English)));
    QCOMPARE(cancelText(), QStringLiteral("Cancel"));
}

void TestUiLanguage::cleanup()
{
    QLocale::setDefault(QLocale::system());
}

// Every language shipped in translations/ is drawn with real glyphs: a font of its writing
// system is installed (installers/debian-packages.txt: fonts-noto-cjk, fonts-noto-ui-core; the
// .deb recommends them) and has every character of a sentence of it. A new language is added
// to this table with its script.
void TestUiLanguage::everyLanguageHasGlyphs()
{
    struct Script
    {
        QFontDatabase::WritingSystem system;
        QString sample;
    };
    const QMap<QString, Script> scripts{
        {QStringLiteral("es"), {QFontDatabase::Latin, QStringLiteral("Añadir núcleos: ¿qué?")}},
        {QStringLiteral("zh_CN"),
         {QFontDatabase::SimplifiedChinese,
          QStringLiteral("张量核心在一个时钟周期内完成乘加运算")}},
        {QStringLiteral("ar"),
         {QFontDatabase::Arabic, QStringLiteral("المختبر الحي: ضرب المصفوفات ١٢٫٥")}},
    };
    const QDir translations(QStringLiteral(GPULAB_TRANSLATIONS_SOURCE_DIR));
    const QStringList files = translations.entryList({QStringLiteral("gpulab_*.ts")}, QDir::Files);
    QVERIFY(files.size() >= 4);
    for (QString file : files) {
        const QString code = file.remove(QStringLiteral("gpulab_")).remove(QStringLiteral(".ts"));
        if (code == QLatin1String("template"))
            continue;
        QVERIFY2(scripts.contains(code), qPrintable(code + ": add its script to this test"));
        const Script script = scripts.value(code);
        QVERIFY2(!QFontDatabase::families(script.system).isEmpty(),
                 qPrintable(code + ": no font for its script; install the fonts in "
                                   "installers/debian-packages.txt"));
        const QRawFont raw = QRawFont::fromFont(QApplication::font(), script.system);
        QVERIFY2(raw.isValid(), qPrintable(code));
        for (const QChar c : script.sample)
            if (!c.isSpace())
                QVERIFY2(raw.supportsCharacter(c),
                         qPrintable(QStringLiteral("%1: %2 (U+%3) has no glyph in %4")
                                        .arg(code, c)
                                        .arg(c.unicode(), 4, 16, QLatin1Char('0'))
                                        .arg(raw.familyName())));
    }
}

// A mnemonic's underlined letter is shaped apart from its neighbours: inside an Arabic word it
// breaks the joined letters (each takes its unjoined form), and the label draws wider than Qt
// measures it: it wraps where it claimed one line, and its second line is cut off (the cost
// lesson's form in Arabic). Every translated mnemonic sits where it splits no join: on a
// letter joined to neither neighbour (a word's first alef, a letter after an alef or ra, a
// Latin letter) and with no mark on it.
void TestUiLanguage::mnemonicsKeepLettersJoined()
{
    const QDir translations(QStringLiteral(GPULAB_TRANSLATIONS_SOURCE_DIR));
    QStringList problems;
    int checked = 0;
    for (const QString &file : translations.entryList({QStringLiteral("gpulab_*.ts")})) {
        QFile ts(translations.filePath(file));
        QVERIFY(ts.open(QIODevice::ReadOnly));
        QXmlStreamReader xml(&ts);
        while (!xml.atEnd()) {
            if (xml.readNext() != QXmlStreamReader::StartElement ||
                xml.name() != QLatin1String("translation"))
                continue;
            const QString text = xml.readElementText(QXmlStreamReader::IncludeChildElements);
            QString plain;
            int at = -1;
            for (qsizetype i = 0; i < text.size(); ++i) {
                if (text.at(i) == QLatin1Char('&') && i + 1 < text.size()) {
                    if (text.at(i + 1) != QLatin1Char('&') && at < 0 && !text.at(i + 1).isSpace()) {
                        at = int(plain.size());
                        continue;
                    }
                    plain += QLatin1Char('&');
                    ++i;
                    continue;
                }
                plain += text.at(i);
            }
            if (at < 0 || at >= plain.size())
                continue;
            // Joining in the text's logical order (skipping marks, which take no part).
            auto neighbour = [&](int from, int step) -> QChar {
                for (int i = from + step; i >= 0 && i < plain.size(); i += step)
                    if (plain.at(i).joiningType() != QChar::Joining_Transparent)
                        return plain.at(i);
                return QChar(QChar::Space);
            };
            auto joinsNext = [](QChar c) {
                const QChar::JoiningType type = c.joiningType();
                return type == QChar::Joining_Dual || type == QChar::Joining_Left ||
                       type == QChar::Joining_Causing;
            };
            auto joinsPrevious = [](QChar c) {
                const QChar::JoiningType type = c.joiningType();
                return type == QChar::Joining_Dual || type == QChar::Joining_Right ||
                       type == QChar::Joining_Causing;
            };
            const QChar letter = plain.at(at);
            const bool splits = (joinsNext(neighbour(at, -1)) && joinsPrevious(letter)) ||
                                (joinsNext(letter) && joinsPrevious(neighbour(at, 1))) ||
                                (at + 1 < plain.size() &&
                                 plain.at(at + 1).joiningType() == QChar::Joining_Transparent);
            ++checked;
            if (splits)
                problems << QStringLiteral("%1:%2: \u201c%3\u201d")
                                .arg(file)
                                .arg(xml.lineNumber())
                                .arg(text);
        }
    }
    QVERIFY(checked > 100);
    QVERIFY2(problems.isEmpty(),
             qPrintable(QStringLiteral("%1 mnemonics split joined letters (move the & to a "
                                       "letter that joins neither neighbour):\n")
                            .arg(problems.size()) +
                        problems.join(QLatin1Char('\n'))));
}

QTEST_MAIN(TestUiLanguage)
#include "tst_uilanguage.moc"
