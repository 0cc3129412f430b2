// QuizPictures: a Moodle XML bank's embedded pictures and the pictures beside a GIFT bank become
// data: URLs in the copy of a question that is shown, never in the question itself (what the
// database stores and the exports write); only inside the bank's folder ("..", absolute paths and
// links out are refused), only up to the size cap, only pictures; a picture that cannot be shown
// becomes its alt text or a short "[picture x.png is missing]"; the texts grading compares stay
// as written. QuizCatalog::load gives a quiz's pictures for its banks (a lesson's, the exam's,
// an imported Moodle XML bank's).
#include "lessons/framework/quiz/quizcatalog.h"
#include "lessons/framework/quiz/quizpictures.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace gpulab;
using gift::Question;

namespace {

// A 1 × 1 PNG.
const QByteArray kPngBase64 =
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQ"
    "GAhKmMIQAAAABJRU5ErkJggg==";
const QByteArray kPng = QByteArray::fromBase64(kPngBase64);
const QString kPngUrl = QStringLiteral("data:image/png;base64,") + QString::fromLatin1(kPngBase64);

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

Question giftQuestion(const QByteArray &gift)
{
    const gift::Bank bank = gift::parse(gift);
    return bank.questions.value(0);
}

const QByteArray kXml =
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<quiz>\n"
    "<question type=\"multichoice\"><name><text>Die</text></name>"
    "<questiontext format=\"html\"><text><![CDATA[<p>Which chip?</p>"
    "<img src=\"@@PLUGINFILE@@/die%20shot.png\" alt=\"\">]]></text>"
    "<file name=\"die shot.png\" path=\"/\" encoding=\"base64\">" +
    kPngBase64 +
    "</file></questiontext>"
    "<single>true</single>"
    "<answer fraction=\"100\" format=\"html\"><text><![CDATA[<img "
    "src=\"@@PLUGINFILE@@/die%20shot.png\"> a GPU]]></text></answer>"
    "<answer fraction=\"0\" format=\"html\"><text>a CPU</text><feedback format=\"html\"><text>"
    "<![CDATA[<img src=\"@@PLUGINFILE@@/gone.png\" alt=\"the CPU die\">]]></text></feedback>"
    "</answer></question>\n</quiz>\n";

} // namespace

