"""The shape of a lesson: a guided first round on the real rules, with its chance scripted.

A lesson is one worked example from a game's rules (the "seed" acceptance
tests of ``docs/RULES.md``) turned into steps. The engine is the real one:
its generator is :meth:`Rng.scripted <tabletop.core.rng.Rng.scripted>` with
the example's dice, throws, deals or lots, so the table reaches the example's
positions by the rules themselves. Each step either explains (``expect`` is
None) or waits for one action: the learner's, or the move the example's
computer seat makes. The scene refuses any other action with the step's
hint; the engine still checks every action, so a lesson can never reach a
position the rules forbid.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from tabletop.core.actions import Action
from tabletop.core.engine import Engine
from tabletop.core.rng import Rng, ScriptValue
from tabletop.core.spec import GameSpec
from tabletop.i18n import ENGLISH, Words


@dataclass(frozen=True)
class LessonStep:
    """One moment of a lesson.

    Attributes:
        text: translation key of the one or two sentences shown at this step.
        expect: the action this step waits for, or None for a step that only
            explains (the learner moves on with a click or Enter).
        hint: translation key of the kind refusal shown when the learner tries
            another legal action (None: the lesson's general hint).
        coach: the coach's numbers are shown at this step, where they explain the
            choice the step asks for (the learner's own decision); elsewhere a
            second voice would only compete with the card.
        sight: the parts of the table the text talks about ("orders", "sheet"...), which
            the card must leave in view; the game's scene says where each one is.
        show: the parts the text names for the eye to find (Yacht's Choice row, the
            bonus): framed on the table while the text is up, and left in view like
            ``sight``, before it.
        plays: on a step that only explains, the moves the table makes at once when the
            learner moves on (every seat's, the learner's too): the part of a round the
            lesson tells of in one card instead of walking through it.
        card: where the card stands for this step, chosen by the lesson's author who
            knows what the table shows then ("topright", the other corners and
            "midleft"/"midright", a pygame.Rect position name; a part of the table the
            scene names, which the card stands on (``Lesson.card_fills_part``); "" lets
            the card find a place). Steps in a row with the same place share one card,
            so Next stays put; the card goes elsewhere only where that place would cover
            what the step needs.
        narrow: the card is narrow at this step (it fits over a side panel).
        keep: the result the step before holds on the table for reading (a won trick)
            stays under this card too, which speaks of it; it goes after Next.
        paced: the moves it ``plays`` are played one after another at the table's own
            pace, the card still up with Skip step alone (which makes the rest at once),
            not in a blink: Wizard Extreme's thirteen tricks jumped to the round's end
            (issue #32).
        pace: how many times as fast as in a game the table moves while a paced step
            plays: the learner sees each move of a long run, briskly (Winner's Circle's
            49 turns took 95 s at the game's own pace, trial s25 A).
        chapter: translation key of the name of the chapter that begins at this step (a
            round, the payout): Skip goes on to the next chapter's first step and says
            so before it goes, so a learner knows where a press lands ("Skip step" jumped a
            Big Shot lesson from round 3 to the final count, trial s35 Q/019, and in a
            four-round Polterfass lesson skipped only one card, Q/012).
        table_waits: the game's final table waits for the next card: this one speaks of
            the map it would cover (Big Shot's park doubling named districts hidden under
            the fortunes, trial s35 R/006).
    """

    text: str
    expect: Action | None = None
    hint: str | None = None
    coach: bool = False
    sight: tuple[str, ...] = ()
    show: tuple[str, ...] = ()
    plays: tuple[Action, ...] = ()
    card: str = ""
    narrow: bool = False
    keep: bool = False
    paced: bool = False
    pace: float = 1.0
    chapter: str | None = None
    table_waits: bool = False
    ready: str | None = None
    """Translation key of the words that take the step's own once the learner has built its
    move on the table and not yet sent it (the X marked for Throw again): the card says the
    part done was seen and what is left (trial s38 X/013: it stayed the same after the
    click, only the barrel's tag changed)."""
    watch: str | None = None
    """Translation key of the words on the card while a paced step's moves play: what the
    table does and what to look at (None: the lessons' general words, which said only that
    the table plays on, trial Z2/015)."""

    def __post_init__(self) -> None:
        if self.ready is not None and self.expect is None:
            raise ValueError(f"{self.text} has words for a move built but waits for none")
        if self.plays and self.expect is not None:
            raise ValueError(f"{self.text} both waits for a move and plays moves itself")
        if self.paced and not self.plays:
            raise ValueError(f"{self.text} is paced but plays no moves")
        if self.pace != 1.0 and not self.paced:
            raise ValueError(f"{self.text} has a pace but plays nothing at it")
        if self.watch is not None and not self.paced:
            raise ValueError(f"{self.text} has words for moves played but plays none paced")

    @property
    def actions(self) -> tuple[Action, ...]:
        """Every action this step takes: the one it waits for, or the ones it plays."""
        return self.plays if self.expect is None else (self.expect,)


@dataclass(frozen=True)
class Lesson:
    """A guided round of one game.

    Attributes:
        spec: the game.
        seats: how many seats the example has.
        learner: the seat the person plays; every other seat is one of the
            example's computer players and makes the example's moves.
        names: translation keys of the seats' names, in seat order.
        chance: the example's chance results, in the order the engine draws
            them (setup first), given to :meth:`Rng.scripted`.
        steps: the lesson, in order.
        options: game options that differ from the defaults.
        coach_means: translation key of what the coach's numbers mean, said with the
            first step that shows them, so a figure is never bare ("the points you can
            expect at the end if you play on perfectly").
        figures: the numbers a step's words name ("{poured}"), read from the game as the
            table shows it, so the card and the table never disagree (a plaque said
            "Poured so far: 11" beside a card's hard-coded 18).
        coach_figures: the coach's numbers a step shown with the coach names ("{fails}"),
            read from the advice its box shows (None until it has answered); the card's
            words wait for that answer, so card and box never disagree (trial s19: the card
            gave odds while the box still said it was working them out).
        parts: the parts of the table the words may name by what the table calls them,
            each (a ``sight`` name, as "black") with the translation key of that name (a
            horse's, a row's): a step whose English words name one leaves it in view as
            if its ``sight`` said so (:func:`named_parts`). A step's ``sight`` declared
            by hand missed what its words named: "Black is out for you" over Black's row
            (issue #32).
        card_fills_part: a card standing on a part of the table (``LessonStep.card``)
            covers it whole down to what a step needs there, Next on its top edge: the
            part is paper like the card (Polterfass's tally, where a strip of sheet under
            a short card looked like a second card, trial s12). Else the card is as tall
            as its words on the part's foot, Next at its bottom (trial s20: Big Shot's two
            lines stood in a box of 640x560 px over the map).
        card_rests: between one step's words and the next's (a move's animation), the
            card stays where it stood as blank paper, with no words and no buttons,
            instead of fading out and coming back: Polterfass's card left its column at
            each throw and returned (trial V/018), a card that moves while the pointer
            rests on Next.
        coach_advises: the coach names a move (keep these dice, roll again), so at a step
            asking the learner's own move it reads as a second opinion (trial s35 R/015);
            False where it only counts (Big Shot's fortunes if the game ended now).
    """

    spec: GameSpec
    seats: int
    learner: int
    names: tuple[str, ...]
    chance: tuple[ScriptValue, ...]
    steps: tuple[LessonStep, ...]
    options: Mapping[str, Any] = field(default_factory=dict)
    coach_means: str | None = None
    figures: Callable[[Engine[Any]], Mapping[str, str]] | None = None
    coach_figures: Callable[[Any], Mapping[str, str]] | None = None
    parts: Mapping[str, str] = field(default_factory=dict)
    card_fills_part: bool = False
    card_rests: bool = False
    coach_advises: bool = True

    def __post_init__(self) -> None:
        if any(step.coach for step in self.steps) and self.coach_means is None:
            raise ValueError(f"{self.spec.id} lesson shows the coach without saying what "
                             f"its numbers mean")
        if len(self.names) != self.seats:
            raise ValueError(f"{self.spec.id} lesson names {len(self.names)} seats, "
                             f"not {self.seats}")
        if not 0 <= self.learner < self.seats:
            raise ValueError(f"{self.spec.id} lesson's learner {self.learner} is no seat")
        if self.steps and self.steps[0].chapter is None:
            raise ValueError(f"{self.spec.id} lesson's first step begins no chapter")

    def chapter_end(self, index: int) -> int:
        """The first step of the chapter after step ``index``'s (the lesson's length: the
        end), where Skip lands."""
        return next((later for later in range(index + 1, len(self.steps))
                     if self.steps[later].chapter is not None), len(self.steps))

    def chapter_at(self, index: int) -> str | None:
        """The chapter step ``index`` is in (the last begun at it or before), if any."""
        return next((self.steps[at].chapter for at in range(min(index, len(self.steps) - 1),
                                                             -1, -1)
                     if self.steps[at].chapter is not None), None)

    def skip_label(self, index: int, words: Words) -> str:
        """What Skip says at step ``index``, asked before it goes: the chapter it lands on,
        or the end."""
        end = self.chapter_end(index)
        chapter = self.steps[end].chapter if end < len(self.steps) else None
        return words("lesson.skip_end") if chapter is None else words(
            "lesson.skip_to", chapter=words(chapter))

    @property
    def game_id(self) -> str:
        return self.spec.id

    def new_game(self) -> Engine[Any]:
        """The engine at the lesson's start, its chance answered by the example's script."""
        self.spec.validate_seats(self.seats)
        options = self.spec.merged_options(self.options)
        return self.spec.engine.new(self.spec, self.seats, 0, options,
                                    rng=Rng.scripted(self.chance))

    def expected_actions(self) -> list[Action]:
        """Every action the lesson takes, in order."""
        return [action for step in self.steps for action in step.actions]


def names_in(text: str, name: str) -> bool:
    """Whether ``text`` names ``name`` as a word or words of its own, in any case.

    >>> names_in("Black is out for you", "Black"), names_in("Blackboard", "Black")
    (True, False)
    """
    return re.search(rf"(?<!\w){re.escape(name.casefold())}(?!\w)", text.casefold()) is not None


def named_parts(lesson: Lesson, step: LessonStep) -> tuple[str, ...]:
    """The lesson's ``parts`` that ``step``'s English words name (placeholders unfilled):
    one set of parts for every language, so the card stands alike in each."""
    text = ENGLISH(step.text)
    return tuple(part for part, key in lesson.parts.items() if names_in(text, ENGLISH(key)))


def play_through(lesson: Lesson, actions: Sequence[Action] | None = None) -> Engine[Any]:
    """The lesson's game after ``actions`` (all of its expected ones by default).

    Raises :class:`~tabletop.core.actions.IllegalAction` at the first action the
    rules refuse, so a test of a lesson fails where its script goes wrong.
    """
    game = lesson.new_game()
    for action in lesson.expected_actions() if actions is None else actions:
        game.apply(action)
    return game
