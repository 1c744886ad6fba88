"""The Big Shot final count as the fortune table shows it: per seat its cash, districts,
doubling, loans and fortune, and the words under it (the two-region rule explained)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from scenes.games.big_shot.panels import FortuneRow
from tabletop.games.big_shot import LOAN_FACE, BigShotEngine, region_values
from tabletop.games.big_shot_data import REGIONS
from tabletop.i18n import Words


def fortune_rows(view: BigShotEngine, words: Words, looks: Sequence[int],
                 name: Callable[[int], str]) -> tuple[list[FortuneRow], list[str]]:
    """The final count per seat (``name``: a seat's name; ``looks``: each colour's) and the
    words under it, in ``words``."""
    state = view.state
    owners = view.ownership_now()
    winners = set(view.winners() or [])
    rows = []
    for seat in range(view.seats):
        colours = view.colours_of(seat)
        plain = sum(REGIONS[r].value for r, o in enumerate(owners) if o in colours)
        value = sum(region_values(owners, c) for c in colours)
        cash = sum(state.cash[c] or 0 for c in colours)
        loans = sum(state.loans[c] or 0 for c in colours) * LOAN_FACE
        rows.append(FortuneRow(tuple(looks[c] for c in colours), name(seat), cash, value,
                               value - plain, loans, cash + value - loans,
                               len(view.regions_owned(seat)), seat in winners))
    notes = [words("big_shot_scene.table_rule")]
    richest = max(rows, key=lambda row: row.fortune)
    if richest.owned < 2 and not richest.winner:
        key = "table_rule_applied_one" if richest.owned == 1 else "table_rule_applied"
        notes.append(words(f"big_shot_scene.{key}", name=richest.name, count=richest.owned))
    if any(row.doubled for row in rows):
        notes.append(words("big_shot_scene.table_doubling"))
    return rows, notes


def worth_now(view: BigShotEngine, owners: Sequence[int | None]) -> list[tuple[str, int]]:
    """Per seat, what it is worth if the game ended now with ``owners`` owning the districts
    (as the map shows them) and the words for it, by the engine's final count (4.7.3: cash +
    districts, parks ×2, − 10M per loan; trial s38 X/016: nothing said who was ahead); with
    hidden money (BS-D17) its districts only, public on the map, and said so: a fortune would
    tell the cash. Empty where persons bid with two colours beside a hand-over's cover: their
    notes wrap there, and the rows would push the auction's words off the panel (the coach's
    projection may, test_big_shot_panel_fit)."""
    seats = range(view.seats)
    if view.hidden_money and not view.is_over and view.seats == 2:
        return []
    if view.hidden_money and not view.is_over:
        return [("coach_regions", sum(region_values(owners, c) for c in view.colours_of(seat)))
                for seat in seats]
    fortunes = view.colour_fortunes(owners)
    return [("coach_fortune", sum(fortunes[c] for c in view.colours_of(seat))) for seat in seats]