class TestQuizPictures : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { QLocale::setDefault(QLocale::c()); }

    void embeddedPicturesOfAMoodleXmlBank()
    {
        const moodlexml::Document doc = moodlexml::parse(kXml);
        QVERIFY(doc.bank.ok());
        QuizPictures pictures;
        pictures.addBank(QString(), doc.files, QString());
        const Question &stored = doc.bank.questions.first();
        const Question shown = pictures.display(stored, QString());
        QCOMPARE(shown.text,
                 QStringLiteral("<p>Which chip?</p><img src=\"%1\" alt=\"\">").arg(kPngUrl));
        QCOMPARE(shown.answers[0].text, QStringLiteral("<img src=\"%1\"> a GPU").arg(kPngUrl));
        // Not embedded: the alt text stands in.
        QCOMPARE(shown.answers[1].feedback, QStringLiteral("[the CPU die]"));
        // The question itself keeps the bank's references.
        QVERIFY(stored.text.contains("src=\"@@PLUGINFILE@@/die%20shot.png\""));
        QVERIFY(stored.answers[0].text.contains("@@PLUGINFILE@@/die%20shot.png"));
        // Another bank's key has none of these files.
        QCOMPARE(pictures.display(stored, QStringLiteral("other")).text,
                 QStringLiteral("<p>Which chip?</p>[picture die shot.png is missing]"));
    }

    void picturesBesideAGiftBank()
    {
        QTemporaryDir dir;
        QVERIFY(QDir(dir.path()).mkpath("bank/pics"));
        const QString folder = dir.filePath("bank");
        QVERIFY(writeFile(folder + "/chip.png", kPng));
        QVERIFY(writeFile(folder + "/pics/die shot.png", kPng));
        QuizPictures pictures;
        pictures.addBank("lesson", {}, folder);

        const Question html = giftQuestion("::H::[html]<img src\\='chip.png'> and <img "
                                           "alt\\=\"die\" src\\=\"pics/die%20shot.png\" "
                                           "width\\=\"40\">{=a#<img src\\=\"chip.png\">}");
        const Question shownHtml = pictures.display(html, "lesson");
        QCOMPARE(shownHtml.text,
                 QStringLiteral("<img src='%1'> and <img alt=\"die\" src=\"%1\" width=\"40\">")
                     .arg(kPngUrl));
        QCOMPARE(shownHtml.answers[0].feedback, QStringLiteral("<img src=\"%1\">").arg(kPngUrl));
        QCOMPARE(html.text, QStringLiteral("<img src='chip.png'> and <img alt=\"die\" "
                                           "src=\"pics/die%20shot.png\" width=\"40\">"));

        const Question markdown = giftQuestion(
            "::M::[markdown]The die: ![die](chip.png \"a title\")\n![](nope.png) ![x](https\\://"
            "example.org/x.png){T####![](chip.png)}");
        const Question shownMarkdown = pictures.display(markdown, "lesson");
        QCOMPARE(shownMarkdown.text,
                 QStringLiteral("The die: ![die](%1 \"a title\")\n\\[picture nope.png is "
                                "missing\\] \\[x\\]")
                     .arg(kPngUrl));
        QCOMPARE(shownMarkdown.generalFeedback, QStringLiteral("![](%1)").arg(kPngUrl));
    }

    void onlyInsideTheBanksFolder()
    {
        QTemporaryDir dir;
        QVERIFY(QDir(dir.path()).mkpath("bank"));
        const QString folder = dir.filePath("bank");
        QVERIFY(writeFile(dir.filePath("secret.png"), kPng)); // a student's own file
        QVERIFY(QFile::link(dir.filePath("secret.png"), folder + "/link.png"));
        QuizPictures pictures;
        pictures.addBank("lesson", {}, folder);
        auto shown = [&](const QString &src) {
            Question q;
            q.format = gift::TextFormat::Html;
            q.type = gift::QuestionType::Description;
            q.text = QStringLiteral("<img src=\"%1\">").arg(src);
            return pictures.display(q, "lesson").text;
        };
        QCOMPARE(shown("../secret.png"),
                 QStringLiteral("[picture ../secret.png is outside the quiz's folder]"));
        QCOMPARE(shown("link.png"),
                 QStringLiteral("[picture link.png is outside the quiz's folder]"));
        const QString absolute = dir.filePath("secret.png");
        QCOMPARE(shown(absolute),
                 QStringLiteral("[picture %1 is outside the quiz's folder]").arg(absolute));
        QCOMPARE(shown("file://" + absolute),
                 QStringLiteral("[picture file://%1 is missing]").arg(absolute));
        // Nothing is read beside a bank that has no folder (not the working directory).
        QuizPictures none;
        none.addBank("lesson", {}, QString());
        QVERIFY(writeFile(QDir::current().filePath("tst_quizpictures_cwd.png"), kPng));
        Question q;
        q.format = gift::TextFormat::Html;
        q.text = "<img src=\"tst_quizpictures_cwd.png\">";
        QCOMPARE(none.display(q, "lesson").text,
                 QStringLiteral("[picture tst_quizpictures_cwd.png is missing]"));
        QFile::remove(QDir::current().filePath("tst_quizpictures_cwd.png"));
    }

    void largeFilesAndOtherFilesAreNotShown()
    {
        QTemporaryDir dir;
        QFile big(dir.filePath("big.png"));
        QVERIFY(big.open(QIODevice::WriteOnly));
        big.write(kPng);
        QVERIFY(big.resize(QuizPictures::kMaxBytes + 1)); // sparse: no 10 MiB written
        big.close();
        QVERIFY(writeFile(dir.filePath("notes.png"), "just some words, not a picture\n"));
        QVERIFY(writeFile(dir.filePath("ring.svg"), "<svg/>")); // by its name
        moodlexml::Files files;
        files.insert("huge.png", QByteArray(QuizPictures::kMaxBytes + 1, '\0'));
        QuizPictures pictures;
        pictures.addBank(QString(), files, dir.path());
        Question q;
        q.format = gift::TextFormat::Html;
        q.text = "<img src=\"big.png\"><img src=\"notes.png\"><img src=\"@@PLUGINFILE@@/huge.png\">"
                 "<img src=\"ring.svg\">";
        QCOMPARE(pictures.display(q, QString()).text,
                 QStringLiteral("[picture big.png is too large to show][notes.png is not a "
                                "picture][picture huge.png is too large to show]<img "
                                "src=\"data:image/svg+xml;base64,PHN2Zy8+\">"));
    }

    void onlyShownTextsChange()
    {
        QTemporaryDir dir;
        QVERIFY(writeFile(dir.filePath("chip.png"), kPng));
        QuizPictures pictures;
        pictures.addBank(QString(), {}, dir.path());
        const QString img = "<img src=\"chip.png\">";
        const QString shownImg = QStringLiteral("<img src=\"%1\">").arg(kPngUrl);
        // Short answers and matching pairs are compared with the student's response: as written.
        Question shortAnswer;
        shortAnswer.format = gift::TextFormat::Html;
        shortAnswer.type = gift::QuestionType::ShortAnswer;
        shortAnswer.text = img;
        shortAnswer.answers = {gift::Answer{img, 1, img}};
        Question shown = pictures.display(shortAnswer, QString());
        QCOMPARE(shown.text, shownImg);
        QCOMPARE(shown.answers[0].text, img);
        QCOMPARE(shown.answers[0].feedback, shownImg);
        Question matching;
        matching.format = gift::TextFormat::Html;
        matching.type = gift::QuestionType::Matching;
        matching.pairs = {{img, img}, {"b", "c"}};
        QVERIFY(pictures.display(matching, QString()) == matching);
        Question multiple = shortAnswer;
        multiple.type = gift::QuestionType::MultipleAnswer;
        QCOMPARE(pictures.display(multiple, QString()).answers[0].text, shownImg);
        // Plain text shows no pictures: nothing to resolve.
        Question plain = multiple;
        plain.format = gift::TextFormat::Moodle;
        QCOMPARE(pictures.display(plain, QString()), plain);
    }

    void theCatalogGivesTheQuizzesPictures()
    {
        QTemporaryDir dir;
        QVERIFY(QDir(dir.path()).mkpath("lesson"));
        QVERIFY(writeFile(dir.filePath("lesson/chip.png"), kPng));
        QVERIFY(writeFile(dir.filePath("lesson/quiz.gift"),
                          "::P::[html]<img src\\=\"chip.png\"> Which?{=a ~b}\n"));
        LessonLoadResult lesson;
        lesson.content.id = "pics";
        lesson.content.title = "Pictures";
        lesson.content.folder = dir.filePath("lesson");
        lesson.content.quizFile = dir.filePath("lesson/quiz.gift");
        const QuizCatalog catalog({lesson}, dir.filePath("quizzes"));
        for (const QuizId &id : {QuizId::lesson("pics"), QuizId::exam()}) {
            const LoadedQuiz quiz = catalog.load(id, 1);
            QCOMPARE(quiz.items.size(), 1);
            const QuizItem &item = quiz.items.first();
            QCOMPARE(item.question.text, QStringLiteral("<img src=\"chip.png\"> Which?"));
            QCOMPARE(quiz.pictures.display(item.question, item.lessonId).text,
                     QStringLiteral("<img src=\"%1\"> Which?").arg(kPngUrl));
        }
        // An imported Moodle XML bank: its embedded pictures.
        QVERIFY(writeFile(dir.filePath("die.xml"), kXml));
        const QuizImport imported = catalog.importFile(dir.filePath("die.xml"));
        QVERIFY2(imported.ok, qPrintable(imported.problems.join('\n')));
        const LoadedQuiz quiz = catalog.load(imported.source.id, 1);
        QCOMPARE(quiz.items.size(), 1);
        const QuizItem &item = quiz.items.first();
        QVERIFY(item.question.text.contains("@@PLUGINFILE@@/die%20shot.png"));
        QVERIFY(quiz.pictures.display(item.question, item.lessonId).text.contains(kPngUrl));
    }
};

QTEST_GUILESS_MAIN(TestQuizPictures)
#include "tst_quizpictures.moc"
