// Moodle XML (lessons/framework/quiz/moodlexml.h), validated against Moodle's format three ways:
//  - a file in the shape Moodle's own export writes (data/moodle-export.xml: every question
//    type GIFT has, categories, CDATA, a picture as <file encoding="base64">) reads as the same
//    questions as the same bank in GIFT (data/moodle-export.gift), and its picture comes out;
//  - what the writer writes has Moodle's elements, attributes and defaults (element by element
//    for one question of each type, weights "%33.33333" as Moodle writes them) and reads back;
//  - every shipped lesson bank and the GIFT tests' mixed bank go GIFT → XML → questions without
//    loss, and writing again gives the same bytes.
// Moodle publishes no schema for the format; its importer and exporter
// (question/format/xml/format.php) are the reference the fixture follows.
#include "lessons/framework/quiz/moodlexml.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

using namespace gpulab;
using namespace gpulab::gift;

class TestMoodleXml : public QObject
{
    Q_OBJECT

private slots:
    void moodleExportReadsAsTheGiftBank();
    void roundTripEveryType();
    void roundTripShippedBanks();
    void writesMoodlesShape();
    void weightsAsMoodleWritesThem();
    void picturesAreEmbedded();
    void picturesOnlyFromInsideTheFolder();
    void difficultText();
    void problemsHaveLines();
    void readBankByName();
};

static QString dataPath(const char *name)
{
    return QStringLiteral(GPULAB_QUIZ_TEST_DATA "/") + QLatin1String(name);
}

static Bank giftBank(const QByteArray &text)
{
    const Bank bank = gift::parse(text, QStringLiteral("t.gift"));
    if (!bank.ok())
        qFatal("%s", qPrintable(bank.problemLines().join('\n')));
    return bank;
}

// Questions equal, with what differs named (QCOMPARE cannot print a Question).
static void compareQuestions(const QList<Question> &got, const QList<Question> &want,
                             const QString &context)
{
    QCOMPARE(got.size(), want.size());
    for (qsizetype i = 0; i < want.size(); ++i) {
        if (got[i] == want[i])
            continue;
        const Question &a = got[i];
        const Question &b = want[i];
        QString why;
        if (a.title != b.title)
            why += QStringLiteral(" title '%1' vs '%2'").arg(a.title, b.title);
        if (a.category != b.category)
            why += QStringLiteral(" category '%1' vs '%2'").arg(a.category, b.category);
        if (a.text != b.text)
            why += QStringLiteral(" text '%1' vs '%2'").arg(a.text, b.text);
        if (a.type != b.type)
            why += QStringLiteral(" type %1 vs %2").arg(typeName(a.type), typeName(b.type));
        if (a.format != b.format)
            why +=
                QStringLiteral(" format %1 vs %2").arg(formatName(a.format), formatName(b.format));
        if (a.blankAt != b.blankAt)
            why += QStringLiteral(" blankAt %1 vs %2").arg(a.blankAt).arg(b.blankAt);
        if (a.generalFeedback != b.generalFeedback)
            why +=
                QStringLiteral(" feedback '%1' vs '%2'").arg(a.generalFeedback, b.generalFeedback);
        if (a.answers.size() != b.answers.size())
            why += QStringLiteral(" %1 vs %2 answers").arg(a.answers.size()).arg(b.answers.size());
        else
            for (qsizetype k = 0; k < a.answers.size(); ++k) {
                const Answer &x = a.answers[k], &y = b.answers[k];
                if (x.text != y.text || x.fraction != y.fraction || x.feedback != y.feedback ||
                    x.value != y.value || x.tolerance != y.tolerance || x.anyNumber != y.anyNumber)
                    why += QStringLiteral(" answer %1: '%2' %3 '%4' %5±%6 vs '%7' %8 '%9'")
                               .arg(k)
                               .arg(x.text)
                               .arg(x.fraction, 0, 'g', 17)
                               .arg(x.feedback)
                               .arg(x.value)
                               .arg(x.tolerance)
                               .arg(y.text)
                               .arg(y.fraction, 0, 'g', 17)
                               .arg(y.feedback);
            }
        if (a.pairs.size() != b.pairs.size())
            why += QStringLiteral(" pairs differ");
        if (a.correctAnswer != b.correctAnswer)
            why += QStringLiteral(" true/false answer differs");
        QFAIL(qPrintable(QStringLiteral("%1: question %2 (%3):%4")
                             .arg(context)
                             .arg(i)
                             .arg(b.key(), why.isEmpty() ? QStringLiteral(" pairs") : why)));
    }
}

