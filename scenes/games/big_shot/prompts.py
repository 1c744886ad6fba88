"""What Big Shot's prompt line says while a person places the cubes they bought."""

from __future__ import annotations

from collections.abc import Sequence

from scenes.games.big_shot.panels import placing_keys
from scenes.shell.input import ControllerInput
from tabletop.core.events import Event
from tabletop.games.big_shot_events import AuctionWon, CubePlaced
from tabletop.i18n import Words


def cube_to_take_back(staged: Sequence[object], log: Sequence[Event],
                      undo_possible: bool) -> bool:
    """Take back has a cube to return: one dropped on the map (``staged``), or one of this
    lot already placed, which Undo takes back (the view's ``log`` shows a cube placed since
    the lot was won; placing is public). Ctrl+Z at the next round's start took back the
    last cube placed and left the lot half placed, Take back off while the words still
    offered it (trial s29 G/185-186)."""
    if staged:
        return True
    placed = next((isinstance(event, CubePlaced) for event in reversed(log)
                   if isinstance(event, CubePlaced | AuctionWon)), False)
    return undo_possible and placed


def place_prompt(words: Words, name: str, left: int, staged: bool,
                 controller: ControllerInput, *, returns: bool, enter_shows: bool) -> str:
    """``name`` places: ``left`` cubes still in hand (``staged``: some already dropped),
    with the keys of the keyboard or the controller in use; the take-back key only while
    it ``returns`` a cube (:func:`cube_to_take_back`). While the next Enter would only show
    where it places (``enter_shows``: the placement just began, nothing pointed at,
    scenes/games/enter_guard.py), the words say so: they promised Enter places, and the
    first press only showed the district (trial V/011)."""
    place, back = placing_keys(words, controller)
    if left == 0 and staged:
        return words("big_shot_scene.prompt_confirm", name=name, place=place, back=back)
    keys = "pad_place" if controller.using_controller else "keys_place"
    keys = words(f"big_shot_scene.{keys}_shows" if enter_shows else f"big_shot_scene.{keys}")
    said = "prompt_place" if returns else "prompt_place_first"
    return words(f"big_shot_scene.{said}", name=name, count=left, back=back, keys=keys)
