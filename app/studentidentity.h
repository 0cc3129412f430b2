// Who the student is, for the quiz results they hand in: a name and an ID number or e-mail,
// written into every export (ProgressStore::Student). Asked once — on the first quiz, by a bar
// above it, or on the first export, by IdentityDialog — always skippable, kept in the settings
// (student/name, student/id; student/asked once asked) and editable from File › Your Name and
// ID. Nothing else reads or writes those keys.
#pragma once

#include "app/store/progressstore.h"

#include <QDialog>
#include <QFrame>

class QLineEdit;

namespace gpulab {

namespace studentidentity {
ProgressStore::Student load();
// Saves both (trimmed) and marks the question asked.
void save(const ProgressStore::Student &student);
bool wasAsked();
void markAsked(); // skipped: not asked again, still editable
} // namespace studentidentity

// The two fields with their labels and the explanation, for the dialog and the bar.
class IdentityForm : public QWidget
{
    Q_OBJECT
public:
    explicit IdentityForm(QWidget *parent = nullptr);
    ProgressStore::Student student() const;
    QLineEdit *nameEdit() const { return m_name; }
    QLineEdit *idEdit() const { return m_id; }

private:
    QLineEdit *m_name = nullptr;
    QLineEdit *m_id = nullptr;
};

// "Your Name and ID": Save keeps what is typed, Skip keeps nothing new; either way the
// question counts as asked.
class IdentityDialog : public QDialog
{
    Q_OBJECT
public:
    explicit IdentityDialog(QWidget *parent = nullptr);
    IdentityForm *form() const { return m_form; }
    // Shows the dialog when the question was never asked (the first export); returns at once
    // otherwise.
    static void askOnce(QWidget *parent);

private:
    IdentityForm *m_form = nullptr;
};

// The question on the first quiz, as a bar above it rather than a dialog in the way: the fields,
// Save and Not Now. Either hides it for good.
class IdentityBar : public QFrame
{
    Q_OBJECT
public:
    explicit IdentityBar(QWidget *parent = nullptr);
    IdentityForm *form() const { return m_form; }
    void save();
    void skip();

private:
    IdentityForm *m_form = nullptr;
};

} // namespace gpulab