static void roundTrip(const QList<Question> &questions, const QString &context)
{
    const QByteArray xml = moodlexml::write(questions);
    const moodlexml::Document back = moodlexml::parse(xml, context);
    QVERIFY2(back.bank.ok(), qPrintable(back.bank.problemLines().join('\n') + "\n" + xml));
    compareQuestions(back.bank.questions, questions, context);
    QCOMPARE(moodlexml::write(back.bank.questions), xml); // a fixed point
}

void TestMoodleXml::moodleExportReadsAsTheGiftBank()
{
    const Bank fromGift = gift::parseFile(dataPath("moodle-export.gift"));
    QVERIFY2(fromGift.ok(), qPrintable(fromGift.problemLines().join('\n')));
    const moodlexml::Document fromXml = moodlexml::parseFile(dataPath("moodle-export.xml"));
    QVERIFY2(fromXml.bank.ok(), qPrintable(fromXml.bank.problemLines().join('\n')));
    QCOMPARE(fromXml.bank.questions.size(), 10);
    compareQuestions(fromXml.bank.questions, fromGift.questions, QStringLiteral("fixture"));
    // Every type GIFT has is in it.
    QSet<QuestionType> types;
    for (const Question &q : fromXml.bank.questions)
        types.insert(q.type);
    QCOMPARE(types.size(), 8);
    // The picture: its bytes under its name, the text refers to it as Moodle does.
    QCOMPARE(fromXml.files.keys(), QStringList{"warp diagram.png"});
    const QByteArray png = fromXml.files.value("warp diagram.png");
    QVERIFY(png.startsWith("\x89PNG\r\n\x1a\n"));
    QCOMPARE(png.size(), 70);
    QVERIFY(fromXml.bank.questions.first().text.contains("@@PLUGINFILE@@/warp%20diagram.png"));
    // Lines point into the file.
    QVERIFY(fromXml.bank.questions.first().line > 10);
    // Written out again, the picture goes with its text, and all reads back the same.
    const QByteArray again = moodlexml::write(fromXml.bank.questions, fromXml.files);
    const moodlexml::Document back = moodlexml::parse(again);
    compareQuestions(back.bank.questions, fromGift.questions, QStringLiteral("written fixture"));
    QCOMPARE(back.files, fromXml.files);
}

void TestMoodleXml::roundTripEveryType()
{
    const Bank bank = giftBank(
        "$CATEGORY: GPU Lab/Test\n\n"
        "::MC \\: one::[html]<i>Which</i> \\{one\\}?{=a#fa ~%-50%b#fb ~c ####gen \\# fb}\n\n"
        "::MA::Pick{~%50%a ~%50%b ~%-100%c#no}\n\n"
        "::TF::Statement{FALSE#wrong fb#right fb####general}\n\n"
        "::TF2::Other{T}\n\n"
        "::SA2::Type{=x =%25%y#close}\n\n"
        "$CATEGORY: GPU Lab/Other\n\n"
        "::NUM::How many?{#=10:0.5#ten =%50%9..12#near ~#no}\n\n"
        "::NUM2::Tiny?{#1e-9:1e-12}\n\n"
        "::MATCH::Pair them{=a -> 1 =b -> 2 = -> 3 ####why}\n\n"
        "::MW::A warp has {=32 ~16} lanes\\nper scheduler.\n\n"
        "::ESSAY::Explain{####hint}\n\n"
        "::DESC::[markdown]Just *text*\n\n"
        "$CATEGORY:\n\n"
        "[moodle][html] starts with a bracket{T}\n\n"
        "Plain line with \\\\ and \\= and \\~{=ok ~no}\n\n"
        "::Thirds::Split{~%33.33333%a ~%33.33333%b ~%33.33334%c}\n\n"
        "// [id:Original title]\n::Título::¿Sí?{T}\n");
    QCOMPARE(bank.questions.size(), 15);
    QCOMPARE(bank.questions.last().idNumber, QStringLiteral("Original title"));
    roundTrip(bank.questions, QStringLiteral("mixed bank"));
}

