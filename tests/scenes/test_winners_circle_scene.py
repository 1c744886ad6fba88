"""Winner's Circle scene: whole three-race games through the real main loop.

Input is posted into pygame's queue and read by the program's own ``App.step``:
the persons' decisions (taken by an easy computer player on the person's own
view) are turned into clicks, keys or game-controller events in turn, so
mouse, keyboard and controller reach every piece (chips, lanes, the Roll
button, horses on the track). The hidden-bets game goes through the privacy
curtain and checks at every frame that no other seat's chip value is drawn
before the payout turns the chips over.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field
from itertools import combinations, pairwise
from typing import Any

import pygame
import pytest

from scenes.games import has_game_scene, make_game_scene
from scenes.games.curtain import CurtainScene
from scenes.games.winners_circle.lanes import ChipSprite
from scenes.games.winners_circle.scene import WinnersCircleScene
from scenes.screens.results import ResultsScene
from scenes.shell import theme
from scenes.shell.app import App
from scenes.shell.scene import Push
from scenes.shell.theme import TextSize
from tabletop.bots import make_bot
from tabletop.core.actions import Action
from tabletop.core.events import PrivateEvent
from tabletop.core.seats import SeatConfig, SeatKind
from tabletop.games import GAMES
from tabletop.games.winners_circle_events import ChipsRevealed, MoveHorse, PlaceBet, Roll
from tabletop.i18n import ENGLISH, translate
from tabletop.session import GameSession
from tests.patience import Stopwatch
from tests.scenes.test_game_base import app, click, frames, lift_curtain, press, set_speed

__all__ = ["app"]

MAX_SECONDS = 150
"""A stuck game's limit, in the loop's own seconds (``Stopwatch``): the time it waited
for a processor on a loaded machine does not count."""


def start(shell: App, hidden: bool, seed: int = 5) -> WinnersCircleScene:
    seats = [SeatConfig("Mina", 0), SeatConfig("Robo", 1, SeatKind.COMPUTER, "easy"),
             SeatConfig("지훈", 2)]
    session = GameSession.start(GAMES["winners_circle"], seats, seed=seed,
                                options={"hidden_bets": hidden})
    scene = make_game_scene(shell.context, session)
    assert isinstance(scene, WinnersCircleScene)
    shell.context.manager.apply(Push(scene))
    frames(shell, 2)
    return scene


def pad(button: int) -> None:
    """Press and release one game-controller button (SDL's own events)."""
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, button=button,
                                         instance_id=0))
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERBUTTONUP, button=button,
                                         instance_id=0))


def _pad_to(shell: App, focused: Callable[[], Any], wanted: Any) -> None:
    """Controller: the D-pad moves the focus until ``wanted`` has it."""
    for _ in range(20):
        if focused() is wanted:
            return
        pad(pygame.CONTROLLER_BUTTON_DPAD_DOWN)
        frames(shell, 1)
    raise AssertionError("the D-pad never reached the piece")


def _tab_to(shell: App, scene: WinnersCircleScene, piece: Any) -> None:
    """Keyboard: Tab until ``piece`` has the focus, then Enter."""
    for _ in range(len(scene.controls.buttons) + 1):
        if scene.controls.focused is piece:
            break
        press(pygame.K_TAB)
        frames(shell, 1)
    assert scene.controls.focused is piece, "Tab never reached the piece"
    press(pygame.K_RETURN)


def _chip_piece(scene: WinnersCircleScene, value: int) -> Any:
    return next(piece for piece in scene.table.chip_pieces if piece.value == value)


def give(shell: App, scene: WinnersCircleScene, action: Action, device: int) -> None:
    """Post the input a person would give for ``action`` (0 mouse, 1 keyboard, 2 controller)."""
    ring = scene.controls
    match action:
        case PlaceBet(horse=horse, chip=chip):
            piece, lane = _chip_piece(scene, chip), scene.table.lanes[horse]
            if device == 0:
                click(piece.rect.center)
                frames(shell, 1)
                click(lane.rect.center)
            elif device == 1:  # C turns to the next chip, a digit names the horse
                for _ in range(len(scene.table.chip_pieces)):
                    if scene.table.chip_pieces[scene.table.selected_chip].value == chip:
                        break
                    press(pygame.K_c)
                    frames(shell, 1)
                assert scene.table.chip_pieces[scene.table.selected_chip].value == chip
                press(pygame.K_1 + horse)
            else:
                _pad_to(shell, lambda: ring.focused, piece)
                pad(pygame.CONTROLLER_BUTTON_A)
                frames(shell, 1)
                _pad_to(shell, lambda: ring.focused, lane)
                pad(pygame.CONTROLLER_BUTTON_A)
        case Roll():
            if device == 0:
                click(scene.table.roll_button.rect.center)
            elif device == 1:
                press(pygame.K_SPACE)
            else:
                pad(pygame.CONTROLLER_BUTTON_X)
        case MoveHorse(horse=horse):
            if device == 0:  # the horse's piece on the track
                centre = scene.table.horses[horse].centre(scene.table.geo)
                click((round(centre.x), round(centre.y)))
            elif device == 1 and horse % 2:
                press(pygame.K_1 + horse)
            elif device == 1:  # Tab through the lanes that may move, Enter
                _tab_to(shell, scene, scene.table.lanes[horse])
            else:
                _pad_to(shell, lambda: ring.focused, scene.table.lanes[horse])
                pad(pygame.CONTROLLER_BUTTON_A)
        case _:
            raise AssertionError(f"no input for {action!r}")


