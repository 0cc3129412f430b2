#include "compute/npyreader.h"

#include "compute/formats.h"

#include <bit>
#include <cmath>
#include <cstring>
#include <fstream>
#include <optional>
#include <string_view>
#include <vector>

namespace gpulab::fp {

namespace {

constexpr std::uint8_t kMagic[6] = {0x93, 'N', 'U', 'M', 'P', 'Y'};
constexpr std::size_t kMaxHeaderBytes = 65536;

// A tiny parser of the header dict: strings in ' or ", True/False, tuples of integers.
class HeaderParser
{
public:
    explicit HeaderParser(std::string_view text) : m_text(text) {}

    std::optional<std::string> descr;
    std::optional<bool> fortranOrder;
    std::optional<std::vector<std::int64_t>> shape;

    // Empty on success, else the problem.
    std::string parse()
    {
        skipSpace();
        if (!take('{'))
            return "the header is not a Python dict (no '{')";
        skipSpace();
        while (!take('}')) {
            std::string key;
            if (!readString(key))
                return "the header has a key that is not a quoted string";
            skipSpace();
            if (!take(':'))
                return "the header has no ':' after '" + key + "'";
            skipSpace();
            if (key == "descr") {
                std::string value;
                if (!readString(value))
                    return "the header's 'descr' is not a string";
                descr = value;
            } else if (key == "fortran_order") {
                if (m_text.substr(m_pos, 4) == "True") {
                    fortranOrder = true;
                    m_pos += 4;
                } else if (m_text.substr(m_pos, 5) == "False") {
                    fortranOrder = false;
                    m_pos += 5;
                } else {
                    return "the header's 'fortran_order' is not True or False";
                }
            } else if (key == "shape") {
                std::vector<std::int64_t> dims;
                if (std::string problem = readTuple(dims); !problem.empty())
                    return problem;
                shape = dims;
            } else {
                return "the header has an unknown key '" + key + "'";
            }
            skipSpace();
            if (take(','))
                skipSpace();
            else if (peek() != '}')
                return "the header dict is malformed after '" + key + "'";
        }
        skipSpace();
        if (m_pos != m_text.size())
            return "the header has text after its dict";
        return {};
    }

private:
    char peek() const { return m_pos < m_text.size() ? m_text[m_pos] : '\0'; }
    bool take(char c)
    {
        if (peek() != c || m_pos >= m_text.size())
            return false;
        ++m_pos;
        return true;
    }
    void skipSpace()
    {
        while (m_pos < m_text.size() &&
               (m_text[m_pos] == ' ' || m_text[m_pos] == '\n' || m_text[m_pos] == '\t'))
            ++m_pos;
    }
    bool readString(std::string &out)
    {
        const char quote = peek();
        if (quote != '\'' && quote != '"')
            return false;
        const std::size_t end = m_text.find(quote, m_pos + 1);
        if (end == std::string_view::npos || end - m_pos > 64)
            return false;
        out = std::string(m_text.substr(m_pos + 1, end - m_pos - 1));
        m_pos = end + 1;
        return true;
    }
    std::string readTuple(std::vector<std::int64_t> &dims)
    {
        if (!take('('))
            return "the header's 'shape' is not a tuple";
        skipSpace();
        while (!take(')')) {
            if (peek() < '0' || peek() > '9')
                return "the header's 'shape' holds something that is not a whole number";
            std::int64_t value = 0;
            while (peek() >= '0' && peek() <= '9') {
                value = value * 10 + (peek() - '0');
                if (value > kMaxTensorElements)
                    return "the shape is larger than " + std::to_string(kMaxTensorElements) +
                           " elements";
                ++m_pos;
            }
            // A trailing 'L' (Python 2 long) is allowed.
            take('L');
            dims.push_back(value);
            if (dims.size() > 8)
                return "the shape has too many dimensions";
            skipSpace();
            if (take(','))
                skipSpace();
            else if (peek() != ')')
                return "the header's 'shape' tuple is malformed";
        }
        return {};
    }

