// The class results window (see classresultswindow.h).
#include "app/classresultswindow.h"

#include "lessons/framework/csvwriter.h"
#include "lessons/framework/fittedscrollarea.h"
#include "lessons/framework/numbertext.h"
#include "lessons/framework/racerunner.h"
#include "lessons/framework/sentencetext.h"
#include "widgets/chartframe.h"
#include "widgets/flowlayout.h"
#include "widgets/rooflineplot.h"
#include "widgets/tablefit.h"

#include "compute/roofline.h"
#include "compute/variants.h"

#include <QChart>
#include <QCheckBox>
#include <QCloseEvent>
#include <QDir>
#include <QEventLoop>
#include <QFileDialog>
#include <QFontMetricsF>
#include <QGuiApplication>
#include <QHeaderView>
#include <QLabel>
#include <QLineSeries>
#include <QLocale>
#include <QLogValueAxis>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QScatterSeries>
#include <QScreen>
#include <QSignalBlocker>
#include <QTabWidget>
#include <QTableWidget>
#include <QThread>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>

namespace gpulab {

namespace {

// A cell that sorts by the number in Qt::UserRole where both have one (the text is the
// locale's, "1,600" or "1 600"), else by its text.
class SortItem : public QTableWidgetItem
{
public:
    using QTableWidgetItem::QTableWidgetItem;
    bool operator<(const QTableWidgetItem &other) const override
    {
        const QVariant a = data(Qt::UserRole), b = other.data(Qt::UserRole);
        if (a.isValid() && b.isValid())
            return a.toDouble() < b.toDouble();
        return QString::localeAwareCompare(text(), other.text()) < 0;
    }
};

constexpr int kOkIndexRole = Qt::UserRole + 1; // on a student row's first cell

QTableWidgetItem *textItem(const QString &text, const QString &tip = {})
{
    auto *item = new SortItem(text);
    item->setFlags(Qt::ItemIsSelectable | Qt::ItemIsEnabled);
    if (!tip.isEmpty())
        item->setToolTip(tip);
    return item;
}

// A figure in the UI's locale ("—" and -1 for sorting where there is none).
QTableWidgetItem *numberItem(double value, bool known, int decimals, const QString &suffix = {})
{
    auto *item = textItem(known ? withoutTrailingZeros(value, decimals) + suffix
                                : ClassResultsWindow::tr("\u2014"));
    item->setData(Qt::UserRole, known ? value : -1.0);
    item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    return item;
}

// The rung in a word ("shared memory"), or the variant's id for one this GPU Lab does not know.
QString rungWord(const QString &variant)
{
    return variantRung(variant.toStdString());
}

QString rungTitle(const QString &variant)
{
    return variantTitle(variant.toStdString());
}

// The shape of a rung's kernels on the chart, and the same shape as a character for the legend:
// the shape, not the colour, tells the rungs apart.
struct RungShape
{
    QScatterSeries::MarkerShape marker;
    QString glyph;
};

RungShape shapeOf(const QString &variant)
{
    if (variant == QLatin1String("opencl-naive"))
        return {QScatterSeries::MarkerShapeCircle, QStringLiteral("\u25CF")};
    if (variant == QLatin1String("opencl-tiled"))
        return {QScatterSeries::MarkerShapeRectangle, QStringLiteral("\u25A0")};
    if (variant == QLatin1String("opencl-regblock"))
        return {QScatterSeries::MarkerShapeTriangle, QStringLiteral("\u25B2")};
    return {QScatterSeries::MarkerShapeRotatedRectangle, QStringLiteral("\u25C6")};
}

} // namespace

ClassResultsWindow::ClassResultsWindow(const QList<GpuSpec> &datasheets, QWidget *parent)
    : QDialog(parent), m_datasheets(datasheetRoofSpecs(datasheets))
{
    setObjectName(QStringLiteral("classResults"));
    setModal(false);
    setSizeGripEnabled(true);
    m_style = SceneStyle::forPalette(palette(), font());

    auto *layout = new QVBoxLayout(this);
    auto *row = new FlowLayout;
    m_open = new QPushButton(this);
    connect(m_open, &QPushButton::clicked, this, &ClassResultsWindow::openFolderWithDialog);
    m_export = new QPushButton(this);
    m_export->setEnabled(false);
    connect(m_export, &QPushButton::clicked, this, &ClassResultsWindow::exportCsvWithDialog);
    m_progress = new QProgressBar(this);
    m_progress->setVisible(false);
    m_cancelButton = new QPushButton(this);
    m_cancelButton->setVisible(false);
    connect(m_cancelButton, &QPushButton::clicked, this, &ClassResultsWindow::cancel);
    row->addWidget(m_open);
    row->addWidget(m_export);
    row->addWidget(m_progress);
    row->addWidget(m_cancelButton);
    layout->addLayout(row);
    m_status = new QLabel(this);
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_status);

