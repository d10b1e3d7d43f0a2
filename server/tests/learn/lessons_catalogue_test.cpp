// The lesson catalogue read from a content folder: the fixture under data/lessons/ (two
// curriculum lessons, interactive lesson 1, one academy lesson and one academy puzzle), files
// that are missing (warned about, the rest still served) and files that are malformed (named,
// with the place and the reason). Also the lesson content of the repository, whatever part of
// it exists yet, loads without a malformed file.
#include "learn/lessons/catalogue_loader.hpp"

#include "../support/loopback.hpp"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

using namespace academy::learn::lessons;
namespace fs = std::filesystem;

namespace {

const fs::path kFixture = fs::path(ACADEMY_TEST_DATA) / "lessons";

// A copy of the fixture to break.
struct ScratchContent : ::testing::Test {
    fs::path dir = academy::test::temp_folder("lessons");
    ScratchContent() { fs::copy(kFixture, dir, fs::copy_options::recursive); }
    ~ScratchContent() override
    {
        std::error_code ec;
        fs::remove_all(dir, ec);
    }
    void write(const std::string& relative, const std::string& text)
    {
        std::ofstream(dir / relative, std::ios::trunc) << text;
    }
};

bool mentions(const std::vector<LoadProblem>& problems, const std::string& file_end,
    const std::string& place, const std::string& reason_part)
{
    for (const auto& p : problems)
        if (p.file.ends_with(file_end) && p.place == place
            && p.reason.find(reason_part) != std::string::npos)
            return true;
    return false;
}

} // namespace

TEST(LessonCatalogue, TheFixtureLoadsIntoPlainValues)
{
    const auto load = load_catalogue(kFixture);
    EXPECT_TRUE(load.malformed.empty()) << describe(load.malformed.front());
    const auto& c = load.catalogue;
    ASSERT_EQ(c.categories.size(), 5u);
    EXPECT_EQ(c.categories[0].id, "basics");
    EXPECT_EQ(c.categories[0].lessons.size(), 8u);
    EXPECT_EQ(c.categories[2].rating_range.min, 800);
    ASSERT_EQ(c.lessons.size(), 2u);
    const Lesson* l = c.lesson("chess-101");
    ASSERT_NE(l, nullptr);
    EXPECT_EQ(l->category, "basics");
    EXPECT_TRUE(l->file.ends_with("lessons/curriculum/basics/chess-101.json")) << l->file;
    ASSERT_EQ(l->modules.size(), 5u);
    EXPECT_EQ(l->modules[1].moves, (std::vector<std::string> { "e2e4", "e7e5", "g1f3", "b8c6" }));
    EXPECT_EQ(l->modules[2].positions.size(), 3u);
    EXPECT_EQ(l->modules[2].positions[2].accepted, std::vector<std::string> { "a1a8" });
    EXPECT_EQ(l->modules[3].themes, std::vector<std::string> { "mateIn1" });
    EXPECT_EQ(l->modules[3].count, 2);
    EXPECT_EQ(l->modules[4].questions.size(), 4u);
    EXPECT_EQ(l->modules[4].questions[2].fen.has_value(), true);
    EXPECT_EQ(quiz_questions(*l).size(), 4u);
    EXPECT_EQ(practice_positions(*l).size(), 3u);
    EXPECT_EQ(c.lesson("pawn-moves"), nullptr);

    ASSERT_EQ(c.interactive.size(), 1u);
    EXPECT_EQ(c.interactive[0].steps.size(), 8u);
    EXPECT_EQ(c.interactive[0].steps[7].correct_moves, std::vector<std::string> { "h1h8" });
    ASSERT_EQ(c.academy_lessons.size(), 1u);
    EXPECT_EQ(c.academy_lessons[0].positions[0].moves.size(), 7u);
    EXPECT_TRUE(c.academy_lessons[0].quiz.has_value());
    EXPECT_EQ(c.academy_puzzle_categories.size(), 5u);
    ASSERT_EQ(c.academy_puzzles.size(), 1u);
    EXPECT_EQ(c.academy_puzzles[0].moves_to_mate, 2);
    EXPECT_EQ(c.library.size(), 6u);
}

TEST(LessonCatalogue, MissingFilesAreListedAndTheRestIsServed)
{
    const auto load = load_catalogue(kFixture);
    // 46 curriculum lessons and interactive lessons 2-5 are not written in the fixture.
    EXPECT_EQ(load.missing.size(), 46u + 4u);
    EXPECT_TRUE(mentions(
        load.missing, "lessons/curriculum/basics/pawn-moves.json", "", "the file is missing"));
    EXPECT_TRUE(mentions(load.missing, "lessons/interactive/5.json", "", "missing"));
    EXPECT_TRUE(load.unlisted.empty());

    const auto nothing = load_catalogue(kFixture / "no-such-folder");
    EXPECT_TRUE(nothing.malformed.empty());
    EXPECT_TRUE(nothing.catalogue.categories.empty());
    EXPECT_TRUE(mentions(nothing.missing, "lessons/categories.json", "", "missing"));
    EXPECT_TRUE(mentions(nothing.missing, "academy/puzzles.json", "", "missing"));
}

TEST(LessonCatalogue, KnownLessonsAreTheCataloguesOwn)
{
    const auto c = load_catalogue(kFixture).catalogue;
    EXPECT_TRUE(c.known_lesson("chess-101"));
    EXPECT_TRUE(c.known_lesson("basics-001"));
    EXPECT_TRUE(c.known_lesson("interactive-1"));
    for (const auto* unknown : { "pawn-moves", "interactive-2", "interactive-01", "interactive-",
             "interactive-1x", "", "Chess-101", "basics-002" })
        EXPECT_FALSE(c.known_lesson(unknown)) << unknown;
}

