// Errors as values: parsing and move application return Result<T> instead of
// throwing, so that callers on the game server handle bad input explicitly.
#pragma once

#include <cassert>
#include <string>
#include <utility>
#include <variant>

namespace academy::chess {

// A human-readable reason, e.g. "FEN: castling field 'KQx' is invalid".
struct Error {
    std::string message;
};

template <typename T> class Result {
public:
    Result(T value)
        : v_(std::move(value))
    {
    } // NOLINT: implicit so `return value;` works
    Result(Error error)
        : v_(std::move(error))
    {
    }

    bool ok() const { return v_.index() == 0; }
    explicit operator bool() const { return ok(); }

    T& value() &
    {
        assert(ok());
        return std::get<0>(v_);
    }
    const T& value() const&
    {
        assert(ok());
        return std::get<0>(v_);
    }
    T&& value() &&
    {
        assert(ok());
        return std::get<0>(std::move(v_));
    }
    const Error& error() const
    {
        assert(!ok());
        return std::get<1>(v_);
    }

private:
    std::variant<T, Error> v_;
};

} // namespace academy::chess
