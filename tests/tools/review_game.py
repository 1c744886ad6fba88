"""Review a computer-only game and print every decision: what was done, the best found, the
expected final score, the cost with its standard error, and how long the review took.

    uv run python -m tests.tools.review_game wizard_extreme --seats 5 --seed 77
    uv run python -m tests.tools.review_game big_shot --seats 4 --hindsight

Hard and easy players take the seats in turn (Wizard Extreme's easy players only, unless
``--hard``, as its hard player thinks long); the game is played from ``--seed``.
"""

from __future__ import annotations

import argparse
import time

from tabletop.bots import make_bot
from tabletop.games import GAMES
from tabletop.review import ReviewJob
from tests.review.test_sampled_reviews import table


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game", choices=sorted(GAMES))
    parser.add_argument("--seats", type=int, default=0)
    parser.add_argument("--seed", type=int, default=77)
    parser.add_argument("--hard", action="store_true", help="hard players in Wizard Extreme too")
    parser.add_argument("--hindsight", action="store_true")
    args = parser.parse_args()
    spec = GAMES[args.game]
    seats = args.seats or spec.default_seats
    levels = ("easy",) if args.game == "wizard_extreme" and not args.hard else ("hard", "easy")
    game = spec.new_game(seats, args.seed)
    bots = [make_bot(args.game, levels[seat % len(levels)], args.seed + seat)
            for seat in range(seats)]
    while not game.is_over:
        seat = game.current_seat
        assert seat is not None
        game.apply(bots[seat].choose(game.view(seat)))
    wall, processor = time.perf_counter(), time.process_time()
    review = ReviewJob.of(game, hindsight=args.hindsight).run()
    wall, processor = time.perf_counter() - wall, time.process_time() - processor
    print(table(review.verdicts))
    for seat in range(seats):
        accuracy = review.accuracy(seat)
        marked = sum(1 for verdict in review.of_seat(seat) if verdict.marked)
        print(f"seat {seat} ({levels[seat % len(levels)]}): "
              f"{len(review.of_seat(seat))} decisions, {marked} marked, accuracy "
              f"{'-' if accuracy is None else f'{100 * accuracy:.0f}%'}, "
              f"final score {review.final_scores[seat]}")
    print(f"{args.game}, {seats} seats, {len(game.history)} actions: "
          f"{len(review.verdicts)} decisions reviewed in {wall:.1f} s "
          f"({processor:.1f} s of processor time)")


if __name__ == "__main__":
    main()
