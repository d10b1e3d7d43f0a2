// The one way a route reads what a client sent: typed fields of a JSON body (or of the query
// string, the path's named segments or the headers), each with its limits, and the catalogue's 400
// naming the first field that is wrong.
//
//     RequestReader in(req);
//     const auto level = in.field<int>("level", { .min = 1, .max = 25 });
//     const auto note = in.field<std::optional<std::string>>("note", { .max = 200 });
//     const auto color = in.choice<Color>("color", { { "white", Color::white }, ... });
//     if (!in)
//         return in.problem(); // 400 {"message": "level must be a whole number from 1 to 25",
//                              //      "code": "validation_error"}
//
// Reads never throw. After the first problem every read returns an empty value and the problem
// stays the first one, so a handler reads all its fields and checks once.
#pragma once

#include "chess/field_words.hpp"
#include "net/api_types.hpp"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <initializer_list>
#include <limits>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace academy::net {

// The limits of one field. For numbers `min`/`max` bound the value; for text its length in bytes;
// for lists the number of items. `one_of` lists the values text may take; `prefix` is how text
// must begin and `chars` the only characters it may hold (empty: any). `message` replaces the
// generated words where a route's wording is part of its contract; `code` replaces
// validation_error where a route's code is (invalid_fen, invalid_level).
struct FieldRule {
    double min = field_words::kNoMin;
    double max = field_words::kNoMax;
    std::vector<std::string_view> one_of = {};
    std::string_view prefix = {};
    std::string_view chars = {};
    std::string_view message = {};
    std::string_view code = {};
};

// What a field was sent as, for the few fields that take one of two shapes (a game's number or
// its id; a move as text or as {from, to}), or where an explicit null differs from no field.
enum class Shape { absent, null, text, number, boolean, list, object };

// What a request's body must be. `required`: a request without one (absent or null) is refused
// too; `message` replaces the generated words where a route's wording is part of its contract.
struct BodyRule {
    bool required = false;
    std::string_view message = {};
};

// The code every 400 of a malformed request carries.
inline constexpr std::string_view kValidationError = "validation_error";

// The catalogue's 400 with `message`: the one answer to a request a route cannot read.
ApiResponse bad_request(std::string_view message);

class RequestReader {
public:
    // The JSON body of a request. A body that is absent reads as an empty object (every required
    // field is then missing, unless `rule.required`); a body that is not an object is itself the
    // problem.
    explicit RequestReader(const ApiRequest& req, const BodyRule& rule = {});
    // A JSON object inside a body; `place` names it in messages ("moves[2]", "answers[0]");
    // `message` replaces the generated words when it is not an object.
    explicit RequestReader(
        const nlohmann::json& object, std::string place = {}, std::string_view message = {});
    // The query string: values are text, and numbers and flags are parsed strictly from it.
    static RequestReader query(const ApiRequest& req);
    // The path's named segments ("{sessionId}" of the route's pattern), read as the query's values.
    static RequestReader path(const ApiRequest& req);
    // The headers, by their lower-case names, read as the query's values; an empty header is
    // absent, as ApiRequest::header reads it.
    static RequestReader headers(const ApiRequest& req);

    // A field of type T: std::string, bool, int, std::int64_t, double, std::vector<std::string>,
    // or std::optional of one of them for a field that may be absent or null.
    template <class T> T field(std::string_view key, const FieldRule& rule = {});

    // A text field that names one of `names`; the value is the one paired with it.
    template <class E>
    E choice(std::string_view key, std::initializer_list<std::pair<std::string_view, E>> names,
        std::string_view message = {});
    template <class E>
    std::optional<E> optional_choice(std::string_view key,
        std::initializer_list<std::pair<std::string_view, E>> names, std::string_view message = {});

    // A list of moves in UCI (4 or 5 characters each; legality is the rules core's to judge).
    std::vector<std::string> uci_moves(
        std::string_view key, std::size_t min, std::size_t max, std::string_view message = {});

    // A nested object. `message` replaces the generated words when it is absent or not an object.
    RequestReader object(std::string_view key, std::string_view message = {});

