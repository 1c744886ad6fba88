"""The first Enter of a decision shows where Enter would act; a second Enter acts.

Enter is "go on" on covers, summaries and held results. Pressed a few times to move on,
each press a deliberate second apart (so the rests let them through), the presses after
the last cover reached the decision behind it and took what the focus happened to rest
on: two red seals into a prediction, a cube placed on a district (one meaning for Enter,
trial s25 B/144 and B/068). So a decision that begins (another seat or phase, after a held
result) has no choice armed for Enter: its first Enter shows the focus and says what
Enter does there, and a second Enter acts. Arrows, number keys and clicks point at a
choice, so they act at once and arm Enter too. What Enter does is said on the prompt line
until the next press: a 2-second notice went by unread and the first Enter seemed ignored
(trial s25 D/093).

A piece may ask to be chosen before Enter acts on it at all (:class:`MustBeChosen`, a pile
of seals): Enter pressed a deliberate few seconds apart to get past a round's end went on
through the "press it again" and took two red seals (trial I/023). There Enter only says
how to choose until an arrow, a number key or a click has pointed.

An Enter pressed once a decision has stood :data:`FRESH_SECONDS` is meant for it: it shows
the focus and acts there at once. A trial's four Enters, 0.8 s apart, placed three cubes,
the first taken only to show the district (trial s33 M/003); the presses meant for what
came before come sooner than that.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import TYPE_CHECKING, Any, Protocol, runtime_checkable

import pygame

from scenes.games.playing import PlayingDriver
from scenes.widgets.button import Button, key_label
from scenes.widgets.focus import Focusable, FocusRing

if TYPE_CHECKING:
    from scenes.games.driver import TableDriver
    from scenes.shell.context import AppContext
    from scenes.widgets.prompt import PromptLine
    from tabletop.i18n import Words
    from tabletop.session import GameSession

ENTER_KEYS = frozenset({pygame.K_RETURN, pygame.K_KP_ENTER})

FRESH_SECONDS = 2.0
"""How long a decision stands before its first Enter acts at once: the Enter that went on
from a cover or an auction's end came within a second or so (a deliberate press a second
apart, trial s25 B/068), and the decision's own Enter comes after it has been read."""


@runtime_checkable
class SaysEnter(Protocol):
    """A piece that says what Enter does on it (a pile: "Enter takes a red seal")."""

    def enter_words(self, words: Words, key: str) -> str: ...


@runtime_checkable
class SaysAsks(Protocol):
    """A kind of table that says a piece's question its own way (a lesson, which keeps
    it on the prompt line until its own next press)."""

    def say_ask(self, said: str) -> bool: ...


@runtime_checkable
class MustBeChosen(Protocol):
    """A piece Enter acts on only once the person pointed in this decision; until then
    Enter says how to choose (``choose_words``)."""

    def choose_words(self, words: Words, key: str) -> str: ...


class GuardedTable(Protocol):
    """What the guard reads of a game's scene."""

    @property
    def context(self) -> AppContext: ...
    @property
    def driver(self) -> TableDriver: ...
    @property
    def session(self) -> GameSession: ...
    @property
    def prompt(self) -> PromptLine: ...
    def holds_table(self) -> bool: ...
    def public_view(self) -> Any: ...
    def focus_rings(self) -> list[FocusRing[Any]]: ...
    def frame_text(self, short_key: str, /, **params: Any) -> str: ...


