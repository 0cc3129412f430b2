// The documentation against the running application: every menu path ("File › Import Quiz")
// named in README.md or in any lesson (the how-to lesson is the user manual) is a menu and an
// action of the MainWindow's menu bar; every key the README and the how-to lesson name is a
// shortcut of one of its actions, a simulation key, a presenter key, or one of the few keys a
// page or Qt itself handles (listed below with where they are tested); every picture they show
// resolves, in the manual (Help › User Manual) too. Runs on xcb under Xvfb.
#include "apptestsupport.h"

#include "app/presentercontroller.h"
#include "lessons/framework/sectionview.h"
#include "widgets/simulationview.h"

#include <QAction>
#include <QKeyEvent>
#include <QMenu>
#include <QMenuBar>
#include <QRegularExpression>
#include <QTextBlock>
#include <QTextDocument>

using namespace gpulab;
using namespace gpulab::test;

namespace {

const QString kSource = QStringLiteral(GPULAB_SOURCE_DIR);

QString readText(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
        qFatal("cannot read %s", qPrintable(path));
    return QString::fromUtf8(file.readAll());
}

// The files a user reads as instructions: the README and the how-to lesson (the manual).
QStringList manualFiles()
{
    QStringList files{kSource + QStringLiteral("/README.md")};
    const QDir howto(kSource + QStringLiteral("/lessons/howto"));
    for (const QString &name : howto.entryList({QStringLiteral("*.md")}, QDir::Files, QDir::Name))
        files << howto.filePath(name);
    return files;
}

// Every lesson text and quiz too: they name menu paths ("Lesson › Simulation Parameters").
QStringList menuPathFiles()
{
    QStringList files = manualFiles();
    const QDir lessons(kSource + QStringLiteral("/lessons"));
    for (const QString &folder : lessons.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name)) {
        const QDir dir(lessons.filePath(folder));
        for (const QString &name :
             dir.entryList({QStringLiteral("*.md"), QStringLiteral("*.gift")}, QDir::Files))
            if (!files.contains(dir.filePath(name)))
                files << dir.filePath(name);
    }
    return files;
}

QString shortName(const QString &path)
{
    return QDir(kSource).relativeFilePath(path);
}

// Text as it reads: Markdown emphasis, GIFT escapes, line breaks and ellipses gone.
QString plain(QString text)
{
    text.remove(QLatin1Char('*')).remove(QChar(0x2026)).remove(QLatin1String("..."));
    text.replace(QRegularExpression(QStringLiteral("\\\\([:=#~{}])")), QStringLiteral("\\1"));
    return text.replace(QRegularExpression(QStringLiteral("\\s+")), QStringLiteral(" "));
}

// A menu or action title as its text reads: no mnemonic, no ellipsis.
QString title(QString text)
{
    return text.remove(QLatin1Char('&')).remove(QChar(0x2026)).remove(QLatin1String("..."));
}

bool startsWithWord(const QString &text, const QString &word)
{
    return text.startsWith(word) &&
           (text.size() == word.size() || !text.at(word.size()).isLetterOrNumber());
}

// Checks "Menu › Item ..." (the text from the menu's name on) against the menu bar: empty when it
// exists, else why not.
QString checkMenuPath(const QMenuBar *bar, const QString &menuName, QString rest)
{
    QList<QAction *> level = bar->actions();
    QString path = menuName;
    QString name = menuName;
    for (;;) {
        QMenu *menu = nullptr;
        for (QAction *a : level)
            if (a->menu() && title(a->text()) == name)
                menu = a->menu();
        if (!menu)
            return QStringLiteral("there is no menu \"%1\"").arg(path);
        // A submenu ("View › Theme › Dark", or "View › Theme" itself), else the longest action.
        QString item;
        QMenu *sub = nullptr;
        for (QAction *a : menu->actions()) {
            const QString t = title(a->text());
            if (!t.isEmpty() && startsWithWord(rest, t) && t.size() > item.size()) {
                item = t;
                sub = a->menu();
            }
        }
        if (item.isEmpty())
            return QStringLiteral("the menu \"%1\" has no item at \"%2\"").arg(path, rest.left(40));
        if (sub && rest.mid(item.size()).startsWith(QStringLiteral(" \u203a "))) {
            level = menu->actions();
            name = item;
            path += QStringLiteral(" \u203a ") + item;
            rest = rest.mid(item.size() + 3);
            continue;
        }
        return {};
    }
}

struct MenuMention
{
    QString file;
    QString menu;
    QString rest; // the text after "Menu › "
};

