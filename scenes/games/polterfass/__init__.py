"""Polterfass (Barrel Dice): the scene and the widgets only this game uses."""

from scenes.games.polterfass.scene import SCENE_CLASS, PolterfassScene

__all__ = ["SCENE_CLASS", "PolterfassScene"]
