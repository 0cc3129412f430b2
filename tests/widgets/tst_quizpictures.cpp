// Pictures in QuizView: a Moodle XML bank's embedded picture and a picture beside a GIFT bank
// are drawn in the question, a choice, the feedback and the review (their pixels are in the
// grabbed widgets), scaled down to the column's width and following it when the window changes;
// a picture outside the bank's folder is a short text, never a broken image; the question the
// signals carry (what the host stores) and the screen reader's description keep the text as the
// bank wrote it. No Qt warning may appear.
#include "lessons/framework/quiz/moodlexml.h"
#include "lessons/framework/quiz/quizpictures.h"
#include "widgets/quizview.h"

#include <QApplication>
#include <QBuffer>
#include <QDir>
#include <QFile>
#include <QImage>
#include <QLabel>
#include <QPainter>
#include <QPushButton>
#include <QRadioButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTextBrowser>
#include <QVBoxLayout>
#include <QtTest>

using namespace gpulab;

namespace {

const QColor kRed(255, 0, 0);

// A 600 × 150 picture: red, with a blue band on its right edge (so a cut-off picture shows).
QByteArray pngBytes(int width = 600, int height = 150)
{
    QImage image(width, height, QImage::Format_RGB32);
    image.fill(kRed);
    QPainter(&image).fillRect(width - 20, 0, 20, height, Qt::blue);
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    image.save(&buffer, "PNG");
    return bytes;
}

// The extent of the pixels of `colour` in `widget` as it is drawn now (empty when none).
QRect colourIn(QWidget *widget, const QColor &colour)
{
    const QImage image = widget->grab().toImage().convertToFormat(QImage::Format_RGB32);
    QRect found;
    const QRgb want = colour.rgb();
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
            if (image.pixel(x, y) == want)
                found |= QRect(x, y, 1, 1);
    if (!image.isNull() && image.devicePixelRatio() != 1.0)
        found = QRect(found.topLeft() / image.devicePixelRatio(),
                      found.size() / image.devicePixelRatio());
    return found;
}

QByteArray xmlBank(const QByteArray &png)
{
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<quiz>\n"
           "<question type=\"multichoice\"><name><text>Die</text></name>"
           "<questiontext format=\"html\"><text><![CDATA[<p>Which chip is this?</p>"
           "<img src=\"@@PLUGINFILE@@/die.png\" alt=\"\">]]></text>"
           "<file name=\"die.png\" path=\"/\" encoding=\"base64\">" +
           png.toBase64() +
           "</file></questiontext>"
           "<generalfeedback format=\"html\"><text><![CDATA[<p>Look again:</p>"
           "<img src=\"@@PLUGINFILE@@/die.png\">]]></text>"
           "<file name=\"die.png\" path=\"/\" encoding=\"base64\">" +
           png.toBase64() +
           "</file></generalfeedback>"
           "<single>true</single>"
           "<answer fraction=\"100\" format=\"html\"><text>A GPU</text></answer>"
           "<answer fraction=\"0\" format=\"html\"><text>A CPU</text></answer>"
           "</question>\n</quiz>\n";
}

} // namespace

class TestQuizPictures : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void xmlBankPictureInTheQuestion();
    void picturesFollowTheWidth();
    void feedbackAndReviewShowPictures();
    void giftBankPictureBesideIt();
    void pictureOutsideTheFolderIsText();

private:
    template <typename T> T *child(const QString &name) const
    {
        return m_view->findChild<T *>(name);
    }
    QLabel *text() const { return child<QLabel>(QStringLiteral("quizText")); }
    void startXmlQuiz(QuizSession::Mode mode);
    void layOut() { QTest::qWait(50); } // the layout's posted requests and the refits they cause

    QWidget *m_host = nullptr;
    QuizView *m_view = nullptr;
    QTemporaryDir m_dir;
};

void TestQuizPictures::init()
{
    QTest::failOnWarning(QRegularExpression(QStringLiteral(".*")));
    m_host = new QWidget;
    auto *layout = new QVBoxLayout(m_host);
    m_view = new QuizView(m_host);
    layout->addWidget(m_view);
    m_host->resize(900, 700);
    m_host->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_host));
}

void TestQuizPictures::cleanup()
{
    delete m_host;
    m_host = nullptr;
    m_view = nullptr;
}

