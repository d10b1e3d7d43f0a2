#include "bus/redis_bus.hpp"

#include "bus/in_process_bus.hpp"

#include <hiredis/hiredis.h>
#include <spdlog/spdlog.h>

#include <algorithm>
#include <charconv>
#include <stdexcept>

namespace academy::bus {

namespace {

    constexpr std::size_t kPoolSize = 4;

    // Leases compare the holder before they touch a key, so a node never extends or frees a
    // lease another node took after it expired.
    constexpr const char* kAcquire = R"(
local v = redis.call('GET', KEYS[1])
if v == false then redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2]) return 1 end
if v == ARGV[1] then redis.call('PEXPIRE', KEYS[1], ARGV[2]) return 1 end
return 0)";
    constexpr const char* kAcquireFree = R"(
local taken = {}
for _, k in ipairs(KEYS) do
  if redis.call('SET', k, ARGV[1], 'NX', 'PX', ARGV[2]) then taken[#taken + 1] = k end
end
return taken)";
    // A lease that lapsed with nobody taking it is still this node's game (its room is here and
    // current): renewing takes it back rather than dropping a game nobody else has.
    constexpr const char* kRenew = R"(
local lost = {}
for _, k in ipairs(KEYS) do
  local v = redis.call('GET', k)
  if v == ARGV[1] then redis.call('PEXPIRE', k, ARGV[2])
  elseif v == false then redis.call('SET', k, ARGV[1], 'PX', ARGV[2])
  else lost[#lost + 1] = k end
end
return lost)";
    // The node-name counter never falls below a living node's name: a Redis restarted empty
    // would otherwise give the next node to start a name in use (and its games, its channel).
    constexpr const char* kNameFloor = R"(
local n = tonumber(redis.call('GET', KEYS[1]) or '0')
if n < tonumber(ARGV[1]) then redis.call('SET', KEYS[1], ARGV[1]) end
return 0)";
    constexpr const char* kHashSetOnly = R"(
for i = 2, #KEYS do redis.call('HDEL', KEYS[i], ARGV[1]) end
redis.call('HSET', KEYS[1], ARGV[1], ARGV[2])
return redis.call('HLEN', KEYS[1]))";
    constexpr const char* kTakePairs = R"(
local out = {}
for i = 1, #ARGV, 2 do
  if redis.call('HEXISTS', KEYS[1], ARGV[i]) == 1 and redis.call('HEXISTS', KEYS[1], ARGV[i + 1]) == 1 then
    redis.call('HDEL', KEYS[1], ARGV[i], ARGV[i + 1])
    out[#out + 1] = 1
  else out[#out + 1] = 0 end
end
return out)";
    constexpr const char* kRelease = R"(
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0)";
    constexpr const char* kHit = R"(
local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return n)";

    std::vector<std::string> script(
        const char* body, const std::vector<std::string>& keys, std::vector<std::string> args)
    {
        std::vector<std::string> argv { "EVAL", body, std::to_string(keys.size()) };
        argv.insert(argv.end(), keys.begin(), keys.end());
        argv.insert(
            argv.end(), std::make_move_iterator(args.begin()), std::make_move_iterator(args.end()));
        return argv;
    }

    std::vector<const char*> pointers(
        const std::vector<std::string>& argv, std::vector<size_t>& lens)
    {
        std::vector<const char*> out;
        lens.clear();
        for (const auto& a : argv) {
            out.push_back(a.data());
            lens.push_back(a.size());
        }
        return out;
    }

} // namespace

RedisAddress parse_redis_url(const std::string& url)
{
    constexpr std::string_view scheme = "redis://";
    if (url.rfind(scheme, 0) != 0)
        throw std::invalid_argument("--redis wants redis://host:port, got \"" + url + "\"");
    std::string_view rest(url);
    rest.remove_prefix(scheme.size());
    RedisAddress a;
    if (const auto slash = rest.find('/'); slash != std::string_view::npos) {
        const auto db = rest.substr(slash + 1);
        if (!db.empty()) {
            auto [p, ec] = std::from_chars(db.data(), db.data() + db.size(), a.db);
            if (ec != std::errc {} || p != db.data() + db.size() || a.db < 0)
                throw std::invalid_argument("--redis: bad database number in \"" + url + "\"");
        }
        rest = rest.substr(0, slash);
    }
    if (rest.find('@') != std::string_view::npos)
        throw std::invalid_argument("--redis: passwords in the URL are not supported");
    if (const auto colon = rest.rfind(':'); colon != std::string_view::npos) {
        const auto port = rest.substr(colon + 1);
        auto [p, ec] = std::from_chars(port.data(), port.data() + port.size(), a.port);
        if (ec != std::errc {} || p != port.data() + port.size() || a.port <= 0 || a.port > 65535)
            throw std::invalid_argument("--redis: bad port in \"" + url + "\"");
        rest = rest.substr(0, colon);
    }
    if (rest.empty())
        throw std::invalid_argument("--redis: no host in \"" + url + "\"");
    a.host = std::string(rest);
    return a;
}