    m_tabs = new QTabWidget(this);
    m_tabs->setDocumentMode(true);
    layout->addWidget(m_tabs, 1);

    // The class roofline.
    auto *chartPage = new QWidget(m_tabs);
    auto *chartLayout = new QVBoxLayout(chartPage);
    chartLayout->setContentsMargins(0, 0, 0, 0);
    m_chart = new ChartFrame(QString(), chartPage);
    m_chart->setNamesOnSeries(true); // a legend of hundreds of students would say nothing
    m_chart->setMinimumLines(9);
    m_chart->setCsvProvider([this] { return m_results.csv(); });
    chartLayout->addWidget(m_chart, 1);
    m_showDatasheets = new QCheckBox(chartPage);
    m_showDatasheets->setChecked(true);
    connect(m_showDatasheets, &QCheckBox::toggled, this, &ClassResultsWindow::rebuildChart);
    m_legend = new QLabel(chartPage);
    m_legend->setWordWrap(true);
    m_legend->setTextFormat(Qt::RichText);
    chartLayout->addWidget(m_legend);
    chartLayout->addWidget(m_showDatasheets);
    // The chart keeps its minimum height (ChartFrame::setMinimumLines); where the window is
    // shorter (a projector's large text), the page scrolls.
    m_tabs->addTab(new FittedScrollArea(chartPage, m_tabs), QString());

    // The students.
    m_students = new QTableWidget(m_tabs);
    m_students->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_students->setSelectionMode(QAbstractItemView::SingleSelection);
    m_students->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_students->verticalHeader()->setVisible(false);
    m_students->setSortingEnabled(true);
    connect(m_students, &QTableWidget::currentCellChanged, this, [this](int row) {
        const QTableWidgetItem *item = row >= 0 ? m_students->item(row, 0) : nullptr;
        const int index = item ? item->data(kOkIndexRole).toInt() : -1;
        if (index != m_selected) {
            m_selected = index;
            rebuildChart();
        }
    });
    keepTableFitted(m_students);
    m_tabs->addTab(m_students, QString());

    // The files left out.
    m_skipped = new QTableWidget(m_tabs);
    m_skipped->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_skipped->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_skipped->verticalHeader()->setVisible(false);
    m_skipped->setSortingEnabled(true);
    keepTableFitted(m_skipped);
    m_tabs->addTab(m_skipped, QString());

    m_close = new QPushButton(this);
    connect(m_close, &QPushButton::clicked, this, &QDialog::close);
    auto *closeRow = new QHBoxLayout;
    closeRow->addStretch(1);
    closeRow->addWidget(m_close);
    layout->addLayout(closeRow);

    retranslateUi(); // shows the results
    fitToScreen();
}

void ClassResultsWindow::retranslateUi()
{
    setWindowTitle(tr("Class Results"));
    m_open->setText(tr("&Open Folder\u2026"));
    m_open->setToolTip(tr("A folder of the Live Lab sessions your students saved (Save Session, "
                          "in the Live Lab) and handed in, for example as your "
                          "course site downloads them."));
    m_export->setText(tr("&Export Table as CSV\u2026"));
    m_progress->setAccessibleName(tr("Files read"));
    m_progress->setFormat(tr("%v of %m files"));
    m_cancelButton->setText(tr("&Cancel"));
    if (m_thread)
        m_status->setText(
            tr("Reading the sessions in %1\u2026").arg(QDir::toNativeSeparators(m_folder)));
    else if (m_results.folder.isEmpty())
        m_status->setText(tr("Open the folder of session files your class handed in."));
    m_chart->setTitle(tr("The class roofline"));
    m_showDatasheets->setText(tr("&Datasheet roofs"));
    m_showDatasheets->setToolTip(
        tr("Datacenter GPUs, from the data file assets/data/gpu-specs.csv, with its sources."));
    m_tabs->setTabText(0, tr("Class &roofline"));
    m_tabs->setTabText(1, tr("&Students"));
    m_students->setAccessibleName(tr("Students"));
    m_skipped->setAccessibleName(tr("Skipped files"));
    setColumnTitles(m_skipped, {{tr("File")}, {tr("What it is")}, {tr("Why it is left out")}});
    m_close->setText(tr("C&lose"));
    // The status, the tables (their headers), the chart (its axes) and the legend, made again
    // from the results read: the folder is not read again, the student chosen stays.
    showResults();
}

