// FittingButton, FittingRadioButton: a button whose text has shorter forms (the same thing said
// shorter), for a row that large text, a projector or a longer language leaves too narrow for its
// full text. A button cannot wrap its text as a label does, and Qt never shortens it: it would
// widen its row, its page and the window beyond the screen. These ask for the width of their
// shortest form only (minimumSizeHint, and they may shrink to it) and that of the full text
// where there is room (sizeHint), and show the longest form that fits the width they are given.
// The full text is the tooltip while a shorter form is shown (unless the caller set a tooltip)
// and the accessible name (setForms() sets it: set another after it). Give every form the same
// mnemonic (&) letter.
#pragma once

#include <QEvent>
#include <QFontMetrics>
#include <QPushButton>
#include <QRadioButton>
#include <QStringList>
#include <QStyle>
#include <QStyleOptionButton>

#include <type_traits>

namespace gpulab {

template <class Button> class FittingText : public Button
{
public:
    // `forms`: the full text first, then shorter and shorter ones.
    explicit FittingText(const QStringList &forms, QWidget *parent = nullptr) : Button(parent)
    {
        this->setSizePolicy(QSizePolicy::Preferred, this->sizePolicy().verticalPolicy());
        setForms(forms);
    }

    void setForms(const QStringList &forms)
    {
        m_forms = forms.isEmpty() ? QStringList{QString()} : forms;
        this->setAccessibleName(withoutMnemonic(m_forms.constFirst()));
        this->setText(m_forms.constFirst());
        this->updateGeometry();
        choose();
    }
    QStringList forms() const { return m_forms; }

    QSize sizeHint() const override { return sizeFor(m_forms.constFirst()); }
    QSize minimumSizeHint() const override { return sizeFor(m_forms.constLast()); }

protected:
    void resizeEvent(QResizeEvent *event) override
    {
        Button::resizeEvent(event);
        choose();
    }
    void changeEvent(QEvent *event) override
    {
        Button::changeEvent(event);
        if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange) {
            this->updateGeometry();
            choose();
        }
    }

private:
    static QString withoutMnemonic(QString text)
    {
        return text.replace(QLatin1String("&&"), QStringLiteral("\x01"))
            .remove(QLatin1Char('&'))
            .replace(QLatin1Char('\x01'), QLatin1Char('&'));
    }

    // The size the button would ask for with `text` (as Qt's sizeHint() measures it; no icon).
    QSize sizeFor(const QString &text) const
    {
        QStyleOptionButton option;
        this->initStyleOption(&option);
        option.text = text;
        QStyle *style = this->style();
        if constexpr (std::is_base_of_v<QRadioButton, Button>) {
            const QSize textSize =
                style->itemTextRect(this->fontMetrics(), QRect(), Qt::TextShowMnemonic, false, text)
                    .size();
            return style->sizeFromContents(QStyle::CT_RadioButton, &option, textSize, this);
        } else {
            const QSize textSize = this->fontMetrics().size(Qt::TextShowMnemonic, text);
            option.rect.setSize(textSize);
            return style->sizeFromContents(QStyle::CT_PushButton, &option, textSize, this);
        }
    }

    void choose()
    {
        QString shown = m_forms.constLast();
        for (const QString &form : std::as_const(m_forms))
            if (sizeFor(form).width() <= this->width()) {
                shown = form;
                break;
            }
        if (this->text() != shown)
            this->setText(shown);
        // The full text as the tooltip while a shorter form is shown (a caller's own tip stays).
        if (this->toolTip().isEmpty() || this->toolTip() == m_tip) {
            m_tip =
                shown == m_forms.constFirst() ? QString() : withoutMnemonic(m_forms.constFirst());
            this->setToolTip(m_tip);
        }
    }

    QStringList m_forms;
    QString m_tip; // the tooltip choose() set
};

using FittingButton = FittingText<QPushButton>;
using FittingRadioButton = FittingText<QRadioButton>;

} // namespace gpulab
