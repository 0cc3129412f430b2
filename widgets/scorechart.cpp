// ScoreChart (see scorechart.h).
#include "widgets/scorechart.h"
#include "lessons/framework/numbertext.h"

#include "lessons/framework/csvwriter.h"
#include "lessons/framework/sentencetext.h"
#include "widgets/chartframe.h"

#include <QChart>
#include <QChartView>
#include <QDateTimeAxis>
#include <QFontMetrics>
#include <QLabel>
#include <QLegend>
#include <QLineSeries>
#include <QLocale>
#include <QMap>
#include <QStackedWidget>
#include <QVBoxLayout>
#include <QValueAxis>

#include <algorithm>
#include <cmath>
#include <iterator>

namespace gpulab {

namespace {

QString percentText(double percent)
{
    return QLocale().toString(int(std::lround(percent))) + QStringLiteral(" %");
}

// "5 attempts, last 80 %, best 90 %" for points sorted by time.
QString attemptsText(const QList<ScorePoint> &points)
{
    double best = 0;
    for (const ScorePoint &point : points)
        best = std::max(best, point.percent);
    const QString attempts = points.size() == 1
                                 ? ScoreChart::tr("1 attempt")
                                 : ScoreChart::tr("%1 attempts").arg(wholeText(points.size()));
    return ScoreChart::tr("%1, last %2, best %3")
        .arg(attempts, percentText(points.last().percent), percentText(best));
}

// The points of each quiz, in the order the quizzes were first taken.
QList<QList<ScorePoint>> byQuiz(const QList<ScorePoint> &points)
{
    QList<QString> ids;
    QMap<QString, QList<ScorePoint>> groups;
    for (const ScorePoint &point : points) {
        if (!groups.contains(point.quizId))
            ids.append(point.quizId);
        groups[point.quizId].append(point);
    }
    QList<QList<ScorePoint>> result;
    for (const QString &id : ids)
        result.append(groups.value(id));
    return result;
}

QString nameOf(const QList<ScorePoint> &group)
{
    const QString label = group.last().label;
    return label.isEmpty() ? group.last().quizId : label;
}

} // namespace

ScoreChart::ScoreChart(QWidget *parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("scoreChart"));
    setAccessibleName(tr("Quiz scores over time"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_stack = new QStackedWidget(this);
    m_empty = new QLabel(tr("No quiz attempts yet. Your scores appear here once you finish a "
                            "quiz."),
                         m_stack);
    m_empty->setObjectName(QStringLiteral("scoreChartEmpty"));
    m_empty->setWordWrap(true);
    m_empty->setAlignment(Qt::AlignCenter);
    m_frame = new ChartFrame(tr("Quiz scores over time"), m_stack);
    m_frame->setObjectName(QStringLiteral("scoreChartFrame"));
    m_frame->setCsvProvider([this] { return csv(); });
    m_frame->view()->setMinimumHeight(QFontMetrics(font()).lineSpacing() * 13);
    m_stack->addWidget(m_empty);
    m_stack->addWidget(m_frame);
    layout->addWidget(m_stack, 1);
    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("scoreChartSummary"));
    m_summary->setWordWrap(true);
    m_summary->setAccessibleName(tr("Quiz scores in words"));
    layout->addWidget(m_summary);
    rebuild();
}

void ScoreChart::setPoints(const QList<ScorePoint> &points)
{
    m_points = points;
    std::stable_sort(m_points.begin(), m_points.end(),
                     [](const ScorePoint &a, const ScorePoint &b) { return a.at < b.at; });
    rebuild();
}

int ScoreChart::seriesCount() const
{
    return int(byQuiz(m_points).size());
}

QString ScoreChart::summary() const
{
    if (m_points.isEmpty())
        return m_empty->text();
    const QList<QList<ScorePoint>> groups = byQuiz(m_points);
    QString text = attemptsText(m_points);
    if (groups.size() == 1)
        return tr("%1: %2.").arg(nameOf(groups.first()), text);
    QStringList parts;
    for (const QList<ScorePoint> &group : groups)
        parts.append(labelled(nameOf(group), attemptsText(group)));
    return tr("%1 in all. %2.").arg(text, clauseList(parts));
}

QString ScoreChart::csv() const
{
    QString text = csv::record({QStringLiteral("quiz_id"), QStringLiteral("label"),
                                QStringLiteral("finished_at"), QStringLiteral("percent")});
    for (const ScorePoint &point : m_points)
        text += csv::record({point.quizId, point.label, point.at.toString(Qt::ISODate),
                             QString::number(point.percent, 'g', 6)});
    return text;
}

void ScoreChart::setSceneStyle(const SceneStyle &style)
{
    m_style = style;
    m_styled = true;
    // Tall enough for the axis labels at this font size (Qt Charts elides them otherwise).
    m_frame->view()->setMinimumHeight(QFontMetrics(style.font).lineSpacing() * 13);
    rebuild();
}

void ScoreChart::rebuild()
{
    const QString words = summary();
    m_summary->setText(words);
    setAccessibleDescription(words);
    m_frame->view()->setAccessibleDescription(words);
    if (m_points.isEmpty()) {
        m_stack->setCurrentWidget(m_empty);
        return;
    }
    m_stack->setCurrentWidget(m_frame);

    m_frame->clearChart(m_styled ? &m_style : nullptr);
    QChart *chart = m_frame->chart();

    // Whole days from the first attempt's day to the end of the last one's, a tick at each
    // midnight while they fit, so no point sits on the plot's edge and a date label stands
    // where that day begins. Attempts within a day or so get a time axis with some room.
    QDateTime first = m_points.first().at;
    QDateTime last = m_points.last().at;
    auto *x = new QDateTimeAxis;
    const qint64 days = first.date().daysTo(last.date()) + 1;
    if (days <= 2) {
        const qint64 room = std::max<qint64>(1800, first.secsTo(last) / 10);
        x->setRange(first.addSecs(-room), last.addSecs(room));
        x->setFormat(QLocale().dateTimeFormat(QLocale::ShortFormat));
        x->setTickCount(4);
    } else {
        x->setRange(first.date().startOfDay(), last.date().addDays(1).startOfDay());
        x->setFormat(QLocale().dateFormat(QLocale::ShortFormat));
        x->setTickCount(days <= 10 ? int(days) + 1 : 6);
    }
    x->setTitleText(tr("Date of the attempt"));
    auto *y = new QValueAxis;
    y->setRange(0, 100);
    y->setTickCount(6);
    y->setLabelFormat(QStringLiteral("%d"));
    y->setTitleText(tr("Score (%)"));
    if (m_styled) {
        for (QAbstractAxis *axis :
             {static_cast<QAbstractAxis *>(x), static_cast<QAbstractAxis *>(y)}) {
            axis->setLabelsBrush(m_style.foreground);
            axis->setTitleBrush(m_style.foreground);
            axis->setGridLineColor(m_style.muted);
            axis->setLabelsFont(m_style.font);
            axis->setTitleFont(m_style.font);
        }
    }
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);