void TestQuizPictures::startXmlQuiz(QuizSession::Mode mode)
{
    const moodlexml::Document doc = moodlexml::parse(xmlBank(pngBytes()), "die.xml");
    QVERIFY(doc.bank.ok());
    QuizPictures pictures;
    pictures.addBank(QString(), doc.files, m_dir.path()); // an imported bank: no lesson
    m_view->setPictures(pictures);
    m_view->start("import:die.xml", "Die", {QuizItem{doc.bank.questions.first(), QString()}}, mode,
                  1);
    QVERIFY(m_view->begin());
    QCOMPARE(m_view->page(), QuizView::Page::Question);
    layOut();
}

void TestQuizPictures::xmlBankPictureInTheQuestion()
{
    QSignalSpy submitted(m_view, &QuizView::answerSubmitted);
    startXmlQuiz(QuizSession::Mode::Practice);
    // The picture is drawn, whole (its blue edge too), in the question's label.
    const QRect red = colourIn(text(), kRed);
    QVERIFY2(red.width() > 400 && red.height() > 100,
             qPrintable(QStringLiteral("%1 x %2").arg(red.width()).arg(red.height())));
    QVERIFY(!colourIn(text(), Qt::blue).isEmpty());
    // The screen reader's description has the words, not the picture's bytes.
    const QString description = text()->accessibleDescription();
    QVERIFY2(description.contains("Which chip is this?"), qPrintable(description));
    QVERIFY(!description.contains("base64"));
    for (QWidget *w : m_view->findChildren<QWidget *>())
        QVERIFY2(!w->accessibleName().contains("base64") &&
                     !w->accessibleDescription().contains("base64"),
                 qPrintable(w->objectName()));
    // The host stores the question as the bank wrote it.
    child<QRadioButton>("quizChoice1")->click();
    child<QPushButton>("quizSubmit")->click();
    QCOMPARE(submitted.count(), 1);
    const auto item = submitted.first().at(1).value<QuizItem>();
    QVERIFY2(item.question.text.contains("src=\"@@PLUGINFILE@@/die.png\""),
             qPrintable(item.question.text));
    QVERIFY(!item.question.text.contains("data:"));
    QVERIFY(!m_view->session().item(0).question.text.contains("data:"));
}

void TestQuizPictures::picturesFollowTheWidth()
{
    m_host->resize(500, 700); // narrower than the 600-pixel picture
    startXmlQuiz(QuizSession::Mode::Practice);
    auto *scroll = m_view->findChild<QScrollArea *>();
    QVERIFY(scroll);
    QTRY_VERIFY(text()->width() < 500);
    QRect red = colourIn(text(), kRed);
    QVERIFY2(!red.isEmpty() && red.right() < text()->width(),
             qPrintable(QString::number(red.right())));
    QVERIFY(!colourIn(text(), Qt::blue).isEmpty()); // scaled down, not cut off
    QVERIFY(!scroll->horizontalScrollBar()->isVisible());
    // Aspect kept: 600 × 150 is 4 : 1.
    QVERIFY2(qAbs(red.width() + 20 * red.width() / 580.0 - 4 * red.height()) < 8,
             qPrintable(QStringLiteral("%1 x %2").arg(red.width()).arg(red.height())));
    // Wider again: the picture grows back to its own size, never beyond.
    m_host->resize(1200, 700);
    QTRY_VERIFY(colourIn(text(), kRed).width() == 580);
    m_host->resize(420, 700);
    QTRY_VERIFY(colourIn(text(), kRed).width() < 400);
    QVERIFY(!scroll->horizontalScrollBar()->isVisible());
}

