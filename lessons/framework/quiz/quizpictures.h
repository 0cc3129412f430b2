// QuizPictures: the pictures a quiz's questions show, resolved for display only. QtCore only.
//
// A bank names its pictures as it was written: Moodle XML by "@@PLUGINFILE@@/x.png" (the bank
// embeds them; moodlexml::readBank gives them), GIFT by a path beside the bank (HTML
// <img src="chip.png">, Markdown ![die](chip.png)). display() gives a copy of a question whose
// shown texts name each picture by a data: URL instead (QTextDocument, which a QLabel's rich
// text uses, decodes those), so the view needs neither the files nor the folder. The question
// itself never changes: the progress database and the exports keep its text as the bank wrote it.
//
// A picture beside a bank is read only from inside the bank's folder (folderpath.h: absolute
// paths, "..", links out are refused) and only up to kMaxBytes, so a teacher's shared lesson
// never reads a student's files and a huge file never freezes the quiz. Its type comes from its
// bytes (QMimeDatabase), not its name: what is not a picture is refused too. A picture
// that cannot be shown becomes a short text instead of a broken image: its alt text in brackets
// ("[die photo]"), or "[picture x.png is missing]" (or "is too large to show", "is outside the
// quiz's folder", "is not a picture").
//
// Only texts shown as rich text change (HTML, Markdown), and of the answers only the choices'
// texts (multiple choice, multiple answers: their responses are indexes) and the feedbacks. A
// short answer's or a matching pair's text is compared with what the student gives
// (grading.cpp), so it stays as written.
#pragma once

#include "lessons/framework/quiz/gift.h"
#include "lessons/framework/quiz/moodlexml.h"

#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <QString>

namespace gpulab {

// One picture a text names: <img ... src="path" ...> or ![alt](path "title").
struct PictureReference
{
    qsizetype start = 0; // the whole reference (the tag, or the Markdown from "!" to ")")
    qsizetype length = 0;
    qsizetype pathStart = 0; // the path alone
    qsizetype pathLength = 0;
    QString path; // as written (percent-encoded, "@@PLUGINFILE@@/x.png", a URL...)
    QString alt;  // as written; empty when none
    bool markdown = false;
};

class QuizPictures
{
    Q_DECLARE_TR_FUNCTIONS(QuizPictures)

public:
    static constexpr qint64 kMaxBytes = 10 * 1024 * 1024; // a picture larger is not shown

    enum class Refusal { None, Missing, TooLarge, Outside, NotPicture };

    // The pictures of one bank, under `bank` (the lesson id of its items; empty for an imported
    // bank): `files` it embeds (Moodle XML), `folder` it lies in (pictures beside it). An empty
    // folder reads nothing beside the bank.
    void addBank(const QString &bank, const moodlexml::Files &files, const QString &folder);
    bool hasBank(const QString &bank) const { return m_banks.contains(bank); }
    QString folder(const QString &bank) const { return m_banks.value(bank).folder; }

    // A copy of `question` (from `bank`) to show: see the file comment. A bank not added has no
    // pictures (each one shows as missing).
    gift::Question display(const gift::Question &question, const QString &bank) const;
    // One text of a question in `format`, as display() changes it.
    QString displayText(const QString &text, gift::TextFormat format, const QString &bank) const;

    // Every picture `text` names, in order: HTML <img> tags (src in either quote), and with
    // `markdown` also Markdown's ![alt](path). Shared with moodlexml::embedPictures.
    static QList<PictureReference> references(const QString &text, bool markdown);
    // Reads the picture `path` names (percent-encoded, relative) inside `folder`, at most
    // kMaxBytes; *fileName gets its decoded name. Refusal::None when *bytes holds it.
    static Refusal readBeside(const QString &folder, const QString &path, QByteArray *bytes,
                              QString *fileName = nullptr);

private:
    struct Bank
    {
        moodlexml::Files files;
        QString folder;
    };
    // The data: URL for the picture `path` names in `bank`, or empty with *why.
    QString dataUrl(const Bank &bank, const QString &path, Refusal *why) const;
    static QString standIn(const PictureReference &reference, Refusal why);

    QHash<QString, Bank> m_banks;
};

} // namespace gpulab
