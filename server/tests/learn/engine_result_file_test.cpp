#include "learn/engine_result_file.hpp"

#include "../support/loopback.hpp"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

using namespace academy;

namespace {

// Any file stands for the engine binary: the stamp reads its path, size and time.
struct Files {
    std::filesystem::path dir = test::temp_folder("engine-results");
    std::string engine = (dir / "stockfish").string();
    std::string kept = (dir / "cache" / "results.txt").string();
    Files() { std::ofstream(engine) << "engine one"; }
    ~Files()
    {
        std::error_code ec;
        std::filesystem::remove_all(dir, ec);
    }
};

} // namespace

TEST(EngineResultFile, KeepsWhatWasPutForTheNextRun)
{
    Files f;
    {
        learn::EngineResultFile file(f.kept, "test-cache", f.engine, 64);
        EXPECT_EQ(file.find("12\t8/8/8/8/8/8/8/K1k5 w - - 0 1"), nullptr);
        file.put("12\t8/8/8/8/8/8/8/K1k5 w - - 0 1", "a1a2:0 a1b2:#-3");
        file.save();
    }
    learn::EngineResultFile again(f.kept, "test-cache", f.engine, 64);
    const auto* found = again.find("12\t8/8/8/8/8/8/8/K1k5 w - - 0 1");
    ASSERT_NE(found, nullptr);
    EXPECT_EQ(*found, "a1a2:0 a1b2:#-3");
    EXPECT_EQ(again.find("14\t8/8/8/8/8/8/8/K1k5 w - - 0 1"), nullptr);
}

TEST(EngineResultFile, AnotherEngineOrHashStartsAfresh)
{
    Files f;
    {
        learn::EngineResultFile file(f.kept, "test-cache", f.engine, 64);
        file.put("key", "value");
        file.save();
    }
    EXPECT_EQ(learn::EngineResultFile(f.kept, "test-cache", f.engine, 128).find("key"), nullptr);
    EXPECT_EQ(learn::EngineResultFile(f.kept, "other-cache", f.engine, 64).find("key"), nullptr);
    std::ofstream(f.engine, std::ios::app) << " and a new build";
    EXPECT_EQ(learn::EngineResultFile(f.kept, "test-cache", f.engine, 64).find("key"), nullptr);
}
