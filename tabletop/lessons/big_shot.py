"""The Big Shot lesson: the seed's play example (BS-T1) reached in two rounds, with a loan.

Three players (red Sora, the learner; orange Taeo; ivory Nari) and the neutral
purple. Round 1: Taeo rolls, nobody bids, so he takes red, orange, orange,
ivory for free (BS-T9) and puts all four on district 20: red 1, orange 2,
ivory 1, the seed's region. Round 2: Nari rolls and the broker stops on the
seed's lot, purple, red, red, orange. Nari bids 10 to make the region hers
(red 2 + orange 1 would cancel red and orange at 3); Sora takes her first
loan (9 M, BS-T4, BS-T10), bids 11, and puts purple and both reds on
district 20: red 3, orange 2, purple 1, ivory 1, so red owns it (BS-T1). Round 3:
the roll passes on to Sora, left of Nari; bidding starts left of her with Taeo; Taeo and
Nari pass, so the lot, two of her cubes among them, is hers for free (BS-D9), and she
places it herself (trial H/016: every cube after round 2 was placed for her): her two cubes
make Park B hers, Taeo's and Nari's cancel on A9. The other 15 rounds play on the table,
briskly, under one card (:func:`rest_of_game`; trial s26 B/030: one Next jumped to round
18), and the lesson ends on the end's scoring, shown on the table (trial s24: it never
showed park scoring, the end or a loan repaid): Sora owns district 20, Park B, B9, B10 and
B11; the park doubles B9, B10 and B11, and her loan costs 10 M (RULES.md §4.7). Who may win
and what a district and a park are worth are told before the first auction (trial H/015:
they came first on the final count).
"""

from __future__ import annotations

from collections.abc import Mapping

from tabletop.core.actions import Action
from tabletop.core.engine import Engine
from tabletop.games.big_shot import (
    COLOURS,
    CUBES_PER_COLOUR,
    CUBES_PER_LOT,
    ROUNDS,
    SPACES,
    SPEC,
    BigShotEngine,
    Phase,
)
from tabletop.games.big_shot_data import REGIONS
from tabletop.games.big_shot_events import Bid, FortunesCounted, Pass, PlaceCube, Roll, TakeLoan
from tabletop.lessons.lesson import Lesson, play_through
from tabletop.lessons.script import Steps, shuffle_draws

SORA, TAEO, NARI = 0, 1, 2
RED, ORANGE, IVORY, PURPLE = range(COLOURS)
DISTRICT_20 = next(i for i, region in enumerate(REGIONS) if region.key == "e20")
PARK_B = next(i for i, region in enumerate(REGIONS) if region.key == "park_b")

FIRST_ROLL, SECOND_ROLL, THIRD_ROLL = 4, 3, 2
"""The broker starts on space 0 (BS-D13) and every space still holds cubes, so
the rolls stop it on space 4, then on space 7; Sora's roll in round 3 walks it on 2."""
PLAYED_ROUNDS = 3
"""The rounds the learner walks through; the rest play out under one card (:func:`rest_of_game`)."""
LATER_ROLL = 1
"""Every later roll: the broker walks on to the next space that still holds cubes."""
FIRST_LOT = [RED, ORANGE, ORANGE, IVORY]
SEED_LOT = [RED, RED, ORANGE, PURPLE]
THIRD_LOT = [RED, RED, ORANGE, IVORY]
"""Round 3's lot, which the learner takes and places herself (trial H/016: every cube after
round 2 was placed for her): her two cubes make Park B hers, Taeo's and Nari's cancel."""


def _lots() -> list[list[int]]:
    """All 18 lots: the example's two where the broker stops, the rest mixed in turn."""
    left = [CUBES_PER_COLOUR] * COLOURS
    for cube in FIRST_LOT + SEED_LOT + THIRD_LOT:
        left[cube] -= 1
    # Dealing the other cubes colour by colour in turn gives every lot two colours
    # or more, so the first deal is valid (RULES.md §4.3) and is never dealt again.
    rest = [colour for turn in range(max(left)) for colour in range(COLOURS) if turn < left[colour]]
    lots = [rest[i : i + CUBES_PER_LOT] for i in range(0, len(rest), CUBES_PER_LOT)]
    lots.insert(FIRST_ROLL, FIRST_LOT)
    lots.insert(FIRST_ROLL + SECOND_ROLL, SEED_LOT)
    lots.insert(FIRST_ROLL + SECOND_ROLL + THIRD_ROLL, THIRD_LOT)
    assert len(lots) == SPACES
    return lots


CUBES = [colour for colour in range(COLOURS) for _ in range(CUBES_PER_COLOUR)]
"""The cubes before the engine shuffles them, as its setup lays them out."""