ClassResultsWindow::~ClassResultsWindow()
{
    stopWorker();
}

void ClassResultsWindow::fitToScreen()
{
    const QScreen *screen = parentWidget() && parentWidget()->screen()
                                ? parentWidget()->screen()
                                : QGuiApplication::primaryScreen();
    const QRect area = screen ? screen->availableGeometry() : QRect(0, 0, 1024, 768);
    // A chart and a table of the class want the room: most of the screen, a little of it left
    // to see the lesson beside.
    setMaximumSize(area.size());
    resize((area.size() * 0.85).expandedTo(minimumSizeHint()).boundedTo(area.size()));
}

void ClassResultsWindow::changeEvent(QEvent *event)
{
    QDialog::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    if ((event->type() == QEvent::FontChange || event->type() == QEvent::PaletteChange) &&
        !m_styled) {
        m_style = SceneStyle::forPalette(palette(), font());
        rebuildChart();
    }
}

void ClassResultsWindow::setSceneStyle(const SceneStyle &style)
{
    m_style = style;
    m_styled = true;
    m_chart->setAxisStyle(style.foreground, style.muted, style.font);
    rebuildChart();
}

void ClassResultsWindow::openFolderWithDialog()
{
    const QString folder = QFileDialog::getExistingDirectory(
        this, tr("Open Class Results"), m_folder.isEmpty() ? QDir::homePath() : m_folder);
    if (!folder.isEmpty())
        openFolder(folder);
}

void ClassResultsWindow::openFolder(const QString &folder)
{
    stopWorker();
    m_folder = folder;
    m_cancel = std::make_shared<CancelToken>();
    auto results = std::make_shared<ClassResults>();
    const std::shared_ptr<CancelToken> cancel = m_cancel;
    // The worker only reads files and fills `results`; progress comes back as queued calls,
    // which Qt drops if the window is gone (it waits for the worker before it goes).
    QThread *thread = QThread::create([this, folder, cancel, results] {
        *results = ClassResults::loadFolder(folder, cancel.get(), [this](int done, int total) {
            QMetaObject::invokeMethod(
                this,
                [this, done, total] {
                    m_progress->setMaximum(std::max(total, 1));
                    m_progress->setValue(done);
                },
                Qt::QueuedConnection);
        });
    });
    thread->setParent(this);
    m_thread = thread;
    connect(thread, &QThread::finished, this, [this, thread, results] {
        if (m_thread == thread) {
            m_thread = nullptr;
            loadingEnded(results);
        }
        thread->deleteLater();
    });
    m_progress->setRange(0, 0); // busy until the worker has listed the folder
    m_progress->setVisible(true);
    m_cancelButton->setVisible(true);
    m_open->setEnabled(false);
    m_status->setText(tr("Reading the sessions in %1\u2026").arg(QDir::toNativeSeparators(folder)));
    thread->start();
}

void ClassResultsWindow::cancel()
{
    if (m_cancel)
        m_cancel->cancel();
}

void ClassResultsWindow::stopWorker()
{
    if (!m_thread)
        return;
    m_cancel->cancel();
    m_thread->wait();   // one file at most
    m_thread = nullptr; // its finished() still deletes it; nothing is shown
    m_progress->setVisible(false);
    m_cancelButton->setVisible(false);
    m_open->setEnabled(true);
}

bool ClassResultsWindow::waitForLoaded(int timeoutMs)
{
    if (!isLoading())
        return true;
    QEventLoop loop;
    connect(this, &ClassResultsWindow::loaded, &loop, &QEventLoop::quit);
    QTimer::singleShot(timeoutMs, &loop, &QEventLoop::quit);
    loop.exec();
    return !isLoading();
}

void ClassResultsWindow::closeEvent(QCloseEvent *event)
{
    stopWorker();
    QDialog::closeEvent(event);
}

void ClassResultsWindow::loadingEnded(const std::shared_ptr<ClassResults> &results)
{
    m_results = std::move(*results);
    m_progress->setVisible(false);
    m_cancelButton->setVisible(false);
    m_open->setEnabled(true);
    m_selected = -1;
    showResults();
    emit loaded();
}

