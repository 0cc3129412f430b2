// ChooserPage: the form and its answer (see chooserpage.h).
#include "lessons/generations/chooserpage.h"
#include "lessons/framework/numbertext.h"
#include "lessons/framework/sentencetext.h"

#include "widgets/flowlayout.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLocale>
#include <QVBoxLayout>

namespace gpulab {

using chooser::Job;

QList<double> ChooserPage::budgets()
{
    return {0, 1000, 2000, 5000, 20000};
}

ChooserPage::ChooserPage(const QList<GpuSpec> &specs, QWidget *parent)
    : QWidget(parent), m_specs(specs)
{
    setObjectName(QStringLiteral("chooserPage"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    auto *row = new FlowLayout;
    m_job = new QComboBox(this);
    m_job->setObjectName(QStringLiteral("chooserJob"));
    m_job->setAccessibleName(tr("The job"));
    for (Job job : {Job::Learning, Job::FineTuning, Job::Training, Job::Serving})
        m_job->addItem(chooser::jobName(job), int(job));
    m_size = new QDoubleSpinBox(this);
    m_size->setObjectName(QStringLiteral("chooserSize"));
    m_size->setAccessibleName(tr("Model size, billions of parameters"));
    m_size->setRange(0.1, 2000);
    m_size->setDecimals(1);
    m_size->setSingleStep(1);
    m_size->setSuffix(tr(" B parameters"));
    m_size->setValue(7);
    m_budget = new QComboBox(this);
    m_budget->setObjectName(QStringLiteral("chooserBudget"));
    m_budget->setAccessibleName(tr("Hardware budget"));
    for (double budget : budgets())
        m_budget->addItem(budget <= 0
                              ? tr("No budget")
                              : tr("Up to %1").arg(moneyText(budget, QStringLiteral("USD"), 0)),
                          budget);
    m_budget->setCurrentIndex(2);
    const auto addPair = [&](const QString &text, QWidget *field) {
        auto *label = new QLabel(text, this);
        label->setBuddy(field);
        row->addPair(label, field);
    };
    addPair(tr("&Job:"), m_job);
    addPair(tr("Model &size:"), m_size);
    addPair(tr("B&udget:"), m_budget);
    layout->addLayout(row);

    m_result = new QLabel(this);
    m_result->setObjectName(QStringLiteral("chooserResult"));
    m_result->setWordWrap(true);
    m_result->setTextFormat(Qt::RichText);
    m_result->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_result->setAccessibleName(tr("The recommendation and its reasons"));
    layout->addWidget(m_result);
    layout->addStretch(1);

    connect(m_job, &QComboBox::currentIndexChanged, this, &ChooserPage::update);
    connect(m_budget, &QComboBox::currentIndexChanged, this, &ChooserPage::update);
    connect(m_size, &QDoubleSpinBox::valueChanged, this, &ChooserPage::update);
    update();
}

chooser::Need ChooserPage::need() const
{
    return {Job(m_job->currentData().toInt()), m_size->value(), m_budget->currentData().toDouble()};
}

void ChooserPage::setNeed(const chooser::Need &need)
{
    const QSignalBlocker a(m_job), b(m_size), c(m_budget);
    m_job->setCurrentIndex(std::max(0, m_job->findData(int(need.job))));
    m_size->setValue(need.paramsBillions);
    int budget = 0;
    for (int i = 0; i < m_budget->count(); ++i)
        if (m_budget->itemData(i).toDouble() <= need.budgetUsd)
            budget = i;
    m_budget->setCurrentIndex(budget);
    update();
}

QString ChooserPage::choiceHtml(const chooser::Choice &choice)
{
    QString html = QStringLiteral("<p><b>%1</b> &nbsp; %2</p>")
                       .arg(chooser::verdictName(choice.verdict).toHtmlEscaped(),
                            tr("Memory: %1").arg(choice.needRule).toHtmlEscaped());
    html += QStringLiteral("<ul>");
    for (const QString &reason : choice.reasons)
        html += QStringLiteral("<li>%1</li>").arg(reason.toHtmlEscaped());
    html += QStringLiteral("</ul>");
    if (choice.candidates.isEmpty()) {
        html += tr("<p>No GPU in the data file fits.</p>");
        return html;
    }
    // The ranks written here, in the language's digits: Qt numbers an <ol> in Latin digits.
    html += QStringLiteral("<p><b>%1</b></p><ol style=\"list-style-type: none\">")
                .arg(choice.verdict == chooser::Verdict::Buy ? tr("Cards to look at:")
                                                             : tr("GPUs to rent:"));
    for (qsizetype rank = 0; rank < choice.candidates.size(); ++rank) {
        const chooser::Candidate &candidate = choice.candidates.at(rank);
        const QString name =
            candidate.count > 1
                ? tr("%1 × %2").arg(QLocale().toString(candidate.count)).arg(candidate.spec.name)
                : candidate.spec.name;
        //: A rank ("1."), a GPU to look at in bold (its name is Latin: "2 × H100 SXM5 80 GB"),
        //: then why. A right-to-left language starts the item with a right-to-left mark (U+200F)
        //: so that the item does not take the Latin name's direction.
        html += tr("<li>%1 <b>%2</b>: %3</li>")
                    .arg(tr("%1.", "a rank in the list: 1., 2., 3.")
                             .arg(QLocale().toString(rank + 1))
                             .toHtmlEscaped(),
                         name.toHtmlEscaped(), listText(candidate.reasons).toHtmlEscaped());
    }
    html += QStringLiteral("</ol>");
    html += tr("<p>Figures from the data file (each row's source is in the other tabs' "
               "tooltips); the memory rule is a rule of thumb: the <i>Will it fit?</i> lesson "
               "works it out in full.</p>");
    return html;
}

void ChooserPage::update()
{
    m_choice = chooser::choose(need(), m_specs);
    m_result->setText(choiceHtml(m_choice));
}

} // namespace gpulab
