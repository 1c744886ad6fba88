"""Every screen a player reads, set up to be read from the sofa (:mod:`tests.scenes.sofa_text`).

:func:`tests.scenes.screens.every_screen_and_lesson` gives each screen as it opens;
this adds the moments the opening screen does not show: each game under way at a
person's turn with the coach on and the most seats (long and Korean names), the
privacy curtain between two persons, Statistics with games in them, and the places in
each game where its own panels come up (Winner's Circle's bets and odds, Wizard
Extreme's prediction, the Polterfass innkeeper's throw, a Big Shot auction), and each
lesson's own pause menu.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import replace
from pathlib import Path

import pygame

from scenes.shell.app import App
from scenes.shell.context import AppContext
from scenes.shell.scene import Scene
from tabletop.core.seats import SeatConfig, SeatKind
from tabletop.games import GAMES
from tabletop.session import GameSession
from tests.scenes.program import thinker_answered
from tests.scenes.screens import ScreenFactory, every_screen_and_lesson, resize_window, show
from tests.scenes.sofa_text import MEASURED_SIZE, Reading, locate, only_top_scene, recording

FRAME = 1 / 60
NAMES = ("Mina", "김수한무거북이와", "Alexandra-Maria", "Jun", "플레이어 하나둘", "Christopher")


def seats(game_id: str, people: int = 1, count: int | None = None) -> list[SeatConfig]:
    spec = GAMES[game_id]
    count = count or spec.max_seats
    return [SeatConfig(NAMES[index], index,
                       SeatKind.PERSON if index < people else SeatKind.COMPUTER, "easy")
            for index in range(count)]


def played_until(game_id: str, table: list[SeatConfig], seed: int,
                 wanted: Callable[[GameSession], bool], least_moves: int = 0,
                 options: dict[str, object] | None = None) -> GameSession:
    """A game played by computers from ``seed`` until, after ``least_moves`` moves, it is a
    person's turn and ``wanted`` holds; the seats are then as ``table`` has them."""
    computers = [replace(seat, kind=SeatKind.COMPUTER, level="easy") for seat in table]
    session = GameSession.start(GAMES[game_id], computers, seed, options)
    moves = 0
    while not session.game.is_over:
        current = session.current_seat
        if (moves >= least_moves and current is not None
                and table[current].kind is SeatKind.PERSON and wanted(session)):
            return GameSession(GAMES[game_id], session.game, table)
        session.apply(session.bot_action())
        moves += 1
    raise RuntimeError(f"{game_id} from seed {seed} never came to the moment asked for")


def _phase(name: str) -> Callable[[GameSession], bool]:
    """The game's state is in the phase called ``name`` (its enum value or name)."""
    def wanted(session: GameSession) -> bool:
        phase = getattr(session.game.view(None).state, "phase", None)  # type: ignore[attr-defined]
        return str(getattr(phase, "name", phase)).lower() == name or str(
            getattr(phase, "value", phase)).lower() == name
    return wanted


def _any(session: GameSession) -> bool:
    return True


def _table(game_id: str, session: Callable[[AppContext], GameSession]) -> ScreenFactory:
    def factory(context: AppContext) -> list[Scene]:
        from scenes.games import make_game_scene

        return [make_game_scene(context, session(context))]
    return factory


MOMENTS: dict[str, tuple[str, Callable[[GameSession], bool], int]] = {
    "play_yacht": ("yacht", _any, 9),
    "play_polterfass_innkeeper": ("polterfass", _phase("serving"), 5),
    "play_polterfass_guest": ("polterfass", _phase("orders"), 5),
    "play_winners_circle_bets": ("winners_circle", _phase("betting"), 3),
    "play_winners_circle_race": ("winners_circle", _phase("roll"), 12),
    "play_wizard_extreme_predict": ("wizard_extreme", _phase("predict"), 20),
    "play_wizard_extreme_trick": ("wizard_extreme", _phase("play"), 30),
    "play_big_shot": ("big_shot", _phase("auction"), 12),
    # Each gold ring on the track numbered with the space a horse would land on.
    "play_winners_circle_move": ("winners_circle", _phase("move"), 12),
    # The innkeeper's special barrels standing, each tagged with what it does or throw.
    "play_polterfass_specials": ("polterfass", lambda session: _phase("serving")(session)
                                 and bool(session.game.view(None).state.standing_specials()),
                                 5),
}
"""Screens of a game under way: (game, the moment, the least moves played before it)."""


