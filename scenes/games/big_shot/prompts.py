"""What Big Shot's prompt line says while a person places the cubes they bought."""

from __future__ import annotations

from scenes.games.big_shot.panels import placing_keys
from scenes.shell.input import ControllerInput
from tabletop.i18n import Words


def place_prompt(words: Words, name: str, left: int, staged: bool,
                 controller: ControllerInput) -> str:
    """``name`` places: ``left`` cubes still in hand (``staged``: some already dropped),
    with the keys of the keyboard or the controller in use."""
    place, back = placing_keys(words, controller)
    if left == 0 and staged:
        return words("big_shot_scene.prompt_confirm", name=name, place=place, back=back)
    keys = words("big_shot_scene.pad_place" if controller.using_controller
                 else "big_shot_scene.keys_place")
    return words("big_shot_scene.prompt_place", name=name, count=left, back=back, keys=keys)
