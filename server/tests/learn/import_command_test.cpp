// `academy puzzles import` on a small CSV with good Lichess rows (CC0) and broken rows: bad rows
// are skipped and counted, never stop the import, and the last line says what happened.
#include "../support/test_database.hpp"
#include <gtest/gtest.h>

#include <array>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <random>
#include <string>

namespace {
std::string run(const std::string& command)
{
    std::string out;
    FILE* pipe = popen(command.c_str(), "r");
    std::array<char, 4096> buf {};
    while (pipe && fgets(buf.data(), buf.size(), pipe))
        out += buf.data();
    if (pipe)
        pclose(pipe);
    return out;
}
} // namespace

TEST(ImportCommand, SkipsBadRowsWithReasonsAndImportsTheRest)
{
    const auto dir = std::filesystem::temp_directory_path()
        / ("academy-import-" + std::to_string(std::random_device {}()));
    std::filesystem::create_directories(dir);
    const std::string db = academy::test::database_url(dir / "t.db");
    const std::string out = run(std::string(ACADEMY_BIN) + " puzzles import " + ACADEMY_TEST_DATA
        + "/import_fixture.csv --db '" + db + "' 2>/dev/null");
    const auto last = out.substr(out.rfind("imported"));
    EXPECT_EQ(last, "imported 20, skipped 5\n") << out;
    EXPECT_NE(out.find("illegal move"), std::string::npos);
    EXPECT_NE(out.find("bad FEN"), std::string::npos);
    EXPECT_NE(out.find("mate theme but no checkmate"), std::string::npos);
    // Importing again adds nothing: ids are unique.
    const std::string again = run(std::string(ACADEMY_BIN) + " puzzles import " + ACADEMY_TEST_DATA
        + "/import_fixture.csv --db '" + db + "' 2>/dev/null");
    EXPECT_NE(again.find("imported 0, skipped 5"), std::string::npos) << again;
    const std::string exported
        = run(std::string(ACADEMY_BIN) + " puzzles export --db '" + db + "'");
    EXPECT_NE(exported.find("000rZ,"), std::string::npos);
    std::filesystem::remove_all(dir);
}

TEST(ImportCommand, TheRealLichessSampleImportsWhole)
{
    // Some rows end in checkmate without the mate theme (players vote Lichess's themes): they
    // are sound puzzles, imported with the themes our tagger finds added.
    const auto dir = std::filesystem::temp_directory_path()
        / ("academy-import-sample-" + std::to_string(std::random_device {}()));
    std::filesystem::create_directories(dir);
    const std::string db = academy::test::database_url(dir / "t.db");
    const std::string out = run(std::string(ACADEMY_BIN) + " puzzles import " + ACADEMY_TEST_DATA
        + "/lichess-puzzles-sample.csv --db '" + db + "' 2>/dev/null");
    EXPECT_EQ(out, "imported 1499, skipped 0\n");
    const std::string exported
        = run(std::string(ACADEMY_BIN) + " puzzles export --db '" + db + "'");
    // 00mmI: Lichess tags it "endgame" only; its line is a rook ending's mate in one.
    const auto row = exported.find("\n00mmI,");
    ASSERT_NE(row, std::string::npos);
    EXPECT_NE(exported.substr(row, exported.find('\n', row + 1) - row)
                  .find(",endgame mate mateIn1 oneMove rookEndgame,"),
        std::string::npos);
    std::filesystem::remove_all(dir);
}

TEST(ImportCommand, ALargeFileIsCheckedInBatchesAndLosesNoRow)
{
    // More rows than one validation batch (8,192): the fixture's 25 rows 400 times with new ids,
    // so every batch holds good and bad rows and the totals must still add up exactly.
    const auto dir = std::filesystem::temp_directory_path()
        / ("academy-import-large-" + std::to_string(std::random_device {}()));
    std::filesystem::create_directories(dir);
    const auto csv = (dir / "large.csv").string();
    const std::string make
        = "awk -F, 'NR==1 {print; next} {rows[n++]=$0} END {for (i=0;i<10000;i++) "
          "{r=rows[i%n]; sub(/^[^,]*/, \"x\" i, r); print r}}' "
        + std::string(ACADEMY_TEST_DATA) + "/import_fixture.csv > " + csv;
    ASSERT_EQ(std::system(make.c_str()), 0);
    const std::string db = academy::test::database_url(dir / "t.db");
    const std::string out = run(
        std::string(ACADEMY_BIN) + " puzzles import " + csv + " --db '" + db + "' 2>/dev/null");
    EXPECT_EQ(out.substr(out.rfind("imported")), "imported 8000, skipped 2000\n") << out;
    const std::string exported
        = run(std::string(ACADEMY_BIN) + " puzzles export --db '" + db + "'");
    std::size_t rows = 0;
    for (std::size_t at = exported.find("\nx"); at != std::string::npos;
         at = exported.find("\nx", at + 1))
        ++rows;
    EXPECT_EQ(rows, 8000u);
    std::filesystem::remove_all(dir);
}
