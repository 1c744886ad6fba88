"""The game-scene registry: one package ``scenes/games/<game_id>/`` per game.

Each package holds the scene and the widgets only that game uses. Its ``scene.py``
defines ``SCENE_CLASS``, a :class:`scenes.games.base.GameScene` subclass built as
``SCENE_CLASS(context, session, driver)`` (the driver says which kind of table it is:
a game being played, a lesson or a replay), its ``tile.py`` paints the game's menu tile
(:func:`tile_painter`), and a game with phone panels has a ``phone.py``
(:func:`panel_maker`). The package's ``__init__.py`` imports nothing, so the menu draws
every tile without paying for a game's widgets and coach (loading them doubled the
start-up); the scene is imported from ``scene.py`` when a game starts.

Nothing outside the package names the game: the menu, setup, pause, results and
statistics follow :data:`tabletop.games.GAMES` and read its title and scoring words
from the game's own catalogue (``<id>.title``, ``<id>.scoring``).
"""

from __future__ import annotations

from collections.abc import Callable
from importlib import import_module
from importlib.util import find_spec
from typing import TYPE_CHECKING, Any

import pygame

from scenes.shell.artwork import SUPERSAMPLE
from scenes.shell.window_caches import sized_by_window
from scenes.widgets import paint

if TYPE_CHECKING:
    from scenes.games.base import GameScene
    from scenes.games.phone_desk import PhoneDesk
    from scenes.games.phone_kit import PanelMaker, PublicMoves
    from scenes.shell.context import AppContext
    from tabletop.session import GameSession

TilePainter = Callable[["pygame.Surface"], None]
"""Paints a game's tile illustration over the whole of the surface it is given."""


def has_game_scene(game_id: str) -> bool:
    """True when the package ``scenes/games/<game_id>/`` exists and can be played."""
    spec = find_spec(f"scenes.games.{game_id}")
    return spec is not None and spec.submodule_search_locations is not None


def scene_class(game_id: str) -> type[GameScene[Any]]:
    """``SCENE_CLASS`` of ``scenes/games/<game_id>/scene.py`` (imported on first use)."""
    scene: type[GameScene[Any]] = import_module(f"scenes.games.{game_id}.scene").SCENE_CLASS
    return scene


def make_game_scene(context: AppContext, session: GameSession, *,
                    phones: PhoneDesk | None = None, show_codes: bool = False) -> GameScene[Any]:
    """The table that plays ``session``, with its phones' panels where the game has them;
    ``phones`` are the last game's, carried over (Play again), and ``show_codes`` opens
    the phones' codes over the table at once (setup's "Use phones")."""
    # Imported here, not with the registry: the menu reads the registry for its tiles, and
    # a table's parts (phones, thinker) would double the start-up.
    from scenes.games.playing import PlayingDriver

    game_id = session.spec.id
    driver = PlayingDriver(context, panel_maker(game_id), public_moves(game_id))
    table = scene_class(game_id)(context, session, driver)
    if phones is not None:
        driver.take_phones(phones)
    if show_codes:
        driver.show_phone_codes()
    return table


def panel_maker(game_id: str) -> PanelMaker | None:
    """``phone_panel`` of ``scenes/games/<game_id>/phone.py``; None when the game has none
    (Yacht, which hides nothing, offers no phones)."""
    module = _optional_module(game_id, "phone")
    if module is None:
        return None
    maker: PanelMaker = module.phone_panel
    return maker


def public_moves(game_id: str) -> PublicMoves:
    """``PUBLIC_MOVES`` of the game's ``phone.py``: the public decisions a seat's own phone
    may take beside the shared screen (none without it, :mod:`scenes.games.phone_kit`)."""
    module = _optional_module(game_id, "phone")
    moves: PublicMoves = getattr(module, "PUBLIC_MOVES", ()) if module is not None else ()
    return moves


def tile_painter(game_id: str) -> TilePainter:
    """``paint_tile`` of ``scenes/games/<game_id>/tile.py``, the art on the game's menu tile.

    A game without it raises LookupError: a tile must never quietly show bare felt.
    """
    module = _optional_module(game_id, "tile")
    if module is None:
        raise LookupError(f"{game_id!r} has no menu tile: scenes.games.{game_id}.tile with "
                          "paint_tile() is missing")
    painter: TilePainter = module.paint_tile
    return painter


@sized_by_window(maxsize=16)
def game_art(game_id: str, size: tuple[int, int]) -> pygame.Surface:
    """The illustration on ``game_id``'s menu tile, ``size`` pixels, rounded corners.

    The game's own ``tile.py`` paints it (with the helpers of :mod:`scenes.shell.artwork`);
    a game without one raises here rather than showing a blank tile.
    """
    width, height = max(8, size[0]), max(8, size[1])
    big = pygame.Surface((width * SUPERSAMPLE, height * SUPERSAMPLE), pygame.SRCALPHA)
    tile_painter(game_id)(big)
    art = pygame.transform.smoothscale(big, (width, height))
    radius = max(4, min(width, height) // 14)
    rounded = paint.rounded_mask((width, height), radius).copy()
    rounded.blit(art, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return rounded


def _optional_module(game_id: str, part: str) -> Any:
    """``scenes.games.<game_id>.<part>``, or None when the game's package has no such
    module (a missing module it imports still raises)."""
    name = f"scenes.games.{game_id}.{part}"
    try:
        return import_module(name)
    except ModuleNotFoundError as error:
        if error.name not in {name, f"scenes.games.{game_id}"}:
            raise
        return None