void TestMoodleXml::roundTripShippedBanks()
{
    const QDir lessons(QStringLiteral(GPULAB_LESSONS_DIR));
    int banks = 0;
    for (const QString &folder : lessons.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        const QString path = lessons.filePath(folder + QStringLiteral("/quiz.gift"));
        if (!QFile::exists(path))
            continue;
        const Bank bank = gift::parseFile(path);
        QVERIFY(bank.ok());
        roundTrip(bank.questions, path);
        if (QTest::currentTestFailed())
            return;
        ++banks;
    }
    QVERIFY(banks >= 7);
}

// One question of each type, written: Moodle's elements in Moodle's order with its defaults.
void TestMoodleXml::writesMoodlesShape()
{
    const Bank bank = giftBank("$CATEGORY: $course$/top/X\n\n"
                               "::MC::Q?{=a#right ~%-50%b}\n\n"
                               "::NUM::N?{#3350:50}\n\n"
                               "::M::Match{=A -> 1 =B -> 2}\n\n"
                               "::TF::T?{F}\n");
    const QString xml = QString::fromUtf8(moodlexml::write(bank.questions));
    const QString expected = QStringLiteral(R"(<?xml version="1.0" encoding="UTF-8"?>
<quiz>
  <!-- question: 0  -->
  <question type="category">
    <category>
      <text>$course$/top/X</text>
    </category>
  </question>
  <!-- question: 1  -->
  <question type="multichoice">
    <name>
      <text>MC</text>
    </name>
    <questiontext format="moodle_auto_format">
      <text>Q?</text>
    </questiontext>
    <generalfeedback format="moodle_auto_format">
      <text></text>
    </generalfeedback>
    <defaultgrade>1</defaultgrade>
    <penalty>0.3333333</penalty>
    <hidden>0</hidden>
    <idnumber></idnumber>
    <single>true</single>
    <shuffleanswers>true</shuffleanswers>
    <answernumbering>abc</answernumbering>
    <showstandardinstruction>0</showstandardinstruction>
    <correctfeedback format="moodle_auto_format">
      <text></text>
    </correctfeedback>
    <partiallycorrectfeedback format="moodle_auto_format">
      <text></text>
    </partiallycorrectfeedback>
    <incorrectfeedback format="moodle_auto_format">
      <text></text>
    </incorrectfeedback>
    <answer fraction="100" format="moodle_auto_format">
      <text>a</text>
      <feedback format="moodle_auto_format">
        <text>right</text>
      </feedback>
    </answer>
    <answer fraction="-50" format="moodle_auto_format">
      <text>b</text>
      <feedback format="moodle_auto_format">
        <text></text>
      </feedback>
    </answer>
  </question>
  <!-- question: 2  -->
  <question type="numerical">
    <name>
      <text>NUM</text>
    </name>
    <questiontext format="moodle_auto_format">
      <text>N?</text>
    </questiontext>
    <generalfeedback format="moodle_auto_format">
      <text></text>
    </generalfeedback>
    <defaultgrade>1</defaultgrade>
    <penalty>0.3333333</penalty>
    <hidden>0</hidden>
    <idnumber></idnumber>
    <answer fraction="100" format="moodle_auto_format">
      <text>3350</text>
      <feedback format="moodle_auto_format">
        <text></text>
      </feedback>
      <tolerance>50</tolerance>
    </answer>
    <unitgradingtype>0</unitgradingtype>
    <unitpenalty>0.1000000</unitpenalty>
    <showunits>3</showunits>
    <unitsleft>0</unitsleft>
  </question>
  <!-- question: 3  -->
  <question type="matching">
    <name>
      <text>M</text>
    </name>
    <questiontext format="moodle_auto_format">
      <text>Match</text>
    </questiontext>
    <generalfeedback format="moodle_auto_format">
      <text></text>
    </generalfeedback>
    <defaultgrade>1</defaultgrade>
    <penalty>0.3333333</penalty>
    <hidden>0</hidden>
    <idnumber></idnumber>
    <shuffleanswers>true</shuffleanswers>
    <correctfeedback format="moodle_auto_format">
      <text></text>
    </correctfeedback>
    <partiallycorrectfeedback format="moodle_auto_format">
      <text></text>
    </partiallycorrectfeedback>
    <incorrectfeedback format="moodle_auto_format">
      <text></text>
    </incorrectfeedback>
    <subquestion format="moodle_auto_format">
      <text>A</text>
      <answer>
        <text>1</text>
      </answer>
    </subquestion>
    <subquestion format="moodle_auto_format">
      <text>B</text>
      <answer>
        <text>2</text>
      </answer>
    </subquestion>
  </question>
  <!-- question: 4  -->
  <question type="truefalse">
    <name>
      <text>TF</text>
    </name>
    <questiontext format="moodle_auto_format">
      <text>T?</text>
    </questiontext>
    <generalfeedback format="moodle_auto_format">
      <text></text>
    </generalfeedback>
    <defaultgrade>1</defaultgrade>
    <penalty>1</penalty>
    <hidden>0</hidden>
    <idnumber></idnumber>
    <answer fraction="0" format="moodle_auto_format">
      <text>true</text>
      <feedback format="moodle_auto_format">
        <text></text>
      </feedback>
    </answer>
    <answer fraction="100" format="moodle_auto_format">
      <text>false</text>
      <feedback format="moodle_auto_format">
        <text></text>
      </feedback>
    </answer>
  </question>
</quiz>
)");
    QCOMPARE(xml, expected);
}