TEST(LessonCatalogue, PuzzleModulesPickFromTheLibraryByThemeAndRange)
{
    const auto c = load_catalogue(kFixture).catalogue;
    auto ids = [](const std::vector<const LibraryPuzzle*>& picked) {
        std::vector<std::string> out;
        for (const auto* p : picked)
            out.push_back(p->id);
        return out;
    };
    // Three mates in 400-600, two wanted: evenly spaced from the easy end.
    EXPECT_EQ(ids(pick_puzzles(c.library, { "mateIn1" }, { 400, 600 }, 2)),
        (std::vector<std::string> { "fx001", "fx002" }));
    EXPECT_EQ(ids(pick_puzzles(c.library, { "mateIn1" }, { 400, 600 }, 3)),
        (std::vector<std::string> { "fx001", "fx002", "fx003" }));
    // Any of the themes; the range bounds are inclusive.
    EXPECT_EQ(ids(pick_puzzles(c.library, { "fork", "hangingPiece" }, { 700, 1500 }, 5)),
        (std::vector<std::string> { "fx005", "fx006" }));
    EXPECT_EQ(count_puzzles(c.library, { "backRankMate" }, { 0, 3000 }), 2u);
    EXPECT_TRUE(pick_puzzles(c.library, { "zugzwang" }, { 0, 3000 }, 5).empty());
}

TEST_F(ScratchContent, AFileThatIsNotJsonIsNamedWithTheParsersReason)
{
    write("lessons/curriculum/basics/chess-101.json", "{\"id\": \"chess-101\",");
    const auto load = load_catalogue(dir);
    ASSERT_EQ(load.malformed.size(), 1u);
    EXPECT_TRUE(load.malformed[0].file.ends_with("lessons/curriculum/basics/chess-101.json"));
    EXPECT_NE(load.malformed[0].reason.find("not JSON"), std::string::npos);
    EXPECT_EQ(load.catalogue.lesson("chess-101"), nullptr);
    EXPECT_NE(load.catalogue.lesson("hanging-pieces"), nullptr);
}

TEST_F(ScratchContent, AFieldOfTheWrongTypeIsNamedByItsPlace)
{
    std::ifstream in(dir / "lessons/curriculum/basics/chess-101.json");
    std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    const auto at = text.find("\"accepted\": [\n            \"a1a8\"");
    ASSERT_NE(at, std::string::npos);
    text.replace(at, std::string("\"accepted\": [\n            \"a1a8\"").size(),
        "\"accepted\": [\n            7");
    write("lessons/curriculum/basics/chess-101.json", text);
    write("academy/puzzles.json", R"({"categories": [], "puzzles": [{"id": "p"}]})");
    write("lessons/interactive/1.json",
        R"({"id": 1.5, "title": "x", "description": "y", "steps": []})");
    const auto load = load_catalogue(dir);
    EXPECT_TRUE(mentions(
        load.malformed, "chess-101.json", "modules[2].positions[2].accepted[0]", "must be text"));
    EXPECT_TRUE(mentions(load.malformed, "academy/puzzles.json", "puzzles[0].title", "is missing"));
    EXPECT_TRUE(mentions(load.malformed, "interactive/1.json", "id", "must be a whole number"));
    EXPECT_EQ(load.malformed.size(), 3u);
}

TEST_F(ScratchContent, ServingStopsOnAMalformedFileAndNamesIt)
{
    write("academy/lessons.json", "[]");
    try {
        load_catalogue_for_serving(dir, {});
        FAIL() << "a malformed file must stop the start";
    } catch (const CatalogueError& e) {
        const std::string what = e.what();
        EXPECT_NE(what.find("academy/lessons.json"), std::string::npos) << what;
        EXPECT_NE(what.find("must be an object"), std::string::npos) << what;
    }
}

TEST_F(ScratchContent, ServingWarnsOfMissingFilesAndGoesOn)
{
    fs::remove(dir / "academy/puzzles.json");
    std::vector<std::string> warnings;
    const auto c
        = load_catalogue_for_serving(dir, [&](const std::string& w) { warnings.push_back(w); });
    EXPECT_EQ(c.lessons.size(), 2u);
    EXPECT_TRUE(c.academy_puzzles.empty());
    EXPECT_EQ(warnings.size(), 46u + 4u + 1u);
    EXPECT_TRUE(std::any_of(warnings.begin(), warnings.end(),
        [](const std::string& w) { return w.find("academy/puzzles.json") != std::string::npos; }));
}

TEST_F(ScratchContent, ALessonFileCategoriesJsonDoesNotListIsReported)
{
    fs::copy_file(dir / "lessons/curriculum/basics/chess-101.json",
        dir / "lessons/curriculum/basics/chess-102.json");
    const auto load = load_catalogue(dir);
    ASSERT_EQ(load.unlisted.size(), 1u);
    EXPECT_TRUE(load.unlisted[0].ends_with("chess-102.json"));
}

TEST(LessonCatalogue, TheRepositorysContentHasNoMalformedFile)
{
    const auto load = load_catalogue(ACADEMY_CONTENT_DIR);
    for (const auto& p : load.malformed)
        ADD_FAILURE() << describe(p);
    EXPECT_EQ(load.catalogue.categories.size(), 5u);
}
