// What a player does inside a game room: moves (stored, then announced), draw offers and
// answers, resignation, abort, claiming the win when the opponent stays away, and chat.
#include "chess/san.hpp"
#include "chess/uci.hpp"
#include "play/game_rooms.hpp"
#include "play/room_text.hpp"
#include "store/text.hpp"

#include <spdlog/spdlog.h>

#include <algorithm>

namespace academy::play {

namespace {

    void send_error(
        const Caller& s, std::string message, std::string_view event, const std::string& game_id)
    {
        s.peer->send(ErrorEvent { std::move(message), std::string(event), game_id });
    }

} // namespace

void GameRooms::make_move(const Caller& s, const MoveRequest& request)
{
    auto locked = room_for(s, request.game_id, "make_move", true);
    if (!locked.room)
        return;
    const auto color = *locked.color;
    Room* room = locked.room.get();
    const auto id = room->record.id;
    if (room->turn() != color) {
        send_error(s, "Not your turn", "make_move", id);
        return;
    }
    const auto& text = request.uci;
    if (!text) {
        send_error(s, "Malformed move: expected {from, to, promotion}", "make_move", id);
        return;
    }
    const std::string& uci = *text;
    // The client may always send promotion 'q': drop it when the move is no
    // promotion.
    auto parsed = chess::parse_uci_move(room->game.position(), uci);
    if (!parsed && uci.size() == 5)
        parsed = chess::parse_uci_move(room->game.position(), uci.substr(0, 4));
    if (!parsed && uci.size() == 4)
        parsed = chess::parse_uci_move(room->game.position(), uci + "q");
    if (!parsed || !chess::is_legal(room->game.position(), parsed.value())) {
        send_error(s, "Illegal move " + uci, "make_move", id);
        return;
    }
    const auto now = context_.now();
    const auto move = parsed.value();
    const auto san = chess::to_san(room->game.position(), move);
    const auto reported = request.time_left;

    // A flag that fell before the move arrived (the timer may not have run yet) ends the game.
    if (room->clock.running()
        && room->clock.remaining(color, now) + room->clock.quota(color) <= 0) {
        flag(*room, color);
        return;
    }
    const auto saved_clock = room->clock;
    if (room->moves.size() >= 1) {
        room->clock.end_turn(now, reported);
        if (!room->clock.running())
            room->clock.start(~color, now); // black's first move starts the clocks
    } else {
        room->clock.set(room->clock.remaining(chess::White, now),
            room->clock.remaining(chess::Black, now), chess::Black);
    }
    room->game.play(move);
    const auto uci_text = chess::move_to_uci(move);
    store::MoveRecord rec { static_cast<int>(room->moves.size()) + 1, uci_text, san,
        room->clock.remaining(chess::White, now), room->clock.remaining(chess::Black, now),
        epoch_ms() };
    const auto serial = ++room->next_serial;
    room->clock_before.emplace(serial, saved_clock);
    room->moves.push_back({ uci_text, san, rec.white_ms, rec.black_ms, serial });
    room->turn_started = now;
    room->draw_offer.reset();

    auto made = move_made(*room, now);
    const auto status = room->game.status();
    const std::optional<chess::Reason> claim = room->game.claimable_draw();
    if (status.outcome == chess::Outcome::Ongoing && !claim) {
        arm(*room);
    } else {
        // The game ends with this move, once the move is stored.
        Room::Ending ending { serial, GameResult::drawn(), {}, {} };
        if (status.outcome == chess::Outcome::WhiteWins
            || status.outcome == chess::Outcome::BlackWins) {
            const auto winner
                = status.outcome == chess::Outcome::WhiteWins ? chess::White : chess::Black;
            ending.result = GameResult::won_by(winner);
            ending.reason = "checkmate";
            ending.text = std::string(color_title(winner)) + " wins by checkmate";
        } else {
            const auto r = status.outcome == chess::Outcome::Draw ? status.reason : *claim;
            ending.reason = std::string(chess::reason_string(r));
            ending.text = draw_text(r);
        }
        made.result_text = ending.text;
        made.legal_moves.clear();
        room->ending = std::move(ending);
    }
    // Written before anyone hears of it: the broadcast waits for the commit of the batch that
    // holds this move (store/group_commit.hpp).
    auto store_move = [this, id, rec] { games_.add_move(id, rec); };
    auto on_stored = [this, room, serial, made = std::move(made), mover = s.peer](
                         bool ok) { move_committed(*room, serial, ok, made, mover); };
    write(*room, std::move(store_move), std::move(on_stored));
}

// With the room locked, after the write of move `serial` committed (ok) or failed.
void GameRooms::move_committed(Room& room, std::uint64_t serial, bool ok, const MoveMade& made,
    const std::shared_ptr<Peer>& mover)
{
    std::optional<Clock> before;
    if (auto it = room.clock_before.find(serial); it != room.clock_before.end()) {
        before = it->second;
        room.clock_before.erase(it);
    }
    // Where the move is now: gone if an earlier move failed to be stored and took it back.
    std::size_t at = room.moves.size();
    for (std::size_t i = room.moves.size(); i-- > 0;)
        if (room.moves[i].serial == serial) {
            at = i;
            break;
        }
    if (at == room.moves.size())
        return;
    if (ok) {
        ++moves_played_;
        send_now(room, made);
        if (room.ending && room.ending->serial == serial && !room.ended) {
            auto ending = std::move(*room.ending);
            room.ending.reset();
            end_game(room, ending.result, std::move(ending.reason), std::move(ending.text));
        }
        return;
    }
    if (room.ended) {
        spdlog::error("move {} of ended game {} was not stored", at + 1, room.record.id);
        return;
    }
    // Not stored, so never played: take it back with anything played on top of it.
    while (room.moves.size() > at) {
        room.game.undo();
        room.moves.pop_back();
    }
    if (before)
        room.clock = *before;
    room.ending.reset();
    room.turn_started = context_.now();
    arm(room);
    if (mover)
        mover->send(ErrorEvent {
            "Could not save the move, please try again", "make_move", room.record.id });
}

void GameRooms::offer_draw(const Caller& s, const std::string& game_id)
{
    auto locked = room_for(s, game_id, "offer_draw", true);
    if (!locked.room)
        return;
    const auto color = *locked.color;
    Room* room = locked.room.get();
    if (room->draw_offer == ~color) {
        end_game(*room, GameResult::drawn(), "agreement", "Draw by agreement");
        return;
    }
    if (room->draw_offer == color) {
        send_error(s, "You have already offered a draw", "offer_draw", game_id);
        return;
    }
    room->draw_offer = color;
    broadcast(*room, DrawOffered { game_id, color });
}

void GameRooms::accept_draw(const Caller& s, const std::string& game_id)
{
    auto locked = room_for(s, game_id, "accept_draw", true);
    if (!locked.room)
        return;
    const auto color = *locked.color;
    Room* room = locked.room.get();
    if (room->draw_offer != ~color) {
        send_error(s, "There is no draw offer to accept", "accept_draw", game_id);
        return;
    }
    end_game(*room, GameResult::drawn(), "agreement", "Draw by agreement");
}

void GameRooms::decline_draw(const Caller& s, const std::string& game_id)
{
    auto locked = room_for(s, game_id, "decline_draw", true);
    if (!locked.room)
        return;
    const auto color = *locked.color;
    Room* room = locked.room.get();
    if (room->draw_offer != ~color) {
        send_error(s, "There is no draw offer to decline", "decline_draw", game_id);
        return;
    }
    room->draw_offer.reset();
    broadcast(*room, DrawDeclined { game_id, color });
}

void GameRooms::resign(const Caller& s, const std::string& game_id)
{
    auto locked = room_for(s, game_id, "resign_game", true);
    if (!locked.room)
        return;
    const auto color = *locked.color;
    Room* room = locked.room.get();
    if (room->moves.size() < 2) {
        end_game(*room, GameResult::aborted(), "aborted", "Game aborted");
        return;
    }
    end_game(*room, GameResult::won_by(~color), "resign",
        std::string(color_title(~color)) + " wins by resignation");
}

void GameRooms::abort_game(const Caller& s, const std::string& game_id)
{
    auto locked = room_for(s, game_id, "abort_game", true);
    if (!locked.room)
        return;
    Room* room = locked.room.get();
    if (room->moves.size() >= 2) {
        send_error(s, "A game can only be aborted before both players have moved", "abort_game",
            room->record.id);
        return;
    }
    end_game(*room, GameResult::aborted(), "aborted", "Game aborted");
}

void GameRooms::claim_victory(const Caller& s, const std::string& game_id)
{
    auto locked = room_for(s, game_id, "claim_victory", true);
    if (!locked.room)
        return;
    const auto color = *locked.color;
    Room* room = locked.room.get();
    const auto other = ~color;
    const auto now = context_.now();
    if (room->peers[other]
        || now - room->disconnected_at[other] < context_.options.reconnect_window_ms) {
        send_error(
            s, "Your opponent still has time to come back", "claim_victory", room->record.id);
        return;
    }
    end_game(*room, GameResult::won_by(color), "abandoned",
        std::string(color_title(color)) + " wins: the opponent left the game");
}

void GameRooms::send_chat_message(const Caller& s, const ChatRequest& request)
{
    auto locked = room_for(s, request.game_id, "send_chat_message", false);
    if (!locked.room)
        return;
    Room* room = locked.room.get();
    const auto id = room->record.id;
    if (!locked.color) {
        send_error(s, "Only the players can chat in this game", "send_chat_message", id);
        return;
    }
    const auto color = *locked.color;
    const std::string text = store::trim(request.text);
    if (text.empty()) {
        send_error(s, "Message is empty", "send_chat_message", id);
        return;
    }
    // Another player's screen shows it: nothing that hides, reorders or fakes text.
    if (store::has_hidden_characters(text)) {
        send_error(s, "Message must not contain control, invisible or text-direction characters",
            "send_chat_message", id);
        return;
    }
    if (store::utf8_length(text) > context_.options.chat_max_chars) {
        send_error(s, "Message is too long (at most 140 characters)", "send_chat_message", id);
        return;
    }
    const auto now = context_.now();
    auto& times = room->chat_times[color];
    while (!times.empty() && now - times.front() >= context_.options.chat_window_ms)
        times.pop_front();
    if (static_cast<int>(times.size()) >= context_.options.chat_burst) {
        send_error(s, "You are sending messages too fast", "send_chat_message", id);
        return;
    }
    times.push_back(now);
    const auto& p = room->players[color];
    store::ChatRecord rec { static_cast<int>(room->chat.size()) + 1, p.id, p.username,
        p.display_name, text, epoch_ms() };
    room->chat.push_back(rec);
    ChatPosted posted { id, ChatLine { p.id, p.username, p.display_name, text, rec.created_at } };
    auto store_chat = [this, id, rec] { games_.add_chat(id, rec); };
    auto on_stored = [room, seq = rec.seq, posted = std::move(posted), sender = s.peer](bool ok) {
        if (!ok) {
            std::erase_if(room->chat, [&](const store::ChatRecord& c) { return c.seq == seq; });
            sender->send(ErrorEvent { "Could not save the message, please try again",
                "send_chat_message", room->record.id });
            return;
        }
        const SharedEvent shared(posted); // the players' chat: for both players only
        for (auto& peer : room->peers)
            if (peer)
                peer->send(shared);
    };
    write(*room, std::move(store_chat), std::move(on_stored));
}

} // namespace academy::play