std::unique_ptr<Bus> open_bus(const std::string& url)
{
    if (url.empty() || url == "memory")
        return std::make_unique<InProcessBus>();
    return std::make_unique<RedisBus>(parse_redis_url(url));
}

void RedisBus::ContextDeleter::operator()(redisContext* c) const { redisFree(c); }
void RedisBus::ReplyDeleter::operator()(redisReply* r) const { freeReplyObject(r); }

RedisBus::RedisBus(RedisAddress address)
    : address_(std::move(address))
{
    for (std::size_t i = 0; i < kPoolSize; ++i) {
        pool_.push_back(std::make_unique<Pooled>());
        pool_.back()->context = connect();
    }
    lease_.context = connect();
    // The node's name: a number no other node of this Redis has had.
    const auto seq = command({ "INCR", "academy:node-seq" });
    node_ = std::to_string(seq->integer);
}

RedisBus::~RedisBus() { stop(); }

RedisBus::Context RedisBus::connect() const
{
    const timeval timeout { 2, 0 };
    Context c(redisConnectWithTimeout(address_.host.c_str(), address_.port, timeout));
    if (!c)
        throw std::runtime_error("Redis: out of memory");
    if (c->err)
        throw std::runtime_error("Redis at " + address_.host + ":" + std::to_string(address_.port)
            + " cannot be reached: " + c->errstr);
    if (address_.db) {
        Reply r(static_cast<redisReply*>(redisCommand(c.get(), "SELECT %d", address_.db)));
        if (!r || r->type == REDIS_REPLY_ERROR)
            throw std::runtime_error(
                "Redis: cannot select database " + std::to_string(address_.db));
    }
    return c;
}

RedisBus::Reply RedisBus::command(const std::vector<std::string>& argv)
{
    return command_on(*pool_[next_++ % pool_.size()], argv);
}

RedisBus::Reply RedisBus::command_on(Pooled& slot, const std::vector<std::string>& argv)
{
    std::lock_guard lock(slot.mutex);
    std::vector<size_t> lens;
    auto args = pointers(argv, lens);
    for (int attempt = 0; attempt < 2; ++attempt) {
        if (!slot.context || slot.context->err) {
            try {
                slot.context = connect();
            } catch (const std::exception&) {
                if (attempt == 1)
                    throw;
                continue;
            }
        }
        Reply r(static_cast<redisReply*>(redisCommandArgv(
            slot.context.get(), static_cast<int>(args.size()), args.data(), lens.data())));
        if (!r) // the connection broke: reconnect once
            continue;
        if (r->type == REDIS_REPLY_ERROR)
            throw std::runtime_error("Redis: " + std::string(r->str, r->len));
        return r;
    }
    throw std::runtime_error("Redis: the connection was lost");
}

std::vector<std::string> RedisBus::strings(const Reply& reply) const
{
    std::vector<std::string> out;
    if (reply->type != REDIS_REPLY_ARRAY)
        return out;
    for (std::size_t i = 0; i < reply->elements; ++i) {
        const auto* e = reply->element[i];
        if (e->type == REDIS_REPLY_STRING || e->type == REDIS_REPLY_STATUS)
            out.emplace_back(e->str, e->len);
    }
    return out;
}

std::vector<std::optional<std::string>> RedisBus::optionals(const Reply& reply) const
{
    std::vector<std::optional<std::string>> out;
    if (reply->type != REDIS_REPLY_ARRAY)
        return out;
    for (std::size_t i = 0; i < reply->elements; ++i) {
        const auto* e = reply->element[i];
        if (e->type == REDIS_REPLY_STRING)
            out.emplace_back(std::string(e->str, e->len));
        else
            out.emplace_back(std::nullopt);
    }
    return out;
}

void RedisBus::subscribe(const std::string& channel, Handler handler)
{
    std::lock_guard lock(mutex_);
    handlers_.emplace(channel, std::move(handler));
}

void RedisBus::start()
{
    std::unique_lock lock(mutex_);
    if (publisher_.joinable())
        return;
    publisher_ = std::thread([this] { publisher(); });
    subscriber_ = std::thread([this] { subscriber(); });
    // Subscribed before start() returns: nothing published after it is missed.
    wake_.wait_for(lock, std::chrono::seconds(5), [this] { return subscribed_.load(); });
}