LOG_MOMENTS: dict[str, tuple[Callable[[GameSession], bool], int]] = {
    "yacht": (_any, 9),
    "polterfass": (_phase("orders"), 5),
    "wizard_extreme": (lambda session: _phase("play")(session) and len(
        session.game.view(None).state.trick) >= 3, 30),  # type: ignore[attr-defined]
    "big_shot": (_phase("auction"), 12),
}
"""The moment each game is read at with the side panel open: (the moment, least moves);
Wizard Extreme's with cards in the trick, whose size the trick's width sets."""


def _log_open(scenes: list[Scene]) -> list[Scene]:
    """The game's side panel opened (as L does), the board laid out beside it."""
    scenes[-1].frame.log.toggle()  # type: ignore[attr-defined]
    return scenes


def sofa_screens() -> dict[str, ScreenFactory]:
    """Every screen and lesson, and the moments of play the opening screens do not show."""
    from scenes.screens.statistics import StatisticsScene
    from tabletop import storage
    from tabletop.lessons import LESSONS

    screens = every_screen_and_lesson()
    for name, (game_id, wanted, least) in MOMENTS.items():
        screens[name] = _table(game_id, lambda context, g=game_id, w=wanted, m=least:
                               played_until(g, seats(g, 1), context.new_seed(), w, m))
    # Four seats of long names: the Yacht sheet's headers share the width four ways.
    screens["play_yacht_four"] = _table("yacht", lambda context: played_until(
        "yacht", seats("yacht", 1, 4), context.new_seed(), _any, 9))
    # Hidden bets: the person's chips 0, 1, 1, 2 beside the computers' face-down ones.
    screens["play_winners_circle_hidden"] = _table("winners_circle", lambda context: played_until(
        "winners_circle", seats("winners_circle", 1, 4), context.new_seed(),
        _phase("betting"), 3, {"hidden_bets": True}))
    # The side panel (the game log) open beside each game but Winner's Circle, the most
    # seats of long names: the table shrinks to what the panel leaves (issue #32).
    for game_id in ("yacht", "polterfass", "wizard_extreme", "big_shot"):
        screens[f"log_{game_id}"] = (
            lambda context, g=game_id: _log_open(_table(g, lambda c, g=g: played_until(
                g, seats(g, 1), c.new_seed(), *LOG_MOMENTS[g]))(context)))
    # Winner's Circle with the log open at a person's choice of horse: rings and lanes
    # beside the narrowed track (its own test reads the roll at 1280x720 too).
    screens["log_winners_circle"] = lambda context: _log_open(_table(
        "winners_circle", lambda c: played_until("winners_circle", seats("winners_circle", 1),
                                                 c.new_seed(), _phase("move"), 12))(context))

    def game_over(context: AppContext, g: str) -> list[Scene]:
        """A game of the most seats of long names played to its end, the table left up
        as the last move leaves it (Big Shot's final fortunes over the map)."""
        table = seats(g, 1)
        played = GameSession.start(GAMES[g], [replace(seat, kind=SeatKind.COMPUTER)
                                               for seat in table], context.new_seed(), None)
        while not played.game.is_over:
            played.apply(played.bot_action())
        return _table(g, lambda c: GameSession(GAMES[g], played.game, table))(context)

    screens["over_big_shot"] = lambda context: game_over(context, "big_shot")
    for game_id, spec in GAMES.items():
        options = ({spec.hidden_information_option: True}
                   if spec.hidden_information_option is not None else {})
        if not spec.hides_information(options):
            continue

        def curtain(context: AppContext, g: str = game_id) -> list[Scene]:
            from scenes.games import make_game_scene

            two = seats(g, people=2, count=max(3, GAMES[g].min_seats))
            return [make_game_scene(context, played_until(g, two, context.new_seed(), _any, 4))]

        screens[f"curtain_{game_id}"] = curtain

    def replay_review(context: AppContext, g: str) -> list[Scene]:
        """A replay of the most seats of long names with its review shown (R): the bar
        then holds Game log and the longest seat's eyes (the program's screens replay
        short names without the review)."""
        table = seats(g, 0)
        played = GameSession.start(GAMES[g], table, context.new_seed(), None)
        while not played.game.is_over:
            played.apply(played.bot_action())
        people = [replace(table[0], kind=SeatKind.PERSON), *table[1:]]
        return [context.navigator.replay(GameSession(GAMES[g], played.game, people))]

    for game_id in ("wizard_extreme", "polterfass", "yacht", "big_shot"):
        screens[f"replay_review_{game_id}"] = (
            lambda context, g=game_id: replay_review(context, g))

    def statistics(context: AppContext) -> list[Scene]:
        for game_id in GAMES:
            played = GameSession.start(GAMES[game_id], seats(game_id, 0, GAMES[game_id].min_seats
                                                             + 1), context.new_seed(), None)
            while not played.game.is_over:
                played.apply(played.bot_action())
            people = [replace(seat, kind=SeatKind.PERSON) if index < 2 else seat
                      for index, seat in enumerate(played.seats)]
            storage.record_result(game_id, people, played.game.scores(), played.game.winners())
        return [StatisticsScene(context)]

    screens["statistics_played"] = statistics

    def three_wizards(context: AppContext) -> list[Scene]:
        """Wizard Extreme's setup at three seats, where its three-seat variant is offered."""
        from scenes.screens.setup import SetupScene

        setup = SetupScene(context, "wizard_extreme")
        setup.change_count(3 - len(setup.seats))
        return [setup]

    screens["setup_wizard_extreme_three"] = three_wizards

    def lesson_paused(context: AppContext, g: str) -> list[Scene]:
        """A lesson's own pause menu (Leave lesson where a game has Quit game)."""
        lesson = context.navigator.lesson(g)
        return [lesson, lesson.driver.pause_menu()]  # type: ignore[attr-defined]

    for game_id in LESSONS:
        if f"lesson_{game_id}" in screens:
            screens[f"lesson_pause_{game_id}"] = (
                lambda context, g=game_id: lesson_paused(context, g))
    return screens