class ChipWatch:
    """Every chip drawn with its value showing, checked at the moment it is drawn."""

    def __init__(self) -> None:
        self.scene: WinnersCircleScene | None = None
        self.others_shown = 0
        self.own_shown = 0
        self.backs = 0

    def check(self, chip: ChipSprite) -> None:
        scene = self.scene
        if scene is None:
            return
        if chip.value is None:
            self.backs += 1
            return
        if chip.seat == scene.driver.viewer:
            self.own_shown += 1  # a person sees their own face-down chips
            return
        log = scene.session.game.log
        revealed = sum(isinstance(event, ChipsRevealed) for event in log)
        # Only the payout's flip may show another seat's chip: the race on the table
        # must already have had its chips revealed by the engine.
        assert revealed >= scene.playback.race_shown, "a face-down chip drawn before the flip"
        self.others_shown += 1


def watch_chips(monkeypatch: pytest.MonkeyPatch) -> ChipWatch:
    """Every chip drawn from now on goes through a :class:`ChipWatch` (until ``monkeypatch``
    undoes it)."""
    watch = ChipWatch()
    real_draw = ChipSprite.draw

    def recording_draw(chip: ChipSprite, surface: pygame.Surface, centre: Any,
                       diameter: int, number_px: int = 8) -> None:
        watch.check(chip)
        real_draw(chip, surface, centre, diameter, number_px)

    monkeypatch.setattr(ChipSprite, "draw", recording_draw)
    return watch


def play_whole_game(shell: App, scene: WinnersCircleScene,
                    every_frame: Callable[[], None] | None = None) -> dict[str, Any]:
    session, game, manager = scene.session, scene.session.game, shell.context.manager
    persons = {0: make_bot("winners_circle", "easy", seed=1),
               2: make_bot("winners_circle", "easy", seed=2)}
    given_at = -1
    devices = [0, 0, 0]
    kinds: set[type] = set()
    curtains = 0
    speed_fast = True
    watch = Stopwatch()
    action: Action | None = None
    while not isinstance(manager.top, ResultsScene):
        assert watch.seconds() < MAX_SECONDS, "the game did not finish in time"
        frames(shell, 1)
        # At speed: the first decisions, and the end of race 1 with its payout (the chips
        # turn over); everything else instantly, so the test stays short.
        state = game.state
        fast = len(game.history) < 10 or (scene.playback.race_shown == 1 and (
            len(state.finished) >= 2 or state.race > 1))
        if fast != speed_fast:
            speed_fast = fast
            set_speed(shell, "fast" if fast else "instant")
        if every_frame is not None:
            every_frame()
        curtain = isinstance(manager.top, CurtainScene)
        if curtain or game.is_over:  # pass the screen on; at the end, on to the results
            if curtain:
                curtains += 1
                lift_curtain(shell)
            elif not scene.driver.is_busy:  # the last payout takes no press for a second
                press(pygame.K_RETURN)
            continue
        sheet = scene.table.sheet
        if sheet is not None and not sheet.is_moving and not manager.in_grace:
            press(pygame.K_RETURN)  # the payout read, a person moves on (it waits for a press)
            continue
        # Not in the grace after the payout's press: the next race's first move takes none.
        if (isinstance(manager.top, WinnersCircleScene) and scene.accepts_input
                and not manager.in_grace):
            seat = session.current_seat
            assert seat in persons
            # A blocked horse chosen first is asked again (trial s31 I/016): chosen again.
            asked_again = (given_at == len(game.history) and isinstance(action, MoveHorse)
                           and scene.blocked.warned == action.horse)
            if given_at != len(game.history) or asked_again:
                given_at = len(game.history)
                if not asked_again:
                    action = persons[seat].choose(game.view(seat))
                assert action is not None
                kinds.add(type(action))
                device = given_at % 3
                devices[device] += 1
                give(shell, scene, action, device)
        if session.is_computer_turn():  # its move comes from the thinker: leave it a processor
            time.sleep(0.001)
    assert game.is_over and game.state.race == 3
    assert min(devices) > 0 and kinds == {PlaceBet, Roll, MoveHorse}
    assert any(action.seat == 1 for action in game.history)  # the computer played too
    return {"curtains": curtains}


