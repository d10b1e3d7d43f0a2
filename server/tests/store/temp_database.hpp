// A real SQLite database with every migration applied, in a folder of its own that is removed
// afterwards: the repositories are tested against the schema the server runs on.
#pragma once

#include "../support/test_database.hpp"
#include "store/database.hpp"
#include "store/migrations.hpp"

#include <gtest/gtest.h>

#include <filesystem>
#include <memory>
#include <random>
#include <string>

namespace academy::test {

struct TempDatabase : ::testing::Test {
    std::filesystem::path dir = std::filesystem::temp_directory_path()
        / ("academy-store-" + std::to_string(std::random_device {}()));
    std::string url;
    std::unique_ptr<store::Database> db;

    // Opened in the constructor, so fixtures may hold repositories built on `*db` as members.
    TempDatabase()
    {
        std::filesystem::create_directories(dir);
        url = test::database_url(dir / "academy.db");
        db = store::open_database(url);
        store::migrate(*db);
    }
    ~TempDatabase() override
    {
        db.reset();
        std::error_code ec;
        std::filesystem::remove_all(dir, ec);
    }

    // How many rows `table` holds (optionally those matching `where`, with one text parameter).
    std::int64_t rows(const std::string& table, const std::string& where = {},
        const std::vector<store::Value>& params = {})
    {
        return db
            ->query(
                "SELECT COUNT(*) FROM " + table + (where.empty() ? "" : " WHERE " + where), params)
            .rows.at(0)
            .integer(0);
    }
};

// Text that would break a query built by concatenation, and characters outside ASCII: stored and
// read back byte for byte.
inline const std::string kTrickyText = "O'Brien\"; DROP TABLE users; -- ♞ Ñandú 国际象棋 😀";

} // namespace academy::test