void ClassResultsWindow::showResults()
{
    const int students = m_results.count(ClassFile::Kind::Ok);
    const int skipped = int(m_results.skippedFiles().size());
    m_export->setEnabled(students > 0);
    m_tabs->setTabText(2, tr("S&kipped files (%1)").arg(QLocale().toString(skipped)));
    if (!m_results.folder.isEmpty()) {
        QString text = tr("%1: %Ln student(s) on the chart", nullptr, students)
                           .arg(QDir(m_results.folder).dirName());
        text += skipped ? tr("; %Ln file(s) left out (see Skipped files).", nullptr, skipped)
                        : tr("; no file left out.");
        if (m_results.notRead > 0)
            text = joinSentences(
                text, tr("%Ln more file(s) not read: a class is read up to %1 files and %2 MiB.",
                         nullptr, m_results.notRead)
                          .arg(QLocale().toString(classlimit::kMaxFiles))
                          .arg(QLocale().toString(classlimit::kMaxTotalBytes >> 20)));
        if (m_results.cancelled)
            text = joinSentences(text, tr("Cancelled: only the files read before are shown."));
        m_status->setText(text);
        m_status->setToolTip(QDir::toNativeSeparators(m_results.folder));
    }
    fillStudents();
    fillSkipped();
    rebuildChart();
}

void ClassResultsWindow::fillStudents()
{
    // The rows made again keep the student chosen (m_selected; -1 for a new class): the table
    // says nothing while it is emptied and filled.
    const QSignalBlocker quiet(m_students);
    const std::vector<QString> rungs = m_results.rungs();
    QList<ColumnTitle> titles{
        {tr("Student"), tr("From the file's name (a session holds no name)")},
        {tr("Device"), tr("The OpenCL device the session measured")},
        {tr("CPU"), tr("The processor of the machine, from the session's provenance")},
        {tr("Best GFLOP/s"), tr("The fastest verified result of the session, and its rung")},
        {tr("Memory GB/s"), tr("Measured memory-bandwidth roof")},
        {tr("Peak GFLOP/s"), tr("Measured float32 arithmetic roof")}};
    for (const QString &rung : rungs)
        titles.append(ColumnTitle(
            tr("\u00D7 %1").arg(rungWord(rung)),
            tr("Speedup of %1 over serial-naive (GFLOP/s in the tooltip)").arg(rungTitle(rung))));
    m_students->setSortingEnabled(false);
    m_students->clearContents();
    m_students->setRowCount(0);
    setColumnTitles(m_students, titles);
    const std::vector<int> ok = m_results.okFiles();
    m_students->setRowCount(int(ok.size()));
    for (int row = 0; row < int(ok.size()); ++row) {
        const ClassFile &file = m_results.files[size_t(ok[size_t(row)])];
        const LabSession &s = *file.session;
        auto *student = textItem(file.student, file.name);
        student->setData(kOkIndexRole, row);
        m_students->setItem(row, 0, student);
        m_students->setItem(row, 1, textItem(s.device, provenanceSummary(s.provenance)));
        const QString cpu = ClassResults::cpuModel(s);
        m_students->setItem(
            row, 2,
            textItem(cpu.isEmpty() ? tr("(not recorded)") : cpu,
                     cpu.isEmpty() ? tr("A version 1 session has no provenance.") : QString()));
        const BenchResult best = ClassResults::best(s);
        auto *bestItem = numberItem(best.gflops, best.gflops > 0, 1);
        if (best.gflops > 0)
            bestItem->setToolTip(tr("%1 at N = %2")
                                     .arg(rungTitle(QString::fromStdString(best.variant)))
                                     .arg(QLocale().toString(best.n)));
        m_students->setItem(row, 3, bestItem);
        const bool roofs = s.roofs.peakGflops > 0;
        m_students->setItem(row, 4, numberItem(s.roofs.bandwidthGBs, roofs, 1));
        m_students->setItem(row, 5, numberItem(s.roofs.peakGflops, roofs, 1));
        const auto figures = ClassResults::rungFigures(s);
        for (size_t k = 0; k < rungs.size(); ++k) {
            const auto found = figures.find(rungs[k]);
            const bool known = found != figures.end() && found->second.speedup >= 0;
            auto *cell = numberItem(known ? found->second.speedup : 0, known, 1,
                                    tr("\u00D7", "after a speedup"));
            if (found != figures.end())
                cell->setToolTip(tr("%1 GFLOP/s at N = %2")
                                     .arg(withoutTrailingZeros(found->second.gflops, 1),
                                          QLocale().toString(found->second.n)));
            m_students->setItem(row, 6 + int(k), cell);
        }
    }
    m_students->setSortingEnabled(true);
    m_students->setCurrentCell(-1, -1);
    for (int row = 0; row < m_students->rowCount(); ++row)
        if (m_selected >= 0 && m_students->item(row, 0)->data(kOkIndexRole) == m_selected)
            m_students->setCurrentCell(row, 0);
}