def test_the_menu_tile_is_playable() -> None:
    assert has_game_scene("winners_circle")


@pytest.mark.one_hand
def test_a_whole_three_race_game_two_persons_and_a_computer(app: App) -> None:
    """The base game to the results, every piece by every device."""
    set_speed(app, "fast")
    scene = start(app, hidden=False)
    seen = {"sheet": False, "pace": False, "podium": False, "final": False}
    game = scene.session.game

    def watch() -> None:
        seen["sheet"] |= scene.table.sheet is not None
        seen["pace"] |= any(lane.pace for lane in scene.table.lanes)
        seen["podium"] |= any(lane.place == 3 for lane in scene.table.lanes)
        if game.is_over and scene.driver.is_settled:
            # The final payout's chips and last horse stay on the table beside the sheet.
            assert any(lane.chips for lane in scene.table.lanes) and any(lane.last
                                                                  for lane in scene.table.lanes)
            seen["final"] = True

    result = play_whole_game(app, scene, watch)
    assert result["curtains"] == 0  # face-up chips hide nothing: no curtain
    assert all(seen.values())


@dataclass
class HiddenWalk:
    """What the hidden-bets game (seed 5, two persons and a computer) showed, frame by
    frame, played once to its results and read by the three tests below: each once
    played the same seeded game with its own watch."""

    curtains: int = 0
    chips: ChipWatch = field(default_factory=ChipWatch)
    curtain_phases: list[Any] = field(default_factory=list)
    racing_frames: int = 0
    face_up_own_chip: int = 0
    sheet_frames: int = 0
    ribbons: set[str] = field(default_factory=set)
    plates: set[str] = field(default_factory=set)
    placed: set[str] = field(default_factory=set)
    """Every "Mina's chip on the Black horse" ribbon a person's face-down chip may say."""


_HIDDEN_WALK: list[HiddenWalk] = []


def hidden_walk(shell: App) -> HiddenWalk:
    """The hidden-bets game walked once in this process, in the first asking test's
    program (``shell``); the chips watched only during the walk."""
    if _HIDDEN_WALK:
        return _HIDDEN_WALK[0]
    from tabletop.games.winners_circle import Phase

    seen = HiddenWalk()
    with pytest.MonkeyPatch.context() as patch:
        seen.chips = watch_chips(patch)
        set_speed(shell, "fast")
        scene = start(shell, hidden=True)
        seen.chips.scene = scene
        manager, game = shell.context.manager, scene.session.game
        was_curtain = False

        def watch() -> None:
            nonlocal was_curtain
            # No other seat's face-down chip in the log.
            viewer = scene.driver.viewer
            secret = {scene.describe(event) for event in game.log
                      if isinstance(event, PrivateEvent) and not event.is_visible_to(viewer)}
            assert not secret & {text for text, _ in scene.log.entries}, \
                "a hidden chip in the log"
            # The payout's prompt under its sheet; the plates' and ribbons' words.
            seen.plates.update(plate.subtitle for plate in scene.plates)
            if scene.table.ribbon:
                seen.ribbons.add(scene.table.ribbon)
            if scene.table.sheet is not None and not game.is_over:
                seen.sheet_frames += 1
                assert scene.prompt.text == scene.text("prompt_payout",
                                                       race=scene.table.sheet.race)
            # When the curtain rises, and the mover's own chips while the race runs.
            curtain = isinstance(manager.top, CurtainScene)
            if curtain and not was_curtain:
                seen.curtain_phases.append(game.state.phase)
            was_curtain = curtain
            if curtain or game.state.phase is Phase.BETTING or not scene.accepts_input:
                return
            seen.racing_frames += 1
            seat = game.current_seat
            seen.face_up_own_chip += sum(chip.value is not None for lane in scene.table.lanes
                                         for chip in lane.chips if chip.seat == seat)

        seen.curtains = play_whole_game(shell, scene, watch)["curtains"]
        seen.chips.scene = None
        seen.placed = {scene.text("ribbon_placed", name=name,
                                  horse=ENGLISH(f"winners_circle.horse.{horse}"))
                       for name in ("Mina", "지훈") for horse in range(7)}
    _HIDDEN_WALK.append(seen)
    return seen


