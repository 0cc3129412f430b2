// The properties the .npy reader (compute/npyreader.h) must have for every input, shared by the
// randomized QTest (tst_npyfuzz.cpp) and the libFuzzer target (npy_fuzzer.cpp). checkNpy()
// returns the first violation as "tag: details".
//   - readNpy takes at most the time bound and gives a tensor or a non-empty reason;
//   - an accepted tensor has 1 <= rows, cols, rows x cols = its values <= kMaxTensorElements, and
//     the input holds at least that many values' bytes after the magic and the header;
//   - written back as a '<f8' version 1.0 file and read again it is the same, bit for bit;
//   - stored in a file, readNpyFile reads exactly what readNpy read (or refuses with the file's
//     name in front of the same reason);
//   - a small accepted tensor quantises (MXFP4, NVFP4, INT4) without throwing, every value
//     finite or inside a NaN block.
#pragma once

#include "fuzzcommon.h"

#include "compute/blockquant.h"
#include "compute/npyreader.h"

#include <bit>
#include <cmath>
#include <cstring>
#include <string>

namespace gpulab::npyfuzz {

// A '<f8' version 1.0 file of `t` (the writer of the round trip).
inline std::vector<std::uint8_t> writeNpyF8(const fp::Tensor &t)
{
    std::string header = "{'descr': '<f8', 'fortran_order': False, 'shape': (" +
                         std::to_string(t.rows) + ", " + std::to_string(t.cols) + "), }";
    while ((10 + header.size() + 1) % 64 != 0)
        header += ' ';
    header += '\n';
    std::string file("\x93NUMPY\x01\x00", 8);
    file += char(header.size() & 0xff);
    file += char(header.size() >> 8);
    file += header;
    std::vector<std::uint8_t> out(file.begin(), file.end());
    for (double v : t.values) {
        const std::uint64_t bits = std::bit_cast<std::uint64_t>(v);
        for (int i = 0; i < 8; ++i)
            out.push_back(std::uint8_t(bits >> (8 * i)));
    }
    return out;
}

inline bool sameBits(const std::vector<double> &a, const std::vector<double> &b)
{
    return a.size() == b.size() &&
           (a.empty() || std::memcmp(a.data(), b.data(), a.size() * sizeof(double)) == 0);
}

inline QString checkNpyUnguarded(const QByteArray &input, QSet<QString> *features)
{
    const std::span<const std::uint8_t> bytes(reinterpret_cast<const std::uint8_t *>(input.data()),
                                              std::size_t(input.size()));
    QElapsedTimer clock;
    clock.start();
    const std::variant<fp::Tensor, fp::NpyError> read = fp::readNpy(bytes);
    if (const QString slow = fuzz::slowness(clock, input); !slow.isEmpty())
        return QStringLiteral("npy %1").arg(slow);

    // Through a file: the same answer, the file's name in front of a refusal.
    const QString path = fuzz::scratchPath(QStringLiteral("input.npy"));
    if (!fuzz::writeFile(path, input))
        return QStringLiteral("setup: cannot write %1").arg(path);
    const std::variant<fp::Tensor, fp::NpyError> fromFile = fp::readNpyFile(path.toStdString());

    if (const fp::NpyError *error = std::get_if<fp::NpyError>(&read)) {
        const QString reason = QString::fromStdString(error->message);
        if (const QString v = fuzz::refusalViolation(reason, features); !v.isEmpty())
            return v;
        const fp::NpyError *fileError = std::get_if<fp::NpyError>(&fromFile);
        if (!fileError)
            return QStringLiteral("file-differs: the file reader accepted what readNpy refused");
        if (fileError->message != path.toStdString() + ": " + error->message)
            return QStringLiteral("file-differs: %1")
                .arg(fuzz::quoted(QString::fromStdString(fileError->message)));
        return QString();
    }
    const fp::Tensor &t = std::get<fp::Tensor>(read);
    if (features)
        features->insert(QStringLiteral("accepted/%1d").arg(t.rows == 1 ? 1 : 2));
    if (t.rows < 1 || t.cols < 1 || t.values.size() != std::size_t(t.rows) * std::size_t(t.cols) ||
        std::int64_t(t.values.size()) > fp::kMaxTensorElements)
        return QStringLiteral("range: %1 x %2 with %3 values")
            .arg(t.rows)
            .arg(t.cols)
            .arg(t.values.size());
    if (std::size_t(input.size()) < 10 + 2 * t.values.size())
        return QStringLiteral("range: %1 values from %2 bytes")
            .arg(t.values.size())
            .arg(input.size());
    const fp::Tensor *fileTensor = std::get_if<fp::Tensor>(&fromFile);
    if (!fileTensor || fileTensor->rows != t.rows || !sameBits(fileTensor->values, t.values))
        return QStringLiteral("file-differs: the file reader read another tensor");
    const std::variant<fp::Tensor, fp::NpyError> again = fp::readNpy(writeNpyF8(t));
    const fp::Tensor *back = std::get_if<fp::Tensor>(&again);
    if (!back)
        return QStringLiteral("roundtrip-refused: %1")
            .arg(fuzz::quoted(QString::fromStdString(std::get<fp::NpyError>(again).message)));
    if (back->cols != t.cols || !sameBits(back->values, t.values))
        return QStringLiteral("roundtrip-unequal: %1 x %2").arg(t.rows).arg(t.cols);
    if (t.values.size() <= 4096) {
        for (fp::Scheme s : {fp::Scheme::Mxfp4, fp::Scheme::Nvfp4, fp::Scheme::Int4Tensor}) {
            const fp::QuantisedTensor q = fp::quantise(t, fp::schemeSpec(s));
            if (q.values.size() != t.values.size())
                return QStringLiteral("quantise: %1 values for %2")
                    .arg(q.values.size())
                    .arg(t.values.size());
            for (double v : q.values)
                if (std::isinf(v))
                    return QStringLiteral("quantise: an infinite value in %1")
                        .arg(QString::fromLatin1(fp::schemeSpec(s).name));
        }
    }
    return QString();
}

inline QString checkNpy(const QByteArray &input, std::uint64_t /*seed*/ = 0,
                        QSet<QString> *features = nullptr)
{
    return fuzz::guarded([&] { return checkNpyUnguarded(input, features); });
}

} // namespace gpulab::npyfuzz
