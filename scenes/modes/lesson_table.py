"""The lesson's table (:mod:`scenes.modes.lesson`): its game, which takes no move back, its
seats named in the current language, and the hold that keeps a computer's result on the
table while the cards that tell of it are up."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Protocol

import pygame

from scenes.widgets.button import Button, ButtonStyle
from scenes.widgets.tween import Step
from tabletop.core.actions import Action
from tabletop.core.seats import SeatConfig, SeatKind
from tabletop.i18n import Words
from tabletop.lessons import Lesson
from tabletop.session import GameSession

if TYPE_CHECKING:
    from scenes.games.hooks import TableScene
    from tabletop.core.engine import Engine


class HeldBy(Protocol):
    """What a :class:`ReadingHold` asks of the lesson's driver."""

    lesson: Lesson
    step_index: int
    played_at: int

    def show_plates(self) -> None: ...


class ReadingHold(Step):
    """A result held on the table while the card that tells of it is up: it passes once
    the lesson is past the step whose move made it and the cards after it that speak of
    it (``keep``), or a skip fast-forwards it. A learner's move steps on at once, so only
    a computer's result is held."""

    def __init__(self, lesson: HeldBy, at: int | None = None) -> None:
        """Held while the lesson is at step ``at`` (by default the step of the move whose
        events play now)."""
        self.lesson = lesson
        self.made_at = lesson.played_at if at is None else at
        self.reached = False
        self._done = False

    @property
    def is_done(self) -> bool:
        return self._done

    def advance(self, dt: float) -> float:
        at = self.lesson.step_index
        kept = self.lesson.lesson.steps[self.made_at + 1:at + 1]
        if at != self.made_at + len(kept) or not all(step.keep for step in kept):
            self._done = True
            return dt
        if not self.reached:
            # The plates agree with the result the card tells of while it is held (the
            # driver updates them only after the whole move: Mina's plate said 0 beside
            # her sheet's 28).
            self.reached = True
            self.lesson.show_plates()
        return 0.0

    def finish(self) -> None:
        self._done = True


class TopBar:
    """The round under the game's name and the plate that glows, as of the move the card
    or the table still tells of (the driver's ``shown_game``): the engine is past it
    already (Big Shot's "Round 2" stood over a round-1 card, the next player's plate glowed
    under Yumi's move), or the seat to act where the game's scene says so
    (``lesson_glow``); once they tell of the table now, the scene's own again."""

    def __init__(self) -> None:
        self._told = False

    def show(self, scene: TableScene, shown: Engine[Any] | None, *, done: bool, busy: bool,
             seat: int | None, resync: Callable[[], None]) -> None:
        """``shown``: the game the card tells of, None for the table now; ``done``: the
        lesson is over, nobody's turn; ``seat``: whose turn it is now."""
        if done:
            scene.frame.mark_turn(None)
            return
        if shown is None:
            if self._told:
                self._told = False
                if busy:
                    scene.frame.mark_turn(seat)
                else:
                    resync()  # the scene's own round and glow (a bill's innkeeper)
            return
        self._told = True
        scene.frame.round_text = scene.round_label(shown)
        scene.frame.mark_turn(scene.lesson_glow(shown.current_seat, seat, busy))


def glowing_piece(scene: TableScene, pointed: pygame.Rect | None) -> object:
    """The piece under the glow around ``pointed`` (None: no piece to touch, or none of
    the keyboard's rings holds it): of those whose middles lie in each other, or that hold
    it whole (Yacht's row, its glow on the learner's cell: Enter rolled the dice there),
    the one whose middle is nearest (a fanned hand's cards overlap)."""
    if pointed is None:
        return None
    under = [(abs(bounds.centerx - pointed.centerx)
              + abs(bounds.centery - pointed.centery), piece)
             for ring in scene.focus_rings() for piece in ring.buttons
             if (bounds := piece.bounds()).contains(pointed)
             or (pointed.collidepoint(bounds.center) and bounds.collidepoint(pointed.center))]
    return min(under, key=lambda found: found[0])[1] if under else None


def only_the_glow(scene: TableScene, pointed: pygame.Rect | None, *, chosen: bool) -> None:
    """Only the lesson's glow, around ``pointed`` (None: no piece to touch): a hover or
    keyboard focus on any other piece (the one just clicked wrongly, a stack the arrows
    reached, the first card of a hand) is cleared. The keyboard's focus rests on the
    pointed piece, shown by no ring, until the learner reaches for it (``chosen``: an
    arrow or Tab pressed at this step); from then on every ring's focus is on it, so Enter
    takes the step and never another move. A focus put there for the learner made Enter,
    pressed to turn the cards, bid, borrow and place cubes unread (issue #32)."""
    rings = scene.focus_rings()
    target = glowing_piece(scene, pointed)
    for piece in (*scene.touchable(), *(piece for ring in rings for piece in ring.buttons)):
        if piece is not target:
            piece.hovered = False
    for ring in rings:
        wanted = target if target in ring.buttons else None
        if chosen:
            if ring.focused is not wanted:
                ring.focus(wanted)
        elif ring.focused is not None or ring.resting is not wanted:
            ring.rest(wanted)  # the first arrow or Tab shows the focus there


