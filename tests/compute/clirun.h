// Shared by the CLI tests: runs gpulab-cli with arguments, optionally with no OpenCL driver (the
// ICD loader pointed at an empty vendors directory), and gives back its exit code and output.
#pragma once

#include <QByteArray>
#include <QProcess>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

namespace gpulab::test {

struct CliResult
{
    int exitCode = -1; // -1: did not finish in time (killed); -2: crashed
    QByteArray out;
    QByteArray err;
};

// `emptyIcdDir` set: OCL_ICD_VENDORS points there, so the program finds no OpenCL driver.
inline CliResult runCli(const QString &program, const QStringList &args,
                        const QString &emptyIcdDir = {}, int timeoutMs = 120000)
{
    QProcess process;
    if (!emptyIcdDir.isEmpty()) {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("OCL_ICD_VENDORS"), emptyIcdDir);
        process.setProcessEnvironment(env);
    }
    process.start(program, args);
    CliResult result;
    if (!process.waitForFinished(timeoutMs)) {
        process.kill();
        process.waitForFinished();
        return result;
    }
    result.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -2;
    result.out = process.readAllStandardOutput();
    result.err = process.readAllStandardError();
    return result;
}

} // namespace gpulab::test
