// The student's name and ID in the settings, and the dialog and bar that ask for them (see
// studentidentity.h).
#include "app/studentidentity.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QVBoxLayout>

namespace gpulab {

namespace {
const QString kName = QStringLiteral("student/name");
const QString kId = QStringLiteral("student/id");
const QString kAsked = QStringLiteral("student/asked");
} // namespace

namespace studentidentity {

ProgressStore::Student load()
{
    QSettings settings;
    return {settings.value(kName).toString(), settings.value(kId).toString()};
}

void save(const ProgressStore::Student &student)
{
    QSettings settings;
    settings.setValue(kName, student.name.trimmed());
    settings.setValue(kId, student.id.trimmed());
    settings.setValue(kAsked, true);
}

bool wasAsked()
{
    return QSettings().value(kAsked, false).toBool();
}

void markAsked()
{
    QSettings().setValue(kAsked, true);
}

} // namespace studentidentity

IdentityForm::IdentityForm(QWidget *parent) : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *why = new QLabel(tr("Your name and your student ID or e-mail go into the quiz results "
                              "you export, so that your instructor knows whose they are. They "
                              "stay on this computer. You may leave them empty."),
                           this);
    why->setWordWrap(true);
    layout->addWidget(why);
    auto *fields = new QFormLayout;
    const ProgressStore::Student student = studentidentity::load();
    m_name = new QLineEdit(student.name, this);
    m_name->setObjectName(QStringLiteral("studentName"));
    m_name->setAccessibleName(tr("Your name"));
    m_id = new QLineEdit(student.id, this);
    m_id->setObjectName(QStringLiteral("studentId"));
    m_id->setAccessibleName(tr("Your student ID or e-mail"));
    m_id->setPlaceholderText(tr("e.g. 2024-0173 or ada@example.org"));
    fields->addRow(tr("&Name:"), m_name);
    fields->addRow(tr("Student &ID or e-mail:"), m_id);
    layout->addLayout(fields);
}

ProgressStore::Student IdentityForm::student() const
{
    return {m_name->text().trimmed(), m_id->text().trimmed()};
}

IdentityDialog::IdentityDialog(QWidget *parent) : QDialog(parent)
{
    setWindowTitle(tr("Your Name and ID"));
    auto *layout = new QVBoxLayout(this);
    m_form = new IdentityForm(this);
    layout->addWidget(m_form);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Save, this);
    QPushButton *skip = buttons->addButton(tr("S&kip"), QDialogButtonBox::RejectRole);
    skip->setObjectName(QStringLiteral("skip"));
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, [this] {
        studentidentity::save(m_form->student());
        accept();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, [this] {
        studentidentity::markAsked();
        reject();
    });
}

void IdentityDialog::askOnce(QWidget *parent)
{
    if (studentidentity::wasAsked())
        return;
    IdentityDialog dialog(parent);
    if (dialog.exec() != QDialog::Accepted)
        studentidentity::markAsked(); // closed with Esc or the window's button: skipped too
}

IdentityBar::IdentityBar(QWidget *parent) : QFrame(parent)
{
    setObjectName(QStringLiteral("identityBar"));
    setFrameShape(QFrame::StyledPanel);
    auto *layout = new QHBoxLayout(this);
    m_form = new IdentityForm(this);
    layout->addWidget(m_form, 1);
    auto *buttons = new QVBoxLayout;
    auto *save = new QPushButton(tr("Save"), this);
    save->setObjectName(QStringLiteral("identitySave"));
    auto *skip = new QPushButton(tr("Not Now"), this);
    skip->setObjectName(QStringLiteral("identitySkip"));
    buttons->addWidget(save);
    buttons->addWidget(skip);
    buttons->addStretch(1);
    layout->addLayout(buttons);
    connect(save, &QPushButton::clicked, this, &IdentityBar::save);
    connect(skip, &QPushButton::clicked, this, &IdentityBar::skip);
    // Enter in a field saves, as in a dialog.
    for (QLineEdit *edit : {m_form->nameEdit(), m_form->idEdit()})
        connect(edit, &QLineEdit::returnPressed, this, &IdentityBar::save);
}

void IdentityBar::save()
{
    studentidentity::save(m_form->student());
    hide();
}

void IdentityBar::skip()
{
    studentidentity::markAsked();
    hide();
}

} // namespace gpulab