void TestMoodleXml::weightsAsMoodleWritesThem()
{
    const Bank bank = giftBank("W{~%33.33333%a ~%33.33333%b ~%33.33334%c ~%-12.5%d}");
    const QString xml = QString::fromUtf8(moodlexml::write(bank.questions));
    for (const char *fraction : {"33.33333", "33.33334", "-12.5"})
        QVERIFY2(xml.contains(QStringLiteral("fraction=\"%1\"").arg(fraction)), qPrintable(xml));
    QVERIFY(!xml.contains("33.333329"));
    roundTrip(bank.questions, QStringLiteral("weights"));
}

void TestMoodleXml::picturesAreEmbedded()
{
    QTemporaryDir dir;
    QFile png(dir.filePath("chip die.png"));
    QVERIFY(png.open(QIODevice::WriteOnly));
    const QByteArray bytes = QByteArray("\x89PNG\r\n\x1a\n") + QByteArray(40, '\x07');
    png.write(bytes);
    png.close();
    QVERIFY(QDir(dir.path()).mkdir("pics"));
    QFile svg(dir.filePath("pics/ring.svg"));
    QVERIFY(svg.open(QIODevice::WriteOnly));
    svg.write("<svg/>");
    svg.close();
    const Bank bank =
        giftBank("::P::[html]<p>The die:</p><img alt=\"die\" src=\"chip%20die.png\"> and "
                 "<img src='https://example.org/x.png'>{=a ~b#<img src\\=\"pics/ring.svg\">}\n\n"
                 "::MD::[markdown]The ring: ![ring](pics/ring.svg) and ![gone](missing.png){T}\n");
    moodlexml::Files files;
    const QList<Question> embedded = moodlexml::embedPictures(bank.questions, dir.path(), &files);
    QCOMPARE(files.keys(), (QStringList{"chip die.png", "ring.svg"}));
    QCOMPARE(files.value("chip die.png"), bytes);
    QCOMPARE(embedded[0].text, QStringLiteral("<p>The die:</p><img alt=\"die\" "
                                              "src=\"@@PLUGINFILE@@/chip%20die.png\"> and <img "
                                              "src='https://example.org/x.png'>"));
    QCOMPARE(embedded[0].answers[1].feedback,
             QStringLiteral("<img src=\"@@PLUGINFILE@@/ring.svg\">"));
    QCOMPARE(embedded[1].text,
             QStringLiteral("The ring: ![ring](@@PLUGINFILE@@/ring.svg) and ![gone](missing.png)"));
    // Each file goes in the element of the text that uses it, as Moodle writes it.
    const QByteArray xml = moodlexml::write(embedded, files);
    QXmlStreamReader reader(xml);
    QStringList where; // parent element of each <file>
    QStringList stack;
    while (!reader.atEnd()) {
        reader.readNext();
        if (reader.isStartElement()) {
            if (reader.name() == QLatin1String("file")) {
                where << stack.last() + "/" + reader.attributes().value("name").toString();
                QCOMPARE(reader.attributes().value("encoding").toString(), QString("base64"));
                QCOMPARE(reader.attributes().value("path").toString(), QString("/"));
            }
            stack << reader.name().toString();
        } else if (reader.isEndElement()) {
            stack.removeLast();
        }
    }
    QVERIFY(!reader.hasError());
    QCOMPARE(where, (QStringList{"questiontext/chip die.png", "feedback/ring.svg",
                                 "questiontext/ring.svg"}));
    const moodlexml::Document back = moodlexml::parse(xml);
    QVERIFY(back.bank.ok());
    QCOMPARE(back.files, files);
    compareQuestions(back.bank.questions, embedded, QStringLiteral("pictures"));

    // Two questions with pictures of one name and other bytes: both kept, the second renamed.
    const QByteArray clash =
        "<quiz><question type=\"description\"><name><text>A</text></name><questiontext "
        "format=\"html\"><text>&lt;img src=\"@@PLUGINFILE@@/p.png\"&gt;</text><file name=\"p.png\" "
        "encoding=\"base64\">AAEC</file></questiontext></question><question type=\"description\">"
        "<name><text>B</text></name><questiontext format=\"html\"><text>&lt;img "
        "src=\"@@PLUGINFILE@@/p.png\"&gt;</text><file name=\"p.png\" encoding=\"base64\">AwQF"
        "</file></questiontext></question></quiz>";
    const moodlexml::Document both = moodlexml::parse(clash);
    QVERIFY(both.bank.ok());
    QCOMPARE(both.files.value("p.png"), QByteArray("\x00\x01\x02", 3));
    QCOMPARE(both.files.value("p-2.png"), QByteArray("\x03\x04\x05", 3));
    QCOMPARE(both.bank.questions[1].text, QStringLiteral("<img src=\"@@PLUGINFILE@@/p-2.png\">"));
}

