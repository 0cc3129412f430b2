// The one way to refuse with a reason: a function that returns false and says why through an
// optional `QString *error` writes it with failWith(), instead of each one repeating a lambda.
#pragma once

#include <QString>

namespace gpulab {

// Says why in *error (when there is one to write to) and returns false:
//   if (bad) return failWith(error, tr("..."));
inline bool failWith(QString *error, const QString &why)
{
    if (error)
        *error = why;
    return false;
}

} // namespace gpulab
