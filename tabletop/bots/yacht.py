"""Computer players for Yacht Dice (RULES.md §5, DESIGN.md §5).

* ``hard`` follows the exact optimal solitaire policy of
  :mod:`tabletop.bots.yacht_solver`: it maximises its own expected final total.
* ``easy`` plays the way a casual player does: it chases the most common face
  or an open straight, stops when the dice already fit a good category, scores
  greedily against rough par values, and now and then slips (rerolls a die it
  meant to keep, or takes its second-best category).
* ``random`` (shown as "Easy") is a first-timer playing the same way: it
  settles for smaller results, slips more than twice as often and never
  writes a 0 while an open category still pays (the uniform random player it
  replaces wrote zeros all over the sheet and scored about 41 a game).

All three only read the view of their own seat. A keep is carried out one
``Hold``/``Release`` at a time, then ``Roll``.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from tabletop.bots.saving import rng_from_dict
from tabletop.bots.yacht_solver import TurnState, best_choice
from tabletop.core import Action, Engine, Rng
from tabletop.core.codec import decode, encode
from tabletop.games.yacht import (
    CATEGORIES,
    DICE_COUNT,
    FACES,
    UPPER_FACE,
    Category,
    Hold,
    Release,
    Roll,
    Score,
    YachtState,
    score_category,
)

# A casual player's sense of a "normal" result per category: scoring above par
# feels good, scoring zero hurts least where par is low.
EASY_PAR: Mapping[Category, float] = {
    **{category: 3.0 * face for category, face in UPPER_FACE.items()},
    Category.CHOICE: 22.0,
    Category.FOUR_OF_A_KIND: 12.0,
    Category.FULL_HOUSE: 14.0,
    Category.SMALL_STRAIGHT: 11.0,
    Category.LARGE_STRAIGHT: 18.0,
    Category.YACHT: 20.0,
}


@dataclass(frozen=True)
class CasualStyle:
    """How carefully one casual level plays (invented figures; measured in DESIGN.md §5)."""

    # Stop rolling at once when the dice score at least this much over par.
    stop_margin: float
    # The chance that a planned keep loses one die; half of it, that the
    # second-best category is taken (never a zero while a category still pays).
    slip_chance: float
    # Whether a 0 is written on purpose, to keep a better category open (a
    # player who knows the sheet); a first-timer takes points while any are offered.
    scratches: bool


CASUAL_STYLES: Mapping[str, CasualStyle] = {
    # "easy" is shown as Medium; "random" is shown as Easy: a first-timer who
    # plays the same way but slips far more often and settles for less.
    "easy": CasualStyle(stop_margin=10.0, slip_chance=0.15, scratches=True),
    "random": CasualStyle(stop_margin=4.0, slip_chance=0.35, scratches=False),
}


def _state_of(view: Engine[object]) -> tuple[int, YachtState]:
    seat = view.current_seat
    state = view.state
    if seat is None or not isinstance(state, YachtState):
        raise ValueError("a Yacht bot needs the view of the seat to move")
    return seat, state


def keep_action(seat: int, state: YachtState, keep: Sequence[int]) -> Action:
    """The next step towards holding exactly the faces ``keep``: a hold, a release or the roll.

    Dice already held are preferred, so the plan never flips back and forth.
    """
    wanted = Counter(keep)
    target = [False] * DICE_COUNT
    for prefer_held in (True, False):
        for die, value in enumerate(state.dice):
            if state.held[die] == prefer_held and not target[die] and wanted[value]:
                wanted[value] -= 1
                target[die] = True
    for die in range(DICE_COUNT):
        if target[die] != state.held[die]:
            return Hold(seat, die) if target[die] else Release(seat, die)
    return Roll(seat)


class HardBot:
    """Exact optimal play (retrograde DP table plus in-turn search)."""

    def __init__(self, seed: int) -> None:
        # Deterministic: the seed is accepted for the common factory signature only.
        self.seed = seed

    def choose(self, view: Engine[object]) -> Action:
        seat, state = _state_of(view)
        if not state.rolls_used:
            return Roll(seat)
        turn = TurnState.from_sheet(state.sheets[seat], state.dice, state.rolls_left)
        choice = best_choice(turn)
        if isinstance(choice, Category):
            return Score(seat, choice)
        return keep_action(seat, state, choice)


class EasyBot:
    """Plausible greedy play with human mistakes, seeded (the level shown as Medium)."""

    style = CASUAL_STYLES["easy"]

    def __init__(self, seed: int) -> None:
        self.rng = Rng(seed)
        # The keep planned after a roll, so the holds and releases that carry it out
        # (one per call) follow one decision, slips included.
        self._plan: tuple[tuple[int, int, int, tuple[int, ...]], tuple[int, ...]] | None = None

    def to_dict(self) -> dict[str, Any]:
        """Generator and planned keep, for saves (see tabletop.bots)."""
        return {"rng": self.rng.to_dict(), "plan": encode(self._plan)}

    def restore(self, data: Any) -> None:
        if not isinstance(data, dict) or set(data) != {"rng", "plan"}:
            raise ValueError(f"not an easy Yacht player's state: {data!r:.80}")
        plan = decode(
            data["plan"], tuple[tuple[int, int, int, tuple[int, ...]], tuple[int, ...]] | None
        )
        # A plan is a keep of this bot's own dice: faces of a die, at most one per die.
        if plan is not None and any(
            len(faces) > DICE_COUNT or any(not 1 <= face <= FACES for face in faces)
            for faces in (plan[0][3], plan[1])
        ):
            raise ValueError(f"a planned keep {plan!r:.80}")
        self.rng, self._plan = rng_from_dict(data["rng"]), plan

    def choose(self, view: Engine[object]) -> Action:
        seat, state = _state_of(view)
        if not state.rolls_used:
            return Roll(seat)
        sheet = state.sheets[seat]
        ranked = self._ranked_categories(sheet, state.dice)
        if state.rolls_left and ranked[0][1] < self.style.stop_margin:
            situation = (seat, len(sheet), state.rolls_used, tuple(state.dice))
            if self._plan is None or self._plan[0] != situation:
                self._plan = (situation, self._choose_keep(sheet, state.dice))
            if len(self._plan[1]) < DICE_COUNT:
                return keep_action(seat, state, self._plan[1])
        # A slip: now and then the second-best category is taken, but nobody
        # writes a careless 0 while another open category still pays.
        if len(ranked) > 1 and self.rng.chance(self.style.slip_chance / 2):
            second = ranked[1][0]
            if score_category(second, state.dice) or not any(
                score_category(category, state.dice) for category, _ in ranked
            ):
                return Score(seat, second)
        return Score(seat, ranked[0][0])

    def _ranked_categories(
        self, sheet: Mapping[Category, int], dice: Sequence[int]
    ) -> list[tuple[Category, float]]:
        gains = [
            (category, score_category(category, dice) - EASY_PAR[category])
            for category in CATEGORIES
            if category not in sheet
        ]
        gains.sort(key=lambda item: -item[1])
        if not self.style.scratches:
            # Paying categories first, each group still in order of gain.
            gains.sort(key=lambda item: not score_category(item[0], dice))
        return gains

    def _choose_keep(self, sheet: Mapping[Category, int], dice: Sequence[int]) -> tuple[int, ...]:
        keep = self._straight_keep(sheet, dice) or self._face_keep(sheet, dice)
        if keep and self.rng.chance(self.style.slip_chance):
            # A slip: one die meant to be kept goes back into the cup.
            dropped = list(keep)
            dropped.pop(self.rng.below(len(dropped)))
            keep = tuple(dropped)
        return keep

    @staticmethod
    def _straight_keep(sheet: Mapping[Category, int], dice: Sequence[int]) -> tuple[int, ...]:
        """The longest run of consecutive faces, if a straight is open and the run is 3+."""
        if Category.SMALL_STRAIGHT in sheet and Category.LARGE_STRAIGHT in sheet:
            return ()
        if max(Counter(dice).values()) >= 3:
            return ()
        faces = sorted(set(dice))
        best: list[int] = []
        run: list[int] = []
        for face in faces:
            run = [*run, face] if run and face == run[-1] + 1 else [face]
            if len(run) > len(best):
                best = run
        return tuple(best) if len(best) >= 3 else ()

    @staticmethod
    def _face_keep(sheet: Mapping[Category, int], dice: Sequence[int]) -> tuple[int, ...]:
        """All dice of the most common face, preferring faces still useful on the sheet."""
        counts = Counter(dice)
        sets_open = any(
            category not in sheet
            for category in (Category.FOUR_OF_A_KIND, Category.FULL_HOUSE, Category.YACHT)
        )

        def appeal(face: int) -> tuple[int, bool, int]:
            upper_open = CATEGORIES[face - 1] not in sheet
            return (counts[face], upper_open or sets_open, face)

        face = max(counts, key=appeal)
        if counts[face] == 1:
            # Nothing matches: keep one high die for Choice, or roll everything.
            return (face,) if face >= 5 and Category.CHOICE not in sheet else ()
        return (face,) * counts[face]


class FirstTimerBot(EasyBot):
    """The level shown as Easy: the casual player's way of playing, more carelessly."""

    style = CASUAL_STYLES["random"]


BOT_LEVELS = {"random": FirstTimerBot, "easy": EasyBot, "hard": HardBot}
