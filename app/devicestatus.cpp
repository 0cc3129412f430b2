// DeviceService, DeviceButton, DevicePickerDialog (see devicestatus.h).
#include "app/devicestatus.h"

#include "lessons/framework/machinestate.h"

#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QEvent>
#include <QEventLoop>
#include <QJsonObject>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QPointer>
#include <QPushButton>
#include <QSettings>
#include <QStyle>
#include <QStyleOptionToolButton>
#include <QTimer>
#include <QVBoxLayout>

namespace gpulab {

QString deviceLabel(const DeviceInfo &device)
{
    return QCoreApplication::translate("gpulab::DeviceService", "%1 (%2, %3)")
        .arg(QString::fromStdString(device.name).trimmed(),
             QString::fromUtf8(deviceTypeName(device.type)),
             QString::fromStdString(device.platformName).trimmed());
}

DeviceService::DeviceService(QObject *parent) : QObject(parent)
{
    // Lessons read the chosen device from MachineState (they cannot see the app's classes).
    connect(this, &DeviceService::selectionChanged, this, [this] {
        const DeviceInfo *device = selectedDevice();
        m_machine.setDevice(m_selected,
                            device ? QString::fromStdString(device->name).trimmed() : QString());
    });
}

DeviceService::~DeviceService() = default;

void DeviceService::start(int forcedIndex)
{
    if (m_started || m_ready)
        return;
    m_started = true;
    m_forced = forcedIndex;
    // Discovery runs in the measurement engine (a child process): the OpenCL drivers are never
    // loaded into the window's process, and the window does not wait for them. The engine
    // service asks once; the lessons' runners read the same answer.
    connect(&m_engineService, &EngineService::discovered, this,
            [this](const DeviceDiscovery &found) { finishDiscovery(found); });
    m_engineService.requestDiscovery();
}

void DeviceService::finishDiscovery(DeviceDiscovery discovery)
{
    if (m_ready)
        return;
    finish(std::move(discovery));
}

void DeviceService::startAfterFirstPaint(QWidget *window, int forcedIndex)
{
    m_forced = forcedIndex;
    m_waitingFor = window;
    window->installEventFilter(this);
    // A window that is never painted (started minimised) still gets its devices.
    QTimer::singleShot(2000, this, [this] {
        if (m_waitingFor) {
            m_waitingFor->removeEventFilter(this);
            m_waitingFor = nullptr;
            start(m_forced);
        }
    });
}

bool DeviceService::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_waitingFor && event->type() == QEvent::Paint) {
        m_waitingFor->removeEventFilter(this);
        m_waitingFor = nullptr;
        // After this paint has returned and been shown.
        QTimer::singleShot(0, this, [this] { start(m_forced); });
    }
    return QObject::eventFilter(watched, event);
}

bool DeviceService::waitUntilReady(int msecs)
{
    if (m_ready)
        return true;
    QEventLoop loop;
    QTimer::singleShot(msecs, &loop, &QEventLoop::quit);
    connect(this, &DeviceService::ready, &loop, &QEventLoop::quit);
    loop.exec();
    return m_ready;
}

void DeviceService::finish(DeviceDiscovery discovery)
{
    m_discovery = std::move(discovery);
    m_ready = true;
    m_selected = m_discovery.available() ? 0 : -1;
    const int count = int(m_discovery.devices.size());
    if (m_forced >= 0 && m_forced < count) {
        m_selected = m_forced;
    } else if (m_forced >= 0) {
        m_notice = count == 0 ? tr("--device %1: there is no OpenCL device here.").arg(m_forced)
                              : tr("--device %1: there is no such device (0 to %2); using the "
                                   "best one instead.")
                                    .arg(m_forced)
                                    .arg(count - 1);
    } else {
        // The remembered choice, by name (indices change when drivers come and go).
        QSettings settings;
        const QString name = settings.value(QStringLiteral("compute/device")).toString();
        for (int i = 0; i < count && !name.isEmpty(); ++i)
            if (deviceLabel(m_discovery.devices[size_t(i)]) == name)
                m_selected = i;
    }
    emit ready();
    emit selectionChanged();
}

const DeviceInfo *DeviceService::selectedDevice() const
{
    return m_selected >= 0 && m_selected < int(m_discovery.devices.size())
               ? &m_discovery.devices[size_t(m_selected)]
               : nullptr;
}

void DeviceService::select(int index)
{
    if (index < 0 || index >= int(m_discovery.devices.size()) || index == m_selected)
        return;
    m_selected = index;
    QSettings().setValue(QStringLiteral("compute/device"), deviceLabel(*selectedDevice()));
    emit selectionChanged();
}

QString DeviceService::summary() const
{
    if (!m_ready)
        return tr("Looking for OpenCL devices\u2026");
    if (const DeviceInfo *device = selectedDevice())
        return tr("OpenCL: %1").arg(deviceLabel(*device));
    return tr("No OpenCL \u2014 CPU only");
}

DeviceButton::DeviceButton(DeviceService *service, QWidget *parent)
    : QToolButton(parent), m_service(service)
{
    setObjectName(QStringLiteral("deviceButton"));
    setAutoRaise(true);
    setToolButtonStyle(Qt::ToolButtonTextOnly);
    setFocusPolicy(Qt::StrongFocus);
    setAccessibleName(tr("OpenCL device"));
    connect(this, &QToolButton::clicked, this, &DeviceButton::openPicker);
    connect(service, &DeviceService::selectionChanged, this, &DeviceButton::refresh);
    refresh();
}