class EnterGuard:
    """Holds back the first Enter of each decision (see the module docstring)."""

    def __init__(self, table: GuardedTable) -> None:
        self.table = table
        self._decision: Hashable = None
        self._armed = False
        self._saying = False
        """The prompt line says what Enter does (until the next press)."""
        self._seen: Hashable = None
        self._age = 0.0
        """Seconds the decision on screen (``_seen``) has stood, since it came."""

    def update(self, dt: float) -> None:
        """The decision on screen ages; another, or none, starts the count again."""
        decision = self._decision_now()
        if decision is None or decision != self._seen:
            self._seen, self._age = decision, 0.0
        else:
            self._age += dt

    @property
    def armed(self) -> bool:
        """True when the next Enter acts (the person pointed, or Enter was pressed once)."""
        return self._armed and self._decision == self._decision_now()

    @property
    def saying(self) -> bool:
        """True while the prompt line says what the next Enter does (after a first Enter)."""
        return self._saying and self.armed

    def next_enter_shows(self) -> bool:
        """True while a decision's next Enter would only show where it acts (nothing
        pointed at yet, the decision not yet :data:`FRESH_SECONDS` old), or while none
        may be made yet (the next begins so): the prompt line then says so, as Enter's
        words must say what it does (trial V/011)."""
        if not isinstance(self.table.driver, PlayingDriver):
            return False  # a lesson's Enter acts (holds_back)
        decision = self._decision_now()
        if decision is None:
            return True
        return not (self._armed and decision == self._decision) and not self._fresh(decision)

    def _fresh(self, decision: Hashable) -> bool:
        """``decision`` has stood :data:`FRESH_SECONDS`: its first Enter is meant for it."""
        return decision == self._seen and self._age >= FRESH_SECONDS - 1e-6

    def _decision_now(self) -> Hashable:
        """The decision on screen (seat and phase), None while none may be made."""
        table = self.table
        if not table.driver.accepts_input:
            return None
        return table.session.current_seat, getattr(table.public_view().state, "phase", None)

    def holds_back(self, event: pygame.event.Event) -> bool:
        """True when ``event`` is a decision's first Enter: it showed the focus and said
        what Enter does there, instead of pressing. Else the event goes on as ever."""
        table, driver = self.table, self.table.driver
        if not isinstance(driver, PlayingDriver):
            return False  # a lesson's step points at its piece for the learner: Enter acts
        if self._saying and event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            self._saying = False
            driver.refresh_prompt()  # the person acts: the prompt says the decision again
        if driver.is_busy and not table.holds_table():
            return False  # a move plays: the driver settles it first (a key both skips and counts)
        decision = self._decision_now()
        if decision != self._decision:  # another seat, phase, or a held result between
            self._decision, self._armed = decision, False
        if decision is None or event.type not in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            return False
        if event.type == pygame.MOUSEBUTTONDOWN or event.key not in ENTER_KEYS or self._armed:
            self._armed = True  # a pointing press: the person chose where they act
            return False
        piece = self._show_focus()
        if piece is None:
            self._armed = True
            return False  # nothing in focus: Enter does the game's own (a roll)
        if self._fresh(decision) and not isinstance(piece, MustBeChosen):
            self._armed = True  # a decision read a while: its first Enter acts, focus shown
            return False
        context = table.context
        key = key_label(context.words, pygame.K_RETURN, context.input)
        self._armed = not isinstance(piece, MustBeChosen)
        if isinstance(piece, MustBeChosen):
            said = piece.choose_words(context.words, key)
        elif isinstance(piece, SaysEnter):
            said = piece.enter_words(context.words, key)
        elif isinstance(piece, Button):
            said = table.frame_text("enter_button", key=key, label=piece.label)
        else:
            said = table.frame_text("enter_again", key=key)
        table.prompt.set(said, table.prompt.seat_index)
        self._saying = True
        driver.handed_over = False  # held back here: the new person's next Enter acts
        return True

    def say(self, said: str) -> bool:
        """The prompt line says ``said`` of what the next Enter does, until the next press:
        a piece that asks for a second Enter of its own (Big Shot's Loan). Another kind of
        table says it its own way (a lesson), or not at all (False)."""
        driver = self.table.driver
        if not isinstance(driver, PlayingDriver):
            return isinstance(driver, SaysAsks) and driver.say_ask(said)
        self.table.prompt.set(said, self.table.prompt.seat_index)
        self._saying = True
        return True

    def _show_focus(self) -> Focusable | None:
        # The table's ring only: a hand of cards has its own rule (Enter lifts a card
        # first when several may be played, tests/scenes/test_wizard_enter.py).
        for ring in self.table.focus_rings()[:1]:
            resting = ring.resting
            if ring.focused is None and resting is not None and resting.enabled:
                ring.focus(resting)
            focused: Focusable | None = ring.focused
            if focused is not None:  # a lone choice is no choice: Enter takes it (a roll)
                return focused if sum(piece.enabled for piece in ring.buttons) > 1 else None
        return None