def is_skip_key(event: pygame.event.Event) -> bool:
    """S, or the controller's Y (it sends Ctrl+Z: there is no undo in a lesson), skips a
    step. Ctrl+Z typed on a keyboard is no hint's key: it skipped a step, playing its move
    for the learner, in a burst of stray keys."""
    return event.type == pygame.KEYDOWN and (
        event.key == pygame.K_s
        or (event.key == pygame.K_z and bool(event.mod & pygame.KMOD_CTRL)
            and getattr(event, "controller", False)))


class RestedButtons:
    """While the card explains, a press goes to the card: the game's buttons look disabled
    and name no key. Roll glowed gold with its Space keycap under a card, and Space did
    nothing (trial s18). At a step asking for a move, the gold (primary) look is only the
    asked piece's: a refused move's button looks as the others do (trial s22: "Throw again"
    stood gold beside the glow on "Close the tap", Yacht's Roll beside the glowing row)."""

    def __init__(self) -> None:
        self._enabled: dict[Button, bool] = {}  # each rested button as the game made it
        self._styles: dict[Button, ButtonStyle] = {}  # each lowered button's own style

    def rest(self, scene: TableScene) -> None:
        for piece in _buttons(scene):
            if piece.enabled or piece not in self._enabled:
                self._enabled[piece] = piece.enabled  # a sync under the card may light it
                piece.enabled = False

    def lower(self, scene: TableScene, pointed: pygame.Rect | None) -> None:
        """Every gold button but the one under the glow around ``pointed`` (None: no piece
        to touch) looks secondary; the one under it looks as the game made it."""
        target = glowing_piece(scene, pointed)
        for piece in _buttons(scene):
            if piece is target:
                piece.style = self._styles.pop(piece, piece.style)
            elif piece.style is ButtonStyle.PRIMARY:
                self._styles[piece] = piece.style
                piece.style = ButtonStyle.SECONDARY

    def wake(self) -> None:
        """The card is read: the game's buttons as the game made them, before the next
        step's moves play (they put out what a move may not press)."""
        for button, enabled in self._enabled.items():
            button.enabled = enabled
        self._enabled.clear()
        for button, style in self._styles.items():
            button.style = style
        self._styles.clear()


def _buttons(scene: TableScene) -> list[Button]:
    """The game's buttons on the table: its pieces and its keyboard rings' that are buttons."""
    return [piece for piece in (*scene.touchable(),
                                *(piece for ring in scene.focus_rings() for piece in ring.buttons))
            if isinstance(piece, Button)]


class LessonSession(GameSession):
    """A lesson's game: no move is taken back (the steps follow the script)."""

    @property
    def can_undo(self) -> bool:
        return False

    @property
    def takes_back(self) -> bool:
        return False



def lesson_seats(words: Words, lesson: Lesson) -> list[SeatConfig]:
    """The example's seats: the learner a person, the others computers, named in words."""
    return [SeatConfig(words(name), index,
                       SeatKind.PERSON if index == lesson.learner else SeatKind.COMPUTER)
            for index, name in enumerate(lesson.names)]


def lesson_session(words: Words, lesson: Lesson, start: int) -> LessonSession:
    """The lesson's game at step ``start``, reached by the rules: every move before it,
    through the engine."""
    session = LessonSession(lesson.spec, lesson.new_game(), lesson_seats(words, lesson))
    for step in lesson.steps[:start]:
        for action in step.actions:
            session.apply(action)
    return session


def learner_run(lesson: Lesson, index: int) -> list[Action]:
    """The learner's moves from step ``index`` on, up to the next card or other seat."""
    run: list[Action] = []
    for step in lesson.steps[index:]:
        if step.expect is None or step.expect.seat != lesson.learner:
            break
        run.append(step.expect)
    return run


def card_words(words: Words, lesson: Lesson, index: int, figures: dict[str, str], *,
               playing: bool = False) -> str:
    """Step ``index``'s words (the lesson's length: the end's), their numbers ``figures``;
    the first step that shows the coach also says what its numbers mean (the lesson's
    ``coach_means``), so a figure is never bare. ``playing``: the step's moves play at
    the table's pace after its Next, and its words, true of the table before them, would
    lag it ("Twelve tricks are left" over trick 6, trial s33 L/014): the card says what the
    table does and what to watch (the step's ``watch``), or only that it plays on."""
    steps = lesson.steps
    if index >= len(steps):
        return words("lesson.done", game=words(f"{lesson.game_id}.title"))
    if playing:
        return words(steps[index].watch or "lesson.playing_on", **figures)
    text = words(steps[index].text, **figures)
    first_coach = next((at for at, seen in enumerate(steps) if seen.coach), None)
    if index == first_coach and lesson.coach_means is not None:
        return f"{text} {words(lesson.coach_means)}"
    return text


def card_figures(lesson: Lesson, game: Engine[Any], advice: object) -> dict[str, str]:
    """The numbers the card's words name, read from ``game`` as the table shows it and
    from the coach's ``advice`` (None where the coach is off) as its box does."""
    figures = {} if lesson.figures is None else dict(lesson.figures(game))
    return {**figures, **({} if lesson.coach_figures is None else lesson.coach_figures(advice))}
