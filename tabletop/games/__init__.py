"""The registry of games: ``GAMES[id] -> GameSpec``, in the order of the menu's tiles.

Each game is one module ``tabletop/games/<id>.py`` ending in ``SPEC = GameSpec(...)``;
every module of this package that has a ``SPEC`` is registered, so adding a
game edits no list. The game's own catalogue ``tabletop/i18n/<lang>/<id>.json``
holds the words every screen shows for it: ``title`` (its name on the menu,
setup, pause, results and statistics) and ``scoring`` (what its score means,
on the results). Registration refuses a game that lacks either in any
language, so a missing piece fails at start-up, never as a blank tile.
"""

from __future__ import annotations

import pkgutil
from importlib import import_module

from tabletop.core.spec import GameSpec
from tabletop.i18n import LANGUAGES, catalog

GAME_WORDS: tuple[str, ...] = ("title", "scoring")
"""The keys every game's catalogue must hold, looked up as ``<id>.<key>``."""

GAMES: dict[str, GameSpec] = {}


def missing_words(spec: GameSpec) -> list[str]:
    """The ``<lang>:<id>.<key>`` of every :data:`GAME_WORDS` entry a catalogue lacks."""
    return [f"{language}:{spec.id}.{word}" for language in LANGUAGES for word in GAME_WORDS
            if not catalog(language).get(f"{spec.id}.{word}", "").strip()]


def register(spec: GameSpec) -> None:
    """Add ``spec`` to :data:`GAMES`, which stays in menu order (:attr:`GameSpec.menu_position`).

    Raises ValueError for a second game with the same id, for a game whose
    catalogues lack its title or scoring words, or whose English title is
    not ``spec.title`` (the name logs and error messages use).
    """
    if spec.id in GAMES:
        raise ValueError(f"a game {spec.id!r} is registered already")
    missing = missing_words(spec)
    if missing:
        raise ValueError(f"{spec.id}: the catalogues lack {', '.join(missing)}")
    if catalog("en")[f"{spec.id}.title"] != spec.title:
        raise ValueError(f"{spec.id}: spec.title {spec.title!r} is not the English title")
    ordered = sorted([*GAMES.values(), spec], key=lambda game: (game.menu_position, game.id))
    GAMES.clear()  # in place: every module holds this same dict
    GAMES.update((game.id, game) for game in ordered)


def _discover() -> None:
    for module in pkgutil.iter_modules(__path__):
        spec = getattr(import_module(f"{__name__}.{module.name}"), "SPEC", None)
        if isinstance(spec, GameSpec):
            register(spec)


_discover()

__all__ = ["GAMES", "GAME_WORDS", "GameSpec", "missing_words", "register"]