// A bank exported from a shared lesson folder never takes a student's own files with it: a path
// that leads out of the folder ("..", absolute, a link out) is not embedded and stays as written.
void TestMoodleXml::picturesOnlyFromInsideTheFolder()
{
    QTemporaryDir dir;
    QVERIFY(QDir(dir.path()).mkdir("lesson"));
    QFile secret(dir.filePath("secret.png"));
    QVERIFY(secret.open(QIODevice::WriteOnly));
    secret.write("\x89PNG\r\n\x1a\nprivate");
    secret.close();
    QVERIFY(QFile::link(secret.fileName(), dir.filePath("lesson/link.png")));
    const QString text = QStringLiteral("<img src=\"../secret.png\"><img src=\"%1\"><img "
                                        "src=\"link.png\"> ![s](../secret.png)")
                             .arg(secret.fileName());
    Question q;
    q.format = gift::TextFormat::Html;
    q.type = gift::QuestionType::Description;
    q.text = text;
    moodlexml::Files files;
    const QList<Question> embedded = moodlexml::embedPictures({q}, dir.filePath("lesson"), &files);
    QVERIFY2(files.isEmpty(), qPrintable(files.keys().join(", ")));
    QCOMPARE(embedded.first().text, text);
}

// Texts that XML makes hard: markup, "]]>", a carriage return, characters outside the BMP, and
// control characters XML 1.0 cannot hold (those become U+FFFD, and only those).
void TestMoodleXml::difficultText()
{
    Question q;
    q.title = QStringLiteral("Hard <text> & \"quotes\" ]]> end");
    q.type = QuestionType::Essay;
    q.format = TextFormat::Html;
    q.text = QStringLiteral("<p>a ]]> b &amp; c</p>\r\nnext line 🚀 ünïcode");
    q.generalFeedback = QStringLiteral("line\rwith a lone CR");
    roundTrip({q}, QStringLiteral("difficult"));
    Question control = q;
    control.text = QStringLiteral("bell\x07 and nul-free");
    const moodlexml::Document back = moodlexml::parse(moodlexml::write({control}));
    QVERIFY(back.bank.ok());
    QCOMPARE(back.bank.questions.first().text, QStringLiteral("bell\uFFFD and nul-free"));
}