@pytest.mark.one_hand
def test_hidden_bets_no_other_seats_chip_value_before_the_flip(app: App) -> None:
    """Chips face down behind the curtain, turned over at payout; at
    every draw no chip value of a seat other than the viewer's shows before the payout
    reveals the race's chips, and the log holds nobody else's face-down chip."""
    walk = hidden_walk(app)
    assert walk.curtains > 0
    assert walk.chips.others_shown > 0  # the payout did turn other seats' chips over
    assert walk.chips.own_shown > 0 and walk.chips.backs > 0


@pytest.mark.parametrize("language", ["en", "ko"])
def test_no_text_smaller_than_the_small_size_six_seats(
    app: App, language: str
) -> None:
    """ART.md: nothing a player reads is under 16 px at 1280x720, even with six seats, six
    chips on a lane, a horse to choose (previews) and the payout sheet with its lines."""
    from dataclasses import replace

    from tests.scenes.text_probe import recording

    app.context.apply_settings(replace(app.context.settings, language=language,
                                       animation_speed="instant"))
    robots = [SeatConfig(f"R{index}", index, SeatKind.COMPUTER, "random") for index in range(6)]
    session = GameSession.start(GAMES["winners_circle"], robots, seed=3)
    while session.game.state.race == 1:  # to the payout of race 1
        session.apply(session.bot_action())
    while session.game.state.phase.value != "move":  # race 2: bets down, a die rolled
        session.apply(session.bot_action())
    names = ["Mina", "플레이어 하나둘", "Alexandra-Maria", "Jun", "김수한무거북이와", "Chris"]
    people = GameSession(GAMES["winners_circle"], session.game,
                         [SeatConfig(name, index) for index, name in enumerate(names)])
    scene = make_game_scene(app.context, people)
    assert isinstance(scene, WinnersCircleScene)
    with recording() as seen:
        app.context.manager.apply(Push(scene))
        frames(app, 30)
        assert scene.table.previews, "the chooser is up"
        scene.table.sheet = None
        from scenes.games.winners_circle.motion import race_ended, settle_chip, settle_money
        from scenes.widgets.tween import Wait
        from tabletop.games.winners_circle_events import ChipSettled, MoneySettled, RaceEnded

        log = session.game.log
        ended = next(event for event in log if isinstance(event, RaceEnded))
        scene.timeline.append(race_ended(scene.table, ended, scene.session.seats,
                                          scene.timeline.pace, Wait(0.8)))
        frames(app, 2)
        for event in log:
            if isinstance(event, ChipSettled):
                settle_chip(scene.table, event)
            elif isinstance(event, MoneySettled):
                settle_money(scene.table, event, scene.plates[event.seat])
        frames(app, 5)
        assert scene.table.sheet is not None
    small = sorted({(size, text) for size, text in seen if size < 16})
    assert small == [], small


def test_the_track_runs_counter_clockwise_from_the_line_with_space_18_opposite() -> None:
    """RULES.md §1.3 (WC-D1): numbers increase in the running direction, the line lies
    between 36 and 1, the pace space 18 on the far side; progress moves smoothly."""
    from scenes.games.winners_circle.track import TrackGeometry

    geo = TrackGeometry(pygame.Rect(0, 0, 800, 560), 1.0)
    line, _ = geo.at(0.0)
    assert line.distance_to(geo.position(36.5)) < 1.0  # half way from 36 to 1
    assert geo.space_centre(36).x < line.x < geo.space_centre(1).x  # left to right below
    assert geo.space_centre(18).y < geo.centre.y < geo.space_centre(1).y  # 18 at the top
    assert geo.space_centre(9).x > geo.centre.x > geo.space_centre(27).x  # right bend first
    centres = [geo.space_centre(space) for space in range(1, 37)]
    gaps = [a.distance_to(b) for a, b in zip(centres, centres[1:] + centres[:1], strict=True)]
    assert max(gaps) - min(gaps) < 2.0 and min(gaps) > geo.piece  # evenly spaced, no overlap
    assert geo.position(40.0) == geo.space_centre(4) and geo.position(76.0) == geo.position(40.0)
    steps = [geo.position(30 + i / 10) for i in range(101)]
    assert max(a.distance_to(b) for a, b in pairwise(steps)) < geo.cell