void ClassResultsWindow::fillSkipped()
{
    m_skipped->setSortingEnabled(false);
    m_skipped->clearContents();
    const std::vector<int> skipped = m_results.skippedFiles();
    m_skipped->setRowCount(int(skipped.size()) + (m_results.notRead > 0 ? 1 : 0));
    int row = 0;
    for (int index : skipped) {
        const ClassFile &file = m_results.files[size_t(index)];
        m_skipped->setItem(row, 0, textItem(file.name, QDir::toNativeSeparators(file.path)));
        m_skipped->setItem(row, 1, textItem(ClassResults::kindName(file.kind)));
        m_skipped->setItem(row, 2, textItem(file.reason()));
        ++row;
    }
    if (m_results.notRead > 0) {
        m_skipped->setItem(row, 0, textItem(tr("%Ln more file(s)", nullptr, m_results.notRead)));
        m_skipped->setItem(row, 1, textItem(tr("not read")));
        m_skipped->setItem(
            row, 2,
            textItem(tr("A class is read up to %1 files and %2 MiB.")
                         .arg(QLocale().toString(classlimit::kMaxFiles))
                         .arg(QLocale().toString(classlimit::kMaxTotalBytes >> 20))));
    }
    m_skipped->setSortingEnabled(true);
}

void ClassResultsWindow::selectStudent(int okIndex)
{
    for (int row = 0; row < m_students->rowCount(); ++row)
        if (m_students->item(row, 0) && m_students->item(row, 0)->data(kOkIndexRole) == okIndex) {
            m_students->setCurrentCell(row, 0); // currentCellChanged rebuilds the chart
            return;
        }
    m_students->setCurrentCell(-1, -1);
}

void ClassResultsWindow::rebuildChart()
{
    m_chart->clearChart(&m_style);
    QChart *chart = m_chart->chart();
    const QList<GpuSpec> specs = m_showDatasheets->isChecked() ? m_datasheets : QList<GpuSpec>();
    const std::vector<int> ok = m_results.okFiles();
    const std::vector<ClassKernelPoint> points = m_results.kernelPoints();
    double highest = rooflineplot::highestDatasheetGflops(specs);
    for (int index : ok)
        highest = std::max(highest, m_results.files[size_t(index)].session->roofs.peakGflops);
    for (const ClassKernelPoint &p : points)
        highest = std::max(highest, p.gflops);
    const rooflineplot::Axes axes = rooflineplot::addAxes(chart, highest > 0 ? highest : 100);
    rooflineplot::addDatasheetRoofs(m_chart, axes, specs, m_style);

    // Every student's roofs: thin, unnamed (hundreds of names would hide the chart); the one
    // chosen in the table thick and named.
    const int selectedFile =
        m_selected >= 0 && m_selected < int(ok.size()) ? ok[size_t(m_selected)] : -1;
    const qreal thin = m_style.highContrast ? 2 : 1.5;
    for (int index : ok) {
        const ClassFile &file = m_results.files[size_t(index)];
        const DeviceRoofs roofs = file.session->roofs;
        if (roofs.peakGflops <= 0 || index == selectedFile)
            continue;
        QLineSeries *line = rooflineplot::addRoof(chart, axes, roofs, QPen(m_style.muted, thin));
        const QString who = tr("%1 (%2)").arg(file.student, file.session->device);
        m_chart->attachHover(line, [who, roofs](const QPointF &) {
            return tr("%1\nmeasured: memory %2 GB/s, peak %3 GFLOP/s")
                .arg(who, withoutTrailingZeros(roofs.bandwidthGBs, 1),
                     withoutTrailingZeros(roofs.peakGflops, 1));
        });
    }
    // The kernels, one series per rung: the shape says the rung.
    const qreal marker = std::max<qreal>(10, QFontMetricsF(m_style.font).height() * 0.8);
    std::map<QString, QScatterSeries *> byRung;
    auto *chosen = new QScatterSeries;
    for (const ClassKernelPoint &p : points) {
        QScatterSeries *&series = byRung[p.variant];
        if (!series) {
            series = new QScatterSeries;
            series->setObjectName(p.variant);
            series->setMarkerShape(shapeOf(p.variant).marker);
            series->setMarkerSize(marker);
            series->setColor(rooflineplot::variantColour(m_style, p.variant.toStdString()));
            series->setBorderColor(m_style.foreground);
        }
        series->append(p.flopsPerByte, p.gflops);
        if (p.file == selectedFile)
            chosen->append(p.flopsPerByte, p.gflops);
    }
    for (const auto &[variant, series] : byRung) {
        chart->addSeries(series);
        series->attachAxis(axes.x);
        series->attachAxis(axes.y);
        QList<std::pair<QPointF, QString>> who;
        for (const ClassKernelPoint &p : points)
            if (p.variant == variant)
                who.append(
                    {QPointF(p.flopsPerByte, p.gflops), m_results.files[size_t(p.file)].student});
        const QString title = rungTitle(variant);
        m_chart->attachHover(series, [who, title](const QPointF &at) {
            QStringList names;
            for (const auto &[point, name] : who)
                if (point == at)
                    names << name;
            return tr("%1: %2\n%3 FLOP/byte, %4 GFLOP/s")
                .arg(itemList(names), title, QLocale().toString(at.x(), 'g', 3),
                     withoutTrailingZeros(at.y(), 1));
        });
    }
    if (selectedFile >= 0) {
        const ClassFile &file = m_results.files[size_t(selectedFile)];
        if (file.session->roofs.peakGflops > 0) {
            QLineSeries *line = rooflineplot::addRoof(chart, axes, file.session->roofs,
                                                      QPen(m_style.foreground, thin * 2));
            line->setName(tr("%1 (measured)").arg(file.student));
            ChartFrame::setSeriesLabel(line, file.student);
        }
        // A ring around the chosen student's kernels.
        chosen->setMarkerShape(QScatterSeries::MarkerShapeCircle);
        chosen->setMarkerSize(marker * 2);
        chosen->setColor(Qt::transparent);
        chosen->setBorderColor(m_style.foreground);
        chosen->setPen(QPen(m_style.foreground, thin));
        chart->addSeries(chosen);
        chosen->attachAxis(axes.x);
        chosen->attachAxis(axes.y);
    } else {
        delete chosen;
    }
    updateLegend();
}

