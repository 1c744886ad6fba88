"""Big Shot: an Enter meant for what came before never places a cube.
A trial's buyer pressed Enter to go on as the auction ended; their placement had begun
with the focus on a district, and the Enter put a cube there (trial s25 B/068-069). The
placement's first Enter shows the district and says what Enter does there; the second
places; a click or an arrow points and acts at once (scenes/games/enter_guard.py). An
Enter once the placement has stood a while is meant for it, and places at once: a trial's
four Enters 0.8 s apart placed three cubes (trial s33 M/003)."""

from __future__ import annotations

from hashlib import sha1

import pygame

from scenes.games.big_shot.city import RegionPiece
from scenes.games.big_shot.scene import BigShotScene
from scenes.games.enter_guard import FRESH_SECONDS
from scenes.shell.app import App
from tabletop.core.seats import SeatConfig
from tabletop.games.big_shot import BigShotEngine
from tabletop.games.big_shot_events import Bid, Pass
from tabletop.games.big_shot_state import Phase
from tests.scenes.test_big_shot_scene import _to_auction, app, start
from tests.scenes.test_game_base import QUIET_SECONDS, frames, press, set_speed

__all__ = ["app"]


def _deliberate(shell: App, key: int) -> None:
    """``key`` pressed once the keys have rested (a press the rest rules let through)."""
    frames(shell, 1, dt=QUIET_SECONDS)
    press(key)
    frames(shell, 3)


def _placement_begun(shell: App) -> tuple[BigShotScene, BigShotEngine]:
    """Mina and Jun on one screen; the first bidder buys at the lowest bid, the other
    passes: the buyer's placement is on, the focus on a district."""
    scene = start(shell, [SeatConfig("Mina", 0), SeatConfig("Jun", 1)], seed=3)
    set_speed(shell, "instant")
    game = scene.session.game
    assert isinstance(game, BigShotEngine)
    _to_auction(shell, scene)
    assert scene.act(Bid(game.current_seat, game.min_bid()))
    while game.state.phase is Phase.AUCTION:
        frames(shell, 2)
        if scene.accepts_input:
            assert scene.act(Pass(game.current_seat))
    for _ in range(200):
        frames(shell, 1)
        if scene.accepts_input and game.state.phase is Phase.PLACE:
            break
    assert isinstance(scene.controls.focused, RegionPiece), scene.controls.focused
    return scene, game


def test_the_first_enter_of_a_placement_shows_the_district_and_places_nothing(
        app: App) -> None:
    scene, _ = _placement_begun(app)
    district = scene.controls.focused
    _deliberate(app, pygame.K_RETURN)
    assert not scene.board.staged, "the first Enter placed a cube"
    assert scene.prompt.text.startswith("Enter puts the cube on "), scene.prompt.text
    assert scene.controls.focused is district
    _deliberate(app, pygame.K_RETURN)
    assert scene.board.staged, "the second Enter places"


def test_enters_pressed_once_the_placement_was_read_each_place_a_cube(app: App) -> None:
    """Trial s33 M/003: the placement read, Enter pressed four times 0.8 s apart placed
    three cubes, the first Enter only showing the district. Each places one now."""
    scene, game = _placement_begun(app)
    frames(app, 1, dt=FRESH_SECONDS)
    cubes = len(game.state.in_hand)
    assert cubes > 1, cubes
    for _ in range(cubes):
        press(pygame.K_RETURN)
        frames(app, 1)
        frames(app, 1, dt=0.8)
    assert len(scene.board.staged) == cubes, \
        f"{len(scene.board.staged)} of {cubes} Enters placed a cube"


def test_what_the_first_enter_does_stays_said_until_the_next_key(app: App) -> None:
    """A 2-second notice went by unread, and the first Enter seemed ignored (trial s25
    D/093): the prompt line says what Enter does until the person presses again."""
    scene, _ = _placement_begun(app)
    placing = scene.prompt.text
    _deliberate(app, pygame.K_RETURN)
    said = scene.prompt.text
    assert said.startswith("Enter puts the cube on "), said
    frames(app, 5 * 60)  # five seconds: a notice's life, and more
    assert scene.prompt.text == said
    assert not any(toast.text == said for toast in scene.toasts.toasts), "said twice"
    _deliberate(app, pygame.K_RIGHT)
    # The placing words again, now saying Enter places (pointed at: trial V/011).
    placing = placing.replace(scene.text("keys_place_shows"),
                              scene.text("keys_place"))
    assert scene.prompt.text == placing, "the note outlived the press after it"