@pytest.mark.parametrize("language", ["en", "ko"])
def test_the_payout_table_is_printed_beside_the_lanes_and_in_the_rules(
    app: App, language: str
) -> None:
    """RULES.md §1.8's rates are on the board while betting (a card under the
    lanes, every column a three-seat game can reach, no text under 16 px at 1280x720), the
    lifted chip lights the column it would bring the focused horse to, and the rules text
    gives every rate and who rolls first."""
    from dataclasses import replace

    from tabletop.games.winners_circle_data import PAYOUT
    from tabletop.i18n import rules_text
    from tests.scenes.text_probe import recording

    app.context.apply_settings(replace(app.context.settings, language=language))
    with recording() as seen:
        scene = start(app, hidden=False)
        while not scene.accepts_input:
            frames(app, 1)
        frames(app, 2)
    board = scene.layout.board
    card = scene.table.rates_rect
    assert board.contains(card) and not card.colliderect(scene.table.geo.rect)
    assert all(lane.rect.bottom <= card.top for lane in scene.table.lanes)
    texts = {text for size, text in seen if size >= 16}
    for place, rates in PAYOUT.items():
        assert {str(rate) for rate in rates[:6]} <= texts, place
    assert {str(bets) for bets in range(1, 7)} <= texts
    assert not [(size, text) for size, text in seen if size < 16]
    lane = next(lane for lane in scene.table.lanes if lane.selectable and not lane.chips)
    scene.controls.focus(lane)
    lifted = scene.table.chip_pieces[scene.table.selected_chip].value
    # A 2 chip alone on a horse: the "2" column.
    assert scene.table.rates_lit(scene.controls.focused) == lifted
    rules = rules_text("winners_circle", language)
    for rates in PAYOUT.values():
        assert all(str(rate) in rules for rate in rates)
    first_roll = {"en": "rolls first", "ko": "먼저 주사위를 굴려요"}[language]
    assert first_roll in rules


@pytest.mark.one_hand
def test_no_curtain_before_a_roll_with_hidden_bets(app: App) -> None:
    """A roll and the horse it moves are public moves, so with
    hidden bets and two persons the curtain rises only before bets (not 25–30 times a
    race), and while the race runs the mover's own face-down chips are drawn face down
    like everybody's until the payout turns them over."""
    from tabletop.games.winners_circle import Phase

    walk = hidden_walk(app)
    assert walk.curtain_phases and set(walk.curtain_phases) == {Phase.BETTING}, \
        walk.curtain_phases
    assert walk.curtains == len(walk.curtain_phases)
    assert walk.racing_frames > 0 and walk.face_up_own_chip == 0


