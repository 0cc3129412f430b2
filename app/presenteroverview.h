// PresenterOverview: the presenter's map of a lesson (O while presenting), like a slide sorter —
// one tile per section and, where the clicker walks a simulation's beats, one per beat, numbered
// as the clicker counts them ("4.2"). It covers the window; arrows move, Enter (or a click) goes
// to the tile's set-up, Esc or O closes. It knows nothing of lessons: the controller gives it the
// entries and acts on the one chosen.
#pragma once

#include <QList>
#include <QString>
#include <QWidget>

class QLabel;
class QListWidget;

namespace gpulab {

struct OverviewEntry
{
    int section = 0;
    int beat = -1;  // -1: the section itself
    QString number; // "4" or "4.2"
    QString title;
    int step = -1; // a class plan's step (the plan's entries; section and beat then unused)
};

class PresenterOverview : public QWidget
{
    Q_OBJECT
public:
    explicit PresenterOverview(QWidget *parent);

    // `current`: the entry shown now, selected and scrolled to.
    void setEntries(const QString &heading, const QList<OverviewEntry> &entries, int current);
    QList<OverviewEntry> entries() const { return m_entries; }
    int selectedEntry() const;
    void selectEntry(int index);
    QListWidget *list() const { return m_list; }

signals:
    void chosen(const OverviewEntry &entry);

protected:
    void changeEvent(QEvent *event) override; // a language change: retranslateUi()
    void resizeEvent(QResizeEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    void retranslateUi(); // its own texts (the heading and tiles are its owner's)
    void layoutTiles();

    QLabel *m_heading = nullptr;
    QListWidget *m_list = nullptr;
    QLabel *m_hint = nullptr;
    QList<OverviewEntry> m_entries;
};

} // namespace gpulab
