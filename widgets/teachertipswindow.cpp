// The teacher tips window and its exports (see teachertipswindow.h).
#include "widgets/teachertipswindow.h"
#include "lessons/framework/boundedfile.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QEvent>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QGuiApplication>
#include <QLabel>
#include <QMessageBox>
#include <QPdfWriter>
#include <QPushButton>
#include <QRegularExpression>
#include <QScreen>
#include <QStandardPaths>
#include <QTextBrowser>
#include <QTextDocument>
#include <QTextFrame>
#include <QTextTable>
#include <QVBoxLayout>

namespace gpulab {

namespace tipsexport {

std::unique_ptr<QTextDocument> document(const QString &markdown, const QString &title)
{
    auto doc = std::make_unique<QTextDocument>();
    doc->setMarkdown(markdown);
    doc->setMetaInformation(QTextDocument::DocumentTitle, title);
    // Qt's Markdown tables have no rules: a printed plan is easier to follow with them.
    for (QTextFrame *frame : doc->rootFrame()->childFrames()) {
        if (auto *table = qobject_cast<QTextTable *>(frame)) {
            QTextTableFormat format = table->format();
            format.setBorder(1);
            format.setBorderBrush(QColor(0x88, 0x88, 0x88));
            format.setBorderStyle(QTextFrameFormat::BorderStyle_Solid);
            format.setBorderCollapse(true);
            format.setCellPadding(4);
            format.setCellSpacing(0);
            format.setWidth(QTextLength(QTextLength::PercentageLength, 100));
            table->setFormat(format);
        }
    }
    return doc;
}

QString html(const QString &markdown, const QString &title)
{
    QString page = document(markdown, title)->toHtml();
    // Print CSS of our own: A4 with margins, a readable measure on screen, tables whose rows do
    // not split across pages, headings kept with what follows.
    const QString css = QStringLiteral(
        "<style type=\"text/css\">\n"
        "@page { size: A4; margin: 18mm; }\n"
        "body { font-family: sans-serif; font-size: 11pt; max-width: 48em; margin: 1em auto;\n"
        "       padding: 0 1em; line-height: 1.4; }\n"
        "table { border-collapse: collapse; width: 100%; }\n"
        "th, td { border: 1px solid #888; padding: 0.25em 0.5em; vertical-align: top; }\n"
        "tr, li { page-break-inside: avoid; break-inside: avoid; }\n"
        "h1, h2, h3 { page-break-after: avoid; break-after: avoid; }\n"
        "@media print { body { max-width: none; margin: 0; padding: 0; } }\n"
        "</style>\n");
    const qsizetype head = page.indexOf(QLatin1String("</head>"));
    if (head >= 0)
        page.insert(head, css);
    // The body's font is the screen's (family and zoomed size, inline): the reader's own
    // sans-serif at print size instead.
    static const QRegularExpression body(QStringLiteral("<body style=\"[^\"]*\">"));
    page.replace(body, QStringLiteral("<body>"));
    return page;
}

bool writeHtml(const QString &markdown, const QString &title, const QString &path, QString *error)
{
    return writeWholeFile(path, html(markdown, title).toUtf8(), error);
}

bool writePdf(const QString &markdown, const QString &title, const QString &path, QString *error)
{
    { // QPdfWriter does not say when it cannot write: find out first
        QFile probe(path);
        if (!probe.open(QIODevice::WriteOnly)) {
            if (error)
                *error = probe.errorString();
            return false;
        }
    }
    QPdfWriter writer(path);
    writer.setPageSize(QPageSize(QPageSize::A4));
    writer.setPageMargins(QMarginsF(18, 18, 18, 18), QPageLayout::Millimeter);
    writer.setTitle(title);
    writer.setCreator(QStringLiteral("GPU Lab"));
    const std::unique_ptr<QTextDocument> doc = document(markdown, title);
    QFont font = doc->defaultFont();
    font.setPointSizeF(10.5); // print size, whatever the screen's zoom
    doc->setDefaultFont(font);
    doc->print(&writer);
    if (QFileInfo(path).size() == 0) {
        if (error)
            *error = QStringLiteral("nothing was written");
        return false;
    }
    return true;
}

} // namespace tipsexport

TeacherTipsWindow::TeacherTipsWindow(QWidget *parent) : QDialog(parent)
{
    setModal(false);
    setObjectName(QStringLiteral("teacherTips"));
    auto *layout = new QVBoxLayout(this);
    m_problem = new QLabel(this);
    m_problem->setWordWrap(true);
    m_problem->hide();
    layout->addWidget(m_problem);
    m_browser = new QTextBrowser(this);
    m_browser->setObjectName(QStringLiteral("teacherTipsText"));
    m_browser->setOpenLinks(false);
    m_browser->setTabChangesFocus(true); // Tab goes on to the buttons
    layout->addWidget(m_browser, 1);

    auto *buttons = new QDialogButtonBox(this);
    m_pdf = buttons->addButton(QString(), QDialogButtonBox::ActionRole);
    m_html = buttons->addButton(QString(), QDialogButtonBox::ActionRole);
    m_close = buttons->addButton(QDialogButtonBox::Close); // its text is Qt's, translated by Qt
    for (QPushButton *button : {m_pdf, m_html, m_close})
        button->setAutoDefault(false); // Enter in the text must not export
    connect(m_pdf, &QPushButton::clicked, this, [this] { exportWithDialog(true); });
    connect(m_html, &QPushButton::clicked, this, [this] { exportWithDialog(false); });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    retranslateUi();
    fitToScreen();
}

QString TeacherTipsWindow::titleFor(const LessonContent &lesson)
{
    return titleOf(lesson.title);
}

QString TeacherTipsWindow::titleOf(const QString &lessonTitle)
{
    return tr("Teacher Tips \u2014 %1").arg(lessonTitle);
}

void TeacherTipsWindow::retranslateUi()
{
    setAccessibleName(tr("Teacher tips"));
    m_pdf->setText(tr("Export &PDF\u2026"));
    m_pdf->setAccessibleName(tr("Export the teacher tips as PDF"));
    m_html->setText(tr("Export &HTML\u2026"));
    m_html->setAccessibleName(tr("Export the teacher tips as HTML"));
    m_close->setAccessibleName(tr("Close the teacher tips"));
    if (m_lessonId.isEmpty())
        return;
    // The tips themselves are the lesson's: MainWindow gives them again in the new language
    // (setLesson()); the words around the lesson's title are said again here.
    m_title = titleOf(m_lessonTitle);
    setWindowTitle(m_title);
    m_browser->setAccessibleName(tr("Teacher tips for %1").arg(m_lessonTitle));
}

void TeacherTipsWindow::changeEvent(QEvent *event)
{
    QDialog::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
}

void TeacherTipsWindow::setLesson(const LessonContent &lesson)
{
    m_lessonId = lesson.id;
    m_lessonTitle = lesson.title;
    m_title = titleOf(lesson.title);
    setWindowTitle(m_title);
    LessonProblem problem;
    m_markdown = teacherTipsMarkdown(lesson, &problem);
    m_browser->setAccessibleName(tr("Teacher tips for %1").arg(lesson.title));
    m_browser->setDocument(tipsexport::document(m_markdown, m_title).release());
    m_browser->document()->setParent(m_browser); // the browser owns it
    m_problem->setText(
        problem.message.isEmpty()
            ? QString()
            : tr("The teacher tips cannot be shown whole: %1").arg(problem.toString()));
    m_problem->setVisible(!problem.message.isEmpty());
    m_pdf->setEnabled(!m_markdown.isEmpty());
    m_html->setEnabled(!m_markdown.isEmpty());
}

void TeacherTipsWindow::exportWithDialog(bool pdf)
{
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    const QString suggested =
        QDir(folder).filePath(m_lessonId + QStringLiteral("-teacher-tips") +
                              (pdf ? QStringLiteral(".pdf") : QStringLiteral(".html")));
    const QString path = QFileDialog::getSaveFileName(
        this, pdf ? tr("Export Teacher Tips as PDF") : tr("Export Teacher Tips as HTML"), suggested,
        pdf ? tr("PDF documents (*.pdf)") : tr("Web pages (*.html *.htm)"));
    if (path.isEmpty())
        return;
    QString error;
    const bool written = pdf ? tipsexport::writePdf(m_markdown, m_title, path, &error)
                             : tipsexport::writeHtml(m_markdown, m_title, path, &error);
    if (!written)
        QMessageBox::warning(this, tr("Export Teacher Tips"),
                             tr("The teacher tips could not be written to %1: %2")
                                 .arg(QDir::toNativeSeparators(path), error));
}

// About 88 characters wide and 44 lines tall in the window's own font (which follows the zoom),
// never more than 85 % of the screen: at 200 % text on 1024 × 768 the text scrolls instead.
void TeacherTipsWindow::fitToScreen()
{
    const QScreen *screen = parentWidget() && parentWidget()->screen()
                                ? parentWidget()->screen()
                                : QGuiApplication::primaryScreen();
    const QRect area = screen ? screen->availableGeometry() : QRect(0, 0, 1024, 768);
    const QFontMetrics metrics = fontMetrics();
    const QSize wanted(metrics.averageCharWidth() * 88, metrics.lineSpacing() * 44);
    setMaximumSize(area.size());
    resize(wanted.boundedTo(area.size() * 0.85).expandedTo(minimumSizeHint()));
}

} // namespace gpulab