void DeviceButton::refresh()
{
    // The whole summary where there is room, shorter ones (never cut) where there is not.
    m_texts = {m_service->summary()};
    if (const DeviceInfo *device = m_service->isReady() ? m_service->selectedDevice() : nullptr) {
        const QString name = QString::fromStdString(device->name).trimmed();
        const QString type = QString::fromUtf8(deviceTypeName(device->type));
        m_texts << tr("OpenCL: %1 (%2)").arg(name, type) << tr("OpenCL: %1").arg(name)
                << tr("OpenCL: %1").arg(type);
    }
    setText(m_texts.first());
    fitText();
    updateGeometry();
    setAccessibleDescription(m_service->summary());
    const DeviceDiscovery &found = m_service->discovery();
    if (m_service->isReady() && !found.available())
        setToolTip(tr("No OpenCL device was found (%1). Every lesson still works; the "
                      "parallel runs use the CPU threads instead. Install an OpenCL driver "
                      "(for example pocl-opencl-icd) and restart GPU Lab.")
                       .arg(QString::fromStdString(found.problem)));
    else
        setToolTip(tr("The OpenCL device GPU Lab measures with. Click to choose another."));
}

QSize DeviceButton::sizeFor(const QString &text) const
{
    // What QToolButton asks for this text (its own hint is for the text it shows now).
    QStyleOptionToolButton option;
    initStyleOption(&option);
    option.text = text;
    const QSize content = fontMetrics().size(Qt::TextShowMnemonic, text);
    return style()->sizeFromContents(QStyle::CT_ToolButton, &option, content, this);
}

QSize DeviceButton::sizeHint() const
{
    return sizeFor(m_texts.value(0, text()));
}

QSize DeviceButton::minimumSizeHint() const
{
    return sizeFor(m_texts.isEmpty() ? text() : m_texts.last());
}

void DeviceButton::fitText()
{
    for (const QString &candidate : std::as_const(m_texts))
        if (sizeFor(candidate).width() <= width() || candidate == m_texts.last()) {
            if (candidate != text())
                setText(candidate);
            return;
        }
}

void DeviceButton::resizeEvent(QResizeEvent *event)
{
    QToolButton::resizeEvent(event);
    fitText();
}

void DeviceButton::changeEvent(QEvent *event)
{
    QToolButton::changeEvent(event);
    if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange)
        updateGeometry();
}

void DeviceButton::openPicker()
{
    if (!m_service->isReady())
        return;
    DevicePickerDialog dialog(*m_service, window());
    if (dialog.exec() == QDialog::Accepted)
        m_service->select(dialog.chosenIndex());
}

DevicePickerDialog::DevicePickerDialog(const DeviceService &service, QWidget *parent)
    : QDialog(parent), m_service(service)
{
    setWindowTitle(tr("OpenCL device"));
    auto *layout = new QVBoxLayout(this);
    const DeviceDiscovery &found = service.discovery();
    auto *intro = new QLabel(
        found.available()
            ? tr("GPU Lab runs its parallel measurements on this device. The best one is "
                 "listed first.")
            : tr("No OpenCL device is available: %1. The lessons work; measurements use the "
                 "CPU only.")
                  .arg(QString::fromStdString(found.problem)),
        this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    m_list = new QListWidget(this);
    m_list->setAccessibleName(tr("Devices"));
    for (const DeviceInfo &device : found.devices)
        m_list->addItem(QStringLiteral("%1. %2").arg(device.index).arg(deviceLabel(device)));
    m_list->setCurrentRow(qMax(0, service.selectedIndex()));
    layout->addWidget(m_list);
    m_details = new QLabel(this);
    m_details->setWordWrap(true);
    m_details->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    layout->addWidget(m_details);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setEnabled(found.available());
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    connect(m_list, &QListWidget::currentRowChanged, this, &DevicePickerDialog::showDetails);
    showDetails();
}

int DevicePickerDialog::chosenIndex() const
{
    return m_list->currentRow();
}

void DevicePickerDialog::showDetails()
{
    const int row = m_list->currentRow();
    const auto &devices = m_service.discovery().devices;
    if (row < 0 || row >= int(devices.size())) {
        m_details->clear();
        return;
    }
    const DeviceInfo &d = devices[size_t(row)];
    const QLocale locale;
    m_details->setText(
        tr("%1\nCompute units: %2 \u00b7 clock: %3 MHz\nGlobal memory: %4 \u00b7 local memory: "
           "%5 (%6)\n%7 \u00b7 driver %8")
            .arg(QString::fromStdString(d.vendor).trimmed())
            .arg(d.computeUnits)
            .arg(d.clockMHz)
            .arg(locale.formattedDataSize(qint64(d.globalMemBytes)),
                 locale.formattedDataSize(qint64(d.localMemBytes)),
                 d.localMemDedicated ? tr("on chip") : tr("emulated in main memory"),
                 QString::fromStdString(d.deviceVersion).trimmed(),
                 QString::fromStdString(d.driverVersion).trimmed()));
}

} // namespace gpulab