def test_an_arrow_points_so_the_next_enter_places(app: App) -> None:
    scene, _ = _placement_begun(app)
    _deliberate(app, pygame.K_RIGHT)
    _deliberate(app, pygame.K_RETURN)
    assert scene.board.staged, "after an arrow, Enter places at once"


def _district_drawn(scene: BigShotScene, district: RegionPiece) -> str:
    """A digest of the pixels drawn over ``district``."""
    surface = pygame.Surface(scene.context.size)
    scene.draw(surface)
    return sha1(pygame.image.tobytes(surface.subsurface(district.rect), "RGB")).hexdigest()


def test_the_first_enter_holds_the_next_cube_over_the_district(app: App) -> None:
    """Only the prompt line's words changed at the first Enter, and it read as swallowed
    (trial s26 B/075, E/257): the next cube now hovers over the district in focus, where
    the second Enter drops it; the next key lets it go."""
    scene, _ = _placement_begun(app)
    district = scene.controls.focused
    assert isinstance(district, RegionPiece)
    frames(app, 1, dt=QUIET_SECONDS)
    before = _district_drawn(scene, district)
    frames(app, 3)
    assert _district_drawn(scene, district) == before, "the district is drawn still"
    press(pygame.K_RETURN)  # the keys rested, the placement not yet FRESH_SECONDS old
    frames(app, 3)
    assert not scene.board.staged, "the first Enter placed a cube"
    assert _district_drawn(scene, district) != before, "nothing on the map showed the Enter"
    assert scene.board.held == (scene.next_cube, district.index)
    _deliberate(app, pygame.K_RIGHT)
    assert scene.board.held is None, "the cube stayed over the district left"


def test_one_enter_does_what_the_prompt_line_says(app: App) -> None:
    """Trial V/011: the line said "arrows and Enter" put the next cube on a district, and
    the first Enter only showed the district. Now the line says what the next Enter does,
    and one Enter does exactly that: while it would only show where, it says so, and it
    shows; once the placement has stood (or a district is pointed at), it says Enter
    places, and one Enter puts exactly one cube, on the district in focus."""
    scene, game = _placement_begun(app)
    district = scene.controls.focused
    assert isinstance(district, RegionPiece)
    shows = scene.text("keys_place_shows")
    assert shows in scene.prompt.text, scene.prompt.text
    _deliberate(app, pygame.K_RETURN)
    assert not scene.board.staged and scene.board.held == (scene.next_cube, district.index)
    _deliberate(app, pygame.K_RIGHT)  # (the shown district let go: a district pointed at)
    assert shows not in scene.prompt.text and scene.text("keys_place") in scene.prompt.text
    pointed = scene.controls.focused
    assert isinstance(pointed, RegionPiece)
    hand, cube = list(game.state.in_hand), scene.next_cube
    _deliberate(app, pygame.K_RETURN)
    assert scene.board.staged == [(cube, pointed.index)], scene.board.staged
    assert game.state.in_hand == hand, "a staged cube is not yet placed in the game"


def test_the_words_turn_to_enter_places_once_the_placement_has_stood(app: App) -> None:
    """The first Enter acts at once once the placement stood FRESH_SECONDS (trial s33
    M/003): the line then says Enter places, and one Enter puts exactly one cube."""
    scene, game = _placement_begun(app)
    hand = list(game.state.in_hand)
    shows = scene.text("keys_place_shows")
    assert shows in scene.prompt.text, scene.prompt.text
    frames(app, 1, dt=FRESH_SECONDS)
    frames(app, 1)
    said = scene.prompt.text
    assert shows not in said and scene.text("keys_place") in said, said
    district = scene.controls.focused
    assert isinstance(district, RegionPiece)
    cube = scene.next_cube
    press(pygame.K_RETURN)
    frames(app, 3)
    assert scene.board.staged == [(cube, district.index)], scene.board.staged
    assert game.state.in_hand == hand, "a staged cube is not yet placed in the game"
