"""Tournaments of the hard computer players against the independent searcher and the easy level.

    uv run python -m tests.tools.tournament run polterfass 4 searcher --games 200 \\
        --out results/polterfass-4-searcher.jsonl [--playouts 48] [--per-action 4] \\
        [--seconds 0.1]
    uv run python -m tests.tools.tournament table results/*.jsonl
    uv run python -m tests.tools.tournament plan results/   # every hiding game, every count

A table of ``seats`` seats is split between the hard level and its opponent
(``searcher``: :mod:`tests.tools.searcher`; ``easy``: the game's easy level):
seats alternate, the pattern turning one seat each game and, every ``seats``
games, swapping which side holds the odd seat, so every seat sits on both sides
equally often. Each finished game is one line of JSON appended to ``--out`` at
once; a run that stops is continued by running it again (finished games are
skipped).

The measure is the hard side's *share per seat*: in one game, the wins of the
hard seats (a k-way shared win counts 1/k) divided by the number of hard seats.
The fair share is ``1 / seats`` (what a seat wins when every seat plays alike);
the 95 % interval is the mean over games ± 1.96 standard errors. Beside it, the
chance under fair play is an exact one-sided test on the games the hard side won
outright; a row is "above" only when the interval clears the fair share and that
chance is under 2.5 %.
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import sys
import time
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

from tabletop.bots import Bot, make_bot
from tabletop.core import Engine
from tabletop.games import GAMES
from tests.tools.searcher import Searcher


def hard_seats(seats: int, number: int) -> list[int]:
    """The seats the hard level holds in game ``number`` (module docstring)."""
    flip = (number // seats) % 2
    return [seat for seat in range(seats) if ((seat + number) % seats) % 2 == flip]


def play_match(game_id: str, seats: int, against: str, number: int, *,
               playouts: int = 32, per_action: int = 4,
               seconds: float | None = None) -> dict[str, Any]:
    """One seeded game; the record :func:`summarize` reads."""
    return play_game(game_id, seats, against, number, playouts=playouts,
                     per_action=per_action, seconds=seconds)[1]


def play_game(game_id: str, seats: int, against: str, number: int, *,
              playouts: int = 32, per_action: int = 4, seconds: float | None = None,
              ) -> tuple[Engine[Any], dict[str, Any]]:
    """:func:`play_match`, also handing back the finished game."""
    spec = GAMES[game_id]
    hard = hard_seats(seats, number)
    bots: list[Bot] = []
    searchers: list[Searcher] = []
    for seat in range(seats):
        seed = 7919 * number + 104729 * seats + seat
        if seat in hard:
            bots.append(make_bot(game_id, "hard", seed))
        elif against == "searcher":
            searcher = Searcher(seed, playouts=playouts, seconds=seconds,
                                per_action=per_action)
            searchers.append(searcher)
            bots.append(searcher)
        else:
            bots.append(make_bot(game_id, against, seed))
    game = spec.new_game(seats, seed=number)
    hard_ms: list[float] = []
    other_ms: list[float] = []
    while not game.is_over:
        seat = game.current_seat
        assert seat is not None
        view = game.view(seat)
        started = time.perf_counter()
        action = bots[seat].choose(view)
        (hard_ms if seat in hard else other_ms).append((time.perf_counter() - started) * 1000)
        game.apply(action)
    winners = game.winners()
    return game, {
        "game": game_id, "seats": seats, "against": against, "number": number,
        "playouts": playouts if against == "searcher" else None,
        "per_action": per_action if against == "searcher" else None,
        "hard": hard, "winners": winners, "scores": game.scores(),
        "hard_ms": _timing(hard_ms), "other_ms": _timing(other_ms),
        "searcher_playouts": sum(sum(s.spent) for s in searchers),
        "searcher_decisions": sum(len(s.spent) for s in searchers),
    }


def _timing(samples: list[float]) -> dict[str, float]:
    ordered = sorted(samples)
    if not ordered:
        return {"n": 0, "mean": 0.0, "p95": 0.0, "max": 0.0}
    return {"n": len(ordered), "mean": round(statistics.fmean(ordered), 2),
            "p95": round(ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))], 2),
            "max": round(ordered[-1], 2)}


def hard_share(record: dict[str, Any]) -> float:
    """The hard side's wins per hard seat in one game."""
    winners = record["winners"]
    won = sum(1 / len(winners) for seat in record["hard"] if seat in winners)
    return won / len(record["hard"])


