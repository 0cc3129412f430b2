// PresenterConsole: notes, next section and elapsed time for the instructor (see header).
#include "app/presenterconsole.h"

#include <QLabel>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace gpulab {

PresenterConsole::PresenterConsole(QWidget *parent) : QWidget(parent, Qt::Window)
{
    setObjectName(QStringLiteral("presenterConsole"));
    setWindowTitle(tr("GPU Lab \u2014 presenter console"));
    auto *layout = new QVBoxLayout(this);
    m_clock = new QLabel(this);
    QFont big = m_clock->font();
    big.setPointSizeF(big.pointSizeF() * 2.2);
    big.setBold(true);
    m_clock->setFont(big);
    m_clock->setAccessibleName(tr("Time presenting"));
    m_current = new QLabel(this);
    m_current->setWordWrap(true);
    m_current->setAccessibleName(tr("Now showing"));
    m_next = new QLabel(this);
    m_next->setWordWrap(true);
    m_next->setAccessibleName(tr("Next"));
    m_notes = new QTextBrowser(this);
    m_notes->setAccessibleName(tr("Instructor notes"));
    QFont notesFont = m_notes->font();
    notesFont.setPointSizeF(notesFont.pointSizeF() * 1.4);
    m_notes->setFont(notesFont);
    layout->addWidget(m_clock);
    layout->addWidget(m_current);
    layout->addWidget(m_notes, 1);
    layout->addWidget(m_next);
    m_tick.setInterval(1000);
    connect(&m_tick, &QTimer::timeout, this, &PresenterConsole::updateClock);
    m_elapsed.start();
    updateClock();
}

void PresenterConsole::setPosition(const QString &current, const QString &next,
                                   const QString &notes)
{
    m_current->setText(tr("Now: %1").arg(current));
    m_next->setText(next.isEmpty() ? tr("Next: (end of the lessons)") : tr("Next: %1").arg(next));
    m_notes->setPlainText(notes.isEmpty() ? tr("(No notes for this section.)") : notes);
}

void PresenterConsole::restartClock()
{
    m_elapsed.restart();
    updateClock();
}

QString PresenterConsole::notesText() const
{
    return m_notes->toPlainText();
}

QString PresenterConsole::nextText() const
{
    return m_next->text();
}

void PresenterConsole::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    m_tick.start();
    updateClock();
}

void PresenterConsole::hideEvent(QHideEvent *event)
{
    QWidget::hideEvent(event);
    m_tick.stop();
}

void PresenterConsole::updateClock()
{
    const qint64 seconds = m_elapsed.elapsed() / 1000;
    m_clock->setText(tr("%1:%2:%3")
                         .arg(seconds / 3600)
                         .arg(seconds / 60 % 60, 2, 10, QLatin1Char('0'))
                         .arg(seconds % 60, 2, 10, QLatin1Char('0')));
}

} // namespace gpulab
