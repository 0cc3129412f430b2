// PresenterConsole: what the instructor sees on the second screen (see header).
#include "app/presenterconsole.h"
#include "widgets/teachertipswindow.h"

#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QKeySequence>
#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QShortcut>
#include <QSpinBox>
#include <QTabWidget>
#include <QTextBrowser>
#include <QTextDocument>
#include <QTime>
#include <QVBoxLayout>

#include <algorithm>

namespace gpulab {

namespace {
QLabel *bigLabel(QWidget *parent, qreal scale)
{
    auto *label = new QLabel(parent);
    QFont font = label->font();
    font.setPointSizeF(font.pointSizeF() * scale);
    font.setBold(true);
    label->setFont(font);
    return label;
}
} // namespace

PresenterConsole::PresenterConsole(QWidget *parent) : QWidget(parent, Qt::Window)
{
    setObjectName(QStringLiteral("presenterConsole"));
    auto *layout = new QVBoxLayout(this);

    // The clocks: time presenting, the wall clock, the lesson's countdown and its controls.
    auto *clocks = new QGridLayout;
    m_elapsedLabel = bigLabel(this, 2.0);
    m_wallClock = bigLabel(this, 2.0);
    m_countdown = bigLabel(this, 2.0);
    m_elapsedCaption = new QLabel(this);
    m_wallClockCaption = new QLabel(this);
    m_countdownCaption = new QLabel(this);
    clocks->addWidget(m_elapsedCaption, 0, 0);
    clocks->addWidget(m_wallClockCaption, 0, 1);
    clocks->addWidget(m_countdownCaption, 0, 2);
    clocks->addWidget(m_elapsedLabel, 1, 0);
    clocks->addWidget(m_wallClock, 1, 1);
    clocks->addWidget(m_countdown, 1, 2);
    for (int column = 0; column < 3; ++column)
        clocks->setColumnStretch(column, 1);
    clocks->setHorizontalSpacing(24);
    auto *timer = new QHBoxLayout;
    m_minutes = new QSpinBox(this);
    m_minutes->setObjectName(QStringLiteral("countdownMinutes"));
    m_minutes->setRange(1, 240);
    m_minutes->setValue(50);
    m_pause = new QPushButton(this);
    m_pause->setObjectName(QStringLiteral("countdownPause"));
    m_reset = new QPushButton(this);
    m_reset->setObjectName(QStringLiteral("countdownReset"));
    m_swap = new QPushButton(this);
    m_swap->setObjectName(QStringLiteral("swapScreens"));
    timer->addWidget(m_minutes);
    timer->addWidget(m_pause);
    timer->addWidget(m_reset);
    timer->addStretch(1);
    timer->addWidget(m_swap);
    connect(m_minutes, &QSpinBox::editingFinished, this,
            [this] { startCountdown(m_minutes->value()); });
    connect(m_pause, &QPushButton::clicked, this,
            [this] { setCountdownPaused(!m_countdownPaused); });
    connect(m_reset, &QPushButton::clicked, this, &PresenterConsole::resetCountdown);
    connect(m_swap, &QPushButton::clicked, this, &PresenterConsole::swapRequested);

    m_current = bigLabel(this, 1.4);
    m_current->setWordWrap(true);
    m_detail = new QLabel(this);
    m_detail->setWordWrap(true);
    m_progress = new QProgressBar(this);
    m_progress->setTextVisible(true);

    m_notes = new QTextBrowser(this);
    m_notes->setObjectName(QStringLiteral("consoleNotes"));
    QFont notesFont = m_notes->font();
    m_notesBasePoints = notesFont.pointSizeF() * 1.4;
    notesFont.setPointSizeF(m_notesBasePoints);
    m_notes->setFont(notesFont);

    m_next = bigLabel(this, 1.2);
    m_next->setWordWrap(true);
    m_nextPreview = new QLabel(this);
    m_nextPreview->setWordWrap(true);

    layout->addLayout(clocks);
    layout->addLayout(timer);
    layout->addWidget(m_current);
    layout->addWidget(m_detail);
    layout->addWidget(m_progress);
    m_tips = new QTextBrowser(this);
    m_tips->setObjectName(QStringLiteral("consoleTeacherTips"));
    m_pages = new QTabWidget(this);
    m_pages->addTab(m_notes, QString());
    m_pages->addTab(m_tips, QString());
    layout->addWidget(m_pages, 1);
    layout->addWidget(m_next);
    layout->addWidget(m_nextPreview);
    // In a small console (a window over the lesson on one screen) the notes give up room first.
    m_notes->setMinimumHeight(m_notes->fontMetrics().lineSpacing() * 2);
    m_tips->setMinimumHeight(m_notes->minimumHeight());

    for (const auto &[keys, delta] :
         {std::pair{QKeySequence::ZoomIn, 10}, std::pair{QKeySequence::ZoomOut, -10}}) {
        auto *zoom = new QShortcut(keys, this);
        connect(zoom, &QShortcut::activated, this,
                [this, delta = delta] { setNotesZoom(m_notesZoom + delta); });
    }
    auto *zoomReset = new QShortcut(QKeySequence(Qt::CTRL | Qt::Key_0), this);
    connect(zoomReset, &QShortcut::activated, this, [this] { setNotesZoom(100); });

    m_tick.setInterval(1000);
    connect(&m_tick, &QTimer::timeout, this, &PresenterConsole::updateClock);
    m_elapsed.start();
    retranslateUi();
    startCountdown(50);
}

void PresenterConsole::retranslateUi()
{
    setWindowTitle(tr("GPU Lab \u2014 presenter console"));
    m_elapsedLabel->setAccessibleName(tr("Time presenting"));
    m_wallClock->setAccessibleName(tr("Time of day"));
    m_countdown->setAccessibleName(tr("Time left for this lesson"));
    m_elapsedCaption->setText(tr("Presenting"));
    m_wallClockCaption->setText(tr("Clock"));
    m_countdownCaption->setText(tr("Left of the lesson"));
    m_minutes->setSuffix(tr(" min"));
    m_minutes->setAccessibleName(tr("Countdown minutes"));
    m_pause->setText(m_countdownPaused ? tr("Res&ume") : tr("&Pause"));
    m_pause->setAccessibleName(tr("Pause or resume the countdown"));
    m_reset->setText(tr("R&eset"));
    m_reset->setAccessibleName(tr("Start the countdown again"));
    m_swap->setText(tr("&Swap screens"));
    m_swap->setAccessibleName(tr("Swap the lesson and this console between the screens (X)"));
    m_current->setAccessibleName(tr("Now showing"));
    m_detail->setAccessibleName(tr("Where in the lesson"));
    m_progress->setAccessibleName(tr("Progress through the lesson"));
    m_notes->setAccessibleName(tr("Instructor notes (Ctrl+plus and Ctrl+minus: text size)"));
    m_next->setAccessibleName(tr("Next"));
    m_nextPreview->setAccessibleName(tr("The start of what comes next"));
    m_tips->setAccessibleName(tr("Teacher tips for this lesson"));
    m_pages->setTabText(m_pages->indexOf(m_notes), tr("&Notes"));
    m_pages->setTabText(m_pages->indexOf(m_tips), tr("&Teacher tips"));
    // What is shown, said again in the new language ("Now:", "Next:", "3 of 6", the clocks);
    // MainWindow gives the new language's lesson texts (updateConsole()).
    if (m_position)
        setPosition(*m_position);
    if (!m_tipsLessonId.isEmpty() && m_tipsMarkdown.isEmpty())
        showTeacherTips();
    updateClock();
}

void PresenterConsole::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
}