void ClassResultsWindow::updateLegend()
{
    QStringList parts, plain; // rich text, and the same for a screen reader
    std::vector<QString> shown;
    for (const ClassKernelPoint &p : m_results.kernelPoints())
        if (std::find(shown.begin(), shown.end(), p.variant) == shown.end())
            shown.push_back(p.variant);
    std::sort(shown.begin(), shown.end(), [](const QString &a, const QString &b) {
        return designArithmeticIntensity(a.toStdString(), false) <
               designArithmeticIntensity(b.toStdString(), false);
    });
    for (const QString &variant : shown) {
        parts << QStringLiteral("<span style=\"color:%1\">%2</span>&nbsp;%3")
                     .arg(rooflineplot::variantColour(m_style, variant.toStdString()).name(),
                          shapeOf(variant).glyph, rungWord(variant).toHtmlEscaped());
        plain << shapeOf(variant).glyph + QLatin1Char(' ') + rungWord(variant);
    }
    QStringList lines{tr("\u2500\u2500 a student's measured roofs")};
    lines << (m_selected >= 0 ? tr("\u2501\u2501 \u25EF the student chosen in the table")
                              : tr("choose a student in the table to follow one"));
    if (m_showDatasheets->isChecked())
        lines << tr("\u254C\u254C a datasheet GPU");
    for (const QString &line : lines) {
        parts << line.toHtmlEscaped();
        plain << line;
    }
    m_legend->setText(parts.join(QStringLiteral(" &nbsp;\u00B7&nbsp; ")));
    m_legend->setAccessibleName(tr("Legend: %1").arg(clauseList(plain)));
}

bool ClassResultsWindow::exportCsv(const QString &path, QString *error) const
{
    return csv::writeFile(path, m_results.csv(), error);
}

void ClassResultsWindow::exportCsvWithDialog()
{
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Export Class Results as CSV"),
        QDir(m_folder).filePath(QStringLiteral("class-results.csv")), tr("CSV files (*.csv)"));
    QString error;
    if (!path.isEmpty() && !exportCsv(path, &error))
        QMessageBox::warning(this, tr("Export Class Results"), error);
}

} // namespace gpulab
