// Every case of content/progress/test-vectors.json, replayed by the server's rules (the only
// ones: the browser shows the server's figures).
#include "progress_vector_io.hpp"

#include <gtest/gtest.h>

#include <cctype>
#include <fstream>
#include <set>

using namespace academy::learn;
using namespace academy::learn::vectors;

namespace {

json load_vectors()
{
    std::ifstream in(std::string(ACADEMY_CONTENT_DIR) + "/progress/test-vectors.json");
    return json::parse(in);
}

// One case of the file; printed by its name, so a failure does not dump a hundred events.
struct VectorCase {
    json data;
};

void PrintTo(const VectorCase& c, std::ostream* os) { *os << c.data.at("name"); }

class ProgressVector : public ::testing::TestWithParam<VectorCase> { };

std::vector<VectorCase> cases()
{
    const json all = load_vectors(); // kept alive: at() returns a reference into it
    std::vector<VectorCase> list;
    for (const auto& c : all.at("cases"))
        list.push_back({ c });
    return list;
}

std::string case_name(const ::testing::TestParamInfo<VectorCase>& info)
{
    std::string name = info.param.data.at("name").get<std::string>();
    for (char& c : name)
        if (!std::isalnum(static_cast<unsigned char>(c)))
            c = '_';
    return std::to_string(info.index) + "_" + name;
}

} // namespace

TEST_P(ProgressVector, ReplaysToTheExpectedState)
{
    const json& c = GetParam().data;
    std::vector<ActivityEvent> events;
    for (const auto& e : c.at("events"))
        events.push_back(event_from_json(e));
    std::optional<std::string> today;
    if (c.contains("today"))
        today = c.at("today").get<std::string>();
    const json view = state_view(fold_progress(events, today));
    EXPECT_EQ(subset_mismatch(c.at("expect"), view, "state"), "") << c.at("name");
}

INSTANTIATE_TEST_SUITE_P(SharedVectors, ProgressVector, ::testing::ValuesIn(cases()), case_name);

TEST(ProgressVectors, TheFileHasEnoughCasesWithUniqueNames)
{
    const auto all = cases();
    EXPECT_GE(all.size(), 25u);
    std::set<std::string> names;
    for (const auto& c : all)
        EXPECT_TRUE(names.insert(c.data.at("name").get<std::string>()).second) << c.data.at("name");
}

TEST(ProgressVectors, LevelsMatchTheTable)
{
    const json all = load_vectors();
    for (const auto& row : all.at("levels")) {
        const auto info = level_for_xp(row.at("xp").get<std::int64_t>());
        EXPECT_EQ(info.level, row.at("level").get<int>()) << row.dump();
        EXPECT_EQ(info.xp_in_current_level, row.at("xpInCurrentLevel").get<std::int64_t>())
            << row.dump();
        EXPECT_EQ(info.xp_for_next_level, row.at("xpForNextLevel").get<std::int64_t>())
            << row.dump();
    }
}

TEST(ProgressVectors, EachEventEarnsItsAward)
{
    const json all = load_vectors();
    for (const auto& row : all.at("awards")) {
        json e = row.at("event");
        e["id"] = "x";
        e["at"] = 0;
        e["day"] = "2025-03-01";
        EXPECT_EQ(xp_for_event(event_from_json(e).detail), row.at("xp").get<int>()) << row.dump();
    }
}
