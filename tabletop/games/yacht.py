"""Yacht Dice, the 12-category game of Clubhouse Games: 51 Worldwide Classics.

Rules: RULES.md §5. One to six players (YD-D8) take turns, seat 0 first, for 12
rounds. A turn rolls all five dice, then up to twice more: before each reroll the
player holds any dice and may release dice held earlier (YD-D5); stopping early
is allowed. The turn ends by writing the dice into exactly one unused category,
0 if they do not fit. Categories (dice total ``S``):

* Ones … Sixes: the sum of the dice showing that face. If these six add up to
  63 or more the sheet earns a bonus of 35.
* Choice: ``S``.
* Four of a Kind: ``S`` when at least four dice are equal, a Yacht included (YD-D1).
* Full House: ``S`` for three of one face and two of another, or five of a kind (YD-D2).
* Small Straight: 15 for 1-2-3-4, 2-3-4-5 or 3-4-5-6; Large Straight: 30 for
  1-2-3-4-5 or 2-3-4-5-6, which is also a small straight (YD-D3).
* Yacht: 50 for five of a kind. No extra-Yacht bonus or joker rule (YD-D4).

The highest total wins; equal totals share the win (YD-D6).

Dice are numbered 0–4 in actions and events; players read them as 1–5.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from enum import Enum
from typing import Any, ClassVar

from tabletop.core import Action, Engine, Event, GameSpec, IllegalAction, Rng

DICE_COUNT = 5
FACES = 6
ROLLS_PER_TURN = 3
UPPER_BONUS = 35
UPPER_BONUS_THRESHOLD = 63


class Category(Enum):
    """The twelve score-sheet rows, in sheet order (the order is part of saves and the solver)."""

    ONES = "ones"
    TWOS = "twos"
    THREES = "threes"
    FOURS = "fours"
    FIVES = "fives"
    SIXES = "sixes"
    CHOICE = "choice"
    FOUR_OF_A_KIND = "four_of_a_kind"
    FULL_HOUSE = "full_house"
    SMALL_STRAIGHT = "small_straight"
    LARGE_STRAIGHT = "large_straight"
    YACHT = "yacht"

    def __repr__(self) -> str:
        # Reprs paste back as code (golden transcripts, logs).
        return f"Category.{self.name}"


CATEGORIES: tuple[Category, ...] = tuple(Category)
UPPER_FACE: dict[Category, int] = {
    category: face for face, category in enumerate(CATEGORIES[:6], 1)
}
SMALL_STRAIGHT_POINTS = 15
LARGE_STRAIGHT_POINTS = 30
YACHT_POINTS = 50
_SMALL_RUNS = ({1, 2, 3, 4}, {2, 3, 4, 5}, {3, 4, 5, 6})
_LARGE_RUNS = ({1, 2, 3, 4, 5}, {2, 3, 4, 5, 6})


def score_category(category: Category, dice: Sequence[int]) -> int:
    """Points that ``dice`` (five faces) are worth in ``category`` (RULES.md §5.4)."""
    if len(dice) != DICE_COUNT or any(not 1 <= face <= FACES for face in dice):
        raise ValueError(f"expected {DICE_COUNT} faces from 1 to {FACES}, got {list(dice)}")
    face = UPPER_FACE.get(category)
    if face is not None:
        return face * dice.count(face)
    total = sum(dice)
    shape = sorted(Counter(dice).values())
    faces = set(dice)
    match category:
        case Category.CHOICE:
            return total
        case Category.FOUR_OF_A_KIND:
            # YD-D1: the Clubhouse rule scores all five dice, and a Yacht qualifies.
            return total if shape[-1] >= 4 else 0
        case Category.FULL_HOUSE:
            # YD-D2: five of a kind also counts as a full house.
            return total if shape in ([2, 3], [5]) else 0
        case Category.SMALL_STRAIGHT:
            # YD-D3: a large straight contains a small one.
            return SMALL_STRAIGHT_POINTS if any(run <= faces for run in _SMALL_RUNS) else 0
        case Category.LARGE_STRAIGHT:
            return LARGE_STRAIGHT_POINTS if faces in _LARGE_RUNS else 0
        case Category.YACHT:
            return YACHT_POINTS if shape == [5] else 0
    raise AssertionError(f"unhandled category {category}")


def upper_bonus(upper_total: int) -> int:
    """The +35 bonus once Ones…Sixes add up to 63 or more (YD-T6)."""
    return UPPER_BONUS if upper_total >= UPPER_BONUS_THRESHOLD else 0


def upper_subtotal(sheet: Mapping[Category, int]) -> int:
    """Points written so far in Ones…Sixes."""
    return sum(points for category, points in sheet.items() if category in UPPER_FACE)


def sheet_total(sheet: Mapping[Category, int]) -> int:
    """All points written so far plus the bonus once it is earned."""
    return sum(sheet.values()) + upper_bonus(upper_subtotal(sheet))


# -- actions ---------------------------------------------------------------------


@dataclass(frozen=True)
class Roll(Action):
    """Roll every die that is not held (all five on the turn's first roll)."""


@dataclass(frozen=True)
class Hold(Action):
    """Set die ``die`` (0–4) aside so the next roll leaves it alone."""

    die: int


@dataclass(frozen=True)
class Release(Action):
    """Take held die ``die`` (0–4) back into the next roll (YD-D5)."""

    die: int


@dataclass(frozen=True)
class Score(Action):
    """Write the dice into ``category`` and end the turn."""

    category: Category


# -- events ----------------------------------------------------------------------


@dataclass(frozen=True)
class TurnStarted(Event):
    seat: int
    round: int  # 1–12


@dataclass(frozen=True)
class DiceRolled(Event):
    """The five dice after roll ``roll_number`` (1–3); held dice kept their faces."""

    seat: int
    values: tuple[int, ...]
    held: tuple[bool, ...]
    roll_number: int
    reveals: ClassVar[bool] = True


@dataclass(frozen=True)
class DieHeld(Event):
    seat: int
    die: int
    value: int


@dataclass(frozen=True)
class DieReleased(Event):
    seat: int
    die: int
    value: int


@dataclass(frozen=True)
class CategoryScored(Event):
    """``points`` written into ``category``; ``bonus_earned`` when this reached 63."""

    seat: int
    category: Category
    points: int
    dice: tuple[int, ...]
    upper_subtotal: int
    bonus_earned: bool
    total: int


# -- state -----------------------------------------------------------------------


def _no_dice_held() -> list[bool]:
    return [False] * DICE_COUNT


@dataclass
class YachtState:
    """Every seat's sheet and the turn in progress.

    ``dice`` is empty until the turn's first roll; ``rolls_used`` counts 0–3.
    """

    sheets: list[dict[Category, int]]
    to_move: int = 0
    dice: list[int] = field(default_factory=list)
    held: list[bool] = field(default_factory=_no_dice_held)
    rolls_used: int = 0

    @property
    def rolls_left(self) -> int:
        return ROLLS_PER_TURN - self.rolls_used


# -- engine ----------------------------------------------------------------------


class YachtEngine(Engine[YachtState]):
    state_type = YachtState

    @classmethod
    def _setup(
        cls, seats: int, options: Mapping[str, Any], rng: Rng
    ) -> tuple[YachtState, list[Event]]:
        return YachtState(sheets=[{} for _ in range(seats)]), [TurnStarted(seat=0, round=1)]

    def _current_seat(self) -> int | None:
        if all(len(sheet) == len(CATEGORIES) for sheet in self.state.sheets):
            return None
        return self.state.to_move

    def _legal_actions(self) -> list[Action]:
        state = self.state
        seat = state.to_move
        actions: list[Action] = []
        if state.rolls_left and not all(state.held):
            actions.append(Roll(seat))
        if 0 < state.rolls_used < ROLLS_PER_TURN:
            actions.extend(
                Release(seat, die) if is_held else Hold(seat, die)
                for die, is_held in enumerate(state.held)
            )
        if state.rolls_used:
            sheet = state.sheets[seat]
            actions.extend(
                Score(seat, category) for category in CATEGORIES if category not in sheet
            )
        return actions

    def _check(self, action: Action) -> None:
        state = self.state
        match action:
            case Roll():
                if not state.rolls_left:
                    raise IllegalAction("yacht.error.no_rolls_left")
                if all(state.held):
                    raise IllegalAction("yacht.error.all_dice_held")
            case Hold(die=die) | Release(die=die):
                if not 0 <= die < DICE_COUNT:
                    raise IllegalAction("yacht.error.no_such_die", number=die + 1)
                if not state.rolls_used:
                    raise IllegalAction("yacht.error.hold_before_roll")
                if not state.rolls_left:
                    # Holding after the third roll would change nothing: the dice are final.
                    raise IllegalAction("yacht.error.dice_final")
                if isinstance(action, Hold) and state.held[die]:
                    raise IllegalAction("yacht.error.already_held", number=die + 1)
                if isinstance(action, Release) and not state.held[die]:
                    raise IllegalAction("yacht.error.not_held", number=die + 1)
            case Score(category=category):
                if not state.rolls_used:
                    raise IllegalAction("yacht.error.score_before_roll")
                if category in state.sheets[action.seat]:
                    raise IllegalAction("yacht.error.category_used")

    def _apply(self, action: Action) -> list[Event]:
        state = self.state
        seat = action.seat
        match action:
            case Roll():
                if not state.dice:
                    state.dice = [0] * DICE_COUNT
                for die in range(DICE_COUNT):
                    if not state.held[die]:
                        state.dice[die] = self.rng.randint(1, FACES)
                state.rolls_used += 1
                return [DiceRolled(seat, tuple(state.dice), tuple(state.held), state.rolls_used)]
            case Hold(die=die):
                state.held[die] = True
                return [DieHeld(seat, die, state.dice[die])]
            case Release(die=die):
                state.held[die] = False
                return [DieReleased(seat, die, state.dice[die])]
            case Score(category=category):
                return self._score(seat, category)
        raise AssertionError(f"unchecked action {action!r}")

    def _score(self, seat: int, category: Category) -> list[Event]:
        state = self.state
        sheet = state.sheets[seat]
        dice = tuple(state.dice)
        had_bonus = upper_bonus(upper_subtotal(sheet)) > 0
        sheet[category] = score_category(category, dice)
        upper = upper_subtotal(sheet)
        events: list[Event] = [
            CategoryScored(
                seat=seat,
                category=category,
                points=sheet[category],
                dice=dice,
                upper_subtotal=upper,
                bonus_earned=upper_bonus(upper) > 0 and not had_bonus,
                total=sheet_total(sheet),
            )
        ]
        state.dice = []
        state.held = _no_dice_held()
        state.rolls_used = 0
        state.to_move = (seat + 1) % self.seats
        if not self.is_over:
            round_number = len(state.sheets[state.to_move]) + 1
            events.append(TurnStarted(seat=state.to_move, round=round_number))
        return events

    def _scores(self) -> list[int]:
        return [sheet_total(sheet) for sheet in self.state.sheets]

    def _winners(self) -> list[int]:
        # YD-D6: equal best totals share the win.
        scores = self._scores()
        return [seat for seat, score in enumerate(scores) if score == max(scores)]


SPEC = GameSpec(
    id="yacht",
    title="Yacht Dice",
    menu_position=1,
    min_seats=1,
    max_seats=6,  # YD-D8
    rules_version=1,
    engine=YachtEngine,
    action_types=(Roll, Hold, Release, Score),
    event_types=(TurnStarted, DiceRolled, DieHeld, DieReleased, CategoryScored),
    keeps_high_scores=True,
    coach="tabletop.coach.yacht:advise",
    round_event=TurnStarted,  # a turn of the table: its number is the round
)
