// The reading part of a lesson: one section's Markdown, rendered by Qt's own Markdown support
// (QTextDocument::setMarkdown) in a read-only QTextBrowser. Pictures are looked up in the lesson's
// folder first, then in the application's assets (":/assets"); SVG diagrams are rendered with
// QSvgRenderer at the size they are shown, so they stay sharp at every zoom and on a projector.
#pragma once

#include <QTextBrowser>

namespace gpulab {

class SectionView : public QTextBrowser
{
    Q_OBJECT
public:
    explicit SectionView(QWidget *parent = nullptr);

    // `folder` is the lesson folder relative paths are resolved against. `prefix` is Markdown
    // placed before the section's own text (e.g. the lesson's learning objectives).
    void setSection(const QString &markdown, const QString &folder,
                    const QString &prefix = QString());

    // Where "assets/..." pictures are found (":" by default, so ":/assets/...").
    static void setAssetsRoot(const QString &root);

protected:
    QVariant loadResource(int type, const QUrl &name) override;
    void changeEvent(QEvent *event) override;

private:
    QString resolve(const QString &relative) const;

    QString m_folder;
    QString m_markdown;
    QString m_prefix;
};

} // namespace gpulab