void TestQuizPictures::feedbackAndReviewShowPictures()
{
    // Practice: the general feedback's picture after checking.
    startXmlQuiz(QuizSession::Mode::Practice);
    child<QRadioButton>("quizChoice1")->click();
    child<QPushButton>("quizSubmit")->click();
    layOut();
    auto *feedback = child<QLabel>("quizFeedback");
    QVERIFY(feedback->isVisible());
    QVERIFY2(feedback->text().contains("Look again"), qPrintable(feedback->text().left(200)));
    QVERIFY(colourIn(feedback, kRed).width() > 400);

    // Test: the review of a wrong answer shows the question's picture.
    cleanup();
    init();
    startXmlQuiz(QuizSession::Mode::Test);
    // The wrong choice, wherever the shuffle put it.
    for (int n = 1; n <= 2; ++n)
        if (child<QLabel>(QStringLiteral("quizChoiceText%1").arg(n))->text() == "A CPU")
            child<QRadioButton>(QStringLiteral("quizChoice%1").arg(n))->click();
    child<QPushButton>("quizSubmit")->click();
    QCOMPARE(m_view->page(), QuizView::Page::End);
    layOut();
    auto *review = child<QTextBrowser>("quizReview");
    QVERIFY(review->isVisible());
    QVERIFY(colourIn(review->viewport(), kRed).width() > 400);
    QVERIFY(colourIn(review->viewport(), kRed).right() < review->viewport()->width());
}

void TestQuizPictures::giftBankPictureBesideIt()
{
    QVERIFY(QDir(m_dir.path()).mkpath("lesson"));
    QFile png(m_dir.filePath("lesson/chip.png"));
    QVERIFY(png.open(QIODevice::WriteOnly));
    png.write(pngBytes(300, 100));
    png.close();
    const gift::Bank bank =
        gift::parse("::M::[markdown]The die: ![die](chip.png){T}\n\n"
                    "::C::[html]Which is it?{=<img src\\=\"chip.png\"> ~none}\n");
    QVERIFY(bank.ok());
    QuizPictures pictures;
    pictures.addBank("chips", {}, m_dir.filePath("lesson"));
    m_view->setPictures(pictures);
    m_view->start("lesson:chips", "Chips",
                  {QuizItem{bank.questions[0], "chips"}, QuizItem{bank.questions[1], "chips"}},
                  QuizSession::Mode::Practice, 1);
    QVERIFY(m_view->begin());
    layOut();
    // Whichever comes first: the Markdown question's picture, or the picture of a choice.
    for (int i = 0; i < 2; ++i) {
        const gift::Question &q = m_view->session().item(m_view->session().current()).question;
        if (q.title == "M") {
            QCOMPARE(colourIn(text(), kRed).width(), 280);
        } else {
            QLabel *withPicture = nullptr;
            for (int n = 1; n <= 2; ++n) {
                auto *label = child<QLabel>(QStringLiteral("quizChoiceText%1").arg(n));
                if (label->text() != "none")
                    withPicture = label;
            }
            QVERIFY(withPicture);
            QCOMPARE(colourIn(withPicture, kRed).width(), 280);
            QCOMPARE(child<QRadioButton>("quizChoice1")->accessibleName().contains("base64"),
                     false);
            child<QRadioButton>("quizChoice1")->click();
        }
        if (q.type == gift::QuestionType::TrueFalse)
            child<QRadioButton>("quizChoice1")->click();
        child<QPushButton>("quizSubmit")->click();
        child<QPushButton>("quizNext")->click();
        layOut();
    }
    QCOMPARE(m_view->page(), QuizView::Page::End);
}

void TestQuizPictures::pictureOutsideTheFolderIsText()
{
    QVERIFY(QDir(m_dir.path()).mkpath("lesson"));
    QFile png(m_dir.filePath("secret.png"));
    QVERIFY(png.open(QIODevice::WriteOnly));
    png.write(pngBytes(300, 100));
    png.close();
    const gift::Bank bank =
        gift::parse("::O::[html]<p>Look:</p><img src\\=\"../secret.png\"> <img src\\=\"gone.png\" "
                    "alt\\=\"the die\">{}\n");
    QVERIFY(bank.ok());
    QuizPictures pictures;
    pictures.addBank("chips", {}, m_dir.filePath("lesson"));
    m_view->setPictures(pictures);
    m_view->start("lesson:chips", "Chips", {QuizItem{bank.questions[0], "chips"}},
                  QuizSession::Mode::Practice, 1);
    QVERIFY(m_view->begin());
    layOut();
    QCOMPARE(text()->text(), QStringLiteral("<p>Look:</p>[picture ../secret.png is outside the "
                                            "quiz's folder] [the die]"));
    QVERIFY(colourIn(text(), kRed).isEmpty());
}

QTEST_MAIN(TestQuizPictures)
#include "tst_quizpictures.moc"