    std::string_view m_text;
    std::size_t m_pos = 0;
};

std::uint32_t readLe(const std::uint8_t *p, int bytes)
{
    std::uint32_t v = 0;
    for (int i = bytes - 1; i >= 0; --i)
        v = (v << 8) | p[i];
    return v;
}

} // namespace

std::variant<Tensor, NpyError> readNpy(std::span<const std::uint8_t> bytes)
{
    auto fail = [](std::string message) { return NpyError{std::move(message)}; };
    if (bytes.size() < 10 || std::memcmp(bytes.data(), kMagic, 6) != 0)
        return fail("not a NumPy .npy file (it does not start with \\x93NUMPY)");
    const int major = bytes[6];
    if (major < 1 || major > 3)
        return fail("unsupported .npy format version " + std::to_string(major) + "." +
                    std::to_string(bytes[7]) + " (1.0, 2.0 and 3.0 are read)");
    const int lengthBytes = major == 1 ? 2 : 4;
    const std::size_t prefix = 8 + std::size_t(lengthBytes);
    if (bytes.size() < prefix)
        return fail("the file ends inside its header length");
    const std::uint32_t headerLength = readLe(bytes.data() + 8, lengthBytes);
    if (headerLength > kMaxHeaderBytes)
        return fail("the header claims " + std::to_string(headerLength) +
                    " bytes (at most 65536 are read)");
    if (bytes.size() - prefix < headerLength)
        return fail("the file ends inside its header (" + std::to_string(headerLength) +
                    " bytes announced)");
    const std::string_view header(reinterpret_cast<const char *>(bytes.data() + prefix),
                                  headerLength);
    for (char c : header)
        if (static_cast<unsigned char>(c) >= 0x80 || (c < ' ' && c != '\n' && c != '\t'))
            return fail("the header is not plain text");
    HeaderParser parser(header);
    if (std::string problem = parser.parse(); !problem.empty())
        return fail(problem);
    if (!parser.descr || !parser.fortranOrder || !parser.shape)
        return fail("the header lacks 'descr', 'fortran_order' or 'shape'");
    const std::string &descr = *parser.descr;
    int itemSize = 0;
    if (descr == "<f4")
        itemSize = 4;
    else if (descr == "<f2")
        itemSize = 2;
    else if (descr == "<f8")
        itemSize = 8;
    else if (descr.size() == 3 && descr[0] == '>' && descr[1] == 'f')
        return fail("the data type is '" + descr + "': big-endian data is not supported");
    else
        return fail("the data type is '" + descr +
                    "': only little-endian floats '<f2', '<f4' and '<f8' are read");
    if (*parser.fortranOrder)
        return fail("the array is in Fortran (column-major) order: save it in C order "
                    "(numpy.ascontiguousarray)");
    const std::vector<std::int64_t> &shape = *parser.shape;
    if (shape.empty() || shape.size() > 2)
        return fail("the array has " + std::to_string(shape.size()) +
                    " dimensions: a 1-D or 2-D array is read");
    const std::int64_t rows = shape.size() == 2 ? shape[0] : 1;
    const std::int64_t cols = shape.back();
    if (rows < 1 || cols < 1)
        return fail("the array is empty");
    if (rows > kMaxTensorElements / cols)
        return fail("the array is larger than " + std::to_string(kMaxTensorElements) + " elements");
    const std::int64_t count = rows * cols;
    const std::size_t dataStart = prefix + headerLength;
    const std::size_t dataBytes = bytes.size() - dataStart;
    if (dataBytes != std::size_t(count) * std::size_t(itemSize))
        return fail("the data is " + std::to_string(dataBytes) + " bytes but the shape needs " +
                    std::to_string(count * itemSize));
    Tensor t;
    t.rows = int(rows);
    t.cols = int(cols);
    t.values.resize(std::size_t(count));
    const std::uint8_t *p = bytes.data() + dataStart;
    const FormatSpec &half = formatSpec(Format::Fp16);
    for (std::int64_t i = 0; i < count; ++i, p += itemSize) {
        double v = 0;
        if (itemSize == 2) {
            v = decode(half, readLe(p, 2));
        } else if (itemSize == 4) {
            v = double(std::bit_cast<float>(readLe(p, 4)));
        } else {
            const std::uint64_t bits =
                std::uint64_t(readLe(p, 4)) | (std::uint64_t(readLe(p + 4, 4)) << 32);
            v = std::bit_cast<double>(bits);
        }
        t.values[std::size_t(i)] = v;
    }
    return t;
}

std::variant<Tensor, NpyError> readNpyFile(const std::string &path)
{
    std::ifstream in(path, std::ios::binary);
    if (!in)
        return NpyError{path + ": cannot open the file"};
    in.seekg(0, std::ios::end);
    const std::streamoff size = in.tellg();
    if (size < 0)
        return NpyError{path + ": cannot read the file"};
    if (size > kMaxNpyFileBytes)
        return NpyError{path + ": the file is larger than " +
                        std::to_string(kMaxNpyFileBytes / (1024 * 1024)) + " MiB"};
    in.seekg(0);
    std::vector<std::uint8_t> bytes(static_cast<std::size_t>(size));
    if (size > 0 && !in.read(reinterpret_cast<char *>(bytes.data()), size))
        return NpyError{path + ": cannot read the file"};
    std::variant<Tensor, NpyError> result = readNpy(bytes);
    if (auto *error = std::get_if<NpyError>(&result))
        error->message = path + ": " + error->message;
    return result;
}

} // namespace gpulab::fp
