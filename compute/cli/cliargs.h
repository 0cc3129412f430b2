// How every gpulab-cli command reads an option word: "--name VALUE" and "--name=VALUE" are the
// same option; a value-taking option at the end reports "--name needs a value", and a flag given
// "=VALUE" "--name takes no value" (each command words and throws its own usage error).
// Header-only: lessons/cli (the quiz command) uses it too.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

namespace gpulab::cli {

// The word args[i] as an option. value() may consume the next word (advancing i).
class OptionWord
{
public:
    OptionWord(const std::vector<std::string> &args, std::size_t &i) : m_args(args), m_i(i)
    {
        const std::string &word = args[i];
        const std::size_t eq = word.find('=');
        if (word.rfind("--", 0) == 0 && eq != std::string::npos && eq > 2) {
            m_name = word.substr(0, eq);
            m_attached = word.substr(eq + 1);
        } else {
            m_name = word;
        }
    }

    // "--min" for both "--min 4K" and "--min=4K".
    const std::string &name() const { return m_name; }

    // The value after '=', else the next word; none when the arguments end here.
    std::optional<std::string> value()
    {
        m_valueTaken = true;
        if (m_attached)
            return m_attached;
        if (m_i + 1 >= m_args.size())
            return std::nullopt;
        return m_args[++m_i];
    }

    // "--json=1": a value given to an option that did not ask for one.
    bool unusedValue() const { return m_attached && !m_valueTaken; }

private:
    const std::vector<std::string> &m_args;
    std::size_t &m_i;
    std::string m_name;
    std::optional<std::string> m_attached;
    bool m_valueTaken = false;
};

} // namespace gpulab::cli