def other_share(record: dict[str, Any]) -> float:
    winners = record["winners"]
    others = [seat for seat in range(record["seats"]) if seat not in record["hard"]]
    return sum(1 / len(winners) for seat in others if seat in winners) / len(others)


def interval(values: Sequence[float]) -> tuple[float, float, float]:
    """Mean and its 95 % normal interval, within the 0 to 1 a share can take."""
    mean = statistics.fmean(values)
    if len(values) < 2:
        return mean, 0.0, 1.0
    half = 1.96 * statistics.stdev(values) / math.sqrt(len(values))
    return mean, max(0.0, mean - half), min(1.0, mean + half)


def chance_under_fair_play(records: Sequence[dict[str, Any]]) -> float:
    """How likely the hard side would win outright at least as many of these games as it
    did if every seat played alike (each game's side then wins with its seats' share).

    An exact tail of the sum of unequal coin flips, so a row the hard side won every time
    (where the normal interval above has no spread) still gets an honest figure. A shared
    win counts as not won, which only makes the figure larger."""
    outright = sum(1 for r in records if r["winners"] and set(r["winners"]) <= set(r["hard"]))
    counts = [1.0]  # counts[k]: the chance of k outright wins among the games so far
    for record in records:
        p = len(record["hard"]) / record["seats"]
        counts = [(counts[k] if k < len(counts) else 0.0) * (1 - p)
                  + (counts[k - 1] * p if k else 0.0) for k in range(len(counts) + 1)]
    return min(1.0, sum(counts[outright:]))


def summarize(records: Iterable[dict[str, Any]]) -> dict[str, Any]:
    records = list(records)
    seats = records[0]["seats"]
    mean, low, high = interval([hard_share(r) for r in records])
    other, _, _ = interval([other_share(r) for r in records])
    decisions = sum(r["searcher_decisions"] for r in records)
    other_ms = [r["other_ms"]["mean"] for r in records if r["other_ms"]["n"]]
    return {
        "game": records[0]["game"], "seats": seats, "against": records[0]["against"],
        "games": len(records), "hard_share": mean, "low": low, "high": high,
        "fair": 1 / seats, "other_share": other,
        "fair_chance": chance_under_fair_play(records),
        "verdict": ("above" if low > 1 / seats and chance_under_fair_play(records) < 0.025
                    else "below" if high < 1 / seats else "unclear"),
        "playouts_per_decision": (sum(r["searcher_playouts"] for r in records) / decisions
                                  if decisions else None),
        "other_ms_mean": statistics.fmean(other_ms) if other_ms else None,
        "hard_p95_ms": max(r["hard_ms"]["p95"] for r in records),
    }


def read(path: Path) -> list[dict[str, Any]]:
    if not path.exists():
        return []
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line]


def run(game_id: str, seats: int, against: str, games: int, out: Path, *, playouts: int,
        seconds: float | None, first: int = 0, per_action: int = 4) -> None:
    done = {record["number"] for record in read(out)}
    out.parent.mkdir(parents=True, exist_ok=True)
    with out.open("a", encoding="utf-8") as file:
        for number in range(first, first + games):
            if number in done:
                continue
            record = play_match(game_id, seats, against, number, playouts=playouts,
                                per_action=per_action, seconds=seconds)
            file.write(json.dumps(record) + "\n")
            file.flush()
            print(f"{game_id} {seats} vs {against} #{number}: hard {record['hard']} "
                  f"winners {record['winners']}", flush=True)


