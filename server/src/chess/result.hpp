// Errors as values, the one result vocabulary of the whole server: a call that can be refused
// returns Result<T, E>, the value or the reason it was refused. Parsing and move application here
// return Result<T> (E = Error, a sentence); the services above name their own reasons
// `…Problem` (accounts::AccountProblem, learn::AssessmentProblem, review::ReviewProblem, ...) and
// return Result<T, ThatProblem>. It lives at the bottom of the stack (standard library only) so
// that every folder can use it.
#pragma once

#include <cassert>
#include <string>
#include <utility>
#include <variant>

namespace academy {

// A human-readable reason, e.g. "FEN: castling field 'KQx' is invalid".
struct Error {
    std::string message;
};

// The value, or the problem that stopped it. `ok()` (or the bool) says which; `value()` and
// `error()` may only be read on their side.
template <typename T, typename E = Error> class Result {
public:
    Result(T value)
        : v_(std::in_place_index<0>, std::move(value))
    {
    } // NOLINT: implicit so `return value;` works
    Result(E error)
        : v_(std::in_place_index<1>, std::move(error))
    {
    } // NOLINT: implicit so `return problem;` works

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
    T& operator*() & { return value(); }
    const T& operator*() const& { return value(); }
    T* operator->() { return &value(); }
    const T* operator->() const { return &value(); }

    const E& error() const
    {
        assert(!ok());
        return std::get<1>(v_);
    }

private:
    std::variant<T, E> v_;
};

namespace chess {
    using academy::Error;
    using academy::Result;
} // namespace chess

} // namespace academy