TARGETS: Mapping[int, tuple[str, ...]] = {
    RED: ("park_b", "park_b", "b9", "b11", "b10", "b9", "b11"),
    ORANGE: ("e16", "e21", "e16", "e21", "e16", "e21"),
    IVORY: ("e19", "e17", "e19", "e17", "e19", "e17"),
}
"""Where each player puts the cubes of their own colour in the rounds played out, in
turn (from the start again once the list runs out): Sora makes Park B hers with the three
districts of its zone, Taeo and Nari each build two districts of the east."""
ASIDE = ("park_a", "a11", "a10", "a9")
"""Where a buyer puts the cubes of others and the grey ones: the west, which nobody builds;
A9, where Sora's round 3 cancels Taeo's and Nari's cubes, last (A9 first made it Sora's
sixth region, where the end's card counts five)."""


def _region(key: str) -> int:
    return next(i for i, region in enumerate(REGIONS) if region.key == key)


def _place(game: BigShotEngine, seat: int, placed: dict[int, int]) -> PlaceCube:
    """The buyer's next cube: their own on their next target with room, any other aside."""
    own = game.colours_of(seat)[0]
    cube = sorted(set(game.state.in_hand), key=lambda c: (c != own, c))[0]
    if cube == own:
        wanted = TARGETS[cube][placed[cube] % len(TARGETS[cube]):] + TARGETS[cube]
        placed[cube] += 1
    else:
        wanted = ASIDE
    # Once the west is full, the first region with room takes it, Park B's zone last.
    later = sorted(range(len(REGIONS)), key=lambda r: REGIONS[r].zone == REGIONS[PARK_B].zone)
    region = next(r for r in [*map(_region, wanted), *later] if game.takes_cube(r))
    return PlaceCube(seat, cube, region)


def rest_of_game(game: Engine[object]) -> tuple[Action, ...]:
    """The moves of every round after the ones walked through, from ``game`` as they leave
    it: every player passes, so the roller takes the lot for free (BS-T9) and places it by
    :data:`TARGETS` and :data:`ASIDE`. ``game`` is played on to its end."""
    assert isinstance(game, BigShotEngine)
    placed = dict.fromkeys(TARGETS, 0)
    moves: list[Action] = []
    while not game.is_over:
        seat = game.current_seat
        assert seat is not None
        match game.state.phase:
            case Phase.ROLL:
                move: Action = Roll(seat)
            case Phase.AUCTION:
                move = Pass(seat)
            case _:
                move = _place(game, seat, placed)
        game.apply(move)
        moves.append(move)
    return tuple(moves)


BAND = ("band", False)
"""Where every card stands, the lesson through: its own band under the circles, which the
table leaves it in a lesson (scenes/games/big_shot/board.py), clear of every district, circle
and the side panel. It went from the panel, where it hid the lot and the money rows' foot,
to the map's west, where it hid districts 17, 19 and 21, and back: Next moved twice under
the pointer (trial s32 J/005; s20, s26 E/216 and s14 found it over what it spoke of)."""
_step = Steps("big_shot", card=BAND)
E20, PARK, A9 = ("e20",), ("park_b",), ("a9",)
CITY = tuple(region.key for region in REGIONS)
ZONE_B = (*PARK, "b9", "b10", "b11")

CHANCE = (*shuffle_draws(CUBES, [cube for lot in _lots() for cube in lot]),
          3, 5, 2,  # the start rolls, red, orange, ivory: orange rolls first (BS-D14)
          FIRST_ROLL, SECOND_ROLL, THIRD_ROLL,
          *[LATER_ROLL] * (ROUNDS - PLAYED_ROUNDS))
