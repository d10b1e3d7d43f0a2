// What the clients are shown of a game: its state (live or from the store), a move as it is
// announced, and the PGN export.
#include "chess/fen.hpp"
#include "chess/pgn.hpp"
#include "chess/san.hpp"
#include "chess/uci.hpp"
#include "play/cluster.hpp"
#include "play/game_rooms.hpp"

#include <algorithm>
#include <ctime>
#include <future>

namespace academy::play {

namespace {

    GamePlayer game_player(const store::GamePlayerRecord& p, const std::optional<int>& diff)
    {
        return { p.id, p.username, p.display_name, p.rating, p.guest, diff };
    }

    LegalMoves legal_moves(const chess::Game& game)
    {
        LegalMoves dests;
        for (const auto m : game.legal_moves()) {
            const auto uci = chess::move_to_uci(m);
            auto& list = dests[uci.substr(0, 2)];
            const auto to = uci.substr(2, 2);
            if (std::find(list.begin(), list.end(), to) == list.end())
                list.push_back(to);
        }
        return dests;
    }

} // namespace

GameStateView GameRooms::state_view(Room& room, std::int64_t now, bool include_chat)
{
    const auto& r = room.record;
    const auto& pos = room.game.position();
    GameStateView v;
    v.game_id = r.id;
    v.white = game_player(r.white, r.white_rating_diff);
    v.black = game_player(r.black, r.black_rating_diff);
    v.turn = room.turn();
    v.move_number = pos.fullmove_number();
    v.ply = room.moves.size();
    v.time_control = TimeControl { r.tc_name, r.tc_initial, r.tc_increment, r.tc_type, {} };
    v.white_ms = std::max<std::int64_t>(0, room.clock.remaining(chess::White, now));
    v.black_ms = std::max<std::int64_t>(0, room.clock.remaining(chess::Black, now));
    v.clock_running = !room.ended && room.clock.running();
    v.fen = chess::to_fen(pos);
    v.ended = room.ended;
    v.result_text = r.result_text;
    v.score = r.score;
    v.reason = r.reason;
    v.rated = r.rated;
    v.moves.reserve(room.moves.size());
    for (const auto& m : room.moves)
        v.moves.push_back({ m.uci, m.san, m.white_ms, m.black_ms });
    if (include_chat)
        for (const auto& c : room.chat)
            v.chat.push_back({ c.user_id, c.username, c.display_name, c.message, c.created_at });
    v.spectators = room.spectators.size();
    v.draw_offer = room.draw_offer;
    if (!room.ended)
        v.legal_moves = legal_moves(room.game);
    v.white_connected = room.peers[0] != nullptr;
    v.black_connected = room.peers[1] != nullptr;
    return v;
}

MoveMade GameRooms::move_made(Room& room, std::int64_t now)
{
    const auto& pos = room.game.position();
    const auto& m = room.moves.back();
    return MoveMade { room.record.id, m.uci, m.san, chess::to_fen(pos),
        std::max<std::int64_t>(0, room.clock.remaining(chess::White, now)),
        std::max<std::int64_t>(0, room.clock.remaining(chess::Black, now)), room.turn(),
        pos.fullmove_number(), room.moves.size(), room.clock.running(), std::nullopt,
        legal_moves(room.game) };
}

std::optional<GameStateView> GameRooms::game_state(
    const std::string& game_id, const std::string& viewer_id)
{
    const auto played_by_viewer = [&viewer_id](const store::GameRecord& r) {
        return !viewer_id.empty() && (r.white.id == viewer_id || r.black.id == viewer_id);
    };
    if (auto room = find_room(game_id)) {
        // Shown once what it holds is stored: wait (briefly) for the room's writes in flight.
        auto promise = std::make_shared<std::promise<GameStateView>>();
        auto future = promise->get_future();
        {
            std::lock_guard lock(room->mutex);
            Room* rp = room.get();
            const bool chat = played_by_viewer(room->record);
            after_commit(*room, [this, rp, promise, chat] {
                promise->set_value(state_view(*rp, context_.now(), chat));
            });
        }
        if (future.wait_for(std::chrono::seconds(5)) == std::future_status::ready)
            return future.get();
        std::lock_guard lock(room->mutex);
        return state_view(*room, context_.now(), played_by_viewer(room->record));
    }
    const auto record = games_.find(game_id);
    if (!record)
        return std::nullopt;
    auto view = stored_game_state(game_id, played_by_viewer(*record));
    // A live game owned by another node: its spectators are counted there.
    if (view && record->status == "active")
        if (const auto n = context_.cluster->spectators_of(game_id))
            view->spectators = *n;
    return view;
}

// A game from the store, for games no longer in memory.
std::optional<GameStateView> GameRooms::stored_game_state(
    const std::string& game_id, bool include_chat)
{
    auto record = games_.find(game_id);
    if (!record)
        return std::nullopt;
    Room room;
    room.record = *record;
    room.ended = record->status != "active";
    room.clock = Clock(record->tc_initial, record->tc_increment);
    room.clock.set(record->white_ms, record->black_ms, chess::White);
    const bool live = record->status == "active";
    if (!record->initial_fen.empty())
        if (auto g = chess::Game::from_fen(record->initial_fen))
            room.game = std::move(g.value());
    for (const auto& m : games_.moves(game_id)) {
        if (!room.game.play_uci(m.uci))
            break;
        room.moves.push_back({ m.uci, m.san, m.white_ms, m.black_ms });
    }
    if (live && !room.moves.empty())
        room.clock.set(room.moves.back().white_ms, room.moves.back().black_ms, chess::White);
    room.chat = games_.chat(game_id);
    return state_view(room, context_.now(), include_chat);
}

// From the store alone: only stored moves are exported.
std::optional<std::string> GameRooms::game_pgn(const std::string& game_id)
{
    auto record = games_.find(game_id);
    if (!record)
        return std::nullopt;
    chess::PgnGame pgn;
    pgn.set_tag("Event", record->rated ? "Rated live game" : "Casual live game");
    pgn.set_tag("Site", "Chess Academy");
    {
        const std::time_t t = static_cast<std::time_t>(record->created_at / 1000);
        std::tm tm {};
        gmtime_r(&t, &tm);
        char date[16];
        std::strftime(date, sizeof date, "%Y.%m.%d", &tm);
        pgn.set_tag("Date", date);
    }
    pgn.set_tag("Round", "-");
    pgn.set_tag("White", record->white.username);
    pgn.set_tag("Black", record->black.username);
    pgn.set_tag("Result", record->score);
    pgn.set_tag("WhiteElo", std::to_string(record->white.rating));
    pgn.set_tag("BlackElo", std::to_string(record->black.rating));
    pgn.set_tag("TimeControl",
        std::to_string(record->tc_initial) + "+" + std::to_string(record->tc_increment));
    if (!record->reason.empty())
        pgn.set_tag("Termination", record->result_text);
    pgn.result = record->score;
    chess::Game game;
    if (!record->initial_fen.empty()) {
        if (auto g = chess::Game::from_fen(record->initial_fen))
            game = std::move(g.value());
        pgn.set_tag("SetUp", "1");
        pgn.set_tag("FEN", record->initial_fen);
    }
    for (const auto& m : games_.moves(game_id)) {
        auto mv = chess::parse_uci_move(game.position(), m.uci);
        if (!mv)
            break;
        chess::PgnMove pm;
        pm.move = mv.value();
        pm.san = chess::to_san(game.position(), mv.value());
        const bool white = game.position().side_to_move() == chess::White;
        pm.clock
            = static_cast<int>(std::max<std::int64_t>(0, white ? m.white_ms : m.black_ms) / 1000);
        game.play(mv.value());
        pgn.moves.push_back(std::move(pm));
    }
    return chess::write_pgn(pgn);
}

} // namespace academy::play