void PresenterConsole::setPosition(const ConsolePosition &position)
{
    m_position = position;
    m_current->setText(tr("Now: %1").arg(position.current));
    m_detail->setText(position.detail);
    m_detail->setVisible(!position.detail.isEmpty());
    m_next->setText(position.next.isEmpty() ? tr("Next: (end of the lessons)")
                                            : tr("Next: %1").arg(position.next));
    m_nextPreview->setText(position.nextPreview);
    m_nextPreview->setVisible(!position.nextPreview.isEmpty());
    const QString notes =
        position.notes.isEmpty() ? tr("(No notes for this section.)") : position.notes;
    if (notes != m_notes->toPlainText()) // the same notes keep their scroll position
        m_notes->setPlainText(notes);
    m_progress->setVisible(position.steps > 0);
    m_progress->setRange(0, std::max(1, position.steps));
    m_progress->setValue(std::clamp(position.step, 0, std::max(1, position.steps)));
    m_progress->setFormat(tr("%1 of %2").arg(position.step).arg(position.steps));
    fitTitles();
}

void PresenterConsole::setTeacherTips(const QString &lessonId, const QString &language,
                                      const QString &markdown)
{
    m_tipsLessonId = lessonId;
    m_tipsLanguage = language;
    m_tipsMarkdown = markdown;
    showTeacherTips();
}