NAMES = ("big_shot.lesson.name.sora", "big_shot.lesson.name.taeo", "big_shot.lesson.name.nari")
WALKED = (
        # Trial H/015: who may win and what a park does came first on the final count;
        # they decide every bid and every cube, so they come before the first auction, the
        # first with the welcome, over the whole map they speak of.
        _step("welcome", sight=(*CITY, "money"), chapter="round1"),
        _step("parks", show=PARK, sight=CITY),
        _step("taeo_rolls", Roll(TAEO)),
        _step("nari_passes", Pass(NARI)),
        _step("you_pass", Pass(SORA), "hint.pass"),
        # Taeo's first three cubes come as the card goes, the last one after it (its own
        # card tells of all four on district 20): a card a cube made the lesson long. The
        # first card names no district: it stood over an empty district 20 (trial s32 J/006).
        _step("taeo_free", sight=E20, plays=(PlaceCube(TAEO, ORANGE, DISTRICT_20),
                                             PlaceCube(TAEO, ORANGE, DISTRICT_20),
                                             PlaceCube(TAEO, RED, DISTRICT_20))),
        _step("taeo_ivory", PlaceCube(TAEO, IVORY, DISTRICT_20), sight=E20),
        _step("nari_rolls", Roll(NARI), chapter="round2"),
        # The coach's fortunes if it ended now: Taeo 30 M with district 20, Sora 10 M.
        _step("you_bid", Bid(SORA, 5), "hint.bid", coach=True, sight=E20),
        _step("taeo_passes", Pass(TAEO)),
        _step("nari_bids", Bid(NARI, 10)),
        # BS-D6: a loan is its own step, taken for a bid the cash cannot pay.
        _step("loan", TakeLoan(SORA), "hint.loan"),
        _step("bid_after_loan", Bid(SORA, 11), "hint.bid_after_loan", coach=True),
        _step("nari_gives_up", Pass(NARI)),
        _step("place_purple", PlaceCube(SORA, PURPLE, DISTRICT_20), "hint.place_purple", sight=E20),
        _step("place_red", PlaceCube(SORA, RED, DISTRICT_20), "hint.place_red", sight=E20),
        _step("place_seventh", PlaceCube(SORA, RED, DISTRICT_20), "hint.place_seventh", sight=E20),
        _step("place_orange", PlaceCube(SORA, ORANGE, PARK_B), "hint.place_orange", sight=PARK),
        _step("sold", sight=("e20",)),
        # RULES.md §4.4.5: the roll goes on to the player left of the roller, Sora now.
        _step("your_roll", Roll(SORA), "hint.your_roll", chapter="round3"),
        # Round 3 played through (trial s21: the lesson ended over this lot's auction, never
        # told of): bidding starts left of the roller and she bids last (§4.4.2); the card
        # tells of the lot on the table, and the passes come as it goes. Nobody bid, so the
        # lot is hers for free (BS-D9), and she places it herself (trial H/016).
        _step("third_lot", plays=(Pass(TAEO), Pass(NARI))),
        _step("park_first", PlaceCube(SORA, RED, PARK_B), "hint.park_first", sight=PARK),
        _step("park_second", PlaceCube(SORA, RED, PARK_B), "hint.park_second",
              sight=(*E20, *PARK)),
        _step("aside_taeo", PlaceCube(SORA, ORANGE, _region("a9")), "hint.aside", sight=A9),
        _step("aside_nari", PlaceCube(SORA, IVORY, _region("a9")), "hint.aside", sight=A9),
)
"""The rounds walked through, move by move."""


def _walked_game() -> Engine[object]:
    walked = Lesson(spec=SPEC, seats=3, learner=SORA, names=NAMES, chance=CHANCE,
                    steps=WALKED, coach_means="big_shot.lesson.coach_means")
    return play_through(walked)


REST = rest_of_game(_walked_game())


def figures(game: Engine[object]) -> dict[str, str]:
    """Sora's sums once the game is over, from its count (RULES.md §4.7): her cash, her
    loans' cost, her regions' value, the districts of Park B's zone she owns ("doubled",
    which the park adds once more: the table's "parks +30"), and her fortune."""
    counted = next((event for event in reversed(game.log)
                    if isinstance(event, FortunesCounted)), None)
    if counted is None:
        return {}
    assert isinstance(game, BigShotEngine)
    doubled = sum(region.value for r, region in enumerate(REGIONS)
                  if region.zone == REGIONS[PARK_B].zone and game.state.region_owner[r] == RED)
    return {"cash": str(counted.cash[RED]), "loans": str(10 * counted.loans[RED]),
            "regions": str(counted.regions[RED]), "doubled": str(doubled),
            "fortune": str(counted.fortunes[RED])}


LESSON = Lesson(
    spec=SPEC,
    seats=3,
    learner=SORA,
    coach_means="big_shot.lesson.coach_means",
    figures=figures,
    names=NAMES,
    card_fills_part=True,
    coach_advises=False,  # its coach counts fortunes: no move to set against the card's
    chance=CHANCE,
    steps=(
        *WALKED,
        # Rounds 4 to 18 play on the table before the learner's eyes, three times as fast as
        # in a game (about 2 s a round, 35 s in all, the top bar counting), not in one jump
        # to round 18 (trial s26 B/030, E/216); their cubes go all over the city.
        _step("rest_of_game", plays=REST, paced=True, pace=3.0, sight=CITY,
              chapter="rest", watch="rest_of_game_watch"),
        # RULES.md §4.7: every unsold region is decided now, a park doubles the districts of
        # its zone that its owner also owns, and each loan costs 10 M; the table shows them
        # in its final fortunes, over the map (its west too), which these cards leave whole
        # from the panel: over the map's west they hid Sora's cash and districts they read.
        # The table waits for the next card: it would hide the park's districts this one
        # reads (trial s35 R/006).
        _step("end_owners", sight=(*E20, *ZONE_B, "city_west"), chapter="count",
              table_waits=True),
        _step("loan_repaid", sight=("money", "city_west")),
    ),
)
