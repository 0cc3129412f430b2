// A message whose first line says what happened and whose other lines may be many (an imported
// bank's problems, one a question): QMessageBox grows with its text past the screen (1,206 px for
// 40 problems, OK off an 800 px screen), so the lines scroll in a read-only list instead, in a
// dialog at most 60 % of the screen, with OK on it and default (Enter or Escape closes it).
#pragma once

#include <QDialog>

class QPlainTextEdit;

namespace gpulab {

class ListMessage : public QDialog
{
    Q_OBJECT
public:
    enum Kind { Information, Warning };
    ListMessage(Kind kind, const QString &title, const QString &message, QWidget *parent);

    // Shows `message` modally (QMessageBox's place): the first line as its summary, the rest
    // in the scrolling list.
    static void tell(QWidget *parent, Kind kind, const QString &title, const QString &message);

    QString summary() const { return m_summary; }
    QPlainTextEdit *lines() const { return m_lines; }

private:
    QString m_summary;
    QPlainTextEdit *m_lines = nullptr;
};

} // namespace gpulab