PLAYOUTS = 32
"""The searcher's playouts per decision in the planned tournaments (about 0.1 s of one core
for a decision early in a game)."""
TARGETS: dict[str, dict[str, int]] = {
    "searcher": {"polterfass": 200, "winners_circle": 100, "big_shot": 60,
                 "wizard_extreme": 40},
    "easy": {"polterfass": 200, "winners_circle": 200, "big_shot": 100, "wizard_extreme": 60},
}
"""Games per seat count: 200 where a game is short to play out (Polterfass against the
searcher; every game but the longest against the easy level); fewer where one game costs
minutes of a shared processor (about 5 s of search for a Winner's Circle game, 5 s for Big
Shot, 20-40 s for Wizard Extreme)."""
STAGES = (20, 40, 60, 100, 200)


def plan(folder: Path) -> None:
    """Every hiding game at every seat count against both opponents, in stages, so the
    whole table fills in early and sharpens as the run goes on."""
    # The games whose standing against the searcher was least known come first.
    order = ("wizard_extreme", "big_shot", "winners_circle", "polterfass")
    hiding = sorted((spec for spec in GAMES.values() if spec.has_hidden_information),
                    key=lambda spec: order.index(spec.id) if spec.id in order else len(order))
    for stage in STAGES:
        for against in ("searcher", "easy"):
            for spec in hiding:
                for seats in range(spec.min_seats, spec.max_seats + 1):
                    games = min(stage, TARGETS[against][spec.id])
                    out = folder / f"{spec.id}-{seats}-{against}.jsonl"
                    run(spec.id, seats, against, games, out, playouts=PLAYOUTS, seconds=None)


def table(paths: Sequence[Path]) -> str:
    lines = ["| game | seats | against | games | hard share per seat (95 % interval) | fair "
             "| opponent per seat | chance under fair play | verdict "
             "| searcher playouts/decision, mean ms |",
             "|---|---|---|---|---|---|---|---|---|---|"]
    found = [summarize(records) for records in map(read, paths) if records]
    for s in sorted(found, key=lambda s: (s["game"], s["against"] != "searcher", s["seats"])):
        searcher = ("" if s["playouts_per_decision"] is None else
                    f"{s['playouts_per_decision']:.0f}, {s['other_ms_mean']:.0f} ms")
        lines.append(
            f"| {s['game']} | {s['seats']} | {s['against']} | {s['games']} | "
            f"{s['hard_share']:.3f} ({s['low']:.3f}–{s['high']:.3f}) | {s['fair']:.3f} | "
            f"{s['other_share']:.3f} | {s['fair_chance']:.2g} | {s['verdict']} | {searcher} |")
    return "\n".join(lines)


def main(argv: Sequence[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    commands = parser.add_subparsers(dest="command", required=True)
    running = commands.add_parser("run")
    running.add_argument("game", choices=sorted(GAMES))
    running.add_argument("seats", type=int)
    running.add_argument("against", choices=["searcher", "easy", "random"])
    running.add_argument("--games", type=int, default=200)
    running.add_argument("--first", type=int, default=0)
    running.add_argument("--out", type=Path, required=True)
    running.add_argument("--playouts", type=int, default=PLAYOUTS)
    running.add_argument("--per-action", type=int, default=4)
    running.add_argument("--seconds", type=float, default=None)
    planning = commands.add_parser("plan")
    planning.add_argument("folder", type=Path)
    tabling = commands.add_parser("table")
    tabling.add_argument("paths", type=Path, nargs="+")
    args = parser.parse_args(argv)
    if args.command == "run":
        run(args.game, args.seats, args.against, args.games, args.out,
            playouts=args.playouts, seconds=args.seconds, first=args.first,
            per_action=args.per_action)
    elif args.command == "plan":
        plan(args.folder)
    else:
        print(table(args.paths))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
