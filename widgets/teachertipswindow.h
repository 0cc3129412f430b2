// Help › Teacher Tips: a lesson's teacher tips (teacherTipsMarkdown(), lessoncontent.h) rendered
// from Markdown in a non-modal window, with Export PDF… (QPdfWriter + QTextDocument, A4) and
// Export HTML… (one standalone file with print CSS). The document and both exports are free
// functions, so the presenter console or a test can use them without the window. A language change
// retranslates the window in place; MainWindow gives it the lesson's tips in the new language.
#pragma once

#include "lessons/framework/lessoncontent.h"

#include <QDialog>

#include <memory>

class QLabel;
class QPushButton;
class QTextBrowser;
class QTextDocument;

namespace gpulab {

namespace tipsexport {
// The tips as a document: Markdown with its tables given visible borders and padding.
std::unique_ptr<QTextDocument> document(const QString &markdown, const QString &title);
// A standalone HTML page (UTF-8, its own print CSS: A4, margins, tables that do not split rows).
QString html(const QString &markdown, const QString &title);
// Write the page / an A4 PDF; false with *error set when the file cannot be written.
bool writeHtml(const QString &markdown, const QString &title, const QString &path, QString *error);
bool writePdf(const QString &markdown, const QString &title, const QString &path, QString *error);
} // namespace tipsexport

class TeacherTipsWindow : public QDialog
{
    Q_OBJECT
public:
    explicit TeacherTipsWindow(QWidget *parent = nullptr);

    // Shows this lesson's tips (or why they cannot be shown).
    void setLesson(const LessonContent &lesson);

    QString lessonId() const { return m_lessonId; }
    QString markdown() const { return m_markdown; }
    QTextBrowser *browser() const { return m_browser; }
    QPushButton *exportPdfButton() const { return m_pdf; }
    QPushButton *exportHtmlButton() const { return m_html; }

    // The window's title for a lesson ("Teacher Tips — CPU vs GPU").
    static QString titleFor(const LessonContent &lesson);

protected:
    void changeEvent(QEvent *event) override;

private:
    static QString titleOf(const QString &lessonTitle);
    // The window's own texts in the UI language (the tips are the lesson's: setLesson()).
    void retranslateUi();
    void exportWithDialog(bool pdf);
    void fitToScreen();

    QString m_lessonId;
    QString m_lessonTitle;
    QString m_title;
    QString m_markdown;
    QTextBrowser *m_browser = nullptr;
    QLabel *m_problem = nullptr;
    QPushButton *m_pdf = nullptr;
    QPushButton *m_html = nullptr;
    QPushButton *m_close = nullptr;
};

} // namespace gpulab