    const qreal width = m_style.highContrast ? 3.5 : 2.5;
    chart->legend()->setMarkerShape(QLegend::MarkerShapeFromSeries); // the legend shows the dashes
    const QList<QList<ScorePoint>> groups = byQuiz(m_points);
    for (int i = 0; i < groups.size(); ++i) {
        const QList<ScorePoint> &group = groups[i];
        const QString name = nameOf(group);
        auto *series = new QLineSeries;
        series->setName(name);
        series->setPointsVisible(true);
        // Okabe–Ito, skipping yellow (index 3), which fades on light backgrounds.
        static constexpr int kColours[] = {4, 5, 2, 0, 6, 1, 7};
        // And a dash pattern of its own (shown in the legend too): not told apart by colour alone.
        static constexpr Qt::PenStyle kDashes[] = {Qt::SolidLine, Qt::DashLine, Qt::DotLine,
                                                   Qt::DashDotLine, Qt::DashDotDotLine};
        QPen pen(m_style.series[kColours[i % 7]]);
        pen.setStyle(kDashes[i % std::size(kDashes)]);
        pen.setWidthF(width);
        series->setPen(pen);
        for (const ScorePoint &point : group)
            series->append(double(point.at.toMSecsSinceEpoch()), point.percent);
        chart->addSeries(series);
        series->attachAxis(x);
        series->attachAxis(y);
        m_frame->attachHover(series, [name](const QPointF &point) {
            const QDateTime at = QDateTime::fromMSecsSinceEpoch(qint64(point.x()));
            return tr("%1: %2 on %3")
                .arg(name, percentText(point.y()), QLocale().toString(at, QLocale::ShortFormat));
        });
    }
}

} // namespace gpulab
