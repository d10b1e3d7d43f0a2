#!/usr/bin/env python3
"""How far our theme tagger agrees with Lichess's on a Lichess puzzle CSV.

    tagger_agreement.py ACADEMY SAMPLE.csv [--show THEME] [--extra THEME]

Copies SAMPLE to a scratch file, runs `ACADEMY puzzles tag COPY --out OUT` (which replaces the
themes with ours) and prints, per theme, how many puzzles Lichess tags, how many we tag, how many
both tag, and recall / precision. --show THEME lists the puzzles Lichess tags and we miss;
--extra THEME the ones we tag and Lichess does not. --complete counts only the puzzles Lichess's
tagger fully tagged (a length tag among their themes); some rows carry only the phase.
"""
import argparse
import csv
import os
import subprocess
import sys
import tempfile

THEMES = [
    "fork", "pin", "skewer", "discoveredAttack", "discoveredCheck", "doubleCheck",
    "deflection", "attraction", "clearance", "interference", "xRayAttack", "quietMove",
    "sacrifice", "hangingPiece", "trappedPiece", "zugzwang", "promotion", "underPromotion",
    "enPassant", "castling",
    "pawnEndgame", "rookEndgame", "queenEndgame", "bishopEndgame", "knightEndgame",
    "queenRookEndgame", "endgame", "middlegame", "opening",
    "mate", "mateIn1", "mateIn2", "mateIn3", "mateIn4", "mateIn5",
    "backRankMate", "smotheredMate", "anastasiaMate", "hookMate", "arabianMate",
    "bodenMate", "doubleBishopMate", "dovetailMate",
    "oneMove", "short", "long", "veryLong",
]


def read(path):
    with open(path, newline="") as f:
        return {row["PuzzleId"]: row for row in csv.DictReader(f)}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("academy")
    ap.add_argument("sample")
    ap.add_argument("--show", action="append", default=[])
    ap.add_argument("--extra", action="append", default=[])
    ap.add_argument("--complete", action="store_true")
    a = ap.parse_args()

    theirs = read(a.sample)
    if a.complete:
        lengths = {"oneMove", "short", "long", "veryLong"}
        theirs = {k: r for k, r in theirs.items() if lengths & set(r["Themes"].split())}
    with tempfile.TemporaryDirectory() as tmp:
        copy, out = os.path.join(tmp, "in.csv"), os.path.join(tmp, "out.csv")
        with open(a.sample, "rb") as src, open(copy, "wb") as dst:
            dst.write(src.read())
        print(f"{len(theirs)} puzzles")
        subprocess.run([a.academy, "puzzles", "tag", copy, "--out", out], check=True,
                       stdout=subprocess.DEVNULL)
        ours = read(out)

    print(f"{'theme':<18}{'lichess':>8}{'ours':>6}{'both':>6}{'recall':>8}{'precision':>10}")
    for t in THEMES:
        n_l = n_o = n_b = 0
        for pid, row in theirs.items():
            lt = t in row["Themes"].split()
            ot = pid in ours and t in ours[pid]["Themes"].split()
            n_l += lt
            n_o += ot
            n_b += lt and ot
        if n_l == 0 and n_o == 0:
            continue
        rec = f"{n_b / n_l:.2f}" if n_l else "-"
        pre = f"{n_b / n_o:.2f}" if n_o else "-"
        print(f"{t:<18}{n_l:>8}{n_o:>6}{n_b:>6}{rec:>8}{pre:>10}")

    for label, themes, want_l, want_o in (("missed", a.show, True, False),
                                          ("extra", a.extra, False, True)):
        for t in themes:
            print(f"\n{label} {t}:")
            for pid, row in theirs.items():
                lt = t in row["Themes"].split()
                ot = pid in ours and t in ours[pid]["Themes"].split()
                if lt == want_l and ot == want_o:
                    print(f"{pid},{row['FEN']},{row['Moves']}  | lichess: {row['Themes']}"
                          f"  | ours: {ours.get(pid, {}).get('Themes', '')}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
