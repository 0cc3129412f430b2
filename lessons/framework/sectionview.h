// The reading part of a lesson: one section's Markdown, rendered by Qt's own Markdown support
// (QTextDocument::setMarkdown) in a read-only QTextBrowser. Pictures are looked up in the lesson's
// folder first, then in the application's assets (":/assets"), each in the UI language where it
// is drawn in it (i18n/<language>/<its name> beside it: assets/diagrams/i18n/ar/main-window.svg,
// mirrored as the Arabic window is); SVG diagrams are rendered with
// QSvgRenderer at the size they are shown, so they stay sharp at every zoom and on a projector.
// Lines break between words only; a heading, paragraph or list item too narrow for its longest
// word takes a smaller size (large text, presenter mode, a narrow column), and where the word is
// still too wide it breaks with a hyphen; a table too wide scrolls sideways, prose never does.
// What it is given is already bounded (readSectionMarkdown cuts a section past sectionlimit).
#pragma once

#include <QTextBlock>
#include <QTextBrowser>

class QTextBlock;

namespace gpulab {

class SectionView : public QTextBrowser
{
    Q_OBJECT
    // Block user state of a block fitText() changed: kNaturalSizeBase + kOwnSize + its own size
    // adjustment, + kHyphenated where soft hyphens were put into its words.
    static constexpr int kNaturalSizeBase = 1000;
    static constexpr int kOwnSize = 50;
    static constexpr int kHyphenated = 1000;

public:
    explicit SectionView(QWidget *parent = nullptr);

    // `folder` is the lesson folder relative paths are resolved against. `prefix` is Markdown
    // placed before the section's own text (e.g. the lesson's learning objectives).
    void setSection(const QString &markdown, const QString &folder,
                    const QString &prefix = QString());

    // Where "assets/..." pictures are found (":" by default, so ":/assets/...").
    static void setAssetsRoot(const QString &root);

    // Whether a word of the block is wider than its line, runs past the view (a block outside a
    // table) or is broken across two without a hyphen (as laid out now).
    static bool wordDoesNotFit(const QTextBlock &block);
    // Whether the block was given a smaller size than its own to fit the column.
    static bool isShrunk(const QTextBlock &block) { return block.userState() >= kNaturalSizeBase; }
    // Whether a word of the block too wide at its smallest size may break with a hyphen.
    static bool isHyphenated(const QTextBlock &block)
    {
        return block.userState() >= kNaturalSizeBase + kHyphenated;
    }

protected:
    QVariant loadResource(int type, const QUrl &name) override;
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    static constexpr int kDocumentMargin = 16;
    static constexpr int kSmallerSteps = 3; // size steps a block may go down
    QString resolve(const QString &relative) const;
    void fitText();

    QString m_folder;
    QString m_markdown;
    QString m_prefix;
};

} // namespace gpulab
