// What quizkillchild records and tst_quizkill expects: the attempt and the n-th answer (0-based)
// are a function of n alone, so that the test can check the content of every answer it finds in
// the file after the kill, not only how many there are.
#pragma once

#include "app/store/progressstore.h"

#include <QDate>
#include <QDateTime>
#include <QString>
#include <QTime>

namespace quizkill {

// More than the child can record before the test kills it, even without pauses.
inline constexpr int kQuestionCount = 1000000;

inline gpulab::ProgressStore::QuizAttempt attempt()
{
    gpulab::ProgressStore::QuizAttempt a;
    a.quizId = QStringLiteral("exam");
    a.quizTitle = QStringLiteral("Final exam");
    a.mode = QStringLiteral("test");
    a.seed = 20261122;
    a.questionCount = kQuestionCount;
    a.startedAt = QDateTime(QDate(2026, 11, 22), QTime(8, 0), Qt::UTC);
    return a;
}

inline gpulab::ProgressStore::QuizAnswerRecord answer(qint64 attemptId, int n)
{
    gpulab::ProgressStore::QuizAnswerRecord r;
    r.attemptId = attemptId;
    r.position = n;
    r.lessonId = QStringLiteral("lesson-%1").arg(n % 7);
    r.questionKey = QStringLiteral("question %1").arg(n);
    // Long enough that some answers span more than one page write.
    r.questionText = QStringLiteral("Question %1: how many warps, «%2»? ").arg(n).arg(n * 31) +
                     QString(n % 5 * 300, QLatin1Char('x'));
    r.response = QStringLiteral("response %1, \"%2\"").arg(n).arg(n % 3);
    r.graded = n % 4 != 3;
    r.fraction = (n % 5) / 4.0;
    r.answeredAt = QDateTime(QDate(2026, 11, 22), QTime(8, 0), Qt::UTC).addMSecs(1000LL * n + 7);
    return r;
}

} // namespace quizkill