QList<MenuMention> menuMentions(const QString &file, const QString &text)
{
    // The item is looked ahead at, so that two mentions close together are both found.
    static const QRegularExpression arrow(QStringLiteral("([\\w'-]+) \u203a (?=(.{1,60}))"));
    QList<MenuMention> found;
    const QString flat = plain(text);
    for (auto it = arrow.globalMatch(flat); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        // A chain ("View › Theme › Dark", "View › Simulation Drawing › Plain…") is one mention:
        // skip its inner arrows, those after an arrow and a submenu's capitalised words.
        static const QRegularExpression inner(QStringLiteral(" \u203a (?:[A-Z][\\w'-]* )*$"));
        if (inner.match(flat.left(m.capturedStart())).hasMatch())
            continue;
        found.append({file, m.captured(1), m.captured(2)});
    }
    return found;
}

// Keys named in a text: combinations (Ctrl+Shift+P, Ctrl++, Shift+F7), named keys (F5, PageDown,
// Esc, Space, Right...), and single characters where the text marks them as keys: in bold
// (**B**) or in the key column of a table (| Space or K |).
QStringList keyMentions(const QString &text)
{
    static const QRegularExpression combination(
        QStringLiteral("(?<![\\w+])((?:Ctrl|Shift|Alt)(?:\\+(?:Ctrl|Shift|Alt))*\\+(?:F\\d{1,2}\\b|"
                       "PageDown|PageUp|"
                       "Right|Left|Space|Tab|Enter|Esc|[A-Z0-9](?![a-z])|[+\\-\u2212=\\[\\].]))"));
    static const QRegularExpression named(QStringLiteral(
        "(?<![\\w+\u2212])(F\\d{1,2}|PageDown|PageUp|Esc|Space|Tab|Enter|Right|Left)(?![\\w+])"));
    static const QRegularExpression bold(QStringLiteral("\\*\\*([A-Z0-9\\[\\]])\\*\\*"));
    QStringList keys;
    for (const QRegularExpression *re : {&combination, &named, &bold})
        for (auto it = re->globalMatch(text); it.hasNext();)
            keys << it.next().captured(1);
    // Tables whose header has a "Key" or "Press" column.
    const QStringList lines = text.split(QLatin1Char('\n'));
    int column = -1;
    for (const QString &line : lines) {
        if (!line.startsWith(QLatin1Char('|'))) {
            column = -1;
            continue;
        }
        const QStringList cells = line.split(QLatin1Char('|'));
        if (column < 0) {
            for (int c = 0; c < cells.size(); ++c)
                if (cells[c].trimmed() == QLatin1String("Key") ||
                    cells[c].trimmed() == QLatin1String("Press"))
                    column = c;
            continue;
        }
        if (column >= cells.size())
            continue;
        static const QRegularExpression separators(
            QStringLiteral("\\s+(?:or|and)\\s+|,\\s*|\\s*[():]\\s*"));
        for (const QString &token : cells[column].split(separators, Qt::SkipEmptyParts))
            if (token.trimmed().size() == 1 && !token.trimmed().at(0).isLower())
                keys << token.trimmed();
    }
    return keys;
}

QKeySequence toSequence(QString key)
{
    key.replace(QChar(0x2212), QLatin1Char('-'))
        .replace(QLatin1String("PageDown"), QLatin1String("PgDown"))
        .replace(QLatin1String("PageUp"), QLatin1String("PgUp"));
    return QKeySequence::fromString(key, QKeySequence::PortableText);
}

// Where a key is handled; empty when nowhere.
QString whereHandled(MainWindow *window, const QKeySequence &sequence)
{
    if (sequence.count() != 1)
        return {};
    for (QAction *action : window->findChildren<QAction *>())
        if (action->shortcuts().contains(sequence))
            return QStringLiteral("menu: ") + title(action->text());
    const QKeyCombination combination = sequence[0];
    const QKeyEvent event(QEvent::KeyPress, combination.key(), combination.keyboardModifiers());
    if (SimulationView::keyAction(&event) != SimulationView::KeyAction::None)
        return QStringLiteral("simulation");
    if (window->presenter()->isPresenterKey(&event))
        return QStringLiteral("presenter");
    // Keys pages and Qt handle themselves: Tab and Shift+Tab move focus (Qt's focus chain, the
    // order tested in tst_mainwindow); Enter checks a quiz answer (QuizView, tst_quizapp).
    const auto key = combination.key();
    const auto modifiers = combination.keyboardModifiers();
    if ((key == Qt::Key_Tab || key == Qt::Key_Backtab) &&
        (modifiers == Qt::NoModifier || modifiers == Qt::ShiftModifier))
        return QStringLiteral("focus chain");
    if ((key == Qt::Key_Enter || key == Qt::Key_Return) && modifiers == Qt::NoModifier)
        return QStringLiteral("quiz page");
    return {};
}

} // namespace

