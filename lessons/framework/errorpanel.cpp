// ErrorPanel: the problems of a lesson that cannot be shown (see errorpanel.h).
#include "lessons/framework/errorpanel.h"

#include <QLabel>
#include <QPlainTextEdit>
#include <QVBoxLayout>

namespace gpulab {

QList<QWidget *> ErrorPanel::tabChain() const
{
    return {m_problems};
}

ErrorPanel::ErrorPanel(const QString &lessonName, const QList<LessonProblem> &problems,
                       QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("errorPanel"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(16, 12, 16, 12);
    auto *title = new QLabel(tr("The lesson \u201c%1\u201d cannot be shown").arg(lessonName), this);
    QFont font = title->font();
    font.setPointSizeF(font.pointSizeF() * 1.6);
    font.setBold(true);
    title->setFont(font);
    title->setWordWrap(true);
    layout->addWidget(title);

    auto *explanation = new QLabel(
        tr("Problems found in its files: %1. Fix them and choose File \u203a Reload Lessons; "
           "the other lessons work as usual.")
            .arg(problems.size()),
        this);
    explanation->setWordWrap(true);
    layout->addWidget(explanation);

    m_problems = new QPlainTextEdit(this);
    m_problems->setReadOnly(true);
    m_problems->setObjectName(QStringLiteral("problems"));
    m_problems->setAccessibleName(tr("Problems found"));
    QStringList lines;
    for (const LessonProblem &problem : problems)
        lines.append(problem.toString());
    m_problems->setPlainText(lines.join(QLatin1Char('\n')));
    layout->addWidget(m_problems, 1);
    setFocusProxy(m_problems);
}

QString ErrorPanel::problemsText() const
{
    return m_problems->toPlainText();
}

} // namespace gpulab
