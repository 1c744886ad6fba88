"""Where a lesson's guide card stands (:mod:`scenes.modes.lesson`): what each step needs in
sight, found on the table as it is now, and the run of steps one place serves.

The card is planned for a run of steps at once (:meth:`GuideCard.plan_run`), so Next
stays put while the run lasts; :meth:`CardPlace.keep_true` plans it again where the run
is over, the board was laid out anew, or what the words need in view lies under it now.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from scenes.modes.lesson_card import GuideCard
from scenes.modes.lesson_needs import CardNeeds
from scenes.widgets.button import Button
from tabletop.i18n import ENGLISH, Words
from tabletop.lessons import Lesson, LessonStep
from tabletop.lessons.lesson import named_parts, names_in

if TYPE_CHECKING:
    from scenes.games.hooks import TableScene


class CardPlace:
    """The card's place through a lesson: the run of steps it serves and the board it was
    planned on. ``text_of`` gives step ``index``'s words (the lesson's length: the end's)."""

    def __init__(self, card: GuideCard, lesson: Lesson, text_of: Callable[[int], str]) -> None:
        self.card = card
        self.lesson = lesson
        self.text_of = text_of
        self._run = range(0)  # the steps (by the index of the text shown) the place serves
        self._run_board: tuple[pygame.Rect, bool] | None = None
        self._checked: int | None = None

    @property
    def run(self) -> range:
        """The steps (by the index of the text shown) the card's place is planned for."""
        return self._run

    def parts(self, scene: TableScene, names: tuple[str, ...]) -> list[pygame.Rect]:
        """The parts of the table ``names`` name (a step's ``show`` or ``sight``)."""
        return [rect for name in names for rect in scene.sight_rects(name)]

    def spoken(self, scene: TableScene, step: LessonStep) -> list[pygame.Rect]:
        """What ``step``'s words speak of, found on the table now: the parts its ``sight``
        and ``show`` declare, those its English words name (the lesson's ``parts``: a
        horse, a row) and the table's buttons whose labels they say ("close the tap, or
        throw again" stood over those two buttons, issue #32). The words, not a list kept
        beside them, say what the card must leave in view, alike in every language."""
        text = ENGLISH(step.text)
        buttons = [pygame.Rect(piece.rect) for piece in scene.touchable()
                   if isinstance(piece, Button) and piece.label_key is not None
                   and names_in(text, ENGLISH(piece.label_key, **piece.label_args))]
        # Most important first (a place short of room gives up the last): what the words
        # frame, then what they name, then what the lesson's author added.
        names = (*step.show, *named_parts(self.lesson, step), *step.sight)
        return [*self.parts(scene, names), *buttons]

    def needs(self, scene: TableScene, index: int, at: int, pointed: pygame.Rect | None,
              landed: tuple[pygame.Rect, ...] = ()) -> CardNeeds:
        """What step ``index`` needs the card to leave in view, found on the table as it is
        now: the piece it points at (``pointed``, the glow of step ``at``, the one the
        lesson waits at; or, on a card that explains the move before it, that move's
        piece), the coach's numbers, where the run's moves before it will have put their
        pieces (``landed``: a held die's place), what its words name."""
        steps = self.lesson.steps
        step = steps[index] if index < len(steps) else None
        piece = None
        if index == at and pointed is not None:
            piece = pointed
        elif step is not None and step.expect is not None:
            piece = scene.piece_rect(step.expect)
        elif index and (done := steps[index - 1].expect) is not None:
            piece = scene.piece_rect(done)
        needs: list[pygame.Rect] = []
        coach = scene.coach_area() if step is not None and step.coach else None
        if coach is not None:
            needs.append(coach)
        needs += landed
        if step is not None:
            needs += self.spoken(scene, step)
        asks = step is not None and step.expect is not None and (
            step.expect.seat == self.lesson.learner)
        return CardNeeds(self.text_of(index), piece, needs, last=step is None, asks=asks)

    def _kind(self, later: int) -> tuple[bool, str, bool, bool]:
        """What makes step ``later`` a run's step or another run's: the coach's coming or
        going lays the board out anew; a place the lesson chose holds for the steps that
        chose it; the end's card, with its wide buttons and no Next, is sized on its own,
        in its last step's place."""
        steps = self.lesson.steps
        step = steps[later] if later < len(steps) else steps[-1]
        return (later < len(steps) and step.coach, step.card, step.narrow, later >= len(steps))

    def _run_end(self, index: int) -> int:
        """Where the run of steps of ``index``'s kind ends (the lesson's length + 1 past the
        end's card)."""
        last = len(self.lesson.steps) + 1
        return next((later for later in range(index + 1, last)
                     if self._kind(later) != self._kind(index)), last)

    def _run_needs(self, scene: TableScene, index: int, end: int, at: int,
                   pointed: pygame.Rect | None) -> list[CardNeeds]:
        """What steps ``index`` to ``end`` need in view, each with where its move and the
        moves before it in the run will put their pieces (Yacht's second and third held 3:
        the card kept for them stood over their places and moved twice, issue #32; each
        held 3 went under the card of its own step, trial s25 D/125, D/129)."""
        run: list[CardNeeds] = []
        landed: tuple[pygame.Rect, ...] = ()
        for later in range(index, end):
            move = self.lesson.steps[later].expect if later < len(self.lesson.steps) else None
            landed = (*landed, *([] if move is None else scene.landing_rects(move)))
            run.append(self.needs(scene, later, at, pointed, landed))
        return run

    def _over(self, scene: TableScene, words: Words, place: str,
              run: list[CardNeeds]) -> int:
        """The card on the part of the table ``place`` names, for as many of ``run`` as it
        serves (0: no such part, or not even the first)."""
        part = [] if hasattr(pygame.Rect, place) else scene.sight_rects(place)
        if not part:
            return 0
        return self.card.plan_over(words, scene.scale, part[0].unionall(part), run,
                                   scene.keep_in_sight(), fills=self.lesson.card_fills_part,
                                   board=scene.board_area())

    def plan(self, scene: TableScene, words: Words, index: int, at: int,
             pointed: pygame.Rect | None) -> None:
        """The card's place for a run of steps from ``index``: the run ends where the coach
        comes or goes (the board is laid out again) or where no one place suits it. A run
        the lesson chose no place for stands where the next run will, if that place suits
        both: Next stays put from one to the other (Yacht's "roll again" stood over the
        sheet, then the card went beside Roll for Four of a Kind)."""
        end = self._run_end(index)
        run = self._run_needs(scene, index, end, at, pointed)
        coach, place, narrow, _ = self._kind(index)
        if not place and end < len(self.lesson.steps) and self._kind(end)[0] == coach:
            joined = self._run_needs(scene, index, self._run_end(end), at, pointed)
            count = self._over(scene, words, self._kind(end)[1], joined)
            if count > len(run):
                self._run = range(index, index + count)
                return
        count = self._over(scene, words, place, run) if place else 0
        if not count:
            count = self.card.plan_run(words, scene.board_area(), scene.scale, run,
                                       scene.keep_in_sight(),
                                       (place if hasattr(pygame.Rect, place) else "", narrow))
        self._run = range(index, index + count)

    def keep_true(self, scene: TableScene, words: Words, index: int, at: int,
                  pointed: pygame.Rect | None, coach_laid_out: bool) -> None:
        """Plan the card's place again where the run is over, the board changed, or what
        the words need in view lies under it now: the piece to touch, checked every frame,
        and, once as the words come, all they name (a part that moved since the plan, as
        a barrel from the cup to the shelf)."""
        board = (scene.board_area(), coach_laid_out)
        needs = self.needs(scene, index, at, pointed)
        covered = self.card.covers(needs, everything=index != self._checked)
        self._checked = index
        if index not in self._run or board != self._run_board or covered:
            self._run_board = board
            self.plan(scene, words, index, at, pointed)