void RedisBus::stop()
{
    {
        std::lock_guard lock(mutex_);
        if (stopping_)
            return;
        stopping_ = true;
    }
    wake_.notify_all();
    if (publisher_.joinable())
        publisher_.join();
    // Wakes the subscriber out of its blocking read.
    try {
        command({ "PUBLISH", "academy:stop:" + node_, "stop" });
    } catch (const std::exception&) {
    }
    if (subscriber_.joinable())
        subscriber_.join();
}

void RedisBus::publish(const std::string& channel, std::string payload)
{
    post({ "PUBLISH", channel, std::move(payload) });
}

void RedisBus::hash_set_later(const std::string& key, const std::string& field, std::string value)
{
    post({ "HSET", key, field, std::move(value) });
}

void RedisBus::hash_del_later(const std::string& key, const std::string& field)
{
    post({ "HDEL", key, field });
}

void RedisBus::post(std::vector<std::string> argv)
{
    {
        std::lock_guard lock(mutex_);
        if (stopping_)
            return;
        outbox_.push_back(std::move(argv));
    }
    wake_.notify_all();
}

// Takes everything queued and sends it in one pipeline: one round trip for a whole burst of
// moves, not one per message.
void RedisBus::publisher()
{
    Context c;
    std::unique_lock lock(mutex_);
    for (;;) {
        wake_.wait(lock, [this] { return stopping_ || !outbox_.empty(); });
        if (outbox_.empty())
            return;
        auto batch = std::move(outbox_);
        outbox_.clear();
        lock.unlock();
        try {
            if (!c || c->err)
                c = connect();
            std::vector<size_t> lens;
            for (const auto& command : batch) {
                auto args = pointers(command, lens);
                redisAppendCommandArgv(
                    c.get(), static_cast<int>(args.size()), args.data(), lens.data());
            }
            for (std::size_t i = 0; i < batch.size(); ++i) {
                void* raw = nullptr;
                if (redisGetReply(c.get(), &raw) != REDIS_OK)
                    throw std::runtime_error(c->errstr);
                freeReplyObject(raw);
            }
        } catch (const std::exception& e) {
            spdlog::error("bus: {} messages not published: {}", batch.size(), e.what());
            c.reset();
        }
        lock.lock();
    }
}

void RedisBus::subscriber()
{
    bool told = false;
    while (true) {
        {
            std::lock_guard lock(mutex_);
            if (stopping_)
                break;
        }
        Context c;
        try {
            c = connect();
            std::vector<std::string> argv { "SUBSCRIBE", "academy:stop:" + node_ };
            {
                std::lock_guard lock(mutex_);
                for (auto it = handlers_.begin(); it != handlers_.end();
                     it = handlers_.upper_bound(it->first))
                    argv.push_back(it->first);
            }
            std::vector<size_t> lens;
            auto args = pointers(argv, lens);
            redisAppendCommandArgv(
                c.get(), static_cast<int>(args.size()), args.data(), lens.data());
            for (std::size_t i = 1; i < argv.size(); ++i) {
                void* raw = nullptr;
                if (redisGetReply(c.get(), &raw) != REDIS_OK)
                    throw std::runtime_error(c->errstr);
                freeReplyObject(raw);
            }
            if (!told) {
                told = true;
                std::lock_guard lock(mutex_);
                subscribed_ = true;
                wake_.notify_all();
            }
            for (;;) {
                void* raw = nullptr;
                if (redisGetReply(c.get(), &raw) != REDIS_OK)
                    throw std::runtime_error(c->errstr);
                Reply r(static_cast<redisReply*>(raw));
                if (r->type != REDIS_REPLY_ARRAY || r->elements != 3
                    || r->element[2]->type != REDIS_REPLY_STRING)
                    continue;
                const std::string channel(r->element[1]->str, r->element[1]->len);
                const std::string_view payload(r->element[2]->str, r->element[2]->len);
                std::vector<Handler*> targets;
                {
                    std::lock_guard lock(mutex_);
                    if (stopping_)
                        return;
                    for (auto [it, end] = handlers_.equal_range(channel); it != end; ++it)
                        targets.push_back(&it->second);
                }
                for (auto* h : targets) {
                    try {
                        (*h)(payload);
                    } catch (const std::exception& e) {
                        spdlog::error("bus: a message on {} failed: {}", channel, e.what());
                    }
                }
            }
        } catch (const std::exception& e) {
            {
                std::lock_guard lock(mutex_);
                if (stopping_)
                    break;
            }
            spdlog::error("bus: subscription lost ({}), reconnecting", e.what());
            std::this_thread::sleep_for(std::chrono::milliseconds(200));
        }
    }
}

bool RedisBus::acquire(const std::string& key, std::int64_t ttl_ms)
{
    return command(script(kAcquire, { key }, { node_, std::to_string(ttl_ms) }))->integer == 1;
}

