#include "net/request_reader.hpp"

#include <charconv>
#include <cmath>
#include <cstdlib>

namespace academy::net {

using nlohmann::json;

namespace {

    // A bound as people write it: 25, not 25.000000.
    std::string bound(double v)
    {
        // Every whole number a double holds exactly (JavaScript's safe integers and a little
        // more) is written as one.
        if (std::floor(v) == v && std::fabs(v) <= 9007199254740992.0)
            return std::to_string(static_cast<long long>(v));
        std::string text = std::to_string(v);
        while (!text.empty() && text.back() == '0')
            text.pop_back();
        if (!text.empty() && text.back() == '.')
            text.pop_back();
        return text;
    }

    bool bounded_below(const FieldRule& r)
    {
        return r.min != std::numeric_limits<double>::lowest();
    }
    bool bounded_above(const FieldRule& r) { return r.max != std::numeric_limits<double>::max(); }

    // " from 1 to 25", " of at least 3", " of at most 200", or nothing.
    std::string limits(const FieldRule& r, std::string_view from, std::string_view at_least,
        std::string_view at_most)
    {
        if (bounded_below(r) && bounded_above(r))
            return std::string(from) + bound(r.min) + " to " + bound(r.max);
        if (bounded_below(r))
            return std::string(at_least) + bound(r.min);
        if (bounded_above(r))
            return std::string(at_most) + bound(r.max);
        return {};
    }

    bool within(double v, const FieldRule& r) { return v >= r.min && v <= r.max; }

    std::string joined(const std::vector<std::string_view>& names)
    {
        std::string out;
        for (const auto& n : names)
            out += (out.empty() ? "" : ", ") + std::string(n);
        return out;
    }

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
            : (place_.empty() ? std::string("The body") : place_) + " must be an object";
}

RequestReader RequestReader::query(const ApiRequest& req)
{
    RequestReader in;
    in.from_query_ = true;
    in.owned_ = json::object();
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
    const json& root = from_query_ ? owned_ : *json_;
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
    const json& root = from_query_ ? owned_ : *json_;
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
    return place_.empty() ? std::string(key) : place_ + "." + std::string(key);
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
        const auto sized = [&] { return limits(rule, " of ", " of at least ", " of at most "); };
        if (!v->is_string()) {
            wrong(key, rule,
                who + " must be text" + (sized().empty() ? "" : sized() + " characters"));
            return std::nullopt;
        }
        const auto& text = v->get_ref<const std::string&>();
        if (!rule.one_of.empty()) {
            for (const auto& allowed : rule.one_of)
                if (text == allowed)
                    return text;
            wrong(key, rule, who + " must be one of " + joined(rule.one_of));
            return std::nullopt;
        }
        if (!within(static_cast<double>(text.size()), rule)) {
            wrong(key, rule, who + " must be text" + sized() + " characters");
            return std::nullopt;
        }
        return text;
    } else if constexpr (std::is_same_v<T, bool>) {
        if (v->is_boolean())
            return v->get<bool>();
        if (from_query_ && v->is_string()) {
            const auto& text = v->get_ref<const std::string&>();
            if (text == "true" || text == "1")
                return true;
            if (text == "false" || text == "0")
                return false;
        }
        wrong(key, rule, who + " must be true or false");
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
        else if (from_query_ && v->is_string())
            n = parse_whole(v->get_ref<const std::string&>());
        if (!n || !within(static_cast<double>(*n), r)) {
            // The generated words name the route's own limits, not int's.
            wrong(key, rule,
                who + " must be a whole number"
                    + limits(rule, " from ", " of at least ", " of at most "));
            return std::nullopt;
        }
        return static_cast<T>(*n);
    } else if constexpr (std::is_same_v<T, double>) {
        std::optional<double> n;
        if (v->is_number())
            n = v->get<double>();
        else if (from_query_ && v->is_string())
            n = parse_number(v->get_ref<const std::string&>());
        if (!n || !std::isfinite(*n) || !within(*n, rule)) {
            wrong(key, rule,
                who + " must be a number"
                    + limits(rule, " from ", " of at least ", " of at most "));
            return std::nullopt;
        }
        return *n;
    } else if constexpr (std::is_same_v<T, std::vector<std::string>>) {
        const auto sized = limits(rule, " of ", " of at least ", " of at most ");
        const auto words
            = who + " must be a list of text" + (sized.empty() ? "" : sized + " items");
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
    if (from_query_ || !json_->is_array() || i >= json_->size() || (*json_)[i].is_null())
        return nullptr;
    return &(*json_)[i];
}

std::string RequestReader::name(std::size_t i) const
{
    return place_ + "[" + std::to_string(i) + "]";
}

std::size_t RequestReader::size() const
{
    return !from_query_ && json_->is_array() ? json_->size() : 0;
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
        const auto sized = limits(rule, " of ", " of at least ", " of at most ");
        wrong(who, rule, who + " must be a list" + (sized.empty() ? "" : sized + " items"));
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

std::vector<RequestReader> RequestReader::objects(std::string_view key, std::size_t max)
{
    std::vector<RequestReader> out;
    if (failed())
        return out;
    const json* list = find(key);
    if (!list) {
        fail(name(key) + " is required");
        return out;
    }
    if (!list->is_array() || list->size() > max) {
        fail(name(key) + " must be a list of at most " + std::to_string(max) + " objects");
        return out;
    }
    out.reserve(list->size());
    for (std::size_t i = 0; i < list->size(); ++i) {
        RequestReader child((*list)[i], name(key) + "[" + std::to_string(i) + "]");
        child.parent_ = this;
        if (!child.problem_.empty()) {
            fail(child.problem_);
            return {};
        }
        out.push_back(std::move(child));
    }
    return out;
}

std::vector<const json*> RequestReader::items(std::string_view key, const FieldRule& rule)
{
    std::vector<const json*> out;
    if (failed())
        return out;
    const json* list = find(key);
    if (!list) {
        wrong(key, rule, name(key) + " is required");
        return out;
    }
    if (!list->is_array() || !within(static_cast<double>(list->size()), rule)) {
        const auto sized = limits(rule, " of ", " of at least ", " of at most ");
        wrong(key, rule, name(key) + " must be a list" + (sized.empty() ? "" : sized + " items"));
        return out;
    }
    out.reserve(list->size());
    for (const auto& item : *list)
        out.push_back(&item);
    return out;
}

} // namespace academy::net
