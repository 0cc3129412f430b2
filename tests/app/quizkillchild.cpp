// The child that tst_quizkill kills with SIGKILL mid-quiz. It opens the store at argv[1], starts
// an attempt (printing "attempt ID"), then records the answers of quizkillshared.h one at a time,
// printing "recorded N" after each recordQuizAnswer() has returned (committed) and flushing, so
// that every line the test reads names an answer that must survive. argv[2]: the pause in ms
// after each answer; 0 records as fast as it can, so that the kill lands inside a write.
// Exits 2 when it cannot start as asked, 3 when a write fails.
#include "app/store/progressstore.h"
#include "quizkillshared.h"

#include <QCoreApplication>
#include <QThread>

#include <cstdio>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    bool ok = false;
    const int pauseMs = args.value(2).toInt(&ok);
    if (args.size() != 3 || !ok || pauseMs < 0) {
        std::fprintf(stderr, "usage: quizkillchild DATABASE PAUSE_MS\n");
        return 2;
    }

    gpulab::ProgressStore store;
    const gpulab::ProgressStore::OpenResult opened = store.open(args[1]);
    // The test wants a file on disk, opened normally; anything else would test nothing.
    if (!opened.ok || opened.inMemory || opened.recovered) {
        std::fprintf(stderr, "cannot open %s: %s\n", qPrintable(args[1]),
                     qPrintable(opened.message));
        return 2;
    }
    const qint64 id = store.startQuizAttempt(quizkill::attempt());
    if (id <= 0) {
        std::fprintf(stderr, "cannot start an attempt: %s\n", qPrintable(store.lastError()));
        return 2;
    }
    std::printf("attempt %lld\n", static_cast<long long>(id));
    std::fflush(stdout);
    for (int n = 0; n < quizkill::kQuestionCount; ++n) {
        if (!store.recordQuizAnswer(quizkill::answer(id, n))) {
            std::fprintf(stderr, "answer %d failed: %s\n", n, qPrintable(store.lastError()));
            return 3;
        }
        std::printf("recorded %d\n", n + 1);
        std::fflush(stdout);
        if (pauseMs > 0)
            QThread::msleep(pauseMs);
    }
    return 0;
}
