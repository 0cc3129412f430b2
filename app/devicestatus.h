// The OpenCL device the application uses: found on a worker thread at start (OpenCL drivers can
// take a noticeable time to load, and the window must not wait for them), shown in the status
// bar ("OpenCL: <device>" or "No OpenCL — CPU only") and chosen in a small picker dialog. The
// choice is remembered by device and platform name; `gpulab --device INDEX` overrides it.
//
// Processes: discovery happens in the measurement engine, a `gpulab-cli engine` child process
// (lessons/framework/engineclient.h); its answer arrives as an event on the GUI thread. No OpenCL
// driver is ever loaded into the application's own process.
#pragma once

#include "compute/devices.h"
#include "lessons/framework/engineclient.h"
#include "lessons/framework/machinestate.h"

#include <QDialog>
#include <QObject>
#include <QPointer>
#include <QToolButton>

class QListWidget;
class QLabel;

namespace gpulab {

class DeviceService : public QObject
{
    Q_OBJECT
public:
    explicit DeviceService(QObject *parent = nullptr);
    ~DeviceService() override;

    // Starts discovery (once). `forcedIndex` >= 0 selects that device once found.
    void start(int forcedIndex = -1);
    // Starts discovery once `window` has painted its first frame, so that the engine process
    // (which loads the OpenCL drivers, a core's worth of work for a moment) does not compete with
    // the window's start-up.
    void startAfterFirstPaint(QWidget *window, int forcedIndex = -1);
    bool isReady() const { return m_ready; }
    // Blocks until discovery ends (for --smoke-test and tests only), at most `msecs`.
    bool waitUntilReady(int msecs);

    const DeviceDiscovery &discovery() const { return m_discovery; }
    int selectedIndex() const { return m_selected; } // -1: none (CPU only)
    const DeviceInfo *selectedDevice() const;
    void select(int index);
    QString summary() const; // one line for the status bar and reports
    // Why the requested --device could not be used; empty when it could (or none was asked).
    QString notice() const { return m_notice; }

    // The one measurement engine process and the machine state every lesson shares (the chosen
    // device, what was measured on it): lent to lessons in their LessonContext.
    EngineService &engine() { return m_engineService; }
    MachineState &machine() { return m_machine; }

signals:
    void ready();
    void selectionChanged();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void finish(DeviceDiscovery discovery);
    void finishDiscovery(DeviceDiscovery discovery);

    MachineState m_machine;
    EngineService m_engineService;
    DeviceDiscovery m_discovery;
    bool m_started = false;         // discovery was asked for
    QPointer<QWidget> m_waitingFor; // startAfterFirstPaint()
    bool m_ready = false;
    int m_selected = -1;
    int m_forced = -1;
    QString m_notice;
};

// The status-bar button: shows the device, opens the picker.
class DeviceButton : public QToolButton
{
    Q_OBJECT
public:
    explicit DeviceButton(DeviceService *service, QWidget *parent = nullptr);
    void openPicker();

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void resizeEvent(QResizeEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void refresh();
    void fitText(); // the longest of m_texts that fits the button's width
    QSize sizeFor(const QString &text) const;
    DeviceService *m_service;
    QStringList m_texts; // the summary, then shorter ones
};

class DevicePickerDialog : public QDialog
{
    Q_OBJECT
public:
    DevicePickerDialog(const DeviceService &service, QWidget *parent = nullptr);
    int chosenIndex() const;

private:
    void showDetails();
    const DeviceService &m_service;
    QListWidget *m_list = nullptr;
    QLabel *m_details = nullptr;
};

QString deviceLabel(const DeviceInfo &device); // "NVIDIA H100 (GPU, NVIDIA CUDA)"

} // namespace gpulab