std::vector<std::string> RedisBus::acquire_free(
    const std::vector<std::string>& keys, std::int64_t ttl_ms)
{
    if (keys.empty())
        return {};
    return strings(command(script(kAcquireFree, keys, { node_, std::to_string(ttl_ms) })));
}

std::vector<std::string> RedisBus::renew(const std::vector<std::string>& keys, std::int64_t ttl_ms)
{
    if (keys.empty())
        return {};
    command_on(lease_, script(kNameFloor, { "academy:node-seq" }, { node_ }));
    // In slices: Redis runs a script alone, so one script over a node's thousands of leases would
    // hold every other node's messages for milliseconds; a few hundred keys take a fraction of one.
    constexpr std::size_t kSlice = 256;
    std::vector<std::string> lost;
    for (std::size_t at = 0; at < keys.size(); at += kSlice) {
        const std::vector<std::string> slice(keys.begin() + static_cast<std::ptrdiff_t>(at),
            keys.begin() + static_cast<std::ptrdiff_t>(std::min(keys.size(), at + kSlice)));
        for (auto& k :
            strings(command_on(lease_, script(kRenew, slice, { node_, std::to_string(ttl_ms) }))))
            lost.push_back(std::move(k));
    }
    return lost;
}

void RedisBus::release(const std::string& key) { command(script(kRelease, { key }, { node_ })); }

std::optional<std::string> RedisBus::holder(const std::string& key)
{
    const auto r = command({ "GET", key });
    if (r->type != REDIS_REPLY_STRING)
        return std::nullopt;
    return std::string(r->str, r->len);
}

std::vector<std::optional<std::string>> RedisBus::holders(const std::vector<std::string>& keys)
{
    if (keys.empty())
        return {};
    std::vector<std::string> argv { "MGET" };
    argv.insert(argv.end(), keys.begin(), keys.end());
    return optionals(command(argv));
}

void RedisBus::hash_set(const std::string& key, const std::string& field, std::string value)
{
    command({ "HSET", key, field, std::move(value) });
}

bool RedisBus::hash_del(const std::string& key, const std::string& field)
{
    return command({ "HDEL", key, field })->integer > 0;
}

std::optional<std::string> RedisBus::hash_get(const std::string& key, const std::string& field)
{
    const auto r = command({ "HGET", key, field });
    if (r->type != REDIS_REPLY_STRING)
        return std::nullopt;
    return std::string(r->str, r->len);
}

std::vector<std::pair<std::string, std::string>> RedisBus::hash_all(const std::string& key)
{
    const auto flat = strings(command({ "HGETALL", key }));
    std::vector<std::pair<std::string, std::string>> out;
    for (std::size_t i = 0; i + 1 < flat.size(); i += 2)
        out.emplace_back(flat[i], flat[i + 1]);
    return out;
}

std::vector<std::optional<std::string>> RedisBus::hash_get_many(
    const std::string& key, const std::vector<std::string>& fields)
{
    if (fields.empty())
        return {};
    std::vector<std::string> argv { "HMGET", key };
    argv.insert(argv.end(), fields.begin(), fields.end());
    return optionals(command(argv));
}

std::size_t RedisBus::hash_set_only(const std::string& key, const std::vector<std::string>& others,
    const std::string& field, std::string value)
{
    std::vector<std::string> keys { key };
    keys.insert(keys.end(), others.begin(), others.end());
    return static_cast<std::size_t>(
        command(script(kHashSetOnly, keys, { field, std::move(value) }))->integer);
}

std::vector<bool> RedisBus::hash_take_pairs(
    const std::string& key, const std::vector<std::pair<std::string, std::string>>& pairs)
{
    if (pairs.empty())
        return {};
    std::vector<std::string> fields;
    for (const auto& [a, b] : pairs) {
        fields.push_back(a);
        fields.push_back(b);
    }
    const auto r = command(script(kTakePairs, { key }, std::move(fields)));
    std::vector<bool> out;
    for (std::size_t i = 0; r->type == REDIS_REPLY_ARRAY && i < r->elements; ++i)
        out.push_back(r->element[i]->integer == 1);
    out.resize(pairs.size(), false);
    return out;
}

std::size_t RedisBus::hash_size(const std::string& key)
{
    return static_cast<std::size_t>(command({ "HLEN", key })->integer);
}

void RedisBus::set_add(const std::string& key, const std::string& member)
{
    command({ "SADD", key, member });
}

void RedisBus::set_remove(const std::string& key, const std::string& member)
{
    command({ "SREM", key, member });
}

std::vector<std::string> RedisBus::set_members(const std::string& key)
{
    return strings(command({ "SMEMBERS", key }));
}

std::int64_t RedisBus::hit(const std::string& key, std::int64_t window_ms)
{
    return command(script(kHit, { key }, { std::to_string(window_ms) }))->integer;
}

} // namespace academy::bus
