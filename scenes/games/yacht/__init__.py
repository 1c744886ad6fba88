"""Yacht Dice: the scene and the widgets only this game uses."""

from scenes.games.yacht.scene import SCENE_CLASS, YachtScene

__all__ = ["SCENE_CLASS", "YachtScene"]