    // The one way to read a list: `list` gives a reader of its items (`rule` bounds their
    // number), which reads each by its index as a value, a list or an object; each item is named
    // by its place in messages ("quizAnswers[1]", "practice[1][0]", "attempts[2].puzzleId").
    //
    //     auto answers = in.list("quizAnswers");
    //     for (std::size_t i = 0; i < answers.size(); ++i)
    //         out.push_back(answers.item<int>(i));
    RequestReader list(std::string_view key, const FieldRule& rule = {});
    RequestReader list(std::size_t i, const FieldRule& rule = {});
    // The item at `i` of a list: std::string, bool, int, std::int64_t or double.
    template <class T> T item(std::size_t i, const FieldRule& rule = {});
    // The object at `i` of a list; `message` replaces the generated words when it is not one.
    RequestReader object(std::size_t i, std::string_view message = {});
    // The number of items of a list (0 for an object, or a list that was wrong).
    std::size_t size() const;

    // Whether the field was sent (and is not null), and as what.
    bool has(std::string_view key) const;
    Shape shape(std::string_view key) const;

    // A route's own check across fields: records `message` (and `code`, validation_error when
    // empty) as the problem unless one came first.
    void fail(std::string message, std::string_view code = {});

    explicit operator bool() const { return problem_.empty() && (!parent_ || bool(*parent_)); }
    // The first problem in words, empty when there is none.
    const std::string& message() const;
    // The code of the first problem: validation_error unless its rule named another.
    std::string_view code() const;
    // The catalogue's 400 for the first problem.
    ApiResponse problem() const;

private:
    RequestReader() = default;
    static RequestReader text_values(nlohmann::json values);
    const nlohmann::json* find(std::string_view key) const;
    std::string name(std::string_view key) const;
    bool failed() const { return !(*this); }
    void wrong(std::string_view key, const FieldRule& rule, std::string generated);

    template <class T> std::optional<T> read(std::string_view key, const FieldRule& rule);
    template <class T>
    std::optional<T> convert(
        const nlohmann::json& value, const std::string& who, const FieldRule& rule);
    const nlohmann::json* at(std::size_t i) const;
    std::string name(std::size_t i) const;
    RequestReader list_at(const nlohmann::json* v, std::string who, const FieldRule& rule);

    nlohmann::json owned_; // the query string, path or headers as an object of text values
    const nlohmann::json* json_ = nullptr;
    bool from_text_ = false; // numbers and flags are parsed from text
    std::string place_;
    std::string problem_;
    std::string code_;
    // A nested reader reports to its parent, so one check at the end covers every level.
    RequestReader* parent_ = nullptr;
};

template <class T> struct IsOptional : std::false_type {
};
template <class T> struct IsOptional<std::optional<T>> : std::true_type {
    using type = T;
};

template <class T> T RequestReader::field(std::string_view key, const FieldRule& rule)
{
    if constexpr (IsOptional<T>::value) {
        if (!has(key))
            return std::nullopt;
        return read<typename IsOptional<T>::type>(key, rule);
    } else {
        if (!has(key)) {
            wrong(key, rule, name(key) + " is required");
            return T {};
        }
        return read<T>(key, rule).value_or(T {});
    }
}

template <class E>
std::optional<E> RequestReader::optional_choice(std::string_view key,
    std::initializer_list<std::pair<std::string_view, E>> names, std::string_view message)
{
    if (!has(key))
        return std::nullopt;
    return choice<E>(key, names, message);
}

template <class E>
E RequestReader::choice(std::string_view key,
    std::initializer_list<std::pair<std::string_view, E>> names, std::string_view message)
{
    FieldRule rule;
    rule.message = message;
    for (const auto& [text, value] : names)
        rule.one_of.push_back(text);
    const auto text = field<std::string>(key, rule);
    for (const auto& [name, value] : names)
        if (!failed() && text == name)
            return value;
    return names.begin()->second;
}

extern template std::optional<std::string> RequestReader::read(std::string_view, const FieldRule&);
extern template std::optional<bool> RequestReader::read(std::string_view, const FieldRule&);
extern template std::optional<int> RequestReader::read(std::string_view, const FieldRule&);
extern template std::optional<std::int64_t> RequestReader::read(std::string_view, const FieldRule&);
extern template std::optional<double> RequestReader::read(std::string_view, const FieldRule&);
extern template std::optional<std::vector<std::string>> RequestReader::read(
    std::string_view, const FieldRule&);
extern template std::string RequestReader::item(std::size_t, const FieldRule&);
extern template bool RequestReader::item(std::size_t, const FieldRule&);
extern template int RequestReader::item(std::size_t, const FieldRule&);
extern template std::int64_t RequestReader::item(std::size_t, const FieldRule&);
extern template double RequestReader::item(std::size_t, const FieldRule&);

} // namespace academy::net
