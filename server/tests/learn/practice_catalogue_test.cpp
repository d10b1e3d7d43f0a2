// The practice content as the loader and the count checks see it: the real files load without a
// problem and fill five sections; a copy with one section emptied, an id used twice, an illegal
// FEN or a goal without its moves is reported with the file and place. (The engine's half of the
// truth test is `make verify-practice`.)
#include "learn/practice/practice_verify.hpp"

#include "../support/loopback.hpp"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <filesystem>
#include <fstream>

using namespace academy::learn::practice;
namespace fs = std::filesystem;
using nlohmann::json;

namespace {

const fs::path kContent = fs::path(ACADEMY_CONTENT_DIR) / "practice";

json read(const fs::path& file)
{
    std::ifstream in(file);
    return json::parse(in);
}

void write(const fs::path& file, const json& value) { std::ofstream(file) << value.dump(2); }

bool has(const std::vector<LoadProblem>& problems, const std::string& file, const std::string& text)
{
    for (const auto& p : problems)
        if (p.file == file && (p.place + ": " + p.reason).find(text) != std::string::npos)
            return true;
    return false;
}

class PracticeCopy : public ::testing::Test {
protected:
    PracticeCopy()
        : dir(academy::test::temp_folder("practice-content"))
    {
        fs::copy(kContent, dir, fs::copy_options::recursive);
    }
    ~PracticeCopy() override
    {
        std::error_code ec;
        fs::remove_all(dir, ec);
    }
    fs::path dir;
};

} // namespace

TEST(PracticeContent, LoadsWithoutProblemsAndFillsEverySection)
{
    const auto load = load_catalogue(kContent);
    for (const auto& p : load.problems)
        ADD_FAILURE() << p.file << ": " << p.place << ": " << p.reason;
    EXPECT_TRUE(count_problems(load.catalogue).empty());
    ASSERT_EQ(load.catalogue.sections.size(), 5u);
    EXPECT_GE(load.catalogue.positions.size(), std::size_t(kMinPositions));
    for (const auto& s : load.catalogue.sections)
        EXPECT_GE(s.positions.size(), std::size_t(kMinPerSection)) << s.id;
    for (const auto& p : load.catalogue.positions) {
        EXPECT_GE(p.description.size(), 40u) << p.id;
        EXPECT_FALSE(p.hint.empty()) << p.id;
    }
}

TEST_F(PracticeCopy, AnEmptiedSectionFailsTheCounts)
{
    write(dir / "tactics.json", json::array());
    const auto load = load_catalogue(dir);
    EXPECT_TRUE(load.problems.empty());
    const auto counts = count_problems(load.catalogue);
    EXPECT_TRUE(has(counts, "tactics.json", "has 0 positions; a section needs at least 8"));
    EXPECT_TRUE(has(counts, "sections.json", "the practice needs at least 60"));
    const auto report = verify_practice(load, { .engine = false });
    EXPECT_FALSE(report.failures.empty());
    const auto lenient = verify_practice(load, { .allow_incomplete = true, .engine = false });
    EXPECT_TRUE(lenient.failures.empty());
    EXPECT_EQ(lenient.incomplete.size(), counts.size());
}

TEST_F(PracticeCopy, BadPositionsAreReportedWithTheirPlace)
{
    auto tactics = read(dir / "tactics.json");
    tactics[1]["id"] = tactics[0]["id"];
    tactics[2]["fen"] = "8/8/8/8/8/8/8/8 w - - 0 1";
    tactics[3]["goal"] = { { "kind", "mateIn" } };
    tactics[4]["goal"] = { { "kind", "checkmate" } };
    tactics[5]["stars"] = json::array({ 3, 2 });
    tactics[6]["botLevel"] = 11;
    tactics[7]["description"] = "Too short.";
    write(dir / "tactics.json", tactics);
    const auto load = load_catalogue(dir);
    EXPECT_TRUE(has(load.problems, "tactics.json",
        "[1].id: '" + tactics[0]["id"].get<std::string>() + "' is used twice"));
    EXPECT_TRUE(has(load.problems, "tactics.json", "[2].fen: "));
    EXPECT_TRUE(has(load.problems, "tactics.json", "[3].goal.moves: is missing"));
    EXPECT_TRUE(has(load.problems, "tactics.json", "[4].goal.kind: must be one of"));
    EXPECT_TRUE(has(load.problems, "tactics.json", "[5].stars[1]: must be a whole number from 3"));
    EXPECT_TRUE(
        has(load.problems, "tactics.json", "[6].botLevel: must be a whole number from 1 to 10"));
    EXPECT_TRUE(has(load.problems, "tactics.json", "[7].description: is too short"));
    EXPECT_EQ(load.problems.size(), 7u);
    EXPECT_EQ(
        load.catalogue.positions.size(), load_catalogue(kContent).catalogue.positions.size() - 7);
}