void PresenterConsole::showTeacherTips()
{
    // The same document Help › Teacher Tips shows and prints (tables with rules).
    const std::unique_ptr<QTextDocument> document = tipsexport::document(
        m_tipsMarkdown.isEmpty() ? tr("This lesson has no teacher tips.") : m_tipsMarkdown,
        QString());
    m_tips->setDocument(document->clone(m_tips));
    m_tips->setFont(m_notes->font());
}

QString PresenterConsole::teacherTipsText() const
{
    return m_tips->toPlainText();
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

QString PresenterConsole::nextPreviewText() const
{
    return m_nextPreview->text();
}

void PresenterConsole::setLesson(const QString &lessonId, int minutes)
{
    if (lessonId == m_lessonId)
        return;
    m_lessonId = lessonId;
    startCountdown(minutes);
}

void PresenterConsole::startCountdown(int minutes)
{
    m_countdownTotal = qint64(std::clamp(minutes, 1, 240)) * 60;
    if (m_minutes->value() != minutes)
        m_minutes->setValue(minutes);
    m_countdownUsedMs = 0;
    m_countdownRun.restart();
    m_countdownPaused = false;
    m_pause->setText(tr("&Pause"));
    updateClock();
}

void PresenterConsole::setCountdownPaused(bool paused)
{
    if (paused == m_countdownPaused)
        return;
    if (paused)
        m_countdownUsedMs += m_countdownRun.elapsed();
    else
        m_countdownRun.restart();
    m_countdownPaused = paused;
    m_pause->setText(paused ? tr("Res&ume") : tr("&Pause"));
    updateClock();
}

void PresenterConsole::resetCountdown()
{
    startCountdown(m_minutes->value());
}

qint64 PresenterConsole::countdownSeconds() const
{
    const qint64 usedMs = m_countdownUsedMs + (m_countdownPaused ? 0 : m_countdownRun.elapsed());
    return m_countdownTotal - usedMs / 1000;
}

QString PresenterConsole::duration(qint64 seconds) const
{
    seconds = std::abs(seconds);
    if (seconds >= 3600)
        return tr("%1:%2:%3")
            .arg(seconds / 3600)
            .arg(seconds / 60 % 60, 2, 10, QLatin1Char('0'))
            .arg(seconds % 60, 2, 10, QLatin1Char('0'));
    return tr("%1:%2").arg(seconds / 60).arg(seconds % 60, 2, 10, QLatin1Char('0'));
}

QString PresenterConsole::countdownText() const
{
    const qint64 left = countdownSeconds();
    QString text = left >= 0 ? duration(left) : tr("%1 over").arg(duration(left));
    if (m_countdownPaused)
        text = tr("%1 (paused)").arg(text);
    return text;
}

QString PresenterConsole::wallClockText() const
{
    // The locale's short time, without seconds where it has them (the C locale's does).
    QString format = QLocale().timeFormat(QLocale::ShortFormat);
    format.remove(QStringLiteral(":ss"));
    return QLocale().toString(QTime::currentTime(), format);
}

void PresenterConsole::setNotesZoom(int percent)
{
    m_notesZoom = std::clamp(percent, 50, 300);
    QFont font = m_notes->font();
    font.setPointSizeF(m_notesBasePoints * m_notesZoom / 100.0);
    m_notes->setFont(font);
}

void PresenterConsole::fitTitles()
{
    const int width = contentsRect().width() - layout()->contentsMargins().left() -
                      layout()->contentsMargins().right();
    for (QLabel *label : {m_current, m_detail, m_next, m_nextPreview})
        label->setMinimumHeight(label->text().isEmpty() ? 0 : label->heightForWidth(width));
}

void PresenterConsole::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    fitTitles();
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
    m_elapsedLabel->setText(duration(m_elapsed.elapsed() / 1000));
    m_wallClock->setText(wallClockText());
    const qint64 left = countdownSeconds();
    m_countdown->setText(countdownText());
    // Over time shows in words ("over") and in colour.
    QPalette palette = m_countdown->palette();
    palette.setColor(QPalette::WindowText, left < 0 ? QColor(0xd5, 0x5e, 0x00)
                                                    : this->palette().color(QPalette::WindowText));
    m_countdown->setPalette(palette);
}

} // namespace gpulab
