#include "app/bench_engine_settings.hpp"

#include "app/serve_command.hpp"
#include "engine/bot_levels.hpp"
#include "engine/computer_levels.hpp"
#include "engine/uci_commands.hpp"
#include "learn/explain/educational_bot.hpp"
#include "net/computer_levels_json.hpp"

#include <iostream>
#include <string>

namespace academy::app {

namespace {

    // One line a level, tab-separated: kind, level, label (the bot's; a computer level's is in
    // content/play/computer-levels.json, which the server does not read: 0), share of random
    // moves, the setup commands joined by '|', the go command, the name.
    void print_level(std::string_view kind, int level, int label, double random_move,
        const engine::SearchLimits& limits, int hash_mb, std::string_view name)
    {
        std::string setup;
        for (const auto& command : engine::uci_setup(limits, hash_mb))
            setup += (setup.empty() ? "" : "|") + command;
        std::cout << kind << '\t' << level << '\t' << label << '\t' << random_move << '\t' << setup
                  << '\t' << engine::uci_go(limits) << '\t' << name << '\n';
    }

    int run()
    {
        const int hash_mb = engine::PoolOptions {}.hash_mb;
        for (const auto& level : net::computer_levels())
            print_level("computer", level.level, 0, level.random_move,
                engine::computer_search_limits(level), hash_mb, "");
        for (const auto& level : engine::bot_levels()) {
            // The educational bot asks for its alternatives too (learn/explain/educational_bot).
            auto limits = engine::bot_search_limits(level);
            limits.multipv = learn::explain::kMaxAlternatives + 1;
            print_level("bot", level.level, level.elo, 0, limits, hash_mb, level.name);
        }
        return 0;
    }

} // namespace

void add_bench_engine_settings_command(CLI::App& bench)
{
    auto* cmd = bench.add_subcommand("engine-settings",
        "Print the UCI commands the server sends for a move at each computer level and each "
        "educational bot level, one level a line (make bench-calibrate reads them)");
    cmd->callback([] { run_guarded(run); });
}

} // namespace academy::app