SETTLE_FRAME = 1 / 20
"""The frame, in seconds, a screen is run in while it comes to rest: as on a machine drawing
20 frames a second (tests/scenes/lesson_walk.py's WAIT_FRAME), each drawn and looked at. At
60 a second the same second of rest and the same fades drew three times the frames, most of
the sofa tests' processor time."""


def _settle(app: App, most: int = 300) -> None:
    """Frames of :data:`SETTLE_FRAME` (``most`` of them: 15 s of the table's time) until no
    fade runs, no computer or coach is thinking and the top scene waits for a player (or
    nothing moves) for a second; a curtain is left up, as a screen."""
    manager = app.context.manager
    quiet = 0
    for _ in range(most):
        app.step(SETTLE_FRAME)
        top = manager.top
        coach = getattr(top, "coach", None)
        busy = (manager.is_fading or getattr(coach, "is_thinking", False)
                or getattr(top, "is_busy", False))
        waits = getattr(top, "accepts_input", True) or manager.is_still()
        if busy or not waits:
            quiet = 0
            thinker_answered()  # a computer player, the coach or a review thinks there
            continue
        quiet += 1
        if quiet * SETTLE_FRAME >= 1.0:
            return


def read_screen(app: App, name: str, factory: ScreenFactory,
                size: tuple[int, int] = MEASURED_SIZE) -> Reading:
    """Open ``name`` in a window of ``size`` (1920x1080 unless said) in the app's
    language, let it settle, and read its text."""
    if app.context.display.window_size != size:
        resize_window(app, size)
        app.step(FRAME)
    show(app, factory)
    if name.startswith("replay_") and not name.startswith("replay_list"):
        # Paused two rounds in and one move on, as the smoke run pictures a replay; R shows
        # the review where a screen asks for it.
        keys = [pygame.K_SPACE, pygame.K_PAGEDOWN, pygame.K_PAGEDOWN, pygame.K_RIGHT]
        for key in keys + ([pygame.K_r] if name.startswith("replay_review_") else []):
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="",
                                                 scancode=0))
            app.step(FRAME)
            app.step(FRAME)
    _settle(app)
    manager = app.context.manager
    with recording() as probe, only_top_scene(manager, probe):
        found = locate(manager, probe, app.context.size)
        seen = list(dict.fromkeys(probe.seen))
    return Reading(name, rendered=seen, found=found)


def read_all(app: App, language: str, names: list[str] | None = None, *,
             shots: Path | None = None,
             size: tuple[int, int] = MEASURED_SIZE) -> Iterator[Reading]:
    """:func:`read_screen` for each screen (or those named), in ``language``, coach on, in
    a window of ``size``; each screen's PNG saved in ``shots`` as
    ``<screen>_<language>.png`` when given."""
    context = app.context
    context.apply_settings(replace(context.settings, language=language, coach=True,
                                   animation_speed="instant"))
    screens = sofa_screens()
    for name in names or list(screens):
        reading = read_screen(app, name, screens[name], size)
        if shots is not None:
            # Drawn afresh: the window shows a still screen's last presented frame. Laid
            # out again first: what a scene keeps painted between frames (Big Shot's map
            # labels) still holds the measure's last pass, its text in code colours.
            frame = pygame.Surface(context.size)
            context.manager.resize(context.size)
            context.manager.draw(frame)
            pygame.image.save(frame, str(shots / f"{name}_{language}.png"))
        yield reading
    pygame.event.clear()
