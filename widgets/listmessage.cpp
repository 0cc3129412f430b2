// ListMessage (see listmessage.h).
#include "widgets/listmessage.h"

#include <QDialogButtonBox>
#include <QFontMetrics>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScreen>
#include <QStyle>
#include <QTextDocument>
#include <QVBoxLayout>

#include <algorithm>

namespace gpulab {

ListMessage::ListMessage(Kind kind, const QString &title, const QString &message, QWidget *parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("listMessage"));
    setWindowTitle(title);
    const qsizetype cut = message.indexOf(QLatin1Char('\n'));
    m_summary = cut < 0 ? message : message.left(cut);

    auto *layout = new QVBoxLayout(this);
    auto *top = new QHBoxLayout;
    auto *icon = new QLabel(this);
    const int iconSize = style()->pixelMetric(QStyle::PM_MessageBoxIconSize, nullptr, this);
    icon->setPixmap(style()
                        ->standardIcon(kind == Warning ? QStyle::SP_MessageBoxWarning
                                                       : QStyle::SP_MessageBoxInformation,
                                       nullptr, this)
                        .pixmap(iconSize, iconSize));
    top->addWidget(icon, 0, Qt::AlignTop);
    auto *summary = new QLabel(m_summary, this);
    summary->setObjectName(QStringLiteral("listMessageSummary"));
    summary->setWordWrap(true);
    summary->setTextFormat(Qt::PlainText);
    summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    top->addWidget(summary, 1);
    layout->addLayout(top);

    m_lines = new QPlainTextEdit(cut < 0 ? QString() : message.mid(cut + 1), this);
    m_lines->setObjectName(QStringLiteral("listMessageLines"));
    m_lines->setAccessibleName(tr("%1: details").arg(title));
    m_lines->setReadOnly(true);
    m_lines->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_lines->setTabChangesFocus(true);
    m_lines->setVisible(cut >= 0);
    layout->addWidget(m_lines, 1);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    layout->addWidget(buttons);
    QPushButton *ok = buttons->button(QDialogButtonBox::Ok);
    ok->setDefault(true);
    ok->setFocus();

    // Wide enough for the longest line and tall enough for all of them, up to 60 % of the
    // screen; the list scrolls for the rest.
    const QScreen *screen =
        parent && parent->screen() ? parent->screen() : QGuiApplication::primaryScreen();
    const QRect area = screen ? screen->availableGeometry() : QRect(0, 0, 800, 600);
    const QSize most = area.size() * 0.6;
    const QFontMetrics metrics = m_lines->fontMetrics();
    int widest = 0;
    for (const QString &line : m_lines->toPlainText().split(QLatin1Char('\n')))
        widest = std::max(widest, metrics.horizontalAdvance(line));
    QSize wanted = sizeHint();
    if (cut >= 0) {
        const int lineCount = int(m_lines->document()->blockCount());
        wanted.setWidth(std::max(wanted.width(), widest + 4 * metrics.averageCharWidth() +
                                                     layout->contentsMargins().left() +
                                                     layout->contentsMargins().right()));
        wanted.setHeight(wanted.height() - m_lines->sizeHint().height() +
                         (lineCount + 2) * metrics.lineSpacing());
    }
    setMaximumSize(area.size());
    resize(wanted.boundedTo(most).expandedTo(minimumSizeHint()));
}

void ListMessage::tell(QWidget *parent, Kind kind, const QString &title, const QString &message)
{
    ListMessage dialog(kind, title, message, parent);
    dialog.exec();
}

} // namespace gpulab