def test_a_landing_tag_never_covers_a_chip_and_shared_landings_show_every_horse(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    """"→ 2nd (finish)" covered the chips; two horses that would land on the
    same space showed one marker. The tag shows right of the chips when it fits (else
    none: the ring on the track says it), and markers sharing a space or the podium box
    stand apart."""
    from scenes.games.winners_circle import table

    scene = start(app, hidden=False)
    for lane in scene.table.lanes:
        for seats in (3, 6):
            lane.seats = seats
            lane.chips = [ChipSprite(seat, seat, 1) for seat in range(seats)]
            lane.preview = "→ 2nd"
            for pace in (False, True):
                lane.pace = pace
                tag = lane.preview_tag()
                if tag is None:
                    continue
                _, box = tag
                d = lane.chip_diameter
                for index in range(len(lane.chips)):
                    spot = lane.chip_spot(index)
                    chip = pygame.Rect(0, 0, d, d)
                    chip.center = (round(spot.x), round(spot.y))
                    assert not box.colliderect(chip), (lane.horse, seats, pace)
                assert box.right <= lane.rect.right
    lane = scene.table.lanes[0]
    lane.seats, lane.chips, lane.pace = 3, [ChipSprite(0, 0, 2)], False
    assert lane.preview_tag() is not None and lane.preview_tag()[0] == "→ 2nd"

    ghosts: list[tuple[int, tuple[int, int]]] = []

    def ghost(horse: int, diameter: int, *_: Any) -> pygame.Surface:
        surface = pygame.Surface((diameter, diameter), pygame.SRCALPHA)
        ghosts.append((horse, surface.get_size()))
        return surface

    placed: list[tuple[int, int]] = []

    class Board(pygame.Surface):
        def blit(self, source: Any, dest: Any, *args: Any, **kwargs: Any) -> Any:
            if isinstance(dest, pygame.Rect) and source.get_size() == ghosts[-1][1]:
                placed.append(dest.center)
            return super().blit(source, dest, *args, **kwargs)

    monkeypatch.setattr(table, "horse_ghost", ghost)
    board = Board(app.context.size, pygame.SRCALPHA)
    for previews in ({2: 50, 5: 50, 6: 86}, {0: 80, 3: 90, 4: 50}):
        ghosts.clear(), placed.clear()
        scene.table.previews = previews
        scene.table.draw_previews(board, scene.controls.focused)
        assert sorted(horse for horse, _ in ghosts) == sorted(previews)
        size = ghosts[0][1][0]
        for a, b in pairwise(placed):
            assert pygame.Vector2(a).distance_to(b) >= size * 0.7


@pytest.mark.parametrize("size", [(1280, 720), (1024, 768), (1920, 1080)])
def test_landing_rings_leave_every_space_number_readable(app: App,
                                                        size: tuple[int, int]) -> None:
    """A ring on the track's centre line covered the number of the space it pointed at
    (or, for two horses landing together, the neighbour's); now each stands in the
    infield beside its space (trial s18: on the track they lay under horses), clear of
    every printed number, or, where the infield has no room beside it, on its own space's
    inner half, which no horse stands on (trial s26 D/067)."""
    scene = start(app, hidden=False)
    pygame.display.set_mode(size)
    app.context.resize(size)
    frames(app, 2)
    geo = scene.table.geo
    numbers = [geo.number_rect(space) for space in range(1, 37)]
    for space in range(1, 37):
        for together in (1, 2, 3):
            scene.table.previews = {horse: space for horse in range(together)}
            for spot, diameter in scene.table.landing_rings().values():
                assert diameter >= geo.piece * 0.55  # its number still reads
                # Inside the inner rail, off the track and the horses on it, or on its space:
                # its inner half, or, for a second disc there, its outer half over its number,
                # or from its inner half to on its inner rail, the second across the space
                # from it (trial s29 G/031).
                centre, normal = geo.at((space - 0.5) * geo.cell)
                inside = (spot - centre).dot(normal) <= -(geo.width + diameter) / 2 + 1
                on_its_space = geo.space_at((round(spot.x), round(spot.y))) == space
                above_rail = (spot - centre).dot(normal) + geo.width / 2
                by_its_rail = (-diameter / 2 <= above_rail <= geo.width / 2
                               and abs((spot - centre).cross(normal)) <= geo.cell / 2)
                assert inside or on_its_space or by_its_rail, (space, together, spot)
                shown = [number for index, number in enumerate(numbers, start=1)
                         if index != space or (spot - centre).dot(normal) < 0]
                assert not any(_circle_meets(spot, diameter / 2, number) for number in shown), \
                    (space, together)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_bunched_horses_landing_rings_lie_apart_each_number_whole(app: App,
                                                                  size: tuple[int, int]) -> None:
    """Four horses bunched to land on one space had four rings stacked a quarter over each
    other, the numbers unreadable; now the rings share the space in a grid, none over
    another, each big enough for its number at the window's small text size."""
    scene = start(app, hidden=False)
    pygame.display.set_mode(size)
    app.context.resize(size)
    frames(app, 2)
    smallest = theme.text_px(TextSize.SMALL, scene.table.scale) * 1.3
    for space in range(1, 37):
        for together in (2, 3, 4):
            scene.table.previews = {horse: space for horse in range(together)}
            rings = list(scene.table.landing_rings().values())
            for _spot, diameter in rings:
                assert diameter >= smallest, (space, together, diameter)
            for (a, da), (b, db) in combinations(rings, 2):
                assert a.distance_to(b) >= (da + db) / 2, (space, together)


def _circle_meets(centre: pygame.Vector2, radius: float, rect: pygame.Rect) -> bool:
    nearest = pygame.Vector2(min(max(centre.x, rect.left), rect.right),
                             min(max(centre.y, rect.top), rect.bottom))
    return nearest.distance_to(centre) < radius


@pytest.mark.parametrize("language", ["en", "ko"])
def test_log_lines_count_in_the_singular_and_keep_the_dollar(language: str) -> None:
    """"1 chips to bet", "1 card(s)", "stops on space 31 (from space 31)", and
    money without its "$" in the log."""
    from scenes.games.winners_circle.log_words import WinnersCircleLog
    from tabletop.games.winners_circle_data import Symbol
    from tabletop.games.winners_circle_events import HorseCardDrawn, HorseMoved, MoneySettled
    from tabletop.i18n import Words

    words, log = Words(language), WinnersCircleLog(["Mina", "Robo"].__getitem__)
    stuck = log.describe(words, HorseMoved(0, 2, Symbol.CAP, 3, 67, 70, 67, 31, 31, True))
    one = log.describe(words, HorseMoved(0, 2, Symbol.CAP, 1, 40, 41, 41, 4, 5, False))
    drawn = log.describe(words, HorseCardDrawn(1, 4, 1, (6, 4, 4, 4), 2, 35, (0,)))
    money = log.describe(words, MoneySettled(1, 1000, 100, 100, 900))
    assert stuck is not None and one is not None and drawn is not None and money is not None
    assert stuck.count("31") == 1
    assert "(s)" not in drawn and "$1000" in money and "$900" in money and "$100" in money
    if language == "en":
        assert "1 space," in one and "1 card of" in drawn
        assert "stays on space 31" in stuck


@pytest.mark.one_hand
def test_the_payout_has_its_own_prompt_and_a_hidden_bet_its_ribbon(app: App) -> None:
    """"Computer 3 is thinking…" under the payout sheet and "choose a horse"
    after the race; "1 chips to bet" on a plate; no word when a person's face-down chip
    lands just before the curtain rises."""
    walk = hidden_walk(app)
    assert walk.sheet_frames > 0
    assert "1 chip to bet" in walk.plates and not any("1 chips" in words
                                                      for words in walk.plates)
    assert walk.ribbons & walk.placed


def test_the_coach_card_has_words_for_every_decision() -> None:
    """The coach card was empty before each roll. Betting: the best bet and what
    the lifted chip would pay ("$" kept); before a roll: what one's chips are worth; after
    it: the best move and what it brings; from the public table: the favourites' odds."""
    from scenes.games.winners_circle.panels import coach_lines
    from tabletop.coach.winners_circle import advise
    from tabletop.games.winners_circle import Phase

    game = GAMES["winners_circle"].new_game(3, seed=21, options={"hidden_bets": True})
    bot = make_bot("winners_circle", "easy", seed=3)
    seen: dict[Phase, list[str]] = {}
    while game.state.phase is not Phase.MOVE or Phase.MOVE not in seen:
        seat = game.current_seat
        assert seat is not None
        lines = coach_lines(ENGLISH, advise(game.view(seat)), None, 2)
        assert lines, game.state.phase
        seen.setdefault(game.state.phase, lines)
        if game.state.phase is Phase.MOVE:
            break
        game.apply(bot.choose(game.view(seat)))
    assert "$" in seen[Phase.BETTING][1] and "2" in seen[Phase.BETTING][1]
    worth, chips, odds = seen[Phase.ROLL]  # the chips' worth, chip by chip, a horse's odds
    assert "$" in worth and chips.count("$") >= 3 and "%" in odds
    assert "$" in seen[Phase.MOVE][0]
    public = coach_lines(ENGLISH, advise(game.view(None)), None, None)
    assert len(public) == 3 and all("%" in line for line in public)


def test_horses_are_drawn_as_horses_with_their_number(app: App) -> None:
    """Numbered discs on the track while the menu card shows horses. A horse
    piece has legs (daylight under its belly, where a disc was solid), its number on the
    saddle cloth, and faces the other way on the far side of the oval."""
    from scenes.games.winners_circle.art import horse_token

    size = 48
    right = horse_token(2, size)
    left = horse_token(2, size, facing_left=True)
    assert right.get_at((size // 2, round(size * 0.88))).a == 0  # between the legs
    assert right.get_at((size // 2, size // 2)).a == 255  # the saddle cloth
    assert right.get_at((round(size * 0.85), round(size * 0.2))).a > 0  # the head, right
    assert left.get_at((round(size * 0.15), round(size * 0.2))).a > 0  # ... and left
    assert left.get_at((round(size * 0.85), round(size * 0.2))).a == 0


@pytest.mark.parametrize("language", ["en", "ko"])
def test_the_payout_cards_columns_say_what_they_count(language: str) -> None:
    """The columns 1-6 under the lanes count the points of all chips on a horse: their
    heading says so (a bare "Bets" left them unexplained), and the lesson's card that
    explains the table names the card by that heading."""
    heading = translate("winners_circle_scene.rates_heading", language)
    words = {"en": ("point", "horse"), "ko": ("점수", "말")}[language]
    assert all(word in heading.lower() for word in words), heading
    assert heading in translate("winners_circle.lesson.rates", language)


@pytest.mark.parametrize("language", ["en", "ko"])
@pytest.mark.parametrize(("width", "scale"), [(440, 1.0), (660, 1.5)])
@pytest.mark.parametrize("seats", [3, 4, 6])
def test_the_points_table_keeps_its_figures_apart(language: str, width: int, scale: float,
                                                  seats: int) -> None:
    """At six seats (twelve columns) the figures ran together ("800600500400..."): the
    heading took the width beside them. Each row's figures keep a gap between them."""
    from scenes.games.winners_circle import rate_card
    from scenes.shell import assets
    from tabletop.i18n import Words

    pygame.init()
    rate_card._card.cache_clear()
    words = Words(language)
    height = rate_card.rate_card_height(words, width, seats, scale)
    card = rate_card._card(words, (width, height), rate_card.rate_columns(seats), 2, scale)
    plan = rate_card.card_plan(words, (width, height), rate_card.rate_columns(seats), scale)
    placed = [printed.rect for printed in plan.texts if printed.rect.centerx > plan.left
              and plan.top < printed.rect.centery < plan.top + 4 * plan.row_h]
    rows: dict[int, list[pygame.Rect]] = {}
    for rect in placed:
        rows.setdefault(rect.centery, []).append(rect)
    assert len(rows) == 4, "the column numbers and three paid places"
    least = theme.px(4, scale)
    for row in rows.values():
        assert len(row) == rate_card.rate_columns(seats)
        row.sort(key=lambda rect: rect.x)
        assert all(right.left - left.right >= least for left, right in pairwise(row)), row
        assert all(card.get_rect().contains(rect) for rect in row)
        assert min(rect.height for rect in row) >= assets.text_size(
            "8", theme.text_px(TextSize.SMALL, scale))[1] * 0.9  # never shrunk to fit


def test_no_plate_has_chips_to_bet_under_all_bets_are_in(app: App) -> None:
    """The ribbon "All bets are in" comes after the last chip lands; the plates had
    still said "1 chip to bet" under it until the ribbon had gone."""
    seats = [SeatConfig(f"Robo {seat + 1}", seat, SeatKind.COMPUTER, "easy") for seat in range(3)]
    session = GameSession.start(GAMES["winners_circle"], seats, seed=3)
    scene = make_game_scene(app.context, session)
    assert isinstance(scene, WinnersCircleScene)
    app.context.manager.apply(Push(scene))
    closed = {scene.text("ribbon_closed", name=seat.name) for seat in seats}
    chips_to_bet = {scene.text("status_chips_one"),
                    *(scene.text("status_chips", count=count) for count in range(2, 10))}
    for _ in range(3000):
        frames(app, 1)
        if scene.table.ribbon in closed:
            break
    else:
        raise AssertionError("betting never closed")
    assert not {plate.subtitle for plate in scene.plates} & chips_to_bet


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_landing_rings_by_the_finish_line_keep_off_its_squares(app: App,
                                                              size: tuple[int, int]) -> None:
    """Three horses landing on space 1 had their rings over the start/finish line's black
    and white squares, one on another's edge, hard to read (trial s10, 129_wc_race2); now
    rings on the spaces either side of the line keep off its squares and apart, each
    number whole."""
    scene = start(app, hidden=False)
    pygame.display.set_mode(size)
    app.context.resize(size)
    frames(app, 2)
    geo = scene.table.geo
    point, normal = geo.at(0.0)
    tangent = pygame.Vector2(-normal.y, normal.x)
    band = geo.width / 6  # six squares across the track, two along it, one each side
    corners = [point + normal * (geo.width / 2) * a + tangent * band * b
               for a in (-1, 1) for b in (-1, 1)]
    squares = pygame.Rect(round(min(c.x for c in corners)), round(min(c.y for c in corners)),
                          round(abs(corners[0].x - corners[-1].x)),
                          round(abs(corners[0].y - corners[-1].y)))
    assert squares.width > 0 and squares.height > 0
    smallest = theme.text_px(TextSize.SMALL, scene.table.scale) * 1.3
    for space in (35, 36, 1, 2):
        for together in (1, 2, 3, 4):
            scene.table.previews = {horse: space for horse in range(together)}
            rings = list(scene.table.landing_rings().values())
            for spot, diameter in rings:
                assert diameter >= smallest, (space, together, diameter)
                assert not _circle_meets(spot, diameter / 2 - 1, squares), (space, together)
            for (a, da), (b, db) in combinations(rings, 2):
                assert a.distance_to(b) >= (da + db) / 2, (space, together)
    # Rings on the next space too: those by the line keep within their own space then.
    for previews in ({0: 1, 1: 1, 2: 1, 3: 2}, {0: 36, 1: 36, 2: 35, 3: 35, 4: 1, 5: 2}):
        scene.table.previews = previews
        rings = list(scene.table.landing_rings().values())
        for spot, diameter in rings:
            assert diameter >= theme.text_px(TextSize.SMALL, scene.table.scale), previews
            assert not _circle_meets(spot, diameter / 2 - 1, squares), previews
        for (a, da), (b, db) in combinations(rings, 2):
            assert a.distance_to(b) >= (da + db) / 2 - 1, previews