void TestMoodleXml::problemsHaveLines()
{
    const moodlexml::Document notXml = moodlexml::parse(
        "<?xml version=\"1.0\"?>\n<quiz>\n<question type=\"essay\">\n</quiz>", "x.xml");
    QCOMPARE(notXml.bank.problems.size(), 1);
    QVERIFY2(notXml.bank.problemLines().first().startsWith("x.xml:4: not a Moodle XML file"),
             qPrintable(notXml.bank.problemLines().first()));
    const moodlexml::Document noQuiz =
        moodlexml::parse("<?xml version=\"1.0\"?>\n<html/>", "h.xml");
    QVERIFY(noQuiz.bank.problemLines().first().contains("no <quiz>"));
    const moodlexml::Document mixed = moodlexml::parse(
        "<?xml version=\"1.0\"?>\n<quiz>\n"
        "<question type=\"cloze\"><name><text>C</text></name>\n"
        "<questiontext><text>{1:SHORTANSWER:=a}</text></questiontext></question>\n"
        "<question type=\"multichoice\"><name><text>One</text></name>\n"
        "<answer fraction=\"100\"><text>only</text></answer></question>\n"
        "<question type=\"multichoice\"><name><text>Bad weight</text></name>\n"
        "<answer fraction=\"150\"><text>a</text></answer><answer><text>b</text></answer>"
        "</question>\n"
        "<question type=\"numerical\"><name><text>N</text></name>\n"
        "<answer fraction=\"100\"><text>twelve</text></answer></question>\n"
        "<question type=\"truefalse\"><name><text>Good</text></name><questiontext><text>Yes?"
        "</text></questiontext><answer fraction=\"100\"><text>true</text></answer>"
        "<answer fraction=\"0\"><text>false</text></answer></question>\n"
        "</quiz>\n",
        "m.xml");
    QCOMPARE(mixed.bank.questions.size(), 1);
    QCOMPARE(mixed.bank.questions.first().title, QStringLiteral("Good"));
    QCOMPARE(mixed.bank.questions.first().format, TextFormat::Html); // Moodle's default
    const QStringList lines = mixed.bank.problemLines();
    QCOMPARE(lines.size(), 4);
    QVERIFY2(lines[0].startsWith("m.xml:3: ") && lines[0].contains("\"cloze\""),
             qPrintable(lines[0]));
    QVERIFY2(lines[1].startsWith("m.xml:5: ") && lines[1].contains("two answers"),
             qPrintable(lines[1]));
    QVERIFY2(lines[2].startsWith("m.xml:8: ") && lines[2].contains("150"), qPrintable(lines[2]));
    QVERIFY2(lines[3].startsWith("m.xml:10: ") && lines[3].contains("twelve"),
             qPrintable(lines[3]));
}

void TestMoodleXml::readBankByName()
{
    QVERIFY(moodlexml::isMoodleXml("bank.XML"));
    QVERIFY(!moodlexml::isMoodleXml("bank.gift"));
    moodlexml::Files files;
    const Bank xml = moodlexml::readBank(dataPath("moodle-export.xml"), &files);
    const Bank gift = moodlexml::readBank(dataPath("moodle-export.gift"));
    QCOMPARE(xml.questions.size(), gift.questions.size());
    QCOMPARE(files.size(), 1);
}

QTEST_GUILESS_MAIN(TestMoodleXml)
#include "tst_moodlexml.moc"