class TestDocs : public QObject
{
    Q_OBJECT

    std::unique_ptr<AppFixture> m_app;

private slots:
    void initTestCase();
    void cleanupTestCase() { m_app.reset(); }
    void menuPathsExist_data();
    void menuPathsExist();
    void keysExist_data();
    void keysExist();
    void checksCanFail();
    void shortcutsListEveryKey();
    void readmePicturesExist();
    void manualShowsItsPictures();
};

void TestDocs::initTestCase()
{
    isolateUserFiles();
    MainWindowOptions options;
    options.persistent = false;
    m_app = std::make_unique<AppFixture>(options);
    QVERIFY(m_app->show());
}

void TestDocs::menuPathsExist_data()
{
    QTest::addColumn<QString>("menu");
    QTest::addColumn<QString>("rest");
    int rows = 0;
    for (const QString &file : menuPathFiles())
        for (const MenuMention &mention : menuMentions(shortName(file), readText(file)))
            QTest::newRow(qPrintable(QStringLiteral("%1 #%2: %3 \u203a %4")
                                         .arg(mention.file)
                                         .arg(++rows)
                                         .arg(mention.menu, mention.rest.left(30))))
                << mention.menu << mention.rest;
    QVERIFY(rows >= 15);
}

void TestDocs::menuPathsExist()
{
    QFETCH(QString, menu);
    QFETCH(QString, rest);
    const QString why = checkMenuPath(m_app->window->menuBar(), menu, rest);
    QVERIFY2(why.isEmpty(), qPrintable(why));
}

void TestDocs::keysExist_data()
{
    QTest::addColumn<QString>("key");
    int rows = 0;
    for (const QString &file : manualFiles()) {
        QStringList seen;
        for (const QString &key : keyMentions(readText(file)))
            if (!seen.contains(key)) {
                seen << key;
                QTest::newRow(qPrintable(shortName(file) + QStringLiteral(": ") + key)) << key;
                ++rows;
            }
    }
    QVERIFY(rows >= 30);
}

void TestDocs::keysExist()
{
    QFETCH(QString, key);
    const QKeySequence sequence = toSequence(key);
    QVERIFY2(!sequence.isEmpty(), qPrintable(key + QStringLiteral(": not a key Qt knows")));
    const QString where = whereHandled(m_app->window.get(), sequence);
    QVERIFY2(!where.isEmpty(), qPrintable(key + QStringLiteral(": no menu, simulation, presenter "
                                                               "or page handles it")));
}

// Help › Keyboard Shortcuts lists every key something handles, and every key it lists does
// something (the presenter's and the simulation's come from the tables that handle them).
void TestDocs::shortcutsListEveryKey()
{
    const QList<KeyHelpRow> rows = m_app->window->shortcutRows();
    QSet<QString> listed;
    static const QRegularExpression separators(QStringLiteral(", | or "));
    for (const KeyHelpRow &row : rows) {
        QVERIFY2(!row.action.isEmpty() && !row.keys.isEmpty(),
                 qPrintable(row.action + " / " + row.keys));
        for (const QString &name : row.keys.split(separators, Qt::SkipEmptyParts)) {
            listed.insert(name);
            const QKeySequence sequence = QKeySequence::fromString(name, QKeySequence::NativeText);
            if (sequence.count() != 1 || name.contains(QLatin1Char(' ')))
                continue; // "1 to 9"
            QVERIFY2(!whereHandled(m_app->window.get(), sequence).isEmpty(),
                     qPrintable(name + QStringLiteral(" is listed but does nothing")));
        }
    }
    QList<int> keys{Qt::Key_Escape, Qt::Key_Tab,    Qt::Key_Backtab,  Qt::Key_Return,
                    Qt::Key_Enter,  Qt::Key_Left,   Qt::Key_Right,    Qt::Key_Up,
                    Qt::Key_Down,   Qt::Key_PageUp, Qt::Key_PageDown, Qt::Key_Home,
                    Qt::Key_End,    Qt::Key_Delete, Qt::Key_Backspace};
    for (int key = Qt::Key_Space; key <= Qt::Key_AsciiTilde; ++key)
        keys << key;
    for (int key = Qt::Key_F1; key <= Qt::Key_F12; ++key)
        keys << key;
    int handled = 0;
    for (int key : keys) {
        const QKeySequence sequence(key);
        if (whereHandled(m_app->window.get(), sequence).isEmpty() ||
            (key >= Qt::Key_0 && key <= Qt::Key_9))
            continue;
        ++handled;
        const QString name = sequence.toString(QKeySequence::NativeText);
        QVERIFY2(listed.contains(name) ||
                     (key == Qt::Key_Enter && listed.contains(QStringLiteral("Return"))),
                 qPrintable(name + QStringLiteral(" does something but is not listed")));
    }
    QVERIFY(handled >= 20); // Space K S . [ - ] + = R N P B Esc PgUp PgDown Left Right F5 F7...
    // N (next beat) and P, which the list once left out.
    QVERIFY(std::any_of(rows.begin(), rows.end(),
                        [](const KeyHelpRow &row) { return row.keys == QStringLiteral("P"); }));
}

