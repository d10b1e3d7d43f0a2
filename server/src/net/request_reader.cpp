#include "net/request_reader.hpp"

#include "chess/field_words.hpp"

#include <charconv>
#include <cmath>
#include <cstdlib>

namespace academy::net {

using field_words::Kind;
using field_words::must_be;
using nlohmann::json;

namespace {

    bool within(double v, const FieldRule& r) { return v >= r.min && v <= r.max; }

    // A whole number written in the query string, nothing else around it.
    std::optional<std::int64_t> parse_whole(const std::string& text)
    {
        std::int64_t v = 0;
        const auto* end = text.data() + text.size();
        const auto [ptr, ec] = std::from_chars(text.data(), end, v);
        if (text.empty() || ec != std::errc {} || ptr != end)
            return std::nullopt;
        return v;
    }

    std::optional<double> parse_number(const std::string& text)
    {
        if (text.empty() || std::isspace(static_cast<unsigned char>(text.front())))
            return std::nullopt;
        char* end = nullptr;
        const double v = std::strtod(text.c_str(), &end);
        if (end != text.c_str() + text.size() || !std::isfinite(v))
            return std::nullopt;
        return v;
    }

    const json& empty_object()
    {
        static const json object = json::object();
        return object;
    }

} // namespace

ApiResponse bad_request(std::string_view message)
{
    return ApiResponse::error(400, message, kValidationError);
}

RequestReader::RequestReader(const ApiRequest& req, const BodyRule& rule)
    : json_(req.json.is_null() ? &empty_object() : &req.json)
{
    if (!json_->is_object() || (rule.required && req.json.is_null()))
        problem_ = rule.message.empty() ? "A JSON object is required" : std::string(rule.message);
}

RequestReader::RequestReader(const json& object, std::string place, std::string_view message)
    : json_(&object)
    , place_(std::move(place))
{
    if (!json_->is_object())
        problem_ = !message.empty()
            ? std::string(message)
            : (place_.empty() ? std::string("The body") : place_) + " " + must_be(Kind::object);
}

RequestReader RequestReader::text_values(json values)
{
    RequestReader in;
    in.from_text_ = true;
    in.owned_ = std::move(values);
    return in;
}

RequestReader RequestReader::path(const ApiRequest& req)
{
    json values = json::object();
    for (const auto& [name, value] : req.params)
        values[name] = value;
    return text_values(std::move(values));
}

RequestReader RequestReader::headers(const ApiRequest& req)
{
    json values = json::object();
    for (const auto& [name, value] : req.headers)
        if (!value.empty())
            values[name] = value;
    return text_values(std::move(values));
}

RequestReader RequestReader::query(const ApiRequest& req)
{
    RequestReader in = text_values(json::object());
    // Every parameter the query holds, read once: a repeated name keeps its first value, as
    // ApiRequest::query_param does.
    std::string_view rest = req.query;
    while (!rest.empty()) {
        const auto amp = rest.find('&');
        const auto pair = rest.substr(0, amp);
        rest = amp == std::string_view::npos ? std::string_view {} : rest.substr(amp + 1);
        const auto eq = pair.find('=');
        const auto key = std::string(pair.substr(0, eq));
        if (key.empty() || key.find('%') != std::string::npos || key.find('+') != std::string::npos)
            continue;
        if (!in.owned_.contains(key))
            if (auto value = req.query_param(key))
                in.owned_[key] = std::move(*value);
    }
    return in;
}

const json* RequestReader::find(std::string_view key) const
{
    const json& root = from_text_ ? owned_ : *json_;
    if (!root.is_object())
        return nullptr;
    const auto it = root.find(key);
    if (it == root.end() || it->is_null())
        return nullptr;
    return &*it;
}

bool RequestReader::has(std::string_view key) const { return find(key) != nullptr; }

Shape RequestReader::shape(std::string_view key) const
{
    const json& root = from_text_ ? owned_ : *json_;
    if (!root.is_object())
        return Shape::absent;
    const auto it = root.find(key);
    if (it == root.end())
        return Shape::absent;
    const json* v = &*it;
    if (v->is_null())
        return Shape::null;
    if (v->is_string())
        return Shape::text;
    if (v->is_number())
        return Shape::number;
    if (v->is_boolean())
        return Shape::boolean;
    if (v->is_array())
        return Shape::list;
    return Shape::object;
}

std::string RequestReader::name(std::string_view key) const
{
    return field_words::place(place_, key);
}

void RequestReader::fail(std::string message, std::string_view code)
{
    if (failed())
        return;
    problem_ = std::move(message);
    code_ = code;
    if (parent_)
        parent_->fail(problem_, code_);
}

void RequestReader::wrong(std::string_view key, const FieldRule& rule, std::string generated)
{
    (void)key;
    fail(rule.message.empty() ? std::move(generated) : std::string(rule.message), rule.code);
}

const std::string& RequestReader::message() const
{
    return problem_.empty() && parent_ ? parent_->message() : problem_;
}

std::string_view RequestReader::code() const
{
    if (problem_.empty() && parent_)
        return parent_->code();
    return code_.empty() ? kValidationError : std::string_view(code_);
}

ApiResponse RequestReader::problem() const { return ApiResponse::error(400, message(), code()); }

template <class T> std::optional<T> RequestReader::read(std::string_view key, const FieldRule& rule)
{
    if (failed())
        return std::nullopt;
    const json* v = find(key);
    if (!v)
        return std::nullopt;
    return convert<T>(*v, name(key), rule);
}

template <class T>
std::optional<T> RequestReader::convert(
    const json& value, const std::string& who, const FieldRule& rule)
{
    const json* v = &value;
    const std::string_view key = who;

    if constexpr (std::is_same_v<T, std::string>) {
        // The words are made only for a field that is wrong: reads on the live-play path
        // allocate nothing else.
        const auto text_words = [&] { return who + " " + must_be(Kind::text, rule.min, rule.max); };
        if (!v->is_string()) {
            wrong(key, rule, text_words());
            return std::nullopt;
        }
        const auto& text = v->get_ref<const std::string&>();
        if (!rule.one_of.empty()) {
            for (const auto& allowed : rule.one_of)
                if (text == allowed)
                    return text;
            wrong(key, rule, who + " " + field_words::must_be_one_of(rule.one_of));
            return std::nullopt;
        }
        if (!within(static_cast<double>(text.size()), rule)) {
            wrong(key, rule, text_words());
            return std::nullopt;
        }
        if (!text.starts_with(rule.prefix)) {
            wrong(key, rule, who + " must begin with " + std::string(rule.prefix));
            return std::nullopt;
        }
        if (!rule.chars.empty() && text.find_first_not_of(rule.chars) != std::string::npos) {
            wrong(key, rule, who + " must hold only the characters " + std::string(rule.chars));
            return std::nullopt;
        }
        return text;
    } else if constexpr (std::is_same_v<T, bool>) {
        if (v->is_boolean())
            return v->get<bool>();
        if (from_text_ && v->is_string()) {
            const auto& text = v->get_ref<const std::string&>();
            if (text == "true" || text == "1")
                return true;
            if (text == "false" || text == "0")
                return false;
        }
        wrong(key, rule, who + " " + must_be(Kind::boolean));
        return std::nullopt;
    } else if constexpr (std::is_same_v<T, int> || std::is_same_v<T, std::int64_t>) {
        FieldRule r = rule;
        if constexpr (std::is_same_v<T, int>) {
            r.min = std::max<double>(r.min, std::numeric_limits<int>::min());
            r.max = std::min<double>(r.max, std::numeric_limits<int>::max());
        }
        std::optional<std::int64_t> n;
        if (v->is_number_integer())
            n = v->is_number_unsigned()
                    && v->get<std::uint64_t>() > std::numeric_limits<std::int64_t>::max()
                ? std::nullopt
                : std::optional<std::int64_t>(v->get<std::int64_t>());
        else if (from_text_ && v->is_string())
            n = parse_whole(v->get_ref<const std::string&>());
        if (!n || !within(static_cast<double>(*n), r)) {
            // The generated words name the route's own limits, not int's.
            wrong(key, rule, who + " " + must_be(Kind::whole_number, rule.min, rule.max));
            return std::nullopt;
        }
        return static_cast<T>(*n);
    } else if constexpr (std::is_same_v<T, double>) {
        std::optional<double> n;
        if (v->is_number())
            n = v->get<double>();
        else if (from_text_ && v->is_string())
            n = parse_number(v->get_ref<const std::string&>());
        if (!n || !std::isfinite(*n) || !within(*n, rule)) {
            wrong(key, rule, who + " " + must_be(Kind::number, rule.min, rule.max));
            return std::nullopt;
        }
        return *n;
    } else if constexpr (std::is_same_v<T, std::vector<std::string>>) {
        const auto words = who + " " + must_be(Kind::list_of_text, rule.min, rule.max);
        if (!v->is_array() || !within(static_cast<double>(v->size()), rule)) {
            wrong(key, rule, words);
            return std::nullopt;
        }
        std::vector<std::string> out;
        out.reserve(v->size());
        for (const auto& item : *v) {
            if (!item.is_string()) {
                wrong(key, rule, words);
                return std::nullopt;
            }
            out.push_back(item.get<std::string>());
        }
        return out;
    } else {
        static_assert(sizeof(T) == 0, "RequestReader::field: a type it does not read");
    }
}

template std::optional<std::string> RequestReader::read(std::string_view, const FieldRule&);
template std::optional<bool> RequestReader::read(std::string_view, const FieldRule&);
template std::optional<int> RequestReader::read(std::string_view, const FieldRule&);
template std::optional<std::int64_t> RequestReader::read(std::string_view, const FieldRule&);
template std::optional<double> RequestReader::read(std::string_view, const FieldRule&);
template std::optional<std::vector<std::string>> RequestReader::read(
    std::string_view, const FieldRule&);

const json* RequestReader::at(std::size_t i) const
{
    if (from_text_ || !json_->is_array() || i >= json_->size() || (*json_)[i].is_null())
        return nullptr;
    return &(*json_)[i];
}

std::string RequestReader::name(std::size_t i) const { return field_words::place(place_, i); }

std::size_t RequestReader::size() const
{
    return !from_text_ && json_->is_array() ? json_->size() : 0;
}

RequestReader RequestReader::list_at(const json* v, std::string who, const FieldRule& rule)
{
    static const json nothing = json::array();
    RequestReader child;
    child.json_ = &nothing;
    child.parent_ = this;
    if (failed())
        return child;
    if (!v || !v->is_array() || !within(static_cast<double>(v->size()), rule)) {
        wrong(who, rule, who + " " + must_be(Kind::list, rule.min, rule.max));
        return child;
    }
    child.json_ = v;
    child.place_ = std::move(who);
    return child;
}

RequestReader RequestReader::list(std::string_view key, const FieldRule& rule)
{
    return list_at(failed() ? nullptr : find(key), name(key), rule);
}

RequestReader RequestReader::list(std::size_t i, const FieldRule& rule)
{
    return list_at(failed() ? nullptr : at(i), name(i), rule);
}

template <class T> T RequestReader::item(std::size_t i, const FieldRule& rule)
{
    if (failed())
        return T {};
    const json* v = at(i);
    if (!v) {
        wrong(name(i), rule, name(i) + " is required");
        return T {};
    }
    return convert<T>(*v, name(i), rule).value_or(T {});
}

template std::string RequestReader::item(std::size_t, const FieldRule&);
template bool RequestReader::item(std::size_t, const FieldRule&);
template int RequestReader::item(std::size_t, const FieldRule&);
template std::int64_t RequestReader::item(std::size_t, const FieldRule&);
template double RequestReader::item(std::size_t, const FieldRule&);

std::vector<std::string> RequestReader::uci_moves(
    std::string_view key, std::size_t min, std::size_t max, std::string_view message)
{
    const std::string words
        = message.empty() ? name(key) + " must be a list of moves" : std::string(message);
    if (failed())
        return {};
    const json* list = find(key);
    if (!list || !list->is_array() || list->size() < min) {
        fail(words);
        return {};
    }
    if (list->size() > max) {
        fail("too many moves");
        return {};
    }
    std::vector<std::string> out;
    out.reserve(list->size());
    for (const auto& m : *list) {
        if (!m.is_string() || m.get_ref<const std::string&>().size() < 4
            || m.get_ref<const std::string&>().size() > 5) {
            fail(words);
            return {};
        }
        out.push_back(m.get<std::string>());
    }
    return out;
}

RequestReader RequestReader::object(std::string_view key, std::string_view message)
{
    static const json nothing = json::object();
    const json* v = failed() ? nullptr : find(key);
    if (!failed() && !v)
        fail(message.empty() ? name(key) + " is required" : std::string(message));
    RequestReader child(v ? *v : nothing, name(key), message);
    child.parent_ = this;
    if (!child.problem_.empty())
        fail(child.problem_);
    return child;
}

RequestReader RequestReader::object(std::size_t i, std::string_view message)
{
    static const json nothing = json::object();
    // A null item is there, and is no object: only an index past the end is missing.
    const bool there = !failed() && !from_text_ && json_->is_array() && i < json_->size();
    if (!failed() && !there)
        fail(message.empty() ? name(i) + " is required" : std::string(message));
    RequestReader child(there ? (*json_)[i] : nothing, name(i), message);
    child.parent_ = this;
    if (!child.problem_.empty())
        fail(child.problem_);
    return child;
}

} // namespace academy::net
