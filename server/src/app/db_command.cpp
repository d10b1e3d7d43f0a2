#include "app/db_command.hpp"

#include "app/progress_bar.hpp"
#include "app/serve_command.hpp"

#include "store/database_copy.hpp"

#include <CLI/CLI.hpp>

#include <iostream>
#include <memory>

namespace academy::app {

void add_db_commands(CLI::App& app, Config& config)
{
    auto* db = app.add_subcommand("db", "Database tools");
    db->require_subcommand(1);
    auto* copy = db->add_subcommand("copy",
        "Copy every row of one database into another, empty one (for example a SQLite file into "
        "PostgreSQL)");
    static std::string from, to;
    copy->add_option("--from", from, "Source URL: sqlite:PATH or postgres://...")->required();
    copy->add_option("--to", to, "Target URL (an empty database): postgres://... or sqlite:PATH")
        ->required();
    copy->add_option("--db-pool", config.db_pool, "PostgreSQL connections per database")
        ->check(CLI::Range(1, 1000))
        ->capture_default_str();
    copy->callback([&config] {
        try {
            if (from == to)
                throw store::StoreError("--from and --to name the same database");
            const store::DatabaseOptions options { static_cast<std::size_t>(config.db_pool) };
            auto source = store::open_database(from, options);
            auto target = store::open_database(to, options);
            std::unique_ptr<ProgressBar> bar;
            const auto report = store::copy_database(*source, *target,
                [&](std::int64_t done, std::int64_t total, const std::string& table) {
                    if (!bar)
                        bar = std::make_unique<ProgressBar>(static_cast<int>(total), "rows");
                    bar->update(static_cast<int>(done), " (" + table + ")");
                });
            for (const auto& t : report.tables)
                std::cout << "  " << t.name << ": " << t.rows << " rows\n";
            std::cout << "Copied " << report.rows << " rows in " << report.tables.size()
                      << " tables from " << store::redact_url(from) << " to "
                      << store::redact_url(to) << "; every table's row count matches.\n";
        } catch (const std::exception& e) {
            std::cerr << "\nacademy db copy: " << e.what() << "\n";
            set_exit_code(1);
        }
    });
}

} // namespace academy::app
