// ErrorPanel: what the main window shows instead of a lesson that cannot be loaded — a malformed
// manifest, a missing section file — naming each file, line and problem, so the author can fix
// it. The other lessons keep working.
#pragma once

#include "lessons/framework/lessoncontent.h"
#include "widgets/presentablepage.h"

#include <QWidget>

class QPlainTextEdit;

namespace gpulab {

class ErrorPanel : public QWidget, public PresentablePage
{
    Q_OBJECT
public:
    ErrorPanel(const QString &lessonName, const QList<LessonProblem> &problems,
               QWidget *parent = nullptr);

    QString problemsText() const;

    void setSceneStyle(const SceneStyle &) override {}
    QList<QWidget *> tabChain() const override;

private:
    QPlainTextEdit *m_problems = nullptr;
};

} // namespace gpulab
