// The one way to refuse with a reason: a function that returns false and says why through an
// optional `QString *error` writes it with failWith(), instead of each one repeating a lambda.
#pragma once

#include <QString>

namespace gpulab {

// Says why in *error (when there is one to write to) and returns Result{}: false, or an empty
// std::optional for a function that returns one:
//   if (bad) return failWith(error, tr("..."));
//   if (bad) return failWith<std::optional<Session>>(error, tr("..."));
template <class Result = bool> Result failWith(QString *error, const QString &why)
{
    if (error)
        *error = why;
    return Result{};
}

} // namespace gpulab
