"""The benchmark times the strongest computer player at every seat count of a game (DESIGN
§6), not at one count per game."""

from __future__ import annotations

from scenes.tools.bench import bot_figures
from tabletop.games import GAMES


def test_bot_decisions_are_timed_at_every_seat_count() -> None:
    spec = GAMES["yacht"]
    figures, rows = bot_figures("yacht", 5)
    assert list(figures) == [str(seats) for seats in range(spec.min_seats, spec.max_seats + 1)]
    for seats, figure in figures.items():
        # Each seat's hard player scores once in each of the 12 rounds, besides its holds.
        assert figure["decisions"] >= 12 * int(seats)
        assert figure["cpu_p95_ms"] >= 0
        assert 0 <= figure["p95_ms"] <= figure["max_ms"]
    assert [name for name, _ in rows] == [f"yacht bot decision, {seats} seats"
                                          for seats in figures]