void TestDocs::checksCanFail()
{
    // The "Quizzes" menu the manual once named, an item no menu has, a key nothing handles.
    const QMenuBar *bar = m_app->window->menuBar();
    QVERIFY(!checkMenuPath(bar, QStringLiteral("Quizzes"), QStringLiteral("Exam mixes")).isEmpty());
    QVERIFY(!checkMenuPath(bar, QStringLiteral("File"), QStringLiteral("Import quiz")).isEmpty());
    QVERIFY(
        checkMenuPath(bar, QStringLiteral("File"), QStringLiteral("Import Quiz adds")).isEmpty());
    QVERIFY(
        checkMenuPath(bar, QStringLiteral("View"), QStringLiteral("Theme \u203a Dark")).isEmpty());
    QVERIFY(
        !checkMenuPath(bar, QStringLiteral("View"), QStringLiteral("Theme \u203a Pink")).isEmpty());
    QVERIFY(whereHandled(m_app->window.get(), toSequence(QStringLiteral("Ctrl+Alt+Q"))).isEmpty());
    QVERIFY(whereHandled(m_app->window.get(), toSequence(QStringLiteral("F12"))).isEmpty());
    // The parsers find what the texts write.
    const QList<MenuMention> mentions =
        menuMentions(QStringLiteral("x"), QStringLiteral("Use **File ›\nImport Quiz…** or "
                                                         "View › Theme › Dark."));
    QCOMPARE(mentions.size(), 2);
    QCOMPARE(mentions[0].menu, QStringLiteral("File"));
    QVERIFY(mentions[0].rest.startsWith(QStringLiteral("Import Quiz or")));
    QCOMPARE(keyMentions(QStringLiteral("Press Ctrl++ or Ctrl+\u2212, **B**, F5.\n\n"
                                        "| Control | Key |\n|---|---|\n| Play | Space or K |\n")),
             QStringList({"Ctrl++", "Ctrl+\u2212", "F5", "Space", "B", "K"}));
}

void TestDocs::readmePicturesExist()
{
    static const QRegularExpression picture(QStringLiteral("!\\[[^\\]]*\\]\\(([^)]+)\\)"));
    int pictures = 0;
    for (auto it = picture.globalMatch(readText(kSource + QStringLiteral("/README.md")));
         it.hasNext();) {
        const QString path = it.next().captured(1);
        QVERIFY2(QFileInfo::exists(kSource + QLatin1Char('/') + path), qPrintable(path));
        ++pictures;
    }
    QVERIFY(pictures >= 5);
}

void TestDocs::manualShowsItsPictures()
{
    // Help › User Manual shows the how-to lesson; its pictures load as in the lesson itself.
    std::unique_ptr<SectionView> manual(MainWindow::createManualView());
    manual->resize(760, 640);
    QStringList pictures;
    for (QTextBlock block = manual->document()->begin(); block.isValid(); block = block.next())
        for (auto it = block.begin(); !it.atEnd(); ++it)
            if (it.fragment().charFormat().isImageFormat())
                pictures << it.fragment().charFormat().toImageFormat().name();
    QVERIFY(!pictures.isEmpty());
    QTextBrowser *browser = manual.get();
    for (const QString &name : pictures) {
        const QVariant loaded = browser->loadResource(QTextDocument::ImageResource, QUrl(name));
        QVERIFY2(loaded.canConvert<QImage>() && !loaded.value<QImage>().isNull(), qPrintable(name));
    }
    QVERIFY(manual->toPlainText().contains(QLatin1String("Moving around")));
}

QTEST_MAIN(TestDocs)
#include "tst_docs.moc"
