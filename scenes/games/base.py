"""``GameScene``: what every game's scene shares. A scene draws one table from views and
turns a person's input into actions (DESIGN §3); everything else is its table driver's
(:mod:`scenes.games.driver`: playing, a lesson or a replay, one scene class for all three;
scenes/README.md draws one pass of the loop). A game scene overrides the hooks below and
those it takes from :mod:`scenes.games.sight` and :mod:`scenes.games.turn_hooks` (all
optional except :attr:`text_namespace`), the whole of what the driver asks of it
(:class:`scenes.games.hooks.TableScene`). Private information is drawn only from
:meth:`view`, made for the driver's viewer; seats are drawn in the colour and symbol chosen
at setup (:meth:`slot`), never by index.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar, Generic, cast

import pygame

from scenes.games.beats import BEAT_SECONDS, Beat
from scenes.games.enter_guard import EnterGuard
from scenes.games.frame import FrameLayout
from scenes.games.gate import EngineT
from scenes.games.log_words import LogWords
from scenes.games.playing import PlayingDriver
from scenes.games.sight import SightHooks
from scenes.games.table_frame import FRAME_NAMESPACE, TableFrame
from scenes.games.turn_hooks import TurnHooks
from scenes.games.viewer_log import ViewerLog
from scenes.shell import theme
from scenes.shell.scene import Scene, Transition
from scenes.widgets.tween import Step
from tabletop.core.actions import Action
from tabletop.core.events import Event
from tabletop.storage.names import computer_subtitle

if TYPE_CHECKING:
    from scenes.games.driver import TableDriver
    from scenes.shell.context import AppContext
    from tabletop.session import GameSession


class GameScene(Scene, SightHooks, TurnHooks, Generic[EngineT]):
    """One game's table; ``driver`` is its kind (a game being played by default)."""

    escape_pauses = True
    text_namespace: ClassVar[str] = ""
    """Translation namespace of the game's own strings (the frame's are in ``table``)."""
    log_open_at_start: ClassVar[bool] = False
    words_follow_motion: ClassVar[bool] = False
    """True: the next seat's banner, glow and prompt wait for a move's motion (a score's flash)."""
    scores_read_together: ClassVar[bool] = False
    """True: every plate's score keeps its large size on the plates' middle line, a long
    status losing its last parts (SeatPlate.score_stays_large), as scores are compared."""

    def __init__(self, context: AppContext, session: GameSession,
                 driver: TableDriver | None = None) -> None:
        self.context, self.session, self.spec = context, session, session.spec
        self.driver: TableDriver = driver if driver is not None else PlayingDriver(context)
        self.layout = FrameLayout.for_size(context.size, len(session.seats))
        self.frame = TableFrame(context, session, self.layout, format_score=self.format_score,
                                open_pause=self.driver.open_pause, undo=self.driver.undo,
                                log_open=self.log_open_at_start,
                                keep_clear=self.toast_clear, message_clear=self.message_clear,
                                drawn_over=self._cover_up)
        # The frame's widgets, by the names the games and their tests know them.
        frame = self.frame
        self.toasts, self.banner, self.prompt, self.log = (frame.toasts, frame.banner,
                                                           frame.prompt, frame.log)
        self.plates, self.menu_button, self.undo_button = (frame.plates, frame.menu_button,
                                                           frame.undo_button)
        for plate in self.plates:
            plate.score_stays_large = self.scores_read_together
        self._words = context.words  # the language the seats' names and words are in
        self.driver.attach(self, session)
        self.timeline = self.driver.timeline
        self.log_words = self.make_log_words()
        self.viewer_log = ViewerLog(self.log, self.driver, self)
        self.enter_guard = EnterGuard(self)
        self.lay_out()
        self.viewer_log.sync()

    # ================================================================ hooks: drawing

    def layout_board(self, board: pygame.Rect) -> None:
        """Place the game's widgets inside ``board`` (on every resize and language switch)."""

    def draw_static(self, layer: pygame.Surface) -> None:
        """Paint what never moves onto the cached background (felt and top bar are done)."""

    def refresh_static(self, layer: pygame.Surface) -> None:
        """Repaint seldom-changing parts of that background each frame (a sheet's numbers)."""

    def update_board(self, dt: float) -> None:
        """Per-frame motion of the game's widgets (hover, pulses, particles)."""

    def draw_board(self, surface: pygame.Surface) -> None:
        """Draw the game's moving parts over the cached background."""

    def board_is_still(self) -> bool:
        """True when none of the game's own widgets moves; the safe default keeps redrawing."""
        return False

    # ================================================================ hooks: engine -> widgets

    def sync(self, view: EngineT) -> None:
        """Snap every game widget to ``view`` without animation."""

    def animate(self, event: Event) -> Step | None:
        """The timeline step showing ``event`` (already redacted for the viewer), or None."""
        return None

    def before_events(self, events: list[Event]) -> None:
        """A move's events are about to be animated (after a hand-over's re-sync)."""

    def after_events(self, events: list[Event]) -> None:
        """A move's events are on the timeline (also when that failed)."""

    def on_new_decision(self, view: EngineT) -> None:
        """A new decision (before :meth:`sync`): forget picks toward the last (a lifted chip)."""

    # ================================================================ hooks: words

    def make_log_words(self) -> LogWords:
        """How this game's events read in the log (by default its ``<game>.log.<kind>`` lines)."""
        return LogWords(self.session.name, self.spec.id)

    def describe(self, event: Event) -> str | None:
        """``event`` in words for the log, or None to leave it out."""
        return self.log_words.describe(self.context.words, event)

    def person_prompt(self, view: EngineT, seat: int) -> str:
        """The prompt when person ``seat`` is to decide on this screen."""
        return self.session.name(seat)

    def table_prompt(self, view: EngineT) -> tuple[str, int | None] | None:
        """What the prompt says, and the seat slot it is drawn in, while the table shows a
        result of its own (a race's payout, a bill held) over whose turn it is, else None."""
        return None

    def prompt_slot(self, seat: int, moving: bool) -> int:
        """The slot the prompt draws ``seat`` in, to act or (``moving``) while its move plays:
        the colour it has on the table (a seat of more than one colour gives the one at work)."""
        return self.slot(seat)

    def round_label(self, view: EngineT) -> str:
        """The counter under the game's name in the top bar ("Round 3 of 12")."""
        return ""

    def format_score(self, points: int) -> str:
        return theme.number(points)

    def seat_status(self, view: EngineT, seat: int) -> str:
        """A plate's second line (a role, a level); STATUS_SEPARATOR parts drop last-first."""
        config = self.session.seats[seat]
        return "" if config.is_person else computer_subtitle(
            config, self.context.words, levelled=self.driver.computers_levelled)

    def shown_score(self, view: EngineT, seat: int) -> int | None:
        """The score ``seat``'s plate shows, or None to hide one the viewer may not see."""
        return view.scores()[seat]

    # ================================================================ hooks: turns
    # (the rest, and the input's, are :class:`scenes.games.turn_hooks.TurnHooks`')

    def private_area(self) -> tuple[pygame.Rect, str]:
        """Where the mover's secrets lie, and what: all a hand-over covers (by default: board)."""
        return self.board_area(), "cards"

    def bot_pause(self, own: EngineT) -> float:
        """The readable pause before a computer's move shows; ``own`` is that seat's view
        (to judge a pause that would give a secret away by its length, never drawn)."""
        return self.context.pace.seconds(BEAT_SECONDS[Beat.MOVE])

    # ================================================================ for the game's own code

    def view(self) -> EngineT:
        """The game as the driver's viewer may see it: draw private things only from this."""
        return cast("EngineT", self.driver.view())

    def public_view(self) -> EngineT:
        """The game as everybody may see it (cached until the next move)."""
        return cast("EngineT", self.driver.gate.public_view())

    def shows_secrets_of(self, seat: int) -> bool:
        """Whether the screen may show ``seat``'s secrets now."""
        return self.driver.shows_secrets_of(seat)

    @property
    def accepts_input(self) -> bool:
        """True when a person may act on this screen now (see the driver)."""
        return self.driver.accepts_input

    def act(self, action: Action) -> bool:
        """A person's move; a refusal shows the engine's reason and changes nothing."""
        return self.driver.act(action)

    def acting_seat(self) -> int:
        """The seat to move, for a person's input (which only comes while one is to move)."""
        seat = self.session.current_seat
        assert seat is not None, "input reaches the scene only while a person is to move"
        return seat

    def slot(self, seat: int) -> int:
        """The colour and symbol slot ``seat`` chose at setup (draw seats by this)."""
        return self.session.seats[seat].colour

    def frame_text(self, short_key: str, /, **params: Any) -> str:
        """The shared frame's word ``short_key`` (:data:`FRAME_NAMESPACE`), translated."""
        return self.context.words(f"{FRAME_NAMESPACE}.{short_key}", **params)

    def key(self, short_key: str, /) -> str:
        """The full translation key of ``short_key`` in this game's namespace."""
        return f"{self.text_namespace}.{short_key}"

    def text(self, short_key: str, /, **params: Any) -> str:
        """The translated text of ``short_key`` in this game's namespace."""
        return self.context.words(self.key(short_key), **params)

    @property
    def scale(self) -> float:
        return self.layout.scale

    def px(self, value: float) -> int:
        return theme.px(value, self.layout.scale)

    @property
    def coach_on(self) -> bool:
        """True when the coach's advice is shown (the board then makes room for it)."""
        return self.driver.coach_on

    # ================================================================ for the driver

    def lay_out(self) -> None:
        """Lay the frame and the board out again (a resize, the log, the coach, a language)."""
        self.frame.lay_out(self.layout, self.context.words)
        self.layout_board(self.board_area())

    def board_area(self) -> pygame.Rect:
        """The board the game lays out in, ending beside the log when it is open."""
        return self.frame.board_area()

    def show_plates(self, view: EngineT, *, scores: bool = True) -> None:
        """Each plate's status line (and score, unless ``scores`` is False) as ``view`` has them."""
        for index, plate in enumerate(self.plates):
            if scores:
                plate.set_score(self.shown_score(view, index), animate=True)
            plate.subtitle = self.seat_status(view, index)

    def _cover_up(self) -> list[pygame.Rect]:
        """The hand-over's cover while it is up: drawn over the toasts, so none stands
        under it (a trial read half a sentence of a notice half behind it, issue #32)."""
        return [self.private_area()[0]] if self.driver.curtain.is_up else []

    # ================================================================ Scene protocol

    def enter(self) -> None:
        self.driver.resync()
        if isinstance(self.driver, PlayingDriver):
            self.driver.show_a_resumed_games_last_move()

    def exit(self) -> None:
        self.driver.leave(self)

    def resume(self) -> None:
        # Settings may have changed the language or the window: rebuild what was cached.
        self.lay_out()
        self.driver.resync()

    def resize(self, size: tuple[int, int]) -> None:
        self.layout = FrameLayout.for_size(size, len(self.session.seats))
        self.lay_out()
        if not self.driver.is_busy:
            self.driver.resync()

    def handle_event(self, event: pygame.event.Event) -> Transition | None:
        if self.enter_guard.holds_back(event):  # a decision's first Enter shows where it acts
            return None
        return self.driver.handle_event(event)

    def press_held_back(self) -> None:
        self.driver.manners.say_too_quick()

    def look_at(self) -> list[pygame.Rect]:
        """Where "look at the table" points (a trick): "Too quick" leaves it clear (O/017)."""
        return []

    def update(self, dt: float) -> Transition | None:
        transition = self.driver.update(dt)
        self.enter_guard.update(dt)  # (after the driver: a decision that just came is seen)
        return transition

    def update_covered(self, dt: float) -> Transition | None:
        # Under a cover a notice's life runs on (trial s22: one stood half faded over the
        # trick for a minute), and the phones answer at once (a claim is asked).
        self.frame.toasts.update(dt, covered=True)
        if self.frame.update_log(dt):  # L opened it over the privacy curtain
            self.lay_out()
            if not self.driver.is_busy:
                self.driver.resync()  # the public view: the curtain is up
        self.driver.update_parts(dt, covered=True)
        return self.driver.take_transition()

    def is_still_covered(self) -> bool:
        return not self.frame.toasts.toasts and self.frame.log.is_still

    def draw(self, surface: pygame.Surface) -> None:
        if self._words is not self.context.words:
            self._relanguage()  # a live switch behind the pause menu: no old word may stay
        self.viewer_log.sync()
        self.frame.draw_under(surface, self.context.words(f"{self.spec.id}.title"),
                              self.draw_static, self.refresh_static, self.driver.title_tag())
        self.driver.draw_under_board(surface)
        self.draw_board(surface)
        self.frame.draw_over(surface)
        self.driver.draw_over_table(surface)

    def is_still(self) -> bool:
        return self.driver.is_still()

    def seats_renamed(self) -> None:
        """Default names changed language: a scene keeping its own copy takes them again."""

    def _relanguage(self) -> None:
        self._words = self.context.words  # everything cached in words, again in these
        seats = self.driver.seats_in(self.context.words)
        if seats != self.session.seats:  # a default name ("Player 1") follows; a typed one stays
            self.session.seats = seats
            self.frame.rename(seats)
            self.seats_renamed()
        self.lay_out()
        self.driver.refresh_prompt()
        self.frame.prompt.settle()  # drawn under the pause menu, which runs no fade-in
        self.show_plates(self.view(), scores=False)
        self.viewer_log.sync()
